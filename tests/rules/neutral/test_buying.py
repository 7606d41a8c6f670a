"""Buying a Neutral Monster or Terror card (master rulebook, Neutral Monsters and Terrors, EN
2989-2995, 3037-3047): on one's Ritual turn, for 2 Doom (a Terror: 2 Doom and 2 Power), one card
per Doom Phase, the first figure placed as the card says, the Ritual still open; the card kept for
the game and its later figures Summoned as any Monster."""
from __future__ import annotations

from sandbox import types_of

from rules.engine import events as ev

CC, BG, GC = "crawling_chaos", "black_goat", "great_cthulhu"


def _ritual_turn(table, cards, doom=None, power=None, **kw):
    return table([CC, BG, GC], cards=cards, first=CC, phase="doom",
                 units={"South Pacific": [(CC, "acolyte", 1)], "Asia": [(BG, "acolyte", 1)]},
                 gates={"South Pacific": CC}, power=power or {GC: 8, CC: 8, BG: 8},
                 doom=doom or {GC: 4, CC: 4, BG: 4},
                 extra={"doom_phase": {"queue": [CC, BG, GC], "cursor": 0, "gates_done": True,
                                       "ritual_done": False}}, **kw)


def test_a_neutral_monster_is_bought_on_the_ritual_turn_for_2_doom_with_its_first_figure_at_a_controlled_gate(table):
    t = _ritual_turn(table, {"gug": None})
    assert {"act": "ability", "ability": "buy_gug", "area": "South Pacific"} in t.options(CC)
    events = t.play(CC, {"act": "ability", "ability": "buy_gug", "area": "South Pacific"})
    assert types_of(events, ev.LoyaltyCardBought) == [ev.LoyaltyCardBought(CC, "gug", 2, 0)]
    assert t.state.doom[CC] == 2 and t.state.power[CC] == 8
    assert t.state.loyalty["gug"]["owner"] == CC
    assert t.state.units["gug.gug.1"] == "South Pacific" and t.state.units["gug.gug.2"] == "pool"
    assert {"act": "ritual"} in t.options(CC)  # the Ritual may still be performed


def test_only_one_neutral_monster_or_terror_card_may_be_bought_in_a_doom_phase(table):
    t = _ritual_turn(table, {"gug": None})
    t.play(CC, {"act": "ability", "ability": "buy_gug", "area": "South Pacific"})
    assert not [o for o in t.options(CC) if o.get("ability", "").startswith("buy_")]


def test_a_card_cannot_be_bought_without_2_doom(table):
    t = _ritual_turn(table, {"gug": None}, doom={GC: 4, CC: 1, BG: 4})
    assert not [o for o in t.options(CC) if o.get("ability") == "buy_gug"]


def test_a_card_bought_without_a_controlled_gate_puts_all_its_figures_in_the_pool(table):
    t = _ritual_turn(table, {"gug": None})
    t.play(CC, {"act": "end_ritual_turn"})
    assert {"act": "ability", "ability": "buy_gug", "area": None} in t.options(BG)
    t.play(BG, {"act": "ability", "ability": "buy_gug", "area": None})
    assert t.state.units["gug.gug.1"] == "pool" and t.state.loyalty["gug"]["owner"] == BG


def test_the_later_figures_of_a_bought_card_are_summoned_at_its_cost_by_its_holder_only(table):
    t = table([GC, CC], cards={"gug": GC}, units={"South Pacific": [(GC, "acolyte", 1)],
                                                 "Asia": [(CC, "acolyte", 1)]},
              gates={"South Pacific": GC, "Asia": CC}, power={GC: 4, CC: 4})
    assert {"act": "summon", "unit_type": "gug", "area": "South Pacific"} in t.options(GC)
    assert not [o for o in t.options(CC, "summon") if o["unit_type"] == "gug"]
    t.play(GC, {"act": "summon", "unit_type": "gug", "area": "South Pacific"})
    assert t.state.power[GC] == 3


def test_a_gug_protects_its_owners_cultists_but_never_captures_one(table):
    t = table([GC, CC], cards={"gug": GC}, figures={"Asia": [("gug", "gug", 2)]},
              units={"Asia": [(CC, "acolyte", 1), (GC, "acolyte", 1)]}, power={GC: 4, CC: 4})
    assert not t.options(GC, "capture")
