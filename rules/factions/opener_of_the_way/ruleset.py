"""Opener of the Way's ruleset options: the points of its card a table may settle otherwise."""
from __future__ import annotations

from ...engine.content import RulesetOption

# The second Gate requirement: 12 Gates on the map, 10 in 2- and 3-player games (master rulebook,
# Opener of the Way, faction card; Two-Player Rules). A digital implementation offers 10 in 4-player
# games as a house variant, in no rulebook.
TWELVE_GATES_FOUR_PLAYER = RulesetOption(
    "opener_twelve_gates_four_player", 12, (12, 10),
    "Opener of the Way, the 12-Gate requirement in games of 4 or more: 12 (master rulebook, faction card) "
    "or 10 (a house variant of a digital implementation)")

# Dragon Descending doubles the Ritual's Doom: the card's readings (two digital sources) double the
# Doom for Gates only, not the Elder Signs drawn for Great Old Ones.
DRAGON_DESCENDING = RulesetOption(
    "dragon_descending_doubles", "gate_doom", ("gate_doom", "everything"),
    "Opener of the Way, Dragon Descending: the Ritual's Doom for Gates is doubled, not its Elder Signs "
    "(the card as read by two independent sources), or its Elder Signs too")

# Yog-Sothoth is a Gate for every purpose but The Beyond One, so a digital implementation counts him
# among the Gates on the map for the 8- and 12-Gate requirements; the rulebook does not say.
GATES_COUNT_YOG_SOTHOTH = RulesetOption(
    "opener_gates_count_yog_sothoth", True, (True, False),
    "Opener of the Way, the 8- and 12-Gate requirements: Yog-Sothoth counts as a Gate on the map (The Key "
    "and the Gate: a Gate for every purpose) or does not")

# The set-up Area: "an empty Area" (master rulebook, faction card), read as no units and no Gate; the
# strategy wiki says "any Area that does not already have a Gate".
START_AREA = RulesetOption(
    "opener_start_area", "empty", ("empty", "no_gate"),
    "Opener of the Way, set-up: an Area with no units and no Gate (master rulebook: 'empty Area') or any "
    "Area without a Gate (strategy wiki)")

OPTIONS = (TWELVE_GATES_FOUR_PLAYER, DRAGON_DESCENDING, GATES_COUNT_YOG_SOTHOTH, START_AREA)
