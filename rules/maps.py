"""The Earth map: Areas, adjacency and start Areas for each layout (rulings R1).

Data lives in `rules/data/earth-map.json` and is loaded lazily, once, with importlib.resources.
Master rulebook, Set Up: 3 players use both 3-player sides (13 Areas), 4 players one 3-player and one
5-player side (17 Areas, two layouts), 5 players both 5-player sides (21 Areas); two players use the
3-player side (Two-Player Set Up).
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

from .errors import InvalidOptions

LAYOUTS = ("3p", "4p_east5_west3", "4p_east3_west5", "5p")
DEFAULT_LAYOUT = {2: "3p", 3: "3p", 4: "4p_east5_west3", 5: "5p"}
ALLOWED_LAYOUTS = {2: ("3p",), 3: ("3p",), 4: ("4p_east5_west3", "4p_east3_west5"), 5: ("5p",)}
AREA_COUNTS = {"3p": 13, "4p_east5_west3": 17, "4p_east3_west5": 17, "5p": 21}


@dataclass(frozen=True)
class MapLayout:
    """One arrangement of the two hemisphere boards."""

    name: str
    areas: tuple[str, ...]
    adjacency: dict[str, frozenset[str]]
    oceans: frozenset[str]
    start_areas: dict[str, tuple[str, ...]]
    glyphs: dict[str, frozenset[str]]  # glyph name -> the Areas where the map prints it

    def adjacent(self, area: str) -> frozenset[str]:
        return self.adjacency[area]

    def is_ocean(self, area: str) -> bool:
        return area in self.oceans

    def glyph_of(self, area: str) -> str | None:
        """The glyph printed in an Area, if any (factions' abilities and requirements name Areas by
        glyph)."""
        for glyph, areas in self.glyphs.items():
            if area in areas:
                return glyph
        return None


@lru_cache(maxsize=1)
def _raw() -> dict:
    text = resources.files("rules").joinpath("data/earth-map.json").read_text(encoding="utf-8")
    return json.loads(text)


def _glyphs(raw: dict, areas: frozenset[str]) -> dict[str, frozenset[str]]:
    """Each glyph of the data's table (glyph -> board side -> Areas) with the layout's Areas."""
    return {glyph: frozenset({a for side in sides.values() for a in side} & areas)
            for glyph, sides in raw["glyphs"].items() if isinstance(sides, dict)}


@lru_cache(maxsize=None)
def load(name: str) -> MapLayout:
    """The layout called `name` (one of LAYOUTS), validated."""
    if name not in LAYOUTS:
        raise InvalidOptions(f"Unknown map layout {name!r}; known layouts: {', '.join(LAYOUTS)}.")
    raw = _raw()
    conf = raw["configurations"][name]
    adjacency = {a: frozenset(n) for a, n in conf["adjacency"].items()}
    areas = tuple(sorted(adjacency))
    layout = MapLayout(
        name=name,
        areas=areas,
        adjacency=adjacency,
        oceans=frozenset(conf["oceans"]),
        start_areas={f: tuple(a) for f, a in conf["start_areas"].items()},
        glyphs=_glyphs(raw, frozenset(areas)),
    )
    problems = validate(layout)
    if problems:
        raise InvalidOptions(f"Map layout {name} is broken: {'; '.join(problems)}")
    return layout


def validate(layout: MapLayout) -> list[str]:
    """Problems with a layout: wrong Area count, asymmetric or dangling edges, disconnected map."""
    problems = []
    expected = AREA_COUNTS.get(layout.name)
    if expected is not None and len(layout.areas) != expected:
        problems.append(f"{len(layout.areas)} Areas instead of {expected}")
    for area, neighbours in layout.adjacency.items():
        for other in neighbours:
            if other not in layout.adjacency:
                problems.append(f"{area} touches unknown Area {other}")
            elif area not in layout.adjacency[other]:
                problems.append(f"{area}->{other} is not symmetric")
        if area in neighbours:
            problems.append(f"{area} touches itself")
    if not _connected(layout):
        problems.append("the map is not connected")
    return problems


def _connected(layout: MapLayout) -> bool:
    if not layout.areas:
        return False
    seen, todo = {layout.areas[0]}, [layout.areas[0]]
    while todo:
        for other in layout.adjacency[todo.pop()]:
            if other in layout.adjacency and other not in seen:
                seen.add(other)
                todo.append(other)
    return len(seen) == len(layout.areas)


def layout_for(players: int, requested: str | None) -> str:
    """The layout a game of `players` seats uses: the requested one if allowed, else the default."""
    if players not in ALLOWED_LAYOUTS:
        raise InvalidOptions(f"Earth games need 2 to 5 seats, not {players} (rulings R2 refuses 6+ for now).")
    if requested is None:
        return DEFAULT_LAYOUT[players]
    if requested not in ALLOWED_LAYOUTS[players]:
        allowed = ", ".join(ALLOWED_LAYOUTS[players])
        raise InvalidOptions(f"A {players}-seat game uses layout {allowed}, not {requested!r} (Set Up: Place the Map).")
    return requested
