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


class KindBot(RandomBot):
    """Knows no rules either: picks a kind of choice uniformly (an act, or which ability), then one
    option of that kind. Rare abilities are reached far more often than by picking among all options
    (where the many Move options crowd them out)."""

    def choose(self, state: rules.State, seat: str) -> dict:
        options = rules.legal_options(state, seat)
        kinds: dict[tuple, list] = {}
        for option in options:
            kinds.setdefault((option.choice["act"], option.choice.get("ability")), []).append(option)
        kind = self._rng.choice(sorted(kinds, key=str))
        return self._rng.choice(kinds[kind]).choice
