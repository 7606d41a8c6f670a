"""Content as data: unit kinds, unit tables, Spellbook requirements, abilities and named hooks.

A faction module (`rules/factions/<name>.py`) builds one `FactionSpec` from these pieces. The engine
core reads only these shapes, so a new faction, neutral monster or map never changes the core.
"""
from __future__ import annotations

from dataclasses import KW_ONLY, dataclass, field, replace
from enum import StrEnum
from typing import Any, Callable, ClassVar, Iterable, Mapping, Protocol, TypeVar

from .records import (AwakenedContext, Battle, Demand, ElderSignRevealedContext, RequirementContext,
                      RitualTurnContext, SummonedContext, UnitLostContext, UnitMovedContext, WindowContext)


class UnitKind(StrEnum):
    """Master rulebook, Units and Faction Pool: the three categories of Units, and the types the
    expansions print on their cards. A Terror (The Ancients' Yothans) is Summoned and protects
    Cultists like a Monster but is not one for abilities that name Monsters; an Elder God stands
    beside the Great Old Ones; a Building (Cathedral, Chaos Gate) is a component, not a Unit: it
    never fights, cannot be Captured and does not let its owner Recruit where it stands. The rules
    read a unit's facts (UnitSpec), never its kind, so each fact can be set per unit type."""

    CULTIST = "cultist"
    MONSTER = "monster"
    GREAT_OLD_ONE = "great_old_one"
    TERROR = "terror"
    ELDER_GOD = "elder_god"
    BUILDING = "building"


class Hook(StrEnum):
    """Named points where faction abilities plug into the engine.

    The hooks the expansions need (their rules: the master rulebook's expansion faction chapters)
    are called with these shapes; `owner` is the faction whose ability it is (each hook takes one
    class of Ability, two for a window hook; see Ability):

    | hook               | when                                               | ability fields and call        |
    |--------------------|----------------------------------------------------|--------------------------------|
    | GATHER_POWER_PHASE | Gather Power, after all Power is gathered, before   | window (1)                     |
    |                    | the First Player is determined; anyone, play order  |                                |
    | DOOM_PHASE_START   | the Doom Phase begins, before the Doom Track moves  | window (1)                     |
    | DOOM_PHASE_END     | after the last Ritual turn, before the game ends or | window (1)                     |
    |                    | the next Action Phase begins                        |                                |
    | RITUAL             | any faction performed a Ritual of Annihilation;     | window (1), ctx {"ritual_by"}  |
    |                    | the performer first, then in play order             |                                |
    | ACTION_START       | an Action Phase turn begins, before its Action;     | window (1), ctx {"actor"}      |
    |                    | the active player first                             |                                |
    | COST               | any faction's Action is priced (recruit, summon,    | cost_change(state, owner,      |
    |                    | create_gate, move (`area` = destination; what it    |   actor, action, area, cost)   |
    |                    | adds is paid once per Move Action and Area),        |   -> new cost                  |
    |                    | capture, battle, awaken, build_cathedral, a Unique  |                                |
    |                    | Action in the Areas of its `acts_in`), and a Ritual |                                |
    |                    | of                                                  |                                |
    |                    | Annihilation ("ritual", no Area): +/- Power imposed |                                |
    |                    | on anyone                                           |                                |
    | CAPTURE            | whether `captor` may Capture a Cultist of `victim`  | capture_rule(state, owner,     |
    |                    | in `area`, after the protection ranks decided       |   captor, victim, area,        |
    |                    | `allowed`                                           |   allowed) -> bool             |
    | MAY_ACT            | whether `faction`, with Power left, takes turns in  | may_act(state, owner, faction) |
    |                    | the Action Phase (False: skipped, as at 0 Power)    |   -> bool                      |
    | MAY_MOVE           | whether `faction`'s unit `uid` may take part in a   | may_move(state, owner,         |
    |                    | Move Action (False: it is not offered to Move)      |   faction, uid) -> bool        |
    | MAY_SUMMON         | whether `faction` may Summon a Monster of           | may_summon(state, owner,       |
    |                    | `unit_type` by the Summon Action (or Fertility      |   faction, unit_type) -> bool  |
    |                    | Cult); other ways of placing Monsters are untouched |                                |
    | MAY_ENTER          | whether `faction`'s unit `uid` may Move (`how`      | may_enter(state, owner,        |
    |                    | "move"), Retreat ("retreat") or be moved by an      |   faction, uid, area, how)     |
    |                    | ability ("ability"; "escorted": with a Great Old    |   -> bool                      |
    |                    | One of its faction) into `area` (False: that Area   |                                |
    |                    | is not offered to it)                               |                                |
    | DECLARE_BATTLE     | whether `attacker` may declare a Battle against     | battle_rule(state, owner,      |
    |                    | `defender` in `area`, after the core rule decided   |   attacker, defender, area,    |
    |                    | `allowed`                                           |   allowed) -> bool             |
    | BATTLE_DECLARED    | a Battle has been declared, before any Pre-Battle   | window (1), ctx {"area"}       |
    |                    | ability; the attacker first, then in play order     |                                |
    | PRE_BATTLE_BYSTANDER | Pre-Battle, after the attacker and defender, for  | window (1), ctx {"area"}       |
    |                    | factions not in the Battle                          |                                |
    | VICTORY            | the game ends: a faction claims the win by its own  | wins(state, owner) -> bool     |
    |                    | condition; an `at_once` claim ends the game as soon |                                |
    |                    | as it holds, between steps                          |                                |
    | DICE_ROLLED        | Battle, both sides' Combat dice rolled, before any  | window (1), ctx {"area"}       |
    |                    | result is assigned; attacker, then defender         |                                |
    | BATTLE_RESOLVED    | Post-Battle, once every Kill and Pain is applied    | window (1), ctx {"area",       |
    |                    | and every Retreat made; attacker, defender, others  |   "stage": "resolved"}         |
    | GAME_END           | the game is about to end (Doom 30 once the turn     | window (1)                     |
    |                    | ends, or after the Doom Phase): "at any time"       |                                |
    |                    | abilities' last chance; anyone, play order          |                                |
    | UNIT_MOVED         | one of the owner's units Moved in its Move Action   | apply(state, owner, None,      |
    |                    | (the Action still under way); `anyone`: any         |   UnitMovedContext(e))         |
    |                    | other faction's unit                                |                                |
    | AWAKENED           | the owner Awakened a Great Old One, its own or an   | apply(state, owner, None,      |
    |                    | Independent (Immortal's Elder Sign for any)         |   AwakenedContext(e))          |
    | SUMMONED           | the owner Summoned a Monster (MonsterSummoned: the  | apply(state, owner, None,      |
    |                    | Summon Action and every Summon an ability makes)    |   SummonedContext(e))          |
    | ANY_TIME           | "at any time": offered to the owner beside whatever | options(state, owner, None),   |
    |                    | is pending, as revealing an Elder Sign is (High     |   apply(state, owner, choice,  |
    |                    | Priests, Unspeakable Oath)                          |   None)                        |
    | ELDER_SIGN_REVEALED | the owner revealed one of its Elder Signs for     | apply(state, owner, None,      |
    |                    | Doom (whenever it does; not the hidden ones counted |   ElderSignRevealedContext(e)) |
    |                    | as the game ends)                                   |                                |
    | DOOM_GATES         | the Doom Phase counts `faction`'s Controlled Gates  | doom_gates(state, owner,       |
    |                    | for Doom (Doom Track Advancement, a Ritual): which  |   faction, areas) -> the Areas |
    |                    | of their Areas still give it Doom                   |   that still count             |
    | CONTROL            | which units of other factions the owner Controls    | seizes(state, owner) -> unit   |
    |                    | now, for Move, Battle sides and Capture (Insects    |   ids (rules.engine.control)   |
    |                    | from Shaggai, Mind Parasite); no stored state       |                                |
    | SPELLBOOK_PLACED   | the owner placed a Spellbook on a requirement (its  | window (1), only the owner is  |
    |                    | own or a neutral one; Tcho-Tcho, Hierophants)       |   asked                        |

    (1) window: a WindowAbility's `options` (state, owner, ctx) -> list[Option] are offered out of
    turn to each faction in the queue, with its `apply` run on its choice; an EffectAbility is a
    mandatory effect, `apply(state, owner, None, ctx)` run at once for each owner. Map effects: an
    EffectAbility a map's rules module registers (registry.register_map_abilities) runs once as its
    hook is reached in a game on that map, after the factions' effects, `owner` the queue's first
    faction (the Library at Celaeno's Spontaneous Gate Creation on DOOM_PHASE_START).
    """

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
    UNIT_MOVED = "unit_moved"              # one of the faction's units Moved in its Move Action
    GATHER_POWER_PHASE = "gather_power_phase"  # out of turn, once all Power is gathered
    DOOM_PHASE_START = "doom_phase_start"      # out of turn, as the Doom Phase begins
    DOOM_PHASE_END = "doom_phase_end"          # out of turn, after the last Ritual turn
    RITUAL = "ritual"                          # any faction performed a Ritual of Annihilation
    ACTION_START = "action_start"              # a turn of the Action Phase begins
    COST = "cost"                              # changes the cost of any faction's Action
    CAPTURE = "capture"                        # who may Capture whose Cultists
    MAY_ACT = "may_act"                        # turn eligibility (e.g. a faction that Hibernates)
    MAY_MOVE = "may_move"                      # whether a unit may take part in a Move Action
    MAY_SUMMON = "may_summon"                  # whether a faction may Summon a Monster of a type
    MAY_ENTER = "may_enter"                    # whether a unit may Move or Retreat into an Area
    DECLARE_BATTLE = "declare_battle"          # who may declare a Battle where
    PRE_BATTLE_BYSTANDER = "pre_battle_bystander"  # Pre-Battle for factions not in the Battle
    VICTORY = "victory"                        # a win by the faction's own condition at game end
    BATTLE_RESOLVED = "battle_resolved"        # Post-Battle, after all Kills, Pains and Retreats
    DICE_ROLLED = "dice_rolled"                # Battle: the Combat dice are rolled, nothing assigned yet
    BATTLE_DECLARED = "battle_declared"        # a Battle is declared, before any Pre-Battle ability
    GAME_END = "game_end"                      # out of turn, just before the game ends
    SUMMON_COST = "summon_cost"                # changes what the faction pays to Summon a Monster (no moment)
    ANY_TIME = "any_time"                      # offered to the owner at any moment, never pending
    SUMMONED = "summoned"                      # the owner Summoned a Monster (the Satyr's Fecund)
    AWAKENED = "awakened"                      # the owner Awakened a Great Old One (any: its own or an Independent)
    ELDER_SIGN_REVEALED = "elder_sign_revealed"  # the owner revealed one of its Elder Signs
    DOOM_GATES = "doom_gates"                  # which Controlled Gates give a faction Doom in the Doom Phase
    CONTROL = "control"                        # units of other factions the owner Controls for now
    SPELLBOOK_PLACED = "spellbook_placed"      # the owner placed a Spellbook on a requirement


# Hooks that open an out-of-turn window (a decision for seats other than the active one).
WINDOW_HOOKS = (Hook.PRE_BATTLE, Hook.POST_BATTLE, Hook.AFTER_ANY_ACTION, Hook.GATHER_POWER_PHASE,
                Hook.DOOM_PHASE_START, Hook.DOOM_PHASE_END, Hook.RITUAL, Hook.ACTION_START,
                Hook.PRE_BATTLE_BYSTANDER, Hook.BATTLE_RESOLVED, Hook.DICE_ROLLED, Hook.BATTLE_DECLARED,
                Hook.GAME_END, Hook.SPELLBOOK_PLACED)

# Each out-of-turn window in words, as a heading a player reads ("After any player's Action:
# Devolve"); master rulebook, Between Action Effects, and each hook's moment above.
WINDOW_TITLES = {
    Hook.PRE_BATTLE.value: "Pre-Battle",
    Hook.POST_BATTLE.value: "Post-Battle",
    Hook.AFTER_ANY_ACTION.value: "After any player's Action",
    Hook.GATHER_POWER_PHASE.value: "Once all Power is gathered",
    Hook.DOOM_PHASE_START.value: "As the Doom Phase begins",
    Hook.DOOM_PHASE_END.value: "After the last Ritual turn of the Doom Phase",
    Hook.RITUAL.value: "When a Ritual of Annihilation is performed",
    Hook.ACTION_START.value: "As a turn of the Action Phase begins",
    Hook.PRE_BATTLE_BYSTANDER.value: "Pre-Battle, for the factions outside the Battle",
    Hook.BATTLE_RESOLVED.value: "Once the Battle is resolved",
    Hook.DICE_ROLLED.value: "Once the Battle's dice are rolled",
    Hook.BATTLE_DECLARED.value: "When a Battle is declared",
    Hook.GAME_END.value: "Before the game ends",
    Hook.SPELLBOOK_PLACED.value: "Once a Spellbook is placed",
}

# A Battle note any ability may set (BattleNoted): when true, the defender applies its Pains and
# Retreats before the attacker (master rulebook, Battle, Applying Battle Results: attacker first).
DEFENDER_FIRST = "defender_first"

# A Battle note an ability may set in the BATTLE_DECLARED window: (attacker, defender) of another
# Battle in the same Area, fought first (Sleeper, Energy Nexus). The declared Battle waits and
# resumes at Pre-Battle once that one is over, or ends unfought if one of its sides is gone.
INNER_BATTLE = "inner_battle"

# A Battle note any ability may set: the units whose own Combat rolls no dice in this Battle (they
# still take part, take results and keep their abilities; Daoloth, Cosmic Unity).
NO_DICE = "no_dice"

# A Battle note a card's ability sets, "card_book_due:<card>" -> the holder, when the card's own
# Spellbook requirement is met during a Battle: the Spellbook goes on the card once the Battle ends,
# if that faction still holds the card (master rulebook, Spellbooks earned in a Battle come after it).
CARD_BOOK_DUE = "card_book_due:"


# What each kind of unit is by default (UnitSpec facts); a unit type may set any fact itself.
_NONE = dict(recruited=False, summoned=False, power=0, holds_gates=False, cultist=False, monster=False,
             great_old_one=False, elder_signs=0, unit=True, moves=True, captures=True,
             takes_kills=True, mind_control=False, waits_on_card=False)
KIND_FACTS: dict[UnitKind, dict[str, Any]] = {
    UnitKind.CULTIST: {**_NONE, "recruited": True, "power": 1, "holds_gates": True, "cultist": True,
                       "protection": 0},
    UnitKind.MONSTER: {**_NONE, "summoned": True, "monster": True, "protection": 1},
    UnitKind.TERROR: {**_NONE, "summoned": True, "protection": 1},
    UnitKind.GREAT_OLD_ONE: {**_NONE, "great_old_one": True, "elder_signs": 1, "protection": 2},
    UnitKind.ELDER_GOD: {**_NONE, "protection": 2},
    UnitKind.BUILDING: {**_NONE, "unit": False, "protection": None},
}
UNSET = {name: None for name in _NONE} | {"protection": -1}


# -- the signature of each hook (typing only) --------------------------------------------------
# The engine passes each hook a context of its own kind (rules/engine/records.py). State, Option and Event
# are named here without importing them: rules.engine.state imports this module.
State = Any     # rules.engine.state.State
Option = Any    # rules.engine.prompts.Option
Event = Any     # rules.engine.events.Event
# The type of a field of a choice: a name from rules.contract.vocabulary.FIELD_TYPES, or the words it may be.
FieldType = str | tuple[str, ...]


class WindowOptions(Protocol):
    """An out-of-turn window's abilities (PRE_BATTLE, POST_BATTLE, AFTER_ANY_ACTION, ...): what the
    faction may do now."""
    def __call__(self, state: State, faction: str, ctx: WindowContext, /) -> list[Option]: ...


class WindowApply(Protocol):
    """A window ability used (`choice` one of its options)."""
    def __call__(self, state: State, faction: str, choice: dict[str, Any], ctx: WindowContext,
                 /) -> list[Event]: ...


class EffectApply(Protocol):
    """A mandatory effect on a window hook (an ability with `apply` and no `options`): no choice."""
    def __call__(self, state: State, faction: str, choice: None, ctx: WindowContext, /) -> list[Event]: ...


class TurnOptions(Protocol):
    """ACTION, UNLIMITED and AWAKEN abilities, offered on the owner's turn (no context)."""
    def __call__(self, state: State, faction: str, ctx: None, /) -> list[Option]: ...


class TurnApply(Protocol):
    def __call__(self, state: State, faction: str, choice: dict[str, Any], ctx: None, /) -> list[Event]: ...


class RitualTurnOptions(Protocol):
    """DOOM_PHASE abilities, offered on the owner's Ritual turn."""
    def __call__(self, state: State, faction: str, ctx: RitualTurnContext, /) -> list[Option]: ...


class DemandOptions(Protocol):
    """DEMAND: the answers the demand's chooser may give."""
    def __call__(self, state: State, faction: str, demand: Demand, /) -> list[Option]: ...


class DemandApply(Protocol):
    """DEMAND: the chooser's answer, run for the demanding faction (it clears or replaces the demand)."""
    def __call__(self, state: State, faction: str, choice: dict[str, Any], demand: Demand, /) -> list[Event]: ...


class RequirementMetApply(Protocol):
    """REQUIREMENT_MET: one of the faction's requirement slots was met."""
    def __call__(self, state: State, faction: str, choice: None, ctx: RequirementContext, /) -> list[Event]: ...


class UnitLostApply(Protocol):
    """UNIT_LOST: one of the faction's units was Killed, Eliminated or Captured."""
    def __call__(self, state: State, faction: str, choice: None, ctx: UnitLostContext, /) -> list[Event]: ...


class AwakenedApply(Protocol):
    """AWAKENED: the faction has Awakened a Great Old One."""
    def __call__(self, state: State, faction: str, choice: None, ctx: AwakenedContext, /) -> list[Event]: ...


class UnitMovedApply(Protocol):
    """UNIT_MOVED: one of the faction's units has Moved in its Move Action, still under way."""
    def __call__(self, state: State, faction: str, choice: None, ctx: UnitMovedContext, /) -> list[Event]: ...


class SummonedApply(Protocol):
    """SUMMONED: the faction has Summoned a Monster."""
    def __call__(self, state: State, faction: str, choice: None, ctx: SummonedContext, /) -> list[Event]: ...


class ElderSignRevealedApply(Protocol):
    """ELDER_SIGN_REVEALED: the faction revealed one of its Elder Signs for Doom."""
    def __call__(self, state: State, faction: str, choice: None, ctx: ElderSignRevealedContext,
                 /) -> list[Event]: ...
class DoomGates(Protocol):
    """DOOM_GATES: the Areas among `areas` (Controlled Gates of `faction`) that still give it Doom."""
    def __call__(self, state: State, owner: str, faction: str, areas: tuple[str, ...], /) -> tuple[str, ...]: ...


class GatherPower(Protocol):
    """GATHER_POWER: extra Power the faction gathers."""
    def __call__(self, state: State, faction: str, /) -> int: ...


class GatherPowerTo(Protocol):
    """GATHER_POWER: the Power `faction` (any faction in play, the owner too) gathers from the
    owner's ability, e.g. Worship Services paying both the Ancients and a Gate's controller."""
    def __call__(self, state: State, owner: str, faction: str, /) -> int: ...


class BattleCombat(Protocol):
    """BATTLE: Combat added to the faction's total, given its `units` in the Battle."""
    def __call__(self, state: State, faction: str, enemy: str, units: tuple[str, ...], /) -> int: ...


class SummonCost(Protocol):
    """A Monster's Summon cost as an ability changes it."""
    def __call__(self, state: State, faction: str, unit: UnitSpec, cost: int, /) -> int: ...


class ActionCost(Protocol):
    """A Unique Action's cost when it is not a fixed number."""
    def __call__(self, state: State, faction: str, /) -> int: ...


class Condition(Protocol):
    """A named condition a standing answer may wait for ("pass unless ...")."""
    def __call__(self, state: State, faction: str, ctx: WindowContext, /) -> bool: ...


class ActsIn(Protocol):
    """A Unique Action's Areas, given its choice: where its units end the Action or what it acts on."""
    def __call__(self, state: State, faction: str, choice: dict[str, Any], /) -> tuple[str, ...]: ...


class CostChange(Protocol):
    """COST: the Power `actor` pays for `action` in `area` once this ability has changed `cost`."""
    def __call__(self, state: State, owner: str, actor: str, action: str, area: str | None, cost: int, /) -> int: ...


class CaptureRule(Protocol):
    """CAPTURE: whether `captor` may Capture a Cultist of `victim` in `area`."""
    def __call__(self, state: State, owner: str, captor: str, victim: str, area: str, allowed: bool, /) -> bool: ...


class BattleRule(Protocol):
    """DECLARE_BATTLE: whether `attacker` may declare a Battle against `defender` in `area`."""
    def __call__(self, state: State, owner: str, attacker: str, defender: str, area: str, allowed: bool, /) -> bool: ...


class MayAct(Protocol):
    """MAY_ACT: whether `faction` takes turns in the Action Phase."""
    def __call__(self, state: State, owner: str, faction: str, /) -> bool: ...


class MayMove(Protocol):
    """MAY_MOVE: whether `faction`'s unit `uid` may take part in a Move Action."""
    def __call__(self, state: State, owner: str, faction: str, uid: str, /) -> bool: ...


class MaySummon(Protocol):
    """MAY_SUMMON: whether `faction` may Summon a Monster of `unit_type`."""
    def __call__(self, state: State, owner: str, faction: str, unit_type: str, /) -> bool: ...


class MayEnter(Protocol):
    """MAY_ENTER: whether `faction`'s unit `uid` may Move (`how` "move"), Retreat ("retreat") or be
    moved by an ability ("ability"; "escorted": together with a Great Old One of its faction) into `area`."""
    def __call__(self, state: State, owner: str, faction: str, uid: str, area: str, how: str, /) -> bool: ...


class Seizes(Protocol):
    """CONTROL: the units of other factions that `owner` Controls now."""
    def __call__(self, state: State, owner: str, /) -> Iterable[str]: ...


class Wins(Protocol):
    """VICTORY: whether the owner wins by its own condition as the game ends."""
    def __call__(self, state: State, owner: str, /) -> bool: ...


class UnitCombat(Protocol):
    """The total Combat of `count` units of one type (group dice, Great Old One formulas)."""
    def __call__(self, state: State, faction: str, enemy: str, count: int, /) -> int: ...


class AwakenCost(Protocol):
    """What Awakening a Great Old One costs now (Immortal: 10 the first time, 4 later)."""
    def __call__(self, state: State, /) -> int: ...


class KeepsCard(Protocol):
    """Whether the holder keeps a Loyalty Card whose last figure has just died."""
    def __call__(self, state: State, holder: str, /) -> bool: ...


class StandingRule(Protocol):
    """A card's rule that holds at every moment: the events that restore it now (none while it holds),
    `holder` the faction holding the card (None: in the supply)."""
    def __call__(self, state: State, holder: str | None, /) -> list[Event]: ...


class ClosedGates(Protocol):
    """The Areas where no Gate may be Controlled now, by the card's rule."""
    def __call__(self, state: State, /) -> Iterable[str]: ...


class RequirementHolds(Protocol):
    def __call__(self, state: State, faction: str, /) -> bool: ...


class RequirementWording(Protocol):
    """The requirement's words under the game's ruleset options (rules.engine.options.ruleset)."""
    def __call__(self, options: Mapping[str, Any], /) -> str: ...


class RequirementOnBattle(Protocol):
    """Whether the Battle that is ending met the requirement."""
    def __call__(self, state: State, faction: str, battle: Battle, /) -> bool: ...


class MoveReach(Protocol):
    """The Areas a unit may Move to, instead of the adjacent ones."""
    def __call__(self, state: State, faction: str, uid: str, /) -> Iterable[str]: ...


class GateUnits(Protocol):
    """Unit types that Create and Control Gates besides Cultists."""
    def __call__(self, state: State, faction: str, /) -> Iterable[str]: ...


class SparedWhenSurrounded(Protocol):
    """Whether a Pained unit with nowhere to Retreat survives instead of being Eliminated."""
    def __call__(self, state: State, uid: str, /) -> bool: ...


class LossesOffMap(Protocol):
    """Units off the map the faction may still choose to give up when an enemy ability lets it pick
    its own losses, though no enemy ability can pick them."""
    def __call__(self, state: State, faction: str, /) -> Iterable[str]: ...


class AbandonedGatesOffMap(Protocol):
    """How many Abandoned Gates the faction keeps off the map (on its faction card); each still
    gives every faction 1 Power in the Gather Power Phase."""
    def __call__(self, state: State, faction: str, /) -> int: ...


class SummonPlaces(Protocol):
    """Areas besides its Controlled Gates where the faction may Summon a Monster."""
    def __call__(self, state: State, faction: str, /) -> Iterable[str]: ...


class GatesClosedTo(Protocol):
    """The Areas whose Gate `faction` (any faction, the owner too) may not Control now."""
    def __call__(self, state: State, owner: str, faction: str, /) -> Iterable[str]: ...


class BooksFor(Protocol):
    """The faction's Spellbooks in a game with these ruleset options (a variant's set), given its
    bookkeeping `data` (a choice made in the game: the Tcho-Tcho's secret tribe)."""
    def __call__(self, options: Mapping[str, Any], data: Mapping[str, Any], /) -> tuple[str, ...]: ...


class UnitGates(Protocol):
    """Areas where one of the faction's units is itself a Gate the faction Controls."""
    def __call__(self, state: State, faction: str, /) -> Iterable[str]: ...


@dataclass(frozen=True)
class UnitSpec:
    """One row of a faction card: name, count in the Pool, Power cost, Combat.

    `combat` is an int per unit, or a function (state, faction, enemy, count) -> total Combat of
    `count` such units in a Battle (group dice such as Undead and Byakhee, or GOO formulas).
    `doom_value` is the Two-Player Rules value of losing the unit (average cost rounded up).
    `awaken_cost(state) -> int`, for a Great Old One whose Awakening cost changes (Immortal), is
    what Awakening it costs now; read through rules.engine.pieces.awaken_cost.

    The facts the rules read about a unit type; each left None takes its kind's value (KIND_FACTS):
    `recruited` / `summoned`: the Recruit Cultist / Summon Monster Action brings it into play;
    `power`: Power it gives its owner at Gather Power while in play (How to Earn Power: 1 per
    Cultist); `holds_gates`: it may Create and Control a Gate; `cultist` / `monster` /
    `great_old_one`: it counts as one for Capture and for abilities that name the category (a
    Terror is no Monster: master rulebook, The Ancients, Yothans); `elder_signs`: Elder Signs its
    owner draws when performing a Ritual of Annihilation while it is in play (one per Great Old
    One); `protection`: its rank in Capture Cultist (Cultist 0 < Monster 1 < Great Old One 2; a
    Capture needs a higher rank than every unit of the victim's in the Area), None for a component
    that is no Unit; `unit`: False for a Building, which never fights; `moves`: False for a unit
    that is never offered in a Move Action (Byatis, Toad of Berkeley; Abhoth's Filth tokens), though
    it still Retreats; `captures`: False for a unit that still protects its Cultists but never lets
    its owner Capture one (the Gug's Clumsy); `takes_kills`: False for a unit never assigned a Kill
    in Battle, though it takes Eliminations and Pains (the Hound of Tindalos' Angles of Time);
    `mind_control`: an enemy Great Old One in its Area cannot use its own special ability (the Elder
    Thing; rules.engine.mind_control); `waits_on_card`: Summoned, it goes onto its holder's faction
    card instead of the map (the Dimensional Shambler's Walk Between Worlds).
    """

    name: str
    kind: UnitKind
    count: int
    cost: int
    combat: int | UnitCombat = 0
    doom_value: int | None = None
    title: str = ""
    recruited: bool | None = None
    summoned: bool | None = None
    power: int | None = None
    holds_gates: bool | None = None
    cultist: bool | None = None
    monster: bool | None = None
    great_old_one: bool | None = None
    elder_signs: int | None = None
    protection: int | None = -1  # -1: the kind's rank (None is a fact: no rank at all)
    unit: bool | None = None
    moves: bool | None = None
    captures: bool | None = None
    takes_kills: bool | None = None
    mind_control: bool | None = None
    waits_on_card: bool | None = None
    awaken_cost: AwakenCost | None = None

    def __post_init__(self) -> None:
        for name, value in KIND_FACTS[self.kind].items():
            if getattr(self, name) == UNSET.get(name):
                object.__setattr__(self, name, value)

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
    `text` is the card's words under the default ruleset; `wording(options) -> str` gives them under
    any ruleset, for a slot whose ruleset option changes what it asks (read them with `reads`).
    """

    text: str
    holds: RequirementHolds | None = None
    action_cost: int | None = None
    on_battle: RequirementOnBattle | None = None
    wording: RequirementWording | None = None

    def reads(self, options: Mapping[str, Any]) -> str:
        """The words a player of a game with these ruleset options reads for this slot."""
        return self.wording(options) if self.wording is not None else self.text


@dataclass(frozen=True)
class Ability:
    """A faction ability registered on a hook: the base of one class per kind of hook.

    Each kind holds the callables its hook calls, with that hook's signature (the Protocols
    above), and refuses a hook of another kind (`hooks`), so an ability registered on a hook always
    has what the engine calls there (the window hooks: WINDOW_HOOKS; `kinds_on(hook)` names the
    classes a hook takes):

    | class                 | hooks                         | callables                                     |
    |-----------------------|-------------------------------|-----------------------------------------------|
    | WindowAbility         | the window hooks              | options, apply; `conditions`                  |
    | EffectAbility         | the window hooks              | apply (a mandatory effect, no choice)         |
    | TurnAbility           | ACTION, UNLIMITED, AWAKEN     | options, apply; `cost`, `acts_in`             |
    | RitualTurnAbility     | DOOM_PHASE                    | options, apply                                |
    | DemandAbility         | DEMAND                        | options, apply                                |
    | GatherPowerAbility    | GATHER_POWER                  | power or power_to                             |
    | BattleCombatAbility   | BATTLE                        | combat                                        |
    | RequirementMetAbility | REQUIREMENT_MET               | apply                                         |
    | UnitLostAbility       | UNIT_LOST                     | apply                                         |
    | UnitMovedAbility      | UNIT_MOVED                    | apply                                         |
    | SummonCostAbility     | SUMMON_COST                   | summon_cost                                   |
    | CostAbility           | COST                          | cost_change                                   |
    | CaptureAbility        | CAPTURE                       | capture_rule                                  |
    | MayActAbility         | MAY_ACT                       | may_act                                       |
    | MayMoveAbility        | MAY_MOVE                      | may_move                                      |
    | MaySummonAbility      | MAY_SUMMON                    | may_summon                                    |
    | MayEnterAbility       | MAY_ENTER                     | may_enter                                     |
    | DeclareBattleAbility  | DECLARE_BATTLE                | battle_rule                                   |
    | VictoryAbility        | VICTORY                       | wins                                          |
    | AnyTimeAbility        | ANY_TIME                      | options, apply                                |
    | AwakenedAbility       | AWAKENED                      | apply                                         |
    | SummonedAbility       | SUMMONED                      | apply                                         |
    | ElderSignRevealedAbility | ELDER_SIGN_REVEALED           | apply                                      |
    | DoomGatesAbility      | DOOM_GATES                    | doom_gates                                    |
    | ControlAbility        | CONTROL                       | seizes                                        |

    The choice an ability offers is declared here, for the API (rules/contract/vocabulary.py gathers the
    declarations of every faction; rules/CHOICES.md): `fields` are the fields of its options besides
    `act` and `ability` (act `ability`, or `answer` for a DEMAND), each a type from
    rules.contract.vocabulary.FIELD_TYPES (a trailing `?`: the value may be null) or a tuple of the words it
    may be; `optional_fields` are those an option may leave out. An ability with `options` that
    never lists one under its own name says why in `no_choice`.

    `great_old_one` names the unit type of the Great Old One whose own special ability this is (not
    a Spellbook's): while that Great Old One shares an Area with an enemy Elder Thing, the ability
    is not in force (master rulebook, FAQ EN 5491-5495, Mind Control; rules.engine.mind_control).
    """

    hooks: ClassVar[frozenset[Hook]] = frozenset()
    name: str
    hook: Hook
    _: KW_ONLY
    fields: Mapping[str, FieldType] | None = None
    optional_fields: tuple[str, ...] = ()
    no_choice: str = ""
    great_old_one: str = ""

    def __post_init__(self) -> None:
        if self.hook not in self.hooks:
            raise ValueError(f"{type(self).__name__} {self.name!r} cannot be registered on {self.hook.value!r}")


@dataclass(frozen=True)
class WindowAbility(Ability):
    """An ability offered out of turn in a window (the window hooks of the Hook table):
    `options(state, faction, ctx: WindowContext) -> list[Option]` to each faction in the window's
    queue, `apply(state, faction, choice, ctx)` run on its choice. `conditions` names predicates
    (state, faction, ctx: WindowContext) -> bool usable in standing answers ("pass unless ...")."""

    hooks: ClassVar[frozenset[Hook]] = frozenset(WINDOW_HOOKS)
    options: WindowOptions
    apply: WindowApply
    conditions: Mapping[str, Condition] = field(default_factory=dict)


@dataclass(frozen=True)
class EffectAbility(Ability):
    """A mandatory effect on a window hook: `apply(state, owner, None, ctx: WindowContext)` run at
    once for each owner in the queue as the hook is reached, asking nothing."""

    hooks: ClassVar[frozenset[Hook]] = frozenset(WINDOW_HOOKS)
    apply: EffectApply


@dataclass(frozen=True)
class TurnAbility(Ability):
    """ACTION, UNLIMITED and AWAKEN: `options(state, faction, None)` offered on the owner's turn,
    `apply(state, faction, choice, None)` run on its choice. UNLIMITED abilities are offered on the
    owner's turn before and after its one Action, pay their own costs in their events and end with
    ActionFinished without using up the turn's Action. A Unique Action (ACTION) pays `cost` (an int
    or (state, faction) -> int) before its effects and completes the turn's one Action; an AWAKEN
    ability's GreatOldOneAwakened event carries its own cost. `acts_in(state, faction, choice) ->
    Areas` names the Areas a Unique Action ends in or acts on: the engine prices it there through
    the COST hook, once for the Action at its dearest Area (rules.engine.hooks.unique_action_cost;
    Windwalker's Ice Age: Dreams costs 3 in the Ice Age Area)."""

    hooks: ClassVar[frozenset[Hook]] = frozenset({Hook.ACTION, Hook.UNLIMITED, Hook.AWAKEN})
    options: TurnOptions
    apply: TurnApply
    cost: int | ActionCost = 0
    acts_in: ActsIn | None = None


@dataclass(frozen=True)
class RitualTurnAbility(Ability):
    """DOOM_PHASE: `options(state, faction, RitualTurnContext())` on the faction's Ritual turn,
    `apply(state, faction, choice, None)` run on its choice."""

    hooks: ClassVar[frozenset[Hook]] = frozenset({Hook.DOOM_PHASE})
    options: RitualTurnOptions
    apply: TurnApply


@dataclass(frozen=True)
class DemandAbility(Ability):
    """DEMAND: a faction sets `faction_data[faction]["demand"]` (FactionDataSet with the dict form of
    a records.Demand: ability, chooser, ...; after_window to wait until an open window closes); the
    chooser then picks among `options(state, faction, demand)` and `apply(state, faction, choice,
    demand)` runs for the demanding faction (and must clear or replace the demand)."""

    hooks: ClassVar[frozenset[Hook]] = frozenset({Hook.DEMAND})
    options: DemandOptions
    apply: DemandApply


@dataclass(frozen=True)
class GatherPowerAbility(Ability):
    """GATHER_POWER: `power(state, faction) -> int` the owner gathers, or `power_to(state, owner,
    faction) -> int` for an ability that pays other factions too (listed only when not 0)."""

    hooks: ClassVar[frozenset[Hook]] = frozenset({Hook.GATHER_POWER})
    power: GatherPower | None = None
    power_to: GatherPowerTo | None = None

    def __post_init__(self) -> None:
        super().__post_init__()
        if (self.power is None) == (self.power_to is None):
            raise ValueError(f"GatherPowerAbility {self.name!r} needs one of power and power_to")


@dataclass(frozen=True)
class BattleCombatAbility(Ability):
    """BATTLE: `combat(state, faction, enemy, units) -> int` added to the faction's Combat; with
    `against`, taken from the enemy's Combat instead (`units` empty: the ability finds its own in
    the Battle; Tcho-Tcho, Terror), never below 0."""

    hooks: ClassVar[frozenset[Hook]] = frozenset({Hook.BATTLE})
    combat: BattleCombat
    against: bool = False


@dataclass(frozen=True)
class RequirementMetAbility(Ability):
    """REQUIREMENT_MET: `apply(state, faction, None, RequirementContext(slot))` runs when one of the
    faction's requirement slots is met (e.g. "also receive 1 Elder Sign")."""

    hooks: ClassVar[frozenset[Hook]] = frozenset({Hook.REQUIREMENT_MET})
    apply: RequirementMetApply


@dataclass(frozen=True)
class UnitLostAbility(Ability):
    """UNIT_LOST: `apply(state, faction, None, UnitLostContext(e))` runs when one of the faction's
    units is Killed, Eliminated or Captured (e.g. Passion); with `anyone`, when any faction's unit
    is (Daoloth's requirement: a Great Old One Killed anywhere)."""

    hooks: ClassVar[frozenset[Hook]] = frozenset({Hook.UNIT_LOST})
    apply: UnitLostApply
    anyone: bool = False


@dataclass(frozen=True)
class UnitMovedAbility(Ability):
    """UNIT_MOVED: `apply(state, faction, None, UnitMovedContext(e))` runs when one of the faction's
    units has Moved in its Move Action, still under way (Windwalker, Arctic Wind: Ithaqua's
    companions come along in the same Action); with `anyone`, when any other faction's unit has
    (Bubastis, Catnapping: Power for enemy units leaving the Moon)."""

    hooks: ClassVar[frozenset[Hook]] = frozenset({Hook.UNIT_MOVED})
    apply: UnitMovedApply
    anyone: bool = False


@dataclass(frozen=True)
class SummonCostAbility(Ability):
    """SUMMON_COST: `summon_cost(state, faction, unit_spec, cost) -> int` changes what the owner
    pays to Summon a Monster."""

    hooks: ClassVar[frozenset[Hook]] = frozenset({Hook.SUMMON_COST})
    summon_cost: SummonCost


@dataclass(frozen=True)
class CostAbility(Ability):
    """COST: `cost_change(state, owner, actor, action, area, cost) -> int` (the Hook table)."""

    hooks: ClassVar[frozenset[Hook]] = frozenset({Hook.COST})
    cost_change: CostChange


@dataclass(frozen=True)
class CaptureAbility(Ability):
    """CAPTURE: `capture_rule(state, owner, captor, victim, area, allowed) -> bool` (the Hook table).
    A `final` rule is asked after every other, so a Capture it allows stands whatever protects the
    Cultist (Great Race of Yith, Possession: "regardless of ... Ferox")."""

    hooks: ClassVar[frozenset[Hook]] = frozenset({Hook.CAPTURE})
    capture_rule: CaptureRule
    final: bool = False


@dataclass(frozen=True)
class MayActAbility(Ability):
    """MAY_ACT: `may_act(state, owner, faction) -> bool` (the Hook table)."""

    hooks: ClassVar[frozenset[Hook]] = frozenset({Hook.MAY_ACT})
    may_act: MayAct


@dataclass(frozen=True)
class MayMoveAbility(Ability):
    """MAY_MOVE: `may_move(state, owner, faction, uid) -> bool` (the Hook table: a unit an ability
    has laid down may not Move)."""

    hooks: ClassVar[frozenset[Hook]] = frozenset({Hook.MAY_MOVE})
    may_move: MayMove


@dataclass(frozen=True)
class MaySummonAbility(Ability):
    """MAY_SUMMON: `may_summon(state, owner, faction, unit_type) -> bool` (the Hook table: the
    Servitor of the Outer Gods' Adulation keeps other Monsters from being Summoned)."""

    hooks: ClassVar[frozenset[Hook]] = frozenset({Hook.MAY_SUMMON})
    may_summon: MaySummon


@dataclass(frozen=True)
class MayEnterAbility(Ability):
    """MAY_ENTER: `may_enter(state, owner, faction, uid, area, how) -> bool` (the Hook table: the
    Cacodemon's Area is closed to enemy units no Great Old One accompanies)."""

    hooks: ClassVar[frozenset[Hook]] = frozenset({Hook.MAY_ENTER})
    may_enter: MayEnter


@dataclass(frozen=True)
class DeclareBattleAbility(Ability):
    """DECLARE_BATTLE: `battle_rule(state, owner, attacker, defender, area, allowed) -> bool`."""

    hooks: ClassVar[frozenset[Hook]] = frozenset({Hook.DECLARE_BATTLE})
    battle_rule: BattleRule


@dataclass(frozen=True)
class VictoryAbility(Ability):
    """VICTORY: `wins(state, owner) -> bool`, the owner's win by its own condition at game end; an
    `at_once` claim ends the game as soon as it holds, checked between steps (a Spellbook that wins
    the game the moment it is earned)."""

    hooks: ClassVar[frozenset[Hook]] = frozenset({Hook.VICTORY})
    wins: Wins
    at_once: bool = False


@dataclass(frozen=True)
class AnyTimeAbility(Ability):
    """ANY_TIME: `options(state, faction, None)` offered to the owner at any moment of the game
    beside its pending decision (never pending itself), `apply(state, faction, choice, None)` run
    on its choice (master rulebook, High Priests: Unspeakable Oath "at any time")."""

    hooks: ClassVar[frozenset[Hook]] = frozenset({Hook.ANY_TIME})
    options: TurnOptions
    apply: TurnApply


@dataclass(frozen=True)
class AwakenedAbility(Ability):
    """AWAKENED: `apply(state, faction, None, AwakenedContext(e))` runs when the owner has Awakened
    a Great Old One, its own or an Independent (master rulebook, FAQ, Independent Great Old Ones:
    Great Cthulhu's Immortal gives an Elder Sign for Awakening any Great Old One)."""

    hooks: ClassVar[frozenset[Hook]] = frozenset({Hook.AWAKENED})
    apply: AwakenedApply


@dataclass(frozen=True)
class SummonedAbility(Ability):
    """SUMMONED: `apply(state, faction, None, SummonedContext(e))` runs when the owner has Summoned
    a Monster (the Satyr's Fecund: an Acolyte comes with each Satyr)."""

    hooks: ClassVar[frozenset[Hook]] = frozenset({Hook.SUMMONED})
    apply: SummonedApply


@dataclass(frozen=True)
class ElderSignRevealedAbility(Ability):
    """ELDER_SIGN_REVEALED: `apply(state, faction, None, ElderSignRevealedContext(e))` runs when the
    owner has revealed one of its Elder Signs for Doom (neutral Spellbooks: The Stars Are Right)."""

    hooks: ClassVar[frozenset[Hook]] = frozenset({Hook.ELDER_SIGN_REVEALED})
    apply: ElderSignRevealedApply


@dataclass(frozen=True)
class DoomGatesAbility(Ability):
    """DOOM_GATES: `doom_gates(state, owner, faction, areas) -> Areas` keeps, of a faction's
    Controlled Gates counted for Doom in the Doom Phase, those that still give it Doom (Abhoth, The
    Brood: none in an Area with Filth, but for Abhoth's holder)."""

    hooks: ClassVar[frozenset[Hook]] = frozenset({Hook.DOOM_GATES})
    doom_gates: DoomGates


@dataclass(frozen=True)
class ControlAbility(Ability):
    """CONTROL: `seizes(state, owner) -> unit ids`, the units of other factions the owner Controls
    now, computed from the state each time (rules.engine.control: Move, Battle sides, Capture)."""

    hooks: ClassVar[frozenset[Hook]] = frozenset({Hook.CONTROL})
    seizes: Seizes


# Every kind of ability, in the order of the table in Ability.
ABILITY_KINDS: tuple[type[Ability], ...] = (
    WindowAbility, EffectAbility, TurnAbility, RitualTurnAbility, DemandAbility, GatherPowerAbility,
    BattleCombatAbility, RequirementMetAbility, UnitLostAbility, UnitMovedAbility, SummonCostAbility,
    CostAbility, CaptureAbility, MayActAbility, MayMoveAbility, MaySummonAbility, MayEnterAbility,
    DeclareBattleAbility, VictoryAbility, AnyTimeAbility, AwakenedAbility, ElderSignRevealedAbility, DoomGatesAbility,
    SummonedAbility, ControlAbility)


def kinds_on(hook: Hook) -> tuple[type[Ability], ...]:
    """The classes of ability that may be registered on `hook` (two for a window hook: an offered
    ability and a mandatory effect)."""
    return tuple(kind for kind in ABILITY_KINDS if hook in kind.hooks)


A = TypeVar("A", bound=Ability)
T = TypeVar("T")


def part(value: T | None, name: str) -> T:
    """A part its use requires: of a record, a field its kind sets (a negotiation demand's
    `amount`); raises TypeError when it is missing."""
    if value is None:
        raise TypeError(f"the record has no {name}")
    return value


def of_kind(abilities: Iterable[Ability], kind: type[A]) -> tuple[A, ...]:
    """The abilities of one class, in their order (an engine call site names the kind it calls)."""
    return tuple(a for a in abilities if isinstance(a, kind))


@dataclass(frozen=True)
class StartRule:
    """Where and when a faction sets up (master rulebook, Set Up: each faction at its own glyph;
    the expansion factions' set-up order: some set up after the others, some choose their Area).

    `areas(state, faction) -> Areas` names the Areas the faction may start in, given the map and
    the factions set up before it; by default the start Areas the map prints for `glyph` (the key
    of the map data's `start_areas`; None: the faction's name). With several, set-up asks the
    faction which (rules/engine/start.py: kind and act `start_area`). Factions set up in rounds of
    ascending `stage`: 0 with everyone, a higher stage once every lower one is set up (The Ancients,
    Tcho-Tcho, Windwalker and Opener of the Way each come later than the one before). `off_map`: the
    faction sets up with its Power and nothing on the map (Daemon Sultan): it has no start Area
    until its own rules fix one (its bookkeeping's `start_area`, None until then).
    `units(state, faction) -> unit ids` are the units it sets up with, the first on the Gate; by
    default its six Acolytes (the Tcho-Tcho with the High Priests module: five and a High Priest).
    """

    glyph: str | None = None
    areas: Callable[..., tuple[str, ...]] | None = None
    stage: int = 0
    off_map: bool = False
    units: Callable[..., tuple[str, ...]] | None = None
    unit: str = "acolyte"  # the unit type it sets up 6 of (Bubastis: Earth Cats)


@dataclass(frozen=True)
class FactionArea:
    """An Area a faction brings onto whatever map its game is played on (Bubastis' Moon; master
    rulebook, Bubastis, the Moon). Added to the game's map when the faction is seated
    (rules.engine.maps.with_areas): every unit may go from it to any Area, and any Area leads to it,
    so for abilities it is adjacent to every Area; who may Move or Retreat onto it is the faction's
    rule (a MAY_ENTER ability: the Moon is closed to other factions' Moves and Retreats). `tags` are its map tags (`land`); `gate`: it holds a Gate its owner always Controls, which no unit
    holds and nothing seizes (rules.engine.state.own_gates), counted as a Controlled Gate for Power,
    Doom and Summons, though not among the Gates on the map (`state.gates`)."""

    name: str
    tags: tuple[str, ...] = ("land",)
    gate: bool = False


@dataclass(frozen=True)
class RulesetOption:
    """A named ruleset option a table may switch (docs/rulings.md): its default, the values it
    allows and where the point comes from. A faction declares the ones its abilities read;
    `listed_after` names the option it follows in lists of options (None: after all the others)."""

    name: str
    default: object
    allowed: tuple[Any, ...]
    source: str
    listed_after: str | None = None


@dataclass(frozen=True)
class PublicDatum:
    """A key of a faction's public bookkeeping (`faction_data`) that clients may read, described in
    the API contract. `kind` is "areas" (a list of Areas), "flag" (true or false), "round" (the
    round something was last done in), "number" (a count or a marker's place), "count" (a whole
    number from 0), "word" (a string) or "names" (a list of
    names, such as Spellbooks). `title` is what one such thing is called where an Area
    lists it ("Cathedral"); empty for data that is not a thing on the map."""

    key: str
    kind: str
    description: str
    title: str = ""


@dataclass(frozen=True)
class FactionSpec:
    """Everything the engine needs to know about a faction.

    Besides its abilities, a faction may change these rules for itself (each None by default):
    `move_reach(state, faction, unit id) -> Areas` the unit may Move to, instead of the adjacent ones;
    `gate_units(state, faction) -> unit types` that Create and Control Gates besides Cultists;
    `spared_when_surrounded(state, unit id) -> bool`: a Pained unit with nowhere to Retreat survives
    instead of being Eliminated; `losses_off_map(state, faction) -> unit ids` off the map the
    faction may give up when an enemy ability lets it choose its losses (Sleeper's slumbering
    Cultist); `abandoned_gates_off_map(state, faction) -> int` Abandoned Gates it keeps off the map,
    counted with those on the map in Gather Power (Sleeper's slumbering Gate whose Cultist was given
    up); `summon_places(state, faction) -> Areas` where it may Summon besides its Controlled
    Gates, for Summons other factions' abilities grant too; `unit_gates(state, faction) -> Areas`
    where one of its units is a Gate it Controls, for other factions' abilities that read Gates
    (Opener of the Way's Yog-Sothoth); `gates_closed_to(state, owner, faction) -> Areas` whose Gate
    `faction` may not Control now, by the owner's rule (Daemon Sultan's Chaos Gates: only its own
    Cultists hold them), so no Control is offered there; `starts_first`: the faction is First Player at set-up, and this is
    the reason recorded (master rulebook, Set Up, The First Player); `never_starts_first`: the faction
    is never First Player at the start of the game, whatever rule picks one (Windwalker). `own_area`:
    an Area the faction brings onto any map (FactionArea; Bubastis' Moon). `not_against`: factions it
    is never seated against in a two-player game (Bubastis and Crawling Chaos: master rulebook,
    Bubastis, Two-Player; rules.engine.options refuses such a game). `high_priest`: False for a faction
    that never has a High Priest (Bubastis): with the High Priests module its figure stays out of play. `start`
    says where and when it sets up; `options` are the ruleset options its abilities read (gathered
    by rules.engine.options); `public_data` the keys of its public bookkeeping that clients may read (in
    the API contract). `offered`: the faction is listed for new games and dealt at random
    (`registry.available`); a faction whose module is not finished yet says False, and is still
    found by name (`registry.get`). `plural_title`: the title names many ("The Ancients"), so sentences
    say "The Ancients gather" and "The Ancients' Acolyte". `own_high_priests`: the faction's own
    units are its High Priests, so the High Priests module gives it none (the Tcho-Tcho).
    `books_for(options, data) -> names`: of its `spellbooks`, those a game with these ruleset
    options deals it, given its bookkeeping (a variant's set: the Tcho-Tcho Tribes); None: all of
    them (read through `books_in_game`). `secret_data`: keys of its bookkeeping that only its own
    seat (and the auditor once the game ends) sees in the view, as Elder Sign values (a secret
    choice: the Tcho-Tcho's tribe); set them with an event whose value field is secret.
    """

    name: str
    short: str
    title: str
    units: tuple[UnitSpec, ...]
    spellbooks: tuple[str, ...]
    requirements: tuple[Requirement, ...]
    abilities: tuple[Ability, ...] = ()
    start_power: int = 8
    texts: Mapping[str, Mapping[str, str]] = field(default_factory=dict)  # card words, when no texts module
    events: tuple[type[Event], ...] = ()  # the faction's own event classes, found by the codec through the registry
    move_reach: MoveReach | None = None
    gate_units: GateUnits | None = None
    spared_when_surrounded: SparedWhenSurrounded | None = None
    losses_off_map: LossesOffMap | None = None
    abandoned_gates_off_map: AbandonedGatesOffMap | None = None
    summon_places: SummonPlaces | None = None
    unit_gates: UnitGates | None = None
    gates_closed_to: GatesClosedTo | None = None
    starts_first: str | None = None
    never_starts_first: bool = False
    start: StartRule = StartRule()
    options: tuple[RulesetOption, ...] = ()
    public_data: tuple[PublicDatum, ...] = ()
    offered: bool = True
    plural_title: bool = False
    own_high_priests: bool = False
    books_for: BooksFor | None = None
    secret_data: tuple[str, ...] = ()
    own_area: FactionArea | None = None
    not_against: tuple[str, ...] = ()
    high_priest: bool = True

    @property
    def possessive(self) -> str:
        """The title owning something: "Great Cthulhu's", "The Ancients'"."""
        return f"{self.title}'" if self.plural_title else f"{self.title}'s"

    def unit(self, name: str) -> UnitSpec:
        for spec in self.units:
            if spec.name == name:
                return spec
        raise KeyError(name)

    def books_in_game(self, options: Mapping[str, Any], data: Mapping[str, Any] | None = None) -> tuple[str, ...]:
        """The Spellbooks a game with these ruleset options deals the faction (`books_for`)."""
        return self.books_for(options, data or {}) if self.books_for is not None else self.spellbooks

    def abilities_on(self, hook: Hook) -> tuple[Ability, ...]:
        """The faction's abilities on `hook`, in card order; sorted out once per spec, since the
        engine asks at every step (a spec never changes: `replace` makes a new one)."""
        by_hook: dict[Hook, tuple[Ability, ...]] | None = self.__dict__.get("_by_hook")
        if by_hook is None:
            by_hook = {}
            for ability in self.abilities:
                by_hook[ability.hook] = by_hook.get(ability.hook, ()) + (ability,)
            object.__setattr__(self, "_by_hook", by_hook)
        return by_hook.get(hook, ())


# The Loyalty Card of the High Priests, one for each faction (master rulebook, High Priests).
HIGH_PRIEST = "high_priest"


class CardKind(StrEnum):
    """The kinds of Loyalty Card (master rulebook, Independent Great Old Ones, High Priests)."""

    INDEPENDENT = "independent"  # an Independent Great Old One, Awakened from the supply
    HIGH_PRIEST = "high_priest"  # a High Priest: every faction has one (`shared`)
    # A Unique High Priest (master rulebook, Unique High Priests): a faction takes it by Recruiting
    # its High Priest as this one, and keeps the card for the game; its figure dying never returns it.
    UNIQUE_HIGH_PRIEST = "unique_high_priest"
    # A Neutral Monster or a Terror (master rulebook, Neutral Monsters, Terrors): bought on one's
    # Ritual turn, one card per Doom Phase, and kept for the game; later figures are Summoned.
    NEUTRAL_MONSTER = "neutral_monster"
    TERROR = "terror"


# What buying a card costs on one's Ritual turn: (Doom, Power).
BUY_PRICE: dict[CardKind, tuple[int, int]] = {CardKind.NEUTRAL_MONSTER: (2, 0), CardKind.TERROR: (2, 2)}


@dataclass(frozen=True)
class LoyaltyCard:
    """A Loyalty Card: content that is no faction's, which a faction comes to hold in a game.

    `units` are its figures; their ids are `<short>.<unit>.<n>` and they enter the game when a
    faction takes them (UnitOwnerChanged with `to`). `cost` and `combat` are the card's printed
    Awaken (or Recruit) cost and Combat in words, for the content document. `abilities` are in force
    for the card's holder (each checks what it needs, such as its figure in play); `book_abilities`
    once the card's own Spellbook `spellbook` is on it, earned by `requirement` (its `holds` checked
    between steps, its `on_battle` when a Battle ends, or an ability of the card that emits
    CardSpellbookEarned). `awaken`, an AWAKEN ability, is offered to every seated faction while the
    card is in the supply (how the card comes to a faction: a Unique High Priest's is Recruiting it).
    `everyone` are in force for every seated faction while the card is in the game, held or in the
    supply (The Bloated Woman: units on her card are brought back by their owners). A `shared` card
    is held by every faction at once (High Priests: one each). `texts` are its words (ability,
    requirement and Spellbook names -> our own words), `source` and
    `grade` where its facts come from and how sure they are (H, M); `two_player` its notes for two
    players; `not_with` the factions beside which the card is not recommended (a faction's own Great
    Old One as an Independent), left out of random draws; `events`, `options` and `public_data` as
    a faction's (FactionSpec). `keeps_card(state, holder) -> bool`, when set, says the holder keeps
    the card when its last figure dies, the figure waiting in the holder's Pool until an ability
    of the card brings it back (instead of the card going back to the supply); `move_reach`, as a
    faction's, the Areas one of the card's figures may Move to instead of the adjacent ones. `tokens`
    names the unit types of its figures that are tokens, not its Great Old One: they never keep the
    card in play, and those on the map stay there, no faction's, when the card returns to the supply
    (master rulebook, Independent Great Old Ones, Death: "tokens already on the map remain there").
    `standing_rule(state, holder) -> events`, when set, is a rule of the card that holds at every
    moment: checked between steps (in a Battle too), its events restore it (the Hound of Tindalos
    Eliminated in an Area without a Gate; a Gate beside the Shadow Pharaoh Abandoned);
    `closed_gates(state) -> Areas` where no Gate may be Controlled now, so no Control is offered there.
    """

    name: str
    title: str
    kind: CardKind
    short: str
    units: tuple[UnitSpec, ...]
    cost: int
    combat: str
    abilities: tuple[Ability, ...] = ()
    spellbook: str = ""
    requirement: Requirement | None = None
    book_abilities: tuple[Ability, ...] = ()
    awaken: Ability | None = None
    everyone: tuple[Ability, ...] = ()
    shared: bool = False
    texts: Mapping[str, str] = field(default_factory=dict)
    source: str = ""
    grade: str = "H"
    pack: str = ""
    two_player: str = ""
    not_with: tuple[str, ...] = ()
    events: tuple[type[Event], ...] = ()
    options: tuple[RulesetOption, ...] = ()
    public_data: tuple[PublicDatum, ...] = ()
    keeps_card: KeepsCard | None = None
    move_reach: MoveReach | None = None
    tokens: tuple[str, ...] = ()
    standing_rule: StandingRule | None = None
    closed_gates: ClosedGates | None = None

    def __post_init__(self) -> None:
        """A Great Old One figure printed without a cost costs the card's: what rules reading a
        unit's cost see (The Harbinger's half the Awakening cost, Shriveling, two-player Doom)."""
        figures = tuple(replace(u, cost=self.cost) if u.great_old_one and not u.cost else u for u in self.units)
        object.__setattr__(self, "units", figures)

    def unit(self, name: str) -> UnitSpec:
        for spec in self.units:
            if spec.name == name:
                return spec
        raise KeyError(name)


@dataclass(frozen=True)
class NeutralSpellbook:
    """A neutral Spellbook (master rulebook, Azathoth: Neutral Spellbooks): a faction meeting one of
    its requirements may take it instead of one of its own, which it then never gets; one copy per
    game, and it counts among the faction's six. `abilities` are in force while the faction holds
    it (each checks nothing more: holding the book is the condition)."""

    name: str
    text: str
    abilities: tuple[Ability, ...] = ()
    source: str = ""
    grade: str = "M"
    events: tuple[type[Event], ...] = ()
