"""The Tcho-Tcho's units and Ubbo-Sathla's Growth (master rulebook, Tcho-Tcho faction card;
docs/factions.md, Tcho-Tcho, Units)."""
from __future__ import annotations

from ...engine import events as ev
from ...engine.content import CardKind
from ...engine.holdings import cards_held
from ...engine.loyalty import figures
from ...engine.rng import roll_dice
from ...engine.state import State, on_map
from ..common import data, of_type

TT = "tcho_tcho"
PRIEST = "high_priest"
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


def priests_on_map(state: State, faction: str) -> list[str]:
    """Your High Priests on the map: the three of your own and, with the High Priests module, a
    Unique High Priest Recruited as one of them, which counts for Hierophants, Martyrdom, Tablets
    of the Gods and Awakening Ubbo-Sathla like the others (FAQ, Tcho-Tcho)."""
    unique = {uid for card in cards_held(state, faction) if card.kind is CardKind.UNIQUE_HIGH_PRIEST
              for uid in figures(card)}
    mine = on_map(state, faction)
    return sorted([*of_type(state, mine, PRIEST), *(u for u in mine if u in unique)])


def own_priests_on_map(state: State, faction: str) -> list[str]:
    """Your own High Priests on the map, a Unique one left out: it has no Unspeakable Oath."""
    return sorted(of_type(state, on_map(state, faction), PRIEST))
