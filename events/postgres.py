"""The Postgres event store: the source of truth in production."""
from __future__ import annotations

from contextlib import contextmanager
from datetime import datetime
from typing import Any, Iterator

import psycopg
from psycopg import errors as pg_errors
from psycopg.types.json import Jsonb
from psycopg_pool import ConnectionPool

from events.errors import DuplicateVersion, StoreBusy
from events.store import EventStore, dumps


class PostgresStore(EventStore):
    """EventStore on a psycopg 3 connection pool.

    The pool checks each connection as it lends it, so a connection the server killed between
    calls is replaced instead of failing the next call.
    """

    def __init__(self, url: str, *, min_size: int = 1, max_size: int = 10,
                 lock_timeout: float = 2.0, **options: Any):
        super().__init__(**options)
        self.url = url
        self.lock_timeout_ms = int(lock_timeout * 1000)
        self.pool = ConnectionPool(url, min_size=min_size, max_size=max_size, open=True,
                                   check=ConnectionPool.check_connection, name="events",
                                   kwargs={"autocommit": False})

    @contextmanager
    def _transaction(self, write: bool = False) -> Iterator[Any]:
        try:
            with self.pool.connection() as conn, conn.cursor() as cur:
                yield cur
        except pg_errors.LockNotAvailable as exc:
            raise StoreBusy("the event log is busy; retry shortly") from exc
        except pg_errors.UniqueViolation as exc:
            if exc.diag.constraint_name == "events_pkey":
                raise DuplicateVersion(str(exc)) from exc
            raise

    def _take_append_lock(self, cur: Any) -> None:
        # EXCLUSIVE blocks other appends but not readers; lock_timeout bounds the wait.
        cur.execute(f"SET LOCAL lock_timeout = {self.lock_timeout_ms}")
        cur.execute("LOCK TABLE events IN EXCLUSIVE MODE")

    def _allocate_positions(self, cur: Any, count: int) -> tuple[int, ...]:
        cur.execute("SELECT nextval('event_positions') FROM generate_series(1, %s)", (count,))
        return tuple(row[0] for row in cur.fetchall())

    def _json(self, value: Any) -> Any:
        return Jsonb(value, dumps=dumps)

    def _unjson(self, value: Any) -> Any:
        return value

    def _time(self, value: datetime) -> Any:
        return value

    def _untime(self, value: Any) -> datetime:
        return value

    def _sql(self, text: str) -> str:
        return text

    def ping(self) -> None:
        with self.pool.connection(timeout=2.0) as conn:
            conn.execute("SELECT 1")

    def close(self) -> None:
        self.pool.close()


def connect(url: str) -> psycopg.Connection:
    """A plain autocommit connection (migrations, administration)."""
    return psycopg.connect(url, autocommit=True)
