"""A game's chat over the API, on both run modes (SQLite alone, Postgres with Redis): the seats'
and spectators' channels, their cursor apart from the log, limits, read markers, mutes, the
host closing the spectators' chat, and chat notices on the live stream."""
from __future__ import annotations

import json
import threading

import pytest

from api_table import open_table
from seat_notices import configure, deliver, log_of, make_client, receiver  # noqa: F401 (fixtures)
from service.dependencies import dependencies

FACTIONS = ["great_cthulhu", "crawling_chaos", "yellow_sign"]
SEATS = ["seat1", "seat2", "seat3"]


def say(table, seat, text, channel="seats", **extra):
    return table.post("/chat", {"text": text, "channel": channel, **extra}, seat)


def read(table, seat, channel="seats", since=0):
    answer = table.get("/chat", seat, query_string={"channel": channel, "since": since})
    assert answer.status_code == 200, answer.get_json()
    return answer.get_json()


@pytest.fixture
def table(client):
    return open_table(client, seats=3)


def test_a_seats_message_reaches_every_seat_with_its_sender_and_no_token(table):
    version = table.version()
    posted = say(table, "seat1", "Good luck, all.")
    assert posted.status_code == 201, posted.get_json()
    message = posted.get_json()
    assert message["sender"] == "seat1" and message["text"] == "Good luck, all."
    for seat in SEATS:
        got = read(table, seat)["messages"]
        assert [m["text"] for m in got] == ["Good luck, all."]
    text = table.get("/chat", "seat2").get_data(as_text=True)
    assert not any(token in text for token in table.seats.values())
    assert table.version() == version  # chat is not a game event


def test_the_cursor_returns_only_messages_after_it(table):
    first = say(table, "seat1", "one").get_json()["id"]
    say(table, "seat2", "two")
    page = read(table, "seat3", since=first)
    assert [m["text"] for m in page["messages"]] == ["two"]
    assert read(table, "seat3", since=page["next_since"])["messages"] == []


def test_an_undo_leaves_chat_untouched(table):
    seat = table.pending_seat()
    listed = table.get("/options", seat).get_json()
    before = listed["version"]
    said = say(table, seat, "before the undo").get_json()
    made = table.post("/choices", {"expected_version": before,
                                   "choice": listed["options"][0]["choice"]}, seat)
    assert made.status_code == 200
    undo = table.post("/undo", {"expected_version": made.get_json()["version"]}, seat)
    assert undo.status_code == 200, undo.get_json()
    assert [m["id"] for m in read(table, seat)["messages"]] == [said["id"]]


def test_spectators_have_a_channel_apart_and_cannot_read_the_seats(table):
    posted = say(table, None, "Go, seat2!", channel="spectators", name="Watcher")
    assert posted.status_code == 201, posted.get_json()
    assert posted.get_json()["sender"] == "spectator"
    assert posted.get_json()["sender_name"] == "Watcher"
    refused = table.get("/chat", query_string={"channel": "seats"})
    assert refused.status_code == 403
    assert refused.get_json()["code"] == "chat_channel_forbidden"
    assert refused.headers["Content-Type"] == "application/problem+json"
    seat_peek = table.get("/chat", "seat1", query_string={"channel": "spectators"})
    assert seat_peek.get_json()["code"] == "chat_channel_forbidden"
    assert say(table, "seat1", "hi", channel="spectators").status_code == 403
    assert say(table, None, "hi", channel="seats").status_code == 403
    assert [m["text"] for m in read(table, None, "spectators")["messages"]] == ["Go, seat2!"]


def test_a_message_over_500_characters_is_refused_with_a_stable_code(table):
    answer = say(table, "seat1", "x" * 501)
    assert answer.status_code == 422
    body = answer.get_json()
    assert body["code"] == "chat_text_too_long" and body["max_length"] == 500
    assert say(table, "seat1", "x" * 500).status_code == 201
    assert say(table, "seat1", "   ").get_json()["code"] == "chat_text_empty"
    assert say(table, "seat1", "bell\x07").get_json()["code"] == "chat_text_invalid"


def test_a_flooding_seat_gets_429_with_retry_after_and_others_still_talk(table):
    codes = [say(table, "seat1", f"spam {n}").status_code for n in range(10)]
    assert codes[:8] == [201] * 8 and codes[8:] == [429, 429]
    refused = say(table, "seat1", "more")
    assert refused.get_json()["code"] == "chat_rate_limited"
    assert int(refused.headers["Retry-After"]) > 0
    assert say(table, "seat2", "my turn to talk").status_code == 201
    assert len(read(table, "seat3")["messages"]) == 9


def test_unread_counts_others_messages_until_marked_read(table):
    say(table, "seat1", "one")
    last = say(table, "seat2", "two").get_json()["id"]
    page = read(table, "seat3")
    assert page["unread"] == 2 and page["last_read"] == 0
    assert read(table, "seat1")["unread"] == 1  # its own message is not unread
    marked = table.post("/chat/read", {"upto": last}, "seat3")
    assert marked.status_code == 200, marked.get_json()
    assert marked.get_json()["unread"] == 0 and marked.get_json()["last_read"] == last
    assert table.post("/chat/read", {"upto": 0}, "seat3").get_json()["last_read"] == last
    assert table.post("/chat/read", {"upto": last}).get_json()["code"] == "chat_seat_required"


def test_a_read_marker_past_the_last_message_stops_at_the_last_message(table):
    last = say(table, "seat1", "one").get_json()["id"]
    marked = table.post("/chat/read", {"upto": last + 1000}, "seat2")
    assert marked.status_code == 200 and marked.get_json()["last_read"] == last
    said = say(table, "seat1", "two").get_json()["id"]
    page = read(table, "seat2")
    assert page["unread"] == 1 and page["last_read"] == last
    assert table.post("/chat/read", {"upto": 10**12}, "seat2").get_json()["last_read"] == said


def test_a_muted_seat_is_hidden_for_the_muter_alone(table):
    answer = table.client.put(table.url("/chat/mutes/seat1"), headers=table.auth("seat2"))
    assert answer.status_code == 200, answer.get_json()
    assert answer.get_json()["muted"] == ["seat1"]
    say(table, "seat1", "noise")
    say(table, "seat3", "signal")
    assert [m["text"] for m in read(table, "seat2")["messages"]] == ["signal"]
    assert read(table, "seat2")["unread"] == 1
    assert [m["text"] for m in read(table, "seat3")["messages"]] == ["noise", "signal"]
    self_mute = table.client.put(table.url("/chat/mutes/seat2"), headers=table.auth("seat2"))
    assert self_mute.get_json()["code"] == "chat_mute_self"
    unknown = table.client.put(table.url("/chat/mutes/seat9"), headers=table.auth("seat2"))
    assert unknown.status_code == 404
    back = table.client.delete(table.url("/chat/mutes/seat1"), headers=table.auth("seat2"))
    assert back.get_json()["muted"] == []
    assert len(read(table, "seat2")["messages"]) == 2


def test_the_host_closes_and_reopens_the_spectators_chat(table):
    host = {"Authorization": f"Bearer {table.host}"}
    refused = table.client.put(table.url("/chat/spectators"), json={"closed": True},
                               headers=table.auth("seat1"))
    assert refused.status_code == 403 and refused.get_json()["code"] == "host_required"
    closed = table.client.put(table.url("/chat/spectators"), json={"closed": True},
                              headers=host)
    assert closed.get_json() == {"game_id": table.game_id, "spectators_closed": True}
    answer = say(table, None, "let me in", channel="spectators")
    assert answer.status_code == 403 and answer.get_json()["code"] == "chat_closed"
    assert read(table, None, "spectators")["spectators_closed"] is True
    assert say(table, "seat1", "we still talk").status_code == 201
    table.client.put(table.url("/chat/spectators"), json={"closed": False}, headers=host)
    hosted = table.client.post(table.url("/chat"), json={"text": "welcome",
                                                         "channel": "spectators"}, headers=host)
    assert hosted.status_code == 201 and hosted.get_json()["sender"] == "host"


def test_a_rotated_token_no_longer_chats(table):
    old = table.seats["seat1"]
    rotated = table.post("/seats/seat1/token", {}, "seat1")
    assert rotated.status_code == 201
    answer = table.client.post(table.url("/chat"), json={"text": "hello"},
                               headers={"Authorization": f"Bearer {old}"})
    assert answer.status_code == 401


def test_an_open_stream_says_when_a_readable_channel_has_a_new_message(app, table):
    start = table.version()
    received: list[str] = []
    opened = threading.Event()

    def watch() -> None:
        response = app.test_client().get(
            table.url("/stream"), query_string={"after": start, "timeout": 10},
            headers=table.auth("seat2"), buffered=False)
        for chunk in response.response:
            received.append(chunk.decode() if isinstance(chunk, bytes) else chunk)
            opened.set()
            if "event: chat" in received[-1]:
                response.close()
                return

    thread = threading.Thread(target=watch)
    thread.start()
    assert opened.wait(10)
    say(table, None, "spectators only", channel="spectators")
    said = say(table, "seat1", "hello").get_json()
    thread.join(10)
    chats = [c for c in received if "event: chat" in c]
    assert chats and f'"id":{said["id"]}' in chats[0] and '"channel":"seats"' in chats[0]
    assert not any("spectators" in c for c in received)
    assert "hello" not in "".join(received)  # a notice, never the text


def test_my_games_shows_each_seats_unread_chat(table):
    say(table, "seat1", "one")
    say(table, "seat1", "two")
    answer = table.client.post("/v1/my-games", json={"tokens": [
        table.seats["seat1"], table.seats["seat2"], table.host]})
    assert answer.status_code == 200, answer.get_json()
    unread = {(g["role"], g["seat"]): g["chat_unread"] for g in answer.get_json()["games"]}
    assert unread == {("seat", "seat1"): 0, ("seat", "seat2"): 2, ("host", None): 0}


def test_an_export_carries_chat_only_when_asked_and_only_the_channels_the_caller_reads(client):
    created = client.post("/v1/games", json={"seats": 3, "sandbox": True}).get_json()
    game_id, seat_tokens = created["game"]["game_id"], created["seat_tokens"]
    pending = client.get(f"/v1/games/{game_id}").get_json()["pending"][0]["seat"]
    mover = {"Authorization": f"Bearer {seat_tokens[pending]}"}
    listed = client.get(f"/v1/games/{game_id}/options", headers=mover).get_json()
    client.post(f"/v1/games/{game_id}/choices", headers=mover, json={
        "expected_version": listed["version"], "choice": listed["options"][0]["choice"]})
    seat1 = {"Authorization": f"Bearer {seat_tokens['seat1']}"}
    host = {"Authorization": f"Bearer {created['host_token']}"}
    client.post(f"/v1/games/{game_id}/chat", json={"text": "between seats"}, headers=seat1)
    client.post(f"/v1/games/{game_id}/chat", json={"text": "from the host",
                                                   "channel": "spectators"}, headers=host)
    plain = client.get(f"/v1/games/{game_id}/export", headers=seat1).get_json()
    assert "chat" not in plain
    asked = client.get(f"/v1/games/{game_id}/export", query_string={"chat": "true"},
                       headers=seat1)
    assert asked.status_code == 200, asked.get_json()
    assert [m["text"] for m in asked.get_json()["chat"]["seats"]] == ["between seats"]
    assert "spectators" not in asked.get_json()["chat"]
    hosted = client.get(f"/v1/games/{game_id}/export?chat=true", headers=host).get_json()
    assert list(hosted["chat"]) == ["spectators"]
    again = client.post("/v1/games/import", json={"document": asked.get_json()})
    assert again.status_code == 201, again.get_json()


def test_a_seat_is_notified_of_chat_once_per_run_of_unread_messages(make_client, receiver):
    client = make_client()
    table = open_table(client, seats=3, factions=FACTIONS)
    configure(table, "seat2", {"webhook": {"url": receiver.url("/s2")}})
    for text in ("Zebulon one", "Zebulon two", "Zebulon three"):
        assert say(table, "seat1", text).status_code == 201
    say(table, None, "spectators never notify seats", channel="spectators")
    deliver(client)
    kinds = [b["kind"] for b in receiver.json_bodies()]
    assert kinds == ["chat"]
    assert "Zebulon" not in json.dumps(receiver.json_bodies())  # a notice, never the text
    last = read(table, "seat2")["next_since"]
    table.post("/chat/read", {"upto": last}, "seat2")
    say(table, "seat3", "after reading")
    deliver(client)
    assert [b["kind"] for b in receiver.json_bodies()] == ["chat", "chat"]
    assert [d["kind"] for d in log_of(table, "seat2")] == ["chat", "chat"]
