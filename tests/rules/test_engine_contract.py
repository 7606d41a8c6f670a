"""The engine contract of DESIGN.md section 2: purity of evolve, batches, pending, views, redaction."""
from __future__ import annotations

import copy
import gc
import json
import weakref

import pytest

import rules
from bots.random_bot import RandomBot
from bots.simulate import game_seed, seats_for
from rules.engine import errors
from rules.engine import events as ev
from rules.engine.state import FIELDS


def _game(players=4, seed="contract"):
    return rules.replay(rules.new_game({"seats": seats_for(players, 0)}, game_seed(seed, players)))


def test_evolve_and_decide_never_mutate_their_input_state():
    state, bot = _game(), RandomBot(3)
    for _ in range(250):
        if state.phase == "ended":
            break
        before = copy.deepcopy(state.fields())
        seat = rules.pending(state)[0]["seat"]
        _, new_state = rules.decide_and_apply(state, seat, bot.choose(state, seat))
        assert state.fields() == before
        state = new_state


def test_replaying_decided_events_rebuilds_the_state_decide_worked_on():
    events = rules.new_game({"seats": seats_for(3, 1)}, game_seed("rebuild", 1))
    state, bot = rules.replay(events), RandomBot(1)
    while state.phase != "ended":
        seat = rules.pending(state)[0]["seat"]
        new = rules.decide(state, seat, bot.choose(state, seat))
        for e in new:
            state = rules.evolve(state, e)
        events += new
    assert rules.replay(events) == state


def test_a_batch_of_choices_applies_all_or_nothing():
    state = _game(3)
    seat = rules.pending(state)[0]["seat"]
    good = {"act": "direction", "direction": "clockwise"}
    events, after = rules.decide_batch(state, [(seat, good)])
    assert events and after.phase == "action"
    with pytest.raises(errors.IllegalChoice):
        rules.decide_batch(state, [(seat, good), (seat, {"act": "direction", "direction": "sideways"})])
    assert state.phase == "setup"  # the first choice of the failed batch left no trace


def test_pending_names_the_seat_and_the_kind_of_decision():
    state = _game(4)
    assert rules.pending(state) == [{"seat": "seat1", "faction": "great_cthulhu", "kind": "direction"}]
    assert [o.choice for o in rules.legal_options(state, "seat1")] == [
        {"act": "direction", "direction": "clockwise"}, {"act": "direction", "direction": "counterclockwise"}]
    assert all(isinstance(o.label, str) and o.label for o in rules.legal_options(state, "seat1"))
    assert rules.legal_options(state, "seat2") == []


def test_options_are_small_json_objects():
    state = _game(4)
    state = rules.decide_and_apply(state, "seat1", {"act": "direction", "direction": "clockwise"})[1]
    for option in rules.legal_options(state, "seat1"):
        assert json.loads(json.dumps(option.to_dict())) == {"choice": option.choice, "label": option.label}


def _finished_game():
    state, bot, events = _game(2, "auditor"), RandomBot(2), []
    while state.phase != "ended":
        seat = rules.pending(state)[0]["seat"]
        new, state = rules.decide_and_apply(state, seat, bot.choose(state, seat))
        events += new
    return state, events


def test_the_auditor_sees_every_secret_once_the_game_has_ended():
    state, events = _finished_game()
    audit = rules.view(state, rules.AUDITOR)
    assert audit["seed"] == state.seed.hex() and "bag" in audit and "draws" in audit
    drawn = [e for e in events if isinstance(e, ev.ElderSignDrawn)]
    if drawn:
        assert rules.redact(drawn[0], rules.AUDITOR, state)[3] == {"value": drawn[0].value}
    assert rules.pending(state) == [] and rules.legal_options(state, "seat1") == []
    with pytest.raises(errors.GameOver):
        rules.decide(state, "seat1", {"act": "end_turn"})


def test_game_created_secrets_are_never_shown_to_seats():
    created = rules.new_game({"seats": seats_for(2, 0)}, game_seed("secret", 0))[0]
    state = rules.replay([created])
    assert rules.redact(created, "seat1", state)[3] is None


def test_state_fields_are_all_json_serialisable_through_positions():
    state = _game(4)
    doc = rules.to_position(state)
    assert set(doc) >= set(FIELDS) - {"options", "layout", "seats", "order", "sandbox", "seed", "draws", "script"}


def test_a_state_whose_options_were_built_is_freed_without_the_garbage_collector():
    # A state caches its prompt and options; the cache must not hold the state itself, or every
    # state would live until a collector pass (which stalls a busy web worker).
    state, bot = _game(3), RandomBot(5)
    gc.disable()
    try:
        for _ in range(60):
            seat = rules.pending(state)[0]["seat"]
            assert rules.legal_options(state, seat)
            _, after = rules.decide_and_apply(state, seat, bot.choose(state, seat))
            gone = weakref.ref(state)
            state = after
            assert gone() is None
    finally:
        gc.enable()


def test_pending_seats_do_not_depend_on_whether_the_options_were_built_first():
    events = rules.new_game({"seats": seats_for(3, 0)}, game_seed("pending", 3))
    bot = RandomBot(6)
    for _ in range(60):
        plain, built = rules.replay(events), rules.replay(events)
        seat = rules.pending(plain)[0]["seat"]
        rules.legal_options(built, seat)
        assert rules.pending(built) == rules.pending(plain)
        events += rules.decide(plain, seat, bot.choose(plain, seat))
