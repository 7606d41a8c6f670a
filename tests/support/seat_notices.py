"""Shared set-up of the API tests that follow a seat's notifications to a real webhook receiver:
apps with the settings a test asks for, a receiver, and helpers to configure a seat's channels,
run the deliverer once and read a seat's delivery log.

Test modules import the fixtures `make_client` and `receiver` by name (pytest finds fixtures in
a module's namespace) and the helpers as functions."""
from __future__ import annotations

from datetime import datetime, timezone

import pytest

from events.migrate import upgrade
from play.config import Config
from service.app import create_app
from service.dependencies import dependencies
from webhook_receiver import WebhookReceiver
from workers.delivery import RetryPolicy, WebhookSender, deliver_pending


@pytest.fixture
def make_client(mode: dict[str, str]):
    """A test client of an app with extra settings (the run mode's database and Redis)."""
    apps = []
    upgrade(mode["DATABASE_URL"])

    def make(**settings: str):
        env = {**mode, "LOG_JSON": "false", "LOG_LEVEL": "WARNING", "RATE_LIMIT_PER_TOKEN": "0",
               "RATE_LIMIT_PER_ADDRESS": "0", "ALLOW_PRIVATE_WEBHOOKS": "true", **settings}
        apps.append(create_app(Config.from_env(env)))
        return apps[-1].test_client()

    yield make
    for app in apps:
        dependencies(app).close()


@pytest.fixture
def receiver():
    made = WebhookReceiver().start()
    yield made
    made.stop()


def configure(table, seat: str, body: dict) -> dict:
    """Set `seat`'s notification channels; the answer's body."""
    answer = table.client.put(table.url(f"/seats/{seat}/notifications"), json=body,
                              headers=table.auth(seat))
    assert answer.status_code == 200, answer.get_json()
    return answer.get_json()


def deliver(client, **sender) -> int:
    """Run the deliverer once over what is due; how many messages it sent."""
    store = dependencies(client.application).store
    senders = {"webhook": WebhookSender(allow_private=True, timeout=2, **sender)}
    return deliver_pending(store, senders, lambda: datetime.now(timezone.utc),
                           policy=RetryPolicy(base_seconds=1, cap_seconds=2))


def log_of(table, seat: str) -> list[dict]:
    """`seat`'s delivery log, through the API."""
    answer = table.get(f"/seats/{seat}/notifications/deliveries", seat)
    assert answer.status_code == 200, answer.get_json()
    return answer.get_json()["deliveries"]
