"""The Postgres event store: the source of truth in production."""
from __future__ import annotations

import select
from contextlib import contextmanager
from datetime import datetime
from typing import Any, Callable, Iterable, Iterator, Sequence, Unpack

import psycopg
from psycopg import errors as pg_errors
from psycopg.pq import TransactionStatus
from psycopg.types.json import Jsonb
from psycopg_pool import ConnectionPool

from events.envelope import AppendResult, Idempotency, Metadata, NewEvent, Row
from events.errors import DuplicateVersion, StoreBusy, StoreUnavailable, VersionConflict
from events.jsontext import compact
from events.sql import Cursor, SqlStore
from events.store import Fetched, StoreOptions

# Raised by events_open_append (migration 0005) when the game is not at the expected version.
_WRONG_VERSION = "CW409"


class PostgresStore(SqlStore):
    """EventStore on a psycopg 3 connection pool.

    Reads run in autocommit (one round trip each); writes run in an explicit transaction whose
    inserts are pipelined. The pool checks each connection as it lends it, without a round trip:
    a connection the server closed (say by pg_terminate_backend) has its socket readable while it
    sits idle, so it is replaced instead of failing the next call.
    """

    _row_lock = " FOR UPDATE"

    def __init__(self, url: str, *, min_size: int = 1, max_size: int = 10,
                 lock_timeout: float = 2.0, **options: Unpack[StoreOptions]) -> None:
        super().__init__(**options)
        self.url = url
        self.lock_timeout_ms = int(lock_timeout * 1000)
        self.pool = ConnectionPool(url, min_size=min_size, max_size=max_size, open=True,
                                   check=_still_open, name="events",
                                   kwargs={"autocommit": True})

    @contextmanager
    def _transaction(self, write: bool = False) -> Iterator[Cursor]:
        with self._errors_mapped(), self.pool.connection() as conn, conn.cursor() as cur:
            if write:
                with conn.transaction():
                    yield cur
            else:
                yield cur

    def _at_once(self, statements: Sequence[tuple[str, Sequence[Any]]], results: int,
                 before_commit: Callable[[list[Fetched]], None] | None = None) -> list[Fetched]:
        """A write transaction sent as one message: BEGIN, `statements`, COMMIT.

        The parameters are bound here (psycopg's client-side binding quotes them), so the whole
        transaction leaves in one write and the server runs it without waiting for the client:
        a lock it takes is held only while the server works. An error skips the rest on the
        server; the transaction is then rolled back. Returns the rows of statement `results`.
        With `before_commit`, COMMIT goes in a second message after calling it with those rows
        (a test seam).
        """
        with self._errors_mapped(), self.pool.connection() as conn:
            try:
                with psycopg.ClientCursor(conn) as cur:
                    # Bound one statement at a time: psycopg keeps the parsed form of a short
                    # statement, so the few distinct statements of an append are parsed once,
                    # while the whole text, different for every count of events, never would be.
                    text = ";\n".join(["BEGIN", *(cur.mogrify(sql, values)
                                                   for sql, values in statements)])
                    if before_commit is None:
                        text += ";\nCOMMIT"
                    cur.execute(text)
                    for _ in range(results + 1):  # the first result is BEGIN's
                        cur.nextset()
                    rows = cur.fetchall()
                    if before_commit is not None:
                        before_commit(rows)
                        cur.execute("COMMIT")
                    return rows
            except BaseException:
                if not conn.closed and conn.info.transaction_status != TransactionStatus.IDLE:
                    conn.rollback()
                raise

    @contextmanager
    def _errors_mapped(self) -> Iterator[None]:
        try:
            yield
        except pg_errors.LockNotAvailable as exc:
            raise StoreBusy("the event log is busy; retry shortly") from exc
        except psycopg.OperationalError as exc:  # the server went away; the transaction did not
            raise StoreUnavailable("the database connection was lost; retry") from exc
        except pg_errors.UniqueViolation as exc:
            if exc.diag.constraint_name == "events_pkey":
                raise DuplicateVersion(str(exc)) from exc
            if exc.diag.constraint_name == "idempotency_pkey":
                raise _Refused(None) from exc
            raise
        except psycopg.Error as exc:
            if exc.sqlstate == _WRONG_VERSION:  # its detail is the head; without one, read it
                head = exc.diag.message_detail
                raise _Refused(int(head) if head is not None else None) from exc
            raise

    def _append(self, game_id: str, expected_version: int, events: Sequence[NewEvent],
                metadata: Metadata, idempotency: Idempotency | None,
                rows: Sequence[Row], recorded_at: datetime) -> AppendResult:
        """The whole append as one message (see `_at_once`).

        The idempotency record and the read-model rows go first; then `events_open_append`
        (migration 0005) takes the append lock and checks the version, and the events follow, so
        the lock is held only for the events and the commit. Everything runs on the server
        without waiting for the client, and any error (a wrong version, a used idempotency key,
        a lock timeout) aborts the transaction before COMMIT.
        Only then is anything read back: the idempotency record, to replay or refuse, or the
        head.
        """
        lock_ms = self.lock_timeout_ms if self.serialize_appends else None
        batch = _Statements()
        if lock_ms is not None:  # also bounds a wait for a row another append of the game holds
            batch.execute("SELECT set_config('lock_timeout', %s, true)", (str(lock_ms),))
        # The rows first, the append lock last: it is held only for the events and the commit.
        # Anything written before a refusal is rolled back with it.
        if idempotency is not None:
            self._insert_idempotency(batch, game_id, expected_version + len(events), idempotency)
        for row in rows:
            self._insert_row(batch, row)
        batch.execute("SELECT events_open_append(%s, %s, %s)", (game_id, expected_version, lock_ms))
        numbering = batch.marking()
        self._insert_events(batch, game_id, expected_version, events, None, metadata,
                            recorded_at, numbering=numbering)
        pause = None
        if self._pause is not None:  # the test seam: positions held, not committed
            def pause(held: list[Fetched]) -> None:
                self._paused(game_id, tuple(row[0] for row in held))
        try:
            positions = self._at_once(batch.statements, batch.marked, pause)
        except (_Refused, DuplicateVersion) as refused:
            return self._after_refusal(game_id, expected_version, idempotency, refused)
        return AppendResult(game_id, expected_version + len(events),
                            tuple(row[0] for row in positions), False,
                            idempotency.response if idempotency else None)

    def _after_refusal(self, game_id: str, expected: int, idempotency: Idempotency | None,
                       refused: Exception) -> AppendResult:
        if idempotency is not None:
            with self._transaction() as cur:
                replay = self._replay(cur, idempotency)
            if replay is not None:
                return replay
        head = refused.head if isinstance(refused, _Refused) and refused.head is not None \
            else self.current_version(game_id)
        raise VersionConflict(game_id, expected, head) from None

    def _json(self, value: Any) -> Jsonb:
        return Jsonb(value, dumps=compact)  # jsonb keeps no key order: no need to sort

    def _unjson(self, value: Any) -> Any:
        return value

    def _time(self, value: datetime) -> datetime:
        return value

    def _untime(self, value: datetime) -> datetime:
        return value  # psycopg reads timestamptz columns as aware datetimes

    def _sql(self, text: str) -> str:
        return text

    def _hold_sender(self, cur: Cursor, key: str) -> None:
        cur.execute("SELECT pg_advisory_xact_lock(hashtextextended(%s, 0))", (key,))

    def ping(self) -> None:
        with self.pool.connection(timeout=2.0) as conn:
            conn.execute("SELECT 1")

    def close(self) -> None:
        self.pool.close()


class _Refused(Exception):
    """An append the database refused before COMMIT: a wrong version (`head` known) or an
    idempotency key already recorded (`head` None)."""

    def __init__(self, head: int | None):
        super().__init__(head)
        self.head = head


class _Statements:
    """Collects the statements the shared insert helpers would execute, to send them at once.

    `marking()` gives a stand-in for the cursor whose statement returns the rows wanted back;
    `marked` is that statement's index."""

    def __init__(self) -> None:
        self.statements: list[tuple[str, Sequence[Any]]] = []
        self.marked = -1

    def execute(self, sql: str, params: Sequence[Any] = ()) -> None:
        self.statements.append((sql, params))

    def executemany(self, sql: str, params_seq: Iterable[Sequence[Any]]) -> None:
        for params in params_seq:
            self.execute(sql, params)

    def marking(self) -> "_Marking":
        return _Marking(self)


class _Marking:
    def __init__(self, batch: _Statements) -> None:
        self.batch = batch

    def execute(self, sql: str, params: Sequence[Any] = ()) -> None:
        self.batch.marked = len(self.batch.statements)
        self.batch.execute(sql, params)


def _still_open(conn: psycopg.Connection) -> None:
    """Raise if the server has closed this idle connection (no round trip: a socket check)."""
    if conn.closed or conn.broken:
        raise psycopg.OperationalError("the connection is closed")
    # poll, not select: select() cannot watch a descriptor numbered 1024 or more (a busy process
    # has such sockets), and its ValueError would leave the connection in the pool, failing every
    # check until the pool gave up.
    poller = select.poll()
    poller.register(conn.fileno(), select.POLLIN | select.POLLPRI)
    if poller.poll(0):  # an idle connection has nothing to read unless the server hung up
        conn.close()  # closed, the pool discards it rather than lending it again
        raise psycopg.OperationalError("the server closed the connection")


def connect(url: str) -> psycopg.Connection:
    """A plain autocommit connection (migrations, administration)."""
    return psycopg.connect(url, autocommit=True)
