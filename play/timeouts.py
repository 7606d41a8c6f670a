"""Applying timers: a decision that ran out of time, and reminders before a deadline.

A timer names (game, seat, since_version, kind). Applying it is idempotent: a deadline timer acts
only while that seat's deadline still dates from `since_version` and has passed; the timeout is one
append (guarded by the game's version, like any command) that also closes the timer row, so two
workers, or a worker and the sweeper, can never time a decision out twice, and a timer whose
decision was already taken does nothing but close itself.
"""
from __future__ import annotations

from contextlib import nullcontext
from datetime import datetime
from typing import Any, Callable, Mapping

import structlog

import rules
from bots.levels import LEVELS, TIMEOUT_LEVEL, make_bot
from events import Row, Timer, VersionConflict
from play import errors, figures, timecontrol
from play.botbudget import BotBudget
from play.facts import ChoiceMade, DecisionTimedOut, SeatHandedToBot, new_event
from play.gameplay import Caller, Gameplay, rules_event
from play.model.game import Game, Status

log = structlog.get_logger("timeouts")

# Pass-like choices, in order of preference: what a seat that is not there would most likely do.
_PASSES = ("window_pass", "move_done", "end_turn", "end_ritual_turn", "drop_power")
# Any-time choices are never taken for an absent seat.
_NEVER_DEFAULT = frozenset({"reveal_elder_sign", "standing_answer"})
ATTEMPTS = 3
_TOOK_EFFECT = frozenset({"timed_out", "reminded"})


def default_choice(options: list[rules.Option]) -> dict[str, Any]:
    """The decision's default: pass where the rules allow it, else drop to 0 Power, else the
    engine's first option (the engine lists the cheapest first)."""
    usable = [o for o in options if o.choice["act"] not in _NEVER_DEFAULT]
    for act in _PASSES:
        for option in usable:
            if option.choice["act"] == act:
                return option.choice
    return usable[0].choice


def fire(gp: Gameplay, timer: Timer, reminders: Callable[..., list[Row]] | None = None) -> str:
    """Apply a due timer; returns what happened ("timed_out", "stale", "early", "reminded")."""
    for _ in range(ATTEMPTS):
        try:
            happened = _fire_once(gp, timer, reminders)
        except VersionConflict:
            log.info("timer_retry", game_id=timer.game_id, seat=timer.seat)
            continue
        if happened in _TOOK_EFFECT:
            figures.timer_fired(timer.kind, (gp.clock() - timer.due_at).total_seconds())
        return happened
    return "contended"


def _fire_once(gp: Gameplay, timer: Timer, reminders: Callable[..., list[Row]] | None) -> str:
    game = gp.load(timer.game_id)
    deadline = game.deadlines.get(timer.seat)
    if game.status != Status.ACTIVE or deadline is None or \
            deadline["since_version"] != timer.version:
        gp.store.close_timer(timer, gp.clock())
        return "stale"
    if gp.clock() < datetime.fromisoformat(_due(timer, deadline, game)):
        return "early"
    if timer.kind == "reminder":
        rows = reminders(gp.store, game, timer.seat) if reminders else []
        return "reminded" if gp.store.close_timer(timer, gp.clock(), rows) else "stale"
    _time_out(gp, game, timer)
    return "timed_out"


def _due(timer: Timer, deadline: Mapping[str, Any], game: Game) -> str:
    if timer.kind == "deadline":
        due: str = deadline["due_at"]
        return due
    return timer.due_at.isoformat()


def _time_out(gp: Gameplay, game: Game, timer: Timer) -> None:
    control = timecontrol.parse(game.time_control)
    seat = timer.seat
    options = rules.legal_options(game.rules_state, seat)
    if control.timeout_policy == "default_choice":
        choice = default_choice(options)
    else:
        choice = make_bot(TIMEOUT_LEVEL, game.version).choose(game.rules_state, seat)
    facts, _ = rules.decide_and_apply(game.rules_state, seat, choice)
    new = [new_event(DecisionTimedOut(seat, timer.version, game.deadlines[seat]["due_at"],
                                      policy=control.timeout_policy))]
    if control.timeout_policy == "bot_rest_of_game":
        new.append(new_event(SeatHandedToBot(seat, TIMEOUT_LEVEL)))
    new.append(new_event(ChoiceMade(seat, [choice], by="timeout")))
    new += [rules_event(f) for f in facts]
    gp.commit(game, game.game_id, new, Caller(seat=seat),
              extra_rows=[_closed(timer, gp.clock())])


def _closed(timer: Timer, now: datetime) -> Row:
    return Row("timers", {"game_id": timer.game_id, "seat": timer.seat, "version": timer.version,
                          "kind": timer.kind, "due_at": timer.due_at, "fired_at": now},
               ("game_id", "seat", "version", "kind"))


Choose = Callable[[str, int, rules.State, str], dict[str, Any]]  # (level, seed, state, seat) -> choice


def bot_turn(gp: Gameplay, game_id: str, version: int | None = None,
             budget: BotBudget | None = None, choose: Choose | None = None) -> int:
    """Let the bot seat the game waits on make one decision; returns 1 if it did, else 0.

    One decision and no more, so that whoever runs bots can serve many games in turn and put a
    due timer first (callers that want a game played on call again: `while bot_turn(...)`).
    Nothing is decided while the game is behind `version` (a job enqueued for a later state) or
    while `budget`, the process's bot time, is spent; the time the bot takes is charged to it.
    `choose` computes the bot's choice (default: here, in this thread).
    """
    for _ in range(ATTEMPTS):
        game = gp.load(game_id)
        seat = waiting_bot(game)
        if seat is None or (version is not None and game.version < version):
            return 0
        if budget is not None and not budget.available():
            return 0
        with budget.spending() if budget is not None else nullcontext():
            choice = (choose or choose_here)(_level_of(game, seat), game.version,
                                              game.rules_state, seat)
        try:
            facts, _ = rules.decide_and_apply(game.rules_state, seat, choice)
            new = [new_event(ChoiceMade(seat, [choice], by="bot"))]
            gp.commit(game, game_id, new + [rules_event(f) for f in facts], Caller(seat=seat))
        except VersionConflict:
            continue  # someone else moved first: look again
        return 1
    return 0


def waiting_bot(game: Game) -> str | None:
    """The bot seat the game is waiting on, if its pending decision is a bot's."""
    if game.status != Status.ACTIVE or game.state is None:
        return None
    pending = rules.pending(game.state)
    if not pending:
        return None
    seat = game.seat(pending[0]["seat"])
    return seat.seat if seat is not None and seat.bot is not None else None


def _level_of(game: Game, seat: str) -> str:
    kind = game.seat_of(seat).bot
    return kind if kind in LEVELS else TIMEOUT_LEVEL


def choose_here(level: str, seed: int, state: rules.State, seat: str) -> dict[str, Any]:
    """The choice of a bot of `level` seeded with `seed` for `seat`, made in this thread."""
    return make_bot(level, seed).choose(state, seat)
