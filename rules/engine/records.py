"""Typed records inside a State: the turn, the Battle, an open window, the Doom Phase and demands.

Each is a frozen dataclass that `evolve` replaces, never mutates (`record.but(field=value)`, what
`dataclasses.replace` does, only quicker). Their
JSON (positions, snapshots, the public view) is the dict each had before they were typed:
`to_dict` gives that dict, leaving out the optional keys the game has not set, and `from_dict`
reads it back, so the position schema and every stored document keep their shape. The codec
(rules/engine/codec.py `to_json`) and the position decoder call these.
"""
from __future__ import annotations

from dataclasses import dataclass, fields, replace
from enum import StrEnum
from typing import Any, Callable, ClassVar, Mapping, Self, TypeVar


class Record:
    """A typed part of the state with a dict form for JSON; optional keys that are None are left out."""

    __slots__: tuple[str, ...] = ()
    # Every record is a dataclass (the subclasses are), which dataclasses.replace and fields need.
    __dataclass_fields__: ClassVar[dict[str, Any]]
    OPTIONAL: frozenset[str] = frozenset()

    def to_dict(self) -> dict[str, Any]:
        optional = self.OPTIONAL
        return {name: value for name in self.__slots__
                if (value := getattr(self, name)) is not None or name not in optional}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Self:
        return cls(**data)

    def but(self, **changes: Any) -> Self:
        """A copy with `changes` (what dataclasses.replace does; see _quick_but)."""
        return replace(self, **changes)


_UNCHANGED = object()


R = TypeVar("R", bound=Record)
T = TypeVar("T")


def _quick_but(cls: type[R]) -> type[R]:
    """Give a record class a `but` that builds the copy with one positional call: `evolve` replaces
    a record on most events, and dataclasses.replace, which works by name through every field,
    costs about twice as much in the engine's hottest loop."""
    names = [f.name for f in fields(cls)]
    params = ", ".join(f"{n}=_UNCHANGED" for n in names)
    args = ", ".join(f"self.{n} if {n} is _UNCHANGED else {n}" for n in names)
    scope: dict[str, Any] = {"_UNCHANGED": _UNCHANGED, "_cls": cls}
    exec(f"def but(self, *, {params}):\n    return _cls({args})", scope)  # noqa: S102 (built from field names)
    scope["but"].__doc__ = Record.but.__doc__
    setattr(cls, "but", scope["but"])
    return cls


class BattleStep(StrEnum):
    """Master rulebook, Battle: the steps a Battle goes through, as its state records them."""

    PRE_BATTLE = "pre_battle"        # 1. Pre-Battle abilities, then Combat dice
    KILLS = "kills"                  # 3. Eliminations and Kills are assigned
    PAINS = "pains"                  # 3. Pains are assigned
    APPLY = "apply"                  # 4. Eliminations and Kills are applied
    RETREAT_ATTACKER = "retreat_attacker"  # 4. Pains: the first side Retreats
    RETREAT_DEFENDER = "retreat_defender"  # 4. Pains: the second side Retreats
    END = "end"


# -- the Battle ------------------------------------------------------------------------------

# A Battle note the engine keeps when some faction has an ability on the declared-Battle window
# (rules.engine.content Hook.BATTLE_DECLARED): "declared" while that window is still to open, "pre_battle"
# while the Pre-Battle window is, None once both have opened.
OPENING = "opening"

# A Battle note an ability sets (BattleNoted) when it makes a unit ignore results assigned to it:
# "ignored:<unit>" -> those results. They no longer act on the unit, but they were assigned, and
# they still count for other factions' abilities and requirements (master rulebook, FAQ,
# Windwalker: a Kill cancelled by Eternal still earns The Harbinger and Cthulhu's Kill Spellbooks).
IGNORED = "ignored:"

@_quick_but
@dataclass(frozen=True, slots=True)
class Battle(Record):
    """The Battle being fought. `hits`: faction -> {result: count} rolled or added against its
    enemy; `results`: unit -> results assigned to it; `stay`: sides that cannot Retreat.
    Set by abilities only (None until then): `faces` (faction -> dice rolled, for the battle card),
    `assigners` / `retreaters` (side -> the faction that assigns its results / Retreats its
    units), `exempt` (units out of the Battle), `notes` (ability bookkeeping, see BattleNoted),
    `suspended` (the declared Battle that waits while this one, declared before its Pre-Battle, is
    fought first: rules.engine.content INNER_BATTLE)."""

    area: str
    attacker: str
    defender: str
    step: BattleStep
    hits: Mapping[str, Mapping[str, int]]
    results: Mapping[str, tuple[str, ...]]
    stay: tuple[str, ...]
    faces: Mapping[str, tuple[int, ...]] | None = None
    assigners: Mapping[str, str] | None = None
    retreaters: Mapping[str, str] | None = None
    exempt: tuple[str, ...] | None = None
    notes: Mapping[str, Any] | None = None
    suspended: "Battle | None" = None

    OPTIONAL = frozenset({"faces", "assigners", "retreaters", "exempt", "notes", "suspended"})

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "Battle":
        waiting = data.get("suspended")
        if waiting is not None and not isinstance(waiting, Battle):
            waiting = Battle.from_dict(waiting)
        return cls(**{**data, "step": BattleStep(data["step"]), "suspended": waiting})

    def enemy_of(self, side: str) -> str:
        return self.defender if side == self.attacker else self.attacker

    def sides(self) -> tuple[str, str]:
        return self.attacker, self.defender

    def exempted(self) -> tuple[str, ...]:
        return self.exempt or ()

    def note(self, key: str, default: Any = None) -> Any:
        return default if self.notes is None else self.notes.get(key, default)

    def assigned(self, unit: str) -> tuple[str, ...]:
        """Every result assigned to `unit` in this Battle: those in effect and those it was made to
        ignore (IGNORED), which still count for other factions' abilities and requirements."""
        return tuple(self.results.get(unit, ())) + tuple(self.note(IGNORED + unit, ()))

    def assignments(self) -> dict[str, tuple[str, ...]]:
        """Unit -> every result assigned to it (`assigned`), for each unit that took any."""
        ignoring = [key[len(IGNORED):] for key in (self.notes or {}) if key.startswith(IGNORED)]
        return {unit: self.assigned(unit) for unit in dict.fromkeys([*self.results, *ignoring])}

    def assigner(self, side: str) -> str:
        """Who assigns the results `side`'s units take (the side itself unless an ability says)."""
        return side if self.assigners is None else self.assigners.get(side, side)

    def retreater(self, side: str) -> str:
        return side if self.retreaters is None else self.retreaters.get(side, side)


# -- the turn --------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Capture(Record):
    """A Capture declared this turn: the victim `enemy` gives up one of its Cultists in `area`."""

    area: str
    enemy: str


@_quick_but
@dataclass(frozen=True, slots=True)
class Turn(Record):
    """The Action Phase turn under way. An ended turn keeps only its faction and `ended`
    (the other fields None), which is also its JSON."""

    faction: str
    main_done: bool | None = None
    flex: bool | None = None
    battled: tuple[str, ...] | None = None
    moving: tuple[str, ...] | None = None
    moved: tuple[str, ...] | None = None
    capture: Capture | None = None
    ended: bool = False

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "Turn":
        capture = data.get("capture")
        return cls(**{**data, "capture": None if capture is None else Capture.from_dict(capture)})

    @classmethod
    def began(cls, faction: str) -> "Turn":
        return cls(faction, main_done=False, flex=False, battled=(), moving=None, moved=(), capture=None)

    @classmethod
    def finished(cls, faction: str) -> "Turn":
        return cls(faction, ended=True)

    def to_dict(self) -> dict[str, Any]:
        if self.main_done is None:  # the short form of an ended turn
            return {"faction": self.faction, "ended": self.ended}
        return {"faction": self.faction, "main_done": self.main_done, "flex": self.flex,
                "battled": self.battled, "moving": self.moving, "moved": self.moved,
                "capture": self.capture, "ended": self.ended}


# -- out-of-turn windows ---------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class WindowContext(Record):
    """What an out-of-turn window is about: the Battle's Area and Post-Battle `stage`
    ("kills", "assigned" or "pains"), or the `actor` whose Action just ended."""

    area: str | None = None
    stage: str | None = None
    actor: str | None = None
    ritual_by: str | None = None

    OPTIONAL = frozenset({"area", "stage", "actor", "ritual_by"})

    @classmethod
    def of(cls, context: "WindowContext | Mapping[str, Any] | None") -> "WindowContext":
        """A context given as a record, a dict of its fields or nothing."""
        if isinstance(context, WindowContext):
            return context
        return cls(**context) if context else EMPTY_CONTEXT


EMPTY_CONTEXT = WindowContext()


@_quick_but
@dataclass(frozen=True, slots=True)
class Window(Record):
    """An open window: the factions asked in order (`queue`), the next to ask (`cursor`)."""

    hook: str
    queue: tuple[str, ...]
    cursor: int
    context: WindowContext

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "Window":
        return cls(data["hook"], data["queue"], data["cursor"], WindowContext.from_dict(data["context"]))


# -- the Doom Phase --------------------------------------------------------------------------

@_quick_but
@dataclass(frozen=True, slots=True)
class DoomPhase(Record):
    """Master rulebook, Doom Phase: Doom for Gates first, then each faction's Ritual turn in order."""

    queue: tuple[str, ...]
    cursor: int
    gates_done: bool
    ritual_done: bool
    # The factions that bought a Neutral Monster or Terror card in this Doom Phase (one each:
    # master rulebook, Neutral Monsters and Terrors).
    bought: tuple[str, ...] | None = None

    OPTIONAL = frozenset({"bought"})

    def ritual_turn_of(self) -> str | None:
        """The faction whose Ritual turn it is (None before the Gates' Doom or after the last)."""
        if not self.gates_done or self.cursor >= len(self.queue):
            return None
        return self.queue[self.cursor]


# -- demands ---------------------------------------------------------------------------------

@_quick_but
@dataclass(frozen=True, slots=True)
class Demand(Record):
    """A choice an ability asks of `chooser` on behalf of the demanding faction (rules/engine/demands.py).
    `kind` names the decision; `after_window` waits until an open window closes. The other fields
    are what the asking ability keeps between answers (None when it does not use them)."""

    ability: str
    chooser: str
    kind: str | None = None
    after_window: bool | None = None
    area: str | None = None
    origin: str | None = None
    first: Any = None
    left: int | None = None
    amount: int | None = None
    queue: tuple[str, ...] | None = None
    offers: Mapping[str, int] | None = None
    owing: tuple[Any, ...] | None = None

    OPTIONAL = frozenset({"kind", "after_window", "area", "origin", "first", "left", "amount", "queue",
                          "offers", "owing"})

    # The fields an asking ability always sets, read where it needs them: each raises TypeError,
    # naming the ability and the field, on a demand that lacks it (an engine fault, never a choice).

    def required_area(self) -> str:
        return self._required(self.area, "area")

    def required_origin(self) -> str:
        return self._required(self.origin, "origin")

    def required_left(self) -> int:
        return self._required(self.left, "left")

    def required_amount(self) -> int:
        return self._required(self.amount, "amount")

    def required_queue(self) -> tuple[str, ...]:
        return self._required(self.queue, "queue")

    def required_offers(self) -> Mapping[str, int]:
        return self._required(self.offers, "offers")

    def required_owing(self) -> tuple[Any, ...]:
        return self._required(self.owing, "owing")

    def _required(self, value: T | None, name: str) -> T:
        if value is None:
            raise TypeError(f"the {self.ability} demand has no {name}")
        return value


# -- contexts handed to the hooks that are not windows ---------------------------------------

@dataclass(frozen=True, slots=True)
class RequirementContext:
    """REQUIREMENT_MET: which of the faction's Spellbook requirement slots was met."""

    slot: int


@dataclass(frozen=True, slots=True)
class UnitLostContext:
    """UNIT_LOST: the event that Killed, Eliminated or Captured the faction's unit."""

    event: Any


@dataclass(frozen=True, slots=True)
class UnitMovedContext:
    """UNIT_MOVED: the UnitMoved event of the faction's unit, in the Move Action under way."""

    event: Any


@dataclass(frozen=True, slots=True)
class AwakenedContext:
    """AWAKENED: the GreatOldOneAwakened event of the faction's Awakening."""

    event: Any


@dataclass(frozen=True, slots=True)
class SummonedContext:
    """SUMMONED: the MonsterSummoned event of the faction's Summon."""

    event: Any


@dataclass(frozen=True, slots=True)
class ElderSignRevealedContext:
    """ELDER_SIGN_REVEALED: the ElderSignRevealed event of the faction's Elder Sign."""

    event: Any


@dataclass(frozen=True, slots=True)
class RitualTurnContext:
    """DOOM_PHASE: options offered on the faction's Ritual turn."""

    ritual_turn: bool = True


# -- decoding from JSON ----------------------------------------------------------------------

FIELD_DECODERS: dict[str, Callable[[Any], Any]] = {
    "turn": Turn.from_dict,
    "battle": Battle.from_dict,
    "window": Window.from_dict,
    "doom_phase": DoomPhase.from_dict,
}


def decode_faction_data(data: Mapping[str, Mapping[str, Any]]) -> dict[str, Any]:
    """Faction data with each pending demand typed."""
    return {f: _with_demand(mine) for f, mine in data.items()}


def _with_demand(mine: Mapping[str, Any]) -> Mapping[str, Any]:
    demand = mine.get("demand")
    if demand is None or isinstance(demand, Demand):
        return mine
    return {**mine, "demand": Demand.from_dict(demand)}


FIELD_DECODERS["faction_data"] = decode_faction_data


def decode_field(name: str, value: Any) -> Any:
    """A State field from its frozen JSON form (lists already tuples): records typed."""
    decoder = FIELD_DECODERS.get(name)
    return value if decoder is None or value is None else decoder(value)
