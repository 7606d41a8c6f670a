"""Capture Cultist (master rulebook, Action Phase, Capture Cultist): protection order and the
victim's choice."""
from __future__ import annotations

import pytest
from sandbox import types_of

from rules.engine import errors
from rules.engine import events as ev

GC, CC, BG, YS = "great_cthulhu", "crawling_chaos", "black_goat", "yellow_sign"


def _south_america(table, frank_units):
    """Master rulebook, Action Phase, Capture Cultist: Frank Controls a Gate in South America; Guy
    Moves two Deep Ones and a Cultist in."""
    return table([GC, CC, YS], units={"South America": [(GC, "deep_one", 2), (GC, "acolyte", 1)] + frank_units},
                 gates={"South America": CC}, power={GC: 5, CC: 5, YS: 5})


def test_monsters_capture_an_unprotected_cultist(table):
    """Master rulebook, Action Phase, Capture Cultist: Guy's Deep Ones may Capture Frank's lone Cultist."""
    t = _south_america(table, [(CC, "acolyte", 1)])
    assert {"act": "capture", "area": "South America", "enemy": CC} in t.options(GC)


def test_capture_is_blocked_by_a_single_protecting_monster(table):
    """Master rulebook, Action Phase, Capture Cultist: Frank Summons a single Nightgaunt; that
    protects his Cultist from Guy's Monsters."""
    t = _south_america(table, [(CC, "acolyte", 1), (CC, "nightgaunt", 1)])
    assert t.options(GC, "capture") == []
    with pytest.raises(errors.CaptureProtected) as caught:
        t.play(GC, {"act": "capture", "area": "South America", "enemy": CC})
    assert caught.value.code == "capture_protected"


def test_great_old_one_captures_despite_enemy_monsters(table):
    """Master rulebook, Action Phase, Capture Cultist: Rich's three Undead do not stop Cthulhu from
    Capturing his Cultist in Europe."""
    t = table([GC, YS, CC], units={"Europe": [(YS, "undead", 3), (YS, "acolyte", 1), (GC, "cthulhu", 1)]},
              power={GC: 5, YS: 5, CC: 5})
    assert t.options(GC, "capture") == [{"act": "capture", "area": "Europe", "enemy": YS}]


def test_capture_by_great_old_one_is_blocked_by_the_targets_own_great_old_one(table):
    """Master rulebook, Action Phase, Capture Cultist: Rich may protect his Cultist by Moving his
    own Great Old One into Europe."""
    t = table([GC, YS, CC], units={"Europe": [(YS, "acolyte", 1), (YS, "king_in_yellow", 1), (GC, "cthulhu", 1)]},
              power={GC: 5, YS: 5, CC: 5})
    assert t.options(GC, "capture") == []


def test_cultists_cannot_capture_cultists(table):
    """Master rulebook, Action Phase, Capture Cultist: Cultists cannot Capture Cultists."""
    t = table([GC, YS, CC], units={"Europe": [(YS, "acolyte", 1), (GC, "acolyte", 3)]}, power={GC: 5})
    assert t.options(GC, "capture") == []


def test_only_the_targets_own_faction_protects_it(table):
    """Master rulebook, Action Phase, Capture Cultist: another faction's Monsters never protect a
    Cultist from a third party."""
    t = table([GC, YS, CC], units={"Europe": [(YS, "acolyte", 1), (CC, "hunting_horror", 2), (GC, "deep_one", 1)]},
              power={GC: 5})
    assert t.options(GC, "capture") == [{"act": "capture", "area": "Europe", "enemy": YS}]


def test_a_zero_combat_monster_can_capture(table):
    """Master rulebook, Action Phase, Capture Cultist: a Capturing Monster with Combat 0 (a
    Nightgaunt) still Captures."""
    t = table([CC, GC, YS], units={"Europe": [(YS, "acolyte", 1), (CC, "nightgaunt", 1)]}, power={CC: 5})
    assert t.options(CC, "capture") == [{"act": "capture", "area": "Europe", "enemy": YS}]


def test_victim_chooses_which_cultist_is_captured_and_keeps_the_gate(table):
    """Master rulebook, Action Phase, Capture Cultist: the owner picks which Cultist is Captured, so
    the Gate's Cultist can stay."""
    t = _south_america(table, [(CC, "acolyte", 2)])
    t.play(GC, {"act": "capture", "area": "South America", "enemy": CC})
    assert t.waiting() == (CC, "capture_victim")
    gate_holder = t.state.gates["South America"]
    other = next(o["unit"] for o in t.options(CC, "capture_victim") if o["unit"] != gate_holder)
    new = t.play(CC, {"act": "capture_victim", "unit": other})
    assert types_of(new, ev.CultistCaptured) == [ev.CultistCaptured(GC, other, "South America")]
    assert t.state.gates["South America"] == gate_holder
    assert t.state.units[other] == "captured:" + GC


def test_capturing_the_gates_last_cultist_abandons_the_gate(table):
    """Master rulebook, Action Phase, Capture Cultist: the last Cultist is taken even off its Gate,
    which becomes Abandoned."""
    t = _south_america(table, [(CC, "acolyte", 1)])
    t.play(GC, {"act": "capture", "area": "South America", "enemy": CC})
    assert t.state.gates["South America"] is None
    assert t.state.power[GC] == 4


def test_capture_gives_doom_to_the_captor_in_a_two_player_game(table):
    """Master rulebook, Two-Player Rules, General Rules (engine ruling): a Captured Cultist is
    Eliminated, worth 1 Doom."""
    t = table([GC, CC], units={"Asia": [(CC, "acolyte", 1), (GC, "deep_one", 1)]}, power={GC: 3, CC: 3})
    new = t.play(GC, {"act": "capture", "area": "Asia", "enemy": CC})
    assert ev.DoomGained(GC, 1, "two_player_loss") in new
