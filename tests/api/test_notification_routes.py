"""The notification routes: a seat's channels and its delivery log, on both run modes."""
from __future__ import annotations

import json
import random
from datetime import datetime, timedelta, timezone


from api_table import Table, choose, open_table
from seat_notices import make_client  # noqa: F401 (a fixture)
from service.dependencies import dependencies
from workers.delivery import RetryPolicy, SendResult, deliver_pending

PUBLIC_URL = "https://93.184.216.34/cthulhu/hook?x=1"   # a literal public address: no DNS needed
ADDRESS = "alice.notify@example.com"
PRIVATE_URLS = ["http://127.0.0.1:8080/h", "http://localhost/h", "http://10.1.2.3/h",
                "http://192.168.0.10/h", "http://172.16.5.4/h", "http://169.254.169.254/latest",
                "http://[::1]/h", "http://224.0.0.1/h", "http://0.0.0.0/h", "http://100.64.0.1/h",
                "http://[fc00::1]/h", "http://[::ffff:127.0.0.1]/h", "http://240.0.0.1/h",
                # IPv6 addresses that lead to private IPv4 ones: 6to4, NAT64, Teredo
                "http://[2002:c0a8:101::1]/h", "http://[64:ff9b::a9fe:a9fe]/h",
                "http://[2001:0:4136:e378:8000:63bf:f5ff:fefe]/h"]


def play_to_end(table, rng: random.Random, limit: int = 5000) -> int:
    for made in range(limit):
        seat = table.pending_seat()
        if seat is None:
            return made
        choose(table, seat, rng)
    raise AssertionError("the game did not end")


def put(table: Table, seat: str, body: dict, token_of: str | None = "own"):
    headers = table.auth(seat if token_of == "own" else token_of) if token_of else {}
    return table.client.put(table.url(f"/seats/{seat}/notifications"), json=body,
                            headers=headers)


def test_a_seat_sets_reads_and_removes_its_channels_and_the_game_does_not_move(make_client):
    client = make_client(SMTP_HOST="127.0.0.1")
    table = open_table(client, seats=3)
    version = table.version()
    answer = put(table, "seat1", {"webhook": {"url": PUBLIC_URL}, "email": {"address": ADDRESS}})
    assert answer.status_code == 200, answer.get_json()
    body = answer.get_json()
    secret = body["webhook"]["secret"]
    assert secret.startswith("whsec_") and len(secret) > 30
    assert body["webhook"]["url"] == PUBLIC_URL and body["email"]["address"] == ADDRESS
    assert body["seat"] == "seat1" and "your_turn" in body["kinds"]
    shown = table.get("/seats/seat1/notifications", "seat1")
    assert shown.status_code == 200
    assert "secret" not in shown.get_json()["webhook"] and secret not in shown.get_data(True)
    assert table.version() == version

    again = put(table, "seat1", {"webhook": {"url": PUBLIC_URL}}).get_json()
    assert again["webhook"]["secret"] != secret and again["email"] is None
    removed = put(table, "seat1", {"webhook": None, "email": None}).get_json()
    assert removed["webhook"] is None and removed["email"] is None
    assert table.get("/seats/seat1/notifications", "seat1").get_json()["webhook"] is None
    assert table.version() == version


def test_only_the_seats_own_token_reaches_its_channels(make_client):
    client = make_client()
    table = open_table(client, seats=3)
    routes = [lambda h: client.put(table.url("/seats/seat1/notifications"),
                                   json={"webhook": None}, headers=h),
              lambda h: client.get(table.url("/seats/seat1/notifications"), headers=h),
              lambda h: client.get(table.url("/seats/seat1/notifications/deliveries"),
                                   headers=h)]
    other_game = open_table(client, seats=3)
    callers = {"spectator": ({}, 401, "token_required"),
               "other_seat": (table.auth("seat2"), 403, "not_your_seat"),
               "host": ({"Authorization": f"Bearer {table.host}"}, 403, "not_your_seat"),
               "other_game": (other_game.auth("seat1"), 401, "invalid_token"),
               "malformed": ({"Authorization": "Basic eDp5"}, 401, "invalid_token")}
    for route in routes:
        for name, (headers, status, code) in callers.items():
            answer = route(headers)
            assert (answer.status_code, answer.get_json()["code"]) == (status, code), name
        assert route(table.auth("seat1")).status_code == 200
    missing = client.get(table.url("/seats/seat9/notifications"), headers=table.auth("seat1"))
    assert (missing.status_code, missing.get_json()["code"]) == (404, "seat_not_found")
    nogame = client.get("/v1/games/g_nope/seats/seat1/notifications", headers=table.auth("seat1"))
    assert nogame.status_code == 404


def test_webhooks_to_non_public_addresses_are_refused_unless_the_operator_allows_them(
        make_client):
    strict = open_table(make_client(ALLOW_PRIVATE_WEBHOOKS="false"), seats=3)
    for url in PRIVATE_URLS:
        answer = put(strict, "seat1", {"webhook": {"url": url}})
        assert answer.status_code == 422, url
        assert answer.get_json()["code"] == "webhook_target_not_public", url
        assert "ALLOW_PRIVATE_WEBHOOKS" in answer.get_json()["detail"], "the refusal names the setting that allows it"
    assert strict.get("/seats/seat1/notifications", "seat1").get_json()["webhook"] is None
    for url, code in [("ftp://93.184.216.34/x", "webhook_url_invalid"),
                      ("not a url", "webhook_url_invalid"),
                      ("http://user:pw@93.184.216.34/x", "webhook_url_invalid"),
                      ("http://93.184.216.34:99999/x", "webhook_url_invalid"),
                      ("http://no-such-host.invalid/h", "webhook_target_unresolvable")]:
        answer = put(strict, "seat1", {"webhook": {"url": url}})
        assert (answer.status_code, answer.get_json()["code"]) == (422, code), url
    allowed = open_table(make_client(ALLOW_PRIVATE_WEBHOOKS="true"), seats=3)
    for url in PRIVATE_URLS:
        assert put(allowed, "seat1", {"webhook": {"url": url}}).status_code == 200, url


def test_email_needs_an_smtp_server_and_a_valid_address(make_client):
    table = open_table(make_client(), seats=3)
    answer = put(table, "seat1", {"email": {"address": ADDRESS}})
    assert (answer.status_code, answer.get_json()["code"]) == (422, "email_not_configured")
    table = open_table(make_client(SMTP_HOST="127.0.0.1"), seats=3)
    for bad in ("no-at-sign", "a@b\r\nBcc: x@y.z", ""):
        assert put(table, "seat1", {"email": {"address": bad}}).status_code == 422, bad
    assert put(table, "seat1", {"email": {"address": ADDRESS}}).status_code == 200


def test_urls_addresses_and_secrets_never_appear_in_any_game_egress(make_client):
    client = make_client(SMTP_HOST="127.0.0.1")
    created = client.post("/v1/games", json={"seats": 3, "sandbox": True}).get_json()
    table = Table(client, created["game"]["game_id"], created["host_token"],
                  created["seat_tokens"])
    secrets = []
    for seat in table.seats:
        body = put(table, seat, {"webhook": {"url": f"{PUBLIC_URL}&seat={seat}"},
                                 "email": {"address": f"{seat}.{ADDRESS}"}}).get_json()
        secrets.append(body["webhook"]["secret"])
    choose(table, table.pending_seat(), random.Random(1))
    host = {"Authorization": f"Bearer {table.host}"}
    texts = []
    for viewer in [None, *table.seats]:
        for tail in ("", "/view", "/options", "/events", "/view?version=2"):
            texts.append(table.get(tail, viewer).get_data(True))
    texts += [client.get(table.url(tail), headers=host).get_data(True)
              for tail in ("/export", "/position")]
    texts.append(client.get("/v1/games?mine=true", headers=table.auth("seat1")).get_data(True))
    texts.append(client.get("/v1/games").get_data(True))
    for text in texts:
        assert "93.184.216.34" not in text and ADDRESS not in text
        assert not any(secret in text for secret in secrets)


class Flaky:
    """A sender that fails `failures` times, then succeeds."""

    def __init__(self, failures: int):
        self.failures = failures
        self.sent: list[int] = []

    def send(self, message, channel) -> SendResult:
        if self.failures:
            self.failures -= 1
            return SendResult(False, 502, "HTTP 502")
        self.sent.append(message.id)
        return SendResult(True, 204)


def test_the_delivery_log_lists_every_attempt_in_pages(make_client):
    client = make_client(ALLOW_PRIVATE_WEBHOOKS="true")
    table = open_table(client, seats=3, factions=["great_cthulhu", "crawling_chaos",
                                                  "yellow_sign"])
    for seat in table.seats:
        put(table, seat, {"webhook": {"url": "http://127.0.0.1:9/h"}})
    play_to_end(table, random.Random(2))
    store = dependencies(client.application).store
    clock = [datetime.now(timezone.utc) + timedelta(days=1)]
    sender = Flaky(failures=2)
    policy = RetryPolicy(base_seconds=1, cap_seconds=2)
    for _ in range(400):
        deliver_pending(store, {"webhook": sender}, lambda: clock[0], policy=policy)
        clock[0] += timedelta(seconds=5)
        if not store.fetch("SELECT 1 FROM outbox WHERE delivered_at IS NULL LIMIT 1"):
            break
    pages, after = [], 0
    while True:
        page = table.get(f"/seats/seat1/notifications/deliveries?after={after}&limit=3",
                         "seat1").get_json()
        pages.append(page)
        if page["next_after"] is None:
            break
        after = page["next_after"]
    entries = [e for p in pages for e in p["deliveries"]]
    assert len(pages) > 2 and all(len(p["deliveries"]) <= 3 for p in pages)
    assert [e["id"] for e in entries] == sorted({e["id"] for e in entries})
    delivered = [e for e in entries if e["delivered"]]
    assert len({e["outbox_id"] for e in delivered}) == len(delivered)
    assert {e["channel"] for e in entries} == {"webhook"}
    assert all(e["kind"] in ("your_turn", "game_ended") for e in entries)
    kinds = [e["kind"] for e in delivered]
    assert kinds[-1] == "game_ended"
    seat1_rows = store.fetch("SELECT count(*) FROM outbox WHERE game_id = %s AND recipient = %s",
                             [table.game_id, "seat1"])[0][0]
    assert len(delivered) == seat1_rows
    every = [e for seat in table.seats for e in store.notification_deliveries(
        table.game_id, seat, 0, 1000) if not e["delivered"]]
    assert [(e["status_code"], e["error"], e["attempt"]) for e in every] == \
        [(502, "HTTP 502", 1)] * 2
    assert json.dumps(entries).count("127.0.0.1") == 0
    bad = table.get("/seats/seat1/notifications/deliveries?limit=0", "seat1")
    assert bad.status_code == 422
