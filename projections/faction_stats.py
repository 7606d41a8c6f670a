"""Faction strength: how often each faction won, by the number of seats at its table.

Read from the `games` and `seats` read models (written with every append, rebuilt from the log
by projections.rebuild): every finished game that is not a sandbox counts, each seated faction
once. A faction among several winners (a shared victory) counts a win; a game Humanity won
counts a loss for every faction. Each share comes with its 95% Wilson score interval, computed
as the bot tournament computes its own (bots.tournament.wilson).
"""
from __future__ import annotations

from collections import defaultdict
from typing import Any

from bots.tournament import wilson
from events.ports import ReadModels


def faction_stats(store: ReadModels) -> dict[str, Any]:
    """{"games": finished games counted, "factions": one entry per (faction, seat count)}, the
    entries by seat count, then by win share, highest first."""
    rows = store.fetch(
        "SELECT g.game_id, g.seat_count, g.result, s.faction FROM games g"
        " JOIN seats s ON s.game_id = g.game_id"
        " WHERE g.status = 'finished' AND g.sandbox = %s", [False])
    played: dict[tuple[str, int], int] = defaultdict(int)
    won: dict[tuple[str, int], int] = defaultdict(int)
    games = set()
    for game_id, seat_count, result, faction in rows:
        winners = (store.json_value(result) or {}).get("winners") or []
        games.add(game_id)
        played[faction, seat_count] += 1
        won[faction, seat_count] += faction in winners
    entries = [_entry(faction, seats, won[faction, seats], n)
               for (faction, seats), n in played.items()]
    entries.sort(key=lambda e: (e["seats"], -e["win_share"], e["faction"]))
    return {"games": len(games), "factions": entries}


def _entry(faction: str, seats: int, wins: int, games: int) -> dict[str, Any]:
    low, high = wilson(wins, games)
    return {"faction": faction, "seats": seats, "games": games, "wins": wins,
            "win_share": round(wins / games, 3), "ci95": [low, high]}
