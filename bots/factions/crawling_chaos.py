"""Crawling Chaos: Gates or Power toward 3/12 and 4/15, and Power for the two paid requirements."""
from __future__ import annotations

from rules.engine import events as ev
from rules.engine.state import State, controlled_gates

from . import Hints


def progress(state, faction: str) -> float:
    gates = len(controlled_gates(state, faction))
    return 3.0 * min(gates, 4) + 0.3 * min(state.power[faction], 15)


def _spotted(before: State, e: ev.Event) -> list[str]:
    """Flight: a Move beyond the adjacent Areas; Emissary of the Outer Gods: a Retreat blocked."""
    if isinstance(e, ev.UnitMoved) and e.to not in before.map.adjacency[e.origin]:
        return ["Flight"]
    return ["Emissary of the Outer Gods"] if isinstance(e, ev.RetreatBlocked) else []


HINTS = Hints(
    progress=progress,
    abilities=("Flight", "Awaken Nyarlathotep", "The Harbinger", "Abduct", "Emissary of the Outer Gods",
               "Invisibility", "Madness", "Seek and Destroy", "Thousand Forms"),
    ability_names={"thousand_forms": "Thousand Forms", "abduct": "Abduct", "invisibility": "Invisibility",
                   "seek_and_destroy": "Seek and Destroy", "emissary": "Emissary of the Outer Gods",
                   "harbinger": "The Harbinger", "madness": "Madness"},
    awakened={"nyarlathotep": "Awaken Nyarlathotep"},
    spotted=_spotted,
)
