"""What a commit is worth telling whom: the outbox rows of notifications (docs/architecture.md
section 6).

`outbox_rows` is the Gameplay's outbox hook: from one commit (the game before, the game after and
the new events) it decides which seats to tell what, and returns one outbox row per seat and
configured channel, written in the same transaction as the events. A notification is therefore
never lost (the row exists exactly when the events do) and never made twice for one event.

Kinds:
- `your_turn`: a seat's decision became pending (the pending seat changed, or a deadline was set
  for the seat in this commit, unless the seat itself just chose and is simply asked again);
- `reminder`: a deadline is near (`reminder_rows`, called by the reminder timer);
- `timeout`: a seat's decision timed out and the game's policy was applied;
- `undo_request`: a seat asks to undo and waits for the others' consent;
- `game_ended`: the game finished in this commit (every seat);
- `chat`: another seat wrote in the seats' chat while this seat had nothing unread there
  (`chat_rows`, written with the message): one notice per run of unread messages, never the
  text, so a talkative table sends a seat one message until it reads the chat again;
- `rematch`: a seat proposed a rematch of the finished game (every other seat held by a person
  is asked to answer);
- `test`: the seat asked for a test of its channels (`test_rows`, from the test route).

Payloads go through the per-seat view (`egress.view_of(game, seat)`), so a message never holds
another seat's secret. Outbox rows name the seat (`recipient`), never the URL or address: the
deliverer looks the channel up when it sends.
"""
from __future__ import annotations

from typing import Any, Iterable, Mapping

import rules
from events import EventStore, Row, StoredEvent
from play import egress
from play.deadlines import deadline_of
from play.facts import DeadlineSet, DecisionTimedOut, RematchProposed, UndoRequested, from_stored
from play.model.game import Game, SeatStatus, Status

KINDS = ("your_turn", "reminder", "timeout", "undo_request", "game_ended", "chat", "rematch")
TEST_KIND = "test"  # the kind of a test message a seat asks for
CHANNELS = ("webhook", "email")
# Events after which a seat has another holder (or the same holder under a new token).
HANDOVER_EVENTS = ("SeatLeft", "SeatClaimed", "SeatTokenRotated", "SeatHandedToBot")
# The service events a notice is made of, read through their classes (play.facts).
_TOLD = frozenset({"DecisionTimedOut", "UndoRequested", "DeadlineSet", "RematchProposed"})


def handover_rows(game_id: str, events: Iterable[StoredEvent]) -> list[Row]:
    """Deletions that give a seat changing hands a clean slate, in the commit that changes it.

    Channels, messages not yet sent and the delivery log belong to the person who configured
    them, not to the seat: the next holder must neither receive the old holder's messages nor
    read their URL or log, and the old holder's webhook must not receive the new holder's
    private view. A message leased before the change finds its row gone and logs nothing.
    """
    seats = sorted({e.payload["seat"] for e in events if e.type in HANDOVER_EVENTS})
    rows: list[Row] = []
    for seat in seats:
        rows += [Row("notification_channels", {"game_id": game_id, "seat": seat}, delete=True),
                 Row("outbox", {"game_id": game_id, "recipient": seat, "delivered_at": None},
                     delete=True),
                 Row("notification_deliveries", {"game_id": game_id, "seat": seat}, delete=True),
                 Row("chat_reads", {"game_id": game_id, "seat": seat}, delete=True),
                 Row("chat_mutes", {"game_id": game_id, "seat": seat}, delete=True)]
    return rows


def outbox_rows(store: EventStore, before: Game | None, after: Game,
                events: list[StoredEvent]) -> list[Row]:
    """The outbox rows of one commit: one per notified seat and configured channel."""
    if after.status == Status.OPEN and (before is None or before.status == Status.OPEN):
        return []  # nothing in the lobby is worth a message
    dropped = _unsent_request_rows(before, after)
    notices = [n for n in _notices(before, after, events) if _is_person(after, n[1])]
    if not notices:
        return dropped  # most commits tell nobody anything: no need to look up channels
    channels = _channels_by_seat(store, after.game_id)
    rows: list[Row] = []
    for kind, seat, extra in notices:
        if seat in channels:
            payload = notification_payload(kind, after, seat, extra)
            at = _request_version(events) if kind == "undo_request" else after.version
            rows += [store.outbox_row(after.game_id, at, channel, seat, payload)
                     for channel in channels[seat]]
    return dropped + rows


def _request_version(events: Iterable[StoredEvent]) -> int:
    """The version of the commit's UndoRequested: its notices are filed under it."""
    return next(e.version for e in events if e.type == "UndoRequested")


def _unsent_request_rows(before: Game | None, after: Game) -> list[Row]:
    """Deletions of the notices of an undo request this commit ends (applied or closed) that
    have not gone out yet: news of a request already over is no news. As a game has one request
    at a time, a seat asked again and again while its messages wait receives one notice, not a
    burst; a message being sent finds its row gone and logs nothing."""
    undo = before.undo if before is not None else None
    if undo is None or (after.undo is not None and after.undo.request_id == undo.request_id):
        return []
    filed = undo.requested_at_version + 1  # the request commit starts with its UndoRequested
    return [Row("outbox", {"game_id": after.game_id, "recipient": seat, "version": filed,
                           "delivered_at": None}, delete=True)
            for seat in (*undo.waiting_for, *undo.accepted)]


def reminder_rows(store: EventStore, game: Game, seat: str) -> list[Row]:
    """Reminder rows for `seat` before its deadline; none when the seat has nothing pending."""
    if game.status != Status.ACTIVE or seat not in _pending_seats(game) \
            or not _is_person(game, seat):
        return []
    channels = _channels_by_seat(store, game.game_id, seat).get(seat, [])
    payload = notification_payload("reminder", game, seat, {})
    return [store.outbox_row(game.game_id, game.version, channel, seat, payload)
            for channel in channels]


def chat_rows(store: EventStore, game: Game, seats: Iterable[str]) -> list[Row]:
    """A `chat` notice for each of `seats` (people only) on each channel it configured."""
    told = [seat for seat in seats if _is_person(game, seat)]
    if not told or game.status == Status.OPEN:
        return []
    channels = _channels_by_seat(store, game.game_id)
    return [store.outbox_row(game.game_id, game.version, channel, seat,
                             notification_payload("chat", game, seat, {}))
            for seat in told for channel in channels.get(seat, [])]


def rows_for_test(store: EventStore, game: Game, seat: str) -> list[Row]:
    """One test message per channel the seat has configured (none without a channel)."""
    payload = notification_payload(TEST_KIND, game, seat, {})
    return [store.outbox_row(game.game_id, game.version, channel, seat, payload)
            for channel in _channels_by_seat(store, game.game_id, seat).get(seat, [])]


def notification_payload(kind: str, game: Game, seat: str,
                         extra: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The body of one notification: facts about the game plus the seat's own view."""
    return {"kind": kind, "game_id": game.game_id, "game_name": game.name, "seat": seat,
            "version": game.version, "status": game.status, "deadline": deadline_of(game, seat),
            "pending": _pending(game), **dict(extra or {}),
            "view": egress.view_of(game, seat)}



def _notices(before: Game | None, after: Game,
             events: Iterable[StoredEvent]) -> list[tuple[str, str, dict[str, Any]]]:
    """(kind, seat, extra payload members) in the order the seats should read them."""
    events = list(events)
    notices: list[tuple[str, str, dict[str, Any]]] = []
    turn: list[str] = []
    due: dict[str, Any] = {}
    for event in events:
        fact = from_stored(event, frozen=False) if event.type in _TOLD else None
        if isinstance(fact, DecisionTimedOut):
            notices.append(("timeout", fact.seat, {"timeout": {
                "seat": fact.seat, "since_version": fact.since_version,
                "decision": _decision_of(before, fact.seat), "policy": fact.policy}}))
        elif isinstance(fact, UndoRequested):
            undo: dict[str, Any] = {"request_id": fact.request_id, "seat": fact.seat,
                                    "target_version": fact.target_version,
                                    "deadline": fact.deadline}
            if fact.move:  # what it would take back, as the log tells it
                undo["move"] = fact.move
            notices += [("undo_request", seat, {"undo": undo}) for seat in fact.waiting_for]
        elif isinstance(fact, RematchProposed) and after.rematch is not None:
            offer = after.rematch.public(after)
            notices += [("rematch", seat, {"rematch": offer}) for seat in offer["waiting_for"]]
        elif isinstance(fact, DeadlineSet) and after.status == Status.ACTIVE:
            turn.append(fact.seat)
            due[fact.seat] = fact.due_at
    earlier = _pending_seats(before)
    # A seat that just chose and decides again is at the table: a new deadline for it is no news.
    acting = {e.payload["seat"] for e in events if e.type == "ChoiceMade"} & earlier
    turn = [s for s in turn if s not in acting]
    if after.status == Status.ACTIVE:
        turn += [s for s in _pending_seats(after) if s not in earlier]
    for seat in dict.fromkeys(turn):
        extra = {} if deadline_of(after, seat) or not due.get(seat) else {"deadline": due[seat]}
        notices.append(("your_turn", seat, extra))
    finished = after.status == Status.FINISHED and (before is None
                                                   or before.status != Status.FINISHED)
    if finished:
        notices += [("game_ended", s.seat, {"result": egress.summary(after)["result"]})
                    for s in after.seats]
    return notices


def _pending(game: Game) -> list[dict[str, Any]]:
    return rules.pending(game.state) if game.state is not None else []


def _pending_seats(game: Game | None) -> set[str]:
    return {p["seat"] for p in _pending(game)} if game is not None else set()


def _decision_of(game: Game | None, seat: str) -> dict[str, Any] | None:
    if game is None:
        return None
    return next((dict(p) for p in _pending(game) if p["seat"] == seat), None)


def _is_person(game: Game, seat: str) -> bool:
    found = game.seat(seat)
    return found is not None and found.status != SeatStatus.BOT


def _channels_by_seat(store: EventStore, game_id: str,
                      seat: str | None = None) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for row in store.notification_channels(game_id, seat):
        found.setdefault(row["seat"], []).append(row["channel"])
    return found
