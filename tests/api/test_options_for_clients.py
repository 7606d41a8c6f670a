"""What a client written from the contract relies on: /options lists the pending decision apart
from the choices of any time, standing answers never make the turn seat's choice stale, and a
replayed idempotent answer says so."""
from __future__ import annotations

import random

from api_table import open_table

FACTIONS = ["great_cthulhu", "crawling_chaos", "yellow_sign"]
ANYTIME_ACTS = {"standing_answer", "reveal_elder_sign"}
# A seat's naive loop that posts more than this in one go is looping on something.
MAX_POSTS_IN_A_ROW = 300


def naive_bot(table, seat: str, rng: random.Random, posted: list[str]) -> None:
    """While /options lists anything for `seat`, post one of them (the bot knows no rules).

    It picks among the options with a seeded generator: taking always the first one can flip a
    Gate back and forth forever (Unlimited Actions the rules allow), which is not what this
    tests.
    """
    for _ in range(MAX_POSTS_IN_A_ROW):
        listed = table.get("/options", seat).get_json()
        if not listed["options"]:
            return
        choice = rng.choice(listed["options"])["choice"]
        answer = table.post("/choices", {"expected_version": listed["version"],
                                         "choice": choice}, seat)
        assert answer.status_code == 200, answer.get_json()
        posted.append(choice["act"])
    raise AssertionError(f"{seat} kept finding options: {posted[-5:]}")


def test_a_naive_bot_that_plays_while_it_has_options_finishes_a_game_and_never_posts_settings(
        client):
    table = open_table(client, seats=3, factions=FACTIONS)
    rng, posted, sweeps = random.Random(3), [], 0
    while table.get("").get_json()["status"] != "finished":
        for seat in sorted(table.seats):
            naive_bot(table, seat, rng, posted)
        sweeps += 1
        assert sweeps < 3000, "the game did not end"
    assert posted and not ANYTIME_ACTS & set(posted)
    for seat in table.seats:  # a finished game offers nothing, not even settings
        listed = table.get("/options", seat).get_json()
        assert listed["options"] == [] and listed["anytime"] == []


def test_options_hold_only_the_pending_seats_decision_and_anytime_the_rest(client):
    table = open_table(client, seats=3, factions=FACTIONS)
    turn = table.pending_seat()
    for seat in table.seats:
        listed = table.get("/options", seat).get_json()
        assert all(o["choice"]["act"] in ANYTIME_ACTS for o in listed["anytime"])
        assert not any(o["choice"]["act"] in ANYTIME_ACTS for o in listed["options"])
        assert bool(listed["options"]) == (seat == turn), seat
        # Each of these factions has out-of-turn abilities: their settings are always there.
        assert any(o["choice"]["act"] == "standing_answer" for o in listed["anytime"]), seat
    spectator = table.get("/options").get_json()
    assert spectator["options"] == [] and spectator["anytime"] == []


def _standing_answer(table, seat: str) -> tuple[int, dict]:
    listed = table.get("/options", seat).get_json()
    return listed["version"], next(o["choice"] for o in listed["anytime"]
                                   if o["choice"]["answer"] == "always_pass")


def test_a_standing_answer_set_meanwhile_does_not_make_the_turn_seats_choice_stale(client):
    table = open_table(client, seats=3, factions=FACTIONS)
    turn = table.pending_seat()
    other = next(s for s in sorted(table.seats) if s != turn)
    read = table.get("/options", turn).get_json()
    version, setting = _standing_answer(table, other)
    assert version == read["version"]
    set_answer = table.post("/choices", {"expected_version": version, "choice": setting}, other)
    assert set_answer.status_code == 200, set_answer.get_json()
    assert set_answer.get_json()["version"] > read["version"]  # a setting is in the log too
    choice = read["options"][0]["choice"]
    made = table.post("/choices", {"expected_version": read["version"], "choice": choice}, turn)
    assert made.status_code == 200, made.get_json()
    made_choice = [e for e in made.get_json()["events"] if e["type"] == "ChoiceMade"]
    assert made_choice[0]["payload"]["seat"] == turn
    assert made_choice[0]["version"] == set_answer.get_json()["version"] + 1


def test_a_choice_from_before_another_real_choice_is_still_stale(client):
    table = open_table(client, seats=3, factions=FACTIONS)
    turn = table.pending_seat()
    read = table.get("/options", turn).get_json()
    other = next(s for s in sorted(table.seats) if s != turn)
    _, setting = _standing_answer(table, other)
    assert table.post("/choices", {"expected_version": read["version"], "choice": setting},
                      other).status_code == 200
    first = next(o["choice"] for o in read["options"] if o["choice"]["act"] != "end_turn")
    assert table.post("/choices", {"expected_version": read["version"], "choice": first},
                      turn).status_code == 200
    head = table.version()
    again = table.post("/choices", {"expected_version": read["version"], "choice": first}, turn)
    assert again.status_code == 409
    assert again.get_json()["code"] == "stale_version"
    assert again.get_json()["current_version"] == head == table.version()


def test_a_replayed_idempotent_answer_says_so_in_a_header(client):
    table = open_table(client, seats=3)
    seat = table.pending_seat()
    listed = table.get("/options", seat).get_json()
    body = {"expected_version": listed["version"], "choice": listed["options"][0]["choice"]}
    first = table.post("/choices", body, seat, {"Idempotency-Key": "once"})
    assert first.status_code == 200
    assert "Idempotent-Replayed" not in first.headers
    again = table.post("/choices", body, seat, {"Idempotency-Key": "once"})
    assert again.status_code == 200
    assert again.headers["Idempotent-Replayed"] == "true"
    assert again.get_json() == first.get_json()
    other = table.post("/choices", {**body, "expected_version": table.version()}, seat,
                       {"Idempotency-Key": "another"})
    assert "Idempotent-Replayed" not in other.headers
