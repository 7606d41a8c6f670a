"""The sweeper applies each overdue timer exactly once, whoever else is sweeping."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from events import NewEvent, Row, open_store
from events.migrate import upgrade
from workers.sweeper import Sweeper

DUE = datetime(2030, 1, 1, tzinfo=timezone.utc)


def add_timers(store, count: int, kind: str = "deadline") -> None:
    for n in range(count):
        store.append(f"g{n}", 0, [NewEvent("Started", {})], rows=[Row("timers", {
            "game_id": f"g{n}", "seat": "s1", "version": 1, "kind": kind, "due_at": DUE})])


def sweep_concurrently(store, sweepers: int) -> list[tuple[str, int]]:
    applied: list[tuple[str, int]] = []
    guard = threading.Lock()

    def handle(timer) -> None:  # a handler closes its timer with its effect, exactly once
        if store.close_timer(timer, DUE):
            with guard:
                applied.append((timer.game_id, timer.version))

    barrier = threading.Barrier(sweepers)

    def sweep() -> None:
        barrier.wait()
        Sweeper(store, {"deadline": handle}, clock=lambda: DUE, batch=7).run_once()

    threads = [threading.Thread(target=sweep) for _ in range(sweepers)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return applied


def test_two_sweepers_apply_each_due_timer_once(make_store):
    store = make_store()
    add_timers(store, 7)
    applied = sweep_concurrently(store, 2)
    assert sorted(applied) == sorted((f"g{n}", 1) for n in range(7))


@pytest.mark.sqlite
def test_a_timer_of_a_kind_without_handler_is_left_for_a_process_that_knows_it(sqlite_url):
    upgrade(sqlite_url)
    store = open_store(sqlite_url)
    add_timers(store, 1, kind="reminder")
    assert Sweeper(store, {}, clock=lambda: DUE).run_once() == 0
    assert len(store.due_timers(DUE)) == 1
    store.close()


@pytest.mark.sqlite
def test_a_failing_handler_does_not_stop_the_other_timers(sqlite_url):
    upgrade(sqlite_url)
    store = open_store(sqlite_url)
    add_timers(store, 3)
    seen = []

    def handle(timer) -> None:
        seen.append(timer.game_id)
        if timer.game_id == "g0":
            raise RuntimeError("boom")
        store.close_timer(timer, DUE)

    assert Sweeper(store, {"deadline": handle}, clock=lambda: DUE).run_once() == 3
    assert sorted(seen) == ["g0", "g1", "g2"]
    store.close()


@pytest.mark.sqlite
def test_sweeper_process_polls_and_stops_cleanly_on_sigterm(sqlite_url, tmp_path):
    upgrade(sqlite_url)
    command = Path(sys.executable).parent / "cthulhu-wars"
    env = {**os.environ, "DATABASE_URL": sqlite_url, "LOG_JSON": "true"}
    proc = subprocess.Popen([str(command), "sweeper", "--interval", "0.1"], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    first = proc.stdout.readline()
    assert "sweeper_started" in first, first
    proc.send_signal(signal.SIGTERM)
    rest, _ = proc.communicate(timeout=10)
    assert proc.returncode == 0
    assert "sweeper_stopped" in rest


@pytest.mark.sqlite
def test_a_timer_that_falls_due_during_a_sweep_is_applied_at_once_not_an_interval_later(
        sqlite_url):
    upgrade(sqlite_url)
    store = open_store(sqlite_url)
    start = datetime.now(timezone.utc)
    due = {"g0": start + timedelta(seconds=0.3), "g1": start + timedelta(seconds=0.4)}
    for game_id, at in due.items():
        store.append(game_id, 0, [NewEvent("Started", {})], rows=[Row("timers", {
            "game_id": game_id, "seat": "s1", "version": 1, "kind": "deadline", "due_at": at})])
    fired: dict[str, datetime] = {}
    done = threading.Event()

    def handle(timer) -> None:
        while timer.game_id == "g0" and datetime.now(timezone.utc) <= due["g1"]:
            done.wait(0.01)  # g0's handler is still at work when g1 falls due
        store.close_timer(timer, datetime.now(timezone.utc))
        fired[timer.game_id] = datetime.now(timezone.utc)
        if len(fired) == 2:
            done.set()

    sweeper = Sweeper(store, {"deadline": handle}, interval=30)
    thread = sweeper.start_thread()
    try:
        assert done.wait(10), f"only {sorted(fired)} fired"
        assert (fired["g1"] - due["g1"]).total_seconds() < 1.0
    finally:
        sweeper.stop()
        thread.join(30)  # its threads are done with the store before it is closed
        store.close()
