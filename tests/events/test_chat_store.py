"""The `Chat` port on every adapter (SQLite, Postgres, memory): messages with their own cursor,
the per-sender rate limit, read markers, mutes and the spectators' channel closing."""
from __future__ import annotations

from datetime import datetime, timedelta, timezone
from typing import Any

import pytest

from events import NewEvent, Row
from events.store import ChatPost

START = datetime(2030, 1, 1, tzinfo=timezone.utc)


def post(game: str = "g1", sender: str = "s1", channel: str = "seats", body: str = "hi",
         now: datetime = START, most: int = 5, holder: str | None = "hash-s1",
         key: str | None = None) -> ChatPost:
    return {"game_id": game, "channel": channel, "sender": sender, "sender_name": sender.upper(),
            "sender_key": key or sender, "body": body, "now": now,
            "window_start": now - timedelta(seconds=30), "most": most, "holder": holder}


@pytest.fixture
def store(make_store) -> Any:
    store = make_store()
    store.append("g1", 0, [NewEvent("Opened", {"n": 1})], rows=[
        Row("seats", {"game_id": "g1", "seat": seat, "faction": "f", "status": "claimed",
                      "name": None, "bot": None, "token_hash": f"hash-{seat}"},
            ("game_id", "seat")) for seat in ("s1", "s2", "s3")])
    return store


def test_messages_are_read_per_channel_after_a_cursor_oldest_first(store):
    first = store.post_chat(post(body="one"))
    store.post_chat(post(channel="spectators", sender="spectator", holder=None, key="addr"))
    second = store.post_chat(post(sender="s2", body="two", holder="hash-s2"))
    seats = store.chat_messages("g1", "seats")
    assert [(m["sender"], m["body"]) for m in seats] == [("s1", "one"), ("s2", "two")]
    assert [m["body"] for m in store.chat_messages("g1", "seats", after=first["id"])] == ["two"]
    assert store.chat_heads("g1")["seats"] == second["id"]
    assert store.chat_messages("g2", "seats") == []
    assert "sender_key" not in seats[0]


def test_a_sender_over_its_limit_in_the_window_is_refused_and_nothing_is_stored(store):
    for n in range(3):
        assert isinstance(store.post_chat(post(most=3, now=START + timedelta(seconds=n))), dict)
    assert store.post_chat(post(most=3, now=START + timedelta(seconds=5))) == "flood"
    assert isinstance(store.post_chat(post(sender="s2", holder="hash-s2", most=3)), dict)
    assert isinstance(store.post_chat(post(most=3, now=START + timedelta(seconds=40))), dict)
    assert len(store.chat_messages("g1", "seats")) == 5


def test_a_seat_whose_token_changed_cannot_post_read_or_mute(store):
    assert store.post_chat(post(holder="old")) == "not_holder"
    assert store.mark_chat_read("g1", "s1", 5, "old") is False
    assert store.set_chat_mute("g1", "s1", "s2", True, "old") is False
    assert store.chat_messages("g1", "seats") == []


def test_unread_counts_other_seats_messages_after_the_marker_without_the_muted(store):
    store.post_chat(post(sender="s1", body="mine"))
    seen = store.post_chat(post(sender="s2", holder="hash-s2"))
    store.post_chat(post(sender="s2", holder="hash-s2", body="later"))
    store.post_chat(post(sender="s3", holder="hash-s3", body="noise"))
    store.post_chat(post(channel="spectators", sender="spectator", holder=None, key="a"))
    assert store.chat_unread([("g1", "s1"), ("g1", "s2")]) == {("g1", "s1"): 3, ("g1", "s2"): 2}
    assert store.mark_chat_read("g1", "s1", seen["id"], "hash-s1")
    assert store.mark_chat_read("g1", "s1", 0, "hash-s1")  # never moves back
    assert store.set_chat_mute("g1", "s1", "s3", True, "hash-s1")
    assert store.set_chat_mute("g1", "s1", "s3", True, "hash-s1")
    assert store.chat_seat("g1", "s1") == (seen["id"], ["s3"])
    assert store.chat_unread([("g1", "s1")]) == {("g1", "s1"): 1}
    assert store.set_chat_mute("g1", "s1", "s3", False, "hash-s1")
    assert store.chat_unread([("g1", "s1")]) == {("g1", "s1"): 2}
    assert store.chat_unread([]) == {}


def test_a_closed_spectators_channel_refuses_posts_until_reopened(store):
    assert store.spectator_chat_closed("g1") is False
    store.close_spectator_chat("g1", True, START)
    assert store.spectator_chat_closed("g1") is True
    assert store.post_chat(post(channel="spectators", sender="spectator", holder=None,
                                key="a")) == "closed"
    assert isinstance(store.post_chat(post()), dict)  # the seats' channel stays open
    store.close_spectator_chat("g1", False, START)
    assert isinstance(store.post_chat(post(channel="spectators", sender="spectator",
                                           holder=None, key="a")), dict)
