"""Engine benchmark: decisions per second and whole random games per second, by seat count.

Run: .venv/bin/python bench/bench_engine.py [--runs N] [--games N] [--players 4 5]
Prints one JSON line per measure with the median of several runs. A decision is what a server does
for one choice: legal_options (to validate or to offer), decide, and evolve over the new events.
The seat counts are measured in alternating runs, so a noisy machine weighs on each alike; games
cycle through the offered factions' line-ups (bots.simulate.seats_for).
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from functools import reduce
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import rules  # noqa: E402
from bots.random_bot import RandomBot  # noqa: E402
from bots.simulate import game_seed, seats_for  # noqa: E402


def play(game: int, separate_evolve: bool, players: int) -> tuple[int, float]:
    """One random game; returns (decisions, engine seconds)."""
    state = rules.replay(rules.new_game({"seats": seats_for(players, game)}, game_seed("bench", game)))
    bot = RandomBot(game)
    decisions, started = 0, time.perf_counter()
    while state.phase != "ended":
        seat = rules.pending(state)[0]["seat"]
        choice = bot.choose(state, seat)  # calls legal_options
        if separate_evolve:
            state = reduce(rules.evolve, rules.decide(state, seat, choice), state)
        else:
            _, state = rules.decide_and_apply(state, seat, choice)
        decisions += 1
    return decisions, time.perf_counter() - started


def run(games: int, separate_evolve: bool, players: int) -> tuple[float, float]:
    total_decisions, total_seconds = 0, 0.0
    for game in range(games):
        d, s = play(game, separate_evolve, players)
        total_decisions += d
        total_seconds += s
    return total_decisions / total_seconds, games / total_seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--players", type=int, nargs="+", default=[4, 5])
    args = parser.parse_args()
    for mode, separate in (("decide_and_apply", False), ("decide_then_evolve", True)):
        results: dict[int, list] = {n: [] for n in args.players}
        for _ in range(args.runs):
            for players in args.players:
                results[players].append(run(args.games, separate, players))
        base = statistics.median(r[0] for r in results[args.players[0]])
        for players, measured in results.items():
            median = statistics.median(r[0] for r in measured)
            print(json.dumps({"bench": "engine", "mode": mode, "players": players, "runs": args.runs,
                              "games_per_run": args.games, "decisions_per_second": round(median, 1),
                              "games_per_second": round(statistics.median(r[1] for r in measured), 2),
                              f"ratio_to_{args.players[0]}_players": round(median / base, 2)}))


if __name__ == "__main__":
    main()
