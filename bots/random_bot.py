"""A bot that picks uniformly among the legal options, from its own seeded generator."""
from __future__ import annotations

import random

import rules


class RandomBot:
    """Knows no rules: asks the engine for the legal options and picks one at random."""

    def __init__(self, seed: int | str | bytes = 0) -> None:
        self._rng = random.Random(seed)

    def choose(self, state: rules.State, seat: str) -> dict:
        options = rules.legal_options(state, seat)
        return self._rng.choice(options).choice
