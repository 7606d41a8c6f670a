"""Windwalker's units and their Combat and costs (master rulebook, Windwalker faction card;
expansion-factions.md, Windwalker, Units)."""
from __future__ import annotations

from ...engine.content import UnitSpec
from ...engine.state import POOL, State

FACTION = "windwalker"


def ithaqua_combat(state: State, faction: str, enemy: str, count: int) -> int:
    """Ithaqua's Combat is half the Doom of the faction he battles, rounded up."""
    return count * ((state.doom.get(enemy, 0) + 1) // 2)


def gnoph_keh_cost(state: State, faction: str, unit: UnitSpec, cost: int) -> int:
    """A Gnoph-Keh costs the number of Gnoph-Keh in your Pool (4 with none out, then 3, 2, 1; FAQ,
    Windwalker: one held on an enemy's card is not in the Pool)."""
    if unit.name != "gnoph_keh":
        return cost
    table = state.table
    return sum(1 for u, where in state.units.items()
               if where == POOL and table[u].faction == faction and table[u].type == "gnoph_keh")
