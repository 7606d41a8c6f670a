"""Black Goat's Actions: Fertility Cult, Awaken Shub-Niggurath, Avatar, the two-Cultist requirement
Action, Blood Sacrifice (master rulebook, Black Goat faction card; docs/factions.md; rulings R7)."""
from __future__ import annotations

from itertools import combinations_with_replacement
from typing import Any

from ...engine import events as ev
from ...engine.actions import summon_cost, summoned_by_ability
from ...engine.content import UnitKind, UnitSpec
from ...engine.hooks import summon_allowed
from ...engine.phases import draw_elder_signs
from ...engine.pieces import a_unit_said, representatives
from ...words.describing import Phrase, area_name, faction_name
from ...engine.state import State, controlled_gates, factions_in, on_map, units_in
from ...engine.records import Demand
from ..common import (answer, data, demand, done, eliminate, has_book, in_play, meet, of_kind, on_the_map,
                      pool_unit, priced, spare_slot, summoned_monsters, take_from_pool, unit_of, use)
from ...engine.prompts import Option

BG = "black_goat"
SACRIFICE_SLOT, AWAKEN_SLOT = 4, 5
MONSTERS_AND_CULTISTS = (UnitKind.MONSTER, UnitKind.CULTIST)


def shub(state: State) -> str:
    return unit_of(state, BG, "shub_niggurath")


def cultists_on_map(state: State, faction: str) -> list[str]:
    return of_kind(state, on_map(state, faction), UnitKind.CULTIST)


# -- Fertility Cult --------------------------------------------------------------------------

def _summon_cost(state: State, faction: str, uid: str, area: str, paid: str | None = None) -> int:
    """The Monster's Summon cost at `area`, with what COST abilities add there (Ice Age), paid once
    per Action: nothing more at `paid`, the Area the Action already paid it for."""
    base = summon_cost(state, faction, uid)
    return base if area == paid else priced(state, faction, "summon", base, area)


def _summons(state: State, faction: str, ability: str, paid: str | None = None) -> list[Option]:
    """One option per Monster type in the Pool and Gate you Control that you can pay for; the
    Neutral Monsters Black Goat holds among them (master rulebook, FAQ, Neutral Monsters)."""
    opts = []
    for unit_type, uid in summoned_monsters(state, faction).items():
        if not summon_allowed(state, faction, unit_type):
            continue
        for a in sorted(controlled_gates(state, faction)):
            cost = _summon_cost(state, faction, uid, a, paid)
            if cost > state.power[faction]:
                continue
            args = {"unit": a_unit_said(state, uid), "area": area_name(a), "cost": cost}
            opts.append(
                answer(ability, Phrase("option-summon-more", args), unit_type=unit_type, area=a)
                if ability.endswith("_more") else
                use(ability, Phrase("option-fertility-unlimited", args), unit_type=unit_type, area=a)
                if ability.endswith("_unlimited") else
                use(ability, Phrase("option-fertility-more", args), unit_type=unit_type, area=a))
    return opts


def fertility_options(state: State, faction: str, ctx: object) -> list[Option]:
    """Fertility Cult (rulings R7, multi_summon): one Summon Action may Summon several Monsters."""
    return _summons(state, faction, "fertility_cult") if state.options["fertility_cult"] == "multi_summon" else []


def _summon(state: State, faction: str, choice: dict[str, Any], paid: str | None = None) -> list[ev.Event]:
    uid = take_from_pool(state, faction, choice["unit_type"])
    return [ev.PowerChanged(faction, -_summon_cost(state, faction, uid, choice["area"], paid), "summon"),
            *summoned_by_ability(state, faction, uid, choice["area"])]


def _taxed(state: State, faction: str, choice: dict[str, Any]) -> bool:
    """A COST ability adds to a Summon at the chosen Area (Ice Age): the Action pays it once there."""
    uid = take_from_pool(state, faction, choice["unit_type"])
    return _summon_cost(state, faction, uid, choice["area"]) > summon_cost(state, faction, uid)


def fertility(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    """The first Summon of the Action; the Summons that follow in it pay what Ice Age adds only at
    an Area this Action has not paid it for (the demand's `area`; FAQ, Windwalker: +1 per Action)."""
    paid = {"area": choice["area"]} if _taxed(state, faction, choice) else {}
    return _summon(state, faction, choice) + [demand(faction, "fertility_cult_more", faction, kind="summon", **paid)]


def more_options(state: State, faction: str, d: Demand) -> list[Option]:
    return _summons(state, faction, "fertility_cult_more", d.area) + [
        answer("fertility_cult_more", Phrase("option-fertility-none"), unit_type=None, area=None)]


def more(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    if choice["unit_type"] is None:
        return [done(faction)]
    out = _summon(state, faction, choice, d.area)
    if choice["area"] != d.area and _taxed(state, faction, choice):  # paid here now: not again this Action
        out.append(demand(faction, "fertility_cult_more", faction, kind="summon", area=choice["area"]))
    return out


def unlimited_summon_options(state: State, faction: str, ctx: object) -> list[Option]:
    """Variant (rulings R7, unlimited_summon): Summon Monsters as an Unlimited Action."""
    if state.options["fertility_cult"] != "unlimited_summon":
        return []
    return _summons(state, faction, "fertility_cult_unlimited")


def unlimited_summon(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    return _summon(state, faction, choice)


def thousand_young(state: State, faction: str, spec: UnitSpec, cost: int) -> int:
    """The Thousand Young: with Shub-Niggurath in play, Ghouls, Fungi and Dark Young cost 1 less."""
    if spec.name in ("ghoul", "fungi", "dark_young") and has_book(state, faction, "The Thousand Young") and in_play(
            state, shub(state)):
        return max(cost - 1, 0)
    return cost


# -- Awaken Shub-Niggurath -------------------------------------------------------------------

def awaken_options(state: State, faction: str, ctx: object) -> list[Option]:
    """A Gate you Control, 2 of your Cultists on the map besides the one holding it, and 8 Power.

    Master rulebook, Black Goat faction card: the Cultists are removed first, then Shub-Niggurath is
    placed at a Gate you still Control, so the Gate she takes is never the one a sacrificed Cultist
    held."""
    if state.units[shub(state)] != "pool" or state.power[faction] < 8:
        return []
    costs = {a: priced(state, faction, "awaken", 8, a) for a in sorted(controlled_gates(state, faction))}
    return [use("awaken_shub_niggurath", Phrase("option-awaken-shub-niggurath", {"area": area_name(a), "cost": cost}),
                area=a) for a, cost in costs.items()
            if cost <= state.power[faction] and len(_sacrificeable(state, faction, a)) >= 2]


def _sacrificeable(state: State, faction: str, area: str) -> list[str]:
    """Cultists that may go for Shub-Niggurath at `area`: any but the one holding its Gate."""
    holder = state.gates.get(area)
    return [u for u in cultists_on_map(state, faction) if u != holder]


def awaken(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    cost = priced(state, faction, "awaken", 8, choice["area"])
    return [ev.GreatOldOneAwakened(faction, shub(state), choice["area"], cost),
            demand(faction, "awaken_sacrifice", faction, left=2, kind="sacrifice", area=choice["area"])
            ] + meet(state, faction, AWAKEN_SLOT)


def sacrifice_options(state: State, faction: str, d: Demand) -> list[Option]:
    units = _sacrificeable(state, faction, d.area) if d.area is not None else cultists_on_map(state, faction)
    return [answer("awaken_sacrifice", Phrase("option-awaken-sacrifice", {
        "unit": a_unit_said(state, u), "area": area_name(state.units[u])}), unit=u)
            for u in representatives(state, units)]


def sacrifice(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    """Eliminated Cultists give the two-player opponent Doom (Two-Player Rules, example 1)."""
    left = d.required_left() - 1
    nxt = done(faction) if left == 0 else ev.FactionDataSet(faction, "demand", d.but(left=left).to_dict())
    return [nxt] + eliminate(state, choice["unit"], "awaken", state.options.get("two_player_awaken_sacrifice_doom", True))


# -- Requirement Action: Eliminate 2 of your Cultists -----------------------------------------

def _where(state: State, uid: str, key: str) -> dict[str, object]:
    """A Cultist and where it stands ("an Acolyte on the Gate" `key`, "Europe" `key`_area), so two
    options differ."""
    return {key: a_unit_said(state, uid, say=('gate',)), f"{key}_area": area_name(state.units[uid])}


def requirement_options(state: State, faction: str, ctx: object) -> list[Option]:
    """As your Action, Eliminate 2 of your Cultists from any Areas (once per game)."""
    if not spare_slot(state, faction, SACRIFICE_SLOT):
        return []
    mine = cultists_on_map(state, faction)
    reps = representatives(state, mine)
    opts = []
    for a, b in combinations_with_replacement(reps, 2):
        second = b if a != b else _twin(state, a, mine)
        if second is not None:
            opts.append(use("eliminate_two_cultists", Phrase("option-eliminate-two-cultists", {
                **_where(state, a, "first"), **_where(state, second, "second")}),
                            units=(a, second)))
    return opts


def _twin(state: State, uid: str, pool: list[str]) -> str | None:
    """Another unit of the same class (type, Area, on a Gate or not)."""
    same = [u for u in pool if u != uid and len(representatives(state, [u, uid])) == 1]
    return same[0] if same else None


def requirement(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    out: list[ev.Event] = []
    for uid in choice["units"]:
        out += eliminate(state, uid, "requirement")
    return out + [ev.RequirementActionTaken(faction, SACRIFICE_SLOT, 0), ev.RequirementMet(faction, SACRIFICE_SLOT)]


# -- Avatar ----------------------------------------------------------------------------------

def avatar_options(state: State, faction: str, ctx: object) -> list[Option]:
    """Avatar (1 Power): Shub-Niggurath swaps places with a Monster or Cultist of a faction in any Area;
    a unit ends the Action in each of the two Areas, so an Ice Age in either costs 1 more (FAQ,
    Windwalker)."""
    if not on_the_map(state, shub(state)) or state.power[faction] < 1:
        return []
    here = state.units[shub(state)]
    opts = []
    for area in state.map.areas:
        cost = priced(state, faction, "avatar", 1, here, area)
        if cost > state.power[faction]:
            continue
        for owner in sorted(factions_in(state, area)):
            if (area, owner) != (here, faction) and of_kind(state, units_in(state, area, owner), *MONSTERS_AND_CULTISTS):
                label = Phrase("option-avatar", {"owner": faction_name(owner), "area": area_name(area), "cost": cost})
                opts.append(use("avatar", label,
                                area=area, owner=owner))
    return opts


def avatar_areas(state: State, faction: str, choice: dict[str, Any]) -> tuple[str, ...]:
    """Avatar's `acts_in`: Shub-Niggurath's Area and the chosen one (a unit ends the Action in each)."""
    return state.units[shub(state)], choice["area"]


def avatar(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    return [demand(faction, "avatar_swap", choice["owner"], area=choice["area"], kind="avatar")]


def swap_options(state: State, faction: str, d: Demand) -> list[Option]:
    """The owner of that faction picks the unit; Great Old Ones cannot be picked."""
    area = d.required_area()
    units = of_kind(state, units_in(state, area, d.chooser), *MONSTERS_AND_CULTISTS)
    return [answer("avatar_swap", Phrase("option-avatar-swap", {"unit": a_unit_said(state, u), "area": area_name(area)}),
                   unit=u)
            for u in representatives(state, units)]


def swap(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    origin, area = state.units[shub(state)], d.required_area()
    return [done(faction), ev.UnitPlaced(shub(state), origin, area, "avatar"),
            ev.UnitPlaced(choice["unit"], area, origin, "avatar")]


# -- Blood Sacrifice -------------------------------------------------------------------------

def blood_sacrifice_options(state: State, faction: str, ctx: object) -> list[Option]:
    """Doom Phase, once: with Shub-Niggurath in play, Eliminate one of your Cultists for 1 Elder Sign."""
    if not has_book(state, faction, "Blood Sacrifice") or not in_play(state, shub(state)):
        return []
    if data(state, faction, "blood_sacrifice_round") == state.round:
        return []
    return [use("blood_sacrifice", Phrase("option-blood-sacrifice", {"unit": a_unit_said(state, u),
                                                               "area": area_name(state.units[u])}),
                unit=u) for u in representatives(state, cultists_on_map(state, faction))]


def blood_sacrifice(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    return ([ev.FactionDataSet(faction, "blood_sacrifice_round", state.round)]
            + eliminate(state, choice["unit"], "blood_sacrifice") + draw_elder_signs(state, faction, 1))
