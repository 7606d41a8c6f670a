"""Sleeper's Actions and Phase abilities: Awaken Tsathoggua, Lethargy, Death from Below, the three
Spellbook Requirement Actions, Capture Monster, Cursed Slumber and Burrow (master rulebook, Sleeper;
docs/factions.md, Sleeper)."""
from __future__ import annotations

from typing import Any

from ...engine import events as ev
from ...engine.actions import moved_cost
from ...engine.content import part
from ...engine.hooks import ability_may_enter, action_cost, may_act
from ...engine.phases import draw_elder_signs
from ...engine.pieces import a_unit_said, loss_doom, representatives
from ...words.describing import Phrase, area_name, faction_name
from ...engine.records import Demand, RequirementContext, WindowContext
from ...engine.state import (POOL, State, areas_with_units, controlled_gates, factions_in, is_two_player,
                             on_map, turn_of, units_in)
from ..common import (
    answer,
    data,
    demand,
    done,
    has_book,
    in_play,
    meet,
    on_the_map,
    others,
    priced,
    unit_of,
    use,
)
from .events import GateSlumbered, GateWoken, card
from .sorcery import immortal
from ...engine.prompts import Option

SL = "sleeper"
GIFT_ALL, GIFT_ONE, TAX_ALL, SIX_DICE, RITUAL, AWAKEN = range(6)  # requirement slots, card order


def tsathoggua(state: State) -> str:
    return unit_of(state, SL, "tsathoggua")


# -- Awaken Tsathoggua -----------------------------------------------------------------------

AWAKEN_COST = 8


def awaken_cost(state: State, faction: str) -> int:
    """8 Power; with Immortal borrowed from Great Cthulhu (Ancient Sorcery), 4 once Tsathoggua has
    Awakened before (FAQ, Sleeper: an ability naming Cthulhu applies to Tsathoggua)."""
    return 4 if immortal(state, faction) and data(state, faction, "tsathoggua_awakened") else AWAKEN_COST


def awaken_options(state: State, faction: str, ctx: object) -> list[Option]:
    """How to Awaken Tsathoggua: a Formless Spawn of yours on the map and 8 Power; no Gate needed."""
    if state.units[tsathoggua(state)] != POOL:
        return []
    areas = sorted({state.units[u] for u in on_map(state, faction) if state.table[u].type == "formless_spawn"})
    opts = []
    for area in areas:
        cost = action_cost(state, faction, "awaken", area, awaken_cost(state, faction))
        if cost <= state.power[faction]:
            opts.append(use("awaken_tsathoggua", Phrase("option-awaken-tsathoggua", {"area": area_name(area), "cost": cost}),
                            area=area))
    return opts


def awaken(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    """Tsathoggua appears in the Formless Spawn's Area; Awakening him meets the sixth requirement
    (and, with Immortal borrowed, draws 1 Elder Sign)."""
    area = choice["area"]
    cost = action_cost(state, faction, "awaken", area, awaken_cost(state, faction))
    out: list[ev.Event] = [ev.GreatOldOneAwakened(faction, tsathoggua(state), area, cost)]
    if not data(state, faction, "tsathoggua_awakened"):
        out.append(ev.FactionDataSet(faction, "tsathoggua_awakened", True))
    if immortal(state, faction):
        out += draw_elder_signs(state, faction, 1)
    return out + meet(state, faction, AWAKEN)


# -- Lethargy --------------------------------------------------------------------------------

def lethargy_cost(state: State, faction: str) -> int:
    """0 Power; 1 where Tsathoggua stands in an Ice Age Area (FAQ, Windwalker: Ice Age), which the
    COST hook of whoever imposes it adds."""
    where = state.units[tsathoggua(state)]
    return action_cost(state, faction, "lethargy", where if on_the_map(state, tsathoggua(state)) else None, 0)


def lethargy_options(state: State, faction: str, ctx: object) -> list[Option]:
    """Lethargy: with Tsathoggua in play, an Action that does nothing, but not when no other player is
    still active (FAQ, Sleeper: Lethargy cannot keep the Action Phase going forever)."""
    if not in_play(state, tsathoggua(state)) or lethargy_cost(state, faction) > state.power[faction]:
        return []
    if not any(may_act(state, f) for f in others(state, faction)):
        return []
    return [use("lethargy", Phrase("option-lethargy", {"cost": lethargy_cost(state, faction)}))]


def lethargy(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    return []


# -- Death from Below ------------------------------------------------------------------------

def cheapest_monsters(state: State, faction: str) -> dict[str, str]:
    """Unit type -> a unit waiting in the Pool, for the lowest-cost Monsters the faction owns there."""
    table = state.table
    pooled = sorted((table[u].spec.cost, table[u].type, u) for u, w in state.units.items()
                    if w == POOL and table[u].faction == faction and table[u].spec.monster)
    if not pooled:
        return {}
    low = pooled[0][0]
    found: dict[str, str] = {}
    for cost, unit_type, uid in pooled:
        if cost == low:
            found.setdefault(unit_type, uid)
    return found


def death_from_below_options(state: State, faction: str, ctx: object) -> list[Option]:
    """Death from Below, on the Ritual turn, once each Doom Phase: the cheapest Monster of the Pool
    into any Area holding a unit of yours; no Gate needed, and not an Action (no Ice Age tax)."""
    if data(state, faction, "death_from_below_round") == state.round:
        return []
    monsters = cheapest_monsters(state, faction)
    return [use("death_from_below", Phrase("option-death-from-below", {"unit": a_unit_said(state, uid), "area": area_name(area)}),
                unit_type=unit_type, area=area)
            for unit_type, uid in sorted(monsters.items()) for area in sorted(areas_with_units(state, faction))]


def death_from_below(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    uid = cheapest_monsters(state, faction)[choice["unit_type"]]
    return [ev.UnitPlaced(uid, POOL, choice["area"], "death_from_below"),
            ev.FactionDataSet(faction, "death_from_below_round", state.round)]


# -- the Spellbook Requirement Actions -------------------------------------------------------

def requirement_action_effects(state: State, faction: str, choice: dict[str, Any] | None,
                               ctx: RequirementContext) -> list[ev.Event]:
    """What the three "As your Action, spend 3 Power" requirements do to the other players: each
    gains 1 Power; one of your choice gains 3 (you are asked whom); each loses 1 Power."""
    if ctx.slot == GIFT_ALL:
        return [ev.PowerChanged(f, 1, "sleeper_gift") for f in others(state, faction)]
    if ctx.slot == TAX_ALL:
        return [ev.PowerChanged(f, -1, "sleeper_tax") for f in others(state, faction) if state.power[f] > 0]
    if ctx.slot == GIFT_ONE:
        return [demand(faction, "gift_of_three", faction, kind="gift_of_three")]
    return []


def gift_options(state: State, faction: str, d: Demand) -> list[Option]:
    return [answer("gift_of_three", Phrase("option-gift-of-three", {"to": faction_name(f)}), to=f) for f in others(state, faction)]


def gift(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    return [done(faction), ev.PowerChanged(choice["to"], 3, "sleeper_gift")]


# -- Capture Monster -------------------------------------------------------------------------

def _captive_monsters(state: State, enemy: str, area: str) -> list[str]:
    return [u for u in units_in(state, area, enemy) if state.table[u].spec.monster]


def _guarded(state: State, enemy: str, area: str) -> bool:
    """A Monster is Captured the way a Cultist is: an enemy unit ranked as high as Tsathoggua (a Great
    Old One) protects it."""
    return any((state.table[u].spec.protection or 0) >= 2 for u in units_in(state, area, enemy))


def capture_monster_options(state: State, faction: str, ctx: object) -> list[Option]:
    """Capture Monster (1 Power): Tsathoggua Captures an enemy Monster in his Area (a Terror is no
    Monster)."""
    tsath = tsathoggua(state)
    if not has_book(state, faction, "Capture Monster") or not on_the_map(state, tsath):
        return []
    area = state.units[tsath]
    cost = action_cost(state, faction, "capture", area, 1)
    if cost > state.power[faction]:
        return []
    enemies = sorted(factions_in(state, area) - {faction})
    return [use("capture_monster", Phrase("option-capture-monster", {"enemy": faction_name(e), "area": area_name(area),
                                                                    "cost": cost}), enemy=e)
            for e in enemies if _captive_monsters(state, e, area) and not _guarded(state, e, area)]


def capture_monster_cost(state: State, faction: str) -> int:
    tsath = tsathoggua(state)
    return action_cost(state, faction, "capture", state.units[tsath] if on_the_map(state, tsath) else None, 1)


def capture_monster(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    area = state.units[tsathoggua(state)]
    return [demand(faction, "capture_monster_victim", choice["enemy"], area=area, kind="capture_monster")]


def capture_victim_options(state: State, faction: str, d: Demand) -> list[Option]:
    """The victim chooses which of its Monsters there is Captured, as for a Cultist."""
    area = d.required_area()
    return [answer("capture_monster_victim", Phrase("option-capture-monster-victim", {"unit": a_unit_said(state, u),
                                                                                   "area": area_name(area)}), unit=u)
            for u in representatives(state, _captive_monsters(state, d.chooser, area))]


def capture_victim(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    """The captive waits on Sleeper's card and is sacrificed for 1 Power at the next Gather Power."""
    uid = choice["unit"]
    out = [done(faction), ev.UnitPlaced(uid, d.required_area(), "captured:" + faction, "capture_monster")]
    return out + (loss_doom(state, uid) if state.options.get("two_player_capture_doom") else [])


# -- Cursed Slumber --------------------------------------------------------------------------

def slumbering(state: State, faction: str) -> str | None:
    """The Cultist on the Gate parked on the faction card, if any."""
    uid: str | None = data(state, faction, "slumbering_gate")
    return uid


def slumbering_cultist(state: State, faction: str) -> tuple[str, ...]:
    """The Cultist on the parked Gate, which no enemy ability can touch, yet Sleeper may choose to
    give it up to an ability that lets him pick his losses, such as Ghroth; the Gate then stays on
    the card, Abandoned (master rulebook, FAQ, Sleeper)."""
    uid = slumbering(state, faction)
    return (uid,) if uid is not None and state.units.get(uid) == card(faction) else ()


def abandoned_slumbering_gate(state: State, faction: str) -> int:
    """1 while the parked Gate is Abandoned (its Cultist given up), else 0: such a Gate "now provides
    Power to all Factions" until it is put back on the map (master rulebook, FAQ, Sleeper, lines
    5263-5265), where it is an Abandoned Gate like any other."""
    return 1 if slumbering(state, faction) is not None and not slumbering_cultist(state, faction) else 0


def slumber_options(state: State, faction: str, ctx: object) -> list[Option]:
    """Cursed Slumber (1 Power): one of your Controlled Gates with its Cultist goes onto your card;
    only one at a time."""
    if not has_book(state, faction, "Cursed Slumber") or slumbering(state, faction) or state.power[faction] < 1:
        return []
    return [use("cursed_slumber", Phrase("option-cursed-slumber", {"area": area_name(area)}), area=area)
            for area in sorted(controlled_gates(state, faction))]


def slumber(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    area = choice["area"]
    cultist = part(state.gates[area], "Cultist on the Gate")  # a Gate you Control has one
    return [GateSlumbered(faction, area, cultist)]


def wake_options(state: State, faction: str, ctx: object) -> list[Option]:
    """Another 1-Power Action puts the Gate and its Cultist back into any Area without a Gate; a
    Gate whose Cultist was given up comes back Abandoned (FAQ, Sleeper). The Cultist coming back
    enters the Area on its own: not one closed to it (Cosmic Terror)."""
    if slumbering(state, faction) is None or state.power[faction] < 1:
        return []
    cultist = slumbering_cultist(state, faction)
    costs = {a: priced(state, faction, "cursed_slumber_return", 1, a) for a in state.map.areas
             if a not in state.gates and all(ability_may_enter(state, faction, u, a) for u in cultist)}
    return [use("cursed_slumber_return", Phrase("option-cursed-slumber-return", {"area": area_name(area), "cost": cost}),
                area=area)
            for area, cost in costs.items() if cost <= state.power[faction]]


def wake(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    return [GateWoken(faction, choice["area"], part(slumbering(state, faction), "slumbering Gate"))]


def slumber_power(state: State, faction: str) -> int:
    """Gather Power: the parked Gate still gives its 2 Power (its Cultist gives its own)."""
    uid = slumbering(state, faction)
    return 2 if uid is not None and state.units.get(uid) == card(faction) else 0


def slumber_doom(state: State, faction: str, choice: dict[str, Any] | None,
                 ctx: WindowContext) -> list[ev.Event]:
    """Doom Phase: the parked Gate still gives 1 Doom as the Doom Track moves (none in the
    two-player game, which gives no Doom for Gates)."""
    if slumber_power(state, faction) and not is_two_player(state):
        return [ev.DoomGained(faction, 1, "cursed_slumber")]
    return []


def ritual_met(state: State, faction: str, choice: dict[str, Any] | None,
               ctx: WindowContext) -> list[ev.Event]:
    """A Ritual of Annihilation by Sleeper: the fifth requirement, and 1 Doom for a parked Gate."""
    if ctx.ritual_by != faction:
        return []
    out = meet(state, faction, RITUAL)
    if slumber_power(state, faction):
        out.append(ev.DoomGained(faction, 1, "cursed_slumber"))
    return out


# -- Burrow ----------------------------------------------------------------------------------

def move_spent(state: State, faction: str) -> int:
    """The Power the Move Action that just ended cost: each unit Moved, priced where it went."""
    return moved_cost(state, faction, [u for u in part(turn_of(state).moved, "moved") if on_the_map(state, u)])


def burrow(state: State, faction: str, choice: dict[str, Any] | None, ctx: WindowContext) -> list[ev.Event]:
    """Burrow: a Move Action that cost you 2 Power or more gives 1 Power back afterwards (it counts
    Power spent, not units Moved: FAQ, Sleeper), once per Move Action."""
    t = state.turn
    if ctx.actor != faction or not has_book(state, faction, "Burrow") or t is None or not t.moved:
        return []
    if t.moving is not None or data(state, faction, "burrowed") or move_spent(state, faction) < 2:
        return []
    return [ev.PowerChanged(faction, 1, "burrow"), ev.FactionDataSet(faction, "burrowed", True)]


def burrow_reset(state: State, faction: str, choice: dict[str, Any] | None,
                 ctx: WindowContext) -> list[ev.Event]:
    """A new turn of Sleeper's: the next Move Action may be refunded again."""
    if ctx.actor == faction and data(state, faction, "burrowed"):
        return [ev.FactionDataSet(faction, "burrowed", None)]
    return []
