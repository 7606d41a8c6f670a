"""Black Goat: Units in ever more Areas, and Areas shared with every enemy."""
from __future__ import annotations

from rules.state import areas_with_units


def progress(state, faction: str) -> float:
    mine = areas_with_units(state, faction)
    shared = sum(1 for f in state.order if f != faction and areas_with_units(state, f) & mine)
    return 3.0 * min(len(mine), 8) + 3.0 * shared
