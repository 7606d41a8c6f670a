"""Invariants every reachable state must satisfy (checked by the fuzz test and `simulate`)."""
from __future__ import annotations

import json

import rules
from rules.engine.holdings import ON_SPELLBOOK
from rules.engine.state import CAPTURED, OUT_OF_PLAY, POOL, Phase, State

MAX_ROUNDS = 80  # a generous bound: random games end by Instant Death before this (a two-player random game
# whose bots seldom choose the Ritual they are offered can run to round 50: simulate seed 0, game 1)


def check_step(state: State) -> list[str]:
    """Cheap checks after every step."""
    problems = []
    if any(p < 0 for p in state.power.values()):
        problems.append(f"negative Power: {state.power}")
    if state.round > MAX_ROUNDS:
        problems.append(f"round {state.round} exceeds {MAX_ROUNDS}")
    problems += _units_in_one_place(state)
    if state.phase != Phase.ENDED:
        waiting = rules.pending(state)
        if not waiting or not rules.legal_options(state, waiting[0]["seat"]):
            problems.append("nobody has a legal option but the game is not over")
    return problems


def _units_in_one_place(state: State) -> list[str]:
    problems = []
    if set(state.units) != set(state.table):
        problems.append("the units in play differ from the factions' unit tables")
    areas = set(state.map.areas)
    places = areas | {POOL, OUT_OF_PLAY} | {CAPTURED + f for f in state.order} | {"off_map:" + f for f in state.order} \
        | {"off_map:card:" + f for f in state.order}  # a figure waiting on its holder's card (Dimensional Shambler)
    places |= {f"{ON_SPELLBOOK}{f}:{book}" for f in state.order for _, book in state.spellbooks[f]}
    problems += [f"{u} is in unknown place {w}" for u, w in state.units.items() if w not in places]
    for area, uid in state.gates.items():
        if uid is not None and state.units.get(uid) != area:
            problems.append(f"the controller {uid} of the Gate in {area} is elsewhere")
    on_gates = [u for u in state.gates.values() if u is not None]
    if len(on_gates) != len(set(on_gates)):
        problems.append("a unit stands on two Gates")
    return problems


def check_views(state: State) -> list[str]:
    """No view holds another seat's Elder Sign values, and none holds the seed during play."""
    problems = []
    seed = state.seed.hex()
    for viewer in list(state.seats) + [None]:
        shown = rules.view(state, viewer)
        text = json.dumps(shown)
        if state.phase != Phase.ENDED and (seed in text or '"draws"' in text or '"bag"' in text):
            problems.append(f"view for {viewer} shows the seed, draw counter or bag")
        for faction, data in shown["factions"].items():
            if "elder_sign_values" in data and state.seats.get(viewer) != faction:
                problems.append(f"view for {viewer} shows {faction}'s Elder Sign values")
    return problems


def check_replay(events: list, state: State) -> list[str]:
    """Replaying the events, after a trip through their stored JSON form, rebuilds the state."""
    stored = [rules.from_record(*json.loads(json.dumps(rules.to_record(e)))) for e in events]
    if stored != list(events):
        return ["an event changed on its way through its JSON record"]
    return [] if rules.replay(stored) == state else ["replaying the events gives a different state"]
