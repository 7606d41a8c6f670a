"""Set Up (master rulebook, Set Up), maps (rulings R1) and the Ritual track (rulings R2)."""
from __future__ import annotations

import pytest

import rules
from rules.engine import errors, maps
from rules.engine import events as ev
from rules.factions import CORE_FACTIONS
from rules.engine.state import POOL, ritual_cost, spec_of

SEED = b"setup tests seed, 32 bytes long."


def _seats(*factions):
    return [{"seat": f"s{i}", "faction": f} for i, f in enumerate(factions)]


def _state(*factions, **options):
    return rules.replay(rules.new_game({"seats": _seats(*factions), **options}, SEED))


@pytest.mark.parametrize("factions", [CORE_FACTIONS[:2], CORE_FACTIONS[1:], CORE_FACTIONS])
def test_each_faction_starts_with_8_power_6_acolytes_and_a_controlled_gate(factions):
    """Master rulebook, Set Up, Set Up Factions and Set Up Start Areas on the Map: 8 Power, 6
    Acolytes and one Controlled Gate in the start Area."""
    state = _state(*factions)
    for faction in factions:
        start = state.map.start_areas[faction][0]
        acolytes = [u for u, w in state.units.items() if w == start and state.table[u].faction == faction]
        assert len(acolytes) == 6 and state.gates[start] in acolytes
        assert state.power[faction] == 8 and state.doom[faction] == 0


def test_pools_hold_every_other_unit_with_the_cards_counts():
    """Master rulebook, Game Basics, Units and Faction Pool: unit counts are limits; all but the
    Acolytes start in the Pool."""
    state = _state(*CORE_FACTIONS)
    pooled = {}
    for uid, where in state.units.items():
        if where == POOL:
            key = (state.table[uid].faction, state.table[uid].type)
            pooled[key] = pooled.get(key, 0) + 1
    assert pooled[("great_cthulhu", "deep_one")] == 4 and pooled[("yellow_sign", "undead")] == 6
    assert pooled[("black_goat", "dark_young")] == 3 and pooled[("crawling_chaos", "nightgaunt")] == 3
    assert ("great_cthulhu", "acolyte") not in pooled


def test_elder_sign_bag_holds_18_ones_12_twos_and_6_threes():
    """Master rulebook, Game Basics, Elder Sign Trophies: 36 Elder Signs: 18 worth 1, 12 worth 2, 6
    worth 3."""
    assert _state(*CORE_FACTIONS[:3]).bag == (18, 12, 6)


@pytest.mark.parametrize("players,track", [(2, (5, 6, 7, 7, 8, 8, 9, 10)), (3, (5, 6, 7, 8, 9, 10)),
                                           (4, (5, 6, 7, 7, 8, 8, 9, 10))])
def test_ritual_track_per_player_count_starts_at_5(players, track):
    """Master rulebook, Set Up, Set Up Tracks, Tokens, and Dice; Two-Player Rules, Two-Player Set
    Up; rulings R2 (two players use the 4-player track)."""
    state = _state(*CORE_FACTIONS[:players])
    assert state.options["ritual_track"] == track and ritual_cost(state) == 5


@pytest.mark.parametrize("players,layout,areas", [(2, "3p", 13), (3, "3p", 13), (4, "4p_east5_west3", 17)])
def test_map_layout_per_player_count(players, layout, areas):
    """Master rulebook, Set Up, Place the Map; Two-Player Rules, Two-Player Set Up: 13 Areas for 2-3
    players, 17 for 4 (the recommended layout by default)."""
    state = _state(*CORE_FACTIONS[:players])
    assert state.layout == layout and len(state.map.areas) == areas


def test_four_players_may_choose_the_other_four_player_layout():
    """Master rulebook, Set Up, Place the Map: either 3-player hemisphere with either 5-player one."""
    state = _state(*CORE_FACTIONS, layout="4p_east3_west5")
    assert state.layout == "4p_east3_west5" and state.map.start_areas["crawling_chaos"] == ("Asia",)


@pytest.mark.parametrize("layout", maps.LAYOUTS)
def test_every_layout_is_symmetric_connected_and_the_right_size(layout):
    """rulings R1 and master rulebook, Set Up, Place the Map (the 5-player map of 21 Areas is loaded
    and checked too)."""
    loaded = maps.load(layout)
    assert maps.validate(loaded) == [] and len(loaded.areas) == maps.AREA_COUNTS[layout]


def test_the_five_player_map_knows_the_rulebooks_ocean_and_wraparound_facts():
    """Master rulebook, Game Basics, The Map: six oceans; the Indian Ocean touches the South
    Pacific; North Atlantic touches North Pacific; East Africa borders exactly Arabia, West Africa,
    Indian Ocean, South Atlantic (1039)."""
    five = maps.load("5p")
    assert len(five.oceans) == 6 and "South Pacific" in five.adjacent("Indian Ocean")
    assert "North Pacific" in five.adjacent("North Atlantic")
    four = maps.load("4p_east5_west3")
    assert four.adjacent("East Africa") == {"Arabia", "West Africa", "Indian Ocean", "South Atlantic"}


def test_great_cthulhu_is_first_player_and_chooses_the_direction():
    """Master rulebook, Set Up, The First Player."""
    events = rules.new_game({"seats": _seats("yellow_sign", "great_cthulhu", "black_goat")}, SEED)
    assert ev.FirstPlayerChosen("great_cthulhu", "great_cthulhu_starts") in events
    assert rules.pending(rules.replay(events)) == [{"seat": "s1", "faction": "great_cthulhu", "kind": "direction"}]


def test_without_great_cthulhu_the_first_player_is_alphabetical_by_default():
    """Master rulebook, Set Up, The First Player: 'Black Goat is before Yellow Sign'."""
    events = rules.new_game({"seats": _seats("yellow_sign", "crawling_chaos", "black_goat")}, SEED)
    assert ev.FirstPlayerChosen("black_goat", "alphabetical") in events


def test_first_player_rule_is_a_ruleset_option():
    events = rules.new_game({"seats": _seats("yellow_sign", "crawling_chaos"),
                             "rules": {"first_player_rule": "seat_order"}}, SEED)
    assert ev.FirstPlayerChosen("yellow_sign", "seat_order") in events


def test_the_game_starts_with_an_action_phase_after_the_direction_is_chosen():
    """Master rulebook, Game Basics, Phases of Play; rulings R3."""
    state = _state(*CORE_FACTIONS[:3])
    events, state = rules.decide_and_apply(state, "s0", {"act": "direction", "direction": "counterclockwise"})
    assert ev.PhaseBegan("action", 1) in events and state.direction == "counterclockwise"
    assert rules.pending(state)[0]["faction"] == "great_cthulhu"


def test_first_edition_opening_gathers_power_before_the_first_actions():
    """rulings R3 variant (first-edition rulebook, the note on the first time through the Phases,
    and The Doom Phase): everyone starts at 0 Power; Gather Power and Determine First Player open
    the game, with no Doom Phase before the first Actions."""
    state = _state(*CORE_FACTIONS[:3], rules={"first_round": "first_edition"})
    events, state = rules.decide_and_apply(state, "s0", {"act": "direction", "direction": "clockwise"})
    assert ev.PhaseBegan("gather_power", 0) in events
    assert not [e for e in events if isinstance(e, ev.PhaseBegan) and e.phase == "doom"]
    assert state.power["great_cthulhu"] == 8  # 0 to start, then 6 Cultists and a Controlled Gate


@pytest.mark.parametrize("options,message", [
    ({"seats": _seats("great_cthulhu")}, "2 to 6 seats"),
    ({"seats": _seats("great_cthulhu", "great_cthulhu")}, "one seat"),
    ({"seats": _seats("great_cthulhu", "nobody")}, "Unknown faction"),
    ({"seats": _seats("great_cthulhu", "black_goat"), "layout": "5p"}, "layout"),
    ({"seats": _seats("great_cthulhu", "black_goat"), "rules": {"dreams_cost": 7}}, "dreams_cost"),
    ({"seats": _seats("great_cthulhu", "black_goat"), "rules": {"no_such_rule": 1}}, "Unknown ruleset"),
    ({"seats": _seats("great_cthulhu", "black_goat"), "colour": "red"}, "Unknown game options"),
])
def test_invalid_options_raise_a_typed_error(options, message):
    with pytest.raises(errors.InvalidOptions) as caught:
        rules.new_game(options, SEED)
    assert message in caught.value.message and caught.value.code == "invalid_options"


def test_dice_scripts_are_only_for_sandbox_games():
    with pytest.raises(errors.InvalidOptions):
        rules.new_game({"seats": _seats("great_cthulhu", "black_goat")}, SEED, dice_script=[6])
    with pytest.raises(errors.InvalidOptions):
        rules.new_game({"seats": _seats("great_cthulhu", "black_goat")}, b"short")


def test_the_seed_is_secret_and_only_its_hash_is_published():
    created = rules.new_game({"seats": _seats("great_cthulhu", "black_goat")}, SEED)[0]
    _, _, payload, secret = rules.to_record(created)
    assert secret["seed"] == SEED.hex() and SEED.hex() not in str(payload)
    assert len(payload["seed_hash"]) == 64


def test_every_core_faction_has_six_spellbooks_and_six_requirements():
    for name in CORE_FACTIONS:
        spec = spec_of(name)
        assert len(spec.spellbooks) == 6 and len(spec.requirements) == 6
