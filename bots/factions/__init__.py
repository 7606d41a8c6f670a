"""What the bots know of each faction: one module per faction, found by the faction's name.

A module `bots.factions.<faction>` may define `progress(state, faction) -> float`: how far the
faction is along the way to its Spellbook requirements that the general evaluation
(bots.evaluate) does not already see, in the evaluation's units (a Spellbook is worth 40). A
faction without a module is played on the general evaluation alone.
"""
from __future__ import annotations

import importlib
from functools import lru_cache
from typing import Callable

import rules


def _nothing(state: rules.State, faction: str) -> float:
    return 0.0


@lru_cache(maxsize=None)
def progress_of(faction: str) -> Callable[[rules.State, str], float]:
    """The faction's progress function (nothing to add for a faction without a module)."""
    if not faction.isidentifier():
        return _nothing
    try:
        module = importlib.import_module(f"{__name__}.{faction}")
    except ModuleNotFoundError:
        return _nothing
    return getattr(module, "progress", _nothing)
