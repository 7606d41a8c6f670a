"""What a commit tells whom: `outbox_rows` and `reminder_rows`, on SQLite and Postgres.

Games are played over HTTP (the app's Gameplay writes outbox rows in the append's transaction);
the kinds that need the time-control events (deadlines, timeouts) are checked by calling the hook
with those events. Payloads are checked for the secret-leak property: no seat's payload ever holds
another seat's Elder Sign values, a seed, a draw counter or a token hash.
"""
from __future__ import annotations

import json
import random
from dataclasses import replace
from datetime import datetime, timezone
from typing import Any, Iterator

import pytest

from api_table import Table, choose, open_table
from events import StoredEvent
from events.migrate import upgrade
from play.model.game import SeatStatus
from service.app import create_app
from play.config import Config
from service.dependencies import dependencies
from service.wiring import gameplay
from play.notifications import KINDS, outbox_rows, reminder_rows
from workers import messages

HOOK = "http://127.0.0.1:9/hook"
FACTIONS = ["great_cthulhu", "crawling_chaos", "black_goat", "yellow_sign"]
GREAT_OLD_ONES = ("cthulhu", "nyarlathotep", "shub_niggurath", "king_in_yellow")


@pytest.fixture(params=[pytest.param("sqlite", marks=pytest.mark.sqlite),
                        pytest.param("postgres", marks=pytest.mark.postgres)])
def app(request: pytest.FixtureRequest):
    url = request.getfixturevalue("sqlite_url" if request.param == "sqlite" else "pg_url")
    upgrade(url)
    made = create_app(Config.from_env({
        "DATABASE_URL": url, "LOG_JSON": "false", "LOG_LEVEL": "WARNING",
        "RATE_LIMIT_PER_TOKEN": "0", "RATE_LIMIT_PER_ADDRESS": "0",
        "ALLOW_PRIVATE_WEBHOOKS": "true", "SMTP_HOST": "127.0.0.1"}))
    yield made
    dependencies(made).close()


def configure(table: Table, seat: str, webhook: bool = True, email: bool = False) -> None:
    answer = table.client.put(table.url(f"/seats/{seat}/notifications"), json={
        "webhook": {"url": f"{HOOK}/{seat}"} if webhook else None,
        "email": {"address": f"{seat}@example.com"} if email else None},
        headers=table.auth(seat))
    assert answer.status_code == 200, answer.get_json()




def play_to_end(table, rng: random.Random, limit: int = 5000) -> int:
    for made in range(limit):
        seat = table.pending_seat()
        if seat is None:
            return made
        choose(table, seat, rng)
    raise AssertionError("the game did not end")


def outbox(app, after: int = 0) -> list[dict]:
    store = dependencies(app).store
    rows = store.fetch("SELECT id, game_id, version, channel, recipient, payload FROM outbox"
                       " WHERE id > %s ORDER BY id", [after])
    return [{"id": r[0], "game_id": r[1], "version": r[2], "channel": r[3], "seat": r[4],
             "payload": store.json_value(r[5])} for r in rows]


def event(game, type_name: str, payload: dict) -> StoredEvent:
    return StoredEvent("e", game.game_id, game.version, 0, type_name, 1, payload,
                       {"seat": None}, datetime.now(timezone.utc))


# ---- kinds ---------------------------------------------------------------------------------------

def test_your_turn_goes_to_each_newly_pending_seat_once_per_channel(app):
    client = app.test_client()
    table = open_table(client, seats=3, factions=FACTIONS[:3])
    configure(table, "seat1")
    configure(table, "seat2", email=True)
    rng, last, checked = random.Random(11), 0, 0
    for _ in range(60):
        seat = table.pending_seat()
        answer = choose(table, seat, rng)
        now_pending = table.pending_seat()
        new = outbox(app, last)
        last = new[-1]["id"] if new else last
        expected = []
        if now_pending != seat and now_pending in ("seat1", "seat2"):
            channels = ["webhook"] + (["email"] if now_pending == "seat2" else [])
            expected = [(now_pending, c, "your_turn") for c in channels]
        assert sorted((r["seat"], r["channel"], r["payload"]["kind"]) for r in new) == \
            sorted(expected)
        for row in new:
            checked += 1
            body = row["payload"]
            assert body["version"] == row["version"] == answer.get_json()["version"]
            assert body["game_id"] == table.game_id and body["seat"] == row["seat"]
            assert body["pending"][0]["seat"] == row["seat"]
            assert body["view"]["you"] == row["seat"] and "deadline" in body
    assert checked >= 6


def test_configuring_channels_does_not_change_the_game(app):
    table = open_table(app.test_client(), seats=3, factions=FACTIONS[:3])
    before = table.version()
    configure(table, "seat1", email=True)
    assert table.version() == before
    assert outbox(app) == []


def test_a_finished_game_tells_every_seat_with_a_channel(app):
    table = open_table(app.test_client(), seats=3, factions=FACTIONS[:3])
    for seat in ("seat1", "seat2", "seat3"):
        configure(table, seat)
    play_to_end(table, random.Random(4))
    ended = [r for r in outbox(app) if r["payload"]["kind"] == "game_ended"]
    assert sorted(r["seat"] for r in ended) == ["seat1", "seat2", "seat3"]
    final = table.version()
    assert all(r["version"] == final and r["payload"]["result"] for r in ended)
    assert {r["payload"]["kind"] for r in outbox(app)} <= set(KINDS)


def test_deadline_timeout_and_undo_events_make_their_notices(app):
    table = open_table(app.test_client(), seats=3, factions=FACTIONS[:3])
    for seat in ("seat1", "seat2", "seat3"):
        configure(table, seat)
    with app.app_context():
        gp = gameplay()
        store, game = gp.store, gp.load(table.game_id)
    pending = table.pending_seat()
    other = next(s for s in ("seat1", "seat2", "seat3") if s != pending)
    due = "2030-01-02T03:04:05+00:00"
    rows = outbox_rows(store, game, game, [
        event(game, "DecisionTimedOut", {"seat": pending, "since_version": 7, "due_at": due,
                                         "policy": "default_choice"}),
        event(game, "DeadlineSet", {"seat": other, "since_version": game.version, "due_at": due,
                                    "set_at": due, "decision_kind": "action"}),
        event(game, "UndoRequested", {"request_id": "u1", "seat": pending, "target_version": 3,
                                      "requested_at_version": game.version, "deadline": due,
                                      "waiting_for": [other],
                                      "move": "Great Cthulhu moves a Cultist to Arctic Ocean."})])
    got = [(r.values["recipient"], r.values["payload"]["kind"]) for r in rows]
    assert got == [(pending, "timeout"), (other, "undo_request"), (other, "your_turn")]
    timeout, undo, turn = (r.values["payload"] for r in rows)
    assert timeout["timeout"]["policy"] == "default_choice"
    assert timeout["timeout"]["decision"]["seat"] == pending
    assert undo["undo"]["request_id"] == "u1" and undo["undo"]["seat"] == pending
    # The notice names the move it would take back, and its message says it in words.
    assert undo["undo"]["move"] == "Great Cthulhu moves a Cultist to Arctic Ocean."
    asker = next(s["faction"] for s in undo["view"]["seats"] if s["seat"] == pending)
    assert f"{asker.replace('_', ' ').title()} asks to take back: Great Cthulhu moves a " \
        "Cultist to Arctic Ocean." in messages.email_text(undo)
    assert turn["deadline"] == due
    # A seat played by a bot, or one without a channel, is told nothing.
    botted = game.with_seat(replace(game.seat(other), status=SeatStatus.BOT))
    assert outbox_rows(store, botted, botted, [event(game, "DeadlineSet", {
        "seat": other, "since_version": 1, "due_at": due, "set_at": due,
        "decision_kind": "action"})]) == []
    store.set_notification_channels(table.game_id, other, {}, datetime.now(timezone.utc))
    assert outbox_rows(store, game, game, [event(game, "DeadlineSet", {
        "seat": other, "since_version": 1, "due_at": due, "set_at": due,
        "decision_kind": "action"})]) == []


def test_reminders_go_only_to_a_seat_that_is_waited_on(app):
    table = open_table(app.test_client(), seats=3, factions=FACTIONS[:3])
    configure(table, "seat1", email=True)
    configure(table, "seat2")
    configure(table, "seat3")
    with app.app_context():
        gp = gameplay()
        store, game = gp.store, gp.load(table.game_id)
    waited = table.pending_seat()
    rows = reminder_rows(store, game, waited)
    assert [r.values["payload"]["kind"] for r in rows] == ["reminder"] * len(rows) and rows
    assert all(r.values["recipient"] == waited for r in rows)
    idle = next(s for s in ("seat1", "seat2", "seat3") if s != waited)
    assert reminder_rows(store, game, idle) == []


# ---- secrets -------------------------------------------------------------------------------------

def _position(client: Any, seats: int) -> dict:
    """The opening position with every Great Old One on its Gate, and one Elder Sign held."""
    made = client.post("/v1/games", json={"seats": seats, "factions": FACTIONS[:seats],
                                          "sandbox": True}).get_json()
    position = client.get(f"/v1/games/{made['game']['game_id']}/position",
                          headers={"Authorization": f"Bearer {made['host_token']}"}).get_json()
    homes = {uid.split(".")[0]: area for area, uid in position["gates"].items() if uid}
    for uid in position["units"]:
        short, kind = uid.split(".")[:2]
        if kind in GREAT_OLD_ONES:
            position["units"][uid] = homes[short]
    position["elder_signs"]["great_cthulhu"] = [3]
    position["bag"][2] -= 1
    return position


def _foreign_elder_signs(node: Any, mine: str | None, path: tuple = ()) -> Iterator[str]:
    """Places in `node` holding Elder Sign values of a faction other than `mine`."""
    if isinstance(node, dict):
        for key, value in node.items():
            here = path + (str(key),)
            if key == "elder_sign_values" and (len(path) == 0 or path[-1] != mine):
                yield "/".join(here)
            if key == "elder_signs" and isinstance(value, dict):
                for faction, values in value.items():
                    if faction != mine and isinstance(values, list) and any(values):
                        yield f"{'/'.join(here)}/{faction}"
            yield from _foreign_elder_signs(value, mine, here)
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from _foreign_elder_signs(value, mine, path + (str(i),))


def test_payloads_never_hold_another_seats_elder_sign_values_or_any_secret(app):
    client = app.test_client()
    created = client.post("/v1/games", json={
        "seats": 4, "factions": FACTIONS, "sandbox": True,
        "start_position": _position(client, 4)}).get_json()
    table = Table(client, created["game"]["game_id"], created["host_token"],
                  created["seat_tokens"])
    factions = {s["seat"]: s["faction"] for s in created["game"]["seats"]}
    for seat in table.seats:
        configure(table, seat, email=True)
    rng, draws = random.Random(9), 0
    while table.pending_seat() is not None:
        answer = choose(table, table.pending_seat(), rng, prefer="ritual")
        draws += sum(e["type"] == "ElderSignDrawn" for e in answer.get_json()["events"])
    rows = outbox(app)
    assert draws >= 2 and len(rows) > 20
    own_seen = 0
    for row in rows:
        mine = factions[row["seat"]]
        body = row["payload"]
        text = json.dumps(body)
        assert "token_hash" not in text and "invite_hash" not in text
        assert HOOK not in text and "@example.com" not in text
        if body["kind"] == "game_ended":
            continue  # after the end every seat sees everything, by design
        leaks = list(_foreign_elder_signs(body, mine))
        assert not leaks, (row["seat"], leaks)
        assert "seed" not in body["view"] and '"draws"' not in text
        own_seen += "elder_sign_values" in body["view"]["state"]["factions"][mine]
    assert own_seen, "no payload held its own seat's Elder Signs: the check would be vacuous"


def test_a_burst_of_undo_requests_reaches_each_asked_seat_as_one_notice(app):
    """Asking and withdrawing in a loop: a request over before its notice went out sends none."""
    from datetime import timedelta

    table = open_table(app.test_client(), seats=3, factions=FACTIONS[:3])
    for seat in ("seat1", "seat2", "seat3"):
        configure(table, seat)
    with app.app_context():
        gameplay().undo_cooldown = timedelta(0)  # the operator's wait is not what is tested here
    first, rng = table.pending_seat(), random.Random(5)
    target = table.version()
    while True:  # play until another seat acted: taking back now needs consent
        seat = table.pending_seat()
        choose(table, seat, rng)
        if seat != first:
            break
    start = max([row["id"] for row in outbox(app)], default=0)
    for cycle in range(4):
        asked = table.post("/undo", {"expected_version": table.version(),
                                     "target_version": target}, first)
        assert asked.status_code == 200, asked.get_json()
        if cycle < 3:
            _set_a_standing_answer(table, first)  # playing on withdraws the request
    notices = [row for row in outbox(app, start) if row["payload"]["kind"] == "undo_request"]
    request = table.get("").get_json()["undo"]
    assert sorted(row["seat"] for row in notices) == sorted(request["waiting_for"])
    assert {row["payload"]["undo"]["request_id"] for row in notices} == {request["request_id"]}


def _set_a_standing_answer(table: Table, seat: str) -> None:
    for option in table.get("/options", seat).get_json()["anytime"]:
        if option["choice"]["act"] == "standing_answer":
            made = table.post("/choices", {"expected_version": table.version(),
                                           "choice": option["choice"]}, seat)
            assert made.status_code == 200, made.get_json()
            if table.get("").get_json()["undo"] is None:
                return
    raise AssertionError("no standing answer closed the request")
