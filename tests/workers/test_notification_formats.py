"""Webhook payload formats (signed JSON, Discord, Slack) and the game page link in every
notification, delivered to a real HTTP receiver and a real SMTP server from a game played over
HTTP on Postgres; the rendering rules themselves on payloads of every kind."""
from __future__ import annotations

import email
import json
import random
import socket
from datetime import datetime, timezone
from typing import Iterator

import pytest

from api_table import Table, choose, open_table
from events.migrate import upgrade
from service.app import create_app
from play.config import Config
from service.dependencies import dependencies
from webhook_receiver import WebhookReceiver
from workers import messages
from workers.delivery import (EVENT_HEADER, SIGNATURE_HEADER, EmailSender, RetryPolicy,
                              WebhookSender, deliver_pending, verify_signature)
from play.notifications import KINDS

FACTIONS = ["great_cthulhu", "crawling_chaos", "yellow_sign"]
BASE = "https://cthulhu.example.org/play/"
POLICY = RetryPolicy(base_seconds=1, cap_seconds=2)
ALL_KINDS = (*KINDS, messages.TEST_KIND)


def payload(kind: str, **extra) -> dict:
    return {"kind": kind, "game_id": "g_Abc-123", "game_name": "Friday night", "seat": "seat2",
            "version": 40, "status": "active", "deadline": "2030-05-04T18:30:00+00:00",
            "pending": [{"seat": "seat2", "faction": "crawling_chaos", "kind": "turn"}],
            "view": {"seats": [{"seat": "seat2", "faction": "crawling_chaos"}],
                     "state": {"factions": {"crawling_chaos": {"elder_sign_values": [3, 2]}}}},
            **extra}


# ---- rendering ----------------------------------------------------------------------------------

@pytest.mark.parametrize("kind", ALL_KINDS)
def test_every_kind_in_every_format_links_to_the_game_page_and_names_the_game(kind):
    link = "https://cthulhu.example.org/play/g/g_Abc-123"
    document = messages.json_document(payload(kind), 7, BASE)
    assert document["url"] == link and document["delivery_id"] == 7 and document["kind"] == kind
    discord = messages.discord_message(payload(kind), BASE)
    assert set(discord) == {"content", "allowed_mentions"}
    assert f"<{link}>" in discord["content"] and "Friday night" in discord["content"]
    assert discord["allowed_mentions"] == {"parse": []}
    slack = messages.slack_message(payload(kind), BASE)
    assert set(slack) == {"text"} and f"<{link}|Open the game>" in slack["text"]
    assert "Friday night" in slack["text"]
    text = messages.email_text(payload(kind), BASE)
    assert f"Open the game: {link}\n" in text and "Friday night" in text
    assert "Deadline: 2030-05-04 18:30 UTC." in text


@pytest.mark.parametrize("kind", ALL_KINDS)
def test_without_a_public_base_url_no_format_carries_a_link(kind):
    assert messages.json_document(payload(kind), 7, None)["url"] is None
    for rendered in (messages.discord_message(payload(kind), None)["content"],
                     messages.slack_message(payload(kind), None)["text"],
                     messages.email_text(payload(kind), None)):
        assert "http" not in rendered and "/g/" not in rendered


def test_chat_messages_hold_no_view_and_no_elder_sign_values():
    for message in (messages.discord_message(payload("your_turn"), BASE),
                    messages.slack_message(payload("your_turn"), BASE)):
        text = json.dumps(message)
        assert "elder_sign" not in text and "view" not in text and "[3, 2]" not in text
        assert "You play Crawling Chaos (seat2)." in text


def test_a_game_name_cannot_ping_a_channel_or_break_the_markup():
    hostile = payload("your_turn", game_name="@everyone <!channel> **bold** <https://evil|x>")
    discord = messages.discord_message(hostile, BASE)
    assert discord["allowed_mentions"] == {"parse": []}
    assert "\\*\\*bold\\*\\*" in discord["content"]
    slack = messages.slack_message(hostile, BASE)["text"]
    assert "<!channel>" not in slack and "&lt;!channel&gt;" in slack
    assert "<https://evil|x>" not in slack


def test_long_messages_are_cut_to_what_discord_and_slack_accept():
    long = payload("game_ended", game_name="N" * 5000)
    assert len(messages.discord_message(long, BASE)["content"]) == messages.DISCORD_LIMIT
    assert len(messages.slack_message(long, BASE)["text"]) == messages.SLACK_LIMIT


def test_a_link_is_built_from_the_game_id_alone_and_escapes_it():
    assert messages.game_link("https://x.example", "g_a/b?c#d") == "https://x.example/g/g_a%2Fb%3Fc%23d"
    assert messages.game_link("https://x.example/", "g_1") == "https://x.example/g/g_1"
    assert messages.game_link(None, "g_1") is None and messages.game_link("", "g_1") is None


@pytest.mark.parametrize("kind", ALL_KINDS)
def test_every_kind_reads_in_german_for_a_seat_that_chose_german(kind):
    english = (messages.email_subject(payload(kind)), messages.email_text(payload(kind), BASE),
               messages.discord_message(payload(kind), BASE)["content"],
               messages.slack_message(payload(kind), BASE)["text"])
    german = (messages.email_subject(payload(kind), "de"), messages.email_text(payload(kind), BASE, "de"),
              messages.discord_message(payload(kind), BASE, "de")["content"],
              messages.slack_message(payload(kind), BASE, "de")["text"])
    for en, de in zip(english, german):
        assert en != de and "Friday night" in de
        assert "Open the game" not in de and "notify-" not in de
    assert "Du spielst Kriechendes Chaos (seat2)." in german[1]  # the faction's German name
    assert "Zum Spiel: https://cthulhu.example.org/play/g/g_Abc-123" in german[1]
    assert "<https://cthulhu.example.org/play/g/g_Abc-123|Zum Spiel>" in german[3]
    # The JSON document is facts, the same in every language.
    assert messages.chat_body("json", payload(kind), 7, BASE, "de") == messages.json_document(payload(kind), 7, BASE)


# ---- delivered ----------------------------------------------------------------------------------

@pytest.fixture
def world(pg_url: str) -> Iterator[tuple]:
    upgrade(pg_url)
    app = create_app(Config.from_env({
        "DATABASE_URL": pg_url, "LOG_JSON": "false", "LOG_LEVEL": "WARNING",
        "RATE_LIMIT_PER_TOKEN": "0", "RATE_LIMIT_PER_ADDRESS": "0",
        "ALLOW_PRIVATE_WEBHOOKS": "true", "SMTP_HOST": "127.0.0.1"}))
    receiver = WebhookReceiver().start()
    yield app, receiver
    receiver.stop()
    dependencies(app).close()


@pytest.fixture
def mailbox() -> Iterator[tuple[list, int]]:
    from aiosmtpd.controller import Controller

    received: list = []

    class Handler:
        async def handle_DATA(self, server, session, envelope) -> str:  # noqa: N802
            received.append(email.message_from_bytes(envelope.content))
            return "250 OK"

    controller = Controller(Handler(), hostname="127.0.0.1", port=_free_port())
    controller.start()
    yield received, controller.port
    controller.stop()


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def configure(table: Table, seat: str, body: dict) -> str | None:
    answer = table.client.put(table.url(f"/seats/{seat}/notifications"), json=body,
                              headers=table.auth(seat))
    assert answer.status_code == 200, answer.get_json()
    return (answer.get_json()["webhook"] or {}).get("secret")


def play_to_end(table: Table, rng: random.Random) -> None:
    for _ in range(5000):
        seat = table.pending_seat()
        if seat is None:
            return
        choose(table, seat, rng)
    raise AssertionError("the game did not end")


def drain(app, senders: dict) -> None:
    store = dependencies(app).store
    for _ in range(200):
        deliver_pending(store, senders, lambda: datetime.now(timezone.utc), policy=POLICY)
        if not store.fetch("SELECT 1 FROM outbox WHERE delivered_at IS NULL"
                           " AND abandoned_at IS NULL LIMIT 1"):
            return
    raise AssertionError("the outbox did not drain")


@pytest.mark.postgres
def test_each_seat_gets_its_format_signed_with_a_token_free_link_to_the_game(world, mailbox):
    app, receiver = world
    box, port = mailbox
    table = open_table(app.test_client(), seats=3, factions=FACTIONS)
    formats = {"seat1": "json", "seat2": "discord", "seat3": "slack"}
    secrets = {seat: configure(table, seat, {"webhook": {"url": receiver.url(f"/{seat}"),
                                                         "format": fmt},
                                             "email": {"address": f"{seat}@example.com"}})
               for seat, fmt in formats.items()}
    shown = table.get("/seats/seat2/notifications", "seat2").get_json()
    assert shown["webhook"]["format"] == "discord"
    play_to_end(table, random.Random(11))
    senders = {"webhook": WebhookSender(allow_private=True, timeout=2, public_base_url=BASE),
               "email": EmailSender("127.0.0.1", port, timeout=5, public_base_url=BASE)}
    drain(app, senders)
    link = f"https://cthulhu.example.org/play/g/{table.game_id}"
    requests = receiver.received()
    assert {r["path"] for r in requests} == {"/seat1", "/seat2", "/seat3"}
    for request in requests:
        seat = request["path"][1:]
        body = json.loads(request["body"])
        assert verify_signature(secrets[seat], request["headers"][SIGNATURE_HEADER],
                                request["body"])
        assert request["headers"][EVENT_HEADER] in KINDS
        if formats[seat] == "json":
            assert body["url"] == link and body["view"]["you"] == seat
        elif formats[seat] == "discord":
            assert set(body) == {"content", "allowed_mentions"} and f"<{link}>" in body["content"]
        else:
            assert set(body) == {"text"} and f"<{link}|Open the game>" in body["text"]
        for token in [*table.seats.values(), table.host]:
            assert token not in request["body"].decode()
    kinds = {r["headers"][EVENT_HEADER] for r in requests}
    assert {"your_turn", "game_ended"} <= kinds
    assert box and all(f"Open the game: {link}" in m.get_payload() for m in box)
    assert all(token not in m.as_string() for m in box for token in table.seats.values())


@pytest.mark.postgres
def test_a_seat_gets_its_notifications_in_the_language_it_chose_with_its_channels(world, mailbox):
    """A seat that set its channels from a German page (Accept-Language: de) reads German; one that
    asked for English explicitly from the same page reads English."""
    app, receiver = world
    box, port = mailbox
    table = open_table(app.test_client(), seats=3, factions=FACTIONS)
    german = {"Accept-Language": "de"}
    for seat, body in (("seat1", {"webhook": {"url": receiver.url("/seat1"), "format": "discord"},
                                  "email": {"address": "seat1@example.com"}}),
                       ("seat2", {"webhook": {"url": receiver.url("/seat2"), "format": "discord"},
                                  "email": {"address": "seat2@example.com"}, "language": "en"})):
        answer = table.client.put(table.url(f"/seats/{seat}/notifications"), json=body,
                                  headers={**table.auth(seat), **german})
        assert answer.status_code == 200, answer.get_json()
        assert answer.get_json()["language"] == ("de" if seat == "seat1" else "en")
    assert table.get("/seats/seat1/notifications", "seat1").get_json()["language"] == "de"
    refused = table.client.put(table.url("/seats/seat3/notifications"), json={"language": "fr"},
                               headers=table.auth("seat3"))
    assert refused.status_code == 422
    play_to_end(table, random.Random(11))
    senders = {"webhook": WebhookSender(allow_private=True, timeout=2, public_base_url=BASE),
               "email": EmailSender("127.0.0.1", port, timeout=5, public_base_url=BASE)}
    drain(app, senders)
    posted = {seat: [json.loads(r["body"])["content"] for r in receiver.received() if r["path"] == f"/{seat}"]
              for seat in ("seat1", "seat2")}
    assert posted["seat1"] and all("Zum Spiel: <" in text for text in posted["seat1"])
    assert posted["seat2"] and all("Open the game: <" in text for text in posted["seat2"])
    mail = {seat: [m for m in box if m["To"] == f"{seat}@example.com"] for seat in ("seat1", "seat2")}
    assert mail["seat1"] and all(str(m["Subject"]).startswith("Cthulhu Wars: ") and " in " in str(m["Subject"])
                                 and "Zum Spiel: " in m.get_payload() for m in mail["seat1"])
    assert any("ist zu Ende" in m.get_payload() for m in mail["seat1"])
    assert mail["seat2"] and all("Open the game: " in m.get_payload() for m in mail["seat2"])


@pytest.mark.postgres
def test_a_webhook_format_must_be_one_the_server_knows(world):
    app, receiver = world
    table = open_table(app.test_client(), seats=3, factions=FACTIONS)
    for bad in ("xml", "", "DISCORD", 3, None):
        answer = table.client.put(table.url("/seats/seat1/notifications"), json={
            "webhook": {"url": receiver.url(), "format": bad}}, headers=table.auth("seat1"))
        assert answer.status_code == 422, bad
    assert table.get("/seats/seat1/notifications", "seat1").get_json()["webhook"] is None
    configure(table, "seat1", {"webhook": {"url": receiver.url()}})
    assert table.get("/seats/seat1/notifications", "seat1").get_json()["webhook"]["format"] == "json"


# ---- the setting --------------------------------------------------------------------------------

def test_public_base_url_reaches_both_senders_and_bad_values_are_refused():
    from play.config import ConfigError
    from workers.delivery import senders_from_config

    config = Config.from_env({"PUBLIC_BASE_URL": "https://cthulhu.example.org/play/",
                              "SMTP_HOST": "127.0.0.1"})
    assert config.public_base_url == "https://cthulhu.example.org/play"
    senders = senders_from_config(config)
    assert senders["webhook"].public_base_url == senders["email"].public_base_url \
        == "https://cthulhu.example.org/play"
    assert Config.from_env({}).public_base_url is None
    assert senders_from_config(Config.from_env({}))["webhook"].public_base_url is None
    for bad in ("cthulhu.example.org", "ftp://x.org", "https://u:secret@x.org", "https://x.org/?t=1",
                "https://x.org/#t=1", "https://x.org:port"):
        with pytest.raises(ConfigError) as refused:
            Config.from_env({"PUBLIC_BASE_URL": bad})
        assert "secret" not in str(refused.value)
