"""Action Phase (master rulebook, Action Phase): turns, costs, the seven Common Actions, Unlimited Actions."""
from __future__ import annotations

import pytest
from sandbox import types_of

from rules.engine import errors
from rules.engine import events as ev

GC, CC, BG, YS = "great_cthulhu", "crawling_chaos", "black_goat", "yellow_sign"


def _three(table, **kw):
    units = kw.pop("units", {"South Pacific": [(GC, "acolyte", 2)], "Asia": [(CC, "acolyte", 2)],
                             "Africa": [(BG, "acolyte", 2)]})
    return table([GC, CC, BG], units=units, **kw)


def test_a_seat_at_zero_power_is_skipped(table):
    """Master rulebook, Action Phase: with no Power left on your turn you are skipped."""
    t = _three(table, power={GC: 2, CC: 0, BG: 2})
    t.play(GC, {"act": "recruit", "unit_type": "acolyte", "area": "South Pacific"})
    assert t.waiting() == (BG, "turn")


def test_the_action_phase_ends_when_everyone_is_out_of_power(table):
    """Master rulebook, Action Phase: the Action Phase continues until all players are out of Power."""
    t = _three(table, power={GC: 1})
    new = t.play(GC, {"act": "recruit", "unit_type": "acolyte", "area": "South Pacific"})
    assert ev.PhaseBegan("gather_power", 1) in new


def test_voluntary_drop_to_zero_ends_the_seats_action_phase(table):
    """Master rulebook, Action Phase: a player who wants no further Actions may drop to 0 Power."""
    t = _three(table, power={GC: 5, CC: 3})
    new = t.play(GC, {"act": "drop_power"})
    assert new[:2] == [ev.PowerDropped(GC, "voluntary"), ev.TurnEnded(GC)]
    assert t.state.power[GC] == 0 and t.waiting() == (CC, "turn")


def test_two_player_games_forbid_the_voluntary_drop(table):
    """Master rulebook, Two-Player Rules, Voluntarily Dropping to 0 Power: in a two-player game a
    seat with Power must take an Action."""
    t = table([GC, CC], units={"South Pacific": [(GC, "acolyte", 1)]}, power={GC: 3, CC: 3})
    assert {"act": "drop_power"} not in t.options(GC)
    with pytest.raises(errors.VoluntaryDropForbidden) as caught:
        t.play(GC, {"act": "drop_power"})
    assert caught.value.code == "voluntary_drop_forbidden"


def test_an_action_you_cannot_afford_is_refused(table):
    """Master rulebook, Action Phase: Power is spent first; an Action you cannot afford is not available."""
    t = _three(table, power={GC: 2})
    assert t.options(GC, "create_gate") == []
    with pytest.raises(errors.InsufficientPower) as caught:
        t.play(GC, {"act": "create_gate", "area": "South Pacific", "control": True})
    assert caught.value.code == "insufficient_power"


def test_only_the_pending_seat_may_act(table):
    """Master rulebook, Action Phase: players act in turn; another seat's choice is refused."""
    t = _three(table, power={GC: 2, CC: 2})
    with pytest.raises(errors.NotYourTurn):
        t.play(CC, {"act": "recruit", "unit_type": "acolyte", "area": "Asia"})


def test_a_turn_needs_its_one_action_before_it_can_end(table):
    """Master rulebook, Action Phase, Unlimited Actions and Unlimited Battle: Unlimited Actions
    cannot be the only thing you do on a turn."""
    t = _three(table, gates={"South Pacific": None}, power={GC: 2})
    t.play(GC, {"act": "control_gate", "area": "South Pacific", "unit": "gc.acolyte.1"})
    assert t.state.gates["South Pacific"] == "gc.acolyte.1"
    assert {"act": "end_turn"} not in t.options(GC)
    with pytest.raises(errors.MainActionMissing):
        t.play(GC, {"act": "end_turn"})


def test_only_one_action_per_turn(table):
    """Master rulebook, Action Phase, The Four Types of Actions: you may take only one Common,
    Unique or Spellbook Requirement Action per turn."""
    t = _three(table, gates={"South Pacific": GC}, power={GC: 5, CC: 1})
    t.play(GC, {"act": "abandon_gate", "area": "South Pacific"})
    t.play(GC, {"act": "recruit", "unit_type": "acolyte", "area": "South Pacific"})
    assert t.options(GC, "recruit") == [] and {"act": "end_turn"} in t.options(GC)
    with pytest.raises(errors.MainActionTaken):
        t.play(GC, {"act": "recruit", "unit_type": "acolyte", "area": "South Pacific"})
    t.play(GC, {"act": "control_gate", "area": "South Pacific", "unit": "gc.acolyte.1"})  # Unlimited, after
    t.play(GC, {"act": "end_turn"})
    assert t.waiting() == (CC, "turn")


def test_recruit_needs_a_unit_in_the_area_unless_none_are_on_the_map(table):
    """Master rulebook, Action Phase, Recruit Cultist: Recruit where you have a unit; with no units
    on the map, anywhere."""
    t = table([GC, CC, BG], units={"Asia": [(CC, "acolyte", 1)]}, power={GC: 2, CC: 2})
    assert len(t.options(GC, "recruit")) == 13
    t.play(GC, {"act": "recruit", "unit_type": "acolyte", "area": "Europe"})
    t.play(CC, {"act": "recruit", "unit_type": "acolyte", "area": "Asia"})
    assert [o["area"] for o in t.options(GC, "recruit")] == ["Europe"]


def test_units_are_limited_by_the_pool(table):
    """Master rulebook, Game Basics, Units and Faction Pool: with all six Acolytes on the map, no
    seventh can be Recruited."""
    t = _three(table, units={"South Pacific": [(GC, "acolyte", 6)]}, power={GC: 3})
    assert t.options(GC, "recruit") == []


def test_summon_needs_a_gate_you_control_and_pays_the_monsters_cost(table):
    """Master rulebook, Action Phase, Summon Monster: a Monster is Summoned at a Gate you Control,
    for its cost."""
    t = _three(table, gates={"South Pacific": GC, "Asia": CC}, power={GC: 2})
    areas = {(o["unit_type"], o["area"]) for o in t.options(GC, "summon")}
    assert areas == {("deep_one", "South Pacific"), ("shoggoth", "South Pacific")}  # Starspawn costs 3
    new = t.play(GC, {"act": "summon", "unit_type": "shoggoth", "area": "South Pacific"})
    assert new[0] == ev.MonsterSummoned(GC, "gc.shoggoth.1", "South Pacific", 2)


def test_create_gate_needs_a_cultist_and_an_area_without_a_gate(table):
    """Master rulebook, Action Phase, Create Gate: 3 Power, your Cultist there, at most one Gate per
    Area; you may Control it at once."""
    t = _three(table, units={"South Pacific": [(GC, "acolyte", 1)], "Asia": [(GC, "acolyte", 1)]},
               gates={"South Pacific": GC}, power={GC: 4})
    assert {o["area"] for o in t.options(GC, "create_gate")} == {"Asia"}
    t.play(GC, {"act": "create_gate", "area": "Asia", "control": True})
    assert t.state.gates["Asia"] == "gc.acolyte.2" and t.state.power[GC] == 1


def test_move_costs_one_power_per_unit_and_each_unit_moves_once(table):
    """Master rulebook, Action Phase, Move: 1 Power per unit Moved to an adjacent Area; each unit
    Moves once per turn."""
    t = _three(table, units={"South Pacific": [(GC, "acolyte", 3)]}, power={GC: 5})
    t.play(GC, {"act": "move", "unit": "gc.acolyte.1", "to": "Antarctica"})
    assert all(o.get("unit") != "gc.acolyte.1" for o in t.options(GC, "move"))
    with pytest.raises(errors.NotAdjacent):
        t.play(GC, {"act": "move", "unit": "gc.acolyte.1", "to": "Australia"})
    with pytest.raises(errors.NotAdjacent):
        t.play(GC, {"act": "move", "unit": "gc.acolyte.2", "to": "Europe"})
    t.play(GC, {"act": "move", "unit": "gc.acolyte.2", "to": "Australia"})
    t.play(GC, {"act": "move_done"})
    assert t.state.power[GC] == 3
    assert t.state.units["gc.acolyte.1"] == "Antarctica" and t.state.units["gc.acolyte.2"] == "Australia"


def test_moving_a_gate_cultist_abandons_the_gate_first(table):
    """Master rulebook, Action Phase, Control or Abandon Gate: a Cultist on a Gate is first taken
    off it (Abandon Gate), then Moves."""
    t = _three(table, units={"South Pacific": [(GC, "acolyte", 1)]}, gates={"South Pacific": GC}, power={GC: 2})
    new = t.play(GC, {"act": "move", "unit": "gc.acolyte.1", "to": "Antarctica"})
    assert new[0] == ev.GateAbandoned(GC, "South Pacific", "gc.acolyte.1", implied=True)
    assert t.state.gates["South Pacific"] is None


def test_whoever_acts_first_controls_a_shared_abandoned_gate(table):
    """Master rulebook, Action Phase, Control or Abandon Gate: with Cultists of two players at an
    Abandoned Gate, the first to act can Control it."""
    t = table([GC, CC, BG], units={"Asia": [(GC, "acolyte", 1), (CC, "acolyte", 1)]},
              gates={"Asia": None}, power={GC: 2, CC: 2})
    assert {"act": "control_gate", "area": "Asia", "unit": "gc.acolyte.1"} in t.options(GC)
    assert t.options(CC, "control_gate") == []  # not on another player's turn
    t.play(GC, {"act": "control_gate", "area": "Asia", "unit": "gc.acolyte.1"})
    t.play(GC, {"act": "recruit", "unit_type": "acolyte", "area": "Asia"})
    assert t.options(CC, "control_gate") == []


def test_control_gate_without_a_unit_still_seats_the_lowest_numbered_free_cultist(table):
    """The older form of the choice (logs and exports made before it named its unit) is accepted."""
    t = table([GC, CC, BG], units={"Asia": [(GC, "acolyte", 2)]}, gates={"Asia": None}, power={GC: 2, CC: 2})
    t.play(GC, {"act": "control_gate", "area": "Asia"})
    assert t.state.gates["Asia"] == "gc.acolyte.1"


def test_first_player_direction_sets_the_order_of_turns(table):
    """Master rulebook, Set Up, The First Player; Action Phase: play follows the direction the First
    Player chose."""
    t = table([GC, CC, BG], units={"South Pacific": [(GC, "acolyte", 1)]}, power={GC: 1, CC: 1, BG: 1},
              direction="counterclockwise")
    t.play(GC, {"act": "recruit", "unit_type": "acolyte", "area": "South Pacific"})
    assert t.waiting() == (BG, "turn")


def test_malformed_and_unknown_choices_are_refused(table):
    t = _three(table, power={GC: 2})
    with pytest.raises(errors.MalformedChoice):
        t.play(GC, {"unit": "x"})
    with pytest.raises(errors.MalformedChoice):
        t.play(GC, {"act": "summon_everything"})
    with pytest.raises(errors.UnknownSeat):
        t.play("nobody", {"act": "end_turn"})


def test_illegal_choices_emit_no_events_and_name_a_rule(table):
    t = _three(table, power={GC: 2})
    before = list(t.events)
    with pytest.raises(errors.IllegalChoice) as caught:
        t.play(GC, {"act": "recruit", "unit_type": "acolyte", "area": "Asia"})
    assert t.events == before
    assert caught.value.to_dict()["code"] == caught.value.code and caught.value.message
