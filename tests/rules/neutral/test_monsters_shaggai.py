"""Insects from Shaggai (master rulebook EN 3504-3530, Ramsey Campbell Horrors 1): bought for 2 Doom
with the first Insect in any Area; Mind Parasite hands the holder Control of the enemy Acolytes
beside its Insects, off Gates, during the Action Phase: only the holder Moves them, they fight on
its side, only it may Capture them; Power and Doom stay their owner's."""
from __future__ import annotations

from sandbox import types_of

from rules.engine import events as ev
from rules.engine.battle import participants
from rules.engine.control import controller, seized

CC, BG, GC = "crawling_chaos", "black_goat", "great_cthulhu"
INSECTS = "insects_from_shaggai"
GC_ACOLYTES = ["gc.acolyte.1", "gc.acolyte.2"]


def _parasite(table, units=None, first=CC, **kw):
    """Crawling Chaos holds the Insects, one in Asia beside Great Cthulhu's Acolytes."""
    kw.setdefault("power", {CC: 6, GC: 6, BG: 6})
    return table([CC, GC, BG], cards={INSECTS: CC}, figures={"Asia": [(INSECTS, "insect", 1)]},
                 units=units or {"Asia": [(GC, "acolyte", 1)]}, first=first, **kw)


def _moves(t, seat):
    return {o["unit"] for o in t.options(seat, "move")}


def test_the_insects_are_bought_for_2_doom_with_the_first_insect_in_any_area(table):
    t = table([CC, BG, GC], cards={INSECTS: None}, first=CC, phase="doom",
              units={"South Pacific": [(CC, "acolyte", 1)]}, gates={"South Pacific": CC},
              power={GC: 8, CC: 8, BG: 8}, doom={GC: 4, CC: 4, BG: 4},
              extra={"doom_phase": {"queue": [CC, BG, GC], "cursor": 0, "gates_done": True, "ritual_done": False}})
    buys = [o for o in t.options(CC) if o.get("ability") == "buy_insects_from_shaggai"]
    assert {o["area"] for o in buys} == set(t.state.map.areas)  # no Gate needed
    events = t.play(CC, {"act": "ability", "ability": "buy_insects_from_shaggai", "area": "Arctic Ocean"})
    assert types_of(events, ev.LoyaltyCardBought) == [ev.LoyaltyCardBought(CC, INSECTS, 2, 0)]
    assert t.state.units["shaggai.insect.1"] == "Arctic Ocean" and t.state.units["shaggai.insect.2"] == "pool"


def test_only_the_holder_moves_an_enemy_acolyte_sharing_an_area_with_its_insect(table):
    t = _parasite(table)
    assert "gc.acolyte.1" in _moves(t, CC)
    t2 = _parasite(table, units={"Asia": [(GC, "acolyte", 1)], "Europe": [(GC, "acolyte", 1)]}, first=GC)
    assert _moves(t2, GC) == {"gc.acolyte.2"}  # its own Acolyte in Asia is not its to Move


def test_the_holder_moves_a_parasitised_acolyte_and_pays_for_it_and_it_goes_free(table):
    t = _parasite(table)
    to = min(t.state.map.adjacency["Asia"])
    t.play(CC, {"act": "move", "unit": "gc.acolyte.1", "to": to})
    assert t.state.units["gc.acolyte.1"] == to and t.state.power[CC] == 5 and t.state.power[GC] == 6
    assert controller(t.state, "gc.acolyte.1") == GC  # out of the Insect's Area: free again


def test_an_acolyte_on_a_gate_is_not_parasitised(table):
    t = _parasite(table, gates={"Asia": GC})
    assert controller(t.state, "gc.acolyte.1") == GC and "gc.acolyte.1" not in _moves(t, CC)


def test_the_holders_own_acolytes_and_enemy_monsters_stay_as_they_are(table):
    t = _parasite(table, units={"Asia": [(GC, "acolyte", 1), (GC, "deep_one", 1), (CC, "acolyte", 1)]})
    assert seized(t.state) == {"gc.acolyte.1": CC}
    assert controller(t.state, "cc.acolyte.1") == CC and controller(t.state, "gc.deep_one.1") == GC


def test_mind_parasite_holds_only_in_the_action_phase(table):
    t = _parasite(table, phase="doom", extra={"doom_phase": {"queue": [CC, GC, BG], "cursor": 0,
                                                             "gates_done": True, "ritual_done": False}})
    assert seized(t.state) == {} and controller(t.state, "gc.acolyte.1") == GC


def test_without_insects_in_the_game_nothing_is_seized(table):
    t = table([CC, GC], units={"Asia": [(GC, "acolyte", 1), (CC, "nightgaunt", 1)]})
    assert seized(t.state) == {}


def test_a_parasitised_acolyte_fights_for_the_holder_in_a_battle_against_its_owner(table):
    t = _parasite(table, units={"Asia": [(GC, "acolyte", 1), (GC, "deep_one", 1), (CC, "flying_polyp", 1)]},
                  dice=[1, 6])
    t.play(CC, {"act": "battle", "area": "Asia", "enemy": GC})
    assert set(participants(t.state, CC)) == {"gc.acolyte.1", "shaggai.insect.1", "cc.flying_polyp.1"}
    assert participants(t.state, GC) == ["gc.deep_one.1"]
    while t.state.battle is not None and not t.options(CC, "assign"):
        seat = t.waiting()[0]
        t.play(seat, t.options(seat)[0])
    assert {o["unit"] for o in t.options(CC, "assign")} >= {"gc.acolyte.1"}  # the holder takes its Kill on it
    t.play(CC, {"act": "assign", "unit": "gc.acolyte.1", "result": "kill"})
    while t.state.battle is not None:
        seat = t.waiting()[0]
        t.play(seat, t.options(seat)[0])
    assert t.state.units["gc.acolyte.1"] == "pool" and t.state.table["gc.acolyte.1"].faction == GC


def test_a_third_faction_cannot_capture_a_parasitised_acolyte_but_the_holder_can(table):
    t = _parasite(table, units={"Asia": [(GC, "acolyte", 1), (BG, "dark_young", 1)]}, first=BG)
    assert not [o for o in t.options(BG, "capture") if o["enemy"] == GC]
    t2 = _parasite(table)
    assert {"act": "capture", "area": "Asia", "enemy": GC} in t2.options(CC, "capture")


def test_a_third_faction_battles_the_holder_not_the_owner_of_parasitised_acolytes(table):
    t = _parasite(table, units={"Asia": [(GC, "acolyte", 1), (BG, "dark_young", 1)]}, first=BG)
    assert {o["enemy"] for o in t.options(BG, "battle")} == {CC}


def test_a_parasitised_acolyte_still_gives_its_owner_power(table):
    from rules.engine.state import unit_power

    t = _parasite(table)
    assert unit_power(t.state, GC) == 1 and unit_power(t.state, CC) == 0


def test_the_holder_captures_a_parasitised_acolyte_its_owner_gives_up(table):
    t = _parasite(table)
    t.play(CC, {"act": "capture", "area": "Asia", "enemy": GC})
    assert t.state.units["gc.acolyte.1"] == "captured:" + CC


def test_a_third_faction_capturing_in_the_area_takes_only_an_acolyte_the_insects_do_not_hold(table):
    t = _parasite(table, units={"Asia": [(GC, "acolyte", 2), (BG, "dark_young", 1)]}, gates={"Asia": GC}, first=BG)
    on_gate = t.state.gates["Asia"]
    held = next(u for u in GC_ACOLYTES if u != on_gate)
    assert seized(t.state) == {held: CC}
    t.play(BG, {"act": "capture", "area": "Asia", "enemy": GC})  # the Gate's Acolyte is all it may take
    assert t.state.units[on_gate] == "captured:" + BG and t.state.units[held] == "Asia"


def test_no_spellbook_of_the_holder_adds_combat_for_a_parasitised_acolyte(table):
    from rules.engine.pieces import strength

    t = table([BG, GC, CC], cards={INSECTS: BG}, figures={"Asia": [(INSECTS, "insect", 1)]},
              units={"Asia": [(BG, "acolyte", 1), (GC, "acolyte", 1)]}, power={BG: 2},
              extra={"spellbooks": {BG: [[0, "Frenzy"]], GC: [], CC: []}})
    mine = ["bg.acolyte.1", "shaggai.insect.1", "gc.acolyte.1"]
    assert strength(t.state, BG, GC, mine) == 1  # Frenzy: Black Goat's own Cultist only


def test_a_parasitised_acolyte_fights_for_the_holder_when_a_third_faction_attacks_it(table):
    t = _parasite(table, units={"Asia": [(GC, "acolyte", 1), (BG, "dark_young", 1)]}, first=BG, dice=[6] * 10)
    t.play(BG, {"act": "battle", "area": "Asia", "enemy": CC})  # two Kills: the Insect and the Acolyte
    assert t.state.battle is None
    assert t.state.units["gc.acolyte.1"] == "pool" and t.state.units["shaggai.insect.1"] == "pool"
