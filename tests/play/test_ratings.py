"""Ratings: the placement of a finished game (winners first, then by Doom, a seat that lost on
time or left last) and the Plackett-Luce updates that follow from it."""
from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from play.ratings import FinishedGame, Rating, bot_holders, placement, rate, table

AT = datetime(2030, 1, 1, tzinfo=timezone.utc)
FACTIONS = {"seat1": "great_cthulhu", "seat2": "crawling_chaos", "seat3": "yellow_sign",
            "seat4": "black_goat"}


def game(winners=(), doom=None, forfeited=(), reason="doom_30", game_id="g1", at=AT,
         bots=None) -> FinishedGame:
    doom = doom or {"great_cthulhu": 30, "crawling_chaos": 25, "yellow_sign": 20, "black_goat": 15}
    return FinishedGame(game_id, at, reason, tuple(winners), doom, FACTIONS, bots or {},
                        frozenset(forfeited))


def by_seat(seat: str) -> str:
    return f"player:{seat}"


def everyone(g: FinishedGame) -> dict[str, str | None]:
    return {seat: by_seat(seat) for seat in g.factions}


def test_the_winner_places_first_even_below_a_faction_with_more_doom():
    doom = {"great_cthulhu": 31, "crawling_chaos": 26, "yellow_sign": 20, "black_goat": 15}
    assert placement(game(["crawling_chaos"], doom)) == {"seat2": 1, "seat1": 2, "seat3": 3,
                                                         "seat4": 4}


def test_winners_of_a_shared_victory_share_first_place_and_the_next_place_is_third():
    doom = {"great_cthulhu": 30, "crawling_chaos": 30, "yellow_sign": 20, "black_goat": 15}
    assert placement(game(["great_cthulhu", "crawling_chaos"], doom)) == {
        "seat1": 1, "seat2": 1, "seat3": 3, "seat4": 4}


def test_losers_with_equal_doom_share_a_place():
    doom = {"great_cthulhu": 30, "crawling_chaos": 20, "yellow_sign": 20, "black_goat": 15}
    assert placement(game(["great_cthulhu"], doom)) == {"seat1": 1, "seat2": 2, "seat3": 2,
                                                        "seat4": 4}


def test_when_humanity_wins_every_seat_places_by_its_doom():
    assert placement(game([], reason="instant_death")) == {"seat1": 1, "seat2": 2, "seat3": 3,
                                                           "seat4": 4}


def test_a_seat_that_lost_on_time_or_left_places_last_whatever_its_doom():
    placed = placement(game(["crawling_chaos"], forfeited={"seat1", "seat3"}))
    assert placed == {"seat2": 1, "seat4": 2, "seat1": 3, "seat3": 3}


def test_a_rating_update_raises_the_winner_lowers_the_last_and_narrows_everyone():
    ratings = rate([game(["great_cthulhu"])], everyone)
    start = Rating(25.0, 25 / 3)
    assert ratings[by_seat("seat1")].mu > start.mu > ratings[by_seat("seat4")].mu
    assert ratings[by_seat("seat1")].mu > ratings[by_seat("seat2")].mu > ratings[by_seat("seat3")].mu
    assert all(r.sigma < start.sigma and r.games == 1 for r in ratings.values())


def test_a_second_game_builds_on_the_first_and_games_are_taken_in_the_order_they_ended():
    first = game(["great_cthulhu"], game_id="g1", at=AT)
    second = game(["yellow_sign"], game_id="g2", at=AT + timedelta(days=1))
    both = rate([second, first], everyone)
    assert both == rate([first, second], everyone)
    assert both[by_seat("seat1")].games == 2
    assert both[by_seat("seat1")] != rate([first], everyone)[by_seat("seat1")]


def test_only_games_that_ended_by_the_rules_count():
    assert rate([game(["great_cthulhu"], reason="abandoned")], everyone) == {}


def test_seats_without_an_identity_are_left_out_and_one_identity_is_never_rated_alone():
    only_two = rate([game(["great_cthulhu"])],
                    lambda g: {"seat1": "ann", "seat3": "bob", "seat2": None})
    assert sorted(only_two) == ["ann", "bob"]
    assert rate([game(["great_cthulhu"])], lambda g: {"seat1": "ann"}) == {}


def test_an_identity_holding_several_seats_is_rated_once_at_its_best_place():
    bots = rate([game(["crawling_chaos"])],
                lambda g: {"seat1": "bot:random", "seat2": "ann", "seat3": "bot:random",
                           "seat4": "bob"})
    assert bots["bot:random"].games == 1
    assert bots["ann"].mu > bots["bot:random"].mu > bots["bob"].mu


def test_bot_holders_name_the_seats_bots_held_from_the_start_and_no_person():
    played = game(["great_cthulhu"], bots={"seat2": "heuristic", "seat4": "search"})
    assert bot_holders(played) == {"seat1": None, "seat2": "bot:heuristic", "seat3": None,
                                   "seat4": "bot:search"}
    rows = table(rate([played], bot_holders))
    assert [r["identity"] for r in rows] == ["bot:heuristic", "bot:search"]
    assert rows[0]["ordinal"] == pytest.approx(rows[0]["mu"] - 3 * rows[0]["sigma"], abs=0.002)
