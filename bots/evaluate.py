"""How good a game state is for a faction, in one number: the heuristic bots' evaluation.

A Spellbook is what wins (only a faction with all six can), so it dominates; then Doom and Elder
Signs (the score among those with six), Gates (Power every round and Doom at every Ritual), units
on the map by cost, Power to act with, presence, and what the faction's own module
(bots.factions) knows of its requirements. A state is judged relative to the other factions, and
the Ritual track counts against the factions still short of Spellbooks: a track run out ends the
game with nobody's victory.
"""
from __future__ import annotations

import rules
from rules.engine.content import BUY_PRICE, UnitKind
from rules.engine.holdings import cards_held, has_card_book
from rules.engine.loyalty import figures_in_play
from rules.engine.state import areas_with_units, controlled_gates, on_map

from .factions import progress_of

SPELLBOOK = 40.0
DOOM = 2.0
ELDER_SIGN = 3.3  # an Elder Sign is worth 1.67 Doom on average (18 ones, 12 twos, 6 threes)
GATE = 5.0
POWER = 0.8
AREA = 0.5
UNIT = {UnitKind.CULTIST: 1.5, UnitKind.MONSTER: 0.9, UnitKind.GREAT_OLD_ONE: 1.0}  # per Power of cost
INDEPENDENT = 8.0  # an Independent in play, besides its cost
CARD_SPELLBOOK = 10.0  # its own Spellbook, which counts for nothing toward the six
# A Neutral Monster or Terror card held, at the start of the game: figures to Summon in every round
# to come. Less as the game runs out (game_left), so a card is bought early, for Doom that cannot
# win yet, and not once the leader's Doom nears 30 or the Ritual track its end: 2 Doom (4.0) and,
# for a Terror, 2 Power (1.6) then outweigh what is left of it.
BOUGHT_CARD = 7.0
NEAR_THE_END = 8  # Doom short of 30 from which the game is about over
TRACK = 2.0  # per Ritual already performed, per Spellbook still missing
WON, LOST = 10_000.0, -10_000.0
END_DOOM = 30


def worth(state: rules.State, faction: str) -> float:
    """The faction's own position, before comparing with the others."""
    books = len(state.spellbooks[faction]) + sum(1 for f, _ in state.met if f == faction)
    table = state.table
    units = 0.0
    for uid in on_map(state, faction):
        spec = table[uid].spec
        units += UNIT.get(spec.kind, 0.9) * max(spec.cost if isinstance(spec.cost, int) else 2, 1)
    return (SPELLBOOK * min(books, 6) + _score(state, faction, books) + _cards(state, faction)
            + GATE * len(controlled_gates(state, faction))
            + POWER * state.power[faction] + AREA * len(areas_with_units(state, faction)) + units
            + progress_of(faction)(state, faction))


def _cards(state: rules.State, faction: str) -> float:
    """Independent Great Old Ones the faction holds, in play: a Great Old One that needs no
    Spellbook slot, worth its Awaken cost and more, and its own Spellbook once earned; a Neutral
    Monster or Terror card held, for the figures it will Summon in the rest of the game."""
    if not state.loyalty:
        return 0.0
    total = 0.0
    for card in cards_held(state, faction):
        if card.kind in BUY_PRICE:
            total += BOUGHT_CARD * game_left(state)
            continue
        if card.shared or not figures_in_play(state, card):
            continue
        total += INDEPENDENT + UNIT[UnitKind.GREAT_OLD_ONE] * card.cost
        total += CARD_SPELLBOOK if has_card_book(state, card.name) else 0.0
    return total


def game_left(state: rules.State) -> float:
    """How much of the game is still to play, from 1 (no Doom yet, no Ritual performed) to 0 (the
    leader within NEAR_THE_END Doom of 30, or the Ritual track at its end)."""
    lead = max(state.doom.values(), default=0)
    by_doom = max(0.0, (END_DOOM - NEAR_THE_END - lead) / (END_DOOM - NEAR_THE_END))
    track = len(state.options.get("ritual_track") or ()) or 1
    return min(by_doom, max(0.0, 1 - state.ritual / track))


def _score(state: rules.State, faction: str, books: int) -> float:
    """Doom and Elder Signs count only toward a victory: without six Spellbooks, Doom beyond a
    margin below 30 is worth nothing, and reaching 30 (which ends the game at the end of the Doom
    Phase, with nobody's victory) is a loss."""
    doom = state.doom[faction] + ELDER_SIGN / DOOM * len(state.elder_signs[faction])
    if books >= 6:
        return DOOM * doom
    if state.doom[faction] >= END_DOOM:
        return LOST / 20
    return DOOM * min(doom, END_DOOM - 4 - 2 * (6 - books))


def evaluate(state: rules.State, faction: str) -> float:
    """The state's value for `faction`: won or lost once the game is over; otherwise its worth less
    the mean of the others', less the Ritual track's cost while it lacks Spellbooks."""
    if state.phase == "ended":
        winners = (state.result or {}).get("winners", ())
        return WON if faction in winners and len(winners) == 1 else (WON / 2 if faction in winners else LOST)
    others = [f for f in state.order if f != faction]
    mine = worth(state, faction)
    theirs = sum(worth(state, f) for f in others) / len(others) if others else 0.0
    missing = 6 - min(len(state.spellbooks[faction]), 6)
    return mine - theirs - TRACK * missing * state.ritual
