"""Neutral Monsters of the Azathoth expansion (master rulebook, Azathoth, EN 3295-3379: its four
Monsters follow the Neutral Monster rules, EN 2979-3033; FAQ EN 5473-5536): bought for 2 Doom on
one's Ritual turn, kept for the game (rules.engine.loyalty.standard_buy), later figures Summoned as
any Monster.

Elder Thing, Mind Control: a unit fact (UnitSpec.mind_control) the engine reads for every Great Old
One's own ability (rules.engine.mind_control). Dimensional Shambler, Walk Between Worlds: bought or
Summoned it waits on its holder's faction card (UnitSpec.waits_on_card); after any player's Action
the holder may drop waiting Shamblers into any Areas, one Area at a time.
"""
from __future__ import annotations

from typing import Any

from ..engine import events as ev
from ..engine.actions import can_capture
from ..engine.content import CardKind, DemandAbility, Hook, LoyaltyCard, UnitKind, UnitSpec, WindowAbility
from ..engine.loyalty import ON_FACTION_CARD, figures, pool_figure, standard_buy
from ..engine.prompts import Option
from ..engine.records import Demand, WindowContext
from ..engine.registry import card
from ..engine.state import POOL, State, factions_in, on_map
from ..factions.common import answer, demand, done, use
from ..words.describing import Phrase, area_name

ELDER_THING = "elder_thing"
SHAMBLER = "dimensional_shambler"
WALK = "walk_between_worlds"
WALK_MORE = "walk_between_worlds_more"

SOURCE = ("master rulebook, Azathoth (EN 3295-3379: 3 figures and a Loyalty Card) and Neutral Monsters "
          "(EN 2979-3033); ")


# -- Dimensional Shambler: Walk Between Worlds -------------------------------------------------

def waiting(state: State, faction: str) -> list[str]:
    """The holder's Shamblers waiting on its faction card."""
    return [uid for uid in figures(card(SHAMBLER)) if state.units.get(uid) == ON_FACTION_CARD + faction]


def _onto_card(state: State, faction: str, choice: dict[str, Any]) -> list[ev.Event]:
    """Bought: the card is the buyer's and its first Shambler goes onto the buyer's faction card."""
    out: list[ev.Event] = [ev.LoyaltyCardGained(faction, SHAMBLER, "bought")]
    uid = pool_figure(state, faction, card(SHAMBLER))
    if uid is not None:
        out.append(ev.UnitPlaced(uid, POOL, ON_FACTION_CARD + faction, "bought"))
    return out


def _card_placement(state: State, faction: str) -> list[tuple[dict[str, Any], str | Phrase]]:
    return [({}, Phrase("option-first-figure-on-card"))]


def walk_options(state: State, faction: str, ctx: WindowContext) -> list[Option]:
    """After any player's Action: a waiting Shambler into any Area of the map."""
    if not waiting(state, faction):
        return []
    return [use(WALK, Phrase("option-walk-between-worlds", {"area": area_name(area)}), area=area)
            for area in state.map.areas]


def _drop(state: State, faction: str, area: str) -> list[ev.Event]:
    """One waiting Shambler into `area`; while more wait, the holder is asked for another."""
    here = waiting(state, faction)
    out: list[ev.Event] = [ev.UnitPlaced(here[0], ON_FACTION_CARD + faction, area, WALK)]
    return out + ([demand(faction, WALK_MORE, faction, kind=WALK)] if len(here) > 1 else [])


def walk(state: State, faction: str, choice: dict[str, Any], ctx: WindowContext) -> list[ev.Event]:
    return _drop(state, faction, choice["area"])


def more_options(state: State, faction: str, d: Demand) -> list[Option]:
    """Another waiting Shambler into any Area, or none."""
    if not waiting(state, faction):
        return []
    return [answer(WALK_MORE, Phrase("option-walk-between-worlds-more", {"area": area_name(area)}), area=area)
            for area in state.map.areas] + [answer(WALK_MORE, Phrase("option-walk-between-worlds-done"), area=None)]


def more(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    if choice["area"] is None:
        return [done(faction)]
    return [done(faction)] + _drop(state, faction, choice["area"])


def cultist_capturable(state: State, faction: str, ctx: WindowContext) -> bool:
    """Standing-answer condition: an enemy could Capture one of the holder's Cultists now."""
    table = state.table
    areas = {state.units[u] for u in on_map(state, faction) if table[u].spec.cultist}
    return any(can_capture(state, enemy, faction, a) for a in areas for enemy in factions_in(state, a) - {faction})


CARDS = (
    LoyaltyCard(
        ELDER_THING, "Elder Thing", CardKind.NEUTRAL_MONSTER, "elder_thing",
        (UnitSpec("elder_thing", UnitKind.MONSTER, 3, 2, 2, title="Elder Thing", mind_control=True),),
        cost=2, combat="2",
        awaken=standard_buy(ELDER_THING),
        texts={"Mind Control": "An enemy Great Old One in the same Area as one of your Elder Things cannot use "
                               "its own Great Old One ability (Devour, Harbinger, Avatar out of that Area, "
                               "Lethargy, Ferox, Desecrate, an Independent's ability...). Its Spellbooks still "
                               "work, but those that need the blocked ability do nothing."},
        source=SOURCE + "FAQ EN 5491-5495 (Mind Control, with its examples), 5857-5859 (the Watcher); "
               "neutrals.md 2.2",
        grade="H", pack="Azathoth"),
    LoyaltyCard(
        SHAMBLER, "Dimensional Shambler", CardKind.NEUTRAL_MONSTER, "shambler",
        (UnitSpec("dimensional_shambler", UnitKind.MONSTER, 3, 2, 2, title="Dimensional Shambler",
                  waits_on_card=True),),
        cost=2, combat="2",
        awaken=standard_buy(SHAMBLER, placements=_card_placement, placing=_onto_card, fields={}),
        abilities=(
            WindowAbility(WALK, Hook.AFTER_ANY_ACTION, walk_options, walk, fields={"area": "area"},
                          conditions={"my_cultist_capturable": cultist_capturable}),
            DemandAbility(WALK_MORE, Hook.DEMAND, more_options, more, fields={"area": "area?"}),
        ),
        texts={"Walk Between Worlds": "A Shambler you buy or Summon goes onto your faction card, not the map. "
                                      "After any player's Action you may bring one or more waiting Shamblers "
                                      "into any Areas; there they stay as any Monster. One placed by "
                                      "another ability (a Desecrate attempt) comes into that ability's Area."},
        source=SOURCE + "FAQ EN 5525 (Desecrate places it in the Desecrated Area); neutrals.md 2.2 (one "
               "good secondary source for the ability and numbers)",
        grade="M", pack="Azathoth"),
)
