"""Tcho-Tcho: High Priests on the map (the price of Ubbo-Sathla, and Tablets of the Gods at Gates),
Ubbo-Sathla Awakened early in a Doom Phase for nothing, and a growing Growth marker (master rulebook,
Playing as the Tcho-Tcho)."""
from __future__ import annotations

from rules.engine import events as ev
from rules.engine.state import State, on_map

from . import Hints


def progress(state: State, faction: str) -> float:
    """A High Priest on the map is one Awakening (or 2 Power) in hand; Ubbo-Sathla Awakened meets a
    requirement and fights with his Growth; Proto-Shoggoths make Terror bite."""
    types = [state.table[u].type for u in on_map(state, faction)]
    data = state.faction_data.get(faction, {})
    return (3.0 * min(types.count("high_priest"), 2) + (6.0 if data.get("ubbo_awakened") else 0.0)
            + 0.5 * min(data.get("growth", 0), 12) + 1.0 * min(types.count("proto_shoggoth"), 4))


def _spotted(before: State, e: ev.Event) -> list[str]:
    """Growth, Sycophancy, Hierophants and Tablets of the Gods are seen in their effects."""
    if isinstance(e, ev.DiceRolled) and e.purpose == "growth":
        return ["Growth"]
    if isinstance(e, ev.FactionDataSet) and e.key == "demand" and isinstance(e.value, dict) \
            and e.value.get("ability") == "sycophancy":
        return ["Sycophancy"]  # asked of the enemy performing a Ritual, credited to the Tcho-Tcho
    if isinstance(e, ev.UnitPlaced) and e.reason == "hierophants":
        return ["Hierophants"]
    if isinstance(e, ev.UnitEliminated) and e.cause == "tablets_of_the_gods":
        return ["Tablets of the Gods"]
    return []


HINTS = Hints(
    progress=progress,
    abilities=("Awaken Ubbo-Sathla", "Unspeakable Oath", "Sycophancy", "Growth", "Hierophants", "Idolatry",
               "Tablets of the Gods"),
    ability_names={"tcho_unspeakable_oath": "Unspeakable Oath", "idolatry": "Idolatry",
                   "awaken_ubbo_sathla_in_doom_phase": "Awaken Ubbo-Sathla",
                   "destroy_start_gate": "Tcho-Tcho's Gate requirement"},
    awakened={"ubbo_sathla": "Awaken Ubbo-Sathla"},
    gathered={"soulless": "Soulless"},
    spotted=_spotted,
)
