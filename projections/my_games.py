"""The games of many tokens at once: what a client's "my games" page lists, in one read.

A client holds one seat or host token per game (tokens are per game). `games_of_tokens` finds the
game of every token by its hash in one query over the `seats`, `hosts` and `games` read models
(and the seat tokens a signed-in browser was given for its account's seats, play.accounts),
so a list of fifty games costs one read, not fifty. The board digest each `games` row carries
(`play.model.rows.listing_extras`, written in the append transaction) holds only public facts: the Doom track,
how many units of each faction stand in each Area, and who controls each Gate.
"""
from __future__ import annotations

from typing import Any, Mapping, Sequence, TypedDict

from events.ports import ReadModels
from projections.listing import GameColumns

_COLUMNS = ("g.game_id, g.name, g.status, g.visibility, g.sandbox, g.seat_count, g.open_seats,"
            " g.layout, g.version, g.phase, g.round, g.pending, g.result, g.summary,"
            " g.created_at, g.updated_at")


class TokenGame(GameColumns):
    """A token's game as `games_of_tokens` reads it: its row, with the whole summary."""

    summary: dict[str, Any]


class TokenMatch(TypedDict):
    """What a token is: a seat's (`seat`) or the host's, and its game."""

    seat: str | None
    host: bool
    game: TokenGame


def games_of_tokens(store: ReadModels, hashes: Sequence[str]) -> dict[str, TokenMatch]:
    """token hash -> {"seat": seat or None, "host": bool, "game": the game's row}, for every
    hash that is a seat or host token of some game; other hashes are simply absent."""
    if not hashes:
        return {}
    marks = ", ".join(["%s"] * len(hashes))
    rows = store.fetch(
        f"SELECT s.token_hash, s.seat, {_COLUMNS} FROM seats s JOIN games g"
        f" ON g.game_id = s.game_id WHERE s.token_hash IN ({marks})"
        f" UNION ALL SELECT h.token_hash, NULL, {_COLUMNS} FROM hosts h JOIN games g"
        f" ON g.game_id = h.game_id WHERE h.token_hash IN ({marks})"
        # A browser's token for a seat its account holds (play.accounts), while it still does.
        f" UNION ALL SELECT t.token_hash, t.seat, {_COLUMNS} FROM account_seat_tokens t"
        f" JOIN account_sessions ss ON ss.session_hash = t.session_hash"
        f" JOIN account_seats a ON a.game_id = t.game_id AND a.seat = t.seat"
        f" AND a.account_id = ss.account_id"
        f" JOIN seats s ON s.game_id = a.game_id AND s.seat = a.seat"
        f" AND s.token_hash = a.token_hash"
        f" JOIN games g ON g.game_id = t.game_id WHERE t.token_hash IN ({marks})",
        [*hashes, *hashes, *hashes])
    found: dict[str, TokenMatch] = {}
    for token_hash, seat, *game in rows:
        found[token_hash] = {"seat": seat, "host": seat is None, "game": _row(store, game)}
    return found


def _row(store: ReadModels, row: Sequence[Any]) -> TokenGame:
    (game_id, name, status, visibility, sandbox, seat_count, open_seats, layout, version, phase,
     round_, pending, result, summary, created_at, updated_at) = row
    return {"game_id": game_id, "name": name, "status": status, "visibility": visibility,
            "sandbox": bool(sandbox), "seat_count": seat_count, "open_seats": open_seats,
            "layout": layout, "version": version, "phase": phase, "round": round_,
            "pending": store.json_value(pending), "result": store.json_value(result),
            "summary": store.json_value(summary),
            "created_at": store.time_value(created_at).isoformat(),
            "updated_at": store.time_value(updated_at).isoformat()}


def has_extras(summary: Mapping[str, Any]) -> bool:
    """Whether a row was written with `listing_extras` (rows written before it was kept lack it)."""
    return "board" in summary and "clocks" in summary
