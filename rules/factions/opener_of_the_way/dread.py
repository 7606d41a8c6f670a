"""Dread Curse of Azathoth (Action, 2 Power): dice from the sky on the enemies in one Area (master
rulebook, Opener of the Way and FAQ; Two-Player Rules, Balance Adjustments).

Not a Battle: no Pre-Battle, Battle or Post-Battle ability applies. Opener splits the Kills and Pains
among the enemy factions there, each victim chooses which of its units take them, and Opener chooses
where each Pained unit Retreats (any adjacent Area: none is surrounded). The progress is kept in
Opener's faction data under "dread_curse" while the three kinds of question are asked."""
from __future__ import annotations

from typing import Any

from ...engine import events as ev
from ...engine.content import Hook, part
from ...engine.evolve import evolve
from ...engine.hooks import action_cost, registered, unit_may_enter
from ...engine.pieces import a_unit_said, loss_doom, representatives
from ...words.describing import Phrase, area_name, faction_name
from ...engine.records import Demand
from ...engine.rng import roll_dice
from ...engine.state import State, in_play, is_two_player, units_in
from ..common import answer, data, demand, done, has_book, use
from ...engine.prompts import Option

CURSE = "dread_curse"
CURSING_UNITS = ("abomination", "spawn_of_yog_sothoth")  # Yog-Sothoth rolls none


def dice_count(state: State, faction: str) -> int:
    """One die per Abomination and Spawn in play; half, rounded up, with two players."""
    n = sum(1 for u in in_play(state, faction) if state.table[u].type in CURSING_UNITS)
    return (n + 1) // 2 if is_two_player(state) else n


def _victims(state: State, faction: str, area: str) -> list[str]:
    """Enemy factions with units in the Area; units no faction controls cannot be targeted (FAQ)."""
    table = state.table
    return sorted({owner for u in units_in(state, area)
                   if (owner := table[u].faction) is not None and owner != faction and table[u].spec.unit})


def _cost(state: State, faction: str, area: str | None) -> int:
    return action_cost(state, faction, CURSE, area, 2)


def curse_cost(state: State, faction: str) -> int:
    return _cost(state, faction, None)


def curse_options(state: State, faction: str, ctx: object) -> list[Option]:
    if not has_book(state, faction, "Dread Curse of Azathoth") or not dice_count(state, faction):
        return []
    return [use(CURSE, Phrase("option-dread-curse", {"area": area_name(area), "dice": dice_count(state, faction),
                                                "cost": _cost(state, faction, area)}), area=area)
            for area in state.map.areas
            if _victims(state, faction, area) and _cost(state, faction, area) <= state.power[faction]]


def curse(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    faces = roll_dice(state, dice_count(state, faction))
    curse_data = {"area": choice["area"], "kills": sum(1 for f in faces if f == 6),
                  "pains": sum(1 for f in faces if f in (4, 5)), "split": {}, "pained": ()}
    out = [ev.DiceRolled(faction, faces, CURSE), ev.FactionDataSet(faction, CURSE, curse_data)]
    return out + _next(state, faction, curse_data)


# -- the questions, in order -----------------------------------------------------------------

def _unsplit(c: dict[str, Any]) -> str | None:
    """The kind of the next result Opener still has to give to a faction. "kills" and "pains"
    count the results not yet placed on a unit, so a result placed leaves both sides of this sum."""
    given = {"kill": sum(k for k, _ in c["split"].values()), "pain": sum(p for _, p in c["split"].values())}
    if given["kill"] < c["kills"]:
        return "kill"
    return "pain" if given["pain"] < c["pains"] else None


def _takers(state: State, faction: str, c: dict[str, Any]) -> list[str]:
    """Enemies that still have a unit for one more result."""
    return [f for f in _victims(state, faction, c["area"])
            if len(_units(state, f, c)) > sum(c["split"].get(f, (0, 0)))]


def _units(state: State, victim: str, c: dict[str, Any]) -> list[str]:
    return [u for u in units_in(state, c["area"], victim) if state.table[u].spec.unit and u not in c["pained"]]


def _owed(c: dict[str, Any]) -> tuple[str, str] | None:
    """The next (victim, result) a victim must place: Kills before Pains, victims in name order."""
    for victim in sorted(c["split"]):
        kills, pains = c["split"][victim]
        if kills:
            return victim, "kill"
        if pains:
            return victim, "pain"
    return None


def _next(state: State, faction: str, c: dict[str, Any]) -> list[ev.Event]:
    """The next question: Opener splits, then each victim places, then Opener Retreats the Pained."""
    if _unsplit(c) and _takers(state, faction, c):
        return [demand(faction, "dread_curse_split", faction, kind="dread_curse_split", area=c["area"])]
    owed = _owed(c)
    if owed is not None:
        return [demand(faction, "dread_curse_victim", owed[0], kind="dread_curse_victim", area=c["area"])]
    if _to_retreat(state, c):
        return [demand(faction, "dread_curse_retreat", faction, kind="dread_curse_retreat", area=c["area"])]
    return [done(faction), ev.FactionDataSet(faction, CURSE, None)]


def _with(state: State, faction: str, c: dict[str, Any],
          after: State | None = None) -> list[ev.Event]:
    return [ev.FactionDataSet(faction, CURSE, c)] + _next(after or state, faction, c)


def split_options(state: State, faction: str, d: Demand) -> list[Option]:
    c = data(state, faction, CURSE)
    result = part(_unsplit(c), "result to split")  # the split is asked for only while one is left
    return [answer("dread_curse_split", Phrase("option-dread-curse-split", {"result": result, "victim": faction_name(f)}),
                   victim=f)
            for f in _takers(state, faction, c)]


def split(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    c = data(state, faction, CURSE)
    kills, pains = c["split"].get(choice["victim"], (0, 0))
    if _unsplit(c) == "kill":
        kills += 1
    else:
        pains += 1
    return _with(state, faction, {**c, "split": {**c["split"], choice["victim"]: (kills, pains)}})


def victim_options(state: State, faction: str, d: Demand) -> list[Option]:
    c = data(state, faction, CURSE)
    victim, result = part(_owed(c), "result owed")  # a victim is asked only while it owes one
    return [answer("dread_curse_victim", Phrase("option-dread-curse-victim", {"result": result, "unit": a_unit_said(state, u)}),
                   unit=u)
            for u in representatives(state, _units(state, victim, c))]


def victim(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    """A Kill removes the unit at once (Two-Player Rules: the opponent gains its Doom); a Pain waits
    for Opener's choice of Retreat. The result placed leaves the split and the results still to
    place alike, so it is never split again: each rolled result is assigned exactly once (master
    rulebook, FAQ, Opener of the Way, who selects the targets of Dread Curse)."""
    c = data(state, faction, CURSE)
    who, result = part(_owed(c), "result owed")
    kills, pains = c["split"][who]
    split_left = {**c["split"], who: (kills - 1, pains) if result == "kill" else (kills, pains - 1)}
    if not any(split_left[who]):
        split_left = {f: v for f, v in split_left.items() if f != who}
    uid = choice["unit"]
    if result == "kill":
        out = [ev.UnitKilled(uid, c["area"])] + loss_doom(state, uid)
        c2 = {**c, "split": split_left, "kills": c["kills"] - 1}
    else:
        out, c2 = [], {**c, "split": split_left, "pains": c["pains"] - 1, "pained": (*c["pained"], uid)}
    after = state
    for e in out:
        after = evolve(after, e)
    return out + _with(state, faction, c2, after)


def retreat_options(state: State, faction: str, d: Demand) -> list[Option]:
    c = data(state, faction, CURSE)
    uid = _to_retreat(state, c)[0]
    return [answer("dread_curse_retreat", Phrase("option-dread-curse-retreat", {"unit": a_unit_said(state, uid), "to": area_name(to)}),
                   unit=uid, to=to)
            for to in _curse_retreats(state, c, uid)]


def _to_retreat(state: State, c: dict[str, Any]) -> list[str]:
    """The Pained units still in the Area with somewhere to go (one with none stays)."""
    return [u for u in c["pained"] if state.units.get(u) == c["area"] and _curse_retreats(state, c, u)]


def _curse_retreats(state: State, c: dict[str, Any], uid: str) -> list[str]:
    """Where Opener may send the Pained unit: not into an Area closed to it (Cosmic Terror), unless
    a Great Old One of its owner Pained by this Curse went there first (its escort)."""
    areas = sorted(state.map.retreat_from(c["area"]))
    owner = state.table[uid].faction
    if owner is None or not registered(state, Hook.MAY_ENTER):
        return areas
    table = state.table
    def how(to: str) -> str:
        escort = any(table[u].spec.great_old_one and table[u].faction == owner and state.units.get(u) == to
                     for u in c["pained"])
        return "escorted" if escort else "ability"
    return [to for to in areas if unit_may_enter(state, owner, uid, to, how(to))]


def retreat(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    c = data(state, faction, CURSE)
    moved = ev.UnitPlaced(choice["unit"], c["area"], choice["to"], CURSE)
    return [moved] + _with(state, faction, c, evolve(state, moved))
