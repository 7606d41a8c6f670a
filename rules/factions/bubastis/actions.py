"""Bubastis' Actions and standing rules: the Moon, Lunacy, Awaken Bastet, Requires Attention, Catabolism,
Catnapping, Ailurophobia, Power in Gather Power and the six requirements (master rulebook, Bubastis;
docs/factions.md, Bubastis)."""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from ...engine import events as ev
from ...engine.content import HIGH_PRIEST, RulesetOption
from ...engine.hooks import action_cost
from ...engine.phases import draw_elder_signs, ritual_cost_of
from ...engine.prompts import Option
from ...engine.records import RequirementContext, UnitLostContext, UnitMovedContext, WindowContext
from ...engine.start import is_set_up, start_areas
from ...engine.state import POOL, State, doom_phase_of, factions_in, gate_controller, in_pool, units_in
from ..common import data, has_book, in_play, meet, others, unit_gates, unit_of, use
from ...words.describing import Phrase, area_name, faction_name, unit_name
from .ruleset import ATTENTION_TRIGGER, CATABOLISM_AREAS
from .units import BASTET, CATS, EARTH, MARS, MOON, SATURN, URANUS, cat_cost, table_power

PAY_TWO, NO_EARTH_CATS_ON_THE_MOON, CATS_AT_ENEMY_STARTS, LOSE_MARS_OR_SATURN, LOSE_URANUS, AWAKEN_BASTET = range(6)
AWAKEN_COST = 6
ATTENTION_DOOM = 4


def option(state: State, opt: RulesetOption) -> object:
    return state.options.get(opt.name, opt.default)


def start_on_the_moon(state: State, faction: str) -> tuple[str, ...]:
    """StartRule.areas: Bubastis sets up on the Moon, its own Area (no start Area on the map)."""
    return (MOON,)


# -- the Moon and Lunacy ---------------------------------------------------------------------

def moon_entry(state: State, owner: str, faction: str, uid: str, area: str, how: str) -> bool:
    """Other factions' units never Move or Retreat onto the Moon; abilities may still put them there
    (master rulebook, FAQ, Bubastis: Avatar and Submerge may, the Move Action and its copies may not)."""
    return area != MOON or faction == owner or how not in ("move", "retreat")


def lunacy(state: State, owner: str, captor: str, victim: str, area: str, allowed: bool) -> bool:
    """Earth Cats count as Acolytes for abilities that affect Cultists, but are never Captured."""
    return False if victim == owner else allowed


def gather_power(state: State, faction: str) -> int:
    """1 Power in every Gather Power instead of a High Priest (High Priests module), and the rulebook
    table's extra Power for Cats from Saturn and Uranus (ruleset option bubastis_cat_values)."""
    return (1 if HIGH_PRIEST in state.loyalty else 0) + table_power(state, faction)


# -- Awaken Bastet ---------------------------------------------------------------------------

def _all_cats_in_play(state: State, faction: str) -> bool:
    table = state.table
    kinds = {table[u].type for u in in_play_units(state, faction)}
    return set(CATS) <= kinds


def in_play_units(state: State, faction: str) -> list[str]:
    table = state.table
    return [u for u in table if table[u].faction == faction and in_play(state, u)]


def awaken_bastet_options(state: State, faction: str, ctx: object) -> list[Option]:
    """All four kinds of Cat in play, 6 Power, any Area without enemy units (no Gate needed)."""
    if state.units[unit_of(state, faction, BASTET)] != POOL or not _all_cats_in_play(state, faction):
        return []
    opts = []
    for area in state.map.areas:
        if factions_in(state, area) - {faction}:
            continue
        cost = action_cost(state, faction, "awaken", area, AWAKEN_COST)
        if cost <= state.power[faction]:
            opts.append(use("awaken_bastet", Phrase("option-awaken-bastet", {"area": area_name(area), "cost": cost}), area=area))
    return opts


def awaken_bastet(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    area = choice["area"]
    return [ev.GreatOldOneAwakened(faction, unit_of(state, faction, BASTET), area,
                                   action_cost(state, faction, "awaken", area, AWAKEN_COST))] + meet(
        state, faction, AWAKEN_BASTET)


def bastet_area(state: State, faction: str) -> str | None:
    where = state.units[unit_of(state, faction, BASTET)]
    return where if where in state.map.adjacency else None


# -- Requires Attention ----------------------------------------------------------------------

def _attention_here(state: State, faction: str, area: str) -> bool:
    table = state.table
    enemies = [u for u in units_in(state, area) if table[u].faction not in (None, faction)]
    if option(state, ATTENTION_TRIGGER) == "enemy_unit":
        return bool(enemies)
    return any(table[u].spec.cultist for u in enemies)


def attention_elder_signs(state: State, faction: str, area: str) -> int:
    """1 Elder Sign if an enemy Controls a Gate there (Yog-Sothoth is one), 2 if an enemy Great Old One
    is there; both add up, and a second enemy Gate adds nothing (master rulebook, FAQ, Bubastis)."""
    controller = gate_controller(state, area)
    enemy_gate = controller not in (None, faction) or any(area in unit_gates(state, f) for f in others(state, faction))
    table = state.table
    enemy_goo = any(table[u].spec.great_old_one and table[u].faction not in (None, faction)
                    for u in units_in(state, area))
    return (1 if enemy_gate else 0) + (2 if enemy_goo else 0)


def attention_options(state: State, faction: str, ctx: object) -> list[Option]:
    area = bastet_area(state, faction)
    if area is None or doom_phase_of(state).ritual_done or not _attention_here(state, faction, area):
        return []
    cost = ritual_cost_of(state, faction)
    if state.power[faction] < cost:
        return []
    return [use("requires_attention", Phrase("option-requires-attention", {
        "area": area_name(area), "doom": ATTENTION_DOOM, "cost": cost}))]


def attention(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    area = bastet_area(state, faction)
    assert area is not None
    out: list[ev.Event] = [ev.RitualPerformed(faction, ritual_cost_of(state, faction), ATTENTION_DOOM)]
    return out + draw_elder_signs(state, faction, attention_elder_signs(state, faction, area))


# -- Catabolism ------------------------------------------------------------------------------

def _catabolism_areas(state: State, faction: str) -> list[str]:
    table = state.table
    any_unit = option(state, CATABOLISM_AREAS) == "any_unit"
    return sorted(a for a, here in state.by_area().items()
                  if any(table[u].faction == faction and (any_unit or table[u].type == EARTH) for u in here))


def catabolism_options(state: State, faction: str, ctx: object) -> list[Option]:
    """Recruit a Cat from Mars, Saturn or Uranus as if it were a Cultist, for its cost."""
    if not has_book(state, faction, "Catabolism"):
        return []
    opts = []
    for kind in (MARS, SATURN, URANUS):
        waiting = in_pool(state, faction, kind)
        if not waiting:
            continue
        spec = state.table[waiting[0]].spec
        cat = unit_name(waiting[0])  # by its type's title, as the label has always said it
        cat = replace(cat, english={**cat.english, "": spec.label})
        base = cat_cost(state, faction, spec, spec.cost)
        for area in _catabolism_areas(state, faction):
            cost = action_cost(state, faction, "recruit", area, base)
            if cost <= state.power[faction]:
                opts.append(use("catabolism", Phrase("option-catabolism", {
                    "unit": cat, "area": area_name(area), "cost": cost}), unit_type=kind, area=area))
    return opts


def catabolism(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    uid = sorted(in_pool(state, faction, choice["unit_type"]))[0]
    spec = state.table[uid].spec
    cost = action_cost(state, faction, "recruit", choice["area"], cat_cost(state, faction, spec, spec.cost))
    return [ev.PowerChanged(faction, -cost, "catabolism"), ev.UnitPlaced(uid, POOL, choice["area"], "catabolism")]


# -- Catnapping ------------------------------------------------------------------------------

def _catnap_targets(state: State, faction: str) -> tuple[str | None, list[str]]:
    area = bastet_area(state, faction)
    if area is None or area == MOON:
        return area, []
    return area, sorted(factions_in(state, area) - {faction})


def catnapping_options(state: State, faction: str, ctx: object) -> list[Option]:
    """Action (1 Power): one enemy, or every enemy, with units in Bastet's Area sends them all to the Moon."""
    if not has_book(state, faction, "Catnapping"):
        return []
    area, enemies = _catnap_targets(state, faction)
    if not enemies:
        return []
    opts = [use("catnapping", Phrase("option-catnapping", {"enemy": faction_name(e), "area": area_name(area)}),
                enemy=e) for e in enemies]
    if len(enemies) > 1:
        opts.append(use("catnapping", Phrase("option-catnapping-all", {"area": area_name(area)}), enemy=None))
    return opts


def catnapping(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    area, enemies = _catnap_targets(state, faction)
    assert area is not None
    chosen = enemies if choice.get("enemy") is None else [choice["enemy"]]
    table = state.table
    return [ev.UnitPlaced(u, area, MOON, "catnapping") for u in sorted(units_in(state, area))
            if table[u].faction in chosen]


def catnapping_income(state: State, owner: str, choice: None, ctx: UnitMovedContext) -> list[ev.Event]:
    """An enemy unit leaving the Moon pays Bubastis what its Move cost."""
    e = ctx.event
    if e.origin != MOON or e.faction == owner or not e.cost or not has_book(state, owner, "Catnapping"):
        return []
    return [ev.PowerChanged(owner, e.cost, "catnapping")]


# -- Ailurophobia ----------------------------------------------------------------------------

def ailurophobia(state: State, faction: str, choice: None, ctx: WindowContext) -> list[ev.Event]:
    """1 Doom for each kind of Cat that shares an Area other than the Moon with enemy units."""
    if not has_book(state, faction, "Ailurophobia"):
        return []
    table = state.table
    kinds = {table[u].type for a, here in state.by_area().items() if a != MOON and factions_in(state, a) - {faction}
             for u in here if table[u].faction == faction and table[u].type in CATS}
    return [ev.DoomGained(faction, len(kinds), "ailurophobia")] if kinds else []


# -- requirements ----------------------------------------------------------------------------

def no_earth_cats_on_the_moon(state: State, faction: str) -> bool:
    table = state.table
    return is_set_up(state, faction) and not any(table[u].type == EARTH for u in units_in(state, MOON, faction))


def enemy_start_areas(state: State, enemy: str) -> tuple[str, ...]:
    """Where an enemy started: the Area it chose at set-up, else its one start Area (none known: ())."""
    chosen = data(state, enemy, "start_area")
    if chosen:
        return (chosen,)
    found = start_areas(state, enemy)
    return found if len(found) == 1 else ()


def cats_at_enemy_starts(state: State, faction: str) -> bool:
    table = state.table
    for enemy in others(state, faction):
        areas = enemy_start_areas(state, enemy)
        if not any(table[u].type in CATS for a in areas for u in units_in(state, a, faction)):
            return False
    return bool(others(state, faction))


def requirement_power(state: State, faction: str, choice: None, ctx: RequirementContext) -> list[ev.Event]:
    """A Cat in every enemy's start Area: gain 1 Power per enemy faction as the requirement is met."""
    if ctx.slot != CATS_AT_ENEMY_STARTS:
        return []
    return [ev.PowerChanged(faction, len(others(state, faction)), "bubastis_requirement")]


def cat_lost(state: State, faction: str, choice: None, ctx: UnitLostContext) -> list[ev.Event]:
    """Losing a Cat from Mars or Saturn, or a Cat from Uranus (Killed or Eliminated)."""
    e = ctx.event
    if isinstance(e, ev.CultistCaptured):
        return []
    kind = state.table[e.unit].type
    if kind in (MARS, SATURN):
        return meet(state, faction, LOSE_MARS_OR_SATURN)
    if kind == URANUS:
        return meet(state, faction, LOSE_URANUS)
    return []
