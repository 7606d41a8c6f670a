"""A faction may never be seated against another in a two-player game (FactionSpec.not_against:
Bubastis and Crawling Chaos, master rulebook, Bubastis): `POST /v1/games` refuses the pair with a
problem of its own, and never deals it at random."""
from __future__ import annotations


def test_a_two_player_game_of_bubastis_against_crawling_chaos_is_refused_as_factions_never_paired(client):
    answer = client.post("/v1/games", json={"seats": 2, "factions": ["bubastis", "crawling_chaos"]})
    problem = answer.get_json()
    assert answer.status_code == 422 and problem["code"] == "factions_never_paired"
    assert problem["faction"] == "bubastis" and problem["against"] == "crawling_chaos"
    assert "Bubastis is never played against Crawling Chaos" in problem["detail"]


def test_the_pair_is_allowed_with_more_players(client):
    answer = client.post("/v1/games", json={"seats": 3, "factions": ["bubastis", "crawling_chaos", "black_goat"]})
    assert answer.status_code == 201


def test_a_seat_dealt_at_random_against_bubastis_is_never_crawling_chaos(client):
    for _ in range(12):
        answer = client.post("/v1/games", json={"seats": 2, "factions": ["bubastis", None]})
        assert answer.status_code == 201
        assert "crawling_chaos" not in {s["faction"] for s in answer.get_json()["game"]["seats"]}
