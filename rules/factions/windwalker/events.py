"""Windwalker's own event: a Gate replaced by Ithaqua (master rulebook, Windwalker, Awaken Ithaqua)."""
from __future__ import annotations

from ...engine import events as ev
from ...words.describing import Context, describes, describes_datum
from ...engine.evolve import evolver
from ...engine.state import State


@ev.faction_event("GateReplaced")
class GateReplaced(ev.Event):
    """The Gate in `area` is destroyed to make room for Ithaqua; whatever occupied it steps off."""

    faction: str
    area: str


@evolver(GateReplaced)
def _replaced(state: State, e: GateReplaced) -> State:
    return state.derive(gates={a: u for a, u in state.gates.items() if a != e.area})


@describes(GateReplaced.TYPE)
def _replaced_sentence(c: Context) -> str:
    return f"{c.does('destroys')} the Gate in {c['area']}: Ithaqua takes its place."


@describes_datum("ice_age")
def _ice_age(c: Context) -> str:
    if c["value"] is None:
        return f"{c.possessive()} Ice Age token leaves the map."
    return f"{c.does('puts')} the Ice Age token in {c['value']}."
