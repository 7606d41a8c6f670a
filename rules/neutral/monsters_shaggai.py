"""Insects from Shaggai, the Neutral Monsters of Ramsey Campbell Horrors 1 (master rulebook EN
3504-3530; FAQ EN 5460-5550): bought for 2 Doom, the first Insect placed in any Area; Mind Parasite
hands the holder Control of the enemy Acolytes beside its Insects during the Action Phase, for
Move, Battle and Capture (rules.engine.control).
"""
from __future__ import annotations

from typing import Any

from ..engine.content import CardKind, ControlAbility, Hook, LoyaltyCard, UnitKind, UnitSpec
from ..engine.holdings import holder
from ..engine.loyalty import standard_buy
from ..engine.state import Phase, State, on_gate, units_in
from ..words.describing import Phrase, area_name

INSECTS = "insects_from_shaggai"
INSECT = "insect"
SHORT = "shaggai"
INSECT_IDS = tuple(f"{SHORT}.{INSECT}.{n}" for n in (1, 2, 3))


def any_area(state: State, faction: str) -> list[tuple[dict[str, Any], str | Phrase]]:
    """EN 3506: "place an Insect from Shaggai into any Area"."""
    return [({"area": a}, Phrase("option-first-insect-in", {"area": area_name(a)})) for a in state.map.areas]


def insect_areas(state: State) -> set[str]:
    """The Areas holding one of the card's Insects."""
    areas = state.by_area()
    return {where for uid in INSECT_IDS if (where := state.units.get(uid, "")) in areas}


def parasitised(state: State, owner: str) -> list[str]:
    """Mind Parasite (EN 3512-3520): during the Action Phase, every Acolyte of another faction that
    is not on a Gate and shares an Area with one of the holder's Insects; the holder's own Acolytes
    stay as they are."""
    if state.phase != Phase.ACTION or holder(state, INSECTS) != owner:
        return []
    table = state.table
    return [u for area in sorted(insect_areas(state)) for u in units_in(state, area)
            if table[u].spec.name == "acolyte" and table[u].spec.cultist
            and table[u].faction not in (None, owner) and not on_gate(state, u)]


MIND_PARASITE = ControlAbility("mind_parasite", Hook.CONTROL, seizes=parasitised)

CARDS = (
    LoyaltyCard(
        INSECTS, "Insects from Shaggai", CardKind.NEUTRAL_MONSTER, SHORT,
        (UnitSpec(INSECT, UnitKind.MONSTER, 3, 2, 0, title="Insect from Shaggai"),),
        cost=2, combat="0",
        awaken=standard_buy(INSECTS, placements=any_area),
        abilities=(MIND_PARASITE,),
        texts={
            "Bought": "Pay 2 Doom on your Ritual turn and put your first Insect in any Area of the map.",
            "Mind Parasite": (
                "During the Action Phase, every enemy Acolyte that stands in an Area with one of your "
                "Insects and holds no Gate is yours to Move (its owner cannot Move it) and fights on "
                "your side in any Battle there. No Spellbook helps it, neither yours nor its owner's, "
                "and you alone may Capture it. In Gather Power and the Doom Phase it is its owner's "
                "again, and it goes free as soon as it leaves the Insects' Area."),
        },
        source="master rulebook EN 3504-3530 (Ramsey Campbell Horrors 1; the OCR prints Cost 0, the "
               "haunt-roll-fail implementations give 2); reference neutrals.md 2.4, expansions.md E4",
        grade="H", pack="Ramsey Campbell Horrors 1"),
)
