"""Notifications end to end on real Postgres: a game played over HTTP writes outbox rows, and
`deliver_pending` sends them to a real HTTP receiver (http.server in a thread) and a real SMTP
server (aiosmtpd, in process). A fake clock drives every backoff: nothing sleeps for a retry.
"""
from __future__ import annotations

import email
import json
import random
import socket
import threading
from datetime import datetime, timedelta, timezone
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Iterator

import pytest

from api_table import choose, open_table
from events import NewEvent, OutboxMessage, open_store
from events.migrate import upgrade
from service.app import create_app
from play.config import Config
from service.dependencies import dependencies
from workers.delivery import (DELIVERY_HEADER, EVENT_HEADER, SIGNATURE_HEADER, EmailSender,
                              RetryPolicy, WebhookSender, deliver_pending, verify_signature)

pytestmark = pytest.mark.postgres
FACTIONS = ["great_cthulhu", "crawling_chaos", "yellow_sign"]
POLICY = RetryPolicy(base_seconds=10, cap_seconds=80, max_attempts=50, lease_seconds=60)


# ---- a fake clock, a webhook receiver, an SMTP server -------------------------------------------

class FakeClock:
    def __init__(self) -> None:
        self.now = datetime.now(timezone.utc) + timedelta(days=1)
        self._lock = threading.Lock()

    def __call__(self) -> datetime:
        with self._lock:
            return self.now

    def advance(self, seconds: float) -> None:
        with self._lock:
            self.now += timedelta(seconds=seconds)


class Receiver:
    """A webhook receiver: answers `status` and records every request, failed ones included."""

    def __init__(self) -> None:
        self.status = 200
        self.delay = 0.0
        self.requests: list[dict] = []
        self.lock = threading.Lock()
        self.server: ThreadingHTTPServer | None = None
        self.port = _free_port()

    def url(self, path: str) -> str:
        return f"http://127.0.0.1:{self.port}{path}"

    def start(self) -> None:
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802
                body = self.rfile.read(int(self.headers["Content-Length"]))
                if receiver.delay:
                    threading.Event().wait(receiver.delay)
                with receiver.lock:
                    receiver.requests.append({"path": self.path, "headers": dict(self.headers),
                                              "body": body, "status": receiver.status})
                self.send_response(receiver.status)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", self.port), Handler)
        self.server.daemon_threads = True
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def stop(self) -> None:
        if self.server is not None:
            self.server.shutdown()
            self.server.server_close()
            self.server = None

    def accepted(self) -> list[dict]:
        with self.lock:
            return [r for r in self.requests if 200 <= r["status"] < 300]


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class Mailbox:
    """aiosmtpd handler: refuses with 451 while `down`, else keeps the message."""

    def __init__(self) -> None:
        self.down = False
        self.messages: list[email.message.Message] = []
        self.refused = 0

    async def handle_DATA(self, server, session, envelope) -> str:  # noqa: N802
        if self.down:
            self.refused += 1
            return "451 4.3.0 Try again later"
        self.messages.append(email.message_from_bytes(envelope.content))
        return "250 Message accepted for delivery"


@pytest.fixture
def receiver() -> Iterator[Receiver]:
    made = Receiver()
    yield made
    made.stop()


@pytest.fixture
def mailbox() -> Iterator[tuple[Mailbox, int]]:
    """A real SMTP server in this process (aiosmtpd, a test dependency)."""
    from aiosmtpd.controller import Controller

    box = Mailbox()
    port = _free_port()
    controller = Controller(box, hostname="127.0.0.1", port=port)
    controller.start()
    yield box, port
    controller.stop()


@pytest.fixture
def world(pg_url: str):
    """An app on Postgres whose store runs on the fake clock; private webhooks allowed."""
    upgrade(pg_url)
    clock = FakeClock()
    store = open_store(pg_url, clock=clock, max_size=12)
    env = {"DATABASE_URL": pg_url, "LOG_JSON": "false", "LOG_LEVEL": "WARNING",
           "RATE_LIMIT_PER_TOKEN": "0", "RATE_LIMIT_PER_ADDRESS": "0",
           "ALLOW_PRIVATE_WEBHOOKS": "true", "SMTP_HOST": "127.0.0.1"}
    app = create_app(Config.from_env(env), store=store)
    yield app, store, clock
    dependencies(app).close()
    store.close()


def configure(table, seat: str, webhook: str | None = None, address: str | None = None) -> dict:
    answer = table.client.put(table.url(f"/seats/{seat}/notifications"),
                              json={"webhook": {"url": webhook} if webhook else None,
                                    "email": {"address": address} if address else None},
                              headers=table.auth(seat))
    assert answer.status_code == 200, answer.get_json()
    return answer.get_json()


def play(table, rng: random.Random, choices: int) -> None:
    for _ in range(choices):
        seat = table.pending_seat()
        if seat is None:
            return
        choose(table, seat, rng)





def outbox(store, channel: str | None = None) -> list[tuple]:
    text = "SELECT id, recipient, channel, payload, delivered_at, attempts FROM outbox"
    if channel:
        return store.fetch(text + " WHERE channel = %s ORDER BY id", [channel])
    return store.fetch(text + " ORDER BY id")


def drain(store, senders, clock: FakeClock, rounds: int = 40, step: float = 100) -> int:
    """Deliver until nothing is left undelivered, advancing the fake clock between passes."""
    sent = 0
    for _ in range(rounds):
        sent += deliver_pending(store, senders, clock, policy=POLICY)
        left = store.fetch("SELECT count(*) FROM outbox WHERE delivered_at IS NULL"
                           " AND abandoned_at IS NULL")[0][0]
        if left == 0:
            return sent
        clock.advance(step)
    raise AssertionError("the outbox did not drain")


# ---- the tests ----------------------------------------------------------------------------------

def test_webhook_receiver_down_then_up_every_notification_arrives_once_in_order_and_signed(
        world, receiver):
    app, store, clock = world
    table = open_table(app.test_client(), seats=3, factions=FACTIONS)
    secrets = {seat: configure(table, seat, receiver.url(f"/hook/{seat}"))["webhook"]["secret"]
               for seat in ("seat1", "seat2", "seat3")}
    play(table, random.Random(5), 90)
    rows = outbox(store, "webhook")
    assert len(rows) >= 10 and {r[1] for r in rows} == {"seat1", "seat2", "seat3"}
    senders = {"webhook": WebhookSender(allow_private=True, timeout=2)}

    # Down: nothing listens on the port. One attempt per seat (later rows wait their turn).
    assert deliver_pending(store, senders, clock, policy=POLICY) == 0
    failed = store.fetch("SELECT outbox_id, attempt, delivered, error FROM"
                         " notification_deliveries ORDER BY id")
    assert len(failed) == 3 and all(not f[2] and f[1] == 1 and f[3] for f in failed)
    # Still within the backoff: no attempt at all.
    clock.advance(POLICY.base_seconds - 1)
    assert deliver_pending(store, senders, clock, policy=POLICY) == 0
    assert len(store.fetch("SELECT id FROM notification_deliveries")) == 3
    # Up but failing with 503, then healthy.
    receiver.status = 503
    receiver.start()
    clock.advance(2)
    assert deliver_pending(store, senders, clock, policy=POLICY) == 0
    assert len(receiver.requests) == 3
    receiver.status = 200
    clock.advance(POLICY.cap_seconds)
    drain(store, senders, clock)

    got = receiver.accepted()
    ids = [int(r["headers"][DELIVERY_HEADER]) for r in got]
    assert sorted(ids) == [r[0] for r in rows], "every notification exactly once"
    for seat, secret in secrets.items():
        mine = [r for r in got if r["path"] == f"/hook/{seat}"]
        seat_ids = [int(r["headers"][DELIVERY_HEADER]) for r in mine]
        assert seat_ids == sorted(seat_ids) == [r[0] for r in rows if r[1] == seat]
        for request in mine:
            body = json.loads(request["body"])
            assert verify_signature(secret, request["headers"][SIGNATURE_HEADER],
                                    request["body"])
            assert not verify_signature(secrets["seat1" if seat != "seat1" else "seat2"],
                                        request["headers"][SIGNATURE_HEADER], request["body"])
            assert body["seat"] == seat and body["view"]["you"] == seat
            assert request["headers"][EVENT_HEADER] == body["kind"]
            assert body["delivery_id"] == int(request["headers"][DELIVERY_HEADER])

    # The delivery log, through the API: failures first, then the success, for the first row.
    first = rows[0]
    log = table.get(f"/seats/{first[1]}/notifications/deliveries", first[1]).get_json()
    entries = [e for e in log["deliveries"] if e["outbox_id"] == first[0]]
    assert [e["delivered"] for e in entries] == [False, False, True]
    assert [e["attempt"] for e in entries] == [1, 2, 3]
    assert entries[1]["status_code"] == 503 and entries[2]["status_code"] == 200
    assert entries[0]["status_code"] is None and entries[0]["error"]

    # A delivered row is never sent again, however long one waits.
    before = len(receiver.requests)
    clock.advance(10 * 86400)
    assert deliver_pending(store, senders, clock, policy=POLICY) == 0
    assert len(receiver.requests) == before


def test_email_server_refusing_then_accepting_every_message_arrives_once_in_order(
        world, mailbox):
    app, store, clock = world
    box, port = mailbox
    table = open_table(app.test_client(), seats=3, factions=FACTIONS)
    for seat in ("seat1", "seat2"):
        configure(table, seat, address=f"{seat}@example.com")
    play(table, random.Random(6), 60)
    rows = outbox(store, "email")
    assert len(rows) >= 5
    senders = {"email": EmailSender("127.0.0.1", port, "game@example.com", timeout=5)}
    box.down = True
    assert deliver_pending(store, senders, clock, policy=POLICY) == 0
    assert box.refused == 2 and not box.messages
    box.down = False
    clock.advance(POLICY.base_seconds)
    drain(store, senders, clock)
    ids = [int(m[DELIVERY_HEADER]) for m in box.messages]
    assert sorted(ids) == [r[0] for r in rows]
    for seat in ("seat1", "seat2"):
        mine = [int(m[DELIVERY_HEADER]) for m in box.messages if m["To"] == f"{seat}@example.com"]
        assert mine == [r[0] for r in rows if r[1] == seat]
    assert all(m["From"] == "game@example.com" and "Cthulhu Wars" in m["Subject"]
               for m in box.messages)
    log = store.notification_deliveries(table.game_id, "seat1")
    assert [e["status_code"] for e in log][:1] == [451]


def test_an_email_about_a_game_named_with_a_line_break_is_sent_with_the_name_on_one_line(
        mailbox):
    box, port = mailbox
    now = datetime.now(timezone.utc)
    payload = {"kind": "your_turn", "game_id": "g_x", "game_name": "Friday\r\nBcc: all@example.com",
               "seat": "seat1", "version": 3}
    message = OutboxMessage(7, "g_x", 3, "email", "seat1", payload, now, 0, now, None, None)
    sender = EmailSender("127.0.0.1", port, "game@example.com", timeout=5)
    result = sender.send(message, {"target": "seat1@example.com"})
    assert result.ok, result
    (mail,) = box.messages
    assert "Friday  Bcc: all@example.com" in mail["Subject"] and mail["Bcc"] is None


def test_two_concurrent_deliverers_never_send_one_notification_twice(world, receiver):
    app, store, clock = world
    receiver.delay = 0.002
    receiver.start()
    seats = [f"seat{n}" for n in range(1, 9)]
    for seat in seats:
        store.set_notification_channels("g_many", seat, {
            "webhook": (receiver.url(f"/{seat}"), "s3cret")}, clock())
    rows = [store.outbox_row("g_many", 1, "webhook", seats[n % len(seats)],
                             {"kind": "your_turn", "n": n}) for n in range(160)]
    store.append("g_many", 0, [NewEvent("Opened", {})], rows=rows)
    senders = {"webhook": WebhookSender(allow_private=True, timeout=2)}
    barrier = threading.Barrier(3)
    sent: list[int] = []

    def deliverer(name: str) -> None:
        barrier.wait()
        total = 0
        for _ in range(200):
            got = deliver_pending(store, senders, clock, limit=7, policy=POLICY, owner=name)
            total += got
            if not store.fetch("SELECT 1 FROM outbox WHERE delivered_at IS NULL LIMIT 1"):
                break
        sent.append(total)

    threads = [threading.Thread(target=deliverer, args=(f"w{n}",)) for n in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    ids = [int(r["headers"][DELIVERY_HEADER]) for r in receiver.accepted()]
    assert len(ids) == len(set(ids)) == 160 and sum(sent) == 160
    assert all(n > 0 for n in sent), f"every deliverer took part: {sent}"
    for seat in seats:
        mine = [json.loads(r["body"])["n"] for r in receiver.accepted() if r["path"] == f"/{seat}"]
        assert mine == sorted(mine)


def test_a_leased_row_waits_for_its_lease_and_blocks_later_rows_of_its_seat(world, receiver):
    app, store, clock = world
    receiver.start()
    store.set_notification_channels("g_lease", "seat1", {
        "webhook": (receiver.url("/s1"), "k")}, clock())
    rows = [store.outbox_row("g_lease", 1, "webhook", "seat1", {"kind": "your_turn", "n": n})
            for n in range(3)]
    store.append("g_lease", 0, [NewEvent("Opened", {})], rows=rows)
    # A deliverer takes the first row and dies before sending it.
    now = clock()
    taken = store.claim_outbox("dead", now, now + timedelta(seconds=POLICY.lease_seconds), 10)
    assert [json.loads(json.dumps(m.payload))["n"] for m in taken] == [0]
    senders = {"webhook": WebhookSender(allow_private=True, timeout=2)}
    assert deliver_pending(store, senders, clock, policy=POLICY, owner="alive") == 0
    assert receiver.requests == []
    clock.advance(POLICY.lease_seconds + 1)
    assert deliver_pending(store, senders, clock, policy=POLICY, owner="alive") == 3
    assert [json.loads(r["body"])["n"] for r in receiver.requests] == [0, 1, 2]
    # The dead deliverer's late report cannot undo or repeat the delivery.
    assert not store.record_outbox_attempt(taken[0], "dead", clock(), kind="your_turn",
                                           delivered=False, error="late")
    assert not store.record_outbox_attempt(taken[0], "dead", clock(), kind="your_turn",
                                           delivered=True)
    assert len(store.notification_deliveries("g_lease", "seat1")) == 3


def test_the_target_is_checked_again_at_delivery_time(world, receiver):
    app, store, clock = world
    receiver.start()
    table = open_table(app.test_client(), seats=3, factions=FACTIONS)
    for seat in ("seat1", "seat2", "seat3"):
        configure(table, seat, receiver.url(f"/hook/{seat}"))
    play(table, random.Random(8), 40)
    assert outbox(store, "webhook")
    strict = {"webhook": WebhookSender(allow_private=False, timeout=2)}
    assert deliver_pending(store, strict, clock, policy=POLICY) == 0
    assert receiver.requests == []
    log = [e for seat in ("seat1", "seat2", "seat3")
           for e in store.notification_deliveries(table.game_id, seat)]
    assert log and "webhook_target_not_public" in log[0]["error"] and not log[0]["delivered"]


def test_a_row_that_keeps_failing_is_abandoned_and_the_next_one_goes_through(world, receiver):
    app, store, clock = world
    receiver.start()
    receiver.status = 500
    store.set_notification_channels("g_bad", "seat1", {
        "webhook": (receiver.url("/s1"), "k")}, clock())
    store.append("g_bad", 0, [NewEvent("Opened", {})], rows=[
        store.outbox_row("g_bad", 1, "webhook", "seat1", {"kind": "your_turn", "n": n})
        for n in range(2)])
    senders = {"webhook": WebhookSender(allow_private=True, timeout=2)}
    policy = RetryPolicy(base_seconds=1, cap_seconds=4, max_attempts=3)
    for _ in range(3):
        deliver_pending(store, senders, clock, policy=policy)
        clock.advance(10)
    receiver.status = 200
    assert deliver_pending(store, senders, clock, policy=policy) == 1
    # Row 0 was given up after its third attempt; row 1 was tried in that pass, then sent.
    assert [json.loads(r["body"])["n"] for r in receiver.requests] == [0, 0, 0, 1, 1]
    log = store.notification_deliveries("g_bad", "seat1")
    assert [(e["attempt"], e["delivered"]) for e in log] == [(1, False), (2, False), (3, False),
                                                             (1, False), (2, True)]
    abandoned = store.fetch("SELECT attempts FROM outbox WHERE abandoned_at IS NOT NULL")
    assert abandoned == [(3,)]
    clock.advance(86400)
    assert deliver_pending(store, senders, clock, policy=policy) == 0
    assert len(receiver.requests) == 5


def test_removing_a_channel_drops_its_undelivered_rows(world, receiver):
    app, store, clock = world
    receiver.start()
    store.set_notification_channels("g_gone", "seat1", {
        "webhook": (receiver.url("/s1"), "k")}, clock())
    store.append("g_gone", 0, [NewEvent("Opened", {})], rows=[
        store.outbox_row("g_gone", 1, "webhook", "seat1", {"kind": "your_turn"})])
    store.set_notification_channels("g_gone", "seat1", {}, clock())
    senders = {"webhook": WebhookSender(allow_private=True, timeout=2)}
    assert deliver_pending(store, senders, clock, policy=POLICY) == 0
    assert receiver.requests == []
    assert store.fetch("SELECT count(*) FROM outbox WHERE abandoned_at IS NOT NULL")[0][0] == 1


def test_backoff_doubles_up_to_the_cap():
    policy = RetryPolicy(base_seconds=10, cap_seconds=60)
    assert [policy.delay(n).total_seconds() for n in range(1, 6)] == [10, 20, 40, 60, 60]
    assert policy.delay(10_000).total_seconds() == 60
