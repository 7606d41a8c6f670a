"""Atlach-Nacha, an Independent Great Old One of GOO Pack 2 (master rulebook, Great Old One Pack 2,
EN 3155-3173, with its 6 Web tokens, EN 4008; Independent Great Old Ones, Death: tokens already on
the map stay there; the card's words from fan sources, grade M).

Awakened as usual for 6 Power; Combat 4. Spinnerets (Action, 1 Power): put a Web token in her Area
if it has none. Spellbook requirement: Web tokens lie in 6 different Areas. Cosmic Web: its holder
wins the game at once.

The Webs are bookkeeping of the faction that placed them (`faction_data[...]["webs"]`, Areas);
Webs placed under an earlier holder stay on the map and count for the next (EN 3105-3111).
"""
from __future__ import annotations

from typing import Any

from ..engine import events as ev
from ..engine.holdings import has_card_book
from ..engine.prompts import Option
from ..engine.state import State
from ..factions.common import data, priced
from ..words.describing import Phrase, area_name
from .common import figure_area, use

NAME = "atlach_nacha"
SHORT = "atn"
FIGURE = f"{SHORT}.atlach_nacha.1"
SPINNERETS = "spinnerets"
COSMIC_WEB = "cosmic_web"
WEBS = "webs"  # a faction's bookkeeping: the Areas of the Web tokens it placed
WEB_TOKENS = 6


def webs_on_map(state: State) -> set[str]:
    """Every Area with a Web token, whoever placed it."""
    return {area for faction in state.order for area in data(state, faction, WEBS, ())}


def spin_area(state: State, faction: str, choice: dict[str, Any]) -> tuple[str, ...]:
    area = figure_area(state, FIGURE)
    return (area,) if area is not None else ()


def spinnerets_options(state: State, faction: str, ctx: object) -> list[Option]:
    """Her Area has no Web yet, and a Web token is still off the map."""
    area = figure_area(state, FIGURE)
    webs = webs_on_map(state)
    if area is None or area in webs or len(webs) >= WEB_TOKENS:
        return []
    cost = priced(state, faction, SPINNERETS, 1, area)
    if cost > state.power[faction]:
        return []
    return [use(SPINNERETS, Phrase("option-spinnerets", {"area": area_name(area), "cost": cost}))]


def spinnerets(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    area = figure_area(state, FIGURE)
    if area is None:  # never offered so
        raise TypeError("Atlach-Nacha is not on the map")
    return [ev.FactionDataSet(faction, WEBS, tuple(sorted({*data(state, faction, WEBS, ()), area})))]


def six_webs(state: State, faction: str) -> bool:
    """The requirement: Web tokens in 6 different Areas (every one of them on the map)."""
    return len(webs_on_map(state)) >= WEB_TOKENS


def cosmic_web_wins(state: State, faction: str) -> bool:
    """Cosmic Web: the card's holder, its Spellbook earned, wins (an at-once VICTORY claim)."""
    return has_card_book(state, NAME)
