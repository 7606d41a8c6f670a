"""Crawling Chaos's ruleset options: the points of its card a table may settle otherwise."""
from __future__ import annotations

from ...engine.content import RulesetOption

HARBINGER_ROUNDING = RulesetOption("harbinger_rounding", "up", ("up", "down"),
                                "ruling R12: Harbinger gives half an odd Awakening cost, rounded up", listed_after="dreams_cost")

OPTIONS = (HARBINGER_ROUNDING,)
