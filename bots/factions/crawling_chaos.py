"""Crawling Chaos: Gates or Power toward 3/12 and 4/15, and Power for the two paid requirements."""
from __future__ import annotations

from rules.state import controlled_gates


def progress(state, faction: str) -> float:
    gates = len(controlled_gates(state, faction))
    return 3.0 * min(gates, 4) + 0.3 * min(state.power[faction], 15)
