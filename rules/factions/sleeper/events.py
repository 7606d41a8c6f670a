"""Sleeper's own events: a Gate lifted off the map by Cursed Slumber, and put back (master rulebook,
Sleeper, Cursed Slumber)."""
from __future__ import annotations

from ...engine import events as ev
from ...words.describing import (Context, Listing, Phrase, area_name, describes, describes_datum, faction_name,
                                 unit_name)
from ...engine.evolve import evolver
from ...engine.state import OFF_MAP, State


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
    """The Gate comes back with its Cultist, or Abandoned if the Cultist has left the card since (a
    Cultist given up to an enemy ability: master rulebook, FAQ, Sleeper)."""
    mine = {k: v for k, v in state.faction_data[e.faction].items() if k != "slumbering_gate"}
    data = {**state.faction_data, e.faction: mine}
    if state.units.get(e.unit) != card(e.faction):
        return state.derive(gates={**state.gates, e.area: None}, faction_data=data)
    return state.derive(gates={**state.gates, e.area: e.unit}, units={**state.units, e.unit: e.area},
                        faction_data=data)


@describes(GateSlumbered.TYPE)
def _slumbered_sentence(c: Context) -> Phrase:
    return _said("log-gate-slumbered", c, area=area_name(c["area"]), unit=unit_name(c["unit"]))


@describes(GateWoken.TYPE)
def _woken_sentence(c: Context) -> Phrase:
    return _said("log-gate-woken", c, area=area_name(c["area"]), unit=unit_name(c["unit"]))


def _said(message_id: str, c: Context, **args: object) -> Phrase:
    """A phrase whose subject is the event's faction (`$faction`)."""
    return Phrase(message_id, {"faction": faction_name(c["faction"]), **args})


@describes_datum("burrowed")
def _burrowed(c: Context) -> Phrase:
    return _said("log-burrow-ready" if c["value"] is None else "log-burrow-refunded", c)


@describes_datum("nexus_spent")
def _nexus_spent(c: Context) -> Phrase:
    if c["value"] is None:
        return _said("log-nexus-move-over", c)
    return _said("log-nexus-spent", c, amount=c["value"])


@describes_datum("nexus_into")
def _nexus_into(c: Context) -> Phrase:
    if c["value"] is None:
        return _said("log-nexus-into-cleared", c)
    areas: object = ""
    for area in c["value"]:  # "a, b, c": commas only, as the log has always listed them
        areas = area_name(area) if areas == "" else Phrase("log-nexus-into-more", {"first": areas,
                                                                                   "next": area_name(area)})
    return _said("log-nexus-into", c, areas=areas)


@describes_datum("sorcery")
def _sorcery(c: Context) -> Phrase:
    held = c["value"] if isinstance(c["value"], dict) else {}
    if not held:
        return _said("log-sorcery-none", c)
    cards = Listing(tuple(Phrase("log-sorcery-card", {"owner": faction_name(f)}) for f in held), "and")
    return _said("log-sorcery", c, cards=cards, count=len(held))
