"""The Ancients: Cathedrals in each glyph class meet four requirements and feed Worship Services and
Consecration; Yothans are the muscle (master rulebook, Playing as The Ancients)."""
from __future__ import annotations

from rules.engine import events as ev
from rules.factions.ancients.events import CathedralBuilt, CathedralRemoved, cathedrals
from rules.engine.state import State, on_map

from . import Hints


def progress(state: State, faction: str) -> float:
    """Each Cathedral is a requirement met and a source of Elder Signs; a Yothan on the map is the
    Combat the faction lacks without a Great Old One."""
    types = [state.table[u].type for u in on_map(state, faction)]
    return 4.0 * len(cathedrals(state, faction)) + 2.5 * min(types.count("yothan"), 3)


def _spotted(before: State, e: ev.Event) -> list[str]:
    """Abilities seen in their effects: a Cathedral built or removed, units Dematerialized, the
    free Summons, Festival's gift, Extinction (Worship Services' Power is a Gather Power source)."""
    if isinstance(e, CathedralBuilt):
        return ["Cathedrals"]
    if isinstance(e, CathedralRemoved):
        return ["Unholy Ground"]
    if isinstance(e, ev.UnitPlaced):
        return {"dematerialization": ["Dematerialization"], "extinction": ["Extinction"]}.get(e.reason, [])
    if isinstance(e, ev.PowerChanged) and e.reason == "festival":
        return ["Festival"]
    return []


HINTS = Hints(
    progress=progress,
    abilities=("Cathedrals", "Dematerialization", "Festival", "Worship Services", "Unholy Ground"),
    ability_names={"build_cathedral": "Cathedrals", "unholy_ground": "Unholy Ground"},
    spotted=_spotted,
    gathered={"worship_services": "Worship Services"},
)
