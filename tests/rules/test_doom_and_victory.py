"""Determine First Player, Doom Phase, Elder Signs and the end of the game (master rulebook, Game
Basics, Elder Sign Trophies; Determine First Player Phase; Doom Phase; Victory; Two-Player Rules,
Doom Phase)."""
from __future__ import annotations

import json

import pytest
from sandbox import types_of

import rules
from rules.engine import errors
from rules.engine import events as ev

GC, CC, BG, YS = "great_cthulhu", "crawling_chaos", "black_goat", "yellow_sign"
GATES3 = {"South Pacific": GC, "Asia": CC, "Africa": BG}
UNITS3 = {"South Pacific": [(GC, "acolyte", 1)], "Asia": [(CC, "acolyte", 1)], "Africa": [(BG, "acolyte", 1)]}


def _doom_phase(table, **kw):
    kw.setdefault("units", UNITS3)
    kw.setdefault("gates", GATES3)
    t = table([GC, CC, BG], phase="first_player", **kw)
    if t.waiting() and t.waiting()[1] == "first_player":
        t.play(GC, {"act": "first_player", "faction": GC})
    if t.waiting() and t.waiting()[1] == "direction":
        t.play(t.waiting()[0], {"act": "direction", "direction": "clockwise"})
    return t


def test_most_power_becomes_first_player_and_chooses_the_direction(table):
    """Master rulebook, Determine First Player Phase."""
    t = table([GC, CC, BG], phase="first_player", power={GC: 3, CC: 9, BG: 4}, units=UNITS3)
    assert t.waiting() == (CC, "direction")
    t.play(CC, {"act": "direction", "direction": "counterclockwise"})
    assert t.state.first_player == CC and t.state.direction == "counterclockwise"


def test_a_tie_for_most_power_is_decided_by_the_previous_first_player(table):
    """Master rulebook, Determine First Player Phase: the previous First Player picks among the tied
    players (himself included)."""
    t = table([GC, CC, BG], phase="first_player", power={GC: 3, CC: 9, BG: 9}, first=GC, units=UNITS3)
    assert t.waiting() == (GC, "first_player")
    assert sorted(o["faction"] for o in t.options(GC, "first_player")) == [BG, CC]
    t.play(GC, {"act": "first_player", "faction": BG})
    assert t.waiting() == (BG, "direction")


def test_doom_track_advances_one_per_controlled_gate_and_not_for_abandoned_ones(table):
    """Master rulebook, Doom Phase, Doom Track Advancement."""
    t = _doom_phase(table, gates={**GATES3, "Europe": None}, power={GC: 1})
    assert types_of(t.events, ev.DoomTrackAdvanced) == [ev.DoomTrackAdvanced({GC: 1, CC: 1, BG: 1})]


def test_each_player_gets_exactly_one_ritual_chance_in_player_order(table):
    """Master rulebook, Doom Phase, Rituals of Annihilation: from the First Player, in order; a
    Ritual raises the next one's cost."""
    t = _doom_phase(table, power={GC: 9, CC: 6, BG: 8})
    assert t.waiting() == (GC, "ritual")
    t.play(GC, {"act": "ritual"})
    assert t.waiting() == (CC, "ritual")                 # Great Cthulhu's ritual turn ended by itself
    assert t.options(CC, "ritual") == [{"act": "ritual"}]
    t.play(CC, {"act": "end_ritual_turn"})
    assert t.waiting() == (BG, "ritual")
    assert t.options(BG, "ritual") == [{"act": "ritual"}]  # costs 6 now, she has 8
    t.play(BG, {"act": "ritual"})
    assert t.state.phase == "action" and t.state.round == 2 and t.state.ritual == 2


def test_a_player_who_cannot_pay_for_a_ritual_is_passed_over(table):
    """Master rulebook, Doom Phase, Rituals of Annihilation: a Ritual costs the marker's current value."""
    t = _doom_phase(table, power={GC: 4, CC: 4, BG: 4})
    assert t.state.phase == "action" and t.state.round == 2
    assert len(types_of(t.events, ev.RitualTurnEnded)) == 3


def test_two_player_doom_phase_gives_no_doom_for_gates_but_rituals_still_do(table):
    """Master rulebook, Two-Player Rules, Doom Phase."""
    t = table([GC, CC], phase="first_player", units={"South Pacific": [(GC, "acolyte", 1)]},
              gates={"South Pacific": GC}, power={GC: 6, CC: 1})
    assert types_of(t.events, ev.DoomTrackAdvanced) == [ev.DoomTrackAdvanced({})]
    t.play(GC, {"act": "ritual"})
    assert t.state.doom[GC] == 1


def test_instant_death_lets_the_rest_ritual_for_10_and_ends_after_the_doom_phase(table):
    """Master rulebook, Doom Phase, Instant Death: a Ritual from the last 10 reaches Instant Death;
    later players may still perform a Ritual for 10; the game ends when the Doom Phase is
    complete."""
    t = _doom_phase(table, power={GC: 10, CC: 10, BG: 9}, extra={"ritual": 5},
                    spellbooks={GC: 6, CC: 6})
    t.play(GC, {"act": "ritual"})
    assert t.state.phase == "doom" and t.waiting() == (CC, "ritual")
    new = t.play(CC, {"act": "ritual"})
    assert new[0] == ev.RitualPerformed(CC, 10, 1)
    ended = types_of(t.events, ev.GameEnded)
    assert [(e.reason, e.result) for e in ended] == [("instant_death", "draw")]
    assert set(ended[0].winners) == {GC, CC}


def test_thirty_doom_in_the_doom_phase_ends_the_game_after_the_whole_phase(table):
    """Master rulebook, Victory, Ending and Winning the Game: complete the entire Doom Phase before
    declaring victory."""
    t = _doom_phase(table, power={GC: 9, CC: 5, BG: 8}, doom={GC: 29})
    assert t.waiting() == (GC, "ritual") and t.state.doom[GC] == 30
    t.play(GC, {"act": "end_ritual_turn"})
    assert t.waiting() == (CC, "ritual")
    t.play(CC, {"act": "ritual"})
    t.play(BG, {"act": "end_ritual_turn"})
    assert t.state.phase == "ended" and t.state.result["reason"] == "doom_30"


def test_winner_needs_six_spellbooks_and_most_doom_among_those_who_have_them(table):
    """Master rulebook, Victory, Ending and Winning the Game: a player with more Doom but fewer than
    6 Spellbooks does not win."""
    t = _doom_phase(table, power={}, doom={GC: 40, CC: 25, BG: 26}, spellbooks={CC: 6, BG: 6, GC: 5})
    assert t.state.result == {"reason": "doom_30", "result": "winner", "winners": (BG,),
                              "seed": t.state.result["seed"]}


def test_hidden_elder_signs_count_at_the_end(table):
    """Master rulebook, Victory, Ending and Winning the Game: all players may reveal their Elder
    Signs before the victor is declared."""
    t = _doom_phase(table, power={}, doom={GC: 30, CC: 25, BG: 26}, spellbooks={CC: 6, BG: 6},
                    elder_signs={CC: [3, 2]})
    assert t.state.result["winners"] == (CC,) and t.state.doom[CC] == 31


def test_nobody_with_six_spellbooks_means_humanity_wins(table):
    """Master rulebook, Victory, Ending and Winning the Game."""
    t = _doom_phase(table, power={}, doom={GC: 30})
    assert t.state.result["result"] == "humanity" and t.state.result["winners"] == ()


def test_elder_signs_can_be_revealed_out_of_turn(table):
    """Master rulebook, Game Basics, Elder Sign Trophies: reveal at any time, even on another
    player's turn; the value adds Doom."""
    t = table([GC, CC, BG], units=UNITS3, power={GC: 3, CC: 3}, elder_signs={BG: [2, 3]})
    assert t.waiting() == (GC, "turn")
    assert t.options(BG) == [{"act": "reveal_elder_sign", "value": 2}, {"act": "reveal_elder_sign", "value": 3}]
    t.play(BG, {"act": "reveal_elder_sign", "value": 3})
    assert t.state.doom[BG] == 3 and t.state.elder_signs[BG] == (2,)
    with pytest.raises(errors.IllegalChoice):
        t.play(BG, {"act": "reveal_elder_sign", "value": 3})


def test_thirty_doom_revealed_in_the_action_phase_ends_the_game_when_the_turn_ends(table):
    """Master rulebook, Victory, Ending and Winning the Game: even if another player crossed 30, the
    game ends when the current turn ends."""
    t = table([GC, CC, BG], units=UNITS3, power={GC: 3, CC: 3}, doom={BG: 28}, elder_signs={BG: [2]})
    t.play(BG, {"act": "reveal_elder_sign", "value": 2})
    assert t.state.phase == "action" and t.waiting() == (GC, "turn")
    t.play(GC, {"act": "recruit", "unit_type": "acolyte", "area": "South Pacific"})
    assert t.state.phase == "ended" and t.state.result["reason"] == "doom_30_action_phase"


def test_an_empty_bag_gives_one_public_doom_instead(table):
    """Master rulebook, Game Basics, Elder Sign Trophies."""
    t = _doom_phase(table, units={**UNITS3, "Europe": [(GC, "cthulhu", 1)]}, power={GC: 5},
                    extra={"bag": [0, 0, 0]})
    new = t.play(GC, {"act": "ritual"})
    assert ev.DoomGained(GC, 1, "elder_sign_bag_empty") in new and not types_of(new, ev.ElderSignDrawn)


def test_views_hide_other_seats_elder_sign_values_the_bag_and_the_seed(table):
    """Master rulebook, Game Basics, Elder Sign Trophies and DESIGN.md: only the owner sees its
    Elder Sign values."""
    t = table([GC, CC, BG], units=UNITS3, power={GC: 3}, elder_signs={BG: [2, 3], GC: [1]})
    mine = rules.view(t.state, BG)
    assert mine["factions"][BG]["elder_sign_values"] == [2, 3]
    assert "elder_sign_values" not in mine["factions"][GC] and mine["factions"][GC]["elder_signs"] == 1
    spectator = json.dumps(rules.view(t.state, None))
    assert "elder_sign_values" not in spectator and t.state.seed.hex() not in spectator
    assert "bag" not in rules.view(t.state, rules.AUDITOR)  # the auditor sees secrets only after the end


def test_elder_sign_draws_are_redacted_for_everyone_but_the_owner(table):
    drawn = ev.ElderSignDrawn(GC, 3)
    t = table([GC, CC, BG], units=UNITS3, power={GC: 3})
    assert rules.redact(drawn, GC, t.state)[3] == {"value": 3}
    assert rules.redact(drawn, CC, t.state)[3] is None
    assert rules.redact(drawn, None, t.state)[3] is None
    assert rules.redact(rules.to_record(drawn), CC, t.state)[3] is None
