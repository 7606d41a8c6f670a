"""Great Cthulhu's ruleset options: the points of its card a table may settle otherwise."""
from __future__ import annotations

from ...engine.content import RulesetOption
from ..common import REPLACED_ACOLYTE_DOOM

LAST_SPELLBOOK_OTHERS = RulesetOption("cthulhu_last_spellbook_others", 5, (5, 3),
                                      "ruling R4: the last Spellbook comes in a Doom Phase in which the other 5 "
                                      "are on the card (the rulebook's text reads 3)",
                                      listed_after="first_round")
DREAMS_COST = RulesetOption("dreams_cost", 2, (2, 3),
                           "ruling R8: Dreams costs 2 Power (3 in the first edition)", listed_after="fertility_cult")

OPTIONS = (LAST_SPELLBOOK_OTHERS, DREAMS_COST, REPLACED_ACOLYTE_DOOM)
