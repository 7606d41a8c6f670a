"""Sleeper in Battle: Demand Sacrifice and the six-dice requirement (master rulebook, Sleeper;
docs/factions.md, Sleeper, Demand Sacrifice)."""
from __future__ import annotations

from typing import Any

from ...engine import events as ev
from ...engine.phases import draw_elder_signs
from ...engine.pieces import loss_doom
from ...engine.records import Battle, Demand, WindowContext
from ...engine.state import State
from ..common import (
    answer,
    battling,
    demand,
    done,
    foe,
    has_book,
    hits_change,
    in_play,
    note,
    unit_of,
    use,
)
from .ruleset import SACRIFICE_PAIN_DOOM
from ...engine.prompts import Option
from ...words.describing import Phrase

KILLS_AS_PAINS = "kills_as_pains:"  # Battle note: the enemy chose that its Kills on these units are Pains
DEMANDED = "demand_sacrifice"


def demand_sacrifice_options(state: State, faction: str, ctx: WindowContext) -> list[Option]:
    """Demand Sacrifice (Pre-Battle): while Tsathoggua is in play, in or out of the Battle (FAQ,
    Sleeper), the enemy in a Battle against your units chooses what to give."""
    if not battling(state, faction) or note(state, DEMANDED) or not has_book(state, faction, "Demand Sacrifice"):
        return []
    if not in_play(state, unit_of(state, faction, "tsathoggua")):
        return []
    return [use("demand_sacrifice", Phrase("option-demand-sacrifice"))]


def demand_sacrifice(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    return [ev.BattleNoted(DEMANDED, True),
            demand(faction, "sacrifice_chosen", foe(state, faction), kind="demand_sacrifice")]


def sacrifice_options(state: State, faction: str, d: Demand) -> list[Option]:
    return [answer("sacrifice_chosen", Phrase("option-sacrifice-elder-sign"), give="elder_sign"),
            answer("sacrifice_chosen", Phrase("option-sacrifice-kills-as-pains"),
                   give="kills_as_pains")]


def sacrifice_chosen(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    if choice["give"] == "elder_sign":
        return [done(faction)] + draw_elder_signs(state, faction, 1)
    return [done(faction), ev.BattleNoted(KILLS_AS_PAINS + faction, True)]


def kills_become_pains(state: State, faction: str, choice: dict[str, Any] | None,
                       ctx: WindowContext) -> list[ev.Event]:
    """Once results are assigned: each Kill on the faction's units becomes a Pain (Eliminations stay:
    FAQ, Sleeper). In the two-player game a unit so spared gives no Doom, the Kill having been
    converted before it removed anything (rulings R19), unless the table's option
    two_player_demand_sacrifice_doom gives half its Doom, as for a unit that avoids death."""
    b = state.battle
    if b is None or ctx.stage != "assigned" or not b.note(KILLS_AS_PAINS + faction) or not battling(state, faction):
        return []
    out: list[ev.Event] = []
    for uid, results in sorted(b.results.items()):
        if state.table[uid].faction != faction or "kill" not in results:
            continue
        after = tuple("pain" if r == "kill" else r for r in results)
        out += [ev.ResultsReplaced(uid, after, faction)] + hits_change(state, foe(state, faction), results, after)
        out += loss_doom(state, uid, half=True) if _spared_gives_doom(state) else []
    return out


def _spared_gives_doom(state: State) -> bool:
    spared: bool = state.options.get(SACRIFICE_PAIN_DOOM.name, SACRIFICE_PAIN_DOOM.default)
    return spared


def six_dice(state: State, faction: str, battle: Battle) -> bool:
    """Roll 6 or more Combat dice in a single Battle."""
    return len((battle.faces or {}).get(faction, ())) >= 6
