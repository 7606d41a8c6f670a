"""Describers of the events and Battle notes of the Neutral Monsters that change Battles
(rules/neutral/monsters_battle.py): Vampirism's drain, Bloodthirst's uses and Vicious."""
from __future__ import annotations

from .describing import Context, describes, describes_note


@describes("VampirismDrained")
def _drained(e: Context) -> str:
    taken = " and ".join(part for part in (f"{e['doom']} Doom" if e["doom"] else "",
                                           f"{e['power']} Power" if e["power"] else "") if part)
    return f"Vampirism: {e.does('drains')} {taken} from {e.faction('enemy')}."


@describes_note("bloodthirst_uses")
def _bloodthirst(e: Context) -> str:
    used = e["value"]
    return f"Bloodthirst has turned two Pains into a Kill {used} time{'s' if used != 1 else ''} in this Battle."


@describes_note("vicious_done")
def _vicious(e: Context) -> str:
    return "Vicious has counted the Vooniths' Kills in this Battle."
