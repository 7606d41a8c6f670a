"""Control apart from ownership: who Controls a unit now.

A unit's owner (`state.table[uid].faction`) never changes while it is in play; an ability may hand
its Control to another faction for a while (Insects from Shaggai, Mind Parasite: an Acolyte in an
Insect's Area during the Action Phase is Moved only by the Insects' holder and fights on its side;
master rulebook EN 3504-3530). Control is computed from the state, never stored: the CONTROL
abilities (`ControlAbility.seizes`) name the units they take now. The Move Action, the sides of a
Battle and Capture read it here; everything else (Power, Doom, Spellbooks, the Pool a unit returns
to) reads the owner. With no CONTROL ability in the game every function is the owner's query.
"""
from __future__ import annotations

from typing import Mapping

from .content import ControlAbility, Hook
from .hooks import registered, registered_as
from .state import State, units_in


def seized(state: State) -> Mapping[str, str]:
    """Unit id -> the faction Controlling it, for the units Controlled by a faction other than
    their owner now (empty in the usual game; kept on the snapshot)."""
    if not registered(state, Hook.CONTROL):
        return {}
    found: dict[str, str] | None = state.__dict__.get("_seized")
    if found is None:
        found = {}
        table = state.table
        for owner, ability in registered_as(state, Hook.CONTROL, ControlAbility):
            for uid in ability.seizes(state, owner):
                if table[uid].faction != owner:
                    found.setdefault(uid, owner)
        state.__dict__["_seized"] = found
    return found


def controller(state: State, uid: str) -> str | None:
    """The faction Controlling `uid` now: its owner unless an ability has seized it."""
    return seized(state).get(uid) or state.table[uid].faction


def controlled_in(state: State, area: str, faction: str) -> list[str]:
    """The units in `area` that `faction` Controls now: its own, less those seized from it, and
    those it has seized."""
    taken = seized(state)
    if not taken:
        return units_in(state, area, faction)
    table = state.table
    return [u for u in units_in(state, area) if taken.get(u, table[u].faction) == faction]


def controllers_in(state: State, area: str) -> set[str]:
    """The factions Controlling units in `area` (a unit no faction owns adds none)."""
    table, taken = state.table, seized(state)
    return {f for u in units_in(state, area) if (f := taken.get(u, table[u].faction)) is not None}


def controlled_on_map(state: State, faction: str) -> list[str]:
    """The units on the map `faction` Controls now."""
    taken = seized(state)
    table = state.table
    return [u for units in state.by_area().values() for u in units
            if taken.get(u, table[u].faction) == faction]


def capturable_by(state: State, captor: str, uid: str) -> bool:
    """A seized Cultist may be Captured only by the faction Controlling it (Mind Parasite: "They
    can only be Captured by you"); any other unit by anyone the rules let."""
    taken = seized(state).get(uid)
    return taken is None or taken == captor
