"""Arctic Wind: Ithaqua's Move carries Windwalker's units along (master rulebook, Windwalker;
expansion-factions.md, Windwalker, Arctic Wind)."""
from __future__ import annotations

from ... import events as ev
from ...hooks import action_cost
from ...pieces import a_unit, representatives
from ...records import Demand
from ...state import State, on_gate, units_in
from ..common import answer, demand, done, has_book, on_the_map, unit_of, use


def _ithaqua(state: State, faction: str) -> str:
    return unit_of(state, faction, "ithaqua")


def arctic_wind_options(state: State, faction: str, ctx) -> list:
    """A Move Action of Ithaqua to an adjacent Area (1 Power, as the Area's costs change it); the
    units he carries along cost nothing. This Move Action moves Ithaqua and his companions only."""
    ithaqua = _ithaqua(state, faction)
    if not has_book(state, faction, "Arctic Wind") or not on_the_map(state, ithaqua):
        return []
    if state.turn is not None and ithaqua in state.turn.moved:
        return []
    here = state.units[ithaqua]
    opts = []
    for to in sorted(state.map.adjacency[here]):
        cost = action_cost(state, faction, "move", to, 1)
        if cost <= state.power[faction]:
            opts.append(use("arctic_wind", f"Arctic Wind: Move Ithaqua from {here} to {to}, carrying units along "
                                           f"({cost} Power)", to=to))
    return opts


def arctic_wind(state: State, faction: str, choice: dict, ctx) -> list:
    ithaqua, to = _ithaqua(state, faction), choice["to"]
    origin = state.units[ithaqua]
    cost = action_cost(state, faction, "move", to, 1)
    out: list[ev.Event] = [ev.PowerChanged(faction, -cost, "arctic_wind")] if cost else []
    out.append(ev.UnitPlaced(ithaqua, origin, to, "arctic_wind"))
    if any(u != ithaqua for u in units_in(state, origin, faction)):
        out.append(demand(faction, "arctic_wind_carry", faction, kind="arctic_wind", origin=origin, area=to))
    return out


def carry_options(state: State, faction: str, d: Demand) -> list:
    carried = [u for u in units_in(state, d.origin, faction) if u != _ithaqua(state, faction)]
    return [answer("arctic_wind_carry", f"Arctic Wind: carry {a_unit(state, u)} along to {d.area}", unit=u)
            for u in representatives(state, carried)] + [
        answer("arctic_wind_carry", "Arctic Wind: carry no more units", unit=None)]


def carry(state: State, faction: str, choice: dict, d: Demand) -> list:
    uid = choice["unit"]
    if uid is None:
        return [done(faction)]
    out: list[ev.Event] = [ev.GateAbandoned(faction, d.origin, uid, implied=True)] if on_gate(state, uid) else []
    out.append(ev.UnitPlaced(uid, d.origin, d.area, "arctic_wind"))
    if len([u for u in units_in(state, d.origin, faction) if u != _ithaqua(state, faction)]) <= 1:
        out.append(done(faction))
    return out
