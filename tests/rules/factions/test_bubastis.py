"""Bubastis: the Moon (its own Area with a Gate it always Controls), Cats and Lunacy, set-up on the
Moon, Bastet the Elder God with Requires Attention, the Spellbooks and the six requirements (master
rulebook, Bubastis faction chapter, FAQ and Two-Player Rules; docs/factions.md, Bubastis)."""
from __future__ import annotations

import pytest
from conftest import CC, GC, YS
from sandbox import types_of

import rules
from rules.engine import events as ev
from rules.engine.actions import summon_cost
from rules.engine.errors import InvalidOptions
from rules.engine.setup import answer_set_up
from rules.engine.state import controlled_gates, gate_controller, units_in

BB = "bubastis"
MOON = "The Moon"
EUROPE, ASIA, AFRICA = "Europe", "Asia", "Africa"


def _bb(game, factions=(BB, GC, YS), moon_cat=True, **kw):
    """A table; an Earth Cat waits on the Moon unless the test places one there or says not
    (`moon_cat`), so the "no Earth Cats on the Moon" requirement asks nothing."""
    units = kw.get("units")
    if moon_cat and units is not None and not any(t == "earth_cat" for _, t, _ in units.get(MOON, ())):
        kw["units"] = {**units, MOON: [*units.get(MOON, ()), (BB, "earth_cat", 1)]}
    return game(list(factions), **kw)


def _new(factions, **options):
    seats = [{"seat": f, "faction": f} for f in factions]
    return rules.replay(answer_set_up(rules.new_game({"seats": seats, "sandbox": True, **options},
                                                     b"a seed of sixteen bytes or more")))


def _ability(t, seat, name):
    return [o for o in t.options(seat, "ability") if o.get("ability") == name]


def _types(t, area, faction=BB):
    return sorted(t.state.table[u].type for u in units_in(t.state, area, faction))


# -- set-up and the Moon ---------------------------------------------------------------------

def test_bubastis_sets_up_six_earth_cats_on_the_moon_with_eight_power():
    """Master rulebook, Bubastis, Set-up: 8 Power and 6 Earth Cats on the Moon; no start Area on the map."""
    s = _new([BB, GC, YS])
    on_moon = units_in(s, MOON, BB)
    assert len(on_moon) == 6 and all(s.table[u].type == "earth_cat" for u in on_moon)
    assert s.power[BB] == 8
    assert all(where in ("pool", MOON) for u, where in s.units.items() if u.startswith("bb."))


def test_the_moon_is_added_to_any_map_as_a_land_area_beside_every_area():
    """The Moon is a separate tile, a land Area; for abilities it is adjacent to every Area (FAQ)."""
    for players in (3, 4, 5):
        factions = [BB, GC, YS, CC, "black_goat"][:players]
        s = _new(factions)
        assert MOON in s.map.areas and s.map.has_tag(MOON, "land")
        assert all(MOON in s.map.adjacent(a) for a in s.map.areas if a != MOON)
        assert set(s.map.adjacent(MOON)) == set(s.map.areas) - {MOON}


def test_the_moon_is_on_no_map_without_bubastis():
    assert "The Moon" not in _new([GC, YS, CC]).map.areas


def test_the_moon_holds_a_gate_bubastis_always_controls():
    """The Moon holds a Bubastis-Controlled Gate for all purposes, with no unit on it."""
    s = _new([BB, GC, YS])
    assert gate_controller(s, MOON) == BB and MOON in controlled_gates(s, BB)
    assert MOON not in s.gates  # not among the Gates on the map, and no unit holds it


def test_the_moon_gate_stays_bubastis_with_no_cat_on_the_moon(game):
    t = _bb(game, units={EUROPE: [(BB, "earth_cat", 1)], ASIA: [(GC, "acolyte", 1)]})
    assert gate_controller(t.state, MOON) == BB


def test_the_moon_gives_two_power_in_gather_power(game):
    """A Controlled Gate: 2 Power in Gather Power (and 1 per Cat)."""
    t = _bb(game, units={MOON: [(BB, "earth_cat", 2)], ASIA: [(GC, "acolyte", 1)], EUROPE: [(YS, "acolyte", 1)]},
            phase="action")
    gathered = _gather(t)
    assert gathered[BB] == 2 + 2


def _gather(t):
    """Play every seat's pass until Gather Power has happened; the Power each gathered."""
    for _ in range(60):
        found = [e for e in t.events if isinstance(e, ev.PowerGathered)]
        if found:
            return {e.faction: e.amount for e in found}
        seat = t.waiting()[0]
        opts = t.options(seat)
        pick = next((o for o in opts if o["act"] in ("pass", "end_ritual_turn", "window_pass", "direction",
                                                    "first_player")), opts[0])
        t.play(seat, pick)
    raise AssertionError("no Gather Power")


def test_bubastis_summons_cats_at_the_moon(game):
    """FAQ, Bubastis: Cats are Summoned at the Moon, the only Gate Bubastis Controls."""
    t = _bb(game, units={MOON: [(BB, "earth_cat", 1)]}, power={BB: 8})
    areas = {o["area"] for o in t.options(BB, "summon")}
    assert areas == {MOON}
    t.play(BB, {"act": "summon", "unit_type": "cat_from_uranus", "area": MOON})
    assert "cat_from_uranus" in _types(t, MOON) and t.state.power[BB] == 4


def test_bubastis_units_move_from_the_moon_to_any_area_and_back(game):
    t = _bb(game, units={MOON: [(BB, "earth_cat", 1)], AFRICA: [(BB, "cat_from_mars", 1)]}, power={BB: 4})
    moves = t.options(BB, "move")
    assert {o["to"] for o in moves if o["unit"] == "bb.earth_cat.1"} == set(t.state.map.areas) - {MOON}
    assert any(o["unit"] == "bb.cat_from_mars.1" and o["to"] == MOON for o in moves)


def test_other_factions_never_move_onto_the_moon_but_leave_it_for_any_area(game):
    """FAQ, Bubastis: others may leave the Moon for any Area but never Move onto it."""
    t = _bb(game, first=GC, units={MOON: [(GC, "acolyte", 1)], EUROPE: [(GC, "acolyte", 1)],
                                   ASIA: [(BB, "earth_cat", 1)]}, power={GC: 4})
    moves = t.options(GC, "move")
    assert not any(o["to"] == MOON for o in moves)
    from_moon = {o["to"] for o in moves if t.state.units[o["unit"]] == MOON}
    assert from_moon == set(t.state.map.areas) - {MOON}


def test_no_gate_can_be_created_on_the_moon(game):
    t = _bb(game, first=GC, units={MOON: [(GC, "acolyte", 1)]}, power={GC: 4})
    assert not any(o["area"] == MOON for o in t.options(GC, "create_gate"))


# -- units and Lunacy ------------------------------------------------------------------------

def test_cats_cost_one_two_three_four_by_default(game):
    t = _bb(game, units={MOON: [(BB, "earth_cat", 1)]})
    costs = {k: summon_cost(t.state, BB, f"bb.{k}.1") for k in ("cat_from_mars", "cat_from_saturn", "cat_from_uranus")}
    assert costs == {"cat_from_mars": 2, "cat_from_saturn": 3, "cat_from_uranus": 4}


def test_under_the_rulebook_table_cats_cost_one_one_two_three(game):
    t = _bb(game, units={MOON: [(BB, "earth_cat", 1)]}, ruleset={"bubastis_cat_values": "rulebook_table"})
    costs = [summon_cost(t.state, BB, f"bb.{k}.1") for k in ("cat_from_mars", "cat_from_saturn", "cat_from_uranus")]
    assert costs == [1, 2, 3]


def test_an_earth_cat_cannot_be_captured(game):
    """Lunacy: Earth Cats are never Captured, even alone beside an enemy Great Old One."""
    t = _bb(game, first=GC, units={EUROPE: [(BB, "earth_cat", 1), (GC, "cthulhu", 1)]}, power={GC: 4})
    assert not t.options(GC, "capture")


def test_an_earth_cat_never_creates_a_gate(game):
    t = _bb(game, units={EUROPE: [(BB, "earth_cat", 2)]}, power={BB: 8})
    assert not t.options(BB, "create_gate")


def test_an_earth_cat_counts_as_a_cultist_for_abilities():
    """Lunacy: abilities that affect Cultists may treat an Earth Cat as an Acolyte."""
    spec = rules.factions.get(BB).unit("earth_cat")
    assert spec.cultist and spec.monster and not spec.holds_gates and not spec.recruited


def test_bubastis_has_no_recruit_action_without_catabolism(game):
    t = _bb(game, units={MOON: [(BB, "earth_cat", 1)]}, power={BB: 8})
    assert not t.options(BB, "recruit")


def test_with_high_priests_bubastis_has_none_and_gathers_one_more_power(game):
    s = _new([BB, GC, YS], high_priests=True)
    priests = {u: w for u, w in s.units.items() if u.startswith("hp.") and s.table[u].faction == BB}
    assert list(priests.values()) == ["out_of_play"]
    t = _bb(game, units={MOON: [(BB, "earth_cat", 1)], ASIA: [(GC, "acolyte", 1)], EUROPE: [(YS, "acolyte", 1)]},
            high_priests=True)
    assert _gather(t)[BB] == 2 + 1 + 1


# -- two players -----------------------------------------------------------------------------

def test_bubastis_is_never_seated_against_crawling_chaos_in_a_two_player_game():
    """Master rulebook, Bubastis: do not pair Bubastis against Crawling Chaos in a 2-player game."""
    with pytest.raises(InvalidOptions, match="never played against"):
        _new([BB, CC])
    assert _new([BB, GC]).order == (BB, GC)
    assert CC in _new([BB, GC, CC]).order


def test_the_simulators_line_ups_never_pair_bubastis_with_crawling_chaos():
    from bots.simulate import seats_for
    for game_number in range(40):
        chosen = {s["faction"] for s in seats_for(2, game_number, (BB, CC, GC, YS))}
        assert chosen != {BB, CC}


# -- Bastet ----------------------------------------------------------------------------------

def _all_cats(extra=()):
    return [(BB, "earth_cat", 1), (BB, "cat_from_mars", 1), (BB, "cat_from_saturn", 1), (BB, "cat_from_uranus", 1),
            *extra]


def test_bastet_awakens_with_all_four_cats_in_play_for_six_in_an_area_without_enemies(game):
    t = _bb(game, units={MOON: _all_cats(), EUROPE: [(GC, "acolyte", 1)]}, power={BB: 6})
    areas = {o["area"] for o in _ability(t, BB, "awaken_bastet")}
    assert EUROPE not in areas and ASIA in areas and MOON in areas
    t.play(BB, {"act": "ability", "ability": "awaken_bastet", "area": ASIA})
    assert units_in(t.state, ASIA, BB) == ["bb.bastet.1"] and t.state.power[BB] == 0
    assert any(e.slot == 5 for e in types_of(t.events, ev.RequirementMet))  # Awaken Bastet


def test_bastet_does_not_awaken_without_every_kind_of_cat(game):
    t = _bb(game, units={MOON: _all_cats()[:3]}, power={BB: 10})
    assert not _ability(t, BB, "awaken_bastet")


def test_bastet_alone_cannot_declare_battle(game):
    """An Elder God cannot declare Battle."""
    t = _bb(game, units={EUROPE: [(BB, "bastet", 1), (GC, "acolyte", 1)]}, power={BB: 4})
    assert not t.options(BB, "battle")
    t = _bb(game, units={EUROPE: [(BB, "bastet", 1), (BB, "cat_from_mars", 1), (GC, "acolyte", 1)]}, power={BB: 4})
    assert t.options(BB, "battle")


def _battle(t, attacker, area, enemy):
    t.play(attacker, {"act": "battle", "area": area, "enemy": enemy})
    while t.state.battle is not None and t.state.battle.step == "pre_battle":
        seat = t.waiting()[0]
        t.play(seat, next(o for o in t.options(seat) if o["act"] == "window_pass"))


def test_bastet_alone_scores_one_kill_and_takes_one_from_the_enemys_rolled_kills(game):
    """FAQ, Bubastis: both effects work even when Bastet is alone in the Battle."""
    units = {EUROPE: [(BB, "bastet", 1), (GC, "cthulhu", 1)]}
    t = _bb(game, first=GC, units=units, power={GC: 4}, dice=[6, 6, 1, 1, 1, 1])
    _battle(t, GC, EUROPE, BB)
    added = [(e.faction, e.result, e.amount) for e in types_of(t.events, ev.BattleHitsAdded)]
    assert added == [(BB, "kill", 1), (GC, "kill", -1)]  # Cthulhu's two rolled Kills count as one
    assert not [e for e in t.events if isinstance(e, ev.DiceRolled) and e.faction == BB and e.faces]


def test_bastet_takes_nothing_from_an_enemy_that_rolled_no_kill(game):
    units = {EUROPE: [(BB, "bastet", 1), (GC, "cthulhu", 1)]}
    t = _bb(game, first=GC, units=units, power={GC: 4}, dice=[1, 1, 1, 1, 1, 1])
    _battle(t, GC, EUROPE, BB)
    added = [(e.faction, e.result, e.amount) for e in types_of(t.events, ev.BattleHitsAdded)]
    assert added == [(BB, "kill", 1)]


def test_bastet_draws_no_elder_sign_in_a_ritual(game):
    t = _bb(game, units={MOON: [(BB, "earth_cat", 1)], EUROPE: [(BB, "bastet", 1)]}, power={BB: 10},
            phase="first_player", first=BB)
    _to_ritual_turn(t)
    t.play(BB, {"act": "ritual"})
    assert not [e for e in types_of(t.events, ev.ElderSignDrawn) if e.faction == BB]


def _to_ritual_turn(t):
    """From the First Player Phase of a table, on to Bubastis' Ritual turn (the others end theirs)."""
    for _ in range(30):
        w = t.waiting()
        if w == (BB, "ritual"):
            return
        seat = w[0]
        opts = [o for o in t.options(seat) if o["act"] != "standing_answer"]
        t.play(seat, next((o for o in opts if o["act"] in ("end_ritual_turn", "window_pass", "direction")), opts[0]))
    raise AssertionError("no Ritual turn for Bubastis")


def test_a_moon_only_ritual_gives_one_doom(game):
    """FAQ, Bubastis: without Requires Attention a Ritual earns 1 Doom, from the Moon's Gate."""
    t = _bb(game, units={MOON: [(BB, "earth_cat", 1)]}, power={BB: 10}, phase="first_player", first=BB)
    _to_ritual_turn(t)
    doom = t.state.doom[BB]
    t.play(BB, {"act": "ritual"})
    assert t.state.doom[BB] == doom + 1


def test_requires_attention_gives_a_flat_four_doom_with_bastet_beside_an_enemy_cultist(game):
    t = _bb(game, units={MOON: [(BB, "earth_cat", 1)], EUROPE: [(BB, "bastet", 1), (YS, "acolyte", 1)]},
            power={BB: 10}, phase="first_player", first=BB)
    _to_ritual_turn(t)
    doom = t.state.doom[BB]
    t.play(BB, {"act": "ability", "ability": "requires_attention"})
    assert t.state.doom[BB] == doom + 4
    assert not [e for e in types_of(t.events, ev.ElderSignDrawn) if e.faction == BB]


def test_requires_attention_is_not_offered_without_an_enemy_cultist(game):
    t = _bb(game, units={MOON: [(BB, "earth_cat", 1)], EUROPE: [(BB, "bastet", 1), (YS, "undead", 1)]},
            power={BB: 10}, phase="first_player", first=BB)
    _to_ritual_turn(t)
    assert not _ability(t, BB, "requires_attention")


@pytest.mark.parametrize("gate, goo, signs", [(False, False, 0), (True, False, 1), (False, True, 2), (True, True, 3)])
def test_requires_attention_adds_an_elder_sign_for_an_enemy_gate_and_two_for_an_enemy_great_old_one(game, gate, goo,
                                                                                                     signs):
    """FAQ, Bubastis: the bonuses add up (Bastet with Yog-Sothoth, a Gate and a Great Old One: 3)."""
    here = [(BB, "bastet", 1), (YS, "acolyte", 1)] + ([(YS, "king_in_yellow", 1)] if goo else [])
    t = _bb(game, units={MOON: [(BB, "earth_cat", 1)], EUROPE: here}, gates={EUROPE: YS} if gate else None,
            power={BB: 10}, phase="first_player", first=BB)
    _to_ritual_turn(t)
    t.play(BB, {"act": "ability", "ability": "requires_attention"})
    assert len([e for e in types_of(t.events, ev.ElderSignDrawn) if e.faction == BB]) == signs


# -- requirements ----------------------------------------------------------------------------

def test_no_earth_cats_on_the_moon_meets_a_requirement(game):
    t = _bb(game, moon_cat=False, units={EUROPE: [(BB, "earth_cat", 1)], MOON: [(BB, "cat_from_mars", 1)]},
            power={BB: 2})
    assert any(e.slot == 1 for e in types_of(t.events, ev.RequirementMet))


def test_a_cat_in_every_enemy_start_area_meets_a_requirement_and_gives_a_power_per_enemy(game):
    t = _bb(game, units={"South Pacific": [(BB, "cat_from_mars", 1)], MOON: [(BB, "earth_cat", 1)],
                         EUROPE: [(BB, "cat_from_saturn", 1)]}, power={BB: 0})
    met = types_of(t.events, ev.RequirementMet)
    assert any(e.slot == 2 for e in met)
    assert t.state.power[BB] == 2


def test_losing_a_cat_from_uranus_meets_a_requirement(game):
    units = {EUROPE: [(BB, "cat_from_uranus", 1), (GC, "cthulhu", 1)], MOON: [(BB, "earth_cat", 1)]}
    t = _bb(game, first=GC, units=units, power={GC: 4}, dice=[6, 6, 6, 6, 6, 6, 1, 1, 1])
    _battle(t, GC, EUROPE, BB)
    while t.state.battle is not None:
        seat = t.waiting()[0]
        opts = t.options(seat)
        t.play(seat, next((o for o in opts if o["act"] in ("assign", "window_pass")), opts[0]))
    assert any(e.slot == 4 for e in types_of(t.events, ev.RequirementMet))


# -- Spellbooks ------------------------------------------------------------------------------

def _books(game, books, **kw):
    return _bb(game, books={BB: books}, **kw)


def test_catabolism_recruits_a_cat_where_an_earth_cat_stands(game):
    t = _books(game, ["Catabolism"], units={EUROPE: [(BB, "earth_cat", 1)], ASIA: [(BB, "cat_from_mars", 1)]},
               power={BB: 4})
    areas = {o["area"] for o in _ability(t, BB, "catabolism")}
    assert areas == {EUROPE, MOON}  # the Earth Cat waiting on the Moon counts too
    t.play(BB, {"act": "ability", "ability": "catabolism", "unit_type": "cat_from_saturn", "area": EUROPE})
    assert "cat_from_saturn" in _types(t, EUROPE) and t.state.power[BB] == 1


def test_catabolism_under_the_other_reading_recruits_beside_any_bubastis_unit(game):
    t = _books(game, ["Catabolism"], units={EUROPE: [(BB, "earth_cat", 1)], ASIA: [(BB, "cat_from_mars", 1)]},
               power={BB: 4}, ruleset={"bubastis_catabolism_areas": "any_unit"})
    assert {o["area"] for o in _ability(t, BB, "catabolism")} >= {EUROPE, ASIA}


def test_catnapping_sends_the_enemys_units_in_bastets_area_to_the_moon(game):
    t = _books(game, ["Catnapping"], units={EUROPE: [(BB, "bastet", 1), (GC, "acolyte", 2), (YS, "acolyte", 1)]},
               power={BB: 2, GC: 2, YS: 2})
    t.play(BB, {"act": "ability", "ability": "catnapping", "enemy": GC})
    assert len(units_in(t.state, MOON, GC)) == 2 and len(units_in(t.state, EUROPE, YS)) == 1
    assert t.state.power[BB] == 1


def test_an_enemy_unit_leaving_the_moon_pays_its_move_cost_to_bubastis(game):
    t = _books(game, ["Catnapping"], first=GC, units={MOON: [(GC, "acolyte", 1)], ASIA: [(BB, "earth_cat", 1)]},
               power={GC: 3, BB: 0})
    t.play(GC, {"act": "move", "unit": "gc.acolyte.1", "to": EUROPE})
    assert t.state.power[BB] == 1


def test_ailurophobia_gives_a_doom_per_kind_of_cat_beside_enemies_off_the_moon(game):
    """Tip: Cats on the Moon do not count, even beside enemy units there."""
    units = {EUROPE: [(BB, "earth_cat", 2), (BB, "cat_from_mars", 1), (GC, "acolyte", 1)],
             MOON: [(BB, "cat_from_uranus", 1), (YS, "acolyte", 1)], ASIA: [(BB, "cat_from_saturn", 1)]}
    t = _books(game, ["Ailurophobia"], units=units, power={BB: 10}, phase="first_player", first=BB)
    _to_ritual_turn(t)
    gained = [e for e in t.events if isinstance(e, ev.DoomGained) and e.reason == "ailurophobia"]
    assert [e.amount for e in gained] == [2]  # Earth and Mars beside Great Cthulhu; not Uranus on the Moon


def test_savagery_gives_each_cat_from_saturn_four_more_combat_for_one_power(game):
    units = {EUROPE: [(BB, "cat_from_saturn", 2), (GC, "acolyte", 1)]}
    t = _books(game, ["Savagery"], units=units, power={BB: 3})
    t.play(BB, {"act": "battle", "area": EUROPE, "enemy": GC})
    t.play(BB, {"act": "ability", "ability": "savagery"})
    assert t.state.power[BB] == 3 - 1 - 1
    rolled = [e for e in t.events if isinstance(e, ev.DiceRolled) and e.faction == BB]
    assert len(rolled[-1].faces) == 2 * (2 + 4)


def test_zagazig_reads_both_sides_kills_as_pains_and_pains_as_kills(game):
    """FAQ, Bubastis: Zagazig swaps the rolled results of both sides."""
    units = {EUROPE: [(BB, "cat_from_mars", 1), (GC, "deep_one", 2)]}
    t = _books(game, ["Zagazig"], units=units, power={BB: 2}, dice=[6, 6, 4])
    t.play(BB, {"act": "battle", "area": EUROPE, "enemy": GC})
    t.play(BB, {"act": "ability", "ability": "zagazig"})
    while t.state.battle.step == "pre_battle":
        seat = t.waiting()[0]
        t.play(seat, next(o for o in t.options(seat) if o["act"] == "window_pass"))
    hits = t.state.battle.hits
    assert (hits[BB]["kill"], hits[BB]["pain"]) == (0, 1)  # the Cat's rolled Kill reads as a Pain
    assert (hits[GC]["kill"], hits[GC]["pain"]) == (1, 1)  # a 6 and a 4: a Pain and a Kill


def test_requirement_action_pays_two_power(game):
    t = _bb(game, units={MOON: [(BB, "earth_cat", 1)]}, power={BB: 3})
    t.play(BB, next(o for o in t.options(BB, "requirement")))
    assert t.state.power[BB] == 1


def test_requires_attention_beside_yog_sothoth_draws_three_elder_signs_and_a_second_gate_adds_none(game):
    """FAQ, Bubastis: Yog-Sothoth is an enemy Gate and an enemy Great Old One (3 Elder Signs); a
    second enemy Gate in the Area adds nothing."""
    ow = "opener_of_the_way"
    here = [(BB, "bastet", 1), (ow, "acolyte", 1), (ow, "yog_sothoth", 1)]
    for gate in (None, {EUROPE: ow}):
        t = _bb(game, factions=(BB, GC, ow), units={MOON: [(BB, "earth_cat", 1)], EUROPE: here}, gates=gate,
                power={BB: 10}, phase="first_player", first=BB)
        _to_ritual_turn(t)
        t.play(BB, {"act": "ability", "ability": "requires_attention"})
        assert len([e for e in types_of(t.events, ev.ElderSignDrawn) if e.faction == BB]) == 3


def test_catnapping_collects_nothing_for_an_action_that_moves_no_unit_off_the_moon(game):
    """Catnapping collects only what an enemy pays to Move a unit off the Moon."""
    t = _books(game, ["Catnapping"], first=GC, units={MOON: [(GC, "acolyte", 1)], ASIA: [(BB, "earth_cat", 1)]},
               power={GC: 3, BB: 0})
    t.play(GC, {"act": "recruit", "unit_type": "acolyte", "area": MOON})
    assert t.state.power[BB] == 0


def test_bastet_counts_as_an_enemy_great_old_one_for_hibernate(game):
    """An Elder God counts as a Great Old One for everything but a Ritual's Elder Sign, dice and
    declaring Battle: Windwalker's Hibernate counts her (docs/rulings.md)."""
    ww = "windwalker"
    t = game([ww, BB, GC], units={"Arctic Ocean": [(ww, "acolyte", 1)], EUROPE: [(BB, "bastet", 1)],
                                  MOON: [(BB, "earth_cat", 1)]}, power={ww: 4},
             books={ww: {1: "Howl"}})
    t.play(ww, {"act": "ability", "ability": "hibernate"})
    assert t.state.power[ww] == 5
