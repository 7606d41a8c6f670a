"""The Satyr, a Neutral Monster of Ramsey Campbell Horrors 2 (DE 2747-2770; neutrals.md 2.4): bought,
a Satyr and one of the buyer's Acolytes go to its Controlled Gate; Fecund: each Satyr Summoned
brings an Acolyte from the Pool into the same Area."""
from __future__ import annotations

from sandbox import types_of

from rules.engine import events as ev

CC, BG, GC = "crawling_chaos", "black_goat", "great_cthulhu"
SATYR = "satyr"
SP = "South Pacific"


def _ritual_turn(table, acolytes_on_map=1):
    return table([CC, BG, GC], cards={SATYR: None}, first=CC, phase="doom",
                 units={SP: [(CC, "acolyte", acolytes_on_map)]}, gates={SP: CC},
                 power={CC: 8, BG: 8, GC: 8}, doom={CC: 4, BG: 4, GC: 4},
                 extra={"doom_phase": {"queue": [CC, BG, GC], "cursor": 0, "gates_done": True,
                                       "ritual_done": False}})


def test_a_bought_satyr_comes_to_a_controlled_gate_with_one_of_the_buyers_acolytes(table):
    t = _ritual_turn(table)
    assert {"act": "ability", "ability": "buy_satyr", "area": SP} in t.options(CC)
    new = t.play(CC, {"act": "ability", "ability": "buy_satyr", "area": SP})
    assert ev.LoyaltyCardBought(CC, SATYR, 2, 0) in new
    assert t.state.units["satyr.satyr.1"] == SP and t.state.units["cc.acolyte.2"] == SP
    assert [e.to for e in types_of(new, ev.UnitPlaced)] == [SP, SP]


def test_a_bought_satyr_comes_alone_when_no_acolyte_waits_in_the_pool(table):
    t = _ritual_turn(table, acolytes_on_map=6)
    new = t.play(CC, {"act": "ability", "ability": "buy_satyr", "area": SP})
    assert [e.unit for e in types_of(new, ev.UnitPlaced)] == ["satyr.satyr.1"]


def _summoning(table, acolytes=1):
    return table([GC, CC], cards={SATYR: GC}, units={SP: [(GC, "acolyte", acolytes)],
                                                    "Asia": [(CC, "acolyte", 1)]},
                 gates={SP: GC}, power={GC: 4, CC: 4})


def test_fecund_each_satyr_summoned_brings_an_acolyte_from_the_pool_into_its_area(table):
    t = _summoning(table)
    new = t.play(GC, {"act": "summon", "unit_type": "satyr", "area": SP})
    assert ev.MonsterSummoned(GC, "satyr.satyr.1", SP, 2) in new
    assert ev.UnitPlaced("gc.acolyte.2", "pool", SP, "fecund") in new
    assert t.state.power[GC] == 2  # the Acolyte costs nothing


def test_fecund_brings_nothing_when_no_acolyte_waits_in_the_pool(table):
    t = _summoning(table, acolytes=6)
    new = t.play(GC, {"act": "summon", "unit_type": "satyr", "area": SP})
    assert not [e for e in types_of(new, ev.UnitPlaced) if e.origin == "pool"]


def test_fecund_answers_a_satyrs_summon_only(table):
    t = _summoning(table)
    new = t.play(GC, {"act": "summon", "unit_type": "deep_one", "area": SP})
    assert not types_of(new, ev.UnitPlaced)
