"""Creating a game: new_game from options, or start_from_position from a position document.

Master rulebook, Set Up: the map for the player count, the Ritual marker on the track's first space,
36 Elder Signs in the bag, and for each faction 8 Power, 6 Acolytes and a Controlled Gate (an Acolyte
on it) in its start Area (rules/engine/start.py: a faction with several candidate Areas is asked which,
so a game may wait on a set-up question before its First Player). Then the First Player chooses the
direction of play.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from . import events as ev
from .codec import freeze
from .engine import current_prompt, decide_and_apply, settle
from .errors import InvalidOptions, InvalidPosition
from .evolve import evolve, initial_state, replay
from .options import validate
from .position import check_position
from .rng import seed_hash
from .start import next_to_set_up
from .state import State, seat_of

# Never in a public event payload: Elder Sign values and the bag, and each seat's standing
# answers, which are its own (rules.engine.view) until the game ends.
HIDDEN = ("elder_signs", "bag", "standing")


def _check_seed(seed: object) -> bytes:
    if not isinstance(seed, (bytes, bytearray)) or len(seed) < 16:
        raise InvalidOptions("The seed must be at least 16 bytes from a cryptographic source.")
    return bytes(seed)


def _check_script(script: object, sandbox: bool) -> tuple[int, ...]:
    if script is None:
        return ()
    if not sandbox:
        raise InvalidOptions("Only a sandbox game may script its dice (docs/architecture.md section 2).")
    if not isinstance(script, (list, tuple)) or not all(isinstance(v, int) and 1 <= v <= 6 for v in script):
        raise InvalidOptions("A dice script is a list of faces from 1 to 6.")
    return tuple(script)


def _created(options: dict[str, Any], seed: bytes, script: tuple[int, ...]) -> ev.GameCreated:
    return ev.GameCreated(freeze(options), seed_hash(seed), seed.hex(), script)


def new_game(options: dict[str, Any], seed: bytes, dice_script: list[int] | None = None) -> list[ev.Event]:
    """The events that create and set up a game, up to its first decision."""
    checked = validate(options)
    created = _created(checked, _check_seed(seed), _check_script(dice_script, checked["sandbox"]))
    state = evolve(initial_state(), created)
    out: list[ev.Event] = [created]
    settle(state, out)
    return out


def answer_set_up(events: list[ev.Event], pick: Callable[[State, str, list[str]], str] | None = None
                  ) -> list[ev.Event]:
    """`events` of a new game followed by the answers to its set-up questions: `pick(state, faction,
    areas)` names the Area each asked faction sets up in (by default its first candidate)."""
    out, state = list(events), replay(events)
    while (faction := next_to_set_up(state)) is not None \
            and (prompt := current_prompt(state)) is not None:
        areas = [o.choice["area"] for o in prompt[1] if o.choice["act"] == "start_area"]
        if not areas:
            break
        area = pick(state, faction, areas) if pick else areas[0]
        new, state = decide_and_apply(state, seat_of(state, faction), {"act": "start_area", "area": area})
        out += new
    return out


def start_from_position(doc: dict[str, Any], seed: bytes,
                        dice_script: list[int] | None = None) -> list[ev.Event]:
    """A sandbox game starting from a position document (see rules/contract/schemas/position.schema.json)."""
    check_position(doc)
    options = dict(doc["options"], sandbox=True)
    checked = validate(options)
    created = _created(checked, _check_seed(seed), _check_script(dice_script, True))
    body = {k: v for k, v in doc.items() if k not in ("options", "format", "version")}
    hidden = {k: body.pop(k) for k in HIDDEN}
    loaded = ev.PositionLoaded(freeze(body), freeze(hidden))
    out: list[ev.Event] = [created, loaded]
    try:
        settle(replay(out), out)
    except (KeyError, TypeError, AttributeError, ValueError, IndexError) as exc:
        # A document can pass the structural checks and still describe no playable moment.
        raise InvalidPosition(f"The position cannot be played on ({type(exc).__name__}: {exc}).") from None
    return out


def from_position(doc: dict[str, Any]) -> State:
    """A State for a position document (with an all-zero seed: start a sandbox game to play it)."""
    return replay(start_from_position(doc, bytes(16))[:2])
