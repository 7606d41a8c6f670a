"""Yellow Sign: the King in Yellow on the map, standing in Areas with a glyph not yet Desecrated."""
from __future__ import annotations

from rules.engine import events as ev
from rules.engine.state import State, great_old_ones_in_play

from . import Hints


def progress(state, faction: str) -> float:
    kings = [u for u in great_old_ones_in_play(state, faction) if ".king_in_yellow." in u]
    if not kings:
        return 0.0
    where = state.units[kings[0]]
    desecrated = state.faction_data[faction].get("desecrated", ())
    glyph = state.map.glyph_of(where) if where in state.map.adjacency else None
    return 6.0 + (4.0 if glyph is not None and where not in desecrated else 0.0)


def _spotted(before: State, e: ev.Event) -> list[str]:
    """Third Eye: Desecrate for 1 Power; Passion: Power for a lost unit."""
    if isinstance(e, ev.UniqueActionTaken) and e.ability == "desecrate" and e.cost == 1:
        return ["Third Eye"]
    return ["Passion"] if isinstance(e, ev.PowerChanged) and e.reason == "passion" else []


HINTS = Hints(
    progress=progress,
    abilities=("Feast", "Awaken the King in Yellow", "Desecrate", "Awaken Hastur", "Vengeance",
               "He Who is Not to be Named", "Passion", "Shriek of the Byakhee", "The Screaming Dead", "Third Eye",
               "Zingaya"),
    ability_names={"desecrate": "Desecrate", "zingaya": "Zingaya", "shriek_of_the_byakhee": "Shriek of the Byakhee",
                   "the_screaming_dead": "The Screaming Dead",
                   "he_who_is_not_to_be_named": "He Who is Not to be Named", "vengeance": "Vengeance"},
    awakened={"king_in_yellow": "Awaken the King in Yellow", "hastur": "Awaken Hastur"},
    gathered={"feast": "Feast"},
    spotted=_spotted,
)
