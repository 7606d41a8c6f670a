"""Crawling Chaos: Flight, Nyarlathotep and The Harbinger, the six Spellbooks and requirements
(master rulebook, Crawling Chaos faction card and FAQ; core-factions.md;
rulings R12, R13)."""
from __future__ import annotations

import pytest

from conftest import BG, CC, GC, YS
from sandbox import types_of

from rules.engine import events as ev

NYAR = "cc.nyarlathotep.1"


def pass_windows(t):
    """Pass every out-of-turn window until another kind of decision is pending."""
    while t.waiting() and t.waiting()[1] == "window":
        seat, w = t.waiting()[0], t.state.window
        t.play(seat, {"act": "window_pass", "hook": w.hook, "index": w.queue.index(seat, w.cursor)})


# -- Flight ----------------------------------------------------------------------------------

def test_flight_moves_a_unit_two_areas_for_one_power_through_enemies(game):
    t = game([CC, GC], units={"Asia": [(CC, "acolyte", 1)], "Europe": [(GC, "deep_one", 1)]}, power={CC: 1, GC: 1})
    t.play(CC, {"act": "move", "unit": "cc.acolyte.1", "to": "North America"})  # Asia - Europe - North America
    assert t.state.units["cc.acolyte.1"] == "North America" and t.state.power[CC] == 0


def test_flight_does_not_reach_three_areas_away(game):
    t = game([CC, GC], units={"Australia": [(CC, "acolyte", 1)]}, power={CC: 1, GC: 1})
    adjacency = t.state.map.adjacency
    near = set(adjacency["Australia"])
    two = (near | {b for a in near for b in adjacency[a]}) - {"Australia"}
    assert {c["to"] for c in t.options(CC, "move")} == two and len(two) < len(t.state.map.areas) - 1


# -- Awaken Nyarlathotep and his Combat ------------------------------------------------------

def test_nyarlathotep_awakens_at_a_controlled_gate_for_ten(game):
    t = game([CC, GC], units={"Asia": [(CC, "acolyte", 1)]}, gates={"Asia": CC}, power={CC: 10, GC: 1})
    new = t.play(CC, {"act": "ability", "ability": "awaken_nyarlathotep", "area": "Asia"})
    assert ev.GreatOldOneAwakened(CC, NYAR, "Asia", 10) in new and ev.RequirementMet(CC, 5) in new


def test_nyarlathotep_cannot_awaken_without_a_controlled_gate(game):
    t = game([CC, GC], units={"Asia": [(CC, "acolyte", 1)]}, gates={"Asia": None}, power={CC: 10, GC: 1})
    assert not [c for c in t.options(CC, "ability") if c["ability"] == "awaken_nyarlathotep"]


def test_nyarlathotep_rolls_both_sides_spellbooks(game):
    """First-edition FAQ: 6 + 3 Spellbooks = 9 dice."""
    t = game([CC, GC, BG], units={"Asia": [(CC, "nyarlathotep", 1), (GC, "acolyte", 1)]}, power={CC: 1},
             spellbooks={CC: 6, GC: 3}, dice=[1] * 12)
    t.play(CC, {"act": "battle", "area": "Asia", "enemy": GC})
    pass_windows(t)
    assert len(next(e for e in types_of(t.events, ev.DiceRolled) if e.faction == CC).faces) == 9


# -- The Harbinger ---------------------------------------------------------------------------

def _goo_battle(game, dice, books=(), **kw):
    units = {"Asia": [(CC, "nyarlathotep", 1), (CC, "hunting_horror", 2), (YS, "king_in_yellow", 1),
                      (YS, "undead", 1)]}
    t = game([CC, YS, GC], units=units, power={CC: 2}, books={CC: list(books)}, dice=dice, **kw)
    t.play(CC, {"act": "battle", "area": "Asia", "enemy": YS})
    if t.state.window and t.state.window.hook == "pre_battle":
        t.play(CC, {"act": "window_pass", "hook": "pre_battle", "index": 0})
    return t


def test_harbinger_gains_half_the_awakening_cost_of_a_pained_great_old_one(game):
    t = _goo_battle(game, [4, 4, 1, 1, 1] + [1] * 3)
    assert t.waiting() == (CC, "window")
    t.play(CC, {"act": "ability", "ability": "harbinger", "unit": "ys.king_in_yellow.1", "reward": "power"})
    assert t.state.power[CC] == 1 + 2  # half of the King's 4


def test_harbinger_may_take_two_elder_signs_instead(game):
    t = _goo_battle(game, [4, 4, 1, 1, 1] + [1] * 3)
    t.play(CC, {"act": "ability", "ability": "harbinger", "unit": "ys.king_in_yellow.1", "reward": "elder_signs"})
    assert len(t.state.elder_signs[CC]) == 2


def test_harbinger_is_refused_when_no_enemy_great_old_one_is_killed_or_pained(game):
    t = _goo_battle(game, [4, 1, 1, 1, 1] + [1] * 3)
    # One Pain: Yellow Sign puts it on the Undead (master rulebook, Battle Examples, Complex Battle
    # Example 6).
    t.play(YS, {"act": "assign", "unit": "ys.undead.1", "result": "pain"}) if t.waiting() == (YS, "assign_pain") else None
    assert not [c for c in t.options(CC, "ability") if c["ability"] == "harbinger"]


def test_harbinger_for_a_reawakened_cthulhu_is_two_power(game):
    """Master rulebook, FAQ, Power for Killing or Paining Cthulhu: Cthulhu now costs 4 to Awaken, so
    Harbinger gives 2 Power."""
    units = {"Asia": [(CC, "nyarlathotep", 1), (GC, "cthulhu", 1)]}
    t = game([CC, GC, YS], units=units, power={CC: 2}, spellbooks={CC: 2}, dice=[6, 1, 1] + [1] * 6)
    t.play(CC, {"act": "battle", "area": "Asia", "enemy": GC})
    t.play(CC, {"act": "ability", "ability": "harbinger", "unit": "gc.cthulhu.1", "reward": "power"})
    assert t.state.power[CC] == 1 + 2


# -- Emissary of the Outer Gods --------------------------------------------------------------

def test_emissary_turns_a_kill_on_nyarlathotep_into_a_pain(game):
    units = {"Asia": [(CC, "nyarlathotep", 1), (GC, "starspawn", 2)]}
    t = game([CC, GC, BG], units=units, power={CC: 2}, books={CC: ["Emissary of the Outer Gods"]},
             dice=[1] + [6, 1, 1, 1, 1, 1])
    t.play(CC, {"act": "battle", "area": "Asia", "enemy": GC})
    t.play(CC, {"act": "ability", "ability": "emissary", "unit": NYAR})
    assert t.state.battle.results[NYAR] == ("pain",)


def test_emissary_is_refused_against_an_enemy_great_old_one(game):
    units = {"Asia": [(CC, "nyarlathotep", 1), (GC, "cthulhu", 1)]}
    t = game([CC, GC, BG], units=units, power={CC: 2}, books={CC: ["Emissary of the Outer Gods"]},
             dice=[1] + [6, 1, 1, 1, 1, 1])
    t.play(CC, {"act": "battle", "area": "Asia", "enemy": GC})
    while t.state.battle is not None:
        assert not [c for c in t.options(CC, "ability") if c["ability"] == "emissary"]
        pass_windows(t)
    assert ev.UnitKilled(NYAR, "Asia") in t.events


def test_emissary_nyarlathotep_surrounded_soaks_up_the_elimination_and_survives(game):
    """Master rulebook, FAQ, a surrounded Nyarlathotep soaking up an Elimination: he cannot be
    Eliminated for being surrounded, and may still take that Elimination to protect the other
    units."""
    around = ["Europe", "Arctic Ocean", "North Pacific", "Indian Ocean", "Africa", "North Atlantic"]
    units = {"Asia": [(CC, "nyarlathotep", 1), (CC, "acolyte", 1), (GC, "starspawn", 2)]}
    units.update({a: [(GC, "deep_one", 1)] for a in around[:4]} | {a: [(GC, "acolyte", 1)] for a in around[4:]})
    t = game([CC, GC, BG], units=units, power={CC: 2}, books={CC: ["Emissary of the Outer Gods"]},
             dice=[1, 1] + [4, 4, 1, 1, 1, 1])
    t.play(CC, {"act": "battle", "area": "Asia", "enemy": GC})
    new = t.play(CC, {"act": "retreat_eliminate", "unit": NYAR})
    assert ev.RetreatBlocked(CC, NYAR) in new
    assert t.state.units[NYAR] == "Asia" and t.state.units["cc.acolyte.1"] == "Asia"


def test_emissary_in_a_two_player_game_still_gives_half_doom(game):
    """Master rulebook, Two-Player Rules, General Rules, example 2: 5 Doom."""
    t = game([CC, GC], units={"Asia": [(CC, "nyarlathotep", 1), (GC, "starspawn", 2)]}, power={CC: 2, GC: 1},
             books={CC: ["Emissary of the Outer Gods"]}, dice=[1] + [6, 1, 1, 1, 1, 1])
    t.play(CC, {"act": "battle", "area": "Asia", "enemy": GC})
    new = t.play(CC, {"act": "ability", "ability": "emissary", "unit": NYAR})
    assert ev.DoomGained(GC, 5, "two_player_loss") in new


@pytest.mark.parametrize("rule, expected", [(None, 5), ("each_avoided_death", 10)])
def test_two_player_half_doom_for_a_unit_avoiding_death_counts_once_per_battle(game, rule, expected):
    """Master rulebook, Two-Player Rules, General Rules and the ruling (ruleset option
    two_player_half_doom): Nyarlathotep's Kill made a Pain by Emissary, then his blocked Retreat,
    give Great Cthulhu half his Doom once (5), not twice (10, the option's other value)."""
    around = ["Europe", "Arctic Ocean", "North Pacific", "Indian Ocean", "Africa", "North Atlantic"]
    units = {"Asia": [(CC, "nyarlathotep", 1), (GC, "starspawn", 2)]}
    units.update({a: [(GC, "acolyte", 1)] for a in around})
    t = game([CC, GC], units=units, power={CC: 2, GC: 1}, books={CC: ["Emissary of the Outer Gods"]},
             dice=[1] + [6, 1, 1, 1, 1, 1], ruleset={"two_player_half_doom": rule} if rule else None)
    t.play(CC, {"act": "battle", "area": "Asia", "enemy": GC})
    t.play(CC, {"act": "ability", "ability": "emissary", "unit": NYAR})
    while t.state.battle is not None and t.waiting()[0] == CC:
        choice = next((c for c in t.options(CC) if c["act"] in ("retreat_eliminate", "window_pass")), None)
        if choice is None:
            break
        t.play(CC, choice)
    gained = sum(e.amount for e in t.events if isinstance(e, ev.DoomGained) and e.reason == "two_player_loss")
    assert ev.RetreatBlocked(CC, NYAR) in t.events and t.state.units[NYAR] == "Asia"
    assert gained == expected


# -- Abduct, Invisibility, Seek and Destroy --------------------------------------------------

def test_abduct_trades_a_nightgaunt_for_an_enemy_unit_of_the_enemys_choice(game):
    units = {"Asia": [(CC, "nightgaunt", 1), (CC, "hunting_horror", 1), (GC, "acolyte", 1), (GC, "deep_one", 1)]}
    t = game([CC, GC, BG], units=units, power={CC: 2}, books={CC: ["Abduct"]}, dice=[1] * 10)
    t.play(CC, {"act": "battle", "area": "Asia", "enemy": GC})
    t.play(CC, {"act": "ability", "ability": "abduct", "unit": "cc.nightgaunt.1"})
    assert t.waiting() == (GC, "abduct")
    new = t.play(GC, {"act": "answer", "ability": "abduct_victim", "unit": "gc.acolyte.1"})
    assert ev.UnitEliminated("gc.acolyte.1", "Asia", "abduct") in new
    assert t.state.units["cc.nightgaunt.1"] == "pool"


def test_abduct_is_refused_without_a_nightgaunt_in_the_battle(game):
    t = game([CC, GC, BG], units={"Asia": [(CC, "hunting_horror", 1), (GC, "acolyte", 1)]}, power={CC: 2},
             books={CC: ["Abduct"]}, dice=[1] * 10)
    t.play(CC, {"act": "battle", "area": "Asia", "enemy": GC})
    assert t.state.battle is None


def test_invisibility_exempts_one_unit_per_flying_polyp(game):
    units = {"Asia": [(CC, "flying_polyp", 1), (GC, "shoggoth", 1), (GC, "deep_one", 1)]}
    t = game([CC, GC, BG], units=units, power={CC: 2}, books={CC: ["Invisibility"]}, dice=[1] * 10)
    t.play(CC, {"act": "battle", "area": "Asia", "enemy": GC})
    new = t.play(CC, {"act": "ability", "ability": "invisibility", "unit": "gc.shoggoth.1"})
    assert ev.UnitsExempted(("gc.shoggoth.1",)) in new
    assert not types_of(new, ev.BattleNoted)[1:]  # one Polyp, one exemption: the window moved on
    assert len(next(e for e in types_of(t.events, ev.DiceRolled) if e.faction == GC).faces) == 1


def test_invisibility_is_refused_without_a_flying_polyp(game):
    t = game([CC, GC, BG], units={"Asia": [(CC, "hunting_horror", 1), (GC, "deep_one", 1)]}, power={CC: 2},
             books={CC: ["Invisibility"]}, dice=[1] * 10)
    t.play(CC, {"act": "battle", "area": "Asia", "enemy": GC})
    assert t.state.battle is None


def test_an_invisible_undead_does_not_count_for_the_others_dice(game):
    """Master rulebook, FAQ, exempted Undead and Byakhee: two Undead, one Invisible: the other rolls
    0 dice, not 1."""
    units = {"Europe": [(CC, "flying_polyp", 1), (YS, "undead", 2)]}
    t = game([CC, YS, GC], units=units, power={CC: 2}, books={CC: ["Invisibility"]}, dice=[1] * 10)
    t.play(CC, {"act": "battle", "area": "Europe", "enemy": YS})
    t.play(CC, {"act": "ability", "ability": "invisibility", "unit": "ys.undead.1"})
    t.play(CC, {"act": "window_pass", "hook": "pre_battle", "index": 0}) if t.state.window else None
    assert next(e for e in types_of(t.events, ev.DiceRolled) if e.faction == YS).faces == ()


def test_exempting_a_sides_only_unit_by_invisibility_ends_the_battle_before_the_dice(game):
    """Master rulebook, FAQ, exempted Undead and Byakhee: an Invisible unit is not present for any
    purpose, so a side whose only unit is exempted has nobody in the Battle: it ends at once, no
    dice, nothing removed."""
    units = {"Asia": [(CC, "flying_polyp", 1), (GC, "deep_one", 1)]}
    t = game([CC, GC, BG], units=units, power={CC: 2}, books={CC: ["Invisibility"]}, dice=[6] * 10)
    t.play(CC, {"act": "battle", "area": "Asia", "enemy": GC})
    new = t.play(CC, {"act": "ability", "ability": "invisibility", "unit": "gc.deep_one.1"})
    assert ev.UnitsExempted(("gc.deep_one.1",)) in new and ev.BattleEnded("Asia") in new
    assert not types_of(t.events, ev.DiceRolled) and t.state.battle is None
    assert t.state.units["gc.deep_one.1"] == "Asia" and t.state.units["cc.flying_polyp.1"] == "Asia"


def test_seek_and_destroy_brings_hunting_horrors_from_anywhere(game):
    units = {"Asia": [(CC, "flying_polyp", 1), (GC, "deep_one", 1)], "South America": [(CC, "hunting_horror", 1)]}
    t = game([CC, GC, BG], units=units, power={CC: 2}, books={CC: ["Seek and Destroy"]}, dice=[1] * 10)
    t.play(CC, {"act": "battle", "area": "Asia", "enemy": GC})
    t.play(CC, {"act": "ability", "ability": "seek_and_destroy", "unit": "cc.hunting_horror.1"})
    assert t.state.units["cc.hunting_horror.1"] == "Asia"


def test_seek_and_destroy_is_refused_with_no_hunting_horror_elsewhere(game):
    t = game([CC, GC, BG], units={"Asia": [(CC, "hunting_horror", 1), (GC, "deep_one", 1)]}, power={CC: 2},
             books={CC: ["Seek and Destroy"]}, dice=[1] * 10)
    t.play(CC, {"act": "battle", "area": "Asia", "enemy": GC})
    assert t.state.battle is None


# -- Madness ---------------------------------------------------------------------------------

def test_madness_lets_crawling_chaos_choose_retreats_in_a_battle_it_is_not_in(game):
    units = {"Europe": [(GC, "deep_one", 2), (YS, "undead", 2)], "Antarctica": [(CC, "acolyte", 1)]}
    t = game([GC, YS, CC], units=units, power={GC: 2}, books={CC: ["Madness"]}, dice=[4, 4] + [1])
    t.play(GC, {"act": "battle", "area": "Europe", "enemy": YS})
    assert t.waiting() == (CC, "window")
    t.play(CC, {"act": "ability", "ability": "madness", "defender_first": True})
    assert t.waiting() == (CC, "retreat")
    retreat = t.options(CC, "retreat")[0]
    # The defender Retreats first (master rulebook, FAQ, Madness and Retreat restrictions).
    assert retreat["unit"].startswith("ys.")


def test_madness_is_refused_without_pains(game):
    units = {"Europe": [(GC, "deep_one", 2), (YS, "undead", 2)], "Antarctica": [(CC, "acolyte", 1)]}
    t = game([GC, YS, CC], units=units, power={GC: 2}, books={CC: ["Madness"]}, dice=[1, 1] + [1])
    t.play(GC, {"act": "battle", "area": "Europe", "enemy": YS})
    assert t.state.battle is None


# -- Thousand Forms (rulings R13) ------------------------------------------------------------

def _forms(game, face, power, players=(CC, GC, BG)):
    t = game(list(players), units={"Asia": [(CC, "nyarlathotep", 1)]}, power=power, books={CC: ["Thousand Forms"]},
             dice=[face])
    t.play(CC, {"act": "ability", "ability": "thousand_forms"})
    return t


def test_thousand_forms_offers_covering_the_roll_stand(game):
    t = _forms(game, 3, {CC: 1, GC: 5, BG: 5})
    assert t.waiting() == (GC, "negotiation")
    t.play(GC, {"act": "answer", "ability": "thousand_forms_offer", "offer": 1})
    t.play(BG, {"act": "answer", "ability": "thousand_forms_offer", "offer": 2})
    assert (t.state.power[GC], t.state.power[BG], t.state.power[CC]) == (4, 3, 1)


def test_thousand_forms_without_agreement_pays_crawling_chaos_the_roll(game):
    t = _forms(game, 3, {CC: 1, GC: 5, BG: 5})
    t.play(GC, {"act": "answer", "ability": "thousand_forms_offer", "offer": 3})
    t.play(BG, {"act": "answer", "ability": "thousand_forms_offer", "offer": 1})  # insisting: a disagreement
    assert (t.state.power[GC], t.state.power[BG], t.state.power[CC]) == (5, 5, 4)


def test_thousand_forms_above_all_others_power_pays_crawling_chaos(game):
    """Master rulebook, FAQ, Thousand Forms above the others' Power."""
    t = _forms(game, 6, {CC: 1, GC: 2, BG: 1})
    assert t.state.power[CC] == 7 and t.state.power[GC] == 2


def test_thousand_forms_is_halved_in_a_two_player_game(game):
    """Master rulebook, Two-Player Rules, Balance Adjustments, example 1: a 5 extorts 3 Power."""
    t = _forms(game, 5, {CC: 1, GC: 8}, players=(CC, GC))
    t.play(GC, {"act": "answer", "ability": "thousand_forms_offer", "offer": 3})
    assert t.state.power[GC] == 5


def test_thousand_forms_once_per_action_phase_and_only_with_nyarlathotep_in_play(game):
    t = _forms(game, 6, {CC: 1, GC: 2, BG: 1})
    t.play(CC, {"act": "end_turn"}) if {"act": "end_turn"} in t.options(CC) else None
    t2 = game([CC, GC, BG], units={"Asia": [(CC, "acolyte", 1)]}, power={CC: 2}, books={CC: ["Thousand Forms"]})
    assert not t2.options(CC, "ability")
    t.play(GC, {"act": "drop_power"}) if t.waiting() == (GC, "turn") else None
    assert {"act": "ability", "ability": "thousand_forms"} not in t.options(CC)


# -- Spellbook requirements ------------------------------------------------------------------

def test_pay_four_and_pay_six_can_be_met_together_for_ten(game):
    t = game([CC, GC], units={"Asia": [(CC, "acolyte", 1)]}, power={CC: 11, GC: 1})
    new = t.play(CC, {"act": "ability", "ability": "pay_ten"})
    assert [e for e in new if isinstance(e, ev.RequirementMet)] == [ev.RequirementMet(CC, 0), ev.RequirementMet(CC, 1)]
    assert t.state.power[CC] == 1


def test_pay_ten_is_refused_once_one_of_the_two_is_met(game):
    t = game([CC, GC], units={"Asia": [(CC, "acolyte", 1)]}, power={CC: 11, GC: 1}, books={CC: ["Abduct"]})
    assert {"act": "ability", "ability": "pay_ten"} not in t.options(CC)


def test_twelve_power_meets_the_three_gates_or_twelve_power_requirement(game):
    t = game([CC, GC], units={"Asia": [(CC, "acolyte", 1)]}, power={CC: 12, GC: 1})
    assert (CC, 2) in t.state.met and (CC, 3) not in t.state.met


def test_four_controlled_gates_meet_the_four_gates_requirement(game):
    areas = ["Asia", "Europe", "Africa", "Arctic Ocean"]
    t = game([CC, GC], units={a: [(CC, "acolyte", 1)] for a in areas}, gates={a: CC for a in areas},
             power={CC: 1, GC: 1})
    assert {(CC, 2), (CC, 3)} <= set(t.state.met)


def test_capturing_an_enemy_cultist_meets_the_capture_requirement(game):
    t = game([CC, GC], units={"Asia": [(CC, "hunting_horror", 1), (GC, "acolyte", 1)]}, power={CC: 2, GC: 1})
    t.play(CC, {"act": "capture", "area": "Asia", "enemy": GC})
    assert (CC, 4) in t.state.met
