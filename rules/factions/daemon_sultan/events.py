"""Daemon Sultan's own events: the Chaos Gates (master rulebook, Daemon Sultan, Chaos Gates). A
Chaos Gate is a Gate in `State.gates` like any other (Power, Doom, Summoning); the Areas holding
one are the faction's public bookkeeping (`faction_data["chaos_gates"]`), which is what keeps other
factions' units from Controlling it."""
from __future__ import annotations

from typing import Any

from ...engine import events as ev
from ...engine.evolve import evolver
from ...engine.state import POOL, State
from ...words.describing import Context, Phrase, area_name, describes, describes_datum, faction_name
from ..wording import commas, spellbook_name


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


def _say(message: str, c: Context, **args: Any) -> Phrase:
    return Phrase(message, {"faction": faction_name(c["faction"]), **args})


@describes(ChaosGatePlaced.TYPE)
def _placed_sentence(c: Context) -> Phrase:
    return _say("log-chaos-gate-placed" if c["unit"] else "log-chaos-gate-placed-abandoned", c,
                area=area_name(c["area"]))


@describes(ChaosGateMoved.TYPE)
def _moved_sentence(c: Context) -> Phrase:
    return _say("log-chaos-gate-moved", c, origin=area_name(c["origin"]), to=area_name(c["to"]))


_REASONS = {"abandoned": "abandoned", "traitors": "traitors", "gone from its Area": "gone"}


@describes(ChaosGateTurned.TYPE)
def _turned_sentence(c: Context) -> Phrase:
    reason = str(c["reason"])
    return _say("log-chaos-gate-turned", c, area=area_name(c["area"]), reason=_REASONS.get(reason, "other"),
                text=reason)


@describes(TraitorSeated.TYPE)
def _traitor_sentence(c: Context) -> Phrase:
    return _say("log-traitor-seated", c, area=area_name(c["area"]))


@describes_datum("azathoth_marker")
def _marker(c: Context) -> Phrase:
    return _say("log-datum-azathoth-marker", c, value=c["value"])


@describes_datum("spent_books")
def _spent(c: Context) -> Phrase:
    books = c["value"] or ()
    if not books:
        return _say("log-datum-spent-books-none", c)
    return _say("log-datum-spent-books", c, books=commas(spellbook_name(str(b)) for b in books))


@describes_datum("chaos_gates")
def _chaos(c: Context) -> Phrase:
    areas = c["value"] or ()
    if not areas:
        return _say("log-datum-chaos-gates-none", c)
    return _say("log-datum-chaos-gates", c, areas=commas(area_name(a) for a in areas))


@describes_datum("start_area")
def _start(c: Context) -> Phrase:
    if not c["value"]:
        return _say("log-datum-start-area-open", c)
    return _say("log-datum-start-area", c, area=area_name(c["value"]))


@describes_datum("synthesis_won")
def _won(c: Context) -> Phrase:
    return _say("log-datum-synthesis-won", c)
