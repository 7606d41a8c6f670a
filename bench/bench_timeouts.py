"""Timeout delay: how long after a deadline its timeout is applied, by a worker or the sweeper.

Run: .venv/bin/python bench/bench_timeouts.py [--games 150] [--deadline PT3S]
Creates its own Postgres database and uses an empty Redis database (both removed afterwards),
opens games whose first decision has a short deadline, and measures, for every timeout applied,
the time from the deadline to the recorded DecisionTimedOut event. Mode `worker`: one RQ worker
process with its scheduler (the sweeper off); mode `sweeper`: no Redis job at all, the sweeper
polling every second. Prints one JSON line per mode with p50/p99 in milliseconds.
"""
from __future__ import annotations

import argparse
import json
import os
import signal
import statistics
import subprocess
import sys
import threading
import time
import uuid
from datetime import datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import psycopg  # noqa: E402
import redis as redis_lib  # noqa: E402

from events import open_store  # noqa: E402
from events.migrate import upgrade  # noqa: E402
from play.model.cache import GameCache  # noqa: E402
from play.model.loader import GameLoader  # noqa: E402
from play.gameplay import Caller, Gameplay, NoDispatch  # noqa: E402
from workers.dispatch import RQDispatch  # noqa: E402
from workers.sweep import sweeper_for  # noqa: E402

ADMIN = os.environ.get("BENCH_POSTGRES_URL", "postgresql://postgres@127.0.0.1:5432/postgres")


def delays(store, game_ids: list[str]) -> list[float]:
    out = []
    for game_id in game_ids:
        for event in store.read(game_id):
            if event.type == "DecisionTimedOut":
                due = datetime.fromisoformat(event.payload["due_at"])
                out.append((event.recorded_at - due).total_seconds() * 1000)
    return out


def open_games(gp: Gameplay, count: int, deadline: str) -> list[str]:
    spec = {"seats": 3, "sandbox": True,
            "time_control": {"kind": "per_decision", "per_decision": deadline}}
    return [gp.open_game(spec, Caller())[0].game_id for _ in range(count)]


def wait_for(store, game_ids: list[str], seconds: float) -> None:
    """Until every game had its first timeout (or `seconds` pass)."""
    ends = time.monotonic() + seconds
    while time.monotonic() < ends and len(first_timeouts(store, game_ids)) < len(game_ids):
        time.sleep(0.5)


def run_worker_mode(url: str, redis_url: str, games: int, deadline: str) -> list[float]:
    client = redis_lib.Redis.from_url(redis_url)
    store = open_store(url)
    gp = Gameplay(store, GameLoader(store, GameCache(client)), dispatch=RQDispatch(client))
    env = {**os.environ, "DATABASE_URL": url, "REDIS_URL": redis_url, "LOG_LEVEL": "WARNING"}
    worker = subprocess.Popen([str(Path(sys.executable).parent / "rq"), "worker", "--url",
                               redis_url, "--serializer", "rq.serializers.JSONSerializer",
                               "--worker-class", "bootstrap.worker.GameWorker",
                               "--with-scheduler", "default", "bots"], env=env, cwd=ROOT,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                              start_new_session=True)
    try:
        game_ids = open_games(gp, games, deadline)
        wait_for(store, game_ids, 120)
        return first_timeouts(store, game_ids)
    finally:
        os.killpg(worker.pid, signal.SIGTERM)
        worker.wait(20)
        store.close()


def run_sweeper_mode(url: str, games: int, deadline: str) -> list[float]:
    store = open_store(url)
    gp = Gameplay(store, GameLoader(store, GameCache(None)), dispatch=NoDispatch())
    sweeper = sweeper_for(gp, interval=1.0)
    thread = threading.Thread(target=sweeper.run, daemon=True)
    thread.start()
    try:
        game_ids = open_games(gp, games, deadline)
        wait_for(store, game_ids, 120)
        return first_timeouts(store, game_ids)
    finally:
        sweeper.stop()
        thread.join(10)
        store.close()


def first_timeouts(store, game_ids: list[str]) -> list[float]:
    """The delay of each game's first timeout (later deadlines are left to run on)."""
    out = []
    for game_id in game_ids:
        found = delays(store, [game_id])
        if found:
            out.append(found[0])
    return out


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def fresh_database() -> tuple[str, str]:
    name = f"cw_bench_{uuid.uuid4().hex[:10]}"
    with psycopg.connect(ADMIN, autocommit=True) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')
    url = ADMIN.rsplit("/", 1)[0] + f"/{name}"
    upgrade(url)
    return name, url


def drop_database(name: str) -> None:
    with psycopg.connect(ADMIN, autocommit=True) as admin:
        admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def empty_redis_db() -> str:
    for db in range(13, 7, -1):
        client = redis_lib.Redis(host="127.0.0.1", port=6379, db=db)
        if client.dbsize() == 0:
            return f"redis://127.0.0.1:6379/{db}"
    raise SystemExit("no empty Redis database among 8-13")


def report(mode: str, values: list[float], games: int) -> None:
    print(json.dumps({"bench": "timeout_delay", "mode": mode, "timeouts": len(values),
                      "games": games, "p50_ms": round(percentile(values, 0.5), 1),
                      "p99_ms": round(percentile(values, 0.99), 1),
                      "max_ms": round(max(values), 1),
                      "mean_ms": round(statistics.fmean(values), 1)}))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=150)
    parser.add_argument("--deadline", default="PT3S")
    args = parser.parse_args()
    redis_url = empty_redis_db()
    for mode in ("worker", "sweeper"):
        name, url = fresh_database()
        try:
            if mode == "worker":
                values = run_worker_mode(url, redis_url, args.games, args.deadline)
            else:
                values = run_sweeper_mode(url, args.games, args.deadline)
            report(mode, values, args.games)
        finally:
            drop_database(name)
            redis_lib.Redis.from_url(redis_url).flushdb()


if __name__ == "__main__":
    main()
