"""Yellow Sign's Actions: Awaken the King in Yellow and Hastur, Desecrate (Third Eye), Zingaya, Shriek
of the Byakhee, The Screaming Dead and He Who is Not to be Named, the 3-Doom requirement Action
(master rulebook, Yellow Sign faction card and FAQ; docs/factions.md; rulings R11)."""
from __future__ import annotations

from typing import Any

from ...engine import events as ev
from ...engine.actions import battle_options, main_options
from ...engine.content import UnitKind
from ...engine.hooks import ability_may_enter
from ...engine.phases import draw_elder_signs
from ...engine.pieces import a_unit_said, representatives
from ...engine.prompts import HANDLERS, Option
from ...words.describing import Phrase, area_name, faction_name
from ...engine.rng import roll_dice
from ...engine.state import State, controlled_gates, factions_in, on_map, units_in
from ...engine.records import Demand, RequirementContext
from ..common import (answer, data, demand, done, eliminate, has_book, in_play, meet, of_kind, of_type,
                      on_the_map, pool_unit, priced, spare_slot, take_from_pool, unit_of, use)

YS = "yellow_sign"
KING_SLOT, DOOM_SLOT, HASTUR_SLOT = 0, 4, 5
# The three Desecrate requirements, one per glyph of the map (faction card slots 1 to 3).
GLYPH_SLOTS = {"vertical_slashes": 1, "chevron": 2, "circular": 3}
DESECRATION_TOKENS = 12
DOUBLE_ACTIONS = ("the_screaming_dead", "he_who_is_not_to_be_named")


def king(state: State) -> str:
    return unit_of(state, YS, "king_in_yellow")


def hastur(state: State) -> str:
    return unit_of(state, YS, "hastur")


def desecrated(state: State) -> tuple[str, ...]:
    areas: tuple[str, ...] = data(state, YS, "desecrated", ())
    return areas


# -- Awakening -------------------------------------------------------------------------------

def awaken_king_options(state: State, faction: str, ctx: object) -> list[Option]:
    """The King in Yellow: a unit of yours in an Area without a Gate; 4 Power (rulings R11)."""
    if state.units[king(state)] != "pool" or state.power[faction] < 4:
        return []
    areas = sorted({state.units[u] for u in on_map(state, faction)} - set(state.gates))
    costs = {a: priced(state, faction, "awaken", 4, a) for a in areas}
    return [use("awaken_king_in_yellow", Phrase("option-awaken-king-in-yellow", {"area": area_name(a), "cost": cost}),
                area=a)
            for a, cost in costs.items() if cost <= state.power[faction]]


def awaken_king(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    area = choice["area"]
    return [ev.GreatOldOneAwakened(faction, king(state), area, priced(state, faction, "awaken", 4, area))] + meet(
        state, faction, KING_SLOT)


def awaken_hastur_options(state: State, faction: str, ctx: object) -> list[Option]:
    """Hastur: a Gate you Control in the King's Area; 10 Power; he appears there."""
    if state.units[hastur(state)] != "pool" or state.power[faction] < 10 or not on_the_map(state, king(state)):
        return []
    area = state.units[king(state)]
    cost = priced(state, faction, "awaken", 10, area)
    if area not in controlled_gates(state, faction) or cost > state.power[faction]:
        return []
    return [use("awaken_hastur", Phrase("option-awaken-hastur", {"area": area_name(area), "cost": cost}))]


def awaken_hastur(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    """The Awaken Hastur requirement also gives 1 Elder Sign (the REQUIREMENT_MET reward)."""
    area = state.units[king(state)]
    return [ev.GreatOldOneAwakened(faction, hastur(state), area, priced(state, faction, "awaken", 10, area))] + meet(
        state, faction, HASTUR_SLOT)


def hastur_elder_sign(state: State, faction: str, choice: dict[str, Any] | None,
                      ctx: RequirementContext) -> list[ev.Event]:
    return draw_elder_signs(state, faction, 1) if ctx.slot == HASTUR_SLOT else []


# -- Desecrate and Third Eye -----------------------------------------------------------------

def third_eye(state: State, faction: str) -> bool:
    return has_book(state, faction, "Third Eye") and in_play(state, hastur(state))


def desecrate_cost(state: State, faction: str) -> int:
    """2 Power; 1 with Third Eye while Hastur is in play."""
    return 1 if third_eye(state, faction) else 2


def desecrate_options(state: State, faction: str, ctx: object) -> list[Option]:
    """Desecrate: the King in an Area without a Desecration token."""
    if not on_the_map(state, king(state)) or state.power[faction] < desecrate_cost(state, faction):
        return []
    area = state.units[king(state)]
    cost = priced(state, faction, "desecrate", desecrate_cost(state, faction), area)
    if area in desecrated(state) or len(desecrated(state)) >= DESECRATION_TOKENS or cost > state.power[faction]:
        return []
    return [use("desecrate", Phrase("option-desecrate", {"area": area_name(area), "cost": cost}))]


def king_area(state: State, faction: str, choice: dict[str, Any]) -> tuple[str, ...]:
    """Desecrate's `acts_in`: the King's Area, the one it Desecrates (FAQ, Windwalker: Ice Age +1)."""
    return (state.units[king(state)],)


def desecrate(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    """Roll 1 die (rulings R11): at most your units there succeeds. Either way place a Monster or
    Cultist of cost 2 or less from your Pool there (not a Summon)."""
    area = state.units[king(state)]
    face = roll_dice(state, 1)[0]
    out: list[ev.Event] = [ev.DiceRolled(faction, (face,), "desecrate")]
    if face <= len(units_in(state, area, faction)):
        out += _desecrated(state, faction, area)
    return out + [demand(faction, "desecrate_place", faction, area=area, kind="desecrate")]


def _desecrated(state: State, faction: str, area: str) -> list[ev.Event]:
    out: list[ev.Event] = [ev.FactionDataSet(faction, "desecrated", desecrated(state) + (area,))]
    slot = _glyph_slot(state, area)
    if slot is not None:
        out += meet(state, faction, slot)
    if third_eye(state, faction):
        out += draw_elder_signs(state, faction, 1)
    return out


def _glyph_slot(state: State, area: str) -> int | None:
    """The Desecrate requirement the Area's glyph meets: none for an Area without a glyph (another
    map's glyphs meet none of them either)."""
    glyph = state.map.glyph_of(area)
    return None if glyph is None else GLYPH_SLOTS.get(glyph)


def place_options(state: State, faction: str, d: Demand) -> list[Option]:
    """A Monster or Cultist of yours costing 2 or less from your Pool, a Neutral Monster's too (FAQ EN
    5485-5487; a Dimensional Shambler so placed comes into the Desecrated Area, FAQ EN 5525)."""
    area, table = d.required_area(), state.table
    found = {table[u].type for u, where in state.units.items()
             if where == "pool" and table[u].faction == faction
             and (table[u].spec.monster or table[u].spec.cultist) and table[u].spec.cost <= 2}
    own = ("acolyte", "undead", "byakhee")
    opts = []
    for unit_type in [t for t in own if t in found] + sorted(found - set(own)):
        uid = pool_unit(state, faction, unit_type)
        if uid is not None:
            opts.append(answer("desecrate_place", Phrase("option-desecrate-place", {
                "unit": a_unit_said(state, uid), "area": area_name(area)}), unit=uid))
    return opts


def place(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    return [done(faction), ev.UnitPlaced(choice["unit"], "pool", d.required_area(), "desecrate")]


def feast(state: State, faction: str) -> int:
    """Feast (Gather Power): 1 Power per Area with a Desecration token and a unit of yours."""
    return sum(1 for a in desecrated(state) if units_in(state, a, faction))


# -- Zingaya ---------------------------------------------------------------------------------

def zingaya_options(state: State, faction: str, ctx: object) -> list[Option]:
    """Zingaya (1 Power): where you have Undead and an enemy an Acolyte; needs an Undead in the Pool."""
    if not has_book(state, faction, "Zingaya") or state.power[faction] < 1 or pool_unit(state, faction, "undead") is None:
        return []
    opts = []
    for area in sorted({state.units[u] for u in of_type(state, on_map(state, faction), "undead")}):
        cost = priced(state, faction, "zingaya", 1, area)
        if cost > state.power[faction]:
            continue
        for enemy in sorted(factions_in(state, area) - {faction}):
            if of_type(state, units_in(state, area, enemy), "acolyte"):
                opts.append(use("zingaya", Phrase("option-zingaya", {"enemy": faction_name(enemy), "area": area_name(area),
                                                          "cost": cost}),
                                area=area, enemy=enemy))
    return opts


def zingaya(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    return [demand(faction, "zingaya_victim", choice["enemy"], area=choice["area"], kind="zingaya")]


def zingaya_victim_options(state: State, faction: str, d: Demand) -> list[Option]:
    area = d.required_area()
    acolytes = of_type(state, units_in(state, area, d.chooser), "acolyte")
    return [answer("zingaya_victim", Phrase("option-zingaya-victim", {
        "unit": a_unit_said(state, u, say=('gate',)), "area": area_name(area)}), unit=u)
            for u in representatives(state, acolytes)]


def zingaya_victim(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    doom = state.options.get("two_player_replaced_acolyte_doom", True)
    return [done(faction)] + eliminate(state, choice["unit"], "zingaya", doom) + [
        ev.UnitPlaced(take_from_pool(state, faction, "undead"), "pool", d.required_area(), "zingaya")]


# -- Shriek of the Byakhee -------------------------------------------------------------------

def shriek_options(state: State, faction: str, ctx: object) -> list[Option]:
    """Shriek of the Byakhee (1 Power): any or all Byakhee move into one Area, one a Byakhee may
    enter (Cosmic Terror: with no Great Old One moving along, none enters the Cacodemon's)."""
    if not has_book(state, faction, "Shriek of the Byakhee") or state.power[faction] < 1:
        return []
    byakhee = of_type(state, on_map(state, faction), "byakhee")
    if not byakhee:
        return []
    costs = {a: priced(state, faction, "shriek_of_the_byakhee", 1, a) for a in state.map.areas}
    return [use("shriek_of_the_byakhee", Phrase("option-shriek", {"area": area_name(a), "cost": cost}), area=a)
            for a, cost in costs.items() if cost <= state.power[faction]
            and any(state.units[u] != a and ability_may_enter(state, faction, u, a) for u in byakhee)]


def shriek(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    return [demand(faction, "shriek_pick", faction, area=choice["area"], kind="shriek")]


def shriek_pick_options(state: State, faction: str, d: Demand) -> list[Option]:
    to = d.required_area()
    away = [u for u in of_type(state, on_map(state, faction), "byakhee")
            if state.units[u] != to and ability_may_enter(state, faction, u, to)]
    return [answer("shriek_pick", Phrase("option-shriek-pick", {"origin": area_name(state.units[u]),
                                                            "area": area_name(to)}), unit=u)
            for u in representatives(state, away)] + [answer("shriek_pick", Phrase("option-shriek-pick-none"), unit=None)]


def shriek_pick(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    uid = choice["unit"]
    if uid is None:
        return [done(faction)]
    return [ev.UnitPlaced(uid, state.units[uid], d.required_area(), "shriek_of_the_byakhee")]


# -- The Screaming Dead and He Who is Not to be Named ----------------------------------------

def screaming_dead_options(state: State, faction: str, ctx: object) -> list[Option]:
    """The Screaming Dead (1 Power): the King moves to an adjacent Area, Undead may follow free."""
    if not has_book(state, faction, "The Screaming Dead") or state.power[faction] < 1 or not on_the_map(
            state, king(state)):
        return []
    here = state.units[king(state)]
    costs = {a: priced(state, faction, "the_screaming_dead", 1, a) for a in sorted(state.map.adjacency[here])}
    return [use("the_screaming_dead", Phrase("option-screaming-dead", {"origin": area_name(here), "area": area_name(a),
                                                                 "cost": cost}), area=a)
            for a, cost in costs.items() if cost <= state.power[faction]]


def screaming_dead(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    here = state.units[king(state)]
    return [ev.UnitPlaced(king(state), here, choice["area"], "the_screaming_dead"),
            demand(faction, "undead_follow", faction, origin=here, area=choice["area"], kind="screaming_dead")]


def follow_options(state: State, faction: str, d: Demand) -> list[Option]:
    undead, to = of_type(state, units_in(state, d.required_origin(), faction), "undead"), d.required_area()
    return [answer("undead_follow", Phrase("option-undead-follow", {"area": area_name(to)}), unit=u)
            for u in representatives(state, undead)] + [answer("undead_follow", Phrase("option-undead-follow-none"), unit=None)]


def follow(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    if choice["unit"] is None:
        return [_second_action(faction, "the_screaming_dead")]
    return [ev.UnitPlaced(choice["unit"], d.required_origin(), d.required_area(), "the_screaming_dead")]


def he_who_options(state: State, faction: str, ctx: object) -> list[Option]:
    """He Who is Not to be Named (1 Power): Hastur moves to any Area with a Cultist of any faction."""
    if not has_book(state, faction, "He Who is Not to be Named") or state.power[faction] < 1 or not on_the_map(
            state, hastur(state)):
        return []
    here = state.units[hastur(state)]
    areas = sorted({state.units[u] for f in state.order for u in of_kind(state, on_map(state, f), UnitKind.CULTIST)})
    costs = {a: priced(state, faction, "he_who_is_not_to_be_named", 1, a) for a in areas if a != here}
    return [use("he_who_is_not_to_be_named", Phrase("option-he-who", {"area": area_name(a), "cost": cost}), area=a)
            for a, cost in costs.items() if cost <= state.power[faction]]


def he_who(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    here = state.units[hastur(state)]
    return [ev.UnitPlaced(hastur(state), here, choice["area"], "he_who_is_not_to_be_named"),
            _second_action(faction, "he_who_is_not_to_be_named")]


def _second_action(faction: str, first: str) -> ev.Event:
    """Immediately after, a second, different Action (paid as usual); out-of-turn abilities may still
    be used in between (the "after any Action" window closes first), Unlimited Actions may not."""
    return demand(faction, "second_action", faction, first=first, after_window=True, kind="second_action")


def second_options(state: State, faction: str, d: Demand) -> list[Option]:
    opts = main_options(state, faction) + battle_options(state, faction)
    allowed = [o for o in opts if not (o.choice["act"] == "ability" and o.choice["ability"] in DOUBLE_ACTIONS)]
    return [answer("second_action", Phrase("option-second-action", {"action": o.said}), inner=o.choice) for o in allowed] + [
        answer("second_action", Phrase("option-second-action-none"), inner=None)]


def second(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    inner = choice["inner"]
    if inner is None:
        return [done(faction)]
    return [done(faction)] + list(HANDLERS[inner["act"]](state, faction, inner))


# -- Requirement Action: another player gains 3 Doom -----------------------------------------

def doom_gift_options(state: State, faction: str, ctx: object) -> list[Option]:
    if not spare_slot(state, faction, DOOM_SLOT):
        return []
    return [use("three_doom", Phrase("option-three-doom", {"target": faction_name(f)}), target=f)
            for f in state.order if f != faction]


def doom_gift(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    return [ev.DoomGained(choice["target"], 3, "yellow_sign_requirement"),
            ev.RequirementActionTaken(faction, DOOM_SLOT, 0), ev.RequirementMet(faction, DOOM_SLOT)]
