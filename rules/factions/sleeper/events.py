"""Sleeper's own events: a Gate lifted off the map by Cursed Slumber, and put back (master rulebook,
Sleeper, Cursed Slumber)."""
from __future__ import annotations

from ...engine import events as ev
from ...words.describing import Context, describes, describes_datum, faction_possessive
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
def _slumbered_sentence(c: Context) -> str:
    return f"{c.does('lifts')} the Gate in {c['area']} and {c.unit()} onto {c.its()} faction card (Cursed Slumber)."


@describes(GateWoken.TYPE)
def _woken_sentence(c: Context) -> str:
    return f"{c.does('puts')} {c.its()} slumbering Gate and {c.unit()} back into {c['area']} (Cursed Slumber)."


@describes_datum("burrowed")
def _burrowed(c: Context) -> str:
    if c["value"] is None:
        return f"{c.possessive()} next Move Action may be refunded by Burrow again."
    return f"{c.does('has')} had this turn's Burrow refund."


@describes_datum("nexus_spent")
def _nexus_spent(c: Context) -> str:
    if c["value"] is None:
        return f"{c.possessive()} Energy Nexus Move is over."
    return f"{c.does('has')} spent {c['value']} Power Moving with Energy Nexus."


@describes_datum("nexus_into")
def _nexus_into(c: Context) -> str:
    if c["value"] is None:
        return f"{c.possessive()} Energy Nexus Move no longer counts the Areas it entered."
    return f"{c.possessive()} Energy Nexus Move has entered {', '.join(c['value'])}."


@describes_datum("sorcery")
def _sorcery(c: Context) -> str:
    held = c["value"] if isinstance(c["value"], dict) else {}
    if not held:
        return f"No Serpent Man of {c.faction()} is on an enemy's faction card now."
    cards = " and ".join(faction_possessive(f) for f in held)
    card = "card" if len(held) == 1 else "cards"
    return f"Serpent Men of {c.faction()} sit on {cards} faction {card} (Ancient Sorcery)."
