"""Deadlines on every commit: who is waited on, until when, and how much of their clock they used.

After the events of a command are folded, `clock_events` compares who must decide before and
after: a seat that decided is charged the time it used (`ClockCharged`, with its bank under a bank
time control); a seat no longer waited on loses its deadline (`DeadlineCleared`); a seat newly
waited on, or waited on again after deciding, gets one (`DeadlineSet`). These events go into the
same append, so deadlines and clock readings are in the log. `timer_rows` turns them into rows of
the timers table, where the worker jobs and the sweeper find them.
"""
from __future__ import annotations

from datetime import datetime, timedelta, timezone
from typing import Iterable

import rules
from events import NewEvent, Row, StoredEvent
from play import timecontrol
from play.facts import ClockCharged, DeadlineCleared, DeadlineSet, Fact, new_event
from projections.game import Game, Status

_NEVER = datetime.min.replace(tzinfo=timezone.utc)
# Events after which every pending seat faces a new decision.
_RESTARTS = frozenset({"UndoApplied", "GameStarted"})


def clock_events(before: Game | None, after: Game, stored: list[StoredEvent],
                 now: datetime) -> list[NewEvent]:
    control = timecontrol.parse(after.time_control)
    if not control.timed:
        return []
    acted = {e.payload["seat"] for e in stored if e.type == "ChoiceMade"}
    restart = any(e.type in _RESTARTS for e in stored)
    moved = {e.payload["seat"] for e in stored if e.type == "VacationStarted"}
    pending = _pending(after)
    charged = [_charge(before, after, seat, control, now) for seat in sorted(acted)
               if before is not None and seat in before.deadlines]
    banks = {**after.banks, **{c.seat: c.bank_seconds for c in charged
                               if c.bank_seconds is not None}}
    out: list[Fact] = [*charged, *(DeadlineCleared(seat) for seat in sorted(after.deadlines)
                                   if seat not in pending)]
    for seat, kind in pending.items():
        if seat in after.deadlines and seat not in acted and seat not in moved and not restart:
            continue
        due = _due(after, seat, kind, control, banks, now)
        out.append(DeadlineSet(seat, since_version=after.version + len(out) + 1,
                               due_at=due.isoformat(), set_at=now.isoformat(),
                               decision_kind=kind))
    return [new_event(made) for made in out]


def _pending(game: Game) -> dict[str, str]:
    if game.status != Status.ACTIVE or game.state is None:
        return {}
    return {p["seat"]: p["kind"] for p in rules.pending(game.state)}


def _charge(before: Game, after: Game, seat: str, control: timecontrol.TimeControl,
            now: datetime) -> ClockCharged:
    started = datetime.fromisoformat(before.deadlines[seat]["set_at"])
    used = max(timedelta(0), now - started - _vacation_overlap(after, seat, started, now))
    bank = None
    if control.kind == "bank":
        left = timedelta(seconds=before.banks.get(seat, control.initial.total_seconds()))
        bank = control.after_decision(left, used).total_seconds()
    return ClockCharged(seat, used.total_seconds(), bank)


def _due(game: Game, seat: str, kind: str, control: timecontrol.TimeControl,
         banks: dict[str, float], now: datetime) -> datetime:
    bank = timedelta(seconds=banks[seat]) if seat in banks else control.initial
    start = max(now, _vacation_end(game, seat))
    previous = game.deadlines.get(seat)
    if previous is not None and _on_vacation_since(game, seat, previous):
        return datetime.fromisoformat(previous["due_at"]) + _vacation_length(game, seat)
    return start + control.allowance(kind, bank)


def _vacation_end(game: Game, seat: str) -> datetime:
    entry = game.vacations.get(seat)
    return datetime.fromisoformat(entry["until"]) if entry else _NEVER


def _on_vacation_since(game: Game, seat: str, deadline: dict) -> bool:
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
