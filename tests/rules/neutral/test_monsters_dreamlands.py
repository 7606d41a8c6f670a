"""The Dreamlands Neutral Monsters (master rulebook, Neutral Monsters, EN 2979-3033; FAQ EN 4665,
5283, 5465-5469, 5529-5535, 5729): the Moonbeast on an enemy's Spellbook, the Gnorri's Grottos, the
Shantak's Horror Steed and the Ghasts' Hordeling."""
from __future__ import annotations

from card_play import ability, pass_until
from sandbox import types_of

from rules.engine import events as ev
from rules.engine.holdings import ON_SPELLBOOK
from rules.engine.state import spellbook_count
from rules.neutral.spellbooks import RECRIMINATIONS
from rules.factions.great_cthulhu.actions import SUBMERGED
from rules.words.sentences import sentence

CC, BG, GC = "crawling_chaos", "black_goat", "great_cthulhu"
MB1, MB2 = "moonbeast.moonbeast.1", "moonbeast.moonbeast.2"
ON_SUBMERGE = ON_SPELLBOOK + GC + ":Submerge"
ON_DREAMS = ON_SPELLBOOK + GC + ":Dreams"


def _ritual_turn(table, cards, **kw):
    """Crawling Chaos's Ritual turn, a Gate in the South Pacific; Great Cthulhu has 5 Spellbooks."""
    kw.setdefault("spellbooks", {GC: 5})
    kw.setdefault("gates", {"South Pacific": CC})
    return table([CC, BG, GC], cards=cards, first=CC, phase="doom",
                 units={"South Pacific": [(CC, "acolyte", 1)], "Asia": [(BG, "acolyte", 1)]},
                 power={GC: 8, CC: 8, BG: 8}, doom={GC: 4, CC: 4, BG: 4},
                 extra={"doom_phase": {"queue": [CC, BG, GC], "cursor": 0, "gates_done": True,
                                       "ritual_done": False}}, **kw)


def _covering(table, where=ON_SUBMERGE, **kw):
    """Crawling Chaos holds the Moonbeasts, one on Great Cthulhu's `where`; Cthulhu in the North
    Pacific; Crawling Chaos Controls a Gate in Asia."""
    kw.setdefault("gates", {"Asia": CC})
    kw.setdefault("units", {"North Pacific": [(GC, "cthulhu", 1)], "Asia": [(CC, "acolyte", 1)]})
    kw.setdefault("power", {GC: 6, CC: 6, BG: 6})
    return table([GC, CC, BG], cards={"moonbeast": CC}, figures={where: [("moonbeast", "moonbeast", 1)]},
                 spellbooks={GC: 6}, **kw)


# -- Moonbeast -----------------------------------------------------------------------------------

def test_a_bought_moonbeast_goes_onto_one_of_an_enemys_own_spellbooks_instead_of_the_map(table):
    t = _ritual_turn(table, {"moonbeast": None})
    offered = ability(t, CC, "buy_moonbeast")
    assert {(o["enemy"], o["spellbook"]) for o in offered} == {
        (GC, b) for b in ("Absorb", "Devolve", "Dreams", "Regenerate", "Submerge")}
    t.play(CC, {"act": "ability", "ability": "buy_moonbeast", "enemy": GC, "spellbook": "Submerge"})
    assert t.state.units[MB1] == ON_SUBMERGE and t.state.units[MB2] == "pool"
    assert t.state.doom[CC] == 2 and t.state.loyalty["moonbeast"]["owner"] == CC


def test_a_moonbeast_bought_with_no_enemy_spellbook_to_cover_waits_in_the_pool(table):
    t = _ritual_turn(table, {"moonbeast": None}, spellbooks={})
    none = {"act": "ability", "ability": "buy_moonbeast", "enemy": None, "spellbook": None}
    assert ability(t, CC, "buy_moonbeast") == [none]
    t.play(CC, none)
    assert all(t.state.units[f"moonbeast.moonbeast.{n}"] == "pool" for n in range(1, 5))


def test_a_covered_spellbook_cannot_be_used_but_still_counts_as_owned(table):
    t = _covering(table, first=GC)
    assert not ability(t, GC, "submerge")
    assert spellbook_count(t.state, GC) == 6
    free = _covering(table, where="pool", first=GC)
    assert ability(free, GC, "submerge")


def test_an_effect_under_way_finishes_a_submerged_cthulhu_may_still_emerge(table):
    t = _covering(table, first=GC, units={"Asia": [(CC, "acolyte", 1)], SUBMERGED: [(GC, "cthulhu", 1)]})
    assert ability(t, GC, "emerge") and not ability(t, GC, "submerge")


def test_the_moonbeast_is_summoned_onto_an_enemys_spellbook_for_2_power_with_a_controlled_gate(table):
    t = _covering(table, first=CC)
    offered = ability(t, CC, "summon_moonbeast")
    assert {"act": "ability", "ability": "summon_moonbeast", "enemy": GC, "spellbook": "Dreams"} in offered
    assert not [o for o in offered if o["spellbook"] == "Submerge"]  # one Moonbeast to a Spellbook
    assert not [o for o in t.options(CC, "summon") if o["unit_type"] == "moonbeast"]  # never onto the map
    t.play(CC, {"act": "ability", "ability": "summon_moonbeast", "enemy": GC, "spellbook": "Dreams"})
    assert t.state.units[MB2] == ON_DREAMS and t.state.power[CC] == 4


def test_no_moonbeast_is_summoned_without_a_controlled_gate(table):
    t = _covering(table, first=CC, gates={})
    assert not ability(t, CC, "summon_moonbeast")


def _to_doom_phase(t, seat):
    t.play(seat, {"act": "drop_power"})
    pass_until(t, lambda t: t.state.round > 1 or t.waiting()[1] == "moonbeast_lands")


def test_as_the_next_doom_phase_begins_the_moonbeast_goes_to_its_holders_only_gate(table):
    t = _covering(table, first=GC, power={GC: 1, CC: 0, BG: 0})
    _to_doom_phase(t, GC)
    assert t.state.units[MB1] == "Asia"
    assert ev.UnitPlaced(MB1, ON_SUBMERGE, "Asia", "moonbeasts_leave") in t.events


def test_a_leaving_moonbeast_with_no_gate_of_its_holder_goes_to_the_pool(table):
    t = _covering(table, first=GC, gates={}, power={GC: 1, CC: 0, BG: 0})
    _to_doom_phase(t, GC)
    assert t.state.units[MB1] == "pool"


def test_with_several_gates_the_holder_picks_where_each_leaving_moonbeast_goes(table):
    t = _covering(table, first=GC, power={GC: 1, CC: 0, BG: 0}, gates={"Asia": CC, "Europe": CC},
                  units={"North Pacific": [(GC, "cthulhu", 1)], "Asia": [(CC, "acolyte", 1)],
                         "Europe": [(CC, "acolyte", 1)]})
    _to_doom_phase(t, GC)
    assert t.waiting() == (CC, "moonbeast_lands")
    assert {o["area"] for o in t.options(CC, "answer")} == {"Asia", "Europe"}
    t.play(CC, {"act": "answer", "ability": "moonbeast_lands", "area": "Europe"})
    assert t.state.units[MB1] == "Europe"


def test_the_covered_faction_may_send_the_moonbeast_away_at_any_time_for_1_doom(table):
    t = _covering(table, first=CC, doom={GC: 3, CC: 0, BG: 0})
    assert ability(t, GC, "evict_moonbeast") == [
        {"act": "ability", "ability": "evict_moonbeast", "spellbook": "Submerge"}]
    assert not ability(t, BG, "evict_moonbeast")
    t.play(GC, {"act": "ability", "ability": "evict_moonbeast", "spellbook": "Submerge"})
    assert t.state.doom[GC] == 2 and t.state.units[MB1] == "Asia"


def test_no_moonbeast_is_sent_away_without_1_doom(table):
    t = _covering(table, first=CC, doom={GC: 0, CC: 0, BG: 0})
    assert not ability(t, GC, "evict_moonbeast")


def test_recriminations_swapping_the_covered_spellbook_takes_the_moonbeast_with_it(table):
    t = table([GC, CC, BG], first=GC, cards={"moonbeast": CC}, spellbooks={GC: 5},
              neutral_books={RECRIMINATIONS: GC}, figures={ON_SUBMERGE: [("moonbeast", "moonbeast", 1)]},
              gates={"Asia": CC}, units={"Asia": [(CC, "acolyte", 1)], "Africa": [(GC, "acolyte", 1)]},
              power={GC: 4, CC: 4, BG: 4})
    slot = {b: s for s, b in t.state.spellbooks[GC]}["Submerge"]
    t.play(GC, {"act": "ability", "ability": "recriminations", "slot": slot, "spellbook": "Y'ha Nthlei"})
    assert t.state.units[MB1] == "Asia"


def test_a_moonbeast_on_a_spellbook_is_told_in_words(table):
    t = _covering(table, first=CC)
    events = t.play(CC, {"act": "ability", "ability": "summon_moonbeast", "enemy": GC, "spellbook": "Dreams"})
    placed = types_of(events, ev.UnitPlaced)[0]
    told = sentence("UnitPlaced", {"unit": placed.unit, "origin": placed.origin, "to": placed.to,
                                   "reason": placed.reason}, None)
    assert "onto Great Cthulhu's Dreams" in told


# -- Gnorri ---------------------------------------------------------------------------------------

def _gnorri(table, count):
    return table([GC, CC, BG], first=GC, cards={"gnorri": CC}, figures={"Asia": [("gnorri", "gnorri", count)]},
                 power={GC: 1, CC: 0, BG: 0}, doom={GC: 0, CC: 0, BG: 0})


def test_grottos_two_gnorri_in_play_give_1_doom_as_the_doom_phase_begins(table):
    t = _gnorri(table, 2)
    _to_doom_phase(t, GC)
    assert ev.DoomGained(CC, 1, "grottos") in t.events


def test_grottos_all_three_gnorri_give_2_doom(table):
    t = _gnorri(table, 3)
    _to_doom_phase(t, GC)
    assert ev.DoomGained(CC, 2, "grottos") in t.events


def test_grottos_one_gnorri_gives_nothing(table):
    t = _gnorri(table, 1)
    _to_doom_phase(t, GC)
    assert not [e for e in t.events if isinstance(e, ev.DoomGained) and e.reason == "grottos"]


# -- Shantak --------------------------------------------------------------------------------------

def _shantak(table, **kw):
    kw.setdefault("units", {"Asia": [(BG, "acolyte", 2)]})
    return table([BG, GC, CC], first=BG, cards={"shantak": BG}, figures={"Asia": [("shantak", "shantak", 1)]},
                 power={BG: 4, GC: 4, CC: 4}, **kw)


def test_horror_steed_a_shantaks_move_may_end_in_any_area_of_the_map(table):
    t = _shantak(table)
    reach = {o["to"] for o in t.options(BG, "move") if o["unit"] == "shantak.shantak.1"}
    assert reach == set(t.state.map.areas) - {"Asia"}
    acolyte = {o["to"] for o in t.options(BG, "move") if o["unit"].startswith("bg.acolyte")}
    assert acolyte == set(t.state.map.adjacency["Asia"]) and acolyte < reach


def test_horror_steed_carries_one_of_your_cultists_along_for_no_power(table):
    t = _shantak(table)
    t.play(BG, {"act": "move", "unit": "shantak.shantak.1", "to": "South Pacific"})
    riders = t.options(BG, "answer")
    assert {o["unit"] for o in riders} == {"bg.acolyte.1", None}
    t.play(BG, {"act": "answer", "ability": "horror_steed_carry", "unit": "bg.acolyte.1"})
    assert t.state.units["bg.acolyte.1"] == "South Pacific" and t.state.power[BG] == 3
    assert not t.options(BG, "answer")  # one Cultist only
    assert {"act": "move_done"} in t.options(BG)


def test_horror_steed_asks_nothing_with_no_cultist_to_carry(table):
    t = _shantak(table, units={"Europe": [(BG, "acolyte", 1)]})
    t.play(BG, {"act": "move", "unit": "shantak.shantak.1", "to": "South Pacific"})
    assert not t.options(BG, "answer")


# -- Ghast ----------------------------------------------------------------------------------------

def test_buying_the_ghasts_places_all_four_at_a_controlled_gate(table):
    t = _ritual_turn(table, {"ghast": None})
    assert ability(t, CC, "buy_ghast") == [{"act": "ability", "ability": "buy_ghast", "area": "South Pacific"}]
    t.play(CC, {"act": "ability", "ability": "buy_ghast", "area": "South Pacific"})
    assert all(t.state.units[f"ghast.ghast.{n}"] == "South Pacific" for n in range(1, 5))


def test_ghasts_bought_without_a_controlled_gate_wait_in_the_pool(table):
    t = _ritual_turn(table, {"ghast": None}, gates={})
    t.play(CC, {"act": "ability", "ability": "buy_ghast", "area": None})
    assert all(t.state.units[f"ghast.ghast.{n}"] == "pool" for n in range(1, 5))


def test_hordeling_a_summon_paying_for_one_ghast_brings_every_ghast_in_the_pool(table):
    t = table([CC, GC, BG], first=CC, cards={"ghast": CC}, figures={"Asia": [("ghast", "ghast", 1)]},
              gates={"Europe": CC}, units={"Europe": [(CC, "acolyte", 1)]}, power={CC: 4, GC: 4, BG: 4})
    t.play(CC, {"act": "summon", "unit_type": "ghast", "area": "Europe"})
    assert t.state.power[CC] == 2
    assert sorted(t.state.units[f"ghast.ghast.{n}"] for n in range(1, 5)) == ["Asia"] + ["Europe"] * 3


def test_a_shriveled_ghast_is_worth_2_power(table):
    from rules.neutral.spellbooks import current_cost
    t = table([CC, GC, BG], cards={"ghast": CC}, figures={"Asia": [("ghast", "ghast", 1)]})
    assert current_cost(t.state, "ghast.ghast.1") == 2


def test_the_view_shows_a_moonbeast_on_its_factions_card_and_the_spellbook_it_covers(table):
    import rules
    t = _covering(table, first=CC)
    shown = rules.view(t.state, None)
    assert shown["off_map"][MB1] == GC and shown["on_spellbooks"] == {MB1: "Submerge"}
