"""Mind Control (master rulebook, Azathoth: the Elder Thing; FAQ EN 5491-5495): an enemy Great Old
One in the same Area as an Elder Thing cannot use its own special ability; its Spellbooks are
untouched.

A unit type with the fact `mind_control` (UnitSpec) is such a unit; an ability naming the Great Old
One it belongs to (`Ability.great_old_one`, a unit type) is not in force while that Great Old One
stands in an Area with a mind-controlling unit of another faction. The holdings drop it from the
abilities on every hook (rules.engine.holdings.abilities_on), so it is neither offered nor applied;
what follows from it follows too (Third Eye without Desecrate, Firestorm without Fire Vampires).
"""
from __future__ import annotations

from .content import Ability
from .registry import card
from .state import State, units_in


def _possible(state: State) -> bool:
    """Some card of the game brings a mind-controlling unit."""
    found: bool | None = state.__dict__.get("_mind_control_possible")
    if found is None:
        found = any(u.mind_control for name in state.loyalty for u in card(name).units)
        state.__dict__["_mind_control_possible"] = found
    return found


def controlled(state: State) -> frozenset[tuple[str, str]]:
    """(faction, unit type) of each Great Old One on the map in an Area with an enemy's
    mind-controlling unit (kept on the snapshot)."""
    found: frozenset[tuple[str, str]] | None = state.__dict__.get("_mind_controlled")
    if found is not None:
        return found
    out: set[tuple[str, str]] = set()
    if _possible(state):
        table = state.table
        for here in state.by_area().values():
            controllers = {table[u].faction for u in here if table[u].spec.mind_control} - {None}
            for uid in here:
                info = table[uid]
                if controllers and info.spec.great_old_one and info.faction is not None \
                        and controllers - {info.faction}:
                    out.add((info.faction, info.type))
    found = frozenset(out)
    state.__dict__["_mind_controlled"] = found
    return found


def mind_controlled_in(state: State, uid: str, area: str) -> bool:
    """The Great Old One `uid` would be under Mind Control in `area`: an enemy's Elder Thing is there."""
    table = state.table
    owner = table[uid].faction
    return bool(table[uid].spec.great_old_one) and any(
        table[u].spec.mind_control and table[u].faction not in (owner, None) for u in units_in(state, area))


def mind_controlled(state: State, uid: str) -> bool:
    """The Great Old One `uid` stands on the map in an Area with an enemy's Elder Thing."""
    table = state.table
    info = table.get(uid)
    return info is not None and info.faction is not None and (info.faction, info.type) in controlled(state)


def in_force(state: State, faction: str, ability: Ability) -> bool:
    """The ability is not a Great Old One's own, or that Great Old One of `faction` is free of Mind Control."""
    return not ability.great_old_one or (faction, ability.great_old_one) not in controlled(state)
