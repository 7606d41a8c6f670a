"""The application's events in a real log decode through their classes (play.facts) and encode
back to the very records the log holds: the classes describe the stored JSON, they do not change
it, and a reader of the log may decode any of them."""
from __future__ import annotations

import random

from api_table import Table, open_table
from play import facts as f
from service.dependencies import dependencies

BANK = {"kind": "bank", "initial": "P2D", "increment": "PT12H", "vacation_days": 5}


def _choose(table: Table, rng: random.Random) -> str:
    seat = table.pending_seat()
    listed = table.get("/options", seat).get_json()
    choice = rng.choice([o for o in listed["options"] if o["choice"]["act"] != "standing_answer"])
    answer = table.post("/choices", {"expected_version": listed["version"],
                                     "choice": choice["choice"]}, seat)
    assert answer.status_code == 200, answer.get_json()
    return seat


def _play_a_timed_game_with_undos(client) -> Table:
    table = open_table(client, seats=3, time_control=BANK)
    rng = random.Random(3)
    first = table.pending_seat()
    assert table.post(f"/seats/{first}/vacation", {"days": 1}, first).status_code == 200
    rotated = table.post(f"/seats/{first}/token", None, first)
    table.seats[first] = rotated.get_json()["token"]
    _choose(table, rng)
    assert table.post("/undo", {"expected_version": table.version()}, first).status_code == 200
    target = table.version()  # just before the seat's next choice
    while _choose(table, rng) == first:
        pass
    asked = table.post("/undo", {"expected_version": table.version(), "target_version": target},
                       first)
    assert asked.status_code == 200, asked.get_json()
    request = table.get("").get_json()["undo"]
    accepting, declining = request["waiting_for"]
    for seat, accept in ((accepting, True), (declining, False)):
        answer = table.post(f"/undo/{request['request_id']}", {"accept": accept}, seat)
        assert answer.status_code == 200, answer.get_json()
    return table


def _lobby_with_a_seat_left_and_one_handed_to_a_bot(client) -> str:
    created = client.post("/v1/games", json={"seats": 3}).get_json()
    game_id, host = created["game"]["game_id"], created["host_token"]
    token = client.post(f"/v1/games/{game_id}/seats/seat1", json={"name": "Ada"}).get_json()["token"]
    left = client.delete(f"/v1/games/{game_id}/seats/seat1",
                         headers={"Authorization": f"Bearer {token}"})
    assert left.status_code == 200, left.get_json()
    handed = client.post(f"/v1/games/{game_id}/seats/seat2/bot", json={"bot": "random"},
                         headers={"Authorization": f"Bearer {host}"})
    assert handed.status_code == 200, handed.get_json()
    return game_id


def test_every_application_event_a_game_writes_reads_back_as_its_stored_record(app, client):
    game_ids = [_play_a_timed_game_with_undos(client).game_id,
                _lobby_with_a_seat_left_and_one_handed_to_a_bot(client)]
    store = dependencies(app).store
    stored = [e for g in game_ids for e in store.read(g, with_secrets=True) if e.type in f.FACT_TYPES]
    for event in stored:
        record = (event.type, event.schema_version, dict(event.payload),
                  dict(event.secret) if event.secret else None)
        assert f.to_record(f.from_stored(event)) == record
    assert {e.type for e in stored} >= {
        "GameOpened", "SeatClaimed", "SeatLeft", "SeatHandedToBot", "SeatTokenRotated",
        "GameStarted", "VacationStarted", "ChoiceMade", "UndoRequested", "UndoAnswered",
        "UndoClosed", "UndoApplied", "DeadlineSet", "ClockCharged"}
