"""The Tcho-Tcho's ruleset options: the points of their card a table may settle otherwise
(docs/rulings.md, Expansion factions)."""
from __future__ import annotations

from ...engine.content import RulesetOption

# Growth: the rulebook does not say how Ubbo-Sathla's Growth marker moves. The card read aloud (and
# the German Independent Ubbo-Sathla) rolls the Growth die in every Doom Phase after his first
# Awakening, even while he is not in play; a table may roll only while he is in play.
GROWTH_ROLL = RulesetOption(
    "ubbo_growth", "every_doom_phase", ("every_doom_phase", "while_in_play"),
    "Tcho-Tcho, Ubbo-Sathla's Growth: a die added in every Doom Phase after his first Awakening, in play "
    "or not (Onslaught-4 card read aloud; German Independent Ubbo-Sathla), or only while he is in play "
    "(the master rulebook is silent)")


# The Tribes variant: the tribe whose three Spellbooks join the universal three. "original" is the
# faction as first printed, whose books are the Tsang tribe's (the rulebook's Tsang "balance changes"
# are not stated anywhere: rulings). The rulebook has the tribe picked secretly; here the table
# names it when the game is created, or ("secret") the Tcho-Tcho player picks it in secret before
# the first Action, and it is revealed with the first tribe Spellbook taken.
TRIBE = RulesetOption(
    "tcho_tcho_tribe", "original", ("original", "tsang", "leng", "sarkomand", "secret"),
    "Tcho-Tcho Tribes: the tribe whose three Spellbooks join Hierophants, Soulless and Terror, named when the "
    "game is created or picked in secret by the Tcho-Tcho player before the first Action (master rulebook, "
    "Tcho-Tcho Tribes; Sarkomand wants Independent Great Old Ones and Neutral Monsters in the game)")

# Dark Rituals: a faction with fewer than 2 is immune; the card does not say whether that means
# fewer than 2 of both Power and Doom (it pays what it can) or of either.
DARK_RITUALS_IMMUNITY = RulesetOption(
    "dark_rituals_immunity", "both", ("both", "either"),
    "Tcho-Tcho (Leng), Dark Rituals: a faction is immune with fewer than 2 of both Power and Doom (it "
    "pays what it can), or with fewer than 2 of either (card read aloud; not settled)")

OPTIONS = (GROWTH_ROLL, TRIBE, DARK_RITUALS_IMMUNITY)
