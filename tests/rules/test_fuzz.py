"""Random playouts: at least 300 games over 2, 3 and 4 seats and every layout they can use.

After every step: no exception, someone has a legal option until the game ends, rounds stay bounded,
every unit is in exactly one place, Power is never negative, and no view shows another seat's Elder
Sign values or the seed. Replay equals state (through the events' JSON records) at checkpoints and at
the end of every game.
"""
from __future__ import annotations

import pytest

from bots.simulate import play_game, game_seed, seats_for

CASES = [(2, "3p"), (3, "3p"), (4, "4p_east5_west3"), (4, "4p_east3_west5")]
GAMES_PER_CASE = 80


@pytest.mark.parametrize("players,layout", CASES)
def test_random_games_keep_every_invariant(players, layout):
    finished = 0
    for game in range(GAMES_PER_CASE):
        options = {"seats": seats_for(players, game), "layout": layout}
        report = play_game(options, game_seed(f"fuzz-{layout}", game), f"fuzz:{players}:{game}", check="full")
        assert report["invariant_failures"] == [], (players, layout, game, report)
        assert report["decisions"] > 0
        finished += report["finished"]
    assert finished == GAMES_PER_CASE
