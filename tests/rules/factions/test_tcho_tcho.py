"""Tcho-Tcho: Ubbo-Sathla's Combat and Growth, set-up at a free start-glyph Area, Unspeakable Oath
for their High Priests, Sycophancy, Awaken Ubbo-Sathla, the Spellbooks and the requirements
(master rulebook, Tcho-Tcho faction chapter and FAQ; docs/factions.md, Tcho-Tcho)."""
from __future__ import annotations

from conftest import CC, GC
from sandbox import types_of

import rules
from rules.engine import events as ev
from rules.engine.pieces import strength
from rules.engine.state import units_in
from rules.factions.tcho_tcho.events import GateDestroyed

TT, WW, OW = "tcho_tcho", "windwalker", "opener_of_the_way"


def _ability(t, seat, name):
    return [o for o in t.options(seat, "ability") if o.get("ability") == name]


def _data(t, faction, **values):
    return {"faction_data": {f: ({**t, **values} if f == faction else t)
                             for f, t in ((f, {}) for f in (TT, GC, CC))}}


def _ritual_turn(game, first, units, books=None, **kw):
    kw.setdefault("power", {first: 10})
    extra = {"round": 2, **kw.pop("extra", {})}
    t = game([TT, GC, CC], units=units, books=books or {}, phase="first_player", first=first, extra=extra, **kw)
    t.play(first, {"act": "direction", "direction": "clockwise"})
    return t


# -- units -----------------------------------------------------------------------------------

def test_ubbo_sathla_fights_with_where_his_growth_marker_stands(game):
    """Master rulebook, Tcho-Tcho faction card: Ubbo-Sathla's Combat is his Growth marker's value."""
    t = game([TT, GC, CC], units={"Asia": [(TT, "ubbo_sathla", 1), (TT, "proto_shoggoth", 2)]},
             extra=_data(None, TT, growth=5))
    assert strength(t.state, TT, GC, units_in(t.state, "Asia", TT)) == 5 + 2


def test_terror_adds_one_combat_for_each_proto_shoggoth(game):
    """Tcho-Tcho, Terror: each Proto-Shoggoth in the Battle adds 1 to your Combat."""
    t = game([TT, GC, CC], units={"Asia": [(TT, "proto_shoggoth", 3)]}, books={TT: ["Terror"]})
    assert strength(t.state, TT, GC, units_in(t.state, "Asia", TT)) == 6


# -- set-up ----------------------------------------------------------------------------------

def _new(factions):
    seats = [{"seat": f, "faction": f} for f in factions]
    return rules.new_game({"seats": seats, "sandbox": True}, b"a seed of sixteen bytes or more")


def test_tcho_tcho_take_any_free_start_glyph_area_after_the_others_and_before_windwalker():
    """Master rulebook, Tcho-Tcho, Set-up: after everyone but Windwalker and Opener of the Way, any
    unoccupied Area with a faction's start glyph, even of a faction not in play; 8 Power."""
    state = rules.replay(_new([TT, GC, CC, WW]))
    assert rules.pending(state) == [{"seat": TT, "faction": TT, "kind": "start_area"}]
    offered = {o.choice["area"] for o in rules.legal_options(state, TT) if o.choice["act"] == "start_area"}
    assert "South Pacific" not in offered and "Arctic Ocean" in offered and "Antarctica" in offered
    assert offered == {a for areas in state.map.start_areas.values() for a in areas} - {
        state.units["gc.acolyte.1"], state.units["cc.acolyte.1"]}
    new, state = rules.decide_and_apply(state, TT, {"act": "start_area", "area": "Arctic Ocean"})
    assert types_of(new, ev.FactionSetUp)[0].power == 8


def test_a_pole_taken_by_the_tcho_tcho_leaves_windwalker_the_other():
    """Master rulebook, Tcho-Tcho, Set-up and FAQ: Windwalker must set up at the other pole."""
    state = rules.replay(_new([TT, GC, WW]))
    new, state = rules.decide_and_apply(state, TT, {"act": "start_area", "area": "Arctic Ocean"})
    ww = [e for e in types_of(new, ev.FactionSetUp) if e.faction == WW]
    assert ww and ww[0].area == "Antarctica"


# -- Unspeakable Oath ------------------------------------------------------------------------

def test_unspeakable_oath_sacrifices_a_high_priest_for_two_power_even_on_an_enemys_turn(game):
    """Master rulebook, Tcho-Tcho, High Priests: at any time, a High Priest back to the Pool for 2 Power."""
    t = game([TT, GC, CC], units={"Asia": [(TT, "high_priest", 2)], "Africa": [(GC, "acolyte", 1)]},
             power={TT: 1, GC: 4}, first=GC)
    oath = _ability(t, TT, "tcho_unspeakable_oath")
    assert len(oath) == 1
    t.play(TT, oath[0])
    assert t.state.power[TT] == 3 and len(t.units_at("Asia", TT)) == 1


# -- Sycophancy and the enemy-Ritual requirement ----------------------------------------------

def test_sycophancy_lets_the_ritual_performer_choose_one_doom_less_or_one_doom_for_the_tcho_tcho(game):
    """Master rulebook, Tcho-Tcho, Sycophancy: the enemy performing a Ritual chooses. The Ritual also
    meets the first requirement."""
    for pay, tt_doom, gc_doom in (("doom_less", 0, 0), ("doom_given", 1, 1)):
        t = _ritual_turn(game, GC, {"Asia": [(GC, "acolyte", 1)], "Africa": [(TT, "acolyte", 1)]},
                         gates={"Asia": GC})
        gc_before = t.state.doom[GC]
        t.play(GC, {"act": "ritual"})
        t.play(TT, {"act": "place_spellbook", "slot": 0, "spellbook": "Soulless"})
        t.play(GC, {"act": "answer", "ability": "sycophancy", "pay": pay})
        assert t.state.doom[TT] == tt_doom
        assert t.state.doom[GC] == gc_before + 1 - (1 - gc_doom)
        assert (0, "Soulless") in t.state.spellbooks[TT]


# -- Awaken Ubbo-Sathla and Growth -----------------------------------------------------------

def test_awakening_ubbo_sathla_costs_six_in_the_action_phase_and_eliminates_a_high_priest(game):
    """Master rulebook, Tcho-Tcho, Awaken: a Controlled Gate and a High Priest (not necessarily in the
    same Area); 6 Power; the High Priest is Eliminated and Ubbo-Sathla appears at the Gate."""
    t = game([TT, GC, CC], units={"Asia": [(TT, "acolyte", 1)], "Africa": [(TT, "high_priest", 1)]},
             gates={"Asia": TT}, power={TT: 6, GC: 1})
    opts = _ability(t, TT, "awaken_ubbo_sathla")
    assert opts == [{"act": "ability", "ability": "awaken_ubbo_sathla", "unit": "tt.high_priest.1", "area": "Asia"}]
    t.play(TT, opts[0])
    assert t.state.units["tt.ubbo_sathla.1"] == "Asia" and t.state.units["tt.high_priest.1"] == "pool"
    assert t.state.power[TT] == 0 and (TT, 5) in t.state.met


def test_awakening_ubbo_sathla_needs_a_high_priest(game):
    t = game([TT, GC, CC], units={"Asia": [(TT, "acolyte", 1)]}, gates={"Asia": TT}, power={TT: 8, GC: 1})
    assert not _ability(t, TT, "awaken_ubbo_sathla")


def test_awakening_ubbo_sathla_is_free_in_the_doom_phase(game):
    """Master rulebook, Tcho-Tcho, Awaken: 0 Power in the Doom Phase, on your Ritual turn."""
    t = _ritual_turn(game, TT, {"Asia": [(TT, "acolyte", 1), (TT, "high_priest", 1)]}, gates={"Asia": TT},
                     power={TT: 1})
    t.play(TT, _ability(t, TT, "awaken_ubbo_sathla_in_doom_phase")[0])
    assert t.state.units["tt.ubbo_sathla.1"] == "Asia" and t.state.power[TT] == 1


def test_growth_rolls_a_die_in_every_doom_phase_after_the_first_awakening(game):
    """Tcho-Tcho, Growth (card read aloud; the rulebook is silent): from the Doom Phase after Ubbo-
    Sathla first Awakened, a die each Doom Phase, even while he is not in play."""
    t = game([TT, GC, CC], units={"Asia": [(TT, "acolyte", 1)]}, phase="first_player", first=TT, power={TT: 1},
             extra={"round": 2, **_data(None, TT, ubbo_awakened=True, growth=2)}, dice=[4])
    t.play(TT, {"act": "direction", "direction": "clockwise"})
    assert t.state.faction_data[TT]["growth"] == 6
    t = game([TT, GC, CC], units={"Asia": [(TT, "acolyte", 1)]}, phase="first_player", first=TT, power={TT: 1},
             extra={"round": 2, **_data(None, TT, ubbo_awakened=True, growth=2)}, dice=[4],
             ruleset={"ubbo_growth": "while_in_play"})
    t.play(TT, {"act": "direction", "direction": "clockwise"})
    assert t.state.faction_data[TT]["growth"] == 2


def test_no_growth_before_ubbo_sathla_has_awakened(game):
    t = game([TT, GC, CC], units={"Asia": [(TT, "acolyte", 1)]}, phase="first_player", first=TT, power={TT: 1},
             extra={"round": 2})
    t.play(TT, {"act": "direction", "direction": "clockwise"})
    assert t.state.faction_data[TT].get("growth", 0) == 0


# -- requirements ----------------------------------------------------------------------------

def test_destroying_the_start_area_gate_meets_a_requirement_and_the_cultist_stays(game):
    """Master rulebook, Tcho-Tcho, Spellbooks: as your Action, destroy your own Controlled Gate in your
    start Area; the Cultist stays."""
    t = game([TT, GC, CC], units={"Asia": [(TT, "acolyte", 1)]}, gates={"Asia": TT}, power={TT: 2, GC: 1},
             extra=_data(None, TT, start_area="Asia"))
    new = t.play(TT, _ability(t, TT, "destroy_start_gate")[0])
    assert types_of(new, GateDestroyed) and "Asia" not in t.state.gates
    assert t.units_at("Asia", TT) == ["tt.acolyte.1"]


def test_yog_sothoth_is_not_the_tcho_tchos_gate_to_destroy(game):
    """Master rulebook, FAQ, Tcho-Tcho: Yog-Sothoth is not your Gate; an enemy Gate in your start Area
    does not serve either."""
    t = game([TT, GC, OW], units={"Asia": [(OW, "yog_sothoth", 1), (TT, "acolyte", 1)]}, power={TT: 2, GC: 1},
             extra={"faction_data": {TT: {"start_area": "Asia"}, GC: {}, OW: {}}})
    assert not _ability(t, TT, "destroy_start_gate")


def test_three_elder_signs_held_meet_two_requirements(game):
    t = game([TT, GC, CC], units={"Asia": [(TT, "acolyte", 1)]}, power={TT: 2, GC: 1},
             elder_signs={TT: [1, 1, 2]})
    assert set(t.state.met) == {(TT, 1), (TT, 2)}


# -- Spellbooks ------------------------------------------------------------------------------

def test_hierophants_puts_a_high_priest_at_a_gate_when_it_is_taken(game):
    """Tcho-Tcho, Hierophants: each faction Spellbook earned, this one too, places a High Priest from
    the Pool at one of your Gates."""
    t = game([TT, GC, CC], units={"Asia": [(TT, "acolyte", 1)]}, gates={"Asia": TT}, power={TT: 2, GC: 1},
             elder_signs={TT: [1]})
    t.play(TT, {"act": "place_spellbook", "slot": 1, "spellbook": "Hierophants"})
    assert len(units_in(t.state, "Asia", TT)) == 2 and t.state.units["tt.high_priest.1"] == "Asia"


def test_hierophants_with_no_gate_places_where_you_have_units(game):
    """Master rulebook, FAQ, Tcho-Tcho: with no Controlled Gate, where you have units."""
    t = game([TT, GC, CC], units={"Asia": [(TT, "acolyte", 1)]}, power={TT: 2, GC: 1}, elder_signs={TT: [1]})
    t.play(TT, {"act": "place_spellbook", "slot": 1, "spellbook": "Hierophants"})
    assert t.state.units["tt.high_priest.1"] == "Asia"


def test_hierophants_with_no_high_priest_left_adds_one_growth(game):
    t = game([TT, GC, CC], units={"Asia": [(TT, "acolyte", 1), (TT, "high_priest", 3)]}, gates={"Asia": TT},
             power={TT: 2, GC: 1}, elder_signs={TT: [1]})
    t.play(TT, {"act": "place_spellbook", "slot": 1, "spellbook": "Hierophants"})
    assert t.state.faction_data[TT]["growth"] == 1


def test_soulless_cultists_give_their_captor_no_power(game):
    """Tcho-Tcho, Soulless: an enemy gains no Power for your Cultists it Captured."""
    for books, expected in (([], 1), (["Soulless"], 0)):
        t = game([TT, GC, CC], units={"Asia": [(GC, "acolyte", 1)], "Africa": [(TT, "acolyte", 1)]},
                 captured={GC: [(TT, "acolyte", 2)]}, books={TT: books}, phase="gather_power", first=GC)
        gathered = [e for e in t.events if isinstance(e, ev.PowerGathered) and e.faction == GC]
        assert gathered and gathered[-1].amount == 1 + 2 * expected


def test_tablets_of_the_gods_earn_an_elder_sign_per_gate_with_a_high_priest_then_eliminate_them_all(game):
    """Tcho-Tcho, Tablets of the Gods: one Elder Sign per Gate where a High Priest stands; then every
    High Priest is Eliminated, those that earned nothing too."""
    units = {"Asia": [(TT, "acolyte", 1), (TT, "high_priest", 1)], "Africa": [(TT, "high_priest", 1)],
             "Europe": [(TT, "acolyte", 1), (TT, "high_priest", 1)]}
    t = _ritual_turn(game, TT, units, books={TT: ["Tablets of the Gods"]}, gates={"Asia": TT, "Europe": TT})
    t.play(TT, {"act": "ritual"})
    assert len(t.state.elder_signs[TT]) == 2
    assert all(t.state.units[f"tt.high_priest.{n}"] == "pool" for n in (1, 2, 3))


def test_high_priests_may_be_sacrificed_for_power_before_the_tablets_ritual(game):
    """Master rulebook, FAQ, Tcho-Tcho: you may sacrifice them for Power first."""
    units = {"Asia": [(TT, "acolyte", 1), (TT, "high_priest", 1)]}
    t = _ritual_turn(game, TT, units, books={TT: ["Tablets of the Gods"]}, gates={"Asia": TT}, power={TT: 3})
    t.play(TT, _ability(t, TT, "tcho_unspeakable_oath")[0])
    assert t.state.power[TT] == 5


def test_idolatry_brings_adjacent_units_into_a_start_glyph_area(game):
    """Tcho-Tcho, Idolatry (1 Power): units of yours next to an Area with a faction's start glyph move
    into it."""
    t = game([TT, GC, CC], units={"Europe": [(TT, "acolyte", 1)], "North Atlantic": [(TT, "proto_shoggoth", 1)]},
             books={TT: ["Idolatry"]}, power={TT: 2, GC: 1})
    assert "Arctic Ocean" in t.state.map.start_areas[WW]
    t.play(TT, {"act": "ability", "ability": "idolatry", "area": "Arctic Ocean"})
    assert len(t.units_at("Arctic Ocean", TT)) == 2 and t.state.power[TT] == 1


def test_idolatry_may_bring_only_some_of_the_units(game):
    """Tcho-Tcho, Idolatry: any or all of the units next to the Area."""
    t = game([TT, GC, CC], units={"Europe": [(TT, "acolyte", 1)], "North Atlantic": [(TT, "proto_shoggoth", 1)]},
             books={TT: ["Idolatry"]}, power={TT: 2, GC: 1})
    t.play(TT, {"act": "ability", "ability": "idolatry", "area": "Arctic Ocean", "some": True})
    t.play(TT, {"act": "answer", "ability": "idolatry_unit", "unit": "tt.proto_shoggoth.1"})
    t.play(TT, {"act": "answer", "ability": "idolatry_unit", "unit": None})
    assert t.units_at("Arctic Ocean", TT) == ["tt.proto_shoggoth.1"] and t.units_at("Europe", TT) == ["tt.acolyte.1"]


def _pass_windows(t):
    while t.waiting() and t.waiting()[1] == "window":
        seat = t.waiting()[0]
        t.play(seat, next(o for o in t.options(seat) if o["act"] == "window_pass"))


def _martyr_battle(game, books):
    t = game([TT, GC, CC], power={TT: 8, GC: 8}, first=TT, dice=[1, 6, 6, 1, 1, 1, 1], books={TT: books},
             units={"Europe": [(TT, "high_priest", 1), (TT, "acolyte", 1), (TT, "proto_shoggoth", 1),
                               (GC, "cthulhu", 1)]})
    t.play(TT, {"act": "battle", "area": "Europe", "enemy": GC})
    _pass_windows(t)
    t.play(TT, {"act": "assign", "unit": "tt.high_priest.1", "result": "kill"})
    t.play(TT, {"act": "assign", "unit": "tt.acolyte.1", "result": "kill"})
    _pass_windows(t)
    while t.state.battle is not None and t.waiting():
        seat, kind = t.waiting()
        t.play(seat, next(o for o in t.options(seat) if o["act"] not in ("standing_answer",)))
    return t


def test_martyrdom_turns_the_other_kills_into_pains_once_a_high_priest_is_killed(game):
    """Tcho-Tcho, Martyrdom; master rulebook, Complex Battle Example 9: a High Priest Killed turns
    every other Kill on the Tcho-Tcho's units into a Pain, those already assigned too."""
    t = _martyr_battle(game, ["Martyrdom"])
    assert t.state.units["tt.high_priest.1"] == "pool"
    assert t.state.units["tt.acolyte.1"] not in ("pool", "Europe")
    t = _martyr_battle(game, [])
    assert t.state.units["tt.acolyte.1"] == "pool"


def test_terror_may_instead_take_one_from_the_enemys_combat_for_each_proto_shoggoth(game):
    """Tcho-Tcho, Terror; FAQ: all Proto-Shoggoths use the same mode for the whole Battle, 4 of them
    giving 8 dice, or 4 dice and 4 fewer for the enemy."""
    t = game([TT, GC, CC], power={TT: 8, GC: 8}, first=TT, books={TT: ["Terror"]},
             units={"Europe": [(TT, "proto_shoggoth", 4), (GC, "cthulhu", 1)]})
    t.play(TT, {"act": "battle", "area": "Europe", "enemy": GC})
    modes = [o for o in t.options(TT, "ability") if o["ability"] == "terror_mode"]
    assert {o["mode"] for o in modes} == {"own", "enemy"}
    t.play(TT, {"act": "ability", "ability": "terror_mode", "mode": "enemy"})
    shoggoths = units_in(t.state, "Europe", TT)
    assert strength(t.state, TT, GC, shoggoths) == 4
    assert strength(t.state, GC, TT, ["gc.cthulhu.1"]) == 2


def test_sleeper_may_borrow_sycophancy_with_ancient_sorcery(game):
    """Master rulebook, FAQ, Tcho-Tcho: Sycophancy covers the whole Doom Phase, so Sleeper can use it
    with Ancient Sorcery: an enemy's Ritual then asks that enemy about Sleeper's Doom."""
    sl = "sleeper"
    t = game([GC, sl, TT], units={"Asia": [(GC, "acolyte", 1)], "Africa": [(TT, "acolyte", 1)],
                                  "off_map:sleeper": [(sl, "serpent_man", 1)]},
             gates={"Asia": GC}, power={GC: 10}, phase="first_player", first=GC,
             extra={"round": 2, "faction_data": {GC: {}, TT: {}, sl: {"sorcery": {TT: "sl.serpent_man.1"}}}})
    t.play(GC, {"act": "direction", "direction": "clockwise"})
    t.play(GC, {"act": "ritual"})
    while t.waiting() and t.waiting()[1] == "spellbook":
        seat = t.waiting()[0]
        t.play(seat, t.options(seat, "place_spellbook")[0])
    asked = {o["ability"] for o in t.options(GC, "answer")}
    assert "borrowed_sycophancy" in asked or "sycophancy" in asked
    while any(o["ability"] != "borrowed_sycophancy" for o in t.options(GC, "answer")):
        t.play(GC, next(o for o in t.options(GC, "answer") if o["pay"] == "doom_given"))
    t.play(GC, {"act": "answer", "ability": "borrowed_sycophancy", "pay": "doom_given"})
    assert t.state.doom[sl] == 1


def test_with_the_high_priests_module_the_tcho_tcho_get_no_fourth_high_priest():
    """Master rulebook, Tcho-Tcho, with the High Priests module: still three High Priests in all,
    their own; the other factions get theirs as usual."""
    seats = [{"seat": f, "faction": f} for f in (GC, TT, CC)]
    state = rules.replay(rules.new_game({"seats": seats, "sandbox": True, "high_priests": True},
                                        b"a seed of sixteen bytes or more"))
    priests = {u for u in state.units if ".high_priest." in u}
    assert priests == {"hp.high_priest.1", "hp.high_priest.3", "tt.high_priest.1", "tt.high_priest.2",
                       "tt.high_priest.3"}


def test_with_the_high_priests_module_the_tcho_tcho_start_with_five_acolytes_and_a_high_priest():
    """Master rulebook, Tcho-Tcho, with the High Priests module: one starting Acolyte is replaced by
    a High Priest."""
    seats = [{"seat": f, "faction": f} for f in (GC, TT, CC)]
    state = rules.replay(rules.new_game({"seats": seats, "sandbox": True, "high_priests": True},
                                        b"a seed of sixteen bytes or more"))
    new, state = rules.decide_and_apply(state, TT, {"act": "start_area", "area": "Arctic Ocean"})
    set_up = [e for e in new if isinstance(e, ev.FactionSetUp)][0]
    assert sorted(set_up.units) == sorted([f"tt.acolyte.{n}" for n in range(1, 6)] + ["tt.high_priest.1"])
    assert set_up.gate_unit == "tt.acolyte.1"


# -- the Tribes variant ----------------------------------------------------------------------

def _offered_books(t):
    return sorted(o["spellbook"] for o in t.options(TT, "place_spellbook"))


def test_each_tribe_offers_the_three_universal_spellbooks_and_its_own_three(game):
    """Master rulebook, Tcho-Tcho Tribes: Hierophants, Soulless and Terror, and the tribe's three; the
    original faction's books are the Tsang tribe's."""
    universal = ["Hierophants", "Soulless", "Terror"]
    expected = {"original": ["Idolatry", "Martyrdom", "Tablets of the Gods"],
                "tsang": ["Idolatry", "Martyrdom", "Tablets of the Gods"],
                "leng": ["Dark Rituals", "Fulmination", "Surprise!"],
                "sarkomand": ["Doomsday", "Inerrant", "Otherworld Alliances"]}
    for tribe, own in expected.items():
        t = game([TT, GC, CC], units={"Asia": [(TT, "acolyte", 1)]}, power={TT: 2, GC: 1}, elder_signs={TT: [1]},
                 ruleset={"tcho_tcho_tribe": tribe})
        assert _offered_books(t) == sorted(universal + own)


def test_surprise_lets_the_enemy_pick_the_acolyte_a_proto_shoggoth_replaces(game):
    """Leng, Surprise! (2 Power): the enemy Eliminates an Acolyte of its choice; a Proto-Shoggoth from
    your Pool takes its place."""
    t = game([TT, GC, CC], units={"Asia": [(TT, "acolyte", 1)], "Europe": [(GC, "acolyte", 1)],
                                  "South Pacific": [(GC, "acolyte", 1)]},
             books={TT: ["Surprise!"]}, power={TT: 3, GC: 1}, ruleset={"tcho_tcho_tribe": "leng"})
    t.play(TT, {"act": "ability", "ability": "surprise", "enemy": GC})
    assert t.waiting()[0] == GC
    t.play(GC, {"act": "answer", "ability": "surprise_victim", "unit": "gc.acolyte.1"})
    area = "Europe" if t.state.units["gc.acolyte.2"] == "South Pacific" else "South Pacific"
    assert t.units_at(area, TT) == ["tt.proto_shoggoth.1"] and t.state.power[TT] == 1


def test_dark_rituals_make_an_enemy_with_your_high_priest_in_its_start_area_pay_two(game):
    """Leng, Dark Rituals (0 Power): each enemy with one of your High Priests in its start Area pays
    you 2 Power or 2 Doom, its choice; the book is then face-down until the Doom Phase."""
    t = game([TT, GC, CC], units={"South Pacific": [(TT, "high_priest", 1), (GC, "acolyte", 1)]},
             books={TT: ["Dark Rituals"]}, power={TT: 1, GC: 5}, doom={GC: 3}, ruleset={"tcho_tcho_tribe": "leng"})
    t.play(TT, {"act": "ability", "ability": "dark_rituals"})
    assert {o["pay"] for o in t.options(GC, "answer")} == {"power", "doom"}
    t.play(GC, {"act": "answer", "ability": "dark_rituals_paid", "pay": "doom"})
    assert t.state.doom[GC] == 1 and t.state.doom[TT] == 2 and t.state.faction_data[TT]["dark_rituals_face_down"]


def test_an_enemy_short_of_doom_pays_dark_rituals_in_power(game):
    t = game([TT, GC, CC], units={"South Pacific": [(TT, "high_priest", 1), (GC, "acolyte", 1)]},
             books={TT: ["Dark Rituals"]}, power={TT: 1, GC: 5}, doom={GC: 1}, ruleset={"tcho_tcho_tribe": "leng"})
    t.play(TT, {"act": "ability", "ability": "dark_rituals"})
    assert t.state.power[GC] == 3 and t.state.power[TT] == 3


def test_an_enemy_with_less_than_two_power_and_doom_is_immune_to_dark_rituals(game):
    t = game([TT, GC, CC], units={"South Pacific": [(TT, "high_priest", 1), (GC, "acolyte", 1)]},
             books={TT: ["Dark Rituals"]}, power={TT: 1, GC: 1}, doom={GC: 1}, ruleset={"tcho_tcho_tribe": "leng"})
    assert not [o for o in t.options(TT, "ability") if o["ability"] == "dark_rituals"]


def test_fulmination_gives_an_elder_sign_per_unit_killed_and_ubbo_sathla_leaves_the_game(game):
    """Leng, Fulmination: Ubbo-Sathla Killed may leave the game for good, for 1 Elder Sign per unit
    Killed in that Battle, both sides."""
    t = game([TT, GC, CC], power={TT: 8, GC: 8}, first=TT, dice=[1, 6, 6, 1, 1, 1, 1],
             books={TT: ["Fulmination"]}, ruleset={"tcho_tcho_tribe": "leng"},
             units={"Europe": [(TT, "ubbo_sathla", 1), (TT, "proto_shoggoth", 1), (GC, "cthulhu", 1)]})
    t.play(TT, {"act": "battle", "area": "Europe", "enemy": GC})
    while t.state.battle is not None or (t.waiting() and t.waiting()[1] == "window"):
        seat = t.waiting()[0]
        fulmination = [o for o in t.options(seat, "ability") if o.get("ability") == "fulmination"]
        t.play(seat, fulmination[0] if fulmination else next(
            o for o in t.options(seat) if o["act"] in ("window_pass", "assign", "retreat", "place_spellbook")))
    assert t.state.units["tt.ubbo_sathla.1"] == "out_of_play" and len(t.state.elder_signs[TT]) == 2


def test_inerrant_earns_an_elder_sign_for_a_great_old_one_at_an_enemy_gate(game):
    """Sarkomand, Inerrant: your Ritual earns an Elder Sign per enemy-Controlled Gate where a Great Old
    One of yours stands (besides the Ritual's own for the Great Old One)."""
    units = {"Asia": [(TT, "acolyte", 1)], "Europe": [(TT, "ubbo_sathla", 1), (GC, "acolyte", 1)]}
    t = _ritual_turn(game, TT, units, books={TT: ["Inerrant"]}, gates={"Asia": TT, "Europe": GC},
                     ruleset={"tcho_tcho_tribe": "sarkomand"})
    t.play(TT, {"act": "ritual"})
    assert len(t.state.elder_signs[TT]) == 2


def test_doomsday_brings_an_independent_costing_two_or_four_to_your_gate_for_free(game):
    """Sarkomand, Doomsday (once): an Independent Great Old One of cost 2 or 4 appears at your Gate,
    with its Loyalty Card; not one of cost 6."""
    t = game([TT, GC, CC], units={"Asia": [(TT, "acolyte", 1)]}, gates={"Asia": TT}, power={TT: 1, GC: 1},
             books={TT: ["Doomsday"]}, ruleset={"tcho_tcho_tribe": "sarkomand"},
             cards={"y_golonac": None})
    opts = [o for o in t.options(TT, "ability") if o["ability"] == "doomsday"]
    assert len(opts) == 1 and opts[0]["area"] == "Asia"
    t.play(TT, opts[0])
    assert t.state.units[opts[0]["unit"]] == "Asia" and t.state.loyalty["y_golonac"]["owner"] == TT
    assert t.state.power[TT] == 1


def test_a_secret_tribe_is_picked_before_the_first_action_and_hidden_from_the_other_seats(game):
    """Master rulebook, Tcho-Tcho Tribes: the player picks a tribe in secret; the other seats see
    neither the pick nor the tribe's books until the first tribe Spellbook is taken."""
    t = game([TT, GC, CC], units={"Asia": [(TT, "acolyte", 1)]}, power={TT: 2, GC: 1},
             ruleset={"tcho_tcho_tribe": "secret"})
    assert t.waiting() == (TT, "tribe")
    new = t.play(TT, {"act": "answer", "ability": "tribe_chosen", "tribe": "leng"})
    chosen = [e for e in new if type(e).__name__ == "TribeChosen"]
    assert chosen and rules.redact(chosen[0], GC, t.state)[3] is None
    assert rules.redact(chosen[0], TT, t.state)[3] == {"tribe": "leng"}
    assert "secret_tribe" not in rules.view(t.state, GC)["factions"][TT]["data"]
    assert rules.view(t.state, TT)["factions"][TT]["data"]["secret_tribe"] == "leng"


def test_the_secret_tribe_deals_its_books_and_is_revealed_with_the_first_of_them(game):
    t = game([TT, GC, CC], units={"Asia": [(TT, "acolyte", 1)]}, power={TT: 2, GC: 1}, elder_signs={TT: [1, 2, 3]},
             ruleset={"tcho_tcho_tribe": "secret"}, extra={"faction_data": {TT: {"secret_tribe": "leng"}, GC: {},
                                                                               CC: {}}})
    assert _offered_books(t) == sorted(["Hierophants", "Soulless", "Terror", "Dark Rituals", "Fulmination",
                                        "Surprise!"])
    t.play(TT, {"act": "place_spellbook", "slot": 1, "spellbook": "Soulless"})
    assert "tribe" not in t.state.faction_data[TT]
    t.play(TT, {"act": "place_spellbook", "slot": 2, "spellbook": "Surprise!"})
    assert rules.view(t.state, GC)["factions"][TT]["data"]["tribe"] == "leng"


def test_surprise_needs_the_two_power_it_costs(game):
    t = game([TT, GC, CC], units={"Europe": [(TT, "acolyte", 1), (GC, "acolyte", 1)]},
             books={TT: ["Surprise!"]}, power={TT: 1, GC: 1}, ruleset={"tcho_tcho_tribe": "leng"})
    assert t.waiting() == (TT, "turn")
    assert not [o for o in t.options(TT, "ability") if o["ability"] == "surprise"]


def test_with_the_high_priests_module_hierophants_gives_every_faction_its_high_priest_once(game):
    """Tcho-Tcho, Hierophants, with the High Priests module: when it is taken, every faction places
    its High Priest at one of its Gates (once, as the card reads)."""
    t = game([TT, GC, CC], units={"Asia": [(TT, "acolyte", 1)], "South Pacific": [(GC, "acolyte", 1)],
                                  "Europe": [(CC, "acolyte", 1)], "Africa": [(CC, "acolyte", 1)]},
             gates={"Asia": TT, "South Pacific": GC, "Europe": CC, "Africa": CC}, power={TT: 2, GC: 1},
             elder_signs={TT: [1]}, high_priests=True)
    t.play(TT, {"act": "place_spellbook", "slot": 1, "spellbook": "Hierophants"})
    assert t.state.units["tt.high_priest.1"] == "Asia" and t.state.units["hp.high_priest.2"] == "South Pacific"
    assert {o["area"] for o in t.options(CC, "answer")} == {"Europe", "Africa"}
    t.play(CC, {"act": "answer", "ability": "hierophants_gift", "area": "Africa"})
    assert t.state.units["hp.high_priest.3"] == "Africa" and t.state.faction_data[TT].get("demand") is None


def test_hierophants_ignores_a_neutral_spellbook(game):
    """Master rulebook, FAQ, Tcho-Tcho: Hierophants answers the faction's own Spellbooks only."""
    t = game([TT, GC, CC], units={"Asia": [(TT, "acolyte", 1)]}, gates={"Asia": TT}, power={TT: 2, GC: 1},
             elder_signs={TT: [1]}, books={TT: {0: "Hierophants"}}, neutral_books=True)
    neutral = [o for o in t.options(TT, "place_spellbook") if o["spellbook"] not in ("Idolatry", "Martyrdom",
               "Soulless", "Tablets of the Gods", "Terror")]
    assert neutral
    t.play(TT, neutral[0])
    assert t.state.units["tt.high_priest.1"] == "pool" and t.state.faction_data[TT].get("growth", 0) == 0


def test_martyrdom_leaves_kills_alone_while_no_high_priest_is_killed(game):
    """Tcho-Tcho, Martyrdom: only a Kill on a High Priest turns the other Kills into Pains."""
    t = game([TT, GC, CC], power={TT: 8, GC: 8}, first=GC, dice=[6, 1, 1, 1, 1, 1], books={TT: ["Martyrdom"]},
             units={"Europe": [(TT, "high_priest", 1), (TT, "acolyte", 1), (GC, "cthulhu", 1)]})
    t.play(GC, {"act": "battle", "area": "Europe", "enemy": TT})
    _pass_windows(t)
    t.play(TT, {"act": "assign", "unit": "tt.acolyte.1", "result": "kill"})
    while t.state.battle is not None and t.waiting():
        seat = t.waiting()[0]
        t.play(seat, next(o for o in t.options(seat) if o["act"] not in ("standing_answer",)))
    assert t.state.units["tt.acolyte.1"] == "pool" and t.state.units["tt.high_priest.1"] == "Europe"


def test_a_soulless_cultist_captured_by_a_yithian_still_gives_the_possession_power(game):
    """Master rulebook, FAQ, Tcho-Tcho (Soulless) and Great Race of Yith: the base reward is 0, and
    Possession still adds its 1."""
    from rules.engine.phases import power_sources

    yith = "great_race_of_yith"
    t = game([GC, TT, CC], cards={yith: GC}, figures={"Asia": [(yith, "great_race", 1)]}, power={GC: 4, TT: 4},
             units={"Europe": [(GC, "acolyte", 1)]},
             captured={GC: [(TT, "acolyte", 1)]}, books={TT: ["Soulless"]},
             extra={"faction_data": {GC: {"possessed": ["tt.acolyte.1"]}, TT: {}, CC: {}}})
    sources = power_sources(t.state, GC)
    assert sources["captured_cultists"] + sources["soulless"] + sources["possession"] == 1


def test_windwalkers_far_pole_is_the_one_the_tcho_tcho_took():
    """Master rulebook, FAQ, Tcho-Tcho: Windwalker forced to the other pole gets its far-pole
    requirement from the Tcho-Tcho's Gate there, however the units move later."""
    from rules.factions.windwalker.actions import far_pole_gate, start_area

    state = rules.replay(_new([TT, GC, WW]))
    _, state = rules.decide_and_apply(state, TT, {"act": "start_area", "area": "Arctic Ocean"})
    assert start_area(state, WW) == "Antarctica" and far_pole_gate(state, WW)
    moved = state.derive(units={u: ("Europe" if w == "Arctic Ocean" else w) for u, w in state.units.items()})
    assert start_area(moved, WW) == "Antarctica"


# -- a Unique High Priest among the Tcho-Tcho's three ------------------------------------------

ASENATH, ASENATH_FIGURE = "asenath_waite", "hpaw.asenath_waite.1"


def test_the_tcho_tcho_may_recruit_one_of_their_high_priests_as_a_unique_one(game):
    """Master rulebook, Tcho-Tcho, High Priests, with Unique High Priests: one of the three may be
    Unique (FAQ): one of their own figures leaves play for it, the other two stay ordinary."""
    t = game([TT, GC, CC], unique_high_priests=True, power={TT: 8, GC: 1},
             units={"Asia": [(TT, "acolyte", 1)]})
    pooled = sorted(u for u, w in t.state.units.items() if u.startswith("tt.high_priest.") and w == "pool")
    recruit = {"act": "ability", "ability": f"recruit_{ASENATH}", "area": "Asia"}
    assert recruit in t.options(TT, "ability")
    t.play(TT, recruit)
    assert t.state.units[ASENATH_FIGURE] == "Asia" and t.state.table[ASENATH_FIGURE].faction == TT
    assert t.state.units[pooled[0]] == "out_of_play" and t.state.power[TT] == 5
    assert recruit not in t.options(TT, "ability")  # the Unique one is on the map already


def test_a_unique_high_priest_of_the_tcho_tcho_has_no_unspeakable_oath_but_may_awaken_ubbo_sathla(game):
    """Master rulebook, Tcho-Tcho, High Priests (FAQ): the Unique one lacks the Oath, and still
    counts for Awakening Ubbo-Sathla."""
    t = game([TT, GC, CC], power={TT: 6, GC: 1}, gates={"Asia": TT},
             units={"Asia": [(TT, "acolyte", 1)]}, cards={ASENATH: TT}, figures={"Africa": [(ASENATH, ASENATH, 1)]})
    assert not _ability(t, TT, "tcho_unspeakable_oath")
    awaken = _ability(t, TT, "awaken_ubbo_sathla")
    assert awaken == [{"act": "ability", "ability": "awaken_ubbo_sathla", "unit": ASENATH_FIGURE, "area": "Asia"}]
    t.play(TT, awaken[0])
    assert t.state.units["tt.ubbo_sathla.1"] == "Asia" and t.state.units[ASENATH_FIGURE] not in ("Africa",)


def test_a_unique_high_priest_of_the_tcho_tcho_earns_a_tablets_elder_sign_and_is_eliminated_by_it(game):
    """Master rulebook, Tcho-Tcho, High Priests (FAQ): the Unique one counts for Tablets of the Gods;
    once it is gone, the figure that stepped aside for it waits in the Pool again."""
    units = {"Asia": [(TT, "acolyte", 1)], "Europe": [(TT, "acolyte", 1), (TT, "high_priest", 1)]}
    t = _ritual_turn(game, TT, units, books={TT: ["Tablets of the Gods"]}, gates={"Asia": TT, "Europe": TT},
                     cards={ASENATH: TT}, figures={"Asia": [(ASENATH, ASENATH, 1)]})
    before = dict(t.state.units)
    assert any(w == "out_of_play" for u, w in before.items() if u.startswith("tt.high_priest."))
    t.play(TT, {"act": "ritual"})
    assert len(t.state.elder_signs[TT]) == 2
    assert t.state.units[ASENATH_FIGURE] == "out_of_play"
    assert all(t.state.units[f"tt.high_priest.{n}"] == "pool" for n in (1, 2, 3))
