"""An Area a faction brings onto any map (FactionSpec.own_area), and factions never seated against
each other in a two-player game (FactionSpec.not_against): a made-up faction uses both (the engine
points Bubastis' Moon needs: master rulebook, Bubastis)."""
from __future__ import annotations

import pytest

import rules
from rules import factions
from rules.engine.actions import destinations
from rules.engine.content import (FactionArea, FactionSpec, Hook, MayEnterAbility, Requirement, StartRule, UnitKind,
                                  UnitSpec)
from rules.engine.errors import InvalidOptions
from rules.engine.setup import answer_set_up
from rules.engine.state import controlled_gates, gate_controller, units_in

ST, GC, YS = "stand_in_tower", "great_cthulhu", "yellow_sign"
TOWER = "The Tower"


def _closed(state, owner, faction, uid, area, how):
    return area != TOWER or faction == owner or how not in ("move", "retreat")


STAND_IN = FactionSpec(
    name=ST, short="sx", title="Stand-In",
    units=(UnitSpec("wisp", UnitKind.MONSTER, 6, 1, 1, power=1),),
    spellbooks=("One", "Two", "Three", "Four", "Five", "Six"),
    requirements=tuple(Requirement("-") for _ in range(6)),
    own_area=FactionArea(TOWER, gate=True),
    start=StartRule(areas=lambda state, faction: (TOWER,), unit="wisp"),
    not_against=(YS,),
    abilities=(MayEnterAbility("closed_tower", Hook.MAY_ENTER, may_enter=_closed),),
)


@pytest.fixture(autouse=True)
def stand_in():
    factions.register(STAND_IN)
    yield STAND_IN
    factions.unregister(ST)


def _new(seated, **options):
    seats = [{"seat": f, "faction": f} for f in seated]
    return rules.replay(answer_set_up(rules.new_game({"seats": seats, "sandbox": True, **options}, b"s" * 32)))


def test_a_faction_brings_its_area_onto_the_map_beside_every_area():
    s = _new([ST, GC, YS])
    assert TOWER in s.map.areas and s.map.has_tag(TOWER, "land")
    assert all(TOWER in s.map.adjacent(a) and TOWER in s.map.retreat_from(a) for a in s.map.areas if a != TOWER)
    assert set(s.map.adjacent(TOWER)) == set(s.map.areas) - {TOWER}


def test_it_sets_up_there_with_six_units_of_its_start_type_and_holds_the_areas_gate_without_a_unit():
    s = _new([ST, GC, YS])
    assert len(units_in(s, TOWER, ST)) == 6 and all(s.table[u].type == "wisp" for u in units_in(s, TOWER, ST))
    assert gate_controller(s, TOWER) == ST and controlled_gates(s, ST) == [TOWER] and TOWER not in s.gates


def test_without_its_faction_the_area_is_on_no_map():
    assert TOWER not in _new([GC, YS]).map.areas


def test_a_faction_is_never_seated_against_one_it_names_in_a_two_player_game():
    with pytest.raises(InvalidOptions, match="never played against"):
        _new([ST, YS])
    _new([ST, GC])


def test_a_faction_may_close_its_area_to_others_but_not_its_own_units():
    s = _new([ST, GC, YS])
    assert TOWER not in destinations(s, GC, "gc.acolyte.1")
    assert set(destinations(s, ST, "sx.wisp.1")) == set(s.map.areas) - {TOWER}
