"""What accounts show of their games: a person's profile and the leaderboard.

Ratings are computed on read from the log (`play.ratings`, the same fold `cthulhu-wars ratings
rebuild` prints), with seats named by the accounts holding them and bots as `bot:<level>` (the
leaderboard's anchors: their levels play the same way in every game). The fold reads every
event once, so a read costs time in proportion to the log; a read model kept by the tailers is
the step to take when that shows.

The leaderboard names an account by the name it chose (none yet: `Player <first six of its id>`),
never by its address.
"""
from __future__ import annotations

from collections import defaultdict
from typing import Any, Mapping

from events import EventStore
from play import accounts, ratings

BOT_PREFIX = "bot:"


def rated(store: EventStore) -> dict[str, ratings.Rating]:
    return ratings.rate(ratings.finished_games(store), accounts.seat_holders(store))


def leaderboard(store: EventStore, limit: int = 100) -> list[dict[str, Any]]:
    """The rated identities, best first (by the cautious `ordinal`)."""
    names = {f"account:{r[0]}": r[1] for r in store.fetch(
        "SELECT account_id, name FROM accounts")}
    rows = [{"identity": row["identity"], "name": _name(row["identity"], names),
             "rating": row["mu"], "uncertainty": row["sigma"], "ordinal": row["ordinal"],
             "games": row["games"], "bot": row["identity"].startswith(BOT_PREFIX)}
            for row in ratings.table(rated(store))
            if row["identity"] in names or row["identity"].startswith(BOT_PREFIX)]
    return rows[:limit]


def _name(identity: str, names: Mapping[str, str]) -> str:
    if identity.startswith(BOT_PREFIX):
        return f"Bot ({identity[len(BOT_PREFIX):]})"
    return names.get(identity) or f"Player {identity.split(':', 1)[1][:6]}"


def profile(store: EventStore, account: accounts.Account) -> dict[str, Any]:
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
    mine = rated(store).get(account.identity)
    return {"name": account.name, "identity": account.identity, "playing": playing,
            "finished": finished, "record": dict(sorted(record.items())),
            "rating": None if mine is None else {
                "rating": round(mine.mu, 3), "uncertainty": round(mine.sigma, 3),
                "ordinal": round(mine.ordinal, 3), "games": mine.games}}
