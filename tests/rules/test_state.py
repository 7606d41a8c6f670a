"""The game state is a frozen dataclass with declared fields: nothing assigns to a state once
it is built, and a change names only fields the state declares."""
from __future__ import annotations

import dataclasses

import pytest

import rules
from rules.engine.state import FIELDS, OPTIONAL_FIELDS, State


def _started() -> State:
    seats = [{"seat": "seat1", "faction": "great_cthulhu"},
             {"seat": "seat2", "faction": "crawling_chaos"},
             {"seat": "seat3", "faction": "black_goat"}]
    return rules.replay(rules.new_game({"seats": seats}, bytes(32)))


def test_the_states_declared_fields_are_the_fields_its_documents_hold_in_their_order():
    assert tuple(f.name for f in dataclasses.fields(State)) == FIELDS + OPTIONAL_FIELDS


def test_no_field_of_a_built_state_can_be_assigned():
    state = _started()
    with pytest.raises(dataclasses.FrozenInstanceError):
        state.power = {}  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        state.phase = "ended"  # type: ignore[misc]


def test_deriving_a_state_changes_only_the_named_fields_and_refuses_unknown_ones():
    state = _started()
    power = {faction: 0 for faction in state.order}
    after = state.derive(power=power)
    assert after.power == power and after.units is state.units and state.power != power
    with pytest.raises(TypeError, match="no field 'powers'"):
        state.derive(powers=power)


def test_a_state_built_without_owners_has_none_rather_than_a_missing_field():
    assert State().owners == {} and State(owners=None).owners == {}
