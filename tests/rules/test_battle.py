"""Battle (master rulebook, Battle): declaring, dice, assignment, applying results, Retreats."""
from __future__ import annotations

import pytest
from sandbox import types_of

from rules.engine import errors
from rules.engine import events as ev

GC, CC, BG, YS = "great_cthulhu", "crawling_chaos", "black_goat", "yellow_sign"
AFRICA_NEIGHBOURS = ("Asia", "Indian Ocean", "North Atlantic", "South Atlantic")


def test_battle_needs_at_least_one_combat_among_the_attackers_units(table):
    """Master rulebook, Action Phase, Battle; Battle: a Battle cannot be declared with 0 Combat; the
    enemy may have 0."""
    t = table([GC, YS, CC], units={"Africa": [(GC, "acolyte", 2), (YS, "acolyte", 1)],
                                    "Asia": [(GC, "deep_one", 1), (YS, "acolyte", 1)]}, power={GC: 5})
    assert t.options(GC, "battle") == [{"act": "battle", "area": "Asia", "enemy": YS}]
    with pytest.raises(errors.NoCombat):
        t.play(GC, {"act": "battle", "area": "Africa", "enemy": YS})


def test_six_kills_four_and_five_pain_and_kills_are_assigned_before_pains(table):
    """Master rulebook, Battle, Combat Dice Calculation and Rolls, Post-Battle Abilities and
    Assigning Battle Results: a 6 is a Kill, 4-5 a Pain, 1-3 a miss; a unit given a Kill takes no
    Pain, and excess results are ignored."""
    t = table([GC, YS, CC], units={"Africa": [(GC, "deep_one", 3), (YS, "acolyte", 2)]},
              power={GC: 5}, dice=[6, 4, 5])
    new = t.play(GC, {"act": "battle", "area": "Africa", "enemy": YS})
    assigned = [(e.result, e.by) for e in types_of(new, ev.ResultAssigned)]
    assert assigned == [("kill", YS), ("pain", YS)]
    assert len(types_of(new, ev.UnitKilled)) == 1
    assert t.waiting() == (YS, "retreat")
    t.play(YS, {"act": "retreat", "unit": "ys.acolyte.2", "to": "Asia"})
    assert t.units_at("Africa", YS) == [] and t.units_at("Asia", YS) == ["ys.acolyte.2"]


def test_all_units_of_both_factions_take_part_and_bystanders_do_not(table):
    """Master rulebook, Battle: all units of the two Battling factions fight; third factions are
    idle bystanders."""
    t = table([GC, YS, CC], units={"Africa": [(GC, "deep_one", 2), (YS, "acolyte", 1), (CC, "acolyte", 1)]},
              power={GC: 5}, dice=[6, 6])
    t.play(GC, {"act": "battle", "area": "Africa", "enemy": YS})
    assert t.units_at("Africa", CC) == ["cc.acolyte.1"]
    assert t.units_at("Africa", YS) == []


def test_killing_the_gates_cultist_leaves_the_gate_abandoned(table):
    """Master rulebook, Game Basics, Gates; Battle, Applying Battle Results: a Killed Cultist leaves
    play, so its Gate has no Controller."""
    t = table([GC, YS, CC], units={"Africa": [(GC, "deep_one", 1), (YS, "acolyte", 1)]},
              gates={"Africa": YS}, power={GC: 5}, dice=[6])
    t.play(GC, {"act": "battle", "area": "Africa", "enemy": YS})
    assert t.state.gates == {"Africa": None}


def test_pained_units_retreat_only_to_areas_without_the_enemy(table):
    """Master rulebook, Battle, Applying Battle Results: no Retreat into an Area with units of the
    faction just Battled; own or third-party units do not block."""
    t = table([GC, YS, CC], units={"Africa": [(GC, "deep_one", 1), (YS, "acolyte", 1)],
                                    "Asia": [(GC, "acolyte", 1)], "Indian Ocean": [(CC, "acolyte", 1)],
                                    "North Atlantic": [(YS, "acolyte", 1)]}, power={GC: 5}, dice=[4])
    t.play(GC, {"act": "battle", "area": "Africa", "enemy": YS})
    assert t.waiting() == (YS, "retreat")
    assert sorted(o["to"] for o in t.options(YS, "retreat")) == ["Indian Ocean", "North Atlantic", "South Atlantic"]


def test_blocked_retreat_eliminates_one_pained_unit_and_the_rest_stay(table):
    """Master rulebook, Battle, Applying Battle Results: with nowhere to go, the owner Eliminates
    one Pained unit; the others remain."""
    surround = {a: [(GC, "acolyte", 1)] for a in AFRICA_NEIGHBOURS}
    t = table([GC, YS, CC], units={"Africa": [(GC, "deep_one", 2), (YS, "acolyte", 2)], **surround},
              power={GC: 5}, dice=[4, 5])
    new = t.play(GC, {"act": "battle", "area": "Africa", "enemy": YS})
    eliminated = types_of(new, ev.UnitEliminated)
    assert [(e.cause, t.state.table[e.unit].faction) for e in eliminated] == [("retreat_blocked", YS)]
    assert len(t.units_at("Africa", YS)) == 1
    assert types_of(new, ev.BattleEnded)


def test_attacker_retreats_first_and_can_surround_the_defender(table):
    """Master rulebook, Battle, Applying Battle Results: the attacker's Pained unit Retreats first,
    into the last open Area, so the defender cannot Retreat and must Eliminate a unit."""
    ring = {a: [(GC, "acolyte", 1)] for a in AFRICA_NEIGHBOURS if a != "South Atlantic"}
    t = table([GC, YS, CC], units={"Africa": [(GC, "deep_one", 4), (YS, "undead", 3)], **ring},
              power={GC: 5}, dice=[4, 1, 1, 1, 5, 1])
    t.play(GC, {"act": "battle", "area": "Africa", "enemy": YS})
    assert t.waiting() == (GC, "retreat")
    new = t.play(GC, {"act": "retreat", "unit": "gc.deep_one.1", "to": "South Atlantic"})
    assert [e.cause for e in types_of(new, ev.UnitEliminated)] == ["retreat_blocked"]
    assert len(t.units_at("Africa", YS)) == 2


def test_killed_great_old_one_gives_the_opponent_its_averaged_cost_in_a_two_player_game(table):
    """Master rulebook, Two-Player Rules, General Rules, example 1: Killing Cthulhu (10/4) is worth 7 Doom."""
    t = table([CC, GC], units={"Asia": [(CC, "hunting_horror", 2), (GC, "cthulhu", 1)]},
              power={CC: 5, GC: 5}, dice=[6, 1, 1, 1] + [1] * 6)
    new = t.play(CC, {"act": "battle", "area": "Asia", "enemy": GC})
    assert ev.DoomGained(CC, 7, "two_player_loss") in new
    assert t.state.units["gc.cthulhu.1"] == "pool"


def test_only_one_battle_per_area_per_turn_even_with_unlimited_battle(table):
    """Master rulebook, Action Phase, Unlimited Battle: with 6 Spellbooks Battles are Unlimited, but
    one Area hosts one Battle per turn."""
    t = table([GC, YS, CC], units={"Africa": [(GC, "deep_one", 1), (YS, "acolyte", 1)],
                                    "Asia": [(GC, "deep_one", 1), (YS, "acolyte", 1)]},
              power={GC: 5}, spellbooks={GC: 6}, dice=[1, 1])
    t.play(GC, {"act": "battle", "area": "Africa", "enemy": YS})
    assert {"act": "battle", "area": "Africa", "enemy": YS} not in t.options(GC)
    with pytest.raises(errors.AreaAlreadyBattled):
        t.play(GC, {"act": "battle", "area": "Africa", "enemy": YS})
    t.play(GC, {"act": "battle", "area": "Asia", "enemy": YS})
    assert t.state.power[GC] == 3


def test_an_unlimited_battle_may_count_as_the_turns_action_afterwards(table):
    """Master rulebook, Action Phase, Unlimited Battle: with Unlimited Battle you may Battle first
    and decide afterwards whether it was your Common Action: ending the turn makes it so, taking
    another Action makes it Unlimited."""
    t = table([GC, YS, CC], units={"Africa": [(GC, "deep_one", 1), (YS, "acolyte", 1)]},
              power={GC: 5}, spellbooks={GC: 6}, dice=[1])
    t.play(GC, {"act": "battle", "area": "Africa", "enemy": YS})
    assert {"act": "end_turn"} in t.options(GC)
    assert {"act": "recruit", "unit_type": "acolyte", "area": "Africa"} in t.options(GC)
    new = t.play(GC, {"act": "recruit", "unit_type": "acolyte", "area": "Africa"})
    assert new[:2] == [ev.CultistRecruited(GC, "gc.acolyte.1", "Africa", 1), ev.TurnEnded(GC)]
    assert t.state.power[GC] == 3


def test_without_six_spellbooks_a_battle_is_the_turns_only_action(table):
    """Master rulebook, Action Phase, Battle and Unlimited Battle: a Battle is a Common Action;
    another one needs Unlimited Battle."""
    t = table([GC, YS, CC], units={"Africa": [(GC, "deep_one", 1), (YS, "acolyte", 1)],
                                    "Asia": [(GC, "deep_one", 1), (YS, "acolyte", 1), (GC, "acolyte", 1)]},
              gates={"Asia": GC}, power={GC: 5}, dice=[1])
    t.play(GC, {"act": "battle", "area": "Africa", "enemy": YS})
    assert t.options(GC, "battle") == [] and t.options(GC, "move") == []
    assert {"act": "end_turn"} in t.options(GC)


def test_two_player_unlimited_battle_unlocks_for_both(table):
    """Master rulebook, Two-Player Rules, Unlimited Battle: when one player has 6 Spellbooks, the
    other gains Unlimited Battle too."""
    t = table([GC, CC], units={"Africa": [(GC, "deep_one", 1), (CC, "acolyte", 1)],
                                "Asia": [(GC, "deep_one", 1), (CC, "acolyte", 1)]},
              power={GC: 5, CC: 5}, spellbooks={CC: 6}, dice=[1, 1])
    t.play(GC, {"act": "battle", "area": "Africa", "enemy": CC})
    assert {"act": "battle", "area": "Asia", "enemy": CC} in t.options(GC)
