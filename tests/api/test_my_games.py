"""POST /v1/my-games: every game of the tokens a client holds, in one request and one read,
saying nothing about tokens that belong to no game."""
from __future__ import annotations

import json

import pytest

from api_table import open_table
from service.routes.mine import MAX_TOKENS
from service.wiring import gameplay

PER_DAY = {"kind": "per_decision", "per_decision": "P1D"}


def mine(client, tokens: list) -> list[dict]:
    answer = client.post("/v1/my-games", json={"tokens": tokens})
    assert answer.status_code == 200, answer.get_json()
    return answer.get_json()["games"]


def test_each_token_of_a_game_gets_its_game_s_summary_marked_with_its_place_in_the_list(client):
    playing = open_table(client, seats=3, time_control=PER_DAY)
    lobby = client.post("/v1/games", json={"seats": 3, "name": "Still open"}).get_json()
    mover = playing.pending_seat()
    waiter = next(s for s in playing.seats if s != mover)
    games = mine(client, [playing.seats[mover], "cws_not-a-token", lobby["host_token"],
                          playing.seats[waiter]])
    assert [g["index"] for g in games] == [0, 2, 3]
    moving, hosting, waiting = games
    assert (moving["role"], moving["seat"], moving["your_move"]) == ("seat", mover, True)
    assert moving["decision"] == playing.get("").get_json()["pending"][0]["kind"]
    assert moving["deadline"] is not None
    assert moving["game_id"] == playing.game_id and moving["status"] == "active"
    assert (hosting["role"], hosting["seat"], hosting["your_move"]) == ("host", None, False)
    assert hosting["name"] == "Still open" and hosting["status"] == "open"
    assert hosting["board"] is None and hosting["open_seats"] == 3
    assert (waiting["seat"], waiting["your_move"], waiting["decision"]) == (waiter, False, None)
    assert waiting["waiting_since"] is not None and waiting["deadline"] is None
    summary = playing.get("").get_json()
    assert waiting["version"] == summary["version"] and waiting["round"] == summary["round"]
    assert waiting["seats"] == summary["seats"] and waiting["pending"] == summary["pending"]


def test_each_seat_s_clock_reads_as_in_the_game_s_own_summary(client):
    table = open_table(client, seats=3, time_control={
        "kind": "bank", "initial": "P1D", "increment": "PT1H", "vacation_days": 3})
    mover = table.pending_seat()
    options = table.get("/options", mover).get_json()
    answer = table.post("/choices", {"expected_version": options["version"],
                                     "choice": options["options"][0]["choice"]}, mover)
    assert answer.status_code == 200, answer.get_json()
    entry = mine(client, [table.host])[0]
    seats = table.get("").get_json()["seats"]
    assert entry["seats"] == seats
    assert all(s["bank_seconds"] for s in seats) and {s["vacation_days_left"] for s in seats} == {3}


def test_the_board_digest_is_the_public_board_doom_units_and_gate_controllers(client):
    table = open_table(client, seats=3)
    entry = mine(client, [table.seats["seat1"]])[0]
    state = table.get("/view").get_json()["state"]  # a spectator's view
    assert entry["board"]["doom"] == {f: s["doom"] for f, s in state["factions"].items()}
    counts = {area: len(units) for area, units in state["map"]["units"].items()}
    assert {a: sum(n.values()) for a, n in entry["board"]["units"].items()} == counts
    assert set(entry["board"]["gates"]) == set(state["map"]["gates"])
    assert set(entry["board"]["gates"].values()) <= set(state["factions"])


def test_tokens_that_belong_to_no_game_change_nothing_in_the_answer_and_get_none(client):
    table = open_table(client, seats=3)
    alone = mine(client, [table.seats["seat1"]])
    crowded = mine(client, ["cws_x", "cwh_" + "y" * 43, table.seats["seat1"], "nothing"])
    assert [g["index"] for g in crowded] == [2]
    assert {**crowded[0], "index": 0} == alone[0]
    assert mine(client, ["cws_unknown", "cwh_unknown"]) == []
    assert mine(client, []) == []


def test_no_answer_carries_a_token_a_hash_a_seed_or_an_elder_sign_value(client):
    table = open_table(client, seats=3)
    other = open_table(client, seats=3)
    sent = [table.seats["seat2"], table.host, other.seats["seat3"]]
    text = client.post("/v1/my-games", json={"tokens": sent}).get_data(as_text=True)
    secrets = [*table.seats.values(), table.host, *other.seats.values(), other.host]
    assert not [t for t in secrets if t in text]
    for word in ("token", "hash", "seed", "elder_sign_values", "invite"):
        assert word not in text, word
    games = json.loads(text)["games"]
    assert [g["game_id"] for g in games] == [table.game_id, table.game_id, other.game_id]


def test_the_whole_list_costs_one_read_of_the_store_whatever_its_length(client, app, monkeypatch):
    tables = [open_table(client, seats=3) for _ in range(3)]
    tokens = [t for table in tables for t in (*table.seats.values(), table.host)]
    reads = {"fetch": 0, "load": 0}
    with app.app_context():
        gp = gameplay()
        fetch, load = gp.store.fetch, gp.loader.load

        def counted_fetch(*args, **kw):
            reads["fetch"] += 1
            return fetch(*args, **kw)

        def counted_load(*args, **kw):
            reads["load"] += 1
            return load(*args, **kw)

        monkeypatch.setattr(gp.store, "fetch", counted_fetch)
        monkeypatch.setattr(gp.loader, "load", counted_load)
    assert len(mine(client, tokens)) == len(tokens) == 12
    assert reads == {"fetch": 1, "load": 0}


def test_a_row_kept_before_the_board_digest_gets_its_board_from_the_game(client, mode):
    table = open_table(client, seats=3)
    fresh = mine(client, [table.seats["seat1"]])[0]
    _forget_digest(mode["DATABASE_URL"], table.game_id)
    assert mine(client, [table.seats["seat1"]])[0] == fresh


def _forget_digest(url: str, game_id: str) -> None:
    """Put a games row back in the shape an older release left it in (no digest, no clocks)."""
    if url.startswith("sqlite:///"):
        import sqlite3

        with sqlite3.connect(url.removeprefix("sqlite:///")) as conn:
            conn.execute("UPDATE games SET summary = json_remove(summary, '$.board',"
                         " '$.clocks') WHERE game_id = ?", [game_id])
        return
    import psycopg

    with psycopg.connect(url) as conn:
        conn.execute("UPDATE games SET summary = summary - 'board' - 'clocks'"
                     " WHERE game_id = %s", [game_id])


@pytest.mark.parametrize("body, code", [
    ({"tokens": "cws_abc"}, "validation_error"),
    ({"tokens": ["cws_abc", 5]}, "validation_error"),
    ({"tokens": [""]}, "validation_error"),
    ({"tokens": ["x" * 201]}, "validation_error"),
    ({"tokens": ["cws_abc"] * (MAX_TOKENS + 1)}, "validation_error"),
    ({"tokens": [], "also": 1}, "validation_error"),
    ({}, "validation_error"),
    ([], "validation_error"),
])
def test_a_malformed_list_is_a_problem_with_a_stable_code(client, body, code):
    answer = client.post("/v1/my-games", json=body)
    assert answer.status_code == 422
    assert answer.content_type == "application/problem+json"
    assert answer.get_json()["code"] == code


def test_a_body_that_is_not_json_is_a_problem_too(client):
    answer = client.post("/v1/my-games", data="tokens=cws_abc",
                         headers={"Content-Type": "application/json"})
    assert answer.status_code == 400 and answer.content_type == "application/problem+json"
    assert answer.get_json()["code"] == "bad_request"
    empty = client.post("/v1/my-games")
    assert 400 <= empty.status_code < 500 and empty.content_type == "application/problem+json"
