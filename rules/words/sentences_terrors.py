"""Sentences for the Terrors' bookkeeping (rules/neutral/terrors.py): the Cultists the Great Race
of Yith Captured, and the enemy units lost in a Battle Quachil Uttaus was in; registered by key,
since the words layer never imports the cards themselves."""
from __future__ import annotations

from .describing import Context, Phrase, describes_datum, describes_note, faction_name
from .neutral import units_said


@describes_datum("possessed")
def _possessed(e: Context) -> Phrase:
    units = e["value"] or ()
    if not units:
        return Phrase("log-possessed-none", {"faction": faction_name(e["faction"])})
    return Phrase("log-possessed", {"faction": faction_name(e["faction"]), "units": units_said(units)})


@describes_note("dust_to_dust")
def _dust_to_dust(e: Context) -> Phrase:
    return Phrase("log-note-dust-to-dust", {"units": units_said(e["value"])})
