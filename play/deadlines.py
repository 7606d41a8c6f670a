"""Deadlines on every commit: who is waited on, until when, and how much of their clock they used.

After the events of a command are folded, `clock_events` compares who must decide before and
after: a seat that decided is charged the time it used (`ClockCharged`, with its bank under a bank
time control); a seat no longer waited on loses its deadline (`DeadlineCleared`); a seat newly
waited on, or waited on again after deciding, gets one (`DeadlineSet`). These events go into the
same append, so deadlines and clock readings are in the log. `timer_rows` turns them into rows of
the timers table, where the worker jobs and the sweeper find them.

A seat's clock for a decision is never wound back by what does not end the decision. A free
action (Control or Abandon Gate, an Elder Sign revealed, a standing answer set) leaves the seat
on the same decision with the same deadline, uncharged and earning no increment. An undo gives
no time back: the seat returns to the clock it had for the decision at the undo's target, less
the time it has used since (`ClockRestored` puts a bank back, without the increments earned
since); otherwise choosing and undoing, again and again, would stall the other seats forever.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from typing import Any, Callable, Iterable, Mapping, Sequence

import rules
from events import NewEvent, Row, StoredEvent
from play import timecontrol
from play.facts import (ClockCharged, ClockRestored, DeadlineCleared, DeadlineSet, Fact,
                        new_event)
from play.model.game import Game, Status

_NEVER = datetime.min.replace(tzinfo=timezone.utc)
# Events after which every pending seat faces a new decision.
_RESTARTS = frozenset({"UndoApplied", "GameStarted"})
# Choices that end no decision: Control or Abandon Gate (master rulebook, Unlimited Actions:
# "Cost: 0 Power ... as many times as you like. However, it cannot be the only Action you
# perform") and what a seat may do on any turn. The seat's clock runs on across them.
_CLOCK_RUNS_ON = frozenset({"control_gate", "abandon_gate", "reveal_elder_sign",
                            "standing_answer"})


@dataclass(frozen=True)
class Undone:
    """An undo in a commit: the game at its target, the events after the target already in the
    log, and whether the undo was free (no other seat acted since the target)."""

    target: Game
    since: Sequence[StoredEvent]
    free: bool


# The undo an append holds, if any: (target version, free) -> what it goes back over.
History = Callable[[int, bool], Undone]


def clock_events(before: Game | None, after: Game, stored: list[StoredEvent],
                 now: datetime, history: History | None = None) -> list[NewEvent]:
    """The clock events that follow from `stored` (folded from `before` into `after`).

    `history` looks up what an undo in `stored` goes back over; without it (or for an undo to a
    version inside this very batch) the seats waited on after an undo get a fresh allowance."""
    control = timecontrol.parse(after.time_control)
    if not control.timed:
        return []
    pending = _pending(after)
    acted = {e.payload["seat"] for e in stored if e.type == "ChoiceMade"} \
        - _running_on(before, stored, pending)
    restart = any(e.type in _RESTARTS for e in stored)
    moved = {e.payload["seat"] for e in stored if e.type == "VacationStarted"}
    charged = [_charge(before, after, seat, control, now) for seat in sorted(acted)
               if before is not None and seat in before.deadlines]
    undone = _undone(before, stored, history)
    restored, dues = _undo_clocks(before, after, undone, control, pending, now) \
        if undone is not None and before is not None else ([], {})  # an undo has a game before
    clocks: list[ClockCharged | ClockRestored] = [*charged, *restored]
    banks = {**after.banks, **{c.seat: c.bank_seconds for c in clocks
                               if c.bank_seconds is not None}}
    out: list[Fact] = [*charged, *restored,
                       *(DeadlineCleared(seat) for seat in sorted(after.deadlines)
                         if seat not in pending)]
    for seat, kind in pending.items():
        if seat in after.deadlines and seat not in acted and seat not in moved and not restart:
            continue
        due = dues.get(seat) or _due(after, seat, kind, control, banks, now)
        out.append(DeadlineSet(seat, since_version=after.version + len(out) + 1,
                               due_at=due.isoformat(), set_at=now.isoformat(),
                               decision_kind=kind))
    return [new_event(made) for made in out]


def _running_on(before: Game | None, stored: list[StoredEvent], pending: dict[str, str]
                ) -> set[str]:
    """Seats whose own choices in this commit were all free actions and who are waited on for
    the same kind of decision still, under the deadline they had: their clock runs on."""
    if before is None:
        return set()
    made = [e.payload for e in stored if e.type == "ChoiceMade"]
    running = set()
    for seat in {p["seat"] for p in made}:
        theirs = [p for p in made if p["seat"] == seat]
        free = all(not p.get("by") and all(_runs_on(c) for c in p["choices"]) for p in theirs)
        deadline = before.deadlines.get(seat)
        if free and deadline is not None and pending.get(seat) == deadline["decision_kind"]:
            running.add(seat)
    return running


def _runs_on(choice: object) -> bool:
    return isinstance(choice, dict) and choice.get("act") in _CLOCK_RUNS_ON


def _undone(before: Game | None, stored: list[StoredEvent], history: History | None
            ) -> Undone | None:
    applied = next((e for e in stored if e.type == "UndoApplied"), None)
    if applied is None or history is None or before is None \
            or applied.payload["target_version"] > before.version:
        return None
    return history(applied.payload["target_version"], bool(applied.payload["free"]))


def _undo_clocks(before: Game, after: Game, undone: Undone, control: timecontrol.TimeControl,
                 pending: dict[str, str], now: datetime
                 ) -> tuple[list[ClockRestored], dict[str, datetime]]:
    """The banks an undo puts back, and the deadlines of the seats it leaves waited on.

    Each seat's clock is as it stood at the target, less the time the seat has used since: for
    a free undo every moment since its deadline was set there (nobody else acted: the seat's
    decision never stopped), for a consented one the time it was waited on since. A bank gets
    no increment back for the decisions taken back."""
    target = undone.target
    seats = set(pending) | {e.payload["seat"] for e in undone.since if e.type == "ClockCharged"}
    restored: list[ClockRestored] = []
    dues: dict[str, datetime] = {}
    for seat in sorted(seats):
        then = target.deadlines.get(seat)
        used = _used_since(before, after, undone, seat, then, now)
        if control.kind == "bank":
            bank = timedelta(seconds=target.banks.get(seat, control.initial_seconds()))
            restored.append(ClockRestored(seat, target.version,
                                          max(timedelta(0), bank - used).total_seconds()))
        if seat in pending and then is not None:
            allowance = datetime.fromisoformat(then["due_at"]) - \
                datetime.fromisoformat(then["set_at"])
            start = max(now, _vacation_end(after, seat))
            dues[seat] = start + max(timedelta(0), allowance - used)
    return restored, dues


def _used_since(before: Game, after: Game, undone: Undone, seat: str,
                then: Mapping[str, Any] | None, now: datetime) -> timedelta:
    if undone.free:
        if then is None:
            return timedelta(0)
        started = datetime.fromisoformat(then["set_at"])
        return _waited(after, seat, started, now)
    used = sum((timedelta(seconds=e.payload["used_seconds"]) for e in undone.since
                if e.type == "ClockCharged" and e.payload["seat"] == seat), timedelta(0))
    current = before.deadlines.get(seat)
    if current is not None:  # waited on when the undo came: that decision's time so far
        used += _waited(after, seat, datetime.fromisoformat(current["set_at"]), now)
    return used


def _waited(game: Game, seat: str, start: datetime, end: datetime) -> timedelta:
    return max(timedelta(0), end - start - _vacation_overlap(game, seat, start, end))


def _pending(game: Game) -> dict[str, str]:
    if game.status != Status.ACTIVE or game.state is None:
        return {}
    return {p["seat"]: p["kind"] for p in rules.pending(game.state)}


def _charge(before: Game, after: Game, seat: str, control: timecontrol.TimeControl,
            now: datetime) -> ClockCharged:
    used = _waited(after, seat, datetime.fromisoformat(before.deadlines[seat]["set_at"]), now)
    bank = None
    if control.kind == "bank":
        left = timedelta(seconds=before.banks.get(seat, control.initial_seconds()))
        bank = control.after_decision(left, used).total_seconds()
    return ClockCharged(seat, used.total_seconds(), bank)


def _due(game: Game, seat: str, kind: str, control: timecontrol.TimeControl,
         banks: dict[str, float], now: datetime) -> datetime:
    bank = timedelta(seconds=banks[seat]) if seat in banks else control.initial
    start = max(now, _vacation_end(game, seat))
    previous = game.deadlines.get(seat)
    if previous is not None and _on_vacation_since(game, seat, previous):
        return datetime.fromisoformat(previous["due_at"]) + _vacation_length(game, seat)
    allowance = control.allowance(kind, bank)
    if allowance is None:  # adding None to the start failed so before
        raise TypeError("the time control gives this decision no time")
    return start + allowance


def _vacation_end(game: Game, seat: str) -> datetime:
    entry = game.vacations.get(seat)
    return datetime.fromisoformat(entry["until"]) if entry else _NEVER


def _on_vacation_since(game: Game, seat: str, deadline: Mapping[str, Any]) -> bool:
    entry = game.vacations.get(seat)
    return entry is not None and entry["from"] >= deadline["set_at"]


def _vacation_length(game: Game, seat: str) -> timedelta:
    entry = game.vacations[seat]
    return datetime.fromisoformat(entry["until"]) - datetime.fromisoformat(entry["from"])


def _vacation_overlap(game: Game, seat: str, start: datetime, end: datetime) -> timedelta:
    entry = game.vacations.get(seat)
    if entry is None:
        return timedelta(0)
    low = max(start, datetime.fromisoformat(entry["from"]))
    high = min(end, datetime.fromisoformat(entry["until"]))
    return max(timedelta(0), high - low)


def timer_rows(before: Game | None, new_events: Iterable[NewEvent], game_id: str,
               reminder_before: timedelta | None, now: datetime) -> list[Row]:
    """Timer rows for new deadlines (and their reminders); superseded timers are closed."""
    rows = []
    for event in new_events:
        p = event.payload
        if event.type in ("DeadlineSet", "DeadlineCleared") and before is not None:
            rows += _close_previous(before, game_id, p["seat"], reminder_before, now)
        if event.type != "DeadlineSet":
            continue
        due = datetime.fromisoformat(p["due_at"])
        rows.append(_timer(game_id, p["seat"], p["since_version"], "deadline", due))
        if reminder_before is not None and due - reminder_before > now:
            rows.append(_timer(game_id, p["seat"], p["since_version"], "reminder",
                               due - reminder_before))
    return rows


def _close_previous(before: Game, game_id: str, seat: str, reminder_before: timedelta | None,
                    now: datetime) -> list[Row]:
    old = before.deadlines.get(seat)
    if old is None:
        return []
    due = datetime.fromisoformat(old["due_at"])
    kinds = [("deadline", due)] + ([("reminder", due - reminder_before)]
                                   if reminder_before is not None else [])
    return [_timer(game_id, seat, old["since_version"], kind, at, fired_at=now)
            for kind, at in kinds]


def _timer(game_id: str, seat: str, version: int, kind: str, due: datetime,
           fired_at: datetime | None = None) -> Row:
    values = {"game_id": game_id, "seat": seat, "version": version, "kind": kind, "due_at": due}
    if fired_at is not None:
        values["fired_at"] = fired_at
    return Row("timers", values, ("game_id", "seat", "version", "kind"))


def deadline_of(game: Game, seat: str) -> str | None:
    entry = game.deadlines.get(seat)
    return entry["due_at"] if entry else None
