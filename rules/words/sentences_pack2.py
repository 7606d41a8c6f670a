"""Sentences for the Loyalty Cards of Great Old One Pack 2 (rules/neutral/pack2.py): Bokrug's
discarded Elder Sign, Ghatanothoa's laid-down Acolytes and Atlach-Nacha's Webs. The words layer
names the cards' events and bookkeeping keys by their stable names, never importing the cards."""
from __future__ import annotations

from .describing import Context, Name, Phrase, area_name, describes, describes_datum, faction_name, unit_name


@describes("SarnathElderSignDiscarded")
def _sign_discarded(e: Context) -> Phrase:
    """The value is said only to whoever receives the secret (the holder, the auditor)."""
    who = faction_name(e["faction"])
    if e.secret.get("value"):
        return Phrase("log-sarnath-elder-sign-discarded-worth", {"faction": who, "value": e.secret["value"]})
    return Phrase("log-sarnath-elder-sign-discarded", {"faction": who})


def _commas(items: list[Name] | list[Phrase]) -> Name | Phrase:
    """Names or phrases side by side, a comma between each two ("Africa, Europe")."""
    said: Name | Phrase = items[0]
    for item in items[1:]:
        said = Phrase("log-comma", {"first": said, "second": item})
    return said


@describes_datum("mummified")
def _mummified(e: Context) -> Phrase:
    laid = e["value"]
    if not laid:
        return Phrase("log-mummified-stand-up", {"faction": faction_name(e["faction"])})
    units = [Phrase("log-unit-titled", {"unit": unit_name(u)}) for u in laid]
    return Phrase("log-mummified", {"faction": faction_name(e["faction"]), "units": _commas(units)})


@describes_datum("webs")
def _webs(e: Context) -> Phrase:
    webs = e["value"] or []
    if not webs:
        return Phrase("log-webs-none", {"faction": faction_name(e["faction"])})
    return Phrase("log-webs", {"faction": faction_name(e["faction"]), "areas": _commas([area_name(a) for a in webs])})
