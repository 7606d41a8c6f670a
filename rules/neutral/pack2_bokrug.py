"""Bokrug, an Independent Great Old One of GOO Pack 2 (master rulebook, Great Old One Pack 2,
EN 3155-3173; FAQ EN 5493: the holder can lose the card; Two-Player Rules EN 1339: not advised for
two players; the card's words from the strategy wiki, its errata included).

Awakened as usual for 4 Power (ruleset option: 6); Combat 1 (ruleset option: 0). Ghosts of Ib:
when Bokrug dies his holder keeps the card; at the end of the next Doom Phase he comes back to an
Area without enemy units (none: he waits for the next one). Spellbook requirement: hand the card
to a player of your choice, who places the Spellbook on it and suffers it. The Doom that Came to
Sarnath (errata): at the end of each Doom Phase the holder picks an enemy and one of two fates;
that enemy then Eliminates one of the holder's Monsters or Cultists on the map, or discards one of
the holder's Elder Signs, unseen.
"""
from __future__ import annotations

from typing import Any

from ..engine import events as ev
from ..engine.content import RulesetOption, UnitKind
from ..engine.evolve import evolver
from ..engine.holdings import has_card_book, in_supply
from ..engine.hooks import action_cost
from ..engine.loyalty import awaken_events, standard_awaken_areas
from ..engine.pieces import representatives
from ..engine.prompts import Option
from ..engine.records import Demand, WindowContext
from ..engine.registry import card as card_of
from ..engine.state import POOL, State, factions_in, on_map
from ..factions.common import answer, data, demand, done, eliminate, of_kind, others
from ..words.describing import Phrase, area_name, faction_name
from ..words.neutral import loyalty_name
from ..engine.pieces import a_unit_said
from .common import use

NAME = "bokrug"
SHORT = "bk"
FIGURE = f"{SHORT}.bokrug.1"
AWAKEN = "awaken_bokrug"
HAND_OVER = "hand_over_bokrug"
DOOM_PHASE_END = "bokrug_doom_phase_end"
GHOSTS = "ghosts_of_ib"
SARNATH = "the_doom_that_came_to_sarnath"
SARNATH_UNIT = "sarnath_unit"
SARNATH_SIGN = "sarnath_elder_sign"
UNIT_FATE, SIGN_FATE = "unit", "elder_sign"

AWAKEN_COST = RulesetOption(
    "bokrug_awaken_cost", 4, (4, 6),
    "GOO Pack 2, Bokrug's Awaken cost: 4 in the strategy wiki's card text and a strategy guide, "
    "6 in one fan-made engine's card data")
COMBAT = RulesetOption(
    "bokrug_combat", 1, (1, 0),
    "GOO Pack 2, Bokrug's Combat: 1 in the strategy wiki's card text, 0 in one fan-made engine's "
    "card data")


@ev.faction_event("SarnathElderSignDiscarded", secret=("value",))
class SarnathElderSignDiscarded(ev.Event):
    """The Doom that Came to Sarnath: the holder's Elder Sign drawn `index`-th (0 first) of those it
    holds, picked unseen by an enemy, leaves the game; its `value` stays the holder's secret."""

    faction: str
    index: int
    value: int = 0


@evolver(SarnathElderSignDiscarded)
def _discarded(state: State, e: SarnathElderSignDiscarded) -> State:
    held = list(state.elder_signs[e.faction])
    del held[e.index]
    return state.derive(elder_signs={**state.elder_signs, e.faction: tuple(held)})


def combat(state: State, faction: str, enemy: str, count: int) -> int:
    value: int = state.options.get(COMBAT.name, COMBAT.default)
    return value * count


# -- Awaken (its cost is a ruleset option) -----------------------------------------------------

def awaken_cost(state: State) -> int:
    """What Awakening Bokrug costs under the game's ruleset (the figure's UnitSpec.awaken_cost, so
    rules reading his cost, such as The Harbinger's half, read the same)."""
    cost: int = state.options.get(AWAKEN_COST.name, AWAKEN_COST.default)
    return cost


def _price(state: State, faction: str, area: str) -> int:
    return action_cost(state, faction, "awaken", area, awaken_cost(state))


def awaken_options(state: State, faction: str, ctx: object) -> list[Option]:
    """The usual Awakening: a Gate you Control in an Area with one of your Great Old Ones."""
    if not in_supply(state, NAME):
        return []
    priced = {area: _price(state, faction, area) for area in standard_awaken_areas(state, faction)}
    return [use(AWAKEN, Phrase("option-awaken-named", {"card": loyalty_name(NAME, "Bokrug"), "area": area_name(area),
                                                       "cost": cost}), area=area)
            for area, cost in priced.items() if cost <= state.power[faction]]


def awaken(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    area = choice["area"]
    return awaken_events(state, faction, card_of(NAME), area, _price(state, faction, area))


# -- Ghosts of Ib ----------------------------------------------------------------------------

def keeps_card(state: State, holder: str) -> bool:
    """Ghosts of Ib: Bokrug's death never returns his card; he waits in the holder's Pool."""
    return True


def _free_areas(state: State, holder: str) -> list[str]:
    """The Areas without enemy units, where he may come back."""
    return sorted(a for a in state.map.areas if not factions_in(state, a) - {holder})


def doom_phase_end(state: State, faction: str, choice: None, ctx: WindowContext) -> list[ev.Event]:
    """At the end of the Doom Phase: a dead Bokrug comes back (Ghosts of Ib), then the holder
    suffers The Doom that Came to Sarnath if its Spellbook is on the card; one question at a time."""
    if state.units.get(FIGURE) == POOL and _free_areas(state, faction):
        return [demand(faction, GHOSTS, faction, kind=GHOSTS)]
    return _sarnath(state, faction)


def ghosts_options(state: State, faction: str, d: Demand) -> list[Option]:
    return [answer(GHOSTS, Phrase("option-ghosts-of-ib", {"area": area_name(area)}), area=area)
            for area in _free_areas(state, faction)]


def ghosts_return(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    return [ev.UnitPlaced(FIGURE, POOL, choice["area"], GHOSTS)] + (_sarnath(state, faction) or [done(faction)])


# -- the requirement: the card changes hands -----------------------------------------------------

def hand_over_options(state: State, faction: str, ctx: object) -> list[Option]:
    """At any time but inside a Battle, a Move Action under way or a question the card asks:
    hand the card, its Spellbook not yet on it, to another player."""
    if has_card_book(state, NAME) or state.battle is not None or data(state, faction, "demand") is not None:
        return []
    if state.turn is not None and state.turn.moving:
        return []
    return [use(HAND_OVER, Phrase("option-bokrug-hand-over", {"faction": faction_name(other)}), faction=other)
            for other in others(state, faction)]


def hand_over(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    """The receiver takes the card (Bokrug with it, wherever he is) and places its Spellbook."""
    receiver = choice["faction"]
    return [ev.LoyaltyCardGained(receiver, NAME, "requirement", giver=faction),
            ev.CardSpellbookEarned(receiver, NAME)]


# -- The Doom that Came to Sarnath ---------------------------------------------------------------

def _victims(state: State, holder: str) -> list[str]:
    return of_kind(state, on_map(state, holder), UnitKind.MONSTER, UnitKind.CULTIST)


def _fates(state: State, holder: str) -> list[str]:
    return ([UNIT_FATE] if _victims(state, holder) else []) + ([SIGN_FATE] if state.elder_signs[holder] else [])


def _sarnath(state: State, holder: str) -> list[ev.Event]:
    if not has_card_book(state, NAME) or not _fates(state, holder):
        return []
    return [demand(holder, SARNATH, holder, kind=SARNATH)]


def sarnath_options(state: State, faction: str, d: Demand) -> list[Option]:
    """The holder picks the enemy and the fate."""
    return [answer(SARNATH, Phrase("option-sarnath-unit" if fate == UNIT_FATE else "option-sarnath-sign",
                                   {"faction": faction_name(enemy)}),
                   enemy=enemy, fate=fate)
            for enemy in others(state, faction) for fate in _fates(state, faction)]


def sarnath(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    ability = SARNATH_UNIT if choice["fate"] == UNIT_FATE else SARNATH_SIGN
    return [demand(faction, ability, choice["enemy"], kind=SARNATH)]


def sarnath_unit_options(state: State, faction: str, d: Demand) -> list[Option]:
    return [answer(SARNATH_UNIT, Phrase("option-sarnath-eliminate", {
                "unit": a_unit_said(state, u, say=('gate',)), "faction": faction_name(faction),
                "area": area_name(state.units[u])}), unit=u)
            for u in representatives(state, _victims(state, faction))]


def sarnath_unit(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    return [done(faction)] + eliminate(state, choice["unit"], SARNATH)


def sarnath_sign_options(state: State, faction: str, d: Demand) -> list[Option]:
    """The enemy picks one of the holder's Elder Signs, face down: by the order they were drawn."""
    return [answer(SARNATH_SIGN, Phrase("option-sarnath-discard", {"faction": faction_name(faction), "number": n + 1}),
                   sign=n)
            for n in range(len(state.elder_signs[faction]))]


def sarnath_sign(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    index = choice["sign"]
    return [done(faction), SarnathElderSignDiscarded(faction, index, state.elder_signs[faction][index])]
