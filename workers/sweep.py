"""The sweeper of a running service: timers through `play.timeouts`, bot seats, the outbox."""
from __future__ import annotations

from typing import Any

from play.notifications import reminder_rows
from play.timeouts import bot_turn, fire
from workers.delivery import deliver_pending, senders_from_config
from workers.sweeper import Sweeper

BOT_GAMES_PER_SWEEP = 50


def sweeper_for(gp: Any, interval: float = 1.0, senders: Any = None) -> Sweeper:
    """A sweeper over `gp`'s store; `senders` default to those of this process's environment."""
    def apply(timer: Any) -> None:
        fire(gp, timer, reminder_rows)

    return Sweeper(gp.store, {"deadline": apply, "reminder": apply}, clock=gp.clock,
                   interval=interval,
                   tasks=(lambda: bots_waited_on(gp), lambda: deliver(gp, senders)))


def bots_waited_on(gp: Any) -> int:
    """Games whose pending seat is a bot: let the bots play (the fallback of the bot job)."""
    rows = gp.store.fetch(
        "SELECT g.game_id FROM games g JOIN seats s ON s.game_id = g.game_id"
        " AND s.seat = g.pending_seat WHERE g.status = 'active' AND s.status = 'bot'"
        " LIMIT %s", [BOT_GAMES_PER_SWEEP])
    return sum(bot_turn(gp, game_id) for (game_id,) in rows)


def deliver(gp: Any, senders: Any = None) -> int:
    return deliver_pending(gp.store, senders or senders_from_config(), gp.clock)
