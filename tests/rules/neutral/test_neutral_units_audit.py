"""The faction abilities that count, move, Summon, Kill or protect Monsters or units, against the
neutral classes (master rulebook, FAQ, Neutral Monsters and Terrors, EN 5473-5550): a Neutral
Monster a faction holds is one of its Monsters (the Gug here), a Terror is one of its units but no
Monster (The Ancients' Yothan: UnitKind.TERROR)."""
from __future__ import annotations

from rules.engine import events as ev
from rules.engine.content import UnitKind

CC, BG, GC, YS, SL, AN, WW = ("crawling_chaos", "black_goat", "great_cthulhu", "yellow_sign", "sleeper",
                              "ancients", "windwalker")
GUG = "gug.gug.1"


def _game(table, factions, books=None, **kw):
    """A sandbox table with named Spellbooks ({faction: [names]}) on the first slots."""
    extra = dict(kw.pop("extra", {}))
    extra.setdefault("faction_data", {f: {} for f in factions})
    if books is not None:
        extra["spellbooks"] = {f: [[i, b] for i, b in enumerate(books.get(f, ()))] for f in factions}
    return table(factions, extra=extra, **kw)


def _gug_in(area, holder):
    return {"cards": {"gug": holder}, "figures": {area: [("gug", "gug", 1)]}}


def _abilities(t, seat, name, act="ability"):
    return [o for o in t.options(seat, act) if o.get("ability") == name]


def test_the_yothan_is_a_terror_and_no_monster():
    from rules.engine.registry import get

    spec = get(AN).unit("yothan")
    assert spec.kind is UnitKind.TERROR and not spec.monster and spec.protection is not None


# -- Summoning and placing ---------------------------------------------------------------------

def test_black_goat_summons_a_neutral_monster_in_the_same_fertility_cult_action(table):
    """FAQ EN 5479-5481: she may Summon any number of Monsters at once, as long as they are hers."""
    t = _game(table, [BG, GC, CC], cards={"gug": BG}, units={"Africa": [(BG, "acolyte", 1)]},
              gates={"Africa": BG}, power={BG: 5})
    assert "gug" in {o["unit_type"] for o in _abilities(t, BG, "fertility_cult")}
    t.play(BG, {"act": "ability", "ability": "fertility_cult", "unit_type": "ghoul", "area": "Africa"})
    t.play(BG, {"act": "answer", "ability": "fertility_cult_more", "unit_type": "gug", "area": "Africa"})
    assert t.state.units[GUG] == "Africa" and t.state.power[BG] == 3


def test_a_satyr_summoned_by_fertility_cult_brings_an_acolyte_as_any_summon_does(table):
    """Fecund answers every Summon, Fertility Cult's too: the Satyr's Acolyte comes with it."""
    t = _game(table, [BG, GC, CC], cards={"satyr": BG}, units={"Africa": [(BG, "acolyte", 1)]},
              gates={"Africa": BG}, power={BG: 5})
    t.play(BG, {"act": "ability", "ability": "fertility_cult", "unit_type": "satyr", "area": "Africa"})
    assert t.state.units["satyr.satyr.1"] == "Africa"
    assert sum(1 for u, w in t.state.units.items() if w == "Africa" and u.startswith("bg.acolyte.")) == 2


def test_a_dimensional_shambler_summoned_by_fertility_cult_waits_on_her_faction_card(table):
    """Walk Between Worlds: however Summoned, a Shambler goes onto its holder's card first."""
    t = _game(table, [BG, GC, CC], cards={"dimensional_shambler": BG}, units={"Africa": [(BG, "acolyte", 1)]},
              gates={"Africa": BG}, power={BG: 5})
    t.play(BG, {"act": "ability", "ability": "fertility_cult", "unit_type": "dimensional_shambler",
                "area": "Africa"})
    shambler = f"{_short('dimensional_shambler')}.dimensional_shambler.1"
    assert t.state.units[shambler] == "off_map:card:" + BG


def _short(name):
    from rules.engine.registry import card

    return card(name).short


def test_a_desecration_may_place_a_neutral_monster_costing_2_or_less(table):
    """FAQ EN 5483-5485: Yellow Sign may place Neutral Monsters costing 2 or less by Desecration."""
    t = _game(table, [YS, GC, CC], cards={"gug": YS}, units={"Africa": [(YS, "king_in_yellow", 1)]},
              power={YS: 2}, dice=[6])
    t.play(YS, {"act": "ability", "ability": "desecrate"})
    assert GUG in {o["unit"] for o in _abilities(t, YS, "desecrate_place", "answer")}
    t.play(YS, {"act": "answer", "ability": "desecrate_place", "unit": GUG})
    assert t.state.units[GUG] == "Africa"


def test_death_from_below_counts_a_neutral_monster_among_the_cheapest(table):
    """FAQ EN 5465 (Ghasts): Death from Below brings a Neutral Monster as any of Sleeper's."""
    t = _game(table, [SL, GC, CC], cards={"gug": SL}, units={"Asia": [(SL, "acolyte", 1)]}, power={SL: 5},
              phase="first_player", first=SL, extra={"round": 2})
    t.play(SL, {"act": "direction", "direction": "clockwise"})
    assert {o["unit_type"] for o in _abilities(t, SL, "death_from_below")} == {"wizard", "gug"}


def test_the_ancients_free_summon_offers_an_enemys_neutral_monster(table):
    """The Ancients' requirement 5: every enemy Summons its cheapest Monster; a Gug (cost 1) ties
    with a Deep One."""
    t = _game(table, [AN, GC, CC], cards={"gug": GC}, units={"Asia": [(AN, "acolyte", 1)],
                                                            "Europe": [(GC, "acolyte", 1)]},
              gates={"Europe": GC}, power={AN: 2, GC: 1, CC: 1})
    t.play(AN, {"act": "requirement", "slot": 4})
    if t.options(AN, "place_spellbook"):
        t.play(AN, t.options(AN, "place_spellbook")[0])
    assert {o["unit"].split(".")[1] for o in _abilities(t, GC, "free_summon", "answer")} == {"deep_one", "gug"}


def test_a_neutral_monster_is_summoned_at_yog_sothoth_as_opener_of_the_ways_own(table):
    """FAQ, The Key and the Gate: as a Gate, Yog-Sothoth can always have Monsters Summoned into his
    Area; a Neutral Monster Opener of the Way holds is one of them."""
    ow = "opener_of_the_way"
    t = _game(table, [ow, GC, CC], cards={"gug": ow}, units={"Asia": [(ow, "yog_sothoth", 1)]},
              power={ow: 1, GC: 1, CC: 1})
    t.play(ow, {"act": "ability", "ability": "summon_through", "unit_type": "gug", "area": "Asia"})
    assert t.state.units[GUG] == "Asia" and t.state.power[ow] == 0


# -- Battle abilities that take Monsters --------------------------------------------------------

def test_devour_may_take_a_neutral_monster_but_never_a_terror(table):
    """Devour: the enemy gives up one of its Monsters or Cultists in the Battle."""
    t = _game(table, [GC, CC], units={"Asia": [(GC, "cthulhu", 1), (CC, "acolyte", 1)]},
              power={GC: 2, CC: 1}, dice=[1] * 20, **_gug_in("Asia", CC))
    t.play(GC, {"act": "battle", "area": "Asia", "enemy": CC})
    t.play(GC, {"act": "ability", "ability": "devour"})
    assert {o["unit"] for o in t.options(CC, "answer")} == {"cc.acolyte.1", GUG}
    t = _game(table, [GC, AN], units={"Asia": [(GC, "cthulhu", 1), (AN, "acolyte", 1), (AN, "yothan", 1)]},
              power={GC: 2, AN: 1}, dice=[1] * 20)
    t.play(GC, {"act": "battle", "area": "Asia", "enemy": AN})
    new = t.play(GC, {"act": "ability", "ability": "devour"})  # the Acolyte is all it may give up
    assert ev.UnitEliminated("an.acolyte.1", "Asia", "devour") in new and t.state.units["an.yothan.1"] == "Asia"


def test_abduct_may_take_a_neutral_monster(table):
    t = _game(table, [CC, GC, BG], units={"Asia": [(CC, "nightgaunt", 1), (CC, "hunting_horror", 1),
                                                  (GC, "acolyte", 1)]},
              power={CC: 2}, books={CC: ["Abduct"]}, dice=[1] * 10, **_gug_in("Asia", GC))
    t.play(CC, {"act": "battle", "area": "Asia", "enemy": GC})
    t.play(CC, {"act": "ability", "ability": "abduct", "unit": "cc.nightgaunt.1"})
    assert {o["unit"] for o in t.options(GC, "answer")} == {"gc.acolyte.1", GUG}


def test_invisibility_may_exempt_a_neutral_monster(table):
    t = _game(table, [CC, GC, BG], units={"Asia": [(CC, "flying_polyp", 1), (GC, "deep_one", 1)]},
              power={CC: 2}, books={CC: ["Invisibility"]}, dice=[1] * 10, **_gug_in("Asia", GC))
    t.play(CC, {"act": "battle", "area": "Asia", "enemy": GC})
    assert GUG in {o["unit"] for o in _abilities(t, CC, "invisibility")}
    new = t.play(CC, {"act": "ability", "ability": "invisibility", "unit": GUG})
    assert ev.UnitsExempted((GUG,)) in new


def test_absorb_may_eat_a_neutral_monster_of_great_cthulhus(table):
    t = _game(table, [GC, CC], units={"Asia": [(GC, "shoggoth", 1), (CC, "acolyte", 1)]},
              power={GC: 2, CC: 1}, books={GC: ["Absorb"]}, dice=[1] * 20, **_gug_in("Asia", GC))
    t.play(GC, {"act": "battle", "area": "Asia", "enemy": CC})
    assert GUG in {o["unit"] for o in _abilities(t, GC, "absorb")}


def test_avatar_may_swap_with_a_neutral_monster(table):
    t = _game(table, [BG, GC, CC], units={"Africa": [(BG, "shub_niggurath", 1)]}, power={BG: 2},
              **_gug_in("Asia", GC))
    assert {"act": "ability", "ability": "avatar", "area": "Asia", "owner": GC} in t.options(BG, "ability")


def test_berserkergang_may_take_a_neutral_monster(table):
    t = _game(table, [WW, GC, CC], units={"Asia": [(WW, "gnoph_keh", 1), (GC, "acolyte", 1)]},
              books={WW: ["Howl", "Berserkergang"]}, dice=[6, 1, 1, 1, 1, 1, 1], first=GC,
              power={WW: 2, GC: 2, CC: 1}, **_gug_in("Asia", GC))
    t.play(GC, {"act": "battle", "area": "Asia", "enemy": WW})
    while t.waiting()[1] != "berserkergang":
        seat = t.waiting()[0]
        opts = [o for o in t.options(seat) if o["act"] != "standing_answer"]
        t.play(seat, next((o for o in opts if o["act"] == "window_pass"), opts[0]))
    assert GUG in {o["unit"] for o in t.options(GC, "answer")}


def test_shriveling_a_neutral_monster_gives_its_owner_its_summon_cost(table):
    """FAQ EN 5469-5471: a Shriveled unit is worth what it costs to Summon (a Ghast 2; a Gug 1)."""
    t = _game(table, [GC, CC], units={"Asia": [(GC, "deep_one", 1)]}, power={GC: 2, CC: 1},
              neutral_books={"Shriveling": GC}, dice=[1] * 20, **_gug_in("Asia", CC))
    t.play(GC, {"act": "battle", "area": "Asia", "enemy": CC})
    t.play(GC, {"act": "ability", "ability": "shriveling", "unit": GUG})
    assert t.state.units[GUG] == "pool" and t.state.power[CC] == 2


# -- Capture and protection --------------------------------------------------------------------

def test_capture_monster_takes_a_neutral_monster(table):
    t = _game(table, [SL, GC, CC], units={"Asia": [(SL, "tsathoggua", 1)]}, power={SL: 1, GC: 1, CC: 1},
              books={SL: ["Capture Monster"]}, **_gug_in("Asia", GC))
    t.play(SL, {"act": "ability", "ability": "capture_monster", "enemy": GC})
    assert t.state.units[GUG] == "captured:" + SL


def test_a_terror_protects_its_cultists_as_a_monster_does(table):
    t = _game(table, [CC, AN, GC], units={"Asia": [(CC, "hunting_horror", 1), (AN, "acolyte", 1), (AN, "yothan", 1)]},
              power={CC: 2, AN: 1, GC: 1})
    assert not [o for o in t.options(CC, "capture") if o["enemy"] == AN]


def test_ferox_keeps_an_enemy_neutral_monster_from_capturing(table):
    t = _game(table, [CC, WW, GC], cards={"insects_from_shaggai": CC},
              figures={"Asia": [("insects_from_shaggai", "insect", 1)]},
              units={"Asia": [(WW, "acolyte", 1)], "Europe": [(WW, "ithaqua", 1)]}, power={CC: 2, WW: 1, GC: 1},
              gates={"Asia": WW})
    assert not t.options(CC, "capture")


# -- Moving ------------------------------------------------------------------------------------

def test_flight_carries_a_neutral_monster_of_crawling_chaos_two_areas(table):
    t = _game(table, [CC, GC], power={CC: 2}, **_gug_in("Asia", CC))
    reach = {o["to"] for o in t.options(CC, "move") if o["unit"] == GUG}
    two_away = {b for a in t.state.map.adjacency["Asia"] for b in t.state.map.adjacency[a]} - {"Asia"}
    assert reach == two_away | set(t.state.map.adjacency["Asia"])
