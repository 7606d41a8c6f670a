"""A seat's settings over the API: test notifications, webhook formats, vacations, clocks and
standing answers in the view; on both run modes (SQLite alone, Postgres with Redis)."""
from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from api_table import open_table
from seat_notices import configure, deliver, log_of, make_client, receiver  # noqa: F401 (fixtures)
from service.dependencies import dependencies
from workers.delivery import EVENT_HEADER, SIGNATURE_HEADER, verify_signature

FACTIONS = ["great_cthulhu", "crawling_chaos", "yellow_sign"]


def send_test(table, seat: str, headers: dict | None = None):
    return table.client.post(table.url(f"/seats/{seat}/notifications/test"),
                             headers=table.auth(seat) if headers is None else headers)


# ---- test messages ------------------------------------------------------------------------------

def test_a_test_message_goes_through_the_normal_delivery_signed_and_shows_in_the_log(
        make_client, receiver):
    client = make_client()
    table = open_table(client, seats=3, factions=FACTIONS)
    secret = configure(table, "seat2", {"webhook": {"url": receiver.url("/s2")}})["webhook"]["secret"]
    version = table.version()
    answer = send_test(table, "seat2")
    assert answer.status_code == 202, answer.get_json()
    body = answer.get_json()
    assert body["channels"] == ["webhook"] and body["seat"] == "seat2"
    assert datetime.fromisoformat(body["next_test_at"]) > datetime.now(timezone.utc)
    assert table.version() == version, "a test does not move the game"
    assert deliver(client) == 1
    (request,) = receiver.received()
    assert request["headers"][EVENT_HEADER] == "test"
    assert verify_signature(secret, request["headers"][SIGNATURE_HEADER], request["body"])
    document = receiver.json_bodies()[0]
    assert document["kind"] == "test" and document["seat"] == "seat2"
    assert document["view"]["you"] == "seat2"
    (entry,) = log_of(table, "seat2")
    assert (entry["kind"], entry["channel"], entry["delivered"]) == ("test", "webhook", True)
    assert log_of(table, "seat1") == []


def test_a_second_test_within_thirty_seconds_is_refused_with_429_and_queues_nothing(
        make_client, receiver):
    client = make_client()
    table = open_table(client, seats=3, factions=FACTIONS)
    configure(table, "seat1", {"webhook": {"url": receiver.url()}})
    assert send_test(table, "seat1").status_code == 202
    again = send_test(table, "seat1")
    assert again.status_code == 429 and again.get_json()["code"] == "test_too_soon"
    assert again.headers["Retry-After"] == "30"
    assert again.content_type == "application/problem+json"
    store = dependencies(client.application).store
    assert store.fetch("SELECT count(*) FROM outbox WHERE recipient = %s", ["seat1"]) == [(1,)]
    # Another seat has its own allowance.
    configure(table, "seat2", {"webhook": {"url": receiver.url()}})
    assert send_test(table, "seat2").status_code == 202


def test_the_test_allowance_comes_back_after_the_interval_and_only_once(make_client):
    client = make_client()
    store = dependencies(client.application).store
    now = datetime.now(timezone.utc)
    row = store.outbox_row("g_allowance", 1, "webhook", "seat1", {"kind": "test"})
    interval = timedelta(seconds=30)
    assert store.queue_notification_test("g_allowance", "seat1", [row], now, now - interval)
    later = now + timedelta(seconds=10)
    assert not store.queue_notification_test("g_allowance", "seat1", [row], later,
                                             later - interval)
    later = now + timedelta(seconds=31)
    assert store.queue_notification_test("g_allowance", "seat1", [row], later, later - interval)
    assert not store.queue_notification_test("g_allowance", "seat1", [row], later,
                                             later - interval)
    assert store.fetch("SELECT count(*) FROM outbox WHERE game_id = 'g_allowance'") == [(2,)]


def test_a_test_needs_a_channel_and_the_seats_own_token(make_client):
    client = make_client()
    table = open_table(client, seats=3, factions=FACTIONS)
    nothing = send_test(table, "seat1")
    assert (nothing.status_code, nothing.get_json()["code"]) == (409, "no_channels")
    configure(table, "seat1", {"webhook": {"url": "http://127.0.0.1:9/h"}})
    callers = {"spectator": ({}, 401, "token_required"),
               "other seat": (table.auth("seat2"), 403, "not_your_seat"),
               "host": ({"Authorization": f"Bearer {table.host}"}, 403, "not_your_seat")}
    for name, (headers, status, code) in callers.items():
        answer = send_test(table, "seat1", headers)
        assert (answer.status_code, answer.get_json()["code"]) == (status, code), name
    missing = send_test(table, "seat9", table.auth("seat1"))
    assert (missing.status_code, missing.get_json()["code"]) == (404, "seat_not_found")
    store = dependencies(client.application).store
    assert store.fetch("SELECT count(*) FROM outbox") == [(0,)]


def test_a_failing_test_is_tried_once_and_never_holds_back_the_seats_notifications(
        make_client):
    client = make_client()
    table = open_table(client, seats=3, factions=FACTIONS)
    configure(table, "seat1", {"webhook": {"url": "http://127.0.0.1:9/nobody-listens"}})
    assert send_test(table, "seat1").status_code == 202
    assert deliver(client) == 0
    (entry,) = log_of(table, "seat1")
    assert entry["kind"] == "test" and not entry["delivered"] and entry["error"]
    store = dependencies(client.application).store
    assert store.fetch("SELECT attempts FROM outbox WHERE abandoned_at IS NOT NULL") == [(1,)]
    assert deliver(client) == 0 and len(log_of(table, "seat1")) == 1


# ---- webhook formats ----------------------------------------------------------------------------

def test_a_webhook_keeps_its_format_and_json_is_the_default(make_client, receiver):
    client = make_client()
    table = open_table(client, seats=3, factions=FACTIONS)
    for fmt in ("discord", "slack", "json"):
        shown = configure(table, "seat1", {"webhook": {"url": receiver.url(), "format": fmt}})
        assert shown["webhook"]["format"] == fmt
        assert table.get("/seats/seat1/notifications", "seat1").get_json()["webhook"]["format"] == fmt
    assert configure(table, "seat2", {"webhook": {"url": receiver.url()}})["webhook"]["format"] == "json"
    refused = table.client.put(table.url("/seats/seat1/notifications"), headers=table.auth("seat1"),
                               json={"webhook": {"url": receiver.url(), "format": "teams"}})
    assert refused.status_code == 422 and refused.content_type == "application/problem+json"
    assert table.get("/seats/seat1/notifications", "seat1").get_json()["webhook"]["format"] == "json"


def test_a_test_message_reaches_a_chat_webhook_in_its_format_and_signed(make_client, receiver):
    client = make_client()
    table = open_table(client, seats=3, factions=FACTIONS)
    secret = configure(table, "seat3", {"webhook": {"url": receiver.url(), "format": "discord"}})[
        "webhook"]["secret"]
    assert send_test(table, "seat3").status_code == 202
    assert deliver(client) == 1
    (request,) = receiver.received()
    assert verify_signature(secret, request["headers"][SIGNATURE_HEADER], request["body"])
    body = receiver.json_bodies()[0]
    assert set(body) == {"content", "allowed_mentions"}
    assert body["content"].startswith("**Test notification from")


# ---- clocks in the seat data --------------------------------------------------------------------

BANK = {"kind": "bank", "initial": "P2D", "increment": "PT12H", "vacation_days": 5}


def seats_of(table, seat: str | None = None) -> dict[str, dict]:
    return {s["seat"]: s for s in table.get("", seat).get_json()["seats"]}


def make_choice(table, seat: str) -> None:
    listed = table.get("/options", seat).get_json()
    choice = next(o["choice"] for o in listed["options"] if o["choice"]["act"] != "standing_answer")
    answer = table.post("/choices", {"expected_version": listed["version"], "choice": choice}, seat,
                        {"Idempotency-Key": f"clock-{listed['version']}"})
    assert answer.status_code == 200, answer.get_json()


def test_every_seat_shows_its_bank_and_a_decision_adds_the_increment(make_client):
    client = make_client()
    table = open_table(client, seats=3, factions=FACTIONS, time_control=BANK)
    seats = seats_of(table)
    assert {s["bank_seconds"] for s in seats.values()} == {2 * 86400.0}
    assert {s["vacation_days_left"] for s in seats.values()} == {5}
    mover = table.pending_seat()
    assert seats[mover]["deadline"] is not None
    assert [s for s, v in seats.items() if v["deadline"]] == [mover]
    make_choice(table, mover)
    bank = seats_of(table)[mover]["bank_seconds"]
    assert 2.5 * 86400 - 60 < bank <= 2.5 * 86400, "the bank gains 12 hours less the time used"
    view = table.get("/view", mover).get_json()
    assert view["seats"] == table.get("").get_json()["seats"], "the view shows every seat's clock"


def test_without_a_bank_no_seat_has_one_and_no_vacation_is_left(make_client):
    client = make_client()
    untimed = open_table(client, seats=3, factions=FACTIONS)
    assert {(s["bank_seconds"], s["vacation_days_left"], s["deadline"])
            for s in seats_of(untimed).values()} == {(None, 0, None)}
    timed = open_table(client, seats=3, factions=FACTIONS,
                       time_control={"kind": "per_decision", "per_decision": "P1D"})
    seats = seats_of(timed)
    assert {s["bank_seconds"] for s in seats.values()} == {None}
    assert seats[timed.pending_seat()]["deadline"] is not None


# ---- vacation -----------------------------------------------------------------------------------

def take_vacation(table, seat: str, body, headers: dict | None = None):
    return table.client.post(table.url(f"/seats/{seat}/vacation"), json=body,
                             headers=table.auth(seat) if headers is None else headers)


def test_a_vacation_moves_the_deadline_back_and_every_seat_and_spectator_sees_it(make_client):
    client = make_client()
    table = open_table(client, seats=3, factions=FACTIONS, time_control=BANK)
    mover = table.pending_seat()
    due = datetime.fromisoformat(seats_of(table)[mover]["deadline"])
    answer = take_vacation(table, mover, {"days": 2})
    assert answer.status_code == 200, answer.get_json()
    mine = {s["seat"]: s for s in answer.get_json()["seats"]}[mover]
    assert mine["vacation_days_left"] == 3
    assert datetime.fromisoformat(mine["deadline"]) - due == timedelta(days=2)
    until = datetime.fromisoformat(mine["vacation_until"])
    assert timedelta(days=2) - timedelta(minutes=1) < until - datetime.now(timezone.utc) \
        <= timedelta(days=2)
    for viewer in (None, *table.seats):
        assert seats_of(table, viewer)[mover] == mine
        assert table.get("/view", viewer).get_json()["seats"] == answer.get_json()["seats"]
    texts = [e["text"] for e in table.get("/events", None).get_json()["events"]]
    assert any("takes 2 days of vacation" in t for t in texts)


def test_vacations_are_bounded_by_the_game_and_refused_without_changing_anything(make_client):
    client = make_client()
    table = open_table(client, seats=3, factions=FACTIONS, time_control=BANK)
    version = table.version()
    for body in ({"days": 0}, {"days": 61}, {"days": "2"}, {"days": 1.5}, {"days": True}, {},
                 [], {"days": 1, "x": 1}):
        answer = take_vacation(table, "seat2", body)
        assert answer.status_code == 422, body
        assert answer.content_type == "application/problem+json"
    too_many = take_vacation(table, "seat2", {"days": 6})
    assert (too_many.status_code, too_many.get_json()["code"]) == (422, "vacation_exhausted")
    assert too_many.get_json()["days_left"] == 5
    assert table.version() == version
    callers = {"spectator": {}, "other seat": table.auth("seat1"),
               "host": {"Authorization": f"Bearer {table.host}"}}
    for name, headers in callers.items():  # only the seat's own token: 401 or 403
        assert take_vacation(table, "seat2", {"days": 1}, headers).status_code in (401, 403), name
    assert table.version() == version
    assert take_vacation(table, "seat2", {"days": 5}).status_code == 200
    again = take_vacation(table, "seat2", {"days": 1})
    assert (again.status_code, again.get_json()["code"]) == (409, "on_vacation")
    assert seats_of(table)["seat2"]["vacation_days_left"] == 0


def test_a_game_without_vacation_days_allows_none(make_client):
    client = make_client()
    table = open_table(client, seats=3, factions=FACTIONS,
                       time_control={"kind": "per_decision", "per_decision": "P1D"})
    answer = take_vacation(table, "seat1", {"days": 1})
    assert (answer.status_code, answer.get_json()["code"]) == (422, "vacation_exhausted")
    assert answer.get_json()["days_left"] == 0


# ---- reactions ----------------------------------------------------------------------------------

def standing_options(table, seat: str) -> list[dict]:
    listed = table.get("/options", seat).get_json()
    return [o["choice"] for o in listed["anytime"] if o["choice"]["act"] == "standing_answer"]


def test_the_content_lists_each_factions_reactions_as_the_standing_answers_offer_them(
        make_client):
    client = make_client()
    content = {f["name"]: f for f in client.get("/v1/content").get_json()["factions"]}
    for factions in (FACTIONS, ["black_goat", "crawling_chaos", "yellow_sign"]):
        table = open_table(client, seats=3, factions=factions)
        for seat, faction in zip(sorted(table.seats), factions):
            offered = {c["hook"] for c in standing_options(table, seat)}
            listed = content[faction]["reactions"]
            assert {r["hook"] for r in listed} == offered, faction
            assert all(r["title"] and r["abilities"] for r in listed)
    devolve = content["great_cthulhu"]["reactions"][-1]
    assert devolve == {"hook": "after_any_action", "title": "After any player's Action",
                       "abilities": [{"name": "devolve", "title": "Devolve"}]}


def test_a_seat_reads_its_own_standing_answers_in_its_view_and_no_one_elses(make_client):
    client = make_client()
    table = open_table(client, seats=3, factions=FACTIONS)
    view = table.get("/view", "seat1").get_json()
    assert view["state"]["factions"]["great_cthulhu"]["standing"] == {
        hook: {"answer": "ask", "condition": None}
        for hook in ("after_any_action", "post_battle", "pre_battle")}
    choice = next(c for c in standing_options(table, "seat1")
                  if c["hook"] == "after_any_action" and c["answer"] == "pass_unless")
    answer = table.post("/choices", {"expected_version": table.version(), "choice": choice},
                        "seat1", {"Idempotency-Key": "standing-1"})
    assert answer.status_code == 200, answer.get_json()
    mine = table.get("/view", "seat1").get_json()["state"]["factions"]["great_cthulhu"]
    assert mine["standing"]["after_any_action"] == {"answer": "pass_unless",
                                                    "condition": "my_cultist_capturable"}
    assert mine["standing"]["pre_battle"] == {"answer": "ask", "condition": None}
    for viewer in (None, "seat2", "seat3"):
        factions = table.get("/view", viewer).get_json()["state"]["factions"]
        assert "standing" not in factions["great_cthulhu"], viewer
        own = {s: f for s, f in zip(("seat2", "seat3"), FACTIONS[1:])}.get(viewer)
        assert [f for f, v in factions.items() if "standing" in v] == ([own] if own else [])
