"""A worker killed mid-job, and Redis flushed: every overdue decision still times out once.

Games are created with a clock two days behind, so their first deadlines (one day each) are
already overdue by the real clock that the worker process and the sweeper use.
"""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections import Counter
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest
import redis as redis_lib

from events import open_store
from events.migrate import upgrade
from play.model.cache import GameCache
from play.model.loader import GameLoader
from play.gameplay import Caller, Gameplay
from workers.dispatch import RQDispatch
from workers.sweep import sweeper_for

pytestmark = [pytest.mark.postgres, pytest.mark.redis]

GAMES = 30
SWEEP_BOUND_SECONDS = 60


def _timeouts(store, game_ids) -> Counter:
    found = Counter()
    for game_id in game_ids:
        for event in store.read(game_id):
            if event.type == "DecisionTimedOut":
                found[(game_id, event.payload["seat"], event.payload["since_version"])] += 1
    return found


def test_a_killed_worker_and_a_flushed_redis_still_time_out_every_decision_once(pg_url,
                                                                                redis_url):
    upgrade(pg_url)
    client = redis_lib.Redis.from_url(redis_url)
    behind = datetime.now(timezone.utc) - timedelta(days=2)
    store = open_store(pg_url)
    gp = Gameplay(store, GameLoader(store, GameCache(client)), clock=lambda: behind,
                  dispatch=RQDispatch(client))
    spec = {"seats": 3, "sandbox": True,
            "time_control": {"kind": "per_decision", "per_decision": "P1D"}}
    game_ids = [gp.open_game(spec, Caller())[0].game_id for _ in range(GAMES)]
    overdue = [(g, seat, d["since_version"]) for g in game_ids
               for seat, d in gp.load(g).deadlines.items()]
    env = {**os.environ, "DATABASE_URL": pg_url, "REDIS_URL": redis_url, "LOG_LEVEL": "WARNING"}
    worker = subprocess.Popen(
        [str(Path(sys.executable).parent / "rq"), "worker", "--url", redis_url, "--serializer",
         "rq.serializers.JSONSerializer", "--worker-class", "bootstrap.worker.GameWorker",
         "--with-scheduler", "default"],
        env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        for _ in range(600):  # until the worker is partway through
            if 3 <= sum(_timeouts(store, game_ids).values()) < GAMES:
                break
            time.sleep(0.05)
    finally:
        os.killpg(worker.pid, signal.SIGKILL)  # the worker and its work horse, mid-job
        worker.wait()
    done_by_worker = sum(_timeouts(store, game_ids).values())
    client.flushdb()  # every queued and scheduled job is gone
    sweeper = sweeper_for(Gameplay(store, GameLoader(store, GameCache(None))))
    started = time.monotonic()
    while store.due_timers(datetime.now(timezone.utc), 1) and \
            time.monotonic() - started < SWEEP_BOUND_SECONDS:
        sweeper.run_once()
    elapsed = time.monotonic() - started
    found = _timeouts(store, game_ids)
    expected = set(overdue)
    assert 0 < done_by_worker < GAMES  # the kill really came mid-run
    assert set(found) == expected and set(found.values()) == {1}
    assert elapsed < SWEEP_BOUND_SECONDS
    store.close()
