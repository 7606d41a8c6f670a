"""Neutral Monsters of the Azathoth expansion (master rulebook, Azathoth EN 3295-3379; Neutral
Monsters EN 2979-3033; FAQ EN 5491-5495 on Mind Control, EN 5525 on the Shambler and Desecrate)."""
from __future__ import annotations

from card_play import ability
from sandbox import types_of

from rules.engine import events as ev
from rules.engine.content import Hook
from rules.engine.holdings import abilities_on
from rules.engine.loyalty import card_lost
from rules.engine.mind_control import mind_controlled
from rules.engine.state import spec_of

CC, BG, GC, YS, SL, WW = "crawling_chaos", "black_goat", "great_cthulhu", "yellow_sign", "sleeper", "windwalker"
ET = "elder_thing"
SHAMBLER = "dimensional_shambler"
ARCTIC = "Arctic Ocean"


def _books(factions, books):
    return {f: [[slot, name] for slot, name in enumerate(books.get(f, ()))] for f in factions}


def _names(state, faction, hook):
    return {a.name for a in abilities_on(state, faction, hook)}


def elder_thing_at(area, holder=CC, n=1):
    return {"cards": {ET: holder}, "figures": {area: [(ET, "elder_thing", n)]}}


# -- buying -----------------------------------------------------------------------------------

def test_an_elder_thing_is_bought_for_2_doom_with_its_first_figure_at_a_controlled_gate(table):
    t = table([CC, BG, GC], cards={ET: None}, first=CC, phase="doom",
              units={"South Pacific": [(CC, "acolyte", 1)]}, gates={"South Pacific": CC},
              power={CC: 8, BG: 8, GC: 8}, doom={CC: 4, BG: 4, GC: 4},
              extra={"doom_phase": {"queue": [CC, BG, GC], "cursor": 0, "gates_done": True, "ritual_done": False}})
    t.play(CC, {"act": "ability", "ability": "buy_elder_thing", "area": "South Pacific"})
    assert t.state.units["elder_thing.elder_thing.1"] == "South Pacific" and t.state.doom[CC] == 2


# -- Mind Control: Great Cthulhu -------------------------------------------------------------------

def _cthulhu_battle(table, et_area, holder=CC):
    units = {"Asia": [(GC, "cthulhu", 1), (CC, "acolyte", 1), (CC, "nightgaunt", 1)]}
    t = table([GC, CC], units=units, power={GC: 2, CC: 1}, dice=[1] * 20, **elder_thing_at(et_area, holder))
    t.play(GC, {"act": "battle", "area": "Asia", "enemy": CC})
    return t


def test_cthulhu_cannot_devour_in_an_enemy_elder_things_area(table):
    """FAQ EN 5493: in an Elder Thing's Area, Cthulhu can't Devour."""
    assert {"act": "ability", "ability": "devour"} not in _cthulhu_battle(table, "Asia").options(GC)


def test_cthulhu_devours_when_the_elder_thing_is_elsewhere(table):
    assert {"act": "ability", "ability": "devour"} in _cthulhu_battle(table, "Europe").options(GC)


def test_an_elder_thing_of_cthulhus_own_faction_controls_nothing(table):
    """Mind Control works on an enemy Great Old One only."""
    assert {"act": "ability", "ability": "devour"} in _cthulhu_battle(table, "Asia", holder=GC).options(GC)


def test_cthulhu_may_still_submerge_and_gain_yha_nthlei_as_those_are_spellbooks(table):
    """FAQ EN 5493: Submerge and Y'ha Nthlei are Spellbooks, not Great Old One abilities."""
    t = table([GC, CC], units={"South Pacific": [(GC, "cthulhu", 1)]}, power={GC: 2, CC: 1},
              extra={"spellbooks": _books([GC, CC], {GC: ["Submerge", "Y'ha Nthlei"]})},
              **elder_thing_at("South Pacific"))
    assert mind_controlled(t.state, "gc.cthulhu.1")
    assert {"act": "ability", "ability": "submerge"} in t.options(GC)
    assert "y'ha_nthlei" in _names(t.state, GC, Hook.GATHER_POWER)
    assert "devour" not in _names(t.state, GC, Hook.PRE_BATTLE)


# -- Mind Control: the other factions' Great Old Ones ----------------------------------------------

def test_nyarlathotep_cannot_use_harbinger_in_an_elder_things_area(table):
    """FAQ EN 5493: Nyarlathotep can't use Harbinger."""
    t = table([CC, GC], units={"Asia": [(CC, "nyarlathotep", 1)]}, power={CC: 2, GC: 2},
              **elder_thing_at("Asia", holder=GC))
    assert "harbinger" not in _names(t.state, CC, Hook.POST_BATTLE)
    t = table([CC, GC], units={"Asia": [(CC, "nyarlathotep", 1)]}, power={CC: 2, GC: 2},
              **elder_thing_at("Europe", holder=GC))
    assert "harbinger" in _names(t.state, CC, Hook.POST_BATTLE)


def _shub(table, shub_area, et_area):
    units = {shub_area: [(BG, "shub_niggurath", 1)], "Asia": [(CC, "acolyte", 1)], "Europe": [(CC, "acolyte", 1)]}
    return table([BG, CC], units=units, power={BG: 2, CC: 2}, **elder_thing_at(et_area))


def test_shub_niggurath_cannot_avatar_out_of_an_elder_things_area(table):
    """FAQ EN 5493: Shub-Niggurath can't Avatar out of an Area containing an Elder Thing."""
    assert not ability(_shub(table, "Africa", "Africa"), BG, "avatar")


def test_shub_niggurath_may_avatar_into_an_elder_things_area(table):
    """FAQ EN 5493: she is not in that Area as she uses Avatar."""
    t = _shub(table, "Africa", "Asia")
    assert {"act": "ability", "ability": "avatar", "area": "Asia", "owner": CC} in t.options(BG)
    t.play(BG, {"act": "ability", "ability": "avatar", "area": "Asia", "owner": CC})
    t.play(CC, {"act": "answer", "ability": "avatar_swap", "unit": "cc.acolyte.1"})
    assert t.state.units["bg.shub_niggurath.1"] == "Asia"


def test_tsathoggua_cannot_use_lethargy_in_an_elder_things_area(table):
    """FAQ EN 5495: Tsathoggua in an Elder Thing's Area can't use Lethargy."""
    t = table([SL, GC, CC], units={"North America": [(SL, "tsathoggua", 1)]}, power={SL: 2, GC: 2, CC: 2},
              **elder_thing_at("North America"))
    assert not ability(t, SL, "lethargy")
    t = table([SL, GC, CC], units={"North America": [(SL, "tsathoggua", 1)]}, power={SL: 2, GC: 2, CC: 2},
              **elder_thing_at("Europe"))
    assert ability(t, SL, "lethargy")


def test_ferox_is_off_for_every_cultist_while_ithaqua_shares_an_elder_things_area(table):
    """FAQ EN 5495: with Ithaqua in an Elder Thing's Area, Ferox is in effect for none of his Cultists."""
    units = {"Europe": [(WW, "acolyte", 1), (GC, "deep_one", 1)], ARCTIC: [(WW, "ithaqua", 1)]}
    t = table([WW, GC, CC], units=units, power={WW: 1, GC: 2, CC: 1}, first=GC, **elder_thing_at(ARCTIC, GC))
    assert {"act": "capture", "area": "Europe", "enemy": WW} in t.options(GC, "capture")


def test_ferox_holds_when_the_elder_thing_shares_only_a_cultists_area(table):
    """FAQ EN 5495: an Elder Thing merely in a Windwalker Cultist's Area, not Ithaqua's: Ferox stands."""
    units = {"Europe": [(WW, "acolyte", 1), (GC, "deep_one", 1)], ARCTIC: [(WW, "ithaqua", 1)]}
    t = table([WW, GC, CC], units=units, power={WW: 1, GC: 2, CC: 1}, first=GC, **elder_thing_at("Europe", GC))
    assert t.options(GC, "capture") == []


def test_the_king_in_yellow_cannot_desecrate_in_an_elder_things_area(table):
    """FAQ EN 5495: the King in Yellow can't Desecrate (so Third Eye has nothing to work on)."""
    units = {"Africa": [(YS, "king_in_yellow", 1)], "Asia": [(YS, "hastur", 1)]}
    t = table([YS, GC, CC], units=units, power={YS: 4}, extra={"spellbooks": _books([YS, GC, CC], {YS: ["Third Eye"]})},
              **elder_thing_at("Africa"))
    assert not ability(t, YS, "desecrate")
    t = table([YS, GC, CC], units=units, power={YS: 4}, **elder_thing_at("Europe"))
    assert ability(t, YS, "desecrate")


def test_hastur_loses_vengeance_but_not_his_spellbooks_in_an_elder_things_area(table):
    t = table([YS, GC, CC], units={"Asia": [(YS, "hastur", 1)]}, power={YS: 4},
              extra={"spellbooks": _books([YS, GC, CC], {YS: ["Passion"]})}, **elder_thing_at("Asia"))
    assert "vengeance" not in _names(t.state, YS, Hook.PRE_BATTLE)
    assert "passion_lost" in _names(t.state, YS, Hook.UNIT_LOST)


def test_rhan_tegoth_cannot_use_eternal_in_an_elder_things_area(table):
    t = table([WW, GC], units={"Asia": [(WW, "rhan_tegoth", 1)]}, power={WW: 2, GC: 2},
              **elder_thing_at("Asia", GC))
    assert "eternal" not in _names(t.state, WW, Hook.POST_BATTLE)


# -- Mind Control: Independent Great Old Ones ------------------------------------------------------

def test_abhoth_may_put_filth_in_an_elder_things_area_while_he_stands_elsewhere(table):
    """FAQ EN 5495: Abhoth could put a Filth token in an Elder Thing's Area, so long as he himself
    does not share an Area with one."""
    cards = {"abhoth": GC, ET: CC}
    t = table([GC, CC], power={GC: 2, CC: 2}, cards=cards,
              figures={"Asia": [("abhoth", "abhoth", 1)], "Europe": [(ET, "elder_thing", 1)]})
    assert {"act": "ability", "ability": "filth", "area": "Europe"} in t.options(GC)
    t = table([GC, CC], power={GC: 2, CC: 2}, cards=cards,
              figures={"Asia": [("abhoth", "abhoth", 1), (ET, "elder_thing", 1)]})
    assert not ability(t, GC, "filth")


def test_cthugha_cannot_use_fire_vampires_nor_so_firestorm_in_an_elder_things_area(table):
    """FAQ EN 5495: a similar effect happens to Cthugha with Firestorm."""
    t = table([GC, CC], power={GC: 2, CC: 2}, cards={"cthugha": (GC, True), ET: CC},
              figures={"Asia": [("cthugha", "cthugha", 1), (ET, "elder_thing", 1)]})
    assert "fire_vampires" not in _names(t.state, GC, Hook.POST_BATTLE)


def test_ghatanothoa_cannot_mummify_in_an_elder_things_area(table):
    units = {"Asia": [(CC, "acolyte", 1)]}
    kw = dict(units=units, power={GC: 2, CC: 2})
    t = table([GC, CC], cards={"ghatanothoa": GC, ET: CC},
              figures={"Asia": [("ghatanothoa", "ghatanothoa", 1), (ET, "elder_thing", 1)]}, **kw)
    assert not ability(t, GC, "mummify")
    t = table([GC, CC], cards={"ghatanothoa": GC, ET: CC},
              figures={"Asia": [("ghatanothoa", "ghatanothoa", 1)], "Europe": [(ET, "elder_thing", 1)]}, **kw)
    assert ability(t, GC, "mummify")


def test_with_execration_of_mu_ghatanothoa_lays_nobody_down_in_an_elder_things_area(table):
    """FAQ EN 5495: likewise Ghatanothoa with Execration of Mu."""
    from rules.neutral.pack2_ghatanothoa import upkeep

    t = table([GC, CC], units={"Asia": [(CC, "acolyte", 1)]}, power={GC: 2, CC: 2},
              cards={"ghatanothoa": (GC, True), ET: CC},
              figures={"Asia": [("ghatanothoa", "ghatanothoa", 1), (ET, "elder_thing", 1)]})
    assert upkeep(t.state, GC, None, None) == []


def test_bokrugs_holder_loses_the_card_when_bokrug_dies_in_an_elder_things_area(table):
    """FAQ EN 5493: the player controlling Bokrug could lose his Loyalty Card (Ghosts of Ib is
    Bokrug's own ability)."""
    t = table([GC, CC], power={GC: 2, CC: 2}, cards={"bokrug": GC, ET: CC}, figures={"Asia": [(ET, "elder_thing", 1)]})
    assert card_lost(t.state, ev.UnitKilled("bk.bokrug.1", "Asia")) == [ev.LoyaltyCardReturned(GC, "bokrug")]
    assert card_lost(t.state, ev.UnitKilled("bk.bokrug.1", "Europe")) == []


def test_an_independents_own_ability_is_off_but_its_spellbook_works(table):
    """FAQ EN 5493: Mind Control works on Independents, on their special abilities, not their
    Spellbooks (the faction Great Old Ones as Independents: Devour is that card's Spellbook)."""
    t = table([GC, CC], power={GC: 2, CC: 2}, cards={"atlach_nacha": GC, "independent_cthulhu": (GC, True), ET: CC},
              figures={"Asia": [("atlach_nacha", "atlach_nacha", 1), (ET, "elder_thing", 1),
                                ("independent_cthulhu", "independent_cthulhu", 1)]})
    assert not ability(t, GC, "spinnerets")
    assert "independent_the_stars_are_right" not in _names(t.state, GC, Hook.DOOM_PHASE_START)
    assert "independent_devour" in _names(t.state, GC, Hook.PRE_BATTLE)


def test_every_faction_great_old_ones_own_ability_is_marked_for_mind_control():
    """Each faction Great Old One's special ability names its Great Old One (Ability.great_old_one)."""
    marked = {(f, a.name): a.great_old_one for f in (GC, CC, BG, YS, SL, WW)
              for a in spec_of(f).abilities if a.great_old_one}
    assert marked == {(GC, "devour"): "cthulhu", (CC, "harbinger"): "nyarlathotep",
                      (BG, "avatar"): "shub_niggurath", (YS, "desecrate"): "king_in_yellow",
                      (YS, "vengeance"): "hastur", (SL, "lethargy"): "tsathoggua",
                      (WW, "ferox"): "ithaqua", (WW, "eternal"): "rhan_tegoth"}


# -- Dimensional Shambler: Walk Between Worlds -----------------------------------------------------

def _shambler_ritual_turn(table):
    return table([CC, BG, GC], cards={SHAMBLER: None}, first=CC, phase="doom",
                 units={"South Pacific": [(CC, "acolyte", 1)]}, gates={"South Pacific": CC},
                 power={CC: 8, BG: 8, GC: 8}, doom={CC: 4, BG: 4, GC: 4},
                 extra={"doom_phase": {"queue": [CC, BG, GC], "cursor": 0, "gates_done": True,
                                       "ritual_done": False}})


def test_a_bought_shambler_goes_onto_its_buyers_faction_card(table):
    t = _shambler_ritual_turn(table)
    assert {"act": "ability", "ability": "buy_dimensional_shambler"} in t.options(CC)
    t.play(CC, {"act": "ability", "ability": "buy_dimensional_shambler"})
    assert t.state.units["shambler.dimensional_shambler.1"] == "off_map:card:" + CC
    assert t.state.loyalty[SHAMBLER]["owner"] == CC and t.state.doom[CC] == 2


def _shamblers(table, on_card=1, power=4):
    t = table([GC, CC], cards={SHAMBLER: GC}, units={"South Pacific": [(GC, "acolyte", 1)],
                                                     "Asia": [(CC, "acolyte", 1)]},
              gates={"South Pacific": GC}, power={GC: power, CC: 4})
    if on_card:
        from rules import to_position, start_from_position, replay
        from sandbox import SEED

        doc = to_position(t.state)
        for n in range(1, on_card + 1):
            doc["units"][f"shambler.dimensional_shambler.{n}"] = "off_map:card:" + GC
        t.events = start_from_position(doc, SEED, None)
        t.state = replay(t.events)
    return t


def test_a_summoned_shambler_goes_onto_its_holders_faction_card(table):
    t = _shamblers(table, on_card=0)
    new = t.play(GC, {"act": "summon", "unit_type": "dimensional_shambler", "area": "South Pacific"})
    assert ev.MonsterSummoned(GC, "shambler.dimensional_shambler.1", "South Pacific", 2) in new
    assert t.state.units["shambler.dimensional_shambler.1"] == "off_map:card:" + GC
    assert t.state.power[GC] == 2


def test_after_any_action_the_holder_drops_a_waiting_shambler_into_any_area(table):
    t = _shamblers(table, on_card=1)
    t.play(GC, {"act": "recruit", "unit_type": "acolyte", "area": "South Pacific"})
    assert t.waiting() == (GC, "window")
    assert {"act": "ability", "ability": "walk_between_worlds", "area": "Asia"} in t.options(GC)
    t.play(GC, {"act": "ability", "ability": "walk_between_worlds", "area": "Asia"})
    assert t.state.units["shambler.dimensional_shambler.1"] == "Asia"


def test_several_waiting_shamblers_may_drop_into_several_areas_after_one_action(table):
    t = _shamblers(table, on_card=2)
    t.play(GC, {"act": "recruit", "unit_type": "acolyte", "area": "South Pacific"})
    t.play(GC, {"act": "ability", "ability": "walk_between_worlds", "area": "Asia"})
    assert t.waiting() == (GC, "walk_between_worlds")
    assert {"act": "answer", "ability": "walk_between_worlds_more", "area": None} in t.options(GC)
    t.play(GC, {"act": "answer", "ability": "walk_between_worlds_more", "area": "Europe"})
    assert t.state.units["shambler.dimensional_shambler.1"] == "Asia"
    assert t.state.units["shambler.dimensional_shambler.2"] == "Europe"


def test_shamblers_may_be_dropped_after_an_enemys_action_too(table):
    t = _shamblers(table, on_card=1)
    t.play(GC, {"act": "recruit", "unit_type": "acolyte", "area": "South Pacific"})
    t.play(GC, {"act": "window_pass", "hook": "after_any_action", "index": 0})
    t.play(GC, {"act": "end_turn"})
    t.play(CC, {"act": "recruit", "unit_type": "acolyte", "area": "Asia"})
    assert t.waiting() == (GC, "window")
    assert {"act": "ability", "ability": "walk_between_worlds", "area": "Asia"} in t.options(GC)


def test_the_holder_may_stand_on_passing_unless_a_cultist_of_his_could_be_captured(table):
    t = _shamblers(table, on_card=1)
    assert {"act": "standing_answer", "hook": "after_any_action", "answer": "pass_unless",
            "condition": "my_cultist_capturable"} in t.options(GC)


def test_a_shambler_placed_by_a_desecration_attempt_appears_in_the_desecrated_area(table):
    """FAQ EN 5525 (and 5487: a Neutral Monster costing 2 or less may be placed by Desecrate)."""
    t = table([YS, GC, CC], cards={SHAMBLER: YS}, units={"Africa": [(YS, "king_in_yellow", 1)]},
              power={YS: 2}, dice=[6])
    t.play(YS, {"act": "ability", "ability": "desecrate"})
    uid = "shambler.dimensional_shambler.1"
    assert {"act": "answer", "ability": "desecrate_place", "unit": uid} in t.options(YS)
    t.play(YS, {"act": "answer", "ability": "desecrate_place", "unit": uid})
    assert t.state.units[uid] == "Africa"
    assert not types_of(t.events, ev.MonsterSummoned)


def test_the_independent_nyarlathotep_moves_only_to_adjacent_areas_under_mind_control(table):
    """Chaos (his own ability: two Areas a Move) is off in an enemy Elder Thing's Area."""
    nyarlathotep = "independent_nyarlathotep"
    t = table([BG, GC, CC], power={BG: 4, GC: 4, CC: 4}, cards={nyarlathotep: BG, ET: GC},
              figures={"Europe": [(nyarlathotep, nyarlathotep, 1), (ET, "elder_thing", 1)]})
    reach = {o["to"] for o in t.options(BG, "move") if o["unit"].endswith(".independent_nyarlathotep.1")}
    assert reach == set(t.state.map.adjacency["Europe"])
