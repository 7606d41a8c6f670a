"""The Library at Celaeno's own rules (master rulebook, Library at Celaeno Map; docs/maps.md).

The data file (`rules/engine/data/library-map.json`) holds the floors: Stairwells in the printed
adjacency (every purpose), Archways as Move-only links (no Pain, no Retreat), the four Tome Areas
tagged `tome` and `no_chosen_start` (Opener of the Way and the Ancients never set up there;
rules/engine/start.py). This module adds what the data cannot say:

- Spontaneous Gate Creation: as the first Doom Phase begins, each Tome Area without a Gate gets an
  Abandoned Gate; never again (EN: "This Gate Creation happens only once").
"""
from __future__ import annotations

from ..engine import events as ev
from ..engine.content import EffectAbility, Hook
from ..engine.records import WindowContext
from ..engine.registry import register_map_abilities
from ..engine.state import State

MAP = "library_at_celaeno"
TOME = "tome"  # the Areas' tag: a Special Collection room with its Tome slot
SPONTANEOUS_GATE = "spontaneous_gate_creation"


def tome_areas(state: State) -> tuple[str, ...]:
    """The four Tome Areas (all on the Upper Floor, on both of its sides), in map order."""
    return tuple(a for a in state.map.areas if state.map.has_tag(a, TOME))


def spontaneous_gates(state: State, owner: str, choice: object, ctx: WindowContext) -> list[ev.Event]:
    """At the start of the first Doom Phase, a Gate in each Tome Area that has none; in later Doom
    Phases nothing happens, even where one is missing."""
    if state.round != 1:
        return []
    return [ev.GateAppeared(area, SPONTANEOUS_GATE) for area in tome_areas(state) if area not in state.gates]


ABILITIES = (
    EffectAbility(SPONTANEOUS_GATE, Hook.DOOM_PHASE_START, apply=spontaneous_gates),
)

register_map_abilities(MAP, ABILITIES)
