"""Neutral Monsters of Ramsey Campbell Horrors 2 (German rulebook DE 2747-2770, component list: 3
Satyrs and their Loyalty Card; the card's text from one good secondary source): bought for 2 Doom
on one's Ritual turn, kept for the game (rules.engine.loyalty.standard_buy).

Satyr: bought, one Satyr and one of the buyer's Acolytes from its Pool go to one of its Controlled
Gates; Fecund: each Satyr Summoned brings an Acolyte from the Pool into the same Area (the engine's
SUMMONED hook, after every MonsterSummoned).
"""
from __future__ import annotations

from typing import Any

from ..engine import events as ev
from ..engine.content import CardKind, Hook, LoyaltyCard, SummonedAbility, UnitKind, UnitSpec
from ..engine.loyalty import gate_placements, pool_figure, standard_buy
from ..engine.records import SummonedContext
from ..engine.registry import card
from ..engine.state import POOL, State
from ..factions.common import pool_unit

SATYR = "satyr"
FECUND = "fecund"
ACOLYTE = "acolyte"


def _with_acolyte(state: State, faction: str, choice: dict[str, Any]) -> list[ev.Event]:
    """Bought: the card is the buyer's; a Satyr and one of its Acolytes (if one waits in its Pool)
    go to the chosen Controlled Gate (none: the Satyrs all wait in the Pool)."""
    out: list[ev.Event] = [ev.LoyaltyCardGained(faction, SATYR, "bought")]
    area = choice.get("area")
    satyr = pool_figure(state, faction, card(SATYR))
    if area is None or satyr is None:
        return out
    out.append(ev.UnitPlaced(satyr, POOL, area, "bought"))
    acolyte = pool_unit(state, faction, ACOLYTE)
    return out + ([ev.UnitPlaced(acolyte, POOL, area, "bought")] if acolyte is not None else [])


def fecund(state: State, faction: str, choice: None, ctx: SummonedContext) -> list[ev.Event]:
    """Fecund: a Satyr Summoned brings an Acolyte from the holder's Pool into its Area, if one waits."""
    e = ctx.event
    if state.table[e.unit].type != SATYR:
        return []
    acolyte = pool_unit(state, faction, ACOLYTE)
    return [] if acolyte is None else [ev.UnitPlaced(acolyte, POOL, e.area, FECUND)]


CARDS = (
    LoyaltyCard(
        SATYR, "Satyr", CardKind.NEUTRAL_MONSTER, "satyr",
        (UnitSpec(SATYR, UnitKind.MONSTER, 3, 2, 1, title="Satyr"),),
        cost=2, combat="1",
        awaken=standard_buy(SATYR, placements=gate_placements, placing=_with_acolyte),
        abilities=(SummonedAbility(FECUND, Hook.SUMMONED, apply=fecund),),
        texts={"Bought": "Place one Satyr and one of your Acolytes from your Pool at a Gate you Control.",
               "Fecund": "Each time you Summon a Satyr, also put one of your Acolytes from your Pool into "
                         "the same Area (not a Recruit: it costs nothing)."},
        source="onslaught3-rulebook.de.txt DE 2747-2770 (Ramsey Campbell Horrors 2: 3 Satyrs and a Loyalty "
               "Card); master rulebook Neutral Monsters EN 2979-3033; neutrals.md 2.4 (the haunt-roll-fail fork "
               "for the card text and numbers)",
        grade="M", pack="Ramsey Campbell Horrors 2"),
)
