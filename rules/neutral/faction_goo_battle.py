"""The faction Great Old Ones as Independents in Battle (German rulebook, DE 2234-2475): Hastur's
Vengeance, Cthulhu's Devour, Nyarlathotep's Harbinger and Rhan-Tegoth's Eternal, each for the card's
holder, with the card's own figure in the Battle.
"""
from __future__ import annotations

from typing import Any

from ..engine import events as ev
from ..engine.content import UnitKind
from ..engine.phases import draw_elder_signs
from ..engine.pieces import awaken_cost
from ..engine.prompts import Option
from ..engine.records import Demand, WindowContext
from ..engine.state import State, battle_of, units_in
from ..factions.common import (battling, demand, done, eliminate, fighting, foe, hits_change, note, of_kind,
                               victim_options)
from ..words.describing import Phrase, unit_name
from .common import use
from .faction_goo_figures import CTHULHU, HASTUR, NYARLATHOTEP, RHAN, figure

MONSTERS_AND_CULTISTS = (UnitKind.MONSTER, UnitKind.CULTIST)


def in_the_battle(state: State, faction: str, card: str) -> bool:
    """The holder fights this Battle with the card's figure."""
    return battling(state, faction) and figure(card) in fighting(state, faction)


# -- Hastur: Vengeance -------------------------------------------------------------------------

VENGEANCE = "independent_vengeance"


def vengeance_options(state: State, faction: str, ctx: WindowContext) -> list[Option]:
    """Vengeance: in a Battle with Hastur, you decide how your results are spread over the enemy's
    units. The card says Post-Battle, but results are assigned before any Post-Battle moment, so it
    is chosen at Pre-Battle, as Yellow Sign's own Vengeance is (using it never hurts you)."""
    if not in_the_battle(state, faction, HASTUR) or note(state, VENGEANCE):
        return []
    return [use(VENGEANCE, Phrase("option-independent-vengeance"))]


def vengeance(state: State, faction: str, choice: dict[str, Any], ctx: WindowContext) -> list[ev.Event]:
    return [ev.BattleNoted(VENGEANCE, True), ev.BattleControlGranted(foe(state, faction), "assign", faction)]


# -- Cthulhu: Devour -----------------------------------------------------------------------------

DEVOUR = "independent_devour"
DEVOUR_VICTIM = "independent_devour_victim"


def devour_options(state: State, faction: str, ctx: WindowContext) -> list[Option]:
    """Devour (Pre-Battle): in a Battle with Cthulhu, the enemy Eliminates one of his Monsters or
    Cultists in the Battle, which he picks."""
    if not in_the_battle(state, faction, CTHULHU) or note(state, DEVOUR):
        return []
    if not of_kind(state, fighting(state, foe(state, faction)), *MONSTERS_AND_CULTISTS):
        return []
    return [use(DEVOUR, Phrase("option-independent-devour"))]


def devour(state: State, faction: str, choice: dict[str, Any], ctx: WindowContext) -> list[ev.Event]:
    return [ev.BattleNoted(DEVOUR, True), demand(faction, DEVOUR_VICTIM, foe(state, faction), kind="devour")]


def devour_victim_options(state: State, faction: str, d: Demand) -> list[Option]:
    return victim_options(state, DEVOUR_VICTIM, of_kind(state, fighting(state, d.chooser), *MONSTERS_AND_CULTISTS),
                          "Devoured:")


def devour_victim(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    return [done(faction)] + eliminate(state, choice["unit"], "devour")


# -- Nyarlathotep: Harbinger ---------------------------------------------------------------------

HARBINGER = "independent_harbinger"


def harbinger_value(state: State, uid: str) -> int:
    """Half the Great Old One's Awakening cost, an odd one rounded as the table's ruling R12 says
    (up unless a table chose down), as for Crawling Chaos's own Harbinger."""
    cost = awaken_cost(state, uid)
    return (cost + 1) // 2 if state.options.get("harbinger_rounding", "up") == "up" else cost // 2


def harbinger_options(state: State, faction: str, ctx: WindowContext) -> list[Option]:
    """Harbinger (Post-Battle): in a Battle with Nyarlathotep, for each enemy Great Old One that
    took a Kill or a Pain, gain half its Awakening cost in Power, or 2 Elder Signs instead."""
    if not battling(state, faction) or ctx.stage != "pains":
        return []
    if figure(NYARLATHOTEP) not in units_in(state, battle_of(state).area, faction):
        return []
    opts = []
    for goo in of_kind(state, fighting(state, foe(state, faction)), UnitKind.GREAT_OLD_ONE):
        if set(battle_of(state).assigned(goo)) & {"kill", "pain"} and not note(state, HARBINGER + ":" + goo):
            opts.append(use(HARBINGER, Phrase("option-independent-harbinger-power", {
                "power": harbinger_value(state, goo), "unit": unit_name(goo)}), unit=goo, reward="power"))
            opts.append(use(HARBINGER, Phrase("option-independent-harbinger-signs", {"unit": unit_name(goo)}),
                            unit=goo, reward="elder_signs"))
    return opts


def harbinger(state: State, faction: str, choice: dict[str, Any], ctx: WindowContext) -> list[ev.Event]:
    out: list[ev.Event] = [ev.BattleNoted(HARBINGER + ":" + choice["unit"], True)]
    if choice["reward"] == "power":
        return out + [ev.PowerChanged(faction, harbinger_value(state, choice["unit"]), "harbinger")]
    return out + draw_elder_signs(state, faction, 2)


# -- Rhan-Tegoth: Eternal ------------------------------------------------------------------------

ETERNAL = "independent_eternal"


def eternal_options(state: State, faction: str, ctx: WindowContext) -> list[Option]:
    """Eternal (Post-Battle): when Rhan-Tegoth was given a Kill, you may pay 1 Power to make it a
    Pain. Offered once every result is assigned, as Windwalker's own Eternal is."""
    b = state.battle
    rhan = figure(RHAN)
    if b is None or ctx.stage != "pains" or note(state, ETERNAL) or state.power[faction] < 1:
        return []
    if "kill" not in b.results.get(rhan, ()):
        return []
    return [use(ETERNAL, Phrase("option-independent-eternal"))]


def eternal(state: State, faction: str, choice: dict[str, Any], ctx: WindowContext) -> list[ev.Event]:
    rhan = figure(RHAN)
    before = tuple(battle_of(state).results.get(rhan, ()))
    at = before.index("kill")
    after = before[:at] + ("pain",) + before[at + 1:]
    return ([ev.BattleNoted(ETERNAL, True), ev.PowerChanged(faction, -1, "eternal"),
             ev.ResultsReplaced(rhan, after, faction)] + hits_change(state, foe(state, faction), before, after))
