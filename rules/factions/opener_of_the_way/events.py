"""Opener of the Way's own event: a Gate carried off by The Beyond One (master rulebook, Opener of the
Way, The Beyond One)."""
from __future__ import annotations

from ...engine import events as ev
from ...words.describing import Context, Phrase, area_name, describes, describes_datum, faction_name, unit_name
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
def _carried_sentence(c: Context) -> Phrase:
    return Phrase("log-gate-carried", {"unit": unit_name(c["unit"]), "origin": area_name(c["origin"]),
                                       "to": area_name(c["to"]), "held": "yes" if c["controller"] else "no"})


@describes_datum("dread_curse")
def _dread_curse(c: Context) -> Phrase:
    curse = c["value"]
    if not isinstance(curse, dict):
        return Phrase("log-dread-curse-resolved", {"faction": faction_name(c["faction"])})
    return Phrase("log-dread-curse", {"area": area_name(curse.get("area")), "kills": int(curse.get("kills") or 0),
                                      "pains": int(curse.get("pains") or 0)})
