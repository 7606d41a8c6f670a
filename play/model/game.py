"""The game read model: a game's lobby and rules state at one version of its log.

A game's stream holds two kinds of events: the service's own (the lobby, who chose what, undo)
and the rules engine's (everything `rules.decide` returns). `apply` folds both: service events
change the lobby fields, rules events go through `rules.evolve`. Undo restores the rules state of
an earlier version, which `apply` asks of a `resolve` callback (the loader), keeping the draw
counter where it is so dice already seen are never dealt again (docs/architecture.md section 2).
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import StrEnum
from datetime import datetime
from typing import Any, Callable, Mapping

import rules
from events import StoredEvent
from events.jsontext import compact
from play import facts
from play.model import state_codec
from rules.engine.errors import InvalidOptions
from rules.engine.maps import layout_for

SERVICE_EVENT_TYPES = ("GameOpened", "SeatClaimed", "SeatLeft", "SeatHandedToBot",
                       "SeatTokenRotated", "GameStarted", "ChoiceMade", "UndoRequested",
                       "UndoAnswered", "UndoClosed", "UndoApplied", "DeadlineSet",
                       "DeadlineCleared", "ClockCharged", "ClockRestored", "DecisionTimedOut",
                       "VacationStarted", "RematchProposed", "RematchAnswered")


class Status(StrEnum):
    """Where a game stands: open for seats, being played, or over."""

    OPEN = "open"
    ACTIVE = "active"
    FINISHED = "finished"


class Visibility(StrEnum):
    """Who may find and watch a game: anyone (listed in the lobby), or holders of its invite."""

    PUBLIC = "public"
    PRIVATE = "private"


class SeatStatus(StrEnum):
    """Who holds a seat: nobody yet, a person (by token), or a bot."""

    OPEN = "open"
    CLAIMED = "claimed"
    BOT = "bot"


@dataclass(frozen=True)
class Seat:
    seat: str
    faction: str
    status: SeatStatus = SeatStatus.OPEN
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
class Rematch:
    """A rematch proposed after the game: the new game's id and factions, the seats that
    accepted (each with its new seat's token hash) and the seat that declined, if one did."""

    seat: str
    game_id: str
    deal: str
    factions: tuple[str, ...]
    host_token_hash: str | None = None
    token_hashes: Mapping[str, str | None] = field(default_factory=dict)
    declined: str | None = None
    invite_hash: str | None = None

    def waiting_for(self, game: "Game") -> list[str]:
        """The seats held by people that have not answered yet (bots come along)."""
        return [s.seat for s in game.seats
                if s.status == SeatStatus.CLAIMED and s.seat not in self.token_hashes]

    def status(self, game: "Game") -> str:
        if self.declined is not None:
            return "declined"
        return "proposed" if self.waiting_for(game) else "accepted"

    def public(self, game: "Game") -> dict[str, Any]:
        return {"proposed_by": self.seat, "game_id": self.game_id, "deal": self.deal,
                "factions": list(self.factions), "status": self.status(game),
                "accepted": sorted(self.token_hashes), "waiting_for": self.waiting_for(game),
                "declined_by": self.declined}


@dataclass(frozen=True)
class Game:
    """Everything the service knows about a game at `version`. `seed` is secret."""

    game_id: str
    name: str
    visibility: Visibility
    sandbox: bool
    options: Mapping[str, Any]
    seed_hash: str
    seed: str
    seats: tuple[Seat, ...]
    created_at: datetime
    updated_at: datetime
    version: int = 0
    status: Status = Status.OPEN
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
    rematch: Rematch | None = None

    def seat(self, seat_id: str) -> Seat | None:
        return next((s for s in self.seats if s.seat == seat_id), None)

    def seat_of(self, seat_id: str) -> Seat:
        """The seat `seat_id`, which an event of this game's log names (KeyError if none)."""
        found = self.seat(seat_id)
        if found is None:
            raise KeyError(f"game {self.game_id} has no seat {seat_id!r}")
        return found

    def with_seat(self, seat: Seat) -> "Game":
        return replace(self, seats=tuple(seat if s.seat == seat.seat else s for s in self.seats))

    @property
    def rules_state(self) -> rules.State:
        """The rules state of a started game; AttributeError for a game still in its lobby (as
        reading a part of the missing state did)."""
        if self.state is None:
            raise AttributeError("the game has not started")
        return self.state

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
    """The game after `event` (read with secrets). A service event is folded through its class
    (play.facts), a rules event through the engine."""
    handler = _HANDLERS.get(event.type)
    if handler is not None:
        game = handler(game, facts.from_stored(event, frozen=False), event, resolve)
    else:
        game = _rules_event(game, event)
    return replace(game, version=event.version, updated_at=event.recorded_at)


def _opened(_: None, f: facts.GameOpened, e: StoredEvent, __: Any) -> Game:
    seats = tuple(Seat(x["seat"], x["faction"]) for x in f.options["seats"])
    return Game(game_id=e.game_id, name=f.name, visibility=Visibility(f.visibility),
                sandbox=f.sandbox,
                options=f.options, seed_hash=f.seed_hash, seed=f.seed or "", seats=seats,
                created_at=e.recorded_at, updated_at=e.recorded_at,
                host_token_hash=f.host_token_hash, invite_hash=f.invite_hash,
                dice_script=tuple(f.dice_script) if f.dice_script is not None else None,
                start_position=f.start_position, time_control=f.time_control)


def _claimed(game: Game, f: facts.SeatClaimed, *_: Any) -> Game:
    return game.with_seat(replace(game.seat_of(f.seat), status=SeatStatus.CLAIMED, name=f.name,
                                  bot=None, token_hash=f.token_hash))


def _left(game: Game, f: facts.SeatLeft, *_: Any) -> Game:
    return game.with_seat(Seat(f.seat, game.seat_of(f.seat).faction))


def _to_bot(game: Game, f: facts.SeatHandedToBot, *_: Any) -> Game:
    return game.with_seat(replace(game.seat_of(f.seat), status=SeatStatus.BOT, bot=f.bot))


def _rotated(game: Game, f: facts.SeatTokenRotated, *_: Any) -> Game:
    return game.with_seat(replace(game.seat_of(f.seat), token_hash=f.token_hash))


def _started(game: Game, *_: Any) -> Game:
    return replace(game, status=Status.ACTIVE)


def _unchanged(game: Game, *_: Any) -> Game:
    return game


def _undo_requested(game: Game, f: facts.UndoRequested, *_: Any) -> Game:
    return replace(game, undo=UndoRequest(f.request_id, f.seat, f.target_version,
                                          f.requested_at_version, f.deadline, (),
                                          tuple(f.waiting_for)))


def _undo_answered(game: Game, f: facts.UndoAnswered, *_: Any) -> Game:
    undo = game.undo
    if undo is None:
        return game
    waiting = tuple(s for s in undo.waiting_for if s != f.seat)
    return replace(game, undo=replace(undo, accepted=undo.accepted + (f.seat,),
                                      waiting_for=waiting))


def _undo_closed(game: Game, _: facts.UndoClosed, e: StoredEvent, *__: Any) -> Game:
    if game.undo is None:
        return game
    closed = {**game.undo_closed, game.undo.seat: e.recorded_at.isoformat()}
    return replace(game, undo=None, undo_closed=closed)


def _undo_applied(game: Game, f: facts.UndoApplied, _: StoredEvent,
                  resolve: Resolve | None) -> Game:
    if resolve is None or game.state is None:
        raise ValueError("folding an UndoApplied needs the state of its target version")
    earlier = resolve(f.target_version).state
    if earlier is None:
        raise ValueError(f"version {f.target_version} has no rules state to go back to")
    # The draw counter never rewinds: faces already dealt are never dealt again.
    restored = earlier.derive(draws=game.state.draws)
    return replace(game, state=restored, undo=None, status=_status_of(restored))


def _deadline_set(game: Game, f: facts.DeadlineSet, *_: Any) -> Game:
    entry = {"since_version": f.since_version, "due_at": f.due_at, "set_at": f.set_at,
             "decision_kind": f.decision_kind}
    return replace(game, deadlines={**game.deadlines, f.seat: entry})


def _deadline_cleared(game: Game, f: facts.DeadlineCleared, *_: Any) -> Game:
    return replace(game, deadlines={k: v for k, v in game.deadlines.items() if k != f.seat})


def _bank_read(game: Game, f: facts.ClockCharged | facts.ClockRestored, *_: Any) -> Game:
    if f.bank_seconds is None:
        return game
    return replace(game, banks={**game.banks, f.seat: f.bank_seconds})


def _vacation(game: Game, f: facts.VacationStarted, *_: Any) -> Game:
    used = game.vacations.get(f.seat, {}).get("days_used", 0) + f.days
    entry = {"from": f.from_, "until": f.until, "days_used": used}
    return replace(game, vacations={**game.vacations, f.seat: entry})


def _rematch_proposed(game: Game, f: facts.RematchProposed, *_: Any) -> Game:
    return replace(game, rematch=Rematch(f.seat, f.game_id, f.deal, tuple(f.factions),
                                         f.host_token_hash, {f.seat: f.token_hash},
                                         invite_hash=f.invite_hash))


def _rematch_answered(game: Game, f: facts.RematchAnswered, *_: Any) -> Game:
    if game.rematch is None:
        return game
    if not f.accepted:
        return replace(game, rematch=replace(game.rematch, declined=f.seat))
    hashes = {**game.rematch.token_hashes, f.seat: f.token_hash}
    return replace(game, rematch=replace(game.rematch, token_hashes=hashes))


_HANDLERS: dict[str, Callable[..., Game]] = {
    "GameOpened": _opened, "SeatClaimed": _claimed, "SeatLeft": _left,
    "SeatHandedToBot": _to_bot, "SeatTokenRotated": _rotated, "GameStarted": _started,
    "ChoiceMade": _unchanged, "UndoRequested": _undo_requested, "UndoAnswered": _undo_answered,
    "UndoClosed": _undo_closed, "UndoApplied": _undo_applied, "DeadlineSet": _deadline_set,
    "DeadlineCleared": _deadline_cleared, "ClockCharged": _bank_read,
    "ClockRestored": _bank_read,
    "DecisionTimedOut": _unchanged, "VacationStarted": _vacation,
    "RematchProposed": _rematch_proposed, "RematchAnswered": _rematch_answered,
}


def _rules_event(game: Game | None, event: StoredEvent) -> Game:
    if game is None:  # reading a part of the missing game failed so before
        raise AttributeError(f"{event.type} before the game was opened")
    fact = rules.from_record(event.type, event.schema_version, dict(event.payload),
                             dict(event.secret) if event.secret else None)
    state = rules.evolve(game.state if game.state is not None else rules.initial_state(), fact)
    return replace(game, state=state, status=_status_of(state))


def with_rules_state(game: Game, state: rules.State, version: int, at: datetime) -> Game:
    """`game` at `version` with the rules state its rules events since led to, as the engine
    computed it while deciding them (what `apply` would reach by evolving through them)."""
    return replace(game, state=state, status=_status_of(state), version=version, updated_at=at)


def _status_of(state: rules.State) -> Status:
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
    doc["rematch"] = _rematch_doc(game.rematch)
    return doc


def _undo_doc(undo: UndoRequest | None) -> dict[str, Any] | None:
    if undo is None:
        return None
    return {**vars(undo), "accepted": list(undo.accepted), "waiting_for": list(undo.waiting_for)}


def from_document(doc: Mapping[str, Any]) -> Game:
    data = dict(doc)
    data["seats"] = tuple(Seat(**{**s, "status": SeatStatus(s["status"])}) for s in doc["seats"])
    data["status"] = Status(doc["status"])
    data["visibility"] = Visibility(doc["visibility"])
    data["created_at"] = datetime.fromisoformat(doc["created_at"])
    data["updated_at"] = datetime.fromisoformat(doc["updated_at"])
    for name in ("deadlines", "banks", "vacations", "undo_closed"):
        data[name] = dict(doc.get(name) or {})
    data["dice_script"] = tuple(doc["dice_script"]) if doc["dice_script"] is not None else None
    data["state"] = state_codec.decode(doc["state"]) if doc["state"] is not None else None
    undo = doc["undo"]
    data["undo"] = None if undo is None else UndoRequest(**{
        **undo, "accepted": tuple(undo["accepted"]), "waiting_for": tuple(undo["waiting_for"])})
    data["rematch"] = _rematch_of(doc.get("rematch"))
    return Game(**data)


def _rematch_doc(rematch: Rematch | None) -> dict[str, Any] | None:
    if rematch is None:
        return None
    return {**vars(rematch), "factions": list(rematch.factions),
            "token_hashes": dict(rematch.token_hashes)}


def _rematch_of(doc: Mapping[str, Any] | None) -> Rematch | None:
    if doc is None:
        return None
    return Rematch(**{**doc, "factions": tuple(doc["factions"]),
                      "token_hashes": dict(doc["token_hashes"])})
