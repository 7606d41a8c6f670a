"""The lobby listing: games from the `games` read model, newest first, by cursor."""
from __future__ import annotations

from datetime import datetime
from typing import Any, Sequence, TypedDict

from events.ports import ReadModels
from play.errors import InvalidCursor

_COLUMNS = ("game_id, name, status, visibility, sandbox, seat_count, open_seats, layout, version,"
            " phase, round, pending, result, summary, created_at, updated_at")


# Where a page starts: the (created_at, game_id) of the game before it.
Cursor = tuple[str, str]


class GameColumns(TypedDict):
    """The columns of a `games` row every listing shows, decoded (times as ISO text)."""

    game_id: str
    name: str
    status: str
    visibility: str
    sandbox: bool
    seat_count: int
    open_seats: int
    layout: str
    version: int
    phase: str | None
    round: int | None
    pending: list[dict[str, Any]]
    result: dict[str, Any] | None
    created_at: str
    updated_at: str


class ListedGame(GameColumns):
    """A game in the lobby listing: its row and its seats."""

    seats: list[dict[str, Any]]


def list_games(store: ReadModels, status: str | None, token_hash: str | None,
               cursor: Cursor | None, limit: int) -> tuple[list[ListedGame], Cursor | None]:
    """A page of games and the cursor (created_at, game_id) of the next page, if any."""
    where, params = _filters(status, token_hash, cursor, store)
    rows = store.fetch(f"SELECT {_COLUMNS} FROM games WHERE {' AND '.join(where)}"
                       " ORDER BY created_at DESC, game_id DESC LIMIT %s", [*params, limit + 1])
    games = [_item(store, row) for row in rows[:limit]]
    more = len(rows) > limit
    return games, ((games[-1]["created_at"], games[-1]["game_id"]) if more else None)


def _filters(status: str | None, token_hash: str | None, cursor: Cursor | None,
             store: ReadModels) -> tuple[list[str], list[Any]]:
    where: list[str] = ["1 = 1"]
    params: list[Any] = []
    if token_hash is not None:
        where.append("game_id IN (SELECT game_id FROM seats WHERE token_hash = %s"
                     " UNION SELECT game_id FROM hosts WHERE token_hash = %s)")
        params += [token_hash, token_hash]
    else:
        where.append("visibility = 'public'")
    if status is not None:
        where.append("status = %s")
        params.append(status)
    if cursor is not None:
        where.append("(created_at < %s OR (created_at = %s AND game_id < %s))")
        at = _cursor_time(store, cursor[0])
        params += [at, at, cursor[1]]
    return where, params


def _cursor_time(store: ReadModels, text: str) -> object:
    try:
        return store.encode_time(datetime.fromisoformat(text))
    except (ValueError, TypeError):
        raise InvalidCursor() from None


def _item(store: ReadModels, row: Sequence[Any]) -> ListedGame:
    (game_id, name, status, visibility, sandbox, seat_count, open_seats, layout, version, phase,
     round_, pending, result, summary, created_at, updated_at) = row
    summary = store.json_value(summary)
    return {"game_id": game_id, "name": name, "status": status, "visibility": visibility,
            "sandbox": bool(sandbox), "seat_count": seat_count, "open_seats": open_seats,
            "layout": layout, "version": version, "phase": phase, "round": round_,
            "pending": store.json_value(pending), "result": store.json_value(result),
            "seats": summary["seats"], "created_at": store.time_value(created_at).isoformat(),
            "updated_at": store.time_value(updated_at).isoformat()}
