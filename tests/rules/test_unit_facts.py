"""Unit facts: the rules read what a unit type does (UnitSpec), not which category it is in.

A stand-in faction brings a Terror, a Monster that holds Gates, a Cultist that gives no Power and a
Monster that draws an Elder Sign at a Ritual, as the expansions' units do (master rulebook, The
Ancients, Units: Yothans are Terrors), without any change to the engine core.
"""
from __future__ import annotations

import pytest
from sandbox import types_of

from rules.engine import events as ev
from rules import factions
from rules.engine.content import FactionSpec, Requirement, UnitKind, UnitSpec
from rules.engine.evolve import evolve
from rules.engine.position import to_position
from rules.engine.setup import from_position
from rules.engine.view import view
from rules.engine.state import OUT_OF_PLAY, factions_in, in_play, in_pool, out_of_play, units_in

# The stand-in takes the Sleeper's seat on the map (its start Area), with units of its own.
ST, GC, CC = "sleeper", "great_cthulhu", "crawling_chaos"

STAND_IN = FactionSpec(
    name=ST, short="st", title="Stand-In",
    units=(UnitSpec("acolyte", UnitKind.CULTIST, 6, 1, 0),
           UnitSpec("drone", UnitKind.CULTIST, 2, 1, 0, power=0),
           UnitSpec("yothan", UnitKind.TERROR, 2, 2, 7),
           UnitSpec("warden", UnitKind.MONSTER, 1, 2, 1, holds_gates=True, power=1),
           UnitSpec("oracle", UnitKind.MONSTER, 1, 2, 0, elder_signs=1)),
    spellbooks=("One", "Two", "Three", "Four", "Five", "Six"),
    requirements=tuple(Requirement("-") for _ in range(6)),
)


@pytest.fixture(autouse=True)
def stand_in():
    factions.register(STAND_IN)
    yield STAND_IN
    factions.unregister(ST)


def _table(table, **kw):
    kw.setdefault("units", {"North America": [(ST, "acolyte", 1)], "Asia": [(CC, "acolyte", 1)],
                            "South Pacific": [(GC, "acolyte", 1)]})
    return table([GC, CC, ST], **kw)


def test_each_kind_has_the_core_facts_by_default():
    """Master rulebook, Units and Faction Pool: Cultists are Recruited, give Power and hold Gates;
    Monsters are Summoned; Great Old Ones draw an Elder Sign at a Ritual; a Building is no Unit."""
    cultist, monster, goo = (UnitSpec("x", k, 1, 1) for k in (UnitKind.CULTIST, UnitKind.MONSTER,
                                                               UnitKind.GREAT_OLD_ONE))
    assert (cultist.recruited, cultist.power, cultist.holds_gates, cultist.protection) == (True, 1, True, 0)
    assert (monster.summoned, monster.monster, monster.power, monster.protection) == (True, True, 0, 1)
    assert (goo.great_old_one, goo.elder_signs, goo.summoned, goo.protection) == (True, 1, False, 2)
    building = UnitSpec("cathedral", UnitKind.BUILDING, 4, 1)
    assert (building.unit, building.protection, building.cultist) == (False, None, False)


def test_a_terror_is_summoned_like_a_monster_but_is_not_a_monster_for_abilities(table):
    """Master rulebook, The Ancients, Units: a Terror is Summoned and protects like a Monster, but
    abilities that name Monsters do not touch it."""
    t = _table(table, power={ST: 5}, first=ST, gates={"North America": ST})
    assert {"act": "summon", "unit_type": "yothan", "area": "North America"} in t.options(ST)
    assert not t.state.table["st.yothan.1"].spec.monster


def test_a_terror_captures_and_protects_cultists_like_a_monster(table):
    """Master rulebook, Action Phase, Capture Cultist: a Monster (and so a Terror) captures an
    unprotected Cultist, and a Terror protects its own Cultists from an enemy Monster."""
    units = {"Asia": [(ST, "yothan", 1), (CC, "acolyte", 1)], "Europe": [(GC, "deep_one", 1), (ST, "acolyte", 1)],
             "Africa": [(GC, "deep_one", 1), (ST, "acolyte", 1), (ST, "yothan", 1)]}
    t = _table(table, units=units, power={ST: 3, GC: 3}, first=ST)
    assert {"act": "capture", "area": "Asia", "enemy": CC} in t.options(ST)
    t = _table(table, units=units, power={ST: 3, GC: 3}, first=GC)
    captures = t.options(GC, "capture")
    assert {"act": "capture", "area": "Europe", "enemy": ST} in captures
    assert {"act": "capture", "area": "Africa", "enemy": ST} not in captures


def test_power_at_gather_power_comes_from_each_units_fact(table):
    """Master rulebook, Gather Power, How to Earn Power: 1 Power per Cultist; a unit type may give
    Power though it is no Cultist, or give none though it is one."""
    t = _table(table, units={"North America": [(ST, "acolyte", 1), (ST, "drone", 2), (ST, "warden", 1)]},
               phase="gather_power")
    gathered = {e.faction: e for e in types_of(t.events, ev.PowerGathered)}
    assert gathered[ST].sources["cultists"] == 2


def test_a_unit_that_holds_gates_creates_and_controls_one(table):
    """Master rulebook, Action Phase, Create Gate: a Cultist is needed; a unit type whose fact says
    it holds Gates may do the same."""
    t = _table(table, units={"Asia": [(ST, "warden", 1)], "South Pacific": [(GC, "acolyte", 1)],
                             "Europe": [(CC, "acolyte", 1)]}, power={ST: 3}, first=ST)
    t.play(ST, {"act": "create_gate", "area": "Asia", "control": True})
    assert t.state.gates["Asia"] == "st.warden.1"


def test_a_unit_that_draws_an_elder_sign_draws_one_at_the_ritual(table):
    """Master rulebook, Doom Phase, Ritual of Annihilation: an Elder Sign per Great Old One in play;
    a unit type may draw one though it is no Great Old One."""
    t = _table(table, units={"North America": [(ST, "acolyte", 1), (ST, "oracle", 1)],
                             "Asia": [(CC, "acolyte", 1)], "South Pacific": [(GC, "acolyte", 1)]},
               power={ST: 6}, phase="doom", first=ST, extra={"doom_phase": {
                   "queue": [ST, GC, CC], "cursor": 0, "gates_done": True, "ritual_done": False}})
    new = t.play(ST, {"act": "ritual"})
    assert [e.faction for e in types_of(new, ev.ElderSignDrawn)][:1] == [ST]
    assert sum(1 for e in types_of(new, ev.ElderSignDrawn) if e.faction == ST) == 1


def test_a_unit_out_of_play_is_neither_on_the_map_nor_in_the_pool(table):
    """Master rulebook, The Ancients, Extinction: a unit removed from the game is in no Area, not
    in play and cannot be Summoned again."""
    t = _table(table, power={ST: 5}, first=ST, gates={"North America": ST},
               units={"North America": [(ST, "acolyte", 1), (ST, "yothan", 1)], "Asia": [(CC, "acolyte", 1)],
                      "South Pacific": [(GC, "acolyte", 1)]})
    t.play(ST, {"act": "summon", "unit_type": "yothan", "area": "North America"})
    state = t.state
    for uid in ("st.yothan.1", "st.yothan.2"):
        state = evolve(state, ev.UnitPlaced(uid, state.units[uid], OUT_OF_PLAY, "extinction"))
    assert out_of_play(state, ST) == ["st.yothan.1", "st.yothan.2"]
    assert not in_pool(state, ST, "yothan") and "st.yothan.1" not in in_play(state, ST)
    assert all("st.yothan.1" not in units for units in state.by_area().values())


# -- ownership is data: units of no seated faction, units that change hands -----------------------

NEUTRAL = FactionSpec(name="neutral_units", short="nu", title="Neutral Units",
                      units=(UnitSpec("zoog", UnitKind.MONSTER, 2, 1, 0),), spellbooks=(), requirements=())


def test_a_position_without_owners_takes_each_owner_from_the_unit_id(table):
    """Positions written before ownership was recorded load unchanged: every unit belongs to the
    faction its id names, and a position of such a game has no `owners`."""
    t = _table(table)
    doc = to_position(t.state)
    assert "owners" not in doc and t.state.owners == {}
    assert t.state.table["cc.acolyte.1"].faction == CC


def test_a_unit_that_changes_hands_counts_for_its_new_owner(table):
    """A captured unit its captor keeps (or a neutral unit taken over) is the new owner's unit for
    every rule that asks whose unit it is; the change survives a position round trip."""
    t = _table(table)
    state = evolve(t.state, ev.UnitOwnerChanged("cc.acolyte.1", ST, "kept"))
    assert state.table["cc.acolyte.1"].faction == ST and "cc.acolyte.1" in units_in(state, "Asia", ST)
    doc = to_position(state)
    assert doc["owners"] == {"cc.acolyte.1": ST}
    assert from_position(doc).table["cc.acolyte.1"].faction == ST
    back = evolve(state, ev.UnitOwnerChanged("cc.acolyte.1", CC, "returned"))
    assert back.owners == {} and "owners" not in to_position(back)


def test_a_unit_no_seated_faction_owns_enters_play_without_an_owner(table):
    """Neutral units (the expansions' Independents and neutral Monsters) are in the game without
    belonging to any seated faction: no faction counts them as its own in an Area."""
    factions.register(NEUTRAL)
    try:
        t = _table(table)
        state = evolve(t.state, ev.UnitOwnerChanged("nu.zoog.1", None, "neutral", to="Asia"))
        assert state.table["nu.zoog.1"].faction is None and state.units["nu.zoog.1"] == "Asia"
        assert "nu.zoog.1" in units_in(state, "Asia") and factions_in(state, "Asia") == {CC}
        doc = to_position(state)
        assert doc["owners"] == {"nu.zoog.1": None}
        assert from_position(doc).units["nu.zoog.1"] == "Asia"
        waiting = evolve(state, ev.UnitOwnerChanged("nu.zoog.2", None, "neutral", to="pool"))
        assert "nu.zoog.2" not in {u for units in view(waiting, None)["pools"].values() for u in units}
    finally:
        factions.unregister("neutral_units")


def test_faction_rules_count_a_unit_out_of_play_as_neither_on_the_map_nor_in_play(table):
    """Glossary, In Play: a unit removed from the game is not in play (faction abilities ask the
    same helpers as the core)."""
    from rules.factions.common import in_play as unit_in_play
    from rules.factions.common import on_the_map

    t = _table(table)
    state = evolve(t.state, ev.UnitPlaced("st.acolyte.1", t.state.units["st.acolyte.1"], OUT_OF_PLAY, "test"))
    assert not on_the_map(state, "st.acolyte.1") and not unit_in_play(state, "st.acolyte.1")


def test_a_snapshot_keeps_owners_and_a_game_without_them_keeps_its_snapshot_shape(table):
    """Snapshots restore the exact State: owners survive the round trip, and a game whose units all
    belong to the faction their ids name writes no `owners` at all."""
    from projections.state_codec import decode, encode

    t = _table(table)
    assert "owners" not in encode(t.state) and decode(encode(t.state)) == t.state
    state = evolve(t.state, ev.UnitOwnerChanged("cc.acolyte.1", ST, "kept"))
    assert decode(encode(state)) == state and decode(encode(state)).table["cc.acolyte.1"].faction == ST


def test_unit_tables_follow_a_faction_registered_again_with_other_units():
    """A unit table is cached by the factions of a game; registering a faction anew (a table's
    variant, a test's stand-in) must never leave a game reading the old faction's units."""
    from dataclasses import replace

    from rules.factions.common import _unit_ids
    from rules.engine.state import unit_table

    order = ("great_cthulhu", "black_goat")
    spec = factions.get("black_goat")
    assert "bg.dark_young.1" in unit_table(order) and "bg.dark_young.1" in _unit_ids(order, "black_goat")
    factions.register(replace(spec, units=tuple(u for u in spec.units if u.name != "dark_young")))
    try:
        assert "bg.dark_young.1" not in unit_table(order)
        assert "bg.dark_young.1" not in _unit_ids(order, "black_goat")
    finally:
        factions.register(spec)
    assert "bg.dark_young.1" in _unit_ids(order, "black_goat")
