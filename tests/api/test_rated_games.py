"""Rated games over the API, on both run modes: `rated` is recorded in the game's options and
shown in its summary, a sandbox cannot be rated, and the ratings folded from the log count the
rated games that ended, with their placement."""
from __future__ import annotations

import json
import random

from click.testing import CliRunner

from api_table import open_table, play_randomly
from play import ratings
from service.cli import main
from service.dependencies import dependencies

TWO = ["great_cthulhu", "crawling_chaos"]


def opened_options(client, game_id: str, seat_token: str) -> dict:
    events = client.get(f"/v1/games/{game_id}/events",
                        headers={"Authorization": f"Bearer {seat_token}"}).get_json()["events"]
    return next(e for e in events if e["type"] == "GameOpened")["payload"]["options"]


def test_a_rated_game_records_it_in_its_options_and_its_summary(client):
    rated = open_table(client, seats=2, factions=TWO, rated=True)
    plain = open_table(client, seats=2, factions=TWO)
    assert rated.get("").get_json()["rated"] is True
    assert plain.get("").get_json()["rated"] is False
    assert opened_options(client, rated.game_id, rated.seats["seat1"])["rated"] is True
    assert "rated" not in opened_options(client, plain.game_id, plain.seats["seat1"])


def test_a_sandbox_cannot_be_rated_and_nothing_is_created(client):
    before = client.get("/v1/games").get_json()["games"]
    refused = client.post("/v1/games", json={"seats": 2, "sandbox": True, "rated": True})
    assert refused.status_code == 422 and refused.get_json()["code"] == "sandbox_rated"
    assert refused.headers["Content-Type"] == "application/problem+json"
    assert client.get("/v1/games").get_json()["games"] == before


def test_rated_must_be_true_or_false(client):
    refused = client.post("/v1/games", json={"seats": 2, "rated": "yes"})
    assert refused.status_code == 422 and "rated" in json.dumps(refused.get_json())


def test_the_log_gives_each_rated_game_that_ended_with_its_factions_and_final_doom(client):
    rated = open_table(client, seats=2, factions=TWO, rated=True)
    play_randomly(rated, random.Random(2))
    unrated = open_table(client, seats=2, factions=TWO)
    play_randomly(unrated, random.Random(1))
    open_table(client, seats=2, factions=TWO, rated=True)  # not over
    store = dependencies(client.application).store
    (found,) = ratings.finished_games(store)
    result = rated.get("").get_json()["result"]
    assert found.game_id == rated.game_id and found.factions == dict(zip(("seat1", "seat2"), TWO))
    assert found.winners == tuple(result["winners"]) and found.reason == result["reason"]
    assert found.forfeited == frozenset() and found.bots == {}
    players = ratings.rate([found], lambda g: {seat: f"p:{seat}" for seat in g.factions})
    first = min(ratings.placement(found), key=ratings.placement(found).get)
    assert players[f"p:{first}"].mu >= max(r.mu for r in players.values())


def test_ratings_rebuild_recomputes_from_the_log_and_prints_them(client, mode):
    rated = open_table(client, seats=2, factions=TWO, rated=True)
    play_randomly(rated, random.Random(2))
    out = CliRunner().invoke(main, ["ratings", "rebuild"], env=mode)
    assert out.exit_code == 0, out.output
    answer = json.loads(out.output)
    assert answer["games"] == 1
    assert answer["ratings"] == []  # people's seats need accounts to be named; no bot played
