"""Bubastis' units: the four kinds of Cat and Bastet, their costs, Combat and Power (master rulebook,
Bubastis faction chapter; docs/factions.md, Bubastis, Units; ruleset option bubastis_cat_values)."""
from __future__ import annotations

from ...engine.content import UnitSpec
from ...engine.state import State, in_play
from ..common import note
from .ruleset import CAT_VALUES

FACTION = "bubastis"
MOON = "The Moon"
EARTH, MARS, SATURN, URANUS, BASTET = "earth_cat", "cat_from_mars", "cat_from_saturn", "cat_from_uranus", "bastet"
CATS = (EARTH, MARS, SATURN, URANUS)
SAVAGERY = "savagery"

# The master rulebook's faction table (ruleset option bubastis_cat_values "rulebook_table"): cost
# and Power of each Cat, where it differs from the card.
TABLE = {MARS: 1, SATURN: 2, URANUS: 3}


def table_values(state: State) -> bool:
    return bool(state.options.get(CAT_VALUES.name, CAT_VALUES.default) == "rulebook_table")


def cat_cost(state: State, faction: str, unit: UnitSpec, cost: int) -> int:
    """A Cat's cost: the card's 1/2/3/4, or the rulebook table's 1/1/2/3."""
    if unit.name in TABLE and table_values(state):
        return TABLE[unit.name]
    return cost


def table_power(state: State, faction: str) -> int:
    """Under the rulebook table, Cats from Saturn and Uranus give 2 and 3 Power, not 1: the
    difference, gathered on top of the 1 each Cat gives (UnitSpec.power)."""
    if not table_values(state):
        return 0
    table = state.table
    return sum(TABLE[table[u].type] - 1 for u in in_play(state, faction) if table[u].type in (SATURN, URANUS))


def saturn_combat(state: State, faction: str, enemy: str, count: int) -> int:
    """A Cat from Saturn fights with 2, with 4 more in a Battle where Savagery was paid for."""
    savage = state.battle is not None and note(state, SAVAGERY) == faction
    return count * (6 if savage else 2)
