"""The Postgres event store: the source of truth in production."""
from __future__ import annotations

import select
from contextlib import contextmanager
from datetime import datetime
from typing import Any, Iterator

import psycopg
from psycopg import errors as pg_errors
from psycopg.types.json import Jsonb
from psycopg_pool import ConnectionPool

from events.errors import DuplicateVersion, StoreBusy, StoreUnavailable
from events.store import EventStore, dumps


class PostgresStore(EventStore):
    """EventStore on a psycopg 3 connection pool.

    Reads run in autocommit (one round trip each); writes run in an explicit transaction whose
    inserts are pipelined. The pool checks each connection as it lends it, without a round trip:
    a connection the server closed (say by pg_terminate_backend) has its socket readable while it
    sits idle, so it is replaced instead of failing the next call.
    """

    def __init__(self, url: str, *, min_size: int = 1, max_size: int = 10,
                 lock_timeout: float = 2.0, **options: Any):
        super().__init__(**options)
        self.url = url
        self.lock_timeout_ms = int(lock_timeout * 1000)
        self.pool = ConnectionPool(url, min_size=min_size, max_size=max_size, open=True,
                                   check=_still_open, name="events",
                                   kwargs={"autocommit": True})

    @contextmanager
    def _transaction(self, write: bool = False) -> Iterator[Any]:
        try:
            with self.pool.connection() as conn, conn.cursor() as cur:
                if write:
                    with conn.transaction():
                        yield cur
                else:
                    yield cur
        except pg_errors.LockNotAvailable as exc:
            raise StoreBusy("the event log is busy; retry shortly") from exc
        except psycopg.OperationalError as exc:  # the server went away; the transaction did not
            raise StoreUnavailable("the database connection was lost; retry") from exc
        except pg_errors.UniqueViolation as exc:
            if exc.diag.constraint_name == "events_pkey":
                raise DuplicateVersion(str(exc)) from exc
            raise

    def _take_append_lock(self, cur: Any) -> None:
        # EXCLUSIVE blocks other appends but not readers; lock_timeout bounds the wait. Both
        # statements go in one round trip.
        cur.execute(f"SET LOCAL lock_timeout = {self.lock_timeout_ms};"
                    " LOCK TABLE events IN EXCLUSIVE MODE")

    def _batch(self, cur: Any) -> Any:
        """Send the append's inserts together instead of one round trip each."""
        return cur.connection.pipeline()

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


def _still_open(conn: psycopg.Connection) -> None:
    """Raise if the server has closed this idle connection (no round trip: a socket check)."""
    if conn.closed or conn.broken:
        raise psycopg.OperationalError("the connection is closed")
    readable, _, _ = select.select([conn.fileno()], [], [], 0)
    if readable:  # an idle connection has nothing to read unless the server hung up
        conn.close()  # closed, the pool discards it rather than lending it again
        raise psycopg.OperationalError("the server closed the connection")


def connect(url: str) -> psycopg.Connection:
    """A plain autocommit connection (migrations, administration)."""
    return psycopg.connect(url, autocommit=True)
