"""The Cosmic Terrors and the Cacodemon (rules/neutral/terrors.py; master rulebook, Terrors, EN
3035-3094; FAQ EN 5537-5545)."""
from __future__ import annotations

from card_play import ability
from sandbox import types_of

from rules.engine import events as ev
from rules.engine.phases import power_sources
from rules.engine.registry import card

GC, CC, BG, WW = "great_cthulhu", "crawling_chaos", "black_goat", "windwalker"
YITH, QUACHIL, DHOLE, CACO = "great_race_of_yith", "quachil_uttaus", "dhole", "cacodemon"
YITHIAN, QU, DHOLE_FIG, CACO_FIG = "yith.great_race.1", "quachil.quachil_uttaus.1", "dhole.dhole.1", "caco.cacodemon.1"


def _ritual_turn(table, name):
    return table([CC, BG, GC], cards={name: None}, first=CC, phase="doom",
                 units={"South Pacific": [(CC, "acolyte", 1)], "Asia": [(BG, "acolyte", 1)]},
                 gates={"South Pacific": CC}, power={GC: 8, CC: 8, BG: 8}, doom={GC: 4, CC: 4, BG: 4},
                 extra={"doom_phase": {"queue": [CC, BG, GC], "cursor": 0, "gates_done": True,
                                       "ritual_done": False}})


def _play_until(t, done, limit=30):
    """Pass every window, else take the first option no ability makes, until `done()`."""
    for _ in range(limit):
        if done():
            return
        seat = t.waiting()[0]
        offered = t.options(seat)
        t.play(seat, next((o for o in offered if o["act"] == "window_pass"), None)
               or next(o for o in offered if o["act"] not in ("standing_answer", "ability")))
    raise AssertionError("not reached")


def _answer(t, seat):
    return t.options(seat, "answer")


# -- every Terror --------------------------------------------------------------------------------

def test_each_terror_is_bought_for_2_doom_and_2_power_its_figure_at_a_controlled_gate(table):
    for name, uid in ((YITH, YITHIAN), (QUACHIL, QU), (DHOLE, DHOLE_FIG), (CACO, CACO_FIG)):
        t = _ritual_turn(table, name)
        t.play(CC, {"act": "ability", "ability": f"buy_{name}", "area": "South Pacific"})
        assert (t.state.doom[CC], t.state.power[CC]) == (2, 6)
        assert t.state.units[uid] == "South Pacific" and t.state.loyalty[name]["owner"] == CC


def test_a_terror_is_summoned_again_for_4_at_its_holders_gate(table):
    t = table([GC, CC], cards={DHOLE: GC}, units={"Asia": [(GC, "acolyte", 1)]}, gates={"Asia": GC},
              power={GC: 4, CC: 4})
    t.play(GC, {"act": "summon", "unit_type": DHOLE, "area": "Asia"})
    assert t.state.power[GC] == 0 and t.state.units[DHOLE_FIG] == "Asia"


def test_the_dhole_is_not_advised_for_two_players():
    assert "two-player" in card(DHOLE).two_player


# -- Great Race of Yith: Possession ------------------------------------------------------------------

def _yith_table(table, units, **kw):
    return table([GC, CC, BG], cards={YITH: GC}, figures={"Asia": [(YITH, "great_race", 1)]}, units=units,
                 power={GC: 4, CC: 4, BG: 4}, **kw)


def test_possession_captures_a_cultist_a_monster_and_a_great_old_one_protect(table):
    t = _yith_table(table, {"Asia": [(CC, "acolyte", 1), (CC, "hunting_horror", 1), (CC, "nyarlathotep", 1)]})
    assert {"act": "capture", "area": "Asia", "enemy": CC} in t.options(GC)


def test_without_the_yithian_a_terror_does_not_capture_past_a_monster(table):
    t = table([GC, CC, BG], cards={QUACHIL: GC}, figures={"Asia": [(QUACHIL, QUACHIL, 1)]},
              units={"Asia": [(CC, "acolyte", 1), (CC, "hunting_horror", 1)]}, power={GC: 4})
    assert not t.options(GC, "capture")


def test_possession_captures_regardless_of_ferox(table):
    units = {"Asia": [(WW, "acolyte", 1)], "Europe": [(WW, "ithaqua", 1)]}
    t = table([GC, WW], cards={YITH: GC}, figures={"Asia": [(YITH, "great_race", 1)]}, units=units,
              power={GC: 4, WW: 4})
    assert {"act": "capture", "area": "Asia", "enemy": WW} in t.options(GC)


def test_each_cultist_the_yithian_captured_gives_1_power_more_in_gather_power(table):
    t = _yith_table(table, {"Asia": [(CC, "acolyte", 1), (CC, "hunting_horror", 1)]})
    t.play(GC, {"act": "capture", "area": "Asia", "enemy": CC})
    assert t.state.units["cc.acolyte.1"] == "captured:" + GC
    sources = power_sources(t.state, GC)
    assert sources["captured_cultists"] == 1 and sources["possession"] == 1


def test_possession_adds_to_the_base_reward_whatever_it_is(table):
    """FAQ EN 5537-5539: Possession adds 1 to the base reward (a Soulless Cultist's 0 makes 1): the
    extra Power is a source of its own, never a multiple of the base one."""
    t = _yith_table(table, {}, captured={GC: [(CC, "acolyte", 1)]},
                    extra={"faction_data": {GC: {"possessed": ["cc.acolyte.1"]}, CC: {}, BG: {}}})
    assert power_sources(t.state, GC)["possession"] == 1


def test_a_cultist_captured_where_the_yithian_is_not_gives_no_extra_power(table):
    t = _yith_table(table, {"Europe": [(CC, "acolyte", 1), (GC, "cthulhu", 1)]})
    t.play(GC, {"act": "capture", "area": "Europe", "enemy": CC})
    assert power_sources(t.state, GC)["possession"] == 0


# -- Quachil Uttaus: Dust to Dust ----------------------------------------------------------------

def _dust_battle(table, quachil_area="Europe"):
    """Great Cthulhu's Shoggoth (and Quachil Uttaus) Kill both of Crawling Chaos' Acolytes."""
    units = {"Europe": [(GC, "shoggoth", 1), (CC, "acolyte", 2)]}
    t = table([GC, CC, BG], cards={QUACHIL: GC}, figures={quachil_area: [(QUACHIL, QUACHIL, 1)]}, units=units,
              power={GC: 4, CC: 4, BG: 4}, dice=[6, 6, 1])
    t.play(GC, {"act": "battle", "area": "Europe", "enemy": CC})
    return t


def test_dust_to_dust_asks_the_enemy_to_remove_a_lost_unit_or_give_an_elder_sign(table):
    t = _dust_battle(table)
    offered = _answer(t, CC)
    assert {"act": "answer", "ability": "dust_to_dust", "pay": "elder_sign"} in offered
    assert {"act": "answer", "ability": "dust_to_dust", "pay": "remove_unit", "unit": "cc.acolyte.1"} in offered


def test_dust_to_dust_removes_the_chosen_unit_from_the_game(table):
    t = _dust_battle(table)
    t.play(CC, {"act": "answer", "ability": "dust_to_dust", "pay": "remove_unit", "unit": "cc.acolyte.1"})
    assert t.state.units["cc.acolyte.1"] == "out_of_play" and t.state.units["cc.acolyte.2"] == "pool"
    assert not t.state.elder_signs.get(GC)


def test_dust_to_dust_may_give_its_holder_one_elder_sign_instead(table):
    t = _dust_battle(table)
    events = t.play(CC, {"act": "answer", "ability": "dust_to_dust", "pay": "elder_sign"})
    assert len(types_of(events, ev.ElderSignDrawn)) == 1 and len(t.state.elder_signs[GC]) == 1


def test_dust_to_dust_needs_quachil_uttaus_in_the_battle(table):
    t = _dust_battle(table, quachil_area="Asia")
    assert not _answer(t, CC) and t.state.battle is None


# -- Dhole: Planetary Destruction ----------------------------------------------------------------

def _dhole_killed(table):
    units = {"Europe": [(CC, "hunting_horror", 2)]}
    t = table([CC, GC, BG], cards={DHOLE: GC}, figures={"Europe": [(DHOLE, DHOLE, 1)]}, units=units,
              power={GC: 4, CC: 4, BG: 4}, doom={CC: 5}, dice=[6, 1, 1, 1] + [1, 1, 1, 1, 1])
    events = t.play(CC, {"act": "battle", "area": "Europe", "enemy": GC})
    return t, events


def test_a_killed_dhole_gives_its_holder_2_elder_signs(table):
    t, events = _dhole_killed(table)
    assert t.state.units[DHOLE_FIG] == "pool"
    assert [e.faction for e in types_of(events, ev.ElderSignDrawn)] == [GC, GC]


def test_planetary_destruction_gives_the_enemy_2_doom_or_2_power_as_the_holder_chooses(table):
    t, _ = _dhole_killed(table)
    assert {o["gain"] for o in _answer(t, GC)} == {"doom", "power"}
    t.play(GC, {"act": "answer", "ability": "planetary_destruction", "gain": "doom"})
    assert t.state.doom[CC] == 7
    t, _ = _dhole_killed(table)
    before = t.state.power[CC]
    t.play(GC, {"act": "answer", "ability": "planetary_destruction", "gain": "power"})
    assert t.state.power[CC] == before + 2


def test_the_dhole_keeps_its_card_when_killed(table):
    t, _ = _dhole_killed(table)
    assert t.state.loyalty[DHOLE]["owner"] == GC


# -- Cacodemon: Cosmic Terror --------------------------------------------------------------------

def _caco_table(table, units, **kw):
    return table([CC, GC, BG], cards={CACO: GC}, figures={"Europe": [(CACO, CACODEMON_UNIT, 1)]}, units=units,
                 power={GC: 4, CC: 6, BG: 4}, **kw)


CACODEMON_UNIT = "cacodemon"


def _moves_to(t, seat, uid):
    return {o["to"] for o in t.options(seat, "move") if o["unit"] == uid}


def test_no_enemy_unit_moves_into_the_cacodemons_area_alone(table):
    t = _caco_table(table, {"Asia": [(CC, "acolyte", 1)]})
    assert "Europe" not in _moves_to(t, CC, "cc.acolyte.1") and "Africa" in _moves_to(t, CC, "cc.acolyte.1")


def test_a_great_old_one_moves_in_and_the_units_moving_with_it_may_follow(table):
    t = _caco_table(table, {"Asia": [(CC, "acolyte", 1), (CC, "nyarlathotep", 1)]})
    assert "Europe" in _moves_to(t, CC, "cc.nyarlathotep.1")
    t.play(CC, {"act": "move", "unit": "cc.nyarlathotep.1", "to": "Europe"})
    assert "Europe" in _moves_to(t, CC, "cc.acolyte.1")


def test_a_great_old_one_already_in_the_cacodemons_area_does_not_escort(table):
    """FAQ EN 5543-5545."""
    t = _caco_table(table, {"Asia": [(CC, "acolyte", 1)], "Europe": [(CC, "nyarlathotep", 1)]})
    assert "Europe" not in _moves_to(t, CC, "cc.acolyte.1")


def test_the_cacodemons_holder_moves_its_own_units_in_freely(table):
    t = table([GC, CC, BG], cards={CACO: GC}, figures={"Europe": [(CACO, CACODEMON_UNIT, 1)]},
              units={"Asia": [(GC, "acolyte", 1)]}, power={GC: 4})
    assert "Europe" in _moves_to(t, GC, "gc.acolyte.1")


def test_a_pained_enemy_unit_may_not_retreat_into_the_cacodemons_area(table):
    """FAQ EN 5543-5545: no Pain into the Cacodemon's Area without a Great Old One."""
    units = {"Asia": [(BG, "dark_young", 1), (CC, "acolyte", 1)]}
    t = table([BG, CC, GC], cards={CACO: GC}, figures={"Europe": [(CACO, CACODEMON_UNIT, 1)]}, units=units,
              power={BG: 4, CC: 4, GC: 4}, dice=[4, 1])
    t.play(BG, {"act": "battle", "area": "Asia", "enemy": CC})
    retreats = {o["to"] for o in t.options(CC, "retreat")}
    assert retreats and "Europe" not in retreats


def _arctic_battle(table, defenders, dice):
    """Crawling Chaos Battles Great Cthulhu in the Arctic Ocean, its units in every other Area
    next to it but Europe, where Black Goat's Cacodemon stands."""
    units = {"Arctic Ocean": [(CC, "hunting_horror", 1)] + defenders, "Asia": [(CC, "acolyte", 1)],
             "North America": [(CC, "acolyte", 1)], "North Atlantic": [(CC, "acolyte", 1)],
             "North Pacific": [(CC, "acolyte", 1)]}
    t = table([CC, GC, BG], cards={CACO: BG}, figures={"Europe": [(CACO, CACODEMON_UNIT, 1)]}, units=units,
              power={BG: 4, CC: 4, GC: 4}, dice=dice)
    events = t.play(CC, {"act": "battle", "area": "Arctic Ocean", "enemy": GC})
    return t, events


def test_a_great_old_one_retreating_into_the_cacodemons_area_lets_the_other_pained_units_follow(table):
    t, _ = _arctic_battle(table, [(GC, "acolyte", 1), (GC, "cthulhu", 1)], [4, 4] + [1] * 6)
    _play_until(t, lambda: t.state.battle is None)
    retreated = types_of(t.events, ev.UnitRetreated)
    assert [(e.unit, e.to) for e in retreated] == [("gc.cthulhu.1", "Europe"), ("gc.acolyte.1", "Europe")]


def test_a_pained_unit_with_no_area_open_to_it_is_eliminated_as_any_blocked_retreat(table):
    t, _ = _arctic_battle(table, [(GC, "acolyte", 1)], [4, 1])
    assert ev.UnitEliminated("gc.acolyte.1", "Arctic Ocean", "retreat_blocked") in t.events


def test_dust_to_dust_counts_when_quachil_uttaus_dies_in_the_battle_too(table):
    units = {"Europe": [(GC, "shoggoth", 1), (CC, "acolyte", 1), (CC, "hunting_horror", 1)]}
    t = table([GC, CC, BG], cards={QUACHIL: GC}, figures={"Europe": [(QUACHIL, QUACHIL, 1)]}, units=units,
              power={GC: 4, CC: 4, BG: 4}, dice=[6, 6, 1] + [6, 6])
    t.play(GC, {"act": "battle", "area": "Europe", "enemy": CC})
    _play_until(t, lambda: bool(_answer(t, CC)))
    assert t.state.units[QU] == "pool"
    assert {o["pay"] for o in _answer(t, CC)} == {"remove_unit", "elder_sign"}


def test_cosmic_terror_closes_nothing_while_the_cacodemon_waits_in_the_pool(table):
    t = table([CC, GC, BG], cards={CACO: GC}, units={"Asia": [(CC, "acolyte", 1)]}, power={CC: 4})
    assert "Europe" in _moves_to(t, CC, "cc.acolyte.1")


def test_the_yithian_captures_nothing_from_an_area_it_is_not_in(table):
    t = _yith_table(table, {"Europe": [(CC, "acolyte", 1), (CC, "hunting_horror", 1), (GC, "shoggoth", 1)]})
    assert not t.options(GC, "capture")


def _seek_table(table, caco_area):
    units = {"Europe": [(CC, "flying_polyp", 1), (GC, "acolyte", 1)], "Asia": [(CC, "hunting_horror", 1)]}
    t = table([CC, GC, BG], cards={CACO: BG}, figures={caco_area: [(CACO, CACODEMON_UNIT, 1)]}, units=units,
              spellbooks={CC: 5}, power={CC: 4, GC: 4, BG: 4})
    t.play(CC, {"act": "battle", "area": "Europe", "enemy": GC})
    return ability(t, CC, "seek_and_destroy")


def test_cosmic_terror_stops_a_movement_ability_seek_and_destroy(table):
    assert _seek_table(table, "Africa")
    assert not _seek_table(table, "Europe")


def test_a_cultist_the_yithian_once_captured_pays_no_extra_when_captured_again_without_it(table):
    t = _yith_table(table, {"Europe": [(CC, "acolyte", 1), (GC, "cthulhu", 1)]},
                    extra={"faction_data": {GC: {"possessed": ["cc.acolyte.1"]}, CC: {}, BG: {}}})
    t.play(GC, {"act": "capture", "area": "Europe", "enemy": CC})
    assert power_sources(t.state, GC)["possession"] == 0 and not t.state.faction_data[GC]["possessed"]
