"""A webhook receiver that answers `200 OK` and then drips a byte every so often holds nothing
but its own delivery: the sender gives up at its overall time limit, and no timer waits for it,
neither in the sweeper nor behind an RQ job. The receiver is real (proofs.slow_receivers, a
socket server on 127.0.0.1), and so are Postgres and Redis.
"""
from __future__ import annotations

import time
from datetime import datetime, timedelta, timezone

import pytest
import redis as redis_lib

from bootstrap import Root
from events import OutboxMessage, open_store
from events.migrate import upgrade
from play.config import Config
from play.gameplay import Caller
from play.notifications import rows_for_test
from proofs.slow_receivers import SMTP_GREETING, DripReceiver
from workers import jobs, runtime
from workers.delivery import EmailSender, WebhookSender
from workers.sweep import sweeper_for

FACTIONS = ["great_cthulhu", "crawling_chaos", "yellow_sign"]


def wait_until(condition, seconds: float = 15.0, what: str = "the condition"):
    """Poll `condition` until it gives something true; fail after `seconds`."""
    ends = time.monotonic() + seconds
    while time.monotonic() < ends:
        found = condition()
        if found:
            return found
        time.sleep(0.02)
    raise AssertionError(f"{what} did not happen within {seconds} s")


@pytest.fixture
def drip():
    with DripReceiver(every=0.2, bound=20.0) as receiver:
        yield receiver


def a_message() -> OutboxMessage:
    now = datetime.now(timezone.utc)
    return OutboxMessage(1, "g_x", 1, "webhook", "seat1", {"kind": "test", "game_id": "g_x"},
                         now, 0, now, None, None)


def test_a_webhook_answer_that_drips_is_cut_off_at_the_overall_time_limit(drip):
    sender = WebhookSender(allow_private=True, timeout=1.0)
    started = time.monotonic()
    result = sender.send(a_message(), {"target": drip.url(), "secret": "s"})
    took = time.monotonic() - started
    assert not result.ok and "time limit" in result.error
    assert took < 3.0, f"the sender was held {took:.1f} s by a receiver that drips"


def test_a_mail_server_that_drips_its_greeting_is_cut_off_at_the_overall_time_limit():
    sender = EmailSender("127.0.0.1", 25, timeout=1.0)
    started = time.monotonic()
    with DripReceiver(every=0.2, bound=20.0, head=SMTP_GREETING) as server:
        sender.port = server.port
        result = sender.send(a_message(), {"target": "seat1@example.com"})
    took = time.monotonic() - started
    assert not result.ok and "time limit" in result.error
    assert took < 3.0, f"the sender was held {took:.1f} s by a server that drips"


# ---- beside the timers ---------------------------------------------------------------------------

@pytest.fixture
def root(pg_url, redis_url):
    upgrade(pg_url)
    store = open_store(pg_url)
    client = redis_lib.Redis.from_url(redis_url)
    made = Root(Config.from_env({"DATABASE_URL": pg_url, "REDIS_URL": redis_url,
                                 "ALLOW_PRIVATE_WEBHOOKS": "true",
                                 "WEBHOOK_TIMEOUT_SECONDS": "3"}),
                store=store, redis_client=client)
    yield made
    made.close()
    store.close()


def a_test_message_to(root: Root, url: str) -> None:
    """A game whose first seat's webhook is `url`, with a test message to it due now."""
    gp = root.gameplay
    game, _ = gp.open_game({"seats": 3, "factions": FACTIONS, "sandbox": True}, Caller())
    now = gp.clock()
    seat = game.seats[0].seat
    gp.store.set_notification_channels(game.game_id, seat, {"webhook": (url, "secret")}, now)
    rows = rows_for_test(gp.store, game, seat)
    assert gp.store.queue_notification_test(game.game_id, seat, rows, now, now)


def a_deadline_in(root: Root, duration: str) -> str:
    spec = {"seats": 3, "factions": FACTIONS, "sandbox": True,
            "time_control": {"kind": "per_decision", "per_decision": duration}}
    return root.gameplay.open_game(spec, Caller())[0].game_id


def lateness(root: Root, game_id: str) -> float | None:
    """Seconds between the first deadline of `game_id` and its timeout's record, once there."""
    for event in root.store.read(game_id):
        if event.type == "DecisionTimedOut":
            due = datetime.fromisoformat(event.payload["due_at"])
            return (event.recorded_at - due).total_seconds()
    return None


@pytest.mark.postgres
@pytest.mark.redis
def test_a_deadline_fires_on_time_while_the_sweeper_delivers_to_a_receiver_that_drips(root,
                                                                                       drip):
    a_test_message_to(root, drip.url())
    sweeper = sweeper_for(root.gameplay, interval=0.2,
                          senders={"webhook": WebhookSender(allow_private=True, timeout=10)})
    thread = sweeper.start_thread()
    try:
        wait_until(lambda: drip.counts()[1] >= 1, what="the delivery to the dripping receiver")
        game_id = a_deadline_in(root, "PT2S")
        late = wait_until(lambda: lateness(root, game_id), what="the timeout")
        assert drip.counts()[1] >= 1  # the receiver was still dripping all along
        assert late < 1.0, f"the deadline fired {late:.1f} s late"
    finally:
        sweeper.stop()
        thread.join(30)  # its threads are done with the store before it is closed


@pytest.mark.postgres
@pytest.mark.redis
def test_the_notification_job_hands_the_sends_to_the_deliverer_and_returns_at_once(root, drip):
    a_test_message_to(root, drip.url())
    started = time.monotonic()
    with runtime.running(root):
        jobs.deliver_outbox()
    took = time.monotonic() - started
    wait_until(lambda: drip.counts()[1] >= 1, what="the deliverer's send")
    assert took < 1.0, f"the job was held {took:.1f} s by a receiver that drips"
