"""Great Old One Pack 2 (master rulebook, Great Old One Pack 2; docs/neutral.md): Father Dagon,
Bokrug, Ghatanothoa and Atlach-Nacha as Loyalty Cards, each rule of their cards as a position
played, and random games with the cards held played to their end."""
from __future__ import annotations

import json
import random

import pytest

import rules
from bots.random_bot import RandomBot
from bots.simulate import game_seed, seats_for
from rules.engine import events as ev
from rules.engine.loyalty import figures
from rules.engine.phases import power_sources
from rules.engine.pieces import awaken_cost
from rules.engine.setup import answer_set_up
from rules.neutral.pack2 import BOKRUG as BOKRUG_CARD, CARDS
from rules.neutral.pack2_bokrug import SarnathElderSignDiscarded
from rules.words.sentences import sentence
from rules.engine.codec import to_record
from sandbox import types_of

GC, CC, BG = "great_cthulhu", "crawling_chaos", "black_goat"
DAGON, BOKRUG, GHAT, ATLACH = "fd.father_dagon.1", "bk.bokrug.1", "gh.ghatanothoa.1", "atn.atlach_nacha.1"
EU, AS, AF, NA, AU = "Europe", "Asia", "Africa", "North America", "Australia"
ARCTIC, ATLANTIC, INDIAN, SOUTH_PACIFIC = "Arctic Ocean", "North Atlantic", "Indian Ocean", "South Pacific"


def _t(table, *args, **kw):
    """A sandbox table, the Spellbooks its position happens to earn placed (the first offered)."""
    t = table(*args, **kw)
    while t.waiting() and t.waiting()[1] == "spellbook":
        seat = t.waiting()[0]
        t.play(seat, t.options(seat)[0])
    return t


def _ability(t, seat, name):
    return [o for o in t.options(seat) if o.get("ability") == name]


def _awaken_at_europe(table, card, power):
    """Great Cthulhu Controls a Gate in Europe with Cthulhu there: the usual Awakening."""
    return _t(table, [GC, CC, BG], cards={card: None}, power={GC: power, CC: 1, BG: 1},
                 units={EU: [(GC, "acolyte", 1), (GC, "cthulhu", 1)]}, gates={EU: GC})


def _through(t, *kinds):
    """Answer the pending decisions of `kinds` (and any Spellbook earned meanwhile) with their first
    option; a Ritual turn is ended."""
    while t.waiting() and t.waiting()[1] in kinds + ("spellbook",):
        seat, kind = t.waiting()
        t.play(seat, {"act": "end_ritual_turn"} if kind == "ritual" else t.options(seat)[0])


def _to_doom_phase(t):
    """From the First Player step (position phase "first_player") into the Doom Phase."""
    _through(t, "direction", "first_player")


def _after_the_rituals(t):
    """Every Ritual turn of the Doom Phase ended."""
    _through(t, "direction", "first_player", "ritual")


def _kill(t, uid):
    """The figure dies outside a Battle (as an ability Eliminates it)."""
    area = t.state.units[uid]
    t.state = rules.engine.engine.apply_all(t.state, [ev.UnitKilled(uid, area)], out := [])
    t.events += out
    return out


# -- Father Dagon ----------------------------------------------------------------------------

def test_father_dagon_awakens_at_a_controlled_gate_with_a_great_old_one_for_4_power(table):
    t = _awaken_at_europe(table, "father_dagon", 5)
    new = t.play(GC, {"act": "ability", "ability": "awaken_father_dagon", "area": EU})
    assert ev.LoyaltyCardGained(GC, "father_dagon", "awakened") in new
    assert ev.GreatOldOneAwakened(GC, DAGON, EU, 4) in new
    assert t.state.units[DAGON] == EU and t.state.power[GC] == 1


def test_father_dagon_rolls_2_dice_on_land_and_6_in_an_ocean_area(table):
    from rules.engine.pieces import strength

    t = _t(table, [GC, CC, BG], cards={"father_dagon": GC}, figures={EU: [("father_dagon", "father_dagon", 1)]})
    assert strength(t.state, GC, CC, [DAGON]) == 2
    at_sea = t.state.derive(units={**t.state.units, DAGON: ATLANTIC})
    assert strength(at_sea, GC, CC, [DAGON]) == 6


def test_tsunami_washes_every_cultist_of_the_land_area_into_oceans_its_owner_chooses(table):
    """The Cultists of every faction, the holder's too, go to an ocean Area next to Europe; a Gate
    whose Cultist leaves is Abandoned; 1 Power."""
    t = _t(table, [GC, CC, BG], cards={"father_dagon": GC}, figures={AS: [("father_dagon", "father_dagon", 1)]},
              power={GC: 3, CC: 1, BG: 1}, gates={EU: CC},
              units={EU: [(GC, "acolyte", 1), (CC, "acolyte", 2), (CC, "nightgaunt", 1), (BG, "acolyte", 1)]})
    assert {o["area"] for o in _ability(t, GC, "tsunami")} == {EU}  # the only Area with Cultists
    t.play(GC, {"act": "ability", "ability": "tsunami", "area": EU})
    assert t.waiting() == (GC, "tsunami") and t.state.power[GC] == 2
    t.play(GC, {"act": "answer", "ability": "tsunami_move", "unit": "gc.acolyte.1", "to": ARCTIC})
    while t.waiting()[1] == "tsunami":
        seat = t.waiting()[0]
        t.play(seat, [o for o in t.options(seat, "answer") if o["to"] == ATLANTIC][0])
    assert [u for u in t.units_at(EU)] == ["cc.nightgaunt.1"]
    assert t.state.units["gc.acolyte.1"] == ARCTIC and t.units_at(ATLANTIC, CC) == ["cc.acolyte.1", "cc.acolyte.2"]
    assert t.state.gates[EU] is None  # Abandoned as its Cultist was washed away


def test_tsunami_is_never_offered_for_an_ocean_area(table):
    t = _t(table, [GC, CC, BG], cards={"father_dagon": GC}, figures={AS: [("father_dagon", "father_dagon", 1)]},
              power={GC: 3}, units={ATLANTIC: [(CC, "acolyte", 1)], AF: [(BG, "acolyte", 1)]})
    assert {o["area"] for o in _ability(t, GC, "tsunami")} == {AF}


def test_father_dagon_earns_the_innsmouth_look_with_8_units_in_ocean_areas(table):
    seven = [(GC, "acolyte", 3), (GC, "deep_one", 4)]
    t = _t(table, [GC, CC, BG], cards={"father_dagon": GC}, figures={AS: [("father_dagon", "father_dagon", 1)]},
              units={ATLANTIC: seven}, power={GC: 2})
    assert not t.state.loyalty["father_dagon"]["book"]
    t.play(GC, {"act": "move", "unit": DAGON, "to": ATLANTIC})
    t.play(GC, {"act": "move_done"})
    assert t.state.loyalty["father_dagon"]["book"]


def test_the_innsmouth_look_takes_an_acolyte_out_of_the_game_for_6_power_as_the_doom_phase_begins(table):
    t = _t(table, [GC, CC, BG], cards={"father_dagon": (GC, True)}, figures={AS: [("father_dagon", "father_dagon", 1)]},
              units={EU: [(GC, "acolyte", 1)], AF: [(GC, "acolyte", 1)]}, gates={EU: GC},
              phase="first_player", power={GC: 4})
    _to_doom_phase(t)
    assert t.waiting() == (GC, "the_innsmouth_look")
    assert {o["unit"] for o in t.options(GC, "answer")} == {"gc.acolyte.1", "gc.acolyte.2"}
    new = t.play(GC, {"act": "answer", "ability": "the_innsmouth_look_acolyte", "unit": "gc.acolyte.1"})
    assert ev.UnitPlaced("gc.acolyte.1", EU, "out_of_play", "the_innsmouth_look") in new
    assert t.state.units["gc.acolyte.1"] == "out_of_play" and t.state.power[GC] == 10
    assert t.state.gates[EU] is None


def test_the_innsmouth_look_does_nothing_without_an_acolyte_on_the_map(table):
    t = _t(table, [GC, CC, BG], cards={"father_dagon": (GC, True)}, figures={AS: [("father_dagon", "father_dagon", 1)]},
              units={EU: [(GC, "deep_one", 1)]}, phase="first_player", power={GC: 4})
    _to_doom_phase(t)
    assert not types_of(t.events, ev.PowerChanged) and t.state.units["gc.deep_one.1"] == EU


def test_father_dagon_killed_sends_his_card_and_spellbook_back_to_the_supply(table):
    t = _t(table, [GC, CC, BG], cards={"father_dagon": (GC, True)}, figures={AS: [("father_dagon", "father_dagon", 1)]})
    assert ev.LoyaltyCardReturned(GC, "father_dagon") in _kill(t, DAGON)
    assert t.state.loyalty["father_dagon"] == {"owner": None, "book": False}


# -- Bokrug ----------------------------------------------------------------------------------

def test_bokrug_awakens_for_4_power_or_6_under_the_ruleset_option(table):
    t = _awaken_at_europe(table, "bokrug", 4)
    assert ev.GreatOldOneAwakened(GC, BOKRUG, EU, 4) in t.play(GC, {"act": "ability", "ability": "awaken_bokrug",
                                                                     "area": EU})
    dear = _t(table, [GC, CC, BG], cards={"bokrug": None}, power={GC: 5}, ruleset={"bokrug_awaken_cost": 6},
                 units={EU: [(GC, "acolyte", 1), (GC, "cthulhu", 1)]}, gates={EU: GC})
    assert not _ability(dear, GC, "awaken_bokrug")
    assert awaken_cost(t.state, BOKRUG) == 4  # his cost as The Harbinger reads it
    assert BOKRUG_CARD.unit("bokrug").awaken_cost(dear.state) == 6


def test_bokrug_rolls_1_die_or_none_under_the_ruleset_option(table):
    from rules.engine.pieces import strength

    t = _t(table, [GC, CC, BG], cards={"bokrug": GC}, figures={EU: [("bokrug", "bokrug", 1)]})
    assert strength(t.state, GC, CC, [BOKRUG]) == 1
    t0 = _t(table, [GC, CC, BG], cards={"bokrug": GC}, figures={EU: [("bokrug", "bokrug", 1)]},
               ruleset={"bokrug_combat": 0})
    assert strength(t0.state, GC, CC, [BOKRUG]) == 0


def test_ghosts_of_ib_keeps_the_card_and_bokrug_comes_back_at_the_end_of_the_next_doom_phase(table):
    """Ghosts of Ib: killed, Bokrug waits in the holder's Pool, the card still held; after the last
    Ritual turn of the Doom Phase he comes back to an Area without enemy units, the holder's choice."""
    t = _t(table, [GC, CC, BG], cards={"bokrug": GC}, figures={EU: [("bokrug", "bokrug", 1)]},
              units={AS: [(GC, "acolyte", 1)], AF: [(CC, "acolyte", 1)]}, phase="first_player", power={GC: 1})
    assert not types_of(_kill(t, BOKRUG), ev.LoyaltyCardReturned)
    assert t.state.units[BOKRUG] == "pool" and t.state.loyalty["bokrug"]["owner"] == GC
    _after_the_rituals(t)
    assert t.waiting() == (GC, "ghosts_of_ib")
    areas = {o["area"] for o in t.options(GC, "answer")}
    assert AS in areas and AF not in areas
    t.play(GC, {"act": "answer", "ability": "ghosts_of_ib", "area": AS})
    assert t.state.units[BOKRUG] == AS


def test_bokrug_waits_another_doom_phase_when_every_area_holds_enemy_units(table):
    everywhere = {area: [(CC, "nightgaunt", 1)] for area in ("Arctic Ocean", AF, "Antarctica", AS, AU, EU,
                                                              INDIAN, NA, ATLANTIC, "North Pacific", "South America",
                                                              "South Atlantic", SOUTH_PACIFIC)}
    t = _t(table, [GC, CC, BG], cards={"bokrug": GC}, units=everywhere, phase="first_player", power={GC: 1})
    assert t.state.units[BOKRUG] == "pool"
    _after_the_rituals(t)
    assert t.state.units[BOKRUG] == "pool" and t.state.loyalty["bokrug"]["owner"] == GC


def test_the_requirement_hands_the_card_to_another_player_who_places_the_spellbook_at_any_time(table):
    t = _t(table, [GC, CC, BG], cards={"bokrug": GC}, figures={EU: [("bokrug", "bokrug", 1)]}, power={GC: 2, CC: 2})
    assert t.waiting()[0] == GC  # Great Cthulhu's turn: Crawling Chaos could not hand it, Great Cthulhu may
    assert {o["faction"] for o in _ability(t, GC, "hand_over_bokrug")} == {CC, BG}
    new = t.play(GC, {"act": "ability", "ability": "hand_over_bokrug", "faction": CC})
    assert new[:2] == [ev.LoyaltyCardGained(CC, "bokrug", "requirement", giver=GC), ev.CardSpellbookEarned(CC, "bokrug")]
    assert t.state.loyalty["bokrug"] == {"owner": CC, "book": True}
    assert t.state.table[BOKRUG].faction == CC and t.state.units[BOKRUG] == EU
    assert not _ability(t, CC, "hand_over_bokrug")  # the Spellbook is on: the card stays


def test_sarnath_has_the_chosen_enemy_eliminate_one_of_the_holders_monsters_or_cultists(table):
    t = _t(table, [GC, CC, BG], cards={"bokrug": (CC, True)}, figures={EU: [("bokrug", "bokrug", 1)]},
              units={AS: [(CC, "acolyte", 1), (CC, "nightgaunt", 1)], AF: [(GC, "acolyte", 1)]},
              elder_signs={CC: (2,)}, phase="first_player", power={CC: 1})
    _after_the_rituals(t)
    assert t.waiting() == (CC, "the_doom_that_came_to_sarnath")
    fates = {(o["enemy"], o["fate"]) for o in t.options(CC, "answer")}
    assert fates == {(GC, "unit"), (GC, "elder_sign"), (BG, "unit"), (BG, "elder_sign")}
    t.play(CC, {"act": "answer", "ability": "the_doom_that_came_to_sarnath", "enemy": BG, "fate": "unit"})
    assert t.waiting() == (BG, "the_doom_that_came_to_sarnath")
    assert {o["unit"] for o in t.options(BG, "answer")} == {"cc.acolyte.1", "cc.nightgaunt.1"}  # not Bokrug
    new = t.play(BG, {"act": "answer", "ability": "sarnath_unit", "unit": "cc.nightgaunt.1"})
    assert ev.UnitEliminated("cc.nightgaunt.1", AS, "the_doom_that_came_to_sarnath") in new
    assert t.state.units["cc.nightgaunt.1"] == "pool"


def test_sarnath_has_the_enemy_discard_one_of_the_holders_elder_signs_unseen(table):
    t = _t(table, [GC, CC, BG], cards={"bokrug": (CC, True)}, figures={EU: [("bokrug", "bokrug", 1)]},
              elder_signs={CC: (1, 3)}, phase="first_player", power={CC: 1})
    _after_the_rituals(t)
    t.play(CC, {"act": "answer", "ability": "the_doom_that_came_to_sarnath", "enemy": GC, "fate": "elder_sign"})
    assert [o["sign"] for o in t.options(GC, "answer")] == [0, 1]
    assert not [o for o in rules.legal_options(t.state, GC) if "3" in o.label]  # the values stay hidden
    [discarded] = types_of(t.play(GC, {"act": "answer", "ability": "sarnath_elder_sign", "sign": 1}),
                           SarnathElderSignDiscarded)
    assert discarded == SarnathElderSignDiscarded(CC, 1, 3) and t.state.elder_signs[CC] == (1,)
    seen_by_gc = rules.redact(discarded, GC, t.state)
    assert seen_by_gc[3] is None and rules.redact(discarded, CC, t.state)[3] == {"value": 3}
    type_name, _version, payload, _secret = to_record(discarded)
    assert "3" not in sentence(type_name, payload, None) and "worth 3" in sentence(type_name, payload, {"value": 3})


# -- Ghatanothoa -----------------------------------------------------------------------------

def _mummy_table(table, **kw):
    """Great Cthulhu holds Ghatanothoa in Asia, with Crawling Chaos's Acolytes (one on its Gate)
    and Nightgaunt, Black Goat's Acolyte and Great Cthulhu's own Acolyte there."""
    units = {AS: [(CC, "acolyte", 2), (CC, "nightgaunt", 1), (BG, "acolyte", 1), (GC, "acolyte", 1)]}
    base = dict(cards={"ghatanothoa": GC}, figures={AS: [("ghatanothoa", "ghatanothoa", 1)]}, units=units,
                gates={AS: CC}, power={GC: 6, CC: 6, BG: 6})
    return _t(table, [GC, CC, BG], **{**base, **kw})


def _mummify(t):
    return t.play(GC, {"act": "ability", "ability": "mummify"})


def test_ghatanothoa_awakens_at_a_controlled_gate_with_a_great_old_one_for_4_power(table):
    t = _awaken_at_europe(table, "ghatanothoa", 4)
    assert ev.GreatOldOneAwakened(GC, GHAT, EU, 4) in t.play(GC, {"act": "ability", "ability": "awaken_ghatanothoa",
                                                                   "area": EU})


def test_ghatanothoa_rolls_as_many_dice_as_the_enemy_has_cultists_on_the_map(table):
    from rules.engine.pieces import strength

    t = _mummy_table(table, units={AS: [(CC, "acolyte", 2)], AF: [(CC, "acolyte", 1), (BG, "acolyte", 1)]})
    assert strength(t.state, GC, CC, [GHAT]) == 3 and strength(t.state, GC, BG, [GHAT]) == 1


def test_mummify_lays_down_every_enemy_acolyte_in_his_area_for_1_power(table):
    """FAQ: Mummify names Acolyte Cultists: neither the holder's own, nor a High Priest."""
    t = _mummy_table(table, high_priests=True)
    t.state = t.state.derive(units={**t.state.units, "hp.high_priest.2": AS})
    _mummify(t)
    assert t.state.faction_data[GC]["mummified"] == ("bg.acolyte.1", "cc.acolyte.1", "cc.acolyte.2")
    assert t.state.power[GC] == 5


def _laid_down(*uids):
    """Great Cthulhu's bookkeeping with `uids` laid down by Ghatanothoa."""
    return {"faction_data": {GC: {"mummified": list(uids)}, CC: {}, BG: {}}}


def test_a_laid_down_acolyte_may_not_move(table):
    t = _mummy_table(table, first=CC, extra=_laid_down("cc.acolyte.1", "cc.acolyte.2"))
    movable = {o["unit"] for o in t.options(CC, "move")}
    assert "cc.nightgaunt.1" in movable and not movable & {"cc.acolyte.1", "cc.acolyte.2"}


def test_a_laid_down_acolyte_takes_no_part_in_a_battle(table):
    t = _mummy_table(table, first=CC, gates={}, extra=_laid_down("cc.acolyte.1"),
                     units={AS: [(CC, "acolyte", 1), (CC, "flying_polyp", 1)]})
    new = t.play(CC, {"act": "battle", "area": AS, "enemy": GC})
    assert ev.UnitsExempted(("cc.acolyte.1",)) in new
    assert t.state.battle.exempted() == ("cc.acolyte.1",)


def test_no_battle_against_a_side_whose_only_units_there_lie_down(table):
    standing = _mummy_table(table, units={AS: [(BG, "acolyte", 1)]}, gates={})
    assert {"act": "battle", "area": AS, "enemy": BG} in standing.options(GC)
    laid = _mummy_table(table, units={AS: [(BG, "acolyte", 1)]}, gates={}, extra=_laid_down("bg.acolyte.1"))
    assert {"act": "battle", "area": AS, "enemy": BG} not in laid.options(GC)


def test_a_laid_down_acolyte_gives_no_power_in_the_next_gather_power(table):
    t = _mummy_table(table)
    before = sum(power_sources(t.state, CC).values())
    _mummify(t)
    assert sum(power_sources(t.state, CC).values()) == before - 2
    assert power_sources(t.state, CC)["mummified_no_power"] == -2


def test_laid_down_acolytes_stand_up_in_the_doom_phase(table):
    t = _mummy_table(table, phase="first_player", extra=None)
    t.state = t.state.derive(faction_data={**t.state.faction_data,
                                           GC: {"mummified": ["cc.acolyte.1", "cc.acolyte.2"]}})
    _to_doom_phase(t)
    assert "mummified" not in t.state.faction_data[GC]


def test_a_laid_down_acolyte_keeps_its_gate_and_may_be_captured(table):
    t = _mummy_table(table, extra=_laid_down("cc.acolyte.1", "cc.acolyte.2"))
    assert t.state.gates[AS] == "cc.acolyte.1" and power_sources(t.state, CC)["gates"] == 2
    assert {"act": "capture", "area": AS, "enemy": CC} in t.options(GC)


def test_ghatanothoa_earns_execration_of_mu_in_a_doom_phase_with_fewer_than_6_gates_and_cultists(table):
    t = _mummy_table(table, phase="first_player")
    assert not t.state.loyalty["ghatanothoa"]["book"]
    _to_doom_phase(t)
    assert t.state.loyalty["ghatanothoa"]["book"]  # 1 Cultist, no Gate


def test_ghatanothoa_earns_execration_of_mu_as_an_action_for_4_power(table):
    many = {AS: [(GC, "acolyte", 6)]}
    t = _mummy_table(table, units=many, gates={})
    new = t.play(GC, {"act": "ability", "ability": "ghatanothoa_requirement"})
    assert ev.CardSpellbookEarned(GC, "ghatanothoa") in new and t.state.power[GC] == 2


def test_execration_of_mu_lays_down_enemy_acolytes_sharing_his_area_without_an_action(table):
    t = _mummy_table(table, cards={"ghatanothoa": (GC, True)}, gates={},
                     units={AS: [(GC, "acolyte", 1)], EU: [(CC, "acolyte", 1)]})
    assert not _ability(t, GC, "mummify")
    t.state = t.state.derive(turn=None, power={GC: 0, CC: 6, BG: 0})  # Crawling Chaos acts next
    t.state = rules.engine.engine.settle(t.state, [])
    t.play(CC, {"act": "move", "unit": "cc.acolyte.1", "to": AS})
    if t.waiting() == (CC, "move"):
        t.play(CC, {"act": "move_done"})
    assert list(t.state.faction_data[GC]["mummified"]) == ["cc.acolyte.1"]


def test_ghatanothoa_killed_returns_his_card_and_his_acolytes_stand_up(table):
    t = _mummy_table(table)
    _mummify(t)
    out = _kill(t, GHAT)
    assert ev.LoyaltyCardReturned(GC, "ghatanothoa") in out and "mummified" not in t.state.faction_data[GC]


# -- Atlach-Nacha ----------------------------------------------------------------------------

def test_atlach_nacha_awakens_at_a_controlled_gate_with_a_great_old_one_for_6_power(table):
    t = _awaken_at_europe(table, "atlach_nacha", 6)
    new = t.play(GC, {"act": "ability", "ability": "awaken_atlach_nacha", "area": EU})
    assert ev.GreatOldOneAwakened(GC, ATLACH, EU, 6) in new and t.state.power[GC] == 0


def test_atlach_nacha_rolls_4_dice(table):
    from rules.engine.pieces import strength

    t = _t(table, [GC, CC, BG], cards={"atlach_nacha": GC}, figures={EU: [("atlach_nacha", "atlach_nacha", 1)]})
    assert strength(t.state, GC, CC, [ATLACH]) == 4


def test_spinnerets_spins_one_web_in_her_area_for_1_power(table):
    t = _t(table, [GC, CC, BG], cards={"atlach_nacha": GC}, figures={EU: [("atlach_nacha", "atlach_nacha", 1)]},
              power={GC: 3, CC: 3, BG: 3})
    t.play(GC, {"act": "ability", "ability": "spinnerets"})
    assert t.state.faction_data[GC]["webs"] == (EU,) and t.state.power[GC] == 2
    t.state = t.state.derive(turn=t.state.turn.but(main_done=False))
    assert not _ability(t, GC, "spinnerets")  # Europe has its Web


def test_webs_stay_on_the_map_when_atlach_nacha_dies_and_count_for_her_next_holder(table):
    t = _t(table, [GC, CC, BG], cards={"atlach_nacha": GC}, figures={EU: [("atlach_nacha", "atlach_nacha", 1)]},
              extra={"faction_data": {GC: {"webs": [AS, EU]}, CC: {}, BG: {}}})
    _kill(t, ATLACH)
    assert t.state.loyalty["atlach_nacha"]["owner"] is None and list(t.state.faction_data[GC]["webs"]) == [AS, EU]
    from rules.neutral.pack2_atlach_nacha import webs_on_map
    assert webs_on_map(t.state) == {AS, EU}


def test_the_sixth_web_earns_cosmic_web_and_its_holder_wins_at_once(table):
    five = {GC: {"webs": [AF, AS, AU, NA, "South America"]}, CC: {}, BG: {}}
    t = _t(table, [GC, CC, BG], cards={"atlach_nacha": GC}, figures={EU: [("atlach_nacha", "atlach_nacha", 1)]},
              power={GC: 3, CC: 3, BG: 3}, doom={CC: 20}, extra={"faction_data": five})
    new = t.play(GC, {"act": "ability", "ability": "spinnerets"})
    assert ev.CardSpellbookEarned(GC, "atlach_nacha") in new
    [ended] = types_of(new, ev.GameEnded)
    assert (ended.reason, ended.result, ended.winners) == ("instant_victory", "winner", (GC,))
    assert t.state.phase == "ended"


# -- every card in random games --------------------------------------------------------------

def _held_start(game: int) -> list:
    """A game of 3 to 5 seats with the pack's cards in it: most held by some faction (the figure
    somewhere on the map, the Spellbook on the card now and then, but Cosmic Web, which would end
    the game at once), the others in the supply; Cultists spread over the map."""
    rng = random.Random(game)
    seats = seats_for(3 + game % 3, game, None)
    base = rules.replay(answer_set_up(rules.new_game(
        {"seats": seats, "sandbox": True, "loyalty_cards": [c.name for c in CARDS]}, game_seed("pack2", game))))
    doc = json.loads(json.dumps(rules.to_position(base)))
    areas = sorted(base.map.areas)
    for uid, where in doc["units"].items():
        if where != "pool" and rng.random() < 0.4:
            doc["units"][uid] = rng.choice(areas)
    doc["gates"] = {a: u for a, u in doc["gates"].items() if doc["units"].get(u) == a}
    for i, card in enumerate(CARDS):
        if rng.random() < 0.25:
            continue
        owner = base.order[(i + game) % len(base.order)]
        doc["loyalty"][card.name] = {"owner": owner, "book": card.name != "atlach_nacha" and rng.random() < 0.5}
        for uid in figures(card):
            doc.setdefault("owners", {})[uid] = owner
            doc["units"][uid] = rng.choice(areas)
    for faction in base.order:
        doc["power"][faction] = rng.randint(6, 16)
        doc["elder_signs"][faction] = [rng.randint(1, 2)] if rng.random() < 0.5 else []
    return rules.start_from_position(doc, game_seed("pack2", game))


@pytest.mark.parametrize("game", range(6))
def test_random_games_with_the_pack_2_cards_end_and_replay_to_the_same_state(game):
    events = _held_start(game)
    state, bot = rules.replay(events), RandomBot(f"pack2:{game}")
    while state.phase != "ended" and len(events) < 6000:
        seat = rules.pending(state)[0]["seat"]
        new, state = rules.decide_and_apply(state, seat, bot.choose(state, seat))
        events += new
    assert state.phase == "ended"
    assert rules.replay(events) == state
    for type_name, _version, payload, secret in map(to_record, events):
        assert sentence(type_name, payload, secret).strip()
