"""Migrations are versioned SQL files applied once, in order, on both databases."""
from __future__ import annotations

import sqlite3
import threading

import psycopg
import pytest

from events import urls
from events.migrate import migrations, upgrade


def test_both_dialects_ship_the_same_migration_versions():
    assert [m.version for m in migrations("postgres")] == [m.version for m in migrations("sqlite")]
    assert migrations("postgres")[0].name == "event_log"


@pytest.mark.sqlite
def test_sqlite_upgrade_applies_each_migration_once(sqlite_url):
    shipped = [f"{m.version:04d}_{m.name}" for m in migrations("sqlite")]
    assert upgrade(sqlite_url) == shipped
    assert upgrade(sqlite_url) == []
    path = urls.parse(sqlite_url).path
    tables = {r[0] for r in sqlite3.connect(path).execute("SELECT name FROM sqlite_master")}
    assert {"events", "event_secrets", "snapshots", "idempotency", "outbox", "timers"} <= tables


@pytest.mark.sqlite
def test_a_migrated_sqlite_file_opens_for_reading_while_another_connection_writes(sqlite_url):
    # The file leaves the migration in WAL mode: a store's first connection has nothing to
    # switch (switching needs the file to itself) and reads while a writer holds its lock.
    from events import open_store

    upgrade(sqlite_url)
    path = urls.parse(sqlite_url).path
    writer = sqlite3.connect(path, isolation_level=None)
    assert writer.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    writer.execute("BEGIN IMMEDIATE")
    writer.execute("INSERT INTO schema_migrations (version, name) VALUES (9999, 'held')")
    store = open_store(sqlite_url, lock_timeout=0.2)
    try:
        assert store.current_version("g_nothing") == 0
        assert store.read_all(after_position=0, limit=10) == []
    finally:
        writer.execute("ROLLBACK")
        writer.close()
        store.close()


@pytest.mark.postgres
def test_concurrent_postgres_upgrades_apply_each_migration_once(pg_url):
    results: list[list[str]] = []
    threads = [threading.Thread(target=lambda: results.append(upgrade(pg_url))) for _ in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    shipped = migrations("postgres")
    assert sorted(results) == [[], [], [f"{m.version:04d}_{m.name}" for m in shipped]]
    with psycopg.connect(pg_url) as conn:
        rows = conn.execute("SELECT version, name FROM schema_migrations ORDER BY 1").fetchall()
    assert rows == [(m.version, m.name) for m in shipped]


def test_database_urls_choose_the_adapter_and_hide_passwords():
    assert urls.parse("postgresql://u:pw@h/db").dialect == "postgres"
    assert urls.parse("sqlite:///var/x.sqlite3").path == "var/x.sqlite3"
    assert urls.parse("sqlite:////tmp/x.sqlite3").path == "/tmp/x.sqlite3"
    assert urls.redact("postgresql://u:pw@h/db") == "postgresql://u:***@h/db"
    with pytest.raises(ValueError, match="unsupported database URL"):
        urls.parse("mysql://u:secret@h/db")
