"""Random playouts: 86 games over 2 to 6 seats from the start (`make fuzz` plays four times as many:
tests/support/fuzz_depth.py), every layout they can use and line-ups cycling through all the offered
factions (the late-game playouts are in
test_fuzz_late.py, so the two files run side by side).

After every step: no exception, someone has a legal option until the game ends, rounds stay bounded,
every unit is in exactly one place, Power is never negative, and no view shows another seat's Elder
Sign values or the seed. Replay equals state (through the events' JSON records) at checkpoints and at
the end of every game.
"""
from __future__ import annotations

import pytest

from fuzz_depth import games as scaled

from bots.simulate import game_seed, play_game, seats_for

CASES = [(2, "3p"), (3, "3p"), (4, "4p_east5_west3"), (4, "4p_east3_west5"), (5, "5p"), (6, "6p")]
# 5 cases x 16 + 6 six-seat games (each about twice as long) = 86 games from the start of the game
GAMES_PER_CASE = {"6p": 6}
GAMES = 16


@pytest.mark.parametrize("players,layout", CASES)
def test_random_games_keep_every_invariant(players, layout):
    finished, games = 0, scaled(GAMES_PER_CASE.get(layout, GAMES))
    for game in range(games):
        options = {"seats": seats_for(players, game), "layout": layout}
        report = play_game(options, game_seed(f"fuzz-{layout}", game), f"fuzz:{players}:{game}", check="full")
        assert report["invariant_failures"] == [], (players, layout, game, report)
        assert report["decisions"] > 0
        finished += report["finished"]
    assert finished == games
