"""Crawling Chaos in Battle: Abduct, Invisibility, Seek and Destroy, Emissary of the Outer Gods,
The Harbinger and Madness (master rulebook, Crawling Chaos faction card, Battle and FAQ)."""
from __future__ import annotations

from typing import Any

from ...engine import events as ev
from ...engine.content import DEFENDER_FIRST, UnitKind
from ...engine.holdings import card_of_unit
from ...engine.hooks import unit_may_enter
from ...engine.phases import draw_elder_signs
from ...engine.pieces import a_unit_said, awaken_cost, loss_doom, representatives
from ...engine.state import State, battle_of, owner_of, units_in
from ...engine.records import Demand, WindowContext
from ...words.describing import Phrase, area_name, faction_name, unit_name
from ..common import (battling, demand, done, eliminate, fighting, foe, has_book, hits_change, note, of_kind,
                      of_type, on_the_map, use, victim_options)
from ...engine.prompts import Option

MONSTERS_AND_CULTISTS = (UnitKind.MONSTER, UnitKind.CULTIST)


# -- Abduct ----------------------------------------------------------------------------------

def abduct_options(state: State, faction: str, ctx: object) -> list[Option]:
    """Abduct (Pre-Battle): Eliminate a Nightgaunt; the enemy Eliminates a Monster or Cultist of his."""
    if not battling(state, faction) or not has_book(state, faction, "Abduct"):
        return []
    gaunts = of_type(state, fighting(state, faction), "nightgaunt")
    if not gaunts or not of_kind(state, fighting(state, foe(state, faction)), *MONSTERS_AND_CULTISTS):
        return []
    return [use("abduct", Phrase("option-abduct"),
                unit=gaunts[0])]


def abduct(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    return eliminate(state, choice["unit"], "abduct") + [
        demand(faction, "abduct_victim", foe(state, faction), kind="abduct")]


def abduct_victim_options(state: State, faction: str, d: Demand) -> list[Option]:
    return victim_options(state, "abduct_victim", of_kind(state, fighting(state, d.chooser),
                                                          *MONSTERS_AND_CULTISTS), "Abducted:")


def abduct_victim(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    return [done(faction)] + eliminate(state, choice["unit"], "abduct")


# -- Invisibility ----------------------------------------------------------------------------

def invisibility_options(state: State, faction: str, ctx: object) -> list[Option]:
    """Invisibility (Pre-Battle): per Flying Polyp present, exempt one Monster or Cultist (either side)."""
    if not battling(state, faction) or not has_book(state, faction, "Invisibility"):
        return []
    polyps = of_type(state, units_in(state, battle_of(state).area, faction), "flying_polyp")
    if len(polyps) <= note(state, "invisible", 0):
        return []
    candidates = of_kind(state, fighting(state, faction) + fighting(state, foe(state, faction)), *MONSTERS_AND_CULTISTS)
    return [use("invisibility", Phrase("option-invisibility", {"unit": a_unit_said(state, u),
                                                          "owner": faction_name(owner_of(state, u))}),
                unit=u) for u in representatives(state, candidates)]


def invisibility(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    """The exempted unit takes no further part and is not "present" (FAQ: Undead and Byakhee dice)."""
    return [ev.BattleNoted("invisible", note(state, "invisible", 0) + 1), ev.UnitsExempted((choice["unit"],))]


# -- Seek and Destroy ------------------------------------------------------------------------

def seek_options(state: State, faction: str, ctx: object) -> list[Option]:
    """Seek and Destroy (Pre-Battle): Hunting Horrors from anywhere on the map join the Battle."""
    if not battling(state, faction) or not has_book(state, faction, "Seek and Destroy"):
        return []
    area = battle_of(state).area
    away = [u for u in of_type(state, state.units, "hunting_horror")
            if state.table[u].faction == faction and on_the_map(state, u) and state.units[u] != area
            and unit_may_enter(state, faction, u, area, "ability")]
    return [use("seek_and_destroy", Phrase("option-seek-and-destroy", {"area": area_name(state.units[u])}), unit=u)
            for u in representatives(state, away)]


def seek(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    uid = choice["unit"]
    return [ev.UnitPlaced(uid, state.units[uid], battle_of(state).area, "seek_and_destroy")]


# -- Emissary of the Outer Gods --------------------------------------------------------------

def _no_enemy_great_old_one(state: State, faction: str) -> bool:
    return not of_kind(state, fighting(state, foe(state, faction)), UnitKind.GREAT_OLD_ONE)


def emissary_options(state: State, faction: str, ctx: object) -> list[Option]:
    """Emissary (Post-Battle): unless an enemy Great Old One is in the Battle, a Kill on Nyarlathotep
    becomes a Pain."""
    if not battling(state, faction) or not has_book(state, faction, "Emissary of the Outer Gods"):
        return []
    nyar = of_type(state, fighting(state, faction), "nyarlathotep")
    if not nyar or battle_of(state).results.get(nyar[0]) != ("kill",) or not _no_enemy_great_old_one(state, faction):
        return []
    return [use("emissary", Phrase("option-emissary"), unit=nyar[0])]


def emissary(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    """Two-Player Rules example 2: the enemy still gains half Doom (5)."""
    uid = choice["unit"]
    return [ev.ResultsReplaced(uid, ("pain",), faction)] + hits_change(
        state, foe(state, faction), ("kill",), ("pain",)) + loss_doom(state, uid, half=True)


def spared_when_surrounded(state: State, uid: str) -> bool:
    """FAQ: with Emissary, a surrounded Nyarlathotep soaks up the Elimination and survives."""
    faction = owner_of(state, uid)
    return (state.table[uid].type == "nyarlathotep" and has_book(state, faction, "Emissary of the Outer Gods")
            and _no_enemy_great_old_one(state, faction))


# -- The Harbinger ---------------------------------------------------------------------------

def harbinger_value(state: State, uid: str) -> int:
    """Half the Great Old One's Awakening cost (rulings R12 for odd costs)."""
    cost = awaken_cost(state, uid)
    return (cost + 1) // 2 if state.options["harbinger_rounding"] == "up" else cost // 2


def harbinger_options(state: State, faction: str, ctx: WindowContext) -> list[Option]:
    """The Harbinger (Post-Battle): per enemy Great Old One Killed or Pained in a Battle with
    Nyarlathotep, gain half its Awakening cost in Power, or 2 Elder Signs."""
    if not battling(state, faction) or ctx.stage != "pains":
        return []
    if not of_type(state, units_in(state, battle_of(state).area, faction), "nyarlathotep"):
        return []
    opts = []
    for goo in of_kind(state, fighting(state, foe(state, faction)), UnitKind.GREAT_OLD_ONE):
        # a result the Great Old One ignores (Eternal) still earns The Harbinger (FAQ, Windwalker)
        if set(battle_of(state).assigned(goo)) & {"kill", "pain"} and not note(state, _harbinger_key(state, goo)):
            opts.append(use("harbinger", Phrase("option-harbinger-power", {"power": harbinger_value(state, goo),
                                                                          "goo": unit_name(goo)}),
                            unit=goo, reward="power"))
            opts.append(use("harbinger", Phrase("option-harbinger-elder-signs", {"goo": unit_name(goo)}), unit=goo,
                            reward="elder_signs"))
    return opts


def _harbinger_key(state: State, goo: str) -> str:
    """The Battle note of The Harbinger used for a Great Old One: the figures of one Loyalty Card
    are one Great Old One (master rulebook, FAQ, Nyogtha: 2 Elder Signs at most for both)."""
    card = card_of_unit(state, goo) if state.loyalty else None
    return "harbinger:" + (goo if card is None else card.name)


def harbinger(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    out: list[ev.Event] = [ev.BattleNoted(_harbinger_key(state, choice["unit"]), True)]
    if choice["reward"] == "power":
        return out + [ev.PowerChanged(faction, harbinger_value(state, choice["unit"]), "harbinger")]
    return out + draw_elder_signs(state, faction, 2)


# -- Madness ---------------------------------------------------------------------------------

def madness_options(state: State, faction: str, ctx: WindowContext) -> list[Option]:
    """Madness (Post-Battle, any Battle): choose where every Pained unit Retreats, and which side first."""
    if state.battle is None or not has_book(state, faction, "Madness") or ctx.stage != "pains":
        return []
    if note(state, "madness") or "pain" not in {r for res in state.battle.results.values() for r in res}:
        return []
    return [use("madness", Phrase("option-madness-attacker-first"), defender_first=False),
            use("madness", Phrase("option-madness-defender-first"), defender_first=True)]


def madness(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    """FAQ: normal Retreat rules still apply; the owners still choose which units are Pained."""
    b = battle_of(state)
    return [ev.BattleNoted("madness", True), ev.BattleNoted(DEFENDER_FIRST, choice["defender_first"]),
            ev.BattleControlGranted(b.attacker, "retreat", faction),
            ev.BattleControlGranted(b.defender, "retreat", faction)]
