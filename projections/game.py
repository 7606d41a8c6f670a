"""The game read model: a game's lobby and rules state at one version of its log.

A game's stream holds two kinds of events: the service's own (the lobby, who chose what, undo)
and the rules engine's (everything `rules.decide` returns). `apply` folds both: service events
change the lobby fields, rules events go through `rules.evolve`. Undo restores the rules state of
an earlier version, which `apply` asks of a `resolve` callback (the loader), keeping the draw
counter where it is so dice already seen are never dealt again (DESIGN.md section 2).
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any, Callable, Mapping

import rules
from events import StoredEvent
from events.jsontext import compact
from projections import state_codec
from rules.engine.errors import InvalidOptions
from rules.engine.maps import layout_for

SERVICE_EVENT_TYPES = ("GameOpened", "SeatClaimed", "SeatLeft", "SeatHandedToBot",
                       "SeatTokenRotated", "GameStarted", "ChoiceMade", "UndoRequested",
                       "UndoAnswered", "UndoClosed", "UndoApplied", "DeadlineSet",
                       "DeadlineCleared", "ClockCharged", "ClockRestored", "DecisionTimedOut",
                       "VacationStarted")


class Status:
    OPEN = "open"
    ACTIVE = "active"
    FINISHED = "finished"


class SeatStatus:
    OPEN = "open"
    CLAIMED = "claimed"
    BOT = "bot"


@dataclass(frozen=True)
class Seat:
    seat: str
    faction: str
    status: str = SeatStatus.OPEN
    name: str | None = None
    bot: str | None = None
    token_hash: str | None = None

    def public(self) -> dict[str, Any]:
        return {"seat": self.seat, "faction": self.faction, "status": self.status,
                "name": self.name, "bot": self.bot}


@dataclass(frozen=True)
class UndoRequest:
    request_id: str
    seat: str
    target_version: int
    requested_at_version: int
    deadline: str
    accepted: tuple[str, ...] = ()
    waiting_for: tuple[str, ...] = ()

    def public(self) -> dict[str, Any]:
        return {"request_id": self.request_id, "seat": self.seat,
                "target_version": self.target_version, "deadline": self.deadline,
                "accepted": list(self.accepted), "waiting_for": list(self.waiting_for)}


@dataclass(frozen=True)
class Game:
    """Everything the service knows about a game at `version`. `seed` is secret."""

    game_id: str
    name: str
    visibility: str
    sandbox: bool
    options: Mapping[str, Any]
    seed_hash: str
    seed: str
    seats: tuple[Seat, ...]
    created_at: datetime
    updated_at: datetime
    version: int = 0
    status: str = Status.OPEN
    host_token_hash: str | None = None
    invite_hash: str | None = None
    dice_script: tuple[int, ...] | None = None
    start_position: Mapping[str, Any] | None = None
    time_control: Mapping[str, Any] = field(default_factory=dict)
    state: rules.State | None = None
    undo: UndoRequest | None = None
    # seat -> {"since_version", "due_at", "set_at", "decision_kind"} (ISO times)
    deadlines: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    banks: Mapping[str, float] = field(default_factory=dict)  # seat -> seconds left
    vacations: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    # seat -> when its latest undo request closed without being applied (ISO time)
    undo_closed: Mapping[str, str] = field(default_factory=dict)

    def seat(self, seat_id: str) -> Seat | None:
        return next((s for s in self.seats if s.seat == seat_id), None)

    def with_seat(self, seat: Seat) -> "Game":
        return replace(self, seats=tuple(seat if s.seat == seat.seat else s for s in self.seats))

    @property
    def open_seats(self) -> int:
        return sum(s.status == SeatStatus.OPEN for s in self.seats)

    @property
    def layout(self) -> str | None:
        """The layout the game uses, or will use once it starts (null if its options name none)."""
        if self.state is not None:
            return self.state.layout
        try:
            return layout_for(len(self.options["seats"]), self.options.get("layout"))
        except (KeyError, TypeError, InvalidOptions):
            return None


Resolve = Callable[[int], Game]


def apply(game: Game | None, event: StoredEvent, resolve: Resolve | None = None) -> Game:
    """The game after `event` (read with secrets)."""
    handler = _HANDLERS.get(event.type)
    if handler is not None:
        game = handler(game, event.payload, event.secret or {}, event, resolve)
    else:
        game = _rules_event(game, event)
    return replace(game, version=event.version, updated_at=event.recorded_at)


def _opened(_: None, p: Mapping, s: Mapping, e: StoredEvent, __: Any) -> Game:
    seats = tuple(Seat(x["seat"], x["faction"]) for x in p["options"]["seats"])
    script = s.get("dice_script")
    return Game(game_id=e.game_id, name=p["name"], visibility=p["visibility"],
                sandbox=p["sandbox"], options=p["options"], seed_hash=p["seed_hash"],
                seed=s["seed"], seats=seats, created_at=e.recorded_at, updated_at=e.recorded_at,
                host_token_hash=s.get("host_token_hash"), invite_hash=s.get("invite_hash"),
                dice_script=tuple(script) if script is not None else None,
                start_position=s.get("start_position"), time_control=p.get("time_control", {}))


def _claimed(game: Game, p: Mapping, s: Mapping, *_: Any) -> Game:
    seat = game.seat(p["seat"])
    return game.with_seat(replace(seat, status=SeatStatus.CLAIMED, name=p.get("name"), bot=None,
                                  token_hash=s["token_hash"]))


def _left(game: Game, p: Mapping, *_: Any) -> Game:
    return game.with_seat(Seat(p["seat"], game.seat(p["seat"]).faction))


def _to_bot(game: Game, p: Mapping, *_: Any) -> Game:
    seat = game.seat(p["seat"])
    return game.with_seat(replace(seat, status=SeatStatus.BOT, bot=p["bot"]))


def _rotated(game: Game, p: Mapping, s: Mapping, *_: Any) -> Game:
    return game.with_seat(replace(game.seat(p["seat"]), token_hash=s["token_hash"]))


def _started(game: Game, *_: Any) -> Game:
    return replace(game, status=Status.ACTIVE)


def _unchanged(game: Game, *_: Any) -> Game:
    return game


def _undo_requested(game: Game, p: Mapping, *_: Any) -> Game:
    return replace(game, undo=UndoRequest(p["request_id"], p["seat"], p["target_version"],
                                          p["requested_at_version"], p["deadline"], (),
                                          tuple(p["waiting_for"])))


def _undo_answered(game: Game, p: Mapping, *_: Any) -> Game:
    undo = game.undo
    waiting = tuple(s for s in undo.waiting_for if s != p["seat"])
    return replace(game, undo=replace(undo, accepted=undo.accepted + (p["seat"],),
                                      waiting_for=waiting))


def _undo_closed(game: Game, p: Mapping, s: Mapping, e: StoredEvent, *_: Any) -> Game:
    if game.undo is None:
        return game
    closed = {**game.undo_closed, game.undo.seat: e.recorded_at.isoformat()}
    return replace(game, undo=None, undo_closed=closed)


def _undo_applied(game: Game, p: Mapping, s: Mapping, e: StoredEvent, resolve: Resolve) -> Game:
    if resolve is None:
        raise ValueError("folding an UndoApplied needs the state of its target version")
    earlier = resolve(p["target_version"]).state
    # The draw counter never rewinds: faces already dealt are never dealt again.
    restored = earlier.derive(draws=game.state.draws)
    return replace(game, state=restored, undo=None, status=_status_of(restored))


def _deadline_set(game: Game, p: Mapping, *_: Any) -> Game:
    entry = {k: p[k] for k in ("since_version", "due_at", "set_at", "decision_kind")}
    return replace(game, deadlines={**game.deadlines, p["seat"]: entry})


def _deadline_cleared(game: Game, p: Mapping, *_: Any) -> Game:
    return replace(game, deadlines={k: v for k, v in game.deadlines.items() if k != p["seat"]})


def _bank_read(game: Game, p: Mapping, *_: Any) -> Game:
    if p.get("bank_seconds") is None:
        return game
    return replace(game, banks={**game.banks, p["seat"]: p["bank_seconds"]})


def _vacation(game: Game, p: Mapping, *_: Any) -> Game:
    used = game.vacations.get(p["seat"], {}).get("days_used", 0) + p["days"]
    entry = {"from": p["from"], "until": p["until"], "days_used": used}
    return replace(game, vacations={**game.vacations, p["seat"]: entry})


_HANDLERS: dict[str, Callable[..., Game]] = {
    "GameOpened": _opened, "SeatClaimed": _claimed, "SeatLeft": _left,
    "SeatHandedToBot": _to_bot, "SeatTokenRotated": _rotated, "GameStarted": _started,
    "ChoiceMade": _unchanged, "UndoRequested": _undo_requested, "UndoAnswered": _undo_answered,
    "UndoClosed": _undo_closed, "UndoApplied": _undo_applied, "DeadlineSet": _deadline_set,
    "DeadlineCleared": _deadline_cleared, "ClockCharged": _bank_read,
    "ClockRestored": _bank_read,
    "DecisionTimedOut": _unchanged, "VacationStarted": _vacation,
}


def _rules_event(game: Game, event: StoredEvent) -> Game:
    fact = rules.from_record(event.type, event.schema_version, dict(event.payload),
                             dict(event.secret) if event.secret else None)
    state = rules.evolve(game.state if game.state is not None else rules.initial_state(), fact)
    return replace(game, state=state, status=_status_of(state))


def with_rules_state(game: Game, state: rules.State, version: int, at: datetime) -> Game:
    """`game` at `version` with the rules state its rules events since led to, as the engine
    computed it while deciding them (what `apply` would reach by evolving through them)."""
    return replace(game, state=state, status=_status_of(state), version=version, updated_at=at)


def _status_of(state: rules.State) -> str:
    return Status.FINISHED if state.phase == "ended" else Status.ACTIVE


# ---- JSON form, for snapshots and the cache ---------------------------------------------------

def to_document(game: Game) -> dict[str, Any]:
    """The whole game, secrets included, as JSON (never sent to clients)."""
    doc = _document_around(game)
    doc["state"] = state_codec.encode(game.state) if game.state is not None else None
    return doc


def document_json(game: Game) -> bytes:
    """`to_document` as JSON text (for the cache), without building the state's JSON form in
    Python first."""
    if game.state is not None:
        doc = _document_around(game)
        doc["state"] = state_codec.raw(game.state)
        try:
            return state_codec.dumps(doc)
        except TypeError:
            pass
    return compact(to_document(game))


def _document_around(game: Game) -> dict[str, Any]:
    """Everything of `to_document` but the state (which goes after "updated_at")."""
    doc = {name: getattr(game, name) for name in (
        "game_id", "name", "visibility", "sandbox", "seed_hash", "seed", "version", "status",
        "host_token_hash", "invite_hash", "start_position", "time_control")}
    doc["options"] = dict(game.options)
    doc["dice_script"] = list(game.dice_script) if game.dice_script is not None else None
    doc["seats"] = [vars(s).copy() for s in game.seats]
    doc["created_at"] = game.created_at.isoformat()
    doc["updated_at"] = game.updated_at.isoformat()
    doc["state"] = None
    doc["undo"] = _undo_doc(game.undo)
    doc["deadlines"] = {k: dict(v) for k, v in game.deadlines.items()}
    doc["banks"] = dict(game.banks)
    doc["vacations"] = {k: dict(v) for k, v in game.vacations.items()}
    doc["undo_closed"] = dict(game.undo_closed)
    return doc


def _undo_doc(undo: UndoRequest | None) -> dict | None:
    if undo is None:
        return None
    return {**vars(undo), "accepted": list(undo.accepted), "waiting_for": list(undo.waiting_for)}


def from_document(doc: Mapping[str, Any]) -> Game:
    data = dict(doc)
    data["seats"] = tuple(Seat(**s) for s in doc["seats"])
    data["created_at"] = datetime.fromisoformat(doc["created_at"])
    data["updated_at"] = datetime.fromisoformat(doc["updated_at"])
    for name in ("deadlines", "banks", "vacations", "undo_closed"):
        data[name] = dict(doc.get(name) or {})
    data["dice_script"] = tuple(doc["dice_script"]) if doc["dice_script"] is not None else None
    data["state"] = state_codec.decode(doc["state"]) if doc["state"] is not None else None
    undo = doc["undo"]
    data["undo"] = None if undo is None else UndoRequest(**{
        **undo, "accepted": tuple(undo["accepted"]), "waiting_for": tuple(undo["waiting_for"])})
    return Game(**data)
