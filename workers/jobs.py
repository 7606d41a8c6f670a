"""RQ jobs. Each takes ids and versions only, re-reads the game, and is safe to run twice."""
from __future__ import annotations

from datetime import datetime

from events import Timer
from workers import runtime


def fire_timer(game_id: str, seat: str, version: int, kind: str, due_at: str) -> str:
    """Apply one timer (a deadline or a reminder); a no-op if the game moved on."""
    from service.timeouts import fire
    from workers.notifications import reminder_rows

    timer = Timer(game_id, seat, version, kind, datetime.fromisoformat(due_at), None)
    return fire(runtime.gameplay(), timer, reminder_rows)


def bot_turn(game_id: str, version: int) -> int:
    """Let the bot seats of a game decide while one is waited on."""
    from service.timeouts import bot_turn as play

    return play(runtime.gameplay(), game_id, version)


def deliver_outbox() -> int:
    """Deliver due notifications; returns how many were delivered."""
    from workers.delivery import deliver_pending, senders_from_config

    gp = runtime.gameplay()
    return deliver_pending(gp.store, senders_from_config(), gp.clock)
