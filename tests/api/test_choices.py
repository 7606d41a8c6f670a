"""Choices: expected versions, idempotency keys, batches and refusals."""
from __future__ import annotations

import random

import rules
from api_table import open_table


def first_option(table, seat):
    listed = table.get("/options", seat).get_json()
    return listed["version"], listed["options"][0]["choice"]


def test_a_retry_with_the_same_key_and_body_returns_the_original_answer_and_writes_nothing(client):
    table = open_table(client, seats=3)
    seat = table.pending_seat()
    version, choice = first_option(table, seat)
    body = {"expected_version": version, "choice": choice}
    first = table.post("/choices", body, seat, {"Idempotency-Key": "same"})
    after = table.version()
    again = table.post("/choices", body, seat, {"Idempotency-Key": "same"})
    assert first.status_code == again.status_code == 200
    assert again.get_json() == first.get_json()
    assert table.version() == after


def test_the_same_key_with_another_body_is_refused_and_changes_nothing(client):
    table = open_table(client, seats=3)
    seat = table.pending_seat()
    version, choice = first_option(table, seat)
    table.post("/choices", {"expected_version": version, "choice": choice}, seat,
               {"Idempotency-Key": "k"})
    after = table.version()
    reused = table.post("/choices", {"expected_version": after, "choice": {"act": "other"}},
                        seat, {"Idempotency-Key": "k"})
    assert reused.status_code == 422
    assert reused.get_json()["code"] == "idempotency_key_reused"
    assert table.version() == after


def test_a_stale_expected_version_is_409_with_the_current_version(client):
    table = open_table(client, seats=3)
    seat = table.pending_seat()
    version, choice = first_option(table, seat)
    stale = table.post("/choices", {"expected_version": version - 1, "choice": choice}, seat)
    assert stale.status_code == 409
    assert stale.get_json()["code"] == "stale_version"
    assert stale.get_json()["current_version"] == version


def test_an_illegal_choice_is_422_with_the_reason_and_the_legal_options(client):
    table = open_table(client, seats=3)
    seat = table.pending_seat()
    version, _ = first_option(table, seat)
    bad = table.post("/choices", {"expected_version": version, "choice": {"act": "summon_shoggoth"}},
                     seat)
    assert bad.status_code == 422
    body = bad.get_json()
    assert body["code"] == "illegal_choice" and body["detail"]
    listed = table.get("/options", seat).get_json()
    assert body["legal_options"] == listed["options"] + listed["anytime"]
    assert table.version() == version


def test_a_seat_without_a_pending_decision_gets_403(client):
    table = open_table(client, seats=3)
    seat = table.pending_seat()
    version, choice = first_option(table, seat)
    idle = next(s for s in table.seats if s != seat)
    refused = table.post("/choices", {"expected_version": version, "choice": choice}, idle)
    assert refused.status_code == 403
    assert refused.get_json()["code"] == "not_your_turn"


def test_a_batch_is_all_or_nothing(client):
    table = open_table(client, seats=3)
    seat = table.pending_seat()
    version, choice = first_option(table, seat)
    batch = {"expected_version": version, "choices": [choice, {"act": "no_such_act"}]}
    refused = table.post("/choices", batch, seat)
    assert refused.status_code == 422
    assert table.version() == version


def test_a_spectator_may_read_but_not_choose(client):
    table = open_table(client, seats=3)
    version = table.version()
    assert table.get("/view").status_code == 200
    assert table.get("/options").get_json()["options"] == []
    refused = table.post("/choices", {"expected_version": version, "choice": {"act": "x"}}, None)
    assert refused.status_code == 403 and refused.get_json()["code"] == "seat_required"


def test_time_travel_shows_each_past_version(client):
    table = open_table(client, seats=3)
    seat = table.pending_seat()
    early = table.version()
    early_state = table.get("/view").get_json()["state"]
    version, choice = first_option(table, seat)
    table.post("/choices", {"expected_version": version, "choice": choice}, seat)
    past = table.get("/view", query_string={"version": early}).get_json()
    assert past["version"] == early and past["state"] == early_state
    missing = table.get("/view", query_string={"version": 10**6})
    assert missing.status_code == 404 and missing.get_json()["code"] == "version_not_found"


GREAT_OLD_ONES = {"cthulhu", "nyarlathotep", "shub_niggurath", "king_in_yellow", "hastur"}


def _sandbox_with_great_old_ones(client) -> dict:
    """A sandbox whose Great Old Ones stand on their Gates, so Rituals draw Elder Signs."""
    # Factions named: a dealt line-up would make the game differ by run.
    body = {"seats": 3, "sandbox": True,
            "factions": ["great_cthulhu", "crawling_chaos", "black_goat"]}
    made = client.post("/v1/games", json=body).get_json()
    host = {"Authorization": f"Bearer {made['host_token']}"}
    position = client.get(f"/v1/games/{made['game']['game_id']}/position",
                          headers=host).get_json()
    homes = {uid.split(".")[0]: area for area, uid in position["gates"].items() if uid}
    for uid in position["units"]:
        if uid.split(".")[1] in GREAT_OLD_ONES:
            position["units"][uid] = homes[uid.split(".")[0]]
    return client.post("/v1/games", json={**body, "start_position": position}).get_json()


def _play_until_a_choice_draws(client, gp, rng):
    """Plays random choices until a seat may make one that draws; a game that ends first is
    replaced by a new one (its dice are the server's)."""
    for _ in range(5):
        created = _sandbox_with_great_old_ones(client)
        game_id, tokens = created["game"]["game_id"], created["seat_tokens"]
        for _ in range(400):
            game = gp.load(game_id)
            pending = rules.pending(game.state)
            if not pending:
                break
            seat = pending[0]["seat"]
            options = rules.legal_options(game.state, seat)
            drawing = [o for o in options if rules.decide_and_apply(
                game.state, seat, o.choice)[1].draws > game.state.draws]
            if drawing:
                return game_id, tokens, game, seat, options, drawing
            client.post(f"/v1/games/{game_id}/choices",
                        headers={"Authorization": f"Bearer {tokens[seat]}"},
                        json={"expected_version": game.version,
                              "choice": rng.choice(options).choice})
    raise AssertionError("no choice that draws came up")


def test_a_batch_may_not_continue_after_a_choice_that_draws(app, client):
    from service.wiring import gameplay

    rng = random.Random(1)
    with app.app_context():
        gp = gameplay()
    game_id, tokens, game, seat, options, drawing = _play_until_a_choice_draws(client, gp, rng)
    batch = [drawing[0].choice, options[0].choice]
    refused = client.post(f"/v1/games/{game_id}/choices",
                          headers={"Authorization": f"Bearer {tokens[seat]}"},
                          json={"expected_version": game.version, "choices": batch})
    assert refused.status_code == 422
    assert refused.get_json()["code"] == "batch_continues_after_draw"
    assert gp.load(game_id).version == game.version
    alone = client.post(f"/v1/games/{game_id}/choices",
                        headers={"Authorization": f"Bearer {tokens[seat]}"},
                        json={"expected_version": game.version, "choices": batch[:1]})
    assert alone.status_code == 200
