"""An import reads every event of its document as the log's own readers would: each payload
through its type's schema (the service's events with their fields' types, the engine's by its
codec). A document with an event they could not read back is refused whole, at that event, and
nothing is written: a game holding one would answer every later read of its log with a 500."""
from __future__ import annotations

import copy
import random

import pytest

from api_table import Table


@pytest.fixture
def with_undo(client) -> dict:
    """A sandbox's export to its host, with a seat's undo of its own latest choice in it."""
    created = client.post("/v1/games", json={"seats": 3, "sandbox": True}).get_json()
    table = Table(client, created["game"]["game_id"], created["host_token"],
                  created["seat_tokens"])
    rng = random.Random(4)
    for n in range(40):
        seat = table.pending_seat()
        listed = table.get("/options", seat).get_json()
        made = table.post("/choices", {"expected_version": listed["version"],
                                       "choice": rng.choice(listed["options"])["choice"]}, seat)
        drew = any(e["type"] in ("DiceRolled", "ElderSignDrawn")
                   for e in made.get_json()["events"])
        if n > 10 and not drew and table.post("/undo", {"expected_version": table.version()},
                                               seat).status_code == 200:
            break
    document = client.get(table.url("/export"),
                          headers={"Authorization": f"Bearer {table.host}"}).get_json()
    assert any(e["type"] == "UndoApplied" for e in document["events"])
    return document


def _first(document: dict, type_name: str) -> dict:
    return next(e for e in document["events"] if e["type"] == type_name)


def _import(client, document: dict):
    return client.post("/v1/games/import", json={"document": document})


def test_the_document_with_its_undo_imports_and_its_log_reads_back(client, with_undo):
    imported = _import(client, with_undo)
    assert imported.status_code == 201, imported.get_json()
    game = imported.get_json()["game"]["game_id"]
    assert client.get(f"/v1/games/{game}/events?limit=500").status_code == 200


@pytest.mark.parametrize("type_name, field, value", [
    ("UndoApplied", "seat", {"x": 1}),
    ("UndoApplied", "seat", "seat9"),
    ("UndoApplied", "free", "yes"),
    ("ChoiceMade", "by", ["bot"]),
    ("SeatClaimed", "name", 5),
    ("GameOpened", "sandbox", "true"),
    ("GameCreated", "seats", "all"),
])
def test_an_import_with_a_payload_its_readers_cannot_read_back_is_refused_at_that_event(
        client, with_undo, type_name, field, value):
    document = copy.deepcopy(with_undo)
    forged = _first(document, type_name)
    forged["payload"][field] = value
    before = client.get("/v1/games").get_json()["games"]
    refused = _import(client, document)
    problem = refused.get_json()
    assert refused.status_code == 422 and problem["code"] == "invalid_document", problem
    assert problem["version"] == forged["version"], problem
    assert client.get("/v1/games").get_json()["games"] == before


@pytest.mark.parametrize("faction", [None, "", 7])
def test_an_import_whose_seat_names_no_faction_is_refused_not_dealt_one(client, faction):
    created = client.post("/v1/games", json={"seats": 3, "sandbox": True}).get_json()
    document = client.get(f"/v1/games/{created['game']['game_id']}/export",
                          headers={"Authorization": f"Bearer {created['host_token']}"}).get_json()
    document["game"]["seats"][1]["faction"] = faction  # a game replays as it was dealt
    before = client.get("/v1/games").get_json()["games"]
    refused = _import(client, document)
    problem = refused.get_json()
    assert refused.status_code == 422 and problem["code"] == "invalid_document"
    assert problem["detail"] == "The document lists no seats with factions."  # before any replay
    assert client.get("/v1/games").get_json()["games"] == before
