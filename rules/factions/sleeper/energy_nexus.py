"""Energy Nexus (master rulebook, Sleeper, Energy Nexus and its FAQ): when a Battle is declared where
one of Sleeper's Wizards stands, Sleeper may first take one Action that begins in that Area, at its
normal cost, whether or not Sleeper is in the Battle and even at 0 Power for a free Action.

Sleeper is asked in the declared-Battle window (Hook.BATTLE_DECLARED), before any Pre-Battle ability
of either side; the Battle then goes on with its Pre-Battle step, or ends unfought (the attacker's
Power spent) if the Action emptied a side. Played here: a Battle in the Area, Sleeper attacking any
enemy there (fought first, the declared Battle following between the units that remain: the
engine's INNER_BATTLE note); Moving units out of the Area (Burrow applies), Recruiting a Cultist or
Summoning a Monster there, Awakening Tsathoggua there, Capture Monster there, Ancient Sorcery with a
Serpent Man from there, Cursed Slumber of the Gate there, and Lethargy and the Spellbook
Requirement Actions (tied to no Area). Inside a Battle fought first, Energy Nexus may be used again
but not for a Battle (FAQ: no more than two Battles in a row; a non-Battle Action may still come
before the Nexus Battle). Not played: Capture Cultist, Create Gate, and the Unlimited Control or
Abandon Gate alongside it; never Unlimited Battle. The Action's facts are placements and Power
changes, not the active player's turn events, since the turn is not Sleeper's.
"""
from __future__ import annotations

from typing import Any

from ...engine import events as ev
from ...engine.actions import summon_cost
from ...engine.content import INNER_BATTLE
from ...engine.hooks import ability_may_enter, action_cost, battle_allowed
from ...engine.phases import draw_elder_signs
from ...engine.pieces import a_unit_said, representatives, strength
from ...engine.records import Demand, WindowContext
from ...engine.spellbooks import requirement_action_slots, requirement_text
from ...engine.state import (POOL, State, battle_of, controlled_gates, factions_in, on_gate,
                             spec_of, units_in)
from ..common import answer, data, demand, done, has_book, meet, note, use
from . import actions, sorcery
from .sorcery import immortal, sleeper_reach
from ...engine.prompts import Option
from ...words.describing import Phrase, area_name, faction_name

USED = "energy_nexus"  # Battle note: Energy Nexus was used in this Battle


# An Energy Nexus choice before it is an Option: what it says after "Energy Nexus: ", and its fields.
Pick = tuple["str | Phrase", dict[str, Any]]


def _nexus(action: "str | Phrase") -> Phrase:
    """An Energy Nexus option's label: "Energy Nexus: " and the Action it takes."""
    return Phrase("option-energy-nexus", {"action": action})


def _ready(state: State, faction: str) -> str | None:
    """The Battle's Area, if Energy Nexus may be used now."""
    b = state.battle
    if b is None or note(state, USED) or not has_book(state, faction, "Energy Nexus"):
        return None
    wizards = [u for u in units_in(state, b.area, faction) if state.table[u].type == "wizard"]
    return b.area if wizards else None


def nexus_options(state: State, faction: str, ctx: WindowContext) -> list[Option]:
    """In the declared-Battle window, whether Sleeper is in the Battle or not (FAQ, Sleeper: it need
    not be Sleeper's Battle)."""
    area = _ready(state, faction)
    if area is None:
        return []
    found = (_battle_options(state, faction, area) + _move_options(state, faction, area)
             + _recruit_options(state, faction, area) + _summon_options(state, faction, area)
             + _awaken_options(state, faction, area) + _slumber_options(state, faction, area)
             + _requirement_options(state, faction) + _capture_options(state, faction, area)
             + _sorcery_options(state, faction, area) + _lethargy_options(state, faction))
    return [use("energy_nexus", _nexus(label), **fields) for label, fields in found]


def apply(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    out: list[ev.Event] = [ev.BattleNoted(USED, True)]
    kind = choice["kind"]
    if kind == "battle":
        return out + _pay(faction, choice["cost"]) + [ev.BattleNoted(INNER_BATTLE, (faction, choice["enemy"]))]
    if kind == "move":
        return out + _move(state, faction, choice) + [
            demand(faction, "energy_nexus_move", faction, area=battle_of(state).area, kind="energy_nexus")]
    if kind == "recruit":
        return out + _pay(faction, choice["cost"]) + [ev.UnitPlaced(choice["unit"], POOL, choice["area"], "recruit")]
    if kind == "summon":
        return out + _pay(faction, choice["cost"]) + [ev.UnitPlaced(choice["unit"], POOL, choice["area"], "summon")]
    if kind == "awaken":
        return out + _awaken(state, faction, choice["area"])
    if kind == "capture_monster":
        return out + _pay(faction, choice["cost"]) + actions.capture_monster(state, faction, choice, None)
    if kind == "ancient_sorcery":
        return out + _pay(faction, choice["cost"]) + sorcery.sorcery(state, faction, choice, None)
    if kind == "lethargy":
        return out + _pay(faction, choice["cost"])
    if kind == "cursed_slumber":
        return out + _pay(faction, choice["cost"]) + actions.slumber(state, faction, choice, None)
    return out + _pay(faction, choice["cost"]) + [ev.RequirementMet(faction, choice["slot"])]


def _pay(faction: str, cost: int) -> list[ev.Event]:
    return [ev.PowerChanged(faction, -cost, "energy_nexus")] if cost else []


# -- Battle in the Area ----------------------------------------------------------------------

def _battle_options(state: State, faction: str, area: str) -> list[Pick]:
    """A Battle in the Area with Sleeper attacking, at its normal cost (FAQ, Sleeper: "one regular
    Battle is okay", Unlimited Battle is not), where Sleeper's units there have Combat; never from
    inside a Battle that is itself fought first (FAQ: only two Battles in a row)."""
    if battle_of(state).suspended is not None:
        return []
    cost = action_cost(state, faction, "battle", area, 1)
    if cost > state.power[faction]:
        return []
    mine = units_in(state, area, faction)
    return [(Phrase("option-nexus-battle", {"enemy": faction_name(enemy), "area": area_name(area), "cost": cost}),
             {"kind": "battle", "area": area, "enemy": enemy, "cost": cost})
            for enemy in sorted(factions_in(state, area) - {faction})
            if strength(state, faction, enemy, mine) >= 1 and battle_allowed(state, faction, enemy, area)]


# -- Move out of the Area --------------------------------------------------------------------

def _move_options(state: State, faction: str, area: str) -> list[Pick]:
    """Moving OUT of the Battle's Area only (FAQ, Sleeper): each unit 1 Power to a place it may reach;
    what Ice Age adds is paid once per Move Action, by the first unit into its Area (FAQ, Windwalker).
    An Area closed to the unit (Cosmic Terror) is not offered; Tsathoggua himself may always go."""
    found: list[Pick] = []
    entered = data(state, faction, "nexus_into") or ()
    for uid in representatives(state, units_in(state, area, faction)):
        for to in sorted(sleeper_reach(state, faction, uid)):
            if not ability_may_enter(state, faction, uid, to):
                continue
            cost = 1 if to in entered else action_cost(state, faction, "move", to, 1)
            if cost <= state.power[faction]:
                found.append((Phrase("option-nexus-move", {"unit": a_unit_said(state, uid), "area": area_name(area),
                                                           "to": area_name(to), "cost": cost}),
                              {"kind": "move", "unit": uid, "to": to, "cost": cost}))
    return found


def _move(state: State, faction: str, choice: dict[str, Any]) -> list[ev.Event]:
    spent = (data(state, faction, "nexus_spent") or 0) + choice["cost"]
    unit, entered = choice["unit"], tuple(data(state, faction, "nexus_into") or ())
    out = _pay(faction, choice["cost"]) + [ev.UnitPlaced(unit, state.units[unit], choice["to"], "move"),
                                           ev.FactionDataSet(faction, "nexus_spent", spent)]
    if choice["to"] not in entered:
        out.append(ev.FactionDataSet(faction, "nexus_into", entered + (choice["to"],)))
    return out


def more_options(state: State, faction: str, d: Demand) -> list[Option]:
    return [answer("energy_nexus_move", _nexus(label), **fields)
            for label, fields in _move_options(state, faction, d.required_area())] + [
        answer("energy_nexus_move", Phrase("option-energy-nexus-done"), kind="done")]


def more(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    """Another unit Moves out, or the Move ends (Burrow: 1 Power back if it cost 2 or more)."""
    if choice["kind"] == "move":
        return _move(state, faction, choice)
    spent = data(state, faction, "nexus_spent") or 0
    refund: list[ev.Event] = ([ev.PowerChanged(faction, 1, "burrow")]
                              if has_book(state, faction, "Burrow") and spent >= 2 else [])
    return [done(faction), ev.FactionDataSet(faction, "nexus_spent", None),
            ev.FactionDataSet(faction, "nexus_into", None)] + refund


# -- Recruit, Summon, Awaken, Cursed Slumber, Requirement Actions ----------------------------

def _recruit_options(state: State, faction: str, area: str) -> list[Pick]:
    pooled = sorted(u for u, w in state.units.items() if w == POOL and state.table[u].faction == faction
                    and state.table[u].spec.recruited)
    if not pooled:
        return []
    cost = action_cost(state, faction, "recruit", area, state.table[pooled[0]].spec.cost)
    if cost > state.power[faction]:
        return []
    return [(Phrase("option-nexus-recruit", {"unit": a_unit_said(state, pooled[0]), "area": area_name(area), "cost": cost}),
             {"kind": "recruit", "unit": pooled[0], "area": area, "cost": cost})]


def _summon_options(state: State, faction: str, area: str) -> list[Pick]:
    if area not in controlled_gates(state, faction):
        return []
    found: dict[str, str] = {}
    for uid, where in sorted(state.units.items()):
        if where == POOL and state.table[uid].faction == faction and state.table[uid].spec.summoned:
            found.setdefault(state.table[uid].type, uid)
    opts: list[Pick] = []
    for uid in found.values():
        cost = action_cost(state, faction, "summon", area, summon_cost(state, faction, uid))
        if cost <= state.power[faction]:
            opts.append((Phrase("option-nexus-summon", {"unit": a_unit_said(state, uid), "area": area_name(area), "cost": cost}),
                         {"kind": "summon", "unit": uid, "area": area, "cost": cost}))
    return opts


def _awaken_options(state: State, faction: str, area: str) -> list[Pick]:
    return [(o.said, {"kind": "awaken", "area": area})
            for o in actions.awaken_options(state, faction, None) if o.choice["area"] == area]


def _awaken(state: State, faction: str, area: str) -> list[ev.Event]:
    """Awaken Tsathoggua out of turn: his placement and its price, without ending anyone's Action."""
    cost = action_cost(state, faction, "awaken", area, actions.awaken_cost(state, faction))
    out = _pay(faction, cost) + [ev.UnitPlaced(actions.tsathoggua(state), POOL, area, "awaken")]
    if not data(state, faction, "tsathoggua_awakened"):
        out.append(ev.FactionDataSet(faction, "tsathoggua_awakened", True))
    if immortal(state, faction):
        out += draw_elder_signs(state, faction, 1)
    return out + meet(state, faction, actions.AWAKEN)


def _slumber_options(state: State, faction: str, area: str) -> list[Pick]:
    gate = state.gates.get(area)
    if gate is None or not on_gate(state, gate) or state.table[gate].faction != faction:
        return []
    return [(o.said, {"kind": "cursed_slumber", "area": area, "cost": 1})
            for o in actions.slumber_options(state, faction, None) if o.choice["area"] == area]


def _requirement_options(state: State, faction: str) -> list[Pick]:
    reqs = spec_of(faction).requirements
    return [(_requirement(requirement_text(state, faction, slot), slot),
             {"kind": "requirement", "slot": slot, "cost": reqs[slot].action_cost})
            for slot in requirement_action_slots(state, faction)]


def _requirement(text: str, slot: int) -> Phrase:
    """A requirement Action after "Energy Nexus: ", in lower case: "as your Action" once, whether or
    not the card's words (`rest`, English) begin with it (rules.engine.actions.requirement_label)."""
    opening = "as your action"
    rest = text[len(opening):] if text.lower().startswith(opening) else f": {text}"
    return Phrase("option-nexus-requirement", {"slot": slot, "rest": rest})


def _capture_options(state: State, faction: str, area: str) -> list[Pick]:
    """Capture Monster with Tsathoggua in the Battle's Area."""
    cost = actions.capture_monster_cost(state, faction)
    return [(o.said, {"kind": "capture_monster", "enemy": o.choice["enemy"], "cost": cost})
            for o in actions.capture_monster_options(state, faction, None)
            if state.units[actions.tsathoggua(state)] == area]


def _sorcery_options(state: State, faction: str, area: str) -> list[Pick]:
    """Ancient Sorcery only with a Serpent Man from the Battle's Area (FAQ, Sleeper)."""
    return [(o.said, {"kind": "ancient_sorcery", "area": area, "enemy": o.choice["enemy"], "cost": 1})
            for o in sorcery.sorcery_options(state, faction, None) if o.choice["area"] == area]


def _lethargy_options(state: State, faction: str) -> list[Pick]:
    """Lethargy, tied to no Area (FAQ, Sleeper: allowed, if hardly useful)."""
    return [(o.said, {"kind": "lethargy", "cost": actions.lethargy_cost(state, faction)})
            for o in actions.lethargy_options(state, faction, None)]
