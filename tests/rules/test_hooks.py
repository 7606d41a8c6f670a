"""Faction hooks: a test faction plugs abilities into every named hook without touching the core.

It stands in for the next factions: an "after any player's Action" ability (out of turn), Pre- and
Post-Battle abilities, a Gather Power bonus, an Awaken step, and three kinds of Spellbook requirement.
"""
from __future__ import annotations

from dataclasses import replace

import pytest
from sandbox import types_of

import rules
from rules.engine import events as ev
from rules import factions
from rules.engine.content import (Ability, CostAbility, EffectAbility, FactionSpec, GatherPowerAbility, Hook,
                                  Requirement, RequirementMetAbility, TurnAbility, UnitKind, UnitSpec,
                                  WindowAbility)
from rules.engine.prompts import Option
from rules.engine.state import areas_with_units, units_in

SL, GC, CC = "sleeper", "great_cthulhu", "crawling_chaos"


def _calm(state, faction, ctx):
    return state.doom[faction] < 1


def _lurk_options(state, faction, ctx):
    return [Option({"act": "ability", "ability": "lurk"}, "Lurk: gain 1 Doom and 1 Power")] if _calm(
        state, faction, ctx) else []


def _lurk(state, faction, choice, ctx):
    return [ev.DoomGained(faction, 1, "lurk"), ev.PowerGathered(faction, 1, {"lurk": 1})]


def _smite_options(state, faction, ctx):
    b = state.battle
    return [Option({"act": "ability", "ability": "smite"}, "Smite every enemy unit")] if faction in (
        b.attacker, b.defender) else []


def _smite(state, faction, choice, ctx):
    b = state.battle
    enemy = b.defender if faction == b.attacker else b.attacker
    return [ev.UnitEliminated(u, b.area, "smite") for u in units_in(state, b.area, enemy)]


def _witness_options(state, faction, ctx):
    b = state.battle
    bystander = faction not in (b.attacker, b.defender)
    return [Option({"act": "ability", "ability": "witness"}, "Witness the Battle")] if bystander and _calm(
        state, faction, ctx) else []


def _witness(state, faction, choice, ctx):
    return [ev.DoomGained(faction, 1, "witness")]


def _howl_options(state, faction, ctx):
    b = state.battle
    ready = ctx.stage == "pains" and faction not in (b.attacker, b.defender) and state.doom[faction] < 2
    return [Option({"act": "ability", "ability": "howl"}, "Howl: a Pain for both sides")] if ready else []


def _howl(state, faction, choice, ctx):
    b = state.battle
    return [ev.DoomGained(faction, 2, "howl"), ev.BattleHitsAdded(b.attacker, "pain", 1),
            ev.BattleHitsAdded(b.defender, "pain", 1)]


def _veil_options(state, faction, ctx):
    b = state.battle
    ready = faction in (b.attacker, b.defender) and not b.exempt
    return [Option({"act": "ability", "ability": "veil"}, "Veil an enemy unit")] if ready else []


def _veil(state, faction, choice, ctx):
    b = state.battle
    enemy = b.defender if faction == b.attacker else b.attacker
    return [ev.UnitsExempted((min(units_in(state, b.area, enemy)),))]


def _madness_options(state, faction, ctx):
    b = state.battle
    ready = faction not in (b.attacker, b.defender) and b.retreaters is None
    return [Option({"act": "ability", "ability": "madness"}, "Choose where Pained units go")] if ready else []


def _madness(state, faction, choice, ctx):
    b = state.battle
    return [ev.BattleControlGranted(side, "retreat", faction) for side in (b.attacker, b.defender)]


def _awaken_options(state, faction, ctx):
    free = state.units["sl.tsathoggua.1"] == "pool" and state.power[faction] >= 6
    return [Option({"act": "ability", "ability": "awaken_tsathoggua"}, "Awaken Tsathoggua")] if free else []


def _awaken(state, faction, choice, ctx):
    return [ev.GreatOldOneAwakened(faction, "sl.tsathoggua.1", "North America", 6)]


def _dream_options(state, faction, ctx):
    return [Option({"act": "ability", "ability": "dream"}, "Dream (2 Power)")] if state.power[faction] >= 2 else []


def _dream(state, faction, choice, ctx):
    return [ev.DoomGained(faction, 1, "dream")]


def _reward(state, faction, choice, ctx):
    from rules.engine.phases import draw_elder_signs

    return draw_elder_signs(state, faction, 1) if ctx.slot == 1 else []


def _killed_in_battle(state, faction, battle):
    return any(r == ("kill",) and state.table[u].faction != faction for u, r in battle.results.items())


SLEEPER = FactionSpec(
    name=SL, short="sl", title="Sleeper",
    units=(UnitSpec("acolyte", UnitKind.CULTIST, 6, 1, 0), UnitSpec("formless_spawn", UnitKind.MONSTER, 2, 1, 1),
           UnitSpec("tsathoggua", UnitKind.GREAT_OLD_ONE, 1, 6, 4)),
    spellbooks=("One", "Two", "Three", "Four", "Five", "Six"),
    requirements=(Requirement("Have units in 2 Areas.", holds=lambda s, f: len(areas_with_units(s, f)) >= 2),
                  Requirement("As your Action, pay 2 Power.", action_cost=2),
                  Requirement("Kill an enemy unit in a Battle.", on_battle=_killed_in_battle),
                  Requirement("-"), Requirement("-"), Requirement("-")),
    abilities=(WindowAbility("lurk", Hook.AFTER_ANY_ACTION, _lurk_options, _lurk, conditions={"calm": _calm}),
               WindowAbility("smite", Hook.PRE_BATTLE, _smite_options, _smite),
               WindowAbility("witness", Hook.POST_BATTLE, _witness_options, _witness),
               WindowAbility("howl", Hook.POST_BATTLE, _howl_options, _howl),
               WindowAbility("veil", Hook.PRE_BATTLE, _veil_options, _veil),
               WindowAbility("madness", Hook.POST_BATTLE, _madness_options, _madness),
               GatherPowerAbility("offering", Hook.GATHER_POWER, power=lambda s, f: 2),
               TurnAbility("awaken_tsathoggua", Hook.AWAKEN, _awaken_options, _awaken),
               TurnAbility("dream", Hook.ACTION, _dream_options, _dream, cost=2),
               RequirementMetAbility("reward", Hook.REQUIREMENT_MET, apply=_reward)),
)


@pytest.fixture(autouse=True)
def sleeper():
    factions.register(SLEEPER)
    yield SLEEPER
    factions.unregister(SL)


def _table(table, **kw):
    kw.setdefault("units", {"North America": [(SL, "acolyte", 1)], "Asia": [(CC, "acolyte", 1)],
                            "South Pacific": [(GC, "acolyte", 1)]})
    return table([GC, CC, SL], **kw)


def test_after_any_action_window_lets_another_seat_act_out_of_turn(table):
    """Master rulebook, Action Phase, Between Action Effects: "after any player's Action" abilities
    may be used after another player's Action, the active player first, then in turn order."""
    t = _table(table, power={GC: 3, CC: 3})
    t.play(GC, {"act": "recruit", "unit_type": "acolyte", "area": "South Pacific"})
    assert t.waiting() == (SL, "window")
    assert t.options(SL)[0] == {"act": "ability", "ability": "lurk"}
    t.play(SL, {"act": "ability", "ability": "lurk"})
    assert t.state.doom[SL] == 1 and t.waiting() == (CC, "turn")


def test_a_seat_at_zero_power_that_gains_power_takes_turns_again(table):
    """Master rulebook, Action Phase: at 0 Power you are skipped, but Power from an ability puts you
    back in turn."""
    t = _table(table, power={GC: 3, CC: 3})
    t.play(GC, {"act": "recruit", "unit_type": "acolyte", "area": "South Pacific"})
    t.play(SL, {"act": "ability", "ability": "lurk"})
    t.play(CC, {"act": "recruit", "unit_type": "acolyte", "area": "Asia"})
    assert t.waiting() == (SL, "turn")


def test_standing_answer_always_pass_skips_the_window(table):
    """Engine contract: standing answers answer out-of-turn windows without a round trip."""
    t = _table(table, power={GC: 3, CC: 3})
    choice = {"act": "standing_answer", "hook": "after_any_action", "answer": "always_pass"}
    assert choice in t.options(SL)
    t.play(SL, choice)
    t.play(GC, {"act": "recruit", "unit_type": "acolyte", "area": "South Pacific"})
    assert t.waiting() == (CC, "turn")


def test_standing_answer_pass_unless_asks_only_when_the_condition_holds(table):
    t = _table(table, power={GC: 3, CC: 3}, doom={SL: 1})
    t.play(SL, {"act": "standing_answer", "hook": "after_any_action", "answer": "pass_unless", "condition": "calm"})
    t.play(GC, {"act": "recruit", "unit_type": "acolyte", "area": "South Pacific"})
    assert t.waiting() == (CC, "turn")  # not calm (Doom 1): passed without asking


def test_all_units_of_a_side_removed_in_pre_battle_ends_the_battle(table):
    """Master rulebook, Battle, Pre-Battle Abilities: no dice are rolled and no further abilities are used."""
    t = _table(table, units={"North America": [(SL, "formless_spawn", 1), (GC, "deep_one", 2)]}, power={SL: 3},
               first=SL)
    t.play(SL, {"act": "battle", "area": "North America", "enemy": GC})
    assert t.waiting() == (SL, "window")
    new = t.play(SL, {"act": "ability", "ability": "smite"})
    assert len(types_of(new, ev.UnitEliminated)) == 2 and not types_of(new, ev.DiceRolled)
    assert types_of(new, ev.BattleEnded)


def test_post_battle_abilities_of_factions_not_in_the_battle_come_last(table):
    """Master rulebook, Battle, Post-Battle Abilities and Assigning Battle Results: a faction not in
    the Battle may use its Post-Battle ability (first-edition rulebook, Battle, Results and
    Post-Battle Effects: after the attacker and the defender)."""
    t = _table(table, units={"Asia": [(GC, "deep_one", 1), (CC, "acolyte", 1)], "North America": [(SL, "acolyte", 1)]},
               power={GC: 3}, dice=[1])
    new = t.play(GC, {"act": "battle", "area": "Asia", "enemy": CC})
    assert ev.WindowOpened("post_battle", (GC, CC, SL), {"area": "Asia", "stage": "kills"}) in new
    assert t.waiting() == (SL, "window")
    t.play(SL, {"act": "ability", "ability": "witness"})
    assert t.state.doom[SL] == 1
    while t.waiting() == (SL, "window"):  # pass on the rest (after the Pains, then after added results)
        t.play(SL, t.options(SL, "window_pass")[0])
    assert t.state.battle is None


def test_post_battle_abilities_may_add_results_after_pains_are_assigned(table):
    """Master rulebook, Battle, Post-Battle Abilities and Assigning Battle Results; FAQ, the
    Ghoul sent by Necrophagy: a Post-Battle ability may add Pains to both sides after the Pains were
    assigned; they are assigned and applied like the rolled ones."""
    t = _table(table, units={"Asia": [(GC, "deep_one", 1), (CC, "acolyte", 1)], "North America": [(SL, "acolyte", 1)]},
               power={GC: 3}, dice=[1], doom={SL: 1})
    t.play(GC, {"act": "battle", "area": "Asia", "enemy": CC})
    for stage in ("kills", "assigned"):  # nothing to do once the Kills, then the Pains, are assigned
        assert t.state.window.context.stage == stage
        t.play(SL, t.options(SL, "window_pass")[0])
    assert t.waiting() == (SL, "window") and t.state.window.context.stage == "pains"
    t.play(SL, {"act": "ability", "ability": "howl"})
    t.play(SL, t.options(SL, "window_pass")[0])
    assert t.waiting() == (GC, "retreat")
    t.play(GC, {"act": "retreat", "unit": "gc.deep_one.1", "to": "Europe"})
    assert t.waiting() == (CC, "retreat")
    results = {e.unit: e.result for e in types_of(t.events, ev.ResultAssigned)}
    assert results == {"gc.deep_one.1": "pain", "cc.acolyte.1": "pain"}


def test_an_exempted_unit_takes_no_part_in_the_rest_of_the_battle(table):
    """Master rulebook, Battle, Pre-Battle Abilities: an effect created in Pre-Battle (here, a unit
    made to take no part) holds for the rest of the Battle: the unit rolls no dice and takes no
    results."""
    t = _table(table, units={"Asia": [(SL, "formless_spawn", 1), (GC, "deep_one", 2)]}, power={SL: 3},
               first=SL, dice=[6, 6])
    t.play(SL, {"act": "battle", "area": "Asia", "enemy": GC})
    t.play(SL, {"act": "ability", "ability": "veil"})
    t.play(SL, {"act": "window_pass", "hook": "pre_battle", "index": 0})
    rolled = {e.faction: e.faces for e in types_of(t.events, ev.DiceRolled)}
    assert rolled == {SL: (6,), GC: (6,)}  # one Deep One's die: the exempted one rolls none
    assert [e.unit for e in types_of(t.events, ev.ResultAssigned)] == ["sl.formless_spawn.1", "gc.deep_one.2"]
    assert t.state.units["gc.deep_one.1"] == "Asia"


def test_exempting_a_sides_last_unit_ends_the_battle(table):
    """Rulings R16: a side whose units are all exempted counts as removed (master
    rulebook, Battle, Pre-Battle Abilities)."""
    t = _table(table, units={"Asia": [(SL, "formless_spawn", 1), (GC, "deep_one", 1)]}, power={SL: 3}, first=SL)
    t.play(SL, {"act": "battle", "area": "Asia", "enemy": GC})
    new = t.play(SL, {"act": "ability", "ability": "veil"})
    assert types_of(new, ev.BattleEnded) and not types_of(new, ev.DiceRolled)


def test_an_ability_may_take_over_where_pained_units_retreat(table):
    """Master rulebook, Battle, Applying Battle Results (Madness): another faction, not the owner,
    chooses the Areas Pained units go to."""
    t = _table(table, units={"Asia": [(GC, "deep_one", 1), (CC, "acolyte", 1)], "North America": [(SL, "acolyte", 1)]},
               power={GC: 3}, dice=[4], doom={SL: 2})
    t.play(GC, {"act": "battle", "area": "Asia", "enemy": CC})
    t.play(SL, {"act": "ability", "ability": "madness"})
    assert t.waiting() == (SL, "retreat")
    t.play(SL, {"act": "retreat", "unit": "cc.acolyte.1", "to": "Europe"})
    assert t.state.units["cc.acolyte.1"] == "Europe"


def test_gather_power_hook_adds_power(table):
    t = _table(table, units={"North America": [(SL, "acolyte", 1)]})
    gathered = {e.faction: e for e in types_of(t.events, ev.PowerGathered)}
    assert gathered[SL].sources["offering"] == 2 and gathered[SL].amount == 3


def _alms(state, owner, faction):
    """A stand-in for Worship Services: 1 Power to every other faction, none to the owner."""
    return 0 if faction == owner else 1


def test_a_gather_power_hook_may_pay_other_factions_before_the_minimum_power_rule(table):
    """Master rulebook, Gather Power Phase: Power an ability pays another faction is gathered with
    the rest, listed under the ability, and the Minimum Power Rule reads the totals after it."""
    factions.register(replace(SLEEPER, abilities=SLEEPER.abilities + (
        GatherPowerAbility("alms", Hook.GATHER_POWER, power_to=_alms),)))
    t = _table(table, power={GC: 20}, phase="gather_power")
    gathered = {e.faction: e.sources for e in types_of(t.events, ev.PowerGathered)}
    assert gathered[GC]["alms"] == 1 and gathered[CC]["alms"] == 1 and "alms" not in gathered[SL]
    assert t.state.power[CC] == 11 and t.state.power[SL] == 11


def test_awaken_hook_offers_a_great_old_one_on_the_owners_turn(table):
    t = _table(table, power={SL: 7}, first=SL)
    t.play(SL, {"act": "ability", "ability": "awaken_tsathoggua"})
    assert t.state.units["sl.tsathoggua.1"] == "North America" and t.state.power[SL] == 1


def test_a_unique_action_pays_its_cost_and_is_the_turns_one_action(table):
    """Master rulebook, Action Phase, The Four Types of Actions: a Unique Action is a faction's own
    Action, paid for like any other."""
    t = _table(table, power={SL: 5, GC: 2}, first=SL)
    new = t.play(SL, {"act": "ability", "ability": "dream"})
    assert new[:3] == [ev.UniqueActionTaken(SL, "dream", 2), ev.DoomGained(SL, 1, "dream"),
                       ev.ActionFinished(SL, "dream")]
    assert ev.TurnEnded(SL) in new  # nothing else to do: the turn ends by itself
    assert t.state.power[SL] == 3 and t.waiting() == (GC, "turn")


def test_met_requirement_lets_the_owner_choose_the_spellbook(table):
    """Master rulebook, Game Basics, Earning Spellbooks: any Spellbook may cover any met
    requirement; the owner chooses."""
    t = _table(table, units={"North America": [(SL, "acolyte", 2)]}, power={SL: 3}, first=SL)
    t.play(SL, {"act": "move", "unit": "sl.acolyte.1", "to": "South America"})
    assert t.waiting() == (SL, "spellbook")
    assert len(t.options(SL, "place_spellbook")) == 6
    t.play(SL, {"act": "place_spellbook", "slot": 0, "spellbook": "Four"})
    assert t.state.spellbooks[SL] == ((0, "Four"),)


def test_requirement_actions_are_taken_once_per_game(table):
    """Master rulebook, Action Phase, The Four Types of Actions: a Spellbook Requirement Action is
    its own Action and can be done once per game."""
    t = _table(table, power={SL: 6}, first=SL)
    new = t.play(SL, {"act": "requirement", "slot": 1})
    assert [type(e) for e in new[:3]] == [ev.RequirementActionTaken, ev.RequirementMet, ev.ElderSignDrawn]
    assert len(t.state.elder_signs[SL]) == 1  # the requirement_met hook's reward
    t.play(SL, {"act": "place_spellbook", "slot": 1, "spellbook": "One"})
    assert t.state.power[SL] == 4
    t.play(SL, {"act": "end_turn"}) if {"act": "end_turn"} in t.options(SL) else None
    assert {"act": "requirement", "slot": 1} not in t.options(SL)


def test_spellbooks_earned_in_a_battle_arrive_after_it(table):
    """Master rulebook, Game Basics, Earning Spellbooks: a Spellbook earned during a Battle is
    received once the Battle is resolved."""
    t = _table(table, units={"Asia": [(SL, "formless_spawn", 1), (GC, "deep_one", 1), (GC, "acolyte", 1)]},
               power={SL: 3}, first=SL, dice=[6, 4])
    t.play(SL, {"act": "battle", "area": "Asia", "enemy": GC})
    t.play(SL, {"act": "window_pass", "hook": "pre_battle", "index": 0})
    assert t.state.battle is not None and t.waiting()[1] == "assign_kill"
    t.play(GC, {"act": "assign", "unit": "gc.acolyte.1", "result": "kill"})
    assert t.waiting() == (SL, "retreat") and t.state.spellbooks[SL] == ()
    t.play(SL, {"act": "retreat", "unit": "sl.formless_spawn.1", "to": "Europe"})
    kinds = [type(e).__name__ for e in t.events]
    assert kinds.index("RequirementMet") < kinds.index("BattleEnded") < len(kinds)
    assert t.waiting() == (SL, "spellbook")


def test_a_fifth_faction_plays_on_the_five_player_map():
    """Master rulebook, Set Up, Place the Map: five players use both 5-player sides (21 Areas)."""
    seats = [{"seat": f, "faction": f} for f in (GC, CC, "black_goat", "yellow_sign", SL)]
    state = rules.replay(rules.new_game({"seats": seats}, b"five players, thirty-two bytes.."))
    assert state.layout == "5p" and state.units["sl.acolyte.1"] == "North America West"
    assert state.options["ritual_track"] == (5, 6, 6, 7, 7, 8, 8, 9, 9, 10)


def test_the_five_player_ritual_track_has_one_ten_then_instant_death():
    """Ritual of Annihilation track, 5 players: 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, then Instant Death."""
    seats = [{"seat": f, "faction": f} for f in (GC, CC, "black_goat", "yellow_sign", SL)]
    state = rules.replay(rules.new_game({"seats": seats}, b"five players, thirty-two bytes.."))
    track = state.options["ritual_track"]
    assert track.count(10) == 1 and track[-1] == 10 and len(track) == 10


def test_after_action_window_opens_between_a_move_and_an_unlimited_battle(table):
    """Master rulebook, Action Phase, Between Action Effects (Ongoing Ability During a Player's
    Turn): after Zoran's Move Action, before his Unlimited Battle, another player may use an "after
    any player's Action" ability."""
    t = _table(table, units={"Asia": [(GC, "deep_one", 2)], "Europe": [(SL, "acolyte", 2)]},
               power={GC: 5}, spellbooks={GC: 6})
    t.play(GC, {"act": "move", "unit": "gc.deep_one.1", "to": "Europe"})
    new = t.play(GC, {"act": "move", "unit": "gc.deep_one.2", "to": "Europe"})
    assert ev.MoveFinished(GC) in new and t.waiting() == (SL, "window")
    t.play(SL, {"act": "ability", "ability": "lurk"})
    assert t.waiting() == (GC, "turn")
    assert {"act": "battle", "area": "Europe", "enemy": SL} in t.options(GC)  # still his turn: Unlimited Battle


# -- rules a faction changes for itself (FactionSpec fields; no faction is named in the core) --------

def _with(**changes):
    factions.register(replace(SLEEPER, **changes))


def test_a_faction_may_widen_where_its_units_move(table):
    _with(move_reach=lambda state, faction, uid: {"Antarctica", "Europe"})
    t = _table(table, power={SL: 3}, first=SL)
    moves = {o["to"] for o in t.options(SL, "move")}
    assert moves == {"Antarctica", "Europe"}
    t.play(SL, {"act": "move", "unit": "sl.acolyte.1", "to": "Antarctica"})
    assert t.state.units["sl.acolyte.1"] == "Antarctica"


def test_a_faction_may_let_a_monster_create_and_control_gates(table):
    units = {"Asia": [(SL, "formless_spawn", 1)], "South Pacific": [(GC, "acolyte", 1)], "Europe": [(CC, "acolyte", 1)]}
    gate = {"act": "create_gate", "area": "Asia", "control": True}
    assert gate not in _table(table, units=units, power={SL: 3}, first=SL).options(SL)
    _with(gate_units=lambda state, faction: ("formless_spawn",))
    t = _table(table, units=units, power={SL: 3}, first=SL)
    t.play(SL, gate)
    assert t.state.gates["Asia"] == "sl.formless_spawn.1"


def test_a_faction_may_spare_a_unit_that_has_nowhere_to_retreat(table):
    around = ["Europe", "Arctic Ocean", "North Pacific", "Indian Ocean", "Africa", "North Atlantic"]
    units = {"Asia": [(SL, "formless_spawn", 1), (GC, "deep_one", 1)]} | {a: [(GC, "acolyte", 1)] for a in around}
    units["North America"] = [(CC, "acolyte", 1)]
    for spared, stays in ((None, "pool"), (lambda state, uid: True, "Asia")):
        _with(spared_when_surrounded=spared)
        t = _table(table, units=units, power={SL: 3}, first=SL, dice=[1, 4])
        t.play(SL, {"act": "battle", "area": "Asia", "enemy": GC})
        t.play(SL, {"act": "window_pass", "hook": "pre_battle", "index": 0})
        while t.waiting() and t.waiting()[1] == "retreat_blocked":
            t.play(SL, t.options(SL, "retreat_eliminate")[0])
        assert t.state.units["sl.formless_spawn.1"] == stays
        assert (ev.RetreatBlocked(SL, "sl.formless_spawn.1") in t.events) == (spared is not None)


def test_a_faction_that_starts_first_is_the_first_player_at_set_up():
    _with(starts_first="sleeper_starts")
    seats = [{"seat": "s1", "faction": CC}, {"seat": "s2", "faction": SL}, {"seat": "s3", "faction": "black_goat"}]
    events = rules.new_game({"seats": seats}, b"a seed of sixteen bytes or more")
    assert ev.FirstPlayerChosen(SL, "sleeper_starts") in events


def _tithe(state, faction, choice, ctx):
    return [ev.PowerChanged(faction, 1, "tithe")] if ctx.actor == faction else []


def test_a_mandatory_effect_on_an_out_of_turn_window_runs_at_once_and_asks_nothing(table, sleeper):
    """An ability with an effect and no options on a window hook ("after your Move Action, take 1
    Power back": Sleeper, Burrow) runs as the window opens, for its owner, and adds no decision."""
    factions.register(replace(sleeper, abilities=(EffectAbility("tithe", Hook.AFTER_ANY_ACTION, apply=_tithe),)))
    t = _table(table, power={GC: 3, CC: 3, SL: 3}, first=SL)
    new = t.play(SL, {"act": "recruit", "unit_type": "acolyte", "area": "North America"})
    assert ev.PowerChanged(SL, 1, "tithe") in new and t.state.power[SL] == 3
    assert t.waiting() == (GC, "turn")
    from rules.engine.windows import standing_options

    assert not standing_options(t.state, SL)  # nothing to answer for, so no standing answer offered


@pytest.mark.parametrize("rule, first", [("alphabetical", "black_goat"), ("seat_order", CC)])
def test_a_faction_that_never_starts_first_is_passed_over_for_first_player_at_set_up(rule, first):
    """A faction may never be First Player at the start (master rulebook, Windwalker); the ruleset's
    rule picks among the others. The stand-in is first alphabetically and first in seat order."""
    _with(title="Aardvark", never_starts_first=True)
    seats = [{"seat": "s1", "faction": SL}, {"seat": "s2", "faction": CC}, {"seat": "s3", "faction": "black_goat"}]
    events = rules.new_game({"seats": seats, "rules": {"first_player_rule": rule}}, b"a seed of sixteen bytes or more")
    chosen = next(e for e in events if isinstance(e, ev.FirstPlayerChosen))
    assert chosen.faction == first


def _reckon_options(state, faction, ctx):
    return [Option({"act": "ability", "ability": "reckon"}, "Reckon")] if state.battle is not None else []


def _reckon(state, faction, choice, ctx):
    return [ev.PowerChanged(faction, 1, "reckon")]


def test_battle_resolved_window_opens_once_every_result_is_applied_and_every_retreat_made(table, sleeper):
    """Master rulebook, Battle, Post-Battle Abilities: an ability that acts "after all Kills and Pains
    have been applied" is asked once the Pained units have Retreated, before the Battle ends,
    attacker, defender, then the others."""
    reckon = WindowAbility("reckon", Hook.BATTLE_RESOLVED, _reckon_options, _reckon)
    factions.register(replace(sleeper, abilities=(reckon,)))
    t = _table(table, units={"Asia": [(GC, "deep_one", 1), (CC, "acolyte", 1)], "North America": [(SL, "acolyte", 1)]},
               power={GC: 3}, dice=[4])
    t.play(GC, {"act": "battle", "area": "Asia", "enemy": CC})
    t.play(CC, {"act": "retreat", "unit": "cc.acolyte.1", "to": "Europe"})
    assert ev.WindowOpened("battle_resolved", (GC, CC, SL), {"area": "Asia", "stage": "resolved"}) in t.events
    assert t.waiting() == (SL, "window") and t.state.units["cc.acolyte.1"] == "Europe"
    t.play(SL, {"act": "ability", "ability": "reckon"})
    t.play(SL, t.options(SL, "window_pass")[0])
    assert t.state.battle is None and t.state.power[SL] == 1


def _fixed_ritual(state, owner, actor, action, area, cost):
    return 5 if actor == owner and action == "ritual" else cost


def test_a_cost_ability_may_change_what_its_owners_ritual_costs(table):
    """A COST ability sees a Ritual of Annihilation as the action "ritual" with no Area (Windwalker,
    Herald of the Outer Gods: the Ritual always costs 5); other factions pay the track's cost."""
    _with(abilities=SLEEPER.abilities + (CostAbility("fixed_ritual", Hook.COST, cost_change=_fixed_ritual),))
    extra = {"ritual": 7}  # the track's last space: 10 Power
    t = _table(table, power={SL: 6, GC: 0, CC: 0}, phase="first_player", first=SL, extra=extra)
    t.play(SL, {"act": "direction", "direction": "clockwise"})
    assert {"act": "ritual"} in t.options(SL)
    t.play(SL, {"act": "ritual"})
    assert t.state.power[SL] == 1


def _steady_options(state, faction, ctx):
    b = state.battle
    if b is None or faction not in b.sides() or b.note("steadied"):
        return []
    return [Option({"act": "ability", "ability": "steady"}, "Steady")]


def _steady(state, faction, choice, ctx):
    return [ev.BattleNoted("steadied", True), ev.BattleHitsAdded(faction, "kill", 1)]


def test_dice_rolled_window_opens_after_both_sides_roll_and_before_any_result_is_assigned(table, sleeper):
    """Master rulebook, Battle, Roll Combat Dice: an ability that acts on the rolled dice (a re-roll)
    is asked once both sides have rolled, attacker then defender, before results are assigned."""
    steady = WindowAbility("steady", Hook.DICE_ROLLED, _steady_options, _steady)
    factions.register(replace(sleeper, abilities=(steady,)))
    t = _table(table, units={"Asia": [(SL, "formless_spawn", 1), (GC, "deep_one", 1)]}, power={SL: 3},
               first=SL, dice=[1, 1])
    new = t.play(SL, {"act": "battle", "area": "Asia", "enemy": GC})
    assert ev.WindowOpened("dice_rolled", (SL, GC), {"area": "Asia"}) in new
    assert t.waiting() == (SL, "window") and not t.state.battle.results
    t.play(SL, {"act": "ability", "ability": "steady"})
    assert t.state.units["gc.deep_one.1"] == "pool"
