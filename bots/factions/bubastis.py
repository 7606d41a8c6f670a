"""Bubastis: Cats out on the map beside enemies (Ailurophobia, and a Cat in every enemy's start Area),
no Earth Cats left on the Moon, all four kinds in play so Bastet can Awaken, and Bastet beside an enemy
Cultist for Requires Attention (master rulebook, Playing as Bubastis)."""
from __future__ import annotations

from rules.engine import events as ev
from rules.engine.state import State, factions_in, on_map

from . import Hints

MOON = "The Moon"
CATS = ("earth_cat", "cat_from_mars", "cat_from_saturn", "cat_from_uranus")


def progress(state: State, faction: str) -> float:
    """Each kind of Cat in play brings Bastet nearer; Cats off the Moon beside enemies earn
    Ailurophobia and reach the enemies' start Areas; Bastet on the map is worth Requires Attention."""
    table = state.table
    mine = on_map(state, faction)
    kinds = {table[u].type for u in mine}
    beside = {table[u].type for u in mine if state.units[u] != MOON and factions_in(state, state.units[u]) - {faction}}
    return 1.5 * len(kinds & set(CATS)) + 1.0 * len(beside & set(CATS)) + (6.0 if "bastet" in kinds else 0.0)


def _spotted(before: State, e: ev.Event) -> list[str]:
    """Ailurophobia and Bastet's Battle effect are mandatory, seen in their effects."""
    if isinstance(e, ev.DoomGained) and e.reason == "ailurophobia":
        return ["Ailurophobia"]
    if isinstance(e, ev.PowerChanged) and e.reason == "catnapping" and e.amount > 0:
        return ["Catnapping"]
    return []


HINTS = Hints(
    progress=progress,
    abilities=("Awaken Bastet", "Requires Attention", "Catabolism", "Catnapping", "Savagery", "Zagazig",
               "Predator", "Ailurophobia"),
    ability_names={"requires_attention": "Requires Attention", "catabolism": "Catabolism",
                   "catnapping": "Catnapping", "savagery": "Savagery", "zagazig": "Zagazig", "predator": "Predator"},
    awakened={"bastet": "Awaken Bastet"},
    gathered={"moon_power": "Bubastis' extra Power"},
    spotted=_spotted,
)
