"""The Ancients' ruleset options: the points of their card a table may settle otherwise
(expansion-factions.md, Discrepancy list)."""
from __future__ import annotations

from ...engine.content import RulesetOption

# Cathedral cost: 1 Power, or 3 when another Cathedral stands in an adjacent Area (the tips' "4-10
# Power on Cathedrals", the Shaggai "+2 Power" rule); the garbled faction card reads a flat 4.
CATHEDRAL_COST = RulesetOption(
    "cathedral_cost", "one_or_three", ("one_or_three", "four"),
    "The Ancients, Cathedrals: 1 Power, or 3 beside another Cathedral (master rulebook tips, Shaggai) "
    "or a flat 4 (faction card as printed in the master rulebook's scan)")

# Cathedral limit: one Cathedral per glyph class in every Area (FAQ, The Ancients: a removed Cathedral
# is rebuilt in its old class), or only among Areas that hold a Gate (a podcast reading of the card).
CATHEDRAL_LIMIT = RulesetOption(
    "cathedral_limit", "every_area", ("every_area", "gate_areas"),
    "The Ancients, Cathedrals: one per glyph class in every Area (master rulebook FAQ) or only among "
    "Areas with a Gate (Onslaught-4 card read aloud)")

# Brainless: the companion must be with the Reanimated when the Move starts (English FAQ) or when it
# ends (German FAQ).
BRAINLESS_COMPANION = RulesetOption(
    "brainless_companion", "start", ("start", "end"),
    "The Ancients, Brainless: a non-Reanimated unit shares the Area when the Move starts (master "
    "rulebook FAQ) or when it ends (German Onslaught-3 FAQ)")

# Worship Services and a Cathedral in Yog-Sothoth's Area with no other Gate: Yog-Sothoth is a Gate
# for every purpose but The Beyond One (Opener of the Way, The Key and the Gate), so it counts as
# the Gate there, Controlled by Opener of the Way, as it does for the Gate-counting requirements.
WORSHIP_AT_YOG_SOTHOTH = RulesetOption(
    "worship_services_yog_sothoth", True, (True, False),
    "The Ancients, Worship Services: a Cathedral in Yog-Sothoth's Area counts him as an enemy-Controlled "
    "Gate, Opener of the Way's (The Key and the Gate: a Gate for every purpose; rulings R20), or does not",
    listed_after="brainless_companion")

OPTIONS = (CATHEDRAL_COST, CATHEDRAL_LIMIT, BRAINLESS_COMPANION, WORSHIP_AT_YOG_SOTHOTH)
