"""Describers of the events and Battle notes of the Neutral Monsters that change Battles
(rules/neutral/monsters_battle.py): Vampirism's drain, Bloodthirst's uses and Vicious."""
from __future__ import annotations

from .describing import Context, Phrase, describes, describes_note, faction_name
from .neutral import amounts_said


@describes("VampirismDrained")
def _drained(e: Context) -> Phrase:
    return Phrase("log-vampirism-drained", {"faction": faction_name(e["faction"]), "enemy": faction_name(e["enemy"]),
                                            "taken": amounts_said(e["doom"], e["power"])})


@describes_note("bloodthirst_uses")
def _bloodthirst(e: Context) -> Phrase:
    return Phrase("log-note-bloodthirst-uses", {"used": e["value"]})


@describes_note("vicious_done")
def _vicious(e: Context) -> Phrase:
    return Phrase("log-note-vicious-done")
