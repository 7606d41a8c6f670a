"""Neutral Monsters of the Dreamlands packs (master rulebook, Neutral Monsters, EN 2979-3033; the
German rulebook DE 1985-2043; FAQ EN 5460-5536): bought for 2 Doom on one's Ritual turn, kept for
the game (rules.engine.loyalty.standard_buy), later figures Summoned as any Monster.

The Moonbeast, Gnorri and Shantak are in `monsters_dreamlands_beasts`; this module lists the cards.
"""
from __future__ import annotations

from typing import Any

from ..engine import events as ev
from ..words.describing import Phrase, area_name
from ..engine.content import (AnyTimeAbility, CardKind, DemandAbility, EffectAbility, Hook, LoyaltyCard,
                              SummonedAbility, TurnAbility, UnitKind, UnitMovedAbility, UnitSpec)
from ..engine.loyalty import figures, standard_buy
from ..engine.records import SummonedContext
from ..engine.state import OUT_OF_PLAY, POOL, State, controlled_gates
from . import monsters_dreamlands_beasts as beasts

GUG, GHAST = "gug", "ghast"
MOONBEAST, GNORRI, SHANTAK = beasts.MOONBEAST, beasts.GNORRI, beasts.SHANTAK


# -- Ghast -------------------------------------------------------------------------------------

def _ghast_placements(state: State, faction: str) -> list[tuple[dict[str, Any], str | Phrase]]:
    """All four Ghasts go to one of your Controlled Gates (the buyer picks the Gate)."""
    return [({"area": a}, Phrase("option-ghasts-at-gate", {"area": area_name(a)}))
            for a in sorted(controlled_gates(state, faction))]


def _ghasts_placed(state: State, faction: str, choice: dict[str, Any]) -> list[ev.Event]:
    """The buyer holds the card and every Ghast goes to the chosen Gate (none: they wait in the Pool)."""
    from ..engine.registry import card as card_of

    out: list[ev.Event] = [ev.LoyaltyCardGained(faction, GHAST, "bought")]
    if choice.get("area") is None:
        return out
    waiting = [u for u in figures(card_of(GHAST)) if state.units.get(u, OUT_OF_PLAY) in (POOL, OUT_OF_PLAY)]
    return out + [ev.UnitPlaced(u, POOL, choice["area"], "bought") for u in waiting]


def hordeling(state: State, faction: str, choice: None, ctx: SummonedContext) -> list[ev.Event]:
    """Hordeling: a Summon that pays for one Ghast brings every Ghast waiting in your Pool to the
    same Gate (other ways of placing a Ghast, Death from Below, bring only that one)."""
    uid, area = ctx.event.unit, ctx.event.area
    if uid.split(".")[1] != GHAST:
        return []
    from ..engine.registry import card as card_of

    return [ev.UnitPlaced(u, POOL, area, "hordeling") for u in figures(card_of(GHAST))
            if u != uid and state.units.get(u) == POOL]


CARDS = (
    LoyaltyCard(
        GUG, "Gug", CardKind.NEUTRAL_MONSTER, "gug",
        (UnitSpec("gug", UnitKind.MONSTER, 2, 1, 3, title="Gug", captures=False),),
        cost=1, combat="3",
        awaken=standard_buy(GUG),
        texts={"Clumsy": "A Gug never Captures a Cultist: it protects your Cultists as any Monster does, "
                         "but a Capture needs another of your units that could make it."},
        source="master rulebook EN 3010-3017 (Dreamlands Underworld Monsters); DE 1985-2043; haunt-roll-fail "
               "and its fork agree on 2 figures, cost 1, Combat 3",
        grade="M", pack="Dreamlands Underworld Monsters"),
    LoyaltyCard(
        MOONBEAST, "Moonbeast", CardKind.NEUTRAL_MONSTER, "moonbeast",
        (UnitSpec(MOONBEAST, UnitKind.MONSTER, 4, 2, 0, title="Moonbeast", summoned=False),),
        cost=2, combat="0",
        awaken=standard_buy(MOONBEAST, placements=beasts.book_placements, placing=beasts.moonbeast_bought,
                            fields={"enemy": "faction?", "spellbook": "spellbook?"}),
        abilities=(
            TurnAbility(beasts.SUMMON_MOONBEAST, Hook.ACTION, beasts.summon_options, beasts.summon,
                        cost=beasts.summon_price, fields={"enemy": "faction", "spellbook": "spellbook"}),
            EffectAbility(beasts.MOONBEASTS_LEAVE, Hook.DOOM_PHASE_START, apply=beasts.leave_in_doom_phase),
            EffectAbility(beasts.MOONBEAST_UNSEATED, Hook.AFTER_ANY_ACTION, apply=beasts.leave_lost_books),
            DemandAbility(beasts.MOONBEAST_LANDS, Hook.DEMAND, beasts.landing_options, beasts.land,
                          fields={"area": "area?"}),
        ),
        everyone=(AnyTimeAbility(beasts.EVICT, Hook.ANY_TIME, beasts.evict_options, beasts.evict,
                                 fields={"spellbook": "spellbook"}),),
        texts={
            "Buy": "The first Moonbeast goes onto one of an enemy's own Spellbooks instead of the map.",
            "Summon": "Summoning a Moonbeast (its cost, a Gate you Control) puts it onto one of an enemy's own "
                      "Spellbooks, never on the map.",
            "Covered Spellbook": "A Spellbook with a Moonbeast on it still counts as its faction's, but gives "
                                 "no new use or effect; one already under way may finish.",
            "Leaving": "As the next Doom Phase begins, every Moonbeast leaves its Spellbook for an Area where "
                       "you Control a Gate (none: your Pool); so does one whose Spellbook leaves the card "
                       "(Recriminations). The faction whose Spellbook is covered may send one away at any "
                       "time for 1 Doom.",
        },
        source="master rulebook EN 3001-3008 (Dreamlands Surface Monsters), FAQ EN 5469, 5529-5535; DE "
               "1985-2043; the card's numbers and leaving rules from the homebrew fork of haunt-roll-fail "
               "(gjremus) and one weak secondary source",
        grade="M", pack="Dreamlands Surface Monsters", events=()),
    LoyaltyCard(
        GNORRI, "Gnorri", CardKind.NEUTRAL_MONSTER, "gnorri",
        (UnitSpec(GNORRI, UnitKind.MONSTER, 3, 3, 2, title="Gnorri"),),
        cost=3, combat="2",
        awaken=standard_buy(GNORRI),
        abilities=(EffectAbility(beasts.GROTTOS, Hook.DOOM_PHASE_START, apply=beasts.grottos),),
        texts={"Grottos": "As each Doom Phase begins, with two Gnorri in play you gain 1 Doom; with all three, "
                          "2 Doom."},
        source="master rulebook EN 3001-3008 (Dreamlands Surface Monsters); DE 1985-2043; the ability from "
               "the homebrew fork of haunt-roll-fail (gjremus) and one weak secondary source",
        grade="M", pack="Dreamlands Surface Monsters"),
    LoyaltyCard(
        SHANTAK, "Shantak", CardKind.NEUTRAL_MONSTER, "shantak",
        (UnitSpec(SHANTAK, UnitKind.MONSTER, 2, 2, 2, title="Shantak"),),
        cost=2, combat="2",
        awaken=standard_buy(SHANTAK),
        move_reach=beasts.anywhere,
        abilities=(
            UnitMovedAbility(beasts.HORROR_STEED, Hook.UNIT_MOVED, apply=beasts.horror_steed),
            DemandAbility(beasts.HORROR_STEED_CARRY, Hook.DEMAND, beasts.carry_options, beasts.carry,
                          fields={"unit": "unit?"}),
        ),
        texts={"Horror Steed": "A Shantak's Move may end in any Area of the map, and one of your Cultists from "
                               "the Area it left may ride along for no Power."},
        source="master rulebook EN 3010-3017 (Dreamlands Underworld Monsters), FAQ EN 4665, 5283, 5729; DE "
               "1985-2043; haunt-roll-fail and its fork agree on 2 figures, cost 2, Combat 2",
        grade="H", pack="Dreamlands Underworld Monsters"),
    LoyaltyCard(
        GHAST, "Ghast", CardKind.NEUTRAL_MONSTER, "ghast",
        (UnitSpec(GHAST, UnitKind.MONSTER, 4, 2, 0, title="Ghast"),),
        cost=2, combat="0",
        awaken=standard_buy(GHAST, placements=_ghast_placements, placing=_ghasts_placed),
        abilities=(SummonedAbility("hordeling", Hook.SUMMONED, apply=hordeling),),
        texts={"Buy": "All four Ghasts go to one of your Controlled Gates.",
               "Hordeling": "When you Summon a Ghast, paying for one, every Ghast in your Pool comes to that "
                            "Gate with it."},
        source="master rulebook EN 3019-3033 (OCR 'Ghosts'), FAQ EN 5271, 5465; DE 1985-2043 (Ghasts among "
               "the Dreamlands Underworld Monsters); haunt-roll-fail and its fork agree on 4 figures, cost 2, "
               "Combat 0",
        grade="H", pack="Giant Blind Albino Penguins"),
)
