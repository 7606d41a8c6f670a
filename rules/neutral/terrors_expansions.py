"""Terrors of two expansions, bought on one's Ritual turn for 2 Doom and 2 Power (master rulebook,
Terrors, EN 3035-3047): the Hound of Tindalos (Beyond Time and Space, EN 3470-3503; German rulebook,
Jenseits von Zeit und Raum, DE 2687-2718: components only) and The Shadow Pharaoh (Masks of
Nyarlathotep, EN 3380-3470, a garbled scan; FAQ, Terrors, EN 5547).

Each card has a rule that holds at every moment (LoyaltyCard.standing_rule), checked between steps:
the Hound dies away from a Gate; no Gate stays Controlled beside the Pharaoh.
"""
from __future__ import annotations

from typing import Any

from ..engine import events as ev
from ..engine.content import (BUY_PRICE, CardKind, DemandAbility, Hook, LoyaltyCard, RulesetOption,
                              SummonCostAbility, UnitKind, UnitMovedAbility, UnitSpec, of_kind)
from ..engine.holdings import abilities_on
from ..engine.hooks import registered, unit_may_enter
from ..engine.loyalty import place_first, standard_buy
from ..engine.phases import elder_signs_each
from ..engine.prompts import Option
from ..engine.records import Demand, UnitMovedContext
from ..engine.state import State
from ..factions.common import answer, data, demand, done, unit_gates
from ..words.describing import Phrase, area_name
from .common import card_option, figure_area

CC = "crawling_chaos"
HOUND, PHARAOH = "hound_of_tindalos", "shadow_pharaoh"
HOUND_FIGURE, PHARAOH_FIGURE = "hot.hound_of_tindalos.1", "shp.shadow_pharaoh.1"
CHRONOTABLE, ANGLES_OF_TIME = "chronotable", "angles_of_time"
HOUND_MAY_MOVE = "chronotable_offer"  # the UNIT_MOVED ability that asks CHRONOTABLE's question


def gate_areas(state: State) -> set[str]:
    """Every Area with a Gate, Controlled or Abandoned, Yog-Sothoth's included (a Gate for every
    purpose: docs/rulings.md R20)."""
    return set(state.gates) | {a for f in state.order for a in unit_gates(state, f)}


# -- The Hound of Tindalos ---------------------------------------------------------------------

HOUND_COMBAT = RulesetOption(
    "hound_of_tindalos_combat", 1, (1, 4),
    "The Hound of Tindalos' Combat: 1 as the master rulebook prints it (EN 3482); one secondary "
    "source gives 4")


def hound_combat(state: State, faction: str, enemy: str, count: int) -> int:
    return count * int(card_option(state, HOUND_COMBAT))


def hound_placements(state: State, faction: str) -> list[tuple[dict[str, Any], str | Phrase]]:
    """Bought, the Hound goes to any Gate, even one you do not Control (EN 3478)."""
    return [({"area": a}, Phrase("option-hound-at-gate", {"area": area_name(a)})) for a in sorted(gate_areas(state))]


def _destinations(state: State, origin: str, faction: str) -> list[str]:
    """The other Gates' Areas, less one the Hound may not Move into (Cosmic Terror: it is part of a
    Move Action, so a Great Old One of the holder that Moved there in it escorts the Hound)."""
    found = sorted(gate_areas(state) - {origin})
    if not registered(state, Hook.MAY_ENTER):
        return found
    return [a for a in found if unit_may_enter(state, faction, HOUND_FIGURE, a, "move")]


def _asked_beside(state: State, faction: str, ctx: UnitMovedContext) -> bool:
    """Another of the holder's abilities asks a question on the same move (Arctic Wind): that one
    is asked, and the Hound is not (one question at a time)."""
    for ability in of_kind(abilities_on(state, faction, Hook.UNIT_MOVED), UnitMovedAbility):
        if ability.name != HOUND_MAY_MOVE and any(
                isinstance(e, ev.FactionDataSet) and e.key == "demand" and e.value is not None
                for e in ability.apply(state, faction, None, ctx)):
            return True
    return False


def chronotable_asks(state: State, faction: str, choice: None, ctx: UnitMovedContext) -> list[ev.Event]:
    """Chronotable: once another of your units has Moved, first in the Move Action, the Hound, not
    yet Moved this turn, may go along for free (asked once per Move Action: its way does not depend
    on the others')."""
    e, t = ctx.event, state.turn
    origin = figure_area(state, HOUND_FIGURE)
    if e.unit == HOUND_FIGURE or origin is None or t is None or not t.moving:
        return []
    if HOUND_FIGURE in (t.moved or ()) or [u for u in t.moving if u != HOUND_FIGURE][:1] != [e.unit]:
        return []
    if data(state, faction, "demand") is not None or not _destinations(state, origin, faction):
        return []
    if _asked_beside(state, faction, ctx):
        return []
    return [demand(faction, CHRONOTABLE, faction, kind=CHRONOTABLE, origin=origin)]


def chronotable_options(state: State, faction: str, d: Demand) -> list[Option]:
    origin = d.required_origin()
    if figure_area(state, HOUND_FIGURE) != origin:
        return []
    return [answer(CHRONOTABLE, Phrase("option-chronotable-go", {"origin": area_name(origin), "area": area_name(a)}),
                   area=a) for a in _destinations(state, origin, faction)] + [
        answer(CHRONOTABLE, Phrase("option-chronotable-stay", {"origin": area_name(origin)}), area=None)]


def chronotable(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    """The Hound's Move is part of the Move Action under way, for 0 Power, Gate to Gate."""
    to = choice["area"]
    if to is None:
        return [done(faction)]
    return [done(faction), ev.UnitMoved(faction, HOUND_FIGURE, d.required_origin(), to, 0)]


def angles_of_time(state: State, holder: str | None) -> list[ev.Event]:
    """Angles of Time: the Hound in an Area without a Gate (Pained there, its Gate gone) is
    Eliminated at once."""
    where = figure_area(state, HOUND_FIGURE)
    if where is None or where in gate_areas(state):
        return []
    return [ev.UnitEliminated(HOUND_FIGURE, where, ANGLES_OF_TIME)]


HOUND_CARD = LoyaltyCard(
    name=HOUND,
    title="Hound of Tindalos",
    kind=CardKind.TERROR,
    short="hot",
    units=(UnitSpec(HOUND, UnitKind.TERROR, 1, 4, hound_combat, title="Hound of Tindalos", moves=False,
                    takes_kills=False),),
    cost=4,
    combat="1 (ruleset option hound_of_tindalos_combat: 4)",
    awaken=standard_buy(HOUND, placements=hound_placements),
    abilities=(
        UnitMovedAbility(HOUND_MAY_MOVE, Hook.UNIT_MOVED, apply=chronotable_asks),
        DemandAbility(CHRONOTABLE, Hook.DEMAND, chronotable_options, chronotable, fields={"area": "area?"}),
    ),
    standing_rule=angles_of_time,
    texts={
        "Buy": "On your Ritual turn, pay 2 Doom and 2 Power: take this card and place the Hound at any "
               "Gate, even one you do not Control.",
        "Combat": "1.",
        "Chronotable": "The Hound never takes part in a Move Action of its own. When you Move another "
                       "unit, the Hound may Move too, for free, from its Area with a Gate straight to any "
                       "other Area with a Gate; neither Gate need be yours.",
        "Angles of Time": "The Hound is never assigned a Kill in Battle. It is Eliminated whenever it is "
                          "in an Area without a Gate (Pained into one, or its Gate gone), and, as any unit, "
                          "when it is Pained with nowhere to Retreat.",
    },
    source="master rulebook, Beyond Time and Space (EN 3470-3503); German rulebook DE 2687-2718 "
           "(components only); a secondary source's Combat 4 is the ruleset option",
    grade="H",
    pack="Beyond Time and Space",
    options=(HOUND_COMBAT,),
)


# -- The Shadow Pharaoh ------------------------------------------------------------------------

PHARAOH_COST = RulesetOption(
    "shadow_pharaoh_cost", 2, (2, 4),
    "The Shadow Pharaoh's cost to Summon: the scan of the master rulebook does not show it (EN "
    "3405-3420); 2 as one secondary source has it, 4 as another")
PHARAOH_COMBAT = RulesetOption(
    "shadow_pharaoh_combat", 0, (0, 2),
    "The Shadow Pharaoh's Combat: the scan of the master rulebook does not show it (EN 3405-3420); "
    "0 as one secondary source has it, 2 as another")


def pharaoh_combat(state: State, faction: str, enemy: str, count: int) -> int:
    return count * int(card_option(state, PHARAOH_COMBAT))


def pharaoh_summon_cost(state: State, faction: str, unit: UnitSpec, cost: int) -> int:
    """The ruleset option's cost, in place of the printed 2 (other changes kept)."""
    return cost + int(card_option(state, PHARAOH_COST)) - unit.cost if unit.name == PHARAOH else cost


def pharaoh_price(state: State, faction: str) -> tuple[int, int]:
    """2 Doom and 2 Power; Crawling Chaos pays only 2 Power (EN 3410)."""
    return (0, 2) if faction == CC else BUY_PRICE[CardKind.TERROR]


def pharaoh_placing(state: State, faction: str, choice: dict[str, Any]) -> list[ev.Event]:
    """The Pharaoh at your Controlled Gate; bought by Crawling Chaos, each other faction then gains
    1 Elder Sign (EN 3410)."""
    placed = place_first(PHARAOH)(state, faction, choice)
    if faction != CC:
        return placed
    return placed + elder_signs_each(state, [f for f in state.order if f != faction])


def pharaoh_areas(state: State) -> list[str]:
    where = figure_area(state, PHARAOH_FIGURE)
    return [] if where is None else [where]


def hebephrenia(state: State, holder: str | None) -> list[ev.Event]:
    """Hebephrenia: a Gate Controlled in the Pharaoh's Area is Abandoned at once (he entered it, or
    it was Controlled there). Yog-Sothoth, a Gate of his own, is no Gate on the map (FAQ EN 5547)."""
    return [ev.GateAbandoned(state.table[uid].faction or "", area, uid, implied=True)
            for area in pharaoh_areas(state) if (uid := state.gates.get(area)) is not None]


PHARAOH_CARD = LoyaltyCard(
    name=PHARAOH,
    title="The Shadow Pharaoh",
    kind=CardKind.TERROR,
    short="shp",
    units=(UnitSpec(PHARAOH, UnitKind.TERROR, 1, 2, pharaoh_combat, title="Shadow Pharaoh"),),
    cost=2,
    combat="0 (ruleset options shadow_pharaoh_cost: 4, shadow_pharaoh_combat: 2)",
    awaken=standard_buy(PHARAOH, placing=pharaoh_placing, price=pharaoh_price),
    abilities=(SummonCostAbility("shadow_pharaoh_cost", Hook.SUMMON_COST, summon_cost=pharaoh_summon_cost),),
    standing_rule=hebephrenia,
    closed_gates=pharaoh_areas,
    texts={
        "Buy": "On your Ritual turn, pay 2 Doom and 2 Power: take this card and place the Pharaoh at "
               "one of your Controlled Gates. Crawling Chaos pays only 2 Power, and each other faction "
               "then gains 1 Elder Sign.",
        "Combat": "0.",
        "Hebephrenia": "No faction may Control a Gate in the Pharaoh's Area: when he comes into an Area, "
                       "the unit on its Gate Abandons it. Yog-Sothoth, a Gate himself, is not touched.",
    },
    source="master rulebook, Masks of Nyarlathotep (EN 3380-3420, a garbled scan); FAQ, Terrors "
           "(EN 5547); the cost and Combat from secondary sources (2 and 0; the other reading, 4 and 2, "
           "as ruleset options)",
    grade="M",
    pack="Masks of Nyarlathotep",
    options=(PHARAOH_COST, PHARAOH_COMBAT),
)

CARDS = (HOUND_CARD, PHARAOH_CARD)
