"""The abilities of the eight Unique High Priests (German rulebook, Einzigartige Hohepriester, DE
2805-2884, the cards' texts; master rulebook, Unique High Priests, EN 3604-3617; FAQ EN 5681-5693).

Each acts only while its figure stands on the map, the holder's Unique High Priest (unique_recruit
says how it gets there). Their choices are window abilities (after any player's Action,
Pre-Battle, Post-Battle), mandatory effects (a declared Battle, the Post-Battle moments) and one
COST ability (Lavinia Whateley).
"""
from __future__ import annotations

from itertools import combinations_with_replacement
from typing import Any, Callable

from ..engine import events as ev
from ..engine.content import UnitSpec
from ..engine.evolve import evolver
from ..engine.holdings import card_of_unit
from ..engine.pieces import loss_doom, representatives
from ..engine.prompts import Option
from ..engine.records import WindowContext
from ..engine.registry import card
from ..engine.state import (POOL, State, battle_of, controlled_gates, great_old_ones_in_play, in_pool,
                            on_gate, on_map, owner_of, units_in)
from ..factions.common import take_from_pool
from ..words.neutral import commas
from ..words.describing import Phrase, area_name, faction_name, unit_name
from ..engine.pieces import a_unit_said
from .common import figure_area, use
from .unique_recruit import figure, unique_in_play

ASENATH, CRAWFORD, ERMENGARDE, HERBERT = "asenath_waite", "crawford_tillinghast", "ermengarde_stubbs", "herbert_west"
JOSEPH, KEZIAH, LAVINIA, PITPIPO = "joseph_curwen", "keziah_mason", "lavinia_whateley", "pitpipo"
THING, ULTRAVIOLET, FARM_GIRL, SERUM = "the_thing_from_beyond", "the_ultraviolet", "a_simple_farm_girl", "reanimation_serum"
SPHERES, HEROINE, BRIDE, PIT = "beyond_the_spheres", "daemon_heroine", "the_bride", "pit_of_despair"
GATE_SUPPLY = 24  # master rulebook, Components
MOST = 3  # what Asenath's replacement and Crawford's units may cost, and West's Acolytes


def _figure(name: str) -> str:
    """The id of the Unique High Priest `name` (its card's one figure)."""
    return figure(card(name))


def _own_pool_units(state: State, faction: str, fits: Callable[[UnitSpec], bool]) -> list[str]:
    """The faction's own units waiting in its Pool (no card's figure) for which `fits(spec)` holds,
    the lowest id of each type."""
    table, found = state.table, dict[str, str]()
    for uid in sorted(u for u, where in state.units.items() if where == POOL):
        info = table[uid]
        if info.faction == faction and card_of_unit(state, uid) is None and fits(info.spec):
            found.setdefault(info.spec.name, uid)
    return sorted(found.values())


# -- Asenath Waite: The Thing from Beyond ------------------------------------------------------

def thing_options(state: State, faction: str, ctx: WindowContext) -> list[Option]:
    """After any player's Action: an enemy Monster or Cultist on the map, and a unit of yours
    costing 3 or less from your Pool to stand in its place (FAQ EN 5691: from the Pool)."""
    if unique_in_play(state, faction, ASENATH) is None:
        return []
    table = state.table
    enemies = [u for units in state.by_area().values() for u in units
               if table[u].faction not in (None, faction) and (table[u].spec.monster or table[u].spec.cultist)]
    mine = _own_pool_units(state, faction, lambda spec: bool(spec.unit) and spec.cost <= MOST)
    return [use(THING, Phrase("option-the-thing-from-beyond", {
                "owner": faction_name(owner_of(state, u)), "unit": unit_name(u), "area": area_name(state.units[u]),
                "mine": unit_name(m)}), unit=u, unit_type=table[m].spec.name)
            for u in representatives(state, enemies) for m in mine]


def thing(state: State, faction: str, choice: dict[str, Any], ctx: WindowContext) -> list[ev.Event]:
    """The enemy unit goes back to its owner's Pool: a replacement, not a loss (as Devolve's);
    a Gate it held is Abandoned."""
    target, area = choice["unit"], state.units[choice["unit"]]
    mine = take_from_pool(state, faction, choice["unit_type"])
    asenath = _figure(ASENATH)
    return [ev.UnitPlaced(target, area, POOL, THING), ev.UnitPlaced(mine, POOL, area, THING),
            ev.UnitEliminated(asenath, state.units[asenath], THING)]


# -- Crawford Tillinghast: The Ultraviolet -----------------------------------------------------

def _bands(state: State, faction: str) -> list[tuple[str, ...]]:
    """Every group of the faction's Monsters and Cultists waiting in its Pool worth 3 Power or
    less in all (one or more units; the lowest ids of each type)."""
    pooled: dict[str, list[str]] = {}
    for uid in sorted(u for u, where in state.units.items() if where == POOL):
        info = state.table[uid]
        if info.faction == faction and card_of_unit(state, uid) is None and (info.spec.monster or info.spec.cultist):
            pooled.setdefault(info.spec.name, []).append(uid)
    out: set[tuple[str, ...]] = set()
    for size in range(1, MOST + 1):
        for kinds in combinations_with_replacement(sorted(pooled), size):
            if sum(state.table[pooled[k][0]].spec.cost for k in kinds) <= MOST and \
                    all(kinds.count(k) <= len(pooled[k]) for k in kinds):
                out.add(tuple(pooled[k][i] for k in sorted(set(kinds)) for i in range(kinds.count(k))))
    return sorted(out)


def ultraviolet_options(state: State, faction: str, ctx: WindowContext) -> list[Option]:
    """Pre-Battle of a Battle the holder fights, wherever Crawford stands."""
    b = battle_of(state)
    if faction not in b.sides() or unique_in_play(state, faction, CRAWFORD) is None:
        return []
    return [use(ULTRAVIOLET, Phrase("option-the-ultraviolet", {"units": commas([a_unit_said(state, u) for u in band])}),
                units=list(band)) for band in _bands(state, faction)]


def ultraviolet(state: State, faction: str, choice: dict[str, Any], ctx: WindowContext) -> list[ev.Event]:
    """The units fight with the others (they are in the Area when the dice are rolled) and are
    Eliminated once the Battle is over (`ultraviolet_gone`)."""
    area, crawford = battle_of(state).area, _figure(CRAWFORD)
    band = tuple(choice["units"])  # as faction data reads back from its JSON
    return ([ev.UnitEliminated(crawford, state.units[crawford], ULTRAVIOLET)]
            + [ev.UnitPlaced(u, POOL, area, ULTRAVIOLET) for u in band]
            + [ev.FactionDataSet(faction, ULTRAVIOLET, band)])


def ultraviolet_gone(state: State, faction: str, choice: None, ctx: WindowContext) -> list[ev.Event]:
    """After the Battle (its end is an Action's end, however it ends): the units it brought that
    are still on the map are Eliminated."""
    band = state.faction_data[faction].get(ULTRAVIOLET)
    if not band or state.battle is not None:
        return []
    out: list[ev.Event] = [ev.UnitEliminated(u, state.units[u], ULTRAVIOLET) for u in band
                           if figure_area(state, u) is not None]
    return out + [ev.FactionDataSet(faction, ULTRAVIOLET, None)]


# -- Ermengarde Stubbs: A Simple Farm Girl -----------------------------------------------------

def farm_girl(state: State, faction: str, choice: None, ctx: WindowContext) -> list[ev.Event]:
    """Whoever declares a Battle in her Area (her holder too) loses 1 Doom at once (none below 0)."""
    b = battle_of(state)
    if unique_in_play(state, faction, ERMENGARDE) != b.area or state.doom[b.attacker] <= 0:
        return []
    return [ev.DoomGained(b.attacker, -1, FARM_GIRL)]


# -- Herbert West: Reanimation Serum -----------------------------------------------------------

def serum_options(state: State, faction: str, ctx: WindowContext) -> list[Option]:
    area = unique_in_play(state, faction, HERBERT)
    if area is None:
        return []
    waiting = len(in_pool(state, faction, "acolyte"))
    return [use(SERUM, Phrase("option-reanimation-serum", {"count": n, "area": area_name(area)}), count=n)
            for n in range(1, min(MOST, waiting) + 1)]


def serum(state: State, faction: str, choice: dict[str, Any], ctx: WindowContext) -> list[ev.Event]:
    west = _figure(HERBERT)
    area = state.units[west]
    acolytes = sorted(in_pool(state, faction, "acolyte"), key=lambda u: int(u.rsplit(".", 1)[1]))
    return [ev.UnitEliminated(west, area, SERUM)] + [
        ev.UnitPlaced(u, POOL, area, SERUM) for u in acolytes[:choice["count"]]]


# -- Joseph Curwen: Beyond the Spheres ---------------------------------------------------------

@ev.faction_event("GateRemoved")
class GateRemoved(ev.Event):
    """The Gate in `area` leaves the map by `faction`'s ability; the unit that held it stays."""

    faction: str
    area: str
    reason: str


@ev.faction_event("GatePlaced")
class GatePlaced(ev.Event):
    """A new Gate is placed in `area` by `faction`'s ability, held by `unit` (None: Abandoned)."""

    faction: str
    area: str
    reason: str
    unit: str | None = None


@evolver(GateRemoved)
def _gate_removed(state: State, e: GateRemoved) -> State:
    return state.derive(gates={a: u for a, u in state.gates.items() if a != e.area})


@evolver(GatePlaced)
def _gate_placed(state: State, e: GatePlaced) -> State:
    return state.derive(gates={**state.gates, e.area: e.unit})


def _free_cultist(state: State, faction: str, area: str, curwen: str) -> str | None:
    free = [u for u in sorted(units_in(state, area, faction))
            if u != curwen and state.table[u].spec.holds_gates and not on_gate(state, u)]
    return free[0] if free else None


def spheres_options(state: State, faction: str, ctx: WindowContext) -> list[Option]:
    """Remove a Gate you Control anywhere, or place a new one where a unit of yours other than
    Curwen stands (he is Eliminated for it); held by a free Cultist of yours there if you wish."""
    if unique_in_play(state, faction, JOSEPH) is None:
        return []
    curwen = _figure(JOSEPH)
    out = [use(SPHERES, Phrase("option-beyond-the-spheres-remove", {"area": area_name(a)}),
               area=a, gate="remove") for a in sorted(controlled_gates(state, faction))]
    if len(state.gates) >= GATE_SUPPLY:
        return out
    mine = {state.units[u] for u in on_map(state, faction) if u != curwen}
    for area in sorted(mine - set(state.gates)):
        out.append(use(SPHERES, Phrase("option-beyond-the-spheres-abandoned", {"area": area_name(area)}), area=area,
                               gate="abandoned"))
        if _free_cultist(state, faction, area, curwen) is not None:
            out.append(use(SPHERES, Phrase("option-beyond-the-spheres-controlled", {"area": area_name(area)}),
                           area=area,
                                   gate="controlled"))
    return out


def spheres(state: State, faction: str, choice: dict[str, Any], ctx: WindowContext) -> list[ev.Event]:
    curwen, area = _figure(JOSEPH), choice["area"]
    out: list[ev.Event] = [ev.UnitEliminated(curwen, state.units[curwen], SPHERES)]
    if choice["gate"] == "remove":
        return out + [GateRemoved(faction, area, SPHERES)]
    holder = _free_cultist(state, faction, area, curwen) if choice["gate"] == "controlled" else None
    return out + [GatePlaced(faction, area, SPHERES, holder)]


# -- Keziah Mason: Daemon Heroine --------------------------------------------------------------

def heroine(state: State, faction: str, choice: None, ctx: WindowContext) -> list[ev.Event]:
    """Post-Battle, at each of its moments: for each Kill or Pain newly assigned to Keziah, 2 more
    of that result against the enemy (battle example 9, EN 1176-1198). A Battle note keeps what
    she has already answered, so each result counts once."""
    b = battle_of(state)
    keziah = _figure(KEZIAH)
    if faction not in b.sides() or state.units.get(keziah) != b.area:
        return []
    taken = b.assigned(keziah)
    counted = dict(b.note(HEROINE, {}))
    out: list[ev.Event] = []
    for result in ("kill", "pain"):
        new = taken.count(result) - counted.get(result, 0)
        if new > 0:
            out.append(ev.BattleHitsAdded(faction, result, 2 * new))
            counted[result] = taken.count(result)
    return out + [ev.BattleNoted(HEROINE, counted)] if out else []


# -- Lavinia Whateley: The Bride ---------------------------------------------------------------

def _pledged(state: State, faction: str) -> bool:
    """Lavinia is promised to an Awakening in this round's turn under way (a promise a turn
    without an Action left standing is void)."""
    promise = state.faction_data[faction].get(BRIDE)
    return promise is not None and promise["round"] == state.round


def bride_options(state: State, faction: str, ctx: object) -> list[Option]:
    """On the holder's turn, before its Action: promise Lavinia to this turn's Awakening."""
    t = state.turn
    if t is None or t.faction != faction or t.main_done or _pledged(state, faction):
        return []  # before the turn's Action, once
    if unique_in_play(state, faction, LAVINIA) is None:
        return []
    return [use(BRIDE, Phrase("option-the-bride"))]


def bride(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    """The Great Old Ones in play now are kept, to tell afterwards whether one Awakened."""
    goos = tuple(sorted(great_old_ones_in_play(state, faction)))  # as stored: a list reads back a tuple
    return [ev.FactionDataSet(faction, BRIDE, {"round": state.round, "great_old_ones": goos})]


def bride_cost(state: State, owner: str, actor: str, action: str, area: str | None, cost: int) -> int:
    """COST: the promised Awakening costs 3 less. The engine floors a cost at 0, so the refund the
    FAQ gives below 0 (EN 5683-5689: The King in Yellow, Cthugha) is not paid."""
    if actor != owner or action != "awaken" or not _pledged(state, owner):
        return cost
    t = state.turn
    if t is None or t.faction != owner or unique_in_play(state, owner, LAVINIA) is None:
        return cost
    return cost - 3


def bride_kept(state: State, faction: str, choice: None, ctx: WindowContext) -> list[ev.Event]:
    """After the holder's Action: if a Great Old One of its Awakened, Lavinia is Eliminated; the
    promise ends either way (an Unlimited Action leaves it standing)."""
    if ctx.actor != faction or not _pledged(state, faction):
        return []
    t = state.turn
    if t is not None and t.faction == faction and not t.main_done:
        return []
    before = set(state.faction_data[faction][BRIDE]["great_old_ones"])
    out: list[ev.Event] = [ev.FactionDataSet(faction, BRIDE, None)]
    lavinia = _figure(LAVINIA)
    if set(great_old_ones_in_play(state, faction)) - before and unique_in_play(state, faction, LAVINIA):
        out.insert(0, ev.UnitEliminated(lavinia, state.units[lavinia], BRIDE))
    return out


# -- Pitpipo: Pit of Despair -------------------------------------------------------------------

def pit_options(state: State, faction: str, ctx: WindowContext) -> list[Option]:
    """Post-Battle: a Kill assigned to one of the holder's units in the Battle moves to Pitpipo,
    who is not in it."""
    b = battle_of(state)
    where = unique_in_play(state, faction, PITPIPO)
    if faction not in b.sides() or where is None or where == b.area:
        return []
    killed = [u for u, res in b.results.items() if state.table[u].faction == faction and "kill" in res]
    return [use(PIT, Phrase("option-pit-of-despair", {"area": area_name(where), "unit": a_unit_said(state, u)}),
                unit=u) for u in representatives(state, killed)]


def pit(state: State, faction: str, choice: dict[str, Any], ctx: WindowContext) -> list[ev.Event]:
    """The Kill is his (it counts among those assigned to the holder's side) and he dies at once,
    being away from the Area where the Battle's Kills are applied."""
    b = battle_of(state)
    unit, pitpipo = choice["unit"], _figure(PITPIPO)
    left = list(b.results[unit])
    left.remove("kill")
    return [ev.ResultAssigned(pitpipo, "kill", faction), ev.ResultsReplaced(unit, tuple(left), faction),
            ev.UnitKilled(pitpipo, state.units[pitpipo])] + loss_doom(state, pitpipo)
