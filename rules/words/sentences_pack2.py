"""Sentences for the Loyalty Cards of Great Old One Pack 2 (rules/neutral/pack2.py): Bokrug's
discarded Elder Sign, Ghatanothoa's laid-down Acolytes and Atlach-Nacha's Webs. The words layer
names the cards' events and bookkeeping keys by their stable names, never importing the cards."""
from __future__ import annotations

from .describing import Context, describes, describes_datum, unit_title


@describes("SarnathElderSignDiscarded")
def _sign_discarded(e: Context) -> str:
    """The value is said only to whoever receives the secret (the holder, the auditor)."""
    worth = f" worth {e.secret['value']} Doom" if e.secret.get("value") else ""
    return (f"The Doom that Came to Sarnath: {e.does('loses')} an Elder Sign{worth}, picked unseen by an "
            "enemy.")


@describes_datum("mummified")
def _mummified(e: Context) -> str:
    laid = e["value"]
    if not laid:
        return f"The Acolytes {e.possessive()} Ghatanothoa laid down stand up."
    return f"Laid down by {e.possessive()} Ghatanothoa: {', '.join(unit_title(u) for u in laid)}."


@describes_datum("webs")
def _webs(e: Context) -> str:
    webs = e["value"] or []
    return f"Spinnerets: {e.possessive()} Webs now lie in {', '.join(webs) or 'no Area'}."
