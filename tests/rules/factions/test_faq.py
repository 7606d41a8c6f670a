"""The master rulebook's FAQ about the core factions (master rulebook, Frequently Asked Questions,
Core Game Rules), each answer as a test.

Answers tested next to their ability: Harbinger for a re-Awakened Cthulhu (4903-4905,
test_crawling_chaos), an Invisible Undead (4907-4909, test_crawling_chaos), Madness may Retreat the
defender first (4911-4913, test_crawling_chaos), Share Areas in different Areas on an enemy's turn
(4915-4917, test_black_goat), an Invisible Ghoul's Necrophagy (4919-4921, test_black_goat), Emissary
soaking up the Elimination (4927-4929, test_crawling_chaos), the Ghoul not taking its own Pain
(4931-4933, test_black_goat), the cost of a second Action (4935-4937, test_yellow_sign), Thousand Forms
above all Power (4939-4941, test_crawling_chaos), the failed Ghroth's Acolyte (4943-4949,
test_black_goat). The answers on negotiations and on Retreat rules under Madness are here.
"""
from __future__ import annotations

from conftest import BG, CC, GC, YS


def test_madness_must_obey_normal_retreat_rules(game):
    """Master rulebook, FAQ, Madness and Retreat restrictions: no Retreat into an Area with units of
    the faction just Battled; Crawling Chaos picks destinations, not which units are Pained."""
    units = {"Europe": [(GC, "deep_one", 1), (YS, "undead", 2)], "Asia": [(GC, "acolyte", 1)],
             "Antarctica": [(CC, "acolyte", 1)]}
    t = game([GC, YS, CC], units=units, power={GC: 2}, books={CC: ["Madness"]}, dice=[4] + [1])
    t.play(GC, {"act": "battle", "area": "Europe", "enemy": YS})
    t.play(CC, {"act": "ability", "ability": "madness", "defender_first": False})
    retreats = t.options(CC, "retreat")
    assert retreats and all(r["to"] != "Asia" for r in retreats)
    assert {r["unit"] for r in retreats} == {"ys.undead.1"}  # the Pained unit only


def test_a_player_without_power_takes_no_part_in_thousand_forms(game):
    """Master rulebook, FAQ, part of a Thousand Forms or Ghroth loss: a player who cannot contribute
    does not take part; his agreement is immaterial."""
    t = game([CC, GC, BG], units={"Asia": [(CC, "nyarlathotep", 1)]}, power={CC: 1, GC: 5, BG: 0},
             books={CC: ["Thousand Forms"]}, dice=[2])
    t.play(CC, {"act": "ability", "ability": "thousand_forms"})
    assert t.state.faction_data[CC]["demand"].queue == (GC,)
    t.play(GC, {"act": "answer", "ability": "thousand_forms_offer", "offer": 2})
    assert t.state.power[GC] == 3 and t.state.power[CC] == 1


def test_a_player_without_cultists_takes_no_part_in_ghroth(game):
    """Master rulebook, FAQ, part of a Thousand Forms or Ghroth loss, for Ghroth: no Cultists, no say."""
    units = {"Africa": [(BG, "fungi", 1)], "Europe": [(BG, "fungi", 1)], "Asia": [(CC, "acolyte", 2)],
             "South Pacific": [(GC, "deep_one", 1)]}
    t = game([BG, GC, CC], units=units, power={BG: 2}, books={BG: ["Ghroth"]}, dice=[1])
    t.play(BG, {"act": "ability", "ability": "ghroth"})
    assert t.state.faction_data[BG]["demand"].queue == (CC,)


def test_insisting_on_a_share_is_a_disagreement(game):
    """Master rulebook, FAQ, part of a Thousand Forms or Ghroth loss: a player may insist on
    contributing; that is a disagreement, and the fallback of the ability applies (for Ghroth: Black
    Goat picks the Cultists)."""
    units = {"Africa": [(BG, "fungi", 1)], "Asia": [(CC, "acolyte", 2)], "South Pacific": [(GC, "acolyte", 2)]}
    t = game([BG, GC, CC], units=units, power={BG: 2}, books={BG: ["Ghroth"]}, dice=[1])
    t.play(BG, {"act": "ability", "ability": "ghroth"})
    t.play(GC, {"act": "answer", "ability": "ghroth_offer", "offer": 1})
    t.play(CC, {"act": "answer", "ability": "ghroth_offer", "offer": 1})
    assert t.waiting() == (BG, "ghroth")
