"""The Tcho-Tcho's own event: their Gate in the start Area destroyed (master rulebook, Tcho-Tcho,
Spellbook requirements)."""
from __future__ import annotations

from ...engine import events as ev
from ...engine.evolve import evolver
from ...engine.state import State
from ...words.describing import Context, Phrase, area_name, describes, describes_datum, faction_name


@ev.faction_event("GateDestroyed")
class GateDestroyed(ev.Event):
    """The faction removes its own Gate in `area` from the map; the unit that Controlled it stays."""

    faction: str
    area: str


@evolver(GateDestroyed)
def _destroyed(state: State, e: GateDestroyed) -> State:
    return state.derive(gates={a: u for a, u in state.gates.items() if a != e.area})


@describes(GateDestroyed.TYPE)
def _destroyed_sentence(c: Context) -> Phrase:
    return Phrase("log-gate-destroyed", {"faction": faction_name(c["faction"]), "area": area_name(c["area"])})


@describes_datum("growth")
def _growth(c: Context) -> Phrase:
    return Phrase("log-datum-growth", {"value": c["value"]})


@describes_datum("ubbo_awakened")
def _awakened(c: Context) -> Phrase:
    return Phrase("log-datum-ubbo-awakened")
