"""What the Loyalty Cards share: figures, options and the words of their choices, ruleset options,
Elder Signs drawn for several factions at once, and the usual Awakening at a cost of the card's."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..engine import events as ev
from ..words.describing import Phrase
from ..engine.content import Hook, LoyaltyCard, RulesetOption, TurnAbility, UnitCombat, UnitKind, UnitSpec
from ..engine.holdings import in_supply
from ..engine.hooks import action_cost
from ..engine.loyalty import awaken_events, standard_awaken_areas
from ..engine.prompts import Option
from ..engine.registry import card as card_of
from ..engine.state import State
from ..words.describing import area_name
from ..words.neutral import loyalty_name


def independent(name: str, title: str, combat: int | UnitCombat, count: int = 1, cost: int = 0
                ) -> UnitSpec:
    """An Independent Great Old One's figure: a Great Old One that draws no Elder Sign in a Ritual
    (master rulebook, Independent Great Old Ones, the erratum to the first printing)."""
    return UnitSpec(name, UnitKind.GREAT_OLD_ONE, count, cost, combat, title=title, elder_signs=0)


def use(ability: str, label: "str | Phrase", **fields: Any) -> Option:
    """An option that uses one of the holder's card abilities."""
    return Option({"act": "ability", "ability": ability, **fields}, label)


def figure_area(state: State, uid: str) -> str | None:
    """Where a card's figure stands on the map, or None when it is not on the map."""
    where = state.units.get(uid)
    return where if where in state.map.areas else None


def card_option(state: State, option: RulesetOption) -> Any:
    """A Loyalty Card's ruleset option as the game sets it, else its default (a game whose rules
    were written before the card had the option)."""
    return state.options.get(option.name, option.default)


AwakenExtra = Callable[[State, str], list[ev.Event]]


def usual_awaken(card_name: str, base: Callable[[State], int] | None = None, note: "str | Phrase" = "",
                 extra: AwakenExtra | None = None) -> TurnAbility:
    """The usual Awakening of an Independent (master rulebook, Independent Great Old Ones: a Gate
    you Control in an Area with one of your Great Old Ones), for `base(state)` Power (default the
    card's cost) as the COST hook prices it there; `extra(state, faction)` adds what the card gives
    beside (Dire Cthulhu's Elder Sign), `note` says it in the option's words."""
    name = f"awaken_{card_name}"

    def price(state: State, faction: str, card: LoyaltyCard, area: str) -> int:
        return action_cost(state, faction, "awaken", area, base(state) if base else card.cost)

    def options(state: State, faction: str, ctx: object) -> list[Option]:
        if not in_supply(state, card_name):
            return []
        card = card_of(card_name)
        priced = [(a, price(state, faction, card, a)) for a in standard_awaken_areas(state, faction)]
        named = loyalty_name(card_name, card.title)
        return [use(name, Phrase("option-neutral-awaken", {"card": named, "area": area_name(a), "cost": cost,
                                                          "note": note}), area=a)
                for a, cost in priced if cost <= state.power[faction]]

    def apply(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
        card, area = card_of(card_name), choice["area"]
        gained, awakened = awaken_events(state, faction, card, area, price(state, faction, card, area))
        # what the card gives comes before the Awakening, whose own rewards (Immortal) draw after
        return [gained, *(extra(state, faction) if extra is not None else ()), awakened]

    return TurnAbility(name, Hook.AWAKEN, options=options, apply=apply, fields={"area": "area"})
