"""The Tcho-Tcho in Battle: Terror (master rulebook, Tcho-Tcho; FAQ: every Proto-Shoggoth uses the
same mode)."""
from __future__ import annotations

from ...engine.state import State
from ..common import has_book, of_type


def terror(state: State, faction: str, enemy: str, units: tuple[str, ...]) -> int:
    """Terror: each of your Proto-Shoggoths in the Battle adds 1 to your Combat (the mode that
    takes 1 from the enemy's Combat per Proto-Shoggoth is not offered yet)."""
    if not has_book(state, faction, "Terror"):
        return 0
    return len(of_type(state, units, "proto_shoggoth"))
