"""Battle: declaring, Pre-Battle, dice, assigning results, Post-Battle, applying results, Retreats.

Master rulebook, Battle: (1) Pre-Battle abilities, attacker first; (2) Combat dice, 6 = Kill,
4-5 = Pain; (3) Post-Battle abilities while results are assigned, Eliminations and Kills before
Pains, each by the owner of the units; (4) apply Eliminations and Kills, then Pains, attacker
Retreating first; a side with nowhere to Retreat Eliminates one Pained unit and the rest stay.
Spellbooks earned during a Battle arrive after it.
"""
from __future__ import annotations

from enum import StrEnum
from typing import Any

from . import choices as ch
from . import events as ev
from .control import controlled_in, controller
from .content import DEFENDER_FIRST, INNER_BATTLE, Hook
from .hooks import action_cost, hook_events, registered, unit_may_enter
from .loyalty import battle_card_requirements_met
from .phrases import Phrase, area_name
from .pieces import a_unit_said, loss_doom, representatives, strength
from .prompts import Option, Prompt, handler
from .records import OPENING, BattleStep, WindowContext
from .rng import roll_dice
from .spellbooks import battle_requirements_met
from .state import (State, battle_of, factions_in, has_unlimited_battle, owner_of, play_order,
                    spec_of, units_in)
from .windows import ability_options, window_event

class Result(StrEnum):
    """Battle results: Eliminations and Kills remove a unit, a Pain makes it Retreat."""

    ELIMINATION = "elimination"
    KILL = "kill"
    PAIN = "pain"


# Assigned together, Eliminations first (master rulebook, FAQ, Eliminations before Kills).
KILLS = (Result.ELIMINATION, Result.KILL)


@handler("battle")
def do_battle(state: State, faction: str, choice: ch.BattleChoice) -> list[ev.Event]:
    """Declare the Battle. When some seated faction has an ability on the declared-Battle window
    (Sleeper, Energy Nexus), that window opens first and Pre-Battle after it (`_opening`); else
    Pre-Battle opens at once, as it always did for the core factions."""
    area, enemy = choice["area"], choice["enemy"]
    declared = ev.BattleDeclared(faction, area, enemy, action_cost(state, faction, "battle", area, 1),
                                 has_unlimited_battle(state, faction))
    if registered(state, Hook.BATTLE_DECLARED):
        return [declared, ev.BattleNoted(OPENING, "declared")]
    return [declared] + window_event(state, Hook.PRE_BATTLE, (faction, enemy), {"area": area})


def _opening(state: State) -> list[ev.Event]:
    """What comes between a declaration and the Pre-Battle dice, one step at a time: the Battle an
    ability asked to fight first (INNER_BATTLE; the declared one waits), the declared-Battle window
    (BATTLE_DECLARED: the attacker, then the others in play order; not opened when nobody can act
    in it), then the Pre-Battle window (attacker, then defender). Nothing once all are done."""
    b = battle_of(state)
    first = b.note(INNER_BATTLE)
    if first:
        return [ev.BattleInterposed(first[0], b.area, first[1])]
    if b.note(OPENING) == "declared":
        declared = _declared_window(state)
        if declared:
            return [ev.BattleNoted(OPENING, "pre_battle")] + declared
    if b.note(OPENING) is not None:
        return [ev.BattleNoted(OPENING, None)] + window_event(state, Hook.PRE_BATTLE, b.sides(), {"area": b.area})
    return []


def _declared_window(state: State) -> list[ev.Event]:
    """The declared-Battle window's facts, or nothing if no faction asked could use an ability in it."""
    b = battle_of(state)
    return _offered_window(state, Hook.BATTLE_DECLARED, tuple(play_order(state, b.attacker)), {"area": b.area})


def _offered_window(state: State, hook: Hook, queue: tuple[str, ...],
                    context: dict[str, Any]) -> list[ev.Event]:
    """The facts of reaching `hook`, without the window itself when no faction in `queue` could use
    an ability in it (a window nobody can act in would only add events to every Battle)."""
    opened = hook_events(state, hook, queue, context)
    ctx = WindowContext.of(context)
    if opened and isinstance(opened[-1], ev.WindowOpened) and \
            not any(ability_options(state, f, hook, ctx) for f in queue):
        opened.pop()
    return opened


def participants(state: State, faction: str) -> list[str]:
    """A side's units taking part: all the units it Controls in the Area (rules.engine.control: an
    Acolyte under Mind Parasite fights for the Insects' holder), minus any exempted by an ability."""
    b = battle_of(state)
    exempt = b.exempted()
    return [u for u in controlled_in(state, b.area, faction) if u not in exempt]


def enemy_of(state: State, faction: str) -> str:
    return battle_of(state).enemy_of(faction)


def battle_step(state: State) -> Prompt | list[ev.Event]:
    step = battle_of(state).step
    if step is BattleStep.PRE_BATTLE:
        return _opening(state) or _after_pre_battle(state)
    if step is BattleStep.KILLS or step is BattleStep.PAINS:
        return _assignment(state, step)
    if step is BattleStep.APPLY:
        # Results a Post-Battle ability added after the Pains were assigned are assigned first.
        found = _outstanding(state, (BattleStep.KILLS, BattleStep.PAINS))
        if found is not None:
            return found
        return _apply(state) + [ev.BattleAdvanced(battle_of(state).area, BattleStep.RETREAT_ATTACKER)]
    if step is BattleStep.RETREAT_ATTACKER or step is BattleStep.RETREAT_DEFENDER:
        return _retreat(state, step)
    return _resolved(state) or finish(state)


def side_gone(state: State) -> bool:
    """Master rulebook, Battle, Pre-Battle Abilities: a side whose units were all removed in
    Pre-Battle ends the Battle at once."""
    b = battle_of(state)
    return b.step is BattleStep.PRE_BATTLE and not (participants(state, b.attacker) and participants(state, b.defender))


# A Battle note: factions not in the Battle have had their Pre-Battle turn.
BYSTANDERS_ASKED = "bystanders_asked"


def _bystanders(state: State) -> list[ev.Event]:
    """Pre-Battle for factions not in the Battle (Hook.PRE_BATTLE_BYSTANDER; Sleeper, Energy Nexus
    and Demand Sacrifice act in Battles they may not be in), once, after the attacker and the
    defender, in turn order from the attacker. Nothing at all if no bystander has such an ability."""
    b = battle_of(state)
    if b.note(BYSTANDERS_ASKED):
        return []
    queue = tuple(f for f in play_order(state, b.attacker) if f not in b.sides())
    opened = hook_events(state, Hook.PRE_BATTLE_BYSTANDER, queue, {"area": b.area})
    return [ev.BattleNoted(BYSTANDERS_ASKED, True)] + opened if opened else []


def _after_pre_battle(state: State) -> list[ev.Event]:
    asked = _bystanders(state)
    if asked:
        return asked
    b = battle_of(state)
    att, dfn = b.attacker, b.defender
    mine, theirs = participants(state, att), participants(state, dfn)
    att_faces = roll_dice(state, strength(state, att, dfn, mine))
    dfn_faces = roll_dice(state, strength(state, dfn, att, theirs), offset=len(att_faces))
    # Abilities that act on the rolled dice (re-rolls) come before any result is assigned.
    rolled = hook_events(state, Hook.DICE_ROLLED, (att, dfn), {"area": b.area})
    return [ev.DiceRolled(att, att_faces), ev.DiceRolled(dfn, dfn_faces),
            ev.BattleAdvanced(b.area, BattleStep.KILLS)] + rolled


# -- assigning results -----------------------------------------------------------------------

def _open(state: State, side: str) -> list[str]:
    results = battle_of(state).results
    return [u for u in participants(state, side) if u not in results]


def _due(state: State, side: str, stage: str) -> list[str]:
    """Results still to be assigned to `side`'s units at this stage, in the order they are assigned."""
    hits = battle_of(state).hits.get(enemy_of(state, side), {})
    given: dict[str, Any] = {}
    for uid, res in battle_of(state).results.items():
        if controller(state, uid) == side:
            for r in res:
                given[r] = given.get(r, 0) + 1
    kinds = KILLS if stage is BattleStep.KILLS else (Result.PAIN,)
    return [k for k in kinds for _ in range(max(hits.get(k, 0) - given.get(k, 0), 0))]


def _outstanding(state: State, stages: tuple[BattleStep, ...]) -> Prompt | list[ev.Event] | None:
    """The next result to assign (Eliminations and Kills before Pains, attacker's units first); a
    Kill no open unit may take (the Hound of Tindalos' Angles of Time) is lost."""
    b = battle_of(state)
    for stage in stages:
        for side in (b.attacker, b.defender):
            due, open_units = _due(state, side, stage), _open(state, side)
            if due and due[0] == Result.KILL:  # a unit that takes no Kill (UnitSpec.takes_kills)
                open_units = [u for u in open_units if state.table[u].spec.takes_kills]
            if due and open_units:
                if len(due) >= len(open_units) and len(set(due[:len(open_units)])) == 1:
                    # Every open unit takes the same result: nothing to choose. The log still
                    # names who assigns this side's results (an ability may hand that to the enemy).
                    by = b.assigner(side)
                    return [ev.ResultAssigned(u, due[0], by) for u in open_units]
                return _assign_prompt(state, side, due[0], open_units)
    return None


def _assignment(state: State, stage: BattleStep) -> Prompt | list[ev.Event]:
    """Assign the rolled Eliminations and Kills; open the Post-Battle window of the moment the Kills
    are assigned (stage "kills", when some faction can act in it: Necrophagy, whose Pains are then
    assigned with the rolled ones, as in the master rulebook's Complex Battle Examples 1 and 2);
    assign the Pains, then open the Post-Battle window in which abilities add results (stage
    "assigned": Necrophagy if not used before, as in Complex Battle Example 6, where Bill's Pain is
    assigned before the Ghoul arrives). At step "pains" the results those abilities added are
    assigned, then the window of the abilities that act on the assigned results opens (stage
    "pains": The Harbinger, Madness, Regenerate)."""
    if stage is BattleStep.KILLS:
        found: Prompt | list[ev.Event] | None = (_outstanding(state, (BattleStep.KILLS,))
                                                 or _kills_moment(state))
        if found:
            return found
    found = _outstanding(state, (BattleStep.KILLS, BattleStep.PAINS))
    if found is not None:
        return found
    nxt, when = (BattleStep.PAINS, "assigned") if stage is BattleStep.KILLS else (BattleStep.APPLY, "pains")
    area = battle_of(state).area
    advanced: list[ev.Event] = [ev.BattleAdvanced(area, nxt)]
    return advanced + window_event(state, Hook.POST_BATTLE, _post_battle_queue(state),
                                   {"area": area, "stage": when})


def _post_battle_queue(state: State) -> tuple[str, ...]:
    """Post-Battle abilities: the attacker, the defender, then the others in turn order."""
    b = battle_of(state)
    return (b.attacker, b.defender) + tuple(f for f in play_order(state, b.attacker) if f not in b.sides())


# A Battle note: the Post-Battle moment once the Kills are assigned has passed.
KILLS_ASKED = "kills_asked"


def _kills_moment(state: State) -> list[ev.Event]:
    """The Post-Battle window once every Kill and Elimination is assigned and before any Pain is
    (master rulebook, Battle, Post-Battle Abilities and Assigning Battle Results: abilities are used
    while Kills are assigned; rulings R18), once, and only when a faction could act in it."""
    b = battle_of(state)
    if b.note(KILLS_ASKED) or any(Result.PAIN in r for r in b.results.values()):
        return []
    opened = _offered_window(state, Hook.POST_BATTLE, _post_battle_queue(state), {"area": b.area, "stage": "kills"})
    return [ev.BattleNoted(KILLS_ASKED, True)] + opened if opened else []


def _assign_prompt(state: State, side: str, result: str, open_units: list[str]) -> Prompt:
    assigner = battle_of(state).assigner(side)

    def build() -> list[Option]:
        return [Option({"act": "assign", "unit": u, "result": result},
                       Phrase("option-assign", {"result": result, "unit": a_unit_said(state, u)})) for u in representatives(state, open_units)]

    return Prompt("assign_" + result, assigner, build, auto=True)


@handler("assign")
def do_assign(state: State, faction: str, choice: ch.AssignChoice) -> list[ev.Event]:
    return [ev.ResultAssigned(choice["unit"], choice["result"], faction)]


# -- applying results ------------------------------------------------------------------------

def _apply(state: State) -> list[ev.Event]:
    """Both sides remove Eliminated units, then Killed units, at the same time."""
    area, results = battle_of(state).area, battle_of(state).results
    out: list[ev.Event] = []
    for uid in sorted(results):
        if Result.ELIMINATION in results[uid] and state.units[uid] == area:
            out += [ev.UnitEliminated(uid, area, "battle")] + loss_doom(state, uid)
    for uid in sorted(results):
        if Result.KILL in results[uid] and Result.ELIMINATION not in results[uid] and state.units[uid] == area:
            out += [ev.UnitKilled(uid, area)] + loss_doom(state, uid)
    return out


def _pained(state: State, side: str) -> list[str]:
    results = battle_of(state).results
    if side in battle_of(state).stay:
        return []
    return [u for u in controlled_in(state, battle_of(state).area, side) if results.get(u) == (Result.PAIN,)]


def retreat_areas(state: State, side: str) -> list[str]:
    """Adjacent Areas holding no units of the faction just Battled."""
    b = battle_of(state)
    enemy = enemy_of(state, side)
    return sorted(a for a in state.map.retreat_from(b.area) if enemy not in factions_in(state, a))


def _retreat(state: State, step: BattleStep) -> Prompt | list[ev.Event]:
    b = battle_of(state)
    # An ability may have the defender Retreat first: "retreat_attacker" is then the defender's turn.
    first, second = (b.defender, b.attacker) if b.note(DEFENDER_FIRST) else (b.attacker, b.defender)
    side = first if step is BattleStep.RETREAT_ATTACKER else second
    pained = _pained(state, side)
    if not pained:
        nxt = BattleStep.RETREAT_DEFENDER if step is BattleStep.RETREAT_ATTACKER else BattleStep.END
        return [ev.BattleAdvanced(b.area, nxt)]
    areas = retreat_areas(state, side)
    chooser = b.retreater(side)
    shown = representatives(state, pained)
    pairs = [(u, a) for u in shown for a in areas]
    if registered(state, Hook.MAY_ENTER):  # an Area may be closed to some units (the Cacodemon's)
        pairs = [(u, a) for u, a in pairs if unit_may_enter(state, side, u, a, "retreat")]
    if not pairs:
        return Prompt("retreat_blocked", side, lambda: [
            Option({"act": "retreat_eliminate", "unit": u}, Phrase("option-retreat-blocked", {"unit": a_unit_said(state, u)}))
            for u in shown], auto=True)
    return Prompt("retreat", chooser, lambda: [
        Option({"act": "retreat", "unit": u, "to": a}, Phrase("option-retreat", {"unit": a_unit_said(state, u), "area": area_name(a)}))
        for u, a in pairs], auto=True)


@handler("retreat")
def do_retreat(state: State, faction: str, choice: ch.RetreatChoice) -> list[ev.Event]:
    return [ev.UnitRetreated(choice["unit"], battle_of(state).area, choice["to"])]


@handler("retreat_eliminate")
def do_retreat_eliminate(state: State, faction: str, choice: ch.RetreatEliminateChoice) -> list[ev.Event]:
    uid = choice["unit"]
    spared = spec_of(owner_of(state, uid)).spared_when_surrounded
    if spared is not None and spared(state, uid):  # the unit soaks up the Elimination and survives
        return [ev.RetreatBlocked(owner_of(state, uid), uid)] + loss_doom(state, uid, half=True)
    return [ev.UnitEliminated(uid, battle_of(state).area, "retreat_blocked")] + loss_doom(state, uid)


# A Battle note: the abilities that act once every result is applied have had their turn.
RESOLVED_ASKED = "resolved_asked"


def _resolved(state: State) -> list[ev.Event]:
    """Post-Battle abilities that act after all Kills and Pains are applied and every Retreat made
    (Hook.BATTLE_RESOLVED; promotions that the Battle's survivors earn), once, attacker, defender,
    then the others in turn order. Nothing at all if no faction has such an ability."""
    b = battle_of(state)
    if b.note(RESOLVED_ASKED):
        return []
    queue = (b.attacker, b.defender) + tuple(f for f in play_order(state, b.attacker) if f not in b.sides())
    opened = hook_events(state, Hook.BATTLE_RESOLVED, queue, {"area": b.area, "stage": "resolved"})
    return [ev.BattleNoted(RESOLVED_ASKED, True)] + opened if opened else []


def finish(state: State) -> list[ev.Event]:
    """Spellbooks whose requirements were met in the Battle, then the Battle's end: every way a
    Battle ends comes here, also a side removed in Pre-Battle (master rulebook, Game Basics, Earning
    Spellbooks; Battle, Pre-Battle Abilities). A Battle fought before a declared one hands back to
    it instead: that one resumes at Pre-Battle, or ends unfought if a side of it is gone, its
    attacker's Power still spent (master rulebook, FAQ, Sleeper, Energy Nexus)."""
    b = battle_of(state)
    over = ev.BattleEnded(b.area) if b.suspended is None else ev.BattleResumed(b.area)
    cards = battle_card_requirements_met(state, battle_of(state)) if state.loyalty else []
    return battle_requirements_met(state) + cards + [over]
