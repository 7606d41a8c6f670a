"""Versioned SQL migrations: `events/migrations/<dialect>/NNNN_name.sql`, applied in order once.

Each file runs in its own transaction together with its row in `schema_migrations`, so a failed
migration leaves nothing half-applied and a rerun picks up where it stopped.
"""
from __future__ import annotations

import re
import sqlite3
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from events import urls

_NAME = re.compile(r"^(\d{4})_([a-z0-9_]+)\.sql$")
# Any constant works; it only has to be the same for every process migrating this database.
_MIGRATION_LOCK = 72_114_005


@dataclass(frozen=True)
class Migration:
    version: int
    name: str
    sql: str


def migrations(dialect: str) -> list[Migration]:
    """The migrations shipped for `dialect`, in version order."""
    folder = resources.files("events") / "migrations" / dialect
    found = []
    for entry in folder.iterdir():
        match = _NAME.match(entry.name)
        if match:
            found.append(Migration(int(match[1]), match[2], entry.read_text(encoding="utf-8")))
    return sorted(found, key=lambda m: m.version)


def upgrade(url: str) -> list[str]:
    """Apply every pending migration to the database at `url`; return the names applied (none
    for `memory:`, whose databases are migrated as they are made)."""
    db = urls.parse(url)
    if db.dialect == "memory":
        return []
    if db.dialect == "postgres":
        return _upgrade_postgres(db.url)
    return _upgrade_sqlite(db.path)


def _upgrade_postgres(url: str) -> list[str]:
    import psycopg

    applied = []
    with psycopg.connect(url, autocommit=True) as conn:
        # Two release processes at once: the second waits, then finds nothing to do.
        conn.execute("SELECT pg_advisory_lock(%s)", (_MIGRATION_LOCK,))
        conn.execute("CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY,"
                     " name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())")
        done = {row[0] for row in conn.execute("SELECT version FROM schema_migrations")}
        for migration in migrations("postgres"):
            if migration.version in done:
                continue
            with conn.transaction():
                conn.execute(migration.sql)
                conn.execute("INSERT INTO schema_migrations (version, name) VALUES (%s, %s)",
                             (migration.version, migration.name))
            applied.append(f"{migration.version:04d}_{migration.name}")
        conn.execute("SELECT pg_advisory_unlock(%s)", (_MIGRATION_LOCK,))
    return applied


def _upgrade_sqlite(path: str) -> list[str]:
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(path, isolation_level=None, timeout=30)
    try:
        # The file is in WAL mode from the start (the mode stays in the file), so no store's
        # connection has to switch it while others use the file: switching needs the file to
        # itself, and readers in WAL mode never wait for a writer.
        conn.execute("PRAGMA journal_mode=WAL")
        return upgrade_sqlite(conn)
    finally:
        conn.close()


def upgrade_sqlite(conn: sqlite3.Connection) -> list[str]:
    """Apply every pending SQLite migration on `conn` (opened with `isolation_level=None`); the
    names applied. The memory store migrates its in-memory database with it (events/memory.py)."""
    conn.execute("CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY,"
                 " name TEXT NOT NULL, applied_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP)")
    return [name for m in migrations("sqlite") if (name := _apply_sqlite(conn, m))]


def _apply_sqlite(conn: sqlite3.Connection, migration: Migration) -> str | None:
    conn.execute("BEGIN IMMEDIATE")
    try:
        done = conn.execute("SELECT 1 FROM schema_migrations WHERE version = ?",
                            (migration.version,)).fetchone()
        if done:
            conn.execute("ROLLBACK")
            return None
        for statement in _statements(migration.sql):
            conn.execute(statement)
        conn.execute("INSERT INTO schema_migrations (version, name) VALUES (?, ?)",
                     (migration.version, migration.name))
        conn.execute("COMMIT")
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    return f"{migration.version:04d}_{migration.name}"


def _statements(script: str) -> list[str]:
    """Split a migration into statements (our migrations keep semicolons out of strings)."""
    lines = [line for line in script.splitlines() if not line.lstrip().startswith("--")]
    return [part.strip() for part in "\n".join(lines).split(";") if part.strip()]
