"""What the Loyalty Cards share: figures, options and the words of their choices, ruleset options and
Elder Signs drawn for several factions at once."""
from __future__ import annotations

from typing import Any, Iterable

from ..engine import events as ev
from ..engine.content import RulesetOption, UnitCombat, UnitKind, UnitSpec
from ..engine.prompts import Option
from ..engine.rng import elder_sign_value
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


def card_option(state: State, option: RulesetOption) -> Any:
    """A Loyalty Card's ruleset option as the game sets it, else its default (a card's options are
    written into a game's rules only when the table sets them: rules.engine.options)."""
    return state.options.get(option.name, option.default)


def elder_signs_each(state: State, factions: Iterable[str], after: Iterable[ev.Event] = ()) -> list[ev.Event]:
    """One Elder Sign for each of `factions` in turn, drawn from the bag as the events `after`
    (decided in the same step, not yet applied) leave it; with the bag empty a faction gains 1 Doom
    instead, as rules.engine.phases.draw_elder_signs does."""
    bag, offset = list(state.bag), 0
    for e in after:
        if isinstance(e, ev.ElderSignDrawn):
            bag[e.value - 1] -= 1
            offset += 1
        elif isinstance(e, ev.DiceRolled):
            offset += len(e.faces)
    out: list[ev.Event] = []
    for faction in factions:
        if sum(bag) == 0:
            out.append(ev.DoomGained(faction, 1, "elder_sign_bag_empty"))
            continue
        value = elder_sign_value(state, tuple(bag), offset)
        bag[value - 1] -= 1
        offset += 1
        out.append(ev.ElderSignDrawn(faction, value))
    return out
