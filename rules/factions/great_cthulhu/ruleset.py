"""Great Cthulhu's ruleset options: the points of its card a table may settle otherwise."""
from __future__ import annotations

from ...content import RulesetOption
from ..common import REPLACED_ACOLYTE_DOOM

LAST_SPELLBOOK_OTHERS = RulesetOption("cthulhu_last_spellbook_others", 5, (5, 3), "R4",
                                      listed_after="first_round")
DREAMS_COST = RulesetOption("dreams_cost", 2, (2, 3), "R8", listed_after="fertility_cult")

OPTIONS = (LAST_SPELLBOOK_OTHERS, DREAMS_COST, REPLACED_ACOLYTE_DOOM)
