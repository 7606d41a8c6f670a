"""Sentences for the faction Great Old Ones as Independents (rules/neutral/faction_goos.py): the
event of their own and the bookkeeping their abilities keep, described by type name and key."""
from __future__ import annotations

from .describing import Context, describes, describes_datum


@describes("GrowthGateRemoved")
def _gate_removed(c: Context) -> str:
    return (f"{c.does('removes')} {c.its()} Gate in {c['area']} for the Independent Ubbo-Sathla's Growth; "
            "the unit that Controlled it stays there.")


@describes_datum("independent_desecrated")
def _desecrated(c: Context) -> str:
    tokens = list(c["value"] or ())
    if not tokens:
        return f"{c.possessive()} Desecration tokens of the Independent King in Yellow leave the map."
    return f"{c.does('puts')} a Desecration token of the Independent King in Yellow in {tokens[-1]}."


@describes_datum("independent_growth")
def _growth(c: Context) -> str:
    return f"The Independent Ubbo-Sathla's Growth marker stands at {c['value'] or 0} on the Doom Track."


@describes_datum("independent_nyarlathotep_captives")
def _captives(c: Context) -> str:
    held = c["value"] or {}
    count = len(held.get("units", ())) if isinstance(held, dict) else 0
    return (f"{c.does('holds')} {count} Captured Cultist{'s' if count != 1 else ''} as the Independent "
            "Nyarlathotep Awakens: only a Capture made from now on earns his Spellbook.")
