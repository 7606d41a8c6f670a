"""The Tcho-Tcho in Battle: Martyrdom and Terror (master rulebook, Tcho-Tcho; FAQ: every Proto-Shoggoth uses the
same mode)."""
from __future__ import annotations

from typing import Any

from ...engine import events as ev
from ...engine.prompts import Option
from ...engine.records import WindowContext
from ...engine.state import State
from ..common import battling, fighting, has_book, note, of_type, use
from ...words.describing import Phrase
from .units import priests_on_map


TERROR = "terror_mode"


def _shoggoths(state: State, faction: str) -> list[str]:
    return of_type(state, fighting(state, faction), "proto_shoggoth")


def terror_options(state: State, faction: str, ctx: WindowContext) -> list[Option]:
    """Terror (Pre-Battle), with Proto-Shoggoths of yours in the Battle: choose for the whole Battle
    whether each adds 1 to your Combat or takes 1 from the enemy's; all of them the same way (FAQ,
    Tcho-Tcho). Left unchosen, they add to yours."""
    if not battling(state, faction) or not has_book(state, faction, "Terror") or note(state, TERROR):
        return []
    if not _shoggoths(state, faction):
        return []
    return [use("terror_mode", Phrase("option-terror-own"), mode="own"),
            use("terror_mode", Phrase("option-terror-enemy"), mode="enemy")]


def terror_chosen(state: State, faction: str, choice: dict[str, Any], ctx: WindowContext) -> list[ev.Event]:
    return [ev.BattleNoted(TERROR, choice["mode"])]


def terror(state: State, faction: str, enemy: str, units: tuple[str, ...]) -> int:
    """Terror, own mode: each of your Proto-Shoggoths in the Battle adds 1 to your Combat."""
    if not has_book(state, faction, "Terror") or (state.battle is not None and note(state, TERROR) == "enemy"):
        return 0
    return len(of_type(state, units, "proto_shoggoth"))


def terror_against(state: State, faction: str, enemy: str, units: tuple[str, ...]) -> int:
    """Terror, enemy mode: each of your Proto-Shoggoths in the Battle takes 1 from the enemy's
    Combat (never below 0)."""
    if state.battle is None or not has_book(state, faction, "Terror") or note(state, TERROR) != "enemy":
        return 0
    return len(_shoggoths(state, faction))


MARTYRDOM = "martyrdom"


def martyrdom(state: State, faction: str, choice: None, ctx: WindowContext) -> list[ev.Event]:
    """Martyrdom: once every result of the Battle is assigned, if one of your High Priests has a Kill
    (not an Elimination: FAQ, Tcho-Tcho), every other Kill on your units becomes a Pain (master
    rulebook, Complex Battle Example 9)."""
    b = state.battle
    if b is None or ctx.stage != "pains" or not has_book(state, faction, "Martyrdom") or note(state, MARTYRDOM):
        return []
    table = state.table
    mine = {u: r for u, r in b.results.items() if table[u].faction == faction}
    priests = set(priests_on_map(state, faction))  # a Unique High Priest among them (FAQ)
    if not any("kill" in r and u in priests for u, r in mine.items()):
        return []
    out: list[ev.Event] = [ev.BattleNoted(MARTYRDOM, True)]
    for uid, results in sorted(mine.items()):
        if "kill" in results and uid not in priests:
            out.append(ev.ResultsReplaced(uid, tuple("pain" if r == "kill" else r for r in results), faction))
    return out
