"""Great Cthulhu: Immortal, Awaken Cthulhu, Devour, the six Spellbooks and the six requirements
(master rulebook, Great Cthulhu faction card; core-factions.md; rulings R4, R8, R9)."""
from __future__ import annotations

from conftest import BG, CC, GC, YS
from sandbox import types_of

import rules
from rules.engine import events as ev

SP = "South Pacific"
ALL_BOOKS = ["Absorb", "Devolve", "Dreams", "Regenerate", "Submerge"]


def pass_window(t, seat):
    hook = t.state.window.hook
    index = t.state.window.queue.index(seat, t.state.window.cursor)
    t.play(seat, {"act": "window_pass", "hook": hook, "index": index})


# -- Immortal and Awakening Cthulhu ----------------------------------------------------------

def test_cthulhu_awakens_for_ten_in_his_start_area_with_an_elder_sign_and_the_awaken_spellbook(game):
    """Master rulebook, Great Cthulhu faction card: a Gate in the start Area (here Abandoned), 10
    Power; Immortal: 1 Elder Sign."""
    t = game([GC, CC], units={SP: [(GC, "acolyte", 1)]}, gates={SP: None}, power={GC: 10, CC: 1})
    t.play(GC, {"act": "ability", "ability": "awaken_cthulhu"})
    assert t.state.units["gc.cthulhu.1"] == SP and t.state.power[GC] == 0
    assert len(t.state.elder_signs[GC]) == 1
    assert t.waiting() == (GC, "spellbook") and t.state.met == ((GC, 5),)


def test_cthulhu_cannot_awaken_without_a_gate_in_his_start_area(game):
    t = game([GC, CC], units={SP: [(GC, "acolyte", 1)]}, power={GC: 12, CC: 1})
    assert {"act": "ability", "ability": "awaken_cthulhu"} not in t.options(GC)


def test_cthulhu_cannot_awaken_without_ten_power_the_first_time(game):
    t = game([GC, CC], units={SP: [(GC, "acolyte", 1)]}, gates={SP: GC}, power={GC: 9, CC: 1})
    assert {"act": "ability", "ability": "awaken_cthulhu"} not in t.options(GC)


def test_immortal_later_awakenings_cost_four(game):
    """Immortal: once Cthulhu has Awakened, he costs only 4 each further time."""
    t = game([GC, CC], units={SP: [(GC, "acolyte", 1)]}, gates={SP: GC}, power={GC: 4, CC: 1},
             books={GC: {5: "Absorb"}}, extra={"faction_data": {GC: {"cthulhu_awakened": True}, CC: {}}})
    new = t.play(GC, {"act": "ability", "ability": "awaken_cthulhu"})
    assert ev.GreatOldOneAwakened(GC, "gc.cthulhu.1", SP, 4) in new
    assert types_of(new, ev.ElderSignDrawn) and t.state.power[GC] == 0


# -- Devour ----------------------------------------------------------------------------------

def test_devour_makes_the_enemy_eliminate_a_monster_or_cultist_of_his_choice(game):
    """Master rulebook, Great Cthulhu faction card; Battle, Pre-Battle Abilities: Devour is
    Pre-Battle; the enemy picks, and the unit takes no part in the Battle."""
    t = game([GC, CC], units={"Asia": [(GC, "cthulhu", 1), (CC, "acolyte", 1), (CC, "nightgaunt", 1),
                                       (CC, "nyarlathotep", 1)]}, power={GC: 2, CC: 1}, dice=[1] * 20)
    t.play(GC, {"act": "battle", "area": "Asia", "enemy": CC})
    t.play(GC, {"act": "ability", "ability": "devour"})
    assert t.waiting() == (CC, "devour")
    choices = t.options(CC, "answer")
    assert {c["unit"] for c in choices} == {"cc.acolyte.1", "cc.nightgaunt.1"}  # never the Great Old One
    new = t.play(CC, {"act": "answer", "ability": "devour_victim", "unit": "cc.nightgaunt.1"})
    assert ev.UnitEliminated("cc.nightgaunt.1", "Asia", "devour") in new


def test_devour_is_refused_without_cthulhu_in_the_battle(game):
    t = game([GC, CC], units={"Asia": [(GC, "starspawn", 1), (CC, "acolyte", 1)]}, power={GC: 2, CC: 1},
             books={GC: ALL_BOOKS})
    t.play(GC, {"act": "battle", "area": "Asia", "enemy": CC})
    assert {"act": "ability", "ability": "devour"} not in t.options(GC)


def test_devour_is_refused_when_the_enemy_has_only_a_great_old_one(game):
    t = game([GC, CC], units={"Asia": [(GC, "cthulhu", 1), (CC, "nyarlathotep", 1)]}, power={GC: 2, CC: 1},
             dice=[1] * 20)
    t.play(GC, {"act": "battle", "area": "Asia", "enemy": CC})
    assert not t.options(GC, "ability")


# -- Absorb ----------------------------------------------------------------------------------

def test_absorb_adds_three_dice_per_unit_the_shoggoth_eliminates(game):
    t = game([GC, CC], units={"Asia": [(GC, "shoggoth", 1), (GC, "deep_one", 2), (CC, "acolyte", 1)]},
             power={GC: 2, CC: 1}, books={GC: ["Absorb"]}, dice=[1] * 20)
    t.play(GC, {"act": "battle", "area": "Asia", "enemy": CC})
    t.play(GC, {"act": "ability", "ability": "absorb", "shoggoth": "gc.shoggoth.1", "unit": "gc.deep_one.1"})
    new = t.play(GC, {"act": "window_pass", "hook": "pre_battle", "index": 0})
    rolled = next(e for e in types_of(new, ev.DiceRolled) if e.faction == GC)
    assert len(rolled.faces) == 2 + 3 + 1  # Shoggoth 2 + 3 Absorbed, the other Deep One 1


def test_absorb_is_refused_without_a_shoggoth_in_the_battle(game):
    t = game([GC, CC], units={"Asia": [(GC, "deep_one", 2), (CC, "acolyte", 1)]}, power={GC: 2, CC: 1},
             books={GC: ["Absorb"]})
    t.play(GC, {"act": "battle", "area": "Asia", "enemy": CC})
    assert not t.options(GC, "ability")


def test_an_absorbed_unit_gives_the_two_player_opponent_its_doom(game):
    """Master rulebook, Two-Player Rules, General Rules, example 2: a Shoggoth Absorbs a Cultist;
    the enemy gains 1 Doom."""
    t = game([GC, CC], units={"Asia": [(GC, "shoggoth", 1), (GC, "acolyte", 1), (CC, "acolyte", 1)]},
             power={GC: 2, CC: 1}, books={GC: ["Absorb"]}, dice=[1] * 20)
    t.play(GC, {"act": "battle", "area": "Asia", "enemy": CC})
    new = t.play(GC, {"act": "ability", "ability": "absorb", "shoggoth": "gc.shoggoth.1", "unit": "gc.acolyte.1"})
    assert ev.DoomGained(CC, 1, "two_player_loss") in new


# -- Regenerate ------------------------------------------------------------------------------

def _regenerate_battle(game, dice, **kw):
    t = game([GC, CC, BG], units={"Asia": [(GC, "starspawn", 1), (GC, "acolyte", 1), (CC, "hunting_horror", 2)]},
             power={GC: 2, CC: 2}, first=CC, books={GC: ["Regenerate"]}, dice=dice, **kw)
    t.play(CC, {"act": "battle", "area": "Asia", "enemy": GC})
    return t


def test_regenerate_a_starspawn_survives_a_single_kill_as_a_pain(game):
    t = _regenerate_battle(game, [6, 1, 1, 1] + [1] * 3)
    t.play(GC, {"act": "assign", "unit": "gc.starspawn.1", "result": "kill"})
    t.play(GC, {"act": "ability", "ability": "regenerate", "unit": "gc.starspawn.1", "donor": None, "kind": None})
    assert t.state.battle.results["gc.starspawn.1"] == ("pain",)


def test_regenerate_a_starspawn_takes_a_second_kill_to_save_another_unit_and_dies(game):
    t = _regenerate_battle(game, [6, 6, 1, 1] + [1] * 3)
    new = t.play(GC, {"act": "ability", "ability": "regenerate", "unit": "gc.starspawn.1",
                      "donor": "gc.acolyte.1", "kind": "kill"})
    assert ev.UnitKilled("gc.starspawn.1", "Asia") in new
    assert t.state.units["gc.acolyte.1"] == "Asia" and t.state.battle is None


def test_regenerate_a_kill_and_a_pain_on_one_starspawn_only_pain_it(game):
    """Master rulebook, Battle Examples, Complex Battle Example 5: with a Pain and a Kill on it, the
    Starspawn is only Pained."""
    t = _regenerate_battle(game, [6, 4, 1, 1] + [1] * 3)
    t.play(GC, {"act": "assign", "unit": "gc.acolyte.1", "result": "kill"})
    t.play(GC, {"act": "ability", "ability": "regenerate", "unit": "gc.starspawn.1", "donor": "gc.acolyte.1",
                "kind": "kill"})
    assert t.state.battle.results["gc.starspawn.1"] == ("pain",)
    assert t.state.battle.hits[CC] == {"kill": 0, "pain": 1, "elimination": 0}


def test_regenerate_frees_the_unit_it_took_a_kill_from_to_take_a_pain_and_retreat(game):
    """Issue: moving an Acolyte's Kill onto a Starspawn leaves the Acolyte unassigned, so a Pain
    still due goes to it and it Retreats (it keeps no empty result)."""
    t = _regenerate_battle(game, [6, 4, 4, 1] + [1] * 3)
    t.play(GC, {"act": "assign", "unit": "gc.acolyte.1", "result": "kill"})
    assert t.state.battle.results["gc.starspawn.1"] == ("pain",)  # one Pain fits the only open unit
    t.play(GC, {"act": "ability", "ability": "regenerate", "unit": "gc.starspawn.1", "donor": "gc.acolyte.1",
                "kind": "kill"})
    assert t.state.battle.results["gc.acolyte.1"] == ("pain",)
    assert t.state.battle.results["gc.starspawn.1"] == ("pain",)
    assert t.waiting() == (GC, "retreat")
    assert {o["unit"] for o in t.options(GC, "retreat")} == {"gc.starspawn.1", "gc.acolyte.1"}


def test_regenerate_is_refused_without_the_spellbook(game):
    t = game([GC, CC, BG], units={"Asia": [(GC, "starspawn", 1), (CC, "hunting_horror", 2)]},
             power={GC: 2, CC: 2}, first=CC, dice=[6, 1, 1, 1] + [1] * 3)
    t.play(CC, {"act": "battle", "area": "Asia", "enemy": GC})
    assert t.state.battle is None and t.state.units["gc.starspawn.1"] == "pool"


def test_a_regenerated_kill_gives_the_two_player_opponent_half_doom(game):
    """Master rulebook, Two-Player Rules, General Rules, example 3: a Starspawn avoiding death gives
    2 Doom."""
    t = game([CC, GC], units={"Asia": [(GC, "starspawn", 1), (CC, "hunting_horror", 2)]},
             power={GC: 2, CC: 2}, books={GC: ["Regenerate"]}, dice=[6, 1, 1, 1] + [1] * 3)
    t.play(CC, {"act": "battle", "area": "Asia", "enemy": GC})
    new = t.play(GC, {"act": "ability", "ability": "regenerate", "unit": "gc.starspawn.1", "donor": None,
                      "kind": None})
    assert ev.DoomGained(CC, 2, "two_player_loss") in new


# -- Dreams ----------------------------------------------------------------------------------

def test_dreams_replaces_an_enemy_acolyte_chosen_by_its_owner_with_yours(game):
    t = game([GC, CC], units={SP: [(GC, "acolyte", 1)], "Asia": [(CC, "acolyte", 2)]}, gates={"Asia": CC},
             power={GC: 2, CC: 1}, books={GC: ["Dreams"]})
    t.play(GC, {"act": "ability", "ability": "dreams", "area": "Asia", "enemy": CC})
    assert t.waiting() == (CC, "dreams") and len(t.options(CC, "answer")) == 2  # on the Gate or not
    t.play(CC, {"act": "answer", "ability": "dreams_victim", "unit": "cc.acolyte.1"})
    assert t.state.gates["Asia"] is None and t.state.power[GC] == 0
    assert sorted(t.units_at("Asia")) == ["cc.acolyte.2", "gc.acolyte.2"]


def test_dreams_is_refused_without_an_acolyte_in_your_pool(game):
    """First-edition FAQ: Dreams needs an Acolyte of yours to place."""
    t = game([GC, CC], units={SP: [(GC, "acolyte", 6)], "Asia": [(CC, "acolyte", 1)]}, power={GC: 4, CC: 1},
             books={GC: ["Dreams"]})
    assert not t.options(GC, "ability")


def test_dreams_costs_two_and_three_in_the_first_edition_variant(game):
    """Rulings R8."""
    units = {SP: [(GC, "acolyte", 1)], "Asia": [(CC, "acolyte", 1)]}
    t = game([GC, CC], units=units, power={GC: 2, CC: 1}, books={GC: ["Dreams"]})
    assert t.options(GC, "ability")
    t = game([GC, CC], units=units, power={GC: 2, CC: 1}, books={GC: ["Dreams"]}, ruleset={"dreams_cost": 3})
    assert not t.options(GC, "ability")


# -- Devolve ---------------------------------------------------------------------------------

def test_devolve_replaces_an_acolyte_with_a_deep_one_after_another_players_action(game):
    t = game([CC, GC], units={"Asia": [(CC, "acolyte", 1)], SP: [(GC, "acolyte", 2)]}, power={CC: 2, GC: 1},
             books={GC: ["Devolve"]})
    t.play(CC, {"act": "recruit", "unit_type": "acolyte", "area": "Asia"})
    assert t.waiting() == (GC, "window")
    new = t.play(GC, {"act": "ability", "ability": "devolve", "unit": "gc.acolyte.1"})
    assert t.state.units["gc.deep_one.1"] == SP and t.state.units["gc.acolyte.1"] == "pool"
    assert not types_of(new, ev.DoomGained)  # a replacement, not a loss (Two-Player Rules example 4)


def test_devolve_is_refused_with_no_deep_one_in_the_pool(game):
    t = game([CC, GC], units={"Asia": [(CC, "acolyte", 1)], SP: [(GC, "acolyte", 1), (GC, "deep_one", 4)]},
             power={CC: 2, GC: 1}, books={GC: ["Devolve"]})
    t.play(CC, {"act": "recruit", "unit_type": "acolyte", "area": "Asia"})
    assert t.waiting() == (GC, "turn")


def test_devolve_standing_answer_asks_only_when_a_cultist_can_be_captured(game):
    t = game([CC, GC, BG], units={"Asia": [(CC, "acolyte", 1)], SP: [(GC, "acolyte", 1)]},
             power={CC: 3, GC: 1}, books={GC: ["Devolve"]})
    t.play(GC, {"act": "standing_answer", "hook": "after_any_action", "answer": "pass_unless",
                "condition": "my_cultist_capturable"})
    t.play(CC, {"act": "recruit", "unit_type": "acolyte", "area": "Asia"})
    assert t.waiting() == (GC, "turn")  # nothing threatens the Acolyte: no question asked


# -- Submerge --------------------------------------------------------------------------------

def test_submerge_takes_cthulhu_and_chosen_units_off_the_map_and_they_return_together(game):
    t = game([GC, CC, BG], units={SP: [(GC, "cthulhu", 1), (GC, "deep_one", 2), (GC, "acolyte", 1)]},
             power={GC: 2}, books={GC: ["Submerge"]})
    t.play(GC, {"act": "ability", "ability": "submerge"})
    t.play(GC, {"act": "answer", "ability": "submerge_with", "unit": "gc.deep_one.1"})
    t.play(GC, {"act": "answer", "ability": "submerge_with", "unit": None})
    assert t.state.units["gc.cthulhu.1"] == "off_map:great_cthulhu" and t.units_at(SP) == ["gc.acolyte.1", "gc.deep_one.2"]
    assert t.state.power[GC] == 1
    assert t.state.turn.main_done is False  # a new turn: the others have no Power
    t.play(GC, {"act": "ability", "ability": "emerge", "area": "Europe"})
    assert t.units_at("Europe") == ["gc.cthulhu.1", "gc.deep_one.1"]


def test_submerge_is_refused_when_cthulhu_is_on_land(game):
    t = game([GC, CC], units={"Asia": [(GC, "cthulhu", 1)]}, power={GC: 2, CC: 1}, books={GC: ["Submerge"]})
    assert {"act": "ability", "ability": "submerge"} not in t.options(GC)


# -- Y'ha Nthlei -----------------------------------------------------------------------------

def test_yha_nthlei_gives_a_power_per_enemy_gate_in_an_ocean_while_cthulhu_is_in_play(game):
    t = game([GC, CC], units={"North Pacific": [(CC, "acolyte", 1)], "Indian Ocean": [(CC, "acolyte", 1)],
                              SP: [(GC, "cthulhu", 1)]}, gates={"North Pacific": CC, "Indian Ocean": CC},
             books={GC: ["Y'ha Nthlei"]}, phase="gather_power")
    gathered = {e.faction: e for e in types_of(t.events, ev.PowerGathered)}
    assert gathered[GC].sources["y'ha_nthlei"] == 2


def test_yha_nthlei_gives_nothing_without_cthulhu_in_play(game):
    t = game([GC, CC], units={"North Pacific": [(CC, "acolyte", 1)]}, gates={"North Pacific": CC},
             books={GC: ["Y'ha Nthlei"]}, phase="gather_power")
    gathered = {e.faction: e for e in types_of(t.events, ev.PowerGathered)}
    assert gathered[GC].sources["y'ha_nthlei"] == 0


# -- Spellbook requirements ------------------------------------------------------------------

def test_first_doom_phase_gives_a_spellbook_and_an_elder_sign(game):
    """Master rulebook, Great Cthulhu faction card; rulings R3: the first Doom Phase ends round 1."""
    t = game([GC, CC], units={SP: [(GC, "acolyte", 1)]}, phase="first_player", power={GC: 1})
    assert t.state.phase == "doom" and (GC, 0) in t.state.met and len(t.state.elder_signs[GC]) == 1


def test_a_later_doom_phase_does_not_give_the_first_doom_phase_spellbook(game):
    t = game([GC, CC], units={SP: [(GC, "acolyte", 1)]}, phase="first_player", power={GC: 1}, extra={"round": 2})
    assert (GC, 0) not in t.state.met


def test_last_spellbook_comes_in_a_doom_phase_with_the_other_five(game):
    """Rulings R4: the other 5 Spellbooks on the card; also 1 Elder Sign."""
    books = {0: "Absorb", 2: "Devolve", 3: "Dreams", 4: "Regenerate", 5: "Submerge"}
    t = game([GC, CC], units={SP: [(GC, "acolyte", 1)]}, phase="first_player", power={GC: 1}, books={GC: books}, extra={"round": 3})
    assert (1, "Y'ha Nthlei") in t.state.spellbooks[GC] and len(t.state.elder_signs[GC]) == 1


def test_last_spellbook_is_refused_with_four_others_and_given_with_three_in_the_variant(game):
    books = {0: "Absorb", 2: "Devolve", 3: "Dreams", 4: "Regenerate"}
    t = game([GC, CC], units={SP: [(GC, "acolyte", 1)]}, phase="first_player", power={GC: 1}, books={GC: books}, extra={"round": 3})
    assert (GC, 1) not in t.state.met and len(t.state.spellbooks[GC]) == 4
    t = game([GC, CC], units={SP: [(GC, "acolyte", 1)]}, phase="first_player", power={GC: 1}, books={GC: books}, extra={"round": 3},
             ruleset={"cthulhu_last_spellbook_others": 3})
    assert (GC, 1) in t.state.met


def test_the_option_of_three_other_spellbooks_gives_the_last_one_on_great_cthulhus_ritual_turn(game):
    """Master rulebook, Great Cthulhu faction card (line 1401, "3 other Spellbooks"; rulings R4 with
    cthulhu_last_spellbook_others 3): on Great Cthulhu's Ritual turn, after Crawling Chaos's, with
    three other Spellbooks on the card and the slot open, it receives the Spellbook and 1 Elder Sign."""
    books = {2: "Devolve", 3: "Dreams", 4: "Regenerate"}
    t = game([GC, CC], units={SP: [(GC, "acolyte", 1)], "Asia": [(CC, "acolyte", 1)]}, phase="first_player",
             power={GC: 1, CC: 5}, books={GC: books}, extra={"round": 3}, ruleset={"cthulhu_last_spellbook_others": 3})
    assert t.waiting() == (CC, "ritual") and (GC, 1) not in t.state.met
    t.play(CC, {"act": "end_ritual_turn"})
    assert t.waiting() == (GC, "spellbook") and (GC, 1) in t.state.met and len(t.state.elder_signs[GC]) == 1
    t.play(GC, {"act": "place_spellbook", "slot": 1, "spellbook": "Absorb"})
    assert (1, "Absorb") in t.state.spellbooks[GC]


def _spellbook_labels(t, faction):
    return [o.label for o in rules.legal_options(t.state, faction) if o.choice["act"] == "place_spellbook"]


def test_the_last_spellbook_requirement_reads_as_the_ruleset_option_in_force(game):
    """Rulings R4 (master rulebook, Great Cthulhu faction card, line 1401: "3 other Spellbooks"):
    under cthulhu_last_spellbook_others 3 the requirement a player reads, on the board (the view)
    and in the Spellbook choice, asks for 3 other Spellbooks; under the default, 5."""
    books = {2: "Devolve", 3: "Dreams", 4: "Regenerate"}
    t = game([GC, CC], units={SP: [(GC, "acolyte", 1)], "Asia": [(CC, "acolyte", 1)]}, phase="first_player",
             power={GC: 1, CC: 5}, books={GC: books}, extra={"round": 3}, ruleset={"cthulhu_last_spellbook_others": 3})
    read = rules.view(t.state, None)["factions"][GC]["requirements"][1]
    assert read == "In a Doom Phase with the other 3 Spellbooks on your card, receive this and 1 Elder Sign."
    t.play(CC, {"act": "end_ritual_turn"})
    assert _spellbook_labels(t, GC) and all(f"'{read}'" in label for label in _spellbook_labels(t, GC))
    t = game([GC, CC], units={SP: [(GC, "acolyte", 1)]}, books={GC: books})
    assert "the other 5 Spellbooks" in rules.view(t.state, None)["factions"][GC]["requirements"][1]


def _kill_battle(game, kills):
    units = {"Asia": [(GC, "cthulhu", 1), (CC, "acolyte", 3)]}
    t = game([GC, CC, BG], units=units, power={GC: 2}, books={GC: {0: "Absorb"}}, dice=[6] * kills + [1] * (6 - kills))
    t.play(GC, {"act": "battle", "area": "Asia", "enemy": CC})
    pass_window(t, GC)
    return t


def test_one_kill_in_a_battle_meets_only_the_first_kill_requirement(game):
    t = _kill_battle(game, 1)
    assert t.state.met == ((GC, 2),)


def test_two_kills_in_a_battle_do_not_meet_both_kill_requirements(game):
    """Faction card: both only with 3 or more Kills and/or Devours in a single Battle."""
    t = _kill_battle(game, 2)
    assert t.state.met == ((GC, 2),)


def test_three_kills_in_a_battle_meet_both_kill_requirements(game):
    t = _kill_battle(game, 3)
    assert t.state.met == ((GC, 2), (GC, 3))


def test_a_devour_counts_toward_the_kill_requirements(game):
    t = game([GC, CC, BG], units={"Asia": [(GC, "cthulhu", 1), (CC, "acolyte", 2)]}, power={GC: 2},
             books={GC: {0: "Absorb"}}, dice=[1] * 10)
    t.play(GC, {"act": "battle", "area": "Asia", "enemy": CC})
    new = t.play(GC, {"act": "ability", "ability": "devour"})
    assert types_of(new, ev.UnitEliminated)  # both Acolytes are alike: the victim's choice is forced
    assert t.state.met == ((GC, 2),)


def test_a_devour_that_ends_the_battle_in_pre_battle_still_meets_the_kill_requirement(game):
    """Master rulebook, Game Basics, Earning Spellbooks; Battle, Pre-Battle Abilities: Devouring the
    only defender ends the Battle in Pre-Battle, and the Battle is still resolved: the Spellbook it
    earned is received."""
    t = game([GC, CC, BG], units={"Asia": [(GC, "cthulhu", 1), (CC, "acolyte", 1)]}, power={GC: 2},
             books={GC: {0: "Absorb"}}, dice=[1] * 10)
    t.play(GC, {"act": "battle", "area": "Asia", "enemy": CC})
    new = t.play(GC, {"act": "ability", "ability": "devour"})
    assert ev.UnitEliminated("cc.acolyte.1", "Asia", "devour") in new
    assert not types_of(new, ev.DiceRolled) and t.state.battle is None
    assert ev.RequirementMet(GC, 2) in new and t.waiting() == (GC, "spellbook")


def test_three_controlled_ocean_gates_meet_the_ocean_requirement(game):
    oceans = ["North Pacific", "Indian Ocean", "South Atlantic"]
    t = game([GC, CC], units={o: [(GC, "acolyte", 1)] for o in oceans}, gates={o: GC for o in oceans[:2]},
             power={GC: 4, CC: 1}, books={GC: {0: "Absorb"}})
    assert (GC, 4) not in t.state.met
    t.play(GC, {"act": "create_gate", "area": "South Atlantic", "control": True})
    assert (GC, 4) in t.state.met


def test_four_gates_of_anyone_in_oceans_meet_the_ocean_requirement(game):
    oceans = ["North Pacific", "Indian Ocean", "South Atlantic", "North Atlantic"]
    t = game([GC, CC], units={o: [(CC, "acolyte", 1)] for o in oceans}, gates={o: CC for o in oceans},
             power={GC: 1, CC: 1}, books={GC: {0: "Absorb"}})
    assert (GC, 4) in t.state.met


def test_an_acolyte_eliminated_by_dreams_gives_the_two_player_opponent_doom_unless_the_variant(game):
    """Master rulebook, Two-Player Rules, General Rules: an Eliminated unit gives the opponent its
    Doom (ruleset option two_player_replaced_acolyte_doom, default on; off reads Dreams as a
    replacement)."""
    units = {SP: [(GC, "acolyte", 1)], "Asia": [(CC, "acolyte", 1)]}
    t = game([GC, CC], units=units, power={GC: 2, CC: 1}, books={GC: ["Dreams"]})
    new = t.play(GC, {"act": "ability", "ability": "dreams", "area": "Asia", "enemy": CC})
    assert ev.DoomGained(GC, 1, "two_player_loss") in new
    t = game([GC, CC], units=units, power={GC: 2, CC: 1}, books={GC: ["Dreams"]},
             ruleset={"two_player_replaced_acolyte_doom": False})
    new = t.play(GC, {"act": "ability", "ability": "dreams", "area": "Asia", "enemy": CC})
    assert not types_of(new, ev.DoomGained)


def test_devolve_between_a_move_and_an_unlimited_battle(game):
    """Master rulebook, Action Phase, Between Action Effects: after the enemy's Move Action, before
    his Unlimited Battle, Devolve may be used."""
    t = game([CC, GC, BG], units={"Asia": [(CC, "hunting_horror", 1)], "Europe": [(GC, "acolyte", 1)]},
             power={CC: 3}, books={GC: ["Devolve"], CC: ["Abduct", "Emissary of the Outer Gods", "Invisibility",
                                                          "Madness", "Seek and Destroy", "Thousand Forms"]})
    t.play(CC, {"act": "move", "unit": "cc.hunting_horror.1", "to": "Europe"})  # its only unit: the Move ends
    assert t.waiting() == (GC, "window")
    t.play(GC, {"act": "ability", "ability": "devolve", "unit": "gc.acolyte.1"})
    assert t.units_at("Europe", GC) == ["gc.deep_one.1"]
    assert {"act": "battle", "area": "Europe", "enemy": GC} in t.options(CC)


def test_the_ocean_gates_requirement_is_met_on_another_players_turn(game):
    """Faction card: "4 Gates exist in ocean Areas" holds the moment an enemy creates the fourth."""
    oceans = ["North Pacific", "Indian Ocean", "South Atlantic", "North Atlantic"]
    t = game([CC, GC], units={o: [(CC, "acolyte", 1)] for o in oceans}, gates={o: CC for o in oceans[:3]},
             power={CC: 3, GC: 1}, books={GC: {0: "Absorb"}})
    t.play(CC, {"act": "place_spellbook", "slot": 2, "spellbook": "Abduct"})  # CC: Control 3 Gates
    assert (GC, 4) not in t.state.met
    t.play(CC, {"act": "create_gate", "area": "North Atlantic", "control": True})
    assert (GC, 4) in t.state.met and t.state.turn.faction == CC


def test_returning_from_submerge_is_refused_while_cthulhu_is_on_the_map(game):
    t = game([GC, CC], units={SP: [(GC, "cthulhu", 1)]}, power={GC: 2, CC: 1}, books={GC: ["Submerge"]})
    assert not [c for c in t.options(GC, "ability") if c["ability"] == "emerge"]


def _to_doom_phase(t) -> None:
    """Every seat at 0 Power: the Action Phase ends; First Player and direction are chosen."""
    for _ in range(6):
        seat, kind = t.waiting()
        if kind == "ritual" or t.state.phase == "doom":
            return
        t.play(seat, next(o for o in t.options(seat) if o["act"] in ("first_player", "direction",
                                                                      "end_turn", "drop_power")))


def test_doom_phase_requirements_are_met_on_great_cthulhus_ritual_turn_after_earlier_rituals():
    """Master rulebook, Doom Phase, Special Events and Abilities; Game Basics, Elder Sign Trophies:
    a Doom Phase requirement is met on the owner's turn to perform a Ritual. With one Elder Sign
    left, Yellow Sign's earlier Ritual draws it; Great Cthulhu's first Doom Phase Spellbook then
    finds the bag empty and gains 1 public Doom instead."""
    import sandbox

    t = sandbox.Table([YS, GC, CC], units={"Europe": [(YS, "acolyte", 4), (YS, "king_in_yellow", 1)],
                                           SP: [(GC, "acolyte", 2)], "Asia": [(CC, "acolyte", 2)]},
                      gates={"Europe": YS, SP: GC, "Asia": CC}, power={YS: 0, GC: 0, CC: 0}, first=YS,
                      extra={"bag": [1, 0, 0]})
    _to_doom_phase(t)
    assert t.waiting() == (YS, "ritual") and t.state.spellbooks[GC] == ()
    drawn = t.play(YS, {"act": "ritual"})
    assert [e for e in drawn if isinstance(e, ev.ElderSignDrawn)][0].faction == YS
    assert ev.DoomGained(GC, 1, "elder_sign_bag_empty") in drawn
    assert t.waiting() == (GC, "spellbook") and t.state.elder_signs[GC] == ()
