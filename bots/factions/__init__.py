"""What the bots know of each faction, beyond its FactionSpec: its `Hints`.

A module `bots.factions.<faction>` may define `HINTS` (or, as a shorthand, only `progress`), and a
faction defined elsewhere registers its hints with `register`. A faction with no hints is played on
the general evaluation alone and its abilities are simply not tallied.

- `progress(state, faction) -> float`: how far the faction is along the way to its Spellbook
  requirements that the general evaluation (bots.evaluate) does not already see, in the
  evaluation's units (a Spellbook is worth 40);
- what the ability tally (bots.abilities) reads: the card names it expects to see fire in played
  games, the card name of each ability a choice names, of each Great Old One's Awakening and of
  each Power source it adds at Gather Power, and `spotted(before, event) -> card names` for
  abilities seen only in their effects (a Move beyond the adjacent Areas is Flight).
"""
from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache

import rules


def _nothing(state: rules.State, faction: str) -> float:
    return 0.0


def _none_spotted(before: rules.State, event: rules.Event) -> list[str]:
    return []


@dataclass(frozen=True)
class Hints:
    """What the bots know of one faction (see the module docstring); every part may be left out."""

    progress: Callable[[rules.State, str], float] = _nothing
    abilities: tuple[str, ...] = ()  # card names the tally expects to see fire
    ability_names: dict[str, str] = field(default_factory=dict)  # a choice's `ability` -> card name
    awakened: dict[str, str] = field(default_factory=dict)  # Great Old One unit type -> its Awaken card name
    gathered: dict[str, str] = field(default_factory=dict)  # a Gather Power source -> card name
    spotted: Callable[[rules.State, rules.Event], list[str]] = _none_spotted


NO_HINTS = Hints()
_registered: dict[str, Hints] = {}


def register(faction: str, hints: Hints) -> None:
    """Give the bots `hints` for `faction` (a faction whose module lives outside this package)."""
    _registered[faction] = hints
    hints_of.cache_clear()


def unregister(faction: str) -> None:
    _registered.pop(faction, None)
    hints_of.cache_clear()


@cache
def hints_of(faction: str) -> Hints:
    """The faction's hints: registered, else its module's here, else none."""
    if faction in _registered:
        return _registered[faction]
    if not faction.isidentifier():
        return NO_HINTS
    try:
        module = importlib.import_module(f"{__name__}.{faction}")
    except ModuleNotFoundError:
        return NO_HINTS
    return getattr(module, "HINTS", None) or Hints(progress=getattr(module, "progress", _nothing))


def progress_of(faction: str) -> Callable[[rules.State, str], float]:
    """The faction's progress function (nothing to add for a faction without hints)."""
    return hints_of(faction).progress
