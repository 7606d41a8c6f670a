"""The Ancients' Actions and Phase abilities: Dematerialization, the two free-Summon requirement
Actions, Festival, Brainless and Extinction, and where they set up (master rulebook, The Ancients;
docs/factions.md, The Ancients)."""
from __future__ import annotations

from typing import Any

from ...engine import events as ev
from ...engine.records import Demand, RequirementContext, UnitLostContext, WindowContext
from ...engine.state import OUT_OF_PLAY, POOL, State, areas_with_units, controlled_gates, units_in
from ...engine.pieces import a_unit_said, representatives
from ...words.describing import Phrase, area_name, faction_name
from ..common import answer, data, demand, done, has_book, map_units, others, summon_areas, use
from ...engine.prompts import Option
from ...engine.content import Hook, UnitSpec
from ...engine.hooks import group_may_enter, registered, unit_may_enter

AN = "ancients"
CHEAPEST, DEAREST = 4, 5  # the two requirement Action slots, card order


def units_of(state: State, area: str, faction: str | None = None) -> list[str]:
    """The Units in an Area, a Building placed there left out: a Building is a component, not a Unit
    (master rulebook, The Ancients, Cathedrals), so it does not go with Dematerialization, keep a
    Reanimated company (Brainless) or make an Area taken at set-up."""
    table = state.table
    return [u for u in units_in(state, area, faction) if table[u].spec.unit]


# -- Dematerialization -----------------------------------------------------------------------

def dematerialization_options(state: State, faction: str, ctx: object) -> list[Option]:
    """Doom Phase, once: any or all of your units in one Area go to one other Area anywhere on the
    map. It is not an Action, so no Action cost (Ice Age) applies. The option names the two Areas
    and moves every unit there; `some` asks which units go, one by one. An Area the units may not
    enter (Cosmic Terror, unless a Great Old One of yours goes with them) is not offered."""
    if data(state, faction, "dematerialized_round") == state.round:
        return []
    areas, opts = state.map.areas, []
    for here in sorted(a for a in areas_with_units(state, faction) if units_of(state, a, faction)):
        several = len(units_of(state, here, faction)) > 1
        for to in areas:
            if to == here or not group_may_enter(state, faction, units_of(state, here, faction), to):
                continue
            opts.append(use("dematerialization", Phrase("option-dematerialization", {"some": "no", "origin": area_name(here),
                                                                                  "to": area_name(to)}),
                            origin=here, to=to))
            if several:
                opts.append(use("dematerialization", Phrase("option-dematerialization", {
                    "some": "yes", "origin": area_name(here), "to": area_name(to)}), origin=here, to=to, some=True))
    return opts


def dematerialization(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    here, to = choice["origin"], choice["to"]
    used = ev.FactionDataSet(faction, "dematerialized_round", state.round)
    if choice.get("some"):
        # The demand keeps the Area the units leave as its `area` and the one they go to as its
        # `origin` (the shape stored games have).
        return [used, demand(faction, "dematerialize_units", faction, area=here, origin=to, kind="dematerialization")]
    return [ev.UnitPlaced(u, here, to, "dematerialization") for u in sorted(units_of(state, here, faction))] + [used]


def take_options(state: State, faction: str, d: Demand) -> list[Option]:
    """Which unit goes next (one of each kind is offered, the one on the Gate apart), or stop: the
    rest stay. Into an Area closed to units on their own (Cosmic Terror), the others go only once a
    Great Old One of yours went there (the demand's `owing`)."""
    left, to = units_of(state, d.required_area(), faction), d.required_origin()
    if registered(state, Hook.MAY_ENTER):
        how = "escorted" if d.owing else "ability"
        left = [u for u in left if unit_may_enter(state, faction, u, to, how)]
    left = representatives(state, left)
    opts = [answer("dematerialize_units", Phrase("option-dematerialize-unit", {"unit": a_unit_said(state, u, say=("gate",)),
                                                                               "to": area_name(to)}),
                   unit=u) for u in left]
    return opts + [answer("dematerialize_units", Phrase("option-dematerialize-rest"), unit=None)]


def take(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    uid = choice.get("unit")
    if uid is None:
        return [done(faction)]
    here = d.required_area()
    moved = ev.UnitPlaced(uid, here, d.required_origin(), "dematerialization")
    if len(units_of(state, here, faction)) <= 1:
        return [moved, done(faction)]
    if registered(state, Hook.MAY_ENTER) and not d.owing and state.table[uid].spec.great_old_one:
        return [moved, ev.FactionDataSet(faction, "demand", d.but(owing=(uid,)).to_dict())]  # the escort
    return [moved]


# -- the two requirement Actions: every enemy Summons a Monster for free ----------------------

def _pooled_monsters(state: State, enemy: str) -> list[tuple[int, str, str]]:
    """(printed cost, unit type, id) of the enemy's Monsters in its Pool (a Terror is no Monster)."""
    table = state.table
    return sorted((table[u].spec.cost, table[u].type, u) for u, w in state.units.items()
                  if w == POOL and table[u].faction == enemy and table[u].spec.monster)


def _summonable(state: State, enemy: str, slot: int) -> dict[str, str]:
    """The cheapest (or most expensive) Monster types by printed cost, each with a pooled id."""
    pooled = _pooled_monsters(state, enemy)
    if not pooled or not summon_areas(state, enemy):
        return {}
    target = pooled[0][0] if slot == CHEAPEST else pooled[-1][0]
    found: dict[str, str] = {}
    for cost, unit_type, uid in pooled:
        if cost == target:
            found.setdefault(unit_type, uid)
    return found


def free_summons(state: State, faction: str, choice: dict[str, Any] | None,
                 ctx: RequirementContext) -> list[ev.Event]:
    """Requirement Actions 5 and 6: each enemy in turn order Summons its cheapest (or most expensive)
    Monster for free at one of its Controlled Gates, or wherever else its own rules let it Summon
    (master rulebook, FAQ, The Ancients: Opener of the Way may use They Break Through); an enemy with
    nowhere to Summon or no Monster gets nothing."""
    if ctx.slot not in (CHEAPEST, DEAREST):
        return []
    queue = tuple(f for f in others(state, faction) if _summonable(state, f, ctx.slot))
    if not queue:
        return []
    return [demand(faction, "free_summon", queue[0], queue=queue, amount=ctx.slot, kind="free_summon")]


def free_summon_options(state: State, faction: str, d: Demand) -> list[Option]:
    """The enemy chooses the Monster type and the place, whenever there is more than one."""
    own = set(controlled_gates(state, d.chooser))
    return [answer("free_summon", Phrase("option-free-summon", {
        "unit": a_unit_said(state, uid), "own": "yes" if area in own else "no", "area": area_name(area)}),
                   unit=uid, area=area)
            for unit_type, uid in sorted(_summonable(state, d.chooser, d.required_amount()).items())
            for area in summon_areas(state, d.chooser)]


def free_summon(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    placed = ev.UnitPlaced(choice["unit"], POOL, choice["area"], "free_summon")
    queue = tuple(d.required_queue())
    rest = queue[queue.index(d.chooser) + 1:]
    if not rest:
        return [done(faction), placed]
    return [placed, ev.FactionDataSet(faction, "demand", d.but(chooser=rest[0]).to_dict())]


# -- Festival --------------------------------------------------------------------------------

def festival(state: State, faction: str, choice: dict[str, Any] | None, ctx: WindowContext) -> list[ev.Event]:
    """Festival: each Un-Man you Summon makes you pick an enemy, who gains 1 Power. The count of
    Un-Men on the map, kept after every Action, shows one was Summoned."""
    count = len(map_units(state, faction, "un_man"))
    seen = data(state, faction, "un_men", 0)
    if count == seen:
        return []
    out: list[ev.Event] = [ev.FactionDataSet(faction, "un_men", count)]
    if count > seen and ctx.actor == faction and has_book(state, faction, "Festival"):
        enemies = others(state, faction)
        if len(enemies) == 1:
            return out + [ev.PowerChanged(enemies[0], count - seen, "festival")]
        out.append(demand(faction, "festival_gift", faction, left=count - seen, kind="festival"))
    return out


def spellbook_summon_cost(state: State, faction: str, unit: UnitSpec, cost: int) -> int:
    """Festival: Un-Men cost 0; Brainless: Reanimated cost 1; Extinction: Yothans cost 3."""
    books = {"un_man": ("Festival", 0), "reanimated": ("Brainless", 1), "yothan": ("Extinction", 3)}
    book = books.get(unit.name)
    return book[1] if book and has_book(state, faction, book[0]) else cost


def gift_options(state: State, faction: str, d: Demand) -> list[Option]:
    return [answer("festival_gift", Phrase("option-festival-gift", {"to": faction_name(f)}), to=f) for f in others(state, faction)]


def gift(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    left = (d.left or 1) - 1
    out: list[ev.Event] = [ev.PowerChanged(choice["to"], 1, "festival")]
    if left:
        return out + [ev.FactionDataSet(faction, "demand", d.but(left=left).to_dict())]
    return [done(faction)] + out


# -- Brainless -------------------------------------------------------------------------------

def _companion(state: State, faction: str, area: str) -> bool:
    return any(state.table[u].type != "reanimated" for u in units_of(state, area, faction))


def ancients_reach(state: State, faction: str, uid: str) -> set[str]:
    """Brainless: a Reanimated Moves only with a non-Reanimated unit of yours in its Area when the
    Move starts (English FAQ; ruleset option brainless_companion "end": where the Move ends)."""
    here = state.units[uid]
    near = set(state.map.adjacency[here])
    if state.table[uid].type != "reanimated" or not has_book(state, faction, "Brainless"):
        return near
    if state.options.get("brainless_companion") == "end":
        return {a for a in near if _companion(state, faction, a)}
    return near if _companion(state, faction, here) else set()


def brainless_capture(state: State, owner: str, captor: str, victim: str, area: str, allowed: bool) -> bool:
    """Brainless: Reanimated alone in an Area do not Capture."""
    if captor != owner or not allowed or not has_book(state, owner, "Brainless"):
        return allowed
    return _companion(state, owner, area)


def brainless_battle(state: State, owner: str, attacker: str, defender: str, area: str, allowed: bool) -> bool:
    """Brainless: Reanimated alone in an Area do not declare Battle."""
    if attacker != owner or not allowed or not has_book(state, owner, "Brainless"):
        return allowed
    return _companion(state, owner, area)


# -- Extinction ------------------------------------------------------------------------------

def extinction(state: State, faction: str, choice: dict[str, Any] | None,
               ctx: UnitLostContext) -> list[ev.Event]:
    """Extinction: a Yothan Killed or Eliminated leaves the game instead of returning to the Pool."""
    e = ctx.event
    if not isinstance(e, (ev.UnitKilled, ev.UnitEliminated)) or not has_book(state, faction, "Extinction"):
        return []
    if state.table[e.unit].type != "yothan" or state.units[e.unit] != POOL:
        return []
    return [ev.UnitPlaced(e.unit, POOL, OUT_OF_PLAY, "extinction")]


# -- set-up ----------------------------------------------------------------------------------

def start_areas(state: State, faction: str) -> tuple[str, ...]:
    """Any Area with no faction glyph (even one of a faction not in play) and, as the others have
    set up before, none of their units, in the map's order: set-up asks the Ancients which."""
    printed = {a for areas in state.map.start_areas.values() for a in areas}
    return tuple(a for a in state.map.areas if a not in printed and not units_of(state, a))


