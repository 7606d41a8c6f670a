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

OPTIONS = (GROWTH_ROLL,)
