"""Father Dagon, an Independent Great Old One of GOO Pack 2 (master rulebook, Great Old One Pack 2,
EN 3155-3173; the card's words from the strategy wiki, our own words in `pack2.py`).

Awakened as usual for 4 Power. Combat 2 on land and 6 in an ocean Area. Tsunami (Action, 1 Power):
in a land Area next to an ocean, every Cultist, yours too, is moved by its owner into an adjacent
ocean Area. Spellbook requirement: 8 of your units in ocean Areas. The Innsmouth Look: in every
Doom Phase you must take one of your Acolytes on the map out of the game for good, for 6 Power.
"""
from __future__ import annotations

from typing import Any

from ..engine import events as ev
from ..engine.content import UnitKind
from ..engine.hooks import ability_may_enter
from ..engine.pieces import representatives
from ..engine.prompts import Option
from ..engine.records import Demand, WindowContext
from ..engine.state import OUT_OF_PLAY, State, on_map, play_order, units_in
from ..factions.common import answer, demand, done, map_units, of_kind, priced
from ..words.describing import Phrase, area_name
from ..engine.pieces import a_unit_said
from .common import figure_area, use

NAME = "father_dagon"
SHORT = "fd"
FIGURE = f"{SHORT}.father_dagon.1"
TSUNAMI = "tsunami"
TSUNAMI_MOVE = "tsunami_move"
INNSMOUTH = "the_innsmouth_look"
INNSMOUTH_CHOICE = "the_innsmouth_look_acolyte"
INNSMOUTH_POWER = 6
OCEAN_UNITS = 8


def combat(state: State, faction: str, enemy: str, count: int) -> int:
    """2 dice on land, 6 in an ocean Area: where he stands (he fights where he stands)."""
    where = figure_area(state, FIGURE)
    return (6 if where is not None and state.map.is_ocean(where) else 2) * count


# -- Tsunami ---------------------------------------------------------------------------------

def _oceans_next_to(state: State, area: str) -> list[str]:
    return sorted(a for a in state.map.adjacency[area] if state.map.is_ocean(a))


def _cultists_in(state: State, area: str, faction: str | None = None) -> list[str]:
    return of_kind(state, units_in(state, area, faction), UnitKind.CULTIST)


def _washed(state: State, area: str, faction: str | None = None) -> list[str]:
    """The Cultists in `area` the Tsunami moves: those with an ocean next to it they may enter."""
    return [u for u in _cultists_in(state, area, faction) if _tsunami_targets(state, u, area)]


def tsunami_options(state: State, faction: str, ctx: object) -> list[Option]:
    """Any land Area next to an ocean where a Cultist stands (a Tsunami elsewhere moves nothing),
    for 1 Power as the COST hook prices an Action there."""
    if figure_area(state, FIGURE) is None:
        return []
    struck = [area for area in sorted(state.map.areas)
              if not state.map.is_ocean(area) and _oceans_next_to(state, area) and _washed(state, area)]
    priced_at = {area: priced(state, faction, TSUNAMI, 1, area) for area in struck}
    return [use(TSUNAMI, Phrase("option-tsunami", {"area": area_name(area), "cost": cost}), area=area)
            for area, cost in priced_at.items() if cost <= state.power[faction]]


def tsunami(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    """Each owner moves its Cultists. The holder settles who goes first: here the holder, then
    play order; the order changes nothing, for an ocean Area holds any number of units."""
    queue = tuple(f for f in play_order(state, faction) if _washed(state, choice["area"], f))
    return [_ask_next(faction, queue[0], choice["area"], queue)]


def _ask_next(holder: str, chooser: str, area: str, queue: tuple[str, ...]) -> ev.FactionDataSet:
    return demand(holder, TSUNAMI_MOVE, chooser, area=area, queue=queue, kind=TSUNAMI)


def tsunami_move_options(state: State, faction: str, d: Demand) -> list[Option]:
    area = d.required_area()
    mine = _washed(state, area, d.chooser)
    return [answer(TSUNAMI_MOVE, Phrase("option-tsunami-move", {"unit": a_unit_said(state, u, say=('gate',)),
                                                      "area": area_name(area), "to": area_name(to)}),
                   unit=u, to=to)
            for u in representatives(state, mine) for to in _tsunami_targets(state, u, area)]


def _tsunami_targets(state: State, uid: str, area: str) -> list[str]:
    """The oceans next to `area` the Cultist may enter: not the Cacodemon's of an enemy (Cosmic
    Terror); a Cultist with none stays."""
    return [to for to in _oceans_next_to(state, area) if ability_may_enter(state, state.table[uid].faction, uid, to)]


def tsunami_move(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    """One Cultist goes to the ocean its owner chose (its Gate, if it held one, is Abandoned);
    then the next Cultist, of the same owner first."""
    uid, area = choice["unit"], d.required_area()
    out: list[ev.Event] = []
    if state.gates.get(area) == uid:
        out.append(ev.GateAbandoned(d.chooser, area, uid, implied=True))
    out.append(ev.UnitPlaced(uid, area, choice["to"], TSUNAMI))
    left = [f for f in d.required_queue() if [u for u in _washed(state, area, f) if u != uid]]
    return out + [_ask_next(faction, left[0], area, d.required_queue()) if left else done(faction)]


# -- the Spellbook ---------------------------------------------------------------------------

def eight_in_oceans(state: State, faction: str) -> bool:
    """The requirement: 8 of the holder's units stand in ocean Areas."""
    return sum(1 for u in on_map(state, faction) if state.map.is_ocean(state.units[u])) >= OCEAN_UNITS


def innsmouth_look(state: State, faction: str, choice: None, ctx: WindowContext) -> list[ev.Event]:
    """As the Doom Phase begins the holder must give up one of its Acolytes on the map (none on
    the map: nothing happens)."""
    if not map_units(state, faction, "acolyte"):
        return []
    return [demand(faction, INNSMOUTH_CHOICE, faction, kind=INNSMOUTH)]


def innsmouth_options(state: State, faction: str, d: Demand) -> list[Option]:
    acolytes = map_units(state, faction, "acolyte")
    return [answer(INNSMOUTH_CHOICE, Phrase("option-innsmouth-look", {
                "unit": a_unit_said(state, u, say=('gate',)), "area": area_name(state.units[u]),
                "power": INNSMOUTH_POWER}),
                   unit=u)
            for u in representatives(state, acolytes)]


def innsmouth_apply(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    """The Acolyte leaves the game for good (never back to the Pool), and the holder gains 6 Power."""
    uid = choice["unit"]
    return [done(faction), ev.UnitPlaced(uid, state.units[uid], OUT_OF_PLAY, INNSMOUTH),
            ev.PowerChanged(faction, INNSMOUTH_POWER, INNSMOUTH)]
