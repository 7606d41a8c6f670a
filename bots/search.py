"""The search bot: Monte Carlo search over sampled worlds, with the heuristic bot's judgement.

Each decision with more than one option is searched within a budget (time, or a number of
playouts for reproducible runs). Every playout draws a new world from what the seat may see
(bots.determinize: the other seats' Elder Signs, the bag and every die sampled anew), so the
search averages over the secrets instead of reading them, and picks an option by UCB1 among the
few the heuristic evaluation ranks best. It plays the option in that world, lets every seat play
on with the quick policy for a while (to the end of the next Battle, turn or Doom Phase, within a
horizon), and scores the state reached with bots.evaluate. Each option starts with the
heuristic's own judgement counted as PRIOR playouts, so a few noisy playouts cannot overturn a
clear judgement, while a consistent difference in many playouts can; the option with the best
mean wins.
"""
from __future__ import annotations

import math
import random
import time

import rules

from .determinize import determinize
from .evaluate import evaluate
from .heuristic import ENDS_TURN, HeuristicBot, QuickBot, set_up_choice, turn_end_value, turn_options

BUDGET_SECONDS = 0.25  # per decision with more than one option
CANDIDATES = 6         # options searched: the heuristic's best few
HORIZON = 40           # decisions a playout runs past the option before it is judged
SCALE = 60.0           # evaluation units per unit of reward (a Spellbook and a half)
EXPLORE = 0.7
PRIOR = 4              # playouts' worth of weight given to the heuristic's judgement of an option


class SearchBot:
    def __init__(self, seed: int | str | bytes = 0, budget: float = BUDGET_SECONDS,
                 playouts: int | None = None) -> None:
        self._rng = random.Random(seed)
        self._quick = QuickBot(self._rng)
        self._judge = HeuristicBot(self._rng.random())
        self.budget, self.playouts = budget, playouts

    def choose(self, state: rules.State, seat: str) -> dict:
        options = turn_options(state, seat)
        if len(options) == 1:
            return options[0].choice
        faction = state.seats[seat]
        chosen = set_up_choice(state, faction, options, self._rng)
        if chosen is not None:
            return chosen
        ranked = self._candidates(state, seat, options, faction)
        if len(ranked) == 1:
            return ranked[0][1]
        candidates = [choice for _, choice in ranked]
        visits = [PRIOR] * len(candidates)
        totals = [PRIOR * _reward(value) for value, _ in ranked]
        deadline = time.perf_counter() + self.budget
        played = 0
        while (played < self.playouts) if self.playouts is not None else (time.perf_counter() < deadline):
            arm = self._pick(visits, totals)
            world = determinize(state, faction, self._rng)
            totals[arm] += self._playout(world, seat, faction, candidates[arm])
            visits[arm] += 1
            played += 1
        best = max(range(len(candidates)), key=lambda i: (totals[i] / visits[i], -i))
        return candidates[best]

    def _candidates(self, state: rules.State, seat: str, options: list,
                    faction: str) -> list[tuple[float, dict]]:
        """The heuristic's best few options with its value of each, judged on one sampled world."""
        world = determinize(state, faction, self._rng)
        here = evaluate(world, faction)
        ranked = []
        for n, option in enumerate(options):
            if option.choice["act"] in ENDS_TURN:
                value = turn_end_value(world, faction, option.choice, here)
            else:
                value = evaluate(self._judge._follow(world, seat, option.choice), faction)
            ranked.append((value, self._rng.random(), n))
        ranked.sort(reverse=True)
        return [(value, options[n].choice) for value, _, n in ranked[:CANDIDATES]]

    @staticmethod
    def _pick(visits: list[int], totals: list[float]) -> int:
        log_n = math.log(sum(visits))
        return max(range(len(visits)),
                   key=lambda i: totals[i] / visits[i] + EXPLORE * math.sqrt(log_n / visits[i]))

    def _playout(self, world: rules.State, seat: str, faction: str, choice: dict) -> float:
        _, state = rules.decide_and_apply(world, seat, choice)
        start_round, start_phase = state.round, state.phase
        for _ in range(HORIZON):
            if state.phase == "ended":
                break
            if state.round != start_round and state.phase != start_phase:
                break  # a new round's phase: far enough
            waiting = rules.pending(state)
            if not waiting:
                break
            who = waiting[0]["seat"]
            _, state = rules.decide_and_apply(state, who, self._quick.choose(state, who))
        return _reward(evaluate(state, faction))


def _reward(value: float) -> float:
    """An evaluation as a reward between 0 and 1."""
    return 1.0 / (1.0 + math.exp(-value / SCALE))
