"""Masks of Nyarlathotep (master rulebook EN 3380-3469; German rulebook DE 2641-2666; FAQ EN
5585-5593): The Haunter of the Dark and The Bloated Woman, Awakened the usual way or by Crawling
Chaos for less, the Haunter's Combat and Fly the Light, the Velvet Fan and Disaster Looms."""
from __future__ import annotations

from card_play import ability, pass_until, random_games

from rules.engine import events as ev
from rules.engine.phases import power_sources
from rules.engine.state import OUT_OF_PLAY, POOL, in_pool

GC, CC, BG, YS = "great_cthulhu", "crawling_chaos", "black_goat", "yellow_sign"
HAUNTER, BLOATED = "haunter_of_the_dark", "bloated_woman"
HOD, BW = "hod.haunter_of_the_dark.1", "bw.bloated_woman.1"


def _types(events, cls):
    return [e for e in events if isinstance(e, cls)]


# -- Awakening ---------------------------------------------------------------------------------

def test_the_bloated_woman_awakens_at_a_controlled_gate_with_a_great_old_one_for_4_power(table):
    t = table([GC, CC, BG], cards={BLOATED: None}, power={GC: 10}, gates={"Europe": GC},
              units={"Europe": [(GC, "acolyte", 1), (GC, "cthulhu", 1)]})
    choice = {"act": "ability", "ability": "awaken_bloated_woman", "area": "Europe", "rule": "standard"}
    assert ability(t, GC, "awaken_bloated_woman") == [choice]
    events = t.play(GC, choice)
    assert [type(e) for e in events][:2] == [ev.LoyaltyCardGained, ev.GreatOldOneAwakened]
    assert t.state.units[BW] == "Europe" and t.state.power[GC] == 6
    assert t.state.loyalty[BLOATED]["owner"] == GC


def test_no_independent_awakens_at_a_gate_without_a_great_old_one_of_the_faction(table):
    t = table([GC, CC, BG], cards={BLOATED: None, HAUNTER: None}, power={GC: 10}, gates={"Europe": GC},
              units={"Europe": [(GC, "acolyte", 1)]})
    assert ability(t, GC, "awaken_bloated_woman") == [] and ability(t, GC, "awaken_haunter_of_the_dark") == []


def test_crawling_chaos_awakens_the_bloated_woman_for_3_at_any_of_its_gates_and_each_other_faction_gains_an_elder_sign(
        table):
    t = table([CC, GC, BG], cards={BLOATED: None}, power={CC: 3}, gates={"Asia": CC},
              units={"Asia": [(CC, "acolyte", 1)]})
    choice = {"act": "ability", "ability": "awaken_bloated_woman", "area": "Asia", "rule": "crawling_chaos"}
    assert ability(t, CC, "awaken_bloated_woman") == [choice]
    events = t.play(CC, choice)
    assert t.state.units[BW] == "Asia" and t.state.power[CC] == 0
    assert sorted(e.faction for e in _types(events, ev.ElderSignDrawn)) == [BG, GC]
    assert len(t.state.elder_signs[CC]) == 0


def test_under_the_ruleset_option_crawling_chaos_gives_each_other_faction_2_elder_signs_for_her(table):
    t = table([CC, GC, BG], cards={BLOATED: None}, power={CC: 3}, gates={"Asia": CC},
              units={"Asia": [(CC, "acolyte", 1)]}, ruleset={"bloated_woman_chaos_elder_signs": 2})
    events = t.play(CC, {"act": "ability", "ability": "awaken_bloated_woman", "area": "Asia", "rule": "crawling_chaos"})
    assert sorted(e.faction for e in _types(events, ev.ElderSignDrawn)) == [BG, BG, GC, GC]


def test_crawling_chaos_may_still_awaken_her_the_usual_way_with_no_elder_signs_for_the_others(table):
    t = table([CC, GC, BG], cards={BLOATED: None}, power={CC: 8}, gates={"Asia": CC},
              units={"Asia": [(CC, "acolyte", 1), (CC, "nyarlathotep", 1)]})
    rules_offered = sorted(o["rule"] for o in ability(t, CC, "awaken_bloated_woman"))
    assert rules_offered == ["crawling_chaos", "standard"]
    events = t.play(CC, {"act": "ability", "ability": "awaken_bloated_woman", "area": "Asia", "rule": "standard"})
    assert t.state.power[CC] == 4 and _types(events, ev.ElderSignDrawn) == []


def test_crawling_chaos_awakens_the_haunter_for_5_and_others_for_the_usual_6(table):
    t = table([CC, GC, BG], cards={HAUNTER: None}, power={CC: 5, GC: 6}, gates={"Asia": CC, "Europe": GC},
              units={"Asia": [(CC, "acolyte", 1)], "Europe": [(GC, "acolyte", 1), (GC, "cthulhu", 1)]})
    assert [o["rule"] for o in ability(t, CC, "awaken_haunter_of_the_dark")] == ["crawling_chaos"]
    t.play(CC, {"act": "ability", "ability": "awaken_haunter_of_the_dark", "area": "Asia", "rule": "crawling_chaos"})
    assert t.state.power[CC] == 0 and t.state.units[HOD] == "Asia"
    assert len(t.state.elder_signs[GC]) == 1 and len(t.state.elder_signs[BG]) == 1


def test_an_awakened_independent_is_no_longer_offered_to_anyone(table):
    t = table([GC, CC, BG], cards={BLOATED: GC}, figures={"Europe": [(BLOATED, BLOATED, 1)]},
              power={GC: 10, CC: 10}, gates={"Europe": GC, "Asia": CC},
              units={"Europe": [(GC, "acolyte", 1), (GC, "cthulhu", 1)], "Asia": [(CC, "acolyte", 1)]})
    assert ability(t, GC, "awaken_bloated_woman") == [] and ability(t, CC, "awaken_bloated_woman") == []


# -- The Haunter of the Dark ---------------------------------------------------------------------

def test_the_haunters_combat_counts_every_spellbook_the_enemy_has_earned_loyalty_cards_included(table):
    from rules.engine.pieces import strength

    t = table([GC, CC, BG], cards={HAUNTER: GC, BLOATED: (CC, True)}, spellbooks={CC: 3},
              figures={"Europe": [(HAUNTER, HAUNTER, 1)], "Asia": [(BLOATED, BLOATED, 1)]})
    assert strength(t.state, GC, CC, [HOD]) == 4
    assert strength(t.state, GC, BG, [HOD]) == 0


def test_fly_the_light_puts_the_enemys_only_kill_on_the_haunter(table):
    units = {"Europe": [(GC, "acolyte", 2), (CC, "hunting_horror", 1)]}
    t = table([CC, GC, BG], cards={HAUNTER: GC}, figures={"Europe": [(HAUNTER, HAUNTER, 1)]}, units=units,
              spellbooks={CC: 1}, power={CC: 3}, dice=[6, 1] + [1])
    t.play(CC, {"act": "battle", "area": "Europe", "enemy": GC})
    assert t.waiting() == (GC, "assign_kill")
    t.play(GC, {"act": "assign", "unit": "gc.acolyte.1", "result": "kill"})
    assert t.state.battle is None or t.state.battle.results.get(HOD) == ("kill",)
    assert t.state.units[HOD] != "Europe" and t.state.units["gc.acolyte.1"] == "Europe"


def test_with_two_kills_the_haunters_owner_assigns_them_as_usual(table):
    units = {"Europe": [(GC, "acolyte", 3), (CC, "hunting_horror", 1)]}
    t = table([CC, GC, BG], cards={HAUNTER: GC}, figures={"Europe": [(HAUNTER, HAUNTER, 1)]}, units=units,
              spellbooks={CC: 1}, power={CC: 3}, dice=[6, 6, 1])
    t.play(CC, {"act": "battle", "area": "Europe", "enemy": GC})
    t.play(GC, {"act": "assign", "unit": "gc.acolyte.1", "result": "kill"})
    t.play(GC, {"act": "assign", "unit": "gc.acolyte.2", "result": "kill"})
    assert t.state.units[HOD] == "Europe"


def test_the_harbinger_gives_half_the_haunters_awaken_cost(table):
    units = {"Europe": [(CC, "nyarlathotep", 1)]}
    t = table([CC, GC, BG], cards={HAUNTER: GC}, figures={"Europe": [(HAUNTER, HAUNTER, 1)]}, units=units,
              spellbooks={CC: 2}, power={CC: 3}, dice=[4, 1, 1, 1] + [1, 1])
    t.play(CC, {"act": "battle", "area": "Europe", "enemy": GC})
    pass_until(t, lambda t: bool(ability(t, CC, "harbinger")))
    t.play(CC, {"act": "ability", "ability": "harbinger", "unit": HOD, "reward": "power"})
    assert t.state.power[CC] == 2 + 3


def test_the_haunter_has_no_spellbook_and_the_game_goes_on_without_one(table):
    t = table([GC, CC, BG], cards={HAUNTER: GC}, spellbooks={GC: 6}, power={GC: 4},
              figures={"Europe": [(HAUNTER, HAUNTER, 1)]}, units={"Europe": [(GC, "acolyte", 1)]})
    t.play(GC, {"act": "recruit", "unit_type": "acolyte", "area": "Europe"})
    assert t.state.loyalty[HAUNTER] == {"owner": GC, "book": False}


def test_the_haunters_death_returns_his_card_to_the_supply(table):
    units = {"Europe": [(CC, "hunting_horror", 2)]}
    t = table([CC, GC, BG], cards={HAUNTER: GC}, figures={"Europe": [(HAUNTER, HAUNTER, 1)]}, units=units,
              spellbooks={CC: 1}, power={CC: 3}, dice=[6, 1, 1, 1] + [1])
    events = t.play(CC, {"act": "battle", "area": "Europe", "enemy": GC})
    assert _types(events, ev.LoyaltyCardReturned) == [ev.LoyaltyCardReturned(GC, HAUNTER)]
    assert t.state.units[HOD] == OUT_OF_PLAY and t.state.loyalty[HAUNTER]["owner"] is None


# -- The Bloated Woman -------------------------------------------------------------------------

def _fan_battle(table, **kw):
    """Black Goat's Bloated Woman and 2 Dark Young against 2 Great Cthulhu Acolytes: both die."""
    units = {"Europe": [(BG, "dark_young", 2), (GC, "acolyte", 2)]}
    t = table([BG, GC, CC], cards={BLOATED: BG}, figures={"Europe": [(BLOATED, BLOATED, 1)]}, units=units,
              power={BG: 3}, dice=[6, 6, 1, 1, 1], **kw)
    t.play(BG, {"act": "battle", "area": "Europe", "enemy": GC})
    return t


def test_the_velvet_fan_puts_a_killed_enemy_cultist_on_her_card_out_of_play(table):
    t = _fan_battle(table)
    [fan] = ability(t, BG, "velvet_fan")
    assert fan["unit"].startswith("gc.acolyte.")
    t.play(BG, fan)
    assert t.state.units[fan["unit"]] == OUT_OF_PLAY
    assert t.state.faction_data[GC]["velvet_fan"] == (fan["unit"],)
    assert ability(t, BG, "velvet_fan") == []  # one unit per Battle


def test_a_unit_on_her_card_is_not_in_its_owners_pool_and_is_recruited_from_the_card_paying_her_holder(table):
    t = _fan_battle(table, extra={"power": {BG: 3, GC: 2, CC: 0}})
    t.play(BG, ability(t, BG, "velvet_fan")[0])
    pass_until(t, lambda t: t.state.battle is None)
    uid = t.state.faction_data[GC]["velvet_fan"][0]
    assert t.waiting() == (GC, "turn") and uid not in in_pool(t.state, GC, "acolyte")
    assert t.state.units[uid] != POOL
    offered = ability(t, GC, "velvet_fan_return")
    assert offered and all(o["unit"] == uid for o in offered)
    power_bg = t.state.power[BG]
    t.play(GC, {"act": "ability", "ability": "velvet_fan_return", "unit": uid, "area": "Asia"})
    assert t.state.units[uid] == "Asia" and t.state.power[GC] == 1 and t.state.power[BG] == power_bg + 1
    assert "velvet_fan" not in t.state.faction_data[GC]


def test_units_stay_on_her_card_when_she_dies_and_then_pay_nobody(table):
    t = table([GC, BG, CC], cards={BLOATED: None}, power={GC: 2}, units={"Europe": [(GC, "acolyte", 1)]})
    t.state = t.state.derive(units={**t.state.units, "gc.acolyte.2": OUT_OF_PLAY},
                             faction_data={**t.state.faction_data, GC: {"velvet_fan": ("gc.acolyte.2",)}})
    events = t.play(GC, {"act": "ability", "ability": "velvet_fan_return", "unit": "gc.acolyte.2", "area": "Europe"})
    assert _types(events, ev.PowerChanged) == [] and t.state.power[GC] == 1
    assert t.state.units["gc.acolyte.2"] == "Europe"


def test_the_bloated_womans_spellbook_comes_with_all_six_faction_spellbooks(table):
    t = table([BG, GC, CC], cards={BLOATED: BG}, spellbooks={BG: 6}, power={BG: 2},
              figures={"Europe": [(BLOATED, BLOATED, 1)]}, units={"Europe": [(BG, "acolyte", 1)]})
    t.play(BG, {"act": "recruit", "unit_type": "acolyte", "area": "Europe"})
    assert t.state.loyalty[BLOATED]["book"] is True


def test_disaster_looms_turns_each_controlled_gate_into_an_elder_sign_instead_of_2_power(table):
    t = table([BG, GC, CC], cards={BLOATED: (BG, True)}, figures={"Europe": [(BLOATED, BLOATED, 1)]}, power={BG: 1},
              gates={"Europe": BG, "Asia": BG}, units={"Europe": [(BG, "acolyte", 1)], "Asia": [(BG, "acolyte", 1)]})
    sources = power_sources(t.state, BG)
    assert sources["gates"] + sources["disaster_looms"] == 0
    events = t.play(BG, {"act": "drop_power"})
    pass_until(t, lambda t: t.state.phase != "action")
    signs = [e for e in t.events if isinstance(e, ev.ElderSignDrawn) and e.faction == BG]
    assert len(signs) == 2 and events


# -- random play ---------------------------------------------------------------------------------

def test_random_games_with_both_masks_in_the_supply_play_to_the_end():
    played = random_games([HAUNTER, BLOATED], games=4)
    assert all(isinstance(events[-1], ev.GameEnded) for events in played)
