"""Bots are a load the service bounds: one decision per game per round, round after round, in a
per-process budget of time, and never ahead of a timer (on Postgres and Redis)."""
from __future__ import annotations

import os
import time
from contextlib import contextmanager
from datetime import datetime

import pytest
import redis as redis_lib
from rq import Queue
from rq.serializers import JSONSerializer

from bootstrap import Root
from events import open_store
from events.migrate import upgrade
from play.botbudget import BotBudget
from play.config import Config
from play.gameplay import Caller
from play.timeouts import bot_turn, choose_here, waiting_bot
from workers import jobs, runtime
from workers.botpool import NICENESS
from workers.dispatch import BOT_QUEUE, QUEUE
from workers.sweep import BotRounds

pytestmark = [pytest.mark.postgres, pytest.mark.redis]
FACTIONS = ["great_cthulhu", "crawling_chaos", "black_goat", "yellow_sign"]


class FakeClock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def root(pg_url, redis_url):
    upgrade(pg_url)
    store = open_store(pg_url)
    client = redis_lib.Redis.from_url(redis_url)
    made = Root(Config.from_env({"DATABASE_URL": pg_url, "REDIS_URL": redis_url}),
                store=store, redis_client=client)
    yield made
    made.close()
    store.close()


def bot_game(root: Root, level: str = "random", seats: int = 3) -> str:
    """A game whose every seat the host hands to a bot of `level`; it starts with the last."""
    gp = root.gameplay
    game, _ = gp.open_game({"seats": seats, "factions": FACTIONS[:seats]}, Caller())
    for seat in game.seats:
        gp.hand_to_bot(game.game_id, seat.seat, level, Caller(host=True))
    return game.game_id


def bot_choices(root: Root, game_id: str) -> int:
    return sum(1 for e in root.store.read(game_id)
               if e.type == "ChoiceMade" and e.payload.get("by") == "bot")


def test_a_round_of_bot_turns_gives_every_waiting_game_one_decision(root):
    games = [bot_game(root) for _ in range(3)]
    rounds = BotRounds(root.gameplay, BotBudget(share=1.0, burst=60.0))
    assert rounds.one_round() == 3
    assert [bot_choices(root, g) for g in games] == [1, 1, 1]
    assert rounds.one_round() == 3
    assert [bot_choices(root, g) for g in games] == [2, 2, 2]


def test_a_round_that_spends_the_budget_leaves_the_next_games_for_the_next_round(root):
    games = sorted(bot_game(root) for _ in range(3))
    clock = FakeClock()
    budget = BotBudget(share=0.5, burst=1.0, clock=clock)
    rounds = BotRounds(root.gameplay, budget)
    with budget.spending():
        clock.now += 1.5  # someone else in this process spent the budget and more
    assert rounds.one_round() == 0 and not budget.available()
    clock.now += 2.0  # refilled to 0.5 s: one decision, which the fake clock says costs 1 s
    real_spending = budget.spending

    @contextmanager
    def costly():
        with real_spending():
            yield
            clock.now += 1.0

    budget.spending = costly
    assert rounds.one_round() == 1
    assert [bot_choices(root, g) for g in games] == [1, 0, 0]
    clock.now += 2.0
    assert rounds.one_round() == 1
    assert [bot_choices(root, g) for g in games] == [1, 1, 0]  # the next game in turn


def test_the_budget_fills_with_its_share_of_the_time_up_to_its_burst():
    clock = FakeClock()
    budget = BotBudget(share=0.5, burst=1.0, clock=clock)
    with budget.spending():
        clock.now += 3.0
    assert not budget.available() and budget.seconds_until_available() == pytest.approx(4.0)
    clock.now += 4.5
    assert budget.available()
    clock.now += 100
    with budget.spending():
        clock.now += 1.1
    assert not budget.available()  # a long quiet spell saves up no more than the burst


def test_the_bot_job_makes_one_decision_and_queues_the_next_behind_the_timers(root):
    game_id = bot_game(root)
    bots = Queue(BOT_QUEUE, connection=root.redis, serializer=JSONSerializer)
    timers = Queue(QUEUE, connection=root.redis, serializer=JSONSerializer)
    assert [j.func_name for j in bots.jobs] == ["workers.jobs.bot_turn"]
    assert not [j for j in timers.jobs if j.func_name == "workers.jobs.bot_turn"]
    version = root.gameplay.load(game_id).version
    with runtime.running(root):
        assert jobs.bot_turn(game_id, version) == 1
    assert bot_choices(root, game_id) == 1
    after = root.gameplay.load(game_id).version
    assert f"bot-{game_id}-{after}" in bots.job_ids  # the next decision's job, in the bots' queue


def test_a_bot_turn_is_one_decision_even_when_every_seat_is_a_bot(root):
    game_id = bot_game(root)
    assert bot_turn(root.gameplay, game_id) == 1
    assert bot_choices(root, game_id) == 1


def lateness(root: Root, game_id: str) -> float | None:
    for event in root.store.read(game_id):
        if event.type == "DecisionTimedOut":
            due = datetime.fromisoformat(event.payload["due_at"])
            return (event.recorded_at - due).total_seconds()
    return None


def test_a_deadline_fires_on_time_while_search_bots_play_in_the_sweeper(root):
    for _ in range(2):
        bot_game(root, "search", seats=4)
    sweeper = root.sweeper(interval=0.2)  # as a service process runs it
    thread = sweeper.start_thread()
    try:
        spec = {"seats": 3, "factions": FACTIONS[:3], "sandbox": True,
                "time_control": {"kind": "per_decision", "per_decision": "PT2S"}}
        game_id = root.gameplay.open_game(spec, Caller())[0].game_id
        ends = time.monotonic() + 15
        while lateness(root, game_id) is None:
            assert time.monotonic() < ends, "the deadline did not fire within 15 s"
            time.sleep(0.02)
        assert lateness(root, game_id) < 1.0
    finally:
        sweeper.stop()
        thread.join(30)  # its threads are done with the store before it is closed


def test_the_sweepers_bots_choose_in_a_process_of_their_own_at_a_lower_priority(root):
    game_id = bot_game(root, "heuristic")
    pool = root.bot_pool
    child = pool.child_pid()
    assert child != os.getpid()
    # At a lower priority than the process serving requests and timers.
    assert os.getpriority(os.PRIO_PROCESS, child) == \
        min(19, os.getpriority(os.PRIO_PROCESS, 0) + NICENESS)
    game = root.gameplay.load(game_id)
    seat = waiting_bot(game)
    assert pool.choose("heuristic", game.version, game.state, seat) == \
        choose_here("heuristic", game.version, game.state, seat)
    assert root.sweeper().tasks[0].__self__.choose == pool.choose
    assert BotRounds(root.gameplay, BotBudget(1.0, 60.0), pool.choose).one_round() == 1
    assert bot_choices(root, game_id) == 1
