"""Action Phase turns: the seven Common Actions, Unlimited Actions, Requirement Actions, ending a turn.

Master rulebook, Action Phase: a turn is any number of Unlimited Actions, exactly one Common, Unique
or Spellbook Requirement Action, then any number of Unlimited Actions. Power is paid first.
"""
from __future__ import annotations

from typing import Any, Iterable, overload

from .phrases import Phrase, area_name, faction_name, unit_name

from . import choices as ch
from . import events as ev
from .control import capturable_by, controlled_in, controlled_on_map, controllers_in, seized
from .content import Hook, MoveReach, SummonCostAbility, TurnAbility, of_kind, part
from .holdings import abilities_on, card_of_unit
from .loyalty import closed_gate_areas
from .hooks import (action_cost, battle_allowed, capture_allowed, registered, summon_allowed, unique_action_cost,
                    unit_may_enter, unit_may_move)
from .mind_control import mind_controlled
from .pieces import a_unit_said, loss_doom, representatives, strength
from .prompts import Option, Prompt, handler, older_form
from .spellbooks import requirement_action_slots, requirement_said
from .state import (POOL, State, areas_with_units, controlled_gates, factions_in, has_unlimited_battle, is_two_player,
                    on_gate, on_map, own_gates, spec_of, turn_of, units_in)

GATE_SUPPLY = 24  # master rulebook, Components: 24 Gates


def turn_prompt(state: State) -> Prompt:
    t = turn_of(state)
    faction = t.faction
    if t.capture:
        return capture_prompt(state)
    if t.moving is not None:
        return Prompt("move", faction, lambda: move_options(state, faction, continuing=True), auto=True)
    return Prompt("turn", faction, lambda: turn_options(state, faction), auto=True)


def turn_options(state: State, faction: str) -> list[Option]:
    t = turn_of(state)
    main_open = not t.main_done
    acts = main_options(state, faction) if main_open else []
    if main_open or has_unlimited_battle(state, faction):
        acts += battle_options(state, faction)
    opts = gate_options(state, faction) + unlimited_options(state, faction) + acts
    if main_open and (not is_two_player(state) or not acts):
        # Two-Player Rules forbid the voluntary drop; a two-player seat with no Action drops (engine ruling).
        opts.append(Option({"act": "drop_power"}, Phrase("option-drop-power")))
    if t.main_done or t.flex:
        opts.append(Option({"act": "end_turn"}, Phrase("option-end-turn")))
    return opts


def unlimited_options(state: State, faction: str) -> list[Option]:
    """Unlimited Actions a faction's abilities add (Hook.UNLIMITED)."""
    opts: list[Option] = []
    for ability in of_kind(abilities_on(state, faction, Hook.UNLIMITED), TurnAbility):
        opts += ability.options(state, faction, None)
    return opts


def main_options(state: State, faction: str) -> list[Option]:
    opts = recruit_options(state, faction) + summon_options(state, faction) + create_gate_options(state, faction)
    opts += move_options(state, faction) + capture_options(state, faction) + requirement_options(state, faction)
    turn = abilities_on(state, faction, Hook.AWAKEN) + abilities_on(state, faction, Hook.ACTION)
    for ability in of_kind(turn, TurnAbility):
        found = ability.options(state, faction, None)
        if ability.hook is Hook.ACTION:  # a Unique Action is offered only with the Power it costs
            found = [o for o in found if unique_action_cost(state, faction, ability, o.choice) <= state.power[faction]]
        opts += found
    return opts


# -- Recruit, Summon, Create Gate ------------------------------------------------------------

def _pool_types(state: State, faction: str, fact: str) -> dict[str, str]:
    """Unit type -> a unit id waiting in the faction's Pool whose UnitSpec has `fact` ("recruited":
    Recruit Cultist brings it into play; "summoned": Summon Monster does)."""
    table, summoned = state.table, fact == "summoned"
    found: dict[str, str] = {}
    for uid, where in state.units.items():
        info = table[uid]
        if where == POOL and info.faction == faction and (info.spec.summoned if summoned else info.spec.recruited):
            found.setdefault(info.spec.name, uid)
    return found


def recruit_options(state: State, faction: str) -> list[Option]:
    """Recruit Cultist (1 Power): into an Area with any unit of yours, or anywhere if you have none."""
    opts = []
    areas = sorted(areas_with_units(state, faction)) or state.map.areas
    for unit_type, uid in sorted(_pool_types(state, faction, "recruited").items()):
        base, label = state.table[uid].spec.cost, a_unit_said(state, uid)
        for a in areas:
            cost = action_cost(state, faction, "recruit", a, base)
            if cost <= state.power[faction]:
                opts.append(Option({"act": "recruit", "unit_type": unit_type, "area": a},
                                   Phrase("option-recruit", {"unit": label, "area": area_name(a), "cost": cost})))
    return opts


def summon_cost(state: State, faction: str, uid: str) -> int:
    spec = state.table[uid].spec
    cost = spec.cost
    for ability in of_kind(abilities_on(state, faction, Hook.SUMMON_COST), SummonCostAbility):
        cost = ability.summon_cost(state, faction, spec, cost)
    return cost


def summon_options(state: State, faction: str) -> list[Option]:
    """Summon Monster (its cost): at a Gate you Control."""
    gates = sorted(controlled_gates(state, faction))
    opts = []
    for unit_type, uid in sorted(_pool_types(state, faction, "summoned").items()):
        if not summon_allowed(state, faction, unit_type):
            continue
        base, label = summon_cost(state, faction, uid), a_unit_said(state, uid)
        for a in gates:
            cost = action_cost(state, faction, "summon", a, base)
            if cost <= state.power[faction]:
                opts.append(Option({"act": "summon", "unit_type": unit_type, "area": a},
                                   Phrase("option-summon", {"unit": label, "area": area_name(a), "cost": cost})))
    return opts


def create_gate_options(state: State, faction: str) -> list[Option]:
    """Create Gate (3 Power): your Cultist in an Area without a Gate; you may Control it at once."""
    priced = registered(state, Hook.COST)
    if (state.power[faction] < 3 and not priced) or len(state.gates) >= GATE_SUPPLY:
        return []
    opts = []
    closed = closed_gate_areas(state)
    brought = own_gates(state)
    for area in sorted(_cultist_areas(state, faction) - brought.keys()):
        cost = action_cost(state, faction, "create_gate", area, 3) if priced else 3
        if area not in state.gates and cost <= state.power[faction]:
            if area not in closed:
                opts.append(Option({"act": "create_gate", "area": area, "control": True},
                                   Phrase("option-create-gate", {"area": area_name(area), "control": "yes", "cost": cost})))
            opts.append(Option({"act": "create_gate", "area": area, "control": False},
                               Phrase("option-create-gate", {"area": area_name(area), "control": "no", "cost": cost})))
    return opts


def holds_gates(state: State, faction: str, uid: str) -> bool:
    """Cultists Create and Control Gates (UnitSpec.holds_gates); a faction's `gate_units`
    (state, faction) -> unit types may add others."""
    spec = state.table[uid].spec
    if spec.holds_gates:
        return True
    gate_units = spec_of(faction).gate_units
    return gate_units is not None and spec.name in gate_units(state, faction)


def _cultist_areas(state: State, faction: str) -> set[str]:
    return {state.units[u] for u in on_map(state, faction) if holds_gates(state, faction, u)}


def _free_holders(state: State, faction: str, area: str) -> list[str]:
    """The faction's units in `area` that may take a Gate and are not on one."""
    return [uid for uid in sorted(units_in(state, area, faction))
            if holds_gates(state, faction, uid) and not on_gate(state, uid)]


def _free_cultist(state: State, faction: str, area: str) -> str | None:
    free = _free_holders(state, faction, area)
    return free[0] if free else None


@handler("recruit")
def do_recruit(state: State, faction: str, choice: ch.RecruitChoice) -> list[ev.Event]:
    uid, area = _pool_types(state, faction, "recruited")[choice["unit_type"]], choice["area"]
    cost = action_cost(state, faction, "recruit", area, state.table[uid].spec.cost)
    return [ev.CultistRecruited(faction, uid, area, cost)]


def summoned_by_ability(state: State, faction: str, uid: str, area: str, reason: str = "summon") -> list[ev.Event]:
    """A Monster an ability Summons from the Pool, outside the Summon Action (Fertility Cult): it
    goes where any Summon puts it (its holder's faction card for a unit that waits there, the
    Dimensional Shambler), and the SUMMONED abilities answer it as they answer a Summon Action (the
    Satyr's Fecund, the Ghast's Hordeling)."""
    from functools import reduce

    from .content import SummonedAbility
    from .evolve import evolve
    from .holdings import ON_FACTION_CARD
    from .records import SummonedContext

    to = ON_FACTION_CARD + faction if state.table[uid].spec.waits_on_card else area
    out: list[ev.Event] = [ev.UnitPlaced(uid, POOL, to, reason)]
    after = reduce(evolve, out, state)
    context = SummonedContext(ev.MonsterSummoned(faction, uid, area, 0))
    for ability in of_kind(abilities_on(after, faction, Hook.SUMMONED), SummonedAbility):
        new = ability.apply(after, faction, None, context)
        out += new
        after = reduce(evolve, new, after)
    return out


@handler("summon")
def do_summon(state: State, faction: str, choice: ch.SummonChoice) -> list[ev.Event]:
    uid, area = _pool_types(state, faction, "summoned")[choice["unit_type"]], choice["area"]
    cost = action_cost(state, faction, "summon", area, summon_cost(state, faction, uid))
    return [ev.MonsterSummoned(faction, uid, area, cost)]


@handler("create_gate")
def do_create_gate(state: State, faction: str, choice: ch.CreateGateChoice) -> list[ev.Event]:
    area = choice["area"]
    unit = _free_cultist(state, faction, area) if choice["control"] else None
    return [ev.GateCreated(faction, area, action_cost(state, faction, "create_gate", area, 3), unit)]


# -- Move ------------------------------------------------------------------------------------

def move_options(state: State, faction: str, continuing: bool = False) -> list[Option]:
    """Move (1 Power per unit): each unit to an adjacent Area, each unit once per turn.

    A faction may widen a unit's reach with its `move_reach`, a function (state, faction, unit id) ->
    Areas the unit may Move to; a Loyalty Card's `move_reach` widens its own figures' (`unit_reach`); a
    unit whose UnitSpec says it never `moves` is not offered, nor one a MAY_MOVE ability holds back,
    nor an Area a MAY_ENTER ability closes to it. The units are those the faction Controls now
    (rules.engine.control: Mind Parasite).
    """
    opts = []
    if state.power[faction] >= 1:
        moved = set(part(turn_of(state).moved, "moved"))
        table = state.table
        movable = [u for u in controlled_on_map(state, faction) if u not in moved and table[u].spec.moves]
        if registered(state, Hook.MAY_MOVE):
            movable = [u for u in movable if unit_may_move(state, faction, u)]
        priced = registered(state, Hook.COST)
        for uid in representatives(state, movable):
            here = state.units[uid]
            gate = "yes" if on_gate(state, uid) else "no"

            def moving(to: str, cost: int, uid: str = uid, here: str = here, gate: str = gate) -> Phrase:
                return Phrase("option-move", {"unit": unit_name(uid), "gate": gate, "here": area_name(here),
                                              "to": area_name(to), "cost": cost})

            if not priced:
                opts += [Option({"act": "move", "unit": uid, "to": to}, moving(to, 1))
                         for to in destinations(state, faction, uid)]
                continue
            for to in destinations(state, faction, uid):
                cost = move_cost(state, faction, to)
                if cost <= state.power[faction]:
                    opts.append(Option({"act": "move", "unit": uid, "to": to}, moving(to, cost)))
    if continuing:
        opts.append(Option({"act": "move_done"}, Phrase("option-move-done")))
    return opts


def destinations(state: State, faction: str, uid: str) -> list[str]:
    """The Areas the unit may Move to: its reach, less those a MAY_ENTER ability closes to it."""
    reach = sorted(unit_reach(state, faction, uid)(state, faction, uid))
    if not registered(state, Hook.MAY_ENTER):
        return reach
    return [to for to in reach if unit_may_enter(state, faction, uid, to, "move")]


def move_cost(state: State, faction: str, to: str) -> int:
    """What Moving one more unit to `to` costs in the Move Action under way: 1 Power, and what COST
    abilities add for an Area once per Move Action, paid by the first unit that Moves there
    (master rulebook, FAQ, Windwalker, Ice Age: "not per Unit, just for the entire Move Action")."""
    moving = state.turn.moving if state.turn is not None else None
    if moving and any(state.units[u] == to for u in moving):
        return 1
    return action_cost(state, faction, "move", to, 1)


def moved_cost(state: State, faction: str, units: Iterable[str]) -> int:
    """What one Move Action of `units` (each now where it went) cost: 1 Power each, and what COST
    abilities add once for each Area they went to (as `move_cost` charged it)."""
    areas = [state.units[u] for u in units]
    return len(areas) + sum(action_cost(state, faction, "move", a, 1) - 1 for a in set(areas))


def _adjacent(state: State, faction: str, uid: str) -> frozenset[str]:
    return state.map.adjacency[state.units[uid]]


def unit_reach(state: State, faction: str, uid: str) -> MoveReach:
    """How the unit finds where it may Move: its Loyalty Card's `move_reach` for a card's figure
    that has one (an Independent that flies), else its faction's, else the adjacent Areas; a unit
    of another faction's it Controls only walks (Mind Parasite: no Spellbook helps it)."""
    if state.table[uid].faction != faction:
        return _adjacent
    card = card_of_unit(state, uid) if state.loyalty else None
    if card is not None and card.move_reach is not None and not mind_controlled(state, uid):
        return card.move_reach  # a Great Old One's own flight, which Mind Control takes away
    return spec_of(faction).move_reach or _adjacent


@handler("move")
def do_move(state: State, faction: str, choice: ch.MoveChoice) -> list[ev.Event]:
    uid, origin = choice["unit"], state.units[choice["unit"]]
    out: list[ev.Event] = []
    if on_gate(state, uid):
        out.append(ev.GateAbandoned(faction, origin, uid, implied=True))
    to = choice["to"]
    return out + [ev.UnitMoved(faction, uid, origin, to, move_cost(state, faction, to))]


@handler("move_done")
def do_move_done(state: State, faction: str, choice: ch.MoveDoneChoice) -> list[ev.Event]:
    return [ev.MoveFinished(faction)]


# -- Capture Cultist -------------------------------------------------------------------------

def can_capture(state: State, faction: str, enemy: str, area: str) -> bool:
    """Protection: Great Old One > Monster > Cultist, and only the target's own faction protects.

    Ranks are UnitSpec.protection (a Terror ranks as a Monster); the capturer needs a unit ranked
    above Cultists and above every unit of the victim's in the Area. A Cultist another faction
    Controls is Captured only by that faction (rules.engine.control)."""
    table = state.table
    cultist: bool | None = False
    theirs = -1
    for uid in units_in(state, area, enemy):
        spec = table[uid].spec
        cultist = cultist or (spec.cultist and capturable_by(state, faction, uid))
        if spec.protection is not None and spec.protection > theirs:
            theirs = spec.protection
    if not cultist:
        return False
    mine = 0
    for uid in units_in(state, area, faction):
        rank = table[uid].spec.protection
        if rank is not None and rank > mine and table[uid].spec.captures:
            mine = rank
    return capture_allowed(state, faction, enemy, area, mine >= 1 and mine > theirs)


def capture_options(state: State, faction: str) -> list[Option]:
    if state.power[faction] < 1:
        return []
    opts = []
    for area in sorted(areas_with_units(state, faction)):
        for enemy in sorted(factions_in(state, area) - {faction}):
            cost = action_cost(state, faction, "capture", area, 1)
            if can_capture(state, faction, enemy, area) and cost <= state.power[faction]:
                opts.append(Option({"act": "capture", "area": area, "enemy": enemy},
                                   Phrase("option-capture", {"enemy": faction_name(enemy), "area": area_name(area),
                                                             "cost": cost})))
    return opts


@handler("capture")
def do_capture(state: State, faction: str, choice: ch.CaptureChoice) -> list[ev.Event]:
    area = choice["area"]
    return [ev.CaptureDeclared(faction, area, choice["enemy"], action_cost(state, faction, "capture", area, 1))]


def capture_prompt(state: State) -> Prompt:
    """The victim chooses which of its Cultists is Captured."""
    cap = turn_of(state).capture
    if cap is None:
        raise AttributeError("no Capture is under way")
    table = state.table
    captor = turn_of(state).faction
    victims = [u for u in units_in(state, cap.area, cap.enemy)
               if table[u].spec.cultist and capturable_by(state, captor, u)]

    def build() -> list[Option]:
        return [Option({"act": "capture_victim", "unit": u},
                       Phrase("option-capture-victim", {"unit": a_unit_said(state, u, say=("gate",)),
                                                        "area": area_name(cap.area)}))
                for u in representatives(state, victims)]

    return Prompt("capture_victim", cap.enemy, build, auto=True)


@handler("capture_victim")
def do_capture_victim(state: State, faction: str, choice: ch.CaptureVictimChoice) -> list[ev.Event]:
    captor, uid = turn_of(state).faction, choice["unit"]
    out: list[ev.Event] = [ev.CultistCaptured(captor, uid, state.units[uid])]
    if state.options["two_player_capture_doom"]:
        out += loss_doom(state, uid)
    return out


# -- Requirement Actions, Unlimited Actions, ending the turn ---------------------------------

def requirement_options(state: State, faction: str) -> list[Option]:
    """Spellbook Requirement Actions ("As your Action ..."), each once per game."""
    return [Option({"act": "requirement", "slot": slot}, requirement_label(requirement_said(state, faction, slot)))
            for slot in requirement_action_slots(state, faction)]


@overload
def requirement_label(text: str) -> str: ...


@overload
def requirement_label(text: Phrase) -> Phrase: ...


def requirement_label(text: str | Phrase) -> str | Phrase:
    """A requirement Action's label: its text, saying "As your Action" once whether or not the
    card's words already begin with it. The card's words as English text (the requirement texts
    are English only) give English text; as a phrase of the catalogs, a phrase."""
    if isinstance(text, Phrase):
        from .phrases import render
        return text if render(text).lower().startswith("as your action") else \
            Phrase("option-requirement-action", {"text": text})
    return text if text.lower().startswith("as your action") else f"As your Action: {text}"


@handler("requirement")
def do_requirement(state: State, faction: str, choice: ch.RequirementChoice) -> list[ev.Event]:
    slot = choice["slot"]
    cost = spec_of(faction).requirements[slot].action_cost
    if cost is None:  # never offered: requirement_action_slots lists the slots with a cost
        raise TypeError(f"slot {slot} is not a Spellbook Requirement Action")
    return [ev.RequirementActionTaken(faction, slot, cost), ev.RequirementMet(faction, slot),
            ev.ActionFinished(faction, "requirement")]


def gate_options(state: State, faction: str) -> list[Option]:
    """Control or Abandon Gate (Unlimited, 0 Power). Control names the unit that takes the Gate
    (master rulebook, Action Phase, Control or Abandon Gate; a faction's `gate_units` may add Monsters
    that do), once per interchangeable kind."""
    opts = []
    table = state.table
    closed = closed_gate_areas(state) | gates_closed_to(state, faction)
    for area, uid in sorted(state.gates.items()):
        if uid is None:
            if area in closed:  # no Gate may be Controlled there (a card's rule: the Shadow Pharaoh)
                continue
            for unit in representatives(state, _free_holders(state, faction, area)):
                opts.append(Option({"act": "control_gate", "area": area, "unit": unit},
                                   Phrase("option-control-gate", {"area": area_name(area),
                                                                  "unit": a_unit_said(state, unit)})))
        elif table[uid].faction == faction:
            opts.append(Option({"act": "abandon_gate", "area": area}, Phrase("option-abandon-gate", {"area": area_name(area)})))
    return opts


def gates_closed_to(state: State, faction: str) -> set[str]:
    """The Areas whose Gate `faction` may not Control now by some seated faction's rule
    (FactionSpec.gates_closed_to: Daemon Sultan's Chaos Gates)."""
    return {area for owner in state.order if (rule := spec_of(owner).gates_closed_to) is not None
            for area in rule(state, owner, faction)}


@handler("control_gate")
def do_control(state: State, faction: str, choice: ch.ControlGateChoice) -> list[ev.Event]:
    return [ev.GateControlled(faction, choice["area"], choice["unit"])]


@older_form("control_gate")
def control_gate_without_unit(state: State, faction: str, choice: dict[str, Any]) -> dict[str, Any] | None:
    """Before the choice named its unit, Control seated the lowest-numbered free unit."""
    if set(choice) != {"act", "area"} or not isinstance(choice["area"], str) or choice["area"] not in state.gates:
        return None
    unit = _free_cultist(state, faction, choice["area"])
    return None if unit is None else {"act": "control_gate", "area": choice["area"], "unit": unit}


@handler("abandon_gate")
def do_abandon(state: State, faction: str, choice: ch.AbandonGateChoice) -> list[ev.Event]:
    area = choice["area"]
    return [ev.GateAbandoned(faction, area, state.gates[area])]


@handler("drop_power")
def do_drop(state: State, faction: str, choice: ch.DropPowerChoice) -> list[ev.Event]:
    reason = "no_legal_action" if is_two_player(state) else "voluntary"
    return [ev.PowerDropped(faction, reason), ev.TurnEnded(faction)]


@handler("end_turn")
def do_end_turn(state: State, faction: str, choice: ch.EndTurnChoice) -> list[ev.Event]:
    return [ev.TurnEnded(faction)]


def battle_options(state: State, faction: str) -> list[Option]:
    """Battle (1 Power): an Area with your units and an enemy's, your units having at least 1 Combat.
    The units are those each faction Controls now (rules.engine.control: Mind Parasite)."""
    if state.power[faction] < 1:
        return []
    opts = []
    battled = part(turn_of(state).battled, "battled")
    controlled = bool(seized(state))
    for area in sorted(areas_with_units(state, faction)):
        if area in battled:
            continue
        mine = controlled_in(state, area, faction) if controlled else units_in(state, area, faction)
        enemies = controllers_in(state, area) if controlled else factions_in(state, area)
        if not mine:
            continue
        for enemy in sorted(enemies - {faction}):
            cost = action_cost(state, faction, "battle", area, 1)
            if strength(state, faction, enemy, mine) >= 1 and cost <= state.power[faction] and \
                    battle_allowed(state, faction, enemy, area):
                opts.append(Option({"act": "battle", "area": area, "enemy": enemy},
                                   Phrase("option-battle", {"enemy": faction_name(enemy), "area": area_name(area),
                                                            "cost": cost})))
    return opts
