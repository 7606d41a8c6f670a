"""The hooks the expansion factions need, each used by a stand-in ability defined here.

The stand-in acts out of turn once Power is gathered and at the start and end of the Doom Phase,
answers any faction's Ritual, acts as a turn begins, taxes enemies' Actions in its Area, shields its
Cultists from enemy Monsters, may stop taking turns, acts in Pre-Battle of Battles it is not in, and
may win by its own condition (master rulebook, the expansion faction chapters: Opener of the Way's
Dragon Ascending, the Ancients' Consecration, Windwalker's Ice Age, Ferox and Hibernate, Sleeper's
Energy Nexus).
"""
from __future__ import annotations

from dataclasses import replace

import pytest
from sandbox import types_of

from rules.engine import events as ev
from rules import factions
from rules.engine.content import (INNER_BATTLE, BattleCombatAbility, CaptureAbility, CostAbility, DeclareBattleAbility,
                                  EffectAbility, FactionSpec, Hook, MayActAbility, MayMoveAbility, Requirement,
                                  StartRule, TurnAbility,
                                  UnitKind, UnitMovedAbility, UnitSpec, VictoryAbility, WindowAbility)
from rules.engine.phases import game_end
from rules.engine.prompts import Option
from rules.engine.state import units_in

# The stand-in takes the Sleeper's seat on the map (its start Area), with abilities of its own.
ST, GC, CC = "sleeper", "great_cthulhu", "crawling_chaos"


def _offer(name: str, text: str, ready=lambda state, faction, ctx: True):
    return lambda state, faction, ctx: [Option({"act": "ability", "ability": name}, text)] if ready(
        state, faction, ctx) else []


def _ascend(state, faction, choice, ctx):
    """Set your Power equal to the highest enemy Power."""
    top = max(p for f, p in state.power.items() if f != faction)
    return [ev.PowerChanged(faction, top - state.power[faction], "ascend")]


def _omen(state, faction, choice, ctx):
    return [ev.DoomGained(faction, 1, "omen")]


def _echo(state, faction, choice, ctx):
    return [ev.PowerChanged(faction, 1, "echo")] if ctx.ritual_by != faction else []


def _tax(state, owner, actor, action, area, cost):
    """Enemies pay 1 more for an Action that ends in an Area with the stand-in's units."""
    return cost + 1 if actor != owner and units_in(state, area, owner) else cost


def _ferox(state, owner, captor, victim, area, allowed):
    """Enemy Monsters may not Capture the stand-in's Cultists (a Great Old One still may)."""
    if victim != owner or not allowed:
        return allowed
    table = state.table
    return any(table[u].spec.great_old_one for u in units_in(state, area, captor))


def _no_lone_wendigos(state, owner, attacker, defender, area, allowed):
    """The stand-in's Wendigos alone in an Area do not declare Battle (as the Ancients' Brainless)."""
    if attacker != owner or not allowed:
        return allowed
    return any(state.table[u].type != "wendigo" for u in units_in(state, area, owner))


def _hibernating(state, owner, faction):
    return faction != owner or not state.faction_data[owner].get("hibernating")


def _hibernate(state, faction, choice, ctx):
    return [ev.FactionDataSet(faction, "hibernating", True)]


def _witness(state, faction, choice, ctx):
    return [ev.DoomGained(faction, 1, "witness")]


def _scribe(state, faction, choice, ctx):
    """Each Spellbook the stand-in places gives it 1 Power (as the Tcho-Tcho's Hierophants)."""
    return [ev.PowerChanged(faction, 1, "scribe")]


def _dread(state, faction, enemy, units):
    """The stand-in's Wendigos in the Battle each take 1 from the enemy's Combat (as Terror)."""
    if state.battle is None:
        return 0
    return sum(1 for u in units_in(state, state.battle.area, faction) if state.table[u].type == "wendigo")


def _may_ambush(state, faction, ctx):
    """Once per declared Battle, with a unit where it is declared, and not inside a Battle fought first."""
    b = state.battle
    return bool(units_in(state, ctx.area, faction)) and not b.note("ambushed") and b.suspended is None


def _trail(state, faction, choice, ctx):
    """When the stand-in's Ithaqua Moves, its Wendigos left behind follow him (as Arctic Wind)."""
    e = ctx.event
    if state.table[e.unit].type != "ithaqua":
        return []
    return [ev.UnitPlaced(u, e.origin, e.to, "trail") for u in sorted(units_in(state, e.origin, faction))
            if state.table[u].type == "wendigo"]


def _ambush(state, faction, choice, ctx):
    """Attack the declared Battle's attacker first, in the same Area (as Sleeper's Energy Nexus)."""
    return [ev.BattleNoted("ambushed", True), ev.BattleNoted(INNER_BATTLE, (faction, state.battle.attacker))]


STAND_IN = FactionSpec(
    name=ST, short="st", title="Stand-In",
    units=(UnitSpec("acolyte", UnitKind.CULTIST, 6, 1, 0), UnitSpec("wendigo", UnitKind.MONSTER, 2, 1, 1),
           UnitSpec("ithaqua", UnitKind.GREAT_OLD_ONE, 1, 6, 4)),
    spellbooks=("One", "Two", "Three", "Four", "Five", "Six"),
    requirements=tuple(Requirement("-") for _ in range(6)),
    abilities=(
        WindowAbility("ascend", Hook.GATHER_POWER_PHASE, _offer("ascend", "Set your Power to the highest"), _ascend),
        EffectAbility("omen", Hook.DOOM_PHASE_START, apply=_omen),
        WindowAbility("farewell", Hook.DOOM_PHASE_END, _offer("farewell", "Gain 1 Doom"), _omen),
        EffectAbility("echo", Hook.RITUAL, apply=_echo),
        WindowAbility("witness", Hook.ACTION_START, _offer(
            "witness", "Witness the turn", lambda state, faction, ctx: ctx.actor != faction), _witness),
        CostAbility("ice", Hook.COST, cost_change=_tax),
        CaptureAbility("ferox", Hook.CAPTURE, capture_rule=_ferox),
        MayActAbility("hibernation", Hook.MAY_ACT, may_act=_hibernating),
        DeclareBattleAbility("no_lone_wendigos", Hook.DECLARE_BATTLE, battle_rule=_no_lone_wendigos),
        TurnAbility("hibernate", Hook.ACTION, _offer("hibernate", "Hibernate"), _hibernate),
        WindowAbility("nexus", Hook.PRE_BATTLE_BYSTANDER, _offer("nexus", "Witness the Battle"), _witness),
        WindowAbility("ambush", Hook.BATTLE_DECLARED, _offer("ambush", "Attack first", _may_ambush), _ambush),
        VictoryAbility("outlast", Hook.VICTORY, wins=lambda state, owner: state.doom[owner] >= 5),
        WindowAbility("last_word", Hook.GAME_END, _offer("last_word", "Gain 1 Doom before the game ends"), _omen),
        UnitMovedAbility("trail", Hook.UNIT_MOVED, apply=_trail),
        EffectAbility("scribe", Hook.SPELLBOOK_PLACED, apply=_scribe),
        BattleCombatAbility("dread", Hook.BATTLE, combat=_dread, against=True),
    ),
)


@pytest.fixture(autouse=True)
def stand_in():
    factions.register(STAND_IN)
    yield STAND_IN
    factions.unregister(ST)


def _table(table, witness=False, **kw):
    """A table where the stand-in lets the first turn begin unwitnessed, unless `witness`."""
    kw.setdefault("units", {"North America": [(ST, "acolyte", 1)], "Asia": [(CC, "acolyte", 1)],
                            "South Pacific": [(GC, "acolyte", 1)]})
    t = table([GC, CC, ST], **kw)
    opened = types_of(t.events, ev.WindowOpened)
    if not witness and opened and opened[-1].hook == "action_start" and t.waiting() == (ST, "window"):
        _pass_all(t)
    return t


def _pass_all(t, kind="window"):
    while t.waiting() and t.waiting()[1] == kind:
        seat = t.waiting()[0]
        t.play(seat, [o for o in t.options(seat) if o["act"] in ("window_pass", "place_spellbook")][0])


def test_a_faction_acts_out_of_turn_once_power_is_gathered(table):
    """Master rulebook, Gather Power Phase; Opener of the Way, Dragon Ascending ("at any time"):
    used in Gather Power, the new Power counts when the First Player is determined."""
    t = _table(table, phase="gather_power", power={GC: 0, CC: 0})
    assert t.waiting() == (ST, "window") and not types_of(t.events, ev.FirstPlayerChosen)
    t.play(ST, {"act": "ability", "ability": "ascend"})
    _pass_all(t)
    gathered = {e.faction: e.amount for e in types_of(t.events, ev.PowerGathered)}
    assert t.state.power[ST] == max(gathered[GC], gathered[CC])
    assert t.waiting() == (GC, "first_player")  # tied for most Power: the previous First Player decides
    assert {"act": "first_player", "faction": ST} in t.options(GC)


def _to_doom_phase(table, **kw):
    """All seats out of Power in the Action Phase: Gather Power, First Player, then the Doom Phase."""
    t = _table(table, **kw)
    _pass_all(t)  # Gather Power's window
    while t.waiting() and t.waiting()[1] in ("direction", "first_player"):
        seat = t.waiting()[0]
        t.play(seat, t.options(seat)[0])
    return t


def test_a_mandatory_effect_runs_as_the_doom_phase_begins(table):
    """Master rulebook, Doom Phase: an effect "at the start of the Doom Phase" comes before the Doom
    Track advances for Gates."""
    t = _to_doom_phase(table)
    kinds = [type(e) for e in t.events]
    began = next(i for i, e in enumerate(t.events) if isinstance(e, ev.PhaseBegan) and e.phase == "doom")
    assert t.events[began + 1] == ev.DoomGained(ST, 1, "omen")
    assert kinds.index(ev.DoomTrackAdvanced) > began + 1


def _in_doom_phase(table, **kw):
    t = _table(table, phase="doom", extra={"doom_phase": {
        "queue": [GC, CC, ST], "cursor": 0, "gates_done": True, "ritual_done": False}}, **kw)
    _pass_all(t, "spellbook")  # a Spellbook earned as the position loads
    return t


def test_any_factions_ritual_reaches_the_other_factions_abilities(table):
    """Master rulebook, Doom Phase, Ritual of Annihilation; the Ancients, Consecration: an ability
    may answer a Ritual as it is performed, whoever performs it."""
    t = _in_doom_phase(table, power={GC: 6, ST: 2})
    new = t.play(GC, {"act": "ritual"})
    assert new.index(ev.PowerChanged(ST, 1, "echo")) == 1  # right after the RitualPerformed
    assert t.state.power[ST] == 3


def test_an_out_of_turn_window_closes_the_doom_phase(table):
    """Master rulebook, Doom Phase: after the last Ritual turn, abilities "at the end of the Doom
    Phase" are offered before the next Action Phase begins."""
    t = _in_doom_phase(table)  # no seat can pay for a Ritual: each Ritual turn ends by itself
    assert [e.faction for e in types_of(t.events, ev.RitualTurnEnded)] == [GC, CC, ST]
    assert t.waiting() == (ST, "window") and t.state.phase == "doom"
    new = t.play(ST, {"act": "ability", "ability": "farewell"})
    new += t.play(ST, {"act": "window_pass", "hook": "doom_phase_end", "index": 2})
    action = next(i for i, e in enumerate(new) if isinstance(e, ev.PhaseBegan) and e.phase == "action")
    assert new.index(ev.DoomGained(ST, 1, "omen")) < action


def test_doom_30_in_the_action_phase_opens_a_window_before_the_game_ends(table):
    """Master rulebook, Victory and FAQ, Windwalker (lines 5423-5425): Doom of 30 in the Action Phase
    ends the game as the current turn ends, and an ability usable "at any time" still gets its
    chance then, as every player may reveal Elder Signs; the game ends once the window closes."""
    t = _table(table, power={GC: 1, CC: 1}, doom={GC: 30})
    t.play(GC, {"act": "drop_power"})
    assert t.waiting() == (ST, "window") and t.state.window.hook == "game_end"
    assert t.state.phase == "action" and not types_of(t.events, ev.GameEnded)
    t.play(ST, {"act": "ability", "ability": "last_word"})
    new = t.play(ST, {"act": "window_pass", "hook": "game_end", "index": 2})
    assert [type(e) for e in new[-2:]] == [ev.WindowClosed, ev.GameEnded]
    assert types_of(new, ev.GameEnded)[0].doom[ST] == 1


def test_the_game_ending_after_the_doom_phase_opens_its_window_after_the_doom_phases_own(table):
    """Master rulebook, Doom Phase and Victory: after the last Ritual turn, the Doom Phase's closing
    window, then (the game ending: Doom of 30) the window before the game ends, then the end."""
    t = _in_doom_phase(table, doom={GC: 30})
    assert t.state.window.hook == "doom_phase_end"
    t.play(ST, {"act": "window_pass", "hook": "doom_phase_end", "index": 2})
    assert t.state.window.hook == "game_end" and t.waiting() == (ST, "window")
    new = t.play(ST, {"act": "window_pass", "hook": "game_end", "index": 2})
    assert types_of(new, ev.GameEnded)[0].reason == "doom_30"


def test_no_window_before_the_game_ends_when_it_goes_on(table):
    """A turn ending below 30 Doom opens no such window."""
    t = _table(table, power={GC: 1, CC: 1}, doom={GC: 29})
    t.play(GC, {"act": "drop_power"})
    assert not [e for e in types_of(t.events, ev.WindowOpened) if e.hook == "game_end"]


def test_a_faction_acts_as_its_unit_moves_within_the_move_action(table):
    """Master rulebook, Windwalker, Arctic Wind: an ability may act as one of its owner's units Moves,
    inside the Move Action, which then goes on (more units to Move, at their usual cost)."""
    t = _table(table, power={GC: 1, CC: 1, ST: 3}, first=ST,
               units={"North America": [(ST, "ithaqua", 1), (ST, "wendigo", 2), (ST, "acolyte", 1)],
                      "Asia": [(CC, "acolyte", 1)], "South Pacific": [(GC, "acolyte", 1)]})
    new = t.play(ST, {"act": "move", "unit": "st.ithaqua.1", "to": "North Atlantic"})
    assert [e.unit for e in types_of(new, ev.UnitPlaced)] == ["st.wendigo.1", "st.wendigo.2"]
    assert t.waiting() == (ST, "move") and t.state.power[ST] == 2


def test_an_ability_acts_at_the_start_of_another_players_turn(table):
    """Master rulebook, Action Phase: an ability used as a player's turn begins, before its Action."""
    t = _table(table, power={GC: 3, CC: 3}, witness=True)
    began = t.events.index(ev.TurnBegan(GC))
    assert t.events[began + 1] == ev.WindowOpened("action_start", (GC, CC, ST), {"actor": GC})
    assert t.waiting() == (ST, "window")
    t.play(ST, {"act": "ability", "ability": "witness"})
    assert t.state.doom[ST] == 1
    _pass_all(t)
    assert t.waiting() == (GC, "turn")


def test_a_faction_may_raise_the_cost_of_enemy_actions_in_its_areas(table):
    """Master rulebook, Windwalker, Ice Age: enemies pay 1 more Power for an Action that ends in the
    Area; its owner pays the usual cost."""
    t = _table(table, units={"North America": [(ST, "acolyte", 1)], "Asia": [(CC, "acolyte", 1)],
                             "South Pacific": [(GC, "acolyte", 1)], "Arctic Ocean": [(GC, "deep_one", 1)]},
               power={GC: 3, ST: 3})
    moves = {o["to"] for o in t.options(GC, "move") if o["unit"] == "gc.deep_one.1"}
    assert "North America" in moves
    new = t.play(GC, {"act": "move", "unit": "gc.deep_one.1", "to": "North America"})
    assert types_of(new, ev.UnitMoved)[0].cost == 2 and t.state.power[GC] == 1
    recruits = t.options(GC, "recruit")
    assert {"act": "recruit", "unit_type": "acolyte", "area": "North America"} not in recruits  # 2 > 1 Power


def test_a_faction_may_forbid_enemy_monsters_to_capture_its_cultists(table):
    """Master rulebook, Windwalker, Ferox: enemy Monsters cannot Capture its Cultists; enemy Great
    Old Ones still can."""
    units = {"North America": [(ST, "acolyte", 1), (GC, "deep_one", 1)], "Asia": [(CC, "acolyte", 1)],
             "South Pacific": [(GC, "acolyte", 1)]}
    t = _table(table, units=units, power={GC: 3})
    assert {"act": "capture", "area": "North America", "enemy": ST} not in t.options(GC)
    units["North America"].append((GC, "cthulhu", 1))
    t = _table(table, units=units, power={GC: 3})
    assert {"act": "capture", "area": "North America", "enemy": ST} in t.options(GC)


def test_a_faction_that_may_not_act_is_skipped_and_keeps_its_power(table):
    """Master rulebook, Windwalker, Hibernate: no more Actions this Action Phase, and its Power is
    not lost."""
    t = _table(table, power={GC: 1, CC: 1, ST: 4}, first=ST)
    t.play(ST, {"act": "ability", "ability": "hibernate"})
    for seat, area in ((GC, "South Pacific"), (CC, "Asia")):
        _pass_all(t)
        t.play(seat, {"act": "recruit", "unit_type": "acolyte", "area": area})
    _pass_all(t)
    assert [e.faction for e in types_of(t.events, ev.TurnBegan)] == [ST, GC, CC]
    assert ev.PhaseBegan("gather_power", 1) in t.events
    gathered = {e.faction: e.amount for e in types_of(t.events, ev.PowerGathered)}
    assert t.state.power[ST] == 4 + gathered[ST]


def test_a_faction_not_in_the_battle_acts_in_pre_battle(table):
    """Master rulebook, Sleeper, Energy Nexus and Demand Sacrifice: a faction whose units are not in
    the Battle may act in its Pre-Battle step, after the attacker and the defender."""
    t = _table(table, units={"Asia": [(GC, "deep_one", 1), (CC, "acolyte", 1)], "North America": [(ST, "acolyte", 1)]},
               power={GC: 3}, dice=[1])
    new = t.play(GC, {"act": "battle", "area": "Asia", "enemy": CC})
    assert ev.WindowOpened("pre_battle_bystander", (ST,), {"area": "Asia"}) in new
    assert not types_of(new, ev.DiceRolled) and t.waiting() == (ST, "window")
    t.play(ST, {"act": "ability", "ability": "nexus"})
    new = t.play(ST, {"act": "window_pass", "hook": "pre_battle_bystander", "index": 0})
    assert types_of(new, ev.DiceRolled) and t.state.doom[ST] == 1


def test_a_faction_acts_once_a_battle_is_declared_before_any_pre_battle_ability(table):
    """Master rulebook, Sleeper, Energy Nexus: with a unit where a Battle is declared, a faction
    acts first, before any Pre-Battle ability of the attacker or the defender."""
    t = _table(table, units={"Asia": [(GC, "deep_one", 1), (CC, "acolyte", 1), (ST, "wendigo", 1)]},
               power={GC: 3}, dice=[1] * 10)
    new = t.play(GC, {"act": "battle", "area": "Asia", "enemy": CC})
    assert ev.WindowOpened("battle_declared", (GC, CC, ST), {"area": "Asia"}) in new
    assert t.waiting() == (ST, "window") and not types_of(new, ev.DiceRolled)
    assert not [e for e in new if isinstance(e, ev.WindowOpened) and e.hook == "pre_battle"]
    t.play(ST, {"act": "window_pass", "hook": "battle_declared", "index": 2})
    _pass_all(t)
    assert [e.faction for e in types_of(t.events, ev.DiceRolled)] == [GC, CC]


def test_a_battle_asked_for_once_a_battle_is_declared_is_fought_first_and_the_declared_one_resumes(table):
    """Master rulebook, FAQ, Sleeper (Energy Nexus as a Battle): the Battle asked for is fought at
    once, then the declared Battle from its Pre-Battle step; a Battle fought first opens its own
    declared-Battle window, where nothing chains."""
    t = _table(table, units={"Asia": [(GC, "deep_one", 1), (CC, "acolyte", 1), (ST, "wendigo", 1)]},
               power={GC: 3}, dice=[1] * 10)
    t.play(GC, {"act": "battle", "area": "Asia", "enemy": CC})
    new = t.play(ST, {"act": "ability", "ability": "ambush"})  # nothing more to use: the window closes
    assert ev.BattleInterposed(ST, "Asia", GC) in new
    _pass_all(t)
    assert [e.faction for e in types_of(t.events, ev.DiceRolled)] == [ST, GC, GC, CC]
    assert types_of(t.events, ev.BattleResumed) == [ev.BattleResumed("Asia")]
    assert types_of(t.events, ev.BattleEnded) == [ev.BattleEnded("Asia")] and t.state.battle is None


def test_the_declared_battle_window_stays_shut_when_nobody_can_act_in_it(table):
    """A window nobody can use opens no decision: the stand-in has no unit where Battle is declared."""
    t = _table(table, units={"Asia": [(GC, "deep_one", 1), (CC, "acolyte", 1)], "North America": [(ST, "acolyte", 1)]},
               power={GC: 3}, dice=[1] * 10)
    new = t.play(GC, {"act": "battle", "area": "Asia", "enemy": CC})
    assert not [e for e in new if isinstance(e, ev.WindowOpened) and e.hook == "battle_declared"]


def test_a_faction_may_win_by_its_own_condition_at_the_end_of_the_game(table):
    """Master rulebook, Victory; an expansion's own victory condition: the faction that meets it wins
    whatever the Doom Track shows."""
    t = _table(table, doom={GC: 20, ST: 5}, spellbooks={GC: 6})
    ended = game_end(t.state, "doom_30")[-1]
    assert (ended.result, ended.winners) == ("winner", (ST,))
    t = _table(table, doom={GC: 20, ST: 4}, spellbooks={GC: 6})
    assert game_end(t.state, "doom_30")[-1].winners == (GC,)


def test_a_faction_may_forbid_itself_to_declare_battle_where_only_some_units_stand(table):
    """Master rulebook, The Ancients, Brainless: some units may declare a Battle only with a
    companion of another type in their Area (a DECLARE_BATTLE ability)."""
    units = {"North America": [(ST, "wendigo", 1), (GC, "acolyte", 1)], "Asia": [(CC, "acolyte", 1)],
             "South Pacific": [(GC, "acolyte", 1)]}
    t = _table(table, units=units, power={ST: 3}, first=ST)
    assert {"act": "battle", "area": "North America", "enemy": GC} not in t.options(ST)
    units["North America"].append((ST, "acolyte", 1))
    t = _table(table, units=units, power={ST: 3}, first=ST)
    assert {"act": "battle", "area": "North America", "enemy": GC} in t.options(ST)


def _with(*abilities):
    """The stand-in with `abilities` besides its own (unregistered with it after the test)."""
    factions.register(replace(STAND_IN, abilities=STAND_IN.abilities + abilities))


def test_a_unit_a_may_move_ability_holds_back_is_not_offered_in_a_move_action(table):
    """A MAY_MOVE ability keeps a unit out of Move Actions (a unit an ability laid down): here enemy
    Acolytes sharing an Area with the stand-in's units."""
    def _held(state, owner, faction, uid):
        return faction == owner or state.table[uid].type != "acolyte" or not units_in(state, state.units[uid], owner)

    _with(MayMoveAbility("hold_fast", Hook.MAY_MOVE, may_move=_held))
    units = {"Asia": [(ST, "acolyte", 1), (CC, "acolyte", 1), (CC, "nightgaunt", 1)],
             "Europe": [(CC, "acolyte", 1)], "South Pacific": [(GC, "acolyte", 1)]}
    t = _table(table, units=units, power={CC: 3}, first=CC)
    assert {o["unit"] for o in t.options(CC, "move")} == {"cc.nightgaunt.1", "cc.acolyte.2"}


def test_a_victory_claim_that_acts_at_once_ends_the_game_as_soon_as_it_holds(table):
    """An `at_once` VICTORY claim (a Spellbook that wins the game when earned) ends the game between
    steps, its claimant the winner, without waiting for the Doom Track."""
    _with(VictoryAbility("sleepless", Hook.VICTORY, at_once=True,
                         wins=lambda state, owner: bool(state.faction_data[owner].get("hibernating"))))
    t = _table(table, power={ST: 3}, first=ST, doom={GC: 20}, spellbooks={GC: 6})
    new = t.play(ST, {"act": "ability", "ability": "hibernate"})
    [ended] = types_of(new, ev.GameEnded)
    assert (ended.reason, ended.result, ended.winners) == ("instant_victory", "winner", (ST,))
    assert t.state.phase == "ended"


def test_a_faction_may_set_up_with_nothing_on_the_map_and_no_start_area(stand_in):
    """StartRule.off_map (Daemon Sultan): the faction takes only its Power at set-up; its start Area
    is None until its own rules fix one, and the game goes on to the First Player."""
    import rules
    factions.register(replace(stand_in, start=StartRule(off_map=True), start_power=4))
    seats = [{"seat": f, "faction": f} for f in (GC, CC, ST)]
    state = rules.replay(rules.new_game({"seats": seats, "sandbox": True}, b"a seed of sixteen bytes or more"))
    assert state.power[ST] == 4 and state.faction_data[ST]["start_area"] is None
    assert not [u for u, w in state.units.items() if u.startswith("st.") and w != "pool"]
    assert len(state.gates) == 2 and rules.pending(state)[0]["kind"] != "start_area"


def test_a_faction_may_close_gates_to_other_factions(table, stand_in):
    """FactionSpec.gates_closed_to (Daemon Sultan's Chaos Gates): no Control of those Gates is offered
    to the factions they are closed to; the owner may still Control them."""
    def closed(state, owner, faction):
        return () if faction == owner else ("Asia",)
    factions.register(replace(stand_in, gates_closed_to=closed))
    units = {"Asia": [(ST, "acolyte", 1), (CC, "acolyte", 1)], "Europe": [(CC, "acolyte", 1)]}
    from rules.engine.actions import gate_options
    t = table([CC, GC, ST], units=units, gates={"Asia": None, "Europe": None}, power={CC: 2, ST: 2})
    assert {o.choice["area"] for o in gate_options(t.state, CC) if o.choice["act"] == "control_gate"} == {"Europe"}
    assert {o.choice["area"] for o in gate_options(t.state, ST) if o.choice["act"] == "control_gate"} == {"Asia"}


def test_a_faction_acts_once_it_places_a_spellbook(table):
    """Tcho-Tcho, Hierophants: an ability may answer the owner's placing a Spellbook."""
    t = _table(table, extra={"met": [[ST, 0]]}, power={ST: 2})
    t.play(ST, {"act": "place_spellbook", "slot": 0, "spellbook": "One"})
    assert t.state.power[ST] == 3


def test_an_ability_may_lower_the_enemys_combat_never_below_zero(table):
    """Tcho-Tcho, Terror: each unit of the ability's takes 1 from the enemy's Combat in the Battle."""
    from rules.engine.pieces import strength

    t = _table(table, units={"Asia": [(ST, "wendigo", 2), (CC, "acolyte", 1), (GC, "cthulhu", 1)]},
               power={GC: 8, CC: 1, ST: 1}, first=GC)
    assert strength(t.state, GC, ST, ["gc.cthulhu.1"]) == 6
    t.play(GC, {"act": "battle", "area": "Asia", "enemy": ST})
    assert strength(t.state, GC, ST, ["gc.cthulhu.1"]) == 4
    assert strength(t.state, CC, ST, ["cc.acolyte.1"]) == 0


def _dealt(options, data):
    """A variant's set: two books, and a third once the faction's bookkeeping says so."""
    return ("One", "Two") + (("Three",) if data.get("third") else ())


def test_a_faction_may_be_dealt_a_variants_set_of_its_spellbooks(table, stand_in):
    """Tcho-Tcho Tribes: of its Spellbooks, a faction takes only those its variant deals it."""
    factions.register(replace(stand_in, books_for=_dealt))
    t = _table(table, extra={"met": [[ST, 0]]}, power={ST: 2})
    assert sorted(o["spellbook"] for o in t.options(ST, "place_spellbook")) == ["One", "Two"]
    t = _table(table, extra={"met": [[ST, 0]], "faction_data": {GC: {}, CC: {}, ST: {"third": True}}}, power={ST: 2})
    assert sorted(o["spellbook"] for o in t.options(ST, "place_spellbook")) == ["One", "Three", "Two"]


def test_a_factions_secret_bookkeeping_is_seen_only_by_its_own_seat(table, stand_in):
    """Tcho-Tcho Tribes (the secret pick), as Elder Sign values: keys of a faction's bookkeeping it
    declares secret are in its own seat's view only."""
    import rules

    factions.register(replace(stand_in, secret_data=("pick",)))
    t = _table(table, extra={"faction_data": {GC: {}, CC: {}, ST: {"pick": "left", "shown": 1}}})
    assert rules.view(t.state, ST)["factions"][ST]["data"] == {"pick": "left", "shown": 1}
    assert rules.view(t.state, GC)["factions"][ST]["data"] == {"shown": 1}
    assert "pick" not in rules.view(t.state, None)["factions"][ST]["data"]
