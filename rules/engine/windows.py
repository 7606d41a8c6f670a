"""Out-of-turn windows and standing answers.

Master rulebook, Between Action Effects: "after any player's Action" abilities may be used by anyone,
starting with the active player, then in turn order; Post-Battle abilities of factions not in the
Battle come last. A window asks each faction in its queue, in order, whether to use an ability
registered on the window's hook. A seat's standing answer ("always_pass", or "pass_unless" a named
condition holds) answers for it, so an asynchronous game need not stall on every window.
"""
from __future__ import annotations

from typing import Any, Callable

from .phrases import Name, Phrase
from . import choices as ch
from . import events as ev
from .content import WINDOW_HOOKS, AnyTimeAbility, Hook, RitualTurnAbility, TurnAbility, WindowAbility, of_kind
from .holdings import abilities_on, abilities_of
from .hooks import hook_events, unique_action_cost
from .prompts import Option, Prompt, handler
from .records import WindowContext
from .state import State, seat_of, spec_of, window_of

ANSWERS = ("ask", "always_pass", "pass_unless")


def window_event(state: State, hook: Hook, queue: tuple[str, ...],
                 context: WindowContext | dict[str, Any] | None = None) -> list[ev.Event]:
    """The mandatory effects on `hook` (an ability with `apply` and no `options`, run at once in
    `queue` order: Sleeper's Burrow refund after a Move, Demand Sacrifice's Kills counted as Pains),
    then a WindowOpened event if any faction in `queue` has an ability offered on `hook` (else
    nothing); the event carries the context's dict form, the window in the state its typed form."""
    return hook_events(state, hook, tuple(queue), context)


def _standing_pass(state: State, faction: str, hook: str, ctx: WindowContext) -> bool:
    answer, condition = state.standing.get(seat_of(state, faction), {}).get(hook, ("ask", None))
    if answer == "always_pass":
        return True
    if answer == "pass_unless":
        offered = of_kind(abilities_on(state, faction, Hook(hook)), WindowAbility)
        checks = [a.conditions[condition] for a in offered if condition in a.conditions]
        return not any(check(state, faction, ctx) for check in checks)
    return False


def ability_options(state: State, faction: str, hook: str, ctx: WindowContext) -> list[Option]:
    opts: list[Option] = []
    # a mandatory effect (EffectAbility) ran as the window opened
    for ability in of_kind(abilities_on(state, faction, Hook(hook)), WindowAbility):
        opts += ability.options(state, faction, ctx)
    return opts


def window_step(state: State) -> Prompt | list[ev.Event]:
    """The next faction in the open window that has something to decide, or the window's end."""
    w = window_of(state)
    for index in range(w.cursor, len(w.queue)):
        faction = w.queue[index]
        if _standing_pass(state, faction, w.hook, w.context):
            continue
        opts = ability_options(state, faction, w.hook, w.context)
        if opts:
            return Prompt("window", faction, _builder(opts, w.hook, index))
    return [ev.WindowClosed(w.hook)]


def _window(hook: str) -> Name:
    """An out-of-turn window as its options name it: its hook in words ("after any action"),
    worded by content.ftl's `window-<hook>` in other languages."""
    return Name(f"window-{hook}", {"": hook.replace("_", " ")})


def _builder(opts: list[Option], hook: str, index: int) -> Callable[[], list[Option]]:
    def build() -> list[Option]:
        return opts + [Option({"act": "window_pass", "hook": hook, "index": index},
                              Phrase("option-window-pass", {"window": _window(hook)}))]
    return build


@handler("window_pass")
def do_window_pass(state: State, faction: str, choice: ch.WindowPassChoice) -> list[ev.Event]:
    return [ev.WindowAnswered(faction, choice["hook"], choice["index"], None)]


@handler("ability")
def do_ability(state: State, faction: str, choice: dict[str, Any]) -> list[ev.Event]:
    """Use a faction ability; a window records the use so turn order within it is kept."""
    ability = next(a for a in abilities_of(state, faction) if a.name == choice["ability"])
    w = state.window  # none: a Unique Action on the faction's turn
    if isinstance(ability, AnyTimeAbility):
        return list(ability.apply(state, faction, choice, None))
    if isinstance(ability, WindowAbility) and w is not None:
        out = list(ability.apply(state, faction, choice, w.context))
    elif isinstance(ability, (TurnAbility, RitualTurnAbility)) and w is None:
        out = list(ability.apply(state, faction, choice, None))
    else:
        raise TypeError(f"the ability {ability.name!r} is not offered now")
    if isinstance(ability, TurnAbility) and ability.hook is Hook.ACTION:
        cost = unique_action_cost(state, faction, ability, choice)
        return [ev.UniqueActionTaken(faction, ability.name, cost)] + out + [ev.ActionFinished(faction, ability.name)]
    if ability.hook is Hook.UNLIMITED:
        return out + [ev.ActionFinished(faction, ability.name)]
    if state.window is not None and ability.hook.value == state.window.hook:
        index = state.window.queue.index(faction, state.window.cursor)
        out.append(ev.WindowAnswered(faction, state.window.hook, index, ability.name))
    return out


def any_time_options(state: State, faction: str) -> list[Option]:
    """What the faction may do at any moment, beside its pending decision (ANY_TIME abilities)."""
    return [option for ability in of_kind(abilities_on(state, faction, Hook.ANY_TIME), AnyTimeAbility)
            for option in ability.options(state, faction, None)]


def standing_options(state: State, faction: str) -> list[Option]:
    """Standing answers a seat may set for the window hooks its faction has abilities on."""
    opts = []
    for hook in {a.hook for a in of_kind(abilities_of(state, faction), WindowAbility)} & set(WINDOW_HOOKS):
        name = hook.value
        opts.append(Option({"act": "standing_answer", "hook": name, "answer": "always_pass"},
                           Phrase("option-always-pass", {"window": _window(name)})))
        opts.append(Option({"act": "standing_answer", "hook": name, "answer": "ask"},
                           Phrase("option-always-ask", {"window": _window(name)})))
        for ability in of_kind(abilities_on(state, faction, hook), WindowAbility):
            for cond in sorted(ability.conditions):
                opts.append(Option({"act": "standing_answer", "hook": name, "answer": "pass_unless",
                                    "condition": cond},
                                   Phrase("option-pass-unless", {"window": _window(name), "condition": cond,
                                                                 "conditionwords": cond.replace("_", " ")})))
    return sorted(opts, key=lambda o: str(o.choice))


@handler("standing_answer")
def do_standing(state: State, faction: str, choice: ch.StandingAnswerChoice) -> list[ev.Event]:
    """Set the seat's standing answer on a hook; setting the answer it already has is no event,
    so repeating a setting changes nothing (nor the version every other seat's choice names)."""
    seat, wanted = seat_of(state, faction), (choice["answer"], choice.get("condition"))
    if tuple(state.standing.get(seat, {}).get(choice["hook"], ("ask", None))) == wanted:
        return []
    return [ev.StandingAnswerSet(seat, choice["hook"], *wanted)]
