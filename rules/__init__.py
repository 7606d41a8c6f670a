"""Cthulhu Wars rules engine: pure functions over plain data (docs/architecture.md section 2).

    events = new_game(options, seed)             # or start_from_position(doc, seed)
    state = replay(events)                       # fold(evolve, events, initial_state())
    pending(state)                               # who must decide what now
    legal_options(state, seat)                   # [Option(choice, label), ...]
    events = decide(state, seat, option.choice)  # facts; IllegalChoice subclasses on a bad choice
    state = fold(evolve, events, state)
    view(state, seat_or_None_or_AUDITOR)         # what that viewer may see
    redact(record, viewer, state)                # an event as that viewer may see it

The package is layered, each layer importing only those below it (tests/test_import_layers.py):
    engine/    the state, events, evolve, decisions, pieces, map, and the faction registry
    contract/  what clients are told: vocabulary of choices, content catalog, JSON Schemas
    words/     sentences describing events for players (where a translation hooks in)
    factions/  one subpackage per faction; importing the package registers it with the engine
    neutral/   Loyalty Cards and neutral Spellbooks, registered with the engine the same way
    this module, which composes them and names the public functions above.
"""
from . import factions, neutral  # noqa: F401  (the content packages register with the engine's registry)
from .engine.codec import from_record, is_event_type, to_record
from .engine.engine import decide, decide_and_apply, decide_batch, legal_options, pending
from .engine.errors import (IllegalChoice, InsufficientPower, InvalidOptions, InvalidPosition, NotYourTurn,
                            RulesError)
from .engine.events import EVENT_TYPES, Event
from .engine.evolve import evolve, initial_state, replay
from .engine.position import to_position
from .engine.prompts import Option
from .engine.setup import from_position, new_game, start_from_position
from .engine.state import State
from .engine.view import AUDITOR, choices_as_seen, redact, view

__all__ = [
    "AUDITOR", "EVENT_TYPES", "Event", "IllegalChoice", "InsufficientPower", "InvalidOptions",
    "InvalidPosition", "NotYourTurn", "Option", "RulesError", "State", "choices_as_seen", "decide", "decide_and_apply",
    "decide_batch", "evolve", "from_position", "from_record", "initial_state", "is_event_type", "legal_options", "new_game",
    "pending", "redact", "replay", "start_from_position", "to_position", "to_record", "view",
]
