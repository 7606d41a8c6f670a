"""Terrors of Beyond Time and Space and Masks of Nyarlathotep (rules/neutral/terrors_expansions.py):
the Hound of Tindalos (master rulebook EN 3470-3503) and The Shadow Pharaoh (EN 3380-3420; FAQ,
Terrors, EN 5547), bought on a Ritual turn for 2 Doom and 2 Power."""
from __future__ import annotations

from sandbox import types_of

from rules.engine import events as ev
from rules.engine.pieces import strength
from rules.factions.common import unit_gates

CC, BG, GC, OW = "crawling_chaos", "black_goat", "great_cthulhu", "opener_of_the_way"
HOUND, PHARAOH = "hot.hound_of_tindalos.1", "shp.shadow_pharaoh.1"
EU, AS, AF, NA, AU = "Europe", "Asia", "Africa", "North America", "Australia"
SP = "South Pacific"


def _ritual_turn(table, cards, **kw):
    """Crawling Chaos's Ritual turn: its Gate in the South Pacific, Black Goat's in Asia, an
    Abandoned Gate in Africa."""
    kw.setdefault("power", {GC: 8, CC: 8, BG: 8})
    return table([CC, BG, GC], cards=cards, first=CC, phase="doom",
                 units={SP: [(CC, "acolyte", 1)], AS: [(BG, "acolyte", 1)]},
                 gates={SP: CC, AS: BG, AF: None}, doom={GC: 4, CC: 4, BG: 4},
                 extra={"doom_phase": {"queue": [CC, BG, GC], "cursor": 0, "gates_done": True,
                                       "ritual_done": False}}, **kw)


def _buys(t, faction, card):
    return [o for o in t.options(faction, "ability") if o["ability"] == f"buy_{card}"]


def _hound_at(table, area, units=None, gates=None, **kw):
    """Black Goat holds the Hound, standing in `area`; its turn in the Action Phase."""
    kw.setdefault("power", {BG: 4, CC: 4, GC: 4})
    kw.setdefault("first", BG)
    return table([BG, CC, GC], cards={"hound_of_tindalos": BG}, figures={area: [("hound_of_tindalos",
                                                                                  "hound_of_tindalos", 1)]},
                 units=units or {}, gates=gates or {}, **kw)


def _answers(t, faction, ability):
    return [o for o in t.options(faction, "answer") if o["ability"] == ability]


# -- The Hound of Tindalos -----------------------------------------------------------------------

def test_the_hound_is_bought_for_2_doom_and_2_power_and_placed_at_any_gate_even_one_not_controlled(table):
    t = _ritual_turn(table, {"hound_of_tindalos": None})
    assert {o["area"] for o in _buys(t, CC, "hound_of_tindalos")} == {SP, AS, AF}
    events = t.play(CC, {"act": "ability", "ability": "buy_hound_of_tindalos", "area": AS})
    assert types_of(events, ev.LoyaltyCardBought) == [ev.LoyaltyCardBought(CC, "hound_of_tindalos", 2, 2)]
    assert t.state.doom[CC] == 2 and t.state.power[CC] == 6
    assert t.state.units[HOUND] == AS and t.state.gates[AS] is not None  # Black Goat keeps its Gate


def test_the_hound_never_takes_part_in_a_move_action_of_its_own(table):
    t = _hound_at(table, AS, units={AS: [(BG, "acolyte", 1)]}, gates={AS: BG})
    moved = {o["unit"] for o in t.options(BG, "move")}
    assert moved and HOUND not in moved


def test_chronotable_when_another_unit_moves_the_hound_may_go_for_free_to_any_other_gate(table):
    t = _hound_at(table, AS, units={AS: [(BG, "acolyte", 1)], EU: [(CC, "acolyte", 1)]},
                  gates={AS: BG, EU: CC, AF: None})
    t.play(BG, {"act": "move", "unit": "bg.acolyte.1", "to": "Indian Ocean"})
    assert {o["area"] for o in _answers(t, BG, "chronotable")} == {EU, AF, None}
    t.play(BG, {"act": "answer", "ability": "chronotable", "area": EU})
    assert t.state.units[HOUND] == EU and t.state.gates[EU] is not None  # nobody's Gate changes hands
    assert t.state.power[BG] == 3  # only the Acolyte's Move was paid


def test_chronotable_is_asked_once_a_move_action_and_the_hound_may_stay(table):
    t = _hound_at(table, AS, units={AS: [(BG, "acolyte", 2)]}, gates={AS: BG, AF: None})
    t.play(BG, {"act": "move", "unit": "bg.acolyte.2", "to": "Indian Ocean"})
    t.play(BG, {"act": "answer", "ability": "chronotable", "area": None})
    t.play(BG, {"act": "move", "unit": "bg.acolyte.1", "to": "Indian Ocean"})
    assert not _answers(t, BG, "chronotable") and t.state.units[HOUND] == AS


def test_chronotable_offers_nothing_without_another_gate(table):
    t = _hound_at(table, AS, units={AS: [(BG, "acolyte", 2)]}, gates={AS: BG})
    t.play(BG, {"act": "move", "unit": "bg.acolyte.2", "to": "Indian Ocean"})
    assert not _answers(t, BG, "chronotable")


def test_angles_of_time_no_kill_is_ever_assigned_to_the_hound(table):
    t = _hound_at(table, AS, units={AS: [(BG, "acolyte", 1), (GC, "deep_one", 2)]}, gates={AS: BG},
                  first=GC, dice=[6, 6, 1], power={GC: 4, BG: 4, CC: 4})
    t.play(GC, {"act": "battle", "area": AS, "enemy": BG})
    for _ in range(20):
        if t.state.battle is None:
            break
        seat = t.waiting()[0]
        t.play(seat, next(o for o in t.options(seat) if o["act"] not in ("ability", "standing_answer")))
    # two Kills rolled: the Acolyte takes one, the other is lost
    assert t.state.units[HOUND] == AS and t.state.units["bg.acolyte.1"] == "pool"
    assert not [e for e in t.events if isinstance(e, ev.ResultAssigned) and e.unit == HOUND]


def test_angles_of_time_the_hound_pained_into_an_area_without_a_gate_is_eliminated(table):
    t = _hound_at(table, AS, units={AS: [(GC, "deep_one", 1)]}, gates={AS: None},
                  first=GC, dice=[4, 1], power={GC: 4, BG: 4, CC: 4})
    t.play(GC, {"act": "battle", "area": AS, "enemy": BG})
    for _ in range(20):
        if t.state.battle is None or t.waiting()[1] == "retreat":
            break
        seat = t.waiting()[0]
        t.play(seat, next(o for o in t.options(seat) if o["act"] not in ("ability", "standing_answer")))
    events = t.play(BG, {"act": "retreat", "unit": HOUND, "to": "Indian Ocean"})
    assert ev.UnitEliminated(HOUND, "Indian Ocean", "angles_of_time") in events
    assert t.state.units[HOUND] == "pool" and t.state.loyalty["hound_of_tindalos"]["owner"] == BG


def test_the_hounds_combat_is_1_or_4_under_the_ruleset_option(table):
    t = _hound_at(table, AS, gates={AS: None})
    assert strength(t.state, BG, CC, [HOUND]) == 1
    four = _hound_at(table, AS, gates={AS: None}, ruleset={"hound_of_tindalos_combat": 4})
    assert strength(four.state, BG, CC, [HOUND]) == 4


def test_the_hound_may_stand_with_yog_sothoth_a_gate_himself(table):
    t = table([BG, OW, GC], cards={"hound_of_tindalos": BG},
              figures={EU: [("hound_of_tindalos", "hound_of_tindalos", 1)]},
              units={EU: [(OW, "yog_sothoth", 1)], AS: [(BG, "acolyte", 1)]}, power={BG: 4, OW: 4, GC: 4})
    t.play(BG, {"act": "move", "unit": "bg.acolyte.1", "to": "Indian Ocean"})
    assert t.state.units[HOUND] == EU


# -- The Shadow Pharaoh ----------------------------------------------------------------------------

def test_the_shadow_pharaoh_is_bought_at_a_controlled_gate_whose_control_hebephrenia_ends(table):
    t = _ritual_turn(table, {"shadow_pharaoh": None})
    t.play(CC, {"act": "end_ritual_turn"})
    assert [o["area"] for o in _buys(t, BG, "shadow_pharaoh")] == [AS]
    events = t.play(BG, {"act": "ability", "ability": "buy_shadow_pharaoh", "area": AS})
    assert ev.LoyaltyCardBought(BG, "shadow_pharaoh", 2, 2) in events
    assert t.state.units[PHARAOH] == AS and t.state.gates[AS] is None
    assert ev.GateAbandoned(BG, AS, "bg.acolyte.1", implied=True) in events


def test_crawling_chaos_buys_the_pharaoh_for_2_power_and_each_other_faction_gains_an_elder_sign(table):
    t = _ritual_turn(table, {"shadow_pharaoh": None})
    events = t.play(CC, {"act": "ability", "ability": "buy_shadow_pharaoh", "area": SP})
    assert ev.LoyaltyCardBought(CC, "shadow_pharaoh", 0, 2) in events
    assert t.state.doom[CC] == 4 and t.state.power[CC] == 6
    assert [e.faction for e in types_of(events, ev.ElderSignDrawn)] == [BG, GC]


def test_hebephrenia_the_pharaoh_moving_in_makes_the_gates_holder_abandon_it(table):
    t = table([BG, CC, GC], cards={"shadow_pharaoh": BG}, figures={AS: [("shadow_pharaoh", "shadow_pharaoh", 1)]},
              units={EU: [(CC, "acolyte", 1)]}, gates={EU: CC}, power={BG: 4, CC: 4, GC: 4})
    events = t.play(BG, {"act": "move", "unit": PHARAOH, "to": EU})
    assert ev.GateAbandoned(CC, EU, "cc.acolyte.1", implied=True) in events
    assert t.state.gates[EU] is None


def test_hebephrenia_no_gate_may_be_controlled_or_created_controlled_in_the_pharaohs_area(table):
    t = table([CC, BG, GC], cards={"shadow_pharaoh": BG}, figures={EU: [("shadow_pharaoh", "shadow_pharaoh", 1)]},
              units={EU: [(CC, "acolyte", 1)], AF: [(CC, "acolyte", 1)]}, gates={EU: None},
              power={BG: 4, CC: 4, GC: 4})
    assert not [o for o in t.options(CC, "control_gate") if o["area"] == EU]
    assert [o["control"] for o in t.options(CC, "create_gate") if o["area"] == AF] == [True, False]
    t2 = table([CC, BG, GC], cards={"shadow_pharaoh": BG}, figures={AF: [("shadow_pharaoh", "shadow_pharaoh", 1)]},
               units={AF: [(CC, "acolyte", 1)]}, power={BG: 4, CC: 4, GC: 4})
    assert [o["control"] for o in t2.options(CC, "create_gate")] == [False]


def test_hebephrenia_leaves_yog_sothoth_a_gate_of_opener_of_the_way(table):
    """FAQ, Terrors (EN 5547): a Gate that is part of a faction stays its own."""
    t = table([BG, OW, GC], cards={"shadow_pharaoh": BG}, figures={AS: [("shadow_pharaoh", "shadow_pharaoh", 1)]},
              units={EU: [(OW, "yog_sothoth", 1)]}, power={BG: 4, OW: 4, GC: 4})
    t.play(BG, {"act": "move", "unit": PHARAOH, "to": EU})
    assert EU in unit_gates(t.state, OW)


def test_the_pharaoh_has_combat_0_and_costs_2_or_combat_2_and_cost_4_under_the_ruleset_options(table):
    def held(**kw):
        return table([BG, CC, GC], cards={"shadow_pharaoh": BG}, units={AS: [(BG, "acolyte", 1)]},
                     gates={AS: BG}, power={BG: 4, CC: 4, GC: 4}, **kw)

    t = held()
    assert {"act": "summon", "unit_type": "shadow_pharaoh", "area": AS} in t.options(BG, "summon")
    assert strength(t.state, BG, CC, [PHARAOH]) == 0
    t.play(BG, {"act": "summon", "unit_type": "shadow_pharaoh", "area": AS})
    assert t.state.power[BG] == 2 and t.state.gates[AS] is None
    other = held(ruleset={"shadow_pharaoh_cost": 4, "shadow_pharaoh_combat": 2})
    assert strength(other.state, BG, CC, [PHARAOH]) == 2
    other.play(BG, {"act": "summon", "unit_type": "shadow_pharaoh", "area": AS})
    assert other.state.power[BG] == 0


def test_angles_of_time_the_hound_is_eliminated_as_soon_as_its_area_has_no_gate_left(table):
    """Yog-Sothoth, a Gate himself, leaves the Hound's Area: it has no Gate any more."""
    t = table([OW, BG, GC], cards={"hound_of_tindalos": BG},
              figures={EU: [("hound_of_tindalos", "hound_of_tindalos", 1)]},
              units={EU: [(OW, "yog_sothoth", 1)]}, power={BG: 4, OW: 4, GC: 4})
    events = t.play(OW, {"act": "move", "unit": "ow.yog_sothoth.1", "to": AS})
    assert ev.UnitEliminated(HOUND, EU, "angles_of_time") in events and t.state.units[HOUND] == "pool"
