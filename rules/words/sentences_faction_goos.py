"""Sentences for the faction Great Old Ones as Independents (rules/neutral/faction_goos.py): the
event of their own and the bookkeeping their abilities keep, described by type name and key."""
from __future__ import annotations

from .describing import Context, Phrase, area_name, describes, describes_datum, faction_name


@describes("GrowthGateRemoved")
def _gate_removed(c: Context) -> Phrase:
    return Phrase("log-growth-gate-removed", {"faction": faction_name(c["faction"]), "area": area_name(c["area"])})


@describes_datum("independent_desecrated")
def _desecrated(c: Context) -> Phrase:
    tokens = list(c["value"] or ())
    if not tokens:
        return Phrase("log-independent-desecrated-gone", {"faction": faction_name(c["faction"])})
    return Phrase("log-independent-desecrated", {"faction": faction_name(c["faction"]), "area": area_name(tokens[-1])})


@describes_datum("independent_growth")
def _growth(c: Context) -> Phrase:
    return Phrase("log-independent-growth", {"value": c["value"] or 0})


@describes_datum("independent_nyarlathotep_captives")
def _captives(c: Context) -> Phrase:
    held = c["value"] or {}
    count = len(held.get("units", ())) if isinstance(held, dict) else 0
    return Phrase("log-independent-nyarlathotep-captives", {"faction": faction_name(c["faction"]), "count": count})
