"""Sentences for the events of Great Old One Pack 1's Loyalty Cards (rules/neutral/pack1/)."""
from __future__ import annotations

from .describing import Context, Listing, Phrase, describes, faction_name


@describes("ElderSignsDiscarded")
def _signs_discarded(e: Context) -> Phrase:
    values = e.secret.get("values")
    args = {"faction": faction_name(e["faction"]), "count": e["count"]}
    if values:
        return Phrase("log-elder-signs-discarded-worth", {**args, "values": Listing(tuple(values), "and")})
    return Phrase("log-elder-signs-discarded", args)

