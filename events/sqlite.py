"""The embedded SQLite event store: the same contract for `make run` with no servers."""
from __future__ import annotations

import json
import sqlite3
import threading
import weakref
from contextlib import contextmanager
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Iterator, Sequence, Unpack

from events.envelope import AppendResult, Idempotency, Metadata, NewEvent, Row
from events.errors import DuplicateVersion, StoreBusy
from events.sql import Cursor, SqlStore, the_row
from events.store import StoreOptions, dumps

_TIME_FORMAT = "%Y-%m-%dT%H:%M:%S.%f+00:00"


class SqliteStore(SqlStore):
    """EventStore on one SQLite file in WAL mode, one connection per thread.

    An append runs in BEGIN IMMEDIATE, which takes SQLite's single write lock at once: appends
    are serialised by the database itself, and `busy_timeout` bounds the wait.
    """

    def __init__(self, path: str | Path, *, lock_timeout: float = 2.0,
                 **options: Unpack[StoreOptions]) -> None:
        super().__init__(**options)
        self.path = str(path)
        self.lock_timeout = lock_timeout
        self._local = threading.local()
        self._connections: list[sqlite3.Connection] = []
        self._guard = threading.Lock()
        self._wal_set = False
        if self.path != ":memory:":
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)

    def connection(self) -> sqlite3.Connection:
        conn = getattr(self._local, "conn", None)
        if conn is None:
            conn = self._connect()
            self._local.conn = conn
            with self._guard:
                self._connections.append(conn)
            # A server that starts a thread per request (werkzeug's) would otherwise leave one
            # open connection, and its files, behind every request: close it when the thread goes.
            weakref.finalize(threading.current_thread(), self._thread_ended, conn)
        return conn

    def _thread_ended(self, conn: sqlite3.Connection) -> None:
        with self._guard:
            if any(c is conn for c in self._connections):
                self._connections = [c for c in self._connections if c is not conn]
                conn.close()

    def _connect(self) -> sqlite3.Connection:
        conn = sqlite3.connect(self.path, timeout=self.lock_timeout, isolation_level=None,
                               check_same_thread=False)
        with self._guard:
            if not self._wal_set:
                # WAL stays set in the file once set, so only a store's first connection sets
                # it: the pragma needs a lock that appends may hold longer than a reader should
                # wait, and a reader's connection opened while writers are busy must not fail.
                conn.execute("PRAGMA journal_mode=WAL")
                self._wal_set = True
        conn.execute("PRAGMA synchronous=NORMAL")
        conn.execute("PRAGMA foreign_keys=ON")
        conn.execute(f"PRAGMA busy_timeout={int(self.lock_timeout * 1000)}")
        return conn

    @contextmanager
    def _transaction(self, write: bool = False) -> Iterator[Cursor]:
        conn = self.connection()
        try:
            conn.execute("BEGIN IMMEDIATE" if write and self.serialize_appends else "BEGIN")
            cur = conn.cursor()
            try:
                yield cur
                conn.execute("COMMIT")
            finally:
                cur.close()
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
        except sqlite3.OperationalError as exc:
            if "locked" in str(exc) or "busy" in str(exc):
                raise StoreBusy("the event log is busy; retry shortly") from exc
            raise
        except sqlite3.IntegrityError as exc:
            if "events.game_id, events.version" in str(exc):
                raise DuplicateVersion(str(exc)) from exc
            raise

    def _append(self, game_id: str, expected_version: int, events: Sequence[NewEvent],
                metadata: Metadata, idempotency: Idempotency | None,
                rows: Sequence[Row], recorded_at: datetime) -> AppendResult:
        """BEGIN IMMEDIATE holds the write lock from the first statement, so every check runs
        in-process, under it, before anything is written."""
        positions = self._positions_outside_lock(len(events))
        if positions:
            self._paused(game_id, positions)
        with self._transaction(write=True) as cur:
            if idempotency is not None:
                replay = self._replay(cur, idempotency)
                if replay is not None:
                    return replay
            self._check_version(cur, game_id, expected_version)
            if not positions:
                positions = self._allocate_positions(cur, len(events))
                self._paused(game_id, positions)
            version = self._insert_events(cur, game_id, expected_version, events, positions,
                                          metadata, recorded_at)
            if idempotency is not None:
                self._insert_idempotency(cur, game_id, version, idempotency)
            for row in rows:
                self._insert_row(cur, row)
        return AppendResult(game_id, version, positions, False,
                            idempotency.response if idempotency else None)

    def _allocate_positions(self, cur: Cursor, count: int) -> tuple[int, ...]:
        cur.execute("UPDATE event_positions SET last = last + ? RETURNING last", (count,))
        last: int = the_row(cur)[0]
        return tuple(range(last - count + 1, last + 1))

    def _positions_outside_lock(self, count: int) -> tuple[int, ...]:
        """Unserialised control only: positions behave like a sequence, committed on their own,
        so an append can hold them while another append commits later positions first."""
        if self.serialize_appends:
            return ()
        with self._transaction(write=True) as cur:
            return self._allocate_positions(cur, count)

    def _json(self, value: Any) -> str:
        return dumps(value)

    def _unjson(self, value: str) -> Any:
        return json.loads(value)

    def _time(self, value: datetime) -> str:
        return value.astimezone(timezone.utc).strftime(_TIME_FORMAT)

    def _untime(self, value: str) -> datetime:
        return datetime.fromisoformat(value)

    def _sql(self, text: str) -> str:
        return text.replace("%s", "?")

    def ping(self) -> None:
        self.connection().execute("SELECT 1").fetchone()

    def close(self) -> None:
        with self._guard:
            for conn in self._connections:
                conn.close()
            self._connections.clear()
        self._local = threading.local()
