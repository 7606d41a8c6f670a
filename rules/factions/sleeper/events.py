"""Sleeper's own events: a Gate lifted off the map by Cursed Slumber, and put back (master rulebook,
Sleeper, Cursed Slumber)."""
from __future__ import annotations

from ... import events as ev
from ...describing import describes
from ...evolve import evolver
from ...state import OFF_MAP, State


def card(faction: str) -> str:
    """Where a slumbering Gate's Cultist waits: on the faction card, in play but not on the map."""
    return OFF_MAP + faction


@ev.faction_event("GateSlumbered")
class GateSlumbered(ev.Event):
    """Cursed Slumber: the Controlled Gate in `area` and its Cultist `unit` go onto the faction card."""

    faction: str
    area: str
    unit: str


@ev.faction_event("GateWoken")
class GateWoken(ev.Event):
    """The slumbering Gate and its Cultist `unit` come back into `area`, an Area without a Gate."""

    faction: str
    area: str
    unit: str


@evolver(GateSlumbered)
def _slumbered(state: State, e: GateSlumbered) -> State:
    gates = {a: u for a, u in state.gates.items() if a != e.area}
    data = {**state.faction_data, e.faction: {**state.faction_data[e.faction], "slumbering_gate": e.unit}}
    return state.derive(gates=gates, units={**state.units, e.unit: card(e.faction)}, faction_data=data)


@evolver(GateWoken)
def _woken(state: State, e: GateWoken) -> State:
    mine = {k: v for k, v in state.faction_data[e.faction].items() if k != "slumbering_gate"}
    return state.derive(gates={**state.gates, e.area: e.unit}, units={**state.units, e.unit: e.area},
                        faction_data={**state.faction_data, e.faction: mine})


@describes(GateSlumbered.TYPE)
def _slumbered_sentence(c) -> str:
    return f"{c.faction()} lifts the Gate in {c['area']} and {c.unit()} onto its faction card (Cursed Slumber)."


@describes(GateWoken.TYPE)
def _woken_sentence(c) -> str:
    return f"{c.faction()} puts its slumbering Gate and {c.unit()} back into {c['area']} (Cursed Slumber)."
