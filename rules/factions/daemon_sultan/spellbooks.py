"""Daemon Sultan's Spellbooks and Chaos Gates (master rulebook, Daemon Sultan, Spellbooks and Chaos
Gates; docs/factions.md, Daemon Sultan). Every Spellbook is an Action costing 1 Power that turns
face-down when used (`faction_data["spent_books"]`) until every one turns face-up in the next Doom
Phase."""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from ...engine import events as ev
from ...engine.phases import elder_signs_each
from ...engine.pieces import a_unit, a_unit_said
from ...engine.prompts import Option
from ...engine.records import Demand, WindowContext
from ...engine.state import POOL, State, factions_in, spec_of, units_in
from ..common import (
    answer,
    data,
    demand,
    done,
    has_book,
    others,
    pool_unit,
    unit_of,
    use,
)
from ...words.describing import Phrase, area_name, faction_name, unit_name
from ..wording import spellbook_name
from .actions import ANTITHESIS, THESIS, is_unit, option
from .events import (
    ChaosGateMoved,
    ChaosGatePlaced,
    ChaosGateTurned,
    TraitorSeated,
    chaos_gates,
)
from .ruleset import CHAOS_GATE_CULTIST, CHAOS_GATE_TURNS

CONSUMMATION, TRAITORS, CHAOS_GATE = "Consummation", "Traitors!", "Chaos Gate"
ANIMATE, UNDIRECTED, FIENDISH = "Animate Matter", "Undirected Energy", "Fiendish Growth"
CHAOS_GATES = 3  # master rulebook, Daemon Sultan, Components


def spent(state: State, faction: str) -> tuple[str, ...]:
    return tuple(data(state, faction, "spent_books", ()) or ())


def ready(state: State, faction: str, book: str) -> bool:
    """The faction has the Spellbook, face-up."""
    return has_book(state, faction, book) and book not in spent(state, faction)


def spend(state: State, faction: str, book: str) -> ev.FactionDataSet:
    return ev.FactionDataSet(faction, "spent_books", tuple(sorted({*spent(state, faction), book})))


def face_up(state: State, faction: str, choice: None, ctx: WindowContext) -> list[ev.Event]:
    """In every Doom Phase all of its Spellbooks turn face-up again."""
    return [ev.FactionDataSet(faction, "spent_books", ())] if spent(state, faction) else []


# -- Chaos Gates -------------------------------------------------------------------------------

def closed_to(state: State, owner: str, faction: str) -> tuple[str, ...]:
    """Only a Daemon Sultan Cultist may Control a Chaos Gate."""
    return () if faction == owner else chaos_gates(state, owner)


def turn_abandoned(state: State, faction: str) -> list[ev.Event]:
    return [ChaosGateTurned(faction, a, "abandoned") for a in chaos_gates(state, faction)
            if a in state.gates and state.gates[a] is None]


def abandoned_at_doom(state: State, faction: str, choice: None, ctx: WindowContext) -> list[ev.Event]:
    """An Abandoned Chaos Gate becomes a normal Gate in the Doom Phase (ruleset option
    chaos_gate_turns_normal "gather_power": once Power is gathered)."""
    return turn_abandoned(state, faction) if option(state, CHAOS_GATE_TURNS) == "doom_phase" else []


def abandoned_at_gather(state: State, faction: str, choice: None, ctx: WindowContext) -> list[ev.Event]:
    return turn_abandoned(state, faction) if option(state, CHAOS_GATE_TURNS) == "gather_power" else []


def gone_gates(state: State, faction: str) -> list[ev.Event]:
    """A Chaos Gate no longer among the Gates (destroyed by another ability) leaves the bookkeeping."""
    return [ChaosGateTurned(faction, a, "gone from its Area") for a in chaos_gates(state, faction)
            if a not in state.gates]


def _free_cultist(state: State, faction: str, area: str) -> str | None:
    table, holding = state.table, set(state.gates.values())
    free = [u for u in sorted(units_in(state, area, faction)) if table[u].spec.cultist and u not in holding]
    return free[0] if free else None


def chaos_gate_options(state: State, faction: str, ctx: object) -> list[Option]:
    """A Chaos Gate into an Area with no Gate (ruleset option chaos_gate_needs_cultist: where a
    Cultist of yours stands, who takes it); only 3 exist."""
    if not ready(state, faction, CHAOS_GATE) or len(chaos_gates(state, faction)) >= CHAOS_GATES:
        return []
    needs = option(state, CHAOS_GATE_CULTIST)
    opts = []
    for area in sorted(state.map.areas):
        if area in state.gates:
            continue
        if _free_cultist(state, faction, area) is not None:
            opts.append(use("chaos_gate", Phrase("option-chaos-gate", {"area": area_name(area)}), area=area))
        elif not needs:
            opts.append(use("chaos_gate", Phrase("option-chaos-gate-abandoned", {"area": area_name(area)}),
                            area=area))
    return opts


def chaos_gate(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    area = choice["area"]
    return [spend(state, faction, CHAOS_GATE), ChaosGatePlaced(faction, area, _free_cultist(state, faction, area)
                                                               or "")]


def _held_chaos(state: State, faction: str) -> list[str]:
    return [a for a in chaos_gates(state, faction) if state.gates.get(a) is not None]


def _start_areas_of_others(state: State, faction: str) -> set[str]:
    found: set[str] = set()
    for f in others(state, faction):
        mine = data(state, f, "start_area")
        rule = spec_of(f).start
        found |= {mine} if mine else set(state.map.start_areas.get(rule.glyph or f, ()))
    return found


def animate_options(state: State, faction: str, ctx: object) -> list[Option]:
    """A Controlled Chaos Gate and its Cultist to an adjacent Area that is no other player's start
    Area; a Gate there is destroyed."""
    if not ready(state, faction, ANIMATE):
        return []
    barred = _start_areas_of_others(state, faction)
    opts = []
    for origin in _held_chaos(state, faction):
        for to in sorted(state.map.adjacency[origin]):
            if to not in barred:
                label = Phrase("option-animate-matter", {"origin": area_name(origin), "to": area_name(to)})
                opts.append(use("animate_matter", label, origin=origin, to=to))
    return opts


def animate(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    origin, to = choice["origin"], choice["to"]
    unit = state.gates[origin] or ""
    return [spend(state, faction, ANIMATE), ChaosGateMoved(faction, origin, to, unit)] if unit else []


def traitors_options(state: State, faction: str, ctx: object) -> list[Option]:
    """One of your Controlled Chaos Gates becomes a normal Gate held by a Cultist from another
    player's Pool, your choice of player and Cultist."""
    if not ready(state, faction, TRAITORS):
        return []
    opts = []
    for area in _held_chaos(state, faction):
        for f in others(state, faction):
            for uid in _pool_cultists(state, f):
                named = unit_name(uid)  # the Cultist's type as a_unit says it, without the article
                named = replace(named, english={**named.english, "": a_unit(state, uid).split(' ', 1)[-1]})
                opts.append(use("traitors", Phrase("option-traitors", {
                    "owner": faction_name(f), "unit": named, "area": area_name(area)}), area=area, unit=uid))
    return opts


def _pool_cultists(state: State, faction: str) -> list[str]:
    """One of each type of the faction's Cultists waiting in its Pool."""
    table, seen, found = state.table, set(), []
    for uid, where in sorted(state.units.items()):
        info = table[uid]
        if where == POOL and info.faction == faction and info.spec.cultist and info.type not in seen:
            seen.add(info.type)
            found.append(uid)
    return found


def traitors(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    area, traitor = choice["area"], choice["unit"]
    mine = state.gates[area]
    if mine is None:
        return []
    out: list[ev.Event] = [spend(state, faction, TRAITORS), ChaosGateTurned(faction, area, "traitors"),
                           TraitorSeated(faction, area, traitor, mine)]
    if not [u for u in units_in(state, area, faction) if u != mine and is_unit(state, u)]:
        out += elder_signs_each(state, [faction])
    return out


def undirected_options(state: State, faction: str, ctx: object) -> list[Option]:
    """With Avatar Thesis in play: 1 Power for each faction with Units in his Area."""
    thesis = unit_of(state, faction, THESIS)
    if not ready(state, faction, UNDIRECTED) or state.units[thesis] not in state.map.adjacency:
        return []
    gain = len(factions_in(state, state.units[thesis]))
    return [use("undirected_energy", Phrase("option-undirected-energy", {"gain": gain}))]


def undirected(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    area = state.units[unit_of(state, faction, THESIS)]
    return [spend(state, faction, UNDIRECTED), ev.PowerChanged(faction, len(factions_in(state, area)),
                                                               "undirected_energy")]


def _growth_types(state: State, faction: str) -> list[str]:
    table = state.table
    return sorted({table[u].type for u, w in state.units.items() if w == POOL and table[u].faction == faction
                   and (table[u].spec.monster or table[u].type == "acolyte")})


def fiendish_options(state: State, faction: str, ctx: object) -> list[Option]:
    """With Avatar Antithesis in play: free from your Pool into his Area, one Monster or Acolyte for
    each faction with Units there."""
    antithesis = unit_of(state, faction, ANTITHESIS)
    if not ready(state, faction, FIENDISH) or state.units[antithesis] not in state.map.adjacency:
        return []
    if not _growth_types(state, faction):
        return []
    count = len(factions_in(state, state.units[antithesis]))
    return [use("fiendish_growth", Phrase("option-fiendish-growth", {"count": count}))]


def fiendish(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    area = state.units[unit_of(state, faction, ANTITHESIS)]
    count = len(factions_in(state, area))
    return [spend(state, faction, FIENDISH), demand(faction, "fiendish_growth_place", faction, area=area, left=count)]


def growth_options(state: State, faction: str, d: Demand) -> list[Option]:
    opts = [answer("fiendish_growth_place", Phrase("option-fiendish-growth-place", {
                "unit": a_unit_said(state, uid), "area": area_name(d.required_area())}), unit_type=t)
            for t in _growth_types(state, faction) if (uid := pool_unit(state, faction, t)) is not None]
    return opts or [answer("fiendish_growth_place", Phrase("option-fiendish-growth-none"), unit_type=None)]


def growth(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    t = choice["unit_type"]
    uid = pool_unit(state, faction, t) if t else None
    out: list[ev.Event] = [ev.UnitPlaced(uid, POOL, d.required_area(), "fiendish_growth")] if uid else []
    left = d.required_left() - 1
    table = state.table
    more = any(w == POOL and u != uid and table[u].faction == faction
               and (table[u].spec.monster or table[u].type == "acolyte") for u, w in state.units.items())
    if left <= 0 or uid is None or not more:
        return [done(faction)] + out
    return out + [ev.FactionDataSet(faction, "demand", d.but(left=left).to_dict())]


def consummation_options(state: State, faction: str, ctx: object) -> list[Option]:
    """Turn this Spellbook face-down to turn another of your face-down Spellbooks face-up."""
    if not ready(state, faction, CONSUMMATION):
        return []
    return [use("consummation", Phrase("option-consummation", {"spellbook": spellbook_name(book)}), spellbook=book)
            for book in spent(state, faction) if book != CONSUMMATION]


def consummation(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    left = tuple(sorted({*spent(state, faction), CONSUMMATION} - {choice["spellbook"]}))
    return [ev.FactionDataSet(faction, "spent_books", left)]

