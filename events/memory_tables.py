"""The tables of the in-memory store: rows kept as dicts, with the columns, unique keys and
defaults the SQL migrations give them (events/migrations/), so a Row an append writes lands as it
would in a database, and a row the database would refuse is refused
(tests/events/test_memory_store.py holds the shapes equal to the migrated SQLite schema).

Values are kept as the SQLite store keeps them: a JSON document (a dict or a list) as its
key-sorted text, a time as an aware UTC datetime (where SQLite keeps the ISO text), anything else
as given. A change to several rows is journalled, so a failed append, or a timer closed with
rows one of which is refused, leaves every table as it was.
"""
from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from datetime import datetime, timezone
from functools import partial
from typing import Any, Callable, Iterator, Mapping

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
# notification call writes; the log's own events are kept apart (events/memory.py).
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
