"""Faction strength over the API, on both run modes: every finished game that is not a sandbox
counts each seated faction once, by seat count, with its 95% Wilson interval; games in play and
sandbox games do not count."""
from __future__ import annotations

import random

from api_table import Table, open_table, play_randomly
from bots.tournament import wilson

TWO = ["great_cthulhu", "crawling_chaos"]
THREE = ["great_cthulhu", "crawling_chaos", "yellow_sign"]


def finished(client, factions: list[str], seed: int, **spec) -> dict:
    if spec.get("sandbox"):
        made = client.post("/v1/games", json={"seats": len(factions), "factions": factions,
                                              **spec}).get_json()
        table = Table(client, made["game"]["game_id"], "", made["seat_tokens"])
    else:
        table = open_table(client, seats=len(factions), factions=factions, **spec)
    play_randomly(table, random.Random(seed))
    return table.get("").get_json()


def test_win_shares_count_each_finished_game_by_seat_count_and_leave_out_sandboxes(client):
    played = [finished(client, TWO, 2), finished(client, TWO, 1), finished(client, THREE, 3)]
    finished(client, TWO, 2, sandbox=True)
    open_table(client, seats=2, factions=TWO)  # in play: not counted
    stats = client.get("/v1/stats/factions")
    assert stats.status_code == 200, stats.get_json()
    body = stats.get_json()
    assert body["games"] == 3
    expected = {}
    for game in played:
        for seat in game["seats"]:
            key = (seat["faction"], len(game["seats"]))
            games, wins = expected.get(key, (0, 0))
            expected[key] = (games + 1, wins + (seat["faction"] in game["result"]["winners"]))
    got = {(e["faction"], e["seats"]): (e["games"], e["wins"]) for e in body["factions"]}
    assert got == expected
    for entry in body["factions"]:
        assert entry["ci95"] == list(wilson(entry["wins"], entry["games"]))
        assert entry["ci95"][0] <= entry["win_share"] <= entry["ci95"][1]
    assert [e["seats"] for e in body["factions"]] == sorted(e["seats"] for e in body["factions"])


def test_with_no_finished_game_the_stats_are_empty(client):
    assert client.get("/v1/stats/factions").get_json() == {"games": 0, "factions": []}
