"""Cathedrals and the three Spellbooks that read them: Worship Services, Consecration and Unholy
Ground (master rulebook, The Ancients, Cathedrals, and FAQ; docs/factions.md, The Ancients)."""
from __future__ import annotations

from typing import Any, Callable

from ...engine import events as ev
from ...engine.hooks import action_cost
from ...engine.phases import draw_elder_signs
from ...engine.pieces import a_unit_said, loss_doom
from ...words.describing import Phrase, area_name
from ...engine.records import Demand, WindowContext
from ...engine.state import State, battle_of, gate_controller, units_in
from ..common import answer, battling, data, demand, done, foe, has_book, unit_gates, use
from .events import CathedralBuilt, CathedralRemoved, cathedrals
from .ruleset import WORSHIP_AT_YOG_SOTHOTH
from ...engine.prompts import Option

CATHEDRALS = 4  # the four Cathedrals in the box
CLASSES = ("vertical_slashes", "chevron", "circular", None)  # Yellow Sign's three glyphs, and none of them
NEVER_ELIMINATED = ("azathoth", "the_watcher")  # FAQ, The Ancients: Unholy Ground does not touch them


def glyph_class(state: State, area: str) -> str | None:
    """Which of the four classes an Area belongs to: one of the Desecration glyphs, or none."""
    glyph = state.map.glyph_of(area)
    return glyph if glyph in CLASSES else None


def cathedral_cost(state: State, faction: str, area: str) -> int:
    """1 Power, or 3 when another Cathedral stands in an adjacent Area (ruleset option
    cathedral_cost: a flat 4); other factions' cost changes that price any Action in an Area (Ice
    Age) apply, but not those of Creating a Gate (Umr at-Tawil): a Cathedral is no Gate."""
    if state.options.get("cathedral_cost") == "four":
        base = 4
    else:
        near = set(cathedrals(state, faction)) & set(state.map.adjacent(area))
        base = 3 if near else 1
    return action_cost(state, faction, "build_cathedral", area, base)


def _class_taken(state: State, faction: str, area: str) -> bool:
    """One Cathedral per glyph class (ruleset option cathedral_limit: among Areas with a Gate only)."""
    counted = cathedrals(state, faction)
    if state.options.get("cathedral_limit") == "gate_areas":
        if area not in state.gates:
            return False
        counted = tuple(a for a in counted if a in state.gates)
    return glyph_class(state, area) in {glyph_class(state, a) for a in counted}


def build_options(state: State, faction: str, ctx: object) -> list[Option]:
    """Create Gate, building a Cathedral instead: a Cultist of yours in the Area, no Cathedral there
    yet, a Gate allowed; at most one per glyph class."""
    built = cathedrals(state, faction)
    if len(built) >= CATHEDRALS:
        return []
    table, opts = state.table, []
    areas = sorted({w for u, w in state.units.items() if w in state.map.adjacency
                    and table[u].faction == faction and table[u].spec.cultist})
    for area in areas:
        if area in built or _class_taken(state, faction, area):
            continue
        cost = cathedral_cost(state, faction, area)
        if cost <= state.power[faction]:
            opts.append(use("build_cathedral", Phrase("option-build-cathedral", {"area": area_name(area), "cost": cost}), area=area))
    return opts


def build(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    area = choice["area"]
    return [CathedralBuilt(faction, area, cathedral_cost(state, faction, area))]


def requirement_holds(glyph: str | None) -> Callable[[State, str], bool]:
    """Requirements 1-4: a Cathedral stands in an Area of this glyph class."""
    def holds(state: State, faction: str) -> bool:
        return any(glyph_class(state, a) == glyph for a in cathedrals(state, faction))
    return holds


# -- Worship Services ------------------------------------------------------------------------

def worship_services(state: State, owner: str, faction: str) -> int:
    """Gather Power: each Cathedral in an Area with an enemy-Controlled Gate gives you 1 Power and
    that Gate's controller 1 Power, gathered with the rest of the Power, before the Minimum Power
    Rule (master rulebook, Gather Power Phase)."""
    if not has_book(state, owner, "Worship Services"):
        return 0
    paid = 0
    for area in cathedrals(state, owner):
        controller = _worshipping(state, owner, area)
        if controller is not None and faction in (owner, controller):
            paid += 1
    return paid


def _worshipping(state: State, owner: str, area: str) -> str | None:
    """The enemy whose Controlled Gate in `area` a Cathedral there serves: the Gate's controller, or
    else an enemy whose unit there is itself a Gate (Yog-Sothoth: The Key and the Gate; ruleset
    option worship_services_yog_sothoth, rulings R20)."""
    controller = gate_controller(state, area) if area in state.gates else None
    if controller is not None and controller != owner:
        return controller
    if not state.options.get(WORSHIP_AT_YOG_SOTHOTH.name, WORSHIP_AT_YOG_SOTHOTH.default):
        return None
    return next((f for f in state.order if f != owner and area in unit_gates(state, f)), None)


# -- Consecration ----------------------------------------------------------------------------

def consecration(state: State, faction: str, choice: dict[str, Any] | None,
                 ctx: WindowContext) -> list[ev.Event]:
    """A Ritual of Annihilation of yours: 1 extra Elder Sign with 1-3 Cathedrals on the map, 2 with
    all four."""
    if ctx.ritual_by != faction or not has_book(state, faction, "Consecration"):
        return []
    count = len(cathedrals(state, faction))
    return draw_elder_signs(state, faction, 2 if count >= CATHEDRALS else 1) if count else []


# -- Unholy Ground ---------------------------------------------------------------------------

def _great_old_ones(state: State, enemy: str, area: str) -> list[str]:
    table = state.table
    return [u for u in units_in(state, area, enemy)
            if table[u].spec.great_old_one and table[u].type not in NEVER_ELIMINATED]


def unholy_ground_options(state: State, faction: str, ctx: WindowContext) -> list[Option]:
    """Post-Battle, with a Cathedral in the Battle's Area: remove a Cathedral from anywhere, and the
    enemy Eliminates one of its Great Old Ones in the Battle, whatever the dice showed. Several
    Cathedrals may go for several Great Old Ones (FAQ)."""
    if not battling(state, faction) or not has_book(state, faction, "Unholy Ground"):
        return []
    area = battle_of(state).area
    if area not in cathedrals(state, faction) or not _great_old_ones(state, foe(state, faction), area):
        return []
    return [use("unholy_ground", Phrase("option-unholy-ground", {"area": area_name(where)}), area=where)
            for where in cathedrals(state, faction)]


def unholy_ground(state: State, faction: str, choice: dict[str, Any], ctx: WindowContext) -> list[ev.Event]:
    enemy, area = foe(state, faction), battle_of(state).area
    out: list[ev.Event] = [CathedralRemoved(faction, choice["area"], "unholy_ground")]
    goos = _great_old_ones(state, enemy, area)
    if len(goos) == 1:
        return out + _eliminated(state, goos[0])
    return out + [demand(faction, "unholy_ground_victim", enemy, area=area, kind="unholy_ground")]


def _eliminated(state: State, uid: str) -> list[ev.Event]:
    """An Elimination, so Eternal cannot stop it (FAQ); two-player Doom as for any Elimination."""
    return [ev.UnitEliminated(uid, state.units[uid], "unholy_ground")] + loss_doom(state, uid)


def victim_options(state: State, faction: str, d: Demand) -> list[Option]:
    """The Great Old Ones' owner chooses which of them is Eliminated."""
    return [answer("unholy_ground_victim", Phrase("option-unholy-ground-victim", {"unit": a_unit_said(state, u)}), unit=u)
            for u in _great_old_ones(state, d.chooser, d.required_area())]


def victim(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    return [done(faction)] + _eliminated(state, choice["unit"])


