"""The sweeper of a running service: timers through `play.timeouts`, bot seats, the outbox.

The timers run in the sweeper's own loop; the bot seats and the outbox are its tasks, each in a
thread of its own (workers.sweeper), so neither a bot's search nor a slow webhook receiver ever
makes a deadline late.
"""
from __future__ import annotations

from typing import Any

from play.botbudget import BotBudget
from play.notifications import reminder_rows
from play.timeouts import Choose, bot_turn, fire
from workers.delivery import deliver_pending, senders_from_config
from workers.sweeper import Sweeper

BOT_GAMES_PER_SWEEP = 50


def sweeper_for(gp: Any, interval: float = 1.0, senders: Any = None,
                budget: BotBudget | None = None, choose: Choose | None = None) -> Sweeper:
    """A sweeper over `gp`'s store; `senders` default to those of this process's environment,
    `budget` (the process's bot time) to a budget of its own, `choose` (how a bot's choice is
    computed: workers.botpool) to choosing in the bots' thread."""
    def apply(timer: Any) -> None:
        fire(gp, timer, reminder_rows)

    bots = BotRounds(gp, budget or BotBudget(), choose)
    return Sweeper(gp.store, {"deadline": apply, "reminder": apply}, clock=gp.clock,
                   interval=interval, tasks=(bots.one_round, lambda: deliver(gp, senders)))


class BotRounds:
    """Bot seats waited on, served in turn: one decision per game per round, within a budget.

    A round takes up to BOT_GAMES_PER_SWEEP games waiting on a bot, beginning after the game the
    last round ended with, so every game gets its turn however many there are, and no game is
    played to its end while the others wait.
    """

    def __init__(self, gp: Any, budget: BotBudget, choose: Choose | None = None) -> None:
        self.gp, self.budget, self.choose = gp, budget, choose
        self.after = ""

    def one_round(self) -> int:
        """Decisions made this round (0 when no bot is waited on or the budget is spent)."""
        made = 0
        for game_id in self.waiting():
            if not self.budget.available():
                break
            made += bot_turn(self.gp, game_id, budget=self.budget, choose=self.choose)
            self.after = game_id
        return made

    def waiting(self) -> list[str]:
        """Games waiting on a bot seat, in game id order from just after `after`, wrapping."""
        return [row[0] for row in self.gp.store.fetch(
            "SELECT g.game_id FROM games g JOIN seats s ON s.game_id = g.game_id"
            " AND s.seat = g.pending_seat WHERE g.status = 'active' AND s.status = 'bot'"
            " ORDER BY (g.game_id <= %s), g.game_id LIMIT %s",
            [self.after, BOT_GAMES_PER_SWEEP])]


def deliver(gp: Any, senders: Any = None) -> int:
    return deliver_pending(gp.store, senders or senders_from_config(), gp.clock)
