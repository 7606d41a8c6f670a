"""Daemon Sultan's state-based and Doom Phase requirements (master rulebook, Daemon Sultan,
Spellbook requirements 1-3; the Awakenings meet 4-6 in actions.py)."""
from __future__ import annotations

from typing import Any

from ...engine import events as ev
from ...engine.prompts import Option
from ...engine.records import Demand, WindowContext
from ...engine.state import State
from ..common import answer, data, demand, done, meet, others, spare_slot, use
from ...words.describing import Phrase, faction_name
from .actions import CALL_ON, GATHER_ABANDONED, LARVA, units_in_play

# -- requirements -------------------------------------------------------------------------------

def larvae_in_play(state: State, faction: str) -> bool:
    """One Larva of each type in play."""
    return all(units_in_play(state, faction, larva) for larva in LARVA.values())


def abandoned_gate_at_gather(state: State, faction: str, choice: None, ctx: WindowContext) -> list[ev.Event]:
    """An Abandoned Gate (anyone's) on the map as Power is gathered."""
    if any(u is None for u in state.gates.values()):
        return meet(state, faction, GATHER_ABANDONED)
    return []


def call_on_options(state: State, faction: str, ctx: object) -> list[Option]:
    """In the Doom Phase, once: every other player picks 1 Power or 1 Doom for himself; you receive
    what they picked."""
    if not spare_slot(state, faction, CALL_ON) or data(state, faction, "demand"):
        return []
    return [use("call_on_enemies", Phrase("option-call-on-enemies"))]


def call_on(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    queue = tuple(others(state, faction))
    return meet(state, faction, CALL_ON) + [demand(faction, "pick_power_or_doom", queue[0], queue=queue, offers={})]


def pick_options(state: State, faction: str, d: Demand) -> list[Option]:
    sultan = {"faction": faction_name(faction)}
    return [answer("pick_power_or_doom", Phrase("option-pick-power", sultan), pick="power"),
            answer("pick_power_or_doom", Phrase("option-pick-doom", sultan), pick="doom")]


def pick(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    chooser, chosen = d.chooser, choice["pick"]
    out: list[ev.Event] = [ev.PowerChanged(chooser, 1, "daemon_sultan_requirement") if chosen == "power"
                           else ev.DoomGained(chooser, 1, "daemon_sultan_requirement")]
    picks = {**d.required_offers(), chooser: 1 if chosen == "power" else 0}
    queue = d.required_queue()
    rest = queue[queue.index(chooser) + 1:]
    if rest:
        return out + [ev.FactionDataSet(faction, "demand", d.but(chooser=rest[0], offers=picks).to_dict())]
    power = sum(picks.values())
    doom = len(picks) - power
    out.append(done(faction))
    if power:
        out.append(ev.PowerChanged(faction, power, "daemon_sultan_requirement"))
    if doom:
        out.append(ev.DoomGained(faction, doom, "daemon_sultan_requirement"))
    return out
