"""Names (a game's, a player's) hold no control characters, wherever a name is given, imports
included: a line break in a name would break every email header that shows it."""
from __future__ import annotations

import random

import pytest

from api_table import Table

BROKEN = ["Friday\r\nBcc: all@example.com", "tab\tbed", "bell\x07", "next\x85line", "sep\u2028"]


@pytest.fixture
def sandbox_export(client) -> dict:
    """An unfinished sandbox's export, as its host receives it, a few choices in."""
    created = client.post("/v1/games", json={"seats": 3, "sandbox": True,
                                             "name": "Friday game"}).get_json()
    table = Table(client, created["game"]["game_id"], created["host_token"],
                  created["seat_tokens"])
    rng = random.Random(2)
    for _ in range(12):
        seat = table.pending_seat()
        listed = table.get("/options", seat).get_json()
        table.post("/choices", {"expected_version": listed["version"],
                                "choice": rng.choice(listed["options"])["choice"]}, seat)
    return client.get(table.url("/export"),
                      headers={"Authorization": f"Bearer {table.host}"}).get_json()


def _games(client) -> list:
    return client.get("/v1/games?limit=100").get_json()["games"]


def _refused(answer, code: str) -> dict:
    problem = answer.get_json()
    assert answer.status_code == 422 and problem["code"] == code, problem
    return problem


@pytest.mark.parametrize("name", BROKEN)
def test_a_game_name_with_a_control_character_is_refused(client, name):
    before = _games(client)
    _refused(client.post("/v1/games", json={"seats": 3, "name": name}), "validation_error")
    assert _games(client) == before


@pytest.mark.parametrize("name", BROKEN)
def test_a_player_name_with_a_control_character_is_refused(client, name):
    created = client.post("/v1/games", json={"seats": 3}).get_json()
    game = created["game"]["game_id"]
    _refused(client.post(f"/v1/games/{game}/seats/seat1", json={"name": name}),
             "validation_error")
    assert client.get(f"/v1/games/{game}").get_json()["open_seats"] == 3


def test_an_import_named_with_a_control_character_is_refused(client, sandbox_export):
    before = _games(client)
    for name in BROKEN:
        _refused(client.post("/v1/games/import", json={"document": sandbox_export,
                                                       "name": name}), "validation_error")
        document = {**sandbox_export, "game": {**sandbox_export["game"], "name": name}}
        problem = _refused(client.post("/v1/games/import", json={"document": document}),
                           "invalid_document")
        assert "control characters" in problem["detail"]
    assert _games(client) == before


def test_an_import_obeys_the_limits_of_a_new_game(client, sandbox_export):
    before = _games(client)
    long = {**sandbox_export, "game": {**sandbox_export["game"], "name": "n" * 200_000}}
    problem = _refused(client.post("/v1/games/import", json={"document": long}),
                       "invalid_document")
    assert "1 to 100 characters" in problem["detail"]
    unknown = {**sandbox_export, "game": {**sandbox_export["game"], "seats": [
        {**s, "faction": "no_such_faction"} for s in sandbox_export["game"]["seats"]]}}
    problem = _refused(client.post("/v1/games/import", json={"document": unknown}),
                       "invalid_document")
    assert "factions" in problem["errors"]
    script = {**sandbox_export, "game": {**sandbox_export["game"], "dice_script": [1] * 10_001}}
    problem = _refused(client.post("/v1/games/import", json={"document": script}),
                       "invalid_document")
    assert "dice_script" in problem["errors"]
    assert _games(client) == before


def test_an_imported_game_is_named_after_the_original_within_a_game_names_length(
        client, sandbox_export):
    near = {**sandbox_export, "game": {**sandbox_export["game"], "name": "m" * 100}}
    imported = client.post("/v1/games/import", json={"document": near})
    assert imported.status_code == 201, imported.get_json()
    name = imported.get_json()["game"]["name"]
    assert len(name) == 100 and name.startswith("Import of mmm") and name.endswith("\u2026")
