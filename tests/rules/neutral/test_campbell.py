"""Ramsey Campbell Horrors 2 (master rulebook, Complex Battle Example 8; German rulebook DE
2747-2770): Y'Golonac, whose Orifices hands his card to the enemy, and Daoloth, whose Cosmic Unity
silences an enemy Great Old One's dice."""
from __future__ import annotations

from card_play import ability, pass_until, random_games

from rules.engine import events as ev
from rules.engine.state import OUT_OF_PLAY, POOL

GC, CC, BG, OW = "great_cthulhu", "crawling_chaos", "black_goat", "opener_of_the_way"
YGOLONAC, DAOLOTH = "y_golonac", "daoloth"
YGO, DAO = "ygo.y_golonac.1", "dao.daoloth.1"
SPAWN = "ow.spawn_of_yog_sothoth.1"


def _types(events, cls):
    return [e for e in events if isinstance(e, cls)]


def _over(t):
    return t.state.battle is None


# -- Y'Golonac ---------------------------------------------------------------------------------

def test_y_golonac_awakens_at_a_controlled_gate_with_a_great_old_one_for_2_power(table):
    t = table([GC, CC, BG], cards={YGOLONAC: None}, power={GC: 2}, gates={"Europe": GC},
              units={"Europe": [(GC, "acolyte", 1), (GC, "cthulhu", 1)]})
    t.play(GC, {"act": "ability", "ability": "awaken_y_golonac", "area": "Europe"})
    assert t.state.units[YGO] == "Europe" and t.state.power[GC] == 0


def _example_8(table):
    """Complex Battle Example 8, in core units: Adam (Opener of the Way, all six Spellbooks) with 4
    Mutants and a Spawn of Yog-Sothoth battles Greg's Deep One (standing for the Shantak) and
    Y'Golonac; each rolls one Kill."""
    units = {"Europe": [(OW, "mutant", 4), (OW, "spawn_of_yog_sothoth", 1), (GC, "deep_one", 1)]}
    t = table([OW, GC, CC], cards={YGOLONAC: GC}, figures={"Europe": [(YGOLONAC, YGOLONAC, 1)]}, units=units,
              spellbooks={OW: 6}, power={OW: 3}, dice=[6, 1, 1, 1, 1, 1, 1] + [6, 1])
    t.play(OW, {"act": "battle", "area": "Europe", "enemy": GC})
    pass_until(t, lambda t: t.waiting() == (OW, "assign_kill"))  # Channel Power is not used
    t.play(OW, {"act": "assign", "unit": "ow.mutant.1", "result": "kill"})
    t.play(GC, {"act": "assign", "unit": YGO, "result": "kill"})
    return t


def test_orifices_puts_y_golonac_in_the_place_of_a_surviving_enemy_monster_and_hands_the_enemy_his_card(table):
    """Master rulebook, Complex Battle Example 8: Greg replaces his Killed Y'Golonac with the Spawn of
    Yog-Sothoth and hands Y'Golonac's Loyalty Card to Adam, before Adam's promotions."""
    t = _example_8(table)
    assert t.waiting() == (GC, "window")
    targets = {o["unit"] for o in ability(t, GC, "orifices")}
    assert SPAWN in targets and "ow.mutant.1" not in targets
    events = t.play(GC, {"act": "ability", "ability": "orifices", "unit": SPAWN})
    assert ev.LoyaltyCardGained(OW, YGOLONAC, "orifices", giver=GC) in events
    assert t.state.units[SPAWN] == POOL and t.state.units[YGO] == "Europe"
    assert t.state.table[YGO].faction == OW and t.state.loyalty[YGOLONAC]["owner"] == OW
    pass_until(t, _over)
    assert t.state.units[YGO] == "Europe" and t.state.units["ow.mutant.1"] == POOL
    assert t.state.loyalty[YGOLONAC] == {"owner": OW, "book": True}  # received through Orifices


def test_after_orifices_the_enemys_remaining_mutants_may_still_promote(table):
    t = _example_8(table)
    t.play(GC, {"act": "ability", "ability": "orifices", "unit": SPAWN})
    pass_until(t, lambda t: bool(ability(t, OW, "million_favored_ones")))
    promoted = {o["unit"] for o in ability(t, OW, "million_favored_ones")}
    assert promoted <= {"ow.mutant.2", "ow.mutant.3", "ow.mutant.4"} and promoted


def test_y_golonac_dies_as_usual_when_no_enemy_unit_survives(table):
    units = {"Europe": [(OW, "mutant", 1), (GC, "deep_one", 1)]}
    t = table([OW, GC, CC], cards={YGOLONAC: GC}, figures={"Europe": [(YGOLONAC, YGOLONAC, 1)]}, units=units,
              power={OW: 3}, dice=[6] + [6, 1])
    t.play(OW, {"act": "battle", "area": "Europe", "enemy": GC})
    t.play(GC, {"act": "assign", "unit": YGO, "result": "kill"})
    assert ability(t, GC, "orifices") == []
    pass_until(t, _over)
    assert t.state.units[YGO] == OUT_OF_PLAY and t.state.loyalty[YGOLONAC]["owner"] is None


def test_the_revelations_gives_every_other_faction_an_elder_sign_as_the_doom_phase_begins(table):
    t = table([GC, CC, BG], cards={YGOLONAC: (GC, True)}, figures={"Europe": [(YGOLONAC, YGOLONAC, 1)]},
              power={GC: 1})
    t.play(GC, {"act": "drop_power"})
    pass_until(t, lambda t: t.state.phase == "doom")
    began = next(i for i, e in enumerate(t.events) if isinstance(e, ev.PhaseBegan) and e.phase == "doom")
    assert [type(e) for e in t.events[began + 1:began + 3]] == [ev.ElderSignDrawn] * 2
    assert [e.faction for e in t.events[began + 1:began + 3]] == [CC, BG]


# -- Daoloth -----------------------------------------------------------------------------------

def test_daoloth_awakens_at_a_controlled_gate_with_a_great_old_one_for_6_power(table):
    t = table([GC, CC, BG], cards={DAOLOTH: None}, power={GC: 6}, gates={"Europe": GC},
              units={"Europe": [(GC, "acolyte", 1), (GC, "cthulhu", 1)]})
    t.play(GC, {"act": "ability", "ability": "awaken_daoloth", "area": "Europe"})
    assert t.state.units[DAO] == "Europe" and t.state.power[GC] == 0


def test_under_the_ruleset_option_daoloth_costs_4(table):
    t = table([GC, CC, BG], cards={DAOLOTH: None}, power={GC: 4}, gates={"Europe": GC},
              units={"Europe": [(GC, "acolyte", 1), (GC, "cthulhu", 1)]}, ruleset={"daoloth_cost": 4})
    t.play(GC, {"act": "ability", "ability": "awaken_daoloth", "area": "Europe"})
    assert t.state.units[DAO] == "Europe" and t.state.power[GC] == 0


def test_cosmic_unity_makes_the_chosen_enemy_great_old_one_roll_no_dice(table):
    units = {"Europe": [(BG, "dark_young", 1), (GC, "cthulhu", 1), (GC, "deep_one", 1)]}
    t = table([BG, GC, CC], cards={DAOLOTH: BG}, figures={"Europe": [(DAOLOTH, DAOLOTH, 1)]}, units=units,
              power={BG: 3}, dice=[1] * 10)
    t.play(BG, {"act": "battle", "area": "Europe", "enemy": GC})
    assert ability(t, BG, "cosmic_unity") == [{"act": "ability", "ability": "cosmic_unity", "unit": "gc.cthulhu.1"}]
    t.play(BG, ability(t, BG, "cosmic_unity")[0])
    pass_until(t, lambda t: any(isinstance(e, ev.DiceRolled) for e in t.events))
    rolled = {e.faction: len(e.faces) for e in t.events if isinstance(e, ev.DiceRolled)}
    assert rolled == {BG: 2, GC: 1}  # the Deep One alone rolls for Great Cthulhu


def test_daoloths_spellbook_comes_after_a_battle_in_which_a_great_old_one_is_killed_even_one_he_is_not_in(table):
    units = {"Asia": [(GC, "starspawn", 2), (CC, "nyarlathotep", 1)]}
    t = table([GC, CC, BG], cards={DAOLOTH: BG}, figures={"Europe": [(DAOLOTH, DAOLOTH, 1)]}, units=units,
              power={GC: 3}, dice=[6, 1, 1, 1, 1, 1] + [1] * 6)
    events = t.play(GC, {"act": "battle", "area": "Asia", "enemy": CC})
    pass_until(t, _over)
    earned = _types(t.events, ev.CardSpellbookEarned)
    assert earned == [ev.CardSpellbookEarned(BG, DAOLOTH)] and events
    assert t.state.loyalty[DAOLOTH]["book"] is True


def test_a_great_old_one_killed_outside_a_battle_earns_daoloths_spellbook_at_once(table):
    """As by Dread Curse, which Kills outside any Battle: the Spellbook goes on the card at once."""
    from rules.engine.engine import apply_all

    t = table([BG, GC, CC], cards={DAOLOTH: BG}, figures={"Europe": [(DAOLOTH, DAOLOTH, 1)]},
              units={"Asia": [(GC, "cthulhu", 1)]})
    out = []
    state = apply_all(t.state, [ev.UnitKilled("gc.cthulhu.1", "Asia")], out)
    assert ev.CardSpellbookEarned(BG, DAOLOTH) in out and state.loyalty[DAOLOTH]["book"] is True


def test_a_monster_killed_is_no_great_old_one_for_daoloths_requirement(table):
    from rules.engine.engine import apply_all

    t = table([BG, GC, CC], cards={DAOLOTH: BG}, figures={"Europe": [(DAOLOTH, DAOLOTH, 1)]},
              units={"Asia": [(GC, "starspawn", 1)]})
    out = []
    state = apply_all(t.state, [ev.UnitKilled("gc.starspawn.1", "Asia")], out)
    assert state.loyalty[DAOLOTH]["book"] is False and _types(out, ev.CardSpellbookEarned) == []


def test_interdimensional_opens_a_gate_where_daoloth_moves_into_an_area_without_one(table):
    t = table([BG, GC, CC], cards={DAOLOTH: (BG, True)}, figures={"Europe": [(DAOLOTH, DAOLOTH, 1)]},
              power={BG: 2}, units={"Europe": [(BG, "acolyte", 1)]}, gates={"Europe": BG})
    t.play(BG, {"act": "move", "unit": DAO, "to": "Asia"})
    t.play(BG, {"act": "move_done"})
    assert "Asia" in t.state.gates and t.state.gates["Asia"] is None


def test_daoloths_death_returns_his_card_and_its_spellbook_falls_off(table):
    units = {"Europe": [(GC, "starspawn", 2)]}
    t = table([GC, BG, CC], cards={DAOLOTH: (BG, True)}, figures={"Europe": [(DAOLOTH, DAOLOTH, 1)]},
              units=units, power={GC: 3}, dice=[6, 1, 1, 1, 1, 1])
    t.play(GC, {"act": "battle", "area": "Europe", "enemy": BG})
    pass_until(t, _over)
    assert t.state.loyalty[DAOLOTH] == {"owner": None, "book": False} and t.state.units[DAO] == OUT_OF_PLAY


# -- random play ---------------------------------------------------------------------------------

def test_random_games_with_y_golonac_and_daoloth_in_the_supply_play_to_the_end():
    played = random_games([YGOLONAC, DAOLOTH], games=4)
    assert all(isinstance(events[-1], ev.GameEnded) for events in played)
