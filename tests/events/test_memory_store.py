"""What the in-memory store promises beyond the contract it shares with the SQL stores
(tests/events/test_store_contract.py): its tables are the migrations' tables, `memory:` opens a
new, empty store, a row a database would refuse fails the whole write, and SQL it does not read
is refused rather than answered differently."""
from __future__ import annotations

import sqlite3
from contextlib import closing
from datetime import datetime, timezone

import pytest

from events import InvalidRow, NewEvent, Row, open_store
from events.memory import MemoryStore
from events.memory_database import SHAPES
from events.memory_query import UnreadableQuery
from events.migrate import upgrade

pytestmark = pytest.mark.memory
START = datetime(2030, 1, 1, tzinfo=timezone.utc)


Columns = list[tuple[str, bool, str | None]]  # (name, required, default as SQL text)


def _sqlite_tables(path: str) -> dict[str, tuple[Columns, set[frozenset[str]]]]:
    """table -> (its columns, its unique keys) in a migrated SQLite file."""
    found = {}
    with closing(sqlite3.connect(path)) as conn:
        for table in SHAPES:
            info = conn.execute(f"PRAGMA table_info({table})").fetchall()
            columns = [(name, bool(notnull) and default is None, default)
                       for _, name, _, notnull, default, _ in info]
            keys = {frozenset(name for _, name, *_, pk in info if pk)}
            for _, index, unique, *_ in conn.execute(f"PRAGMA index_list({table})"):
                if unique:
                    keys.add(frozenset(r[2] for r in conn.execute(f"PRAGMA index_info({index})")))
            found[table] = (columns, keys)
    return found


def _as_sql(default: object) -> str | None:
    return f"'{default}'" if isinstance(default, str) else None if default is None \
        else str(default)


def test_the_memory_tables_have_the_columns_defaults_and_unique_keys_of_the_migrations(
        tmp_path):
    path = tmp_path / "events.sqlite3"
    upgrade(f"sqlite:///{path}")
    for table, (columns, keys) in _sqlite_tables(str(path)).items():
        shape = SHAPES[table]
        required = shape.required()
        assert [(c, c in required, _as_sql(d if c not in required else None))
                for c, d in shape.columns.items()] == columns, table
        assert {frozenset(key) for key in shape.keys} == keys, table


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


@pytest.mark.parametrize("text", [
    "SELECT status, COUNT(*) FROM games GROUP BY status",
    "SELECT g.game_id FROM games g LEFT JOIN seats s ON s.game_id = g.game_id",
    "SELECT upper(name) FROM games",
    "UPDATE games SET status = 'finished'",
])
def test_sql_the_memory_store_does_not_read_is_refused_not_answered_otherwise(text):
    with pytest.raises(UnreadableQuery):
        open_store("memory:").fetch(text)


def test_a_bare_column_name_two_joined_tables_hold_is_refused_as_ambiguous():
    store = open_store("memory:")
    store.append("g1", 0, [NewEvent("Counted", {"n": 1})], rows=[
        Row("hosts", {"token_hash": "h1", "game_id": "g1"}),
        Row("search_bot_seats", {"game_id": "g1", "seat": "s1", "address": "a",
                                 "handed_at": START})])
    joined = "SELECT {} FROM hosts h JOIN search_bot_seats b ON b.game_id = h.game_id"
    assert store.fetch(joined.format("h.game_id, token_hash, seat")) == [("g1", "h1", "s1")]
    with pytest.raises(UnreadableQuery):
        store.fetch(joined.format("game_id"))


def test_the_log_reads_as_the_events_table_of_the_sql_stores():
    store = open_store("memory:")
    store.append("g1", 0, [NewEvent("Counted", {"n": 1}), NewEvent("Drawn", {}, secret={"v": 3})])
    store.append("g2", 0, [NewEvent("Counted", {"n": 2})])
    assert store.fetch("SELECT game_id, version, position, type FROM events"
                       " WHERE position > %s ORDER BY position", [1]) == [
        ("g1", 2, 2, "Drawn"), ("g2", 1, 3, "Counted")]
    (secret,), = store.fetch("SELECT secret FROM event_secrets WHERE game_id = 'g1'")
    assert store.json_value(secret) == {"v": 3}
