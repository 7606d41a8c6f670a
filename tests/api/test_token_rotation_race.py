"""A rotated token authorises nothing, even in a request let in before the rotation: each write a
seat's token authorises checks the token in the write itself (on both run modes).

The interleaving is driven step by step, not left to timing: the caller is judged on the game as
it stood, then the token is rotated, then the write runs.
"""
from __future__ import annotations

import random
import threading
import time
from datetime import datetime, timezone

import psycopg
import pytest

from api_table import Table, choose, open_table
from play import choices, errors, tokens
from play.gameplay import Caller
from service.dependencies import dependencies
from service.wiring import gameplay

TIMED = {"kind": "per_decision", "per_decision": "P1D", "vacation_days": 3}
HOOK = "http://127.0.0.1:9/old-holder"


@pytest.fixture
def table(client) -> Table:
    return open_table(client, seats=3, time_control=TIMED)


def _rotate(app, table: Table, seat: str) -> Caller:
    """Rotate the seat's token; returns the caller its old token made before the rotation."""
    old = Caller(seat=seat, token_hash=tokens.token_hash(table.seats[seat]))
    with app.app_context():
        _, table.seats[seat] = gameplay().rotate_token(table.game_id, old)
    return old


def _vacation(gp, table, caller, seat):
    return gp.start_vacation(table.game_id, caller, 1)


def _rotation(gp, table, caller, seat):
    return gp.rotate_token(table.game_id, caller)


def _choice(gp, table, caller, seat):
    game = gp.load(table.game_id)
    option = choices.split_options(game.state, seat)[0][0]
    return choices.submit(gp, table.game_id, caller, game.version, [option["choice"]], None)


def _undo(gp, table, caller, seat):
    return choices.request_undo(gp, table.game_id, caller, gp.load(table.game_id).version, None)


@pytest.mark.parametrize("write", [_vacation, _rotation, _choice, _undo],
                         ids=["vacation", "rotation", "choice", "undo"])
def test_a_write_let_in_before_its_token_was_rotated_is_refused_and_changes_nothing(
        app, table, write):
    seat = table.pending_seat()
    if write is _undo:
        choose(table, seat, random.Random(1))  # something of its own to take back
    old = _rotate(app, table, seat)
    version = table.version()
    with app.app_context(), pytest.raises(errors.InvalidToken):
        write(gameplay(), table, old, seat)
    assert table.version() == version


def test_channels_set_with_a_token_rotated_while_the_request_ran_are_refused(
        app, client, table, monkeypatch):
    """The old holder's webhook must never receive the new holder's view."""
    import service.routes.notifications as route

    seat = "seat1"
    checked = route.check_webhook_url

    def rotate_midway(url, allow_private):  # between the token check and the write
        _rotate(app, table, seat)
        return checked(url, True)

    old_auth = table.auth(seat)
    monkeypatch.setattr(route, "check_webhook_url", rotate_midway)
    answer = client.put(table.url(f"/seats/{seat}/notifications"),
                        json={"webhook": {"url": HOOK}}, headers=old_auth)
    assert answer.status_code == 401 and answer.get_json()["code"] == "invalid_token"
    assert dependencies(app).store.notification_channels(table.game_id, seat) == []
    shown = table.get(f"/seats/{seat}/notifications", seat).get_json()
    assert shown["webhook"] is None


def test_a_test_message_asked_with_a_rotated_token_is_refused_and_queues_nothing(app, table):
    seat = "seat1"
    store = dependencies(app).store
    with app.app_context():
        gp = gameplay()
        game = gp.load(table.game_id)
        assert store.set_notification_channels(table.game_id, seat, {"webhook": (HOOK, "s")},
                                               gp.clock())
        from play.notifications import rows_for_test

        rows = rows_for_test(store, game, seat)
    old = _rotate(app, table, seat)
    now = gp.clock()
    assert not store.queue_notification_test(table.game_id, seat, rows, now, now,
                                             holder=old.token_hash)
    assert not store.fetch("SELECT 1 FROM outbox WHERE game_id = %s", (table.game_id,))


@pytest.fixture
def pg_app(pg_url):
    from events.migrate import upgrade
    from play.config import Config
    from service.app import create_app

    upgrade(pg_url)
    made = create_app(Config.from_env({"DATABASE_URL": pg_url, "LOG_JSON": "false",
                                       "LOG_LEVEL": "WARNING", "RATE_LIMIT_PER_TOKEN": "0",
                                       "RATE_LIMIT_PER_ADDRESS": "0"}))
    yield made
    dependencies(made).close()


def _until_one_waits_for_a_lock(look, busy: threading.Thread) -> None:
    deadline = time.monotonic() + 10
    while not look.execute("SELECT count(*) FROM pg_stat_activity WHERE datname ="
                           " current_database() AND wait_event_type = 'Lock'").fetchone()[0]:
        assert time.monotonic() < deadline and busy.is_alive(), "nothing waited for the lock"
        time.sleep(0.01)


@pytest.mark.postgres
def test_a_channel_write_waits_for_a_rotation_under_way_and_is_then_refused(pg_app, pg_url):
    """The token check holds the seat's row: a rotation that has written the row but not yet
    committed makes the channel write wait for its outcome instead of reading the old token."""
    table = open_table(pg_app.test_client(), seats=3)
    store, old = dependencies(pg_app).store, tokens.token_hash(table.seats["seat1"])
    written: dict = {}

    def write() -> None:
        written["ok"] = store.set_notification_channels(
            table.game_id, "seat1", {"webhook": (HOOK, "s")}, datetime.now(timezone.utc),
            holder=old)

    with psycopg.connect(pg_url) as rotation, psycopg.connect(pg_url, autocommit=True) as look:
        rotation.execute("UPDATE seats SET token_hash = 'rotated' WHERE game_id = %s"
                         " AND seat = 'seat1'", (table.game_id,))  # the append's seats row
        writer = threading.Thread(target=write)
        writer.start()
        _until_one_waits_for_a_lock(look, writer)
        rotation.commit()
        writer.join(10)
    assert written["ok"] is False
    assert store.notification_channels(table.game_id, "seat1") == []


@pytest.mark.postgres
def test_a_rotation_waiting_for_a_channel_write_under_way_deletes_what_it_wrote(pg_app, pg_url):
    """Both lock the seat's row before the seat's channels, so neither deadlocks the other and a
    channel write that wins the row is still cleared by the rotation that follows it."""
    table = open_table(pg_app.test_client(), seats=3)
    store, old = dependencies(pg_app).store, tokens.token_hash(table.seats["seat1"])
    rotated: dict = {}

    def rotate() -> None:
        with pg_app.app_context():
            rotated["game"] = gameplay().rotate_token(
                table.game_id, Caller(seat="seat1", token_hash=old))[0]

    with psycopg.connect(pg_url) as put, psycopg.connect(pg_url, autocommit=True) as look:
        # The channel write under way: the seat's row held, its channel written, not committed.
        put.execute("SELECT 1 FROM seats WHERE game_id = %s AND seat = 'seat1' AND"
                    " token_hash = %s FOR UPDATE", (table.game_id, old))
        put.execute("INSERT INTO notification_channels (game_id, seat, channel, target, secret,"
                    " created_at, format) VALUES (%s, 'seat1', 'webhook', %s, 's', now(),"
                    " 'json')", (table.game_id, HOOK))
        rotator = threading.Thread(target=rotate)
        rotator.start()
        _until_one_waits_for_a_lock(look, rotator)
        put.commit()
        rotator.join(10)
    assert rotated["game"].seat("seat1").token_hash != old
    assert store.notification_channels(table.game_id, "seat1") == []


@pytest.mark.parametrize("tail, reader", [("", "_configuration"),
                                          ("/deliveries", "notification_deliveries")],
                         ids=["channels", "deliveries"])
def test_a_read_let_in_before_a_rotation_shows_nothing_of_the_next_holder(
        app, client, table, monkeypatch, tail, reader):
    """Rotated and re-configured by the next holder between the token check and the read."""
    import service.routes.notifications as route

    seat, store = "seat1", dependencies(app).store
    old_auth = table.auth(seat)
    owner = route if reader.startswith("_") else store
    read = getattr(owner, reader)

    def read_after_a_handover(*args, **kwargs):
        _rotate(app, table, seat)
        holder = tokens.token_hash(table.seats[seat])
        assert store.set_notification_channels(table.game_id, seat, {"webhook": (HOOK, "s")},
                                               datetime.now(timezone.utc), holder=holder)
        return read(*args, **kwargs)

    monkeypatch.setattr(owner, reader, read_after_a_handover)
    answer = client.get(table.url(f"/seats/{seat}/notifications{tail}"), headers=old_auth)
    assert answer.status_code == 401 and answer.get_json()["code"] == "invalid_token"
    assert HOOK not in answer.get_data(as_text=True)
