"""Demands: a choice an ability asks of one seat, inside or outside that seat's turn.

Master rulebook, Special Abilities: when an ability targets an enemy's units, the owner chooses which
unit unless the text says otherwise (Devour, Abduct, Dreams, Zingaya, Avatar); some abilities ask a
series of choices of their user (Submerge, a second Action after The Screaming Dead) or of several
seats in turn (Thousand Forms and Ghroth negotiations, rulings R13). The demanding faction keeps the
demand in its faction data; this module turns it into the pending decision.
"""
from __future__ import annotations

from typing import Any

from . import events as ev
from .content import DemandAbility, Hook, of_kind
from .holdings import abilities_on
from .prompts import Prompt, handler
from .records import Demand
from .state import State, spec_of


def _ability(state: State, faction: str, name: str) -> DemandAbility:
    return next(a for a in of_kind(abilities_on(state, faction, Hook.DEMAND), DemandAbility) if a.name == name)


def pending_demand(state: State) -> tuple[str, Demand] | None:
    """(demanding faction, demand) for the first faction with a demand that may be asked now."""
    for faction in state.order:
        demand = state.faction_data[faction].get("demand")
        if demand is not None and not (demand.after_window and state.window is not None):
            return faction, demand
    return None


def demand_step(state: State) -> Prompt | list[ev.Event] | None:
    found = pending_demand(state)
    if found is None:
        return None
    owner, demand = found
    ability = _ability(state, owner, demand.ability)
    opts = ability.options(state, owner, demand)
    if not opts:  # nothing left to choose: the demand lapses
        return [ev.FactionDataSet(owner, "demand", None)]
    return Prompt(demand.kind or "demand", demand.chooser, lambda: opts, auto=True)


@handler("answer")
def do_answer(state: State, faction: str, choice: dict[str, Any]) -> list[ev.Event]:
    """The chooser's answer runs the demanding faction's ability."""
    found = pending_demand(state)
    if found is None:
        raise TypeError("no demand waits for an answer")
    owner, demand = found
    return list(_ability(state, owner, demand.ability).apply(state, owner, choice, demand))
