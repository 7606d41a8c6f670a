"""A stand-in faction defined outside the rules package, with an event of its own.

Nothing in `rules/` names it: a process that registers this module
(`rules.factions.register_module("standin_faction")`) seats it and decodes its events.
"""
from __future__ import annotations

from rules.content import FactionSpec, Requirement, UnitKind, UnitSpec
from rules.events import Event, event


@event("StandInHymnSung")
class HymnSung(Event):
    faction: str
    verses: int


FACTION = FactionSpec(
    name="stand_in", short="si", title="Stand-In",
    units=(UnitSpec("acolyte", UnitKind.CULTIST, 6, 1, 0), UnitSpec("chanter", UnitKind.MONSTER, 2, 1, 1)),
    spellbooks=("One", "Two", "Three", "Four", "Five", "Six"),
    requirements=tuple(Requirement("-") for _ in range(6)),
    events=(HymnSung,),
)
