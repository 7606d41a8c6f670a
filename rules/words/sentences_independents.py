"""Sentences for the Independent Great Old Ones' own events and bookkeeping (rules/neutral/masks.py,
campbell.py and dire.py): describers registered by type name and key, since the words layer never
imports the cards themselves."""
from __future__ import annotations

from ..engine import registry
from .describing import Context, Phrase, area_name, describes, describes_datum, describes_note, faction_name, unit_name
from .neutral import card_text, loyalty_name, units_said


@describes("GateOpened")
def _gate_opened(e: Context) -> Phrase:
    return Phrase("log-gate-opened", {"faction": faction_name(e["faction"]), "area": area_name(e["area"])})


@describes_datum("velvet_fan")
def _on_her_card(e: Context) -> Phrase:
    units = e["value"] or ()
    if not units:
        return Phrase("log-velvet-fan-none", {"faction": faction_name(e["faction"])})
    return Phrase("log-velvet-fan-held", {"units": units_said(units)})


@describes_note("velvet_fan")
def _velvet_fan(e: Context) -> Phrase:
    return Phrase("log-note-velvet-fan", {"unit": unit_name(e["value"])})


@describes_note("cosmic_unity")
def _cosmic_unity(e: Context) -> Phrase:
    return Phrase("log-note-cosmic-unity", {"unit": unit_name(e["value"])})


@describes_note("no_dice")
def _no_dice(e: Context) -> Phrase:
    return Phrase("log-note-no-dice", {"units": units_said(e["value"])})


@describes_note("card_book_due")
def _book_due(e: Context) -> Phrase:
    found = registry.cards().get(e.tail)
    if found is None:
        return Phrase("log-note-card-book-due-unknown", {"faction": faction_name(e["value"])})
    return Phrase("log-note-card-book-due", {"faction": faction_name(e["value"]),
                                             "book": card_text(found.spellbook),
                                             "card": loyalty_name(e.tail, found.title)})
