"""Describers of the events of Great Old One Pack 4's cards (rules/neutral/pack4.py), and of their
bookkeeping: Nyogtha's From Below Battle, and Gobogeg's Book of Law count (Pack 3)."""
from __future__ import annotations

from .describing import Context, Phrase, area_name, describes, describes_datum, faction_name


@describes("FromBelowBattleDeclared")
def _from_below(e: Context) -> Phrase:
    return Phrase("log-from-below-battle-declared", {"faction": faction_name(e["faction"]),
                                                     "enemy": faction_name(e["enemy"]), "area": area_name(e["area"])})


@describes_datum("book_of_law")
def _book_of_law(e: Context) -> Phrase:
    return Phrase("log-book-of-law", {"faction": faction_name(e["faction"])})
