"""Windwalker: its units' costs and Combat, set-up at a pole and never First Player at the start,
Hibernate, Rhan Tegoth with Eternal and Ithaqua with Ferox, the Spellbooks that play and the six
requirements (master rulebook, Windwalker faction chapter, FAQ and Two-Player Rules;
expansion-factions.md, Windwalker)."""
from __future__ import annotations

import pytest
from conftest import CC, GC, YS
from offered_factions import all_factions_offered
from sandbox import types_of
from seated_start import seated_start

import rules
from rules.engine import events as ev
from rules import factions
from rules.factions.windwalker.events import GateReplaced
from rules.engine.actions import summon_cost
from rules.engine.pieces import strength
from rules.engine.setup import answer_set_up
from rules.engine.state import units_in

WW = "windwalker"
ARCTIC, ANTARCTICA = "Arctic Ocean", "Antarctica"


def _ww(game, factions=(WW, GC, CC), books=None, **kw):
    """A table where Windwalker's First Player requirement is already covered by a Spellbook (Howl,
    unless the test names the book for slot 1), so being First Player asks nothing."""
    books = {WW: {1: "Howl"}} if books is None else books
    return game(list(factions), books=books, **kw)


def _ability(t, seat, name):
    return [o for o in t.options(seat, "ability") if o.get("ability") == name]


def _until_battle_over(t):
    while t.state.battle is not None:
        seat = t.waiting()[0]
        t.play(seat, next(o for o in t.options(seat) if o["act"] not in ("standing_answer",)))


# -- units -----------------------------------------------------------------------------------

def test_gnoph_keh_cost_falls_with_each_one_out(game):
    """Master rulebook, FAQ, Windwalker: the cost is the number of Gnoph-Keh still in the Pool."""
    for out, cost in ((0, 4), (1, 3), (2, 2), (3, 1)):
        units = {ARCTIC: [(WW, "acolyte", 1), (WW, "gnoph_keh", out)]}
        t = _ww(game, units=units, gates={ARCTIC: WW}, power={WW: 6, GC: 1})
        t.play(WW, {"act": "summon", "unit_type": "gnoph_keh", "area": ARCTIC})
        assert t.state.power[WW] == 6 - cost


def test_wendigo_costs_one_and_fights_with_one_gnoph_keh_with_three(game):
    """Master rulebook, Windwalker faction card: Wendigo cost 1 Combat 1; Gnoph-Keh Combat 3; Rhan
    Tegoth Combat 3."""
    t = game([WW, GC, CC], units={ARCTIC: [(WW, "wendigo", 2), (WW, "gnoph_keh", 1), (WW, "rhan_tegoth", 1)]})
    assert strength(t.state, WW, GC, units_in(t.state, ARCTIC, WW)) == 2 + 3 + 3


def test_ithaqua_fights_with_half_the_enemys_doom_rounded_up(game):
    """Master rulebook, Windwalker faction card: Ithaqua's Combat is half the Doom of the faction he
    battles, rounded up."""
    t = game([WW, GC, CC], units={ARCTIC: [(WW, "ithaqua", 1)]}, doom={GC: 7, CC: 0})
    assert strength(t.state, WW, GC, ["ww.ithaqua.1"]) == 4
    assert strength(t.state, WW, CC, ["ww.ithaqua.1"]) == 0


# -- set-up ----------------------------------------------------------------------------------

def _new(factions, **rules_options):
    seats = [{"seat": f, "faction": f} for f in factions]
    return rules.new_game({"seats": seats, "sandbox": True, "rules": rules_options}, b"a seed of sixteen bytes or more")


def test_windwalker_chooses_either_pole_after_the_other_factions():
    """Master rulebook, Windwalker, Set-up: 6 Acolytes and a Controlled Gate in a Windwalker-glyph Area
    (Arctic Ocean or Antarctica), the player's choice, after every faction but Opener of the Way. The
    game waits on that choice before the First Player is known."""
    events = _new([WW, GC, CC, YS])
    state = rules.replay(events)
    assert rules.pending(state) == [{"seat": WW, "faction": WW, "kind": "start_area"}]
    assert {e.faction for e in types_of(events, ev.FactionSetUp)} == {GC, CC, YS}
    assert not types_of(events, ev.FirstPlayerChosen)
    offered = [o.choice for o in rules.legal_options(state, WW) if o.choice["act"] == "start_area"]
    assert offered == [{"act": "start_area", "area": ARCTIC}, {"act": "start_area", "area": ANTARCTICA}]
    new, state = rules.decide_and_apply(state, WW, {"act": "start_area", "area": ANTARCTICA})
    assert new[:2] == [ev.StartAreaChosen(WW, ANTARCTICA),
                       ev.FactionSetUp(WW, ANTARCTICA, tuple(f"ww.acolyte.{n}" for n in range(1, 7)),
                                       "ww.acolyte.1", 8)]
    assert types_of(new, ev.FirstPlayerChosen) and state.faction_data[WW]["start_area"] == ANTARCTICA


def test_the_far_pole_is_the_one_windwalker_did_not_choose_at_set_up():
    """Master rulebook, Windwalker, Spellbooks: a Gate in the Windwalker-glyph Area where you did not
    start; the start is the pole chosen at set-up."""
    from rules.factions.windwalker.actions import far_pole_gate

    state = rules.replay(_new([WW, GC, CC]))
    _, state = rules.decide_and_apply(state, WW, {"act": "start_area", "area": ANTARCTICA})
    assert not far_pole_gate(state, WW)
    with_arctic_gate = state.derive(gates={**state.gates, ARCTIC: None})
    assert far_pole_gate(with_arctic_gate, WW)


def test_windwalker_is_never_the_first_player_at_the_start():
    """Master rulebook, Set Up and Windwalker: Windwalker may never be First Player at the start, even
    where the alphabetical rule or seat order would pick it."""
    for rule in ("alphabetical", "seat_order"):
        events = answer_set_up(_new([WW, YS], first_player_rule=rule))
        assert types_of(events, ev.FirstPlayerChosen)[0].faction == YS


# -- Awaken Rhan Tegoth and Ithaqua ----------------------------------------------------------

def test_rhan_tegoth_awakens_for_six_in_either_pole_without_a_gate(game):
    """Master rulebook, Windwalker, Awaken Rhan Tegoth: 6 Power, in either Windwalker-glyph Area; no
    Gate or unit of yours needed there. It meets the first requirement."""
    t = _ww(game, units={"Europe": [(WW, "acolyte", 1)]}, power={WW: 6, GC: 1})
    assert {o["area"] for o in _ability(t, WW, "awaken_rhan_tegoth")} == {ARCTIC, ANTARCTICA}
    new = t.play(WW, {"act": "ability", "ability": "awaken_rhan_tegoth", "area": ANTARCTICA})
    assert ev.GreatOldOneAwakened(WW, "ww.rhan_tegoth.1", ANTARCTICA, 6) in new
    assert t.state.power[WW] == 0 and (WW, 0) in t.state.met


def test_rhan_tegoth_needs_six_power(game):
    t = game([WW, GC, CC], units={"Europe": [(WW, "acolyte", 1)]}, power={WW: 5, GC: 1})
    assert not _ability(t, WW, "awaken_rhan_tegoth")


def test_ithaqua_needs_rhan_tegoth_awakened_before(game):
    """Master rulebook, Windwalker, Awaken Ithaqua: Rhan Tegoth must have been Awakened."""
    t = game([WW, GC, CC], units={ARCTIC: [(WW, "acolyte", 1)]}, gates={ARCTIC: WW}, power={WW: 6, GC: 1})
    assert not _ability(t, WW, "awaken_ithaqua")


def test_ithaqua_replaces_a_gate_in_a_pole_even_an_enemys(game):
    """Master rulebook, Windwalker, Awaken Ithaqua: a Gate in a Windwalker-glyph Area (it need not be
    yours), 6 Power; the Gate is destroyed and Ithaqua takes its place; its Cultist steps off. It
    meets the sixth requirement."""
    extra = {"faction_data": {WW: {"rhan_tegoth_awakened": True}, GC: {}, CC: {}}}
    t = _ww(game, units={ANTARCTICA: [(GC, "acolyte", 1)], "Europe": [(WW, "acolyte", 1)]},
            gates={ANTARCTICA: GC}, power={WW: 6, GC: 1}, extra=extra, books={WW: {1: "Howl", 2: "Ice Age"}})
    assert {o["area"] for o in _ability(t, WW, "awaken_ithaqua")} == {ANTARCTICA}
    new = t.play(WW, {"act": "ability", "ability": "awaken_ithaqua", "area": ANTARCTICA})
    assert GateReplaced(WW, ANTARCTICA) in new and ANTARCTICA not in t.state.gates
    assert t.state.units["ww.ithaqua.1"] == ANTARCTICA and t.state.units["gc.acolyte.1"] == ANTARCTICA
    assert (WW, 5) in t.state.met and t.state.power[WW] == 0


def _ithaqua_at_yog_sothoth(game, reading="pool", gate=False):
    """Yog-Sothoth stands in Antarctica (with an Abandoned Gate there too if `gate`); Rhan Tegoth has
    Awakened before; Windwalker has 6 Power."""
    extra = {"faction_data": {WW: {"rhan_tegoth_awakened": True}, OW: {}, GC: {}}}
    t = _ww(game, (WW, OW, GC), units={ANTARCTICA: [(OW, "yog_sothoth", 1)], "Europe": [(WW, "acolyte", 1)]},
            gates={ANTARCTICA: None} if gate else None, power={WW: 6, OW: 1, GC: 1}, extra=extra)
    t.state = t.state.derive(options={**t.state.options, "ithaqua_replaces_yog_sothoth": reading})
    if t.waiting() == (WW, "spellbook"):  # a Gate at the far pole meets a requirement as the table loads
        t.play(WW, t.options(WW, "place_spellbook")[0])
    return t


def test_ithaqua_may_awaken_where_yog_sothoth_is_the_only_gate_who_goes_to_his_pool(game):
    """Master rulebook, FAQ, Windwalker (lines 5387-5389): where Yog-Sothoth is the only Gate in the
    Area, he is the Gate Ithaqua replaces. Where he goes is not printed: by default he is Eliminated
    to his owner's Pool, as the Bhole Eliminates him (ruleset option ithaqua_replaces_yog_sothoth)."""
    t = _ithaqua_at_yog_sothoth(game)
    offered = _ability(t, WW, "awaken_ithaqua")
    assert offered == [{"act": "ability", "ability": "awaken_ithaqua", "area": ANTARCTICA}]
    new = t.play(WW, offered[0])
    assert ev.UnitEliminated("ow.yog_sothoth.1", ANTARCTICA, "replaced_by_ithaqua") in new
    assert not types_of(new, GateReplaced) and ANTARCTICA not in t.state.gates
    assert t.state.units["ow.yog_sothoth.1"] == "pool" and t.state.units["ww.ithaqua.1"] == ANTARCTICA
    assert (WW, 5) in t.state.met and t.state.power[WW] == 0


def test_the_table_may_leave_yog_sothoth_standing_when_ithaqua_replaces_him(game):
    """Ruleset option ithaqua_replaces_yog_sothoth (stays): the other reading of the same FAQ."""
    t = _ithaqua_at_yog_sothoth(game, "stays")
    new = t.play(WW, {"act": "ability", "ability": "awaken_ithaqua", "area": ANTARCTICA})
    assert not types_of(new, ev.UnitEliminated)
    assert t.state.units["ow.yog_sothoth.1"] == ANTARCTICA and t.state.units["ww.ithaqua.1"] == ANTARCTICA


def test_ithaqua_replaces_the_other_gate_where_yog_sothoth_is_not_the_only_one(game):
    """Master rulebook, FAQ, Windwalker: with another Gate in the Area, that Gate is the one replaced;
    Yog-Sothoth stays."""
    t = _ithaqua_at_yog_sothoth(game, gate=True)
    new = t.play(WW, {"act": "ability", "ability": "awaken_ithaqua", "area": ANTARCTICA})
    assert GateReplaced(WW, ANTARCTICA) in new and not types_of(new, ev.UnitEliminated)
    assert t.state.units["ow.yog_sothoth.1"] == ANTARCTICA and ANTARCTICA not in t.state.gates


# -- Hibernate -------------------------------------------------------------------------------

def test_hibernate_gains_a_power_per_enemy_great_old_one_and_ends_windwalkers_action_phase(game):
    """Master rulebook, Windwalker, Hibernate (Action, 0 Power): +1 Power for each enemy Great Old One
    in play; no more Actions this Phase, and the Power is kept and added to at Gather Power."""
    units = {ARCTIC: [(WW, "acolyte", 1)], "South Pacific": [(GC, "cthulhu", 1)], "Asia": [(CC, "nyarlathotep", 1)]}
    t = _ww(game, units=units, power={WW: 3, GC: 2, CC: 2})
    new = t.play(WW, {"act": "ability", "ability": "hibernate"})
    assert ev.PowerChanged(WW, 2, "hibernate") in new and t.state.power[WW] == 5
    t.play(WW, {"act": "end_turn"})
    while t.state.phase == "action":
        seat, kind = t.waiting()
        assert (seat, kind) != (WW, "turn")
        t.play(seat, next(o for o in t.options(seat) if o["act"] in ("drop_power", "end_turn", "window_pass")))
    gathered = next(e for e in t.events if isinstance(e, ev.PowerGathered) and e.faction == WW)
    assert t.state.power[WW] == 5 + gathered.amount


def test_hibernate_can_at_most_double_windwalkers_power(game):
    """Master rulebook, Windwalker, Hibernate: you cannot gain more than your current Power."""
    units = {ARCTIC: [(WW, "acolyte", 1)], "South Pacific": [(GC, "cthulhu", 1)], "Asia": [(CC, "nyarlathotep", 1)]}
    t = _ww(game, units=units, power={WW: 1, GC: 2, CC: 2})
    t.play(WW, {"act": "ability", "ability": "hibernate"})
    assert t.state.power[WW] == 2


# -- Ferox -----------------------------------------------------------------------------------

def test_ferox_enemy_monsters_cannot_capture_windwalker_cultists_while_ithaqua_is_in_play(game):
    """Master rulebook, Windwalker, Ferox: while Ithaqua is in play, enemy Monsters (and Terrors)
    cannot Capture your Cultists; an enemy Great Old One still can."""
    units = {"Europe": [(WW, "acolyte", 1), (GC, "deep_one", 1)], ARCTIC: [(WW, "ithaqua", 1)]}
    t = game([WW, GC, CC], units=units, power={WW: 1, GC: 2, CC: 1}, first=GC)
    assert t.options(GC, "capture") == []
    units["Europe"].append((GC, "cthulhu", 1))
    t = game([WW, GC, CC], units=units, power={WW: 1, GC: 2, CC: 1}, first=GC)
    assert t.options(GC, "capture")


def test_without_ithaqua_enemy_monsters_capture_as_usual(game):
    t = game([WW, GC, CC], units={"Europe": [(WW, "acolyte", 1), (GC, "deep_one", 1)]},
             power={WW: 1, GC: 2, CC: 1}, first=GC)
    assert t.options(GC, "capture")


# -- Ice Age ---------------------------------------------------------------------------------

def test_ice_age_makes_enemies_pay_one_more_to_move_into_its_area(game):
    """Master rulebook, FAQ, Windwalker, Ice Age: enemies pay +1 per Move Action into the Area; moving
    out is free; Windwalker pays nothing extra."""
    extra = {"faction_data": {WW: {"ice_age": "Europe"}, GC: {}, CC: {}}}
    units = {"North Atlantic": [(GC, "acolyte", 1), (WW, "acolyte", 1)]}
    t = game([WW, GC, CC], units=units, power={WW: 2, GC: 2, CC: 1}, books={WW: {1: "Ice Age"}}, first=GC,
             extra=extra)
    t.play(GC, {"act": "move", "unit": "gc.acolyte.1", "to": "Europe"})
    assert t.state.power[GC] == 0
    t = _ww(game, units=units, power={WW: 2, GC: 2, CC: 1}, books={WW: {1: "Ice Age"}}, extra=extra)
    t.play(WW, {"act": "move", "unit": "ww.acolyte.1", "to": "Europe"})
    assert t.state.power[WW] == 1


ICE = "Europe"
BG, OW, SL = "black_goat", "opener_of_the_way", "sleeper"


def _iced(game, acting, units, power, books=None, gates=None, data=None, ice=ICE, **kw):
    """A table of Windwalker (holding Ice Age, its token in `ice`) and `acting` (First Player, with
    `power`)."""
    seated = (WW, acting)
    faction_data = {f: dict((data or {}).get(f, {})) for f in seated}
    faction_data[WW]["ice_age"] = ice
    return game(list(seated), units=units, gates=gates, books={WW: {1: "Ice Age"}, **(books or {})},
                power={WW: 1, acting: power}, first=acting, extra={"faction_data": faction_data}, **kw)


def test_ice_age_adds_one_power_per_move_action_not_per_unit(game):
    """Master rulebook, FAQ, Windwalker, Ice Age (line 5377): moving INTO the Area costs 1 more "not
    per Unit, just for the entire Move Action": 2 units into it cost 3, not 4; a third unit elsewhere
    costs its own 1; moving out costs nothing more."""
    units = {"North Atlantic": [(GC, "acolyte", 2), (GC, "deep_one", 1)], ICE: [(GC, "acolyte", 1)]}
    t = _iced(game, GC, units, 9)
    labels = {o.choice["to"]: o.label for o in rules.legal_options(t.state, GC)
              if o.choice["act"] == "move" and o.choice["unit"] == "gc.acolyte.1"}
    assert labels[ICE].endswith("(2 Power)") and labels["Asia"].endswith("(1 Power)")
    t.play(GC, {"act": "move", "unit": "gc.acolyte.1", "to": ICE})
    t.play(GC, {"act": "move", "unit": "gc.acolyte.2", "to": ICE})
    assert t.state.power[GC] == 9 - 3
    t.play(GC, {"act": "move", "unit": "gc.acolyte.3", "to": "Asia"})
    t.play(GC, {"act": "move", "unit": "gc.deep_one.1", "to": "Arctic Ocean"})
    assert t.state.power[GC] == 9 - 3 - 1 - 1
    assert [e.cost for e in types_of(t.events, ev.UnitMoved)] == [2, 1, 1, 1]


# acting faction, Power, what to build (units, books, gates, data), the choice, Power it costs there
ICE_AGE_ACTIONS = {
    "dreams": (GC, 3, {"units": {ICE: [(WW, "acolyte", 1)], "South Pacific": [(GC, "acolyte", 1)]},
                       "books": {GC: {0: "Dreams"}}},
               {"act": "ability", "ability": "dreams", "area": ICE, "enemy": WW}, 3),
    "emerge": (GC, 1, {"units": {"off_map:great_cthulhu": [(GC, "cthulhu", 1)]}},
               {"act": "ability", "ability": "emerge", "area": ICE}, 1),
    "awaken_cthulhu": (GC, 11, {"units": {"South Pacific": [(GC, "acolyte", 1)]}, "gates": {"South Pacific": GC},
                                "ice": "South Pacific"}, {"act": "ability", "ability": "awaken_cthulhu"}, 11),
    "desecrate": (YS, 3, {"units": {ICE: [(YS, "king_in_yellow", 1)]}},
                  {"act": "ability", "ability": "desecrate"}, 3),
    "zingaya": (YS, 2, {"units": {ICE: [(YS, "undead", 1), (WW, "acolyte", 1)]}, "books": {YS: {0: "Zingaya"}}},
                {"act": "ability", "ability": "zingaya", "area": ICE, "enemy": WW}, 2),
    "shriek_of_the_byakhee": (YS, 2, {"units": {"Asia": [(YS, "byakhee", 1)]},
                                      "books": {YS: {0: "Shriek of the Byakhee"}}},
                              {"act": "ability", "ability": "shriek_of_the_byakhee", "area": ICE}, 2),
    "the_screaming_dead": (YS, 2, {"units": {"Asia": [(YS, "king_in_yellow", 1)]},
                                   "books": {YS: {0: "The Screaming Dead"}}},
                           {"act": "ability", "ability": "the_screaming_dead", "area": ICE}, 2),
    "he_who_is_not_to_be_named": (YS, 2, {"units": {"Asia": [(YS, "hastur", 1)], ICE: [(WW, "acolyte", 1)]},
                                          "books": {YS: {0: "He Who is Not to be Named"}}},
                                  {"act": "ability", "ability": "he_who_is_not_to_be_named", "area": ICE}, 2),
    "awaken_king_in_yellow": (YS, 5, {"units": {ICE: [(YS, "acolyte", 1)]}},
                              {"act": "ability", "ability": "awaken_king_in_yellow", "area": ICE}, 5),
    "awaken_hastur": (YS, 11, {"units": {ICE: [(YS, "acolyte", 1), (YS, "king_in_yellow", 1)]}, "gates": {ICE: YS}},
                      {"act": "ability", "ability": "awaken_hastur"}, 11),
    "avatar_into": (BG, 2, {"units": {"Africa": [(BG, "shub_niggurath", 1)], ICE: [(WW, "acolyte", 1)]}},
                    {"act": "ability", "ability": "avatar", "area": ICE, "owner": WW}, 2),
    "avatar_out_of": (BG, 2, {"units": {ICE: [(BG, "shub_niggurath", 1)], "Asia": [(WW, "acolyte", 1)]}},
                      {"act": "ability", "ability": "avatar", "area": "Asia", "owner": WW}, 2),
    "awaken_shub_niggurath": (BG, 9, {"units": {ICE: [(BG, "acolyte", 3)]}, "gates": {ICE: BG}},
                              {"act": "ability", "ability": "awaken_shub_niggurath", "area": ICE}, 9),
    "awaken_nyarlathotep": (CC, 11, {"units": {ICE: [(CC, "acolyte", 1)]}, "gates": {ICE: CC}},
                            {"act": "ability", "ability": "awaken_nyarlathotep", "area": ICE}, 11),
    "dread_curse": (OW, 3, {"units": {"Asia": [(OW, "abomination", 1)], ICE: [(WW, "acolyte", 1)]},
                            "books": {OW: {0: "Dread Curse of Azathoth"}}},
                    {"act": "ability", "ability": "dread_curse", "area": ICE}, 3),
    "beyond_one": (OW, 2, {"units": {"Asia": [(OW, "acolyte", 1), (OW, "abomination", 1)]}, "gates": {"Asia": OW}},
                   {"act": "ability", "ability": "beyond_one", "unit": "ow.abomination.1", "to": ICE}, 2),
    "cursed_slumber_return": (SL, 2, {"units": {"off_map:sleeper": [(SL, "acolyte", 1)]},
                                      "books": {SL: {0: "Cursed Slumber"}},
                                      "data": {SL: {"slumbering_gate": "sl.acolyte.1"}}},
                              {"act": "ability", "ability": "cursed_slumber_return", "area": ICE}, 2),
}


@pytest.mark.parametrize("name", sorted(ICE_AGE_ACTIONS))
def test_ice_age_each_enemy_action_ending_in_or_acting_on_its_area_costs_one_more(game, name):
    """Master rulebook, FAQ, Windwalker, Ice Age (line 5377): any Action whose units end in the Ice Age
    Area, or that does something to the Area, costs its enemy 1 more Power: Dreams 3, Desecrate +1,
    emerging from Submerge +1, Avatar +1 (a unit ends in the Area, whoever's), and so Dread Curse,
    Zingaya, Shriek, The Screaming Dead, He Who is Not to be Named, The Beyond One, a slumbering Gate
    put back and each Awakening there. Offered with that price and charged it; not offered to a
    faction one Power short."""
    acting, power, build, choice, cost = ICE_AGE_ACTIONS[name]
    t = _iced(game, acting, build["units"], power, build.get("books"), build.get("gates"), build.get("data"),
              ice=build.get("ice", ICE))
    assert choice in t.options(acting, "ability")
    t.play(acting, choice)
    assert t.state.power[acting] == power - cost
    short = _iced(game, acting, build["units"], power - 1, build.get("books"), build.get("gates"),
                  build.get("data"), ice=build.get("ice", ICE))
    assert choice not in short.options(acting, "ability")


def test_ice_age_adds_one_power_per_fertility_cult_summon_action_not_per_monster(game):
    """Master rulebook, FAQ, Windwalker, Ice Age (+1 per Action, not per unit) with Fertility Cult
    (rulings R7: one Summon Action may Summon several Monsters): the first Monster Summoned into the
    Ice Age Area pays 1 more, the next ones in the same Action do not; a Monster at another Gate
    pays its cost."""
    units = {ICE: [(BG, "acolyte", 1)], "Africa": [(BG, "acolyte", 1)]}
    t = _iced(game, BG, units, 9, gates={ICE: BG, "Africa": BG})
    t.play(BG, {"act": "ability", "ability": "fertility_cult", "unit_type": "ghoul", "area": "Africa"})
    assert t.state.power[BG] == 9 - 1
    t.play(BG, {"act": "answer", "ability": "fertility_cult_more", "unit_type": "ghoul", "area": ICE})
    assert t.state.power[BG] == 9 - 1 - 2
    t.play(BG, {"act": "answer", "ability": "fertility_cult_more", "unit_type": "fungi", "area": ICE})
    assert t.state.power[BG] == 9 - 1 - 2 - 2


def test_ice_age_adds_one_power_per_energy_nexus_move_not_per_unit(game):
    """Master rulebook, FAQ, Windwalker, Ice Age (+1 per Move Action, not per unit) with Sleeper's
    Energy Nexus Move out of a Battle's Area: the first unit into the Ice Age Area pays 2, the next
    one 1."""
    extra = {"faction_data": {WW: {"ice_age": ICE}, SL: {}, GC: {}}}
    t = game([WW, SL, GC], units={"Asia": [(SL, "wizard", 1), (SL, "acolyte", 1), (GC, "starspawn", 1)]},
             power={WW: 1, SL: 4, GC: 1}, books={WW: {1: "Ice Age"}, SL: {0: "Energy Nexus"}}, first=GC, extra=extra)
    t.play(GC, {"act": "battle", "area": "Asia", "enemy": SL})
    move = next(o for o in t.options(SL, "ability") if o["ability"] == "energy_nexus" and o["kind"] == "move"
                and o["unit"] == "sl.wizard.1" and o["to"] == ICE)
    assert move["cost"] == 2
    t.play(SL, move)
    follow = next(o for o in t.options(SL, "answer") if o.get("unit") == "sl.acolyte.1" and o.get("to") == ICE)
    assert follow["cost"] == 1
    t.play(SL, follow)
    assert t.state.power[SL] == 4 - 3 and t.units_at(ICE, SL) == ["sl.acolyte.1", "sl.wizard.1"]


def test_ice_age_adds_one_power_per_borrowed_fertility_cult_action_not_per_monster(game):
    """The same with Fertility Cult borrowed by Sleeper's Ancient Sorcery: the first Monster into the
    Ice Age Area pays 1 more, the next one of the same Action its cost."""
    data = {WW: {"ice_age": "Asia"}, SL: {"sorcery": {BG: "sl.serpent_man.1"}}, BG: {}}
    t = game([WW, SL, BG], units={"Asia": [(SL, "acolyte", 1)], "off_map:sleeper": [(SL, "serpent_man", 1)]},
             gates={"Asia": SL}, power={WW: 1, SL: 9, BG: 1}, first=SL,
             books={WW: {1: "Ice Age"}, SL: {0: "Ancient Sorcery"}}, extra={"faction_data": data})
    first = next(o for o in t.options(SL, "ability") if o["ability"] == "sorcery_fertility_cult")
    before = t.state.power[SL]
    base = summon_cost(t.state, SL, next(u for u, w in t.state.units.items()
                                         if w == "pool" and u.startswith(f"sl.{first['unit_type']}.")))
    t.play(SL, first)
    assert before - t.state.power[SL] == base + 1
    again = next(o for o in t.options(SL, "answer") if o.get("unit_type") == first["unit_type"])
    before = t.state.power[SL]
    t.play(SL, again)
    assert before - t.state.power[SL] == base


def test_ice_age_places_the_token_for_one_power(game):
    """Master rulebook, Windwalker, Ice Age (Action, 1 Power): place or move the Ice Age token."""
    t = _ww(game, units={ARCTIC: [(WW, "acolyte", 1)]}, power={WW: 2, GC: 1}, books={WW: {1: "Ice Age"}})
    t.play(WW, {"act": "ability", "ability": "ice_age", "area": "Asia"})
    assert t.state.faction_data[WW]["ice_age"] == "Asia" and t.state.power[WW] == 1


# -- the Spellbook requirements --------------------------------------------------------------

def test_being_first_player_meets_the_second_requirement(game):
    """Master rulebook, Windwalker, Spellbooks: be the First Player."""
    t = game([WW, GC, CC], units={ARCTIC: [(WW, "acolyte", 1)]}, power={WW: 1, GC: 1}, first=WW)
    assert (WW, 1) in t.state.met and t.waiting() == (WW, "spellbook")
    t = game([WW, GC, CC], units={ARCTIC: [(WW, "acolyte", 1)]}, power={WW: 1, GC: 1}, first=GC)
    assert (WW, 1) not in t.state.met


def test_a_gate_at_the_pole_where_windwalker_did_not_start_meets_the_third_requirement(game):
    """Master rulebook, Windwalker, Spellbooks: a Gate exists in the Windwalker-glyph Area where you
    did not start (here Windwalker started in the Arctic Ocean)."""
    t = game([WW, GC, CC], units={ANTARCTICA: [(GC, "acolyte", 1)], ARCTIC: [(WW, "acolyte", 1)]},
             power={WW: 1, GC: 3}, first=GC)
    t.play(GC, {"act": "create_gate", "area": ANTARCTICA, "control": True})
    assert (WW, 2) in t.state.met


def test_the_any_time_spellbook_gives_an_elder_sign_per_enemy_with_six_spellbooks(game):
    """Master rulebook, Windwalker, Spellbooks (and FAQ): take it at any time; gain 1 Elder Sign for
    each enemy with 6 Spellbooks."""
    t = _ww(game, units={ARCTIC: [(WW, "acolyte", 1)]}, power={WW: 1, GC: 1},
            books={WW: {1: "Howl", 3: "Ice Age"}, GC: list(factions.get(GC).spellbooks)})
    new = t.play(WW, {"act": "ability", "ability": "take_any_time_spellbook"})
    assert (WW, 4) in t.state.met and len(t.state.elder_signs[WW]) == 1
    # on Windwalker's own turn it is an Unlimited Action: the turn's one Action is still to come
    assert ev.ActionFinished(WW, "take_any_time_spellbook") in new and not t.state.turn.main_done



@pytest.mark.parametrize("full_enemies, label", [
    (0, "Take a Spellbook now"), (1, "Take a Spellbook now (and 1 Elder Sign)"),
    (2, "Take a Spellbook now (and 2 Elder Signs)")])
def test_the_any_time_spellbook_option_counts_its_elder_signs_only_when_there_are_some(game, full_enemies, label):
    """Master rulebook, Windwalker, Spellbooks: 1 Elder Sign for each enemy with 6 Spellbooks; with
    no such enemy the option promises none."""
    full = {f: list(factions.get(f).spellbooks) for f in (GC, CC)[:full_enemies]}
    t = _ww(game, units={ARCTIC: [(WW, "acolyte", 1)]}, power={WW: 1, GC: 1, CC: 1},
            books={WW: {1: "Howl", 3: "Ice Age"}, **full})
    labels = [o.label for o in rules.legal_options(t.state, WW) if o.choice.get("ability") == "take_any_time_spellbook"]
    assert labels == [label]

@pytest.mark.parametrize("reading, doom", [("no_doom", 0), ("opponent_gains_doom", 6)])
def test_two_player_sacrificing_ithaqua_meets_the_six_spellbooks_requirement(game, reading, doom):
    """Master rulebook, Two-Player Rules, Windwalker: the 6-Spellbooks requirement may be met by
    sacrificing Ithaqua. The procedure is not printed: here an Action for 0 Power; by default the
    opponent gains no Doom (ruleset option ithaqua_sacrifice_doom)."""
    t = _ww(game, (WW, GC), units={ARCTIC: [(WW, "ithaqua", 1)]}, power={WW: 1, GC: 1})
    t.state = t.state.derive(options={**t.state.options, "ithaqua_sacrifice_doom": reading})
    t.play(WW, {"act": "ability", "ability": "sacrifice_ithaqua"})
    assert t.state.units["ww.ithaqua.1"] == "pool" and (WW, 3) in t.state.met
    assert t.state.doom[GC] == doom


def test_the_ithaqua_sacrifice_is_only_for_the_two_player_game(game):
    t = _ww(game, units={ARCTIC: [(WW, "ithaqua", 1)]}, power={WW: 1, GC: 1})
    assert not _ability(t, WW, "sacrifice_ithaqua")


# -- Battle: Eternal, Cannibalism, Howl, Berserkergang ---------------------------------------

def _battle(game, units, books, dice, attacker=GC, defender=WW, power=None):
    t = game([WW, GC, CC], units=units, books=books, dice=dice, first=attacker,
             power=power or {WW: 2, GC: 2, CC: 1})
    t.play(attacker, {"act": "battle", "area": "Asia", "enemy": defender})
    return t


def _play_until(t, wanted):
    """Pass every window and take the first answer of every other prompt until `wanted` (seat,
    ability) is offered; returns that option."""
    while t.state.battle is not None:
        seat = t.waiting()[0]
        opts = [o for o in t.options(seat) if o["act"] != "standing_answer"]
        found = [o for o in opts if (seat, o.get("ability")) == wanted]
        if found:
            return found[0]
        passes = [o for o in opts if o["act"] == "window_pass"]
        t.play(seat, (passes or opts)[0])
    return None


def test_eternal_rhan_tegoth_ignores_a_kill_for_one_power(game):
    """Master rulebook, Windwalker, Eternal: whenever Rhan Tegoth is hit by a Kill or a Pain, you may
    spend 1 Power to ignore it."""
    t = _battle(game, {"Asia": [(WW, "rhan_tegoth", 1), (GC, "starspawn", 1)]}, {WW: {1: "Howl"}}, [6] * 10)
    eternal = _play_until(t, (WW, "eternal"))
    new = t.play(WW, eternal)
    assert ev.ResultsReplaced("ww.rhan_tegoth.1", (), WW) in new and t.state.power[WW] == 1
    _play_until(t, None)
    assert t.state.units["ww.rhan_tegoth.1"] == "Asia"


def test_eternal_a_cancelled_kill_still_counts_for_cthulhus_kill_requirement(game):
    """Master rulebook, FAQ, Windwalker (lines 5365-5369): Eternal cancels the Kill's effect on Rhan
    Tegoth only; Cthulhu still earns the Spellbook of "Kill and/or Devour an enemy Unit in a
    Battle" when the Kill was assigned to Rhan Tegoth."""
    t = _battle(game, {"Asia": [(WW, "rhan_tegoth", 1), (GC, "starspawn", 1)]}, {WW: {1: "Howl"}}, [6] * 10)
    t.play(WW, _play_until(t, (WW, "eternal")))
    _play_until(t, None)
    assert t.state.units["ww.rhan_tegoth.1"] == "Asia"
    assert (GC, 2) in t.state.met and (GC, 3) not in t.state.met


def test_eternal_a_cancelled_kill_still_earns_the_harbinger_when_windwalker_answers_first(game):
    """Master rulebook, FAQ, Windwalker (lines 5365-5369): Nyarlathotep gains Power or Elder Signs
    for a result assigned to Rhan Tegoth even when Eternal cancels it, also when Windwalker attacks
    and so uses Eternal before Crawling Chaos's turn in the Post-Battle window."""
    units = {"Asia": [(WW, "rhan_tegoth", 1), (CC, "nyarlathotep", 1)]}
    t = game([WW, GC, CC], units=units, books={WW: {1: "Howl"}}, dice=[6] * 10, first=WW,
             power={WW: 2, GC: 1, CC: 1})
    t.play(WW, {"act": "battle", "area": "Asia", "enemy": CC})
    t.play(WW, _play_until(t, (WW, "eternal")))
    harbinger = _play_until(t, (CC, "harbinger"))
    assert harbinger is not None and harbinger["unit"] == "ww.rhan_tegoth.1"


def test_eternal_needs_a_power_to_spend(game):
    t = _battle(game, {"Asia": [(WW, "rhan_tegoth", 1), (GC, "starspawn", 1)]}, {WW: {1: "Howl"}}, [6] * 10,
                power={WW: 0, GC: 2, CC: 1})
    assert _play_until(t, (WW, "eternal")) is None
    assert t.state.units["ww.rhan_tegoth.1"] == "pool"


def test_two_player_a_rhan_tegoth_saved_by_eternal_gives_three_doom(game):
    """Master rulebook, Two-Player Rules: a unit that avoids death by an ability gives half its cost,
    rounded up (Eternal: 3 Doom)."""
    t = game([WW, GC], units={"Asia": [(WW, "rhan_tegoth", 1), (GC, "starspawn", 1)]}, books={WW: {1: "Howl"}},
             dice=[6] * 10, first=GC, power={WW: 2, GC: 2})
    t.play(GC, {"act": "battle", "area": "Asia", "enemy": WW})
    t.play(WW, _play_until(t, (WW, "eternal")))
    assert t.state.doom[GC] == 3


def test_cannibalism_puts_a_wendigo_where_an_enemy_unit_was_killed(game):
    """Master rulebook, Windwalker, Cannibalism: once the Battle's results are carried out, if an enemy
    unit was Killed, put a Wendigo or an Acolyte from your Pool into that Area."""
    units = {"Asia": [(WW, "gnoph_keh", 1), (GC, "deep_one", 1)]}
    t = _battle(game, units, {WW: {1: "Howl", 2: "Cannibalism"}}, [6] * 10)
    option = _play_until(t, (WW, "cannibalism"))
    assert option["unit_type"] in ("wendigo", "acolyte")
    option = {**option, "unit_type": "wendigo"}
    t.play(WW, option)
    _play_until(t, None)
    assert t.state.units["ww.wendigo.1"] == "Asia"


@pytest.mark.parametrize("unit_type, count, companions", [("wendigo", 4, []), ("acolyte", 6, [(WW, "gnoph_keh", 1)])])
def test_cannibalism_comes_after_the_kills_so_the_unit_just_killed_may_come_straight_back(
        game, unit_type, count, companions):
    """Master rulebook, FAQ, Windwalker (lines 5357-5359): with no Wendigo in the Pool, a Wendigo
    Killed in the Battle may come straight back by Cannibalism (an enemy unit was Killed too); "it
    also works with Cultists". Cannibalism is offered once the Kills are applied."""
    units = {"Asia": [(WW, unit_type, count), *companions, (GC, "deep_one", 1)]}
    t = _battle(game, units, {WW: {1: "Howl", 2: "Cannibalism"}}, [6] * 10)
    _play_until(t, (WW, "cannibalism"))
    assert t.state.units[f"ww.{unit_type}.1"] == "pool" and t.state.units["gc.deep_one.1"] == "pool"
    assert {"act": "ability", "ability": "cannibalism", "unit_type": unit_type} in _ability(t, WW, "cannibalism")
    t.play(WW, {"act": "ability", "ability": "cannibalism", "unit_type": unit_type})
    _play_until(t, None)
    assert t.state.units[f"ww.{unit_type}.1"] == "Asia"  # the one the Kill took came straight back


def test_cannibalism_needs_an_enemy_kill(game):
    units = {"Asia": [(WW, "gnoph_keh", 1), (GC, "deep_one", 1)]}
    t = _battle(game, units, {WW: {1: "Howl", 2: "Cannibalism"}}, [1] * 10)
    assert _play_until(t, (WW, "cannibalism")) is None


def test_howl_the_enemy_retreats_a_unit_of_his_choice_before_the_dice(game):
    """Master rulebook, Windwalker, Howl (Pre-Battle): with a Wendigo in the Battle, the enemy must
    retreat one unit; he chooses which and where (FAQ). It is not a Pain and it takes no part in the
    rest of the Battle."""
    units = {"Asia": [(WW, "wendigo", 1), (GC, "acolyte", 1), (GC, "deep_one", 1)]}
    t = _battle(game, units, {WW: {1: "Howl"}}, [1] * 10, attacker=WW, defender=GC)
    t.play(WW, _play_until(t, (WW, "howl")))
    assert t.waiting() == (GC, "howl")
    new = t.play(GC, {"act": "answer", "ability": "howl_retreat", "unit": "gc.deep_one.1", "to": "Europe"})
    assert ev.UnitsExempted(("gc.deep_one.1",)) in new and t.state.units["gc.deep_one.1"] == "Europe"
    rolled = next(e for e in new if isinstance(e, ev.DiceRolled) and e.faction == GC)
    assert rolled.faces == ()  # the Deep One rolls no die: only the Acolyte (Combat 0) is left


def test_howl_needs_a_wendigo_in_the_battle(game):
    units = {"Asia": [(WW, "gnoph_keh", 1), (GC, "acolyte", 1)]}
    t = _battle(game, units, {WW: {1: "Howl"}}, [1] * 10, attacker=WW, defender=GC)
    assert _play_until(t, (WW, "howl")) is None


def test_berserkergang_a_killed_gnoph_keh_costs_the_enemy_a_unit_he_chooses(game):
    """Master rulebook, Windwalker, Berserkergang: each Gnoph-Keh that takes a Kill costs the enemy one
    of his own Monsters or Cultists from the Battle; he chooses which and it is Eliminated."""
    units = {"Asia": [(WW, "gnoph_keh", 1), (GC, "deep_one", 1), (GC, "acolyte", 1)]}
    t = _battle(game, units, {WW: {1: "Howl", 2: "Berserkergang"}}, [6, 1, 1, 1])
    while t.waiting()[1] != "berserkergang":
        seat = t.waiting()[0]
        opts = [o for o in t.options(seat) if o["act"] != "standing_answer"]
        t.play(seat, next((o for o in opts if o["act"] == "window_pass"), opts[0]))
    choices = {o["unit"] for o in t.options(GC, "answer")}
    assert choices == {"gc.deep_one.1", "gc.acolyte.1"}
    new = t.play(GC, {"act": "answer", "ability": "berserkergang_victim", "unit": "gc.deep_one.1"})
    assert ev.UnitEliminated("gc.deep_one.1", "Asia", "berserkergang") in new


# -- Arctic Wind, Herald of the Outer Gods ---------------------------------------------------

def test_arctic_wind_ithaqua_carries_units_along_at_no_extra_power(game):
    """Master rulebook, Windwalker, Arctic Wind: Ithaqua's Move may carry as many of your units from
    his Area as you like, at no extra Power."""
    units = {ARCTIC: [(WW, "ithaqua", 1), (WW, "acolyte", 2), (WW, "wendigo", 1)]}
    t = _ww(game, units=units, power={WW: 2, GC: 1}, books={WW: {1: "Arctic Wind"}})
    t.play(WW, {"act": "move", "unit": "ww.ithaqua.1", "to": "North Atlantic"})
    assert t.waiting() == (WW, "arctic_wind")
    t.play(WW, {"act": "answer", "ability": "arctic_wind_carry", "unit": "ww.wendigo.1"})
    t.play(WW, {"act": "answer", "ability": "arctic_wind_carry", "unit": "ww.acolyte.1"})
    t.play(WW, {"act": "answer", "ability": "arctic_wind_carry", "unit": None})
    assert t.units_at("North Atlantic", WW) == ["ww.acolyte.1", "ww.ithaqua.1", "ww.wendigo.1"]
    assert t.state.power[WW] == 1 and t.state.units["ww.acolyte.2"] == ARCTIC


def test_arctic_wind_is_part_of_one_move_action_that_also_moves_other_units_at_the_usual_cost(game):
    """Master rulebook, Windwalker, Arctic Wind: it changes Ithaqua's Move, it is no Action of its
    own. One Move Action Moves Ithaqua (1 Power) with the units he carries (free) and, in the same
    Action, other units at 1 Power each; a carried unit has Moved and Moves no more this turn, and the
    turn's one Action is that Move."""
    units = {ARCTIC: [(WW, "ithaqua", 1), (WW, "acolyte", 1), (WW, "wendigo", 1)], "Europe": [(WW, "gnoph_keh", 1)]}
    t = _ww(game, units=units, power={WW: 4, GC: 1}, books={WW: {1: "Howl", 2: "Arctic Wind"}})
    assert not _ability(t, WW, "arctic_wind")
    t.play(WW, {"act": "move", "unit": "ww.ithaqua.1", "to": "North Atlantic"})
    t.play(WW, {"act": "answer", "ability": "arctic_wind_carry", "unit": "ww.wendigo.1"})
    t.play(WW, {"act": "answer", "ability": "arctic_wind_carry", "unit": None})
    assert t.waiting() == (WW, "move")
    moves = t.options(WW, "move")
    assert {o["unit"] for o in moves} == {"ww.acolyte.1", "ww.gnoph_keh.1"}
    t.play(WW, {"act": "move", "unit": "ww.gnoph_keh.1", "to": "Asia"})
    t.play(WW, {"act": "move_done"})
    assert t.state.power[WW] == 4 - 2 and t.state.turn.main_done
    assert t.state.units["ww.wendigo.1"] == "North Atlantic" and t.state.units["ww.gnoph_keh.1"] == "Asia"
    assert [(e.unit, e.cost) for e in types_of(t.events, ev.UnitMoved)] == [
        ("ww.ithaqua.1", 1), ("ww.wendigo.1", 0), ("ww.gnoph_keh.1", 1)]
    assert not types_of(t.events, ev.UniqueActionTaken)


def test_arctic_wind_carries_only_units_that_have_not_moved_this_turn(game):
    """Master rulebook, Action Phase, Move: each unit Moves once a turn. A unit that Moved into
    Ithaqua's Area earlier in the same Move Action is not carried on; with nobody left to carry,
    nothing is asked."""
    units = {ARCTIC: [(WW, "ithaqua", 1)], "North Atlantic": [(WW, "acolyte", 1)]}
    t = _ww(game, units=units, power={WW: 4, GC: 1}, books={WW: {1: "Howl", 2: "Arctic Wind"}})
    t.play(WW, {"act": "move", "unit": "ww.acolyte.1", "to": ARCTIC})
    t.play(WW, {"act": "move", "unit": "ww.ithaqua.1", "to": "North Atlantic"})
    assert t.waiting() != (WW, "arctic_wind") and t.state.units["ww.acolyte.1"] == ARCTIC


def test_herald_of_the_outer_gods_windwalkers_ritual_always_costs_five(game):
    """Master rulebook, FAQ, Windwalker, Herald of the Outer Gods: the Ritual costs 5 whatever the
    track shows, and the marker still advances."""
    extra = {"ritual": 5}
    t = game([WW, GC, CC], units={ARCTIC: [(WW, "acolyte", 1)]}, gates={ARCTIC: WW}, power={WW: 6},
             books={WW: {1: "Howl", 2: "Herald of the Outer Gods"}}, phase="first_player", first=WW, extra=extra)
    t.play(WW, {"act": "direction", "direction": "clockwise"})
    t.play(WW, {"act": "ritual"})
    assert t.state.power[WW] == 1 and t.state.ritual == 6


# -- random playouts with Windwalker seated --------------------------------------------------

# Units placed at the start Gate in an armed game with Windwalker seated
WINDWALKER_ARMED = ("ww.rhan_tegoth.1", "ww.ithaqua.1", "ww.wendigo.1", "ww.gnoph_keh.1")


def _windwalker_start(others: tuple, game: int, armed: bool) -> tuple[dict, list]:
    return seated_start(WW, others, game, WINDWALKER_ARMED if armed else ())


@pytest.mark.parametrize("others,armed", [((GC, CC), False), ((GC, CC, YS), False), ((YS,), False),
                                          ((CC, YS), True), ((GC, "black_goat", YS), True), ((GC,), True)])
def test_random_games_with_windwalker_seated_keep_every_invariant(others, armed):
    """Random playouts (as tests/rules/test_fuzz.py, which deals only offered factions): no error, every
    invariant after every step, views hide secrets, replay equals state."""
    from bots.simulate import play_game

    for game in range(2):
        options, start = _windwalker_start(others, game, armed)
        report = play_game(options, b"", f"windwalker:{game}", check="full", start=start)
        assert report["invariant_failures"] == [] and report["finished"], report


def test_two_player_a_hibernating_windwalker_counts_as_out_of_power_for_decay(game):
    """Master rulebook, Two-Player Rules, Windwalker: Hibernating counts as out of Power for the Decay
    marker."""
    units = {ARCTIC: [(WW, "acolyte", 1)], "South Pacific": [(GC, "cthulhu", 1), (GC, "acolyte", 1)]}
    t = _ww(game, (WW, GC), units=units, power={WW: 3, GC: 4})
    t.play(WW, {"act": "ability", "ability": "hibernate"})
    t.play(WW, {"act": "end_turn"})
    t.play(GC, {"act": "recruit", "unit_type": "acolyte", "area": "South Pacific"})
    while t.waiting() and t.waiting()[1] != "turn":
        seat = t.waiting()[0]
        t.play(seat, next(o for o in t.options(seat) if o["act"] == "window_pass"))
    assert ev.DecayIncreased(WW, 1) in t.events


def _doom_phase_over(game):
    """The Doom Phase of a table where Great Cthulhu has its 6 Spellbooks, played to the window
    after the last Ritual turn (nobody has Power for a Ritual)."""
    t = _ww(game, units={ARCTIC: [(WW, "acolyte", 1)]}, power={WW: 0, GC: 0, CC: 0}, phase="first_player",
            books={WW: {1: "Howl"}, GC: list(factions.get(GC).spellbooks)}, first=GC)
    while t.waiting() and t.waiting()[1] != "window":
        seat = t.waiting()[0]
        opts = [o for o in t.options(seat) if o["act"] != "standing_answer"]
        t.play(seat, next((o for o in opts if o["act"] in ("end_ritual_turn", "direction")), opts[0]))
    return t


def test_the_any_time_spellbook_may_be_taken_as_the_doom_phase_ends(game):
    """Master rulebook, FAQ, Windwalker: the fifth Spellbook may be taken at any time, even at the
    moment the game ends (after the last Ritual turn)."""
    t = _doom_phase_over(game)
    assert t.state.window.hook == "doom_phase_end"
    assert _ability(t, WW, "take_any_time_spellbook_at_doom_end") == [
        {"act": "ability", "ability": "take_any_time_spellbook_at_doom_end"}]
    assert {"act": "window_pass", "hook": "doom_phase_end", "index": 2} in t.options(WW)
    assert not _ability(t, WW, "take_any_time_spellbook")  # the Unlimited Action is for Windwalker's turn
    t.play(WW, {"act": "ability", "ability": "take_any_time_spellbook_at_doom_end"})
    assert (WW, 4) in t.state.met and len(t.state.elder_signs[WW]) == 1


def test_the_any_time_spellbook_taken_as_the_doom_phase_ends_answers_that_window_and_is_no_action(game):
    """Master rulebook, FAQ, Windwalker ("at any time"): out of turn, after the last Ritual turn, the
    Spellbook is taken as Windwalker's answer to that window, not as an Action; once the book is
    placed the window closes with nothing left to offer and the next Action Phase begins."""
    t = _doom_phase_over(game)
    new = t.play(WW, {"act": "ability", "ability": "take_any_time_spellbook_at_doom_end"})
    assert ev.WindowAnswered(WW, "doom_phase_end", 2, "take_any_time_spellbook_at_doom_end") in new
    assert not types_of(new, ev.ActionFinished) and t.state.phase == "doom"
    assert t.waiting() == (WW, "spellbook")
    new = t.play(WW, t.options(WW, "place_spellbook")[0])
    began = [e.phase for e in types_of(new, ev.PhaseBegan)]
    assert new[:2] == [ev.SpellbookPlaced(WW, 4, "Berserkergang"), ev.WindowClosed("doom_phase_end")]
    assert began[0] == "action" and t.state.window is None


def test_the_any_time_spellbook_may_be_taken_when_doom_30_ends_the_game_in_the_action_phase(game):
    """Master rulebook, FAQ, Windwalker (lines 5423-5425): when the game ends in the Action Phase,
    Windwalker may still take its "at any time" Spellbook, as every player may reveal Elder Signs
    then, and the Elder Signs it gives count at once: here the sixth Spellbook, and 1 Elder Sign for
    Great Cthulhu's 6."""
    five = {0: "Howl", 1: "Ice Age", 2: "Cannibalism", 3: "Arctic Wind", 5: "Berserkergang"}
    t = _ww(game, units={ARCTIC: [(WW, "acolyte", 1)]}, power={WW: 1, GC: 1, CC: 1}, doom={GC: 30, WW: 20},
            books={WW: five, GC: list(factions.get(GC).spellbooks)}, first=GC)
    t.play(GC, {"act": "drop_power"})
    assert t.waiting() == (WW, "window") and t.state.window.hook == "game_end"
    t.play(WW, {"act": "ability", "ability": "take_any_time_spellbook_at_game_end"})  # the last book: placed
    ended = types_of(t.events, ev.GameEnded)[0]
    assert len(t.state.spellbooks[WW]) == 6 and len(ended.elder_signs[WW]) == 1
    assert ended.doom[WW] == 20 + sum(ended.elder_signs[WW])


def test_passing_in_the_window_before_the_game_ends_ends_it_without_the_spellbook(game):
    t = _ww(game, units={ARCTIC: [(WW, "acolyte", 1)]}, power={WW: 1, GC: 1, CC: 1}, doom={GC: 30}, first=GC)
    t.play(GC, {"act": "drop_power"})
    t.play(WW, {"act": "window_pass", "hook": "game_end", "index": t.state.window.queue.index(WW)})
    assert types_of(t.events, ev.GameEnded) and (WW, 4) not in t.state.met


def test_the_any_time_spellbook_is_offered_once_when_the_game_ends_after_the_doom_phase(game):
    """Master rulebook, FAQ, Windwalker: after the last Ritual turn of a Doom Phase that ends the
    game, the Spellbook is offered in the window before the game ends (not also in the Doom Phase's
    closing window)."""
    t = _ww(game, units={ARCTIC: [(WW, "acolyte", 1)]}, power={WW: 0, GC: 0, CC: 0}, phase="first_player",
            books={WW: {1: "Howl"}, GC: list(factions.get(GC).spellbooks)}, first=GC, doom={GC: 30})
    while t.waiting() and t.waiting()[1] != "window":
        seat = t.waiting()[0]
        opts = [o for o in t.options(seat) if o["act"] != "standing_answer"]
        t.play(seat, next((o for o in opts if o["act"] in ("end_ritual_turn", "direction")), opts[0]))
    assert t.state.window.hook == "game_end"
    assert _ability(t, WW, "take_any_time_spellbook_at_game_end")
    t.play(WW, {"act": "ability", "ability": "take_any_time_spellbook_at_game_end"})
    t.play(WW, t.options(WW, "place_spellbook")[0])
    assert types_of(t.events, ev.GameEnded)[0].reason == "doom_30" and (WW, 4) not in t.state.met


def test_cannibalism_works_in_a_battle_windwalker_is_not_in(game):
    """expansion-factions.md, Windwalker, Cannibalism: it works even when Windwalker is not in the
    Battle; then any Killed unit counts."""
    units = {"Asia": [(GC, "deep_one", 1), (CC, "acolyte", 1)], ARCTIC: [(WW, "acolyte", 1)]}
    t = game([WW, GC, CC], units=units, books={WW: {1: "Howl", 2: "Cannibalism"}}, dice=[6] * 10, first=GC,
             power={WW: 1, GC: 2, CC: 1})
    t.play(GC, {"act": "battle", "area": "Asia", "enemy": CC})
    option = _play_until(t, (WW, "cannibalism"))
    t.play(WW, {**option, "unit_type": "acolyte"})
    _play_until(t, None)
    assert t.state.units["ww.acolyte.2"] == "Asia"


def test_the_table_may_fix_windwalkers_pole_and_then_nobody_is_asked():
    """Master rulebook, Windwalker, Set-up: either pole. The ruleset option windwalker_start_area may
    fix the pole when the game is created instead of asking at set-up; the far pole follows it."""
    from rules.factions.windwalker.actions import far_pole_gate

    with all_factions_offered():  # the option is known once Windwalker is offered
        events = _new([WW, GC, CC], windwalker_start_area=ANTARCTICA)
    assert not types_of(events, ev.StartAreaChosen)
    assert types_of(events, ev.FactionSetUp)[-1] == ev.FactionSetUp(
        WW, ANTARCTICA, tuple(f"ww.acolyte.{n}" for n in range(1, 7)), "ww.acolyte.1", 8)
    state = rules.replay(events)
    assert rules.pending(state)[0]["kind"] != "start_area"
    assert far_pole_gate(state.derive(gates={**state.gates, ARCTIC: None}), WW)


def test_a_gate_replaced_by_ithaqua_reads_as_a_sentence():
    """Windwalker's own event in the game log, in the rulebook's words."""
    from rules.words.sentences import sentence

    said = sentence("GateReplaced", {"faction": WW, "area": ANTARCTICA}, None)
    assert said == "Windwalker destroys the Gate in Antarctica: Ithaqua takes its place."
