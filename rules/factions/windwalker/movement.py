"""Arctic Wind: Ithaqua's Move carries Windwalker's units along (master rulebook, Windwalker;
docs/factions.md, Windwalker, Arctic Wind)."""
from __future__ import annotations

from typing import Any

from ...engine import events as ev
from ...engine.pieces import a_unit_said, representatives
from ...words.describing import Phrase, area_name
from ...engine.records import Demand, UnitMovedContext
from ...engine.state import State, on_gate, units_in
from ..common import answer, demand, done, has_book, unit_of
from ...engine.prompts import Option


def _ithaqua(state: State, faction: str) -> str:
    return unit_of(state, faction, "ithaqua")


def _companions(state: State, faction: str, origin: str) -> list[str]:
    """Your units left in `origin` that have not Moved this turn (each unit Moves once a turn)."""
    moved = set(state.turn.moved or ()) if state.turn is not None else set()
    return [u for u in units_in(state, origin, faction) if u != _ithaqua(state, faction) and u not in moved]


def arctic_wind(state: State, faction: str, choice: dict[str, Any] | None,
                ctx: UnitMovedContext) -> list[ev.Event]:
    """Arctic Wind is part of a Move Action: when Ithaqua Moves (paying as any unit does), any of your
    units from the Area he left may come along at no extra Power, and the same Move Action goes on
    Moving other units at the usual cost."""
    e = ctx.event
    if e.unit != _ithaqua(state, faction) or not has_book(state, faction, "Arctic Wind"):
        return []
    if not _companions(state, faction, e.origin):
        return []
    return [demand(faction, "arctic_wind_carry", faction, kind="arctic_wind", origin=e.origin, area=e.to)]


def carry_options(state: State, faction: str, d: Demand) -> list[Option]:
    carried, to = _companions(state, faction, d.required_origin()), d.required_area()
    return [answer("arctic_wind_carry", Phrase("option-arctic-wind", {"unit": a_unit_said(state, u), "to": area_name(to)}), unit=u)
            for u in representatives(state, carried)] + [
        answer("arctic_wind_carry", Phrase("option-arctic-wind-done"), unit=None)]


def carry(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    """A carried unit Moves in Ithaqua's Move Action for 0 Power (a carry asked for before Arctic Wind
    was part of the Move Action, with no Move Action under way, only places the unit)."""
    uid = choice["unit"]
    if uid is None:
        return [done(faction)]
    origin, to = d.required_origin(), d.required_area()
    out: list[ev.Event] = [ev.GateAbandoned(faction, origin, uid, implied=True)] if on_gate(state, uid) else []
    if state.turn is not None and state.turn.moving is not None:
        out.append(ev.UnitMoved(faction, uid, origin, to, 0))
    else:
        out.append(ev.UnitPlaced(uid, origin, to, "arctic_wind"))
    if len(_companions(state, faction, origin)) <= 1:
        out.append(done(faction))
    return out
