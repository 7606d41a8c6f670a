"""The bot levels a seat can be given, in one place: the service, the worker and the tournament
all read them from here.

- `random`: any legal option, uniformly.
- `heuristic`: each option tried on a world sampled from what the seat may see and judged by its
  faction's evaluation (Spellbooks, Doom toward victory, Gates, Power, units); a fraction of a
  second per game turn.
- `search`: Monte Carlo playouts over the heuristic's best options in sampled worlds, within a
  time budget of 0.25 s per decision that has more than one option.
"""
from __future__ import annotations

from typing import Protocol

import rules

from .heuristic import HeuristicBot
from .random_bot import RandomBot
from .search import SearchBot


class Bot(Protocol):
    def choose(self, state: rules.State, seat: str) -> dict: ...


LEVELS: dict[str, type] = {"random": RandomBot, "heuristic": HeuristicBot, "search": SearchBot}
DESCRIPTIONS = {
    "random": "picks any legal option at random",
    "heuristic": "judges each option by its faction's evaluation on a world sampled from its own "
                 "view: Spellbooks, Doom toward victory, Gates, Power and units",
    "search": "plays out the heuristic's best options in sampled worlds and keeps the one that "
              "fares best, within 0.25 s per decision",
}
TIMEOUT_LEVEL = "heuristic"  # the level that plays a seat whose clock ran out


def make_bot(level: str, seed: int | str | bytes, playouts: int | None = None) -> Bot:
    """A bot of `level` with its own seeded generator; a search bot searches `playouts` playouts
    per decision when given (reproducible), else for its time budget."""
    if level == "search":
        return SearchBot(seed, playouts=playouts)
    return LEVELS[level](seed)
