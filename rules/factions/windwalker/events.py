"""Windwalker's own event: a Gate replaced by Ithaqua (master rulebook, Windwalker, Awaken Ithaqua)."""
from __future__ import annotations

from ...engine import events as ev
from ...words.describing import Context, Phrase, area_name, describes, describes_datum, faction_name
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
def _replaced_sentence(c: Context) -> Phrase:
    return Phrase("log-gate-replaced", {"faction": faction_name(c["faction"]), "area": area_name(c["area"])})


@describes_datum("ice_age")
def _ice_age(c: Context) -> Phrase:
    if c["value"] is None:
        return Phrase("log-ice-age-lifted", {"faction": faction_name(c["faction"])})
    return Phrase("log-ice-age-placed", {"faction": faction_name(c["faction"]), "area": area_name(c["value"])})
