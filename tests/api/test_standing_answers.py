"""Standing answers over the API: a seat's setting is its own in every channel that carries
events (the feed, the stream, a choice's answer, an export), and setting the answer a seat
already has writes nothing."""
from __future__ import annotations

import json

from api_table import Table, open_table
from play.choices import MAX_SETTINGS_PASSED

FACTIONS = ["great_cthulhu", "crawling_chaos", "yellow_sign"]
SETTING = {"act": "standing_answer", "hook": "after_any_action", "answer": "pass_unless",
           "condition": "my_cultist_capturable"}  # great_cthulhu's (seat1), offered at any time


def set_standing(table: Table, seat: str, choice: dict = SETTING) -> dict:
    answer = table.post("/choices", {"expected_version": table.version(), "choice": choice}, seat)
    assert answer.status_code == 200, answer.get_json()
    return answer.get_json()


def shows_setting(text: str) -> bool:
    """Whether a response's text says what seat1's standing answer is."""
    return any(said in text for said in ("pass_unless", "capturable", "pass unless", "could be Captured"))


def feed(table: Table, viewer: str | None, after: int) -> list[dict]:
    return table.get("/events", viewer, query_string={"after": after}).get_json()["events"]


def stream(table: Table, viewer: str | None, after: int) -> str:
    answer = table.get("/stream", viewer, query_string={"after": after, "timeout": 1},
                       buffered=False)
    text = ""
    for chunk in answer.response:
        text += chunk.decode() if isinstance(chunk, bytes) else chunk
        if f"id: {table.version()}\n" in text and text.endswith("\n\n"):
            break
    answer.close()
    return text


def test_the_event_feed_shows_a_standing_answer_to_its_seat_and_no_one_else(client):
    table = open_table(client, seats=3, factions=FACTIONS)
    before = table.version()
    made = set_standing(table, "seat1")
    assert shows_setting(json.dumps(made["events"])), "the seat reads its own answer back"
    own = feed(table, "seat1", before)
    assert [e["type"] for e in own] == ["ChoiceMade", "StandingAnswerSet"]
    assert own[0]["payload"]["choices"] == [SETTING]
    assert own[1]["payload"]["answer"] == "pass_unless" and shows_setting(own[1]["text"])
    for viewer in (None, "seat2", "seat3"):
        seen = feed(table, viewer, before)
        assert not shows_setting(json.dumps(seen)), viewer
        assert seen[0]["payload"]["choices"] == [{"act": "standing_answer",
                                                  "hook": "after_any_action"}]
        assert seen[1]["text"] == ("Great Cthulhu (seat1) changes its automatic reply to "
                                   "abilities “After any player's Action”.")


def test_the_stream_shows_a_standing_answer_to_its_seat_and_no_one_else(client):
    table = open_table(client, seats=3, factions=FACTIONS)
    before = table.version()
    set_standing(table, "seat1")
    assert shows_setting(stream(table, "seat1", before))
    for viewer in (None, "seat2"):
        text = stream(table, viewer, before)
        assert "StandingAnswerSet" in text and not shows_setting(text), viewer


def test_a_sandbox_export_shows_a_standing_answer_to_its_seat_and_the_host_only(client):
    created = client.post("/v1/games", json={"seats": 3, "factions": FACTIONS,
                                             "sandbox": True}).get_json()
    table = Table(client, created["game"]["game_id"], created["host_token"],
                  created["seat_tokens"])
    set_standing(table, "seat1")
    exports = {who: client.get(table.url("/export"), headers={"Authorization": f"Bearer {token}"})
               for who, token in [("host", table.host), *table.seats.items()]}
    assert all(answer.status_code == 200 for answer in exports.values())
    assert shows_setting(exports["seat1"].get_data(as_text=True))
    assert not shows_setting(exports["seat2"].get_data(as_text=True))
    document = exports["host"].get_json()
    assert shows_setting(json.dumps(document)), "the host holds every seat and imports them all"
    imported = client.post("/v1/games/import", json={"document": document})
    assert imported.status_code == 201, imported.get_json()


def test_setting_the_standing_answer_a_seat_already_has_appends_nothing(client):
    table = open_table(client, seats=3, factions=FACTIONS)
    set_standing(table, "seat1")
    version = table.version()
    again = table.post("/choices", {"expected_version": version, "choice": SETTING}, "seat1")
    assert again.status_code == 200, again.get_json()
    assert again.get_json()["version"] == version and again.get_json()["events"] == []
    assert again.get_json()["view"]["state"]["factions"]["great_cthulhu"]["standing"][
        "after_any_action"] == {"answer": "pass_unless", "condition": "my_cultist_capturable"}
    ask = {"act": "standing_answer", "hook": "pre_battle", "answer": "ask"}  # the default
    assert table.post("/choices", {"expected_version": version, "choice": ask},
                      "seat1").get_json()["events"] == []
    assert table.version() == version and feed(table, None, version) == []


def test_repeating_a_standing_answer_never_makes_another_seats_choice_stale(client):
    table = open_table(client, seats=3, factions=FACTIONS)
    mover = table.pending_seat()
    setter = next(seat for seat in sorted(table.seats) if seat != mover)
    listed = table.get("/options", mover).get_json()
    setting = next(o["choice"] for o in table.get("/options", setter).get_json()["anytime"]
                   if o["choice"]["act"] == "standing_answer"
                   and o["choice"]["answer"] == "always_pass")
    for _ in range(MAX_SETTINGS_PASSED):  # more than a choice may be judged past, were they written
        set_standing(table, setter, setting)
    answer = table.post("/choices", {"expected_version": listed["version"],
                                     "choice": listed["options"][0]["choice"]}, mover)
    assert answer.status_code == 200, answer.get_json()
