"""The Tcho-Tcho's units and Ubbo-Sathla's Growth (master rulebook, Tcho-Tcho faction card;
docs/factions.md, Tcho-Tcho, Units)."""
from __future__ import annotations

from ...engine import events as ev
from ...engine.rng import roll_dice
from ...engine.state import State
from ..common import data

TT = "tcho_tcho"
# Ubbo-Sathla's Growth marker stands on the Doom Track: kept in the faction's bookkeeping, 0 at set-up.
GROWTH = "growth"
TRACK_END = 30


def growth(state: State, faction: str) -> int:
    found: int = data(state, faction, GROWTH, 0)
    return found


def grown(state: State, faction: str, by: int) -> ev.Event:
    """The Growth marker moved on by `by` (never past the end of the Doom Track)."""
    return ev.FactionDataSet(faction, GROWTH, min(growth(state, faction) + by, TRACK_END))


def rolled_growth(state: State, faction: str) -> list[ev.Event]:
    """Roll the Growth die (a six-sided die) and move the marker on by the face."""
    face = roll_dice(state, 1)[0]
    return [ev.DiceRolled(faction, (face,), "growth"), grown(state, faction, face)]


def ubbo_combat(state: State, faction: str, enemy: str, count: int) -> int:
    """Ubbo-Sathla's Combat: where his Growth marker stands on the Doom Track."""
    return count * growth(state, faction)
