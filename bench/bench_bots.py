"""Bot benchmark: how fast each level decides, and how much of a search decision is the engine.

Run: .venv/bin/python bench/bench_bots.py [--games 2] [--decisions 60]
Plays 4-seat games of heuristic bots and, at every decision with more than one option of the
first `--decisions` decisions of each game, times a heuristic decision and a search decision
(its 0.25 s budget) on that state. While searching, every call the bot makes into the rules
package (decide_and_apply, legal_options, pending) is timed, which gives:
- playouts per search decision, and engine decisions per second while searching (decisions the
  engine made for the bot over the time spent in all the engine calls the bot made);
- the engine's share of a search decision's time (the rest is sampling worlds, the evaluation
  and the bots' own bookkeeping).
Prints one JSON line with medians (and p90 of decision times).
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import rules  # noqa: E402
from bots import search as search_module  # noqa: E402
from bots.heuristic import HeuristicBot, turn_options  # noqa: E402
from bots.search import SearchBot  # noqa: E402
from bots.simulate import game_seed, seats_for  # noqa: E402

TIMED = ("decide_and_apply", "legal_options", "pending")


class EngineClock:
    """Wraps the rules functions the bots call, adding up calls and seconds while switched on."""

    def __init__(self) -> None:
        self.on = False
        self.seconds = 0.0
        self.calls = {name: 0 for name in TIMED}
        self._originals = {name: getattr(rules, name) for name in TIMED}
        for name in TIMED:
            setattr(rules, name, self._timed(name, self._originals[name]))

    def _timed(self, name, function):
        def timed(*args, **kwargs):
            if not self.on:
                return function(*args, **kwargs)
            started = time.perf_counter()
            try:
                return function(*args, **kwargs)
            finally:
                self.seconds += time.perf_counter() - started
                self.calls[name] += 1
        return timed

    def reset(self) -> None:
        self.seconds = 0.0
        self.calls = {name: 0 for name in TIMED}


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--decisions", type=int, default=60)
    args = parser.parse_args()
    clock = EngineClock()
    playouts_made = [0]
    original_playout = search_module.SearchBot._playout

    def counted(self, *a):
        playouts_made[0] += 1
        return original_playout(self, *a)

    search_module.SearchBot._playout = counted
    heuristic_s, search_s, playouts, engine_share, engine_rate = [], [], [], [], []
    for game in range(args.games):
        state = rules.replay(rules.new_game({"seats": seats_for(4, game)}, game_seed("bench-bots", game)))
        players = {seat: HeuristicBot(seat) for seat in state.seats}
        for n in range(args.decisions):
            if state.phase == "ended":
                break
            seat = rules.pending(state)[0]["seat"]
            if len(turn_options(state, seat)) > 1:
                started = time.perf_counter()
                HeuristicBot(n).choose(state, seat)
                heuristic_s.append(time.perf_counter() - started)
                clock.reset()
                playouts_made[0] = 0
                clock.on = True
                started = time.perf_counter()
                SearchBot(n).choose(state, seat)
                took = time.perf_counter() - started
                clock.on = False
                search_s.append(took)
                playouts.append(playouts_made[0])
                engine_share.append(clock.seconds / took)
                decided = clock.calls["decide_and_apply"]
                engine_rate.append(decided / clock.seconds if clock.seconds else 0.0)
            _, state = rules.decide_and_apply(state, seat, players[seat].choose(state, seat))
    print(json.dumps({
        "measure": "bots", "decisions_timed": len(search_s),
        "heuristic_seconds_p50": round(statistics.median(heuristic_s), 4),
        "heuristic_seconds_p90": round(percentile(heuristic_s, 0.9), 4),
        "search_seconds_p50": round(statistics.median(search_s), 4),
        "search_seconds_p90": round(percentile(search_s, 0.9), 4),
        "search_playouts_p50": statistics.median(playouts),
        "engine_decisions_per_second_in_playouts_p50": round(statistics.median(engine_rate)),
        "engine_share_of_search_time_p50": round(statistics.median(engine_share), 3),
    }), flush=True)


if __name__ == "__main__":
    main()
