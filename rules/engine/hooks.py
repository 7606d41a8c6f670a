"""The hooks through which one faction's abilities change the rules for every faction.

The expansion factions tax other factions' Actions, forbid Captures, stop a faction taking turns,
win by their own condition, and act at the start and end of phases or when anyone performs a
Ritual (master rulebook, the expansion faction chapters: Windwalker's Ice Age, Ferox and Hibernate;
the Ancients' Consecration). Each hook has its class of `Ability` (rules/engine/content.py, Hook table); this
module asks every seated faction's abilities on it, the owner passed along, so the core names none.
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any, TypeVar

from . import events as ev
from .content import (Ability, CaptureAbility, CostAbility, DeclareBattleAbility, DoomGatesAbility, EffectAbility,
                      Hook, MayActAbility, MayEnterAbility, MayMoveAbility, MaySummonAbility, TurnAbility,
                      VictoryAbility, WindowAbility)
from .holdings import abilities_on
from .registry import map_abilities
from .records import WindowContext
from .state import State, controlled_gates, spec_of


_CACHE_KEYS = {hook: "_hook:" + hook.value for hook in Hook}  # snapshot cache keys start with "_"


def registered(state: State, hook: Hook) -> tuple[tuple[str, Ability], ...]:
    """(owner, ability) for every seated faction's ability on `hook`, in seat order; kept on the
    snapshot, since option generation asks for the same hook many times."""
    key = _CACHE_KEYS[hook]
    found = state.__dict__.get(key)
    if found is None:
        found = tuple((owner, a) for owner in state.order for a in abilities_on(state, owner, hook))
        state.__dict__[key] = found
    return found


A = TypeVar("A", bound=Ability)


def registered_as(state: State, hook: Hook, kind: type[A]) -> tuple[tuple[str, A], ...]:
    """(owner, ability) for every seated faction's ability of class `kind` on `hook`."""
    return tuple((owner, a) for owner, a in registered(state, hook) if isinstance(a, kind))


def action_cost(state: State, actor: str, action: str, area: str | None, cost: int) -> int:
    """The Power `actor` pays for `action` in `area` once every COST ability has changed `cost`
    (Windwalker, Ice Age: enemies pay 1 more for an Action that ends in its Area)."""
    if not registered(state, Hook.COST):  # the usual case: option generation prices every Area, so keep it cheap
        return cost
    for owner, ability in registered_as(state, Hook.COST, CostAbility):
        cost = ability.cost_change(state, owner, actor, action, area, cost)
    return max(cost, 0)


def unique_action_cost(state: State, faction: str, ability: TurnAbility, choice: dict[str, Any]) -> int:
    """What a Unique Action (an ACTION ability) costs for `choice`: its own `cost`, then priced by
    every COST ability at the dearest Area it ends in or acts on (`TurnAbility.acts_in`), once for the
    whole Action (master rulebook, FAQ, Windwalker, Ice Age: +1 per Action, not per unit)."""
    base = ability.cost(state, faction) if callable(ability.cost) else ability.cost
    if ability.acts_in is None:
        return base
    areas = ability.acts_in(state, faction, choice)
    return max((action_cost(state, faction, ability.name, area, base) for area in areas), default=base)


def capture_allowed(state: State, captor: str, victim: str, area: str, allowed: bool) -> bool:
    """Whether `captor` may Capture a Cultist of `victim` in `area`, given what the protection ranks
    decided (`allowed`) and every CAPTURE ability (Windwalker, Ferox: enemy Monsters and Terrors
    may not Capture its Cultists); the `final` ones last (Great Race of Yith, Possession)."""
    rules = registered_as(state, Hook.CAPTURE, CaptureAbility)
    for final in (False, True):
        for owner, ability in rules:
            if ability.final is final:
                allowed = ability.capture_rule(state, owner, captor, victim, area, allowed)
    return allowed


def battle_allowed(state: State, attacker: str, defender: str, area: str, allowed: bool = True) -> bool:
    """Whether `attacker` may declare a Battle against `defender` in `area`, given the core rule
    (`allowed`) and every DECLARE_BATTLE ability (the Ancients, Brainless: Reanimated alone do not
    declare Battle)."""
    for owner, ability in registered_as(state, Hook.DECLARE_BATTLE, DeclareBattleAbility):
        allowed = ability.battle_rule(state, owner, attacker, defender, area, allowed)
    return allowed


def doom_gates(state: State, faction: str) -> tuple[str, ...]:
    """The Areas of `faction`'s Controlled Gates that give it Doom in the Doom Phase (Doom Track
    Advancement, a Ritual of Annihilation): all of them, less those a DOOM_GATES ability takes away
    (Abhoth, The Brood)."""
    areas = tuple(controlled_gates(state, faction))
    for owner, ability in registered_as(state, Hook.DOOM_GATES, DoomGatesAbility):
        areas = ability.doom_gates(state, owner, faction, areas)
    return areas


def may_act(state: State, faction: str) -> bool:
    """Master rulebook, Action Phase: a faction with Power takes turns, unless a MAY_ACT ability
    says it may not (Windwalker, Hibernate: no more Actions this Phase, Power kept)."""
    if state.power[faction] <= 0:
        return False
    return all(ability.may_act(state, owner, faction)
               for owner, ability in registered_as(state, Hook.MAY_ACT, MayActAbility))


def unit_may_move(state: State, faction: str, uid: str) -> bool:
    """Whether `faction`'s unit `uid` may take part in a Move Action: yes, unless a MAY_MOVE
    ability says it may not (a unit an ability laid down)."""
    return all(ability.may_move(state, owner, faction, uid)
               for owner, ability in registered_as(state, Hook.MAY_MOVE, MayMoveAbility))


def summon_allowed(state: State, faction: str, unit_type: str) -> bool:
    """Whether `faction` may Summon a Monster of `unit_type` by the Summon Action: yes, unless a
    MAY_SUMMON ability says it may not (the Servitor of the Outer Gods' Adulation)."""
    return all(ability.may_summon(state, owner, faction, unit_type)
               for owner, ability in registered_as(state, Hook.MAY_SUMMON, MaySummonAbility))


def unit_may_enter(state: State, faction: str, uid: str, area: str, how: str) -> bool:
    """Whether `faction`'s unit `uid` may Move (`how` "move"), Retreat ("retreat") or be moved by an
    ability ("ability"; "escorted": together with a Great Old One of its faction) into `area`: yes, unless a MAY_ENTER ability says it may not (the
    Cacodemon's Cosmic Terror)."""
    return all(ability.may_enter(state, owner, faction, uid, area, how)
               for owner, ability in registered_as(state, Hook.MAY_ENTER, MayEnterAbility))


def ability_may_enter(state: State, faction: str | None, uid: str, area: str) -> bool:
    """Whether an ability may move or put `faction`'s unit `uid`, already in play, into `area` on its
    own (`how` "ability"); free when no MAY_ENTER ability is in play, and for a unit no faction owns."""
    if faction is None or not registered(state, Hook.MAY_ENTER):
        return True
    return unit_may_enter(state, faction, uid, area, "ability")


def group_may_enter(state: State, faction: str, units: Iterable[str], area: str) -> bool:
    """Whether an ability may move `faction`'s `units` together into `area`: a Great Old One of the
    faction among them escorts the others (`how` "escorted"), else each goes on its own ("ability")."""
    if not registered(state, Hook.MAY_ENTER):
        return True
    units = tuple(units)
    table = state.table
    how = "escorted" if any(table[u].spec.great_old_one and table[u].faction == faction for u in units) else "ability"
    return all(unit_may_enter(state, faction, u, area, how) for u in units)


def victory_claims(state: State, at_once: bool = False) -> tuple[str, ...]:
    """The factions whose VICTORY ability says they win by their own condition as the game ends
    (`at_once`: only the claims that end the game the moment they hold)."""
    return tuple(dict.fromkeys(owner for owner, ability in registered_as(state, Hook.VICTORY, VictoryAbility)
                               if (ability.at_once or not at_once) and ability.wins(state, owner)))


def hook_events(state: State, hook: Hook, queue: tuple[str, ...],
                context: WindowContext | dict[str, Any] | None = None) -> list[ev.Event]:
    """The facts of reaching `hook`: each mandatory effect (an ability with `apply` and no `options`)
    at once, in `queue` order, then a window for the abilities offered as choices, if any faction
    in `queue` has one; nothing at all when no faction in `queue` has an ability on `hook`. A map's
    own mandatory effects on `hook` (registry.map_abilities) run once after the factions', with the
    first faction of `queue` as their owner (they act for no faction)."""
    ctx: WindowContext | None = None  # typed only when some faction has an ability here: most hooks reached have none
    out: list[ev.Event] = []
    offered = False
    for faction in queue:
        for ability in abilities_on(state, faction, hook):
            ctx = ctx or WindowContext.of(context)
            if isinstance(ability, WindowAbility):
                offered = True
            elif isinstance(ability, EffectAbility):
                out += ability.apply(state, faction, None, ctx)
    for ability in map_abilities(state.map.map_name, hook):  # the map's own rules: once, for no faction
        if isinstance(ability, EffectAbility) and queue:
            ctx = ctx or WindowContext.of(context)
            out += ability.apply(state, queue[0], None, ctx)
    if offered and ctx is not None:  # an offered ability typed the context
        out.append(ev.WindowOpened(hook.value, tuple(queue), ctx.to_dict()))
    return out
