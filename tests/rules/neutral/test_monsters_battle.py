"""The Neutral Monsters that change Battles (rules/neutral/monsters_battle.py): the Leng Spider's
Bloodthirst, the Star Vampire's Vampirism, the Voonith's Vicious and the Servitor of the Outer
Gods (handed to an enemy; Adulation). Master rulebook, Complex Battle Examples 2 and 7, FAQ EN
5473-5523."""
from __future__ import annotations

from card_play import pass_window
from sandbox import types_of

from rules.engine import events as ev
from rules.engine.pieces import strength
from rules.engine.state import units_in
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


# -- Star Vampire ------------------------------------------------------------------------------

def _drains(t):
    return types_of(t.events, VampirismDrained)


def test_each_kill_a_star_vampire_rolls_drains_1_doom_and_each_pain_1_power(table):
    """FAQ EN 5517-5519: the Star Vampires' dice are their own (here the first two of Great
    Cthulhu's three); the Deep One's Kill drains nothing, and every result still counts."""
    t = table([GC, CC, BG], cards={"star_vampire": GC},
              figures={"Europe": [("star_vampire", "star_vampire", 2)]},
              units={"Europe": [(GC, "deep_one", 1), (BG, "acolyte", 3)], "Asia": [(CC, "acolyte", 1)]},
              power={GC: 5, CC: 5, BG: 5}, doom={GC: 3, CC: 3, BG: 3}, dice=[6, 4, 6])
    t.play(GC, {"act": "battle", "area": "Europe", "enemy": BG})
    assert _drains(t) == [VampirismDrained(GC, BG, 1, 1)]
    assert (t.state.doom[BG], t.state.power[BG], t.state.doom[GC], t.state.power[GC]) == (2, 4, 4, 5)
    assert t.state.battle.hits[GC] == {"kill": 2, "pain": 1, "elimination": 0}


def test_star_vampires_drain_for_results_beyond_the_enemy_units(table):
    """FAQ EN 5521-5523: two Kills against one Acolyte still take 2 Doom."""
    t = table([GC, CC, BG], cards={"star_vampire": GC},
              figures={"Europe": [("star_vampire", "star_vampire", 2)]},
              units={"Europe": [(BG, "acolyte", 1)], "Asia": [(CC, "acolyte", 1)]},
              power={GC: 5, CC: 5, BG: 5}, doom={GC: 3, CC: 3, BG: 3}, dice=[6, 6])
    t.play(GC, {"act": "battle", "area": "Europe", "enemy": BG})
    assert _drains(t) == [VampirismDrained(GC, BG, 2, 0)]


def test_star_vampires_drain_nothing_from_an_enemy_without_doom_or_power_but_their_kill_counts(table):
    """FAQ EN 5519: an enemy with no Doom (or Power) loses none; the Kill is still inflicted."""
    t = table([GC, CC, BG], cards={"star_vampire": GC},
              figures={"Europe": [("star_vampire", "star_vampire", 1)]},
              units={"Europe": [(BG, "acolyte", 1)], "Asia": [(CC, "acolyte", 1)]},
              power={GC: 5, CC: 5, BG: 0}, doom={GC: 3, CC: 3, BG: 0}, dice=[6])
    t.play(GC, {"act": "battle", "area": "Europe", "enemy": BG})
    assert _drains(t) == []
    _play_out(t)
    assert t.state.units["bg.acolyte.1"] == "pool"


def test_star_vampires_drain_though_emissary_lessens_their_kill_on_nyarlathotep(table):
    """FAQ EN 5521-5523: a Kill on Nyarlathotep under Emissary of the Outer Gods still takes 1 Doom,
    though it becomes a Pain."""
    t = table([GC, CC, BG], cards={"star_vampire": GC},
              figures={"Europe": [("star_vampire", "star_vampire", 1)]},
              units={"Europe": [(CC, "nyarlathotep", 1)], "Asia": [(BG, "acolyte", 1)]},
              power={GC: 5, CC: 0, BG: 5}, doom={GC: 3, CC: 3, BG: 3}, dice=[6],
              extra={"spellbooks": {CC: [[0, "Emissary of the Outer Gods"]], GC: [], BG: []}})
    t.play(GC, {"act": "battle", "area": "Europe", "enemy": CC})
    assert _drains(t) == [VampirismDrained(GC, CC, 1, 0)]
    while not [o for o in t.options(CC, "ability") if o["ability"] == "emissary"]:
        pass_window(t)
    t.play(CC, {"act": "ability", "ability": "emissary", "unit": "cc.nyarlathotep.1"})
    assert t.state.battle.results["cc.nyarlathotep.1"] == ("pain",) and t.state.doom[CC] == 2


def test_star_vampires_roll_their_own_dice_though_servitors_bring_the_total_to_0(table):
    """FAQ EN 5505-5515: with a Star Vampire and two Servitors the side's total is 0, yet the Star
    Vampire rolls its die and its Kill counts and drains."""
    t = table([GC, CC, BG], cards={"star_vampire": GC, "servitor_of_the_outer_gods": GC},
              figures={"Europe": [("star_vampire", "star_vampire", 1), ("servitor_of_the_outer_gods", "servitor", 2)]},
              units={"Europe": [(BG, "fungi", 1), (BG, "acolyte", 1)], "Asia": [(CC, "acolyte", 1)]},
              power={GC: 5, CC: 5, BG: 5}, doom={GC: 3, CC: 3, BG: 3}, first=BG, dice=[1, 6])
    t.play(BG, {"act": "battle", "area": "Europe", "enemy": GC})
    rolled = types_of(t.events, ev.DiceRolled)
    assert [(e.faction, e.faces) for e in rolled] == [(BG, (1,)), (GC, ()), (GC, (6,))]
    assert t.state.battle.hits[GC]["kill"] == 1 and _drains(t) == [VampirismDrained(GC, BG, 1, 0)]


def test_star_vampires_roll_all_their_dice_when_servitors_leave_the_side_fewer(table):
    """FAQ EN 5505-5515: two Star Vampires and a Servitor make a total of 1, enough to declare the
    Battle; both Star Vampires roll."""
    t = table([GC, CC, BG], cards={"star_vampire": GC, "servitor_of_the_outer_gods": GC},
              figures={"Europe": [("star_vampire", "star_vampire", 2), ("servitor_of_the_outer_gods", "servitor", 1)]},
              units={"Europe": [(BG, "acolyte", 2)], "Asia": [(CC, "acolyte", 1)]},
              power={GC: 5, CC: 5, BG: 5}, doom={GC: 3, CC: 3, BG: 3}, dice=[6, 4])
    t.play(GC, {"act": "battle", "area": "Europe", "enemy": BG})
    assert t.state.battle.hits[GC] == {"kill": 1, "pain": 1, "elimination": 0}
    assert _drains(t) == [VampirismDrained(GC, BG, 1, 1)]


# -- Voonith -----------------------------------------------------------------------------------

def test_vicious_adds_a_kill_for_each_voonith_the_side_fell_short(table):
    t = table([GC, CC, BG], cards={"voonith": GC}, figures={"Europe": [("voonith", "voonith", 2)]},
              units={"Europe": [(BG, "acolyte", 3)], "Asia": [(CC, "acolyte", 1)]},
              power={GC: 5, CC: 5, BG: 5}, dice=[1, 1])
    t.play(GC, {"act": "battle", "area": "Europe", "enemy": BG})
    _play_out(t)
    assert len([e for e in types_of(t.events, ev.UnitKilled) if e.unit.startswith("bg.")]) == 2


def test_vicious_adds_nothing_to_a_side_with_kills_enough(table):
    t = table([GC, CC, BG], cards={"voonith": BG}, figures={"Europe": [("voonith", "voonith", 1)]},
              units={"Europe": [(GC, "deep_one", 2)], "Asia": [(CC, "acolyte", 1)]},
              power={GC: 5, CC: 5, BG: 5}, dice=[1, 1, 6])
    t.play(GC, {"act": "battle", "area": "Europe", "enemy": BG})
    _play_out(t)
    assert [e for e in types_of(t.events, ev.BattleHitsAdded) if e.faction == BG] == []
    assert len([e for e in types_of(t.events, ev.UnitKilled) if e.unit.startswith("gc.")]) == 1


# -- Servitor of the Outer Gods ----------------------------------------------------------------

SERVITOR, BUY_SERVITOR = "servitor_of_the_outer_gods", "buy_servitor_of_the_outer_gods"


def _ritual_turn(table, cards, **kw):
    return table([CC, BG, GC], cards=cards, first=CC, phase="doom",
                 units={"South Pacific": [(CC, "acolyte", 1)], "Asia": [(BG, "acolyte", 1)]},
                 gates={"South Pacific": CC, "Asia": BG}, power={GC: 8, CC: 8, BG: 8},
                 doom={GC: 4, CC: 4, BG: 4},
                 extra={"doom_phase": {"queue": [CC, BG, GC], "cursor": 0, "gates_done": True,
                                       "ritual_done": False}}, **kw)


def test_the_servitor_is_bought_for_2_doom_by_handing_it_to_an_enemy_its_first_figure_at_their_gate(table):
    t = _ritual_turn(table, {SERVITOR: None})
    offered = [o for o in t.options(CC, "ability") if o["ability"] == BUY_SERVITOR]
    assert offered == [{"act": "ability", "ability": BUY_SERVITOR, "enemy": BG, "area": "Asia"},
                       {"act": "ability", "ability": BUY_SERVITOR, "enemy": GC, "area": None}]
    events = t.play(CC, offered[0])
    assert types_of(events, ev.LoyaltyCardGained) == [ev.LoyaltyCardGained(BG, SERVITOR, "given", giver=CC)]
    assert t.state.doom[CC] == 2 and t.state.loyalty[SERVITOR]["owner"] == BG
    assert t.state.units["servitor.servitor.1"] == "Asia" and t.state.units["servitor.servitor.2"] == "pool"
    assert [o for o in t.options(CC, "ability") if o["ability"].startswith("buy_")] == []


def test_a_servitor_handed_to_an_enemy_without_a_gate_waits_with_the_others_in_its_pool(table):
    t = _ritual_turn(table, {SERVITOR: None})
    t.play(CC, {"act": "ability", "ability": BUY_SERVITOR, "enemy": GC, "area": None})
    assert t.state.loyalty[SERVITOR]["owner"] == GC
    assert {t.state.units[f"servitor.servitor.{n}"] for n in (1, 2, 3)} == {"pool"}


def test_the_pool_reading_keeps_every_servitor_in_the_recipients_pool(table):
    t = _ritual_turn(table, {SERVITOR: None}, ruleset={"servitor_first_figure": "pool"})
    assert [o for o in t.options(CC, "ability") if o["ability"] == BUY_SERVITOR] == [
        {"act": "ability", "ability": BUY_SERVITOR, "enemy": BG, "area": None},
        {"act": "ability", "ability": BUY_SERVITOR, "enemy": GC, "area": None}]


def _servitor_holder(table, on_map=0, **kw):
    figures = {"Europe": [(SERVITOR, "servitor", on_map)]} if on_map else {}
    return table([GC, CC], cards={SERVITOR: GC, **kw.pop("cards", {})}, figures=figures,
                 units={"South Pacific": [(GC, "acolyte", 1)], "Asia": [(CC, "acolyte", 1)], **kw.pop("units", {})},
                 gates={"South Pacific": GC}, power={GC: 8, CC: 8}, **kw)


def _summonable(t, seat):
    return {o["unit_type"] for o in t.options(seat, "summon")}


def test_while_a_servitor_waits_in_the_pool_no_other_kind_of_monster_is_summoned(table):
    """Adulation; FAQ EN 5497-5503 affects only normal Summons."""
    assert _summonable(_servitor_holder(table), GC) == {"servitor"}
    assert _summonable(_servitor_holder(table, on_map=2), GC) == {"servitor"}


def test_once_every_servitor_is_out_of_the_pool_other_monsters_are_summoned_again(table):
    assert {"deep_one", "shoggoth", "starspawn"} <= _summonable(_servitor_holder(table, on_map=3), GC)


def test_other_ways_of_placing_a_monster_still_work_beside_a_servitor_in_the_pool(table):
    """FAQ EN 5501-5503: a bought card's free figure is placed though a Servitor waits in the Pool."""
    t = table([CC, BG, GC], cards={SERVITOR: CC, "gug": None}, first=CC, phase="doom",
              units={"South Pacific": [(CC, "acolyte", 1)]}, gates={"South Pacific": CC},
              power={GC: 8, CC: 8, BG: 8}, doom={GC: 4, CC: 4, BG: 4},
              extra={"doom_phase": {"queue": [CC, BG, GC], "cursor": 0, "gates_done": True, "ritual_done": False}})
    t.play(CC, {"act": "ability", "ability": "buy_gug", "area": "South Pacific"})
    assert t.state.units["gug.gug.1"] == "South Pacific"


def test_fertility_cult_summons_no_other_monster_while_a_servitor_waits_in_the_pool(table):
    """FAQ EN 5505-5507: Fertility Cult may bring others only with every Servitor in the same Action;
    here it Summons none of the card's, so none of the others either."""
    t = table([BG, CC], cards={SERVITOR: BG}, units={"Asia": [(BG, "acolyte", 1)], "Europe": [(CC, "acolyte", 1)]},
              gates={"Asia": BG}, power={BG: 8, CC: 8})
    assert [o for o in t.options(BG, "ability") if o["ability"] == "fertility_cult"] == []


def test_servitors_lower_their_sides_combat(table):
    t = _servitor_holder(table, on_map=1, units={"Europe": [(GC, "deep_one", 2), (CC, "acolyte", 1)]}, dice=[6, 6])
    t.play(GC, {"act": "battle", "area": "Europe", "enemy": CC})
    assert [e.faces for e in types_of(t.events, ev.DiceRolled) if e.faction == GC] == [(6,)]


def test_a_side_whose_total_servitors_bring_to_0_cannot_declare_battle(table):
    """FAQ EN 5509-5515: a total below 0 counts as 0, and a side at 0 cannot declare a Battle."""
    t = _servitor_holder(table, on_map=2, units={"Europe": [(GC, "deep_one", 1), (CC, "acolyte", 1)]})
    assert not [o for o in t.options(GC, "battle") if o["area"] == "Europe"]


def test_the_recipient_keeps_the_servitor_card_when_its_last_figure_dies(table):
    """FAQ EN 5497-5499: the card can never be got rid of."""
    t = _servitor_holder(table, on_map=1, units={"Europe": [(CC, "flying_polyp", 1)]}, first=CC, dice=[6])
    t.play(CC, {"act": "battle", "area": "Europe", "enemy": GC})
    _play_out(t)
    assert t.state.units["servitor.servitor.1"] == "pool" and t.state.loyalty[SERVITOR]["owner"] == GC


def test_star_vampires_drain_though_eternal_cancels_their_kill_on_rhan_tegoth(table):
    """FAQ EN 5521-5523: a Kill assigned to Rhan Tegoth still takes 1 Doom when Eternal cancels it."""
    WW = "windwalker"
    t = table([GC, WW, BG], cards={"star_vampire": GC},
              figures={"Europe": [("star_vampire", "star_vampire", 1)]},
              units={"Europe": [(WW, "rhan_tegoth", 1)], "Asia": [(BG, "acolyte", 1)]},
              power={GC: 5, WW: 2, BG: 5}, doom={GC: 3, WW: 3, BG: 3}, dice=[6, 1, 1, 1])
    t.play(GC, {"act": "battle", "area": "Europe", "enemy": WW})
    assert _drains(t) == [VampirismDrained(GC, WW, 1, 0)]
    while not [o for o in t.options(WW, "ability") if o["ability"] == "eternal"]:
        seat, kind = t.waiting()
        t.play(seat, next(o for o in t.options(seat) if o["act"] not in ("ability", "standing_answer")))
    t.play(WW, {"act": "ability", "ability": "eternal"})
    _play_out(t)
    assert t.state.units["ww.rhan_tegoth.1"] == "Europe" and t.state.doom[WW] == 2


def test_a_combat_total_servitors_bring_below_0_counts_as_0(table):
    """FAQ EN 5509-5511: "Just leave it at zero"."""
    t = _servitor_holder(table, on_map=3, units={"Europe": [(GC, "deep_one", 1), (CC, "flying_polyp", 1)]})
    assert strength(t.state, GC, CC, units_in(t.state, "Europe", GC)) == 0
