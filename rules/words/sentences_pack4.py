"""Describers of the events of Great Old One Pack 4's cards (rules/neutral/pack4.py), and of their
bookkeeping: Nyogtha's From Below Battle, and Gobogeg's Book of Law count (Pack 3)."""
from __future__ import annotations

from .describing import Context, describes, describes_datum


@describes("FromBelowBattleDeclared")
def _from_below(e: Context) -> str:
    return (f"From Below: {e.does('Battles')} {e.faction('enemy')} in {e['area']} for free; "
            "the Battle just resolved ends once this one is over.")


@describes_datum("book_of_law")
def _book_of_law(e: Context) -> str:
    return f"{e.faction()} notes the Great Old Ones in play for Book of Law."
