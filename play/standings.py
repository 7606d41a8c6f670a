"""What accounts show of their games: a person's profile and the leaderboard.

Ratings are computed on read from the log (`play.ratings`, the same fold `cthulhu-wars ratings
rebuild` prints), with seats named by the accounts holding them and bots as `bot:<level>` (the
leaderboard's anchors: their levels play the same way in every game). A process keeps one
`Standings`: it reads only the events appended since its last read, and rates the finished
games again only when they or the accounts' holds changed; the first read of a process folds
the whole log once.

The leaderboard names an account by the name it chose (none yet: `Player <first six of its id>`),
never by its address.
"""
from __future__ import annotations

import threading
from collections import defaultdict
from typing import Any, Mapping

from events import EventStore
from play import accounts, errors, ratings

BOT_PREFIX = "bot:"


class Standings:
    """One process's ratings, brought up to date on each read (see the module's docstring)."""

    def __init__(self) -> None:
        self._games = ratings.FinishedGames()
        self._lock = threading.Lock()
        self._key: tuple[Any, ...] | None = None
        self._rated: dict[str, ratings.Rating] = {}

    def rated(self, store: EventStore) -> dict[str, ratings.Rating]:
        games = self._games.update(store)
        holds = tuple(store.fetch("SELECT COUNT(*), MAX(held_at) FROM account_seats")[0])
        key = (tuple(sorted(g.game_id for g in games)), tuple(str(v) for v in holds))
        with self._lock:
            if key != self._key:
                self._rated = ratings.rate(games, accounts.seat_holders(store))
                self._key = key
            return self._rated


def rated(store: EventStore, standings: Standings | None = None) -> dict[str, ratings.Rating]:
    return (standings or Standings()).rated(store)


def leaderboard(store: EventStore, standings: Standings | None = None,
                limit: int = 100) -> list[dict[str, Any]]:
    """The rated identities, best first (by the cautious `ordinal`)."""
    names = {f"account:{r[0]}": r[1] for r in store.fetch(
        "SELECT account_id, name FROM accounts")}
    rows = [{"identity": row["identity"], "name": _name(row["identity"], names),
             "rating": row["mu"], "uncertainty": row["sigma"], "ordinal": row["ordinal"],
             "games": row["games"], "bot": row["identity"].startswith(BOT_PREFIX)}
            for row in ratings.table(rated(store, standings))
            if row["identity"] in names or row["identity"].startswith(BOT_PREFIX)]
    return rows[:limit]


def seat_ratings(store: EventStore, game_id: str, standings: Standings | None = None) -> dict[str, dict[str, Any]]:
    """Each seat of the game whose holder is rated (an account holding it, else its bot's level),
    with that rating: what a game page shows beside the seat's name. None: there is no such game."""
    if not store.fetch("SELECT 1 FROM games WHERE game_id = %s", (game_id,)):
        raise errors.GameNotFound(game_id)
    table = rated(store, standings)
    held = {seat: "account:" + account for seat, account in store.fetch(
        "SELECT seat, account_id FROM account_seats WHERE game_id = %s", (game_id,))}
    for seat, bot in store.fetch("SELECT seat, bot FROM seats WHERE game_id = %s AND bot IS NOT NULL", (game_id,)):
        held.setdefault(seat, BOT_PREFIX + bot)
    return {seat: {"rating": round(r.mu, 3), "uncertainty": round(r.sigma, 3), "ordinal": round(r.ordinal, 3),
                   "games": r.games}
            for seat, who in sorted(held.items()) if (r := table.get(who)) is not None}


def _name(identity: str, names: Mapping[str, str]) -> str:
    if identity.startswith(BOT_PREFIX):
        return f"Bot ({identity[len(BOT_PREFIX):]})"
    return names.get(identity) or f"Player {identity.split(':', 1)[1][:6]}"


def profile(store: EventStore, account: accounts.Account,
            standings: Standings | None = None) -> dict[str, Any]:
    """The account's games in progress and finished, its record per faction and its rating."""
    rows = store.fetch(
        "SELECT g.game_id, g.name, g.status, g.result, s.seat, s.faction FROM account_seats h"
        " JOIN seats s ON s.game_id = h.game_id AND s.seat = h.seat"
        " JOIN games g ON g.game_id = h.game_id WHERE h.account_id = %s"
        " ORDER BY g.updated_at DESC, g.game_id", (account.account_id,))
    playing, finished = [], []
    record: dict[str, dict[str, int]] = defaultdict(lambda: {"played": 0, "won": 0})
    for game_id, name, status, result, seat, faction in rows:
        entry = {"game_id": game_id, "name": name, "seat": seat, "faction": faction,
                 "status": status}
        if status != "finished":
            playing.append(entry)
            continue
        winners = (store.json_value(result) or {}).get("winners") or []
        entry["won"] = faction in winners
        finished.append(entry)
        if faction:
            record[faction]["played"] += 1
            record[faction]["won"] += int(faction in winners)
    mine = rated(store, standings).get(account.identity)
    return {"name": account.name, "identity": account.identity, "playing": playing,
            "finished": finished, "record": dict(sorted(record.items())),
            "rating": None if mine is None else {
                "rating": round(mine.mu, 3), "uncertainty": round(mine.sigma, 3),
                "ordinal": round(mine.ordinal, 3), "games": mine.games}}
