"""The Tcho-Tcho's Actions and Phase abilities: set-up, Unspeakable Oath for their High Priests,
Sycophancy, Awaken Ubbo-Sathla and his Growth, the Spellbook requirements, Hierophants, Idolatry,
Soulless and Tablets of the Gods (master rulebook, Tcho-Tcho faction chapter and FAQ;
docs/factions.md, Tcho-Tcho)."""
from __future__ import annotations

from typing import Any

from ...engine import events as ev
from ...engine.content import HIGH_PRIEST
from ...engine.hooks import action_cost, group_may_enter, unit_may_enter
from ...engine.phases import draw_elder_signs
from ...engine.pieces import a_unit_said, representatives
from ...engine.prompts import Option
from ...engine.records import Demand, RitualTurnContext, UnitLostContext, WindowContext
from ...engine.state import (POOL, State, areas_with_units, captured_by, controlled_gates, on_map, spec_of,
                             units_in)
from ..common import (answer, priced, data, demand, done, has_book, in_play, meet, oath_events, oath_open, of_type,
                      others, pool_unit, unit_of, use)
from ...words.describing import Phrase, area_name, faction_name
from .events import GateDestroyed
from .ruleset import GROWTH_ROLL
from .tribes import inerrant
from .units import PRIEST, TT, grown, own_priests_on_map, priests_on_map, rolled_growth

ENEMY_RITUAL, EARN_SIGN, THREE_SIGNS, START_GATE, GOO_KILLED, AWAKEN = range(6)  # card order
AWAKEN_COST = 6
ENEMY_DOOM = 15
AWAKENED = "ubbo_awakened"


def ubbo(state: State, faction: str) -> str:
    return unit_of(state, faction, "ubbo_sathla")


# -- set-up ----------------------------------------------------------------------------------

def start_areas(state: State, faction: str) -> tuple[str, ...]:
    """Any Area printed with a faction's start glyph (even one of a faction not in play) that no
    unit occupies, as the others set up before (master rulebook, Tcho-Tcho, Set-up): set-up asks
    which. A Windwalker pole taken here leaves Windwalker the other one."""
    printed = {a for areas in state.map.start_areas.values() for a in areas}
    return tuple(a for a in state.map.areas if a in printed and not units_in(state, a))


def start_units(state: State, faction: str) -> tuple[str, ...]:
    """Six Acolytes; with the High Priests module, five and a High Priest (still three High Priests
    in all: master rulebook, Tcho-Tcho, with the High Priests module)."""
    count = 5 if HIGH_PRIEST in state.loyalty else 6
    acolytes = tuple(f"tt.acolyte.{n}" for n in range(1, count + 1))
    return acolytes + (("tt.high_priest.1",) if count == 5 else ())


def start_area(state: State, faction: str) -> str | None:
    found: str | None = data(state, faction, "start_area")
    return found


# -- Unspeakable Oath ------------------------------------------------------------------------

def oath_options(state: State, faction: str, ctx: object) -> list[Option]:
    """At any time (after any player's Action, in Gather Power, in the Doom Phase): sacrifice one of
    your High Priests on the map, back to the Pool, for 2 Power."""
    if not oath_open(state):
        return []
    return [use("tcho_unspeakable_oath", Phrase("option-tcho-unspeakable-oath", {"area": area_name(state.units[u])}),
                unit=u)
            for u in representatives(state, own_priests_on_map(state, faction))]


def oath(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    return oath_events(state, faction, choice["unit"])


# -- Sycophancy, the enemy-Ritual requirement, Tablets of the Gods -----------------------------

def on_ritual(state: State, faction: str, choice: None, ctx: WindowContext) -> list[ev.Event]:
    """An enemy's Ritual meets the first requirement and asks it Sycophancy's question (once the
    Ritual's window closes); your own Ritual with Tablets of the Gods earns its Elder Signs."""
    performer = ctx.ritual_by
    if performer is None:
        return []
    if performer == faction:
        return tablets(state, faction) + inerrant(state, faction)
    return meet(state, faction, ENEMY_RITUAL) + sycophancy_asked(state, faction, performer, "sycophancy")


def sycophancy_asked(state: State, faction: str, performer: str, ability: str) -> list[ev.Event]:
    """Sycophancy's question to the enemy performing a Ritual, for `faction`'s `ability` (the
    Tcho-Tcho's own, or Sleeper's borrowed with Ancient Sorcery: FAQ, Tcho-Tcho)."""
    if performer == faction or data(state, faction, "demand") is not None:
        return []
    return [demand(faction, ability, performer, after_window=True, kind="sycophancy")]


def sycophancy_options(state: State, faction: str, d: Demand) -> list[Option]:
    """The enemy chooses: `faction` gains 1 Doom, or it gains 1 Doom less from its Ritual (while
    it has Doom to give back)."""
    out = [answer(d.ability, Phrase("option-sycophancy-doom", {"faction": faction_name(faction)}), pay="doom_given")]
    if state.doom[d.chooser] > 0:
        out.insert(0, answer(d.ability, Phrase("option-sycophancy-less"), pay="doom_less"))
    return out


def sycophancy(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    if choice["pay"] == "doom_less":
        return [done(faction), ev.DoomGained(d.chooser, -1, "sycophancy")]
    return [done(faction), ev.DoomGained(faction, 1, "sycophancy")]


def tablets(state: State, faction: str) -> list[ev.Event]:
    """Tablets of the Gods: one more Elder Sign per Gate where a High Priest of yours stands, then
    every High Priest of yours on the map is Eliminated, those that earned nothing too (they may be
    sacrificed for Power before the Ritual: FAQ, Tcho-Tcho)."""
    if not has_book(state, faction, "Tablets of the Gods"):
        return []
    priests = priests_on_map(state, faction)
    count = len({state.units[u] for u in priests} & set(state.gates))
    out = draw_elder_signs(state, faction, count)
    return out + [ev.UnitEliminated(u, state.units[u], "tablets_of_the_gods") for u in priests]


def enemy_doom(state: State, faction: str) -> bool:
    return any(state.doom[f] >= ENEMY_DOOM for f in others(state, faction))


def earned_sign(state: State, faction: str) -> bool:
    return bool(state.elder_signs[faction])


def three_signs(state: State, faction: str) -> bool:
    return len(state.elder_signs[faction]) >= 3


def goo_killed(state: State, faction: str, choice: None, ctx: UnitLostContext) -> list[ev.Event]:
    """Requirement: any Great Old One is Killed in a Battle (anyone's)."""
    e = ctx.event
    if not isinstance(e, ev.UnitKilled) or state.battle is None or not state.table[e.unit].spec.great_old_one:
        return []
    return meet(state, faction, GOO_KILLED)


# -- destroy the Gate in the start Area (requirement Action) ----------------------------------

def destroy_options(state: State, faction: str, ctx: None) -> list[Option]:
    """As your Action, remove your own Controlled Gate from your start Area (its Cultist stays).
    Yog-Sothoth is never the Tcho-Tcho's Gate (FAQ, Tcho-Tcho)."""
    area = start_area(state, faction)
    slots = {s for s, _ in state.spellbooks[faction]} | {s for f, s in state.met if f == faction}
    if area is None or START_GATE in slots or area not in controlled_gates(state, faction):
        return []
    return [use("destroy_start_gate", Phrase("option-destroy-start-gate", {"area": area_name(area)}), area=area)]


def destroy(state: State, faction: str, choice: dict[str, Any], ctx: None) -> list[ev.Event]:
    return [GateDestroyed(faction, choice["area"])] + meet(state, faction, START_GATE)


# -- Awaken Ubbo-Sathla ----------------------------------------------------------------------

def _awaken_options(state: State, faction: str, cost_of: Any, ability: str) -> list[Option]:
    if state.units[ubbo(state, faction)] != POOL:
        return []
    opts = []
    for gate in sorted(controlled_gates(state, faction)):
        cost = cost_of(gate)
        if cost > state.power[faction]:
            continue
        for priest in representatives(state, priests_on_map(state, faction)):
            opts.append(use(ability, Phrase("option-awaken-ubbo-sathla", {
                "area": area_name(gate), "priest_area": area_name(state.units[priest]), "cost": cost}),
                unit=priest, area=gate))
    return opts


def awaken_options(state: State, faction: str, ctx: None) -> list[Option]:
    """Action Phase: 6 Power, a High Priest of yours in play and a Gate you Control (not
    necessarily in the same Area)."""
    return _awaken_options(state, faction, lambda a: action_cost(state, faction, "awaken", a, AWAKEN_COST),
                           "awaken_ubbo_sathla")


def awaken_in_doom_options(state: State, faction: str, ctx: RitualTurnContext) -> list[Option]:
    """Doom Phase, on your Ritual turn, before or after your Ritual: the same for 0 Power."""
    return _awaken_options(state, faction, lambda a: 0, "awaken_ubbo_sathla_in_doom_phase")


def awaken(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    return _awakened(state, faction, choice, action_cost(state, faction, "awaken", choice["area"], AWAKEN_COST))


def awaken_in_doom(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    return _awakened(state, faction, choice, 0)


def _awakened(state: State, faction: str, choice: dict[str, Any], cost: int) -> list[ev.Event]:
    """The High Priest is Eliminated as the price (no two-player Doom: a unit given up to pay, not
    lost) and Ubbo-Sathla appears at the Gate."""
    priest = choice["unit"]
    out: list[ev.Event] = [ev.UnitEliminated(priest, state.units[priest], "awaken_ubbo_sathla"),
                           ev.GreatOldOneAwakened(faction, ubbo(state, faction), choice["area"], cost)]
    if not data(state, faction, AWAKENED):
        out.append(ev.FactionDataSet(faction, AWAKENED, True))
    return out + meet(state, faction, AWAKEN)


def growth_roll(state: State, faction: str, choice: None, ctx: WindowContext) -> list[ev.Event]:
    """Growth: in every Doom Phase after Ubbo-Sathla's first Awakening, roll the Growth die and move
    the marker on (ruleset option ubbo_growth "while_in_play": only with him in play)."""
    if not data(state, faction, AWAKENED):
        return []
    if state.options.get(GROWTH_ROLL.name) == "while_in_play" and not in_play(state, ubbo(state, faction)):
        return []
    return rolled_growth(state, faction)


# -- Hierophants -----------------------------------------------------------------------------

def _priest_places(state: State, faction: str) -> list[str]:
    """At one of your Gates; with none, where you have units; with no unit, anywhere (FAQ)."""
    return (sorted(controlled_gates(state, faction)) or sorted(areas_with_units(state, faction))
            or list(state.map.areas))


def hierophants(state: State, faction: str, choice: None, ctx: WindowContext) -> list[ev.Event]:
    """Hierophants: each faction Spellbook you earn, this one too, puts a High Priest of your Pool
    at one of your Gates; with none in the Pool, Ubbo-Sathla's Growth goes up 1. A neutral or
    Independent's Spellbook does not count (FAQ, Tcho-Tcho)."""
    if not has_book(state, faction, "Hierophants") or not state.spellbooks[faction]:
        return []
    if state.spellbooks[faction][-1][1] not in spec_of(faction).spellbooks:
        return []
    priest = pool_unit(state, faction, PRIEST)
    if priest is None:
        return [grown(state, faction, 1)]
    gift = state.spellbooks[faction][-1][1] == "Hierophants"
    places = _priest_places(state, faction)
    if len(places) == 1:
        return [ev.UnitPlaced(priest, POOL, places[0], "hierophants")] + (gift_asked(state, faction) if gift else [])
    asked: list[ev.Event] = [demand(faction, "hierophants_priest", faction, kind="hierophants")]
    return asked + ([ev.FactionDataSet(faction, GIFT_DUE, True)] if gift else [])


def priest_place_options(state: State, faction: str, d: Demand) -> list[Option]:
    return [answer("hierophants_priest", Phrase("option-hierophants-priest", {"area": area_name(a)}), area=a)
            for a in _priest_places(state, faction)]


def priest_placed(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    priest = pool_unit(state, faction, PRIEST)
    out: list[ev.Event] = [done(faction)]
    if priest is not None:
        out.append(ev.UnitPlaced(priest, POOL, choice["area"], "hierophants"))
    if data(state, faction, GIFT_DUE):
        out += [ev.FactionDataSet(faction, GIFT_DUE, None)] + gift_asked(state, faction)
    return out


# With the High Priests module, Hierophants taken gives every other faction its High Priest too, once
# (the card read aloud; the repeated reading of the podcast's commentary is not taken: rulings).
GIFT_DUE = "hierophants_gift_due"


def _pooled_priest(state: State, faction: str) -> str | None:
    table = state.table
    return next((u for u, w in sorted(state.units.items())
                 if w == POOL and table[u].faction == faction and table[u].type == PRIEST), None)


def gift_asked(state: State, faction: str) -> list[ev.Event]:
    """Each other faction with its High Priest in its Pool and a Gate it Controls places it there."""
    if HIGH_PRIEST not in state.loyalty:  # the game is played without the High Priests module
        return []
    queue = tuple(f for f in others(state, faction) if _pooled_priest(state, f) and controlled_gates(state, f))
    return [demand(faction, "hierophants_gift", queue[0], queue=queue, kind="hierophants_gift")] if queue else []


def gift_options(state: State, faction: str, d: Demand) -> list[Option]:
    return [answer("hierophants_gift", Phrase("option-hierophants-gift", {"area": area_name(a)}), area=a)
            for a in sorted(controlled_gates(state, d.chooser))]


def gift(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    priest = _pooled_priest(state, d.chooser)
    placed: list[ev.Event] = [ev.UnitPlaced(priest, POOL, choice["area"], "hierophants")] if priest else []
    queue = tuple(d.required_queue())
    rest = queue[queue.index(d.chooser) + 1:]
    if not rest:
        return [ev.FactionDataSet(faction, "demand", None)] + placed
    return placed + [ev.FactionDataSet(faction, "demand", d.but(chooser=rest[0]).to_dict())]


# -- Idolatry --------------------------------------------------------------------------------

IDOLATRY_COST = 1


def _idol_units(state: State, faction: str, area: str) -> list[str]:
    near = state.map.adjacency[area]
    return sorted(u for u in on_map(state, faction) if state.units[u] in near)


def idolatry_options(state: State, faction: str, ctx: None) -> list[Option]:
    """Idolatry (1 Power): an Area with a faction's start glyph (of a faction in play or not); any or
    all of your units in the Areas next to it Move into it (`some`: asked unit by unit)."""
    if not has_book(state, faction, "Idolatry"):
        return []
    printed = {a for areas in state.map.start_areas.values() for a in areas}
    opts = []
    for area in sorted(printed):
        units = _idol_units(state, faction, area)
        if units and group_may_enter(state, faction, units, area) and priced(
                state, faction, "idolatry", IDOLATRY_COST, area) <= state.power[faction]:
            opts.append(use("idolatry", Phrase("option-idolatry-all", {"area": area_name(area)}), area=area))
            if len(units) > 1:
                opts.append(use("idolatry", Phrase("option-idolatry-some", {"area": area_name(area)}), area=area,
                                some=True))
    return opts


def idolatry(state: State, faction: str, choice: dict[str, Any], ctx: None) -> list[ev.Event]:
    area = choice["area"]
    if choice.get("some"):
        return [demand(faction, "idolatry_unit", faction, area=area, kind="idolatry")]
    return [ev.UnitPlaced(u, state.units[u], area, "idolatry") for u in _idol_units(state, faction, area)]


def idol_unit_options(state: State, faction: str, d: Demand) -> list[Option]:
    """Which unit comes next (one of each kind per Area), or the rest stay."""
    area = d.required_area()
    left = [u for u in _idol_units(state, faction, area) if unit_may_enter(state, faction, u, area, "ability")]
    opts = [answer("idolatry_unit", Phrase("option-idolatry-unit", {
                "unit": a_unit_said(state, u), "origin": area_name(state.units[u]), "area": area_name(area)}), unit=u)
            for u in representatives(state, left)]
    return opts + [answer("idolatry_unit", Phrase("option-idolatry-rest"), unit=None)]


def idol_unit(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    uid = choice.get("unit")
    if uid is None:
        return [done(faction)]
    area = d.required_area()
    moved = ev.UnitPlaced(uid, state.units[uid], area, "idolatry")
    return [moved] if len(_idol_units(state, faction, area)) > 1 else [moved, done(faction)]


# -- Soulless --------------------------------------------------------------------------------

def soulless(state: State, owner: str, faction: str) -> int:
    """Soulless: an enemy holding your Captured Cultists gets no Power for them at Gather Power
    (the 1 Power each counted with the rest is taken back)."""
    if faction == owner or not has_book(state, owner, "Soulless"):
        return 0
    table = state.table
    return -sum(1 for u in captured_by(state, faction) if table[u].faction == owner)
