"""Rebuilding the projections from position 0 of the log, and comparing them with the live ones.

Every projection the service keeps is a fold of the log (docs/architecture.md section 4): the `games`,
`seats` and `hosts` rows written in each append transaction, and each game's state as the loader
serves it (the cache, else the latest snapshot plus the events after it). `check` folds every
event of `store.read_all` into fresh structures in memory, computes the rows with the same
function the append uses (`play.model.rows.read_model_rows`), and compares both with the live
ones. Nothing is written, except the snapshots the loader itself writes as it loads.

The check may run while games are played. Live rows are read after the fold, then the fold
catches up with the log, so every row read is at or behind the fold. A game whose row is behind
(it moved on during the check) is compared at the row's version, folded from its own events; a
difference is reported only if it is still there when that game is read again.
"""
from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Callable, Iterable, Literal, TypedDict

from events import EventStore, Row, StoredEvent
from events.store import dumps
from play.model import game as model
from play.model.game import Game
from play.model.loader import GameLoader
from play.model.rows import read_model_rows

PAGE = 2000
RECHECKS = 3
TABLES = ("games", "seats", "hosts")
_KEYS = {"games": ("game_id",), "seats": ("game_id", "seat"), "hosts": ("token_hash",)}
# Columns read when no rebuilt row shows a table's columns (an empty log): enough to name the
# game of every row found, each of which is then a difference.
_MINIMAL = {"games": ["game_id"], "seats": ["game_id", "seat"],
            "hosts": ["token_hash", "game_id"]}


# A read-model row's table and key columns: ("games", game_id), ("seats", game_id, seat) or
# ("hosts", token_hash).
Key = tuple[str, ...]
# A row's columns, decoded into plain comparable data.
Values = dict[str, Any]
# How a column is decoded: "json", "time" or "bool" (absent: as read).
Kind = Literal["json", "time", "bool"]


class MissingRow(TypedDict):
    """A row only one side has."""

    row: list[str]
    rebuilt: bool
    live: bool


class UnequalRow(TypedDict):
    """A row both sides have, with the columns that differ."""

    row: list[str]
    columns: list[str]


class RowsDiffer(TypedDict):
    """A game whose rows differ from their rebuild, still after rechecking."""

    game_id: str
    kind: Literal["rows"]
    rows: list[MissingRow | UnequalRow]


class StateDiffers(TypedDict):
    """A game the loader serves otherwise than the fold has it."""

    game_id: str
    kind: Literal["state"]
    version: int
    fields: list[str]


Difference = RowsDiffer | StateDiffers


@dataclass
class Columns:
    """The columns read of each table, and how to decode those that need it."""

    names: dict[str, list[str]]
    kinds: dict[str, dict[str, Kind]]


@dataclass
class Folded:
    """Every game folded from the log, up to `position`."""

    games: dict[str, Game] = field(default_factory=dict)
    events: int = 0
    position: int = 0
    seconds: float = 0.0


@dataclass
class Report:
    events: int
    position: int
    fold_seconds: float
    compare_seconds: float
    games: int
    rows: dict[str, int]
    statuses: dict[str, int]
    rechecked: int
    differences: list[Difference]

    @property
    def equal(self) -> bool:
        return not self.differences

    @property
    def events_per_second(self) -> float:
        return self.events / self.fold_seconds if self.fold_seconds else 0.0

    def as_dict(self, limit: int = 20) -> dict[str, Any]:
        return {"equal": self.equal, "events": self.events, "position": self.position,
                "fold_seconds": round(self.fold_seconds, 3),
                "events_per_second": round(self.events_per_second, 1),
                "compare_seconds": round(self.compare_seconds, 3), "games": self.games,
                "rows": self.rows, "statuses": self.statuses, "rechecked": self.rechecked,
                "differences": len(self.differences),
                "first_differences": self.differences[:limit]}


# ---- folding ----------------------------------------------------------------------------------

def fold_log(store: EventStore, folded: Folded | None = None, page: int = PAGE) -> Folded:
    """Fold every event after `folded.position` (default: from position 0) into `folded`."""
    folded = folded or Folded()
    started = time.perf_counter()
    while True:
        batch = store.read_all(after_position=folded.position, limit=page, with_secrets=True)
        for event in batch:
            before = folded.games.get(event.game_id)
            folded.games[event.game_id] = model.apply(before, event, _resolver(store, event))
        folded.events += len(batch)
        if len(batch) < page:
            break
        folded.position = batch[-1].position
    if batch:
        folded.position = batch[-1].position
    folded.seconds += time.perf_counter() - started
    return folded


def _resolver(store: EventStore, event: StoredEvent) -> Callable[[int], Game]:
    """An undo needs its game at an earlier version: folded again from that game's own events,
    so the fold never keeps every version of every game."""
    return lambda version: fold_game(store, event.game_id, version)


def fold_game(store: EventStore, game_id: str, version: int) -> Game:
    """One game at `version`, folded from its first event (no snapshot, no cache)."""
    game: Game | None = None
    states: dict[int, Game] = {}

    def resolve(target: int) -> Game:
        return states[target] if target in states else fold_game(store, game_id, target)

    for event in store.read(game_id, upto_version=version, with_secrets=True):
        game = model.apply(game, event, resolve)
        states[event.version] = game
    if game is None or game.version != version:
        raise LookupError(f"{game_id} has no version {version}")
    return game


# ---- rows -------------------------------------------------------------------------------------

def rows_of(game: Game) -> list[Row]:
    """The read-model rows of a game as its appends leave them (every seat, the host)."""
    return read_model_rows(game, None)


def keyed(rows: Iterable[Row]) -> dict[Key, Values]:
    return {(row.table, *(row.values[k] for k in _KEYS[row.table])): _plain(dict(row.values))
            for row in rows}


def _plain(values: dict[str, Any]) -> dict[str, Any]:
    """Values as comparable plain data: JSON documents through their stored text form."""
    return {k: json.loads(dumps(v)) if isinstance(v, (dict, list, tuple)) else v
            for k, v in values.items()}


def live_rows(store: EventStore, columns: Columns, game_id: str | None = None
              ) -> dict[Key, Values]:
    """The live rows of the read-model tables (of one game, or all), decoded like `keyed`."""
    found: dict[Key, Values] = {}
    for table in TABLES:
        names = columns.names[table]
        where, params = ("WHERE game_id = %s", [game_id]) if game_id else ("", [])
        for values in store.fetch(f"SELECT {', '.join(names)} FROM {table} {where}", params):
            row = _decoded(store, dict(zip(names, values)), columns.kinds[table])
            found[(table, *(row[k] for k in _KEYS[table]))] = row
    return found


def _decoded(store: EventStore, row: dict[str, Any], types: dict[str, Kind]) -> Values:
    out: Values = {}
    for name, value in row.items():
        kind = types.get(name)
        if value is None:
            out[name] = None
        elif kind == "json":
            out[name] = json.loads(dumps(store.json_value(value)))
        elif kind == "time":
            out[name] = store.time_value(value)
        elif kind == "bool":
            out[name] = bool(value)
        else:
            out[name] = value
    return out


def column_types(sample: list[Row]) -> Columns:
    """Column names and how to decode them, learned from rows `read_model_rows` made."""
    columns = Columns({table: list(names) for table, names in _MINIMAL.items()},
                      {t: {} for t in TABLES})
    for row in sample:
        columns.names[row.table] = list(row.values)
        for name, value in row.values.items():
            kind = _kind(value)
            if kind:
                columns.kinds[row.table][name] = kind
    return columns


def _kind(value: Any) -> Kind | None:
    if isinstance(value, (dict, list, tuple)):
        return "json"
    if isinstance(value, datetime):
        return "time"
    if isinstance(value, bool):
        return "bool"
    return None


# ---- comparing --------------------------------------------------------------------------------

def check(store: EventStore, loader: GameLoader, page: int = PAGE) -> Report:
    """Rebuild every projection from position 0 and compare it with the live one."""
    folded = fold_log(store, page=page)
    started = time.perf_counter()
    columns = column_types(_sample_rows(folded))
    live = live_rows(store, columns)
    fold_log(store, folded, page)  # catch up: the fold is now at or ahead of every row read
    expected: dict[Key, Values] = {}
    for game in folded.games.values():
        expected.update(keyed(rows_of(game)))
    suspects = _row_differences(expected, live)
    rechecked = len(suspects)
    differences: list[Difference] = [d for game_id in sorted(suspects)
                                     if (d := _recheck(store, columns, game_id, folded))]
    differences += _state_differences(folded, loader)
    rows = {table: sum(1 for key in expected if key[0] == table) for table in TABLES}
    statuses: dict[str, int] = {}
    for game in folded.games.values():
        statuses[game.status] = statuses.get(game.status, 0) + 1
    return Report(folded.events, folded.position, folded.seconds,
                  time.perf_counter() - started, len(folded.games), rows, statuses, rechecked,
                  differences)


def _sample_rows(folded: Folded) -> list[Row]:
    """Rows with every column typed: a game of each status, so nullable columns get a value."""
    by_status: dict[str, Game] = {}
    for game in folded.games.values():
        by_status.setdefault(game.status, game)
    return [row for game in by_status.values() for row in rows_of(game)]


def _row_differences(expected: dict[Key, Values], live: dict[Key, Values]) -> set[str]:
    """Games with a row missing, extra or unequal (a host row is the game's too)."""
    suspects = set()
    for key in expected.keys() | live.keys():
        if expected.get(key) != live.get(key):
            row = expected.get(key) or live[key]
            suspects.add(row["game_id"])
    return suspects


def _recheck(store: EventStore, columns: Columns, game_id: str,
             folded: Folded) -> RowsDiffer | None:
    """Compare one game's rows again, at the version its live games row has; None if equal."""
    for _ in range(RECHECKS):
        live = live_rows(store, columns, game_id)
        version = next((r["version"] for k, r in live.items() if k[0] == "games"), None)
        game = folded.games.get(game_id)
        if game is not None and version is not None and version != game.version:
            try:
                game = fold_game(store, game_id, version)
            except LookupError:
                game = folded.games[game_id]
        expected = keyed(rows_of(game)) if game is not None else {}
        if expected == live:
            return None
    return {"game_id": game_id, "kind": "rows", "rows": _diff(expected, live)}


def _diff(expected: dict[Key, Values], live: dict[Key, Values]) -> list[MissingRow | UnequalRow]:
    out: list[MissingRow | UnequalRow] = []
    for key in sorted(expected.keys() | live.keys(), key=str):
        want, got = expected.get(key), live.get(key)
        if want == got:
            continue
        if want is None or got is None:
            out.append({"row": _shown(key), "rebuilt": want is not None,
                        "live": got is not None})
            continue
        columns = sorted(c for c in want.keys() | got.keys() if want.get(c) != got.get(c))
        out.append({"row": _shown(key), "columns": columns})
    return out


def _shown(key: Key) -> list[str]:
    # A hosts row is keyed by a token's hash: a report names only its table.
    return ["hosts"] if key[0] == "hosts" else list(key)


def _state_differences(folded: Folded, loader: GameLoader) -> list[Difference]:
    """Each game as the loader serves it at the fold's version, against the fold."""
    differences: list[Difference] = []
    for game_id, game in sorted(folded.games.items()):
        loaded = loader.load(game_id, game.version)
        want, got = model.to_document(game), model.to_document(loaded)
        if dumps(want) != dumps(got):
            fields = sorted(k for k in want.keys() | got.keys()
                            if dumps(want.get(k)) != dumps(got.get(k)))
            differences.append({"game_id": game_id, "kind": "state", "version": game.version,
                                "fields": fields})
    return differences
