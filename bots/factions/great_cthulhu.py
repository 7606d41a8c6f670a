"""Great Cthulhu: Gates in the oceans, and Cthulhu on the map (Devour helps the Kill requirements)."""
from __future__ import annotations

from rules.state import controlled_gates, great_old_ones_in_play


def progress(state, faction: str) -> float:
    oceans = state.map.oceans
    gates = sum(1 for area in controlled_gates(state, faction) if area in oceans)
    return 4.0 * min(gates, 3) + (6.0 if great_old_ones_in_play(state, faction) else 0.0)
