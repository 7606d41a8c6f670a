"""The neutral Spellbooks of the Azathoth expansion (master rulebook, Azathoth: Neutral Spellbooks,
EN 3309-3323; FAQ, Neutral Spellbooks, EN 5431-5471): taken instead of one's own, one copy each,
among the six; and each book's rule, played on a position where a faction holds it."""
from __future__ import annotations

import pytest
from sandbox import types_of

import rules
from bots import invariants
from bots.random_bot import RandomBot
from bots.simulate import game_seed, seats_for
from rules.engine import events as ev
from rules.neutral.spellbooks import (MAO_CEREMONY, RECRIMINATIONS, SHRIVELING, STARS_ARE_RIGHT,
                                      UMR_AT_TAWIL, UNDIMENSIONED)

GC, CC, BG, WW = "great_cthulhu", "crawling_chaos", "black_goat", "windwalker"
ALL_BOOKS = [MAO_CEREMONY, RECRIMINATIONS, SHRIVELING, STARS_ARE_RIGHT, UMR_AT_TAWIL, UNDIMENSIONED]


def _uses(t, seat, ability):
    return [o for o in t.options(seat, "ability") if o["ability"] == ability]


def _answers(t, seat):
    return t.options(seat, "answer")


def _books(t, faction):
    return dict(t.state.spellbooks[faction])


# -- taking a neutral Spellbook -------------------------------------------------------------------

def test_a_met_requirement_offers_every_free_neutral_spellbook_beside_the_factions_own(table):
    t = table([GC, CC, BG], neutral_books=True, spellbooks={CC: 2}, extra={"met": [[CC, 2]]})
    offered = [o["spellbook"] for o in t.options(CC, "place_spellbook")]
    assert offered == ["Invisibility", "Madness", "Seek and Destroy", "Thousand Forms", *ALL_BOOKS]
    t.play(CC, {"act": "place_spellbook", "slot": 2, "spellbook": SHRIVELING})
    assert _books(t, CC)[2] == SHRIVELING and t.state.neutral_books[SHRIVELING] == CC


def test_a_neutral_spellbook_taken_by_one_faction_is_not_offered_to_another(table):
    t = table([GC, CC, BG], neutral_books={MAO_CEREMONY: BG}, spellbooks={CC: 1}, extra={"met": [[CC, 1]]})
    offered = [o["spellbook"] for o in t.options(CC, "place_spellbook")]
    assert MAO_CEREMONY not in offered and set(ALL_BOOKS) - {MAO_CEREMONY} <= set(offered)


def test_a_faction_that_took_a_neutral_spellbook_never_gets_all_six_of_its_own(table):
    """Master rulebook, Azathoth (EN 3313): the faction gives up one of its own Spellbooks."""
    t = table([GC, CC, BG], neutral_books={SHRIVELING: CC}, spellbooks={CC: 4}, extra={"met": [[CC, 5]]})
    assert _books(t, CC) == {0: "Abduct", 1: "Emissary of the Outer Gods", 2: "Invisibility", 3: "Madness",
                             4: SHRIVELING}
    t.play(CC, {"act": "place_spellbook", "slot": 5, "spellbook": "Seek and Destroy"})
    own = set(_books(t, CC).values()) - {SHRIVELING}
    assert len(t.state.spellbooks[CC]) == 6 and len(own) == 5 and "Thousand Forms" not in own
    assert t.waiting() != (CC, "spellbook")  # every slot is covered: nothing earns the sixth


def test_a_neutral_spellbook_counts_among_the_six_spellbooks_needed_to_win(table):
    """Master rulebook, Azathoth (EN 3315): five of one's own and a neutral one make six."""
    t = table([GC, CC, BG], phase="first_player", spellbooks={GC: 6, CC: 5, BG: 6},
              neutral_books={UMR_AT_TAWIL: CC}, doom={GC: 20, CC: 30, BG: 25},
              units={"South Pacific": [(GC, "acolyte", 1)], "Asia": [(CC, "acolyte", 1)],
                     "Africa": [(BG, "acolyte", 1)]})
    while t.state.phase != "ended":
        seat, kind = t.waiting()
        t.play(seat, t.options(seat)[0] if kind != "ritual" else {"act": "end_ritual_turn"})
    assert t.state.result["winners"] == (CC,)


# -- The Mao Ceremony -----------------------------------------------------------------------------

def _gathering(table, **kw):
    """Black Goat holds The Mao Ceremony; Great Cthulhu gathers 10 Power, so 5 is the minimum."""
    return table([GC, CC, BG], phase="gather_power", neutral_books={MAO_CEREMONY: BG},
                 units={"South Pacific": [(GC, "acolyte", 3)], "Europe": [(GC, "acolyte", 3)],
                        "Asia": [(CC, "acolyte", 1)], "Africa": [(BG, "acolyte", 3)]},
                 gates={"South Pacific": GC, "Europe": GC}, **kw)


def test_the_mao_ceremony_sacrifices_cultists_for_1_power_each_after_the_minimum_power_rule(table):
    """FAQ, EN 5449-5451: the last Power added, after the Minimum Power Rule, before the First
    Player is determined."""
    t = _gathering(table)
    assert t.state.power[BG] == 5 and t.waiting() == (BG, "window")  # 3 gathered, raised to 5
    events = []
    for _ in range(2):
        events += t.play(BG, _uses(t, BG, "the_mao_ceremony")[0])
        assert t.waiting() == (BG, "window")  # asked again until it passes
    assert t.state.power[BG] == 7 and len(t.units_at("Africa", BG)) == 1
    events += t.play(BG, {"act": "window_pass", "hook": "gather_power_phase", "index": 2})
    assert [(e.faction, e.amount) for e in types_of(events, ev.PowerChanged)] == [(BG, 1), (BG, 1)]
    assert [e.cause for e in types_of(events, ev.UnitEliminated)] == ["the_mao_ceremony"] * 2
    assert types_of(events, ev.FirstPlayerChosen) == [ev.FirstPlayerChosen(GC, "most_power")]


def test_the_mao_ceremony_power_counts_when_the_first_player_is_determined(table):
    t = _gathering(table, power={GC: 0, CC: 0, BG: 5})  # Black Goat: 8, raised to nothing
    for _ in range(2):
        t.play(BG, _uses(t, BG, "the_mao_ceremony")[0])
    assert t.state.power == {GC: 10, CC: 5, BG: 10}
    events = t.play(BG, _uses(t, BG, "the_mao_ceremony")[0])
    assert t.state.power[BG] == 11 and t.units_at("Africa", BG) == []
    assert types_of(events, ev.FirstPlayerChosen) == [ev.FirstPlayerChosen(BG, "most_power")]


def test_the_mao_ceremony_is_only_for_its_holder_and_only_with_a_cultist_on_the_map(table):
    t = _gathering(table)
    assert _uses(t, GC, "the_mao_ceremony") == [] and _uses(t, CC, "the_mao_ceremony") == []
    t = table([GC, CC, BG], phase="gather_power", neutral_books={MAO_CEREMONY: BG},
              units={"Asia": [(CC, "acolyte", 1)], "Africa": [(BG, "dark_young", 1)]})
    assert _uses(t, BG, "the_mao_ceremony") == []


# -- Recriminations -------------------------------------------------------------------------------

def _recriminating(table, **kw):
    kw.setdefault("neutral_books", {RECRIMINATIONS: CC})
    return table([GC, CC, BG], first=CC, power={GC: 4, CC: 4, BG: 4}, spellbooks={CC: 2},
                 units={"Asia": [(CC, "acolyte", 1)]}, **kw)


def test_recriminations_swaps_a_spellbook_for_an_unused_one_of_the_factions_own_for_1_power(table):
    t = _recriminating(table)
    assert _books(t, CC) == {0: "Abduct", 1: "Emissary of the Outer Gods", 2: RECRIMINATIONS}
    events = t.play(CC, {"act": "ability", "ability": "recriminations", "slot": 0, "spellbook": "Madness"})
    assert _books(t, CC) == {0: "Madness", 1: "Emissary of the Outer Gods", 2: RECRIMINATIONS}
    assert types_of(events, ev.SpellbookReplaced) == [ev.SpellbookReplaced(CC, 0, "Abduct", "Madness")]
    assert t.state.power[CC] == 3 and types_of(events, ev.ActionFinished)  # the turn's one Action


def test_recriminations_offers_every_book_on_the_card_for_every_unused_own_or_free_neutral_one(table):
    t = _recriminating(table, neutral_books={RECRIMINATIONS: CC, SHRIVELING: BG})
    swaps = {(o["slot"], o["spellbook"]) for o in _uses(t, CC, "recriminations")}
    free = ["Invisibility", "Madness", "Seek and Destroy", "Thousand Forms", MAO_CEREMONY, STARS_ARE_RIGHT,
            UMR_AT_TAWIL, UNDIMENSIONED]
    assert swaps == {(slot, book) for slot in (0, 1, 2) for book in free}  # never Shriveling: Black Goat's


def test_recriminations_may_replace_itself_and_the_neutral_book_is_free_again(table):
    """FAQ, EN 5461-5463: a neutral Spellbook taken off goes back for anyone to take."""
    t = _recriminating(table)
    t.play(CC, {"act": "ability", "ability": "recriminations", "slot": 2, "spellbook": SHRIVELING})
    assert _books(t, CC)[2] == SHRIVELING
    assert t.state.neutral_books[RECRIMINATIONS] is None and t.state.neutral_books[SHRIVELING] == CC
    assert _uses(t, CC, "recriminations") == []  # no longer held: its ability is gone
    t.state = t.state.derive(met=((BG, 0),))
    assert {"act": "place_spellbook", "slot": 0, "spellbook": RECRIMINATIONS} in t.options(BG, "place_spellbook")


def test_recriminations_needs_1_power(table):
    t = table([GC, CC, BG], first=CC, power={CC: 0, GC: 1}, neutral_books={RECRIMINATIONS: CC})
    assert _uses(t, CC, "recriminations") == []


# -- Shriveling -----------------------------------------------------------------------------------

def _battle(table, units, defender=CC, **kw):
    """Great Cthulhu attacks `defender` in Europe (a game of Great Cthulhu, the defender and one more)."""
    third = BG if defender != BG else CC
    t = table([GC, defender, third], first=GC, power={GC: 4, defender: 4, third: 4}, units=units, **kw)
    t.play(GC, {"act": "battle", "area": "Europe", "enemy": defender})
    return t


def test_shriveling_eliminates_an_enemy_monster_and_its_owner_gains_its_summon_cost(table):
    t = _battle(table, {"Europe": [(GC, "deep_one", 1), (CC, "flying_polyp", 1), (CC, "acolyte", 1)]},
                neutral_books={SHRIVELING: GC})
    assert t.waiting() == (GC, "window")
    targets = {o["unit"] for o in _uses(t, GC, "shriveling")}
    assert targets == {"cc.flying_polyp.1", "cc.acolyte.1"}
    events = t.play(GC, next(o for o in _uses(t, GC, "shriveling") if o["unit"] == "cc.flying_polyp.1"))
    assert t.state.units["cc.flying_polyp.1"] == "pool" and t.state.power[CC] == 4 + 2
    assert types_of(events, ev.PowerChanged) == [ev.PowerChanged(CC, 2, "shriveling")]


def test_shriveling_a_cultist_gives_its_recruit_cost_and_a_great_old_one_cannot_be_chosen(table):
    t = _battle(table, {"Europe": [(GC, "deep_one", 1), (CC, "acolyte", 1), (CC, "nyarlathotep", 1)]},
                neutral_books={SHRIVELING: GC})
    assert [o["unit"] for o in _uses(t, GC, "shriveling")] == ["cc.acolyte.1"]
    t.play(GC, _uses(t, GC, "shriveling")[0])
    assert t.state.units["cc.acolyte.1"] == "pool" and t.state.power[CC] == 5


def test_shriveling_works_for_the_defender_too_once_per_battle(table):
    t = _battle(table, {"Europe": [(GC, "deep_one", 2), (CC, "nightgaunt", 1)]}, neutral_books={SHRIVELING: CC})
    t.play(GC, {"act": "window_pass", "hook": "pre_battle", "index": 0}) if t.waiting() == (GC, "window") else None
    assert t.waiting() == (CC, "window")
    t.play(CC, _uses(t, CC, "shriveling")[0])
    assert len(t.units_at("Europe", GC)) == 1 and t.state.power[GC] == 4 - 1 + 1  # paid 1 for the Battle
    assert _uses(t, CC, "shriveling") == []


def test_shriveling_pays_the_summon_cost_the_owners_spellbooks_make_it(table):
    """FAQ, EN 5441-5443: with The Thousand Young (and Shub-Niggurath in play) a Ghoul costs 0."""
    t = _battle(table, {"Europe": [(GC, "deep_one", 1), (BG, "ghoul", 1), (BG, "fungi", 1)],
                        "Africa": [(BG, "shub_niggurath", 1)]},
                defender=BG, spellbooks={BG: 6}, neutral_books={SHRIVELING: GC})
    labels = {o["unit"]: o for o in _uses(t, GC, "shriveling")}
    t.play(GC, labels["bg.ghoul.1"])
    assert t.state.power[BG] == 4 + 0


def test_shriveling_a_gnoph_keh_pays_what_the_next_would_cost_with_all_four_out_nothing(table):
    """FAQ, EN 5445-5447: the cost to Summon it at that moment, from the Gnoph-Keh in the Pool."""
    t = _battle(table, {"Europe": [(GC, "deep_one", 1), (WW, "gnoph_keh", 2)], "Asia": [(WW, "gnoph_keh", 2)]},
                defender=WW, neutral_books={SHRIVELING: GC})
    t.play(GC, _uses(t, GC, "shriveling")[0])
    assert t.state.power[WW] == 4 + 0 and len(t.units_at("Europe", WW)) == 1


def test_shriveling_is_not_offered_to_a_holder_outside_the_battle(table):
    """FAQ, EN 5437-5439: the holder's units must be in the Battle."""
    t = _battle(table, {"Europe": [(GC, "deep_one", 1), (CC, "nightgaunt", 1)], "Africa": [(BG, "ghoul", 1)]},
                neutral_books={SHRIVELING: BG})
    assert t.state.battle is not None and _uses(t, BG, "shriveling") == []


# -- The Stars Are Right --------------------------------------------------------------------------

def test_the_stars_are_right_gives_power_equal_to_each_elder_sign_cashed_in_in_the_doom_phase(table):
    t = table([GC, CC, BG], first=GC, power={GC: 2, CC: 2, BG: 2}, elder_signs={CC: [3, 2], BG: [2]},
              neutral_books={STARS_ARE_RIGHT: CC}, phase="doom", extra={"doom_phase": {
                  "queue": [GC, CC, BG], "cursor": 0, "gates_done": True, "ritual_done": False}})
    events = t.play(CC, {"act": "reveal_elder_sign", "value": 3})
    assert t.state.doom[CC] == 3 and t.state.power[CC] == 5
    assert types_of(events, ev.PowerChanged) == [ev.PowerChanged(CC, 3, "the_stars_are_right")]
    t.play(BG, {"act": "reveal_elder_sign", "value": 2})
    assert t.state.doom[BG] == 2 and t.state.power[BG] == 2  # not the holder: Doom only


def test_the_stars_are_right_gives_no_power_for_an_elder_sign_revealed_in_the_action_phase(table):
    t = table([GC, CC, BG], first=GC, power={GC: 2, CC: 2, BG: 2}, elder_signs={CC: [3]},
              neutral_books={STARS_ARE_RIGHT: CC})
    events = t.play(CC, {"act": "reveal_elder_sign", "value": 3})
    assert t.state.doom[CC] == 3 and t.state.power[CC] == 2
    assert types_of(events, ev.PowerChanged) == []


# -- Umr at-Tawil ---------------------------------------------------------------------------------

def test_umr_at_tawil_makes_its_holders_gates_cost_2_instead_of_3(table):
    t = table([GC, CC, BG], first=CC, power={GC: 3, CC: 2, BG: 3}, neutral_books={UMR_AT_TAWIL: CC},
              units={"Europe": [(CC, "acolyte", 1)], "Africa": [(BG, "acolyte", 1)]})
    choice = {"act": "create_gate", "area": "Europe", "control": True}
    assert choice in t.options(CC, "create_gate")
    events = t.play(CC, choice)
    assert types_of(events, ev.GateCreated)[0].cost == 2 and t.state.power[CC] == 0
    t.play(CC, {"act": "end_turn"})
    events = t.play(BG, {"act": "create_gate", "area": "Africa", "control": True})
    assert types_of(events, ev.GateCreated)[0].cost == 3  # everyone else still pays 3


# -- Undimensioned --------------------------------------------------------------------------------

def _undimensioned(table):
    t = table([GC, CC, BG], first=CC, power={GC: 4, CC: 4, BG: 4}, neutral_books={UNDIMENSIONED: CC},
              units={"Asia": [(CC, "acolyte", 2)], "Europe": [(CC, "nightgaunt", 1)]}, gates={"Asia": CC})
    t.play(CC, _uses(t, CC, "undimensioned")[0])
    return t


def _move(unit, to):
    return {"act": "answer", "ability": "undimensioned_move", "unit": unit, "to": to}


def test_undimensioned_redistributes_units_among_the_areas_they_occupy_for_2_power(table):
    t = _undimensioned(table)
    assert t.state.power[CC] == 2 and t.waiting() == (CC, "undimensioned")
    assert {a["to"] for a in _answers(t, CC)} == {"Asia", "Europe", None}  # never a new Area
    t.play(CC, _move("cc.nightgaunt.1", "Asia"))
    assert t.units_at("Europe", CC) == []
    assert _move("cc.acolyte.2", "Europe") in _answers(t, CC)  # an emptied Area is still open
    t.play(CC, _move("cc.acolyte.2", "Europe"))
    t.play(CC, _move(None, None))
    assert t.units_at("Asia", CC) == ["cc.acolyte.1", "cc.nightgaunt.1"] and t.units_at("Europe", CC) == ["cc.acolyte.2"]
    assert t.state.faction_data[CC].get("demand") is None and t.state.turn.main_done


def test_undimensioned_moves_each_unit_once_and_a_unit_leaving_its_gate_abandons_it(table):
    t = _undimensioned(table)
    controller = t.state.gates["Asia"]
    t.play(CC, _move(controller, "Europe"))
    assert controller not in {a["unit"] for a in _answers(t, CC)}
    assert t.state.gates["Asia"] is None and "Asia" in t.state.gates


def test_undimensioned_needs_units_in_two_areas_and_2_power(table):
    t = table([GC, CC, BG], first=CC, power={GC: 4, CC: 4, BG: 4}, neutral_books={UNDIMENSIONED: CC},
              units={"Asia": [(CC, "acolyte", 2)]})
    assert _uses(t, CC, "undimensioned") == []
    t = table([GC, CC, BG], first=CC, power={GC: 4, CC: 1, BG: 4}, neutral_books={UNDIMENSIONED: CC},
              units={"Asia": [(CC, "acolyte", 1)], "Europe": [(CC, "acolyte", 1)]})
    assert _uses(t, CC, "undimensioned") == []


# -- random play ----------------------------------------------------------------------------------

def _random_game(players: int, game: int) -> tuple[list, object]:
    """A game with the neutral Spellbooks played to its end by random choices, checked after
    every step (bots.invariants) and replayed at the end."""
    options = {"seats": seats_for(players, game), "neutral_spellbooks": True}
    events = rules.new_game(options, game_seed("neutral-books", game))
    state, bot = rules.replay(events), RandomBot(f"neutral-books:{players}:{game}")
    while state.phase != "ended":
        seat = rules.pending(state)[0]["seat"]
        new, state = rules.decide_and_apply(state, seat, bot.choose(state, seat))
        events += new
        assert invariants.check_step(state) == [], (players, game)
    assert invariants.check_replay(events, state) == [], (players, game)
    return events, state


@pytest.mark.parametrize("players", [3, 4])
def test_random_games_with_the_neutral_spellbooks_finish_without_errors(players):
    taken = set()
    for game in range(6):
        events, state = _random_game(players, game)
        taken |= {e.spellbook for e in types_of(events, ev.SpellbookPlaced) if e.spellbook in ALL_BOOKS}
        assert state.result["reason"]
    assert taken  # random players do take neutral Spellbooks
