"""Opener of the Way in Battle: The Million Favored Ones and Channel Power (master rulebook, Opener of
the Way and FAQ; Battle Examples, Complex Battle Example 8)."""
from __future__ import annotations

from typing import Any

from ...engine import events as ev
from ...engine.records import WindowContext
from ...engine.rng import roll_dice
from ...engine.state import POOL, State, battle_of, in_pool, units_in
from ..common import has_book, on_the_map, pool_unit, take_from_pool, use
from ...engine.prompts import Option
from ...words.describing import Name, Phrase, area_name, unit_name

# What each unit type is promoted to (a Spawn may instead split into Mutants: below).
PROMOTION = {"acolyte": "mutant", "mutant": "abomination", "abomination": "spawn_of_yog_sothoth"}
FAVORED = "favored:"  # Battle note: the faction's units that took part, not yet promoted


def _battling(state: State, faction: str) -> bool:
    return state.battle is not None and faction in state.battle.sides()


def roll_call(state: State, faction: str, choice: dict[str, Any] | None,
              ctx: WindowContext) -> list[ev.Event]:
    """Note the units that took part once the dice have settled (stage "assigned"): units made
    Invisible or Howled away are exempt and take no part in Post-Battle (FAQ, Opener of the Way)."""
    if ctx.stage != "assigned" or not _battling(state, faction) or not has_book(state, faction,
                                                                                 "The Million Favored Ones"):
        return []
    b = battle_of(state)
    taking_part = sorted(u for u in units_in(state, b.area, faction) if u not in b.exempted())
    return [ev.BattleNoted(FAVORED + faction, tuple(taking_part))]


def _favored(state: State, faction: str) -> list[str]:
    """Units that took part, survived (Pained ones after their Retreat) and are not promoted yet; a
    unit Eliminated for having nowhere to Retreat is gone (FAQ)."""
    noted = state.battle.note(FAVORED + faction, ()) if state.battle is not None else ()
    return [u for u in noted if on_the_map(state, u)]


def favored_options(state: State, faction: str, ctx: WindowContext) -> list[Option]:
    """The Million Favored Ones, after all Kills and Pains are applied: one promotion per use, as long
    as the Pool holds the figure (figures freed by one promotion serve the next: FAQ)."""
    if not has_book(state, faction, "The Million Favored Ones"):
        return []
    opts, seen = [], set()
    for uid in _favored(state, faction):
        unit_type, area = state.table[uid].type, state.units[uid]
        if (unit_type, area) in seen:
            continue
        seen.add((unit_type, area))
        target = PROMOTION.get(unit_type)
        if target and pool_unit(state, faction, target):
            opts.append(use("million_favored_ones", Phrase("option-promote", {
                "unit": unit_name(uid), "area": area_name(area),
                "into": Name(f"unit-{target}", {"": target.replace("_", " ").title()})}),
                            unit=uid, into=target))
        mutants = len(in_pool(state, faction, "mutant"))
        if unit_type == "spawn_of_yog_sothoth" and mutants:
            opts.append(use("million_favored_ones", Phrase("option-split-spawn", {"area": area_name(area), "count": mutants}),
                            unit=uid, into="mutants"))
    return opts


def favored(state: State, faction: str, choice: dict[str, Any], ctx: WindowContext) -> list[ev.Event]:
    uid = choice["unit"]
    area = state.units[uid]
    if choice["into"] == "mutants":
        new = sorted(in_pool(state, faction, "mutant"))
    else:
        new = [take_from_pool(state, faction, choice["into"])]
    left = tuple(u for u in battle_of(state).note(FAVORED + faction, ()) if u != uid and u not in new)
    return ([ev.UnitPlaced(uid, area, POOL, "million_favored_ones")]
            + [ev.UnitPlaced(u, POOL, area, "million_favored_ones") for u in new]
            + [ev.BattleNoted(FAVORED + faction, left)])


def may_promote(state: State, faction: str, ctx: WindowContext) -> bool:
    return bool(favored_options(state, faction, ctx))


# -- Channel Power ---------------------------------------------------------------------------

CHANNELLED = "channelled:"  # Battle note: the faction's dice as Channel Power left them


def _faces(state: State, faction: str) -> tuple[int, ...]:
    b = battle_of(state)
    return b.note(CHANNELLED + faction) or (b.faces or {}).get(faction, ())


def _misses(state: State, faction: str) -> int:
    return sum(1 for f in _faces(state, faction) if f <= 3)


def channel_options(state: State, faction: str, ctx: WindowContext) -> list[Option]:
    """Channel Power: after rolling, 1 Power re-rolls every die that missed (1-3), again and again
    while Power lasts (FAQ, Opener of the Way)."""
    if not has_book(state, faction, "Channel Power") or not _battling(state, faction):
        return []
    misses = _misses(state, faction)
    if not misses or state.power[faction] < 1:
        return []
    return [use("channel_power", Phrase("option-channel-power", {"misses": misses}))]


def channel(state: State, faction: str, choice: dict[str, Any], ctx: WindowContext) -> list[ev.Event]:
    """The re-rolled dice are rolled as dice of their own; the hits they score are added to the
    faction's results, and the battle card's faces keep the first roll."""
    rolled = roll_dice(state, _misses(state, faction))
    again = iter(rolled)
    kept = tuple(next(again) if f <= 3 else f for f in _faces(state, faction))
    out = [ev.PowerChanged(faction, -1, "channel_power"), ev.DiceRolled(faction, rolled, "channel_power")]
    for result, faces in (("kill", (6,)), ("pain", (4, 5))):
        scored = sum(1 for f in rolled if f in faces)
        if scored:
            out.append(ev.BattleHitsAdded(faction, result, scored))
    return out + [ev.BattleNoted(CHANNELLED + faction, kept)]


def may_channel(state: State, faction: str, ctx: WindowContext) -> bool:
    return bool(channel_options(state, faction, ctx))
