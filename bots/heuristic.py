"""The heuristic bot: it tries each legal option on a sampled world and keeps the best by the
evaluation of bots.evaluate.

For each decision it draws one world from what its seat may see (bots.determinize: the other
seats' Elder Signs, the bag and every future die sampled from its own generator), applies each
option there, plays on with a quick policy while a Battle, window or demand it opened is still
running (so a Battle is judged by a sampled roll, not by its declaration), and scores the state
reached. Ties go to the option kinds it prefers, then to its own seeded generator. It never
reveals Elder Signs early or sets standing answers (the end of the game reveals them anyway), and
drops to 0 Power only when nothing else is legal. A start Area chosen at set-up is judged by reach
and nearby enemies instead (set_up_choice).
"""
from __future__ import annotations

import random

import rules
from rules.engine.engine import any_time_options
from rules.engine.state import factions_in

from .determinize import determinize
from .evaluate import evaluate

_LAST_RESORT = frozenset({"abandon_gate"})
# The quick policy's preferences by kind of choice, also the tie-break of the evaluation.
PREFERENCE = {
    "requirement": 10, "place_spellbook": 9, "create_gate": 8, "control_gate": 7,
    "capture": 6, "ability": 5, "summon": 4, "recruit": 3, "ritual": 3, "move": 1,
    "end_turn": 0, "move_done": 0, "window_pass": 0, "end_ritual_turn": 0, "abandon_gate": -3,
    "drop_power": -10,
}
ENDS_TURN = frozenset({"end_turn", "drop_power"})
FOLLOW_UP = 60  # decisions the quick policy may play to see a Battle or window through


def turn_options(state: rules.State, seat: str) -> list:
    """The seat's options for the decision at hand: any-time settings only when nothing else is
    legal, and abandoning a Gate only when nothing but settings is. (Abandon and Control Gate are
    both free: a bot that weighed one against the other on sampled worlds could alternate them
    for ever, each time opening the other factions' windows.)"""
    options = rules.legal_options(state, seat)
    extra = len(any_time_options(state, seat))  # legal_options ends with them
    now = options[:len(options) - extra] or options
    return [o for o in now if o.choice["act"] not in _LAST_RESORT] or now


def set_up_choice(state: rules.State, faction: str, options: list, rng: random.Random) -> dict | None:
    """At set-up, when the faction chooses its start Area: the Area worth most by start_area_worth
    (ties at random); None for any other decision. Nothing is on the map to judge by evaluation yet."""
    if not options or any(o.choice["act"] != "start_area" for o in options):
        return None
    return max(options, key=lambda o: (start_area_worth(state, faction, o.choice["area"]), rng.random())).choice


def start_area_worth(state: rules.State, faction: str, area: str) -> float:
    """The Areas one Move away (room to spread Gates), and the enemy factions standing there or
    within one Move (Cultists to Capture, Gates to take)."""
    near = state.map.adjacent(area)
    enemies = sum(1 for a in near | {area} for f in factions_in(state, a) if f != faction)
    return len(near) + 2.0 * enemies


class QuickBot:
    """A fast policy for looking ahead: the preferred kind of choice, a Battle only where its own
    Combat is larger, ties at random."""

    def __init__(self, rng: random.Random) -> None:
        self._rng = rng

    def choose(self, state: rules.State, seat: str) -> dict:
        options = turn_options(state, seat)
        faction = state.seats[seat]
        return max(options, key=lambda o: (_preference(state, faction, o.choice), self._rng.random())).choice


class HeuristicBot:
    def __init__(self, seed: int | str | bytes = 0) -> None:
        self._rng = random.Random(seed)
        self._quick = QuickBot(self._rng)

    def choose(self, state: rules.State, seat: str) -> dict:
        options = turn_options(state, seat)
        if len(options) == 1:
            return options[0].choice
        faction = state.seats[seat]
        chosen = set_up_choice(state, faction, options, self._rng)
        if chosen is not None:
            return chosen
        world = determinize(state, faction, self._rng)
        scored = []
        here = evaluate(world, faction)
        for n, option in enumerate(options):
            if option.choice["act"] in ENDS_TURN:  # judged as the turn leaves the board, not by
                value = turn_end_value(world, faction, option.choice, here)  # the other seats' turns
            else:
                value = evaluate(self._follow(world, seat, option.choice), faction)
            scored.append((value, _preference(state, faction, option.choice), self._rng.random(), n))
        return options[max(scored)[3]].choice

    def _follow(self, world: rules.State, seat: str, choice: dict) -> rules.State:
        """The world after `choice`, played on while a Battle, window or demand is open."""
        _, after = rules.decide_and_apply(world, seat, choice)
        for _ in range(FOLLOW_UP):
            if after.phase == "ended" or (after.battle is None and after.window is None):
                break
            waiting = rules.pending(after)
            if not waiting:
                break
            who = waiting[0]["seat"]
            _, after = rules.decide_and_apply(after, who, self._quick.choose(after, who))
        return after


def turn_end_value(world: rules.State, faction: str, choice: dict, here: float) -> float:
    """The evaluation of ending the turn: the board as it is (`here`), but without the Power given
    up by dropping to 0 (else giving it up looks free, and a bot facing a Hibernating Windwalker's
    Power, lifted by the Minimum Power Rule, would give up its whole Power every round)."""
    if choice["act"] == "drop_power" and world.power[faction]:
        return evaluate(world.derive(power={**world.power, faction: 0}), faction)
    return here


def _preference(state: rules.State, faction: str, choice: dict) -> float:
    if choice["act"] == "battle" or _ability_battle(choice):
        return 6 if _strength(state, faction, choice) > 0 else -5
    return PREFERENCE.get(choice["act"], 1)


def _ability_battle(choice: dict) -> bool:
    """An ability whose option is a Battle of its own (Sleeper's Energy Nexus: `kind` "battle")."""
    return choice["act"] == "ability" and choice.get("kind") == "battle" and "enemy" in choice


def _strength(state: rules.State, faction: str, choice: dict) -> int:
    """Own Combat minus the enemy's in the Battle's Area: printed Combat, 1 for variable Combat."""
    table = state.table
    total = 0
    for uid in state.by_area().get(choice.get("area"), []):
        info = table[uid]
        combat = info.spec.combat if isinstance(info.spec.combat, int) else 1  # variable: guess
        if info.faction == faction:
            total += combat
        elif info.faction == choice.get("enemy"):
            total -= combat
    return total
