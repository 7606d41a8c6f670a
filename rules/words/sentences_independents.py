"""Sentences for the Independent Great Old Ones' own events and bookkeeping (rules/neutral/masks.py,
campbell.py and dire.py): describers registered by type name and key, since the words layer never
imports the cards themselves."""
from __future__ import annotations

from ..engine import registry
from .describing import Context, describes, describes_datum, describes_note, unit_title


@describes("GateOpened")
def _gate_opened(e: Context) -> str:
    return f"A Gate opens in {e['area']} where {e.possessive()} Daoloth stands; it is Abandoned."


@describes_datum("velvet_fan")
def _on_her_card(e: Context) -> str:
    units = e["value"] or ()
    if not units:
        return f"No unit of {e.faction()} is left on the Bloated Woman's card."
    return f"On the Bloated Woman's card, out of play: {', '.join(unit_title(u) for u in units)}."


@describes_note("velvet_fan")
def _velvet_fan(e: Context) -> str:
    return f"The Velvet Fan takes {unit_title(e['value'])} onto the Bloated Woman's card."


@describes_note("cosmic_unity")
def _cosmic_unity(e: Context) -> str:
    return f"Cosmic Unity: {unit_title(e['value'])} rolls no dice in this Battle."


@describes_note("no_dice")
def _no_dice(e: Context) -> str:
    units = e["value"] or ()
    return f"Rolling no dice in this Battle: {', '.join(unit_title(u) for u in units)}."


@describes_note("card_book_due")
def _book_due(e: Context) -> str:
    found = registry.cards().get(e.tail)
    book = f"{found.spellbook}, on the Loyalty Card of {found.title}," if found else "a Loyalty Card's Spellbook"
    return f"{e.faction('value')} will earn {book} once this Battle ends."
