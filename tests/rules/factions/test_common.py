"""Pieces the core factions share (rules/factions/common.py): finding the unit an ability places
from a faction's Pool."""
from __future__ import annotations

import pytest
from conftest import CC, GC

from rules.factions.common import pool_unit, take_from_pool

SP = "South Pacific"


def test_an_ability_places_the_lowest_numbered_unit_of_the_type_waiting_in_the_pool(game):
    t = game([GC, CC], units={SP: [(GC, "acolyte", 1)]})
    assert t.state.units["gc.acolyte.1"] == SP
    assert take_from_pool(t.state, GC, "acolyte") == pool_unit(t.state, GC, "acolyte") == "gc.acolyte.2"


def test_placing_from_a_pool_that_holds_no_unit_of_the_type_is_an_engine_fault_that_names_it(game):
    """The options that offer a placement make sure the unit waits there; if one did not, the
    ability would fail, naming the missing unit, rather than place no unit."""
    t = game([GC, CC], units={SP: [(GC, "acolyte", 6)]})
    assert pool_unit(t.state, GC, "acolyte") is None
    with pytest.raises(KeyError, match="no acolyte of great_cthulhu waits in the Pool"):
        take_from_pool(t.state, GC, "acolyte")
