"""What the Loyalty Cards share: figures, options and the words of their choices."""
from __future__ import annotations

from typing import Any

from ..engine.content import UnitCombat, UnitKind, UnitSpec
from ..engine.prompts import Option
from ..engine.state import State


def independent(name: str, title: str, combat: int | UnitCombat, count: int = 1, cost: int = 0
                ) -> UnitSpec:
    """An Independent Great Old One's figure: a Great Old One that draws no Elder Sign in a Ritual
    (master rulebook, Independent Great Old Ones, the erratum to the first printing)."""
    return UnitSpec(name, UnitKind.GREAT_OLD_ONE, count, cost, combat, title=title, elder_signs=0)


def use(ability: str, label: str, **fields: Any) -> Option:
    """An option that uses one of the holder's card abilities."""
    return Option({"act": "ability", "ability": ability, **fields}, label)


def figure_area(state: State, uid: str) -> str | None:
    """Where a card's figure stands on the map, or None when it is not on the map."""
    where = state.units.get(uid)
    return where if where in state.map.areas else None
