"""Recruiting a High Priest as a Unique High Priest (master rulebook, Unique High Priests, EN
3604-3617; German rulebook, Einzigartige Hohepriester, DE 2795-2803).

Each time a faction Recruits its High Priest it chooses the ordinary one or a Unique one. The
first Unique one it Recruits is the only one it may ever Recruit, and nobody else may Recruit that
one for the rest of the game, even while it is dead or Recruited as an ordinary High Priest.

How this sits on the Loyalty Cards: the eight cards wait in the supply (game option
`unique_high_priests`). Recruiting one gains its card (LoyaltyCardGained) for good: the death of
its figure never returns it (rules.engine.loyalty.card_lost), and the choice "normal or Unique"
is offered again at each later Recruit, the Unique one being always the same. A faction has one
High Priest miniature: while its Unique High Priest's figure is on the map (or Captured), the
faction's ordinary High Priest figure is out of play, so it cannot be Recruited beside it; when the
Unique one dies, its figure leaves play and the ordinary figure is back in the Pool, waiting to be
Recruited as either. The Tcho-Tcho's own three are their High Priests: one of them may be Unique
(master rulebook, Tcho-Tcho, High Priests; FAQ), one of their ordinary figures leaving play for it.
"""
from __future__ import annotations

from typing import Any

from ..engine import events as ev
from ..engine.content import CardKind, EffectAbility, Hook, LoyaltyCard, TurnAbility, UnitLostAbility
from ..engine.holdings import cards_held, in_supply
from ..engine.hooks import action_cost
from ..engine.loyalty import figures
from ..engine.prompts import Option
from ..engine.records import UnitLostContext, WindowContext
from ..engine.registry import card as card_named
from ..engine.state import OUT_OF_PLAY, POOL, State, areas_with_units, spec_of
from ..words.describing import Phrase, area_name
from ..words.neutral import loyalty_name
from .common import figure_area
from .high_priests import PRIEST as PRIEST_SPEC, priest_of

PRIEST = PRIEST_SPEC.name  # the type of an ordinary High Priest figure
SWAP = "unique_high_priest"  # the reason of the UnitPlaced events that trade one figure for the other


def figure(card: LoyaltyCard) -> str:
    """The id of a Unique High Priest's one figure."""
    return figures(card)[0]


def unique_held(state: State, faction: str) -> LoyaltyCard | None:
    """The Unique High Priest `faction` has picked for this game, or None."""
    for held in cards_held(state, faction):
        if held.kind is CardKind.UNIQUE_HIGH_PRIEST:
            return held
    return None


def unique_in_play(state: State, faction: str, name: str) -> str | None:
    """Where `faction`'s Unique High Priest `name` stands on the map, or None (not picked by it,
    dead, Captured, or never Recruited)."""
    held = unique_held(state, faction)
    if held is None or held.name != name:
        return None
    return figure_area(state, figure(held))


def may_pick(state: State, faction: str, name: str) -> bool:
    """The faction may Recruit its High Priest as `name`: the card is its own, or in the supply
    while it has picked no other."""
    held = unique_held(state, faction)
    return held.name == name if held is not None else in_supply(state, name)


def ordinary_priest(state: State, faction: str, where: str) -> str | None:
    """The faction's ordinary High Priest figure standing `where` (the Pool, or out of play while
    its Unique one is in play): the module's one, or, for a faction whose own units are its High
    Priests (FactionSpec.own_high_priests: the Tcho-Tcho), the first of those standing there."""
    if spec_of(faction).own_high_priests:
        table = state.table
        return next((u for u, w in sorted(state.units.items())
                     if w == where and table[u].faction == faction and table[u].type == PRIEST), None)
    uid = priest_of(state, faction)
    return uid if uid is not None and state.units[uid] == where else None


def priest_waits(state: State, faction: str) -> bool:
    """The faction's High Priest waits to be Recruited: the ordinary figure in the Pool, or the
    Unique one's, back there from captivity before the figures were traded back."""
    held = unique_held(state, faction)
    return ordinary_priest(state, faction, POOL) is not None or (
        held is not None and state.units.get(figure(held)) == POOL)


def unique_out(state: State, faction: str) -> bool:
    """The faction's Unique High Priest is on the map or Captured (a faction with High Priests of
    its own may have an ordinary one waiting beside it, the Tcho-Tcho)."""
    held = unique_held(state, faction)
    return held is not None and state.units.get(figure(held), OUT_OF_PLAY) not in (POOL, OUT_OF_PLAY)


def recruit_areas(state: State, faction: str) -> list[str]:
    """Master rulebook, Recruit Cultist: an Area with a unit of yours, anywhere if you have none."""
    return sorted(areas_with_units(state, faction)) or list(state.map.areas)


def recruit_unique(name: str) -> TurnAbility:
    """The Recruit Action for the Unique High Priest `name`, beside the ordinary Recruit: offered to
    every faction while the card is in the supply (as the card's `awaken`) and to its holder once
    picked (among the card's abilities). It costs what Recruiting the High Priest costs (3), priced
    by the COST hook as any Recruit; CultistRecruited pays it and ends the Action."""
    ability = f"recruit_{name}"

    def options(state: State, faction: str, ctx: object) -> list[Option]:
        if not may_pick(state, faction, name) or not priest_waits(state, faction) or unique_out(state, faction):
            return []
        card = card_named(name)
        out = []
        for area in recruit_areas(state, faction):
            cost = action_cost(state, faction, "recruit", area, card.cost)
            if cost <= state.power[faction]:
                out.append(Option({"act": "ability", "ability": ability, "area": area},
                                  Phrase("option-recruit-unique-priest", {"card": loyalty_name(card.name, card.title),
                                                                           "area": area_name(area), "cost": cost})))
        return out

    def apply(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
        card, area = card_named(name), choice["area"]
        cost = action_cost(state, faction, "recruit", area, card.cost)
        return recruit_events(state, faction, card) + [ev.CultistRecruited(faction, figure(card), area, cost)]

    return TurnAbility(ability, Hook.AWAKEN, options=options, apply=apply, fields={"area": "area"})


def recruit_events(state: State, faction: str, card: LoyaltyCard) -> list[ev.Event]:
    """Before the Recruit: the card taken the first time (its figure comes into the Pool), the
    ordinary figure out of play, the Unique one into the Pool."""
    out: list[ev.Event] = []
    uid = figure(card)
    if unique_held(state, faction) is None:
        out.append(ev.LoyaltyCardGained(faction, card.name, "recruited"))
    elif state.units.get(uid) == OUT_OF_PLAY:
        out.append(ev.UnitPlaced(uid, OUT_OF_PLAY, POOL, SWAP))
    ordinary = ordinary_priest(state, faction, POOL)
    if ordinary is not None:
        out.append(ev.UnitPlaced(ordinary, POOL, OUT_OF_PLAY, SWAP))
    return out


def back_home(state: State, faction: str) -> list[ev.Event]:
    """The Unique figure waiting in the Pool becomes the ordinary figure again: the faction's High
    Priest in its Pool may be Recruited as either once more."""
    held = unique_held(state, faction)
    ordinary = ordinary_priest(state, faction, OUT_OF_PLAY)
    if held is None or ordinary is None or state.units.get(figure(held)) != POOL:
        return []
    return [ev.UnitPlaced(figure(held), POOL, OUT_OF_PLAY, SWAP), ev.UnitPlaced(ordinary, OUT_OF_PLAY, POOL, SWAP)]


def _died(state: State, faction: str, choice: None, ctx: UnitLostContext) -> list[ev.Event]:
    """Killed or Eliminated (a Capture keeps it with the captor until Gather Power)."""
    held = unique_held(state, faction)
    if held is None or ctx.event.unit != figure(held):
        return []
    return back_home(state, faction)


def _returned(state: State, faction: str, choice: None, ctx: WindowContext) -> list[ev.Event]:
    """Once all Power is gathered (a Captured Unique High Priest came back to the Pool), and after
    any Action (an ability put it back there without Killing or Eliminating it: The Thing from
    Beyond replacing it)."""
    return back_home(state, faction)


HOME_ABILITIES = (
    UnitLostAbility("unique_high_priest_died", Hook.UNIT_LOST, apply=_died),
    EffectAbility("unique_high_priest_returned", Hook.GATHER_POWER_PHASE, apply=_returned),
    EffectAbility("unique_high_priest_replaced", Hook.AFTER_ANY_ACTION, apply=_returned),
)
