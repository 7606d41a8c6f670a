"""Maps as data (docs/maps.md): Earth is one entry of the registry, and a map kept in a data file
outside the rules package plays through the engine and the bots once registered."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest
import standin_map

import rules
from bots.simulate import simulate
from rules.engine import errors, maps, options

GC, CC, BG, YS = "great_cthulhu", "crawling_chaos", "black_goat", "yellow_sign"
LAYOUT = standin_map.LAYOUT


@pytest.fixture
def stand_in():
    with standin_map.registered() as spec:
        yield spec


LIBRARY = ("library_3p", "library_4p_5u_3l", "library_4p_3u_5l", "library_5p")


def test_earth_and_the_library_are_the_maps_found_in_the_rules_data_and_give_the_set_up_tables():
    """Master rulebook, Set Up, and rulings R1-R2: the layouts per seat count, their Area counts and
    the Ritual tracks, as the map files give them; Earth first, its layouts the defaults."""
    assert [spec.name for spec in maps.registered()] == ["earth", "library_at_celaeno"]
    assert maps.LAYOUTS == ("3p", "4p_east5_west3", "4p_east3_west5", "5p", "6p", *LIBRARY)
    assert maps.ALLOWED_LAYOUTS == {2: ("3p", "library_3p"), 3: ("3p", "library_3p"),
                                    4: ("4p_east5_west3", "4p_east3_west5", "library_4p_5u_3l", "library_4p_3u_5l"),
                                    5: ("5p", "library_5p"), 6: ("6p",)}
    assert maps.DEFAULT_LAYOUT == {2: "3p", 3: "3p", 4: "4p_east5_west3", 5: "5p", 6: "6p"}
    assert maps.AREA_COUNTS == {"3p": 13, "4p_east5_west3": 17, "4p_east3_west5": 17, "5p": 21, "6p": 24,
                                "library_3p": 15, "library_4p_5u_3l": 19, "library_4p_3u_5l": 19, "library_5p": 23}
    assert options.RITUAL_TRACKS == {2: (5, 6, 7, 7, 8, 8, 9, 10), 3: (5, 6, 7, 8, 9, 10),
                                     4: (5, 6, 7, 7, 8, 8, 9, 10), 5: (5, 6, 6, 7, 7, 8, 8, 9, 9, 10),
                                     6: (5, 6, 6, 7, 7, 7, 8, 8, 8, 9, 9, 10)}
    assert maps.load("3p").tags["fixed"] == {"Arctic Ocean", "North Atlantic", "South Atlantic", "North Pacific",
                                            "South Pacific", "Indian Ocean", "Antarctica"}


def test_options_that_name_no_map_still_mean_earth_with_a_registered_map_around(stand_in):
    seats = [{"seat": f, "faction": f} for f in (GC, CC, BG)]
    checked = options.validate({"seats": seats})
    assert checked["layout"] == "3p" and checked["rules"]["ritual_track"] == (5, 6, 7, 8, 9, 10)
    assert maps.DEFAULT_LAYOUT == {2: "3p", 3: "3p", 4: "4p_east5_west3", 5: "5p", 6: "6p"}


def test_a_registered_map_adds_its_layout_for_the_seat_counts_it_serves_and_leaves_with_it():
    with standin_map.registered():
        assert maps.ALLOWED_LAYOUTS[3] == ("3p", "library_3p", LAYOUT) and maps.ALLOWED_LAYOUTS[6] == ("6p",)
        assert maps.LAYOUTS[-1] == LAYOUT and maps.AREA_COUNTS[LAYOUT] == 8
    assert LAYOUT not in maps.LAYOUTS
    with pytest.raises(errors.InvalidOptions, match="Unknown map layout"):
        maps.load(LAYOUT)


def test_a_game_on_the_map_takes_its_areas_start_areas_and_ritual_track_from_the_file(stand_in):
    seats = [{"seat": f, "faction": f} for f in (GC, CC, YS, BG)]
    state = rules.replay(rules.new_game({"seats": seats, "layout": LAYOUT}, b"stand-in map seed, 32 bytes long"))
    assert state.map.areas == tuple(sorted(standin_map.document()["areas"]))
    assert state.options["ritual_track"] == (4, 5, 6, 7, 8, 9, 10)
    assert state.map.oceans == {"Sunken Reef", "Black Gulf"} and state.map.has_tag("Pale Peaks", "volcanic")
    starts = {f: sorted(rules.engine.state.units_in(state, state.map.start_areas[f][0], f)) for f in (GC, CC, YS, BG)}
    assert all(units for units in starts.values()) and state.gates.keys() == {
        "Sunken Reef", "Basalt Steppe", "Glass Desert", "Mist Fen"}


def test_a_one_way_link_is_moved_along_one_way_only(stand_in, table):
    t = table([GC, YS, CC], layout=LAYOUT, units={"Pale Peaks": [(YS, "acolyte", 1)],
                                                  "Ashen Isle": [(YS, "acolyte", 1)]}, power={YS: 5}, first=YS)
    reach = {area: sorted(o["to"] for o in t.options(YS, "move") if t.state.units[o["unit"]] == area)
             for area in ("Pale Peaks", "Ashen Isle")}
    assert reach == {"Pale Peaks": ["Ashen Isle", "Black Gulf", "Glass Desert"],
                     "Ashen Isle": ["Mist Fen", "Sunken Reef"]}


def test_a_move_only_link_is_moved_along_but_never_retreated_along(stand_in, table):
    t = table([GC, YS, CC], layout=LAYOUT, units={"Glass Desert": [(GC, "deep_one", 1), (YS, "acolyte", 1)]},
              power={GC: 5}, first=GC, dice=[4])
    assert "Black Gulf" in {o["to"] for o in t.options(GC, "move")}
    t.play(GC, {"act": "battle", "area": "Glass Desert", "enemy": YS})
    assert t.waiting() == (YS, "retreat")
    assert sorted(o["to"] for o in t.options(YS, "retreat")) == ["Basalt Steppe", "Pale Peaks", "Salt Marsh"]


def test_random_bot_games_on_the_map_play_to_the_end_with_every_invariant_kept(stand_in):
    *games, summary = simulate(3, 3, LAYOUT, seed="stand-in map", check="step")
    assert summary["finished"] == 3 and summary["errors"] == 0 and summary["invariant_failures"] == 0
    assert all(g["seats"] and g["decisions"] > 0 for g in games)


def test_the_rules_module_the_map_names_is_imported_when_the_map_is_registered():
    sys.modules.pop("standin_map_rules", None)
    with standin_map.registered():
        assert maps.load(LAYOUT).rules == "standin_map_rules" and sys.modules["standin_map_rules"].IMPORTED


def _write(tmp_path, doc: dict) -> str:
    path = tmp_path / "map.json"
    path.write_text(json.dumps(doc))
    return str(path)


def _doc(**layout) -> dict:
    doc = standin_map.document()
    doc["layouts"][LAYOUT].update(layout)
    return doc


@pytest.mark.parametrize(("change", "problem"), [
    ({"adjacency": {**_doc()["layouts"][LAYOUT]["adjacency"], "Mist Fen": ["Sunken Reef"]}}, "not symmetric"),
    ({"links": [{"from": "Pale Peaks", "to": "Moon"}]}, "leaves the layout's Areas"),
    ({"start_areas": {GC: ["R'lyeh"]}}, "starts off the layout"),
    ({"area_count": 9}, "8 Areas instead of 9"),
])
def test_a_broken_map_file_is_refused_with_the_reason_and_not_registered(tmp_path, change, problem):
    with pytest.raises(errors.InvalidOptions, match=problem):
        maps.register_map(_write(tmp_path, _doc(**change)))
    assert LAYOUT not in maps.LAYOUTS


@pytest.mark.parametrize(("change", "problem"), [
    ({"default_layouts": {"5": LAYOUT}}, "default 5-seat layout does not serve 5 seats"),
    ({"ritual_tracks": {"2": [6, 7, 8, 9, 10]}}, "no Ritual track for 3 seats"),
])
def test_a_map_file_gives_every_seat_count_it_serves_a_ritual_track_and_only_defaults_it_serves(
        tmp_path, change, problem):
    with pytest.raises(errors.InvalidOptions, match=problem):
        maps.register_map(_write(tmp_path, {**_doc(), **change}))
    assert LAYOUT not in maps.LAYOUTS


def test_a_map_may_not_take_a_layout_name_another_map_has(tmp_path):
    doc = _doc()
    doc["layouts"] = {"3p": doc["layouts"][LAYOUT]}
    with pytest.raises(errors.InvalidOptions, match="3p belong to another map"):
        maps.register_map(_write(tmp_path, doc))
    assert maps.map_of("3p").name == "earth"


RACE = """
import threading
from rules.engine import maps
seen, start = [], threading.Barrier(8)
def ask():
    start.wait()
    try:
        seen.append(len(maps.LAYOUTS))
    except Exception as error:
        seen.append(repr(error))
threads = [threading.Thread(target=ask) for _ in range(8)]
for t in threads: t.start()
for t in threads: t.join()
print(sorted(set(map(str, seen))))
"""


def test_threads_asking_a_fresh_process_for_the_layouts_at_once_all_get_the_whole_registry():
    # The web server's threads (and a proof's players) may be the first to ask: none may see the
    # registry while another is still reading the data files.
    for _ in range(4):
        answer = subprocess.run([sys.executable, "-c", RACE], capture_output=True, text=True, check=True)
        assert answer.stdout.strip() == f"['{len(maps.LAYOUTS)}']", answer.stdout + answer.stderr
