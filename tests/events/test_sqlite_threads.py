"""The embedded store opens one connection per thread: a thread that ends takes its connection
(and the database files it holds open) with it, so a server with a thread per request does not
run out of file descriptors."""
from __future__ import annotations

import gc
import os
import threading

import pytest

from events.migrate import upgrade
from events.sqlite import SqliteStore

pytestmark = pytest.mark.sqlite


def _open_files() -> int:
    return len(os.listdir("/proc/self/fd"))


def test_connections_of_threads_that_ended_are_closed(tmp_path):
    url = f"sqlite:///{tmp_path / 'events.sqlite3'}"
    upgrade(url)
    store = SqliteStore(tmp_path / "events.sqlite3")
    store.fetch("SELECT 1", [])  # the test thread's own connection stays open
    before = _open_files()
    for _ in range(200):
        thread = threading.Thread(target=store.fetch, args=("SELECT count(*) FROM events", []))
        thread.start()
        thread.join()
    del thread
    gc.collect()
    assert _open_files() - before < 10
    assert store.fetch("SELECT count(*) FROM events", []) == [(0,)]
    store.close()
