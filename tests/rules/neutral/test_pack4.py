"""Great Old One Pack 4 (master rulebook, Independent Great Old Ones; FAQ, Nyogtha): Nyogtha (two
figures, one Great Old One; From Below; his Spellbook Nightmare Web) and Tulzscha (Undying Flame;
his Spellbook earned as an Action; Ceremony of Annihilation); and a few seeded games played to the
end with every card of Packs 3 and 4 in the supply."""
from __future__ import annotations

import random

from sandbox import types_of

import rules
from bots.simulate import game_seed
from rules.engine import events as ev
from rules.neutral.pack4 import FromBelowBattleDeclared

GC, CC, BG = "great_cthulhu", "crawling_chaos", "black_goat"
NYO1, NYO2 = "nyo.nyogtha.1", "nyo.nyogtha.2"
TUL = "tul.tulzscha.1"


def assign_as_planned(t, plan):
    """Assign every Battle result as `plan` (unit -> result) says, the rest as offered first."""
    while t.waiting() and t.waiting()[1].startswith("assign"):
        seat = t.waiting()[0]
        options = t.options(seat, "assign")
        t.play(seat, next((o for o in options if plan.get(o["unit"]) == o["result"]), options[0]))


def _nyogtha(table, figures, units, dice=None, book=False, power=None):
    return table([GC, CC, BG], cards={"nyogtha": (GC, book)}, figures=figures,
                 units={"Africa": [(CC, "acolyte", 1)], **units}, power=power or {GC: 5, CC: 5, BG: 5}, dice=dice)


# -- Nyogtha -----------------------------------------------------------------------------------

def test_nyogtha_awakens_both_figures_at_a_controlled_gate_with_a_great_old_one_for_6_power(table):
    t = table([GC, CC, BG], cards={"nyogtha": None}, units={"Europe": [(GC, "cthulhu", 1), (GC, "acolyte", 1)],
                                                              "Asia": [(CC, "acolyte", 1)]},
              gates={"Europe": GC}, power={GC: 7, CC: 3, BG: 3})
    choice = {"act": "ability", "ability": "awaken_nyogtha", "area": "Europe"}
    assert choice in t.options(GC)
    events = t.play(GC, choice)
    assert len(types_of(events, ev.GreatOldOneAwakened)) == 1  # one Great Old One (FAQ)
    assert t.state.units[NYO1] == t.state.units[NYO2] == "Europe" and t.state.power[GC] == 1


def test_each_nyogtha_rolls_4_dice_in_a_battle_his_side_declared(table):
    """FAQ, Nyogtha: both figures in one Area each add 4 Combat dice when the owner declares."""
    t = _nyogtha(table, {"Europe": [("nyogtha", "nyogtha", 2)]}, {"Europe": [(BG, "acolyte", 1)]},
                 dice=[1] * 8)
    t.play(GC, {"act": "battle", "area": "Europe", "enemy": BG})
    rolled = {e.faction: e.faces for e in types_of(t.events, ev.DiceRolled)}
    assert len(rolled[GC]) == 8


def test_nyogtha_rolls_1_die_in_a_battle_the_enemy_declared(table):
    t = table([GC, CC, BG], cards={"nyogtha": GC}, figures={"Europe": [("nyogtha", "nyogtha", 1)]},
              units={"Europe": [(BG, "dark_young", 1)], "Africa": [(CC, "acolyte", 1)]},
              power={GC: 5, CC: 5, BG: 5}, first=BG, dice=[1, 1, 1])
    t.play(BG, {"act": "battle", "area": "Europe", "enemy": GC})
    rolled = {e.faction: e.faces for e in types_of(t.events, ev.DiceRolled)}
    assert len(rolled[GC]) == 1


def test_the_card_returns_only_once_both_nyogtha_are_killed(table):
    """FAQ, Nyogtha: one figure Killed is no death of the Great Old One."""
    t = table([GC, CC, BG], cards={"nyogtha": GC}, figures={"Europe": [("nyogtha", "nyogtha", 1)],
                                                              "Asia": [("nyogtha", "nyogtha", 1)]},
              units={"Europe": [(BG, "dark_young", 2)], "Africa": [(CC, "acolyte", 1)]},
              power={GC: 5, CC: 5, BG: 5}, first=BG, dice=[6, 6, 6, 6, 1])
    t.play(BG, {"act": "battle", "area": "Europe", "enemy": GC})
    assign_as_planned(t, {NYO1: "kill"})
    assert t.state.units[NYO1] == "pool" and t.state.loyalty["nyogtha"]["owner"] == GC
    assert not types_of(t.events, ev.LoyaltyCardReturned)


def test_from_below_offers_a_free_battle_in_the_other_nyogthas_area_once_the_first_is_resolved(table):
    t = _nyogtha(table, {"Europe": [("nyogtha", "nyogtha", 1)], "Asia": [("nyogtha", "nyogtha", 1)]},
                 {"Europe": [(BG, "acolyte", 1)], "Asia": [(BG, "acolyte", 1)]}, dice=[6, 1, 1, 1, 6, 1, 1, 1])
    t.play(GC, {"act": "battle", "area": "Europe", "enemy": BG})
    assert t.waiting() == (GC, "from_below")
    assert t.state.battle.area == "Europe" and "bg.acolyte.1" not in t.units_at("Europe")
    power = t.state.power[GC]
    events = t.play(GC, {"act": "answer", "ability": "from_below_battle", "enemy": BG})
    assert FromBelowBattleDeclared(GC, "Asia", BG) in events
    assert t.state.battle is None and t.state.power[GC] == power  # free, both Battles over
    assert t.units_at("Asia") == [NYO2]
    assert [e.area for e in types_of(t.events, ev.BattleEnded)] == ["Europe"]
    assert [e.area for e in types_of(t.events, ev.BattleResumed)] == ["Asia"]


def test_from_below_may_be_declined(table):
    t = _nyogtha(table, {"Europe": [("nyogtha", "nyogtha", 1)], "Asia": [("nyogtha", "nyogtha", 1)]},
                 {"Europe": [(BG, "acolyte", 1)], "Asia": [(BG, "acolyte", 1)]}, dice=[1, 1, 1, 1])
    t.play(GC, {"act": "battle", "area": "Europe", "enemy": BG})
    t.play(GC, {"act": "answer", "ability": "from_below_battle", "enemy": None})
    assert t.state.battle is None and "bg.acolyte.2" in t.units_at("Asia")


def test_two_nyogtha_in_one_area_cause_no_second_battle(table):
    """FAQ, Nyogtha: two figures in the same Area cannot cause two Battles there."""
    t = _nyogtha(table, {"Europe": [("nyogtha", "nyogtha", 2)]}, {"Europe": [(BG, "acolyte", 2)]}, dice=[1] * 8)
    t.play(GC, {"act": "battle", "area": "Europe", "enemy": BG})
    assert t.state.battle is None and t.waiting() != (GC, "from_below")


def test_from_below_is_not_offered_after_a_battle_the_enemy_declared(table):
    t = table([GC, CC, BG], cards={"nyogtha": GC},
              figures={"Europe": [("nyogtha", "nyogtha", 1)], "Asia": [("nyogtha", "nyogtha", 1)]},
              units={"Europe": [(BG, "dark_young", 1)], "Asia": [(BG, "acolyte", 1)], "Africa": [(CC, "acolyte", 1)]},
              power={GC: 5, CC: 5, BG: 5}, first=BG, dice=[1, 1, 1])
    t.play(BG, {"act": "battle", "area": "Europe", "enemy": GC})
    assert t.state.battle is None and t.waiting()[1] != "from_below"


def test_a_unit_pained_out_of_the_first_battle_fights_in_the_second(table):
    """FAQ, Nyogtha: units of the first Battle Pained into the second Area take part in it."""
    t = _nyogtha(table, {"Europe": [("nyogtha", "nyogtha", 1)], "Asia": [("nyogtha", "nyogtha", 1)]},
                 {"Europe": [(BG, "acolyte", 1), (BG, "dark_young", 1), (GC, "deep_one", 1)],
                  "Asia": [(CC, "acolyte", 1)]},
                 dice=[1, 1, 1, 1, 1, 5, 1, 1, 1, 1, 1, 1])
    t.play(GC, {"act": "battle", "area": "Europe", "enemy": BG})
    assign_as_planned(t, {"gc.deep_one.1": "pain"})
    t.play(GC, {"act": "retreat", "unit": "gc.deep_one.1", "to": "Asia"})
    t.play(GC, {"act": "answer", "ability": "from_below_battle", "enemy": CC})
    second = [e for e in types_of(t.events, ev.DiceRolled) if e.faction == GC][-1]
    assert len(second.faces) == 4 + 1  # Nyogtha's 4 and the Pained Deep One's 1


def test_the_harbinger_rewards_paining_both_nyogtha_once(table):
    """FAQ, Nyogtha: Nyarlathotep gets 2 Elder Signs at most for one or both Nyogtha figures."""
    t = table([GC, CC, BG], cards={"nyogtha": GC}, spellbooks={CC: 6}, first=CC,
              figures={"Europe": [("nyogtha", "nyogtha", 2)]},
              units={"Europe": [(CC, "nyarlathotep", 1)], "Asia": [(BG, "acolyte", 1)]},
              power={GC: 5, CC: 5, BG: 5}, dice=[5, 5, 1, 1, 1, 1, 1, 1])
    t.play(CC, {"act": "battle", "area": "Europe", "enemy": GC})
    while t.waiting()[1] != "window" or not [o for o in t.options(CC, "ability") if o["ability"] == "harbinger"]:
        seat = t.waiting()[0]
        t.play(seat, next(o for o in t.options(seat) if o["act"] in ("window_pass", "assign")))
    assert {o["unit"] for o in t.options(CC, "ability") if o["ability"] == "harbinger"} == {NYO1, NYO2}
    t.play(CC, {"act": "ability", "ability": "harbinger", "unit": NYO1, "reward": "elder_signs"})
    assert not [o for o in t.options(CC, "ability") if o["ability"] == "harbinger"]
    assert len(t.state.elder_signs[CC]) == 2


def test_nyogtha_earns_nightmare_web_by_surviving_a_battle_against_an_enemy_great_old_one(table):
    t = table([GC, CC, BG], cards={"nyogtha": GC}, figures={"Europe": [("nyogtha", "nyogtha", 1)]},
              units={"Europe": [(CC, "nyarlathotep", 1)], "Asia": [(BG, "acolyte", 1)]},
              power={GC: 5, CC: 5, BG: 5}, dice=[1] * 20)
    t.play(GC, {"act": "battle", "area": "Europe", "enemy": CC})
    while t.state.battle is not None or t.waiting()[1] == "window":
        seat, kind = t.waiting()
        t.play(seat, next(o for o in t.options(seat) if o["act"] == "window_pass"))
    assert t.state.loyalty["nyogtha"]["book"]


def test_a_nyogtha_killed_while_the_other_survives_elsewhere_earns_no_spellbook(table):
    """FAQ, Nyogtha: every Nyogtha in the Areas of the Battles must survive."""
    t = table([GC, CC, BG], cards={"nyogtha": GC}, spellbooks={CC: 6},
              figures={"Europe": [("nyogtha", "nyogtha", 1)], "Asia": [("nyogtha", "nyogtha", 1)]},
              units={"Europe": [(CC, "nyarlathotep", 1)], "Asia": [(BG, "acolyte", 1)]},
              power={GC: 5, CC: 5, BG: 5}, dice=[1, 1, 1, 1, 6, 1, 1, 1, 1, 1] + [1] * 4)
    t.play(GC, {"act": "battle", "area": "Europe", "enemy": CC})
    while t.state.battle is not None and t.waiting()[1] != "from_below":
        seat, kind = t.waiting()
        options = t.options(seat)
        pick = next((o for o in options if o.get("unit") == NYO1), None) or next(
            o for o in options if o["act"] in ("window_pass", "assign", "retreat"))
        t.play(seat, pick)
    assert t.state.units[NYO1] == "pool"
    t.play(GC, {"act": "answer", "ability": "from_below_battle", "enemy": BG})
    assert t.state.units[NYO2] == "Asia" and not t.state.loyalty["nyogtha"]["book"]


def test_nightmare_web_awakens_a_nyogtha_from_the_pool_for_2_power_where_the_holder_has_a_unit(table):
    t = table([GC, CC, BG], cards={"nyogtha": (GC, True)}, figures={"Europe": [("nyogtha", "nyogtha", 1)]},
              units={"Asia": [(GC, "acolyte", 1), (CC, "acolyte", 1)], "Africa": [(BG, "acolyte", 1)]},
              power={GC: 5, CC: 5, BG: 5})
    choice = {"act": "ability", "ability": "nightmare_web", "area": "Asia"}
    assert choice in t.options(GC)
    assert {"act": "ability", "ability": "nightmare_web", "area": "Africa"} not in t.options(GC)
    t.play(GC, choice)
    assert t.state.units[NYO2] == "Asia" and t.state.power[GC] == 3
    assert t.state.elder_signs[GC] == ()  # FAQ: one figure Awakened alone gives Immortal nothing


def test_great_cthulhu_draws_one_elder_sign_for_awakening_both_nyogtha(table):
    """FAQ, Nyogtha: Cthulhu gains 1 Elder Sign upon Awakening Nyogtha."""
    t = table([GC, CC, BG], cards={"nyogtha": None}, units={"Europe": [(GC, "cthulhu", 1), (GC, "acolyte", 1)],
                                                              "Asia": [(CC, "acolyte", 1)]},
              gates={"Europe": GC}, power={GC: 7, CC: 3, BG: 3})
    t.play(GC, {"act": "ability", "ability": "awaken_nyogtha", "area": "Europe"})
    assert len(t.state.elder_signs[GC]) == 1


# -- Tulzscha ----------------------------------------------------------------------------------

def test_tulzscha_awakens_at_a_controlled_gate_with_a_great_old_one_for_4_power(table):
    t = table([GC, CC, BG], cards={"tulzscha": None}, units={"Europe": [(GC, "cthulhu", 1), (GC, "acolyte", 1)],
                                                               "Asia": [(CC, "acolyte", 1)]},
              gates={"Europe": GC}, power={GC: 5, CC: 3, BG: 3})
    t.play(GC, {"act": "ability", "ability": "awaken_tulzscha", "area": "Europe"})
    assert t.state.units[TUL] == "Europe" and t.state.power[GC] == 1


def test_undying_flame_gives_doom_an_elder_sign_and_power_when_some_faction_has_more_of_each(table):
    t = table([GC, CC, BG], cards={"tulzscha": GC}, figures={"Europe": [("tulzscha", "tulzscha", 1)]},
              units={"Asia": [(CC, "acolyte", 6)], "Africa": [(BG, "acolyte", 1)]},
              doom={CC: 3}, elder_signs={CC: (1,)}, phase="gather_power")
    gained = [e for e in t.events if getattr(e, "reason", None) == "undying_flame"]
    assert {type(e) for e in gained} == {ev.DoomGained, ev.PowerChanged}
    assert t.state.doom[GC] == 1 and len(t.state.elder_signs[GC]) == 1


def test_undying_flame_gives_nothing_to_a_holder_ahead_in_everything(table):
    t = table([GC, CC, BG], cards={"tulzscha": GC}, figures={"Europe": [("tulzscha", "tulzscha", 1)]},
              units={"Europe": [(GC, "acolyte", 6)], "Asia": [(CC, "acolyte", 1)], "Africa": [(BG, "acolyte", 1)]},
              doom={GC: 3}, elder_signs={GC: (1,)}, phase="gather_power")
    assert not [e for e in t.events if getattr(e, "reason", None) == "undying_flame"]
    assert len(t.state.elder_signs[GC]) == 1


def test_tulzscha_earns_his_spellbook_as_an_action_giving_every_enemy_2_power(table):
    t = table([GC, CC, BG], cards={"tulzscha": GC}, figures={"Europe": [("tulzscha", "tulzscha", 1)]},
              units={"Asia": [(CC, "acolyte", 1)], "Africa": [(BG, "acolyte", 1)]}, power={GC: 3, CC: 3, BG: 3})
    events = t.play(GC, {"act": "ability", "ability": "tulzscha_spellbook_requirement"})
    assert ev.CardSpellbookEarned(GC, "tulzscha") in events
    assert (t.state.power[GC], t.state.power[CC], t.state.power[BG]) == (3, 5, 5)
    assert not [o for o in t.options(GC, "ability") if o["ability"] == "tulzscha_spellbook_requirement"]


def test_ceremony_of_annihilation_gains_the_ritual_markers_power_and_advances_it_without_doom(table):
    t = table([GC, CC, BG], cards={"tulzscha": (GC, True)}, figures={"Europe": [("tulzscha", "tulzscha", 1)]},
              units={"Europe": [(GC, "acolyte", 1)], "Asia": [(CC, "acolyte", 1)]}, gates={"Europe": GC},
              power={GC: 1}, phase="first_player", first=GC, extra={"round": 2})
    t.play(GC, {"act": "direction", "direction": "clockwise"})
    marker, doom = rules.engine.state.ritual_cost(t.state), t.state.doom[GC]
    t.play(GC, {"act": "ability", "ability": "ceremony_of_annihilation"})
    assert t.state.power[GC] == 1 + marker and t.state.doom[GC] == doom
    assert rules.engine.state.ritual_cost(t.state) > marker and len(t.state.elder_signs[GC]) == 0


# -- random play -------------------------------------------------------------------------------

def test_seeded_games_with_every_card_of_packs_3_and_4_play_to_the_end_without_fault():
    cards = ["gobogeg", "byatis", "nyogtha", "tulzscha"]
    for game in range(5):
        chooser = random.Random(game)
        seats = [{"seat": f, "faction": f} for f in (GC, CC, BG)]
        state = rules.replay(rules.new_game({"seats": seats, "loyalty_cards": cards}, game_seed("pack34", game)))
        for _ in range(3000):
            if state.phase == "ended":
                break
            seat = rules.pending(state)[0]["seat"]
            options = [o.choice for o in rules.legal_options(state, seat) if o.choice["act"] != "standing_answer"]
            _, state = rules.decide_and_apply(state, seat, chooser.choice(options))
        assert state.phase == "ended"


def test_seeded_games_from_a_position_with_the_cards_held_play_to_the_end_without_fault(table):
    """Each card in play from the start, so Threnody, Book of Law, From Below and the Spellbooks
    come up in random play; the log folds to the state the engine kept."""
    for game in range(5):
        chooser = random.Random(game)
        t = table([GC, CC, BG], cards={"gobogeg": GC, "nyogtha": CC, "byatis": BG, "tulzscha": None},
                  figures={"Europe": [("gobogeg", "gobogeg", 1), ("nyogtha", "nyogtha", 1)],
                           "Asia": [("nyogtha", "nyogtha", 1)], "Africa": [("byatis", "byatis", 1)]},
                  units={"Europe": [(GC, "acolyte", 2), (BG, "acolyte", 2), (CC, "acolyte", 1)],
                         "Asia": [(CC, "acolyte", 2), (BG, "fungi", 1), (GC, "deep_one", 2)],
                         "Africa": [(BG, "acolyte", 1), (GC, "acolyte", 1)]},
                  gates={"Europe": GC, "Asia": CC, "Africa": BG}, power={GC: 8, CC: 8, BG: 8})
        for _ in range(3000):
            if t.state.phase == "ended":
                break
            seat = t.waiting()[0]
            options = [o for o in t.options(seat) if o["act"] != "standing_answer"]
            eager = [o for o in options if o["act"] == "battle" or str(o.get("ability", "")).startswith(
                ("awaken_", "from_below", "nightmare", "tulzscha", "ceremony", "god_of"))]
            t.play(seat, chooser.choice(eager if eager and chooser.random() < 0.7 else options))
        assert t.state.phase == "ended"
        assert rules.replay(t.events) == t.state


def test_in_a_two_player_game_losing_a_nyogtha_gives_the_opponent_3_doom(table):
    t = table([GC, CC], cards={"nyogtha": GC}, figures={"Europe": [("nyogtha", "nyogtha", 1)],
                                                          "Asia": [("nyogtha", "nyogtha", 1)]},
              units={"Europe": [(CC, "nyarlathotep", 1)]}, spellbooks={CC: 6},
              power={GC: 5, CC: 5}, first=CC, dice=[6, 1, 1, 1, 1, 1, 1])
    t.play(CC, {"act": "battle", "area": "Europe", "enemy": GC})
    while t.state.units[NYO1] != "pool":
        seat = t.waiting()[0]
        t.play(seat, next(o for o in t.options(seat) if o["act"] in ("window_pass", "assign")))
    assert ev.DoomGained(CC, 3, "two_player_loss") in t.events
