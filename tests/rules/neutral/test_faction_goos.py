"""The faction Great Old Ones as Independents (German rulebook, Fraktion Große Alte als Unabhängige,
DE 2234-2475; master rulebook, EN 3195-3251; docs/neutral.md): each card Awakens the usual way for
its printed cost, its abilities serve whichever faction holds it, its Spellbook is earned as its
card says, and its death sends the card back to the supply."""
from __future__ import annotations

import json
import random
import re

import pytest
from jsonschema import Draft202012Validator

import rules
from rules.contract import contract
from rules.engine import events as ev
from rules.engine.codec import to_json
from rules.engine.holdings import has_card_book, holder
from rules.engine.hooks import may_act
from rules.engine.phases import power_sources, ritual_cost_of
from rules.engine import registry
from rules.engine.registry import card, cards
from rules.engine.state import great_old_ones_in_play
from rules.neutral.faction_goo_figures import (CTHULHU, HASTUR, ITHAQUA, KING, NYARLATHOTEP, RHAN, SHORTS, SHUB,
                                               TSATHOGGUA, UBBO, YOG, figure)
from rules.neutral.faction_goos import CARDS
from rules.words.sentences import sentence
from sandbox import types_of

CODE_NAME = re.compile(r"\b[a-z]+_[a-z_]+\b")  # a name for programs, not people

GC, CC, BG, YS = "great_cthulhu", "crawling_chaos", "black_goat", "yellow_sign"
COSTS = {KING: 2, HASTUR: 6, CTHULHU: 6, SHUB: 4, NYARLATHOTEP: 6, YOG: 6, TSATHOGGUA: 4, UBBO: 4, RHAN: 4,
         ITHAQUA: 4}


def held(table, name, area, factions=(CC, GC, BG), book=False, units=None, **kw):
    """Crawling Chaos holds the card, its figure in `area` (beside `units`)."""
    kw.setdefault("power", {f: 10 for f in factions})
    return table(list(factions), cards={name: (factions[0], book)}, figures={area: [(name, name, 1)]},
                 units=units or {}, **kw)


def uses(t, seat, name, act="ability"):
    return [o for o in t.options(seat, act) if o.get("ability") == name]


def combat(t, name, faction=CC, enemy=GC):
    return card(name).units[0].combat(t.state, faction, enemy, 1)


def fight_out(t):
    """Play a Battle under way to its end, each seat taking its first option that is no ability."""
    while t.state.battle is not None:
        seat = t.waiting()[0]
        opts = t.options(seat)
        t.play(seat, next((o for o in opts if o["act"] not in ("ability", "standing_answer")), opts[0]))


# -- every card ------------------------------------------------------------------------------

@pytest.mark.parametrize("name", sorted(COSTS))
def test_each_card_awakens_at_a_controlled_gate_with_a_great_old_one_for_its_printed_cost(table, name):
    t = table([CC, GC, BG], cards={name: None}, power={CC: 10},
              units={"Asia": [(CC, "acolyte", 1), (CC, "nyarlathotep", 1)], "Europe": [(CC, "acolyte", 1)]},
              gates={"Asia": CC, "Europe": CC})
    assert uses(t, CC, f"awaken_{name}") == [{"act": "ability", "ability": f"awaken_{name}", "area": "Asia"}]
    new = t.play(CC, uses(t, CC, f"awaken_{name}")[0])
    assert ev.GreatOldOneAwakened(CC, figure(name), "Asia", COSTS[name]) in new
    assert holder(t.state, name) == CC and t.state.power[CC] == 10 - COSTS[name]


def test_hastur_and_cthulhu_also_give_an_elder_sign_as_they_awaken_and_the_others_none(table):
    drawn = {}
    for name in (HASTUR, CTHULHU, SHUB):
        t = table([CC, GC, BG], cards={name: None}, power={CC: 10}, gates={"Asia": CC},
                  units={"Asia": [(CC, "acolyte", 1), (CC, "nyarlathotep", 1)]})
        drawn[name] = len(types_of(t.play(CC, uses(t, CC, f"awaken_{name}")[0]), ev.ElderSignDrawn))
    assert drawn == {HASTUR: 1, CTHULHU: 1, SHUB: 0}


def test_an_independent_draws_no_elder_sign_in_a_ritual(table):
    """Master rulebook, Independent Great Old Ones, Doom Phase: only faction Great Old Ones give
    Elder Signs in a Ritual of Annihilation."""
    doom_phase = {"doom_phase": {"queue": [CC, GC, BG], "cursor": 0, "gates_done": True, "ritual_done": False},
                  "round": 2}
    t = held(table, CTHULHU, "Asia", units={"Asia": [(CC, "acolyte", 1)]}, gates={"Asia": CC}, phase="doom",
             extra=doom_phase)
    new = t.play(CC, {"act": "ritual"})
    assert types_of(new, ev.RitualPerformed) and not types_of(new, ev.ElderSignDrawn)


def test_each_figure_costs_its_cards_awakening_for_abilities_that_read_it():
    for found in CARDS:
        assert (found.units[0].cost, found.cost) == (COSTS[found.name], COSTS[found.name])


def test_card_names_figures_and_ability_names_never_clash_with_a_factions_own():
    others = {registry.get(f).short for f in registry.known()}
    others |= {c.short for c in cards().values() if c.name not in SHORTS}
    assert not set(SHORTS.values()) & others and len(set(SHORTS.values())) == len(CARDS)
    faction_abilities = {a.name for f in registry.known() for a in registry.get(f).abilities}
    for found in CARDS:
        names = {a.name for a in found.abilities + found.book_abilities}
        assert found.name.startswith("independent_") and found.title.startswith("Independent ")
        assert all(n.startswith("independent_") for n in names) and not names & faction_abilities
        assert found.units[0].name == found.name and "Not recommended" in found.texts["Beside its faction"]


def test_each_card_names_its_faction_as_not_recommended_beside_it():
    factions = {found.name: found.not_with for found in CARDS}
    assert factions[KING] == factions[HASTUR] == (YS,) and factions[CTHULHU] == (GC,)
    assert factions[RHAN] == factions[ITHAQUA] == ("windwalker",) and all(factions.values())


def test_a_card_may_still_be_awakened_beside_its_own_faction_which_keeps_its_own_great_old_one(table):
    t = table([YS, GC, CC], cards={KING: None}, power={YS: 10},
              units={"Europe": [(YS, "acolyte", 1), (YS, "king_in_yellow", 1)]}, gates={"Europe": YS})
    t.play(YS, uses(t, YS, f"awaken_{KING}")[0])
    t.play(YS, {"act": "end_turn"})  # the others have no Power: Yellow Sign's turn again
    assert holder(t.state, KING) == YS and t.state.units["ys.king_in_yellow.1"] == "Europe"
    offered = {o["ability"] for o in t.options(YS, "ability")}
    assert {"desecrate", "independent_desecrate"} <= offered  # two Kings, two Desecrations


def test_killing_an_independent_returns_its_card_and_its_spellbook_falls_off(table):
    t = held(table, ITHAQUA, "Asia", book=True, units={"Asia": [(GC, "cthulhu", 1)]}, power={GC: 5, CC: 1},
             dice=[6] * 20, first=GC)
    t.play(GC, {"act": "battle", "area": "Asia", "enemy": CC})
    fight_out(t)
    assert ev.LoyaltyCardReturned(CC, ITHAQUA) in t.events
    assert holder(t.state, ITHAQUA) is None and not has_card_book(t.state, ITHAQUA)
    assert t.state.units[figure(ITHAQUA)] == "out_of_play"


# -- the King in Yellow ------------------------------------------------------------------------

def test_desecrate_places_a_token_on_a_roll_no_higher_than_your_units_and_earns_feast_at_an_enemy_gate(table):
    t = held(table, KING, "Europe", units={"Europe": [(GC, "acolyte", 1)]}, gates={"Europe": GC}, dice=[1])
    new = t.play(CC, {"act": "ability", "ability": "independent_desecrate"})
    assert ev.FactionDataSet(CC, "independent_desecrated", ("Europe",)) in new
    assert ev.CardSpellbookEarned(CC, KING) in new and t.state.power[CC] == 8
    assert t.waiting() == (CC, "desecrate")
    placed = {o["unit"] for o in t.options(CC, "answer")}
    assert placed == {"cc.acolyte.1", "cc.nightgaunt.1", "cc.flying_polyp.1"}  # Hunting Horrors cost 3
    t.play(CC, {"act": "answer", "ability": "independent_desecrate_place", "unit": "cc.nightgaunt.1"})
    assert t.state.units["cc.nightgaunt.1"] == "Europe"


def test_a_failed_desecration_places_no_token_but_still_a_unit(table):
    t = held(table, KING, "Europe", dice=[2])
    new = t.play(CC, {"act": "ability", "ability": "independent_desecrate"})
    assert not [e for e in types_of(new, ev.FactionDataSet) if e.key == "independent_desecrated"]
    assert t.waiting() == (CC, "desecrate")


def test_desecrate_is_not_offered_where_a_token_already_is(table):
    t = held(table, KING, "Europe", extra={"faction_data": {CC: {}, GC: {"independent_desecrated": ["Europe"]}, BG: {}}})
    assert uses(t, CC, "independent_desecrate") == []


def test_feast_gives_a_power_per_area_with_the_kings_tokens_once_earned(table):
    data = {"faction_data": {CC: {"independent_desecrated": ["Europe", "Asia"]}, GC: {}, BG: {}}}
    without = held(table, KING, "Europe", extra=data)
    earned = held(table, KING, "Europe", book=True, extra=data)
    assert "independent_feast" not in power_sources(without.state, CC)
    assert power_sources(earned.state, CC)["independent_feast"] == 2


# -- Hastur --------------------------------------------------------------------------------------

def test_hastur_rolls_half_the_ritual_cost_rounded_down(table):
    t = held(table, HASTUR, "Europe", extra={"ritual": 2})  # the track: 5, 6, 7...
    assert combat(t, HASTUR) == 3


def test_the_stars_are_wrong_give_an_elder_sign_in_the_doom_phase_with_a_gate_in_yellow_signs_area(table):
    for gate, drawn in (("Europe", 1), ("Asia", 0)):
        t = held(table, HASTUR, gate, units={gate: [(CC, "acolyte", 1)]}, gates={gate: CC}, phase="first_player",
                 first=CC, power={CC: 6}, extra={"round": 2})
        t.play(CC, {"act": "direction", "direction": "clockwise"})
        assert len([e for e in types_of(t.events, ev.ElderSignDrawn) if e.faction == CC]) == drawn


def test_hasturs_requirement_gives_another_player_three_doom_as_an_action(table):
    t = held(table, HASTUR, "Europe")
    assert {o["target"] for o in uses(t, CC, "independent_gift_of_doom")} == {GC, BG}
    new = t.play(CC, {"act": "ability", "ability": "independent_gift_of_doom", "target": BG})
    assert ev.DoomGained(BG, 3, HASTUR) in new and has_card_book(t.state, HASTUR)
    assert uses(t, CC, "independent_gift_of_doom") == []


def test_vengeance_lets_hasturs_holder_assign_the_enemys_results(table):
    t = held(table, HASTUR, "Europe", book=True, units={"Europe": [(GC, "acolyte", 1)]})
    t.play(CC, {"act": "battle", "area": "Europe", "enemy": GC})
    new = t.play(CC, {"act": "ability", "ability": "independent_vengeance"})
    assert ev.BattleControlGranted(GC, "assign", CC) in new


# -- Cthulhu ---------------------------------------------------------------------------------------

def test_cthulhus_spellbook_comes_with_three_ocean_gates_controlled(table):
    oceans = ("North Pacific", "South Pacific", "Indian Ocean")
    t = held(table, CTHULHU, "Asia", units={o: [(CC, "acolyte", 1)] for o in oceans},
             gates=dict.fromkeys(oceans, CC))
    assert has_card_book(t.state, CTHULHU)


def test_cthulhus_spellbook_comes_with_four_gates_in_oceans_whoever_controls_them(table):
    oceans = {"North Pacific": CC, "South Pacific": GC, "Indian Ocean": None, "North Atlantic": GC}
    t = held(table, CTHULHU, "Asia", units={o: [(f or GC, "acolyte", 1)] for o, f in oceans.items()}, gates=oceans)
    few = held(table, CTHULHU, "Asia", units={"North Pacific": [(CC, "acolyte", 1)]}, gates={"North Pacific": CC})
    assert has_card_book(t.state, CTHULHU) and not has_card_book(few.state, CTHULHU)


def test_devour_makes_the_enemy_eliminate_a_monster_or_cultist_it_picks(table):
    t = held(table, CTHULHU, "Asia", book=True, units={"Asia": [(GC, "acolyte", 1), (GC, "deep_one", 1)]})
    t.play(CC, {"act": "battle", "area": "Asia", "enemy": GC})
    t.play(CC, {"act": "ability", "ability": "independent_devour"})
    assert {o["unit"] for o in t.options(GC, "answer")} == {"gc.acolyte.1", "gc.deep_one.1"}
    new = t.play(GC, {"act": "answer", "ability": "independent_devour_victim", "unit": "gc.deep_one.1"})
    assert ev.UnitEliminated("gc.deep_one.1", "Asia", "devour") in new


def test_the_stars_are_right_give_an_elder_sign_with_a_gate_in_great_cthulhus_area(table):
    t = held(table, CTHULHU, "South Pacific", units={"South Pacific": [(CC, "acolyte", 1)]},
             gates={"South Pacific": CC}, phase="first_player", first=CC, power={CC: 6}, extra={"round": 2})
    t.play(CC, {"act": "direction", "direction": "clockwise"})
    assert [e for e in types_of(t.events, ev.ElderSignDrawn) if e.faction == CC]


# -- Shub-Niggurath -----------------------------------------------------------------------------

def test_shub_niggurath_rolls_the_gates_her_holder_controls(table):
    t = held(table, SHUB, "Asia", units={"Asia": [(CC, "acolyte", 1)], "Europe": [(CC, "acolyte", 1)]},
             gates={"Asia": CC, "Europe": CC})
    assert combat(t, SHUB) == 2


def test_fertile_recruits_several_cultists_into_several_areas_in_one_action(table):
    t = held(table, SHUB, "Asia", units={"Europe": [(CC, "acolyte", 1)]}, power={CC: 4, GC: 4, BG: 4})
    t.play(CC, {"act": "ability", "ability": "independent_fertile", "unit_type": "acolyte", "area": "Asia"})
    t.play(CC, {"act": "answer", "ability": "independent_fertile_recruit", "unit_type": "acolyte", "area": "Europe"})
    t.play(CC, {"act": "answer", "ability": "independent_fertile_recruit", "unit_type": "acolyte", "area": "Asia"})
    t.play(CC, {"act": "answer", "ability": "independent_fertile_recruit", "unit_type": None, "area": None})
    assert len(t.units_at("Asia", CC)) == 3 and len(t.units_at("Europe", CC)) == 2
    assert t.state.power[CC] == 1 and t.waiting()[0] == GC  # one Action, each Cultist paid for


def test_shub_niggurath_earns_avatar_sharing_an_area_with_each_enemy(table):
    near = held(table, SHUB, "Asia", units={"Asia": [(GC, "acolyte", 1)], "Europe": [(BG, "acolyte", 1)]})
    both = held(table, SHUB, "Asia", units={"Asia": [(GC, "acolyte", 1), (BG, "acolyte", 1)]})
    assert not has_card_book(near.state, SHUB) and has_card_book(both.state, SHUB)


def test_avatar_swaps_shub_niggurath_with_a_unit_the_other_faction_picks(table):
    t = held(table, SHUB, "Asia", book=True, units={"Europe": [(GC, "acolyte", 1), (GC, "deep_one", 1)]})
    t.play(CC, {"act": "ability", "ability": "independent_avatar", "area": "Europe", "owner": GC})
    assert {o["unit"] for o in t.options(GC, "answer")} == {"gc.acolyte.1", "gc.deep_one.1"}
    t.play(GC, {"act": "answer", "ability": "independent_avatar_swap", "unit": "gc.deep_one.1"})
    assert t.state.units[figure(SHUB)] == "Europe" and t.state.units["gc.deep_one.1"] == "Asia"


# -- Nyarlathotep ---------------------------------------------------------------------------------

def test_chaos_lets_nyarlathotep_move_two_areas(table):
    t = held(table, NYARLATHOTEP, "Europe", factions=(BG, GC, CC))
    reach = {o["to"] for o in t.options(BG, "move") if o["unit"] == figure(NYARLATHOTEP)}
    adjacent = t.state.map.adjacency["Europe"]
    assert adjacent < reach and reach - adjacent


def test_nyarlathotep_rolls_every_spellbook_of_the_enemy(table):
    t = table([CC, GC, BG], spellbooks={GC: 2}, cards={NYARLATHOTEP: CC, ITHAQUA: (GC, True)},
              figures={"Asia": [(NYARLATHOTEP, NYARLATHOTEP, 1)], "Europe": [(ITHAQUA, ITHAQUA, 1)]}, units={})
    assert combat(t, NYARLATHOTEP) == 3


def test_nyarlathotep_earns_harbinger_with_a_capture_made_after_his_awakening(table):
    t = table([CC, GC, BG], cards={NYARLATHOTEP: None}, power={CC: 10}, gates={"Asia": CC},
              units={"Asia": [(CC, "acolyte", 1), (CC, "nyarlathotep", 1), (GC, "acolyte", 1)]},
              captured={CC: [(BG, "acolyte", 1)]})
    t.play(CC, t.options(CC, "place_spellbook")[0])  # Crawling Chaos's own, met as the position loads
    t.play(CC, uses(t, CC, f"awaken_{NYARLATHOTEP}")[0])
    assert not has_card_book(t.state, NYARLATHOTEP)  # Black Goat's Acolyte was Captured before
    t.play(CC, {"act": "end_turn"})
    t.play(CC, {"act": "capture", "area": "Asia", "enemy": GC})
    assert has_card_book(t.state, NYARLATHOTEP)


def test_harbinger_gives_half_an_enemy_great_old_ones_awakening_cost_when_it_is_hit(table):
    t = held(table, NYARLATHOTEP, "Asia", book=True, units={"Asia": [(BG, "shub_niggurath", 1), (CC, "flying_polyp", 1)]},
             dice=[4] * 20)
    t.play(CC, {"act": "battle", "area": "Asia", "enemy": BG})
    while not uses(t, CC, "independent_harbinger") and t.state.battle is not None:
        seat = t.waiting()[0]
        t.play(seat, next(o for o in t.options(seat) if o["act"] not in ("ability", "standing_answer")))
    rewards = {(o["unit"], o["reward"]) for o in uses(t, CC, "independent_harbinger")}
    assert rewards == {("bg.shub_niggurath.1", "power"), ("bg.shub_niggurath.1", "elder_signs")}
    before = t.state.power[CC]
    t.play(CC, {"act": "ability", "ability": "independent_harbinger", "unit": "bg.shub_niggurath.1", "reward": "power"})
    assert t.state.power[CC] == before + 4  # Shub-Niggurath Awakens for 8


# -- Yog-Sothoth ----------------------------------------------------------------------------------

def test_yog_sothoth_rolls_the_enemy_factions_own_great_old_ones_and_no_independent(table):
    t = table([CC, GC, BG], units={"Europe": [(GC, "cthulhu", 1), (BG, "shub_niggurath", 1)]},
              cards={YOG: CC, ITHAQUA: GC}, figures={"Asia": [(YOG, YOG, 1)], "Africa": [(ITHAQUA, ITHAQUA, 1)]})
    assert len(great_old_ones_in_play(t.state, GC)) == 2 and combat(t, YOG) == 2


def test_the_beyond_one_carries_the_gate_and_its_controller_to_an_area_without_a_gate(table):
    t = held(table, YOG, "Asia", units={"Asia": [(CC, "acolyte", 1)]}, gates={"Asia": CC, "Europe": None},
             power={CC: 3, GC: 3, BG: 3})
    offered = {o["to"] for o in uses(t, CC, "independent_beyond_one")}
    assert "Europe" not in offered and "Africa" in offered
    t.play(CC, {"act": "ability", "ability": "independent_beyond_one", "to": "Africa"})
    assert t.state.gates.get("Africa") == "cc.acolyte.1" and "Asia" not in t.state.gates
    assert t.state.units[figure(YOG)] == "Africa" and t.state.power[CC] == 2


def test_the_beyond_one_is_refused_beside_an_enemy_great_old_one(table):
    t = held(table, YOG, "Asia", units={"Asia": [(CC, "acolyte", 1), (GC, "cthulhu", 1)]}, gates={"Asia": CC})
    assert uses(t, CC, "independent_beyond_one") == [] and has_card_book(t.state, YOG)  # the requirement is met


def test_the_key_and_the_gate_gives_yog_sothoths_holder_a_gates_power_and_doom(table):
    doom_phase = {"doom_phase": {"queue": [CC, GC, BG], "cursor": 0, "gates_done": True, "ritual_done": False},
                  "round": 2}
    t = held(table, YOG, "Asia", book=True, phase="doom", extra=doom_phase)
    unearned = held(table, YOG, "Asia")
    assert power_sources(t.state, CC)["independent_key_power"] == 2
    assert "independent_key_power" not in power_sources(unearned.state, CC)
    t.play(CC, {"act": "ritual"})
    assert ev.DoomGained(CC, 1, "the_key_and_the_gate") in t.events


def test_the_key_and_the_gate_lets_the_holder_summon_at_yog_sothoth(table):
    t = held(table, YOG, "Africa", book=True, power={CC: 2, GC: 2, BG: 2})
    offered = {o["unit_type"] for o in uses(t, CC, "independent_key_summon")}
    assert offered == {"nightgaunt", "flying_polyp"}  # a Hunting Horror costs more than 2 Power
    new = t.play(CC, {"act": "ability", "ability": "independent_key_summon", "unit_type": "nightgaunt"})
    assert ev.MonsterSummoned(CC, "cc.nightgaunt.1", "Africa", 1) in new and t.state.power[CC] == 1


# -- Tsathoggua -----------------------------------------------------------------------------------

def _ritual_turn(table, name, **kw):
    t = held(table, name, "Asia", phase="first_player", first=CC, power={CC: 6}, extra={"round": 2}, **kw)
    t.play(CC, {"act": "direction", "direction": "clockwise"})
    return t


def test_death_from_below_places_the_cheapest_monster_of_the_pool_where_the_holder_has_a_unit(table):
    t = _ritual_turn(table, TSATHOGGUA)
    assert t.waiting() == (CC, "ritual")
    offered = uses(t, CC, "independent_death_from_below")
    assert {(o["unit_type"], o["area"]) for o in offered} == {("nightgaunt", "Asia")}
    new = t.play(CC, offered[0])
    assert ev.UnitPlaced("cc.nightgaunt.1", "pool", "Asia", "death_from_below") in new
    assert uses(t, CC, "independent_death_from_below") == []


def test_tsathogguas_requirement_spends_three_power_and_an_enemy_gains_three(table):
    t = held(table, TSATHOGGUA, "Asia", power={CC: 5, GC: 1, BG: 1})
    t.play(CC, {"act": "ability", "ability": "independent_gift_of_power", "target": GC})
    assert (t.state.power[CC], t.state.power[GC]) == (2, 4) and has_card_book(t.state, TSATHOGGUA)


def test_lethargy_is_an_action_of_nothing_while_an_enemy_has_more_power(table):
    richer = held(table, TSATHOGGUA, "Asia", book=True, power={CC: 2, GC: 3, BG: 1})
    poorer = held(table, TSATHOGGUA, "Asia", book=True, power={CC: 3, GC: 3, BG: 1})
    assert uses(poorer, CC, "independent_lethargy") == []
    richer.play(CC, {"act": "ability", "ability": "independent_lethargy"})
    assert richer.state.power[CC] == 2 and richer.waiting()[0] == GC


def test_tsathoggua_rolls_the_enemy_factions_own_great_old_ones(table):
    t = held(table, TSATHOGGUA, "Asia", units={"Europe": [(GC, "cthulhu", 1)]})
    assert combat(t, TSATHOGGUA) == 1


# -- Ubbo-Sathla -----------------------------------------------------------------------------------

def test_ubbo_sathla_awakens_with_his_growth_at_zero_and_rolls_his_growth(table):
    t = table([CC, GC, BG], cards={UBBO: None}, power={CC: 10}, gates={"Asia": CC},
              units={"Asia": [(CC, "acolyte", 1), (CC, "nyarlathotep", 1)]})
    new = t.play(CC, uses(t, CC, f"awaken_{UBBO}")[0])
    assert ev.FactionDataSet(CC, "independent_growth", 0) in new and combat(t, UBBO) == 0


def test_ubbo_sathlas_requirement_removes_a_gate_keeps_its_cultist_and_grows_by_a_die(table):
    t = held(table, UBBO, "Asia", units={"Europe": [(CC, "acolyte", 1)]}, gates={"Europe": CC}, dice=[4],
             extra={"faction_data": {CC: {"independent_growth": 2}, GC: {}, BG: {}}})
    t.play(CC, {"act": "ability", "ability": "independent_gate_for_growth", "area": "Europe"})
    assert "Europe" not in t.state.gates and t.state.units["cc.acolyte.1"] == "Europe"
    assert combat(t, UBBO) == 6 and has_card_book(t.state, UBBO)


def test_sycophancy_lets_the_enemy_performing_a_ritual_gain_one_doom_less(table):
    doom_phase = {"doom_phase": {"queue": [GC, CC, BG], "cursor": 0, "gates_done": True, "ritual_done": False},
                  "round": 2}
    t = held(table, UBBO, "Asia", units={"Europe": [(GC, "acolyte", 1)]}, gates={"Europe": GC}, phase="doom",
             first=GC, extra=doom_phase)
    t.play(GC, {"act": "ritual"})
    assert t.waiting() == (GC, "sycophancy")
    doom = t.state.doom[GC]
    t.play(GC, {"act": "answer", "ability": "independent_sycophancy_doom", "pay": "doom_less"})
    assert t.state.doom[GC] == doom - 1


def test_sycophancy_may_give_the_holder_the_doom_instead(table):
    doom_phase = {"doom_phase": {"queue": [GC, CC, BG], "cursor": 0, "gates_done": True, "ritual_done": False},
                  "round": 2}
    t = held(table, UBBO, "Asia", units={"Europe": [(GC, "acolyte", 1)]}, gates={"Europe": GC}, phase="doom",
             first=GC, extra=doom_phase)
    t.play(GC, {"act": "ritual"})
    assert {o["pay"] for o in t.options(GC, "answer")} == {"doom_less", "doom_given"}
    t.play(GC, {"act": "answer", "ability": "independent_sycophancy_doom", "pay": "doom_given"})
    assert ev.DoomGained(CC, 1, "sycophancy") in t.events and t.state.doom[GC] == 1


def test_sycophancy_gives_the_holder_the_doom_after_a_ritual_that_gave_none(table):
    doom_phase = {"doom_phase": {"queue": [GC, CC, BG], "cursor": 0, "gates_done": True, "ritual_done": False},
                  "round": 2}
    t = held(table, UBBO, "Asia", phase="doom", first=GC, doom={GC: 4}, extra=doom_phase)
    t.play(GC, {"act": "ritual"})  # no Gate: the Ritual gave Great Cthulhu no Doom to give up
    assert ev.DoomGained(CC, 1, "sycophancy") in t.events and t.state.doom[GC] == 4


def test_infernal_banquet_grows_ubbo_sathla_by_a_die_as_the_doom_phase_begins(table):
    t = held(table, UBBO, "Asia", book=True, phase="first_player", first=CC, dice=[5], power={CC: 6},
             extra={"round": 2, "faction_data": {CC: {"independent_growth": 1}, GC: {}, BG: {}}})
    t.play(CC, {"act": "direction", "direction": "clockwise"})
    assert combat(t, UBBO) == 6


# -- Rhan-Tegoth ------------------------------------------------------------------------------------

def test_herald_caps_the_holders_ritual_at_five_power(table):
    t = held(table, RHAN, "Asia", extra={"ritual": 4})  # the track shows 9
    assert ritual_cost_of(t.state, CC) == 5 and ritual_cost_of(t.state, GC) == 9


def test_rhan_tegoth_earns_eternal_with_a_gate_in_a_windwalker_glyph_area(table):
    t = held(table, RHAN, "Asia", units={"Antarctica": [(CC, "acolyte", 1)]}, gates={"Antarctica": CC})
    assert has_card_book(t.state, RHAN)


def test_eternal_turns_the_kill_on_rhan_tegoth_into_a_pain_for_one_power(table):
    t = held(table, RHAN, "Asia", book=True, units={"Asia": [(GC, "deep_one", 1)]}, power={CC: 3, GC: 3, BG: 3},
             dice=[6] * 20, first=GC)
    t.play(GC, {"act": "battle", "area": "Asia", "enemy": CC})
    while not uses(t, CC, "independent_eternal") and t.state.battle is not None:
        seat = t.waiting()[0]
        t.play(seat, next(o for o in t.options(seat) if o["act"] not in ("ability", "standing_answer")))
    power = t.state.power[CC]
    t.play(CC, {"act": "ability", "ability": "independent_eternal"})
    assert t.state.battle.results[figure(RHAN)] == ("pain",) and t.state.power[CC] == power - 1
    fight_out(t)
    assert holder(t.state, RHAN) == CC


# -- Ithaqua ---------------------------------------------------------------------------------------

def test_hibernate_ends_the_holders_actions_for_the_phase_and_keeps_its_power(table):
    t = held(table, ITHAQUA, "Asia", power={CC: 4, GC: 4, BG: 4})
    t.play(CC, {"act": "ability", "ability": "independent_hibernate"})
    assert not may_act(t.state, CC) and t.state.power[CC] == 4 and t.waiting()[0] == GC


def test_ithaqua_earns_ferox_with_gates_in_both_windwalker_glyph_areas(table):
    both = held(table, ITHAQUA, "Asia", units={"Antarctica": [(GC, "acolyte", 1)], "Arctic Ocean": [(BG, "acolyte", 1)]},
                gates={"Antarctica": GC, "Arctic Ocean": BG})
    one = held(table, ITHAQUA, "Asia", units={"Antarctica": [(GC, "acolyte", 1)]}, gates={"Antarctica": GC})
    assert has_card_book(both.state, ITHAQUA) and not has_card_book(one.state, ITHAQUA)


def test_ferox_keeps_the_holders_cultists_from_enemy_monsters_but_not_great_old_ones(table):
    monsters = held(table, ITHAQUA, "Asia", factions=(GC, CC, BG), book=True, first=CC,
                    units={"Europe": [(GC, "acolyte", 1), (CC, "nightgaunt", 1)]})
    goo = held(table, ITHAQUA, "Asia", factions=(GC, CC, BG), book=True, first=CC,
               units={"Europe": [(GC, "acolyte", 1), (CC, "nyarlathotep", 1)]})
    unearned = held(table, ITHAQUA, "Asia", factions=(GC, CC, BG), first=CC,
                    units={"Europe": [(GC, "acolyte", 1), (CC, "nightgaunt", 1)]})
    assert monsters.options(CC, "capture") == []
    assert goo.options(CC, "capture") and unearned.options(CC, "capture")


# -- random play ------------------------------------------------------------------------------------

DEFS = contract.schemas("#/$defs/")


def _schema_errors(choice):
    """Where the choice breaks the published schema its kind names (rules.contract.contract)."""
    shape = json.loads(json.dumps(to_json(choice)))
    schema = Draft202012Validator({"$defs": DEFS, "$ref": "#/$defs/" + contract.choice_name(shape)})
    return [error.message for error in schema.iter_errors(shape)]


def _independent(choice):
    return choice["act"] in ("ability", "answer") and "independent" in choice.get("ability", "")


@pytest.mark.parametrize("seed", range(5))
def test_random_games_with_every_card_held_end_without_an_error(table, seed):
    """Every card held from the start, its figure on the map, choices made at random with the cards'
    abilities preferred: the game ends, folding its log gives the same state, every option of a card
    matches the published schema of its choice, and no option or sentence shows a code name or offers
    one label twice."""
    rnd = random.Random(seed)
    factions = [GC, CC, BG, YS][: 3 + seed % 2]
    names = sorted(COSTS)
    owned = {n: (factions[i % len(factions)], rnd.random() < 0.5) for i, n in enumerate(names)}
    where = {}
    for n in names:
        where.setdefault(rnd.choice(["Europe", "North Atlantic", "South Pacific", "Indian Ocean", "Antarctica", "Australia"]), []).append((n, n, 1))
    t = table(factions, cards=owned, figures=where, power={f: 8 for f in factions},
              units={"Europe": [(f, "acolyte", 2) for f in factions]}, gates={"Europe": factions[0]})
    steps, unreadable = 0, []
    while t.state.phase != "ended" and steps < 3000:
        seat = rules.pending(t.state)[0]["seat"]
        options = rules.legal_options(t.state, seat)
        labels = [o.label for o in options]
        unreadable += [text for text in labels if CODE_NAME.search(text)]
        unreadable += [text for text in labels if labels.count(text) > 1]
        mine = [o for o in options if _independent(o.choice)]
        unreadable += [f"{o.choice}: {e}" for o in mine for e in _schema_errors(o.choice)]
        chosen = rnd.choice(mine if mine and rnd.random() < 0.7 else options)
        before = t.state
        for e in t.play(seat, chosen.choice):
            type_name, _version, payload, secret = rules.redact(e, None, before)
            text = sentence(type_name, payload, secret)
            unreadable += [text] if CODE_NAME.search(text) else []
        steps += 1
    assert t.state.phase == "ended" and rules.replay(t.events) == t.state
    assert unreadable == []
