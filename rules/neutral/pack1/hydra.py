"""Mother Hydra (Great Old One Pack 1; master rulebook, Independent Great Old Ones, EN 3127-3153;
FAQ EN 5233 and 5377 on The Zygote): her Combat shrinks with the enemies around her, The Agony
Sting drives enemy Cultists out of an Ocean Area, and The Zygote puts every Acolyte of the Pool on
the map at once."""
from __future__ import annotations

from typing import Any

from ...engine import events as ev
from ...engine.content import CardKind, DemandAbility, Hook, LoyaltyCard, Requirement, TurnAbility
from ...engine.hooks import ability_may_enter
from ...engine.loyalty import figures_in_play
from ...engine.pieces import representatives
from ...engine.prompts import Option
from ...engine.records import Demand
from ...engine.registry import card
from ...engine.state import (POOL, State, controlled_gates, great_old_ones_in_play, in_pool, on_gate,
                             play_order, units_in)
from ...factions.common import answer, chosen_area, demand, done, pool_unit, priced, take_from_pool
from ...words.describing import Phrase, area_name
from ...engine.pieces import a_unit_said
from ..common import figure_area, independent, use, usual_awaken

NAME = "mother_hydra"
HYDRA = "mhy.mother_hydra.1"
STING, STING_MOVE, ZYGOTE, ZYGOTE_PLACE = "agony_sting", "agony_sting_move", "zygote", "zygote_place"
BOOK = "The Zygote"


def hydra_combat(state: State, faction: str, enemy: str, count: int) -> int:
    """6, less one for each enemy unit in her Area, never below 1."""
    area = figure_area(state, HYDRA)
    table = state.table
    enemies = [u for u in units_in(state, area) if table[u].faction not in (None, faction)] if area else []
    return count * max(1, 6 - len(enemies))


def _awake(state: State) -> bool:
    return bool(figures_in_play(state, card(NAME)))


# -- The Agony Sting -------------------------------------------------------------------------

def _land_next_to(state: State, area: str) -> list[str]:
    return sorted(a for a in state.map.adjacency[area] if not state.map.is_ocean(a))


def _stung(state: State, faction: str, area: str, owner: str | None = None) -> list[str]:
    """The enemy Cultists in `area` (of `owner` only, if named) that a land Area next to it can take
    (one they may enter: Cosmic Terror keeps a Cultist with none where it is)."""
    if not _land_next_to(state, area):
        return []
    table = state.table
    return [u for u in units_in(state, area, owner) if table[u].spec.cultist
            and table[u].faction not in (None, faction) and _sting_targets(state, u, area)]


def _sting_targets(state: State, uid: str, area: str) -> list[str]:
    """The land Areas next to `area` the Cultist may enter."""
    return [to for to in _land_next_to(state, area) if ability_may_enter(state, state.table[uid].faction, uid, to)]


def sting_options(state: State, faction: str, ctx: object) -> list[Option]:
    """Any Ocean Area holding an enemy Cultist, Mother Hydra in play, 1 Power."""
    if not _awake(state) or state.power[faction] < 1:
        return []
    out = []
    for a in sorted(state.map.areas):
        cost = priced(state, faction, STING, 1, a)
        if state.map.is_ocean(a) and _stung(state, faction, a) and cost <= state.power[faction]:
            out.append(use(STING, Phrase("option-agony-sting", {"area": area_name(a), "cost": cost}), area=a))
    return out


def _owners(state: State, faction: str, area: str) -> tuple[str, ...]:
    """The enemies whose Cultists must leave, in turn order from the holder (who settles the order)."""
    return tuple(f for f in play_order(state, faction) if _stung(state, faction, area, f))


def sting(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    area = choice["area"]
    queue = _owners(state, faction, area)
    return [demand(faction, STING_MOVE, queue[0], kind=STING, area=area, queue=queue)]


def sting_move_options(state: State, faction: str, d: Demand) -> list[Option]:
    """The owner moves each of its Cultists there, one at a time, to a land Area next to it."""
    area = d.required_area()
    mine = _stung(state, faction, area, d.chooser)
    return [answer(STING_MOVE, Phrase("option-agony-sting-move", {
                "unit": a_unit_said(state, u), "area": area_name(area), "to": area_name(to)}), unit=u, to=to)
            for u in representatives(state, mine) for to in _sting_targets(state, u, area)]


def sting_move(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    uid, to, area = choice["unit"], choice["to"], d.required_area()
    out: list[ev.Event] = []
    if on_gate(state, uid):
        out.append(ev.GateAbandoned(d.chooser, area, uid, implied=True))
    out.append(ev.UnitPlaced(uid, area, to, STING))
    queue = d.required_queue()
    still = {f: len(_stung(state, faction, area, f)) - (f == d.chooser) for f in queue}
    left = [f for f in queue if still[f] > 0]
    if not left:
        return [done(faction)] + out
    return [ev.FactionDataSet(faction, "demand", d.but(chooser=left[0]).to_dict())] + out


# -- The Spellbook: requirement and The Zygote -----------------------------------------------

def _at_sea(state: State, faction: str) -> bool:
    return any(state.map.is_ocean(state.units[u]) for u in great_old_ones_in_play(state, faction)
               if state.units[u] in state.map.areas)


def no_great_old_one_at_sea(state: State, faction: str) -> bool:
    """You have no Great Old One in an Ocean Area, or no enemy has one there."""
    return not _at_sea(state, faction) or not any(_at_sea(state, f) for f in state.order if f != faction)


def _zygote_areas(state: State, faction: str) -> list[str]:
    """Areas where the faction has a unit or a Controlled Gate."""
    table = state.table
    mine = {a for a, uids in state.by_area().items() if any(table[u].faction == faction for u in uids)}
    return sorted(mine | set(controlled_gates(state, faction)))


def zygote_options(state: State, faction: str, ctx: object) -> list[Option]:
    """The Zygote (1 Power): with Acolytes in your Pool and Mother Hydra in play."""
    if not _awake(state) or state.power[faction] < 1 or pool_unit(state, faction, "acolyte") is None:
        return []
    return [use(ZYGOTE, Phrase("option-zygote"))]


def zygote(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    return [demand(faction, ZYGOTE_PLACE, faction, kind=ZYGOTE)]


def zygote_place_options(state: State, faction: str, d: Demand) -> list[Option]:
    if pool_unit(state, faction, "acolyte") is None:
        return []
    return [answer(ZYGOTE_PLACE, Phrase("option-zygote-place", {"area": area_name(a)}), area=a)
            for a in _zygote_areas(state, faction)]


def zygote_place(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    """One Acolyte at a time, until the Pool has none."""
    uid = take_from_pool(state, faction, "acolyte")
    placed = ev.UnitPlaced(uid, POOL, choice["area"], ZYGOTE)
    more = len(in_pool(state, faction, "acolyte")) > 1
    return [placed] if more else [done(faction), placed]


MOTHER_HYDRA = LoyaltyCard(
    name=NAME,
    title="Mother Hydra",
    kind=CardKind.INDEPENDENT,
    short="mhy",
    units=(independent("mother_hydra", "Mother Hydra", hydra_combat, cost=4),),
    cost=4,
    combat="6 less the number of enemy units in her Area (at least 1)",
    awaken=usual_awaken(NAME),
    abilities=(
        TurnAbility(STING, Hook.ACTION, sting_options, sting, cost=1, acts_in=chosen_area, fields={"area": "area"},
                    great_old_one="mother_hydra"),
        DemandAbility(STING_MOVE, Hook.DEMAND, sting_move_options, sting_move,
                      fields={"unit": "unit", "to": "area"}),
    ),
    spellbook=BOOK,
    requirement=Requirement("Have no Great Old One in an Ocean Area, or no enemy has one in an Ocean Area.",
                            holds=no_great_old_one_at_sea),
    book_abilities=(
        TurnAbility(ZYGOTE, Hook.ACTION, zygote_options, zygote, cost=1, fields={}),
        DemandAbility(ZYGOTE_PLACE, Hook.DEMAND, zygote_place_options, zygote_place, fields={"area": "area"}),
    ),
    texts={
        "Mother Hydra": "Awaken her at a Gate you Control where one of your Great Old Ones stands, for "
                        "4 Power. Her Combat is 6, less one for each enemy unit in her Area, and never "
                        "less than 1.",
        "The Agony Sting": "Action, 1 Power: name an Ocean Area. Each enemy Cultist there is moved by "
                           "its owner to a land Area next to it; yours stay. You settle who moves first.",
        "Spellbook requirement": "None of your Great Old Ones is in an Ocean Area, or no enemy has a "
                                 "Great Old One in one.",
        BOOK: "Action, 1 Power: put every Acolyte of your Pool on the map, one at a time, each in an "
              "Area where you have a unit or a Gate you Control.",
    },
    source="master rulebook, Independent Great Old Ones (EN 3097-3153), FAQ EN 5233 and 5377 "
           "(The Zygote places Cultists in several Areas); card facts from secondary sources",
    grade="M",
    pack="Great Old One Pack 1",
)
