"""Daemon Sultan in Battle: Avatar Synthesis' Cosmic Ruler (master rulebook, Daemon Sultan, and FAQ:
a Kill moves only to an Avatar not already being Killed in the Battle)."""
from __future__ import annotations

from typing import Any

from ...engine import events as ev
from ...engine.pieces import a_unit_said, loss_doom
from ...engine.prompts import Option
from ...engine.records import WindowContext
from ...engine.state import State, battle_of
from ..common import in_play, unit_of, use
from ...words.describing import Phrase, area_name
from .actions import ANTITHESIS, SYNTHESIS, THESIS

AVATARS = (THESIS, ANTITHESIS, SYNTHESIS)
LOSSES = ("kill", "elimination")


def _avatars(state: State, faction: str) -> list[str]:
    return [uid for a in AVATARS if in_play(state, uid := unit_of(state, faction, a))]


def cosmic_ruler_options(state: State, faction: str, ctx: WindowContext) -> list[Option]:
    """Post-Battle, Synthesis in play: an Avatar of yours given a Kill or Elimination in the Battle
    is spared, and a different Avatar of yours anywhere on the map, not itself being Killed or
    Eliminated in the Battle, is Eliminated instead."""
    b = state.battle
    if b is None or ctx.stage != "pains" or faction not in b.sides():
        return []
    avatars = _avatars(state, faction)
    if unit_of(state, faction, SYNTHESIS) not in avatars:
        return []
    doomed = [u for u in avatars if set(LOSSES) & set(b.results.get(u, ()))]
    spare = [u for u in avatars if u not in doomed and state.units[u] in state.map.adjacency]
    return [use("cosmic_ruler", Phrase("option-cosmic-ruler", {
                "unit": a_unit_said(state, hit), "instead": a_unit_said(state, other),
                "area": area_name(state.units[other])}), unit=hit, instead=other)
            for hit in doomed for other in spare]


def cosmic_ruler(state: State, faction: str, choice: dict[str, Any], ctx: WindowContext) -> list[ev.Event]:
    hit, other = choice["unit"], choice["instead"]
    b = battle_of(state)
    results = tuple(b.results.get(hit, ()))
    after = tuple(r for r in results if r not in LOSSES)
    enemy = b.enemy_of(faction)
    out: list[ev.Event] = [ev.ResultsReplaced(hit, after, faction)]
    for kind in LOSSES:  # the moved results are spent: none is left over to put on the spared Avatar again
        given = sum(r.count(kind) for u, r in b.results.items() if u != hit and state.table[u].faction == faction)
        rolled = b.hits.get(enemy, {}).get(kind, 0)
        if kind in results and rolled > given:
            out.append(ev.BattleHitsAdded(enemy, kind, given - rolled))
    # two players: the Avatar Eliminated instead gives the enemy its Doom, as the Kill would have
    return out + [ev.UnitEliminated(other, state.units[other], "cosmic_ruler")] + loss_doom(state, other)
