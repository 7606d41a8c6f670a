"""Cosmic Terror against the abilities that move units (rules/neutral/terrors.py, `cosmic_terror`;
master rulebook FAQ, Terrors, EN 5543-5545; neutrals.md section 3): no ability moves an enemy's
unit, already in play, into the Cacodemon's Area unless a Great Old One of that faction goes with
it; a unit another player moves stays where it is. Avatar is exempt (tested in test_terrors.py's
neighbours); placing a figure that was never on the map (Walk Between Worlds) is no move."""
from __future__ import annotations

GC, CC, BG, YS, WW, SL, OW, AN = ("great_cthulhu", "crawling_chaos", "black_goat", "yellow_sign", "windwalker",
                                  "sleeper", "opener_of_the_way", "ancients")
CACO = "cacodemon"
EU, AS, AF, NA = "Europe", "Asia", "Africa", "North America"
ARCTIC, ATLANTIC, SP = "Arctic Ocean", "North Atlantic", "South Pacific"


def _caco(holder, area, **cards):
    """The Cacodemon, held by `holder`, standing in `area` (with any other cards and their figures)."""
    figures = cards.pop("figures", {})
    figures = {**figures, area: [*figures.get(area, ()), (CACO, CACO, 1)]}
    return {"cards": {CACO: holder, **cards}, "figures": figures}


def _game(table, factions, books=None, **kw):
    extra = dict(kw.pop("extra", {}))
    if books:
        extra["spellbooks"] = {f: [[i, n] for i, n in enumerate(books.get(f, ()))] for f in factions}
    t = table(factions, extra=extra, **kw)
    while t.waiting() and t.waiting()[1] == "spellbook":  # a Spellbook the position happens to earn
        seat = t.waiting()[0]
        t.play(seat, t.options(seat)[0])
    return t


def _abilities(t, seat, name):
    return [o for o in t.options(seat, "ability") if o["ability"] == name]


def _answers(t, seat, name):
    return [o for o in t.options(seat, "answer") if o["ability"] == name]


def _battle_until(t, wanted):
    """Pass every window and take the first answer of every other prompt until `wanted` (seat,
    ability) is offered; returns those options."""
    for _ in range(40):
        seat = t.waiting()[0]
        opts = [o for o in t.options(seat) if o["act"] != "standing_answer"]
        found = [o for o in opts if (seat, o.get("ability")) == wanted]
        if found:
            return found
        passes = [o for o in opts if o["act"] == "window_pass"]
        t.play(seat, (passes or opts)[0])
    raise AssertionError("not reached")


# -- Yellow Sign: Shriek of the Byakhee ------------------------------------------------------------

def test_shriek_of_the_byakhee_flies_no_byakhee_into_the_cacodemons_area(table):
    t = _game(table, [YS, GC, CC], units={AS: [(YS, "byakhee", 1)], AF: [(YS, "byakhee", 1)]}, power={YS: 1},
              books={YS: ["Shriek of the Byakhee"]}, **_caco(GC, NA))
    areas = {o["area"] for o in _abilities(t, YS, "shriek_of_the_byakhee")}
    assert EU in areas and NA not in areas


# -- Ancients: Dematerialization -----------------------------------------------------------------

def _ancients_ritual_turn(table, units, **kw):
    t = table([AN, GC, CC], units=units, phase="first_player", first=AN, extra={"round": 2}, power={AN: 5}, **kw)
    t.play(AN, {"act": "direction", "direction": "clockwise"})
    return t


def test_dematerialization_takes_no_units_into_the_cacodemons_area_without_a_great_old_one(table):
    t = _ancients_ritual_turn(table, {AS: [(AN, "acolyte", 2), (AN, "yothan", 1)]}, **_caco(GC, AF))
    tos = {o["to"] for o in _abilities(t, AN, "dematerialization") if o["origin"] == AS}
    assert EU in tos and AF not in tos


def test_dematerialization_with_a_great_old_one_of_the_faction_escorts_the_others_in(table):
    """The Great Old One goes first when only some units go; one already there escorts none."""
    dagon = [("father_dagon", "father_dagon", 1)]
    t = _ancients_ritual_turn(table, {AS: [(AN, "acolyte", 2)]}, **_caco(GC, AF, father_dagon=AN, figures={AS: dagon}))
    assert {"act": "ability", "ability": "dematerialization", "origin": AS, "to": AF} in t.options(AN)
    t.play(AN, {"act": "ability", "ability": "dematerialization", "origin": AS, "to": AF, "some": True})
    first = {o["unit"] for o in _answers(t, AN, "dematerialize_units")}
    assert first == {"fd.father_dagon.1", None}
    t.play(AN, {"act": "answer", "ability": "dematerialize_units", "unit": "fd.father_dagon.1"})
    assert "an.acolyte.1" in {o["unit"] for o in _answers(t, AN, "dematerialize_units")}
    t.play(AN, {"act": "answer", "ability": "dematerialize_units", "unit": "an.acolyte.1"})
    assert t.state.units["an.acolyte.1"] == AF


# -- Sleeper: Energy Nexus (Move), Cursed Slumber (return), Ancient Sorcery (return) -----------------

def test_energy_nexus_moves_no_unit_into_the_cacodemons_area(table):
    t = _game(table, [SL, GC, CC], units={AS: [(SL, "wizard", 1), (SL, "acolyte", 1), (GC, "starspawn", 1)]},
              power={SL: 2, GC: 1, CC: 1}, books={SL: ["Energy Nexus"]}, first=GC, **_caco(CC, EU))
    t.play(GC, {"act": "battle", "area": AS, "enemy": SL})
    moves = [o for o in _abilities(t, SL, "energy_nexus") if o["kind"] == "move" and o["unit"] == "sl.wizard.1"]
    assert moves and EU not in {o["to"] for o in moves}


def test_cursed_slumber_puts_its_gate_back_nowhere_its_cultist_may_not_enter(table):
    card = "off_map:" + SL
    t = _game(table, [SL, GC, CC], units={card: [(SL, "acolyte", 1)], NA: [(SL, "acolyte", 1)]},
              power={SL: 1, GC: 1, CC: 1}, books={SL: ["Cursed Slumber"]},
              extra={"faction_data": {SL: {"slumbering_gate": "sl.acolyte.1"}, GC: {}, CC: {}}}, **_caco(GC, EU))
    areas = {o["area"] for o in _abilities(t, SL, "cursed_slumber_return")}
    assert AF in areas and EU not in areas


def test_ancient_sorcery_returns_the_serpent_man_anywhere_but_the_cacodemons_area(table):
    card = "off_map:" + SL
    t = _game(table, [SL, GC, CC], units={card: [(SL, "serpent_man", 1)], AS: [(SL, "acolyte", 1)]},
              phase="first_player", first=SL, power={SL: 3}, books={SL: ["Ancient Sorcery"]},
              extra={"round": 2, "faction_data": {SL: {"sorcery": {CC: "sl.serpent_man.1"}}, GC: {}, CC: {}}},
              **_caco(GC, EU))
    t.play(SL, {"act": "direction", "direction": "clockwise"})
    areas = {o["area"] for o in _abilities(t, SL, "ancient_sorcery_return")}
    assert areas == set(t.state.map.areas) - {EU}


# -- Father Dagon: Tsunami; Mother Hydra: the Agony Sting; Byatis: God of Forgetfulness -------------

def test_tsunami_washes_no_cultist_into_the_cacodemons_ocean(table):
    cards = _caco(BG, ATLANTIC, father_dagon=GC, figures={AS: [("father_dagon", "father_dagon", 1)]})
    t = table([GC, CC, BG], power={GC: 3, CC: 1, BG: 1}, units={EU: [(CC, "acolyte", 1)]}, **cards)
    t.play(GC, {"act": "ability", "ability": "tsunami", "area": EU})  # the one ocean left is taken at once
    assert t.state.units["cc.acolyte.1"] == ARCTIC


def test_the_agony_sting_sends_no_cultist_into_the_cacodemons_area(table):
    cards = _caco(YS, EU, mother_hydra=GC, figures={AS: [("mother_hydra", "mother_hydra", 1)]})
    t = table([GC, CC, YS], power={GC: 3, CC: 3, YS: 3}, units={ATLANTIC: [(CC, "acolyte", 1)]}, **cards)
    t.play(GC, {"act": "ability", "ability": "agony_sting", "area": ATLANTIC})
    tos = {o["to"] for o in _answers(t, CC, "agony_sting_move")}
    assert tos and EU not in tos


def test_god_of_forgetfulness_draws_no_cultist_into_the_cacodemons_area_it_may_not_enter(table):
    """Black Goat's Cacodemon stands with Byatis: Crawling Chaos's Cultists stay, Black Goat's come."""
    cards = _caco(BG, EU, byatis=(GC, True), figures={EU: [("byatis", "byatis", 1)]})
    t = table([GC, CC, BG], units={AS: [(CC, "acolyte", 2), (BG, "acolyte", 1)], AF: [(CC, "acolyte", 1)]},
              power={GC: 5, CC: 5, BG: 5}, **cards)
    areas = {o["area"] for o in _abilities(t, GC, "god_of_forgetfulness")}
    assert areas == {AS}  # Africa holds only Cultists that may not come
    t.play(GC, {"act": "ability", "ability": "god_of_forgetfulness", "area": AS})
    assert t.units_at(AS) == ["cc.acolyte.1", "cc.acolyte.2"] and t.state.units["bg.acolyte.1"] == EU


# -- Windwalker: Howl ------------------------------------------------------------------------------

def test_howl_sends_no_unit_into_the_cacodemons_area(table):
    t = _game(table, [WW, GC, CC], units={AS: [(WW, "wendigo", 1), (GC, "acolyte", 1), (GC, "deep_one", 1)]},
              books={WW: ["Howl"]}, dice=[1] * 10, first=WW, power={WW: 2, GC: 2, CC: 1}, **_caco(CC, EU))
    t.play(WW, {"act": "battle", "area": AS, "enemy": GC})
    t.play(WW, _battle_until(t, (WW, "howl"))[0])
    tos = {o["to"] for o in _answers(t, GC, "howl_retreat")}
    assert tos and EU not in tos


# -- Opener of the Way: Dread Curse of Azathoth -------------------------------------------------------

def test_dread_curse_retreats_no_pained_unit_into_the_cacodemons_area(table):
    t = _game(table, [OW, GC, CC], books={OW: ["Dread Curse of Azathoth"]}, first=OW, dice=[4],
              units={NA: [(OW, "abomination", 1)], AS: [(GC, "acolyte", 1)]}, power={OW: 3, GC: 3, CC: 3},
              **_caco(CC, EU))
    t.play(OW, {"act": "ability", "ability": "dread_curse", "area": AS})
    for _ in range(5):
        if t.waiting() == (OW, "dread_curse_retreat"):
            break
        seat = t.waiting()[0]
        t.play(seat, t.options(seat, "answer")[0])
    tos = {o["to"] for o in _answers(t, OW, "dread_curse_retreat")}
    assert tos and EU not in tos


# -- Great Cthulhu: Emerge -------------------------------------------------------------------------

def test_emerging_cthulhu_escorts_the_units_that_submerged_with_him_into_the_cacodemons_area(table):
    """Coming back onto the map is entering an Area, and Cthulhu comes with them."""
    t = _game(table, [GC, CC, BG], units={SP: [(GC, "cthulhu", 1), (GC, "deep_one", 1)]}, power={GC: 2},
              books={GC: ["Submerge"]}, **_caco(CC, EU))
    t.play(GC, {"act": "ability", "ability": "submerge"})
    t.play(GC, {"act": "answer", "ability": "submerge_with", "unit": "gc.deep_one.1"})
    assert EU in {o["area"] for o in _abilities(t, GC, "emerge")}
    t.play(GC, {"act": "ability", "ability": "emerge", "area": EU})
    assert t.units_at(EU, GC) == ["gc.cthulhu.1", "gc.deep_one.1"]


# -- Hound of Tindalos: Chronotable ----------------------------------------------------------------

def test_chronotable_takes_the_hound_to_no_gate_in_the_cacodemons_area(table):
    cards = _caco(CC, AF, hound_of_tindalos=BG, figures={AS: [("hound_of_tindalos", "hound_of_tindalos", 1)]})
    t = table([BG, CC, GC], units={AS: [(BG, "acolyte", 1)], EU: [(CC, "acolyte", 1)]},
              gates={AS: BG, EU: CC, AF: None}, power={BG: 4, CC: 4, GC: 4}, first=BG, **cards)
    t.play(BG, {"act": "move", "unit": "bg.acolyte.1", "to": "Indian Ocean"})
    assert {o["area"] for o in _answers(t, BG, "chronotable")} == {EU, None}


# -- Dimensional Shambler: Walk Between Worlds places, it does not move ---------------------------------

def test_walk_between_worlds_may_place_a_shambler_in_the_cacodemons_area(table):
    from rules import replay, start_from_position, to_position
    from sandbox import SEED

    t = table([GC, CC], cards={"dimensional_shambler": GC, CACO: CC}, figures={AS: [(CACO, CACO, 1)]},
              units={SP: [(GC, "acolyte", 1)]}, gates={SP: GC}, power={GC: 4, CC: 4})
    doc = to_position(t.state)
    doc["units"]["shambler.dimensional_shambler.1"] = "off_map:card:" + GC
    t.events = start_from_position(doc, SEED, None)
    t.state = replay(t.events)
    t.play(GC, {"act": "recruit", "unit_type": "acolyte", "area": SP})
    assert {"act": "ability", "ability": "walk_between_worlds", "area": AS} in t.options(GC)


def test_without_a_cacodemon_no_may_enter_ability_is_asked(table):
    from rules.engine.content import Hook
    from rules.engine.hooks import registered

    t = table([YS, GC, CC], units={AS: [(YS, "byakhee", 1)]})
    assert not registered(t.state, Hook.MAY_ENTER)
