"""The Library at Celaeno's own rules (master rulebook, Library at Celaeno Map; docs/maps.md).

The data file (`rules/engine/data/library-map.json`) holds the floors: Stairwells in the printed
adjacency (every purpose), Archways as Move-only links (no Pain, no Retreat), the four Tome Areas
tagged `tome` and `no_chosen_start` (Opener of the Way and the Ancients never set up there;
rules/engine/start.py). This module adds what the data cannot say:

- Spontaneous Gate Creation: as the first Doom Phase begins, each Tome Area without a Gate gets an
  Abandoned Gate; never again (EN: "This Gate Creation happens only once").
- Silence Tokens: as each Doom Phase begins every faction takes one (never holding more than one;
  Bubastis takes two and may hold two), kept in its bookkeeping (`silence_tokens`); all are
  discarded as the Gather Power Phase comes (here: once Power is gathered, before any could be
  spent again).
- The Custodian: an Action of 0 Power for a Silence Token: put the Custodian in any Area (or leave
  it where it stands), roll the Agony die (faces 1, 2, 2, 3, 3, 4: rulings L7), +1 if it did not
  move; that many units in its Area go to the Oubliette, the activating faction choosing one at a
  time from which faction each comes (its own included) and that faction which of its units; all of
  them when there are no more than the roll. Where it stands, no Abandoned Gate may be Controlled
  and a Gate Created stays Abandoned (a Controlled Gate stays Controlled). It is no unit: it cannot
  be Battled and nothing else touches it. Its Area is kept in `map_data["custodian"]`.
"""
from __future__ import annotations

from typing import Any

from ..engine import events as ev
from ..engine.content import DemandAbility, EffectAbility, Hook, TurnAbility
from ..engine.pieces import a_unit, representatives
from ..engine.prompts import Option
from ..engine.records import Demand, WindowContext
from ..engine.registry import register_map_abilities, register_map_closed_gates
from ..engine.rng import roll_dice
from ..engine.state import State, spec_of, units_in
from ..words.describing import Context, Phrase, area_name, describes, describes_datum, faction_name, faction_title

MAP = "library_at_celaeno"
TOME = "tome"  # the Areas' tag: a Special Collection room with its Tome slot
SPONTANEOUS_GATE = "spontaneous_gate_creation"
SILENCE = "silence_tokens"  # a faction's bookkeeping: the Silence Tokens it holds
SILENCE_TAKEN, SILENCE_DISCARDED = "silence_tokens_taken", "silence_tokens_discarded"
# "A player controlling the Bubastis Faction takes 2 Silence Tokens ... and may have up to 2."
SILENCE_HELD = {"bubastis": 2}
CUSTODIAN = "custodian"  # map_data key: the Area the Custodian stands in (absent: off the map)
ACTIVATE_CUSTODIAN = "activate_custodian"
CUSTODIAN_VICTIM, CUSTODIAN_UNIT = "custodian_victim", "custodian_unit"
OUBLIETTE = "Oubliette (Sea)"
AGONY_FACES = (1, 2, 2, 3, 3, 4)  # rulings L7


def tome_areas(state: State) -> tuple[str, ...]:
    """The four Tome Areas (all on the Upper Floor, on both of its sides), in map order."""
    return tuple(a for a in state.map.areas if state.map.has_tag(a, TOME))


def spontaneous_gates(state: State, owner: str, choice: object, ctx: WindowContext) -> list[ev.Event]:
    """At the start of the first Doom Phase, a Gate in each Tome Area that has none; in later Doom
    Phases nothing happens, even where one is missing."""
    if state.round != 1:
        return []
    return [ev.GateAppeared(area, SPONTANEOUS_GATE) for area in tome_areas(state) if area not in state.gates]


# -- Silence Tokens --------------------------------------------------------------------------

def silence_tokens(state: State, faction: str) -> int:
    held: int = state.faction_data[faction].get(SILENCE, 0)
    return held


def take_silence(state: State, owner: str, choice: object, ctx: WindowContext) -> list[ev.Event]:
    """As each Doom Phase begins: one token each (two for Bubastis), never past what one may hold."""
    return [ev.FactionDataSet(f, SILENCE, most) for f in state.order
            if silence_tokens(state, f) < (most := SILENCE_HELD.get(f, 1))]


def discard_silence(state: State, owner: str, choice: object, ctx: WindowContext) -> list[ev.Event]:
    """As the Gather Power Phase comes, every token is discarded."""
    return [ev.FactionDataSet(f, SILENCE, None) for f in state.order if silence_tokens(state, f)]


def spend_silence(state: State, faction: str) -> ev.Event:
    left = silence_tokens(state, faction) - 1
    return ev.FactionDataSet(faction, SILENCE, left or None)


# -- The Custodian ---------------------------------------------------------------------------

def custodian_area(state: State) -> str | None:
    where: str | None = state.map_data.get(CUSTODIAN)
    return where


def custodian_options(state: State, faction: str, ctx: object) -> list[Option]:
    if silence_tokens(state, faction) < 1:
        return []
    now = custodian_area(state)
    return [Option({"act": "ability", "ability": ACTIVATE_CUSTODIAN, "area": area},
                   f"Spend a Silence Token: the Custodian stays in {area} (Agony +1)" if area == now
                   else f"Spend a Silence Token: the Custodian to {area}")
            for area in state.map.areas]


def activate_custodian(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    area = choice["area"]
    stayed = custodian_area(state) == area
    face = AGONY_FACES[roll_dice(state, 1)[0] - 1]
    agony = face + (1 if stayed else 0)
    out: list[ev.Event] = [spend_silence(state, faction), ev.MapDataSet(faction, CUSTODIAN, area),
                           ev.DiceRolled(faction, (face,), "agony")]
    if area == OUBLIETTE:
        return out  # its units are in the Oubliette already
    present = sorted(units_in(state, area))
    if len(present) <= agony:
        return out + [ev.UnitPlaced(u, area, OUBLIETTE, CUSTODIAN) for u in present]
    return out + _next_victim(state, faction, area, agony, ())


def _factions_in(state: State, area: str, gone: tuple[str, ...]) -> list[str]:
    table = state.table
    return [f for f in state.order if any(table[u].faction == f for u in units_in(state, area) if u not in gone)]


def _next_victim(state: State, faction: str, area: str, left: int, gone: tuple[str, ...]) -> list[ev.Event]:
    """Ask the activating faction whose unit goes next; with one faction left there, ask it which."""
    factions = _factions_in(state, area, gone)
    if left <= 0 or not factions:
        return [ev.FactionDataSet(faction, "demand", None)]
    if len(factions) == 1:
        return _ask_unit(state, faction, factions[0], area, left, gone)
    return [ev.FactionDataSet(faction, "demand", {"ability": CUSTODIAN_VICTIM, "chooser": faction, "area": area,
                                                  "left": left, "owing": list(gone), "kind": CUSTODIAN_VICTIM})]


def _ask_unit(state: State, faction: str, victim: str, area: str, left: int, gone: tuple[str, ...]) -> list[ev.Event]:
    """The victim chooses which of its units goes; with all of them alike, it goes at once."""
    mine = [u for u in sorted(units_in(state, area, victim)) if u not in gone]
    kinds = representatives(state, mine)
    if len(kinds) == 1:
        return _sent(state, faction, area, left, gone, kinds[0])
    return [ev.FactionDataSet(faction, "demand", {"ability": CUSTODIAN_UNIT, "chooser": victim, "area": area,
                                                  "left": left, "owing": list(gone), "kind": CUSTODIAN_UNIT})]


def _sent(state: State, faction: str, area: str, left: int, gone: tuple[str, ...], unit: str) -> list[ev.Event]:
    moved = ev.UnitPlaced(unit, area, OUBLIETTE, CUSTODIAN)
    return [moved] + _next_victim(state, faction, area, left - 1, (*gone, unit))


def victim_options(state: State, faction: str, d: Demand) -> list[Option]:
    area, gone = d.required_area(), tuple(d.owing or ())
    return [Option({"act": "answer", "ability": CUSTODIAN_VICTIM, "faction": f},
                   f"The Custodian takes a unit of {'yours' if f == faction else faction_title(f)} "
                   f"from {area} to the Oubliette ({d.required_left()} to go)")
            for f in _factions_in(state, area, gone)]


def victim_chosen(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    return _ask_unit(state, faction, choice["faction"], d.required_area(), d.required_left(), tuple(d.owing or ()))


def unit_options(state: State, faction: str, d: Demand) -> list[Option]:
    area, gone = d.required_area(), tuple(d.owing or ())
    mine = [u for u in sorted(units_in(state, area, d.chooser)) if u not in gone]
    return [Option({"act": "answer", "ability": CUSTODIAN_UNIT, "unit": u},
                   f"The Custodian sends {a_unit(state, u)} from {area} to the Oubliette")
            for u in representatives(state, mine)]


def unit_chosen(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    return _sent(state, faction, d.required_area(), d.required_left(), tuple(d.owing or ()), choice["unit"])


def closed_gates(state: State) -> set[str]:
    """No Abandoned Gate may be Controlled where the Custodian stands."""
    where = custodian_area(state)
    return {where} if where is not None else set()


ABILITIES = (
    EffectAbility(SPONTANEOUS_GATE, Hook.DOOM_PHASE_START, apply=spontaneous_gates),
    EffectAbility(SILENCE_TAKEN, Hook.DOOM_PHASE_START, apply=take_silence),
    EffectAbility(SILENCE_DISCARDED, Hook.GATHER_POWER_PHASE, apply=discard_silence),
    TurnAbility(ACTIVATE_CUSTODIAN, Hook.ACTION, custodian_options, activate_custodian, cost=0,
                fields={"area": "area"}),
    DemandAbility(CUSTODIAN_VICTIM, Hook.DEMAND, victim_options, victim_chosen, fields={"faction": "faction"}),
    DemandAbility(CUSTODIAN_UNIT, Hook.DEMAND, unit_options, unit_chosen, fields={"unit": "unit"}),
)

register_map_abilities(MAP, ABILITIES)
register_map_closed_gates(MAP, closed_gates)


# -- sentences -------------------------------------------------------------------------------

@describes_datum(SILENCE)
def _silence(e: Context) -> Phrase:
    return Phrase("log-silence-tokens", {"faction": faction_name(e["faction"]), "count": e["value"] or 0})


@describes("MapDataSet")
def _map_data(e: Context) -> Phrase:
    if e["key"] == CUSTODIAN:
        return Phrase("log-custodian-placed", {"faction": faction_name(e["faction"]), "area": area_name(e["value"])})
    return Phrase("log-map-data", {"key": str(e["key"]), "value": str(e["value"])})
