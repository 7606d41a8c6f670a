"""The bots answer set-up questions: the random bot any candidate, the heuristic and search bots the
start Area with the most reach and enemies nearby."""
from __future__ import annotations

import rules
from bots.heuristic import HeuristicBot, start_area_worth
from bots.random_bot import RandomBot
from bots.search import SearchBot

AN, WW, GC, CC = "ancients", "windwalker", "great_cthulhu", "crawling_chaos"


def _asked(*factions):
    seats = [{"seat": f, "faction": f} for f in factions]
    state = rules.replay(rules.new_game({"seats": seats}, b"bots at set-up, thirty-two bytes"))
    seat = rules.pending(state)[0]["seat"]
    areas = [o.choice["area"] for o in rules.legal_options(state, seat) if o.choice["act"] == "start_area"]
    return state, seat, areas


def test_the_heuristic_bot_starts_where_it_reaches_most_areas_and_enemies():
    state, seat, areas = _asked(AN, GC, CC)
    best = max(start_area_worth(state, AN, a) for a in areas)
    assert len({start_area_worth(state, AN, a) for a in areas}) > 1  # the candidates differ
    for seed in range(3):
        choice = HeuristicBot(seed).choose(state, seat)
        assert choice["act"] == "start_area" and start_area_worth(state, AN, choice["area"]) == best


def test_an_enemy_within_one_move_makes_a_start_area_worth_more():
    state, _, areas = _asked(AN, GC, CC)
    area = areas[0]
    beside = next(n for n in sorted(state.map.adjacent(area)) if CC not in rules.engine.state.factions_in(state, n))
    closer = state.derive(units={**state.units, "cc.acolyte.6": beside})
    assert start_area_worth(closer, AN, area) == start_area_worth(state, AN, area) + 2.0


def test_the_search_bot_answers_a_set_up_question_without_searching():
    state, seat, areas = _asked(WW, GC, CC)
    choice = SearchBot(1, playouts=1).choose(state, seat)
    assert choice["act"] == "start_area" and choice["area"] in areas
    assert start_area_worth(state, WW, choice["area"]) == max(start_area_worth(state, WW, a) for a in areas)


def test_the_random_bot_picks_any_candidate():
    state, seat, areas = _asked(AN, GC, CC)
    choices = [RandomBot(seed).choose(state, seat) for seed in range(40)]
    picked = {c["area"] for c in choices if c["act"] == "start_area"}
    assert len(picked) > 1 and picked <= set(areas)
