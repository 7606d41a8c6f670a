"""Content as data: unit kinds, unit tables, Spellbook requirements, abilities and named hooks.

A faction module (`rules/factions/<name>.py`) builds one `FactionSpec` from these pieces. The engine
core reads only these shapes, so a new faction, neutral monster or map never changes the core.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Callable


class UnitKind(StrEnum):
    """Master rulebook, Units and Faction Pool: the three categories of Units."""

    CULTIST = "cultist"
    MONSTER = "monster"
    GREAT_OLD_ONE = "great_old_one"


class Hook(StrEnum):
    """Named points where faction abilities plug into the engine."""

    ACTION = "action"                      # Unique Actions and Spellbook Requirement Actions
    UNLIMITED = "unlimited"                # Unlimited Actions a faction adds (Fertility Cult variant, rulings R7)
    PRE_BATTLE = "pre_battle"              # Battle step 1, attacker then defender
    BATTLE = "battle"                      # Battle step 2, modifies Combat and dice
    POST_BATTLE = "post_battle"            # Battle step 3, attacker, defender, then bystanders
    AFTER_ANY_ACTION = "after_any_action"  # "After any player's Action..." (Between Action Effects)
    GATHER_POWER = "gather_power"          # extra Power in the Gather Power Phase
    DOOM_PHASE = "doom_phase"              # on the faction's Ritual turn
    AWAKEN = "awaken"                      # Awaken Great Old One steps
    REQUIREMENT_MET = "requirement_met"    # checks that a Spellbook requirement has been met
    DEMAND = "demand"                      # a choice an ability asks of a seat (the victim, or its user)
    UNIT_LOST = "unit_lost"                # one of the faction's units was Killed, Eliminated or Captured


# Hooks that open an out-of-turn window (a decision for seats other than the active one).
WINDOW_HOOKS = (Hook.PRE_BATTLE, Hook.POST_BATTLE, Hook.AFTER_ANY_ACTION)

# A Battle note any ability may set (BattleNoted): when true, the defender applies its Pains and
# Retreats before the attacker (master rulebook, Battle, Applying Battle Results: attacker first).
DEFENDER_FIRST = "defender_first"


@dataclass(frozen=True)
class UnitSpec:
    """One row of a faction card: name, count in the Pool, Power cost, Combat.

    `combat` is an int per unit, or a function (state, faction, enemy, count) -> total Combat of
    `count` such units in a Battle (group dice such as Undead and Byakhee, or GOO formulas).
    `doom_value` is the Two-Player Rules value of losing the unit (average cost rounded up).
    """

    name: str
    kind: UnitKind
    count: int
    cost: int
    combat: int | Callable[..., int] = 0
    doom_value: int | None = None
    title: str = ""

    @property
    def label(self) -> str:
        return self.title or self.name.replace("_", " ").title()

    @property
    def two_player_doom(self) -> int:
        return self.cost if self.doom_value is None else self.doom_value


@dataclass(frozen=True)
class Requirement:
    """One Spellbook requirement slot of a faction card.

    `holds(state, faction) -> bool` is checked after each settled step (state-based requirements);
    `action_cost` set means the slot is a Spellbook Requirement Action ("As your Action ...") with
    that Power cost, usable once per game; `on_battle(state, faction, battle) -> bool` is checked
    when a Battle ends. A slot with none of these is met only by faction code emitting RequirementMet.
    """

    text: str
    holds: Callable[..., bool] | None = None
    action_cost: int | None = None
    on_battle: Callable[..., bool] | None = None


@dataclass(frozen=True)
class Ability:
    """A faction ability registered on a hook.

    For window hooks: `options(state, faction, ctx) -> list[Option]` and
    `apply(state, faction, choice, ctx) -> list[Event]`. For GATHER_POWER: `power(state, faction) -> int`.
    For BATTLE: `combat(state, faction, enemy, units) -> int` added to the faction's Combat.
    For REQUIREMENT_MET: `apply(state, faction, None, {"slot": n}) -> list[Event]` runs when one of the
    faction's requirement slots is met (e.g. "also receive 1 Elder Sign").
    For ACTION and AWAKEN: `options` and `apply` as for windows, offered on the owner's turn. UNLIMITED
    abilities are offered on the owner's turn before and after its one Action, pay their own costs in
    their events and end with ActionFinished without using up the turn's Action. A Unique
    Action (ACTION) pays `cost` (an int or (state, faction) -> int) before its effects and completes
    the turn's one Action; an AWAKEN ability's GreatOldOneAwakened event carries its own cost.
    For DEMAND: a faction sets `faction_data[faction]["demand"]` to {"ability": name, "chooser": seat's
    faction, ...} (with "after_window": True to wait until an open window closes); the chooser then
    picks among `options(state, faction, demand)` and `apply(state, faction, choice, demand)` runs for
    the demanding faction (and must clear or replace the demand).
    For UNIT_LOST: `apply(state, faction, None, {"event": e})` runs when one of the faction's units is
    Killed, Eliminated or Captured (e.g. Passion).
    `summon_cost(state, faction, unit_spec, cost) -> int` may change a Monster's Summon cost.
    `conditions` names predicates (state, faction, ctx) -> bool usable in standing answers.
    """

    name: str
    hook: Hook
    options: Callable[..., list] | None = None
    apply: Callable[..., list] | None = None
    power: Callable[..., int] | None = None
    combat: Callable[..., int] | None = None
    summon_cost: Callable[..., int] | None = None
    cost: int | Callable[..., int] = 0
    conditions: dict[str, Callable[..., bool]] = field(default_factory=dict)


@dataclass(frozen=True)
class FactionSpec:
    """Everything the engine needs to know about a faction.

    Besides its abilities, a faction may change these rules for itself (each None by default):
    `move_reach(state, faction, unit id) -> Areas` the unit may Move to, instead of the adjacent ones;
    `gate_units(state, faction) -> unit types` that Create and Control Gates besides Cultists;
    `spared_when_surrounded(state, unit id) -> bool`: a Pained unit with nowhere to Retreat survives
    instead of being Eliminated; `starts_first`: the faction is First Player at set-up, and this is
    the reason recorded (master rulebook, Set Up, The First Player).
    """

    name: str
    short: str
    title: str
    units: tuple[UnitSpec, ...]
    spellbooks: tuple[str, ...]
    requirements: tuple[Requirement, ...]
    abilities: tuple[Ability, ...] = ()
    start_power: int = 8
    extra: dict[str, Any] = field(default_factory=dict)
    events: tuple[type, ...] = ()  # the faction's own event classes, found by the codec through the registry
    move_reach: Callable[..., Any] | None = None
    gate_units: Callable[..., Any] | None = None
    spared_when_surrounded: Callable[..., bool] | None = None
    starts_first: str | None = None

    def unit(self, name: str) -> UnitSpec:
        for spec in self.units:
            if spec.name == name:
                return spec
        raise KeyError(name)

    def abilities_on(self, hook: Hook) -> tuple[Ability, ...]:
        return tuple(a for a in self.abilities if a.hook == hook)
