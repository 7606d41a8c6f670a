"""Dire Cthulhu (master rulebook EN 3253-3273, FAQ EN 5619-5631; German rulebook DE 2477-2505):
Awakened for 6 and an Elder Sign, Lord and Master, and his Spellbook for enemy units Killed in one
Battle (3 by default, 7 under the ruleset option)."""
from __future__ import annotations

import pytest
from card_play import ability, pass_until, random_games

import rules
from rules.engine import events as ev
from rules.engine.errors import InvalidOptions
from rules.engine.registry import card
from rules.engine.state import OUT_OF_PLAY

GC, CC, BG = "great_cthulhu", "crawling_chaos", "black_goat"
DIRE, YGOLONAC, BLOATED = "dire_cthulhu", "y_golonac", "bloated_woman"
DCT = "dct.dire_cthulhu.1"


def _types(events, cls):
    return [e for e in events if isinstance(e, cls)]


def test_dire_cthulhu_awakens_at_a_controlled_gate_with_a_great_old_one_for_6_power_and_an_elder_sign(table):
    t = table([BG, CC, GC], cards={DIRE: None}, power={BG: 6}, gates={"Europe": BG},
              units={"Europe": [(BG, "acolyte", 1), (BG, "shub_niggurath", 1)]})
    assert ability(t, BG, "awaken_dire_cthulhu") == [{"act": "ability", "ability": "awaken_dire_cthulhu",
                                                     "area": "Europe"}]
    events = t.play(BG, {"act": "ability", "ability": "awaken_dire_cthulhu", "area": "Europe"})
    assert t.state.units[DCT] == "Europe" and t.state.power[BG] == 0
    assert [e.faction for e in _types(events, ev.ElderSignDrawn)] == [BG]


def test_lord_and_master_gives_an_elder_sign_for_awakening_another_independent(table):
    t = table([BG, CC, GC], cards={DIRE: BG, YGOLONAC: None}, figures={"Europe": [(DIRE, DIRE, 1)]},
              power={BG: 2}, gates={"Europe": BG}, units={"Europe": [(BG, "acolyte", 1)]})
    events = t.play(BG, {"act": "ability", "ability": "awaken_y_golonac", "area": "Europe"})
    assert [e.faction for e in _types(events, ev.ElderSignDrawn)] == [BG]


def test_every_elder_sign_of_one_awakening_is_drawn_from_the_bag_in_turn(table):
    """Crawling Chaos holding Dire Cthulhu Awakens The Bloated Woman its own way: the others' signs
    and its Lord and Master sign come out of the one bag, one draw after another."""
    t = table([CC, GC, BG], cards={DIRE: CC, BLOATED: None}, figures={"Asia": [(DIRE, DIRE, 1)]},
              power={CC: 3}, gates={"Asia": CC}, units={"Asia": [(CC, "acolyte", 1)]},
              extra={"bag": [0, 0, 3]})
    events = t.play(CC, {"act": "ability", "ability": "awaken_bloated_woman", "area": "Asia", "rule": "crawling_chaos"})
    assert [(e.faction, e.value) for e in _types(events, ev.ElderSignDrawn)] == [(GC, 3), (BG, 3), (CC, 3)]
    assert t.state.bag == (0, 0, 0)


def test_dire_cthulhus_own_awakening_is_no_lord_and_master(table):
    t = table([BG, CC, GC], cards={DIRE: None}, power={BG: 6}, gates={"Europe": BG},
              units={"Europe": [(BG, "acolyte", 1), (BG, "shub_niggurath", 1)]})
    events = t.play(BG, {"act": "ability", "ability": "awaken_dire_cthulhu", "area": "Europe"})
    assert len(_types(events, ev.ElderSignDrawn)) == 1


def test_great_cthulhu_awakening_dire_cthulhu_draws_his_elder_sign_and_immortals_one_after_the_other(table):
    t = table([GC, CC, BG], cards={DIRE: None}, power={GC: 6}, gates={"Europe": GC},
              units={"Europe": [(GC, "acolyte", 1), (GC, "cthulhu", 1)]}, extra={"bag": [0, 1, 1]})
    events = t.play(GC, {"act": "ability", "ability": "awaken_dire_cthulhu", "area": "Europe"})
    assert sorted(e.value for e in _types(events, ev.ElderSignDrawn)) == [2, 3]
    assert t.state.bag == (0, 0, 0) and sorted(t.state.elder_signs[GC]) == [2, 3]


def test_immortal_and_lord_and_master_both_give_an_elder_sign_drawn_in_turn(table):
    t = table([GC, CC, BG], cards={DIRE: GC, YGOLONAC: None}, figures={"Europe": [(DIRE, DIRE, 1)]},
              power={GC: 2}, gates={"Europe": GC}, units={"Europe": [(GC, "acolyte", 1)]}, extra={"bag": [0, 1, 1]})
    events = t.play(GC, {"act": "ability", "ability": "awaken_y_golonac", "area": "Europe"})
    assert sorted(e.value for e in _types(events, ev.ElderSignDrawn)) == [2, 3] and t.state.bag == (0, 0, 0)


def _kill_three(table, **kw):
    units = {"Europe": [(GC, "starspawn", 1), (BG, "acolyte", 3)]}
    t = table([GC, BG, CC], cards={DIRE: GC}, figures={"Europe": [(DIRE, DIRE, 1)]}, units=units,
              power={GC: 3}, dice=[6, 6, 6, 1, 1, 1], **kw)
    t.play(GC, {"act": "battle", "area": "Europe", "enemy": BG})
    pass_until(t, lambda t: t.state.battle is None)
    return t


def test_killing_3_enemy_units_in_one_battle_earns_non_euclidean(table):
    t = _kill_three(table)
    assert t.state.loyalty[DIRE] == {"owner": GC, "book": True}


def test_under_the_master_rulebooks_reading_3_kills_are_not_enough(table):
    t = _kill_three(table, ruleset={"dire_cthulhu_kills": 7})
    assert t.state.options["dire_cthulhu_kills"] == 7
    assert t.state.loyalty[DIRE] == {"owner": GC, "book": False}
    assert card(DIRE).requirement.reads(t.state.options).startswith("Kill 7 ")


def test_the_kills_option_takes_only_the_two_printed_numbers():
    seats = [{"seat": "a", "faction": GC}, {"seat": "b", "faction": CC}, {"seat": "c", "faction": BG}]
    with pytest.raises(InvalidOptions, match="dire_cthulhu_kills"):
        rules.new_game({"seats": seats, "rules": {"dire_cthulhu_kills": 5}}, b"x" * 32)


def test_a_game_that_does_not_set_the_option_asks_for_3_kills(table):
    t = table([GC, CC, BG], cards={DIRE: None})
    assert t.state.options["dire_cthulhu_kills"] == 3
    assert card(DIRE).requirement.reads(t.state.options).startswith("Kill 3 ")


def _third_party_battle(table):
    """Great Cthulhu's Dire Cthulhu (with Non-Euclidean) battles two Black Goat Acolytes in Europe,
    where a Crawling Chaos Acolyte and Nightgaunt stand outside the Battle; he rolls 2 Kills."""
    units = {"Europe": [(BG, "acolyte", 2), (CC, "acolyte", 1), (CC, "nightgaunt", 1)]}
    t = table([GC, BG, CC], cards={DIRE: (GC, True)}, figures={"Europe": [(DIRE, DIRE, 1)]}, units=units,
              power={GC: 3}, dice=[6, 6, 1])
    t.play(GC, {"act": "battle", "area": "Europe", "enemy": BG})
    return t


def test_non_euclidean_gives_one_of_dire_cthulhus_kills_to_a_faction_outside_the_battle_which_picks_its_unit(
        table):
    t = _third_party_battle(table)
    assert ability(t, GC, "non_euclidean") == [{"act": "ability", "ability": "non_euclidean", "faction": CC}]
    t.play(GC, {"act": "ability", "ability": "non_euclidean", "faction": CC})
    assert t.waiting() == (CC, "non_euclidean")
    t.play(CC, {"act": "answer", "ability": "non_euclidean_victim", "unit": "cc.nightgaunt.1"})
    pass_until(t, lambda t: t.state.battle is None)
    assert t.state.units["cc.nightgaunt.1"] == "pool" and t.state.units["cc.acolyte.1"] == "Europe"
    assert sorted(t.state.units[u] for u in ("bg.acolyte.1", "bg.acolyte.2")) == ["Europe", "pool"]


def test_non_euclidean_is_not_offered_without_a_faction_outside_the_battle_in_the_area(table):
    units = {"Europe": [(BG, "acolyte", 2)]}
    t = table([GC, BG, CC], cards={DIRE: (GC, True)}, figures={"Europe": [(DIRE, DIRE, 1)]}, units=units,
              power={GC: 3}, dice=[6, 6, 1])
    t.play(GC, {"act": "battle", "area": "Europe", "enemy": BG})
    assert ability(t, GC, "non_euclidean") == []


def test_dire_cthulhus_death_returns_his_card(table):
    units = {"Europe": [(BG, "dark_young", 3)]}
    t = table([BG, GC, CC], cards={DIRE: (GC, True)}, figures={"Europe": [(DIRE, DIRE, 1)]}, units=units,
              power={BG: 3}, dice=[6, 1, 1, 1, 1, 1] + [1, 1, 1])
    t.play(BG, {"act": "battle", "area": "Europe", "enemy": GC})
    pass_until(t, lambda t: t.state.battle is None)
    assert t.state.units[DCT] == OUT_OF_PLAY and t.state.loyalty[DIRE] == {"owner": None, "book": False}


def test_random_games_of_5_players_with_all_five_of_these_independents_play_to_the_end():
    every = [DIRE, YGOLONAC, BLOATED, "daoloth", "haunter_of_the_dark"]
    played = random_games(every, games=3, players=5)
    assert all(isinstance(events[-1], ev.GameEnded) for events in played)
