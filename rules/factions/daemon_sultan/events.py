"""Daemon Sultan's own events: the Chaos Gates (master rulebook, Daemon Sultan, Chaos Gates). A
Chaos Gate is a Gate in `State.gates` like any other (Power, Doom, Summoning); the Areas holding
one are the faction's public bookkeeping (`faction_data["chaos_gates"]`), which is what keeps other
factions' units from Controlling it."""
from __future__ import annotations

from ...engine import events as ev
from ...engine.evolve import evolver
from ...engine.state import POOL, State
from ...words.describing import Context, describes, describes_datum


def chaos_gates(state: State, faction: str) -> tuple[str, ...]:
    """The Areas whose Gate is one of the faction's Chaos Gates."""
    return tuple(state.faction_data.get(faction, {}).get("chaos_gates", ()))


@ev.faction_event("ChaosGatePlaced")
class ChaosGatePlaced(ev.Event):
    """A Chaos Gate put in `area` (the Spellbook's Action pays its Power), Controlled by `unit` ("":
    left Abandoned)."""

    faction: str
    area: str
    unit: str


@ev.faction_event("ChaosGateMoved")
class ChaosGateMoved(ev.Event):
    """Animate Matter: the Chaos Gate and its Cultist `unit` go from `origin` to `to`; a Gate there is destroyed."""

    faction: str
    origin: str
    to: str
    unit: str


@ev.faction_event("ChaosGateTurned")
class ChaosGateTurned(ev.Event):
    """The Chaos Gate in `area` becomes a normal Gate (`reason`: abandoned, or Traitors!)."""

    faction: str
    area: str
    reason: str


@ev.faction_event("TraitorSeated")
class TraitorSeated(ev.Event):
    """Traitors!: `traitor`, a Cultist from its owner's Pool, takes the Gate in `area` from `unit`,
    who goes back to the Daemon Sultan Pool."""

    faction: str
    area: str
    traitor: str
    unit: str


def _with_chaos(state: State, faction: str, areas: list[str]) -> State:
    mine = {**state.faction_data[faction], "chaos_gates": tuple(sorted(areas))}
    return state.derive(faction_data={**state.faction_data, faction: mine})


@evolver(ChaosGatePlaced)
def _placed(state: State, e: ChaosGatePlaced) -> State:
    state = state.derive(gates={**state.gates, e.area: e.unit or None})
    return _with_chaos(state, e.faction, [*chaos_gates(state, e.faction), e.area])


@evolver(ChaosGateMoved)
def _moved(state: State, e: ChaosGateMoved) -> State:
    gates = {a: u for a, u in state.gates.items() if a != e.origin}
    gates[e.to] = e.unit or None
    units = dict(state.units)
    if e.unit:
        units[e.unit] = e.to
    state = state.derive(gates=gates, units=units)
    left = [a for a in chaos_gates(state, e.faction) if a not in (e.origin, e.to)]
    return _with_chaos(state, e.faction, [*left, e.to])


@evolver(ChaosGateTurned)
def _turned(state: State, e: ChaosGateTurned) -> State:
    return _with_chaos(state, e.faction, [a for a in chaos_gates(state, e.faction) if a != e.area])


@evolver(TraitorSeated)
def _traitor(state: State, e: TraitorSeated) -> State:
    units = {**state.units, e.traitor: e.area, e.unit: POOL}
    return state.derive(units=units, gates={**state.gates, e.area: e.traitor})


@describes(ChaosGatePlaced.TYPE)
def _placed_sentence(c: Context) -> str:
    held = "" if c["unit"] else ", left Abandoned"
    return f"{c.does('puts')} a Chaos Gate in {c['area']}{held}."


@describes(ChaosGateMoved.TYPE)
def _moved_sentence(c: Context) -> str:
    return f"{c.does('moves')} {c.its()} Chaos Gate from {c['origin']} to {c['to']} (Animate Matter)."


@describes(ChaosGateTurned.TYPE)
def _turned_sentence(c: Context) -> str:
    return f"{c.possessive()} Chaos Gate in {c['area']} becomes a normal Gate ({c['reason']})."


@describes(TraitorSeated.TYPE)
def _traitor_sentence(c: Context) -> str:
    return f"{c.does('seats')} a Cultist of another faction on the Gate in {c['area']} (Traitors!)."


@describes_datum("azathoth_marker")
def _marker(c: Context) -> str:
    return f"{c.does('sets')} the Azathoth marker to {c['value']}."


@describes_datum("spent_books")
def _spent(c: Context) -> str:
    books = c["value"] or ()
    if not books:
        return f"{c.possessive()} Spellbooks are all face-up again."
    return f"{c.possessive()} face-down Spellbooks: {', '.join(books)}."


@describes_datum("chaos_gates")
def _chaos(c: Context) -> str:
    return f"{c.possessive()} Chaos Gates stand in {', '.join(c['value'] or ()) or 'no Area'}."


@describes_datum("start_area")
def _start(c: Context) -> str:
    return f"{c.possessive()} start Area is {c['value'] or 'not fixed yet'}."


@describes_datum("synthesis_won")
def _won(c: Context) -> str:
    return f"The enemies do not cover the Azathoth die's roll: {c.faction()} wins the game by Avatar Synthesis."
