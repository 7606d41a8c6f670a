"""Sentences for the Unique High Priests' own events and bookkeeping (rules/neutral/unique_powers.py)."""
from __future__ import annotations

from .describing import Context, Phrase, area_name, describes, describes_datum, describes_note, faction_name, unit_name


@describes("GateRemoved")
def _gate_removed(c: Context) -> Phrase:
    return Phrase("log-gate-removed", {"faction": faction_name(c["faction"]), "area": area_name(c["area"])})


@describes("GatePlaced")
def _gate_placed(c: Context) -> Phrase:
    where = {"faction": faction_name(c["faction"]), "area": area_name(c["area"])}
    if c["unit"]:
        return Phrase("log-gate-placed-held", {**where, "unit": unit_name(str(c["unit"]))})
    return Phrase("log-gate-placed-abandoned", where)


@describes_datum("the_ultraviolet")
def _ultraviolet(c: Context) -> Phrase:
    if c["value"] is None:
        return Phrase("log-the-ultraviolet-gone", {"faction": faction_name(c["faction"])})
    return Phrase("log-the-ultraviolet", {"faction": faction_name(c["faction"])})


@describes_datum("the_bride")
def _bride(c: Context) -> Phrase:
    if c["value"] is None:
        return Phrase("log-the-bride-ends", {"faction": faction_name(c["faction"])})
    return Phrase("log-the-bride", {"faction": faction_name(c["faction"])})


@describes_note("daemon_heroine")
def _heroine(c: Context) -> Phrase:
    return Phrase("log-note-daemon-heroine")
