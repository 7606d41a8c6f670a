"""A bot that picks uniformly among the legal options, from its own seeded generator."""
from __future__ import annotations

import random

import rules
from rules.engine.holdings import cards_in_game


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


class ContentBot(KindBot):
    """A KindBot that mostly takes the neutral content when it is offered: it Awakens an
    Independent Great Old One, Recruits a Unique High Priest or takes a neutral Spellbook at the
    first chance three times in four (`simulate --loyalty` plays it, so random games reach every
    card, and still see the ordinary High Priest and the faction's own Spellbooks)."""

    TAKES = 0.75

    def choose(self, state: rules.State, seat: str) -> dict:
        options = rules.legal_options(state, seat)
        taking = [o for o in options if _takes_content(state, o.choice)]
        if taking and self._rng.random() < self.TAKES:
            return self._rng.choice(taking).choice
        return super().choose(state, seat)


def _takes_content(state: rules.State, choice: dict) -> bool:
    if choice["act"] == "place_spellbook":
        return choice["spellbook"] in state.neutral_books
    if choice["act"] != "ability":
        return False
    return any(card.awaken is not None and card.awaken.name == choice["ability"]
               for card in cards_in_game(state))
