"""Timeouts through real RQ workers and the sweeper, on Postgres and Redis, with a fake clock.

The fake clock drives both the service (deadlines, timeouts) and RQ's scheduler (which jobs are
due), so no test sleeps for a deadline.
"""
from __future__ import annotations

import threading
from collections import Counter
from datetime import datetime, timedelta, timezone

import pytest
import redis as redis_lib
from rq import Queue
from rq.serializers import JSONSerializer

from bootstrap import Root
from bootstrap.worker import GameWorker
from events import open_store
from events.migrate import upgrade
from play import choices
from play.config import Config
from play.gameplay import Caller, Gameplay
from play.timeouts import fire
from play.tokens import token_hash
from workers.dispatch import BOT_QUEUE, QUEUE
from workers.sweep import sweeper_for

pytestmark = [pytest.mark.postgres, pytest.mark.redis]

FACTIONS = ["great_cthulhu", "crawling_chaos", "black_goat", "yellow_sign"]


class FakeClock:
    def __init__(self, start: datetime):
        self.now = start

    def __call__(self) -> datetime:
        return self.now

    def advance(self, delta: timedelta) -> None:
        self.now += delta


@pytest.fixture
def world(pg_url, redis_url, monkeypatch):
    """A Gameplay on Postgres and Redis with a fake clock, and an in-process RQ worker."""
    upgrade(pg_url)
    clock = FakeClock(datetime.now(timezone.utc).replace(microsecond=0))
    for where in ("rq.registry", "rq.scheduler"):  # RQ's scheduler follows the fake clock too
        monkeypatch.setattr(f"{where}.current_timestamp", lambda: int(clock().timestamp()))
    client = redis_lib.Redis.from_url(redis_url)
    store = open_store(pg_url, clock=clock)
    root = Root(Config.from_env({"DATABASE_URL": pg_url, "REDIS_URL": redis_url}),
                store=store, redis_client=client, clock=clock)
    gp = root.gameplay  # the one the worker's jobs use
    queue = Queue(QUEUE, connection=client, serializer=JSONSerializer)
    bots = Queue(BOT_QUEUE, connection=client, serializer=JSONSerializer)  # as the Procfile's worker
    worker = GameWorker([queue, bots], connection=client, serializer=JSONSerializer, root=root)

    class World:
        pass

    w = World()
    w.gp, w.clock, w.queue, w.worker, w.store, w.redis = gp, clock, queue, worker, store, client
    w.work = lambda: worker.work(burst=True, with_scheduler=True)
    yield w
    store.close()


def open_timed_game(gp: Gameplay, seats: int = 4, **control) -> tuple[str, dict]:
    spec = {"seats": seats, "factions": FACTIONS[:seats], "sandbox": True,
            "time_control": {"kind": "per_decision", "per_decision": "PT1H", **control}}
    game, shown = gp.open_game(spec, Caller())
    return game.game_id, shown["seat_tokens"]


def timeouts(store, game_id: str) -> Counter:
    return Counter((e.payload["seat"], e.payload["since_version"])
                   for e in store.read(game_id) if e.type == "DecisionTimedOut")


def test_a_game_where_every_seat_times_out_every_decision_finishes(world):
    game_id, _ = open_timed_game(world.gp)
    for _ in range(1000):
        before = world.gp.load(game_id)
        if before.status == "finished":
            break
        world.clock.advance(timedelta(hours=1, seconds=1))
        world.work()
        assert world.gp.load(game_id).version > before.version, before.deadlines  # no stall
    game = world.gp.load(game_id)
    assert game.status == "finished"
    log = world.store.read(game_id)
    made = [e for e in log if e.type == "ChoiceMade"]
    assert made and all(e.payload.get("by") == "timeout" for e in made)
    assert sum(timeouts(world.store, game_id).values()) == len(made)
    assert max(timeouts(world.store, game_id).values()) == 1


def test_a_timeout_is_in_the_history_with_its_reason(world):
    game_id, _ = open_timed_game(world.gp, seats=3)
    seat = world.gp.load(game_id).state.seats and next(iter(world.gp.load(game_id).deadlines))
    world.clock.advance(timedelta(hours=2))
    world.work()
    timed_out = [e for e in world.store.read(game_id) if e.type == "DecisionTimedOut"]
    assert timed_out and timed_out[0].payload["seat"] == seat
    assert timed_out[0].payload["policy"] == "default_choice"
    assert world.store.read(game_id, after_version=timed_out[0].version)[0].payload["by"] == \
        "timeout"


def test_a_timer_job_enqueued_twice_and_two_sweepers_time_a_decision_out_once(world):
    game_id, _ = open_timed_game(world.gp, seats=3)
    game = world.gp.load(game_id)
    (seat, deadline), = game.deadlines.items()
    world.clock.advance(timedelta(hours=2))
    due = deadline["due_at"]
    for n in range(2):  # the same timer job, twice, under different ids
        world.queue.enqueue("workers.jobs.fire_timer", game_id, seat, deadline["since_version"],
                            "deadline", due, job_id=f"dup-{n}")
    sweepers = [sweeper_for(world.gp) for _ in range(2)]
    threads = [threading.Thread(target=s.run_once) for s in sweepers]
    for thread in threads:
        thread.start()
    world.work()
    for thread in threads:
        thread.join()
    assert timeouts(world.store, game_id)[(seat, deadline["since_version"])] == 1


def test_a_timer_that_fires_after_the_seat_acted_has_no_effect(world):
    game_id, tokens = open_timed_game(world.gp, seats=3)
    game = world.gp.load(game_id)
    (seat, deadline), = game.deadlines.items()
    option = __import__("rules").legal_options(game.state, seat)[0].choice
    caller = Caller(seat=seat, token_hash=token_hash(tokens[seat]))
    choices.submit(world.gp, game_id, caller, game.version, [option], None)
    before = world.gp.load(game_id).version
    world.clock.advance(timedelta(minutes=59, seconds=59))  # due for the old decision only
    timer_due = datetime.fromisoformat(deadline["due_at"])
    from events import Timer

    late = Timer(game_id, seat, deadline["since_version"], "deadline", timer_due, None)
    world.clock.advance(timedelta(seconds=2))
    assert fire(world.gp, late) == "stale"
    assert world.gp.load(game_id).version == before
    assert not timeouts(world.store, game_id)


def test_a_timer_fired_before_its_deadline_waits(world):
    game_id, _ = open_timed_game(world.gp, seats=3)
    game = world.gp.load(game_id)
    (seat, deadline), = game.deadlines.items()
    from events import Timer

    timer = Timer(game_id, seat, deadline["since_version"], "deadline",
                  datetime.fromisoformat(deadline["due_at"]), None)
    assert fire(world.gp, timer) == "early"
    assert world.gp.load(game_id).version == game.version
