"""Sentences for the Unique High Priests' own events and bookkeeping (rules/neutral/unique_powers.py)."""
from __future__ import annotations

from .describing import Context, describes, describes_datum, describes_note, unit_title


@describes("GateRemoved")
def _gate_removed(c: Context) -> str:
    return f"{c.does('takes')} its Gate in {c['area']} off the map; the unit that held it stays."


@describes("GatePlaced")
def _gate_placed(c: Context) -> str:
    held = f", held by {unit_title(str(c['unit']))}" if c["unit"] else ", Abandoned"
    return f"{c.does('places')} a new Gate in {c['area']}{held}."


@describes_datum("the_ultraviolet")
def _ultraviolet(c: Context) -> str:
    if c["value"] is None:
        return f"The units {c.faction()} brought into the Battle with The Ultraviolet are gone."
    return f"{c.possessive()} units brought by The Ultraviolet are Eliminated once the Battle is over."


@describes_datum("the_bride")
def _bride(c: Context) -> str:
    if c["value"] is None:
        return f"{c.possessive()} promise of Lavinia Whateley ends."
    return f"{c.does('promises')} Lavinia Whateley to an Awakening this turn: it costs 3 Power less."


@describes_note("daemon_heroine")
def _heroine(c: Context) -> str:
    return "Daemon Heroine has answered the results assigned to Keziah Mason so far."
