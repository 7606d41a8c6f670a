"""Opener of the Way: its units' Combat, Yog-Sothoth's Awakening on a Spawn, The Key and the Gate, The
Beyond One, They Break Through, the Spellbook requirements, Dragon Ascending and Dragon Descending
(master rulebook, Opener of the Way faction chapter and FAQ; expansion-factions.md, Opener of the Way)."""
from __future__ import annotations

import pytest
from conftest import CC, GC
from sandbox import types_of
from seated_start import seated_start

import rules
from rules.engine import events as ev
from rules.factions.opener_of_the_way.events import GateCarried
from rules.engine.pieces import strength

OW = "opener_of_the_way"
NA, EU, AS = "North America", "Europe", "Asia"
YOG = "ow.yog_sothoth.1"


def _abilities(t, name):
    return [o for o in t.options(OW, "ability") if o["ability"] == name]


# -- units -----------------------------------------------------------------------------------

def test_units_cost_and_fight_as_the_faction_card_says(game):
    """Master rulebook, Opener of the Way, faction card: Mutant 2/1, Abomination 3/2, Spawn 4/3."""
    t = game([OW, GC, CC], units={NA: [(OW, "mutant", 1), (OW, "abomination", 1),
                                       (OW, "spawn_of_yog_sothoth", 1)]})
    assert strength(t.state, OW, GC, ["ow.mutant.1"]) == 1
    assert strength(t.state, OW, GC, ["ow.abomination.1"]) == 2
    assert strength(t.state, OW, GC, ["ow.spawn_of_yog_sothoth.1"]) == 3


def test_yog_sothoth_fights_with_twice_the_enemy_faction_great_old_ones_in_play(game):
    """Master rulebook, Opener of the Way, Yog-Sothoth's Combat: twice the enemy factions' Great Old
    Ones in play, wherever they are."""
    t = game([OW, GC, CC], units={NA: [(OW, "yog_sothoth", 1)], EU: [(GC, "cthulhu", 1)],
                                  AS: [(CC, "nyarlathotep", 1)]})
    assert strength(t.state, OW, GC, [YOG]) == 4
    t = game([OW, GC, CC], units={NA: [(OW, "yog_sothoth", 1)]})
    assert strength(t.state, OW, GC, [YOG]) == 0


def test_yog_sothoth_always_fights_with_four_in_a_two_player_game(game):
    """Master rulebook, Two-Player Rules, Balance Adjustments: Yog-Sothoth's Combat is always 4."""
    t = game([OW, GC], units={NA: [(OW, "yog_sothoth", 1)]})
    assert strength(t.state, OW, GC, [YOG]) == 4


# -- Yog-Sothoth -----------------------------------------------------------------------------

def test_yog_sothoth_awakens_for_six_in_place_of_a_spawn_without_a_gate(game):
    """Master rulebook, Opener of the Way, How to Awaken Yog-Sothoth: a Spawn on the map, 6 Power; he
    replaces the Spawn (which goes back to the Pool); no Gate needed; the sixth requirement is met."""
    t = game([OW, GC, CC], units={AS: [(OW, "spawn_of_yog_sothoth", 1)]}, power={OW: 6, GC: 1, CC: 1})
    new = t.play(OW, _abilities(t, "awaken_yog_sothoth")[0])
    assert ev.GreatOldOneAwakened(OW, YOG, AS, 6) in new
    assert t.state.units["ow.spawn_of_yog_sothoth.1"] == "pool" and t.state.units[YOG] == AS
    assert t.state.power[OW] == 0 and (OW, 5) in t.state.met


def test_yog_sothoth_cannot_awaken_without_a_spawn_on_the_map_or_six_power(game):
    t = game([OW, GC, CC], units={AS: [(OW, "abomination", 1)]}, power={OW: 9})
    assert not _abilities(t, "awaken_yog_sothoth")
    t = game([OW, GC, CC], units={AS: [(OW, "spawn_of_yog_sothoth", 1)]}, power={OW: 5})
    assert not _abilities(t, "awaken_yog_sothoth")


def test_replacing_a_spawn_by_yog_sothoth_gives_the_opponent_no_doom(game):
    """Master rulebook, Two-Player Rules, General Rules, example 3."""
    t = game([OW, GC], units={AS: [(OW, "spawn_of_yog_sothoth", 1)]}, power={OW: 6, GC: 1})
    new = t.play(OW, _abilities(t, "awaken_yog_sothoth")[0])
    assert not [e for e in new if isinstance(e, ev.DoomGained)] and t.state.doom[GC] == 0


def test_monsters_may_always_be_summoned_at_yog_sothoth(game):
    """Master rulebook, FAQ, Opener of the Way, The Key and the Gate: as a Gate, Yog-Sothoth can always
    Summon Monsters into his Area."""
    t = game([OW, GC, CC], units={AS: [(OW, "yog_sothoth", 1)]}, power={OW: 3, GC: 1, CC: 1})
    offered = {(o["unit_type"], o["area"]) for o in _abilities(t, "summon_through")}
    assert offered == {("mutant", AS), ("abomination", AS)}
    t.play(OW, {"act": "ability", "ability": "summon_through", "unit_type": "abomination", "area": AS})
    assert t.state.units["ow.abomination.1"] == AS and t.state.power[OW] == 0


def test_yog_sothoth_gives_two_power_as_a_gate_at_gather_power(game):
    """Master rulebook, FAQ, The Key and the Gate: 2 Power for Yog-Sothoth in the Gather Power Phase."""
    from rules.engine.phases import power_sources
    t = game([OW, GC, CC], units={AS: [(OW, "yog_sothoth", 1)]})
    assert power_sources(t.state, OW)["key_power"] == 2


def test_the_beyond_one_cannot_carry_yog_sothoth_as_the_gate(game):
    """Master rulebook, Opener of the Way, The Key and the Gate: not a Gate for The Beyond One."""
    t = game([OW, GC, CC], units={AS: [(OW, "yog_sothoth", 1), (OW, "abomination", 1)]}, power={OW: 3})
    assert not _abilities(t, "beyond_one")


# -- The Beyond One --------------------------------------------------------------------------

def test_the_beyond_one_carries_the_gate_and_its_controller_to_an_area_without_a_gate(game):
    """Master rulebook, Opener of the Way, The Beyond One (Action, 1 Power): a unit costing 3 or more
    takes the Gate and the unit Controlling it; other units stay behind."""
    t = game([OW, GC, CC], units={AS: [(OW, "abomination", 1), (GC, "acolyte", 1), (GC, "deep_one", 1)]},
             gates={AS: GC}, power={OW: 2, GC: 1, CC: 1})
    controller = t.state.gates[AS]
    t.play(OW, {"act": "ability", "ability": "beyond_one", "unit": "ow.abomination.1", "to": EU})
    assert AS not in t.state.gates and t.state.gates[EU] == controller
    assert t.state.units[controller] == EU and t.state.units["ow.abomination.1"] == EU
    assert t.state.units["gc.deep_one.1"] == AS and t.state.power[OW] == 1


def test_the_beyond_one_needs_a_unit_costing_three_or_more(game):
    t = game([OW, GC, CC], units={AS: [(OW, "mutant", 2)]}, gates={AS: None}, power={OW: 2})
    assert not _abilities(t, "beyond_one")


def test_an_enemy_great_old_one_blocks_the_beyond_one_whoever_controls_the_gate(game):
    """Master rulebook, FAQ, Opener of the Way: enemy Great Old Ones cancel The Beyond One even if
    the Gate is not their faction's."""
    t = game([OW, GC, CC], units={AS: [(OW, "abomination", 1), (OW, "acolyte", 1), (GC, "cthulhu", 1)]},
             gates={AS: OW}, power={OW: 2})
    assert not _abilities(t, "beyond_one")


def test_the_beyond_one_may_take_a_gate_into_yog_sothoths_area(game):
    """Master rulebook, FAQ, Opener of the Way: Beyond One to Yog-Sothoth's Area is allowed."""
    t = game([OW, GC, CC], units={AS: [(OW, "abomination", 1)], EU: [(OW, "yog_sothoth", 1)]},
             gates={AS: None}, power={OW: 2})
    assert EU in {o["to"] for o in _abilities(t, "beyond_one")}
    new = t.play(OW, {"act": "ability", "ability": "beyond_one", "unit": "ow.abomination.1", "to": EU})
    assert GateCarried(OW, "ow.abomination.1", AS, EU, None) in new


# -- They Break Through ----------------------------------------------------------------------

def test_they_break_through_summons_at_enemy_and_abandoned_gates_without_a_unit_there(game):
    """Master rulebook, Opener of the Way, They Break Through."""
    t = game([OW, GC, CC], books={OW: ["They Break Through"]}, units={AS: [(GC, "acolyte", 1)]},
             gates={AS: GC, EU: None}, power={OW: 2})
    assert {o["area"] for o in _abilities(t, "summon_through")} == {AS, EU}
    t = game([OW, GC, CC], units={AS: [(GC, "acolyte", 1)]}, gates={AS: GC, EU: None}, power={OW: 2})
    assert not _abilities(t, "summon_through")


# -- Spellbook requirements ------------------------------------------------------------------

def _gates(game, n, factions=(OW, GC, CC)):
    areas = [a for a in game(list(factions)).state.map.areas if a != NA][:n]
    return {a: None for a in areas}


def test_eight_gates_on_the_map_meet_a_requirement_and_yog_sothoth_counts_as_one(game):
    """Master rulebook, Opener of the Way, Spellbooks: 8 Gates are on the map; Yog-Sothoth counts as a
    Gate for every purpose but The Beyond One."""
    from rules.factions.opener_of_the_way.actions import eight_gates
    assert eight_gates(game([OW, GC, CC], units={NA: [(OW, "yog_sothoth", 1)]}, gates=_gates(game, 7)).state, OW)
    assert not eight_gates(game([OW, GC, CC], units={NA: [(OW, "acolyte", 1)]}, gates=_gates(game, 7)).state, OW)


def test_ten_gates_meet_the_twelve_gate_requirement_in_a_three_player_game(game):
    """Master rulebook, Opener of the Way, faction card: in a 2-3 player game only 10 Gates."""
    from rules.factions.opener_of_the_way.actions import twelve_gates
    t = game([OW, GC, CC], units={NA: [(OW, "acolyte", 1)]}, gates=_gates(game, 10))
    assert twelve_gates(t.state, OW)
    four = (OW, GC, CC, "black_goat")
    t = game(list(four), units={NA: [(OW, "acolyte", 1)]}, gates=_gates(game, 10, four))
    assert not twelve_gates(t.state, OW)


def test_the_twelve_gate_requirement_reads_ten_gates_under_the_house_variant(game):
    """Ruleset option opener_twelve_gates_four_player 10: 10 Gates whatever the seats, and the board
    says so; under the default it reads as the faction card prints it."""
    four = [OW, GC, CC, "black_goat"]
    read = rules.view(game(four, ruleset={"opener_twelve_gates_four_player": 10}).state, None)
    assert read["factions"][OW]["requirements"][1] == "10 Gates are on the map."
    read = rules.view(game(four).state, None)
    assert read["factions"][OW]["requirements"][1] == "12 Gates are on the map (10 in 2- and 3-player games)."


def test_a_great_old_one_beside_an_enemy_great_old_one_meets_a_requirement(game):
    from rules.factions.opener_of_the_way.actions import meets_enemy_great_old_one
    t = game([OW, GC, CC], units={AS: [(OW, "yog_sothoth", 1), (GC, "cthulhu", 1)]})
    assert meets_enemy_great_old_one(t.state, OW)


def test_units_in_two_areas_with_enemy_controlled_gates_meet_a_requirement(game):
    from rules.factions.opener_of_the_way.actions import enemy_gate_areas
    t = game([OW, GC, CC], units={AS: [(OW, "mutant", 1), (GC, "acolyte", 1)],
                                  EU: [(OW, "mutant", 1), (CC, "acolyte", 1)]}, gates={AS: GC, EU: CC})
    assert enemy_gate_areas(t.state, OW)


# -- Dragon Ascending and Dragon Descending --------------------------------------------------

def test_dragon_ascending_sets_power_to_an_enemys_once_and_is_no_action(game):
    """Master rulebook, Opener of the Way, Dragon Ascending; FAQ: usable at 0 Power, not an Action."""
    t = game([OW, GC, CC], books={OW: ["Dragon Ascending"]}, units={AS: [(OW, "acolyte", 1)]},
             power={OW: 1, GC: 9, CC: 4})
    t.play(OW, {"act": "ability", "ability": "dragon_ascending_before_action", "enemy": GC})
    assert t.state.power[OW] == 9 and not t.state.turn.main_done
    assert not _abilities(t, "dragon_ascending")


def test_dragon_ascending_may_be_used_once_any_battle_is_declared(game):
    """Master rulebook, Opener of the Way, Dragon Ascending ("at any time"): also in a Battle of
    others, as it is declared and before its Pre-Battle, Opener's Power set to the richest enemy's."""
    t = game([OW, GC, CC], books={OW: ["Dragon Ascending"]}, first=GC, power={OW: 1, GC: 9, CC: 4},
             units={AS: [(GC, "deep_one", 1), (CC, "acolyte", 1)], NA: [(OW, "acolyte", 1)]}, dice=[1] * 4)
    _pass(t, "action_start")  # Dragon Ascending is offered as Great Cthulhu's turn begins, too
    t.play(GC, {"act": "battle", "area": AS, "enemy": CC})
    assert t.waiting() == (OW, "window") and t.state.window.hook == "battle_declared"
    assert [o["enemy"] for o in _abilities(t, "dragon_ascending_in_battle")] == [GC, CC]
    t.play(OW, {"act": "ability", "ability": "dragon_ascending_in_battle", "enemy": GC})
    assert t.state.power[OW] == 8  # Great Cthulhu's 9, less the Battle's 1
    assert t.state.battle is None and len(types_of(t.events, ev.DiceRolled)) == 2


def _pass(t, hook):
    """Opener passes on the open window of `hook`."""
    w = t.state.window
    assert t.waiting() == (OW, "window") and w.hook == hook
    t.play(OW, {"act": "window_pass", "hook": hook, "index": w.queue.index(OW, w.cursor)})


def _doom_phase(game, **kw):
    """The Doom Phase of round 2, Great Cthulhu First Player (the most Power)."""
    t = game([OW, GC, CC], books={OW: ["Dragon Ascending"]}, units={AS: [(OW, "acolyte", 1)]},
             phase="first_player", first=GC, extra={"round": 2}, **kw)
    t.play(GC, {"act": "direction", "direction": "clockwise"})
    return t


def test_dragon_ascending_may_be_used_as_the_doom_phase_begins(game):
    """Master rulebook, Opener of the Way, Dragon Ascending ("at any time"): the Doom Phase too."""
    t = _doom_phase(game, power={OW: 1, GC: 9, CC: 4})
    assert t.waiting() == (OW, "window") and t.state.window.hook == "doom_phase_start"
    t.play(OW, {"act": "ability", "ability": "dragon_ascending_doom_phase", "enemy": CC})
    assert t.state.power[OW] == 4 and not _abilities(t, "dragon_ascending_ritual_turn")


def test_dragon_ascending_on_your_ritual_turn_pays_for_the_ritual(game):
    """Master rulebook, Opener of the Way, Dragon Ascending: on Opener's own Ritual turn, Power set to
    the richest enemy's before a Ritual of Annihilation is paid for."""
    t = _doom_phase(game, power={OW: 1, GC: 9, CC: 4})
    _pass(t, "doom_phase_start")
    while t.waiting() != (OW, "ritual"):
        t.play(t.waiting()[0], {"act": "end_ritual_turn"})
    assert not t.options(OW, "ritual")
    t.play(OW, {"act": "ability", "ability": "dragon_ascending_ritual_turn", "enemy": GC})
    assert t.state.power[OW] == 9 and t.options(OW, "ritual") and t.waiting() == (OW, "ritual")


# -- The Million Favored Ones ----------------------------------------------------------------

def _battle(game, units, dice, books=("The Million Favored Ones",), **kw):
    kw.setdefault("power", {OW: 3, GC: 1, CC: 1})
    t = game([OW, GC, CC], books={OW: list(books)}, units=units, first=OW, dice=dice, **kw)
    t.play(OW, {"act": "battle", "area": AS, "enemy": GC})
    return t


def test_million_favored_ones_promotes_surviving_units_after_the_battle(game):
    """Master rulebook, Opener of the Way, The Million Favored Ones (Post-Battle): after all Kills and
    Pains, an Acolyte becomes a Mutant and a Mutant an Abomination."""
    t = _battle(game, {AS: [(OW, "acolyte", 1), (OW, "mutant", 1), (GC, "acolyte", 1)]}, dice=[1, 1])
    assert t.waiting() == (OW, "window")
    t.play(OW, {"act": "ability", "ability": "million_favored_ones", "unit": "ow.mutant.1", "into": "abomination"})
    t.play(OW, {"act": "ability", "ability": "million_favored_ones", "unit": "ow.acolyte.1", "into": "mutant"})
    assert t.state.units["ow.abomination.1"] == AS and t.state.units["ow.mutant.1"] == AS
    assert t.state.units["ow.acolyte.1"] == "pool"
    assert t.state.battle is None  # nothing left to promote: the Battle ends


def test_figures_may_be_cycled_through_the_pool_to_chain_promotions(game):
    """Master rulebook, FAQ, Opener of the Way: with no Abomination in the Pool, promote the
    Abomination first, then the Mutant into the Abomination it freed."""
    units = {AS: [(OW, "mutant", 1), (OW, "abomination", 3), (GC, "acolyte", 1)]}
    t = _battle(game, units, dice=[1, 1, 1, 1, 1, 1, 1])
    assert not [o for o in _abilities(t, "million_favored_ones") if o["unit"] == "ow.mutant.1"]
    t.play(OW, {"act": "ability", "ability": "million_favored_ones", "unit": "ow.abomination.1",
                "into": "spawn_of_yog_sothoth"})
    assert {"act": "ability", "ability": "million_favored_ones", "unit": "ow.mutant.1",
            "into": "abomination"} in t.options(OW)


def test_a_pained_spawn_retreats_first_then_splits_into_the_pools_mutants(game):
    """Master rulebook, FAQ, Opener of the Way: a Pained Spawn first Retreats, then splits into as
    many Mutants as the Pool holds; Complex Battle Example 8."""
    t = _battle(game, {AS: [(OW, "spawn_of_yog_sothoth", 1), (GC, "deep_one", 1)]}, dice=[1, 1, 1, 4],
                power={OW: 3, GC: 1, CC: 1})
    t.play(OW, {"act": "retreat", "unit": "ow.spawn_of_yog_sothoth.1", "to": EU})
    t.play(OW, {"act": "ability", "ability": "million_favored_ones", "unit": "ow.spawn_of_yog_sothoth.1",
                "into": "mutants"})
    assert sorted(u for u, w in t.state.units.items() if w == EU) == [f"ow.mutant.{n}" for n in range(1, 5)]


def test_a_unit_made_invisible_is_not_promoted(game):
    """Master rulebook, FAQ, Opener of the Way: a unit made Invisible by a Flying Polyp takes no part
    in the rest of the Battle, Post-Battle included."""
    t = game([OW, GC, CC], books={OW: ["The Million Favored Ones"], CC: ["Invisibility"]},
             units={AS: [(OW, "mutant", 2), (CC, "flying_polyp", 1)]}, first=OW, dice=[1, 1, 1],
             power={OW: 3, GC: 1, CC: 1})
    t.play(OW, {"act": "battle", "area": AS, "enemy": CC})
    t.play(CC, {"act": "ability", "ability": "invisibility", "unit": "ow.mutant.1"})
    while t.waiting() and t.waiting()[1] == "window" and not _abilities(t, "million_favored_ones"):
        t.play(t.waiting()[0], t.options(t.waiting()[0], "window_pass")[0])
    assert {o["unit"] for o in _abilities(t, "million_favored_ones")} == {"ow.mutant.2"}


def test_promotion_gives_the_opponent_no_doom_in_a_two_player_game(game):
    """Master rulebook, Two-Player Rules, General Rules, example 3."""
    t = game([OW, GC], books={OW: ["The Million Favored Ones"]}, units={AS: [(OW, "mutant", 1), (GC, "acolyte", 1)]},
             first=OW, dice=[1], power={OW: 3, GC: 1})
    t.play(OW, {"act": "battle", "area": AS, "enemy": GC})
    t.play(OW, {"act": "ability", "ability": "million_favored_ones", "unit": "ow.mutant.1", "into": "abomination"})
    assert t.state.units["ow.abomination.1"] == AS and t.state.doom[GC] == 0


# -- Channel Power ---------------------------------------------------------------------------

def test_channel_power_rerolls_every_missed_die_for_one_power_again_and_again(game):
    """Master rulebook, Opener of the Way, Channel Power; FAQ: re-roll the misses (1-3), 1 Power each
    time, as long as Power lasts."""
    t = _battle(game, {AS: [(OW, "abomination", 1), (GC, "acolyte", 1)]}, dice=[6, 2, 3, 5],
                books=("Channel Power",), power={OW: 4, GC: 1, CC: 1})
    assert t.waiting() == (OW, "window")
    t.play(OW, {"act": "ability", "ability": "channel_power"})
    assert t.state.battle.note("channelled:" + OW) == (6, 3) and t.state.power[OW] == 2
    new = t.play(OW, {"act": "ability", "ability": "channel_power"})
    assert ev.DiceRolled(OW, (5,), "channel_power") in new and ev.BattleHitsAdded(OW, "pain", 1) in new
    assert t.state.power[OW] == 1  # no miss left: the Battle goes on without asking again


# -- Dread Curse of Azathoth -----------------------------------------------------------------

def _curse(game, units, dice, seats=(OW, GC, CC), **kw):
    kw.setdefault("power", {f: 3 for f in seats})
    t = game(list(seats), books={OW: ["Dread Curse of Azathoth"]}, units=units, first=OW, dice=dice, **kw)
    return t


def test_dread_curse_rolls_a_die_per_abomination_and_spawn_in_play_and_not_yog_sothoth(game):
    """Master rulebook, Opener of the Way, Dread Curse of Azathoth: roll 1 die per Abomination and
    Spawn in play; Yog-Sothoth does not count."""
    from rules.factions.opener_of_the_way.dread import dice_count
    t = _curse(game, {NA: [(OW, "abomination", 2), (OW, "spawn_of_yog_sothoth", 1), (OW, "yog_sothoth", 1)]}, [])
    assert dice_count(t.state, OW) == 3


def test_dread_curse_rolls_half_the_dice_rounded_up_with_two_players(game):
    """Master rulebook, Two-Player Rules, Balance Adjustments, example 3: three Monsters roll 2 dice."""
    from rules.factions.opener_of_the_way.dread import dice_count
    t = _curse(game, {NA: [(OW, "abomination", 3)]}, [], seats=(OW, GC))
    assert dice_count(t.state, OW) == 2


def test_dread_curse_opener_splits_the_results_victims_choose_units_opener_chooses_retreats(game):
    """Master rulebook, FAQ, Opener of the Way: Opener applies the results to factions (a Kill and a
    Pain to one, a Pain to another), each victim chooses its units, Opener chooses each Retreat, to an
    Area with his own units if he likes. It is not a Battle."""
    units = {NA: [(OW, "abomination", 3)], AS: [(GC, "acolyte", 1), (GC, "deep_one", 1), (CC, "acolyte", 1)],
             EU: [(OW, "acolyte", 1)]}
    t = _curse(game, units, [6, 4, 5])
    t.play(OW, {"act": "ability", "ability": "dread_curse", "area": AS})
    assert t.state.power[OW] == 1 and t.state.battle is None
    t.play(OW, {"act": "answer", "ability": "dread_curse_split", "victim": GC})  # the Kill
    t.play(OW, {"act": "answer", "ability": "dread_curse_split", "victim": GC})  # a Pain
    # The last Pain can only go to Crawling Chaos (both units of Great Cthulhu have a result).
    assert t.waiting() == (GC, "dread_curse_victim")  # Crawling Chaos's one Acolyte took its Pain
    t.play(GC, {"act": "answer", "ability": "dread_curse_victim", "unit": "gc.deep_one.1"})  # Killed
    # ... and Great Cthulhu's Acolyte takes the Pain
    assert t.waiting() == (OW, "dread_curse_retreat")
    assert EU in {o["to"] for o in t.options(OW, "answer")}
    t.play(OW, {"act": "answer", "ability": "dread_curse_retreat", "unit": "cc.acolyte.1", "to": EU})
    t.play(OW, {"act": "answer", "ability": "dread_curse_retreat", "unit": "gc.acolyte.1", "to": EU})
    assert t.state.units["gc.deep_one.1"] == "pool"
    assert t.state.units["cc.acolyte.1"] == EU and t.state.units["gc.acolyte.1"] == EU
    assert "dread_curse" not in t.state.faction_data[OW] and t.waiting() == (GC, "turn")


def test_dread_curse_assigns_each_rolled_result_once_when_split_between_factions(game):
    """Master rulebook, FAQ, Opener of the Way (who selects the targets of Dread Curse, line 5163):
    a Kill and two Pains may go Kill and Pain to one faction and the other Pain to another. The Kill,
    once placed, is not split again: exactly one unit is Killed, and two are Pained."""
    units = {NA: [(OW, "abomination", 3)], AS: [(GC, "acolyte", 3), (CC, "acolyte", 3)],
             EU: [(OW, "acolyte", 1)]}
    t = _curse(game, units, [6, 4, 5])
    t.play(OW, {"act": "ability", "ability": "dread_curse", "area": AS})
    for victim in (GC, GC, CC):  # the Kill and a Pain to Great Cthulhu, the other Pain to Crawling Chaos
        t.play(OW, {"act": "answer", "ability": "dread_curse_split", "victim": victim})
    # Each victim's Acolytes are the same choice, so each result lands without asking.
    assert t.waiting() == (OW, "dread_curse_retreat")  # no second split of the Kill
    while t.waiting() == (OW, "dread_curse_retreat"):
        t.play(OW, t.options(OW, "answer")[0])
    assert [e.unit for e in types_of(t.events, ev.UnitKilled)] == ["gc.acolyte.1"]
    assert t.units_at(AS) == ["cc.acolyte.2", "cc.acolyte.3", "gc.acolyte.3"]
    assert t.state.units["gc.acolyte.2"] != AS and t.state.units["cc.acolyte.1"] != AS


def test_dread_curse_with_two_pains_to_one_faction_pains_two_of_its_units_and_no_more(game):
    """The same FAQ answer with Pains only: both Pains to one faction Pain two of its units, and no
    Pain placed is given out again to the other faction."""
    units = {NA: [(OW, "abomination", 2)], AS: [(GC, "acolyte", 3), (CC, "acolyte", 2)],
             EU: [(OW, "acolyte", 1)]}
    t = _curse(game, units, [4, 5])
    t.play(OW, {"act": "ability", "ability": "dread_curse", "area": AS})
    for victim in (GC, GC):
        t.play(OW, {"act": "answer", "ability": "dread_curse_split", "victim": victim})
    assert t.waiting() == (OW, "dread_curse_retreat")  # the Acolytes are the same choice: no one is asked
    while t.waiting() == (OW, "dread_curse_retreat"):
        t.play(OW, t.options(OW, "answer")[0])
    assert t.units_at(AS) == ["cc.acolyte.1", "cc.acolyte.2", "gc.acolyte.3"]


def test_dread_curse_cannot_target_an_area_without_enemy_units(game):
    t = _curse(game, {NA: [(OW, "abomination", 1)], AS: [(OW, "acolyte", 1)]}, [])
    assert AS not in {o["area"] for o in _abilities(t, "dread_curse")}


# -- random playouts with Opener of the Way seated -------------------------------------------

# Units placed at the start Gate in an armed game with Opener of the Way seated
OPENER_ARMED = ("ow.spawn_of_yog_sothoth.1", "ow.spawn_of_yog_sothoth.2", "ow.abomination.1", "ow.mutant.1",
               "ow.mutant.2")


def _opener_start(others: tuple, game: int, armed: bool) -> tuple[dict, list]:
    return seated_start(OW, others, game, OPENER_ARMED if armed else ())


@pytest.mark.parametrize("others,armed", [((GC, CC), False), ((GC, CC, "black_goat"), False),
                                          ((CC, "yellow_sign"), True), ((GC, "black_goat", "yellow_sign"), True),
                                          ((GC,), True)])
def test_random_games_with_opener_of_the_way_seated_keep_every_invariant(others, armed):
    """Random playouts (as tests/rules/test_fuzz.py, which deals only offered factions): no error, every
    invariant after every step, views hide secrets, replay equals state."""
    from bots.simulate import play_game

    for game in range(2):
        options, start = _opener_start(others, game, armed)
        report = play_game(options, b"", f"opener:{game}", check="full", start=start)
        assert report["invariant_failures"] == [] and report["finished"], report


def test_yog_sothoth_in_an_ocean_gives_great_cthulhu_power_through_yha_nthlei(game):
    """Master rulebook, FAQ, Opener of the Way: Yog-Sothoth is an enemy-Controlled Gate in the ocean
    for Y'ha Nthlei."""
    from rules.factions.opener_of_the_way.actions import key_in_the_ocean
    from rules.engine.records import WindowContext
    ocean = "South Pacific"
    t = game([OW, GC, CC], books={GC: ["Y'ha Nthlei"]}, units={ocean: [(OW, "yog_sothoth", 1)],
                                                              AS: [(GC, "cthulhu", 1)]})
    assert key_in_the_ocean(t.state, OW, None, WindowContext()) == [ev.PowerChanged(GC, 1, "y'ha_nthlei")]
    t = game([OW, GC, CC], books={GC: ["Y'ha Nthlei"]}, units={AS: [(OW, "yog_sothoth", 1), (GC, "cthulhu", 1)]})
    assert key_in_the_ocean(t.state, OW, None, WindowContext()) == []


def test_key_and_the_gate_gives_a_doom_in_the_doom_phase_and_in_openers_ritual(game):
    """Master rulebook, FAQ, Opener of the Way, The Key and the Gate: 1 Doom for Yog-Sothoth in the
    Doom Phase; in a Ritual, 1 Doom for him as a Gate and an Elder Sign for him as a Great Old One."""
    extra = {"round": 2}
    t = game([OW, GC, CC], units={AS: [(OW, "yog_sothoth", 1), (OW, "acolyte", 1)]}, gates={AS: OW},
             power={OW: 5}, phase="first_player", first=OW, extra=extra)
    t.play(OW, {"act": "direction", "direction": "clockwise"})
    assert t.state.doom[OW] == 2  # the Gate and Yog-Sothoth
    t.play(OW, {"act": "ritual"})
    assert t.state.doom[OW] == 4 and len(t.state.elder_signs[OW]) == 1


def test_dragon_descending_doubles_the_doom_for_gates_of_openers_ritual_once(game):
    """Master rulebook, Opener of the Way, Dragon Descending: once per game, the Ritual's Doom for
    Gates twice (dragon_descending_doubles: Gates, not Elder Signs)."""
    t = game([OW, GC, CC], books={OW: ["Dragon Descending"]}, units={AS: [(OW, "yog_sothoth", 1), (OW, "acolyte", 1)]},
             gates={AS: OW}, power={OW: 5}, phase="first_player", first=OW, extra={"round": 2})
    t.play(OW, {"act": "direction", "direction": "clockwise"})
    t.play(OW, {"act": "ritual"})
    t.play(OW, {"act": "ability", "ability": "dragon_descending"})
    assert t.state.doom[OW] == 6 and t.state.faction_data[OW]["used:Dragon Descending"]


def test_losing_a_unit_in_a_battle_meets_a_requirement(game):
    """Master rulebook, Opener of the Way, Spellbooks: lose one of your own units in Battle."""
    t = game([OW, GC, CC], units={AS: [(OW, "mutant", 1), (GC, "deep_one", 1)]}, first=OW, dice=[1, 6],
             power={OW: 3, GC: 1, CC: 1})
    t.play(OW, {"act": "battle", "area": AS, "enemy": GC})
    assert t.state.units["ow.mutant.1"] == "pool" and t.waiting() == (OW, "spellbook")


def test_the_gate_carried_event_keeps_its_json_and_reads_as_a_sentence():
    """A faction's own events are found through the registry, pinned as JSON and described."""
    from rules.engine.codec import from_record, to_record
    from rules.words.describing import sentence

    carried = GateCarried(OW, "ow.abomination.1", AS, EU, "gc.acolyte.1")
    assert to_record(carried) == ("GateCarried", 1, {"faction": OW, "unit": "ow.abomination.1", "origin": AS,
                                                     "to": EU, "controller": "gc.acolyte.1"}, None)
    assert from_record(*to_record(carried)) == carried
    assert sentence("GateCarried", to_record(carried)[2]) == (
        "Opener of the Way's Abomination carries the Gate in Asia and the unit Controlling it to Europe "
        "(The Beyond One).")


def test_a_table_may_leave_yog_sothoth_out_of_the_gate_count(game):
    """Ruleset option opener_gates_count_yog_sothoth: the rulebook does not say whether Yog-Sothoth
    counts for the 8- and 12-Gate requirements."""
    from rules.factions.opener_of_the_way.actions import eight_gates
    t = game([OW, GC, CC], units={NA: [(OW, "yog_sothoth", 1)]}, gates=_gates(game, 7))
    state = t.state.derive(options={**t.state.options, "opener_gates_count_yog_sothoth": False})
    assert eight_gates(t.state, OW) and not eight_gates(state, OW)


def test_opener_of_the_way_chooses_any_empty_area_after_every_other_faction():
    """Master rulebook, Opener of the Way, Set-up; expansion factions' set-up order: after every other
    faction (here after the Ancients and Windwalker, who choose before it), in an empty Area of its
    choice: no units and no Gate."""
    import rules
    from rules.engine.state import units_in

    seats = [{"seat": f, "faction": f} for f in (OW, "windwalker", "ancients", GC, CC)]
    state = rules.replay(rules.new_game({"seats": seats}, b"a seed of sixteen bytes or more"))
    assert rules.pending(state)[0]["faction"] == "ancients"
    first = next(o.choice for o in rules.legal_options(state, "ancients") if o.choice["act"] == "start_area")
    _, state = rules.decide_and_apply(state, "ancients", first)
    assert rules.pending(state)[0]["faction"] == "windwalker"
    _, state = rules.decide_and_apply(state, "windwalker", {"act": "start_area", "area": "Antarctica"})
    assert rules.pending(state) == [{"seat": OW, "faction": OW, "kind": "start_area"}]
    offered = [o.choice["area"] for o in rules.legal_options(state, OW) if o.choice["act"] == "start_area"]
    assert offered == [a for a in state.map.areas if not units_in(state, a) and a not in state.gates]
    assert len(offered) == len(state.map.areas) - (len(seats) - 1)
    new, state = rules.decide_and_apply(state, OW, {"act": "start_area", "area": offered[-1]})
    assert [e.area for e in new if isinstance(e, ev.FactionSetUp)] == [offered[-1]]
    assert any(isinstance(e, ev.FirstPlayerChosen) for e in new)
