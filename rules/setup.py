"""Creating a game: new_game from options, or start_from_position from a position document.

Master rulebook, Set Up: the map for the player count, the Ritual marker on the track's first space,
36 Elder Signs in the bag, and for each faction 8 Power, 6 Acolytes and a Controlled Gate (an Acolyte
on it) in its start Area. Then the First Player chooses the direction of play.
"""
from __future__ import annotations

from . import events as ev
from .codec import freeze
from .engine import settle
from .errors import InvalidOptions, InvalidPosition
from .evolve import evolve, initial_state, replay
from .options import validate
from .position import check_position
from .rng import seed_hash
from .state import State, spec_of

HIDDEN = ("elder_signs", "bag")  # never in a public event payload


def _check_seed(seed: object) -> bytes:
    if not isinstance(seed, (bytes, bytearray)) or len(seed) < 16:
        raise InvalidOptions("The seed must be at least 16 bytes from a cryptographic source.")
    return bytes(seed)


def _check_script(script: object, sandbox: bool) -> tuple[int, ...]:
    if script is None:
        return ()
    if not sandbox:
        raise InvalidOptions("Only a sandbox game may script its dice (DESIGN.md: randomness is data).")
    if not isinstance(script, (list, tuple)) or not all(isinstance(v, int) and 1 <= v <= 6 for v in script):
        raise InvalidOptions("A dice script is a list of faces from 1 to 6.")
    return tuple(script)


def _setup_events(state: State) -> list[ev.Event]:
    """Each faction's FactionSetUp, in rounds of ascending set-up stage (seat order within one), each
    round seeing the units of those set up before it."""
    out = []
    for faction in sorted(state.order, key=lambda f: spec_of(f).start.stage):
        e = _faction_set_up(state, faction)
        state = evolve(state, e)
        out.append(e)
    return out


def _faction_set_up(state: State, faction: str) -> ev.FactionSetUp:
    spec = spec_of(faction)
    area = start_area(state, faction)
    # rulings R3 variant: the first edition starts everyone at 0 Power and opens with Gather Power.
    first_edition = state.options["first_round"] == "first_edition"
    acolytes = tuple(f"{spec.short}.acolyte.{n}" for n in range(1, 7))
    return ev.FactionSetUp(faction, area, acolytes, acolytes[0], 0 if first_edition else spec.start_power)


def start_areas(state: State, faction: str) -> tuple[str, ...]:
    """The Areas the faction may set up in: its own rule's, or the map's for its start glyph."""
    rule = spec_of(faction).start
    if rule.areas is not None:
        return tuple(rule.areas(state, faction))
    return state.map.start_areas.get(rule.glyph or faction, ())


def start_area(state: State, faction: str) -> str:
    """The one Area the faction sets up in (a choice among several is not offered at set-up yet)."""
    areas = start_areas(state, faction)
    if not areas:
        raise InvalidOptions(f"{spec_of(faction).title} has no start Area on layout {state.layout}.")
    if len(areas) > 1:
        raise InvalidOptions(f"{spec_of(faction).title} would choose among {len(areas)} start Areas on layout "
                             f"{state.layout}; set-up does not offer that choice yet.")
    return areas[0]


def _created(options: dict, seed: bytes, script: tuple) -> ev.GameCreated:
    return ev.GameCreated(freeze(options), seed_hash(seed), seed.hex(), script)


def new_game(options: dict, seed: bytes, dice_script: list[int] | None = None) -> list[ev.Event]:
    """The events that create and set up a game, up to its first decision."""
    checked = validate(options)
    created = _created(checked, _check_seed(seed), _check_script(dice_script, checked["sandbox"]))
    state = evolve(initial_state(), created)
    out: list[ev.Event] = [created]
    for e in _setup_events(state):
        state = evolve(state, e)
        out.append(e)
    settle(state, out)
    return out


def start_from_position(doc: dict, seed: bytes, dice_script: list[int] | None = None) -> list[ev.Event]:
    """A sandbox game starting from a position document (see rules/schemas/position.schema.json)."""
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


def from_position(doc: dict) -> State:
    """A State for a position document (with an all-zero seed: start a sandbox game to play it)."""
    return replay(start_from_position(doc, bytes(16))[:2])
