"""RQ jobs. Each takes ids and versions only, re-reads the game, and is safe to run twice.

The worker performing a job provides its composition root (workers.runtime).
"""
from __future__ import annotations

from datetime import datetime

from events import Timer
from play import timeouts
from play.notifications import reminder_rows
from workers import runtime
from workers.delivery import deliver_pending, senders_from_config


def fire_timer(game_id: str, seat: str, version: int, kind: str, due_at: str) -> str:
    """Apply one timer (a deadline or a reminder); a no-op if the game moved on."""
    timer = Timer(game_id, seat, version, kind, datetime.fromisoformat(due_at), None)
    return timeouts.fire(runtime.gameplay(), timer, reminder_rows)


def bot_turn(game_id: str, version: int) -> int:
    """Let the bot seats of a game decide while one is waited on."""
    return timeouts.bot_turn(runtime.gameplay(), game_id, version)


def deliver_outbox() -> int:
    """Deliver due notifications; returns how many were delivered."""
    root = runtime.root()
    gp = root.gameplay
    return deliver_pending(gp.store, senders_from_config(root.config), gp.clock)
