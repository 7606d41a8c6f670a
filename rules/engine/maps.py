"""The map registry: every map is a data file (format in `docs/maps.md`), Earth among them.

A map file names its layouts (one arrangement of the boards each), the seat counts each layout
serves and the default per count, its Areas with their tags, adjacency per purpose (Move, Retreat),
start Areas per faction, glyphs and the Ritual tracks. Files `rules/engine/data/*-map.json` are found when
the registry is first read; `register_map` adds one kept elsewhere (a table's own map, a test's).

Earth (rulings R1): 3 players use both 3-player sides (13 Areas), 4 players one 3-player and one
5-player side (17 Areas, two layouts), 5 players both 5-player sides (21 Areas); two players use the
3-player side (Two-Player Set Up); 6 players both boards of the 6-8 player map on their 6-player side
(24 Areas; master rulebook, 6-8 Player Maps; rulings R22).

A layout may name `variants`: edges a ruleset option's value takes away or adds, where the sources
disagree (`for_game` reads them; rulings R22).

`LAYOUTS`, `DEFAULT_LAYOUT`, `ALLOWED_LAYOUTS` and `AREA_COUNTS` are read from the registry each
time they are named (`maps.LAYOUTS`), so they include maps registered after import.
"""
from __future__ import annotations

import importlib
import json
import threading
from dataclasses import dataclass, replace
from functools import cache
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from .errors import InvalidOptions

FORMAT = "cthulhu-wars-map/1"
DEFAULT_MAP = "earth"
PURPOSES = ("move", "retreat")
DATA_SUFFIX = "-map.json"


@dataclass(frozen=True)
class MapLayout:
    """One arrangement of a map's boards: what a game is played on."""

    name: str
    areas: tuple[str, ...]
    adjacency: dict[str, frozenset[str]]  # where a unit in an Area may Move
    oceans: frozenset[str]
    start_areas: dict[str, tuple[str, ...]]
    glyphs: dict[str, frozenset[str]]  # glyph name -> the Areas where the map prints it
    retreat: dict[str, frozenset[str]] | None = None  # where units Retreat to; None: as they Move
    printed: dict[str, frozenset[str]] | None = None  # the two-way adjacency before links; None: as Move
    tags: dict[str, frozenset[str]] | None = None  # tag -> the Areas that carry it
    map_name: str = DEFAULT_MAP
    description: str = ""
    rules: str | None = None  # the module holding the map's own rules, imported on first load

    def adjacent(self, area: str) -> frozenset[str]:
        return self.adjacency[area]

    def retreat_from(self, area: str) -> frozenset[str]:
        """The Areas units Retreat to from `area` (before the rules about enemies there)."""
        return (self.retreat or self.adjacency)[area]

    def is_ocean(self, area: str) -> bool:
        return area in self.oceans

    def has_tag(self, area: str, tag: str) -> bool:
        return area in (self.tags or {}).get(tag, ())

    def glyph_of(self, area: str) -> str | None:
        """The glyph printed in an Area, if any (factions' abilities and requirements name Areas by
        glyph)."""
        for glyph, areas in self.glyphs.items():
            if area in areas:
                return glyph
        return None


@dataclass(frozen=True)
class MapSpec:
    """One registered map: its layouts and what each seat count plays on."""

    name: str
    layouts: tuple[str, ...]  # in the file's order
    allowed: dict[int, tuple[str, ...]]  # seat count -> layouts serving it
    default: dict[int, str]  # seat count -> its default layout
    ritual_tracks: dict[int, tuple[int, ...]]
    area_counts: dict[str, int]
    rules: str | None
    document: dict[str, Any]


_maps: dict[str, MapSpec] = {}
_discovered = False
_discovering = False
# Held while the data files are read: threads asking at once (web threads, a test's players) wait
# for the whole registry instead of seeing it half-filled. Reentrant, since validating a layout
# being added asks the registry again.
_lock = threading.RLock()


# -- the registry ----------------------------------------------------------------------------

def register_map(source: str | Path | Traversable) -> MapSpec:
    """Add the map in the data file `source` (a path, or a package resource such as
    `importlib.resources.files("pkg") / "x-map.json"`); its layout names must be new."""
    _discover()
    with _lock:
        return _add(_read(source))


def unregister_map(name: str) -> None:
    """Forget the map called `name` (a test's map, once the test is done)."""
    _maps.pop(name, None)
    _forget()


def _forget() -> None:
    _added.clear()
    load.cache_clear()
    _variants.cache_clear()
    _varied.cache_clear()


def registered() -> tuple[MapSpec, ...]:
    """Every known map, the default one first."""
    _discover()
    return tuple(_maps.values())


def get(name: str) -> MapSpec:
    """The map called `name`."""
    _discover()
    if name not in _maps:
        raise InvalidOptions(f"Unknown map {name!r}; known maps: {', '.join(_maps)}.")
    return _maps[name]


def map_of(layout: str) -> MapSpec:
    """The map a layout belongs to."""
    for spec in registered():
        if layout in spec.layouts:
            return spec
    raise InvalidOptions(f"Unknown map layout {layout!r}; known layouts: {', '.join(_layouts())}.")


def _discover() -> None:
    global _discovered, _discovering
    if _discovered:
        return
    with _lock:
        if _discovered or _discovering:  # done by another thread, or this thread is inside it
            return
        _discovering = True
        try:
            found = sorted((f for f in resources.files(__package__).joinpath("data").iterdir()
                            if f.name.endswith(DATA_SUFFIX)),
                           key=lambda f: (f.name != DEFAULT_MAP + DATA_SUFFIX, f.name))
            for source in found:
                _add(_read(source))
            _discovered = True
        finally:
            _discovering = False


def _read(source: str | Path | Traversable) -> dict[str, Any]:
    path = source if isinstance(source, Traversable) else Path(source)
    doc: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return doc


def _add(doc: dict[str, Any]) -> MapSpec:
    spec = _spec(doc)
    taken = {layout for other in _maps.values() if other.name != spec.name for layout in other.layouts}
    clash = sorted(taken & set(spec.layouts))
    if clash:
        raise InvalidOptions(f"Map {spec.name}: layout names {', '.join(clash)} belong to another map.")
    before = _maps.get(spec.name)
    _maps[spec.name] = spec
    _forget()
    for name in spec.layouts:
        problems = validate(load(name))
        if problems:
            _maps.pop(spec.name)
            if before is not None:
                _maps[spec.name] = before
            _forget()
            raise InvalidOptions(f"Map layout {name} is broken: {'; '.join(problems)}")
    return spec


def _spec(doc: dict[str, Any]) -> MapSpec:
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise InvalidOptions(f"A map file declares \"format\": \"{FORMAT}\".")
    name, layouts = doc.get("name"), doc.get("layouts")
    if not isinstance(name, str) or not name or not isinstance(layouts, dict) or not layouts:
        raise InvalidOptions("A map file has a name and at least one layout.")
    allowed: dict[int, tuple[str, ...]] = {}
    for layout, conf in layouts.items():
        if not isinstance(conf.get("seats"), list) or not all(isinstance(n, int) for n in conf["seats"]):
            raise InvalidOptions(f"Map {name}: layout {layout} lists the seat counts it serves (\"seats\").")
        for seats in conf["seats"]:
            allowed[seats] = (*allowed.get(seats, ()), layout)
    allowed = dict(sorted(allowed.items()))
    default = {int(n): layout for n, layout in doc.get("default_layouts", {}).items()}
    tracks = {int(n): tuple(track) for n, track in doc.get("ritual_tracks", {}).items()}
    for seats, layout in default.items():
        if layout not in allowed.get(seats, ()):
            raise InvalidOptions(f"Map {name}: the default {seats}-seat layout does not serve {seats} seats.")
    for seats, names in allowed.items():
        default.setdefault(seats, names[0])
        if seats not in tracks:
            raise InvalidOptions(f"Map {name}: no Ritual track for {seats} seats.")
    counts = {layout: conf["area_count"] for layout, conf in layouts.items() if "area_count" in conf}
    return MapSpec(name=name, layouts=tuple(layouts), allowed=allowed, default=dict(sorted(default.items())),
                   ritual_tracks=dict(sorted(tracks.items())), area_counts=counts, rules=doc.get("rules"),
                   document=doc)


# -- what callers read -----------------------------------------------------------------------

def _layouts() -> tuple[str, ...]:
    return tuple(name for spec in registered() for name in spec.layouts)


def _allowed() -> dict[int, tuple[str, ...]]:
    allowed: dict[int, tuple[str, ...]] = {}
    for spec in registered():
        for seats, names in spec.allowed.items():
            allowed[seats] = (*allowed.get(seats, ()), *names)
    return dict(sorted(allowed.items()))


def _defaults() -> dict[int, str]:
    default: dict[int, str] = {}
    for spec in registered():  # the default map first: its layout is the default where it serves
        for seats, name in spec.default.items():
            default.setdefault(seats, name)
    return dict(sorted(default.items()))


def _area_counts() -> dict[str, int]:
    return {name: count for spec in registered() for name, count in spec.area_counts.items()}


if TYPE_CHECKING:  # worked out on each read (`__getattr__`), so later maps count
    LAYOUTS: tuple[str, ...]
    ALLOWED_LAYOUTS: dict[int, tuple[str, ...]]
    DEFAULT_LAYOUT: dict[int, str]
    AREA_COUNTS: dict[str, int]

_DERIVED = {"LAYOUTS": _layouts, "ALLOWED_LAYOUTS": _allowed, "DEFAULT_LAYOUT": _defaults,
            "AREA_COUNTS": _area_counts}


def __getattr__(name: str) -> object:
    if name in _DERIVED:
        return _DERIVED[name]()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def ritual_track(layout: str, players: int) -> tuple[int, ...]:
    """The Ritual of Annihilation track a game of `players` seats on `layout` uses."""
    return map_of(layout).ritual_tracks[players]


@cache
def load(name: str) -> MapLayout:
    """The layout called `name` (one of LAYOUTS); the first load imports the map's rules module."""
    spec = map_of(name)
    doc = spec.document
    conf = doc["layouts"][name]
    adjacency = {a: frozenset(n) for a, n in conf["adjacency"].items()}
    areas = tuple(sorted(adjacency))
    links = conf.get("links", ())
    tags = _tags(doc, frozenset(areas))
    if spec.rules:
        importlib.import_module(spec.rules)
    return MapLayout(
        name=name,
        areas=areas,
        adjacency=_with_links(adjacency, links, "move"),
        oceans=tags.get("ocean", frozenset()),
        start_areas={f: tuple(a) for f, a in conf.get("start_areas", {}).items()},
        glyphs=_glyphs(doc, frozenset(areas)),
        retreat=_with_links(adjacency, links, "retreat"),
        printed=adjacency,
        tags=tags,
        map_name=spec.name,
        description=conf.get("description", ""),
        rules=spec.rules,
    )


def for_game(name: str, rules: Mapping[str, Any]) -> MapLayout:
    """The layout as a game's ruleset options read it: the layout's `variants` whose option has a
    listed value change its edges (both ways); with none, the layout as printed (`load`)."""
    listed = _variants(name)
    if not listed:
        return load(name)
    chosen = tuple((opt, str(rules.get(opt))) for opt, values in listed if str(rules.get(opt)) in values)
    return _varied(name, chosen) if chosen else load(name)


@cache
def _variants(name: str) -> tuple[tuple[str, frozenset[str]], ...]:
    """The ruleset options the layout's variants name, each with the values that change it."""
    listed = map_of(name).document["layouts"][name].get("variants", {})
    return tuple(sorted((opt, frozenset(values)) for opt, values in listed.items()))


@cache
def _varied(name: str, chosen: tuple[tuple[str, str], ...]) -> MapLayout:
    base = load(name)
    listed = map_of(name).document["layouts"][name]["variants"]
    printed = {a: set(n) for a, n in (base.printed or base.adjacency).items()}
    for opt, value in chosen:
        change = listed[opt][value]
        for edges, keep in ((change.get("remove", ()), False), (change.get("add", ()), True)):
            for a, b in edges:
                for one, other in ((a, b), (b, a)):
                    (printed[one].add if keep else printed[one].discard)(other)
    adjacency = {a: frozenset(n) for a, n in printed.items()}
    links = map_of(name).document["layouts"][name].get("links", ())
    return replace(base, adjacency=_with_links(adjacency, links, "move"),
                   retreat=_with_links(adjacency, links, "retreat"), printed=adjacency)


def _tags(doc: dict[str, Any], areas: frozenset[str]) -> dict[str, frozenset[str]]:
    """Tag -> the layout's Areas that carry it (an Area's tags are the same in every layout)."""
    tags: dict[str, set[str]] = {}
    for area, info in doc.get("areas", {}).items():
        if area in areas:
            for tag in info.get("tags", ()):
                tags.setdefault(tag, set()).add(area)
    return {tag: frozenset(names) for tag, names in sorted(tags.items())}


def _glyphs(doc: dict[str, Any], areas: frozenset[str]) -> dict[str, frozenset[str]]:
    """Each glyph of the data's table (glyph -> Areas, or groups of Areas) with the layout's Areas."""
    def named(where: list[str] | dict[str, Any]) -> set[str]:
        return set(where) if isinstance(where, list) else {a for group in where.values() for a in group}
    return {glyph: frozenset(named(where) & areas) for glyph, where in doc.get("glyphs", {}).items()}


def _with_links(adjacency: dict[str, frozenset[str]], links: list[dict[str, Any]],
                purpose: str) -> dict[str, frozenset[str]]:
    """The adjacency plus the links that serve `purpose` (one way unless `both_ways`)."""
    extra: dict[str, set[str]] = {}
    for link in links:
        if purpose in link.get("purposes", PURPOSES):
            extra.setdefault(link["from"], set()).add(link["to"])
            if link.get("both_ways", False):
                extra.setdefault(link["to"], set()).add(link["from"])
    if not extra:
        return adjacency
    return {a: n | extra.get(a, set()) for a, n in adjacency.items()} | {
        a: frozenset(n) for a, n in extra.items() if a not in adjacency}


# Layouts with the Areas factions bring, by the base layout (cached layouts are kept, so their ids stay
# valid) and what was added.
_added: dict[tuple[int, tuple[tuple[str, tuple[str, ...]], ...]], tuple[MapLayout, MapLayout]] = {}


def with_areas(layout: MapLayout, added: tuple[tuple[str, tuple[str, ...]], ...]) -> MapLayout:
    """The layout with Areas a seated faction brings (content.FactionArea: name and tags): each
    leads to every Area and every Area to it, for Move and Retreat alike, so abilities read it as
    adjacent to every Area; who may Move or Retreat onto it is a rule (rules.engine.hooks.unit_may_enter),
    not an edge. Its printed adjacency is none: it is no part of the boards."""
    if not added:
        return layout
    key = (id(layout), added)
    found = _added.get(key)
    if found is not None and found[0] is layout:
        return found[1]
    names = tuple(name for name, _ in added)
    everywhere = frozenset(layout.areas) | frozenset(names)
    adjacency = {a: n | frozenset(names) - {a} for a, n in layout.adjacency.items()}
    adjacency.update({name: everywhere - {name} for name in names})
    retreat = None
    if layout.retreat is not None:
        retreat = {a: n | frozenset(names) - {a} for a, n in layout.retreat.items()}
        retreat.update({name: everywhere - {name} for name in names})
    printed = dict(layout.printed or layout.adjacency)
    printed.update({name: frozenset() for name in names})
    tags = {t: set(areas) for t, areas in (layout.tags or {}).items()}
    for name, area_tags in added:
        for tag in area_tags:
            tags.setdefault(tag, set()).add(name)
    result = replace(layout, areas=layout.areas + names, adjacency=adjacency, retreat=retreat, printed=printed,
                     tags={t: frozenset(a) for t, a in sorted(tags.items())})
    with _lock:
        _added[key] = (layout, result)
    return result


def validate(layout: MapLayout) -> list[str]:
    """Problems with a layout: wrong Area count, asymmetric or dangling edges, links to no Area,
    start Areas off the layout, a map not connected by Move."""
    problems = []
    expected = _area_counts().get(layout.name)
    if expected is not None and len(layout.areas) != expected:
        problems.append(f"{len(layout.areas)} Areas instead of {expected}")
    base = layout.printed or layout.adjacency
    for area, neighbours in base.items():
        for other in neighbours:
            if other not in base:
                problems.append(f"{area} touches unknown Area {other}")
            elif area not in base[other]:
                problems.append(f"{area}->{other} is not symmetric")
        if area in neighbours:
            problems.append(f"{area} touches itself")
    for purpose, table in (("move", layout.adjacency), ("retreat", layout.retreat or {})):
        for area, neighbours in table.items():
            if area not in base or not neighbours <= base.keys():
                problems.append(f"a {purpose} link from {area} leaves the layout's Areas")
    for faction, areas in layout.start_areas.items():
        if not set(areas) <= set(layout.areas):
            problems.append(f"{faction} starts off the layout")
    if not _connected(layout):
        problems.append("the map is not connected")
    problems += _variant_problems(layout)
    return problems


def _variant_problems(layout: MapLayout) -> list[str]:
    """A variant's edges name the layout's Areas, and each variant leaves the map connected."""
    listed = map_of(layout.name).document["layouts"][layout.name].get("variants", {})
    problems = []
    for opt, values in listed.items():
        for value, change in values.items():
            named = {a for key in ("remove", "add") for edge in change.get(key, ()) for a in edge}
            if not named <= set(layout.areas):
                problems.append(f"variant {opt}={value} names Areas off the layout")
            elif not _connected(_varied(layout.name, ((opt, value),))):
                problems.append(f"variant {opt}={value} leaves the map not connected")
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
    allowed = _allowed()
    if players not in allowed:
        counts = sorted(allowed)
        raise InvalidOptions(f"Games need {counts[0]} to {counts[-1]} seats, not {players} "
                             "(rulings R2 refuses 7 and 8 until their boards are known).")
    if requested is None:
        return _defaults()[players]
    if requested not in allowed[players]:
        names = ", ".join(allowed[players])
        raise InvalidOptions(f"A {players}-seat game uses layout {names}, not {requested!r} (Set Up: Place the Map).")
    return requested
