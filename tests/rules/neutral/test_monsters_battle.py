"""The Neutral Monsters that change Battles (rules/neutral/monsters_battle.py): the Leng Spider's
Bloodthirst, the Star Vampire's Vampirism, the Voonith's Vicious and the Servitor of the Outer
Gods (handed to an enemy; Adulation). Master rulebook, Complex Battle Examples 2 and 7, FAQ EN
5473-5523."""
from __future__ import annotations

from card_play import pass_window
from sandbox import types_of

from rules.engine import events as ev
from rules.neutral.monsters_battle import VampirismDrained

GC, CC, BG, SL = "great_cthulhu", "crawling_chaos", "black_goat", "sleeper"
GOBOGEG = "gob.gobogeg.1"


def _assign(t, plan):
    """Assign results as `plan` (unit -> result) says while assignments are asked."""
    while t.waiting() and t.waiting()[1].startswith("assign"):
        seat = t.waiting()[0]
        t.play(seat, next(o for o in t.options(seat, "assign") if plan.get(o["unit"]) == o["result"]))


def _bloodthirst(t, seat):
    return [o for o in t.options(seat, "ability") if o["ability"] == "bloodthirst"]


def _play_out(t):
    """Every seat takes its first option that is no ability until the Battle is over."""
    while t.state.battle is not None:
        seat = t.waiting()[0]
        t.play(seat, next(o for o in t.options(seat) if o["act"] not in ("ability", "standing_answer")))


# -- Leng Spider -------------------------------------------------------------------------------

def _example_7(table):
    """Complex Battle Example 7: Arthur (Great Cthulhu) has Gobogeg, 3 Leng Spiders and a Shoggoth;
    Alice (Black Goat) 6 Acolytes and a Gug. Arthur rolls 2 Kills and 2 Pains, Alice 1 Pain."""
    t = table([GC, CC, BG], cards={"gobogeg": GC, "leng_spider": GC, "gug": BG},
              figures={"Europe": [("gobogeg", "gobogeg", 1), ("leng_spider", "leng_spider", 3), ("gug", "gug", 1)]},
              units={"Europe": [(GC, "shoggoth", 1), (BG, "acolyte", 6)], "Asia": [(CC, "acolyte", 1)]},
              power={GC: 5, CC: 5, BG: 5}, dice=[6, 6, 4, 4, 1, 5, 1, 1])
    t.play(GC, {"act": "battle", "area": "Europe", "enemy": BG})
    _assign(t, {"bg.acolyte.1": "kill", "bg.acolyte.2": "kill"})
    pass_window(t)  # the Kills are assigned: Arthur waits for Threnody's Pains
    _assign(t, {"bg.acolyte.3": "pain", "bg.acolyte.4": "pain", GOBOGEG: "pain"})
    return t


def test_bloodthirst_after_threnody_turns_four_of_five_pains_into_two_kills(table):
    """Complex Battle Example 7: after Threnody Alice has 5 Pained units; two uses of Bloodthirst
    (3 Spiders) leave her 2 Kills and 1 Pain to assign, so 4 of her Acolytes die in all and her
    last Acolyte and the Gug take nothing."""
    t = _example_7(table)
    assert {"act": "ability", "ability": "bloodthirst", "side": BG} in _bloodthirst(t, GC)
    t.play(GC, {"act": "ability", "ability": "bloodthirst", "side": BG})
    t.play(GC, {"act": "ability", "ability": "bloodthirst", "side": BG})
    assert t.state.battle.hits[GC]["kill"] == 4 and t.state.battle.hits[GC]["pain"] == 1
    while t.waiting()[0] != BG:
        pass_window(t)
    _assign(t, {"bg.acolyte.3": "kill", "bg.acolyte.4": "kill", "bg.acolyte.5": "pain"})
    results = t.state.battle.results
    assert sorted(u for u, r in results.items() if r == ("kill",)) == [f"bg.acolyte.{n}" for n in range(1, 5)]
    assert results["bg.acolyte.5"] == ("pain",)
    assert "bg.acolyte.6" not in results and "gug.gug.1" not in results


def test_bloodthirst_is_used_at_most_once_per_leng_spider_in_the_battle(table):
    t = table([GC, CC, BG], cards={"leng_spider": GC},
              figures={"Europe": [("leng_spider", "leng_spider", 1)]},
              units={"Europe": [(GC, "deep_one", 3), (BG, "acolyte", 6)], "Asia": [(CC, "acolyte", 1)]},
              power={GC: 5, CC: 5, BG: 5}, dice=[4, 4, 4, 4])
    t.play(GC, {"act": "battle", "area": "Europe", "enemy": BG})
    assert _bloodthirst(t, GC) == [{"act": "ability", "ability": "bloodthirst", "side": BG}]
    t.play(GC, {"act": "ability", "ability": "bloodthirst", "side": BG})
    assert _bloodthirst(t, GC) == []
    assert t.state.battle.hits[GC] == {"kill": 1, "pain": 2, "elimination": 0}


def test_bloodthirst_turns_pains_beyond_the_units_there_into_kills(table):
    """Complex Battle Example 2: four Pains against Spencer's two units become two Kills, and he
    loses both."""
    t = table([GC, CC, BG], cards={"leng_spider": GC},
              figures={"Europe": [("leng_spider", "leng_spider", 2)]},
              units={"Europe": [(GC, "deep_one", 2), (BG, "acolyte", 2)], "Asia": [(CC, "acolyte", 1)]},
              power={GC: 5, CC: 5, BG: 5}, dice=[4, 4, 5, 5])
    t.play(GC, {"act": "battle", "area": "Europe", "enemy": BG})
    t.play(GC, {"act": "ability", "ability": "bloodthirst", "side": BG})
    t.play(GC, {"act": "ability", "ability": "bloodthirst", "side": BG})
    _play_out(t)
    assert {e.unit for e in types_of(t.events, ev.UnitKilled)} == {"bg.acolyte.1", "bg.acolyte.2"}


def test_bloodthirst_may_turn_the_pains_against_its_own_side(table):
    t = table([GC, CC, BG], cards={"leng_spider": BG},
              figures={"Europe": [("leng_spider", "leng_spider", 1)]},
              units={"Europe": [(GC, "deep_one", 2), (BG, "acolyte", 2)], "Asia": [(CC, "acolyte", 1)]},
              power={GC: 5, CC: 5, BG: 5}, dice=[4, 4, 1])
    t.play(GC, {"act": "battle", "area": "Europe", "enemy": BG})
    assert {"act": "ability", "ability": "bloodthirst", "side": BG} in _bloodthirst(t, BG)


def test_bloodthirst_under_demand_sacrifice_turns_two_pains_into_a_single_pain(table):
    """FAQ EN 5475-5477: Pains Bloodthirst converts into a Kill against Sleeper's units, after it
    Demanded Sacrifice and the enemy chose that its Kills count as Pains, become a single Pain."""
    t = table([CC, GC, SL], cards={"leng_spider": CC}, first=CC,
              figures={"Asia": [("leng_spider", "leng_spider", 2)]},
              units={"Asia": [(SL, "acolyte", 3)], "North America": [(SL, "tsathoggua", 1)],
                     "Europe": [(GC, "acolyte", 1)]},
              power={CC: 5, GC: 5, SL: 1}, dice=[4, 4], ruleset=None,
              extra={"spellbooks": {SL: [[0, "Demand Sacrifice"]], CC: [], GC: []}})
    t.play(CC, {"act": "battle", "area": "Asia", "enemy": SL})
    while t.waiting() != (SL, "window"):
        pass_window(t)
    t.play(SL, {"act": "ability", "ability": "demand_sacrifice"})
    t.play(CC, {"act": "answer", "ability": "sacrifice_chosen", "give": "kills_as_pains"})
    while not _bloodthirst(t, CC):
        pass_window(t)
    t.play(CC, {"act": "ability", "ability": "bloodthirst", "side": SL})
    assert t.state.battle.hits[CC] == {"kill": 0, "pain": 1, "elimination": 0}


def test_a_standing_answer_passes_bloodthirst_unless_the_enemy_has_two_pains(table):
    t = table([GC, CC, BG], cards={"leng_spider": GC},
              figures={"Europe": [("leng_spider", "leng_spider", 1)]},
              units={"Europe": [(GC, "deep_one", 1), (BG, "acolyte", 2)], "Asia": [(CC, "acolyte", 1)]},
              power={GC: 5, CC: 5, BG: 5}, dice=[4, 1])
    t.play(GC, {"act": "standing_answer", "hook": "post_battle", "answer": "pass_unless",
                "condition": "enemy_has_two_pains"})
    t.play(GC, {"act": "battle", "area": "Europe", "enemy": BG})
    asked = []
    while t.state.battle is not None:
        seat, kind = t.waiting()
        asked.append((seat, kind))
        t.play(seat, next(o for o in t.options(seat) if o["act"] not in ("ability", "standing_answer")))
    assert (GC, "window") not in asked
