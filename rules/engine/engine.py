"""The engine's four entry points besides evolve: pending, legal_options, decide, decide_batch.

`next_step(state)` says what happens now: either a Prompt (a seat must decide) or the events of a
step nobody decides (rolling dice, gathering Power). `decide` applies the chosen option, then runs
such forced steps until the next real decision, and returns all the events.
"""
from __future__ import annotations

from dataclasses import replace
from functools import reduce
from typing import Any, Callable

from . import actions, battle, demands, hooks, loyalty, phases, spellbooks, start, windows  # noqa: F401  (modules register their handlers)
from . import events as ev
from .codec import to_json
from .content import (AwakenedAbility, ElderSignRevealedAbility, Hook, SummonedAbility, UnitLostAbility,
                      UnitMovedAbility, of_kind)
from .diagnose import diagnose
from .errors import GameOver, MalformedChoice, UnknownSeat
from .evolve import evolve
from .holdings import abilities_on
from .prompts import HANDLERS, OLDER_FORMS, Option, Prompt
from .records import (AwakenedContext, ElderSignRevealedContext, SummonedContext, UnitLostContext,
                      UnitMovedContext)
from .state import Phase, State, doom_phase_of, play_order, seat_of, spec_of

MAX_FORCED_STEPS = 10_000  # guards against a content bug looping forever inside one decision


def next_step(state: State) -> Prompt | list[ev.Event] | None:
    """The pending decision, or the events of the forced step to take now; None once the game is over."""
    if state.phase == Phase.ENDED:
        return None
    won = phases.instant_victory(state)
    if won:
        return won
    if state.met and state.battle is None:
        return spellbooks.spellbook_prompt(state)
    demand = demands.demand_step(state)
    if demand is not None:
        return demand
    if state.battle is not None and battle.side_gone(state):
        return battle.finish(state)  # ended in Pre-Battle, resolved like any other Battle
    if state.window is not None:
        return windows.window_step(state)
    if state.phase == Phase.ACTION:
        return _action_step(state)
    if state.phase == Phase.GATHER_POWER:
        return phases.gather_power(state)
    if state.phase == Phase.DOOM:
        return phases.doom_step(state)
    return start.set_up_step(state) or phases.first_player_step(state)  # set-up, First Player, direction


def _action_step(state: State) -> Prompt | list[ev.Event]:
    t = state.turn
    if t is None or t.ended:
        return phases.next_turn(state)
    if state.battle is not None:
        return battle.battle_step(state)
    return actions.turn_prompt(state)


# -- settling: forced steps, windows and requirement checks ---------------------------------

def _after_action(state: State) -> list[ev.Event]:
    """Between Action Effects: the active player first, then the others in turn order."""
    if state.phase != Phase.ACTION or state.turn is None:
        return []
    queue = tuple(play_order(state, state.turn.faction))
    return windows.window_event(state, Hook.AFTER_ANY_ACTION, queue, {"actor": state.turn.faction})


def _triggered(state: State, e: ev.Event) -> list[ev.Event]:
    """Facts that follow at once from a fact: unit-lost abilities (a Capture both loses a unit and ends
    an Action), the "after any Action" window, requirement rewards."""
    if state.phase == Phase.ENDED:
        return []
    out = _unit_lost(state, e) if isinstance(e, LOSSES) else []
    if isinstance(e, ev.GreatOldOneAwakened):
        out += _awakened(state, e)
    if isinstance(e, ev.MonsterSummoned):
        out += _summoned(state, e)
    if e.ends_action:
        return out + _after_action(state)
    if isinstance(e, ev.RequirementMet):
        return spellbooks.rewards(state, e)
    point = HOOK_POINTS.get(type(e))
    return out if point is None else out + point(state, e)


LOSSES = (ev.UnitKilled, ev.UnitEliminated, ev.CultistCaptured)


def _phase_began(state: State, e: ev.PhaseBegan) -> list[ev.Event]:
    """Master rulebook, Phases of Play: once all Power is gathered (the First Player is determined
    next), and as the Doom Phase begins, any faction may act out of turn."""
    if e.phase == Phase.FIRST_PLAYER:
        return hooks.hook_events(state, Hook.GATHER_POWER_PHASE, tuple(play_order(state)))
    if e.phase == Phase.DOOM:
        return hooks.hook_events(state, Hook.DOOM_PHASE_START, tuple(play_order(state)))
    return []


def _spellbook_placed(state: State, e: ev.SpellbookPlaced) -> list[ev.Event]:
    """A faction placed a Spellbook: its own abilities that answer it (Tcho-Tcho, Hierophants)."""
    return hooks.hook_events(state, Hook.SPELLBOOK_PLACED, (e.faction,))


def _ritual_performed(state: State, e: ev.RitualPerformed) -> list[ev.Event]:
    """Any faction's Ritual of Annihilation (the Ancients' Consecration answers their own)."""
    return hooks.hook_events(state, Hook.RITUAL, tuple(play_order(state, e.faction)), {"ritual_by": e.faction})


def _ritual_turn_ended(state: State, e: ev.RitualTurnEnded) -> list[ev.Event]:
    """After the last Ritual turn the Doom Phase ends (before the game ends or the next Action
    Phase); when no window opens for it and the game is to end, the window before the game ends."""
    dp = doom_phase_of(state)
    cursor, queue = dp.cursor, dp.queue
    if cursor < len(queue):
        return []
    out = hooks.hook_events(state, Hook.DOOM_PHASE_END, tuple(play_order(state)))
    if any(isinstance(x, ev.WindowOpened) for x in out):
        return out  # the window before the game ends follows its close
    return out + _before_game_end(state)


def _before_game_end(state: State) -> list[ev.Event]:
    """Master rulebook, FAQ, Windwalker ("take this Spellbook at any time", even as the game ends, as
    every player may reveal Elder Signs then): when the game is about to end, a window for the
    abilities usable at any time (Hook.GAME_END), everyone in play order."""
    if not phases.ending(state):
        return []
    return hooks.hook_events(state, Hook.GAME_END, tuple(play_order(state)))


def _turn_ended(state: State, e: ev.TurnEnded) -> list[ev.Event]:
    """Doom of 30 reached in the Action Phase ends the game as this turn ends: first the window
    before the game ends."""
    return _before_game_end(state) if state.phase == Phase.ACTION else []


def _window_closed(state: State, e: ev.WindowClosed) -> list[ev.Event]:
    """The Doom Phase's closing window is over: the window before the game ends, if it does."""
    return _before_game_end(state) if e.hook == Hook.DOOM_PHASE_END.value else []


def _turn_began(state: State, e: ev.TurnBegan) -> list[ev.Event]:
    """The start of a player's turn in the Action Phase, before its Action: the active player first."""
    return hooks.hook_events(state, Hook.ACTION_START, tuple(play_order(state, e.faction)), {"actor": e.faction})


def _awakened(state: State, e: ev.GreatOldOneAwakened) -> list[ev.Event]:
    """AWAKENED abilities of the faction that Awakened a Great Old One (Immortal's Elder Sign, Dire
    Cthulhu's Lord and Master). Each sees the facts of those before it, so Elder Signs two of them
    draw come out of the bag one after the other."""
    out: list[ev.Event] = []
    for ability in of_kind(abilities_on(state, e.faction, Hook.AWAKENED), AwakenedAbility):
        new = ability.apply(state, e.faction, None, AwakenedContext(e))
        out += new
        state = reduce(evolve, new, state)
    return out


def _summoned(state: State, e: ev.MonsterSummoned) -> list[ev.Event]:
    """SUMMONED abilities of the faction that Summoned a Monster (the Satyr's Fecund)."""
    out: list[ev.Event] = []
    for ability in of_kind(abilities_on(state, e.faction, Hook.SUMMONED), SummonedAbility):
        new = ability.apply(state, e.faction, None, SummonedContext(e))
        out += new
        state = reduce(evolve, new, state)
    return out


def _unit_moved(state: State, e: ev.UnitMoved) -> list[ev.Event]:
    """UNIT_MOVED abilities of the mover, while its Move Action is under way (Arctic Wind)."""
    out: list[ev.Event] = []
    for ability in of_kind(abilities_on(state, e.faction, Hook.UNIT_MOVED), UnitMovedAbility):
        out += ability.apply(state, e.faction, None, UnitMovedContext(e))
    for other in state.order:  # those that answer any faction's Move (UnitMovedAbility.anyone)
        if other != e.faction:
            for ability in of_kind(abilities_on(state, other, Hook.UNIT_MOVED), UnitMovedAbility):
                if ability.anyone:
                    out += ability.apply(state, other, None, UnitMovedContext(e))
    return out


def _elder_sign_revealed(state: State, e: ev.ElderSignRevealed) -> list[ev.Event]:
    """ELDER_SIGN_REVEALED abilities of the faction that revealed the Elder Sign (neutral
    Spellbooks: The Stars Are Right)."""
    out: list[ev.Event] = []
    for ability in of_kind(abilities_on(state, e.faction, Hook.ELDER_SIGN_REVEALED), ElderSignRevealedAbility):
        out += ability.apply(state, e.faction, None, ElderSignRevealedContext(e))
    return out


# Facts that reach an expansion hook (rules/engine/hooks.py); each returns what the hook's abilities add.
HOOK_POINTS: dict[type[ev.Event], Callable[[State, Any], list[ev.Event]]] = {
               ev.PhaseBegan: _phase_began, ev.RitualPerformed: _ritual_performed,
               ev.RitualTurnEnded: _ritual_turn_ended, ev.TurnBegan: _turn_began, ev.UnitMoved: _unit_moved,
               ev.TurnEnded: _turn_ended, ev.WindowClosed: _window_closed,
               ev.ElderSignRevealed: _elder_sign_revealed, ev.SpellbookPlaced: _spellbook_placed}


def _unit_lost(state: State,
               e: ev.UnitKilled | ev.UnitEliminated | ev.CultistCaptured) -> list[ev.Event]:
    """UNIT_LOST abilities of the lost unit's owner (e.g. Passion), then those of the other
    factions that answer any faction's loss (UnitLostAbility.anyone); a token no faction owns (an
    Independent's, left on the map when its card returned) has none."""
    owner = state.table[e.unit].faction
    if owner is None:
        return []
    out: list[ev.Event] = []
    for ability in of_kind(abilities_on(state, owner, Hook.UNIT_LOST), UnitLostAbility):
        out += ability.apply(state, owner, None, UnitLostContext(e))
    if not state.loyalty:
        return out
    for other in state.order:
        for ability in of_kind(abilities_on(state, other, Hook.UNIT_LOST), UnitLostAbility):
            if other != owner and ability.anyone:
                out += ability.apply(state, other, None, UnitLostContext(e))
    return out + loyalty.card_lost(state, e)


def apply_all(state: State, events: list[ev.Event], out: list[ev.Event]) -> State:
    """Evolve through `events` and whatever they trigger, appending every fact to `out`."""
    queue, i = list(events), 0
    while i < len(queue):
        e = queue[i]
        i += 1
        state = evolve(state, e)
        out.append(e)
        queue[i:i] = _triggered(state, e)
    return state


def settle(state: State, out: list[ev.Event]) -> State:
    """Run forced steps until a real decision is pending or the game is over."""
    for _ in range(MAX_FORCED_STEPS):
        if state.loyalty and state.phase != Phase.ENDED:
            kept = loyalty.card_rules_kept(state)
            if kept:
                state = apply_all(state, kept, out)
                continue
        if state.battle is None and state.phase != Phase.ENDED and start.next_to_set_up(state) is None:
            met = spellbooks.requirements_met(state)
            if state.loyalty:
                met += loyalty.card_requirements_met(state)
            if met:
                state = apply_all(state, met, out)
                continue
        step = next_step(state)
        if step is None:
            return state
        if isinstance(step, Prompt):
            if not step.auto:
                return state
            opts = step.build()
            if len(opts) != 1:
                state.__dict__["_prompt"] = _built(step, opts)
                return state
            step = HANDLERS[opts[0].choice["act"]](state, step.faction, opts[0].choice)
        state = apply_all(state, step, out)
    raise RuntimeError("forced steps did not settle")


# -- public API ------------------------------------------------------------------------------

def current_prompt(state: State) -> tuple[Prompt, list[Option]] | None:
    cached = state.__dict__.get("_prompt")
    if cached is None:
        step = next_step(state)
        if not isinstance(step, Prompt):
            return None
        cached = _built(step, step.build())
        state.__dict__["_prompt"] = cached
    return cached


def _built(step: Prompt, opts: list[Option]) -> tuple[Prompt, list[Option]]:
    """A prompt with its options, to keep on the state. The prompt's own `build` holds the state,
    so keeping it there would make a reference cycle, freed only by the garbage collector's
    passes; the kept prompt builds from the options instead."""
    return replace(step, build=lambda: list(opts)), opts


def pending(state: State) -> list[dict[str, Any]]:
    """Which seats must decide what now: [{seat, faction, kind}] (empty once the game is over).

    Knowing who decides needs the prompt, not its options: they are built only when asked for.
    """
    found = state.__dict__.get("_pending")
    if found is None:
        cached = state.__dict__.get("_prompt")
        step = cached[0] if cached is not None else next_step(state)
        found = ((seat_of(state, step.faction), step.faction, step.kind),) \
            if isinstance(step, Prompt) else ()
        state.__dict__["_pending"] = found
    return [{"seat": seat, "faction": faction, "kind": kind} for seat, faction, kind in found]


def legal_options(state: State, seat: str) -> list[Option]:
    """Every choice `seat` may make now: its pending decision plus what it may do any time."""
    if seat not in state.seats:
        raise UnknownSeat(f"Seat {seat!r} does not play in this game.", seat=seat)
    if state.phase == Phase.ENDED:
        return []
    key = "_opts:" + seat
    cached = state.__dict__.get(key)
    if cached is None:
        faction = state.seats[seat]
        current = current_prompt(state)
        cached = list(current[1]) if current and current[0].faction == faction else []
        cached += any_time_options(state, seat)
        state.__dict__[key] = cached
    return list(cached)  # a copy: callers may not change the cached list


def any_time_options(state: State, seat: str) -> list[Option]:
    """What `seat` may do at any moment, beside its pending decision (the tail of legal_options):
    reveal an Elder Sign, set a standing answer, and the ANY_TIME abilities it holds."""
    if seat not in state.seats or state.phase == Phase.ENDED:
        return []
    faction = state.seats[seat]
    return (phases.reveal_options(state, faction) + windows.standing_options(state, faction)
            + windows.any_time_options(state, faction))


def decide_and_apply(state: State, seat: str, choice: dict[str, Any]) -> tuple[list[ev.Event], State]:
    """decide, also returning the state after the events (saves the caller a second evolve)."""
    option = _validate(state, seat, choice)
    faction = state.seats[seat]
    out: list[ev.Event] = []
    state = apply_all(state, HANDLERS[option.choice["act"]](state, faction, option.choice), out)
    return out, settle(state, out)


def decide(state: State, seat: str, choice: dict[str, Any]) -> list[ev.Event]:
    """The events that follow `seat` choosing `choice` (one of its legal options)."""
    return decide_and_apply(state, seat, choice)[0]


def decide_batch(state: State, choices: list[tuple[str, dict[str, Any]]]) -> tuple[list[ev.Event], State]:
    """Apply several (seat, choice) pairs in order, all or nothing: any illegal one raises, no events."""
    out: list[ev.Event] = []
    for seat, choice in choices:
        events, state = decide_and_apply(state, seat, choice)
        out += events
    return out, state


def _validate(state: State, seat: str, choice: object) -> Option:
    if not isinstance(choice, dict) or not isinstance(choice.get("act"), str):
        raise MalformedChoice("A choice is a JSON object with a string field 'act'.", choice=choice)
    if state.phase == Phase.ENDED:
        raise GameOver()
    options = legal_options(state, seat)
    for option in options:
        if option.choice == choice:
            return option
    for option in options:  # clients send choices back as JSON: a tuple in an option arrives as a list
        if to_json(option.choice) == choice:
            return option
    older = OLDER_FORMS.get(choice["act"])
    current = older(state, state.seats[seat], choice) if older and seat in state.seats else None
    if current is not None and current != choice:
        return _validate(state, seat, current)
    raise diagnose(state, seat, choice, current_prompt(state))

