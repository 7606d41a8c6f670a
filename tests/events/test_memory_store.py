"""What the in-memory store promises beyond the contract it shares with the SQL stores
(tests/events/test_store_contract.py): its database is the migrated SQLite schema, `memory:`
opens a new, empty store, and a row the schema refuses fails the whole write."""
from __future__ import annotations

import sqlite3
from contextlib import closing
from datetime import datetime, timezone

import pytest

from events import InvalidRow, NewEvent, Row, open_store
from events.memory import MemoryDatabase, MemoryStore
from events.migrate import upgrade

pytestmark = pytest.mark.memory
START = datetime(2030, 1, 1, tzinfo=timezone.utc)


def _schema(conn: sqlite3.Connection) -> list[tuple[str, str, str]]:
    return conn.execute("SELECT type, name, sql FROM sqlite_master WHERE sql IS NOT NULL"
                        " ORDER BY type, name").fetchall()


def test_the_memory_database_holds_the_tables_and_indexes_of_the_migrated_sqlite_file(
        tmp_path):
    path = tmp_path / "events.sqlite3"
    upgrade(f"sqlite:///{path}")
    with closing(sqlite3.connect(path)) as migrated:
        assert _schema(MemoryDatabase().connection) == _schema(migrated)


def test_memory_opens_a_new_empty_store_each_time_and_needs_no_migration():
    assert upgrade("memory:") == []
    first, second = open_store("memory:"), open_store("memory://")
    assert isinstance(first, MemoryStore) and isinstance(second, MemoryStore)
    first.append("g1", 0, [NewEvent("Counted", {"n": 1})])
    assert (first.current_version("g1"), second.current_version("g1")) == (1, 0)
    assert second.read_all() == []


def test_a_row_a_database_would_refuse_fails_the_whole_append_and_changes_nothing():
    store = open_store("memory:")
    seat = {"game_id": "g1", "seat": "s1", "faction": "f", "status": "claimed", "name": None,
            "bot": None, "token_hash": "h1"}
    store.append("g1", 0, [NewEvent("Counted", {"n": 1})], rows=[Row("seats", seat)])
    refused = [Row("seats", {**seat, "seat": "s2"}),  # the same token for another seat
               Row("timers", {"game_id": "g1", "seat": "s1", "version": 1, "kind": "deadline"}),
               Row("no_such_table", {"a": 1}), Row("seats", {**seat, "colour": "red"})]
    for row in refused:
        with pytest.raises(InvalidRow):
            store.append("g1", 1, [NewEvent("Counted", {"n": 2})],
                         rows=[store.outbox_row("g1", 2, "email", "s1", {}), row])
    assert store.current_version("g1") == 1 and store.pending_outbox() == []
    assert store.fetch("SELECT seat, token_hash FROM seats") == [("s1", "h1")]


def test_a_timer_closed_with_a_refused_row_stays_open():
    store = open_store("memory:")
    timer_row = Row("timers", {"game_id": "g1", "seat": "s1", "version": 1, "kind": "reminder",
                               "due_at": START})
    store.append("g1", 0, [NewEvent("Counted", {"n": 1})], rows=[timer_row])
    (timer,) = store.due_timers(START)
    with pytest.raises(InvalidRow):
        store.close_timer(timer, START, rows=[store.outbox_row("g1", 1, "email", "s1", {}),
                                              Row("outbox", {"game_id": "g1"})])
    assert store.due_timers(START) == [timer] and store.pending_outbox() == []
    assert store.close_timer(timer, START) is True


def test_the_log_reads_as_the_events_table_of_the_sql_stores():
    store = open_store("memory:")
    store.append("g1", 0, [NewEvent("Counted", {"n": 1}), NewEvent("Drawn", {}, secret={"v": 3})])
    store.append("g2", 0, [NewEvent("Counted", {"n": 2})])
    assert store.fetch("SELECT game_id, version, position, type FROM events"
                       " WHERE position > %s ORDER BY position", [1]) == [
        ("g1", 2, 2, "Drawn"), ("g2", 1, 3, "Counted")]
    (secret,), = store.fetch("SELECT secret FROM event_secrets WHERE game_id = 'g1'")
    assert store.json_value(secret) == {"v": 3}
