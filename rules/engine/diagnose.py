"""Why a choice is illegal: the most specific typed error, with the rule it breaks.

Legality itself is decided by `legal_options`; this module only explains a refusal, so it may be
slow and approximate without ever letting an illegal choice through.
"""
from __future__ import annotations

from typing import Any

from . import errors
from .content import part
from .prompts import HANDLERS, Option, Prompt
from .state import State, is_two_player, spec_of, turn_of, units_in

MAIN_ACTS = {"recruit", "summon", "create_gate", "move", "capture", "requirement"}
TURN_KINDS = {"turn", "move"}
FIXED_COSTS = {"recruit": 1, "create_gate": 3, "move": 1, "battle": 1, "capture": 1}


def diagnose(state: State, seat: str, choice: dict[str, Any],
             current: tuple[Prompt, list[Option]] | None) -> errors.IllegalChoice:
    """The error for `choice`, refused while `current` (the engine's prompt and its options, or
    None) is the decision the game waits for."""
    faction, act = state.seats[seat], choice["act"]
    if act not in HANDLERS:
        return errors.MalformedChoice(f"There is no choice called {act!r}.", act=act)
    if act == "reveal_elder_sign":
        return errors.IllegalChoice("Elder Signs: you can reveal only an Elder Sign you hold.", act=act)
    if current is None or current[0].faction != faction:
        waiting = current[0].faction if current else None
        return errors.NotYourTurn(f"It is not your decision now; waiting for {waiting}.", waiting_for=waiting)
    if current[0].kind in TURN_KINDS:
        found = _turn_error(state, faction, choice, current[0].kind)
        if found is not None:
            return found
    return errors.IllegalChoice(f"{choice} is not among the {len(current[1])} legal options now.",
                                choice=choice)


def _turn_error(state: State, faction: str, choice: dict[str, Any], kind: str) -> errors.IllegalChoice | None:
    act = choice["act"]
    if act in MAIN_ACTS and turn_of(state).main_done and not (kind == "move" and act == "move"):
        return errors.MainActionTaken()
    if act == "end_turn" and not (turn_of(state).main_done or turn_of(state).flex):
        return errors.MainActionMissing()
    if act == "drop_power" and is_two_player(state):
        return errors.VoluntaryDropForbidden()
    cost = FIXED_COSTS.get(act)
    if cost is not None and state.power[faction] < cost:
        return errors.InsufficientPower(f"{act.replace('_', ' ').title()} costs {cost} Power; you have "
                                        f"{state.power[faction]}.", cost=cost, power=state.power[faction])
    check = _CHECKS.get(act)
    return check(state, faction, choice) if check else None


def _move_error(state: State, faction: str, choice: dict[str, Any]) -> errors.IllegalChoice | None:
    uid: Any = choice.get("unit")  # as the seat sent it: checked here
    to = choice.get("to")
    info = state.table.get(uid)
    if info is None or info.faction != faction or state.units[uid] not in state.map.adjacency:
        return errors.UnitNotAvailable("Move: only your units on the Map can Move.", unit=uid)
    if uid in part(turn_of(state).moved, "moved"):
        return errors.NotAdjacent("Move: each unit may Move only once per turn.", unit=uid)
    if to not in state.map.adjacency[state.units[uid]]:
        return errors.NotAdjacent(f"Move: {to} is not adjacent to {state.units[uid]}.", unit=uid, to=to)
    return None


def _capture_error(state: State, faction: str, choice: dict[str, Any]) -> errors.IllegalChoice | None:
    from .actions import can_capture

    area, enemy = choice.get("area"), choice.get("enemy")
    if area in state.map.adjacency and enemy in state.order and units_in(state, area, enemy):
        if not can_capture(state, faction, enemy, area):
            return errors.CaptureProtected(area=area, enemy=enemy)
    return None


def _battle_error(state: State, faction: str, choice: dict[str, Any]) -> errors.IllegalChoice | None:
    from .pieces import strength

    area, enemy = choice.get("area"), choice.get("enemy")
    if area in part(turn_of(state).battled, "battled"):
        return errors.AreaAlreadyBattled(area=area)
    if area in state.map.adjacency and enemy in state.order and units_in(state, area, enemy):
        if strength(state, faction, enemy, units_in(state, area, faction)) < 1:
            return errors.NoCombat(area=area)
    if turn_of(state).main_done:
        return errors.MainActionTaken("Battle: without 6 Spellbooks a Battle is your one Action this turn.")
    return None


def _gate_error(state: State, faction: str, choice: dict[str, Any]) -> errors.IllegalChoice | None:
    area = choice.get("area")
    if choice["act"] == "create_gate" and area in state.gates:
        return errors.GateRuleBroken(f"Create Gate: {area} already holds a Gate.", area=area)
    return errors.GateRuleBroken(area=area)


def _pool_error(state: State, faction: str, choice: dict[str, Any]) -> errors.IllegalChoice | None:
    spec = next((u for u in spec_of(faction).units if u.name == choice.get("unit_type")), None)
    if spec is not None and spec.cost > state.power[faction]:
        return errors.InsufficientPower(f"A {spec.label} costs {spec.cost} Power; you have {state.power[faction]}.")
    return errors.UnitNotAvailable(f"No {choice.get('unit_type')} of yours can be placed in {choice.get('area')}.")


_CHECKS = {"move": _move_error, "capture": _capture_error, "battle": _battle_error, "create_gate": _gate_error,
           "control_gate": _gate_error, "abandon_gate": _gate_error, "recruit": _pool_error, "summon": _pool_error}
