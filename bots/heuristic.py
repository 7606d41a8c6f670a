"""A simple heuristic bot: it prefers Spellbook requirements, Gates and Battles it should win.

It scores each legal option by its kind, reads the board only to judge a Battle (the Combat of
each side in the Area), and breaks ties with its own seeded generator. It never reveals Elder
Signs or sets standing answers, and drops to 0 Power only when nothing else is legal.
"""
from __future__ import annotations

import random

import rules

_ANY_TIME = frozenset({"reveal_elder_sign", "standing_answer"})
_SCORES = {
    "requirement": 10, "place_spellbook": 9, "create_gate": 8, "control_gate": 7,
    "capture": 6, "ability": 5, "summon": 4, "recruit": 3, "ritual": 3, "move": 1,
    "end_turn": 0, "move_done": 0, "window_pass": 0, "end_ritual_turn": 0, "abandon_gate": -3,
    "drop_power": -10,
}


class HeuristicBot:
    def __init__(self, seed: int | str | bytes = 0) -> None:
        self._rng = random.Random(seed)

    def choose(self, state: rules.State, seat: str) -> dict:
        options = [o for o in rules.legal_options(state, seat) if o.choice["act"] not in _ANY_TIME]
        if not options:
            options = rules.legal_options(state, seat)
        faction = state.seats[seat]
        scored = [(self._score(state, faction, o.choice), self._rng.random(), n)
                  for n, o in enumerate(options)]
        return options[max(scored)[2]].choice

    def _score(self, state: rules.State, faction: str, choice: dict) -> float:
        if choice["act"] == "battle":
            return 6 if _strength(state, faction, choice) > 0 else -5
        return _SCORES.get(choice["act"], 1)


def _strength(state: rules.State, faction: str, choice: dict) -> int:
    """Own Combat minus the enemy's in the Battle's Area: printed Combat, 1 for variable Combat."""
    table = state.table
    total = 0
    for uid in state.by_area().get(choice.get("area"), []):
        info = table[uid]
        combat = info.spec.combat if isinstance(info.spec.combat, int) else 1  # variable: guess
        if info.faction == faction:
            total += combat
        elif info.faction == choice.get("enemy"):
            total -= combat
    return total
