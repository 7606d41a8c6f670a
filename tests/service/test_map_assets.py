"""The map SVGs the browser draws show exactly the rules' adjacency, for every layout.

Adjacency is re-derived from each committed SVG (tools/map/build.mjs makes them): two Areas touch
when a boundary segment of one has both its ends on the other's boundary. Every rule edge must be
drawn as a touch or as an explicit connector; no two Areas the rules keep apart may touch.
"""
from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from itertools import combinations
from pathlib import Path

import pytest

from rules.engine import maps

MAPS = Path(__file__).resolve().parents[2] / "service" / "web" / "static" / "maps"
SVG = "{http://www.w3.org/2000/svg}"


def _rings(d: str) -> list[list[str]]:
    return [re.findall(r"-?\d+(?:\.\d+)?,-?\d+(?:\.\d+)?", ring) for ring in d.split("M")[1:]]


def _drawn(layout: str) -> tuple[dict[str, list[list[str]]], set[frozenset]]:
    root = ET.parse(MAPS / f"{layout}.svg").getroot()
    areas = {p.get("data-area"): _rings(p.get("d")) for p in root.iter(f"{SVG}path")}
    connectors = {frozenset((c.get("data-from"), c.get("data-to"))) for c in root.iter(f"{SVG}line")
                  if "connector" in c.get("class", "")}
    return areas, connectors


def _touch(a: list[list[str]], b: list[list[str]]) -> bool:
    on_b = {p for ring in b for p in ring}
    return any(ring[i] in on_b and ring[(i + 1) % len(ring)] in on_b for ring in a for i in range(len(ring)))


@pytest.mark.parametrize("layout", maps.LAYOUTS)
def test_the_map_draws_every_area_of_the_layout_once_and_nothing_else(layout):
    areas, _ = _drawn(layout)
    root = ET.parse(MAPS / f"{layout}.svg").getroot()
    assert sorted(p.get("data-area") for p in root.iter(f"{SVG}path")) == sorted(maps.load(layout).areas)
    oceans = {p.get("data-area") for p in root.iter(f"{SVG}path") if "ocean" in p.get("class").split()}
    assert oceans == set(maps.load(layout).oceans)
    assert all(rings for rings in areas.values())


@pytest.mark.parametrize("layout", maps.LAYOUTS)
def test_every_rule_edge_is_drawn_and_no_other_pair_of_areas_touches(layout):
    areas, connectors = _drawn(layout)
    """The printed adjacency is drawn; a map's Move-only links may be shown its own way (the
    Library's Archways: a class on each Archway's box), so they need no line."""
    loaded = maps.load(layout)
    rules = {frozenset((a, b)) for a, ns in (loaded.printed or loaded.adjacency).items() for b in ns}
    touching = {frozenset(pair) for pair in combinations(areas, 2) if _touch(areas[pair[0]], areas[pair[1]])}
    assert touching - rules == set(), "Areas touch on the map that the rules keep apart"
    assert rules - touching - connectors == set(), "rule edges neither drawn nor connected"
    assert connectors <= rules and not (connectors & touching)


@pytest.mark.parametrize("layout", [name for name in maps.LAYOUTS if name.startswith("library_")])
def test_the_library_marks_each_archway_whose_move_only_links_it_does_not_draw(layout):
    root = ET.parse(MAPS / f"{layout}.svg").getroot()
    marked = {p.get("data-area") for p in root.iter(f"{SVG}path") if "archway" in p.get("class").split()}
    loaded = maps.load(layout)
    move_only = {a for a, ns in loaded.adjacency.items() if ns - (loaded.printed or {})[a]}
    assert move_only <= marked and len(marked) == 7


@pytest.mark.parametrize("layout", maps.LAYOUTS)
def test_each_area_has_anchors_for_its_label_gate_and_chips_inside_the_picture(layout):
    doc = json.loads((MAPS / f"{layout}.anchors.json").read_text())
    assert set(doc["areas"]) == set(maps.load(layout).areas)
    for anchor in doc["areas"].values():
        for point in (anchor["label"], anchor["gate"], anchor["chips"]):
            assert 0 <= point[0] <= doc["width"] and 0 <= point[1] <= doc["height"]
    assert (MAPS / f"{layout}.svg").stat().st_size < 160_000
