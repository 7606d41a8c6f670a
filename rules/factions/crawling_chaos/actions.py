"""Crawling Chaos on the map: Flight, Awaken Nyarlathotep, Thousand Forms and the paid requirement
Actions (master rulebook, Crawling Chaos faction card; docs/factions.md; rulings R13)."""
from __future__ import annotations

from typing import Any

from ...engine import events as ev
from ...engine.rng import roll_dice
from ...engine.state import State, controlled_gates
from ...engine.records import Demand
from ..common import (covered, data, demand, done, halved, has_book, in_play, meet, next_offer, offer_options,
                      others, priced, spare_slot, unit_of, use)
from ...engine.prompts import Option
from ...words.describing import Phrase, area_name

CC = "crawling_chaos"
PAY_FOUR, PAY_SIX, AWAKEN_SLOT = 0, 1, 5


def nyarlathotep(state: State) -> str:
    return unit_of(state, CC, "nyarlathotep")


# -- Flight ----------------------------------------------------------------------------------

def flight_reach(state: State, faction: str, uid: str) -> set[str]:
    """Flight: every unit Moves up to 2 Areas (1 Power), passing through Areas with enemies."""
    adjacency = state.map.adjacency
    here = state.units[uid]
    near = set(adjacency[here])
    return (near | {b for a in near for b in adjacency[a]}) - {here}


# -- Awaken Nyarlathotep ---------------------------------------------------------------------

def awaken_options(state: State, faction: str, ctx: object) -> list[Option]:
    """Control a Gate and pay 10 (as the Area's costs change it: Ice Age): Nyarlathotep appears at a
    Gate you Control."""
    if state.units[nyarlathotep(state)] != "pool" or state.power[faction] < 10:
        return []
    costs = {a: priced(state, faction, "awaken", 10, a) for a in sorted(controlled_gates(state, faction))}
    return [use("awaken_nyarlathotep", Phrase("option-awaken-nyarlathotep", {"area": area_name(a), "cost": cost}), area=a)
            for a, cost in costs.items() if cost <= state.power[faction]]


def awaken(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    area = choice["area"]
    return [ev.GreatOldOneAwakened(faction, nyarlathotep(state), area, priced(state, faction, "awaken", 10, area))
            ] + meet(state, faction, AWAKEN_SLOT)


# -- "As your Action, pay 4 / pay 6": both at once for 10 --------------------------------------

def both_options(state: State, faction: str, ctx: object) -> list[Option]:
    """Faction card: the two paid requirements can be met together in a single Action by paying 10."""
    if spare_slot(state, faction, PAY_FOUR) and spare_slot(state, faction, PAY_SIX) and state.power[faction] >= 10:
        return [use("pay_ten", Phrase("option-pay-ten"))]
    return []


def both(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    return [ev.RequirementActionTaken(faction, PAY_FOUR, 4), ev.RequirementActionTaken(faction, PAY_SIX, 6),
            ev.RequirementMet(faction, PAY_FOUR), ev.RequirementMet(faction, PAY_SIX)]


# -- Thousand Forms --------------------------------------------------------------------------

def thousand_forms_options(state: State, faction: str, ctx: object) -> list[Option]:
    """Once per Action Phase, with Nyarlathotep in play (0 Power)."""
    if not has_book(state, faction, "Thousand Forms") or not in_play(state, nyarlathotep(state)):
        return []
    if data(state, faction, "thousand_forms_round") == state.round:
        return []
    return [use("thousand_forms", Phrase("option-thousand-forms"))]


def thousand_forms(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    """Roll; the others negotiate the loss (rulings R13); a roll above all their Power pays Crawling Chaos."""
    face = roll_dice(state, 1)[0]
    amount = halved(state, face)
    out: list[ev.Event] = [ev.DiceRolled(faction, (face,), "thousand_forms"),
                           ev.FactionDataSet(faction, "thousand_forms_round", state.round)]
    payers = tuple(f for f in others(state, faction) if state.power[f] > 0)
    if amount > sum(state.power[f] for f in payers):
        return out + [ev.PowerChanged(faction, amount, "thousand_forms")]  # FAQ: more than all their Power
    return out + [demand(faction, "thousand_forms_offer", payers[0], amount=amount, queue=payers, offers={},
                         kind="negotiation")]


def offer_options_tf(state: State, faction: str, d: Demand) -> list[Option]:
    return offer_options(state, "thousand_forms_offer", d, state.power[d.chooser], "Power")


def offer(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    """Offers that cover the roll exactly stand; otherwise nobody pays and Crawling Chaos gains the roll."""
    nxt, finished = next_offer(d, choice["offer"])
    if not finished:
        return [ev.FactionDataSet(faction, "demand", nxt.to_dict())]
    if covered(nxt):
        closed: list[ev.Event] = [done(faction)]
        return closed + [ev.PowerChanged(f, -k, "thousand_forms") for f, k in nxt.required_offers().items() if k]
    return [done(faction), ev.PowerChanged(faction, d.required_amount(), "thousand_forms")]
