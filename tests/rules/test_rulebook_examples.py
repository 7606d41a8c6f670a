"""The master rulebook's worked examples that need no faction ability.

Each test cites the example by the master rulebook section that holds it.
"""
from __future__ import annotations

from sandbox import types_of

from rules.engine import events as ev
from rules.engine.phases import minimum_power
from rules.engine.state import ritual_cost

GC, CC, BG, YS = "great_cthulhu", "crawling_chaos", "black_goat", "yellow_sign"


def _gather_example(table):
    return table([CC, GC, BG], units={
        "Asia": [(CC, "acolyte", 1)], "Europe": [(CC, "acolyte", 1)], "Africa": [(CC, "acolyte", 1)],
        "South Pacific": [(GC, "acolyte", 1)], "Indian Ocean": [(BG, "acolyte", 2)]},
        gates={"Asia": CC, "Europe": CC, "Antarctica": None}, captured={CC: [(BG, "acolyte", 1)]})


def test_gather_power_counts_cultists_gates_abandoned_gates_and_captives(table):
    """Master rulebook, Gather Power Phase, How to Earn Power: 3 Cultists in play, 2 Controlled
    Gates, 1 Abandoned Gate on the map and 1 Captured Cultist give Rich 3 + 4 + 1 + 1 = 9 Power (the
    Action Phase ended with all at 0)."""
    t = _gather_example(table)
    gathered = {e.faction: e for e in types_of(t.events, ev.PowerGathered)}
    assert gathered[CC].amount == 9
    assert gathered[CC].sources == {"cultists": 3, "gates": 4, "abandoned_gates": 1, "captured_cultists": 1}


def test_every_player_gains_power_for_each_abandoned_gate(table):
    """Master rulebook, Gather Power Phase, How to Earn Power: the Abandoned Gate gives each player
    1 Power."""
    t = _gather_example(table)
    gathered = {e.faction: e for e in types_of(t.events, ev.PowerGathered)}
    assert gathered[GC].sources["abandoned_gates"] == 1
    assert gathered[BG].sources["abandoned_gates"] == 1


def test_captured_cultists_return_to_their_pool_after_gather_power(table):
    """Master rulebook, Gather Power Phase, How to Earn Power: Captured Cultists earn 1 Power each
    and must go back to their owner's Pool."""
    t = _gather_example(table)
    returned = types_of(t.events, ev.CapturedCultistReturned)
    assert [(e.unit, e.captor) for e in returned] == [("bg.acolyte.3", CC)]
    assert t.state.units["bg.acolyte.3"] == "pool"


def test_minimum_power_rule_raises_to_half_the_highest_rounded_up():
    """Master rulebook, Gather Power Phase, Minimum Power Rule: Rich at 4 while Angela has 13 sets
    his Power to 7 (half of 13, rounded up)."""
    raised = minimum_power({"rich": 4, "angela": 13})
    assert [(e.faction, e.power) for e in raised] == [("rich", 7)]


def test_minimum_power_rule_leaves_a_player_at_exactly_half_alone():
    """Master rulebook, Gather Power Phase, Minimum Power Rule: only a player with less than half of
    the highest total is raised."""
    assert minimum_power({"rich": 6, "angela": 12}) == []


def test_minimum_power_rule_applies_after_gather_power_in_play(table):
    """Master rulebook, Gather Power Phase, Minimum Power Rule, in a game: Black Goat gathers 1 + 2
    = 3 against Crawling Chaos's 9 and rises to 5."""
    t = _gather_example(table)
    raised = {e.faction: e.power for e in types_of(t.events, ev.MinimumPowerApplied)}
    assert raised == {BG: 5, GC: 5}
    assert t.state.power[BG] == 5 and t.state.power[CC] == 9


def test_ritual_example_gives_six_doom_and_an_elder_sign(table):
    """Master rulebook, Doom Phase, Rituals of Annihilation: First Player Rich with 3 Controlled
    Gates and Nyarlathotep, marker on 5: +3 Doom for Gates, then a Ritual for 5 Power moves the
    marker to 6, +3 Doom and 1 Elder Sign."""
    t = table([CC, GC, BG], units={
        "Asia": [(CC, "acolyte", 1), (CC, "nyarlathotep", 1)], "Europe": [(CC, "acolyte", 1)],
        "Africa": [(CC, "acolyte", 1)]}, gates={"Asia": CC, "Europe": CC, "Africa": CC},
        power={CC: 10}, phase="first_player")
    # the Determine First Player Phase leaves Rich First Player: he has the most Power
    t.play(CC, {"act": "direction", "direction": "clockwise"})
    assert t.state.phase == "doom" and t.state.doom[CC] == 3
    assert t.waiting() == (CC, "ritual")
    new = t.play(CC, {"act": "ritual"})
    assert types_of(new, ev.RitualPerformed) == [ev.RitualPerformed(CC, 5, 3)]
    assert t.state.doom[CC] == 6 and len(t.state.elder_signs[CC]) == 1
    assert t.state.power[CC] == 5
    assert ritual_cost(t.state) == 6


def test_two_player_decay_example(table):
    """Master rulebook, Two-Player Rules, Running Out of Power: Rich (1 Power) and Frank (10 Power);
    each time Rich is out of Power the Decay marker rises, and Frank pays it before his next Action,
    ending at 0 Power."""
    t = table([GC, CC], units={
        "South Pacific": [(GC, "acolyte", 1)], "Asia": [(CC, "acolyte", 2)],
        "Indian Ocean": [(CC, "flying_polyp", 1), (GC, "acolyte", 1)]},
        power={GC: 1, CC: 10}, dice=[1])
    t.play(GC, {"act": "recruit", "unit_type": "acolyte", "area": "South Pacific"})
    assert t.state.power == {GC: 0, CC: 10} and t.state.decay == 0
    t.play(CC, {"act": "move", "unit": "cc.acolyte.1", "to": "Europe"})
    t.play(CC, {"act": "move_done"})                            # Frank: 10 -> 9
    assert t.state.decay == 1                                   # Rich is out of Power: Decay 1
    assert [e.amount for e in types_of(t.events, ev.DecayPaid)] == [1]
    assert t.state.power[CC] == 8                               # Frank paid 1 Decay before his turn
    t.play(CC, {"act": "battle", "area": "Indian Ocean", "enemy": GC})
    assert t.state.decay == 2 and t.state.power[CC] == 5        # 7 after the Battle, then 2 Decay paid
    t.play(CC, {"act": "recruit", "unit_type": "acolyte", "area": "Asia"})
    assert t.state.decay == 3 and t.state.power[CC] == 1        # 4 after Recruiting, then 3 Decay paid
    last = t.play(CC, {"act": "recruit", "unit_type": "acolyte", "area": "Asia"})
    assert last[0] == ev.CultistRecruited(CC, "cc.acolyte.4", "Asia", 1)   # his last Action: 1 -> 0
    assert ev.PhaseBegan("gather_power", 1) in last             # both out of Power: the Phase is over
    assert not types_of(last, ev.DecayIncreased)


def test_simple_battle_example_without_abilities(table):
    """Master rulebook, Battle Examples, Simple Battle Example with Frenzy left out: Angela's two
    Byakhee roll 3 dice (Cultists and the King add none), Frank's Acolytes roll none; her 2 Pains
    make Frank Retreat both Cultists."""
    t = table([YS, BG], layout=None, units={
        "Africa": [(YS, "byakhee", 2), (YS, "acolyte", 2), (YS, "king_in_yellow", 1), (BG, "acolyte", 2)],
        "Europe": [(YS, "acolyte", 1)]}, power={YS: 5, BG: 5}, dice=[4, 5, 1])
    t.play(YS, {"act": "battle", "area": "Africa", "enemy": BG})
    rolled = {e.faction: e.faces for e in types_of(t.events, ev.DiceRolled)}
    assert rolled == {YS: (4, 5, 1), BG: ()}
    assert t.waiting() == (BG, "retreat")
    retreat_to = {o["to"] for o in t.options(BG, "retreat")}
    assert "Europe" not in retreat_to                           # Yellow Sign units are there
    for _ in range(2):
        t.play(BG, {"act": "retreat", "unit": t.options(BG, "retreat")[0]["unit"], "to": "Asia"})
    assert t.units_at("Africa", BG) == [] and len(t.units_at("Asia", BG)) == 2
    assert len(t.units_at("Africa", YS)) == 5                   # Angela lost nothing


def test_simple_battle_victim_chooses_which_unit_takes_the_kill(table):
    """Master rulebook, Battle Examples, Simple Battle Example: the player assigns the enemy's Kill
    to his own unit of choice (Angela picks a Byakhee). Frank's Kill comes here from a Fungus, since
    Frenzy is left out."""
    t = table([YS, BG], units={
        "Africa": [(YS, "byakhee", 2), (YS, "acolyte", 2), (YS, "king_in_yellow", 1), (BG, "acolyte", 2),
                   (BG, "fungi", 1)]}, power={YS: 5, BG: 5}, dice=[1, 2, 3, 6])
    t.play(YS, {"act": "battle", "area": "Africa", "enemy": BG})
    assert t.waiting() == (YS, "assign_kill")
    choices = {t.state.table[o["unit"]].type for o in t.options(YS, "assign")}
    assert choices == {"byakhee", "acolyte", "king_in_yellow"}
    t.play(YS, {"act": "assign", "unit": "ys.byakhee.1", "result": "kill"})
    assert t.state.units["ys.byakhee.1"] == "pool"
    assert len(t.units_at("Africa", YS)) == 4


def test_one_move_action_moves_several_units_for_one_power_each(table):
    """Master rulebook, Action Phase, Move: Great Cthulhu Moves 3 units at once in a single Move
    Action, costing 3 Power."""
    t = table([GC, CC, BG], units={"South Pacific": [(GC, "acolyte", 1), (GC, "deep_one", 2)]}, power={GC: 5})
    t.play(GC, {"act": "move", "unit": "gc.acolyte.1", "to": "Antarctica"})
    t.play(GC, {"act": "move", "unit": "gc.deep_one.1", "to": "Indian Ocean"})
    new = t.play(GC, {"act": "move", "unit": "gc.deep_one.2", "to": "Indian Ocean"})
    assert ev.MoveFinished(GC) in new and t.state.power[GC] == 2
    assert len(types_of(t.events, ev.UnitMoved)) == 3


def test_combat_is_the_sum_of_the_units_combat_ratings(table):
    """Master rulebook, Battle, Combat Dice Calculation and Rolls: an Acolyte and 2 Hunting Horrors
    give Crawling Chaos 0 + 2 + 2 = 4 Combat."""
    t = table([CC, GC, BG], units={"Asia": [(CC, "acolyte", 1), (CC, "hunting_horror", 2), (GC, "acolyte", 1)]},
              power={CC: 3}, dice=[1, 2, 3, 1])
    t.play(CC, {"act": "battle", "area": "Asia", "enemy": GC})
    assert {e.faction: len(e.faces) for e in types_of(t.events, ev.DiceRolled)} == {CC: 4, GC: 0}


def test_power_above_twenty_is_kept(table):
    """Master rulebook, Gather Power Phase, How to Earn Power: the Power track goes to 20, but a
    player may have more (here 6 Cultists, 6 Controlled Gates, 3 Abandoned Gates and a Captured
    Cultist: 6 + 12 + 3 + 1 = 22)."""
    areas = ("Asia", "Europe", "Africa", "Arctic Ocean", "North Atlantic", "Indian Ocean")
    gates = {**{a: CC for a in areas}, "South Atlantic": None, "Antarctica": None, "Australia": None}
    t = table([CC, GC, BG], units={a: [(CC, "acolyte", 1)] for a in areas}, gates=gates,
              captured={CC: [(GC, "acolyte", 1)]})
    gathered = {e.faction: e.amount for e in types_of(t.events, ev.PowerGathered)}
    assert gathered[CC] == 22 and t.state.power[CC] == 22


def test_units_retreated_into_a_new_area_may_battle_there_but_not_again_in_the_first(table):
    """Master rulebook, Action Phase, Unlimited Battle: after a Retreat into a new Area you may do
    Unlimited Battle there; the first Area has had its Battle this turn."""
    t = table([GC, YS, CC], units={"Africa": [(GC, "deep_one", 2), (YS, "undead", 3)], "Asia": [(CC, "acolyte", 1)]},
              power={GC: 5}, spellbooks={GC: 6}, dice=[1, 1, 4, 1])
    t.play(GC, {"act": "battle", "area": "Africa", "enemy": YS})
    t.play(GC, {"act": "retreat", "unit": "gc.deep_one.1", "to": "Asia"})
    battles = t.options(GC, "battle")
    assert {"act": "battle", "area": "Asia", "enemy": CC} in battles
    assert all(o["area"] != "Africa" for o in battles)
