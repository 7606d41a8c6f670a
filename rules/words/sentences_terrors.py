"""Sentences for the Terrors' bookkeeping (rules/neutral/terrors.py): the Cultists the Great Race
of Yith Captured, and the enemy units lost in a Battle Quachil Uttaus was in; registered by key,
since the words layer never imports the cards themselves."""
from __future__ import annotations

from .describing import Context, describes_datum, describes_note, unit_title


@describes_datum("possessed")
def _possessed(e: Context) -> str:
    units = e["value"] or ()
    if not units:
        return f"No Cultist held by {e.faction()} was Captured by the Great Race of Yith."
    return (f"Captured by {e.possessive()} Great Race of Yith (1 Power more in Gather Power each): "
            f"{', '.join(unit_title(u) for u in units)}.")


@describes_note("dust_to_dust")
def _dust_to_dust(e: Context) -> str:
    units = e["value"] or ()
    return f"Lost in a Battle with Quachil Uttaus (Dust to Dust): {', '.join(unit_title(u) for u in units)}."
