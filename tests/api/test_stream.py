"""Live updates: Server-Sent Events, resumable by Last-Event-ID, fed across processes by Redis."""
from __future__ import annotations

import threading
import time
import uuid

import pytest

from api_table import Table, open_table
from events.migrate import upgrade
from service.app import create_app
from play.config import Config
from play.live import CHANNEL_PREFIX
from service.wiring import broker


def frames(raw: str) -> list[dict]:
    out = []
    for block in raw.split("\n\n"):
        fields = dict(line.split(": ", 1) for line in block.splitlines()
                      if ": " in line and not line.startswith(":"))
        if "id" in fields:
            out.append(fields)
    return out


def test_the_stream_sends_every_event_with_its_version_as_id(client):
    table = open_table(client, seats=3)
    seat = table.pending_seat()
    raw = table.get("/stream", seat, query_string={"timeout": 1}).get_data(as_text=True)
    got = frames(raw)
    assert [int(f["id"]) for f in got] == list(range(1, table.version() + 1))
    assert got[0]["event"] == "GameOpened"
    assert raw.startswith("retry: ")


def test_last_event_id_resumes_after_that_version(client):
    table = open_table(client, seats=3)
    headers = {"Last-Event-ID": "5"}
    raw = client.get(table.url("/stream"), query_string={"timeout": 1},
                     headers=headers).get_data(as_text=True)
    assert [int(f["id"]) for f in frames(raw)] == list(range(6, table.version() + 1))


def test_an_idle_stream_sends_keep_alive_comments(client, monkeypatch):
    from service.streams import sse

    monkeypatch.setattr(sse, "KEEPALIVE", 0.2)
    table = open_table(client, seats=3)
    raw = client.get(table.url("/stream"), query_string={"timeout": 1,
                                                         "after": table.version()}).get_data(
        as_text=True)
    assert raw.count(": keep-alive") >= 2 and frames(raw) == []


def test_a_bad_last_event_id_is_a_400(client):
    table = open_table(client, seats=3)
    answer = client.get(table.url("/stream"), headers={"Last-Event-ID": "abc"})
    assert answer.status_code == 400
    assert answer.get_json()["code"] == "invalid_last_event_id"


@pytest.mark.postgres
@pytest.mark.redis
def test_a_stream_on_one_process_sees_a_choice_made_on_another(pg_url, redis_url):
    upgrade(pg_url)
    env = {"DATABASE_URL": pg_url, "REDIS_URL": redis_url, "LOG_JSON": "false",
           "LOG_LEVEL": "WARNING"}
    watcher_app = create_app(Config.from_env(env))
    player = create_app(Config.from_env(env)).test_client()
    table = open_table(player, seats=3)
    start = table.version()
    received: list[str] = []
    waiting = _listening_broker(watcher_app, redis_url)
    watcher = watcher_app.test_client()

    def watch() -> None:
        response = watcher.get(table.url("/stream"),
                               query_string={"after": start, "timeout": 10}, buffered=False)
        for chunk in response.response:
            received.append(chunk.decode() if isinstance(chunk, bytes) else chunk)
            if "ChoiceMade" in received[-1]:
                response.close()
                return

    thread = threading.Thread(target=watch)
    thread.start()
    assert waiting.wait(10)  # the watcher has read the log and now waits on the broker
    seat = table.pending_seat()
    listed = table.get("/options", seat).get_json()
    made = time.monotonic()
    table.post("/choices", {"expected_version": listed["version"],
                            "choice": listed["options"][0]["choice"]}, seat)
    thread.join(10)
    assert any("ChoiceMade" in chunk for chunk in received)
    assert time.monotonic() - made < 5  # woken by the message, not by the keep-alive poll


def _listening_broker(app, redis_url: str) -> threading.Event:
    """Make `app`'s broker hear Redis (a probe message came through) and return an event set
    once a stream of that app waits on it."""
    import redis

    with app.app_context():
        live = broker()
    probe, heard, waiting = f"probe-{uuid.uuid4().hex}", threading.Event(), threading.Event()
    live.add_listener(lambda game_id, version: heard.set() if game_id == probe else None)
    publisher = redis.Redis.from_url(redis_url)
    deadline = time.monotonic() + 10
    while not heard.wait(0.05):  # until the subscription is live
        assert time.monotonic() < deadline, "the broker never heard Redis"
        publisher.publish(CHANNEL_PREFIX + probe, "1")
    publisher.close()
    wait = live.wait

    def noted_wait(*args, **kwargs):
        waiting.set()
        return wait(*args, **kwargs)

    live.wait = noted_wait
    return waiting


def test_a_stream_ends_when_its_token_is_rotated(app, client):
    table = open_table(client, seats=3)
    watcher = next(s for s in table.seats if s != table.pending_seat())
    received: list[str] = []
    start = table.version()

    def watch() -> None:
        response = app.test_client().get(
            table.url("/stream"), query_string={"after": start, "timeout": 20},
            headers=table.auth(watcher), buffered=False)
        for chunk in response.response:
            received.append(chunk.decode() if isinstance(chunk, bytes) else chunk)
            opened.set()

    opened = threading.Event()
    thread = threading.Thread(target=watch)
    thread.start()
    assert opened.wait(10)  # the stream is open on the token about to be rotated
    rotated = table.post(f"/seats/{watcher}/token", {}, watcher)
    assert rotated.status_code == 201
    seat = table.pending_seat()
    listed = table.get("/options", seat).get_json()
    table.post("/choices", {"expected_version": listed["version"],
                            "choice": listed["options"][0]["choice"]}, seat)
    thread.join(10)
    assert not thread.is_alive(), "the stream outlived its token"
    assert not any("ChoiceMade" in chunk for chunk in received)
