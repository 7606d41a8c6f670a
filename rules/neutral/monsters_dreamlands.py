"""Neutral Monsters of the Dreamlands packs (master rulebook, Neutral Monsters, EN 2979-3033; the
German rulebook DE 1985-2043; FAQ EN 5460-5536): bought for 2 Doom on one's Ritual turn, kept for
the game (rules.engine.loyalty.standard_buy), later figures Summoned as any Monster.
"""
from __future__ import annotations

from ..engine.content import CardKind, LoyaltyCard, UnitKind, UnitSpec
from ..engine.loyalty import standard_buy

GUG = "gug"

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
)
