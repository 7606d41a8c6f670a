"""Great Old One Pack 3 (master rulebook, Independent Great Old Ones; Complex Battle Example 7):
Gobogeg (Awakened for 0 Power once some faction has all six Spellbooks; Threnody; Book of Law) and
Byatis (never Moves; Toad of Berkeley; his Spellbook earned by surviving a Battle with an enemy
Killed; God of Forgetfulness)."""
from __future__ import annotations

from sandbox import types_of

from rules.engine import events as ev

GC, CC, BG = "great_cthulhu", "crawling_chaos", "black_goat"
GOBOGEG, BYATIS = "gob.gobogeg.1", "bya.byatis.1"


def assign_as_planned(t, plan):
    """Assign every Battle result as `plan` (unit -> result) says; the events of the last step."""
    events = []
    while t.waiting() and t.waiting()[1].startswith("assign"):
        seat = t.waiting()[0]
        choice = next(o for o in t.options(seat, "assign") if plan.get(o["unit"]) == o["result"])
        events = t.play(seat, choice)
    return events


def awaken_options(t, seat, ability):
    return [o for o in t.options(seat, "ability") if o["ability"] == ability]


# -- Gobogeg -----------------------------------------------------------------------------------

def _gobogeg_ready(table, books):
    return table([GC, CC, BG], cards={"gobogeg": None}, spellbooks={CC: books},
                 units={"Europe": [(GC, "cthulhu", 1), (GC, "acolyte", 1)], "Asia": [(CC, "acolyte", 1)]},
                 gates={"Europe": GC}, power={GC: 3, CC: 3, BG: 3})


def test_gobogeg_cannot_be_awakened_before_some_faction_has_all_six_spellbooks(table):
    t = _gobogeg_ready(table, 5)
    assert awaken_options(t, GC, "awaken_gobogeg") == []


def test_gobogeg_awakens_for_0_power_at_a_controlled_gate_with_a_great_old_one_once_some_faction_has_six_spellbooks(table):
    t = _gobogeg_ready(table, 6)
    [choice] = awaken_options(t, GC, "awaken_gobogeg")
    events = t.play(GC, choice)
    assert ev.GreatOldOneAwakened(GC, GOBOGEG, "Europe", 0) in events
    assert t.state.loyalty["gobogeg"]["owner"] == GC and t.state.units[GOBOGEG] == "Europe"
    assert t.state.power[GC] == 3


def test_threnody_pains_every_unit_of_both_sides_without_a_result_once_gobogeg_is_pained(table):
    """Master rulebook, Complex Battle Example 7: Arthur's Gobogeg is Pained, so Alice's two
    Acolytes left and her Monster, and Arthur's own units without a result, receive a Pain."""
    t = table([GC, CC, BG], cards={"gobogeg": GC}, figures={"Europe": [("gobogeg", "gobogeg", 1)]},
              units={"Europe": [(GC, "deep_one", 3), (GC, "shoggoth", 1), (BG, "acolyte", 6), (BG, "fungi", 1)],
                     "Asia": [(CC, "acolyte", 1)]},
              power={GC: 5, CC: 5, BG: 5}, dice=[6, 6, 4, 4, 1, 5])
    t.play(GC, {"act": "battle", "area": "Europe", "enemy": BG})
    plan = {"bg.acolyte.1": "kill", "bg.acolyte.2": "kill", "bg.acolyte.3": "pain", "bg.acolyte.4": "pain",
            GOBOGEG: "pain"}
    assign_as_planned(t, plan)
    pained = {e.unit for e in types_of(t.events, ev.ResultAssigned) if e.unit not in plan}
    assert pained == {"gc.deep_one.1", "gc.deep_one.2", "gc.deep_one.3", "gc.shoggoth.1",
                      "bg.acolyte.5", "bg.acolyte.6", "bg.fungi.1"}
    assert all(r == ("pain",) for u, r in t.state.battle.results.items() if u in pained)


def test_threnody_does_nothing_while_gobogeg_takes_no_result(table):
    t = table([GC, CC, BG], cards={"gobogeg": GC}, figures={"Europe": [("gobogeg", "gobogeg", 1)]},
              units={"Europe": [(GC, "deep_one", 2), (BG, "acolyte", 3)], "Asia": [(CC, "acolyte", 1)]},
              power={GC: 5, CC: 5, BG: 5}, dice=[6, 1])
    t.play(GC, {"act": "battle", "area": "Europe", "enemy": BG})
    assign_as_planned(t, {"bg.acolyte.1": "kill"})
    assert not [e for e in t.events if isinstance(e, ev.BattleNoted) and e.key == "threnody"]
    assert t.state.units["bg.acolyte.2"] == "Europe"


def test_threnody_also_follows_a_kill_on_gobogeg(table):
    t = table([GC, CC, BG], cards={"gobogeg": GC}, figures={"Europe": [("gobogeg", "gobogeg", 1)]},
              units={"Europe": [(BG, "dark_young", 1)], "Asia": [(CC, "acolyte", 1)]},
              power={GC: 5, CC: 5, BG: 5}, first=BG, dice=[6, 1])
    t.play(BG, {"act": "battle", "area": "Europe", "enemy": GC})
    assert ev.ResultAssigned("bg.dark_young.1", "pain", GC) in t.events
    assert t.waiting() == (BG, "retreat")  # the Pained Dark Young must Retreat


def test_book_of_law_gives_6_power_to_whoever_awakens_a_great_old_one_while_gobogeg_is_in_play(table):
    t = table([GC, CC, BG], cards={"gobogeg": GC}, figures={"Europe": [("gobogeg", "gobogeg", 1)]},
              units={"Asia": [(CC, "acolyte", 1)], "Europe": [(GC, "acolyte", 1)], "Africa": [(BG, "acolyte", 1)]},
              gates={"Asia": CC}, power={GC: 5, CC: 11, BG: 5}, first=GC)
    t.play(GC, {"act": "recruit", "unit_type": "acolyte", "area": "Europe"})  # the count starts here
    assert t.waiting() == (CC, "turn")
    events = t.play(CC, {"act": "ability", "ability": "awaken_nyarlathotep", "area": "Asia"})
    assert ev.PowerChanged(CC, 6, "book_of_law") in events
    assert t.state.power[CC] == 11 - 10 + 6


def test_book_of_law_gives_nothing_for_other_actions(table):
    t = table([GC, CC, BG], cards={"gobogeg": GC}, figures={"Europe": [("gobogeg", "gobogeg", 1)]},
              units={"Asia": [(CC, "acolyte", 1)], "Europe": [(GC, "acolyte", 1)], "Africa": [(BG, "acolyte", 1)]},
              power={GC: 5, CC: 11, BG: 5}, first=GC)
    t.play(GC, {"act": "recruit", "unit_type": "acolyte", "area": "Europe"})
    assert t.waiting() == (CC, "turn")
    t.play(CC, {"act": "recruit", "unit_type": "acolyte", "area": "Asia"})
    assert not [e for e in t.events if isinstance(e, ev.PowerChanged) and e.reason == "book_of_law"]


def test_gobogegs_death_returns_his_card_to_the_supply(table):
    t = table([GC, CC, BG], cards={"gobogeg": GC}, figures={"Europe": [("gobogeg", "gobogeg", 1)]},
              units={"Europe": [(BG, "dark_young", 1)], "Asia": [(CC, "acolyte", 1)]},
              power={GC: 5, CC: 5, BG: 5}, first=BG, dice=[6, 6])
    t.state = t.state.derive(faction_data={**t.state.faction_data, GC: {"book_of_law": [GOBOGEG]}})
    t.play(BG, {"act": "battle", "area": "Europe", "enemy": GC})
    assign_as_planned(t, {GOBOGEG: "kill"})
    assert t.state.loyalty["gobogeg"]["owner"] is None and t.state.units[GOBOGEG] == "out_of_play"
    assert "book_of_law" not in t.state.faction_data[GC]  # a later Awakening counts afresh


# -- Byatis ------------------------------------------------------------------------------------

def test_byatis_awakens_at_a_controlled_gate_with_a_great_old_one_for_4_power(table):
    t = table([GC, CC, BG], cards={"byatis": None}, units={"Europe": [(GC, "cthulhu", 1), (GC, "acolyte", 1)],
                                                             "Asia": [(CC, "acolyte", 1)]},
              gates={"Europe": GC}, power={GC: 5, CC: 3, BG: 3})
    choice = {"act": "ability", "ability": "awaken_byatis", "area": "Europe"}
    assert choice in t.options(GC)
    t.play(GC, choice)
    assert t.state.units[BYATIS] == "Europe" and t.state.power[GC] == 1


def test_byatis_is_never_offered_in_a_move_action(table):
    t = table([GC, CC, BG], cards={"byatis": GC}, figures={"Europe": [("byatis", "byatis", 1)]},
              units={"Europe": [(GC, "acolyte", 1)], "Asia": [(CC, "acolyte", 1)]}, power={GC: 5, CC: 3, BG: 3})
    moving = {o["unit"] for o in t.options(GC, "move")}
    assert moving == {"gc.acolyte.1"}


def test_toad_of_berkeley_gives_an_elder_sign_as_the_doom_phase_begins_with_no_enemy_in_byatis_area(table):
    t = table([GC, CC, BG], cards={"byatis": GC}, figures={"Europe": [("byatis", "byatis", 1)]},
              units={"Asia": [(CC, "acolyte", 1)]}, power={GC: 5}, phase="first_player", first=GC,
              extra={"round": 2})
    t.play(GC, {"act": "direction", "direction": "clockwise"})
    assert len(t.state.elder_signs[GC]) == 1


def test_toad_of_berkeley_gives_nothing_with_an_enemy_unit_in_byatis_area(table):
    t = table([GC, CC, BG], cards={"byatis": GC}, figures={"Europe": [("byatis", "byatis", 1)]},
              units={"Europe": [(CC, "acolyte", 1)]}, power={GC: 5}, phase="first_player", first=GC,
              extra={"round": 2})
    t.play(GC, {"act": "direction", "direction": "clockwise"})
    assert len(t.state.elder_signs[GC]) == 0


def test_byatis_earns_his_spellbook_by_surviving_a_battle_in_which_an_enemy_unit_is_killed(table):
    t = table([GC, CC, BG], cards={"byatis": GC}, figures={"Europe": [("byatis", "byatis", 1)]},
              units={"Europe": [(BG, "acolyte", 2)], "Asia": [(CC, "acolyte", 1)]},
              power={GC: 5, CC: 5, BG: 5}, dice=[6, 1, 1, 1])
    t.play(GC, {"act": "battle", "area": "Europe", "enemy": BG})
    assign_as_planned(t, {"bg.acolyte.1": "kill"})
    assert ev.CardSpellbookEarned(GC, "byatis") in t.events and t.state.loyalty["byatis"]["book"]


def test_byatis_earns_nothing_from_a_battle_without_an_enemy_killed(table):
    t = table([GC, CC, BG], cards={"byatis": GC}, figures={"Europe": [("byatis", "byatis", 1)]},
              units={"Europe": [(BG, "acolyte", 2)], "Asia": [(CC, "acolyte", 1)]},
              power={GC: 5, CC: 5, BG: 5}, dice=[1, 1, 1, 1])
    t.play(GC, {"act": "battle", "area": "Europe", "enemy": BG})
    assert t.state.battle is None and not t.state.loyalty["byatis"]["book"]


def test_god_of_forgetfulness_draws_every_enemy_cultist_of_an_adjacent_area_to_byatis(table):
    t = table([GC, CC, BG], cards={"byatis": (GC, True)}, figures={"Europe": [("byatis", "byatis", 1)]},
              units={"Asia": [(CC, "acolyte", 2), (BG, "acolyte", 1), (BG, "dark_young", 1)],
                     "Africa": [(GC, "acolyte", 1)]},
              gates={"Asia": CC}, power={GC: 5, CC: 5, BG: 5})
    choice = {"act": "ability", "ability": "god_of_forgetfulness", "area": "Asia"}
    assert choice in t.options(GC)
    t.play(GC, choice)
    assert sorted(t.units_at("Europe")) == sorted([BYATIS, "cc.acolyte.1", "cc.acolyte.2", "bg.acolyte.1"])
    assert t.state.gates["Asia"] is None and t.state.power[GC] == 4
    assert t.units_at("Asia") == ["bg.dark_young.1"]


def test_god_of_forgetfulness_needs_the_spellbook(table):
    t = table([GC, CC, BG], cards={"byatis": GC}, figures={"Europe": [("byatis", "byatis", 1)]},
              units={"Asia": [(CC, "acolyte", 1)]}, power={GC: 5})
    assert not [o for o in t.options(GC, "ability") if o["ability"] == "god_of_forgetfulness"]


def test_byatis_death_returns_his_card_and_his_spellbook_falls_off(table):
    t = table([GC, CC, BG], cards={"byatis": (GC, True)}, figures={"Europe": [("byatis", "byatis", 1)]},
              units={"Europe": [(BG, "dark_young", 2)], "Asia": [(CC, "acolyte", 1)]},
              power={GC: 5, CC: 5, BG: 5}, first=BG, dice=[6, 1, 1, 1, 1, 1, 1, 1])
    t.play(BG, {"act": "battle", "area": "Europe", "enemy": GC})
    assign_as_planned(t, {BYATIS: "kill"})
    assert t.state.loyalty["byatis"] == {"owner": None, "book": False}
