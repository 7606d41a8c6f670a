"""Great Cthulhu: Gates in the oceans, and Cthulhu on the map (Devour helps the Kill requirements)."""
from __future__ import annotations

from rules.engine import events as ev
from rules.engine.state import State, controlled_gates, great_old_ones_in_play

from . import Hints


def progress(state, faction: str) -> float:
    oceans = state.map.oceans
    gates = sum(1 for area in controlled_gates(state, faction) if area in oceans)
    return 4.0 * min(gates, 3) + (6.0 if great_old_ones_in_play(state, faction) else 0.0)


def _spotted(before: State, e: ev.Event) -> list[str]:
    """Immortal: every Awakening of Great Cthulhu's Great Old One draws its Elder Sign."""
    return ["Immortal"] if isinstance(e, ev.GreatOldOneAwakened) and e.faction == "great_cthulhu" else []


HINTS = Hints(
    progress=progress,
    abilities=("Immortal", "Awaken Cthulhu", "Devour", "Absorb", "Devolve", "Dreams", "Regenerate", "Submerge",
               "Y'ha Nthlei"),
    ability_names={"dreams": "Dreams", "submerge": "Submerge", "emerge": "Submerge", "devolve": "Devolve",
                   "devour": "Devour", "absorb": "Absorb", "regenerate": "Regenerate"},
    awakened={"cthulhu": "Awaken Cthulhu"},
    gathered={"y'ha_nthlei": "Y'ha Nthlei"},
    spotted=_spotted,
)
