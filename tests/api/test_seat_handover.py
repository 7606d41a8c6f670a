"""Notification channels belong to the seat's holder: a seat that changes hands or rotates its
token starts with no channels and an empty delivery log, and nothing queued for the old holder
is sent after the change (on both run modes)."""
from __future__ import annotations

import random
from datetime import datetime, timedelta, timezone

import pytest

from api_table import Table, choose
from events.migrate import upgrade
from service.app import create_app
from play.config import Config
from service.dependencies import dependencies
from workers.delivery import SendResult, deliver_pending

OLD_URL = "http://127.0.0.1:9/old-holder"
NEW_URL = "http://127.0.0.1:9/new-holder"
FACTIONS = ["great_cthulhu", "crawling_chaos", "yellow_sign"]


class Receiver:
    """Records what each URL would have received."""

    def __init__(self):
        self.sent: list[tuple[str, dict]] = []

    def send(self, message, channel) -> SendResult:
        self.sent.append((channel["target"], dict(message.payload)))
        return SendResult(True, 204)

    def to(self, url: str) -> list[dict]:
        return [payload for target, payload in self.sent if target == url]


@pytest.fixture
def client(mode: dict[str, str]):
    upgrade(mode["DATABASE_URL"])
    app = create_app(Config.from_env({**mode, "LOG_JSON": "false", "LOG_LEVEL": "WARNING",
                                      "RATE_LIMIT_PER_TOKEN": "0", "RATE_LIMIT_PER_ADDRESS": "0",
                                      "ALLOW_PRIVATE_WEBHOOKS": "true"}))
    yield app.test_client()
    dependencies(app).close()


def deliver_all(client, receiver: Receiver) -> None:
    store = dependencies(client.application).store
    later = datetime.now(timezone.utc) + timedelta(days=1)
    for _ in range(200):
        deliver_pending(store, {"webhook": receiver}, lambda: later)
        if not store.fetch("SELECT 1 FROM outbox WHERE delivered_at IS NULL"
                           " AND abandoned_at IS NULL LIMIT 1"):
            return
    raise AssertionError("the outbox did not drain")


def claim(client, game_id: str, seat: str) -> str:
    answer = client.post(f"/v1/games/{game_id}/seats/{seat}", json={"name": "someone"})
    assert answer.status_code == 201, answer.get_json()
    return answer.get_json()["token"]


def set_webhook(table: Table, seat: str, url: str) -> None:
    answer = table.client.put(table.url(f"/seats/{seat}/notifications"),
                              json={"webhook": {"url": url}}, headers=table.auth(seat))
    assert answer.status_code == 200, answer.get_json()


def assert_clean_slate(table: Table, seat: str) -> None:
    shown = table.get(f"/seats/{seat}/notifications", seat).get_json()
    assert shown["webhook"] is None and shown["email"] is None, shown
    log = table.get(f"/seats/{seat}/notifications/deliveries", seat).get_json()
    assert log["deliveries"] == [], log


def play(table: Table, choices: int, rng: random.Random) -> None:
    for _ in range(choices):
        seat = table.pending_seat()
        if seat is None:
            return
        choose(table, seat, rng)


def test_a_seat_left_and_reclaimed_starts_with_no_channels_and_the_old_holder_gets_nothing(
        client):
    created = client.post("/v1/games", json={"seats": 3}).get_json()
    game_id = created["game"]["game_id"]
    old = Table(client, game_id, created["host_token"], {"seat1": claim(client, game_id, "seat1")})
    set_webhook(old, "seat1", OLD_URL)
    left = client.delete(old.url("/seats/seat1"), headers=old.auth("seat1"))
    assert left.status_code == 200, left.get_json()
    table = Table(client, game_id, created["host_token"],
                  {s: claim(client, game_id, s) for s in ("seat1", "seat2", "seat3")})
    assert_clean_slate(table, "seat1")
    receiver = Receiver()
    play(table, 40, random.Random(3))
    deliver_all(client, receiver)
    assert receiver.to(OLD_URL) == []
    assert_clean_slate(table, "seat1")


def test_a_rotated_token_drops_the_channels_the_log_and_what_was_queued_for_the_old_token(
        client):
    created = client.post("/v1/games", json={"factions": FACTIONS}).get_json()
    game_id = created["game"]["game_id"]
    table = Table(client, game_id, created["host_token"],
                  {s: claim(client, game_id, s) for s in ("seat1", "seat2", "seat3")})
    for seat in table.seats:
        set_webhook(table, seat, f"{OLD_URL}/{seat}")
    rng, receiver = random.Random(4), Receiver()
    for _ in range(200):
        choose(table, table.pending_seat(), rng)
        deliver_all(client, receiver)
        if receiver.to(f"{OLD_URL}/seat1"):
            break
    else:
        raise AssertionError("seat1 was told nothing before the rotation")
    before = len(receiver.to(f"{OLD_URL}/seat1"))
    assert table.get("/seats/seat1/notifications/deliveries", "seat1").get_json()["deliveries"]
    store = dependencies(client.application).store
    for _ in range(200):  # play on until a message for seat1's old holder waits in the outbox
        if store.fetch("SELECT 1 FROM outbox WHERE game_id = %s AND recipient = 'seat1'"
                       " AND delivered_at IS NULL", [game_id]):
            break
        choose(table, table.pending_seat(), rng)
    else:
        raise AssertionError("nothing was queued for seat1")
    rotated = table.post("/seats/seat1/token", None, "seat1")
    assert rotated.status_code == 201, rotated.get_json()
    table.seats["seat1"] = rotated.get_json()["token"]
    assert_clean_slate(table, "seat1")
    set_webhook(table, "seat1", NEW_URL)
    play(table, 40, rng)
    deliver_all(client, receiver)
    assert len(receiver.to(f"{OLD_URL}/seat1")) == before
    assert receiver.to(NEW_URL), "the new holder's own channel works"
    assert receiver.to(f"{OLD_URL}/seat2"), "other seats keep their channels"
    log = table.get("/seats/seat1/notifications/deliveries?limit=500", "seat1").get_json()
    assert len(log["deliveries"]) == len(receiver.to(NEW_URL)), "only the new holder's entries"
