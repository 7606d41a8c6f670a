"""The Library at Celaeno map (master rulebook, Library at Celaeno Map; docs/maps.md): two flat
floors, 3 to 5 seats (2 on the 3-player sides), Stairwells adjacent for every purpose, Archways
adjacent to one another for Move only, the four Tome Areas where no faction choosing its own start
Area sets up, and the Gates that appear there as the first Doom Phase begins."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from offered_factions import all_factions_offered
from sandbox import Table, types_of

import rules
from rules.engine import events as ev
from rules.engine import maps
from rules.engine.content import EffectAbility, Hook
from rules.engine.registry import register_map_abilities
from rules.engine.start import can_start_on
from rules.maps import library

GC, CC, BG, YS, SL, WW = "great_cthulhu", "crawling_chaos", "black_goat", "yellow_sign", "sleeper", "windwalker"
LAYOUTS = {"library_3p": ((2, 3), 15, 27), "library_4p_5u_3l": ((4,), 19, 32), "library_4p_3u_5l": ((4,), 19, 34),
           "library_5p": ((5,), 23, 39)}
TOMES = {"Barrier of Naach-Tith", "Guardian Under the Lake", "Larvae of the Outer Gods", "Yr and the Nhhngr"}
DATA = json.loads((Path(rules.__file__).parent / "engine" / "data" / "library-map.json").read_text(encoding="utf-8"))
SEED = b"the library at celaeno, 32 bytes"


def _edges(table) -> set[frozenset[str]]:
    return {frozenset((a, b)) for a, ns in table.items() for b in ns}


def _game(*factions, layout=None, **ruleset):
    seats = [{"seat": f, "faction": f} for f in factions]
    return rules.replay(rules.new_game({"seats": seats, "layout": layout, "rules": ruleset}, SEED))


@pytest.mark.parametrize("name", LAYOUTS)
def test_each_library_layout_serves_its_seats_with_its_areas_and_edges(name):
    seats, areas, edges = LAYOUTS[name]
    layout = maps.load(name)
    assert maps.validate(layout) == [] and layout.map_name == "library_at_celaeno"
    assert len(layout.areas) == areas and len(_edges(layout.printed)) == edges
    assert all(name in maps.ALLOWED_LAYOUTS[n] for n in seats)
    assert maps.ritual_track(name, seats[-1]) == maps.ritual_track(maps.DEFAULT_LAYOUT[seats[-1]], seats[-1])


@pytest.mark.parametrize("name", LAYOUTS)
def test_stairwells_join_the_floors_for_every_purpose(name):
    layout = maps.load(name)
    stairwells = DATA["layouts"][name]["stairwells"]
    assert sorted(stairwells) == list("ABCDEF")
    for upper, lower in stairwells.values():
        assert layout.has_tag(upper, "upper_floor") and layout.has_tag(lower, "lower_floor")
        assert lower in layout.adjacent(upper) and lower in layout.retreat_from(upper)
        assert upper in layout.adjacent(lower) and upper in layout.retreat_from(lower)


def test_the_rulebook_example_chamber_of_apkallu_holds_stairwell_d_to_the_barrier_on_the_3_player_lower_side():
    for name in ("library_3p", "library_4p_5u_3l"):
        assert "Barrier of Naach-Tith" in maps.load(name).retreat_from("Chamber of Apkallu")
    assert "Barrier of Naach-Tith" not in maps.load("library_5p").adjacent("Chamber of Apkallu")
    assert "Barrier of Naach-Tith" in maps.load("library_5p").retreat_from("Scorched Chamber")


@pytest.mark.parametrize("name", LAYOUTS)
def test_every_archway_is_adjacent_to_every_other_for_move_but_not_for_retreat(name):
    layout = maps.load(name)
    archways = DATA["layouts"][name]["archways"]
    assert len(archways) == 7
    for one in archways:
        assert set(archways) - {one} <= layout.adjacent(one)
        move_only = layout.adjacent(one) - layout.retreat_from(one)
        assert move_only <= set(archways)
        assert layout.retreat_from(one) == layout.printed[one]
    assert "Floating Tower" in layout.adjacent("Oubliette (Sea)")
    assert "Floating Tower" not in layout.retreat_from("Oubliette (Sea)")


def test_the_chamber_of_apkallu_is_an_archway_on_the_3_player_lower_side_only():
    assert "Floating Tower" in maps.load("library_3p").adjacent("Chamber of Apkallu")
    assert "Floating Tower" not in maps.load("library_5p").adjacent("Chamber of Apkallu")


def test_areas_named_sea_are_oceans_and_a_lake_alone_is_not():
    layout = maps.load("library_5p")
    assert layout.oceans == {a for a in layout.areas if "(Sea)" in a}
    assert not layout.is_ocean("Guardian Under the Lake")
    assert layout.is_ocean("Lake of Hali Overlook (Sea)")


@pytest.mark.parametrize("name", LAYOUTS)
def test_the_four_tome_areas_are_on_the_upper_floor_of_every_layout(name):
    layout = maps.load(name)
    assert {a for a in layout.areas if layout.has_tag(a, "tome")} == TOMES
    assert all(layout.has_tag(a, "upper_floor") for a in TOMES)


def test_a_game_chooses_a_library_layout_and_the_core_factions_start_at_their_glyphs():
    state = _game(GC, CC, BG, YS, SL, layout="library_5p", windwalker_start_area="choice")
    assert state.layout == "library_5p" and state.options["ritual_track"] == (5, 6, 6, 7, 7, 8, 8, 9, 9, 10)
    starts = {f: state.units[f"{rules.factions.get(f).short}.acolyte.1"] for f in (GC, CC, BG, YS, SL)}
    assert starts == {GC: "Hyperquarium (Sea)", CC: "Blue Hall", BG: "Fountain (Sea)", YS: "Floating Tower",
                      SL: "Chamber of Sn'gac"}


def test_windwalker_chooses_the_lake_of_hali_overlook_or_the_oubliette():
    state = _game(GC, CC, WW, layout="library_3p")
    offered = [o.choice["area"] for o in rules.legal_options(state, WW) if o.choice["act"] == "start_area"]
    assert offered == ["Lake of Hali Overlook (Sea)", "Oubliette (Sea)"]


def test_two_seats_may_play_on_the_3_player_sides():
    assert _game(GC, CC, layout="library_3p").layout == "library_3p"


def test_opener_of_the_way_never_starts_in_a_tome_area():
    with all_factions_offered():
        state = _game(GC, CC, BG, "opener_of_the_way", layout="library_4p_3u_5l")
        offered = {o.choice["area"] for o in rules.legal_options(state, "opener_of_the_way")
                   if o.choice["act"] == "start_area"}
    assert offered and not offered & TOMES
    assert "Gloomloft (Sea)" in offered and "Blue Hall" not in offered


def test_the_ancients_start_neither_on_a_faction_glyph_nor_in_a_tome_area():
    with all_factions_offered():
        state = _game(GC, CC, "ancients", layout="library_3p")
        offered = {o.choice["area"] for o in rules.legal_options(state, "ancients") if o.choice["act"] == "start_area"}
    assert offered == {"Black Hall", "Chamber of Apkallu", "Gloomloft (Sea)", "The Crawling Ones"}


def test_every_offered_faction_can_set_up_on_every_library_layout():
    with all_factions_offered() as offered:
        assert all(can_start_on(f, name) for f in offered for name in LAYOUTS)


def _to_doom_phase(table: Table) -> None:
    table.play(GC, {"act": "drop_power"})
    for _ in range(20):
        if table.state.phase == "doom":
            return
        seat, _ = table.waiting()
        table.play(seat, next(o for o in table.options(seat) if o["act"] != "standing_answer"))
    raise AssertionError("no Doom Phase")


def _table(round_=1, gates=None):
    table = Table([GC, CC, BG], layout="library_3p",
                  units={"Hyperquarium (Sea)": [(GC, "acolyte", 1)], "Blue Hall": [(CC, "acolyte", 1)],
                         "Fountain (Sea)": [(BG, "acolyte", 1)]},
                  gates={"Hyperquarium (Sea)": GC, **(gates or {})}, power={GC: 1}, extra={"round": round_})
    return table


def test_the_first_doom_phase_puts_an_abandoned_gate_in_each_tome_area_without_one():
    table = _table(gates={"Barrier of Naach-Tith": None})
    _to_doom_phase(table)
    appeared = types_of(table.events, ev.GateAppeared)
    assert {e.area for e in appeared} == TOMES - {"Barrier of Naach-Tith"}
    assert all(table.state.gates[a] is None for a in TOMES)


def test_later_doom_phases_put_no_gate_in_a_tome_area():
    state = _table().state.derive(round=2)
    assert library.spontaneous_gates(state, GC, None, None) == []
    assert len(library.spontaneous_gates(state.derive(round=1), GC, None, None)) == 4


def test_earth_games_get_no_spontaneous_gates():
    table = Table([GC, CC, BG], power={GC: 1})
    _to_doom_phase(table)
    assert types_of(table.events, ev.GateAppeared) == []


def test_a_maps_mandatory_effect_runs_once_as_its_hook_is_reached_not_once_per_faction():
    """Stand-in for the general point (registry.register_map_abilities): a made-up rule of the Library
    gives an Abandoned Gate in the Black Hall at every Doom Phase; three seats, one Gate event."""
    def black_hall(state, owner, choice, ctx):
        return [ev.GateAppeared("Black Hall", "stand_in")]
    try:
        register_map_abilities(library.MAP, library.ABILITIES + (
            EffectAbility("stand_in", Hook.DOOM_PHASE_START, apply=black_hall),))
        table = _table()
        _to_doom_phase(table)
    finally:
        register_map_abilities(library.MAP, library.ABILITIES)
    assert [e.area for e in types_of(table.events, ev.GateAppeared)].count("Black Hall") == 1
    assert table.state.gates["Black Hall"] is None
