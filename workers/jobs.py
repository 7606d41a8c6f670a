"""RQ jobs. Each takes ids and versions only, re-reads the game, and is safe to run twice.

The worker performing a job provides its composition root (workers.runtime).
"""
from __future__ import annotations

from datetime import datetime

from events import Timer
from play import timeouts
from play.notifications import reminder_rows
from workers import runtime


def fire_timer(game_id: str, seat: str, version: int, kind: str, due_at: str) -> str:
    """Apply one timer (a deadline or a reminder); a no-op if the game moved on."""
    timer = Timer(game_id, seat, version, kind, datetime.fromisoformat(due_at), None)
    return timeouts.fire(runtime.gameplay(), timer, reminder_rows)


def bot_turn(game_id: str, version: int) -> int:
    """Let the bot seat the game waits on make one decision, within the worker's bot budget.

    Its commit enqueues the next bot job behind whatever else is queued, so the bot games take
    turns and a timer job never waits for a game to be played out. With the budget spent, the
    job does nothing and the sweeper's bot rounds play the game on. The bot chooses in the
    worker's bot process (workers.botpool), at a lower priority than the web processes.
    """
    root = runtime.root()
    return timeouts.bot_turn(root.gameplay, game_id, version, root.bot_budget,
                             root.bot_pool.choose)


def deliver_outbox() -> int:
    """Wake the worker's deliverer and return at once: the sends run in its own thread, so no
    job queued behind this one waits on a receiver. Returns 0 (nothing delivered here)."""
    runtime.root().deliverer.wake()
    return 0
