"""Two-Player Rules (master rulebook, Two-Player Rules) not covered by the Decay example."""
from __future__ import annotations

import pytest
from sandbox import types_of

from rules.engine import events as ev
from rules.engine.pieces import loss_doom

GC, CC, BG, YS = "great_cthulhu", "crawling_chaos", "black_goat", "yellow_sign"


@pytest.mark.parametrize("uid,doom", [("gc.cthulhu.1", 7), ("gc.starspawn.1", 3), ("bg.ghoul.1", 1),
                                      ("bg.fungi.1", 2), ("bg.dark_young.1", 3), ("bg.acolyte.1", 1)])
def test_a_lost_unit_gives_the_opponent_its_average_cost_rounded_up(table, uid, doom):
    """Master rulebook, Two-Player Rules, General Rules: Cthulhu's 10/4 is worth 7; Black Goat's
    units give their baseline cost."""
    t = table([GC, BG], units={}, power={GC: 1})
    owner = t.state.table[uid].faction
    assert loss_doom(t.state, uid) == [ev.DoomGained(GC if owner == BG else BG, doom, "two_player_loss")]


@pytest.mark.parametrize("uid,doom", [("gc.starspawn.1", 2), ("cc.nyarlathotep.1", 5)])
def test_a_unit_that_avoids_death_gives_half_rounded_up(table, uid, doom):
    """Master rulebook, Two-Player Rules, General Rules: Regenerating Starspawn give 2, Nyarlathotep
    by Emissary 5."""
    t = table([GC, CC], units={}, power={GC: 1})
    assert loss_doom(t.state, uid, half=True)[0].amount == doom


def test_no_doom_for_lost_units_with_more_than_two_players(table):
    t = table([GC, CC, BG], units={}, power={GC: 1})
    assert loss_doom(t.state, "gc.cthulhu.1") == []


def test_a_blocked_retreat_elimination_also_gives_the_opponent_doom(table):
    """Master rulebook, Battle, Applying Battle Results; Two-Player Rules, General Rules: an
    Eliminated unit gives Doom in a two-player game."""
    surround = {a: [(GC, "acolyte", 1)] for a in ("Asia", "Indian Ocean", "North Atlantic", "South Atlantic")}
    t = table([GC, CC], units={"Africa": [(GC, "deep_one", 1), (CC, "acolyte", 1)], **surround},
              power={GC: 3, CC: 3}, dice=[5])
    new = t.play(GC, {"act": "battle", "area": "Africa", "enemy": CC})
    assert [e.cause for e in types_of(new, ev.UnitEliminated)] == ["retreat_blocked"]
    assert ev.DoomGained(GC, 1, "two_player_loss") in new


def test_a_two_player_seat_with_power_but_no_action_drops_to_zero(table):
    """Engine ruling (two_player_stuck): no unit on the map and none in the Pool leaves no Action."""
    t = table([GC, CC], units={"Asia": [(CC, "acolyte", 1)]}, power={GC: 2, CC: 2},
              captured={CC: [(GC, "acolyte", 6)]})
    # the only option is forced, so it is taken without asking
    assert t.events[2:5] == [ev.TurnBegan(GC), ev.PowerDropped(GC, "no_legal_action"), ev.TurnEnded(GC)]
    assert t.state.power[GC] == 0 and t.waiting() == (CC, "turn")


def test_the_two_player_first_player_keeps_the_direction(table):
    """Master rulebook, Two-Player Rules, Determine First Player Phase: Determine First Player is
    unchanged; with two seats the direction changes nothing."""
    t = table([GC, CC], phase="first_player", units={"Asia": [(CC, "acolyte", 1)]}, power={GC: 2, CC: 5})
    assert ev.DirectionChosen(CC, "clockwise") in t.events and t.state.first_player == CC
