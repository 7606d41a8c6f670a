"""Opener of the Way: a Spawn early so Yog-Sothoth can follow in the next round, units where enemies
Control Gates, and Gates spread over the map (master rulebook, Playing as Opener of the Way)."""
from __future__ import annotations

from rules.engine import events as ev
from rules.factions.opener_of_the_way.events import GateCarried
from rules.factions.opener_of_the_way.units import gates_on_map
from rules.engine.state import State, gate_controller, on_map

from . import Hints

OW = "opener_of_the_way"


def progress(state: State, faction: str) -> float:
    """A Spawn on the map is the installment towards Yog-Sothoth (the sixth requirement); units at
    enemy-Controlled Gates lead to the third; the Gates on the map to the first two."""
    types = [state.table[u].type for u in on_map(state, faction)]
    at_enemy_gates = {state.units[u] for u in on_map(state, faction)
                      if gate_controller(state, state.units[u]) not in (None, faction)}
    return (6.0 * min(types.count("spawn_of_yog_sothoth"), 1) + (10.0 if "yog_sothoth" in types else 0.0)
            + 4.0 * min(len(at_enemy_gates), 2) + 1.0 * min(gates_on_map(state), 12))


def _spotted(before: State, e: ev.Event) -> list[str]:
    """Abilities seen in their effects: a Gate carried off, a promotion, a re-roll, the Key's Doom."""
    if isinstance(e, GateCarried):
        return ["The Beyond One"]
    if isinstance(e, ev.UnitPlaced) and e.reason == "million_favored_ones" and e.to == "pool":
        return ["The Million Favored Ones"]
    if isinstance(e, ev.DoomGained) and e.reason == "the_key_and_the_gate":
        return ["The Key and the Gate"]
    if isinstance(e, ev.DoomGained) and e.reason == "dragon_descending":
        return ["Dragon Descending"]
    return []


HINTS = Hints(
    progress=progress,
    abilities=("The Beyond One", "Awaken Yog-Sothoth", "The Key and the Gate", "They Break Through",
               "The Million Favored Ones", "Channel Power", "Dread Curse of Azathoth", "Dragon Ascending",
               "Dragon Descending"),
    ability_names={"beyond_one": "The Beyond One", "summon_through": "They Break Through",
                   "channel_power": "Channel Power", "dread_curse": "Dread Curse of Azathoth",
                   "dragon_ascending": "Dragon Ascending", "dragon_ascending_before_action": "Dragon Ascending",
                   "dragon_ascending_after_gathering": "Dragon Ascending",
                   "dragon_ascending_in_battle": "Dragon Ascending", "dragon_ascending_doom_phase": "Dragon Ascending",
                   "dragon_ascending_ritual_turn": "Dragon Ascending"},
    awakened={"yog_sothoth": "Awaken Yog-Sothoth"},
    gathered={"key_power": "The Key and the Gate"},
    spotted=_spotted,
)
