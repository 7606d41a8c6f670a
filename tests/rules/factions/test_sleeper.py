"""Sleeper: its units' Combat, Tsathoggua and Lethargy, Death from Below, the Spellbooks and the six
requirements (master rulebook, Sleeper faction chapter and FAQ; expansion-factions.md, Sleeper)."""
from __future__ import annotations

from dataclasses import replace

import pytest
from seated_start import seated_start
from conftest import BG, CC, GC
from sandbox import types_of

import rules
from rules.engine import events as ev
from rules import factions
from rules.factions.sleeper.events import GateSlumbered, GateWoken
from rules.engine.pieces import strength
from rules.engine.state import units_in

SL = "sleeper"
NA = "North America"
CARD = "off_map:" + SL  # where a slumbering Gate's Cultist waits
SLUMBERING = {"faction_data": {SL: {"slumbering_gate": "sl.acolyte.1"}, GC: {}, CC: {}}}


def _spawn_combat(t, area):
    return strength(t.state, SL, GC, [u for u in units_in(t.state, area, SL)])


# -- units -----------------------------------------------------------------------------------

def test_each_formless_spawn_rolls_a_die_per_formless_spawn_and_tsathoggua_on_the_map(game):
    """Master rulebook, Sleeper faction card: two Formless Spawn roll 2 dice each; with Tsathoggua also
    on the map, 3 each (Spawn elsewhere on the map count too)."""
    t = game([SL, GC, CC], units={NA: [(SL, "formless_spawn", 2)]}, power={GC: 0})
    assert _spawn_combat(t, NA) == 4
    t = game([SL, GC, CC], units={NA: [(SL, "formless_spawn", 1)], "Asia": [(SL, "formless_spawn", 1)],
                                  "Europe": [(SL, "tsathoggua", 1)]}, power={GC: 0})
    assert _spawn_combat(t, NA) == 3


def test_tsathoggua_fights_with_the_enemys_current_power_or_two_whichever_is_greater(game):
    """Master rulebook, Sleeper faction card: Tsathoggua's Combat."""
    t = game([SL, GC, CC], units={NA: [(SL, "tsathoggua", 1)]}, power={GC: 7})
    assert strength(t.state, SL, GC, ["sl.tsathoggua.1"]) == 7
    assert strength(t.state, SL, CC, ["sl.tsathoggua.1"]) == 2


def test_the_wizard_is_a_one_power_monster_and_the_serpent_man_a_two_power_one(game):
    """Master rulebook, Sleeper faction card: Wizard cost 1 Combat 0, Serpent Man cost 2 Combat 1."""
    t = game([SL, GC, CC], units={NA: [(SL, "acolyte", 1)]}, gates={NA: SL}, power={SL: 3})
    summons = {(o["unit_type"]) for o in t.options(SL, "summon")}
    assert summons == {"wizard", "serpent_man", "formless_spawn"}
    t.play(SL, {"act": "summon", "unit_type": "wizard", "area": NA})
    assert t.state.power[SL] == 2


# -- Tsathoggua ------------------------------------------------------------------------------

def test_tsathoggua_awakens_for_eight_beside_a_formless_spawn_without_a_gate(game):
    """Master rulebook, Sleeper, How to Awaken Tsathoggua: a Formless Spawn on the map, 8 Power; he
    appears in the Spawn's Area; Awakening him meets the sixth requirement."""
    t = game([SL, GC, CC], units={"Asia": [(SL, "formless_spawn", 1)]}, power={SL: 8, GC: 1, CC: 1})
    new = t.play(SL, {"act": "ability", "ability": "awaken_tsathoggua", "area": "Asia"})
    assert ev.GreatOldOneAwakened(SL, "sl.tsathoggua.1", "Asia", 8) in new
    assert t.state.power[SL] == 0 and (SL, 5) in t.state.met


def test_tsathoggua_cannot_awaken_without_a_formless_spawn_on_the_map_or_eight_power(game):
    t = game([SL, GC, CC], units={NA: [(SL, "acolyte", 1)]}, gates={NA: SL}, power={SL: 9, GC: 1})
    assert not [o for o in t.options(SL, "ability") if o["ability"] == "awaken_tsathoggua"]
    t = game([SL, GC, CC], units={NA: [(SL, "formless_spawn", 1)]}, power={SL: 7, GC: 1})
    assert not [o for o in t.options(SL, "ability") if o["ability"] == "awaken_tsathoggua"]


def test_lethargy_is_an_action_that_costs_nothing_and_does_nothing(game):
    """Master rulebook, Sleeper faction card, Lethargy: with Tsathoggua in play, Cost 0, counts as an
    Action."""
    t = game([SL, GC, CC], units={NA: [(SL, "tsathoggua", 1)]}, power={SL: 2, GC: 2, CC: 2})
    new = t.play(SL, {"act": "ability", "ability": "lethargy"})
    assert ev.UniqueActionTaken(SL, "lethargy", 0) in new and t.state.power[SL] == 2
    assert t.waiting() == (GC, "turn")  # the turn's one Action is used up


def test_lethargy_is_refused_once_no_other_player_is_active(game):
    """Master rulebook, FAQ, Sleeper: Lethargy cannot be used if no one else is active."""
    t = game([SL, GC, CC], units={NA: [(SL, "tsathoggua", 1)]}, power={SL: 2, GC: 0, CC: 0})
    assert {"act": "ability", "ability": "lethargy"} not in t.options(SL)


def test_lethargy_needs_tsathoggua_in_play(game):
    t = game([SL, GC, CC], units={NA: [(SL, "acolyte", 1)]}, power={SL: 2, GC: 2, CC: 2})
    assert {"act": "ability", "ability": "lethargy"} not in t.options(SL)


# -- Death from Below ------------------------------------------------------------------------

def _ritual_turn(game, units, extra_data=None, **kw):
    kw.setdefault("power", {SL: 5})
    extra = {"round": 2, "faction_data": {SL: extra_data or {}, GC: {}, CC: {}}}
    t = game([SL, GC, CC], units=units, phase="first_player", first=SL, extra=extra, **kw)
    t.play(SL, {"act": "direction", "direction": "clockwise"})
    assert t.waiting() == (SL, "ritual")
    return t


def test_death_from_below_places_the_cheapest_monster_where_sleeper_has_a_unit_without_a_gate(game):
    """Master rulebook, Sleeper, Death from Below (Doom Phase): the lowest-cost Monster of the Pool
    (the Wizards, cost 1) into any Area holding a unit of yours; once each Doom Phase."""
    t = _ritual_turn(game, {"Asia": [(SL, "acolyte", 1)]})
    offered = [o for o in t.options(SL, "ability") if o["ability"] == "death_from_below"]
    assert {(o["unit_type"], o["area"]) for o in offered} == {("wizard", "Asia")}
    new = t.play(SL, offered[0])
    assert ev.UnitPlaced("sl.wizard.1", "pool", "Asia", "death_from_below") in new
    assert not [o for o in t.options(SL, "ability") if o["ability"] == "death_from_below"]


def test_death_from_below_brings_better_monsters_once_the_cheap_ones_are_out(game):
    """Master rulebook, Playing as Sleeper: Summon the cheap Monsters early so that Death from Below
    brings better ones."""
    t = _ritual_turn(game, {"Asia": [(SL, "acolyte", 1), (SL, "wizard", 2)]})
    offered = {o["unit_type"] for o in t.options(SL, "ability") if o["ability"] == "death_from_below"}
    assert offered == {"serpent_man"}


# -- the Spellbook requirements --------------------------------------------------------------

def test_requirement_action_each_other_player_gains_one_power(game):
    """Master rulebook, Sleeper, Spellbooks: As your Action, spend 3 Power; each other player gains 1."""
    t = game([SL, GC, CC], units={NA: [(SL, "acolyte", 1)]}, power={SL: 3, GC: 1, CC: 0})
    t.play(SL, {"act": "requirement", "slot": 0})
    assert t.state.power == {SL: 0, GC: 2, CC: 1} and (SL, 0) in t.state.met


def test_requirement_action_one_player_of_sleepers_choice_gains_three_power(game):
    t = game([SL, GC, CC], units={NA: [(SL, "acolyte", 1)]}, power={SL: 4, GC: 1, CC: 1})
    t.play(SL, {"act": "requirement", "slot": 1})
    t.play(SL, {"act": "place_spellbook", "slot": 1, "spellbook": "Burrow"})
    assert t.waiting() == (SL, "gift_of_three")
    t.play(SL, {"act": "answer", "ability": "gift_of_three", "to": CC})
    assert t.state.power == {SL: 1, GC: 1, CC: 4}


def test_requirement_action_each_other_player_loses_one_power_if_it_has_any(game):
    t = game([SL, GC, CC], units={NA: [(SL, "acolyte", 1)]}, power={SL: 3, GC: 2, CC: 0})
    t.play(SL, {"act": "requirement", "slot": 2})
    assert t.state.power == {SL: 0, GC: 1, CC: 0}


def test_a_ritual_of_annihilation_meets_the_fifth_requirement(game):
    t = _ritual_turn(game, {NA: [(SL, "acolyte", 1)]}, gates={NA: SL}, power={SL: 5})
    new = t.play(SL, {"act": "ritual"})
    assert ev.RequirementMet(SL, 4) in new


def test_rolling_six_combat_dice_in_one_battle_meets_the_fourth_requirement(game):
    """Master rulebook, Sleeper, Spellbooks: roll 6 or more Combat dice in a single Battle (two
    Formless Spawn and Tsathoggua: 3 + 3 + Tsathoggua's 2)."""
    t = game([SL, GC, CC], units={"Asia": [(SL, "formless_spawn", 2), (SL, "tsathoggua", 1), (GC, "acolyte", 1)]},
             power={SL: 1, GC: 0, CC: 1}, dice=[1] * 20)
    new = t.play(SL, {"act": "battle", "area": "Asia", "enemy": GC})
    assert [len(e.faces) for e in types_of(new, ev.DiceRolled) if e.faction == SL] == [8]
    assert ev.RequirementMet(SL, 3) in new


# -- Burrow ----------------------------------------------------------------------------------

def test_burrow_refunds_one_power_after_a_move_action_that_cost_two(game):
    """Master rulebook, FAQ, Sleeper: Burrow refunds 1 Power for a Move Action that cost 2 or more."""
    t = game([SL, GC, CC], units={NA: [(SL, "acolyte", 2)]}, power={SL: 2, GC: 1, CC: 1}, books={SL: ["Burrow"]})
    t.play(SL, {"act": "move", "unit": "sl.acolyte.1", "to": "South America"})
    new = t.play(SL, {"act": "move", "unit": "sl.acolyte.2", "to": "South America"})  # the Move ends by itself
    assert ev.PowerChanged(SL, 1, "burrow") in new and t.state.power[SL] == 1


def test_burrow_gives_nothing_for_a_move_that_cost_one(game):
    t = game([SL, GC, CC], units={NA: [(SL, "acolyte", 2)]}, power={SL: 2, GC: 1, CC: 1}, books={SL: ["Burrow"]})
    t.play(SL, {"act": "move", "unit": "sl.acolyte.1", "to": "South America"})
    new = t.play(SL, {"act": "move_done"})
    assert not [e for e in types_of(new, ev.PowerChanged) if e.reason == "burrow"]


# -- Capture Monster -------------------------------------------------------------------------

def test_capture_monster_takes_an_enemy_monster_sacrificed_for_power_at_the_next_gather_power(game):
    """Master rulebook, Sleeper, Capture Monster: Tsathoggua Captures an enemy Monster in his Area as a
    Cultist is Captured; it gives 1 Power at Gather Power and goes back to its Pool."""
    t = game([SL, GC, CC], units={"Asia": [(SL, "tsathoggua", 1), (GC, "deep_one", 1), (GC, "acolyte", 1)]},
             power={SL: 1, GC: 1, CC: 1}, books={SL: ["Capture Monster"]})
    new = t.play(SL, {"act": "ability", "ability": "capture_monster", "enemy": GC})
    assert ev.UnitPlaced("gc.deep_one.1", "Asia", "captured:" + SL, "capture_monster") in new  # its only Monster
    assert t.state.units["gc.deep_one.1"] == "captured:" + SL and t.state.power[SL] == 0


def test_an_enemy_great_old_one_protects_its_monsters_from_capture_monster(game):
    t = game([SL, GC, CC], units={"Asia": [(SL, "tsathoggua", 1), (GC, "deep_one", 1), (GC, "cthulhu", 1)]},
             power={SL: 1, GC: 1, CC: 1}, books={SL: ["Capture Monster"]})
    assert not [o for o in t.options(SL, "ability") if o["ability"] == "capture_monster"]


def test_a_captured_monster_is_sacrificed_for_one_power_at_gather_power(game):
    t = game([SL, GC, CC], units={NA: [(SL, "tsathoggua", 1)]}, captured={SL: [(GC, "deep_one", 1)]},
             phase="gather_power")
    gathered = {e.faction: e for e in types_of(t.events, ev.PowerGathered)}
    assert gathered[SL].amount == 1 and t.state.units["gc.deep_one.1"] == "pool"


# -- Cursed Slumber --------------------------------------------------------------------------

def test_cursed_slumber_lifts_a_gate_and_its_cultist_off_the_map_still_giving_power(game):
    """Master rulebook, Sleeper, Cursed Slumber: the Gate and its Cultist go onto the faction card;
    they still give Power; a Gate there is not on the map (FAQ, Opener of the Way)."""
    t = game([SL, GC, CC], units={NA: [(SL, "acolyte", 1)]}, gates={NA: SL}, power={SL: 1, GC: 1, CC: 1},
             books={SL: ["Cursed Slumber"]})
    new = t.play(SL, {"act": "ability", "ability": "cursed_slumber", "area": NA})
    assert GateSlumbered(SL, NA, "sl.acolyte.1") in new and NA not in t.state.gates
    assert not [o for o in t.options(GC, "ability") if o.get("ability") == "cursed_slumber"]
    assert t.state.units["sl.acolyte.1"] == CARD and t.state.faction_data[SL]["slumbering_gate"] == "sl.acolyte.1"


def test_the_slumbering_gate_still_gives_power_and_doom(game):
    """Master rulebook, Sleeper, Cursed Slumber: while on the card the Gate keeps producing Power (2,
    and 1 for its Cultist) and Doom (1 as the Doom Track moves)."""
    t = game([SL, GC, CC], units={CARD: [(SL, "acolyte", 1)]}, books={SL: ["Cursed Slumber"]},
             phase="gather_power", extra=SLUMBERING)
    gathered = {e.faction: e for e in types_of(t.events, ev.PowerGathered)}
    assert gathered[SL].amount == 3
    assert ev.DoomGained(SL, 1, "cursed_slumber") not in t.events  # round 1: no Doom Phase yet
    t = game([SL, GC, CC], units={CARD: [(SL, "acolyte", 1)]}, books={SL: ["Cursed Slumber"]}, power={SL: 5},
             phase="first_player", first=SL, extra={**SLUMBERING, "round": 2})
    new = t.play(SL, {"act": "direction", "direction": "clockwise"})
    assert ev.DoomGained(SL, 1, "cursed_slumber") in new


def test_the_slumbering_gate_returns_for_one_power_to_any_area_without_a_gate(game):
    """Master rulebook, Sleeper, Cursed Slumber: another 1-Power Action puts the Gate and its Cultist
    back into any Area without a Gate."""
    t = game([SL, GC, CC], units={CARD: [(SL, "acolyte", 1)], NA: [(SL, "acolyte", 1)], "Asia": [(GC, "acolyte", 1)]},
             gates={"Asia": GC}, power={SL: 1, GC: 1, CC: 1}, books={SL: ["Cursed Slumber"]}, extra=SLUMBERING)
    areas = {o["area"] for o in t.options(SL, "ability") if o["ability"] == "cursed_slumber_return"}
    assert "Asia" not in areas and {NA, "Europe"} <= areas
    new = t.play(SL, {"act": "ability", "ability": "cursed_slumber_return", "area": "Europe"})
    assert GateWoken(SL, "Europe", "sl.acolyte.1") in new and t.state.gates["Europe"] == "sl.acolyte.1"
    assert t.state.power[SL] == 0 and "slumbering_gate" not in t.state.faction_data[SL]


def _ghroth_on_slumber(game, offers):
    """Black Goat's Ghroth rolls a 1 against a Sleeper whose Gate slumbers (its Cultist on the card,
    another on the map) and Great Cthulhu; each makes its offer in turn."""
    units = {"Africa": [(BG, "fungi", 1)], CARD: [(SL, "acolyte", 1)], NA: [(SL, "acolyte", 1)],
             "Asia": [(GC, "acolyte", 1)]}
    data = {"faction_data": {SL: {"slumbering_gate": "sl.acolyte.1"}, GC: {}, BG: {}}}
    t = game([BG, SL, GC], units=units, power={BG: 3, SL: 1, GC: 1}, dice=[1], extra=data,
             books={BG: ["Ghroth"], SL: ["Cursed Slumber"]})
    t.play(BG, {"act": "ability", "ability": "ghroth"})
    for faction, offer in zip((SL, GC), offers):
        t.play(faction, {"act": "answer", "ability": "ghroth_offer", "offer": offer})
    return t


def test_sleeper_may_give_up_the_cultist_of_its_cursed_slumber_gate_to_ghroth(game):
    """Master rulebook, FAQ, Sleeper (lines 5263-5265): Sleeper may choose to Eliminate his Cultist
    on a Cursed Slumber Gate to satisfy a Ghroth loss; the Gate is then Abandoned, gives Sleeper no
    more Power, and may still be returned to the map for 1 Power (Abandoned)."""
    t = _ghroth_on_slumber(game, (1, 0))
    assert t.waiting() == (SL, "ghroth")
    assert {o["unit"] for o in t.options(SL, "answer")} == {"sl.acolyte.1", "sl.acolyte.2"}
    t.play(SL, {"act": "answer", "ability": "ghroth_victim", "unit": "sl.acolyte.1"})
    assert t.state.units["sl.acolyte.1"] == "pool" and t.state.units["sl.acolyte.2"] == NA
    from rules.factions.sleeper.actions import slumber_power
    assert slumber_power(t.state, SL) == 0
    assert t.waiting() == (SL, "turn")
    t.play(SL, {"act": "ability", "ability": "cursed_slumber_return", "area": "Europe"})
    assert t.state.gates["Europe"] is None and t.state.units["sl.acolyte.1"] == "pool"


def test_sleeper_need_not_give_up_the_cursed_slumber_cultist_and_black_goat_cannot_pick_it(game):
    """Master rulebook, FAQ, Sleeper (lines 5263-5265): he doesn't have to, since it is protected from
    all enemy abilities: without an agreement Black Goat picks among the Cultists on the map only."""
    t = _ghroth_on_slumber(game, (0, 0))
    assert t.waiting() == (BG, "ghroth")
    assert {o["unit"] for o in t.options(BG, "answer")} == {"sl.acolyte.2", "gc.acolyte.1"}


# The Cultist of the slumbering Gate was given up (it waits in the Pool): the Gate on the card is Abandoned.
GIVEN_UP = {"faction_data": {SL: {"slumbering_gate": "sl.acolyte.6"}, GC: {}, CC: {}}}


def _gathered(t):
    return {e.faction: e for e in types_of(t.events, ev.PowerGathered)}


def test_an_abandoned_cursed_slumber_gate_gives_every_faction_one_power_at_gather_power(game):
    """Master rulebook, FAQ, Sleeper (lines 5263-5265): once its Cultist is given up, the Gate on
    Sleeper's card is Abandoned and "now provides Power to all Factions": 1 each, as an Abandoned
    Gate on the map does (How to Earn Power, line 830); Sleeper no longer gets its 2."""
    t = game([SL, GC, CC], units={NA: [(SL, "acolyte", 1)]}, books={SL: ["Cursed Slumber"]},
             phase="gather_power", extra=GIVEN_UP)
    gathered = _gathered(t)
    assert {f: e.sources["abandoned_gates"] for f, e in gathered.items()} == {SL: 1, GC: 1, CC: 1}
    assert gathered[SL].amount == 2 and gathered[SL].sources["cursed_slumber_power"] == 0
    assert gathered[GC].amount == 1 and gathered[CC].amount == 1


def test_an_abandoned_cursed_slumber_gate_gives_no_doom(game):
    """Master rulebook, FAQ, Sleeper (lines 5263-5265): the Abandoned Gate on the card is nobody's:
    Sleeper's slumbering-Gate Doom stops, and nobody gains Doom for it."""
    t = game([SL, GC, CC], units={NA: [(SL, "acolyte", 1)]}, books={SL: ["Cursed Slumber"]}, power={SL: 5},
             phase="first_player", first=SL, extra={**GIVEN_UP, "round": 2})
    new = t.play(SL, {"act": "direction", "direction": "clockwise"})
    assert not [e for e in types_of(new, ev.DoomGained) if e.reason == "cursed_slumber"]


def test_the_minimum_power_rule_counts_the_power_of_an_abandoned_cursed_slumber_gate(game):
    """Master rulebook, Gather Power Phase, Minimum Power Rule: the totals it compares include the
    1 Power every faction gathers for the Abandoned Gate on Sleeper's card (FAQ, Sleeper, lines
    5263-5265): Sleeper's 5 Cultists, its Gate and a captive make 9 with it, so the floor is 5."""
    t = game([SL, GC, CC], units={NA: [(SL, "acolyte", 5)]}, gates={NA: SL}, captured={SL: [(GC, "acolyte", 1)]},
             books={SL: ["Cursed Slumber"]}, phase="gather_power", extra=GIVEN_UP)
    assert _gathered(t)[SL].amount == 9
    raised = {e.faction: e.power for e in types_of(t.events, ev.MinimumPowerApplied)}
    assert raised == {GC: 5, CC: 5}


def test_an_abandoned_cursed_slumber_gate_put_back_on_the_map_gives_its_power_once(game):
    """Master rulebook, FAQ, Sleeper (lines 5263-5265): the Abandoned Gate "can still later be
    returned to the Map by Sleeper for 1 Power"; there it is one Abandoned Gate on the map, still 1
    Power for every faction and no more (How to Earn Power, line 830)."""
    t = game([SL, GC, CC], units={NA: [(SL, "acolyte", 1)]}, power={SL: 1}, books={SL: ["Cursed Slumber"]},
             extra=GIVEN_UP)
    t.play(SL, {"act": "ability", "ability": "cursed_slumber_return", "area": "Europe"})
    assert t.state.gates["Europe"] is None and "slumbering_gate" not in t.state.faction_data[SL]
    assert {f: e.sources["abandoned_gates"] for f, e in _gathered(t).items()} == {SL: 1, GC: 1, CC: 1}


# -- Demand Sacrifice ------------------------------------------------------------------------

def _demanded_battle(game, give, dice, seats=(SL, GC, CC), ruleset=None):
    t = game(list(seats), units={"Asia": [(SL, "acolyte", 2), (GC, "starspawn", 2)], NA: [(SL, "tsathoggua", 1)]},
             power={f: 1 for f in seats}, books={SL: ["Demand Sacrifice"]}, first=GC, dice=dice, ruleset=ruleset)
    t.play(GC, {"act": "battle", "area": "Asia", "enemy": SL})
    if t.waiting() == (GC, "window"):
        t.play(GC, {"act": "window_pass", "hook": "pre_battle", "index": 0})
    assert t.waiting() == (SL, "window")
    t.play(SL, {"act": "ability", "ability": "demand_sacrifice"})
    assert t.waiting() == (GC, "demand_sacrifice")
    t.play(GC, {"act": "answer", "ability": "sacrifice_chosen", "give": give})
    return t


def test_demand_sacrifice_the_enemy_may_give_sleeper_an_elder_sign(game):
    """Master rulebook, Sleeper, Demand Sacrifice; FAQ: Tsathoggua need not be in the Battle."""
    t = _demanded_battle(game, "elder_sign", [1] * 20)
    assert len(t.state.elder_signs[SL]) == 1


def test_demand_sacrifice_the_enemys_kills_on_sleepers_units_count_as_pains(game):
    """Master rulebook, Sleeper, Demand Sacrifice: all Kill results against Sleeper's units count as
    Pains, so both Acolytes Retreat instead of dying."""
    t = _demanded_battle(game, "kills_as_pains", [6] * 6)
    while t.state.battle is not None:
        seat = t.waiting()[0]
        t.play(seat, next(o for o in t.options(seat) if o["act"] != "standing_answer"))
    replaced = types_of(t.events, ev.ResultsReplaced)
    assert {(e.unit, e.results) for e in replaced} == {("sl.acolyte.1", ("pain",)), ("sl.acolyte.2", ("pain",))}
    assert not [e for e in types_of(t.events, ev.UnitKilled) if e.unit.startswith("sl.")]
    assert {t.state.units["sl.acolyte.1"], t.state.units["sl.acolyte.2"]} - {"Asia"}  # Retreated


def _play_out(t):
    while t.state.battle is not None:
        seat = t.waiting()[0]
        t.play(seat, next(o for o in t.options(seat) if o["act"] != "standing_answer"))


def _loss_doom(t) -> int:
    return sum(e.amount for e in types_of(t.events, ev.DoomGained) if e.reason == "two_player_loss")


def test_two_player_kills_counted_as_pains_by_demand_sacrifice_give_no_half_doom(game):
    """Rulings R19 (a disputed point, reference rulings.md): with two players, the Kills Demand
    Sacrifice turns into Pains were converted before they were assigned, so no unit avoided death and
    Great Cthulhu gains no half Doom for the two Acolytes (master rulebook, Two-Player Rules, General
    Rules, units that avoid death)."""
    t = _demanded_battle(game, "kills_as_pains", [6] * 6, seats=(SL, GC))
    _play_out(t)
    assert len(types_of(t.events, ev.ResultsReplaced)) == 2 and _loss_doom(t) == 0


def test_the_ruleset_option_gives_half_doom_for_units_demand_sacrifice_spares(game):
    """Rulings R19, the other reading (two_player_demand_sacrifice_doom): each Acolyte spared is a
    unit that avoided death and gives half its Doom, rounded up: 1 each."""
    t = _demanded_battle(game, "kills_as_pains", [6] * 6, seats=(SL, GC),
                         ruleset={"two_player_demand_sacrifice_doom": True})
    _play_out(t)
    assert _loss_doom(t) == 2


def test_demand_sacrifice_needs_tsathoggua_in_play(game):
    """Master rulebook, FAQ, Sleeper: so long as Tsathoggua is in play (and only then)."""
    t = game([SL, GC, CC], units={"Asia": [(SL, "acolyte", 2), (GC, "starspawn", 2)]},
             power={SL: 1, GC: 1, CC: 1}, books={SL: ["Demand Sacrifice"]}, first=GC, dice=[1] * 10)
    t.play(GC, {"act": "battle", "area": "Asia", "enemy": SL})
    assert not [o for o in t.options(SL, "ability") if o.get("ability") == "demand_sacrifice"]


# -- Ancient Sorcery -------------------------------------------------------------------------

def test_ancient_sorcery_sends_a_serpent_man_to_an_enemy_card_and_he_returns_on_the_ritual_turn(game):
    """Master rulebook, Sleeper, Ancient Sorcery (1 Power): a Serpent Man from the map onto an enemy's
    faction card; he comes back, with 1 Power, on Sleeper's Ritual turn (FAQ, Tcho-Tcho, Sycophancy:
    normally when Sleeper uses his Doom Phase abilities)."""
    t = game([SL, GC, CC], units={"Asia": [(SL, "serpent_man", 1)]}, power={SL: 1, GC: 1, CC: 1},
             books={SL: ["Ancient Sorcery"]})
    t.play(SL, {"act": "ability", "ability": "ancient_sorcery", "area": "Asia", "enemy": CC})
    assert t.state.units["sl.serpent_man.1"] == CARD and t.state.faction_data[SL]["sorcery"] == {CC: "sl.serpent_man.1"}
    t = _ritual_turn(game, {CARD: [(SL, "serpent_man", 1)], "Asia": [(SL, "acolyte", 1)]}, power={SL: 3},
                     books={SL: ["Ancient Sorcery"]},
                     extra_data={"sorcery": {CC: "sl.serpent_man.1"}})
    back = [o for o in t.options(SL, "ability") if o["ability"] == "ancient_sorcery_return"]
    assert {o["area"] for o in back} == set(t.state.map.areas)
    new = t.play(SL, {**back[0], "area": "Europe"})
    assert ev.PowerChanged(SL, 1, "ancient_sorcery") in new and t.state.units["sl.serpent_man.1"] == "Europe"
    assert "sorcery" not in t.state.faction_data[SL]


def test_ancient_sorcery_on_great_cthulhu_reawakens_tsathoggua_for_four_with_an_elder_sign(game):
    """Master rulebook, FAQ, Sleeper: via Great Cthulhu (Immortal), Sleeper re-Awakens Tsathoggua for
    4 Power and earns 1 Elder Sign."""
    t = game([SL, GC, CC], units={NA: [(SL, "formless_spawn", 1)], CARD: [(SL, "serpent_man", 1)]},
             power={SL: 4, GC: 1, CC: 1}, books={SL: {0: "Ancient Sorcery", 5: "Burrow"}},
             extra={"faction_data": {SL: {"sorcery": {GC: "sl.serpent_man.1"}, "tsathoggua_awakened": True},
                                     GC: {}, CC: {}}})
    new = t.play(SL, {"act": "ability", "ability": "awaken_tsathoggua", "area": NA})
    assert ev.GreatOldOneAwakened(SL, "sl.tsathoggua.1", NA, 4) in new
    assert len(t.state.elder_signs[SL]) == 1


def test_ancient_sorcery_on_crawling_chaos_gives_flight_which_combines_with_burrow(game):
    """Master rulebook, FAQ, Sleeper: Flight from Crawling Chaos lets Sleeper's units fly while
    Burrowing."""
    t = game([SL, GC, CC], units={NA: [(SL, "acolyte", 2)], CARD: [(SL, "serpent_man", 1)]},
             power={SL: 2, GC: 1, CC: 1}, books={SL: ["Ancient Sorcery", "Burrow"]},
             extra={"faction_data": {SL: {"sorcery": {CC: "sl.serpent_man.1"}}, GC: {}, CC: {}}})
    reach = {o["to"] for o in t.options(SL, "move") if o["unit"] == "sl.acolyte.1"}
    assert reach > set(t.state.map.adjacency[NA])
    far = min(reach - set(t.state.map.adjacency[NA]))
    t.play(SL, {"act": "move", "unit": "sl.acolyte.1", "to": far})
    new = t.play(SL, {"act": "move", "unit": "sl.acolyte.2", "to": far})
    assert ev.PowerChanged(SL, 1, "burrow") in new


def test_the_serpent_man_comes_back_at_the_end_of_the_doom_phase_if_not_returned_before(game):
    """Master rulebook, Sleeper, Ancient Sorcery: the borrowed ability lasts until the end of the next
    Doom Phase; a Serpent Man not returned on the Ritual turn comes back then (the only return in the
    Onslaught-4 printing's reading, ruleset option ancient_sorcery_return)."""
    t = _ritual_turn(game, {CARD: [(SL, "serpent_man", 1)], "Asia": [(SL, "acolyte", 1)]}, power={SL: 3},
                     books={SL: ["Ancient Sorcery"]}, extra_data={"sorcery": {CC: "sl.serpent_man.1"}})
    t.play(SL, {"act": "end_ritual_turn"})
    while t.waiting() and t.waiting()[1] == "ritual":
        t.play(t.waiting()[0], {"act": "end_ritual_turn"})
    assert t.waiting() == (SL, "ancient_sorcery")
    new = t.play(SL, {"act": "answer", "ability": "ancient_sorcery_back", "enemy": CC, "area": "Asia"})
    assert ev.PowerChanged(SL, 1, "ancient_sorcery") in new and t.state.units["sl.serpent_man.1"] == "Asia"


@pytest.fixture
def offered():
    """The Sleeper as a table sees it once offered: its ruleset options are listed and accepted."""
    spec = factions.get(SL)
    factions.register(replace(spec, offered=True))
    yield
    factions.register(spec)


def test_in_the_onslaught_four_reading_the_serpent_man_returns_only_at_the_end_of_the_doom_phase(game, offered):
    """expansion-factions.md, discrepancy list: the Onslaught-4 printing returns him at the end of the
    Doom Phase in every case (ruleset option ancient_sorcery_return)."""
    t = _ritual_turn(game, {CARD: [(SL, "serpent_man", 1)], "Asia": [(SL, "acolyte", 1)]}, power={SL: 3},
                     books={SL: ["Ancient Sorcery"]}, extra_data={"sorcery": {CC: "sl.serpent_man.1"}},
                     ruleset={"ancient_sorcery_return": "end_of_doom_phase"})
    assert not [o for o in t.options(SL, "ability") if o["ability"] == "ancient_sorcery_return"]


# -- Energy Nexus ----------------------------------------------------------------------------

def test_energy_nexus_lets_the_defender_move_out_before_the_battle_and_burrow_refunds(game):
    """Master rulebook, Playing as Sleeper and FAQ, Sleeper: with a Wizard where a Battle is declared,
    Sleeper may first take an Action that begins there, e.g. Move out of the Area (Burrow applies);
    a side emptied so leaves no Battle to fight, and the attacker's Power stays spent."""
    t = game([SL, GC, CC], units={"Asia": [(SL, "wizard", 1), (SL, "acolyte", 1), (GC, "starspawn", 1)]},
             power={SL: 2, GC: 1, CC: 1}, books={SL: ["Energy Nexus", "Burrow"]}, first=GC)
    new = t.play(GC, {"act": "battle", "area": "Asia", "enemy": SL})
    assert ev.WindowOpened("battle_declared", (GC, CC, SL), {"area": "Asia"}) in new
    assert t.waiting() == (SL, "window") and t.state.window.hook == "battle_declared"  # before any Pre-Battle
    moves = [o for o in t.options(SL, "ability") if o["ability"] == "energy_nexus" and o["kind"] == "move"]
    assert {o["to"] for o in moves} == set(t.state.map.adjacency["Asia"])  # out of the Area only
    t.play(SL, next(o for o in moves if o["unit"] == "sl.wizard.1"))
    out = next(o for o in t.options(SL, "answer") if o.get("unit") == "sl.acolyte.1")
    new = t.play(SL, out)  # nothing left to Move: the Move ends by itself
    assert ev.PowerChanged(SL, 1, "burrow") in new and t.state.power == {SL: 1, GC: 0, CC: 1}
    assert t.state.battle is None and not types_of(t.events, ev.DiceRolled)


def test_energy_nexus_works_in_a_battle_between_others_where_a_wizard_stands(game):
    """Master rulebook, FAQ, Sleeper: the Battle need not be Sleeper's; Sleeper could, e.g., Recruit
    a Cultist there."""
    t = game([SL, GC, CC], units={"Asia": [(SL, "wizard", 1), (GC, "starspawn", 1), (CC, "acolyte", 1)]},
             power={SL: 1, GC: 1, CC: 1}, books={SL: ["Energy Nexus"]}, first=GC, dice=[1] * 10)
    t.play(GC, {"act": "battle", "area": "Asia", "enemy": CC})
    recruit = [o for o in t.options(SL, "ability") if o["ability"] == "energy_nexus" and o["kind"] == "recruit"]
    new = t.play(SL, recruit[0])
    assert ev.UnitPlaced("sl.acolyte.1", "pool", "Asia", "recruit") in new and t.state.power[SL] == 0



def test_a_requirement_action_says_as_your_action_once_in_and_out_of_energy_nexus(game):
    """Master rulebook, Sleeper, Spellbooks: the requirement reads "As your Action, spend 3 Power...";
    its option, on Sleeper's turn or through Energy Nexus, does not say it twice."""
    t = game([SL, GC, CC], units={"Asia": [(SL, "wizard", 1), (GC, "starspawn", 1)]},
             power={SL: 3, GC: 1, CC: 1}, books={SL: ["Energy Nexus"]}, first=GC)
    t.play(GC, {"act": "battle", "area": "Asia", "enemy": SL})
    nexus = [o.label for o in rules.legal_options(t.state, SL)
             if o.choice.get("ability") == "energy_nexus" and o.choice.get("kind") == "requirement"]
    assert nexus == ["Energy Nexus: as your Action, spend 3 Power. Select another player who gains 3 Power.",
                     "Energy Nexus: as your Action, spend 3 Power. Each other player loses 1 Power."]
    turn = game([SL, GC, CC], units={"Asia": [(SL, "wizard", 1)]}, power={SL: 3}, books={SL: ["Energy Nexus"]})
    labels = [o.label for o in rules.legal_options(turn.state, SL) if o.choice["act"] == "requirement"]
    assert labels == ["As your Action, spend 3 Power. Select another player who gains 3 Power.",
                      "As your Action, spend 3 Power. Each other player loses 1 Power."]

def test_energy_nexus_is_not_offered_without_a_wizard_in_the_battles_area(game):
    t = game([SL, GC, CC], units={"Asia": [(SL, "acolyte", 1), (GC, "starspawn", 1)]},
             power={SL: 2, GC: 1, CC: 1}, books={SL: ["Energy Nexus"]}, first=GC)
    t.play(GC, {"act": "battle", "area": "Asia", "enemy": SL})
    assert not [o for o in t.options(SL, "ability") if o["ability"].startswith("energy_nexus")]


def test_energy_nexus_capture_monster_can_empty_the_attackers_side_so_no_battle_is_fought(game):
    """Master rulebook, FAQ, Sleeper: a single Monster declares Battle on Sleeper and Tsathoggua uses
    Energy Nexus to Capture it: no dice, no abilities, the attacker's Power stays spent."""
    t = game([SL, GC, CC], units={"Asia": [(SL, "wizard", 1), (SL, "tsathoggua", 1), (GC, "starspawn", 1)]},
             power={SL: 1, GC: 1, CC: 1}, books={SL: ["Energy Nexus", "Capture Monster"]}, first=GC)
    t.play(GC, {"act": "battle", "area": "Asia", "enemy": SL})
    capture = [o for o in t.options(SL, "ability") if o["ability"] == "energy_nexus" and o["kind"] == "capture_monster"]
    t.play(SL, capture[0])
    assert t.state.units["gc.starspawn.1"] == "captured:" + SL and t.state.power == {SL: 0, GC: 0, CC: 1}
    assert t.state.battle is None and not types_of(t.events, ev.DiceRolled)


# A Battle between Great Cthulhu and Crawling Chaos where Sleeper's Wizard and Serpent Man stand.
NEXUS_ASIA = {"Asia": [(SL, "wizard", 1), (SL, "serpent_man", 1), (GC, "starspawn", 1), (CC, "acolyte", 1)]}


def _nexus_battle(t, enemy):
    """Great Cthulhu declares Battle on Crawling Chaos in Asia; Sleeper's Energy Nexus Battles `enemy` first."""
    t.play(GC, {"act": "battle", "area": "Asia", "enemy": CC})
    battles = [o for o in t.options(SL, "ability") if o["ability"] == "energy_nexus" and o["kind"] == "battle"]
    assert {o["enemy"] for o in battles} == {GC, CC}
    return t.play(SL, next(o for o in battles if o["enemy"] == enemy))


def _pass_windows(t):
    """Every seat asked in an open window passes."""
    while t.waiting() and t.waiting()[1] == "window":
        seat, w = t.waiting()[0], t.state.window
        t.play(seat, {"act": "window_pass", "hook": w.hook, "index": w.queue.index(seat, w.cursor)})


def test_energy_nexus_battle_is_fought_before_the_declared_one(game):
    """Master rulebook, FAQ, Sleeper (Energy Nexus as a Battle): an immediate Battle with Sleeper
    attacking, at its normal cost, then the already-declared Battle between the units that remain,
    from its Pre-Battle step; the declaring faction's turn goes on as after any Battle."""
    t = game([SL, GC, CC], units=NEXUS_ASIA, power={SL: 1, GC: 2, CC: 1}, books={SL: ["Energy Nexus"]},
             first=GC, dice=[1] * 10)
    _nexus_battle(t, GC)
    _pass_windows(t)
    kinds = [type(e).__name__ for e in t.events if isinstance(e, (ev.BattleInterposed, ev.DiceRolled,
                                                                  ev.BattleResumed, ev.BattleEnded))]
    assert kinds == ["BattleInterposed", "DiceRolled", "DiceRolled", "BattleResumed", "DiceRolled", "DiceRolled",
                     "BattleEnded"]
    rolls = [(e.faction, len(e.faces)) for e in types_of(t.events, ev.DiceRolled)]
    assert rolls == [(SL, 1), (GC, 3), (GC, 3), (CC, 0)]  # Sleeper attacks first; then Cthulhu's own Battle
    assert t.state.power == {SL: 0, GC: 1, CC: 1} and t.state.battle is None
    ended = t.events.index(ev.BattleEnded("Asia"))
    assert ev.TurnEnded(GC) in t.events[ended:] and ev.TurnEnded(GC) not in t.events[:ended]


def test_declared_battle_with_an_emptied_side_is_not_fought_and_its_cost_stays_spent(game):
    """Master rulebook, FAQ, Sleeper: the Nexus Battle Kills the defender's only unit; the declared
    Battle then has no enemy left, so no dice and no abilities, and its attacker's Power stays spent."""
    t = game([SL, GC, CC], units=NEXUS_ASIA, power={SL: 1, GC: 2, CC: 1}, books={SL: ["Energy Nexus"]},
             first=GC, dice=[6] + [1] * 10)
    _nexus_battle(t, CC)
    _pass_windows(t)
    assert t.state.units["cc.acolyte.1"] == "pool"
    rolls = [(e.faction, e.faces) for e in types_of(t.events, ev.DiceRolled)]
    assert rolls == [(SL, (6,)), (CC, ())]  # only the Nexus Battle was fought
    assert types_of(t.events, ev.BattleResumed) and types_of(t.events, ev.BattleEnded) == [ev.BattleEnded("Asia")]
    assert t.state.power == {SL: 0, GC: 1, CC: 1} and t.state.battle is None


def test_a_unit_pained_out_of_the_nexus_battle_is_not_in_the_declared_one(game):
    """Master rulebook, FAQ, Sleeper: the declared Battle is fought "between whatever Units remain":
    Cthulhu's Starspawn, Pained by the Nexus Battle, Retreats out of Asia and its own Battle is not fought."""
    t = game([SL, GC, CC], units=NEXUS_ASIA, power={SL: 1, GC: 2, CC: 1}, books={SL: ["Energy Nexus"]},
             first=GC, dice=[4] + [1] * 10)
    _nexus_battle(t, GC)
    _pass_windows(t)
    while t.waiting() and t.waiting()[1] == "retreat":
        t.play(GC, t.options(GC, "retreat")[0])
        _pass_windows(t)
    assert t.state.units["gc.starspawn.1"] != "Asia" and t.state.battle is None
    assert len(types_of(t.events, ev.DiceRolled)) == 2 and t.state.power[GC] == 1


def test_energy_nexus_cannot_chain_from_its_own_battle(game):
    """Master rulebook, FAQ, Sleeper: no more than two Battles in a row, but a non-Battle Action may
    still come before the Nexus Battle (here a Cultist Recruited in Asia)."""
    t = game([SL, GC, CC], units=NEXUS_ASIA, power={SL: 3, GC: 2, CC: 1}, books={SL: ["Energy Nexus"]},
             first=GC, dice=[1] * 10)
    _nexus_battle(t, GC)
    assert t.state.battle.attacker == SL and t.state.battle.suspended.attacker == GC
    assert t.waiting() == (SL, "window") and t.state.window.hook == "battle_declared"
    kinds = {o["kind"] for o in t.options(SL, "ability") if o["ability"] == "energy_nexus"}
    assert "battle" not in kinds and "recruit" in kinds
    recruit = next(o for o in t.options(SL, "ability") if o["ability"] == "energy_nexus" and o["kind"] == "recruit")
    t.play(SL, recruit)
    assert t.state.units["sl.acolyte.1"] == "Asia" and t.state.power[SL] == 1
    _pass_windows(t)
    assert not [o for o in t.options(SL, "ability") if o["ability"] == "energy_nexus"]  # once per Battle
    assert t.state.battle is None and len(types_of(t.events, ev.DiceRolled)) == 4


def test_a_wizard_killed_in_the_nexus_battle_leaves_the_declared_battle_to_be_fought(game):
    """Master rulebook, FAQ, Sleeper: Energy Nexus is used as the Battle is declared; the Wizard
    Killed in the Nexus Battle changes nothing for the declared Battle, which is fought next."""
    t = game([SL, GC, CC], units=NEXUS_ASIA, power={SL: 1, GC: 2, CC: 1}, books={SL: ["Energy Nexus"]},
             first=GC, dice=[1, 6, 1, 1] + [1] * 10)
    _nexus_battle(t, GC)
    _pass_windows(t)
    assert t.waiting() == (SL, "assign_kill")
    t.play(SL, {"act": "assign", "unit": "sl.wizard.1", "result": "kill"})
    _pass_windows(t)
    assert t.state.units["sl.wizard.1"] == "pool" and t.state.battle is None
    rolls = [e.faction for e in types_of(t.events, ev.DiceRolled)]
    assert rolls == [SL, GC, GC, CC] and len(types_of(t.events, ev.BattleInterposed)) == 1


@pytest.mark.parametrize("enemy,seed", [(GC, 0), (CC, 1), (GC, 2)])
def test_random_games_from_an_energy_nexus_battle_keep_every_invariant(game, enemy, seed):
    """Random play from the moment Sleeper's Nexus Battle is chosen (random playouts seldom reach
    one) to the game's end: no error, every invariant after every step, replay equals state."""
    from bots.random_bot import KindBot
    from bots.simulate import play_game

    t = game([SL, GC, CC], units={**NEXUS_ASIA, "Europe": [(GC, "acolyte", 2)], "Africa": [(CC, "acolyte", 2)]},
             power={SL: 4, GC: 6, CC: 6}, books={SL: ["Energy Nexus", "Burrow"]}, first=GC)
    _nexus_battle(t, enemy)
    options = {"seats": [{"seat": f, "faction": f} for f in (SL, GC, CC)]}
    report = play_game(options, b"", f"nexus:{seed}", check="full", start=t.events, bot_class=KindBot)
    assert report["invariant_failures"] == [] and report["finished"], report


def test_the_quick_policy_takes_a_nexus_battle_only_where_sleeper_is_the_stronger(game):
    """Bots: a Battle by Energy Nexus is weighed like any Battle, by the Combat on each side."""
    import random

    from bots.heuristic import QuickBot

    units = {"Asia": [(SL, "wizard", 1), (SL, "serpent_man", 2), (GC, "starspawn", 1), (CC, "acolyte", 1)]}
    t = game([SL, GC, CC], units=units, power={SL: 1, GC: 2, CC: 1}, books={SL: ["Energy Nexus"]}, first=GC)
    t.play(GC, {"act": "battle", "area": "Asia", "enemy": CC})
    for seed in range(5):
        chosen = QuickBot(random.Random(seed)).choose(t.state, SL)
        assert (chosen.get("kind"), chosen.get("enemy")) == ("battle", CC)  # never Cthulhu's Starspawn


# -- Sleeper's own events --------------------------------------------------------------------

def test_the_cursed_slumber_events_keep_their_json_and_read_as_sentences():
    """A faction's own events are found through the registry, pinned as JSON and described."""
    from rules.engine.codec import from_record, to_record
    from rules.words.describing import sentence

    slept = GateSlumbered(SL, NA, "sl.acolyte.1")
    assert to_record(slept) == ("GateSlumbered", 1, {"faction": SL, "area": NA, "unit": "sl.acolyte.1"}, None)
    assert from_record(*to_record(slept)) == slept
    assert sentence("GateSlumbered", to_record(slept)[2]) == (
        "Sleeper lifts the Gate in North America and Sleeper's Acolyte onto its faction card (Cursed Slumber).")
    woke = GateWoken(SL, "Europe", "sl.acolyte.1")
    assert from_record(*to_record(woke)) == woke
    assert sentence("GateWoken", to_record(woke)[2]).startswith("Sleeper puts its slumbering Gate")


# -- random playouts with the Sleeper seated -------------------------------------------------

# Units placed at the start Gate in an armed game with the Sleeper seated
SLEEPER_ARMED = ("sl.tsathoggua.1", "sl.wizard.1", "sl.wizard.2", "sl.formless_spawn.1")


def _sleeper_start(others: tuple, game: int, armed: bool) -> tuple[dict, list]:
    return seated_start(SL, others, game, SLEEPER_ARMED if armed else ())


@pytest.mark.parametrize("others,armed", [((GC, CC), False), ((GC, CC, "black_goat"), False),
                                          ((CC, "yellow_sign"), True), ((GC, "black_goat", "yellow_sign"), True)])
def test_random_games_with_the_sleeper_seated_keep_every_invariant(others, armed):
    """Random playouts (as tests/rules/test_fuzz.py, which deals only offered factions): no error, every
    invariant after every step, views hide secrets, replay equals state."""
    from bots.simulate import play_game

    for game in range(2):
        options, start = _sleeper_start(others, game, armed)
        report = play_game(options, b"", f"sleeper:{game}", check="full", start=start)
        assert report["invariant_failures"] == [] and report["finished"], report
