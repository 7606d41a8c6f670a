"""Windwalker in Battle: Eternal and Cannibalism (master rulebook, Windwalker; expansion-factions.md,
Windwalker, Rhan Tegoth and Cannibalism)."""
from __future__ import annotations

from ... import events as ev
from ...pieces import loss_doom
from ...records import WindowContext
from ...state import POOL, State
from ..common import has_book, hits_change, note, pool_unit, unit_of, use

ETERNAL = "eternal_used"


def eternal_options(state: State, faction: str, ctx: WindowContext) -> list:
    """Eternal: when Rhan Tegoth is hit by a Kill or a Pain, you may spend 1 Power to ignore it (not
    an Elimination; usable while Hibernating), once in a Battle."""
    b = state.battle
    rhan = unit_of(state, faction, "rhan_tegoth")
    if b is None or ctx.stage not in ("assigned", "pains") or note(state, ETERNAL) or state.power[faction] < 1:
        return []
    if not {"kill", "pain"} & set(b.results.get(rhan, ())):
        return []
    return [use("eternal", "Eternal: spend 1 Power so Rhan Tegoth ignores his Kill or Pain")]


def eternal(state: State, faction: str, choice: dict, ctx: WindowContext) -> list:
    """The result is ignored but still happened for others' abilities; in the two-player game a
    saved Rhan Tegoth gives half his Doom (3)."""
    rhan = unit_of(state, faction, "rhan_tegoth")
    results = tuple(state.battle.results.get(rhan, ()))
    after = tuple(r for r in results if r not in ("kill", "pain"))
    out: list[ev.Event] = [ev.BattleNoted(ETERNAL, True), ev.PowerChanged(faction, -1, "eternal"),
                           ev.ResultsReplaced(rhan, after, faction)]
    out += hits_change(state, state.battle.enemy_of(faction), results, after)
    return out + (loss_doom(state, rhan, half=True) if "kill" in results else [])


def cannibalism_options(state: State, faction: str, ctx: WindowContext) -> list:
    """Cannibalism: once every result is assigned, if an enemy unit takes a Kill (not an
    Elimination), put a Wendigo or an Acolyte from your Pool into the Area, in the Battle or not."""
    b = state.battle
    if b is None or ctx.stage != "pains" or note(state, "cannibalism") or not has_book(state, faction, "Cannibalism"):
        return []
    table = state.table
    if not any("kill" in r and table[u].faction != faction for u, r in b.results.items()):
        return []
    return [use("cannibalism", f"Cannibalism: put a {t.title()} from your Pool into {b.area}", unit_type=t)
            for t in ("wendigo", "acolyte") if pool_unit(state, faction, t)]


def cannibalism(state: State, faction: str, choice: dict, ctx: WindowContext) -> list:
    uid = pool_unit(state, faction, choice["unit_type"])
    return [ev.BattleNoted("cannibalism", True), ev.UnitPlaced(uid, POOL, state.battle.area, "cannibalism")]
