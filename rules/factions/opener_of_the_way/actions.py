"""Opener of the Way's Actions and Phase abilities: Awaken Yog-Sothoth, The Key and the Gate, The
Beyond One, They Break Through, the Spellbook requirements, Dragon Ascending and Dragon Descending
(master rulebook, Opener of the Way and FAQ; docs/factions.md, Opener of the Way)."""
from __future__ import annotations

from typing import Any, Mapping

from ...engine import events as ev
from ...engine.actions import summon_cost
from ...engine.hooks import action_cost, doom_gates
from ...engine.phases import draw_elder_signs
from ...engine.pieces import a_unit_said, representatives
from ...words.describing import Phrase, area_name, faction_name, unit_name
from ...engine.records import RitualTurnContext, UnitLostContext, WindowContext
from ...engine.state import (POOL, State, controlled_gates, factions_in, gate_controller, is_two_player,
                      on_map, ritual_elder_signs, units_in)
from ..common import data, has_book, in_play, meet, priced, summoned_monsters, take_from_pool, unit_of, use
from .events import GateCarried
from .units import gates_on_map, yog_on_map, yog_sothoth
from ...engine.prompts import Option

EIGHT_GATES, TWELVE_GATES, ENEMY_GATES, LOSE_IN_BATTLE, MEET_GOO, AWAKEN = range(6)  # card order


# -- Awaken Yog-Sothoth ----------------------------------------------------------------------

AWAKEN_COST = 6


def awaken_options(state: State, faction: str, ctx: object) -> list[Option]:
    """How to Awaken Yog-Sothoth: a Spawn of yours on the map and 6 Power; no Gate needed."""
    if state.units[yog_sothoth(state)] != POOL:
        return []
    opts = []
    for uid in representatives(state, _spawn_on_map(state, faction)):
        area = state.units[uid]
        cost = action_cost(state, faction, "awaken", area, AWAKEN_COST)
        if cost <= state.power[faction]:
            opts.append(use("awaken_yog_sothoth", Phrase("option-awaken-yog-sothoth", {"area": area_name(area), "cost": cost}),
                            spawn=uid))
    return opts


def _spawn_on_map(state: State, faction: str) -> list[str]:
    table = state.table
    return [u for u in on_map(state, faction) if table[u].type == "spawn_of_yog_sothoth"]


def awaken(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    """The Spawn goes back to the Pool and Yog-Sothoth takes its place; the Spawn is replaced, not
    lost, so the opponent of a two-player game gains nothing (Two-Player Rules, example 3)."""
    spawn = choice["spawn"]
    area = state.units[spawn]
    cost = action_cost(state, faction, "awaken", area, AWAKEN_COST)
    return [ev.UnitPlaced(spawn, area, POOL, "replaced_by_yog_sothoth"),
            ev.GreatOldOneAwakened(faction, yog_sothoth(state), area, cost)] + meet(state, faction, AWAKEN)


# -- The Key and the Gate --------------------------------------------------------------------

def key_power(state: State, faction: str) -> int:
    """FAQ, Opener of the Way: Yog-Sothoth gives 2 Power at Gather Power, as a Controlled Gate."""
    return 2 if yog_on_map(state) else 0


def yog_sothoth_gate(state: State, faction: str) -> list[str]:
    """The Key and the Gate: Yog-Sothoth's Area, while he is on the map, holds a Gate Opener Controls."""
    return [state.units[yog_sothoth(state)]] if yog_on_map(state) else []


def key_doom(state: State, faction: str, choice: dict[str, Any] | None, ctx: WindowContext) -> list[ev.Event]:
    """FAQ: 1 Doom in the Doom Phase for Yog-Sothoth on the map; no Doom for Gates with two players."""
    if not yog_on_map(state) or is_two_player(state):
        return []
    return [ev.DoomGained(faction, 1, "the_key_and_the_gate")]


def key_ritual(state: State, faction: str, choice: dict[str, Any] | None,
               ctx: WindowContext) -> list[ev.Event]:
    """FAQ: in Opener's Ritual of Annihilation, 1 Doom for Yog-Sothoth as a Gate (his Elder Sign as
    a Great Old One is drawn by the Ritual itself)."""
    if ctx.ritual_by != faction or not yog_on_map(state):
        return []
    return [ev.DoomGained(faction, 1, "the_key_and_the_gate")]


def key_in_the_ocean(state: State, faction: str, choice: dict[str, Any] | None,
                     ctx: WindowContext) -> list[ev.Event]:
    """FAQ, Opener of the Way: Yog-Sothoth in an ocean is an enemy-Controlled ocean Gate for Great
    Cthulhu's Y'ha Nthlei (1 Power per such Gate at Gather Power, with Cthulhu in play); the Gates in
    Areas are counted by Y'ha Nthlei itself, Yog-Sothoth here, once all Power is gathered."""
    gc = "great_cthulhu"
    if gc not in state.order or not yog_on_map(state) or not state.map.is_ocean(state.units[yog_sothoth(state)]):
        return []
    if not has_book(state, gc, "Y'ha Nthlei") or not in_play(state, unit_of(state, gc, "cthulhu")):
        return []
    return [ev.PowerChanged(gc, 1, "y'ha_nthlei")]


# -- Summon elsewhere: at Yog-Sothoth, and They Break Through ---------------------------------

def summon_areas(state: State, faction: str) -> list[str]:
    """Where Opener may Summon besides its own Gates: at Yog-Sothoth always (The Key and the Gate),
    and with They Break Through at every Gate an enemy Controls or that is Abandoned (not one on
    Sleeper's card, which is off the map)."""
    mine = set(controlled_gates(state, faction))
    areas = set()
    if yog_on_map(state):
        areas.add(state.units[yog_sothoth(state)])
    if has_book(state, faction, "They Break Through"):
        areas |= {a for a in state.gates if gate_controller(state, a) != faction}
    return sorted(areas - mine)


def summon_options(state: State, faction: str, ctx: object) -> list[Option]:
    """The Summon Monster Action at those Areas, for each Monster type waiting in the Pool: a
    Neutral Monster or Terror the faction holds is Summoned there as its own are."""
    opts = []
    for unit_type, uid in summoned_monsters(state, faction, terrors=True).items():
        for area in summon_areas(state, faction):
            cost = action_cost(state, faction, "summon", area, summon_cost(state, faction, uid))
            if cost <= state.power[faction]:
                opts.append(use("summon_through", Phrase("option-summon-through", {
                    "unit": a_unit_said(state, uid), "area": area_name(area), "cost": cost}), unit_type=unit_type, area=area))
    return opts


def summon(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    uid = take_from_pool(state, faction, choice["unit_type"])
    cost = action_cost(state, faction, "summon", choice["area"], summon_cost(state, faction, uid))
    return [ev.MonsterSummoned(faction, uid, choice["area"], cost)]


# -- The Beyond One --------------------------------------------------------------------------

def _enemy_great_old_one_in(state: State, faction: str, area: str) -> bool:
    """Any Great Old One not Opener's blocks: an enemy faction's, an Independent, the awake Watcher
    (FAQ, Opener of the Way), whoever Controls the Gate."""
    table = state.table
    return any(table[u].faction != faction and table[u].spec.great_old_one for u in units_in(state, area))


def beyond_one_carriers(state: State, faction: str) -> list[str]:
    """Units of yours costing 3 or more at a Gate (in an Area's Gates: Yog-Sothoth is never the Gate
    carried) with no enemy Great Old One there."""
    table = state.table
    return [u for u in on_map(state, faction) if table[u].spec.cost >= 3 and state.units[u] in state.gates
            and not _enemy_great_old_one_in(state, faction, state.units[u])]


def beyond_one_cost(state: State, faction: str) -> int:
    return action_cost(state, faction, "beyond_one", None, 1)


def beyond_one_options(state: State, faction: str, ctx: object) -> list[Option]:
    """The Beyond One (1 Power): to any Area without a Gate, Yog-Sothoth's included (FAQ)."""
    if beyond_one_cost(state, faction) > state.power[faction]:
        return []
    free = [a for a in state.map.areas if a not in state.gates]
    seen, opts = set(), []
    for uid in sorted(beyond_one_carriers(state, faction)):
        key = (state.table[uid].type, state.units[uid])
        if key in seen:
            continue
        seen.add(key)
        for to in free:
            if priced(state, faction, "beyond_one", beyond_one_cost(state, faction), to) <= state.power[faction]:
                opts.append(use("beyond_one", Phrase("option-beyond-one", {
                    "unit": unit_name(uid), "origin": area_name(state.units[uid]), "to": area_name(to)}), unit=uid, to=to))
    return opts


def beyond_one_destination(state: State, faction: str, choice: dict[str, Any]) -> tuple[str, ...]:
    """The Beyond One's `acts_in`: the Area the Gate and its units end in (leaving one costs nothing
    more under Ice Age: FAQ, Windwalker)."""
    return (choice["to"],)


def beyond_one(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    uid = choice["unit"]
    origin = state.units[uid]
    return [GateCarried(faction, uid, origin, choice["to"], state.gates.get(origin))]


# -- Spellbook requirements ------------------------------------------------------------------

def eight_gates(state: State, faction: str) -> bool:
    return gates_on_map(state) >= 8


def twelve_gates_needed(state: State) -> int:
    """12 Gates; 10 in 2- and 3-player games (faction card); a table may set 10 for more players."""
    if len(state.order) <= 3:
        return 10
    needed: int = state.options.get("opener_twelve_gates_four_player", 12)
    return needed


def twelve_gates_words(options: Mapping[str, Any]) -> str:
    """The card's words, or those of the house variant asking for 10 Gates whatever the seats."""
    if options["opener_twelve_gates_four_player"] == 10:
        return "10 Gates are on the map."
    return "12 Gates are on the map (10 in 2- and 3-player games)."


def twelve_gates(state: State, faction: str) -> bool:
    return gates_on_map(state) >= twelve_gates_needed(state)


def enemy_gate_areas(state: State, faction: str) -> bool:
    """Units of yours in at least 2 Areas holding a Gate an enemy Controls."""
    held = {state.units[u] for u in on_map(state, faction)}
    return sum(1 for a in held if gate_controller(state, a) not in (None, faction)) >= 2


def meets_enemy_great_old_one(state: State, faction: str) -> bool:
    """Your Great Old One in the same Area as an enemy Great Old One."""
    if not yog_on_map(state):
        return False
    return _enemy_great_old_one_in(state, faction, state.units[yog_sothoth(state)])


def lost_in_battle(state: State, faction: str, choice: dict[str, Any] | None,
                   ctx: UnitLostContext) -> list[ev.Event]:
    """Lose one of your own units in a Battle: Killed or Eliminated while a Battle is fought."""
    if state.battle is None or isinstance(ctx.event, ev.CultistCaptured):
        return []
    return meet(state, faction, LOSE_IN_BATTLE)


# -- Dragon Ascending and Dragon Descending --------------------------------------------------

def _unused(state: State, faction: str, book: str) -> bool:
    return has_book(state, faction, book) and not data(state, faction, "used:" + book)


def ascending_options(state: State, faction: str, ctx: object = None,
                      name: str = "dragon_ascending") -> list[Option]:
    """Dragon Ascending, once per game at any time, not an Action (usable at 0 Power: FAQ). Offered
    on your turn (an Unlimited Action's place), and out of turn at these windows: before any turn's
    Action, once Power is gathered, when any Battle is declared (before its Pre-Battle; the Power
    then counts for the rest of the Battle), as the Doom Phase begins, and on your own Ritual turn
    (before you pay for a Ritual). Not at the other Battle windows (dice rolled, Post-Battle, Battle
    resolved), after Actions or during another ability's demand: Power there changes nothing an
    earlier of those windows could not have done."""
    if not _unused(state, faction, "Dragon Ascending"):
        return []
    mine = state.power[faction]
    return [use(name, Phrase("option-dragon-ascending", {"enemy": faction_name(f), "power": state.power[f]}), enemy=f)
            for f in state.order if f != faction and state.power[f] > mine]


def ascending(state: State, faction: str, choice: dict[str, Any], ctx: object = None) -> list[ev.Event]:
    gain = state.power[choice["enemy"]] - state.power[faction]
    return [ev.PowerChanged(faction, gain, "dragon_ascending"),
            ev.FactionDataSet(faction, "used:Dragon Ascending", True)]


def ascending_before_action(state: State, faction: str, ctx: WindowContext) -> list[Option]:
    return ascending_options(state, faction, ctx, "dragon_ascending_before_action")


def ascending_after_gathering(state: State, faction: str, ctx: WindowContext) -> list[Option]:
    return ascending_options(state, faction, ctx, "dragon_ascending_after_gathering")


def ascending_in_battle(state: State, faction: str, ctx: WindowContext) -> list[Option]:
    return ascending_options(state, faction, ctx, "dragon_ascending_in_battle")


def ascending_doom_phase(state: State, faction: str, ctx: WindowContext) -> list[Option]:
    return ascending_options(state, faction, ctx, "dragon_ascending_doom_phase")


def ascending_ritual_turn(state: State, faction: str, ctx: RitualTurnContext) -> list[Option]:
    return ascending_options(state, faction, ctx, "dragon_ascending_ritual_turn")


def ascending_window_apply(state: State, faction: str, choice: dict[str, Any],
                           ctx: WindowContext) -> list[ev.Event]:
    return ascending(state, faction, choice, ctx)


def descending_options(state: State, faction: str, ctx: WindowContext) -> list[Option]:
    """Dragon Descending, once per game, right after your own Ritual of Annihilation."""
    if ctx.ritual_by != faction or not _unused(state, faction, "Dragon Descending"):
        return []
    return [use("dragon_descending", Phrase("option-dragon-descending"))]


def descending(state: State, faction: str, choice: dict[str, Any], ctx: WindowContext) -> list[ev.Event]:
    """The Ritual's Doom for Gates again: each Controlled Gate and Yog-Sothoth (dragon_descending_doubles)."""
    doom = len(doom_gates(state, faction)) + (1 if yog_on_map(state) else 0)
    out = [ev.DoomGained(faction, doom, "dragon_descending"),
           ev.FactionDataSet(faction, "used:Dragon Descending", True)]
    if state.options.get("dragon_descending_doubles") == "everything":
        out += draw_elder_signs(state, faction, ritual_elder_signs(state, faction))
    return out


# -- Set-up ----------------------------------------------------------------------------------

def start_areas(state: State, faction: str) -> tuple[str, ...]:
    """Opener sets up last, in an empty Area: no units and no Gate (docs/factions.md, Opener of
    the Way, Set-up; opener_start_area "no_gate": any Area without a Gate), every
    such Area in map order: set-up asks Opener which."""
    loose = state.options.get("opener_start_area") == "no_gate"
    return tuple(a for a in state.map.areas if a not in state.gates and (loose or not factions_in(state, a)))
