"""The application's own events: one frozen class per fact of running a game.

Beside the engine's facts (rules.engine.events), a game's log holds what happened around the board: the
game was opened, a seat was claimed, left or handed to a bot, a choice was made, an undo was
asked, answered, applied or closed, a deadline was set or cleared, a clock was charged, a
decision timed out. Like the engine's, each class has a stable type name (never an import path)
and a schema version, lists its secret fields (kept apart from the public payload, shown only
where the egress allows), and its JSON is pinned by tests/events/test_fact_codec.py (docs/style.md 9).

Commands build these classes; `new_event` turns one into what the store appends. Readers of the
log decode a stored event through its class with `from_stored` (the game model folds the
classes, not payloads). Old schema versions are lifted by upcasters registered with the
class, in the one mechanism the engine's codec and the store share (rules.engine.upcasting).
"""
from __future__ import annotations

import collections.abc
import functools
import math
import types
import typing
from dataclasses import dataclass, field, fields
from typing import Any, Callable, ClassVar, Mapping, Sequence, TypeVar, dataclass_transform

from events import NewEvent, StoredEvent, TypeRegistry, UnknownEventType
from rules.engine import codec as rules_codec
from rules.engine.codec import freeze, to_json
from rules.engine.upcasting import EventSchemas, Upcaster

SCHEMAS = EventSchemas()
FACT_TYPES: dict[str, type[Fact]] = {}


@dataclass(frozen=True)
class Fact:
    """Base of the application's events; `@fact` sets the class variables."""

    TYPE: ClassVar[str] = "Fact"
    SCHEMA_VERSION: ClassVar[int] = 1
    SECRET: ClassVar[frozenset[str]] = frozenset()
    # Fields left out of the record while None (a key that older records never had either).
    OMITTED_WHEN_NONE: ClassVar[frozenset[str]] = frozenset()


F = TypeVar("F", bound=Fact)


@dataclass_transform(frozen_default=True)
def fact(type_name: str, *, version: int = 1, secret: Sequence[str] = (),
         omitted_when_none: Sequence[str] = (),
         upcasters: Mapping[int, Upcaster] | None = None) -> Callable[[type[F]], type[F]]:
    """Register a fact class under a stable type name at schema `version`; `upcasters[n]` lifts
    a stored record of version n to n + 1."""

    def wrap(cls: type[F]) -> type[F]:
        if type_name in FACT_TYPES:
            raise ValueError(f"fact type {type_name} registered twice")
        cls = dataclass(frozen=True)(cls)
        cls.TYPE, cls.SCHEMA_VERSION = type_name, version
        cls.SECRET, cls.OMITTED_WHEN_NONE = frozenset(secret), frozenset(omitted_when_none)
        SCHEMAS.register(type_name, version, upcasters)
        FACT_TYPES[type_name] = cls
        return cls

    return wrap


# ---- the record of a fact ---------------------------------------------------------------------

def _key(attribute: str) -> str:
    """The JSON member of a field: its name, less the underscore that keeps a Python keyword
    (`from`) usable as a field name."""
    return attribute.rstrip("_")


def to_record(made: Fact) -> tuple[str, int, dict[str, Any], dict[str, Any] | None]:
    """The stored form of a fact: (type name, schema version, public payload, secret or None)."""
    payload: dict[str, Any] = {}
    secret: dict[str, Any] = {}
    for f in fields(made):
        value = getattr(made, f.name)
        if value is None and f.name in made.OMITTED_WHEN_NONE:
            continue
        (secret if f.name in made.SECRET else payload)[_key(f.name)] = to_json(value)
    return made.TYPE, made.SCHEMA_VERSION, payload, (secret or None)


def from_record(type_name: str, schema_version: int, payload: Mapping[str, Any],
                secret: Mapping[str, Any] | None = None, *, frozen: bool = True) -> Fact:
    """Rebuild a fact from its stored form, lifting an old schema version first. A record read
    without its secret decodes with the secret fields None. Arrays become tuples unless
    `frozen` is false (a fold that keeps the stored values as they are)."""
    cls = FACT_TYPES.get(type_name)
    if cls is None:
        raise UnknownEventType(f"{type_name!r} is not one of the application's event types")
    payload, secret = SCHEMAS.lift(type_name, schema_version, cls.SCHEMA_VERSION, payload, secret)
    names = {_key(f.name): f.name for f in fields(cls)}
    stored = {**payload, **(secret or {})}
    # A member the class does not know is a TypeError here, as a missing required one is.
    thaw = freeze if frozen else _same
    return cls(**{names.get(key, key): thaw(value) for key, value in stored.items()})


def _same(value: object) -> object:
    return value


def checked(made: Fact) -> Fact:
    """`made`, when every field holds a value of its declared type; TypeError when one does not.

    Records the service wrote itself need no check. A record from outside (an imported document)
    does: decoded without it, a seat that is a JSON object would be stored, and every later read
    of the game's log would fail on it."""
    kind: type = type(made)
    hints = _hints(kind)
    for f in fields(made):
        if not _fits(getattr(made, f.name), hints[f.name]):
            raise TypeError(f"{made.TYPE}'s {_key(f.name)} is not of type "
                            f"{_type_text(hints[f.name])}")
    return made


@functools.cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def _type_text(hint: Any) -> str:
    return hint.__name__ if isinstance(hint, type) else str(hint).replace("typing.", "")


def _fits(value: Any, hint: Any) -> bool:
    """Whether a decoded JSON value (arrays as tuples) is of the type `hint` of a fact's field."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if hint is Any:
        return True
    if origin in (typing.Union, types.UnionType):
        return any(_fits(value, arg) for arg in args)
    if origin is collections.abc.Mapping:
        return isinstance(value, Mapping) and all(
            isinstance(k, str) and _fits(v, args[1]) for k, v in value.items())
    if origin is collections.abc.Sequence:
        return isinstance(value, (list, tuple)) and all(_fits(v, args[0]) for v in value)
    if hint is float:
        return isinstance(value, (int, float)) and not isinstance(value, bool) \
            and math.isfinite(value)
    if hint is int:
        return isinstance(value, int) and not isinstance(value, bool)
    return isinstance(value, hint)


def new_event(made: Fact) -> NewEvent:
    """The fact as the store appends it."""
    type_name, version, payload, secret = to_record(made)
    return NewEvent(type_name, payload, version, secret)


def from_stored(event: StoredEvent, *, frozen: bool = True) -> Fact:
    return from_record(event.type, event.schema_version, event.payload, event.secret,
                       frozen=frozen)


def log_types() -> TypeRegistry:
    """The event store's registry for a game's log: the application's event types and the engine's
    upcasters; a type it does not know (the engine's, decoded by rules.engine.codec) loads unchanged."""
    registry = TypeRegistry(strict=False)
    registry.include(SCHEMAS)
    registry.include(rules_codec.SCHEMAS)
    return registry


# ---- the lobby --------------------------------------------------------------------------------

@fact("GameOpened", secret=("seed", "host_token_hash", "dice_script", "start_position",
                            "invite_hash"), omitted_when_none=("invite_hash",))
class GameOpened(Fact):
    """A game was created: its public settings, and the secrets only the server keeps (the seed
    and, for a game begun from a given position or with scripted dice, those)."""

    name: str
    visibility: str
    sandbox: bool
    options: Mapping[str, Any]
    seed_hash: str
    time_control: Mapping[str, Any] = field(default_factory=dict)
    seed: str | None = None
    host_token_hash: str | None = None
    dice_script: Sequence[int] | None = None
    start_position: Mapping[str, Any] | None = None
    invite_hash: str | None = None


@fact("SeatClaimed", secret=("token_hash",))
class SeatClaimed(Fact):
    seat: str
    name: str | None
    token_hash: str | None = None


@fact("SeatLeft")
class SeatLeft(Fact):
    seat: str


@fact("SeatHandedToBot")
class SeatHandedToBot(Fact):
    seat: str
    bot: str


@fact("SeatTokenRotated", secret=("token_hash",))
class SeatTokenRotated(Fact):
    seat: str
    token_hash: str | None = None


@fact("GameStarted")
class GameStarted(Fact):
    """Every seat is taken; the engine's set-up events follow."""


@fact("VacationStarted")
class VacationStarted(Fact):
    """A seat's clock is paused from `from_` until `until` (ISO 8601 times)."""

    seat: str
    days: int
    from_: str
    until: str


@fact("RematchProposed", secret=("host_token_hash", "token_hash", "invite_hash"),
      omitted_when_none=("invite_hash",))
class RematchProposed(Fact):
    """After the game, `seat` proposes a new game `game_id` with the same seats, options and
    clock, the factions `factions` (in seat order) `deal`t: "rotate" (each faction one seat on)
    or "deal" (dealt anew). The proposer accepts by proposing: `token_hash` is its new seat's."""

    seat: str
    game_id: str
    deal: str
    factions: Sequence[str]
    host_token_hash: str | None = None
    token_hash: str | None = None
    invite_hash: str | None = None


@fact("RematchAnswered", secret=("token_hash",))
class RematchAnswered(Fact):
    """A seat accepts the proposed rematch (with the hash of its new seat's token) or declines
    it, which closes the proposal."""

    seat: str
    accepted: bool
    token_hash: str | None = None


# ---- choices and undo -------------------------------------------------------------------------

@fact("ChoiceMade", omitted_when_none=("by",))
class ChoiceMade(Fact):
    """A seat's choices, as sent; `by` names who chose for it ("timeout", "bot"), if not itself.
    The engine's events that the choices led to follow it."""

    seat: str
    choices: Sequence[Mapping[str, Any]]
    by: str | None = None


@fact("UndoRequested", omitted_when_none=("move", "move_event"))
class UndoRequested(Fact):
    """A seat asks the seats `waiting_for` to take the game back to `target_version`. `move` is
    the first move it takes back, as a spectator's log tells it (the sentence of what the seat's
    choice did), so that the request's own sentence can name it; requests recorded before it was
    kept have none. `move_event` is that move's event as a spectator sees it (`type` and
    `payload`), so that the request's sentence names the move in its reader's language; requests
    recorded before it was kept have only the English `move`."""

    request_id: str
    seat: str
    target_version: int
    requested_at_version: int
    deadline: str
    waiting_for: Sequence[str]
    move: str | None = None
    move_event: Mapping[str, Any] | None = None


@fact("UndoAnswered")
class UndoAnswered(Fact):
    """A seat asked accepted the undo request (declining closes it)."""

    request_id: str
    seat: str


@fact("UndoClosed")
class UndoClosed(Fact):
    request_id: str
    reason: str


@fact("UndoApplied", omitted_when_none=("request_id",))
class UndoApplied(Fact):
    """The game went back to `target_version`; `free` when no other seat had to consent, and
    `request_id` the request it answers when one did."""

    target_version: int
    seat: str | None
    free: bool
    request_id: str | None = None


# ---- time -------------------------------------------------------------------------------------

@fact("DeadlineSet")
class DeadlineSet(Fact):
    seat: str
    since_version: int
    due_at: str
    set_at: str
    decision_kind: str


@fact("DeadlineCleared")
class DeadlineCleared(Fact):
    seat: str


@fact("ClockCharged")
class ClockCharged(Fact):
    """A seat that decided is charged the time it used; `bank_seconds` is what is left of its
    bank under a bank time control, else None."""

    seat: str
    used_seconds: float
    bank_seconds: float | None


@fact("ClockRestored")
class ClockRestored(Fact):
    """An undo took the game back to `target_version`: the seat's bank is what it was then, less
    the time the seat has used since (increments earned since are withdrawn)."""

    seat: str
    target_version: int
    bank_seconds: float


@fact("DecisionTimedOut")
class DecisionTimedOut(Fact):
    """A seat's deadline passed; the choice made for it (ChoiceMade by "timeout") follows."""

    seat: str
    since_version: int
    due_at: str
    policy: str
