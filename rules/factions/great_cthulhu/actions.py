"""Great Cthulhu's Actions and out-of-turn abilities: Awaken Cthulhu (Immortal), Dreams, Submerge,
Devolve, Y'ha Nthlei (master rulebook, Great Cthulhu faction card; docs/factions.md)."""
from __future__ import annotations

from typing import Any

from ...engine import events as ev
from ...engine.actions import can_capture
from ...engine.content import UnitKind
from ...engine.hooks import group_may_enter
from ...engine.phases import draw_elder_signs
from ...engine.pieces import a_unit_said, representatives
from ...engine.holdings import card_of_unit
from ...engine.state import OFF_MAP, OUT_OF_PLAY, POOL, State, factions_in, on_map, units_in
from ...engine.records import AwakenedContext, Demand
from ..common import (answer, data, demand, done, eliminate, has_book, in_play, map_units, meet, of_kind,
                      on_the_map, pool_unit, priced, take_from_pool, unit_of, use)
from ...engine.prompts import Option
from ...words.describing import Phrase, area_name, faction_name

GC = "great_cthulhu"
SUBMERGED = OFF_MAP + GC
AWAKEN_SLOT = 5


def start_area(state: State) -> str:
    return state.map.start_areas[GC][0]


def cthulhu(state: State) -> str:
    return unit_of(state, GC, "cthulhu")


# -- Awaken Cthulhu and Immortal -------------------------------------------------------------

def awaken_cost(state: State, unit_type: str = "cthulhu") -> int:
    """Immortal: 10 Power the first time, 4 each later time (rulings R9); Cthulhu in play has Awakened."""
    return 4 if data(state, GC, "cthulhu_awakened") or in_play(state, cthulhu(state)) else 10


def awaken_options(state: State, faction: str, ctx: object) -> list[Option]:
    """How to Awaken Cthulhu: a Gate (any) in the start Area, Cthulhu in the Pool, the Power."""
    area = start_area(state)
    cost = priced(state, faction, "awaken", awaken_cost(state), area)
    if state.units[cthulhu(state)] != "pool" or area not in state.gates or state.power[faction] < cost:
        return []
    return [use("awaken_cthulhu", Phrase("option-awaken-cthulhu", {"area": area_name(area), "cost": cost}))]


def awaken(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    """Cthulhu appears in the start Area; Immortal gives 1 Elder Sign for Awakening a Great Old One
    (for an Independent: `immortal`)."""
    area = start_area(state)
    cost = priced(state, faction, "awaken", awaken_cost(state), area)
    out: list[ev.Event] = [ev.GreatOldOneAwakened(faction, cthulhu(state), area, cost)]
    if not data(state, faction, "cthulhu_awakened"):
        out.append(ev.FactionDataSet(faction, "cthulhu_awakened", True))
    return out + draw_elder_signs(state, faction, 1) + meet(state, faction, AWAKEN_SLOT)


def immortal(state: State, faction: str, choice: None, ctx: AwakenedContext) -> list[ev.Event]:
    """Immortal gives 1 Elder Sign for Awakening any Great Old One, an Independent too (master
    rulebook, FAQ, Independent Great Old Ones); Cthulhu's own Awakening draws it itself (`awaken`).
    A Great Old One of several figures (Nyogtha) gives it once all of them are Awakened."""
    uid = ctx.event.unit
    card = card_of_unit(state, uid)
    if card is None:
        return []  # Cthulhu: drawn in `awaken`
    figures = [u for u in state.units if u.split(".", 1)[0] == card.short
               and state.table[u].spec.great_old_one]
    if any(state.units[u] in (POOL, OUT_OF_PLAY) for u in figures if u != uid):
        return []
    return draw_elder_signs(state, faction, 1)


# -- Dreams ----------------------------------------------------------------------------------

def dreams_cost(state: State, faction: str) -> int:
    cost: int = state.options["dreams_cost"]  # rulings R8
    return cost


def dreams_options(state: State, faction: str, ctx: object) -> list[Option]:
    """Dreams: an Area with an enemy Acolyte, and an Acolyte of yours in the Pool to put there; the
    Power as priced in that Area (FAQ, Windwalker: Dreams in the Ice Age Area costs 3)."""
    if not has_book(state, faction, "Dreams") or state.power[faction] < dreams_cost(state, faction):
        return []
    if pool_unit(state, faction, "acolyte") is None:
        return []  # first-edition FAQ: Dreams cannot be used without an Acolyte to place
    opts = []
    for area in state.map.areas:
        if priced(state, faction, "dreams", dreams_cost(state, faction), area) > state.power[faction]:
            continue
        for enemy in sorted(factions_in(state, area) - {faction}):
            if [u for u in units_in(state, area, enemy) if state.table[u].type == "acolyte"]:
                opts.append(use("dreams", Phrase("option-dreams", {"enemy": faction_name(enemy), "area": area_name(area)}),
                                area=area, enemy=enemy))
    return opts


def dreams(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    return [demand(faction, "dreams_victim", choice["enemy"], area=choice["area"], kind="dreams")]


def dreams_victim_options(state: State, faction: str, d: Demand) -> list[Option]:
    area = d.required_area()
    acolytes = [u for u in units_in(state, area, d.chooser) if state.table[u].type == "acolyte"]
    return [answer("dreams_victim", Phrase("option-dreams-victim", {
        "unit": a_unit_said(state, u, say=('gate',)), "area": area_name(area)}), unit=u) for u in representatives(state, acolytes)]


def dreams_victim(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    """The enemy Eliminates the Acolyte he chose; one of yours takes its place."""
    mine = take_from_pool(state, faction, "acolyte")
    doom = state.options.get("two_player_replaced_acolyte_doom", True)
    return [done(faction)] + eliminate(state, choice["unit"], "dreams", doom) + [
        ev.UnitPlaced(mine, "pool", d.required_area(), "dreams")]


# -- Submerge --------------------------------------------------------------------------------

def submerge_options(state: State, faction: str, ctx: object) -> list[Option]:
    """Submerge (1 Power): Cthulhu in an ocean Area leaves the map with any of your units there."""
    where = state.units[cthulhu(state)]
    if not has_book(state, faction, "Submerge") or state.power[faction] < 1:
        return []
    if not on_the_map(state, cthulhu(state)) or not state.map.is_ocean(where):
        return []
    return [use("submerge", Phrase("option-submerge", {"area": area_name(where)}))]


def submerge(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    area = state.units[cthulhu(state)]
    return [ev.UnitPlaced(cthulhu(state), area, SUBMERGED, "submerge"),
            demand(faction, "submerge_with", faction, area=area, kind="submerge")]


def submerge_with_options(state: State, faction: str, d: Demand) -> list[Option]:
    here = [u for u in units_in(state, d.required_area(), faction)]
    return [answer("submerge_with", Phrase("option-submerge-with", {"unit": a_unit_said(state, u)}), unit=u)
            for u in representatives(state, here)] + [answer("submerge_with", Phrase("option-submerge-with-none"), unit=None)]


def submerge_with(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    if choice["unit"] is None:
        return [done(faction)]
    return [ev.UnitPlaced(choice["unit"], d.required_area(), SUBMERGED, "submerge")]


def emerge_options(state: State, faction: str, ctx: object) -> list[Option]:
    """A 0-cost Action: Cthulhu and the units that Submerged with him appear in any one Area (1 more
    in the Ice Age Area: FAQ, Windwalker). Coming back onto the map is entering an Area: Cthulhu
    comes with them, so he escorts them into the Cacodemon's (Cosmic Terror)."""
    if state.units[cthulhu(state)] != SUBMERGED:
        return []
    down = [u for u, w in state.units.items() if w == SUBMERGED]
    costs = {a: priced(state, faction, "emerge", 0, a) for a in state.map.areas
             if group_may_enter(state, faction, down, a)}
    return [use("emerge", Phrase("option-emerge", {"area": area_name(a), "cost": cost}), area=a)
            for a, cost in costs.items() if cost <= state.power[faction]]


def emerge(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    down = sorted(u for u, w in state.units.items() if w == SUBMERGED)
    return [ev.UnitPlaced(u, SUBMERGED, choice["area"], "emerge") for u in down]


# -- Devolve ---------------------------------------------------------------------------------

def threatened(state: State, faction: str, ctx: object) -> bool:
    """Standing-answer condition: an enemy could Capture one of your Cultists now."""
    areas = {state.units[u] for u in of_kind(state, on_map(state, faction), UnitKind.CULTIST)}
    return any(can_capture(state, enemy, faction, a) for a in areas for enemy in factions_in(state, a) - {faction})


def devolve_options(state: State, faction: str, ctx: object) -> list[Option]:
    """Devolve: after any player's Action, replace an Acolyte on the map with a Deep One from the Pool."""
    if not has_book(state, faction, "Devolve") or pool_unit(state, faction, "deep_one") is None:
        return []
    return [use("devolve", Phrase("option-devolve", {"unit": a_unit_said(state, u), "area": area_name(state.units[u])}),
                unit=u)
            for u in representatives(state, map_units(state, faction, "acolyte"))]


def devolve(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    """A replacement, not a loss (Two-Player Rules example 4: no Doom)."""
    area = state.units[choice["unit"]]
    return [ev.UnitPlaced(choice["unit"], area, "pool", "devolve"),
            ev.UnitPlaced(take_from_pool(state, faction, "deep_one"), "pool", area, "devolve")]


# -- Y'ha Nthlei -----------------------------------------------------------------------------

def yha_nthlei(state: State, faction: str) -> int:
    """Gather Power: with Cthulhu in play, 1 Power per enemy-Controlled Gate in an ocean Area."""
    if not has_book(state, faction, "Y'ha Nthlei") or not in_play(state, cthulhu(state)):
        return 0
    table = state.table
    return sum(1 for area, uid in state.gates.items()
               if uid is not None and table[uid].faction != faction and state.map.is_ocean(area))
