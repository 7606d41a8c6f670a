"""Great Old One Pack 1 (master rulebook, Independent Great Old Ones, EN 3127-3153; docs/neutral.md):
Mother Hydra, Chaugnar Faugn, Yig, Abhoth with his Filth tokens and Cthugha as Loyalty Cards,
each Awakened, fighting, using its ability, earning its Spellbook and dying as its card says; the
rulebook's Complex Battle Examples 4, 5 and 9 and the FAQ answers about them."""
from __future__ import annotations

import rules
from bots.random_bot import KindBot
from bots.simulate import game_seed, seats_for
from rules.engine import events as ev
from rules.engine.pieces import strength
from rules.engine.records import Turn
from rules.neutral.pack1.abhoth import FILTH_TOKENS
from rules.neutral.pack1.chaugnar import ElderSignsDiscarded, miri_nigri
from rules.neutral.unique_powers import GateRemoved
from sandbox import types_of

GC, CC, BG, YS, WW, OW = ("great_cthulhu", "crawling_chaos", "black_goat", "yellow_sign", "windwalker",
                          "opener_of_the_way")
HYDRA, CHAUGNAR, YIG, ABHOTH, CTHUGHA = ("mhy.mother_hydra.1", "chf.chaugnar_faugn.1", "yig.yig.1",
                                         "abh.abhoth.1", "ctg.cthugha.1")
PACK = ["mother_hydra", "chaugnar_faugn", "yig", "abhoth", "cthugha"]


def _play_on(t, until):
    """Take the plainest choice (end the turn, pass a window, else the first) until `until()` holds."""
    for _ in range(200):
        if until():
            return
        seat = t.waiting()[0]
        opts = [o for o in t.options(seat) if o["act"] != "standing_answer"]
        plain = [o for o in opts if o["act"] in ("end_turn", "window_pass")]
        t.play(seat, (plain or opts)[0])
    raise AssertionError("the wanted moment never came")


def _ability(t, seat, name):
    return [o for o in t.options(seat) if o.get("ability") == name]


def _play_until(t, wanted):
    """Pass every window and take the first answer of every other prompt until `wanted` (seat,
    ability) is offered, while the Battle lasts; returns that option, or None."""
    while t.state.battle is not None:
        seat = t.waiting()[0]
        opts = [o for o in t.options(seat) if o["act"] != "standing_answer"]
        found = [o for o in opts if (seat, o.get("ability")) == wanted]
        if found:
            return found[0]
        passes = [o for o in opts if o["act"] == "window_pass"]
        t.play(seat, (passes or opts)[0])
    return None


# -- Mother Hydra ------------------------------------------------------------------------------

def test_mother_hydra_awakens_at_a_controlled_gate_with_a_great_old_one_for_4_power(table):
    t = table([GC, CC, YS], cards={"mother_hydra": None}, power={GC: 6, CC: 6, YS: 6}, gates={"Europe": GC},
              units={"Europe": [(GC, "acolyte", 1), (GC, "cthulhu", 1)], "Asia": [(CC, "acolyte", 1)]})
    assert _ability(t, GC, "awaken_mother_hydra") == [
        {"act": "ability", "ability": "awaken_mother_hydra", "area": "Europe"}]
    new = t.play(GC, _ability(t, GC, "awaken_mother_hydra")[0])
    assert ev.GreatOldOneAwakened(GC, HYDRA, "Europe", 4) in new
    assert t.state.units[HYDRA] == "Europe" and t.state.power[GC] == 2
    assert t.state.loyalty["mother_hydra"]["owner"] == GC


def test_no_independent_awakens_without_a_great_old_one_at_a_controlled_gate(table):
    t = table([GC, CC, YS], cards={"mother_hydra": None, "yig": None}, power={GC: 6}, gates={"Europe": GC},
              units={"Europe": [(GC, "acolyte", 1)], "Asia": [(GC, "cthulhu", 1)]})
    assert [o for o in t.options(GC) if str(o.get("ability", "")).startswith("awaken_")] == []


def test_mother_hydras_combat_is_6_less_the_enemy_units_in_her_area_never_below_1(table):
    t = table([GC, CC, YS], cards={"mother_hydra": GC}, figures={"Europe": [("mother_hydra", "mother_hydra", 1)]},
              units={"Europe": [(CC, "acolyte", 2)], "Asia": [(YS, "acolyte", 6)]})
    assert strength(t.state, GC, CC, [HYDRA]) == 4
    crowded = t.state.derive(units={**t.state.units, HYDRA: "Asia"})
    assert strength(crowded, GC, YS, [HYDRA]) == 1


def test_the_agony_sting_moves_each_enemy_cultist_out_of_an_ocean_area_by_its_owner(table):
    t = table([GC, CC, YS], cards={"mother_hydra": GC}, figures={"Asia": [("mother_hydra", "mother_hydra", 1)]},
              power={GC: 3, CC: 3, YS: 3}, gates={"North Atlantic": CC},
              units={"North Atlantic": [(CC, "acolyte", 2), (YS, "acolyte", 1), (GC, "acolyte", 1)]})
    sting = {"act": "ability", "ability": "agony_sting", "area": "North Atlantic"}
    assert _ability(t, GC, "agony_sting") == [sting]
    t.play(GC, sting)
    assert t.state.power[GC] == 2
    while t.waiting()[1] == "agony_sting":
        seat = t.waiting()[0]
        assert seat in (CC, YS)
        [first] = [o for o in t.options(seat, "answer") if o["to"] == "Europe"][:1]
        t.play(seat, first)
    assert t.units_at("North Atlantic") == ["gc.acolyte.1"]  # the holder's own Cultist stays
    assert sorted(t.units_at("Europe")) == ["cc.acolyte.1", "cc.acolyte.2", "ys.acolyte.1"]
    assert t.state.gates["North Atlantic"] is None  # the Gate's Cultist left it: Abandoned


def test_the_agony_sting_is_not_offered_without_an_enemy_cultist_at_sea(table):
    t = table([GC, CC, YS], cards={"mother_hydra": GC}, figures={"Asia": [("mother_hydra", "mother_hydra", 1)]},
              power={GC: 3}, units={"North Atlantic": [(GC, "acolyte", 1)], "Europe": [(CC, "acolyte", 1)]})
    assert _ability(t, GC, "agony_sting") == []


def test_mother_hydras_spellbook_is_earned_while_her_holder_has_no_great_old_one_at_sea(table):
    t = table([GC, CC, YS], cards={"mother_hydra": GC}, power={GC: 3, CC: 3, YS: 3},
              figures={"Europe": [("mother_hydra", "mother_hydra", 1)]},
              units={"South Pacific": [(GC, "cthulhu", 1)], "North Pacific": [(CC, "nyarlathotep", 1)],
                     "Asia": [(YS, "acolyte", 1)]})
    assert not t.state.loyalty["mother_hydra"]["book"]  # Cthulhu at sea, and an enemy too
    t.play(GC, {"act": "move", "unit": "gc.cthulhu.1", "to": "Australia"})
    t.play(GC, {"act": "move_done"})
    assert t.state.loyalty["mother_hydra"]["book"]


def test_the_zygote_puts_every_acolyte_of_the_pool_on_the_map_for_1_power(table):
    t = table([GC, CC, YS], cards={"mother_hydra": (GC, True)}, power={GC: 3, CC: 3, YS: 3},
              figures={"Europe": [("mother_hydra", "mother_hydra", 1)]}, gates={"Asia": GC},
              units={"Asia": [(GC, "acolyte", 1)], "Africa": [(CC, "acolyte", 1)]})
    t.play(GC, {"act": "ability", "ability": "zygote"})
    placed = 0
    while t.waiting() == (GC, "zygote"):
        areas = {o["area"] for o in t.options(GC, "answer")}
        assert areas == {"Asia", "Europe"}  # where Great Cthulhu has a unit or a Gate
        t.play(GC, {"act": "answer", "ability": "zygote_place", "area": "Europe" if placed % 2 else "Asia"})
        placed += 1
    assert placed == 5 and t.state.power[GC] == 2
    assert not [u for u, w in t.state.units.items() if u.startswith("gc.acolyte.") and w == "pool"]


# -- Chaugnar Faugn ----------------------------------------------------------------------------

def test_chaugnar_faugn_has_combat_3_and_miri_nigri_adds_3_at_a_controlled_gate(table):
    t = table([GC, CC, YS], cards={"chaugnar_faugn": GC}, gates={"Europe": GC},
              figures={"Europe": [("chaugnar_faugn", "chaugnar_faugn", 1)]},
              units={"Europe": [(GC, "acolyte", 1), (CC, "acolyte", 1)], "Asia": [(GC, "deep_one", 1)]})
    assert strength(t.state, GC, CC, [CHAUGNAR, "gc.acolyte.1"]) == 6
    assert strength(t.state, GC, CC, ["gc.deep_one.1"]) == 1


def test_miri_nigri_lets_a_lone_cultist_on_its_gate_declare_a_battle(table):
    """FAQ, Chaugnar Faugn (EN 5597-5599): the Gate's 3 dice let 0-Combat units declare Battle."""
    t = table([GC, CC, YS], cards={"chaugnar_faugn": GC}, gates={"Europe": GC}, power={GC: 3, CC: 3, YS: 3},
              figures={"Asia": [("chaugnar_faugn", "chaugnar_faugn", 1)]},
              units={"Europe": [(GC, "acolyte", 1), (CC, "acolyte", 1)]})
    assert {"act": "battle", "area": "Europe", "enemy": CC} in t.options(GC, "battle")


def test_miri_nigri_counts_yog_sothoth_as_a_gate_and_adds_its_dice_once_per_area(table):
    """FAQ, Chaugnar Faugn (EN 5601-5603): Yog-Sothoth gets the 3 dice, and a normal Gate in his Area
    adds nothing more."""
    t = table([OW, CC, YS], cards={"chaugnar_faugn": OW}, gates={"Europe": OW},
              figures={"Asia": [("chaugnar_faugn", "chaugnar_faugn", 1)]},
              units={"Europe": [(OW, "yog_sothoth", 1), (OW, "acolyte", 1)], "Africa": [(OW, "yog_sothoth", 0)]})
    assert miri_nigri(t.state, OW, CC, ("ow.yog_sothoth.1", "ow.acolyte.1")) == 3
    moved = t.state.derive(gates={})
    assert miri_nigri(moved, OW, CC, ("ow.yog_sothoth.1",)) == 3


def test_chaugnar_faugns_spellbook_is_earned_by_giving_up_two_elder_signs_as_an_action(table):
    t = table([GC, CC, YS], cards={"chaugnar_faugn": GC}, power={GC: 3, CC: 3, YS: 3}, elder_signs={GC: (3, 1, 2)},
              figures={"Asia": [("chaugnar_faugn", "chaugnar_faugn", 1)]}, units={"Europe": [(CC, "acolyte", 1)]})
    new = t.play(GC, {"act": "ability", "ability": "chaugnar_faugn_discard"})
    assert ElderSignsDiscarded(GC, 2, (1, 2)) in new and ev.CardSpellbookEarned(GC, "chaugnar_faugn") in new
    assert t.state.elder_signs[GC] == (3,) and t.state.doom[GC] == 0
    assert t.state.loyalty["chaugnar_faugn"]["book"] and t.waiting()[0] != GC  # the turn's Action


def test_chaugnar_faugns_requirement_needs_two_elder_signs(table):
    t = table([GC, CC, YS], cards={"chaugnar_faugn": GC}, power={GC: 3}, elder_signs={GC: (3,)},
              figures={"Asia": [("chaugnar_faugn", "chaugnar_faugn", 1)]})
    assert _ability(t, GC, "chaugnar_faugn_discard") == []


# -- Yig ---------------------------------------------------------------------------------------

def _assign(t, seat, unit):
    """Answer the pending assignment with `unit` (its class's representative)."""
    [found] = [o for o in t.options(seat, "assign") if o["unit"] == unit]
    t.play(seat, found)


def test_yig_awakens_for_4_power_and_has_combat_2(table):
    t = table([GC, CC, YS], cards={"yig": None}, power={CC: 5}, gates={"Asia": CC}, first=CC,
              units={"Asia": [(CC, "acolyte", 1), (CC, "nyarlathotep", 1)], "Europe": [(GC, "acolyte", 1)]})
    t.play(CC, {"act": "ability", "ability": "awaken_yig", "area": "Asia"})
    assert t.state.units[YIG] == "Asia" and t.state.power[CC] == 1
    assert strength(t.state, CC, GC, [YIG]) == 2


def test_snakebite_a_killed_cultist_of_yigs_holder_gives_the_enemy_one_more_kill(table):
    """Complex Battle Example 5: the poisonous Acolyte's Kill adds a Kill to the enemy's results,
    which the enemy assigns; the Pains left find no unit."""
    t = table([GC, CC, YS], cards={"yig": CC}, figures={"Asia": [("yig", "yig", 1)]}, first=CC,
              power={GC: 3, CC: 3, YS: 3}, dice=[6, 4, 4, 6, 1, 1],
              units={"Asia": [(CC, "acolyte", 1), (CC, "flying_polyp", 1), (GC, "acolyte", 1),
                              (GC, "starspawn", 1)]})
    t.play(CC, {"act": "battle", "area": "Asia", "enemy": GC})
    _assign(t, CC, "cc.acolyte.1")
    _assign(t, GC, "gc.starspawn.1")
    _play_until(t, None)
    assert types_of(t.events, ev.BattleHitsAdded) == [ev.BattleHitsAdded(CC, "kill", 1)]  # Snakebite
    assert t.units_at("Asia", GC) == [] and t.state.units["gc.starspawn.1"] == "pool"
    assert t.state.units["gc.acolyte.1"] == "pool"


def test_battle_example_9_snakebites_kill_on_keziah_mason_sets_off_daemon_heroine(table):
    """Complex Battle Example 9, without the Tcho-Tcho's own abilities: both sides roll one Kill; the
    poisonous Acolyte's Kill adds one to Opener of the Way's results, which Joey puts on Keziah
    Mason, whose Daemon Heroine adds 2 Kills against Yig's side."""
    t = table([CC, OW, YS], cards={"yig": CC, "keziah_mason": OW}, first=CC, power={CC: 3, OW: 3, YS: 3},
              figures={"Europe": [("yig", "yig", 1), ("keziah_mason", "keziah_mason", 1)]},
              units={"Europe": [(CC, "acolyte", 1), (OW, "abomination", 2)]}, dice=[6, 1, 6, 1, 1, 1, 1, 1])
    t.play(CC, {"act": "battle", "area": "Europe", "enemy": OW})
    _assign(t, CC, "cc.acolyte.1")
    _assign(t, OW, "ow.abomination.1")
    assert ev.BattleHitsAdded(CC, "kill", 1) in t.events  # Snakebite
    _assign(t, OW, "hpkm.keziah_mason.1")
    _play_until(t, None)
    assert ev.BattleHitsAdded(OW, "kill", 2) in t.events  # Daemon Heroine
    killed = {e.unit for e in types_of(t.events, ev.UnitKilled)}
    assert {"hpkm.keziah_mason.1", "cc.acolyte.1", YIG} <= killed
    assert len([u for u in killed if u.startswith("ow.abomination.")]) == 1
    assert ev.LoyaltyCardReturned(CC, "yig") in t.events


def test_snakebite_adds_exactly_one_kill_however_many_cultists_are_bitten(table):
    t = table([GC, CC, YS], cards={"yig": CC}, figures={"Asia": [("yig", "yig", 1)]}, first=CC,
              power={GC: 3, CC: 3, YS: 3}, dice=[1, 1, 6, 6, 1],
              units={"Asia": [(CC, "acolyte", 2), (GC, "starspawn", 1), (GC, "deep_one", 2)]})
    t.play(CC, {"act": "battle", "area": "Asia", "enemy": GC})
    _play_until(t, None)
    killed = [e for e in t.events if isinstance(e, ev.UnitKilled)]
    assert sorted(e.unit for e in killed if e.unit.startswith("cc.")) == ["cc.acolyte.1", "cc.acolyte.2"]
    assert len([e for e in killed if e.unit.startswith("gc.")]) == 1


def test_snakebite_needs_yig_in_play(table):
    t = table([GC, CC, YS], cards={"yig": CC}, first=CC, power={GC: 3, CC: 3, YS: 3}, dice=[6, 6, 6, 1],
              units={"Asia": [(CC, "acolyte", 1), (CC, "hunting_horror", 1), (GC, "starspawn", 1),
                              (GC, "deep_one", 1)]})
    t.state = t.state.derive(units={**t.state.units, YIG: "Africa"})
    t.play(CC, {"act": "battle", "area": "Asia", "enemy": GC})
    t.state = t.state.derive(units={**t.state.units, YIG: "pool"})  # Yig gone before the Kills
    _play_until(t, None)
    assert not [e for e in t.events if isinstance(e, ev.BattleHitsAdded)]


def test_yigs_spellbook_is_earned_by_removing_a_controlled_gate_whose_cultist_stays(table):
    """FAQ EN 5309-5311: a removal of its own, counted for Yig's Spellbook alone."""
    t = table([GC, CC, YS], cards={"yig": CC}, figures={"Asia": [("yig", "yig", 1)]}, first=CC,
              power={GC: 3, CC: 3, YS: 3}, gates={"Europe": CC}, units={"Europe": [(CC, "acolyte", 1)]})
    new = t.play(CC, {"act": "ability", "ability": "yig_remove_gate", "area": "Europe"})
    assert GateRemoved(CC, "Europe", "yig_remove_gate") in new and ev.CardSpellbookEarned(CC, "yig") in new
    assert "Europe" not in t.state.gates and t.state.units["cc.acolyte.1"] == "Europe"
    assert t.state.loyalty["yig"]["book"] and _ability(t, CC, "yig_remove_gate") == []


def test_messenger_of_yig_each_enemy_gives_1_power_or_yigs_holder_gains_1_doom(table):
    t = table([GC, CC, YS], cards={"yig": (CC, True)}, figures={"Asia": [("yig", "yig", 1)]},
              power={GC: 1}, units={"Europe": [(GC, "acolyte", 1)]})
    t.play(GC, t.options(GC)[0])  # Great Cthulhu's last Power: the Action Phase ends
    _play_on(t, lambda: t.waiting()[1] == "messenger_of_yig")
    asked = []
    while t.waiting()[1] == "messenger_of_yig":
        seat = t.waiting()[0]
        asked.append(seat)
        give = {"act": "answer", "ability": "messenger_of_yig_answer", "give": True}
        refuse = {**give, "give": False}
        t.play(seat, give if seat == YS and give in t.options(seat) else refuse)
    assert asked == [YS, GC]
    gave = [e for e in t.events if isinstance(e, ev.PowerChanged) and e.reason == "messenger_of_yig"]
    doom = [e for e in t.events if isinstance(e, ev.DoomGained) and e.reason == "messenger_of_yig"]
    assert [(e.faction, e.amount) for e in gave] == [(YS, -1), (CC, 1)]
    assert [(e.faction, e.amount) for e in doom] == [(CC, 1)]


def test_an_independents_death_returns_its_card_and_its_spellbook_falls_off(table):
    """Master rulebook, Independent Great Old Ones, Death."""
    t = table([GC, CC, YS], cards={"yig": (CC, True)}, figures={"Asia": [("yig", "yig", 1)]}, first=GC,
              power={GC: 3, CC: 3, YS: 3}, dice=[6, 6, 6, 1, 1], units={"Asia": [(GC, "starspawn", 1)]})
    t.play(GC, {"act": "battle", "area": "Asia", "enemy": CC})
    _play_until(t, None)
    assert ev.LoyaltyCardReturned(CC, "yig") in t.events
    assert t.state.loyalty["yig"] == {"owner": None, "book": False} and t.state.units[YIG] == "out_of_play"
    assert _ability(t, GC, "awaken_yig") == [] and "awaken_yig" in {
        a.name for a in rules.engine.holdings.abilities_of(t.state, GC)}


# -- Abhoth and his Filth ----------------------------------------------------------------------

def _filth_table(table, **kw):
    kw.setdefault("power", {GC: 3, CC: 3, YS: 3})
    kw.setdefault("figures", {"Asia": [("abhoth", "abhoth", 1)]})
    return table([GC, CC, YS], cards={"abhoth": GC}, **kw)


def test_filth_puts_a_filth_token_in_any_area_for_1_power_and_abhoth_fights_with_their_number(table):
    t = _filth_table(table, units={"Europe": [(CC, "acolyte", 1)]})
    areas = {o["area"] for o in _ability(t, GC, "filth")}
    assert areas == set(t.state.map.areas)
    assert strength(t.state, GC, CC, [ABHOTH]) == 0
    new = t.play(GC, {"act": "ability", "ability": "filth", "area": "Europe"})
    assert ev.UnitPlaced("abh.filth.1", "pool", "Europe", "filth") in new and t.state.power[GC] == 2
    assert t.state.table["abh.filth.1"].faction == GC
    assert strength(t.state, GC, CC, [ABHOTH]) == 1


def test_filth_put_in_the_ice_age_area_costs_1_power_more(table):
    """Master rulebook, FAQ, Windwalker, Ice Age (EN 5377): an Action that acts on the Area pays 1 more."""
    t = table([GC, WW, YS], cards={"abhoth": GC}, figures={"Asia": [("abhoth", "abhoth", 1)]},
              spellbooks={WW: 6}, power={GC: 3, WW: 3, YS: 3}, units={"Africa": [(WW, "acolyte", 1)]})
    t.state = t.state.derive(faction_data={**t.state.faction_data, WW: {"ice_age": "Europe"}})
    t.play(GC, {"act": "ability", "ability": "filth", "area": "Europe"})
    assert t.state.power[GC] == 1 and t.state.units["abh.filth.1"] == "Europe"


def test_a_filth_token_is_a_monster_of_combat_0_that_never_moves(table):
    t = _filth_table(table, figures={"Asia": [("abhoth", "abhoth", 1)], "Europe": [("abhoth", "filth", 2)]},
                     units={"Europe": [(GC, "acolyte", 1)]})
    assert not [o for o in t.options(GC, "move") if o["unit"].startswith("abh.filth.")]
    assert {o["unit"] for o in t.options(GC, "move")} == {ABHOTH, "gc.acolyte.1"}
    spec = t.state.table["abh.filth.1"].spec
    assert (spec.monster, spec.combat, spec.summoned) == (True, 0, False)
    assert not [o for o in t.options(GC, "summon") if o["unit_type"] == "filth"]


def test_filth_tokens_are_killed_like_monsters_and_go_back_to_the_holders_pool(table):
    t = _filth_table(table, figures={"Asia": [("abhoth", "abhoth", 1)], "Europe": [("abhoth", "filth", 1)]},
                     first=CC, dice=[6, 1], units={"Europe": [(CC, "hunting_horror", 1)]})
    t.play(CC, {"act": "battle", "area": "Europe", "enemy": GC})
    _play_until(t, None)
    assert ev.UnitKilled("abh.filth.1", "Europe") in t.events and t.state.units["abh.filth.1"] == "pool"
    assert t.state.loyalty["abhoth"]["owner"] == GC  # a Filth token never keeps or loses the card


def test_abhoth_has_12_filth_tokens_or_6_under_the_ruleset_option(table):
    """The German rulebook and EN 4026 count 12 Filth tokens, the English Pack 1 list (EN 3143) 6."""
    full = {"Europe": [("abhoth", "filth", 12)], "Asia": [("abhoth", "abhoth", 1)]}
    t = _filth_table(table, figures={"Asia": [("abhoth", "abhoth", 1)], "Europe": [("abhoth", "filth", 11)]})
    assert FILTH_TOKENS.default == 12 and _ability(t, GC, "filth")
    assert _ability(_filth_table(table, figures=full), GC, "filth") == []
    six = {"Asia": [("abhoth", "abhoth", 1)], "Europe": [("abhoth", "filth", 6)]}
    assert _ability(_filth_table(table, figures=six, ruleset={"abhoth_filth_tokens": 6}), GC, "filth") == []


def test_abhoths_spellbook_is_earned_with_8_monsters_in_play_filth_counting(table):
    seven = {"Asia": [("abhoth", "abhoth", 1)], "Europe": [("abhoth", "filth", 7)]}
    t = _filth_table(table, figures=seven, units={"Africa": [(CC, "acolyte", 1)]})
    assert not t.state.loyalty["abhoth"]["book"]
    t.play(GC, {"act": "ability", "ability": "filth", "area": "Europe"})
    assert t.state.loyalty["abhoth"]["book"]


def test_abhoths_spellbook_is_earned_with_4_types_of_monster_filth_counting(table):
    t = _filth_table(table, figures={"Asia": [("abhoth", "abhoth", 1)], "Europe": [("abhoth", "filth", 1)]},
                     units={"Europe": [(GC, "deep_one", 1), (GC, "shoggoth", 1)], "Africa": [(CC, "acolyte", 1)]})
    assert not t.state.loyalty["abhoth"]["book"]
    t.state = t.state.derive(units={**t.state.units, "gc.starspawn.1": "Europe"})
    t.play(GC, {"act": "ability", "ability": "filth", "area": "Africa"})
    assert t.state.loyalty["abhoth"]["book"]


def test_the_brood_gates_in_areas_with_filth_give_no_doom_but_to_abhoths_holder(table):
    """The Brood: in the Doom Phase (the Doom Track's advance and a Ritual) a Gate where Filth lies
    gives its controller no Doom, unless it is Abhoth's holder."""
    filth = {"Asia": [("abhoth", "abhoth", 1)], "Europe": [("abhoth", "filth", 1)], "Africa": [("abhoth", "filth", 1)]}
    t = table([GC, CC, YS], cards={"abhoth": (GC, True)}, figures=filth, power={GC: 1, CC: 0, YS: 0},
              gates={"Europe": CC, "Asia": CC, "Africa": GC},
              units={"Europe": [(CC, "acolyte", 1)], "Asia": [(CC, "acolyte", 1)], "Africa": [(GC, "acolyte", 1)]})
    t.play(GC, {"act": "recruit", "unit_type": "acolyte", "area": "Africa"})  # the Action Phase ends
    _play_on(t, lambda: t.state.phase == "doom")
    [advanced] = types_of(t.events, ev.DoomTrackAdvanced)
    assert advanced.doom == {GC: 1, CC: 1}  # Crawling Chaos's Gate in Europe gives nothing
    t.state = t.state.derive(power={**t.state.power, CC: 10})
    while t.waiting() != (CC, "ritual"):
        t.play(t.waiting()[0], {"act": "end_ritual_turn"})
    new = t.play(CC, {"act": "ritual"})
    assert [e.doom for e in types_of(new, ev.RitualPerformed)] == [1]


def test_when_abhoth_dies_his_filth_stays_on_the_map_no_ones_until_he_awakens_again(table):
    """Master rulebook, Independent Great Old Ones, Death (tokens on the map remain); FAQ EN 5169-5171:
    once Abhoth is back in play his Filth may be targeted again."""
    t = _filth_table(table, figures={"Asia": [("abhoth", "abhoth", 1)], "Europe": [("abhoth", "filth", 2)]},
                     first=CC, dice=[6, 1, 1, 1], power={GC: 5, CC: 3, YS: 3}, gates={"Asia": GC},
                     units={"Asia": [(CC, "hunting_horror", 1), (GC, "acolyte", 2)]})
    t.play(CC, {"act": "battle", "area": "Asia", "enemy": GC})
    _assign(t, GC, ABHOTH)
    _play_until(t, None)
    assert ev.LoyaltyCardReturned(GC, "abhoth") in t.events and t.state.units[ABHOTH] == "out_of_play"
    assert (GC, 2) not in t.state.met  # Abhoth died Great Cthulhu's: no enemy unit Killed
    assert t.units_at("Europe") == ["abh.filth.1", "abh.filth.2"]
    assert t.state.table["abh.filth.1"].faction is None and t.units_at("Europe", GC) == []
    assert [u for u in t.state.units if u.startswith("abh.filth.") and t.state.units[u] == "pool"] == []
    # Great Cthulhu's next turn, with Cthulhu at its Gate
    t.state = t.state.derive(units={**t.state.units, "gc.cthulhu.1": "Asia"}, turn=Turn.began(GC))
    t.play(GC, {"act": "ability", "ability": "awaken_abhoth", "area": "Asia"})
    assert t.units_at("Europe", GC) == ["abh.filth.1", "abh.filth.2"]
    assert strength(t.state, GC, CC, [ABHOTH]) == 2


def test_an_ownerless_filth_killed_with_abhoth_in_one_battle_raises_nothing(table):
    t = _filth_table(table, figures={"Asia": [("abhoth", "abhoth", 1), ("abhoth", "filth", 1)]},
                     first=CC, dice=[6, 6, 1], units={"Asia": [(CC, "hunting_horror", 1)]})
    t.play(CC, {"act": "battle", "area": "Asia", "enemy": GC})
    _play_until(t, None)
    assert {e.unit for e in types_of(t.events, ev.UnitKilled)} == {ABHOTH, "abh.filth.1"}
    assert t.state.loyalty["abhoth"]["owner"] is None


# -- Cthugha -----------------------------------------------------------------------------------

def test_cthugha_awakens_in_place_of_cthulhu_and_gains_the_difference_from_6(table):
    """FAQ EN 5687-5689: 6 less the replaced Great Old One's cost (Cthulhu, 10); below 0, gain it."""
    t = table([GC, CC, YS], cards={"cthugha": None}, power={GC: 1, CC: 3, YS: 3}, gates={"Europe": GC},
              units={"Europe": [(GC, "acolyte", 1), (GC, "cthulhu", 1)], "Asia": [(CC, "acolyte", 1)]})
    [awaken] = _ability(t, GC, "awaken_cthugha")
    assert awaken == {"act": "ability", "ability": "awaken_cthugha", "unit": "gc.cthulhu.1"}
    new = t.play(GC, awaken)
    assert ev.UnitEliminated("gc.cthulhu.1", "Europe", "awaken_cthugha") in new
    assert ev.GreatOldOneAwakened(GC, CTHUGHA, "Europe", 0) in new
    assert t.state.units["gc.cthulhu.1"] == "pool" and t.state.units[CTHUGHA] == "Europe"
    assert t.state.power[GC] == 1 + 4 and t.state.loyalty["cthugha"]["owner"] == GC


def test_cthugha_with_lavinia_whateley_in_place_of_hastur_gains_7_power(table):
    """FAQ EN 5687-5689: Lavinia Whateley takes 3 from Cthugha's own 6, then Hastur's 10 is taken:
    -7, so Yellow Sign gains 7 Power."""
    t = table([YS, CC, GC], cards={"cthugha": None, "lavinia_whateley": YS}, power={YS: 1, CC: 3, GC: 3},
              figures={"Europe": [("lavinia_whateley", "lavinia_whateley", 1)]}, gates={"Europe": YS},
              units={"Europe": [(YS, "acolyte", 1), (YS, "hastur", 1)], "Asia": [(CC, "acolyte", 1)]})
    t.play(YS, {"act": "ability", "ability": "the_bride"})
    new = t.play(YS, {"act": "ability", "ability": "awaken_cthugha", "unit": "ys.hastur.1"})
    assert ev.PowerChanged(YS, 7, "awaken_cthugha") in new and t.state.power[YS] == 1 + 7
    assert t.state.units[CTHUGHA] == "Europe" and t.state.units["ys.hastur.1"] == "pool"


def test_cthugha_awakening_in_place_of_an_independent_pays_6_less_its_cost_and_returns_its_card(table):
    t = table([GC, CC, YS], cards={"cthugha": None, "yig": GC}, power={GC: 3, CC: 3, YS: 3}, gates={"Europe": GC},
              figures={"Europe": [("yig", "yig", 1)]}, units={"Europe": [(GC, "acolyte", 1)],
                                                            "Asia": [(CC, "acolyte", 1)]})
    t.play(GC, {"act": "ability", "ability": "awaken_cthugha", "unit": YIG})
    assert t.state.power[GC] == 1 and t.state.units[CTHUGHA] == "Europe"
    assert ev.LoyaltyCardReturned(GC, "yig") in t.events and t.state.loyalty["yig"]["owner"] is None


def test_cthugha_awakens_only_where_his_holder_can_pay(table):
    t = table([GC, CC, YS], cards={"cthugha": None, "yig": GC}, power={GC: 1}, gates={"Europe": GC},
              figures={"Europe": [("yig", "yig", 1)]}, units={"Europe": [(GC, "acolyte", 1)]})
    assert _ability(t, GC, "awaken_cthugha") == []


def test_cthughas_combat_is_that_of_an_enemy_great_old_one_in_the_battle_else_0(table):
    t = table([GC, WW, YS], cards={"cthugha": GC}, figures={"Europe": [("cthugha", "cthugha", 1)]},
              units={"Europe": [(WW, "rhan_tegoth", 1), (WW, "gnoph_keh", 1)], "Asia": [(YS, "undead", 2)]})
    assert strength(t.state, GC, WW, [CTHUGHA]) == 3  # Rhan Tegoth's
    alone = t.state.derive(units={**t.state.units, CTHUGHA: "Asia"})
    assert strength(alone, GC, YS, [CTHUGHA]) == 0


def test_cthugha_rolls_no_dice_against_an_elder_god(table):
    """FAQ EN 5611-5613: Cthugha copies no Elder God's Combat and rolls no dice facing one (an Elder
    God of a card made for this test, beside Rhan Tegoth)."""
    from rules.engine.content import CardKind, LoyaltyCard, UnitKind, UnitSpec
    from rules.engine.registry import register_card, unregister_card

    god = LoyaltyCard("test_elder_god", "Test Elder God", CardKind.INDEPENDENT, "teg",
                      (UnitSpec("elder_god", UnitKind.ELDER_GOD, 1, 4, 4),), 4, "4")
    register_card(god)
    try:
        t = table([GC, WW, YS], cards={"cthugha": GC, "test_elder_god": WW},
                  figures={"Europe": [("cthugha", "cthugha", 1), ("test_elder_god", "elder_god", 1)]},
                  units={"Europe": [(WW, "rhan_tegoth", 1)], "Asia": [(YS, "acolyte", 1)]})
        assert strength(t.state, GC, WW, [CTHUGHA]) == 0
        gone = t.state.derive(units={**t.state.units, "teg.elder_god.1": "Africa"})
        assert strength(gone, GC, WW, [CTHUGHA]) == 3
    finally:
        unregister_card(god.name)


def _cthugha_battle(table, dice, *, power=None, book=False, enemy_units=None):
    """Great Cthulhu, holding Cthugha, attacks Windwalker's Rhan Tegoth in Europe."""
    units = {"Europe": enemy_units or [(WW, "rhan_tegoth", 1)], "Asia": [(YS, "acolyte", 1)]}
    t = table([GC, WW, YS], cards={"cthugha": (GC, book)}, figures={"Europe": [("cthugha", "cthugha", 1)]},
              first=GC, dice=dice, power=power or {GC: 3, WW: 0, YS: 3}, units=units)
    t.play(GC, {"act": "battle", "area": "Europe", "enemy": WW})
    return t


def test_fire_vampires_spares_a_killed_enemy_unit_as_a_pain_for_1_power(table):
    t = _cthugha_battle(table, [6, 1, 1, 1, 1, 1], enemy_units=[(WW, "rhan_tegoth", 1)])
    spare = _play_until(t, (GC, "fire_vampires_spare"))
    assert spare == {"act": "answer", "ability": "fire_vampires_spare", "unit": "ww.rhan_tegoth.1"}
    new = t.play(GC, spare)
    assert ev.ResultsReplaced("ww.rhan_tegoth.1", ("pain",), GC) in new
    assert t.state.power[GC] == 3 - 1 + 1
    _play_until(t, None)
    assert t.state.units["ww.rhan_tegoth.1"] in t.state.map.adjacency["Europe"]  # Pained away, alive
    assert not t.state.loyalty["cthugha"]["book"]  # spared: no enemy Great Old One Killed


def test_fire_vampires_spares_no_unit_eternal_already_saved(table):
    """FAQ EN 5607-5609: if Windwalker removes the Kill from Rhan Tegoth with Eternal, Cthugha cannot
    spare him too."""
    t = _cthugha_battle(table, [6, 1, 1, 1, 1, 1], power={GC: 3, WW: 2, YS: 3})
    t.play(WW, _play_until(t, (WW, "eternal")))
    assert _play_until(t, (GC, "fire_vampires_spare")) is None
    assert t.state.units["ww.rhan_tegoth.1"] == "Europe" and t.state.power[GC] == 2


def test_cthughas_spellbook_is_earned_by_killing_an_enemy_great_old_one_in_battle(table):
    t = _cthugha_battle(table, [6, 1, 1, 1, 1, 1])
    t.play(GC, {"act": "answer", "ability": "fire_vampires_spare", "unit": None})
    _play_until(t, None)
    assert t.state.units["ww.rhan_tegoth.1"] == "pool" and t.state.loyalty["cthugha"]["book"]


def test_firestorm_each_spared_unit_also_gives_an_elder_sign(table):
    t = _cthugha_battle(table, [6, 6, 1, 1, 1, 1, 1, 1], book=True,
                        enemy_units=[(WW, "rhan_tegoth", 1), (WW, "gnoph_keh", 1)])
    for _ in range(2):
        spare = _play_until(t, (GC, "fire_vampires_spare"))
        t.play(GC, spare)
    assert len(t.state.elder_signs[GC]) == 2 and t.state.power[GC] == 3 - 1 + 2
    _play_until(t, None)
    assert t.units_at("Europe", WW) == []


def test_complex_battle_example_4_fire_vampires_does_not_undo_a_berserkergang_set_off_by_the_kill(table):
    """Complex Battle Example 4: Black Goat, with Cthugha and two Acolytes with Frenzy, attacks two
    Gnoph-Keh; each side rolls 1 Kill. The Kill on a Gnoph-Keh sets off Berserkergang, Eliminating the
    other Acolyte; sparing that Gnoph-Keh with Fire Vampires (1 Power) undoes neither."""
    t = table([BG, WW, YS], cards={"cthugha": BG}, figures={"Europe": [("cthugha", "cthugha", 1)]}, first=BG,
              spellbooks={BG: 2, WW: 2}, power={BG: 3, WW: 3, YS: 3}, dice=[6, 1, 6, 1, 1, 1, 1, 1],
              units={"Europe": [(BG, "acolyte", 2), (WW, "gnoph_keh", 2)], "Asia": [(YS, "acolyte", 1)]})
    t.play(BG, {"act": "battle", "area": "Europe", "enemy": WW})
    _assign(t, BG, "bg.acolyte.1")
    spare = _play_until(t, (BG, "fire_vampires_spare"))
    assert spare["unit"].startswith("ww.gnoph_keh.")
    t.play(BG, spare)
    _play_until(t, None)
    assert t.state.units["bg.acolyte.1"] == "pool" and t.state.units["bg.acolyte.2"] == "pool"
    assert ev.UnitEliminated("bg.acolyte.2", "Europe", "berserkergang") in t.events
    assert len(t.units_at("Europe", WW)) == 1 and t.state.power[BG] == 3 - 1 + 1
    assert not [e for e in t.events if isinstance(e, ev.UnitKilled) and e.unit.startswith("ww.")]


# -- random play ---------------------------------------------------------------------------------

def test_random_games_with_every_card_of_the_pack_in_the_supply_play_to_the_end():
    """Seeded games of 3 to 5 seats, each choice a random legal one: nothing raises, someone always
    has a choice until the end, and folding the log gives the same state."""
    for game in range(8):
        players = 3 + game % 3
        events = rules.new_game({"seats": seats_for(players, game), "loyalty_cards": PACK},
                                game_seed("pack1", game))
        state = rules.replay(events)
        bot = KindBot(f"pack1:{game}")
        while state.phase != "ended":
            assert len(events) < 20_000
            seat = rules.pending(state)[0]["seat"]
            new, state = rules.decide_and_apply(state, seat, bot.choose(state, seat))
            events += new
        assert rules.replay(events) == state
