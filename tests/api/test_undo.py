"""Undo (DESIGN.md section 5): free while nothing was revealed and nobody else acted, else by
consent of every other seat; it appends events, and the view after it equals the view before."""
from __future__ import annotations

import random

from api_table import Table, open_table


def choose(table: Table, seat: str, pick=lambda options: options[0]) -> dict:
    listed = table.get("/options", seat).get_json()
    choice = pick(listed["options"])["choice"]
    answer = table.post("/choices", {"expected_version": listed["version"], "choice": choice},
                        seat)
    assert answer.status_code == 200, answer.get_json()
    return answer.get_json()


def test_a_free_undo_restores_the_view_at_the_target_version_and_keeps_the_log(client):
    table = open_table(client, seats=3)
    seat = table.pending_seat()
    before = table.version()
    view_before = table.get("/view", seat).get_json()
    choose(table, seat)
    assert table.version() > before
    undone = table.post("/undo", {"expected_version": table.version()}, seat)
    assert undone.status_code == 200, undone.get_json()
    assert [e["type"] for e in undone.get_json()["events"]] == ["UndoApplied"]
    after = table.get("/view", seat).get_json()
    assert after["state"] == view_before["state"]
    assert after["version"] == undone.get_json()["version"] > before  # nothing deleted
    history = table.get("/events", seat, query_string={"after": before}).get_json()["events"]
    assert history[0]["type"] == "ChoiceMade" and history[-1]["type"] == "UndoApplied"


def _play_until_another_seat_acted(table: Table, first: str, rng: random.Random) -> None:
    choose(table, first, rng.choice)
    for _ in range(200):
        seat = table.pending_seat()
        if seat != first:
            choose(table, seat, rng.choice)
            return
        choose(table, seat, rng.choice)
    raise AssertionError("no other seat got a decision")


def test_undo_after_another_seat_acted_needs_every_other_seat_to_accept(client):
    table = open_table(client, seats=3)
    rng = random.Random(5)
    first = table.pending_seat()
    target = table.version()
    target_view = table.get("/view", first).get_json()["state"]
    _play_until_another_seat_acted(table, first, rng)
    asked = table.post("/undo", {"expected_version": table.version(),
                                 "target_version": target}, first)
    assert asked.status_code == 200, asked.get_json()
    request = table.get("").get_json()["undo"]
    assert request["seat"] == first and sorted(request["waiting_for"]) == sorted(
        s for s in table.seats if s != first)
    for seat in request["waiting_for"]:
        answer = table.post(f"/undo/{request['request_id']}", {"accept": True}, seat)
        assert answer.status_code == 200, answer.get_json()
    assert table.get("").get_json()["undo"] is None
    assert table.get("/view", first).get_json()["state"] == target_view


def test_a_declined_undo_changes_nothing_on_the_board(client):
    table = open_table(client, seats=3)
    rng = random.Random(9)
    first = table.pending_seat()
    target = table.version()
    _play_until_another_seat_acted(table, first, rng)
    board = table.get("/view").get_json()["state"]
    table.post("/undo", {"expected_version": table.version(), "target_version": target}, first)
    request = table.get("").get_json()["undo"]
    declined = table.post(f"/undo/{request['request_id']}", {"accept": False},
                          request["waiting_for"][0])
    assert declined.status_code == 200
    summary = table.get("").get_json()
    assert summary["undo"] is None
    assert table.get("/view").get_json()["state"] == board


def test_undo_with_no_choice_of_ones_own_is_refused(client):
    table = open_table(client, seats=3)
    seat = table.pending_seat()
    other = next(s for s in table.seats if s != seat)
    refused = table.post("/undo", {"expected_version": table.version()}, other)
    assert refused.status_code == 409
    assert refused.get_json()["code"] == "nothing_to_undo"


def test_an_undo_target_must_be_just_before_one_of_ones_own_choices(client):
    table = open_table(client, seats=3)
    seat = table.pending_seat()
    choose(table, seat)
    refused = table.post("/undo", {"expected_version": table.version(), "target_version": 1},
                         seat)
    assert refused.status_code == 422
    assert refused.get_json()["code"] == "invalid_undo_target"
