"""The in-memory store's database: the log, and the tables with their rows kept as dicts, with
the columns, unique keys and defaults the SQL migrations give them (events/migrations/), so a Row
an append writes lands as it would in a database, and a row the database would refuse is refused
(tests/events/test_memory_store.py holds the shapes equal to the migrated SQLite schema).

Values are kept as the SQLite store keeps them: a JSON document (a dict or a list) as its
key-sorted text, a time as an aware UTC datetime (where SQLite keeps the ISO text), anything else
as given. A change to several rows is journalled, so a failed append, or a timer closed with
rows one of which is refused, leaves every table as it was.
"""
from __future__ import annotations

import bisect
import itertools
import threading
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime, timezone
from functools import partial
from typing import Any, Callable, Iterable, Iterator, Mapping, Sequence

import orjson

from events.envelope import Row, StoredEvent
from events.errors import InvalidRow
from events.jsontext import canonical

# A row as a table keeps it: every column of its table, by name.
Record = dict[str, Any]
_REQUIRED = object()  # the "default" of a NOT NULL column without one


@dataclass(frozen=True)
class Shape:
    """A table's columns in order (with their defaults) and its unique keys, the primary key
    first. `serial` names the column the table numbers itself (INTEGER PRIMARY KEY
    AUTOINCREMENT: never reused)."""

    columns: Mapping[str, object]
    keys: tuple[tuple[str, ...], ...]
    serial: str | None = None

    def required(self) -> list[str]:
        return [c for c, default in self.columns.items() if default is _REQUIRED]


def _shape(spec: str, *keys: tuple[str, ...], serial: str | None = None,
           **defaults: object) -> Shape:
    """A shape from "col col? ..." (a trailing ? marks a column that may be NULL)."""
    columns: dict[str, object] = {}
    for name in spec.split():
        bare = name.rstrip("?")
        columns[bare] = defaults.get(bare, None if name.endswith("?") or bare == serial
                                     else _REQUIRED)
    return Shape(columns, keys, serial)


# The tables of events/migrations/ (both dialects hold the same columns) an append, a timer or a
# notification call writes; the events themselves are kept apart (`MemoryDatabase`).
SHAPES: dict[str, Shape] = {
    "snapshots": _shape("game_id version schema_version state created_at",
                        ("game_id", "version")),
    "idempotency": _shape("scope key fingerprint game_id version response created_at",
                          ("scope", "key")),
    "outbox": _shape("id game_id version channel recipient payload created_at attempts"
                     " next_attempt_at delivered_at? last_error? lease_owner? lease_until?"
                     " abandoned_at?", ("id",), serial="id", attempts=0),
    "timers": _shape("game_id seat version kind due_at fired_at?",
                     ("game_id", "seat", "version", "kind")),
    "games": _shape("game_id name status visibility sandbox seat_count open_seats layout version"
                    " phase? round? pending result? summary created_at updated_at pending_seat?",
                    ("game_id",)),
    "seats": _shape("game_id seat faction status name? bot? token_hash?", ("game_id", "seat"),
                    ("token_hash",)),
    "hosts": _shape("token_hash game_id", ("token_hash",)),
    "notification_channels": _shape("game_id seat channel target secret? created_at format",
                                    ("game_id", "seat", "channel"), format="json"),
    "notification_deliveries": _shape("id outbox_id game_id seat channel kind attempt attempted_at"
                                      " status_code? error? delivered", ("id",), serial="id"),
    "notification_tests": _shape("game_id seat tested_at", ("game_id", "seat")),
    "search_bot_seats": _shape("game_id seat address handed_at", ("game_id", "seat")),
}


def stored_value(value: object) -> object:
    """A value as a table keeps it (see the module docstring)."""
    if isinstance(value, (dict, list, tuple)):
        return canonical(value).decode()
    if isinstance(value, datetime):
        return value.astimezone(timezone.utc)
    return value


Undo = Callable[[], None]


@dataclass
class Journal:
    """What undoes each change made so far, to roll them all back when a later one fails."""

    undo: list[Undo] = field(default_factory=list)

    def rollback(self) -> None:
        while self.undo:
            self.undo.pop()()


class Table:
    """One table's rows, by an internal row id, with an index per unique key."""

    def __init__(self, name: str, shape: Shape) -> None:
        self.name, self.shape = name, shape
        self.rows: dict[int, Record] = {}
        self._ids = itertools.count(1)
        self._serial = itertools.count(1)
        self._index: list[dict[tuple[Any, ...], int]] = [{} for _ in shape.keys]

    def __iter__(self) -> Iterator[Record]:
        return iter(list(self.rows.values()))

    def find(self, values: tuple[Any, ...]) -> Record | None:
        """The row whose primary key holds `values` (None: no such row)."""
        found = self._index[0].get(values)
        return None if found is None else self.rows[found]

    def insert(self, values: Mapping[str, Any], journal: Journal) -> Record:
        """Add a row; refused (InvalidRow) when a NOT NULL column is missing or a unique key is
        taken, as the database refuses it."""
        row = self._complete(values)
        self._claim_keys(row, None)
        rowid = next(self._ids)
        self.rows[rowid] = row
        self._index_row(rowid, row)
        journal.undo.append(partial(self._remove, rowid))
        return row

    def upsert(self, values: Mapping[str, Any], conflict: tuple[str, ...],
               journal: Journal) -> None:
        """INSERT ... ON CONFLICT (`conflict`) DO UPDATE SET the other given columns."""
        key = self._key_named(conflict)
        found = self._index[self.shape.keys.index(key)].get(tuple(values[c] for c in key))
        if found is None:
            self.insert(values, journal)
        else:
            self.update(found, {c: v for c, v in values.items() if c not in conflict}, journal)

    def update(self, rowid: int, changes: Mapping[str, Any], journal: Journal) -> None:
        """Set `changes` on one row, its unique keys still unique."""
        before = self.rows[rowid]
        after = {**before, **self._checked(changes)}
        self._claim_keys(after, rowid)
        self._unindex_row(rowid, before)
        self.rows[rowid] = after
        self._index_row(rowid, after)
        journal.undo.append(partial(self._restore, rowid, before))

    def delete(self, values: Mapping[str, Any], journal: Journal) -> None:
        """Delete every row whose columns equal `values` (a None matches NULL)."""
        matching = [rowid for rowid, row in self.rows.items()
                    if all(row[c] == v for c, v in self._checked(values).items())]
        for rowid in matching:
            row = self.rows[rowid]
            self._remove(rowid)
            journal.undo.append(partial(self._restore, rowid, row))

    def update_where(self, predicate: Callable[[Record], bool],
                     changes: Callable[[Record], Mapping[str, Any]], journal: Journal,
                     at: tuple[Any, ...] | None = None) -> int:
        """UPDATE ... SET `changes` WHERE `predicate` (among the rows whose primary key is `at`,
        when given); how many rows changed."""
        if at is None:
            chosen = list(self.rows)
        else:
            found = self._index[0].get(at)
            chosen = [] if found is None else [found]
        matching = [rowid for rowid in chosen if predicate(self.rows[rowid])]
        for rowid in matching:
            self.update(rowid, changes(self.rows[rowid]), journal)
        return len(matching)

    def _complete(self, values: Mapping[str, Any]) -> Record:
        given = self._checked(values)
        row: Record = {c: given.get(c, None if d is _REQUIRED else d)
                       for c, d in self.shape.columns.items()}
        if self.shape.serial is not None and row[self.shape.serial] is None:
            row[self.shape.serial] = next(self._serial)
        missing = [c for c in self.shape.required() if row[c] is None]
        if missing:
            raise InvalidRow(f"a {self.name} row needs {', '.join(missing)}")
        return row

    def _checked(self, values: Mapping[str, Any]) -> Record:
        unknown = [c for c in values if c not in self.shape.columns]
        if unknown:
            raise InvalidRow(f"table {self.name} has no column {', '.join(unknown)}")
        return {c: stored_value(v) for c, v in values.items()}

    def _key_named(self, columns: tuple[str, ...]) -> tuple[str, ...]:
        for key in self.shape.keys:
            if set(key) == set(columns):
                return key
        raise InvalidRow(f"table {self.name} has no unique key ({', '.join(columns)})")

    def _claim_keys(self, row: Record, rowid: int | None) -> None:
        for key, index in zip(self.shape.keys, self._index):
            values = tuple(row[c] for c in key)
            holder = index.get(values)
            if holder is not None and holder != rowid and None not in values:
                raise InvalidRow(f"a {self.name} row with this ({', '.join(key)}) exists")

    def _index_row(self, rowid: int, row: Record) -> None:
        for key, index in zip(self.shape.keys, self._index):
            values = tuple(row[c] for c in key)
            if None not in values:  # NULLs are never equal: they take no place in a key
                index[values] = rowid

    def _unindex_row(self, rowid: int, row: Record) -> None:
        for key, index in zip(self.shape.keys, self._index):
            values = tuple(row[c] for c in key)
            if index.get(values) == rowid:
                del index[values]

    def _remove(self, rowid: int) -> None:
        self._unindex_row(rowid, self.rows.pop(rowid))

    def _restore(self, rowid: int, row: Record) -> None:
        if rowid in self.rows:
            self._unindex_row(rowid, self.rows[rowid])
        self.rows[rowid] = row
        self._index_row(rowid, row)


@dataclass(frozen=True)
class Recorded:
    """An event as the memory log keeps it: payload, metadata and secret as JSON text, so each
    read decodes a copy of its own, as a read from a database does."""

    game_id: str
    version: int
    position: int
    event_id: str
    type: str
    schema_version: int
    payload: bytes
    metadata: bytes
    recorded_at: datetime
    secret: bytes | None

    def stored(self, with_secrets: bool) -> StoredEvent:
        secret = orjson.loads(self.secret) if with_secrets and self.secret is not None else None
        return StoredEvent(self.event_id, self.game_id, self.version, self.position, self.type,
                           self.schema_version, orjson.loads(self.payload),
                           orjson.loads(self.metadata), self.recorded_at, secret)

    def columns(self) -> Record:
        """The event as a row of the SQL stores' `events` table."""
        return {"game_id": self.game_id, "version": self.version, "position": self.position,
                "event_id": self.event_id, "type": self.type,
                "schema_version": self.schema_version, "payload": self.payload.decode(),
                "metadata": self.metadata.decode(), "recorded_at": self.recorded_at}


def position_of(event: Recorded) -> int:
    return event.position


class MemoryDatabase:
    """The log (each game's events in version order, and all of them in position order) and the
    tables, under `lock`; `append_lock` serialises appends."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.append_lock = threading.Lock()
        self.games: dict[str, list[Recorded]] = {}
        self.log: list[Recorded] = []
        self.last_position = 0
        self.tables = {name: Table(name, shape) for name, shape in SHAPES.items()}

    def table(self, name: str) -> Table:
        if name not in self.tables:
            raise InvalidRow(f"there is no table {name!r}")
        return self.tables[name]

    def version(self, game_id: str) -> int:
        return len(self.games.get(game_id, ()))

    def allocate(self, count: int) -> tuple[int, ...]:
        self.last_position += count
        return tuple(range(self.last_position - count + 1, self.last_position + 1))

    def add(self, event: Recorded) -> None:
        self.games.setdefault(event.game_id, []).append(event)
        # Commits normally come in position order; without serialised appends a late one
        # takes its place among the positions after it.
        bisect.insort(self.log, event, key=position_of)

    def write(self, rows: Sequence[Row], journal: Journal) -> None:
        """Write `rows` as the SQL stores do: delete, insert, or insert-or-update."""
        for row in rows:
            table = self.table(row.table)
            if row.delete:
                table.delete(row.values, journal)
            elif row.conflict:
                table.upsert(row.values, row.conflict, journal)
            else:
                table.insert(row.values, journal)

    @contextmanager
    def atomic(self) -> Iterator[Journal]:
        """Hold the lock; undo every change journalled if the block fails."""
        with self.lock:
            journal = Journal()
            try:
                yield journal
            except BaseException:
                journal.rollback()
                raise

    def queryable(self) -> dict[str, Iterable[Record]]:
        """What `fetch` reads: the tables, and the log as the SQL stores' `events` and
        `event_secrets` tables (made only if the query reads them)."""
        return {**self.tables, "events": _Rows(lambda: [e.columns() for e in self.log]),
                "event_secrets": _Rows(lambda: [
                    {"game_id": e.game_id, "version": e.version, "secret": e.secret.decode()}
                    for e in self.log if e.secret is not None])}


class _Rows:
    """A table's rows made when a query reads them."""

    def __init__(self, make: Callable[[], list[Record]]) -> None:
        self.make = make

    def __iter__(self) -> Iterator[Record]:
        return iter(self.make())
