"""Sentences for the events of Great Old One Pack 1's Loyalty Cards (rules/neutral/pack1/)."""
from __future__ import annotations

from .describing import Context, describes


@describes("ElderSignsDiscarded")
def _signs_discarded(e: Context) -> str:
    values = e.secret.get("values")
    worth = f" (worth {' and '.join(str(v) for v in values)} Doom)" if values else ""
    return f"{e.does('gives')} up {e['count']} Elder Signs{worth} for no Doom."

