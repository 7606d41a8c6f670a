"""Set-up, faction by faction: where each faction sets up, and the question when it may choose.

Master rulebook, Set Up: each faction places 6 Acolytes and a Controlled Gate in its start Area and
takes its Power. The expansion factions set up later (StartRule.stage: in rounds of ascending stage,
seat order within one, each seeing the units of those set up before it), and some choose where: a
faction with several candidate Areas is asked (kind and act `start_area`); with one it is not.
"""
from __future__ import annotations

from typing import Any

from .phrases import Phrase, area_name
from . import choices as ch
from . import events as ev
from .errors import InvalidOptions
from .prompts import Option, Prompt, handler
from .state import POOL, Phase, State, own_gates, spec_of


def can_start_on(faction: str, layout: str) -> bool:
    """Whether `faction` has somewhere to set up on `layout`: one that starts at a glyph (its own by
    default) needs the map to print it; one whose rule picks among the map's Areas can start anywhere."""
    from .maps import load

    rule = spec_of(faction).start
    if rule.off_map or (rule.areas is not None and rule.glyph is None):
        return True
    return bool(load(layout).start_areas.get(rule.glyph or faction))


NO_CHOSEN_START = "no_chosen_start"  # a map's tag: no faction choosing its own start Area sets up there


def start_areas(state: State, faction: str) -> tuple[str, ...]:
    """The Areas the faction may set up in: its own rule's, or the map's for its start glyph. A
    faction that picks among the map's Areas by its own rule (no start glyph) never picks an Area
    the map tags `no_chosen_start` (the Library at Celaeno's Tome Areas, docs/maps.md)."""
    rule = spec_of(faction).start
    if rule.areas is not None:
        found = tuple(rule.areas(state, faction))
        if rule.glyph is None:
            found = tuple(a for a in found if not state.map.has_tag(a, NO_CHOSEN_START))
        return found
    return state.map.start_areas.get(rule.glyph or faction, ())


def is_set_up(state: State, faction: str) -> bool:
    """A faction has set up once any of its units has left the Pool, or (one that sets up with
    nothing on the map: StartRule.off_map) once its bookkeeping names its start Area, None at first."""
    if "start_area" in state.faction_data.get(faction, {}):
        return True
    table = state.table
    return any(where != POOL and table[u].faction == faction for u, where in state.units.items())


def next_to_set_up(state: State) -> str | None:
    """The faction whose set-up comes now (lowest stage first, then seat order), or None once every
    faction is set up (or the game is past set-up)."""
    if state.phase != Phase.SETUP or state.first_player is not None:
        return None
    waiting = [f for f in sorted(state.order, key=lambda f: spec_of(f).start.stage) if not is_set_up(state, f)]
    return waiting[0] if waiting else None


def set_up_step(state: State) -> Prompt | list[ev.Event] | None:
    """The next faction's set-up: its FactionSetUp when it has one start Area, the `start_area`
    question when it has several; None when nobody is left to set up."""
    faction = next_to_set_up(state)
    if faction is None:
        return None
    if spec_of(faction).start.off_map:
        return [faction_set_up(state, faction, "")]
    areas = start_areas(state, faction)
    if not areas:
        raise InvalidOptions(f"{spec_of(faction).title} has no start Area on layout {state.layout}.")
    if len(areas) == 1:
        return [faction_set_up(state, faction, areas[0])]
    return Prompt("start_area", faction, lambda: [
        Option({"act": "start_area", "area": a}, Phrase("option-start-area", {"area": area_name(a)})) for a in areas])


def faction_set_up(state: State, faction: str, area: str) -> ev.FactionSetUp:
    """6 Acolytes (the first on the Gate), or 6 units of the type its StartRule names (Bubastis' Earth
    Cats), or the units its StartRule's `units` names, and the faction's start Power in `area`; only
    the Power for a faction that sets up with nothing on the map (`area` empty); in an Area it brings
    holding its own Gate (FactionSpec.own_area) no unit takes a Gate (`gate_unit` empty)."""
    spec = spec_of(faction)
    # rulings R3 variant: the first edition starts everyone at 0 Power and opens with Gather Power.
    first_edition = state.options["first_round"] == "first_edition"
    if not area:
        return ev.FactionSetUp(faction, "", (), "", 0 if first_edition else spec.start_power)
    chosen = spec.start.units
    units = tuple(chosen(state, faction)) if chosen is not None else tuple(
        f"{spec.short}.{spec.start.unit}.{n}" for n in range(1, 7))
    gate_unit = "" if own_gates(state).get(area) == faction else units[0]
    return ev.FactionSetUp(faction, area, units, gate_unit, 0 if first_edition else spec.start_power)


@handler("start_area")
def do_start_area(state: State, faction: str, choice: ch.StartAreaChoice) -> list[ev.Event]:
    return [ev.StartAreaChosen(faction, choice["area"]), faction_set_up(state, faction, choice["area"])]
