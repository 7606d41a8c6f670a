"""High Priests (master rulebook, High Priests; German rulebook, Hohepriester).

Every faction has one High Priest, in its own colour: a Cultist it Recruits like an Acolyte (3
Power), worth 1 Power in Gather Power, able to Create and Control Gates and to be Captured, counted
by abilities that name Cultists but not by those that name Acolytes. Unspeakable Oath: at any time
its owner may sacrifice it, back to the Pool, for 2 Power: between Actions, in the Doom Phase, and
once all Power is gathered before the First Player is determined.

The game option `high_priests` puts each faction's High Priest in its Pool; their ids are
`hp.high_priest.<n>`, n the faction's place in the seating order.
"""
from __future__ import annotations

from typing import Any

from ..engine import events as ev
from ..engine.content import (HIGH_PRIEST, AnyTimeAbility, CardKind, Hook, LoyaltyCard, UnitKind,
                              UnitSpec, WindowAbility)
from ..engine.prompts import Option
from ..engine.records import WindowContext
from ..engine.state import State
from ..factions.common import OATH_POWER, oath_events, oath_open
from ..words.describing import Phrase, area_name
from .common import figure_area, use

OATH = "unspeakable_oath"
OATH_BEFORE_FIRST_PLAYER = "unspeakable_oath_gathered"
PRIEST = UnitSpec("high_priest", UnitKind.CULTIST, 8, 3, 0, title="High Priest")


def priest_of(state: State, faction: str) -> str | None:
    """The faction's High Priest's id (None: the game is played without them)."""
    for n, seated in enumerate(state.order, start=1):
        if seated == faction:
            uid = f"hp.high_priest.{n}"
            return uid if uid in state.units else None
    return None


def _oath_options(name: str, state: State, faction: str) -> list[Option]:
    uid = priest_of(state, faction)
    area = figure_area(state, uid) if uid is not None else None
    if area is None:
        return []
    return [use(name, Phrase("option-unspeakable-oath", {"area": area_name(area), "power": OATH_POWER}))]


def _any_time(state: State, faction: str, ctx: object) -> list[Option]:
    """Any time but inside a Battle or a Move Action under way, where a unit may not leave the
    board between its steps (the other moments the rulebook names are all between steps)."""
    if not oath_open(state):
        return []
    if state.window is not None and state.window.hook == Hook.GATHER_POWER_PHASE.value:
        return []  # the window's own option offers it then
    return _oath_options(OATH, state, faction)


def _gathered(state: State, faction: str, ctx: WindowContext) -> list[Option]:
    return _oath_options(OATH_BEFORE_FIRST_PLAYER, state, faction)


def _sacrifice(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    uid = priest_of(state, faction)
    if uid is None:
        raise TypeError("the faction has no High Priest")
    return oath_events(state, faction, uid)


HIGH_PRIESTS = LoyaltyCard(
    name=HIGH_PRIEST,
    title="High Priest",
    kind=CardKind.HIGH_PRIEST,
    short="hp",
    units=(PRIEST,),
    cost=3,
    combat="0",
    shared=True,
    abilities=(
        AnyTimeAbility(OATH, Hook.ANY_TIME, options=_any_time, apply=_sacrifice, fields={}),
        WindowAbility(OATH_BEFORE_FIRST_PLAYER, Hook.GATHER_POWER_PHASE, options=_gathered,
                      apply=_sacrifice, fields={}),
    ),
    texts={
        "High Priest": "A Cultist of its faction's colour, one per faction, Recruited like an "
                       "Acolyte for 3 Power. It gives 1 Power in Gather Power, may Create and "
                       "Control Gates and may be Captured; abilities that name Cultists count it, "
                       "those that name Acolytes do not.",
        "Unspeakable Oath": "At any time, return your High Priest from the map to your Pool and "
                            "gain 2 Power: between Actions, in the Doom Phase, or once all Power "
                            "is gathered, before the First Player is determined.",
    },
    source="master rulebook, High Priests (EN 3581-3603); German rulebook (DE 2771-2794); "
           "Recruit cost 3 as the Unique High Priests'",
    grade="H",
    pack="High Priests",
)

CARDS = (HIGH_PRIESTS,)
