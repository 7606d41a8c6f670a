"""The in-memory event store: the same contract on a private SQLite database held in memory, for
application tests and tools that need a log but no database server or file
(`open_store("memory:")`). Not for `make run` or production: nothing outlives the process, and no
other process sees it.

A `MemoryDatabase` is what a database file is to the SQLite store: one in-memory connection,
migrated as it is made (events/migrations/sqlite), which several stores may open (with other
registries, clocks or options); each `open_store("memory:")` makes a new, empty one. Every
statement of the store runs in the SQL of `SqliteStore`, inside a transaction that holds the
database's one lock, so each call sees and leaves a consistent whole, and a write refused
part-way (a row the schema refuses, say) is rolled back.

Appends are serialised by a second lock, the counterpart of the SQL stores' append lock (see
events/store.py on why): it is held from the version check through position allocation to the
commit, and refused after `lock_timeout` with StoreBusy. It is not the data lock, and positions
are taken in a transaction of their own, so readers never wait for an append held between its
positions and its commit (the test seam `on_positions_allocated` holds one there). The commit
writes the events under the log's key: with `serialize_appends` off, that key is what refuses
the second writer of a version, as it does in every SQL store.
"""
from __future__ import annotations

import sqlite3
import threading
from contextlib import contextmanager
from datetime import datetime
from typing import Any, Iterator, Sequence, Unpack

import orjson

from events.envelope import AppendResult, Idempotency, Metadata, NewEvent, Row
from events.errors import InvalidRow, StoreBusy
from events.migrate import upgrade_sqlite
from events.sql import Cursor, Statements
from events.sqlite import SqliteStore
from events.store import StoreOptions


class MemoryDatabase:
    """A migrated SQLite database in memory, its connection used only under `lock`;
    `append_lock` serialises appends."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.append_lock = threading.Lock()
        self.connection = sqlite3.connect(":memory:", isolation_level=None,
                                          check_same_thread=False)
        self.connection.execute("PRAGMA foreign_keys=ON")
        upgrade_sqlite(self.connection)


class MemoryStore(SqliteStore):
    """EventStore on a `MemoryDatabase` (a new, empty one unless given one)."""

    def __init__(self, database: MemoryDatabase | None = None, *, lock_timeout: float = 2.0,
                 **options: Unpack[StoreOptions]) -> None:
        super().__init__(":memory:", lock_timeout=lock_timeout, **options)
        self.db = database if database is not None else MemoryDatabase()

    def connection(self) -> sqlite3.Connection:
        return self.db.connection

    @contextmanager
    def _transaction(self, write: bool = False) -> Iterator[Cursor]:
        with self.db.lock, super()._transaction() as cur:
            yield cur

    def _append(self, game_id: str, expected_version: int, events: Sequence[NewEvent],
                metadata: Metadata, idempotency: Idempotency | None,
                rows: Sequence[Row], recorded_at: datetime) -> AppendResult:
        with self._append_lock():
            with self._transaction() as cur:
                done = self._replayed(cur, idempotency)
                if done is not None:
                    return done
                self._check_version(cur, game_id, expected_version)
                positions = self._allocate_positions(cur, len(events))
            self._paused(game_id, positions)
            with self._transaction() as cur:
                done = self._replayed(cur, idempotency)
                if done is not None:  # only without the append lock: another recorded the key
                    return done
                version = self._insert_events(cur, game_id, expected_version, events,
                                              positions, metadata, recorded_at)
                if idempotency is not None:
                    self._insert_idempotency(cur, game_id, version, idempotency)
                for row in rows:
                    self._insert_row(cur, row)
        return AppendResult(game_id, version, positions, False,
                            idempotency.response if idempotency else None)

    @contextmanager
    def _append_lock(self) -> Iterator[None]:
        if not self.serialize_appends:
            yield
            return
        if not self.db.append_lock.acquire(timeout=self.lock_timeout):
            raise StoreBusy("the event log is busy; retry shortly")
        try:
            yield
        finally:
            self.db.append_lock.release()

    def _replayed(self, cur: Cursor, idem: Idempotency | None) -> AppendResult | None:
        return None if idem is None else self._replay(cur, idem)

    def _insert_row(self, cur: Statements, row: Row) -> None:
        """A row the schema refuses (a missing NOT NULL column, a unique key taken, a table or
        column it does not have) is InvalidRow, and its transaction is rolled back."""
        try:
            super()._insert_row(cur, row)
        except (sqlite3.IntegrityError, sqlite3.OperationalError) as exc:
            raise InvalidRow(f"a {row.table} row was refused: {exc}") from exc

    def _unjson(self, value: str) -> Any:
        # Application tests replay whole logs from memory again and again: decoding is most of
        # their time, and orjson reads every document `_json` writes as json does.
        return orjson.loads(value)

    def ping(self) -> None:
        """Always reachable: the database is this process's memory."""

    def close(self) -> None:
        """Nothing to release; the database stays readable by every store opened on it."""
