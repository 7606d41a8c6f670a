"""What the faction Great Old Ones as Independents share (German rulebook, Fraktion Große Alte als
Unabhängige, DE 2234-2475; master rulebook, Faction Great Old Ones as Independents, EN 3195-3251):
the cards' names and figures, where a figure stands, the Awakenings that do a little more than the
usual one, and the choices' small builders.

Each card is held by whichever faction Awakened it, so every ability here reads its holder from the
hook (`faction`) and its figure from the card, never a faction's own Great Old One.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Callable

from ..engine import events as ev
from ..engine.content import TurnAbility
from ..engine.holdings import has_card_book
from ..engine.state import CAPTURED, OUT_OF_PLAY, POOL, State
from .common import figure_area, usual_awaken

KING = "independent_king_in_yellow"
HASTUR = "independent_hastur"
CTHULHU = "independent_cthulhu"
SHUB = "independent_shub_niggurath"
NYARLATHOTEP = "independent_nyarlathotep"
YOG = "independent_yog_sothoth"
TSATHOGGUA = "independent_tsathoggua"
UBBO = "independent_ubbo_sathla"
RHAN = "independent_rhan_tegoth"
ITHAQUA = "independent_ithaqua"

# Each card's `short`: "f" (a faction's Great Old One) and two letters of its name, so that no
# faction or other card uses them and a figure's id never reads like the faction's own unit.
SHORTS = {KING: "fky", HASTUR: "fha", CTHULHU: "fcu", SHUB: "fsn", NYARLATHOTEP: "fny", YOG: "fys",
          TSATHOGGUA: "fts", UBBO: "fus", RHAN: "frt", ITHAQUA: "fit"}


def figure(card: str) -> str:
    """The id of the card's one figure: its unit type is the card's name ("fcu.independent_cthulhu.1"),
    so a faction ability that looks for its own Cthulhu by type never finds the Independent."""
    return f"{SHORTS[card]}.{card}.1"


def standing(state: State, card: str) -> str | None:
    """The Area the card's figure stands in, or None when it is not on the map."""
    return figure_area(state, figure(card))


def alive(state: State, card: str) -> bool:
    """The card's figure is in play (on the map, or off it but still its holder's)."""
    where = state.units.get(figure(card), OUT_OF_PLAY)
    return where not in (POOL, OUT_OF_PLAY) and not where.startswith(CAPTURED)


def book_missing(state: State, card: str) -> bool:
    """The card's own Spellbook is still to be earned."""
    return not has_card_book(state, card)


def earned(state: State, faction: str, card: str) -> list[ev.Event]:
    """The card's Spellbook goes on it, if it is not there yet."""
    return [ev.CardSpellbookEarned(faction, card)] if book_missing(state, card) else []


Extra = Callable[[State, str], list[ev.Event]]


def awaken_and(card: str, extra: Extra) -> TurnAbility:
    """The usual Awakening (a Gate you Control in an Area with one of your Great Old Ones, the
    printed cost), followed by what this card adds (an Elder Sign, a marker set to 0)."""
    usual = usual_awaken(card)

    def apply(state: State, faction: str, choice: dict[str, Any], ctx: None) -> list[ev.Event]:
        return list(usual.apply(state, faction, choice, ctx)) + extra(state, faction)

    return replace(usual, apply=apply)
