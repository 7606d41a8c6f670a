"""Sleeper's units and their Combat (master rulebook, Sleeper faction card; expansion-factions.md,
Sleeper, Units)."""
from __future__ import annotations

from ...engine.state import State, on_map

FACTION = "sleeper"


def _on_map_of(state: State, faction: str, unit_type: str) -> int:
    table = state.table
    return sum(1 for u in on_map(state, faction) if table[u].type == unit_type)


def formless_spawn_combat(state: State, faction: str, enemy: str, count: int) -> int:
    """Each Formless Spawn rolls one die per Formless Spawn plus Tsathoggua on the map (two Spawn:
    2 each; with Tsathoggua as well: 3 each)."""
    per_spawn = _on_map_of(state, faction, "formless_spawn") + _on_map_of(state, faction, "tsathoggua")
    return count * per_spawn


def tsathoggua_combat(state: State, faction: str, enemy: str, count: int) -> int:
    """Tsathoggua's Combat is the enemy's current Power, or 2 if that is more."""
    return count * max(state.power.get(enemy, 0), 2)
