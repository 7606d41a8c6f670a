"""Chaugnar Faugn (Great Old One Pack 1; master rulebook, Independent Great Old Ones, EN 3127-3153;
FAQ, Chaugnar Faugn, EN 5595-5603 and 5189-5191): Miri Nigri adds 3 Combat dice to a Battle at your
Gate, once per Area, and the Spellbook is earned by giving up two Elder Signs for nothing."""
from __future__ import annotations

from typing import Any

from ...engine import events as ev
from ...engine.content import BattleCombatAbility, CardKind, Hook, LoyaltyCard, Requirement, TurnAbility
from ...engine.evolve import evolver
from ...engine.holdings import has_card_book
from ...engine.loyalty import figures_in_play
from ...engine.prompts import Option
from ...engine.registry import card
from ...engine.state import State, controlled_gates
from ...factions.common import unit_gates
from ...words.describing import Phrase
from ..common import independent, use, usual_awaken

NAME = "chaugnar_faugn"
MIRI_NIGRI, DISCARD = "miri_nigri", "chaugnar_faugn_discard"
MIRI_NIGRI_DICE = 3
BOOK = "Curse of Chaugnar Faugn"


@ev.faction_event("ElderSignsDiscarded", secret=("values",))
class ElderSignsDiscarded(ev.Event):
    """`faction` gives up `count` of its Elder Signs for no Doom: they leave the game (`values`,
    secret, are the ones it gave up)."""

    faction: str
    count: int
    values: tuple[int, ...] = ()


@evolver(ElderSignsDiscarded)
def _discarded(state: State, e: ElderSignsDiscarded) -> State:
    held = list(state.elder_signs[e.faction])
    for value in e.values or held[:e.count]:
        held.remove(value)
    return state.derive(elder_signs={**state.elder_signs, e.faction: tuple(held)})


def _awake(state: State) -> bool:
    return bool(figures_in_play(state, card(NAME)))


def miri_nigri(state: State, faction: str, enemy: str, units: tuple[str, ...]) -> int:
    """+3 Combat in an Area with your Controlled Gate (or Yog-Sothoth, a Gate of yours himself;
    FAQ EN 5601-5603): once per Area, however many Gates; it lets 0-Combat units declare a Battle
    there (FAQ EN 5597-5599)."""
    if not units or not _awake(state):
        return 0
    area = state.units[units[0]]
    gates = set(controlled_gates(state, faction)) | set(unit_gates(state, faction))
    return MIRI_NIGRI_DICE if area in gates else 0


def discard_options(state: State, faction: str, ctx: object) -> list[Option]:
    """The Spellbook's requirement: as your Action, give up two Elder Signs for no Doom (the two of
    least worth: the choice that costs the least)."""
    if has_card_book(state, NAME) or len(state.elder_signs[faction]) < 2:
        return []
    return [use(DISCARD, Phrase("option-chaugnar-requirement"))]


def discard(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    least = tuple(sorted(state.elder_signs[faction])[:2])
    return [ElderSignsDiscarded(faction, len(least), least), ev.CardSpellbookEarned(faction, NAME)]


CHAUGNAR_FAUGN = LoyaltyCard(
    name=NAME,
    title="Chaugnar Faugn",
    kind=CardKind.INDEPENDENT,
    short="chf",
    units=(independent("chaugnar_faugn", "Chaugnar Faugn", 3, cost=4),),
    cost=4,
    combat="3",
    awaken=usual_awaken(NAME),
    abilities=(
        BattleCombatAbility(MIRI_NIGRI, Hook.BATTLE, combat=miri_nigri, great_old_one="chaugnar_faugn"),
        TurnAbility(DISCARD, Hook.ACTION, discard_options, discard, cost=0, fields={}),
    ),
    spellbook=BOOK,
    requirement=Requirement("As your Action, give up 2 Elder Signs without gaining their Doom."),
    texts={
        "Chaugnar Faugn": "Awaken him at a Gate you Control where one of your Great Old Ones stands, "
                          "for 4 Power. Combat 3.",
        "Miri Nigri": "In a Battle in an Area with a Gate you Control (Yog-Sothoth counts as one), "
                      "your side rolls 3 more dice: once per Area, however many Gates. You may "
                      "declare such a Battle even if your units there have no Combat.",
        "Spellbook requirement": "As your Action, give up two of your Elder Signs without gaining "
                                 "their Doom.",
        BOOK: "The Elder Signs still to be drawn lie face up, and you choose which one each player "
              "receives; should you lose this Spellbook, they are turned face down and mixed again. "
              "(Not in force in this engine yet: Elder Signs are still drawn at random.)",
    },
    source="master rulebook, Independent Great Old Ones (EN 3097-3153); FAQ, Chaugnar Faugn "
           "(EN 5595-5603, 5189-5191); card facts from secondary sources",
    grade="H",
    pack="Great Old One Pack 1",
    events=(ElderSignsDiscarded,),
)
