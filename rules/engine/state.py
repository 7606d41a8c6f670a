"""The game state: plain data, never mutated once built, plus read-only queries.

`evolve` makes a new State with `derive(**changes)`, copying only the fields an event touches
(copy-on-write), so old states stay valid for time travel and no event deep-copies the game.
Units are identified as "<faction short>.<unit type>.<n>" and each has exactly one location:
an Area name, POOL, "captured:<captor faction>", "off_map:<faction>" (in play but not on the map)
or OUT_OF_PLAY (removed from the game for good). The turn, the Battle, an open window, the Doom
Phase and a faction's pending demand are frozen records (rules/engine/records.py), replaced, never changed.
"""
from __future__ import annotations

from dataclasses import dataclass, field, fields as dataclass_fields
from enum import StrEnum
from functools import lru_cache
from typing import Any, Mapping

from . import registry
from .content import FactionSpec, UnitKind, UnitSpec, part
from .maps import MapLayout, for_game, with_areas
from .records import Battle, DoomPhase, Turn, Window

POOL = "pool"
CAPTURED = "captured:"
OFF_MAP = "off_map:"  # still in play but not on the map (e.g. Submerged units on the faction card)
# Out of the game for good: neither in play nor in the Pool, so it can never be Summoned again
# (master rulebook, The Ancients, Extinction: a Killed Yothan leaves the game).
OUT_OF_PLAY = "out_of_play"

FIELDS = (
    "options", "layout", "seats", "order", "sandbox", "round", "phase", "first_player", "direction",
    "turn", "power", "doom", "elder_signs", "bag", "spellbooks", "met", "units", "gates", "ritual",
    "doom_phase", "battle", "window", "decay", "result", "standing", "faction_data", "fp",
    "seed", "draws", "script",
)
SECRET_FIELDS = ("seed", "draws", "script")
# Fields that documents (positions, snapshots) hold only when not empty, so those of games that
# never set them keep their shape: `owners`, unit id -> owner where the id does not name it.
# `loyalty`, Loyalty Card name -> {"owner": faction or None (in the supply), "book": its Spellbook
# earned}, for the cards of a game that has some; `neutral_books`, neutral Spellbook -> the faction
# holding it or None, in a game played with them; `map_data`, a map's own bookkeeping (the Library at
# Celaeno's Custodian and Librarian), key -> value, for a game on a map that keeps some.
OPTIONAL_FIELDS = ("owners", "loyalty", "neutral_books", "map_data")


class Phase(StrEnum):
    """Master rulebook, Phases of Play (plus the bookkeeping states before and after a game)."""

    SETUP = "setup"
    ACTION = "action"
    GATHER_POWER = "gather_power"
    FIRST_PLAYER = "first_player"
    DOOM = "doom"
    ENDED = "ended"


# The default of the fields a created game always has (None until GameCreated sets them): typed
# Any so that each field keeps the type it has in a created game.
UNTIL_CREATED: Any = None


@dataclass(frozen=True, eq=False)
class State:
    """One immutable snapshot of a game: the fields below, in the order of FIELDS (then
    OPTIONAL_FIELDS); caches live in the instance dict under names starting with '_'.

    Frozen: a field is never assigned once the State is built; `derive` builds the next one.
    Every field defaults to None (a state under construction: `initial_state`, set-up), but
    `owners`, which is empty when no unit changed hands. The types are those of a created game:
    a field defaulting to UNTIL_CREATED is read only once GameCreated has set it."""

    options: Mapping[str, Any] = UNTIL_CREATED
    layout: str = UNTIL_CREATED
    seats: Mapping[str, str] = UNTIL_CREATED  # seat -> faction
    order: tuple[str, ...] = UNTIL_CREATED  # factions in seating order
    sandbox: bool = UNTIL_CREATED
    round: int = UNTIL_CREATED
    phase: str = UNTIL_CREATED  # a Phase
    first_player: str | None = None
    direction: str = UNTIL_CREATED
    turn: Turn | None = None
    power: Mapping[str, int] = UNTIL_CREATED
    doom: Mapping[str, int] = UNTIL_CREATED
    elder_signs: Mapping[str, tuple[int, ...]] = UNTIL_CREATED  # faction -> its Elder Signs' values
    bag: tuple[int, ...] = UNTIL_CREATED  # Elder Signs still in the bag: how many of 1, 2 and 3
    spellbooks: Mapping[str, tuple[tuple[int, str], ...]] = UNTIL_CREATED  # (slot, Spellbook)
    met: tuple[tuple[str, int], ...] = UNTIL_CREATED  # (faction, slot) met, not yet rewarded
    units: Mapping[str, str] = UNTIL_CREATED  # unit id -> where it is
    gates: Mapping[str, str | None] = UNTIL_CREATED  # Area -> the unit controlling its Gate
    ritual: int = UNTIL_CREATED  # the Ritual of Annihilation's cost marker
    doom_phase: DoomPhase | None = None
    battle: Battle | None = None
    window: Window | None = None
    decay: int = UNTIL_CREATED
    result: Any = None  # the game's end: winners and the final table
    standing: Mapping[str, Mapping[str, Any]] = UNTIL_CREATED  # standing answers per faction
    faction_data: Mapping[str, Mapping[str, Any]] = UNTIL_CREATED
    fp: Mapping[str, Any] | None = None
    seed: bytes = UNTIL_CREATED
    draws: int = UNTIL_CREATED
    script: tuple[int, ...] = UNTIL_CREATED
    owners: Mapping[str, str | None] = field(default_factory=dict)  # unit id -> owner, not its id's
    loyalty: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)  # card -> owner, book
    neutral_books: Mapping[str, str | None] = field(default_factory=dict)  # book -> holder
    map_data: Mapping[str, Any] = field(default_factory=dict)  # the map's own bookkeeping

    def __post_init__(self) -> None:
        if self.owners is None:  # a document that never held owners
            object.__setattr__(self, "owners", {})
        for name in ("loyalty", "neutral_books", "map_data"):  # nor Loyalty Cards, neutral Spellbooks, map data
            if getattr(self, name) is None:
                object.__setattr__(self, name, {})

    def derive(self, **changes: object) -> "State":
        """A new State with `changes` applied; unchanged fields are shared, caches are not (but for
        the index of units by Area, kept while `units` is unchanged)."""
        unknown = changes.keys() - _FIELD_NAMES
        if unknown:
            raise TypeError(f"State has no field {sorted(unknown)[0]!r}")
        new = object.__new__(State)
        new.__dict__.update({k: v for k, v in self.__dict__.items() if k[0] != "_"})
        new.__dict__.update(changes)
        if "units" not in changes and "_by_area" in self.__dict__:
            new.__dict__["_by_area"] = self.__dict__["_by_area"]  # where units stand is unchanged
        if "_map" in self.__dict__ and not changes.keys() & {"layout", "options", "order"}:
            new.__dict__["_map"] = self.__dict__["_map"]  # the same map, with the same factions' Areas
        if "owners" not in changes and "_table" in self.__dict__:
            new.__dict__["_table"] = self.__dict__["_table"]  # whose units they are is unchanged
        return new

    def fields(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in FIELDS + OPTIONAL_FIELDS}

    def __eq__(self, other: object) -> bool:
        return isinstance(other, State) and self.fields() == other.fields()

    __hash__ = None  # type: ignore[assignment]

    # -- derived, cached per snapshot --------------------------------------------------------
    @property
    def map(self) -> MapLayout:
        """The game's layout, with the Areas its seated factions bring (FactionSpec.own_area)."""
        found = self.__dict__.get("_map")
        if found is None:
            found = with_areas(for_game(self.layout, self.options), brought_areas(self.order))
            self.__dict__["_map"] = found
        return found

    @property
    def table(self) -> dict[str, "UnitInfo"]:
        """Unit id -> its owner and facts. The owner is data (`owners`) where it is not the seated
        faction the id names: units of no seated faction, and units that changed hands."""
        if not self.owners:
            return unit_table(self.order)
        found = self.__dict__.get("_table")
        if found is None:
            found = owned_table(self.order, tuple(sorted(self.owners.items())))
            self.__dict__["_table"] = found
        return found

    def by_area(self) -> dict[str, list[str]]:
        """Area -> unit ids in it (units on the map only)."""
        index = self.__dict__.get("_by_area")
        if index is None:
            index = {}
            for uid, where in self.units.items():
                if where != POOL and where != OUT_OF_PLAY and not where.startswith((CAPTURED, OFF_MAP)):
                    index.setdefault(where, []).append(uid)
            self.__dict__["_by_area"] = index
        return index


_FIELD_NAMES = frozenset(f.name for f in dataclass_fields(State))
if tuple(f.name for f in dataclass_fields(State)) != FIELDS + OPTIONAL_FIELDS:
    raise AssertionError("State's declared fields must be FIELDS then OPTIONAL_FIELDS, in order")


# The records under way. Each raises AttributeError when there is none, as reading a part of the
# missing record did before; the engine asks only where its rules put one in place.

def battle_of(state: State) -> Battle:
    """The Battle under way."""
    if state.battle is None:
        raise AttributeError("no Battle is under way")
    return state.battle


def turn_of(state: State) -> Turn:
    """The turn under way."""
    if state.turn is None:
        raise AttributeError("no turn is under way")
    return state.turn


def window_of(state: State) -> Window:
    """The window open now."""
    if state.window is None:
        raise AttributeError("no window is open")
    return state.window


def doom_phase_of(state: State) -> DoomPhase:
    """The Doom Phase under way."""
    if state.doom_phase is None:
        raise AttributeError("the Doom Phase is not under way")
    return state.doom_phase


@dataclass(frozen=True)
class UnitInfo:
    """Facts about one unit id: its owner (None: no faction owns it) and its unit type."""

    uid: str
    faction: str | None
    spec: UnitSpec

    @property
    def kind(self) -> UnitKind:
        return self.spec.kind

    @property
    def type(self) -> str:
        return self.spec.name


def unit_table(order: tuple[str, ...]) -> dict[str, UnitInfo]:
    """Every unit id of the factions in a game, with its static facts (as the registry stands)."""
    return _unit_table(order, registry.generation())


@lru_cache(maxsize=64)
def _unit_table(order: tuple[str, ...], generation: int) -> dict[str, UnitInfo]:
    table = {}
    for name in order:
        spec = registry.get(name)
        for unit in spec.units:
            for n in range(1, unit.count + 1):
                uid = f"{spec.short}.{unit.name}.{n}"
                table[uid] = UnitInfo(uid, name, unit)
    return table


def owned_table(order: tuple[str, ...], owners: tuple[tuple[str, str | None], ...]) -> dict[str, UnitInfo]:
    """The unit table of a game whose `owners` (unit id, owner) differ from those the ids name."""
    return _owned_table(order, owners, registry.generation()) if owners else unit_table(order)


@lru_cache(maxsize=64)
def _owned_table(order: tuple[str, ...], owners: tuple[tuple[str, str | None], ...],
                 generation: int) -> dict[str, UnitInfo]:
    table = dict(unit_table(order))
    for uid, owner in owners:
        spec = table[uid].spec if uid in table else content_unit(uid)
        table[uid] = UnitInfo(uid, owner, spec)
    return table


def content_unit(uid: str) -> UnitSpec:
    """The unit type of an id from any registered content, seated or not (neutral units)."""
    short, name, _ = uid.split(".")
    for faction in registry.known():
        spec = registry.get(faction)
        if spec.short == short:
            return spec.unit(name)
    for card in registry.cards().values():
        if card.short == short:
            return card.unit(name)
    raise KeyError(uid)


def owner_of(state: State, uid: str) -> str:
    """The faction owning `uid`; AttributeError for a unit no faction owns (the engine asks only
    about units a faction has)."""
    faction = state.table[uid].faction
    if faction is None:
        raise AttributeError(f"no faction owns {uid}")
    return faction


def spec_of(name: str) -> FactionSpec:
    return registry.get(name)


# -- queries ---------------------------------------------------------------------------------

def units_in(state: State, area: str, faction: str | None = None) -> list[str]:
    """Unit ids in an Area, optionally only those of one faction."""
    here = state.by_area().get(area, ())
    if faction is None:
        return list(here)
    table = state.table
    return [u for u in here if table[u].faction == faction]


def factions_in(state: State, area: str) -> set[str]:
    """The factions with units in an Area (a unit no faction owns adds none)."""
    table = state.table
    return {faction for u in state.by_area().get(area, ())
            if (faction := table[u].faction) is not None}


def on_map(state: State, faction: str) -> list[str]:
    table = state.table
    return [u for units in state.by_area().values() for u in units if table[u].faction == faction]


def areas_with_units(state: State, faction: str) -> set[str]:
    table = state.table
    return {a for a, units in state.by_area().items() if any(table[u].faction == faction for u in units)}


def in_pool(state: State, faction: str, unit_type: str) -> list[str]:
    table = state.table
    return [u for u, where in state.units.items()
            if where == POOL and table[u].faction == faction and table[u].type == unit_type]


def captured_by(state: State, captor: str) -> list[str]:
    where = CAPTURED + captor
    return [u for u, loc in state.units.items() if loc == where]


def brought_areas(order: tuple[str, ...]) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The Areas the seated factions bring onto the map (FactionSpec.own_area): name and tags."""
    return tuple((area.name, area.tags) for f in order if (area := spec_of(f).own_area) is not None)


def own_gates(state: State) -> dict[str, str]:
    """Area -> faction, for the Gates in the Areas seated factions bring (FactionArea.gate): each
    Controlled by its owner for good, with no unit holding it (master rulebook, Bubastis, the Moon)."""
    return {area.name: f for f in state.order if (area := spec_of(f).own_area) is not None and area.gate}


def gate_controller(state: State, area: str) -> str | None:
    """The faction Controlling the Gate in an Area, or None if there is no Gate or it is Abandoned."""
    uid = state.gates.get(area)
    if uid is None:
        return own_gates(state).get(area) if area not in state.gates else None
    return state.table[uid].faction


def controlled_gates(state: State, faction: str) -> list[str]:
    """The Areas of the Gates `faction` Controls: on the map, and in an Area it brings (own_gates)."""
    table = state.table
    return [a for a, uid in state.gates.items() if uid is not None and table[uid].faction == faction] + [
        a for a, owner in own_gates(state).items() if owner == faction]


def abandoned_gates(state: State) -> list[str]:
    """The Areas of the map holding an Abandoned Gate."""
    return [a for a, uid in state.gates.items() if uid is None]


def abandoned_gate_count(state: State) -> int:
    """The Abandoned Gates each player gains 1 Power for (master rulebook, How to Earn Power, line
    830): those on the map and those a faction keeps off it (FactionSpec.abandoned_gates_off_map;
    master rulebook, FAQ, Sleeper, lines 5263-5265: a Cursed Slumber Gate whose Cultist was given up
    "now provides Power to all Factions")."""
    return len(abandoned_gates(state)) + sum(_abandoned_off_map(state, f) for f in state.order)


def _abandoned_off_map(state: State, faction: str) -> int:
    count = spec_of(faction).abandoned_gates_off_map
    return count(state, faction) if count is not None else 0


def on_gate(state: State, uid: str) -> bool:
    where = state.units.get(uid)
    return where is not None and state.gates.get(where) == uid


def in_play(state: State, faction: str) -> list[str]:
    """Glossary, In Play: the faction's units on the map, then those off it but still in play."""
    table = state.table
    return on_map(state, faction) + [u for u, loc in state.units.items()
                                     if loc.startswith(OFF_MAP) and table[u].faction == faction]


def great_old_ones_in_play(state: State, faction: str) -> list[str]:
    """The faction's units in play that count as Great Old Ones (UnitSpec.great_old_one)."""
    table = state.table
    return [u for u in in_play(state, faction) if table[u].spec.great_old_one]


def cultists_in_play(state: State, faction: str) -> list[str]:
    """The faction's units in play that count as Cultists (UnitSpec.cultist)."""
    table = state.table
    return [u for u in in_play(state, faction) if table[u].spec.cultist]


def unit_power(state: State, faction: str) -> int:
    """How to Earn Power: the Power the faction's units in play give (1 per Cultist; UnitSpec.power)."""
    table = state.table
    return sum(part(table[u].spec.power, "power") for u in in_play(state, faction))


def ritual_elder_signs(state: State, faction: str) -> int:
    """Ritual of Annihilation: one Elder Sign per Great Old One in play (UnitSpec.elder_signs)."""
    table = state.table
    return sum(part(table[u].spec.elder_signs, "elder_signs") for u in in_play(state, faction))


def out_of_play(state: State, faction: str) -> list[str]:
    """The faction's units removed from the game for good (OUT_OF_PLAY)."""
    table = state.table
    return [u for u, loc in state.units.items() if loc == OUT_OF_PLAY and table[u].faction == faction]


def spellbook_count(state: State, faction: str) -> int:
    return len(state.spellbooks[faction])


def has_unlimited_battle(state: State, faction: str) -> bool:
    """Unlimited Battle needs 6 Spellbooks; in a two-player game either player's 6 unlock it for both."""
    if len(state.order) == 2:
        return any(len(state.spellbooks[f]) >= 6 for f in state.order)
    return len(state.spellbooks[faction]) >= 6


def ritual_cost(state: State) -> int:
    """Current Ritual of Annihilation cost; after Instant Death every Ritual costs 10."""
    track = state.options["ritual_track"]
    return track[state.ritual] if state.ritual < len(track) else 10


def seat_of(state: State, faction: str) -> str:
    for seat, name in state.seats.items():
        if name == faction:
            return seat
    raise KeyError(faction)


def play_order(state: State, start: str | None = None) -> list[str]:
    """Factions in the current direction of play, starting with `start` (default: First Player)."""
    order = list(state.order)
    if state.direction == "counterclockwise":
        order.reverse()
    start = start or state.first_player or order[0]
    i = order.index(start)
    return order[i:] + order[:i]


def opponent(state: State, faction: str | None) -> str:
    """The other player of a two-player game."""
    return next(f for f in state.order if f != faction)


def is_two_player(state: State) -> bool:
    return len(state.order) == 2
