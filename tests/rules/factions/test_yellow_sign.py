"""Yellow Sign: Feast, the King in Yellow and Desecrate, Hastur and Vengeance, the six Spellbooks and
requirements (master rulebook, Yellow Sign faction card, Playing as Yellow Sign and FAQ;
core-factions.md; rulings R10, R11)."""
from __future__ import annotations

from conftest import BG, CC, GC, YS
from sandbox import types_of

from rules.engine import events as ev

KING, HASTUR = "ys.king_in_yellow.1", "ys.hastur.1"


def pass_windows(t):
    while t.waiting() and t.waiting()[1] == "window":
        seat, w = t.waiting()[0], t.state.window
        t.play(seat, {"act": "window_pass", "hook": w.hook, "index": w.queue.index(seat, w.cursor)})


def desecrated(t):
    return t.state.faction_data[YS].get("desecrated", ())


# -- Awakening -------------------------------------------------------------------------------

def test_king_in_yellow_awakens_in_an_area_without_a_gate_for_four(game):
    t = game([YS, GC, CC], units={"Europe": [(YS, "acolyte", 1)], "Asia": [(YS, "undead", 1)]},
             gates={"Europe": YS}, power={YS: 4})
    assert [c["area"] for c in t.options(YS, "ability") if c["ability"] == "awaken_king_in_yellow"] == ["Asia"]
    new = t.play(YS, {"act": "ability", "ability": "awaken_king_in_yellow", "area": "Asia"})
    assert ev.GreatOldOneAwakened(YS, KING, "Asia", 4) in new and ev.RequirementMet(YS, 0) in new


def test_king_in_yellow_cannot_awaken_with_only_gate_areas(game):
    t = game([YS, GC, CC], units={"Europe": [(YS, "acolyte", 1)]}, gates={"Europe": YS}, power={YS: 6})
    assert not [c for c in t.options(YS, "ability") if c["ability"] == "awaken_king_in_yellow"]


def test_hastur_awakens_with_the_king_at_a_controlled_gate_and_gives_an_elder_sign(game):
    t = game([YS, GC, CC], units={"Europe": [(YS, "acolyte", 1), (YS, "king_in_yellow", 1)]}, gates={"Europe": YS},
             power={YS: 10})
    new = t.play(YS, {"act": "ability", "ability": "awaken_hastur"})
    assert ev.GreatOldOneAwakened(YS, HASTUR, "Europe", 10) in new
    assert ev.RequirementMet(YS, 5) in new and len(t.state.elder_signs[YS]) == 1


def test_hastur_cannot_awaken_away_from_the_king(game):
    t = game([YS, GC, CC], units={"Europe": [(YS, "acolyte", 1)], "Asia": [(YS, "king_in_yellow", 1)]},
             gates={"Europe": YS}, power={YS: 10})
    assert not [c for c in t.options(YS, "ability") if c["ability"] == "awaken_hastur"]


def test_hastur_combat_is_the_ritual_cost(game):
    t = game([YS, GC, CC], units={"Asia": [(YS, "hastur", 1), (GC, "acolyte", 1)]}, power={YS: 2},
             dice=[1] * 10, extra={"ritual": 2})
    t.play(YS, {"act": "battle", "area": "Asia", "enemy": GC})
    pass_windows(t)
    assert len(next(e for e in types_of(t.events, ev.DiceRolled) if e.faction == YS).faces) == 7


def test_undead_roll_one_die_fewer_and_byakhee_one_more(game):
    """Rulings R10."""
    units = {"Asia": [(YS, "undead", 3), (YS, "byakhee", 2), (GC, "acolyte", 1)]}
    t = game([YS, GC, CC], units=units, power={YS: 2}, dice=[1] * 10)
    t.play(YS, {"act": "battle", "area": "Asia", "enemy": GC})
    pass_windows(t)
    assert len(next(e for e in types_of(t.events, ev.DiceRolled) if e.faction == YS).faces) == 2 + 3


# -- Desecrate, Feast, Third Eye -------------------------------------------------------------

def test_desecrate_succeeds_on_a_roll_at_most_your_units_there_and_places_a_unit(game):
    """Rulings R11: 1 die; the placed unit is not a Summon; glyph requirement met."""
    t = game([YS, GC, CC], units={"Africa": [(YS, "king_in_yellow", 1), (YS, "acolyte", 1)]}, power={YS: 2},
             dice=[2])
    t.play(YS, {"act": "ability", "ability": "desecrate"})
    assert desecrated(t) == ("Africa",) and (YS, 2) in t.state.met
    t.play(YS, {"act": "place_spellbook", "slot": 2, "spellbook": "Zingaya"})
    t.play(YS, {"act": "answer", "ability": "desecrate_place", "unit": "ys.undead.1"})
    assert t.state.units["ys.undead.1"] == "Africa" and ev.UniqueActionTaken(YS, "desecrate", 2) in t.events


def test_a_failed_desecration_still_places_a_unit(game):
    t = game([YS, GC, CC], units={"Africa": [(YS, "king_in_yellow", 1)]}, power={YS: 2}, dice=[2])
    t.play(YS, {"act": "ability", "ability": "desecrate"})
    t.play(YS, {"act": "answer", "ability": "desecrate_place", "unit": "ys.acolyte.1"})
    assert desecrated(t) == () and t.state.units["ys.acolyte.1"] == "Africa"


def test_desecrate_is_refused_where_a_token_already_lies(game):
    t = game([YS, GC, CC], units={"Africa": [(YS, "king_in_yellow", 1)]}, power={YS: 2},
             extra={"faction_data": {YS: {"desecrated": ["Africa"]}, GC: {}, CC: {}}})
    assert not [c for c in t.options(YS, "ability") if c["ability"] == "desecrate"]


def test_each_glyph_group_meets_its_own_requirement(game):
    """Vertical slashes (Europe, Asia), chevron (Africa, Australia), circular (the Americas)."""
    for area, slot in (("Asia", 1), ("Australia", 2), ("South America", 3)):
        t = game([YS, GC, CC], units={area: [(YS, "king_in_yellow", 1)]}, power={YS: 2}, dice=[1])
        t.play(YS, {"act": "ability", "ability": "desecrate"})
        assert t.state.met == ((YS, slot),)


def test_desecrating_an_ocean_meets_no_glyph_requirement(game):
    t = game([YS, GC, CC], units={"Indian Ocean": [(YS, "king_in_yellow", 1)]}, power={YS: 2}, dice=[1])
    t.play(YS, {"act": "ability", "ability": "desecrate"})
    assert desecrated(t) == ("Indian Ocean",) and t.state.met == ()


def test_third_eye_desecrate_costs_one_and_a_success_gives_an_elder_sign(game):
    t = game([YS, GC, CC], units={"Indian Ocean": [(YS, "king_in_yellow", 1)], "Europe": [(YS, "hastur", 1)]},
             power={YS: 1}, books={YS: ["Third Eye"]}, dice=[1])
    t.play(YS, {"act": "ability", "ability": "desecrate"})
    assert t.state.power[YS] == 0 and len(t.state.elder_signs[YS]) == 1


def test_without_hastur_third_eye_gives_no_discount(game):
    t = game([YS, GC, CC], units={"Indian Ocean": [(YS, "king_in_yellow", 1)]}, power={YS: 1},
             books={YS: ["Third Eye"]})
    assert not [c for c in t.options(YS, "ability") if c["ability"] == "desecrate"]


def test_feast_gives_a_power_per_desecrated_area_with_your_units(game):
    t = game([YS, GC, CC], units={"Africa": [(YS, "undead", 1)], "Europe": [(YS, "acolyte", 1)]},
             phase="gather_power", extra={"faction_data": {YS: {"desecrated": ["Africa", "Asia"]}, GC: {}, CC: {}}})
    gathered = {e.faction: e for e in types_of(t.events, ev.PowerGathered)}
    assert gathered[YS].sources["feast"] == 1


# -- Zingaya, Shriek ------------------------------------------------------------------------

def test_zingaya_replaces_an_enemy_acolyte_with_an_undead(game):
    t = game([YS, GC, CC], units={"Asia": [(YS, "undead", 1), (CC, "acolyte", 1)]}, power={YS: 1},
             books={YS: ["Zingaya"]})
    new = t.play(YS, {"act": "ability", "ability": "zingaya", "area": "Asia", "enemy": CC})
    assert ev.UnitEliminated("cc.acolyte.1", "Asia", "zingaya") in new
    assert t.units_at("Asia") == ["ys.undead.1", "ys.undead.2"]


def test_zingaya_is_refused_without_an_undead_in_the_pool(game):
    """Master rulebook, Action Phase, The Four Types of Actions; FAQ: Zingaya cannot be used without
    an Undead to place."""
    t = game([YS, GC, CC], units={"Asia": [(YS, "undead", 6), (CC, "acolyte", 1)]}, power={YS: 1},
             books={YS: ["Zingaya"]})
    assert not [c for c in t.options(YS, "ability") if c["ability"] == "zingaya"]


def test_shriek_of_the_byakhee_gathers_chosen_byakhee_into_one_area(game):
    t = game([YS, GC, CC], units={"Asia": [(YS, "byakhee", 1)], "Africa": [(YS, "byakhee", 1)]}, power={YS: 1},
             books={YS: ["Shriek of the Byakhee"]})
    t.play(YS, {"act": "ability", "ability": "shriek_of_the_byakhee", "area": "North America"})
    t.play(YS, {"act": "answer", "ability": "shriek_pick", "unit": "ys.byakhee.1"})
    t.play(YS, {"act": "answer", "ability": "shriek_pick", "unit": "ys.byakhee.2"})
    assert t.units_at("North America") == ["ys.byakhee.1", "ys.byakhee.2"]


def test_shriek_is_refused_without_byakhee_on_the_map(game):
    t = game([YS, GC, CC], units={"Asia": [(YS, "acolyte", 1)]}, power={YS: 1}, books={YS: ["Shriek of the Byakhee"]})
    assert not [c for c in t.options(YS, "ability") if c["ability"] == "shriek_of_the_byakhee"]


# -- The Screaming Dead and He Who is Not to be Named ----------------------------------------

def test_screaming_dead_moves_the_king_with_undead_then_a_second_action_at_its_own_cost(game):
    """Master rulebook, FAQ, the cost of Screaming Dead and He Who is Not to be Named: Screaming
    Dead then Desecrate costs 3 Power in all."""
    t = game([YS, GC, CC], units={"Europe": [(YS, "king_in_yellow", 1), (YS, "undead", 2)]}, power={YS: 3},
             books={YS: ["The Screaming Dead"]}, dice=[1])
    t.play(YS, {"act": "ability", "ability": "the_screaming_dead", "area": "Asia"})
    t.play(YS, {"act": "answer", "ability": "undead_follow", "unit": "ys.undead.1"})
    t.play(YS, {"act": "answer", "ability": "undead_follow", "unit": None})
    assert t.waiting() == (YS, "second_action")
    inner = [c["inner"] for c in t.options(YS, "answer") if c["inner"]]
    assert {"act": "ability", "ability": "the_screaming_dead", "area": "Europe"} not in inner
    assert not t.options(YS, "control_gate") and not t.options(YS, "end_turn")  # no Unlimited Action between
    t.play(YS, {"act": "answer", "ability": "second_action", "inner": {"act": "ability", "ability": "desecrate"}})
    assert desecrated(t) == ("Asia",) and t.units_at("Asia") == [KING, "ys.undead.1"]
    assert sum(e.cost for e in types_of(t.events, ev.UniqueActionTaken)) == 3


def test_ongoing_abilities_may_be_used_between_the_two_actions(game):
    """Master rulebook, Playing as Yellow Sign: Devolve (after any player's Action) between
    Screaming Dead and the second Action."""
    units = {"Europe": [(YS, "king_in_yellow", 1)], "South Pacific": [(GC, "acolyte", 1)]}
    t = game([YS, GC, CC], units=units, power={YS: 3}, books={YS: ["The Screaming Dead"], GC: ["Devolve"]})
    t.play(YS, {"act": "ability", "ability": "the_screaming_dead", "area": "Asia"})
    assert t.waiting() == (GC, "window")
    t.play(GC, {"act": "ability", "ability": "devolve", "unit": "gc.acolyte.1"})
    pass_windows(t)
    assert t.waiting() == (YS, "second_action")


def test_screaming_dead_is_refused_without_the_king_on_the_map(game):
    t = game([YS, GC, CC], units={"Europe": [(YS, "undead", 1)]}, power={YS: 3}, books={YS: ["The Screaming Dead"]})
    assert not [c for c in t.options(YS, "ability") if c["ability"] == "the_screaming_dead"]


def test_he_who_is_not_to_be_named_sends_hastur_to_any_cultist_then_a_second_action(game):
    units = {"Europe": [(YS, "hastur", 1)], "South Pacific": [(GC, "acolyte", 1)]}
    t = game([YS, GC, CC], units=units, power={YS: 3}, books={YS: ["He Who is Not to be Named", "The Screaming Dead"]})
    t.play(YS, {"act": "ability", "ability": "he_who_is_not_to_be_named", "area": "South Pacific"})
    pass_windows(t)
    assert t.state.units[HASTUR] == "South Pacific" and t.waiting() == (YS, "second_action")
    inner = [c["inner"]["act"] for c in t.options(YS, "answer") if c["inner"]]
    assert "capture" in inner
    assert not [c for c in t.options(YS, "answer") if c["inner"] and c["inner"].get("ability") ==
                "the_screaming_dead"]


def test_he_who_is_not_to_be_named_is_refused_without_a_cultist_elsewhere(game):
    t = game([YS, GC, CC], units={"Europe": [(YS, "hastur", 1)]}, power={YS: 3},
             books={YS: ["He Who is Not to be Named"]})
    assert not [c for c in t.options(YS, "ability") if c["ability"] == "he_who_is_not_to_be_named"]


# -- Vengeance, Passion ----------------------------------------------------------------------

def test_vengeance_yellow_sign_assigns_its_results_to_the_enemys_units(game):
    """Master rulebook, Battle Examples, Complex Battle Example 2: Hastur's Kill goes on the unit
    Yellow Sign picks."""
    units = {"Asia": [(YS, "hastur", 1), (CC, "acolyte", 1), (CC, "hunting_horror", 1)]}
    t = game([YS, CC, GC], units=units, power={YS: 2}, dice=[6, 1, 1, 1, 1] + [1, 1])
    t.play(YS, {"act": "battle", "area": "Asia", "enemy": CC})
    t.play(YS, {"act": "ability", "ability": "vengeance"})
    assert t.waiting() == (YS, "assign_kill")
    t.play(YS, {"act": "assign", "unit": "cc.hunting_horror.1", "result": "kill"})
    assert ev.UnitKilled("cc.hunting_horror.1", "Asia") in t.events


def test_under_vengeance_the_forced_last_assignment_is_logged_as_yellow_signs(game):
    """Under Vengeance Yellow Sign assigns the enemy's results, also the one left with no choice:
    the log names Yellow Sign as the one who assigned it, not the victim."""
    units = {"Asia": [(YS, "hastur", 1), (CC, "acolyte", 1), (CC, "hunting_horror", 1)]}
    t = game([YS, CC, GC], units=units, power={YS: 2}, dice=[6, 4, 1, 1, 1] + [1, 1])
    t.play(YS, {"act": "battle", "area": "Asia", "enemy": CC})
    t.play(YS, {"act": "ability", "ability": "vengeance"})
    new = t.play(YS, {"act": "assign", "unit": "cc.hunting_horror.1", "result": "kill"})
    assert ev.ResultAssigned("cc.acolyte.1", "pain", YS) in new


def test_vengeance_is_refused_without_hastur_in_the_battle(game):
    t = game([YS, CC, GC], units={"Asia": [(YS, "byakhee", 1), (CC, "acolyte", 1)]}, power={YS: 2}, dice=[1] * 5)
    t.play(YS, {"act": "battle", "area": "Asia", "enemy": CC})
    assert t.state.battle is None


def test_passion_gains_a_power_when_an_enemy_eliminates_your_cultists(game):
    t = game([CC, YS, GC], units={"Europe": [(CC, "hunting_horror", 1), (YS, "acolyte", 2)]}, power={CC: 2},
             books={YS: ["Passion"]})
    t.play(CC, {"act": "capture", "area": "Europe", "enemy": YS})
    t.play(CC, {"act": "place_spellbook", "slot": 4, "spellbook": "Abduct"})  # Capture an enemy Cultist
    pass_windows(t)
    assert t.waiting() == (YS, "passion")
    t.play(YS, {"act": "answer", "ability": "passion", "gain": True})
    assert t.state.power[YS] == 1


def test_passion_is_not_offered_without_the_spellbook(game):
    t = game([CC, YS, GC], units={"Europe": [(CC, "hunting_horror", 1), (YS, "acolyte", 2)]}, power={CC: 2})
    t.play(CC, {"act": "capture", "area": "Europe", "enemy": YS})
    pass_windows(t)
    assert t.waiting() != (YS, "passion")


def test_passion_gives_one_power_for_several_cultists_lost_in_one_battle(game):
    units = {"Europe": [(GC, "starspawn", 2), (YS, "acolyte", 3)]}
    t = game([GC, YS, CC], units=units, power={GC: 2}, books={YS: ["Passion"]}, dice=[6, 6, 6, 1, 1, 1])
    t.play(GC, {"act": "battle", "area": "Europe", "enemy": YS})
    pass_windows(t)
    t.play(YS, {"act": "answer", "ability": "passion", "gain": True})
    assert t.state.power[YS] == 1 and t.waiting() != (YS, "passion")


# -- Requirement Action ----------------------------------------------------------------------

def test_as_your_action_another_player_gains_three_doom(game):
    t = game([YS, GC, CC], units={"Europe": [(YS, "acolyte", 1)]}, power={YS: 1})
    new = t.play(YS, {"act": "ability", "ability": "three_doom", "target": CC})
    assert t.state.doom[CC] == 3 and ev.RequirementMet(YS, 4) in new
    t.play(YS, {"act": "place_spellbook", "slot": 4, "spellbook": "Passion"})
    assert not [c for c in t.options(YS, "ability") if c["ability"] == "three_doom"]
