"""An import is accepted only when the engine, replaying the document's choices, makes exactly
the document's events; otherwise it is refused at the first version that differs, and nothing is
left behind."""
from __future__ import annotations

import copy
import random

import pytest

from api_table import Table, choose, open_table, play_randomly


@pytest.fixture
def finished(client) -> dict:
    """A finished game's export with a Battle's dice in it (the first players' seed that fights one)."""
    for seed in range(25, 45):
        table = open_table(client, seats=3, factions=["great_cthulhu", "crawling_chaos",
                                                      "yellow_sign"])
        play_randomly(table, random.Random(seed))
        document = client.get(table.url("/export")).get_json()
        if any(e["type"] == "DiceRolled" for e in document["events"]):
            return document
    raise AssertionError("no seed from 25 to 44 gave a game with a Battle")


def _first(document: dict, type_name: str, where=lambda e: True) -> dict:
    return next(e for e in document["events"] if e["type"] == type_name and where(e))


def _bogus_phase(doc):
    event = _first(doc, "PhaseBegan")
    event["payload"]["phase"] = "bogus"
    return event


def _inserted(doc, type_name: str, payload: dict) -> dict:
    """A forged event slipped in among the events of a choice (the engine made no such one)."""
    choice = _first(doc, "ChoiceMade", lambda e: e["version"] > 40)
    index = doc["events"].index(choice)
    forged = {**copy.deepcopy(doc["events"][index - 1]), "type": type_name,
              "schema_version": 1, "payload": payload, "version": choice["version"]}
    forged.pop("secret", None)
    doc["events"].insert(index, forged)
    return forged


def _huge_doom(doc):
    return _inserted(doc, "DoomGained", {"faction": "great_cthulhu", "amount": 10 ** 15,
                                         "reason": "ritual"})


def _power_not_a_number(doc):
    return _inserted(doc, "PowerChanged", {"faction": "yellow_sign", "amount": "NaN"})


def _elder_sign_without_value(doc):
    event = _first(doc, "ElderSignDrawn")
    event.pop("secret", None)
    event["payload"].pop("value", None)
    return event


def _impossible_die(doc):
    event = _first(doc, "DiceRolled")
    event["payload"]["faces"] = [7 for _ in event["payload"]["faces"]]
    return event


def _changed_power_at_setup(doc):
    event = _first(doc, "FactionSetUp")
    event["payload"]["power"] += 1
    return event


@pytest.mark.parametrize("forge", [_bogus_phase, _huge_doom, _power_not_a_number,
                                   _elder_sign_without_value, _impossible_die,
                                   _changed_power_at_setup])
def test_an_import_whose_events_the_engine_does_not_make_is_refused_at_the_first_difference(
        client, finished, forge):
    document = copy.deepcopy(finished)
    forged = forge(document)
    before = client.get("/v1/games").get_json()["games"]
    refused = client.post("/v1/games/import", json={"document": document})
    problem = refused.get_json()
    assert refused.status_code == 422 and problem["code"] == "invalid_document", problem
    assert problem["version"] == forged["version"], problem
    assert f"Version {forged['version']}" in problem["detail"]
    assert client.get("/v1/games").get_json()["games"] == before


def test_the_same_document_unforged_imports(client, finished):
    imported = client.post("/v1/games/import", json={"document": finished})
    assert imported.status_code == 201, imported.get_json()


def test_a_sandbox_with_undos_imports_to_the_same_state_the_undone_draws_kept_apart(client):
    made = client.post("/v1/games", json={"factions": ["great_cthulhu", "crawling_chaos",
                                                       "yellow_sign"], "sandbox": True}).get_json()
    table = Table(client, made["game"]["game_id"], made["host_token"], made["seat_tokens"])
    rng, undos = random.Random(7), 0
    for n in range(400):
        seat = table.pending_seat()
        if seat is None:
            break
        drew = choose(table, seat, rng).get_json()["events"]
        if n % 9 == 4 or any(e["type"] in ("DiceRolled", "ElderSignDrawn") for e in drew):
            undone = table.post("/undo", {"expected_version": table.version()}, seat)
            undos += undone.status_code == 200
    assert undos >= 5
    host = {"Authorization": f"Bearer {table.host}"}
    document = client.get(table.url("/export"), headers=host).get_json()
    imported = client.post("/v1/games/import", json={"document": document})
    assert imported.status_code == 201, imported.get_json()
    copy_id = imported.get_json()["game"]["game_id"]
    copy_host = {"Authorization": f"Bearer {imported.get_json()['host_token']}"}
    original = client.get(table.url("/position"), headers=host).get_json()
    copied = client.get(f"/v1/games/{copy_id}/position", headers=copy_host).get_json()
    for position in (original, copied):  # a finished game names its seed: the copy's is its own
        (position.get("result") or {}).pop("seed", None)
    assert copied == original
