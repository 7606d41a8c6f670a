"""Sleeper: cheap Monsters early so Death from Below brings better ones, Formless Spawn on the map,
then Tsathoggua (master rulebook, Playing as Sleeper)."""
from __future__ import annotations

from rules.engine import events as ev
from rules.factions.sleeper.events import GateSlumbered
from rules.engine.state import State, on_map

from . import Hints

SL = "sleeper"


def progress(state: State, faction: str) -> float:
    """Formless Spawn on the map lead to Tsathoggua (the sixth requirement) and strengthen each
    other in Battle; Tsathoggua himself makes Lethargy and Demand Sacrifice possible."""
    types = [state.table[u].type for u in on_map(state, faction)]
    return 3.0 * min(types.count("formless_spawn"), 3) + (8.0 if "tsathoggua" in types else 0.0)


def _spotted(before: State, e: ev.Event) -> list[str]:
    """Abilities seen in their effects: Death from Below's placement, Burrow's refund, Demand
    Sacrifice's Kills counted as Pains, a Gate going to sleep, a Monster Captured."""
    if isinstance(e, ev.UnitPlaced) and e.reason == "death_from_below":
        return ["Death from Below"]
    if isinstance(e, ev.UnitPlaced) and e.reason == "capture_monster":
        return ["Capture Monster"]
    if isinstance(e, ev.PowerChanged) and e.reason == "burrow":
        return ["Burrow"]
    if isinstance(e, ev.ResultsReplaced) and e.by == SL and before.table[e.unit].faction == SL:
        return ["Demand Sacrifice"]
    if isinstance(e, GateSlumbered):
        return ["Cursed Slumber"]
    return []


HINTS = Hints(
    progress=progress,
    abilities=("Death from Below", "Awaken Tsathoggua", "Lethargy", "Ancient Sorcery", "Burrow", "Capture Monster",
               "Cursed Slumber", "Demand Sacrifice", "Energy Nexus"),
    ability_names={"lethargy": "Lethargy", "cursed_slumber_return": "Cursed Slumber",
                   "demand_sacrifice": "Demand Sacrifice", "ancient_sorcery": "Ancient Sorcery",
                   "sorcery_fertility_cult": "Ancient Sorcery", "sorcery_fertility_unlimited": "Ancient Sorcery",
                   "energy_nexus": "Energy Nexus"},
    awakened={"tsathoggua": "Awaken Tsathoggua"},
    gathered={"cursed_slumber_power": "Cursed Slumber", "feast": "Ancient Sorcery"},
    spotted=_spotted,
)
