"""Opener of the Way's own event: a Gate carried off by The Beyond One (master rulebook, Opener of the
Way, The Beyond One)."""
from __future__ import annotations

from ...engine import events as ev
from ...words.describing import Context, _plural, describes, describes_datum
from ...engine.evolve import evolver
from ...engine.state import State


@ev.faction_event("GateCarried")
class GateCarried(ev.Event):
    """The Beyond One: `unit` takes the Gate in `origin` and its Controlling unit `controller` (None:
    an Abandoned Gate) to `to`, an Area without a Gate."""

    faction: str
    unit: str
    origin: str
    to: str
    controller: str | None = None


@evolver(GateCarried)
def _carried(state: State, e: GateCarried) -> State:
    gates = {a: u for a, u in state.gates.items() if a != e.origin}
    gates[e.to] = e.controller
    units = {**state.units, e.unit: e.to}
    if e.controller is not None:
        units[e.controller] = e.to
    return state.derive(gates=gates, units=units)


@describes(GateCarried.TYPE)
def _carried_sentence(c: Context) -> str:
    held = " and the unit Controlling it" if c["controller"] else ""
    return f"{c.unit()} carries the Gate in {c['origin']}{held} to {c['to']} (The Beyond One)."


@describes_datum("dread_curse")
def _dread_curse(c: Context) -> str:
    curse = c["value"]
    if not isinstance(curse, dict):
        return f"{c.possessive()} Dread Curse of Azathoth is resolved."
    kills, pains = _plural(int(curse.get("kills") or 0), "Kill"), _plural(int(curse.get("pains") or 0), "Pain")
    return f"Dread Curse of Azathoth on {curse.get('area')}: {kills} and {pains} to assign."
