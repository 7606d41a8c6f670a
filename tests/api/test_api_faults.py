"""Small faults a first-time client author found: one code for staleness, the layout before the
start, and an empty create request."""
from __future__ import annotations

import random

from api_table import open_table, play_randomly


def test_a_stale_version_from_before_the_start_is_stale_not_game_not_started(client):
    table = open_table(client, seats=3)
    seat = table.pending_seat()
    for expected in (2, 3):
        answer = table.post("/choices", {"expected_version": expected, "choice": {"act": "end_turn"}}, seat)
        problem = answer.get_json()
        assert answer.status_code == 409 and problem["code"] == "stale_version", problem
        version = table.get("/view").get_json()["version"]
        assert problem["detail"] == f"The game is at version {version}, not {expected}."


def test_a_finished_game_answers_a_stale_version_in_the_same_words(client):
    table = open_table(client, seats=3)
    play_randomly(table, random.Random(5))
    version = table.get("/view").get_json()["version"]
    answer = table.post("/choices", {"expected_version": 2, "choice": {"act": "end_turn"}}, "seat1")
    assert answer.status_code == 409 and answer.get_json()["code"] == "stale_version"
    assert answer.get_json()["detail"] == f"The game is at version {version}, not 2."


def test_a_lobby_shows_the_layout_it_will_use(client):
    made = client.post("/v1/games", json={"seats": 3}).get_json()
    assert made["game"]["layout"] == "3p"
    four = client.post("/v1/games", json={"seats": 4, "layout": "4p_east3_west5"}).get_json()
    assert client.get(f"/v1/games/{four['game']['game_id']}").get_json()["layout"] == "4p_east3_west5"


def test_creating_a_game_needs_a_body_and_an_empty_object_takes_the_defaults(client):
    missing = client.post("/v1/games")
    assert missing.status_code == 400 and missing.get_json()["code"] == "body_required"
    before = client.get("/v1/games").get_json()["games"]
    assert before == []
    made = client.post("/v1/games", json={})
    assert made.status_code == 201 and len(made.get_json()["game"]["seats"]) == 4
