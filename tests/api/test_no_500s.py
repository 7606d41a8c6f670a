"""Inputs that once answered 500 are clean 4xx problems that change nothing."""
from __future__ import annotations

import random

import pytest

from api_table import open_table, play_randomly

HUGE = ["P1000000000D", "PT9999999999999999H", "P9999999999W"]


def test_a_last_event_id_of_a_unicode_digit_is_refused(client):
    table = open_table(client, seats=3)
    answer = client.get(table.url("/stream"), headers={"Last-Event-ID": "²"})
    assert answer.status_code == 400 and answer.get_json()["code"] == "invalid_last_event_id"


@pytest.mark.parametrize("field", ["per_decision", "window", "reminder_before", "initial", "increment", "cap"])
@pytest.mark.parametrize("text", HUGE)
def test_durations_beyond_a_timedelta_are_refused_in_every_time_control_field(client, field, text):
    spec = {"kind": "bank", "initial": "P3D", "increment": "PT12H", "cap": "P5D"} if field in (
        "initial", "increment", "cap") else {"kind": "per_decision", "per_decision": "P1D"}
    spec[field] = text
    answer = client.post("/v1/games", json={"seats": 3, "time_control": spec})
    assert 400 <= answer.status_code < 500, answer.get_json()
    assert client.get("/v1/games").get_json()["games"] == []


@pytest.mark.parametrize("body", ['{"seats": NaN}', '{"seats": Infinity}', '{"seats": -Infinity}',
                                  '{"seats": 3, "name": "x", "rules": {"n": 99999999999999999999}}'])
def test_nan_infinity_and_integers_beyond_64_bits_are_not_json_we_store(client, body):
    answer = client.post("/v1/games", data=body, content_type="application/json")
    assert answer.status_code == 400 and answer.get_json()["code"] == "bad_request"
    assert client.get("/v1/games").get_json()["games"] == []


def _finished_export(client) -> dict:
    table = open_table(client, seats=3)
    play_randomly(table, random.Random(11))
    return client.get(table.url("/export")).get_json()


@pytest.mark.parametrize("options", [[1, 2], "text", {"rules": [1]}, {"rules": "x"}])
def test_an_import_whose_options_or_rules_are_not_objects_is_refused(client, options):
    document = _finished_export(client)
    document["game"]["options"] = options
    before = len(client.get("/v1/games").get_json()["games"])
    answer = client.post("/v1/games/import", json={"document": document})
    assert answer.status_code == 422 and answer.get_json()["code"] == "invalid_document"
    assert len(client.get("/v1/games").get_json()["games"]) == before


@pytest.mark.parametrize("target", [None, "7", True, -1, 10**9])
def test_an_import_with_an_undo_lacking_a_valid_target_is_refused(client, target):
    document = _finished_export(client)
    last = document["events"][-1]
    undo = {"version": last["version"] + 1, "type": "UndoApplied", "schema_version": 1,
            "payload": {"seat": "seat1", "free": True}, "seat": "seat1", "recorded_at": last["recorded_at"],
            "text": ""}
    if target is not None:
        undo["payload"]["target_version"] = target
    document["events"].insert(len(document["events"]) - 1, undo)
    answer = client.post("/v1/games/import", json={"document": document})
    assert answer.status_code == 422 and answer.get_json()["code"] == "invalid_document"
