"""Undo (docs/architecture.md section 5): free while nothing was revealed and nobody else acted,
else by consent of every other seat; it appends events, and the view after it equals the view
before."""
from __future__ import annotations

import random

from api_table import Table, open_table


def choose(table: Table, seat: str, pick=lambda options: options[0]) -> dict:
    listed = table.get("/options", seat).get_json()
    choice = pick(listed["options"])["choice"]
    answer = table.post("/choices", {"expected_version": listed["version"], "choice": choice},
                        seat)
    assert answer.status_code == 200, answer.get_json()
    return answer.get_json()


def test_a_free_undo_restores_the_view_at_the_target_version_and_keeps_the_log(client):
    table = open_table(client, seats=3)
    seat = table.pending_seat()
    before = table.version()
    view_before = table.get("/view", seat).get_json()
    choose(table, seat)
    assert table.version() > before
    undone = table.post("/undo", {"expected_version": table.version()}, seat)
    assert undone.status_code == 200, undone.get_json()
    assert [e["type"] for e in undone.get_json()["events"]] == ["UndoApplied"]
    after = table.get("/view", seat).get_json()
    assert after["state"] == view_before["state"]
    assert after["version"] == undone.get_json()["version"] > before  # nothing deleted
    history = table.get("/events", seat, query_string={"after": before}).get_json()["events"]
    assert history[0]["type"] == "ChoiceMade" and history[-1]["type"] == "UndoApplied"


def _play_until_another_seat_acted(table: Table, first: str, rng: random.Random) -> None:
    choose(table, first, rng.choice)
    for _ in range(200):
        seat = table.pending_seat()
        if seat != first:
            choose(table, seat, rng.choice)
            return
        choose(table, seat, rng.choice)
    raise AssertionError("no other seat got a decision")


def test_undo_after_another_seat_acted_needs_every_other_seat_to_accept(client):
    table = open_table(client, seats=3)
    rng = random.Random(5)
    first = table.pending_seat()
    target = table.version()
    target_view = table.get("/view", first).get_json()["state"]
    _play_until_another_seat_acted(table, first, rng)
    asked = table.post("/undo", {"expected_version": table.version(),
                                 "target_version": target}, first)
    assert asked.status_code == 200, asked.get_json()
    request = table.get("").get_json()["undo"]
    assert request["seat"] == first and sorted(request["waiting_for"]) == sorted(
        s for s in table.seats if s != first)
    for seat in request["waiting_for"]:
        answer = table.post(f"/undo/{request['request_id']}", {"accept": True}, seat)
        assert answer.status_code == 200, answer.get_json()
    assert table.get("").get_json()["undo"] is None
    assert table.get("/view", first).get_json()["state"] == target_view


def test_an_undo_request_in_the_feed_names_the_move_it_takes_back(client):
    """A client that has only the server's sentences learns from the request which move of whom
    it takes back: the first thing the seat's choice did, as the log told it."""
    table = open_table(client, seats=3)
    first = table.pending_seat()
    target = table.version()
    _play_until_another_seat_acted(table, first, random.Random(5))
    asked = table.post("/undo", {"expected_version": table.version(), "target_version": target},
                       first)
    assert asked.status_code == 200, asked.get_json()
    feed = table.get("/events", query_string={"after": target, "limit": 500}).get_json()["events"]
    request = feed[-1]
    assert request["type"] == "UndoRequested"
    move = request["payload"]["move"]
    taken = feed[1:next(n for n, e in enumerate(feed) if n and e["type"] == "ChoiceMade")]
    assert feed[0]["type"] == "ChoiceMade" and move in [e["text"] for e in taken]
    said = request["text"]
    assert f" move “{move.rstrip('.')}” and everything since" in said, said
    assert " to undo its move " in said or " to undo their move " in said, said
    assert "version" not in request["text"]
    shown = next(e for e in taken if e["text"] == move)  # kept beside the English: worded for each reader
    assert request["payload"]["move_event"] == {"type": shown["type"], "payload": shown["payload"]}
    german = table.client.get(table.url("/events"), query_string={"after": target, "limit": 500},
                              headers={"Accept-Language": "de"}).get_json()["events"]
    moved = next(e["text"] for e in german if e["version"] == shown["version"])
    assert german[-1]["text"].endswith(f"müssen zustimmen: „{moved}“"), german[-1]["text"]


def test_a_declined_undo_changes_nothing_on_the_board(client):
    table = open_table(client, seats=3)
    rng = random.Random(9)
    first = table.pending_seat()
    target = table.version()
    _play_until_another_seat_acted(table, first, rng)
    board = table.get("/view").get_json()["state"]
    table.post("/undo", {"expected_version": table.version(), "target_version": target}, first)
    request = table.get("").get_json()["undo"]
    declined = table.post(f"/undo/{request['request_id']}", {"accept": False},
                          request["waiting_for"][0])
    assert declined.status_code == 200
    summary = table.get("").get_json()
    assert summary["undo"] is None
    assert table.get("/view").get_json()["state"] == board


def test_undo_with_no_choice_of_ones_own_is_refused(client):
    table = open_table(client, seats=3)
    seat = table.pending_seat()
    other = next(s for s in table.seats if s != seat)
    refused = table.post("/undo", {"expected_version": table.version()}, other)
    assert refused.status_code == 409
    assert refused.get_json()["code"] == "nothing_to_undo"


def test_an_undo_target_must_be_just_before_one_of_ones_own_choices(client):
    table = open_table(client, seats=3)
    seat = table.pending_seat()
    choose(table, seat)
    refused = table.post("/undo", {"expected_version": table.version(), "target_version": 1},
                         seat)
    assert refused.status_code == 422
    assert refused.get_json()["code"] == "invalid_undo_target"


def test_undoing_a_choice_already_taken_back_is_refused_and_appends_nothing(client):
    table = open_table(client, seats=3)
    seat = table.pending_seat()
    choose(table, seat)
    assert table.post("/undo", {"expected_version": table.version()}, seat).status_code == 200
    version = table.version()
    again = table.post("/undo", {"expected_version": version}, seat)
    assert again.status_code == 409 and again.get_json()["code"] == "nothing_to_undo"
    assert table.version() == version


def _bot_table(client, app, humans: int):
    """A real (not sandbox) 3-seat game: the first `humans` seats claimed, the rest bots."""
    from api_table import Table
    from service.wiring import gameplay

    with app.app_context():  # a fixed seed: the same dice and the same bot moves every run
        gameplay().random_bytes = lambda n: bytes(range(n))
    created = client.post("/v1/games", json={"seats": 3, "factions": ["great_cthulhu", "black_goat",
                                                                      "yellow_sign"]}).get_json()
    game_id, host = created["game"]["game_id"], created["host_token"]
    tokens = {}
    for n in range(1, 4):
        seat = f"seat{n}"
        if n <= humans:
            tokens[seat] = client.post(f"/v1/games/{game_id}/seats/{seat}", json={"name": seat}).get_json()["token"]
        else:
            answer = client.post(f"/v1/games/{game_id}/seats/{seat}/bot", json={"bot": "random"},
                                 headers={"Authorization": f"Bearer {host}"})
            assert answer.status_code == 200, answer.get_json()
    return Table(client, game_id, host, tokens)


def _fighter(rng: random.Random):
    """Picks a Battle whenever one is offered, else builds Monsters, else anything."""
    def pick(options: list[dict]) -> dict:
        for act in ("battle", "summon", "move"):
            found = [o for o in options if o["choice"]["act"] == act]
            if found and (act == "battle" or rng.random() < 0.6):
                return rng.choice(found)
        return rng.choice(options)
    return pick


def _play_human_until_dice_follow(table, app, rng: random.Random) -> int:
    """seat1 plays (bots answer in between) until one of its choices is followed by a roll or a
    draw; returns how many draws the game has made then."""
    from play.timeouts import bot_turn
    from service.wiring import gameplay

    with app.app_context():
        gp = gameplay()
        for _ in range(600):
            bot_turn(gp, table.game_id)
            if table.pending_seat() != "seat1":
                continue
            draws = gp.load(table.game_id).state.draws
            choose(table, "seat1", _fighter(rng))
            after = gp.load(table.game_id).state.draws
            if after > draws:
                return after
    raise AssertionError("no roll or draw followed a choice of seat1")


def test_undo_past_dice_is_refused_when_every_other_seat_is_a_bot(client, app):
    table = _bot_table(client, app, humans=1)
    draws = _play_human_until_dice_follow(table, app, random.Random(3))
    version = table.version()
    refused = table.post("/undo", {"expected_version": version}, "seat1")
    assert refused.status_code == 409 and refused.get_json()["code"] == "undo_needs_consent"
    assert table.version() == version and table.get("").get_json()["undo"] is None
    from service.wiring import gameplay

    with app.app_context():
        assert gameplay().load(table.game_id).state.draws == draws  # nothing dealt again


def test_bots_never_consent_so_undo_past_dice_is_refused_in_a_game_with_a_bot_seat(client, app):
    """One person holding both human seats must not consent to their own request and re-roll."""
    table = _bot_table(client, app, humans=2)
    rng = random.Random(8)
    from play.timeouts import bot_turn
    from service.wiring import gameplay

    with app.app_context():
        gp = gameplay()
        for _ in range(600):  # both humans play at random, bots in between, until seat1's choice rolls
            bot_turn(gp, table.game_id)
            seat = table.pending_seat()
            if seat not in ("seat1", "seat2"):
                continue
            draws = gp.load(table.game_id).state.draws
            choose(table, seat, _fighter(rng))
            if seat == "seat1" and gp.load(table.game_id).state.draws > draws:
                break
        else:
            raise AssertionError("seat1 never rolled")
        draws = gp.load(table.game_id).state.draws
    version = table.version()
    refused = table.post("/undo", {"expected_version": version}, "seat1")
    assert refused.status_code == 409 and refused.get_json()["code"] == "undo_needs_consent"
    assert table.version() == version and table.get("").get_json()["undo"] is None
    with app.app_context():
        assert gameplay().load(table.game_id).state.draws == draws  # nothing dealt again


def test_a_choice_the_clock_made_is_not_the_seats_own_to_undo_for_free(client, app):
    from datetime import timedelta

    from play.timeouts import fire
    from service.wiring import gameplay

    table = open_table(client, seats=3, time_control={"kind": "per_decision", "per_decision": "PT1H"})
    seat = table.pending_seat()
    with app.app_context():
        gp = gameplay()
        later = gp.clock() + timedelta(hours=2)
        gp.clock = lambda: later
        due = [t for t in gp.store.due_timers(later) if t.game_id == table.game_id and t.kind == "deadline"]
        assert due and fire(gp, due[0]) == "timed_out"
    made = table.get("/events", seat, query_string={"after": 0, "limit": 500}).get_json()["events"]
    assert made[-1]["type"] != "UndoApplied" and any(
        e["type"] == "ChoiceMade" and e["payload"].get("by") == "timeout" for e in made)
    answer = table.post("/undo", {"expected_version": table.version()}, seat)
    assert answer.status_code == 200, answer.get_json()
    assert [e["type"] for e in answer.get_json()["events"]] == ["UndoRequested"]
    assert sorted(table.get("").get_json()["undo"]["waiting_for"]) == sorted(s for s in table.seats if s != seat)


def _withdraw_by_playing_on(table: Table, seat: str) -> None:
    """The asking seat sets a standing answer: a choice, so its request closes unapplied."""
    for option in table.get("/options", seat).get_json()["anytime"]:
        if option["choice"]["act"] != "standing_answer":
            continue
        made = table.post("/choices", {"expected_version": table.version(),
                                       "choice": option["choice"]}, seat)
        assert made.status_code == 200, made.get_json()
        if table.get("").get_json()["undo"] is None:
            return
    raise AssertionError("no standing answer closed the request")


def test_a_seat_whose_undo_request_closed_unapplied_waits_before_asking_again(client, app):
    from datetime import timedelta

    from service.wiring import gameplay

    table = open_table(client, seats=3)
    first = table.pending_seat()
    target = table.version()
    _play_until_another_seat_acted(table, first, random.Random(5))
    body = {"target_version": target}
    asked = table.post("/undo", {**body, "expected_version": table.version()}, first)
    assert [e["type"] for e in asked.get_json()["events"]] == ["UndoRequested"]
    _withdraw_by_playing_on(table, first)
    version = table.version()
    again = table.post("/undo", {**body, "expected_version": version}, first)
    assert again.status_code == 429 and again.get_json()["code"] == "undo_request_too_soon"
    wait = again.get_json()["retry_after"]
    assert 0 < wait <= 300 and again.headers["Retry-After"] == str(wait)
    assert table.version() == version and table.get("").get_json()["undo"] is None
    with app.app_context():
        gp = gameplay()
        later = gp.clock() + timedelta(seconds=wait + 1)
        gp.clock = lambda: later
    after_wait = table.post("/undo", {**body, "expected_version": version}, first)
    assert after_wait.status_code == 200, after_wait.get_json()
    assert [e["type"] for e in after_wait.get_json()["events"]] == ["UndoRequested"]
