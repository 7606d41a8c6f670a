"""The search bot: playouts in worlds sampled from its seat's view, within a budget, with the
heuristic's judgement as the prior; nothing it cannot see changes what it chooses."""
from __future__ import annotations

import time

import rules
from bot_positions import decision_with_secrets_held_by_others, played, with_other_secrets
from bots.heuristic import turn_options
from bots.search import CANDIDATES, SearchBot


def test_the_search_bots_choice_does_not_change_when_secrets_its_seat_cannot_see_change():
    state, seat = decision_with_secrets_held_by_others()
    other = with_other_secrets(state, state.seats[seat])
    assert rules.view(other, seat) == rules.view(state, seat)
    for bot_seed in range(3):
        assert SearchBot(bot_seed, playouts=12).choose(state, seat) == \
            SearchBot(bot_seed, playouts=12).choose(other, seat)


def test_the_search_bot_chooses_a_legal_option_among_the_heuristics_best_few():
    state, seat = decision_with_secrets_held_by_others()
    bot = SearchBot(7, playouts=12)
    ranked = bot._candidates(state, seat, turn_options(state, seat), state.seats[seat])
    assert len(ranked) == min(CANDIDATES, len(turn_options(state, seat)))
    chosen = SearchBot(7, playouts=12).choose(state, seat)
    assert chosen in [o.choice for o in rules.legal_options(state, seat)]


def test_the_search_bot_stops_searching_when_its_time_budget_is_spent():
    state = played(150)
    seat = rules.pending(state)[0]["seat"]
    bot = SearchBot(3, budget=0.05)
    started = time.perf_counter()
    bot.choose(state, seat)
    # One playout may run past the budget; a search that ignored it would run without end.
    assert time.perf_counter() - started < 2.0

