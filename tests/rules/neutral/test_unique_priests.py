"""Unique High Priests (master rulebook, Unique High Priests; German rulebook, Einzigartige
Hohepriester; docs/neutral.md): each Recruit of a faction's High Priest may make it one of eight
Unique ones, the first one picked is the faction's for the game and nobody else's; each costs 3,
has Combat 0, no Unspeakable Oath, and an ability of its own."""
from __future__ import annotations

import pytest
from sandbox import types_of

import rules
from bots.invariants import check_replay, check_step
from bots.random_bot import RandomBot
from bots.simulate import game_seed, seats_for
from rules.engine.state import spec_of
from rules.engine import events as ev
from rules.engine.errors import InvalidOptions
from rules.engine.phases import power_sources
from rules.engine.pieces import strength
from rules.neutral.unique_recruit import figure, unique_held

GC, CC, BG, OW = "great_cthulhu", "crawling_chaos", "black_goat", "opener_of_the_way"
PRIEST = {GC: "hp.high_priest.1", CC: "hp.high_priest.2", BG: "hp.high_priest.3"}
ASENATH, CRAWFORD, ERMENGARDE, WEST = "asenath_waite", "crawford_tillinghast", "ermengarde_stubbs", "herbert_west"
CURWEN, KEZIAH, LAVINIA, PITPIPO = "joseph_curwen", "keziah_mason", "lavinia_whateley", "pitpipo"
FIGURE = {ASENATH: "hpaw.asenath_waite.1", CRAWFORD: "hpct.crawford_tillinghast.1",
          ERMENGARDE: "hpes.ermengarde_stubbs.1", WEST: "hphw.herbert_west.1", CURWEN: "hpjc.joseph_curwen.1",
          KEZIAH: "hpkm.keziah_mason.1", LAVINIA: "hplw.lavinia_whateley.1", PITPIPO: "hppp.pitpipo.1"}


def _recruit(name, area):
    return {"act": "ability", "ability": f"recruit_{name}", "area": area}


def _uses(t, seat, ability):
    return [o for o in t.options(seat, "ability") if o["ability"] == ability]


def _pass_windows(t):
    """Pass every out-of-turn window until another kind of decision is pending."""
    new = []
    while t.waiting() and t.waiting()[1] == "window":
        seat = t.waiting()[0]
        new += t.play(seat, next(o for o in t.options(seat) if o["act"] == "window_pass"))
    return new


def _on_map(priest, faction, area):
    """A Unique High Priest held by `faction` and standing in `area` (Table arguments)."""
    return {"cards": {priest: faction}, "figures": {area: [(priest, priest, 1)]}}


# -- choosing normal or Unique ---------------------------------------------------------------

def test_a_game_with_unique_high_priests_has_the_eight_cards_in_the_supply(table):
    t = table([GC, CC, BG], unique_high_priests=True)
    assert {n: h["owner"] for n, h in t.state.loyalty.items() if n != "high_priest"} == dict.fromkeys(FIGURE)
    assert not any(uid in t.state.units for uid in FIGURE.values())


def test_unique_high_priests_are_played_only_with_high_priests():
    seats = [{"seat": f, "faction": f} for f in (GC, CC, BG)]
    with pytest.raises(InvalidOptions):
        rules.new_game({"seats": seats, "unique_high_priests": True}, b"x" * 32)


def test_a_high_priest_may_be_recruited_as_a_unique_one_for_3_power_gaining_its_card(table):
    t = table([GC, CC, BG], unique_high_priests=True, power={GC: 8}, units={"Europe": [(GC, "acolyte", 1)]})
    assert {"act": "recruit", "unit_type": "high_priest", "area": "Europe"} in t.options(GC, "recruit")
    new = t.play(GC, _recruit(ASENATH, "Europe"))
    assert [(e.card, e.reason) for e in types_of(new, ev.LoyaltyCardGained)] == [(ASENATH, "recruited")]
    assert [(e.unit, e.cost) for e in types_of(new, ev.CultistRecruited)] == [(FIGURE[ASENATH], 3)]
    assert t.state.units[FIGURE[ASENATH]] == "Europe" and t.state.power[GC] == 5
    assert t.state.table[FIGURE[ASENATH]].faction == GC


def test_a_unique_high_priest_stands_for_the_factions_one_high_priest(table):
    t = table([GC, CC, BG], power={GC: 8}, units={"Europe": [(GC, "acolyte", 1)]}, **_on_map(ASENATH, GC, "Europe"))
    assert t.state.units[PRIEST[GC]] == "out_of_play"
    assert not [o for o in t.options(GC, "recruit") if o["unit_type"] == "high_priest"]
    assert not [o for o in t.options(GC, "ability") if o["ability"].startswith("recruit_")]


def test_a_faction_may_recruit_only_the_unique_high_priest_it_picked_and_nobody_else_may(table):
    t = table([GC, CC, BG], power={GC: 8, CC: 8}, units={"Europe": [(GC, "acolyte", 1)], "Asia": [(CC, "acolyte", 1)]},
              cards={ASENATH: GC}, first=GC)
    assert {o["ability"] for o in t.options(GC, "ability") if o["ability"].startswith("recruit_")} == {
        "recruit_asenath_waite"}
    t.play(GC, {"act": "drop_power"})  # Crawling Chaos's turn next
    recruits = {o["ability"] for o in t.options(CC, "ability") if o["ability"].startswith("recruit_")}
    assert "recruit_asenath_waite" not in recruits and len(recruits) == 7


def test_a_unique_high_priest_has_no_unspeakable_oath_and_combat_0(table):
    t = table([GC, CC, BG], power={GC: 4, CC: 4}, units={"Europe": [(GC, "acolyte", 1)]},
              **_on_map(WEST, GC, "Europe"))
    assert not [o for o in t.options(GC, "ability") if o["ability"].startswith("unspeakable_oath")]
    assert strength(t.state, GC, CC, [FIGURE[WEST]]) == 0


def test_a_unique_high_priest_is_a_cultist_worth_1_power(table):
    t = table([GC, CC, BG], units={"Europe": [(GC, "acolyte", 1)]}, cards={WEST: GC})
    before = sum(power_sources(t.state, GC).values())
    after = t.state.derive(units={**t.state.units, FIGURE[WEST]: "Europe"})
    assert sum(power_sources(after, GC).values()) == before + 1


def test_a_dead_unique_high_priest_keeps_its_card_and_the_high_priest_waits_in_the_pool(table):
    t = table([GC, CC, BG], power={GC: 8, CC: 8}, first=CC, dice=[6] * 6,
              units={"Europe": [(GC, "acolyte", 1), (CC, "hunting_horror", 1)]}, **_on_map(WEST, GC, "Europe"))
    t.play(CC, {"act": "battle", "area": "Europe", "enemy": GC})
    while t.waiting() == (GC, "assign_kill"):
        t.play(GC, t.options(GC, "assign")[0])
    assert t.state.loyalty[WEST]["owner"] == GC
    assert t.state.units[FIGURE[WEST]] == "out_of_play" and t.state.units[PRIEST[GC]] == "pool"


def test_after_its_death_the_high_priest_may_be_recruited_as_normal_or_as_the_same_unique_one(table):
    t = table([GC, CC, BG], power={GC: 8}, units={"Europe": [(GC, "acolyte", 1)]}, cards={WEST: GC})
    assert {"act": "recruit", "unit_type": "high_priest", "area": "Europe"} in t.options(GC, "recruit")
    new = t.play(GC, _recruit(WEST, "Europe"))
    assert not types_of(new, ev.LoyaltyCardGained)
    assert t.state.units[FIGURE[WEST]] == "Europe" and t.state.units[PRIEST[GC]] == "out_of_play"


def test_a_captured_unique_high_priest_comes_back_as_the_high_priest_once_power_is_gathered(table):
    t = table([GC, CC, BG], power={GC: 8, CC: 8, BG: 8}, phase="gather_power", units={"Europe": [(GC, "acolyte", 1)]},
              cards={WEST: GC}, figures={"captured:crawling_chaos": [(WEST, WEST, 1)]})
    while t.waiting()[1] == "spellbook":  # a requirement the position meets comes first
        t.play(t.waiting()[0], t.options(t.waiting()[0])[0])
    returned = types_of(t.events, ev.CapturedCultistReturned)
    assert [e.unit for e in returned] == [FIGURE[WEST]]
    assert t.state.units[FIGURE[WEST]] == "out_of_play" and t.state.units[PRIEST[GC]] == "pool"


# -- Asenath Waite -----------------------------------------------------------------------------

def test_asenath_waite_replaces_an_enemy_monster_with_a_unit_of_hers_and_is_eliminated(table):
    t = table([GC, CC, BG], power={GC: 8, CC: 8}, first=CC,
              units={"Europe": [(GC, "acolyte", 1)], "Asia": [(CC, "acolyte", 1), (CC, "hunting_horror", 1)]},
              **_on_map(ASENATH, GC, "Europe"))
    t.play(CC, {"act": "recruit", "unit_type": "acolyte", "area": "Asia"})
    choice = {"act": "ability", "ability": "the_thing_from_beyond", "unit": "cc.hunting_horror.1",
              "unit_type": "starspawn"}
    assert choice in t.options(GC, "ability")
    t.play(GC, choice)
    assert t.state.units["cc.hunting_horror.1"] == "pool" and t.state.units["gc.starspawn.1"] == "Asia"
    assert t.state.units[FIGURE[ASENATH]] == "out_of_play" and t.state.units[PRIEST[GC]] == "pool"


def test_asenath_waites_replacement_costs_3_or_less(table):
    t = table([GC, CC, BG], power={GC: 8, CC: 8}, first=CC,
              units={"Europe": [(GC, "acolyte", 1)], "Asia": [(CC, "acolyte", 1)]}, **_on_map(ASENATH, GC, "Europe"))
    t.play(CC, {"act": "recruit", "unit_type": "acolyte", "area": "Asia"})
    types = {o["unit_type"] for o in _uses(t, GC, "the_thing_from_beyond")}
    assert types == {"acolyte", "deep_one", "shoggoth", "starspawn"}  # not Cthulhu, nor a High Priest


def test_a_unique_high_priest_replaced_by_asenath_waite_is_the_high_priest_in_the_pool_after_the_next_action(table):
    t = table([GC, CC, BG], power={GC: 8, CC: 8}, first=CC,
              units={"Europe": [(GC, "acolyte", 1)], "Asia": [(CC, "acolyte", 1)]},
              cards={ASENATH: GC, WEST: CC}, figures={"Europe": [(ASENATH, ASENATH, 1)], "Asia": [(WEST, WEST, 1)]})
    t.play(CC, {"act": "recruit", "unit_type": "acolyte", "area": "Asia"})
    t.play(CC, next(o for o in t.options(CC) if o["act"] == "window_pass"))  # Herbert West's turn in it
    t.play(GC, {"act": "ability", "ability": "the_thing_from_beyond", "unit": FIGURE[WEST], "unit_type": "acolyte"})
    assert t.state.units[FIGURE[WEST]] == "pool" and t.state.loyalty[WEST]["owner"] == CC
    _pass_windows(t)
    seat = t.waiting()[0]
    t.play(seat, next(o for o in t.options(seat, "recruit") if o["unit_type"] == "acolyte"))
    assert t.state.units[FIGURE[WEST]] == "out_of_play" and t.state.units[PRIEST[CC]] == "pool"


# -- Crawford Tillinghast ----------------------------------------------------------------------

def test_crawford_tillinghast_brings_up_to_3_power_of_units_from_the_pool_into_a_battle_from_afar(table):
    t = table([GC, CC, BG], power={GC: 8, CC: 8}, first=CC, dice=[1] * 8,
              units={"Europe": [(GC, "acolyte", 1)], "Asia": [(GC, "acolyte", 1), (CC, "hunting_horror", 1)]},
              **_on_map(CRAWFORD, GC, "Europe"))
    t.play(CC, {"act": "battle", "area": "Asia", "enemy": GC})
    bands = [o["units"] for o in _uses(t, GC, "the_ultraviolet")]
    assert ["gc.starspawn.1"] in bands and ["gc.deep_one.1", "gc.shoggoth.1"] in bands
    assert all(sum({"acolyte": 1, "deep_one": 1, "shoggoth": 2, "starspawn": 3}[u.split(".")[1]] for u in b) <= 3
               for b in bands)
    new = t.play(GC, {"act": "ability", "ability": "the_ultraviolet", "units": ["gc.starspawn.1"]})
    rolled = types_of(new, ev.DiceRolled)
    assert [len(e.faces) for e in rolled] == [2, 3]  # the Starspawn's 3 dice fight for Great Cthulhu


def test_the_units_crawford_brought_are_eliminated_once_the_battle_is_over(table):
    t = table([GC, CC, BG], power={GC: 8, CC: 8}, first=CC, dice=[1] * 8,
              units={"Europe": [(GC, "acolyte", 1)], "Asia": [(GC, "acolyte", 1), (CC, "hunting_horror", 1)]},
              **_on_map(CRAWFORD, GC, "Europe"))
    t.play(CC, {"act": "battle", "area": "Asia", "enemy": GC})
    t.play(GC, {"act": "ability", "ability": "the_ultraviolet", "units": ["gc.acolyte.3", "gc.shoggoth.1"]})
    assert t.state.battle is None
    assert t.state.units["gc.shoggoth.1"] == "pool" and t.state.units["gc.acolyte.3"] == "pool"
    assert t.state.units["gc.acolyte.2"] == "Asia" and t.state.units[FIGURE[CRAWFORD]] == "out_of_play"


# -- Ermengarde Stubbs -------------------------------------------------------------------------

def test_whoever_declares_a_battle_in_ermengarde_stubbs_area_loses_1_doom(table):
    t = table([GC, CC, BG], power={GC: 8, CC: 8}, doom={CC: 5, GC: 5}, first=CC, dice=[1] * 8,
              units={"Europe": [(GC, "acolyte", 1), (CC, "hunting_horror", 1)]}, **_on_map(ERMENGARDE, GC, "Europe"))
    new = t.play(CC, {"act": "battle", "area": "Europe", "enemy": GC})
    assert [(e.faction, e.amount) for e in types_of(new, ev.DoomGained)] == [(CC, -1)]
    assert t.state.doom == {GC: 5, CC: 4, BG: 0}


def test_ermengarde_stubbs_holder_declaring_a_battle_in_her_area_loses_1_doom_too(table):
    t = table([GC, CC, BG], power={GC: 8, CC: 8}, doom={GC: 5}, first=GC, dice=[1] * 8,
              units={"Europe": [(GC, "deep_one", 1), (CC, "acolyte", 1)]}, **_on_map(ERMENGARDE, GC, "Europe"))
    t.play(GC, {"act": "battle", "area": "Europe", "enemy": CC})
    assert t.state.doom[GC] == 4


def test_a_battle_declared_away_from_ermengarde_stubbs_costs_no_doom(table):
    t = table([GC, CC, BG], power={GC: 8, CC: 8}, doom={CC: 5}, first=CC, dice=[1] * 8,
              units={"Asia": [(GC, "acolyte", 1), (CC, "hunting_horror", 1)]}, **_on_map(ERMENGARDE, GC, "Europe"))
    new = t.play(CC, {"act": "battle", "area": "Asia", "enemy": GC})
    assert not types_of(new, ev.DoomGained) and t.state.doom[CC] == 5


# -- Herbert West ------------------------------------------------------------------------------

def test_herbert_west_is_eliminated_to_place_up_to_3_acolytes_where_he_stood(table):
    t = table([GC, CC, BG], power={GC: 8, CC: 8}, first=CC,
              units={"Africa": [(GC, "acolyte", 1)], "Asia": [(CC, "acolyte", 1)]}, **_on_map(WEST, GC, "Europe"))
    t.play(CC, {"act": "recruit", "unit_type": "acolyte", "area": "Asia"})
    assert [o["count"] for o in _uses(t, GC, "reanimation_serum")] == [1, 2, 3]
    t.play(GC, {"act": "ability", "ability": "reanimation_serum", "count": 3})
    assert len(t.units_at("Europe", GC)) == 3 and all(".acolyte." in u for u in t.units_at("Europe", GC))
    assert t.state.units[FIGURE[WEST]] == "out_of_play"


# -- Joseph Curwen -----------------------------------------------------------------------------

def test_joseph_curwen_removes_a_gate_his_faction_controls_and_leaves_its_cultist(table):
    t = table([GC, CC, BG], power={GC: 8, CC: 8}, first=CC, gates={"Africa": GC},
              units={"Africa": [(GC, "acolyte", 1)], "Asia": [(CC, "acolyte", 1)]}, **_on_map(CURWEN, GC, "Europe"))
    t.play(CC, {"act": "recruit", "unit_type": "acolyte", "area": "Asia"})
    t.play(GC, {"act": "ability", "ability": "beyond_the_spheres", "area": "Africa", "gate": "remove"})
    assert "Africa" not in t.state.gates and t.state.units["gc.acolyte.1"] == "Africa"
    assert t.state.units[FIGURE[CURWEN]] == "out_of_play"


def test_joseph_curwen_places_a_new_gate_where_his_faction_has_a_unit(table):
    t = table([GC, CC, BG], power={GC: 8, CC: 8}, first=CC,
              units={"Africa": [(GC, "acolyte", 1)], "Asia": [(CC, "acolyte", 1)]}, **_on_map(CURWEN, GC, "Europe"))
    t.play(CC, {"act": "recruit", "unit_type": "acolyte", "area": "Asia"})
    areas = {o["area"] for o in _uses(t, GC, "beyond_the_spheres")}
    assert areas == {"Africa"}  # not Curwen's own Area: he is Eliminated for it
    t.play(GC, {"act": "ability", "ability": "beyond_the_spheres", "area": "Africa", "gate": "controlled"})
    assert t.state.gates["Africa"] == "gc.acolyte.1"


# -- Keziah Mason ------------------------------------------------------------------------------

def test_battle_example_9_a_kill_on_keziah_mason_gives_the_enemy_2_more_kills(table):
    """Master rulebook, Complex Battle Example 9, without the Tcho-Tcho's abilities: both sides
    roll one Kill; Joey puts his on Keziah Mason, so Alex must take 2 more Kills."""
    t = table([GC, OW, BG], power={GC: 8, OW: 8}, first=GC, dice=[6, 1, 1, 1, 1, 1, 6, 1, 1, 1],
              units={"Europe": [(GC, "cthulhu", 1), (GC, "acolyte", 1), (OW, "abomination", 2)]},
              cards={KEZIAH: OW}, figures={"Europe": [(KEZIAH, KEZIAH, 1)]})
    t.play(GC, {"act": "battle", "area": "Europe", "enemy": OW})
    _pass_windows(t)
    t.play(GC, {"act": "assign", "unit": "gc.acolyte.1", "result": "kill"})
    t.play(OW, {"act": "assign", "unit": FIGURE[KEZIAH], "result": "kill"})
    _pass_windows(t)
    assert t.state.battle is None
    assert t.state.units["gc.cthulhu.1"] == "pool" and t.state.units["gc.acolyte.1"] == "pool"
    assert t.units_at("Europe") == ["ow.abomination.1", "ow.abomination.2"]


def test_a_pain_on_keziah_mason_gives_the_enemy_2_more_pains(table):
    t = table([GC, OW, BG], power={GC: 8, OW: 8}, first=GC, dice=[1, 1, 1, 1, 1, 4, 1, 1, 1, 1],
              units={"Europe": [(GC, "cthulhu", 1), (GC, "acolyte", 2), (OW, "abomination", 2)]},
              cards={KEZIAH: OW}, figures={"Europe": [(KEZIAH, KEZIAH, 1)]})
    new = t.play(GC, {"act": "battle", "area": "Europe", "enemy": OW})
    new += _pass_windows(t)
    new += t.play(OW, {"act": "assign", "unit": FIGURE[KEZIAH], "result": "pain"})
    assert [(e.faction, e.result, e.amount) for e in types_of(new, ev.BattleHitsAdded)] == [(OW, "pain", 2)]


# -- Lavinia Whateley --------------------------------------------------------------------------

def test_lavinia_whateley_makes_an_awakening_cost_3_less_and_is_eliminated_by_it(table):
    t = table([GC, CC, BG], power={GC: 7}, gates={"South Pacific": GC},
              units={"South Pacific": [(GC, "acolyte", 1)]}, **_on_map(LAVINIA, GC, "South Pacific"))
    assert not _uses(t, GC, "awaken_cthulhu")
    t.play(GC, {"act": "ability", "ability": "the_bride"})
    new = t.play(GC, {"act": "ability", "ability": "awaken_cthulhu"})
    assert [e.cost for e in types_of(new, ev.GreatOldOneAwakened)] == [7]
    assert t.state.units[FIGURE[LAVINIA]] == "out_of_play" and t.state.power[GC] == 0


def test_lavinia_whateley_is_promised_before_the_turns_action_only(table):
    t = table([GC, CC, BG], power={GC: 7, CC: 7}, first=GC, units={"Europe": [(GC, "acolyte", 1)]},
              **_on_map(LAVINIA, GC, "Europe"))
    assert _uses(t, GC, "the_bride")
    new = t.play(GC, {"act": "recruit", "unit_type": "acolyte", "area": "Europe"})
    new += _pass_windows(t)
    # the Action taken, nothing is left to do but end the turn, which the engine does at once
    assert [e.faction for e in types_of(new, ev.TurnEnded)] == [GC]
    assert not _uses(t, CC, "the_bride")


def test_lavinia_whateley_promised_to_no_awakening_stays(table):
    t = table([GC, CC, BG], power={GC: 7}, units={"Europe": [(GC, "acolyte", 1)]},
              **_on_map(LAVINIA, GC, "Europe"))
    t.play(GC, {"act": "ability", "ability": "the_bride"})
    t.play(GC, {"act": "recruit", "unit_type": "acolyte", "area": "Europe"})
    assert t.state.units[FIGURE[LAVINIA]] == "Europe" and not t.state.faction_data[GC].get("the_bride")


# -- Pitpipo -----------------------------------------------------------------------------------

def test_pitpipo_takes_a_kill_of_his_side_though_he_is_not_in_the_battle(table):
    t = table([GC, CC, BG], power={GC: 8, CC: 8}, first=CC, dice=[6, 1, 1, 1],
              units={"Asia": [(GC, "acolyte", 1), (GC, "deep_one", 1), (CC, "hunting_horror", 1)]},
              **_on_map(PITPIPO, GC, "Europe"))
    t.play(CC, {"act": "battle", "area": "Asia", "enemy": GC})
    t.play(GC, {"act": "assign", "unit": "gc.deep_one.1", "result": "kill"})
    t.play(GC, {"act": "ability", "ability": "pit_of_despair", "unit": "gc.deep_one.1"})
    assert t.state.battle is None
    assert sorted(t.units_at("Asia", GC)) == ["gc.acolyte.1", "gc.deep_one.1"]
    assert t.state.units[FIGURE[PITPIPO]] == "out_of_play" and t.state.units[PRIEST[GC]] == "pool"


def test_pitpipo_in_the_battle_takes_kills_as_any_unit_and_offers_no_pit_of_despair(table):
    t = table([GC, CC, BG], power={GC: 8, CC: 8}, first=CC, dice=[6, 1, 1, 1],
              units={"Europe": [(GC, "deep_one", 1), (CC, "hunting_horror", 1)]}, **_on_map(PITPIPO, GC, "Europe"))
    t.play(CC, {"act": "battle", "area": "Europe", "enemy": GC})
    assert {"act": "assign", "unit": FIGURE[PITPIPO], "result": "kill"} in t.options(GC, "assign")
    t.play(GC, {"act": "assign", "unit": "gc.deep_one.1", "result": "kill"})
    assert not _uses(t, GC, "pit_of_despair")


# -- random play -------------------------------------------------------------------------------

def _one_high_priest_each(state):
    """Each faction's High Priest is one figure: the ordinary one, or its Unique one's."""
    for n, faction in enumerate(state.order, start=1):
        if f"hp.high_priest.{n}" not in state.units:
            continue  # a faction whose own High Priests are its units (the Tcho-Tcho) gets none
        if not spec_of(faction).high_priest:
            continue  # a faction the module gives no High Priest (Bubastis: +1 Power instead)
        held = unique_held(state, faction)
        figures = [f"hp.high_priest.{n}"] + ([figure(held)] if held is not None else [])
        assert len([u for u in figures if state.units[u] != "out_of_play"]) == 1, (faction, figures)


def test_random_games_of_3_to_5_players_with_the_unique_high_priests_end_without_error():
    picked: set[str] = set()
    for game in range(5):
        options = {"seats": seats_for(3 + game % 3, game), "high_priests": True, "unique_high_priests": True}
        events = rules.new_game(options, game_seed("unique_priests", game))
        state, bot = rules.replay(events), RandomBot(f"unique_priests:{game}")
        for _ in range(4000):
            if state.phase == "ended":
                break
            seat = rules.pending(state)[0]["seat"]
            new, state = rules.decide_and_apply(state, seat, bot.choose(state, seat))
            events += new
            assert check_step(state) == []
            _one_high_priest_each(state)
        assert state.phase == "ended"
        assert check_replay(events, state) == []
        picked |= {e.card for e in types_of(events, ev.LoyaltyCardGained)}
    assert len(picked) >= 3  # the games did Recruit Unique High Priests
