"""Ramsey Campbell Horrors 2: Y'Golonac and Daoloth, Independent Great Old Ones (German rulebook,
Ramsey Campbells Schrecken 2, DE 2747-2770: components; master rulebook, Complex Battle Example 8,
EN 1146-1172: Orifices). Both Awaken the usual way: a Gate you Control in an Area with one of your
Great Old Ones, paying the card's cost.

Y'Golonac's card changes hands in a Battle: Orifices swaps the Killed Y'Golonac for a surviving
enemy unit and hands the enemy his card (LoyaltyCardGained with `giver`), which earns that faction
his Spellbook once the Battle is over.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..engine import events as ev
from ..engine.actions import GATE_SUPPLY
from ..engine.content import (CARD_BOOK_DUE, NO_DICE, CardKind, EffectAbility, Hook, LoyaltyCard, Requirement,
                              RulesetOption, UnitKind, UnitLostAbility, WindowAbility)
from ..engine.evolve import evolver
from ..engine.holdings import has_card_book, holder
from ..engine.loyalty import figures
from ..engine.phases import elder_signs_each
from ..engine.pieces import representatives
from ..engine.prompts import Option
from ..engine.records import UnitLostContext, WindowContext
from ..engine.registry import card as card_of
from ..engine.state import POOL, State, battle_of
from ..factions.common import battling, fighting, foe, hits_change, of_kind, others
from ..words.describing import Phrase
from ..engine.pieces import a_unit_said
from .common import card_option, figure_area, independent, use, usual_awaken

YGOLONAC, DAOLOTH = "y_golonac", "daoloth"


def _figure(card_name: str) -> str:
    return figures(card_of(card_name))[0]


# -- Y'Golonac ---------------------------------------------------------------------------------

ORIFICES = "orifices"


def _killed(state: State, uid: str) -> bool:
    return "kill" in battle_of(state).results.get(uid, ())


def _survivors(state: State, faction: str) -> list[str]:
    """The enemy's Terrors, Monsters and Cultists in the Battle that have no result yet."""
    b = battle_of(state)
    theirs = [u for u in fighting(state, foe(state, faction)) if u not in b.results]
    return of_kind(state, theirs, UnitKind.TERROR, UnitKind.MONSTER, UnitKind.CULTIST)


def orifices_options(state: State, faction: str, ctx: WindowContext) -> list[Option]:
    """Orifices (Post-Battle): once Y'Golonac has a Kill, he may take the place of a surviving enemy
    Terror, Monster or Cultist; with none, he dies as usual (Complex Battle Example 8: it needs only
    the Kill, and comes before abilities that wait for the Pains)."""
    ygo = _figure(YGOLONAC)
    if not battling(state, faction) or ygo not in fighting(state, faction) or not _killed(state, ygo):
        return []
    return [use(ORIFICES, Phrase("option-orifices", {"unit": a_unit_said(state, u)}), unit=u)
            for u in representatives(state, _survivors(state, faction))]


def orifices(state: State, faction: str, choice: dict[str, Any], ctx: WindowContext) -> list[ev.Event]:
    """The Kill on Y'Golonac is gone (and with it the enemy's rolled Kill it used), the chosen unit
    goes back to its owner's Pool, and Y'Golonac stands in the Battle for the enemy, who now holds
    his card and earns his Spellbook once the Battle ends."""
    ygo, target, enemy = _figure(YGOLONAC), choice["unit"], foe(state, faction)
    rest = list(battle_of(state).results[ygo])
    rest.remove("kill")
    return ([ev.ResultsReplaced(ygo, tuple(rest), faction)] + hits_change(state, enemy, ("kill",), ())
            + [ev.UnitPlaced(target, state.units[target], POOL, ORIFICES),
               ev.LoyaltyCardGained(enemy, YGOLONAC, ORIFICES, giver=faction),
               ev.BattleNoted(CARD_BOOK_DUE + YGOLONAC, enemy)])


def revelations(state: State, faction: str, choice: None, ctx: WindowContext) -> list[ev.Event]:
    """The Revelations: as each Doom Phase begins, every other faction gains 1 Elder Sign."""
    return elder_signs_each(state, others(state, faction))


YGOLONAC_CARD = LoyaltyCard(
    name=YGOLONAC,
    title="Y'Golonac",
    kind=CardKind.INDEPENDENT,
    short="ygo",
    units=(independent(YGOLONAC, "Y'Golonac", 1, cost=2),),
    cost=2,
    combat="1",
    awaken=usual_awaken(YGOLONAC),
    abilities=(WindowAbility(ORIFICES, Hook.POST_BATTLE, orifices_options, orifices, fields={"unit": "unit"},
                             great_old_one="y_golonac"),),
    spellbook="The Revelations",
    requirement=Requirement("Receive Y'Golonac through Orifices."),  # met by Orifices (CARD_BOOK_DUE)
    book_abilities=(EffectAbility("the_revelations", Hook.DOOM_PHASE_START, apply=revelations),),
    texts={
        "Awaken": "A Gate you Control in an Area with your Great Old One: pay 2 and place Y'Golonac there.",
        "Combat": "1.",
        "Orifices": "When Y'Golonac takes a Kill in a Battle, you may have him take the place of a "
                    "surviving enemy Terror, Monster or Cultist in that Battle: that unit goes back to "
                    "its owner's Pool, Y'Golonac lives on, and its owner takes his Loyalty Card. With no "
                    "such enemy unit, he dies as usual.",
        "Requirement": "Be handed Y'Golonac through Orifices.",
        "The Revelations": "As each Doom Phase begins, every other faction gains 1 Elder Sign. Not optional.",
    },
    source="master rulebook, Complex Battle Example 8 (EN 1146-1172); German rulebook, Ramsey Campbells "
           "Schrecken 2 (DE 2747-2770: components); cost, Combat, requirement and Spellbook as two "
           "secondary sources agree",
    grade="M",
    pack="Ramsey Campbell Horrors 2",
)


# -- Daoloth -----------------------------------------------------------------------------------

COSMIC_UNITY = "cosmic_unity"

COST = RulesetOption(
    "daoloth_cost", 6, (6, 4),
    "Daoloth's Awaken cost: 6 as two secondary sources give it; one line of a third reads 4")


def daoloth_cost(state: State) -> int:
    """What Awakening Daoloth costs under the game's ruleset (6 by default)."""
    found: int = card_option(state, COST)
    return found


def cosmic_unity_options(state: State, faction: str, ctx: WindowContext) -> list[Option]:
    """Cosmic Unity (Pre-Battle): Daoloth in the Battle picks one enemy Great Old One in it, which
    rolls no dice there (it still fights, takes results and keeps its abilities)."""
    if not battling(state, faction) or _figure(DAOLOTH) not in fighting(state, faction):
        return []
    if battle_of(state).note(COSMIC_UNITY):
        return []
    goos = of_kind(state, fighting(state, foe(state, faction)), UnitKind.GREAT_OLD_ONE)
    return [use(COSMIC_UNITY, Phrase("option-cosmic-unity", {"unit": a_unit_said(state, u)}), unit=u)
            for u in representatives(state, goos)]


def cosmic_unity(state: State, faction: str, choice: dict[str, Any], ctx: WindowContext) -> list[ev.Event]:
    silent = tuple(battle_of(state).note(NO_DICE, ()))
    return [ev.BattleNoted(COSMIC_UNITY, choice["unit"]), ev.BattleNoted(NO_DICE, silent + (choice["unit"],))]


def witness(state: State, faction: str, choice: None, ctx: UnitLostContext) -> list[ev.Event]:
    """Daoloth's requirement: a Great Old One is Killed anywhere (in a Battle or by an ability)
    while `faction` holds him; in a Battle the Spellbook comes once the Battle ends."""
    e = ctx.event
    if not isinstance(e, ev.UnitKilled) or not state.table[e.unit].spec.great_old_one:
        return []
    if holder(state, DAOLOTH) != faction or has_card_book(state, DAOLOTH):
        return []
    if state.battle is not None:
        return [ev.BattleNoted(CARD_BOOK_DUE + DAOLOTH, faction)]
    return [ev.CardSpellbookEarned(faction, DAOLOTH)]


@ev.faction_event("GateOpened")
class GateOpened(ev.Event):
    """An ability puts an Abandoned Gate in `area`, which had none (Daoloth, Interdimensional)."""

    faction: str
    area: str


@evolver(GateOpened)
def _gate_opened(state: State, e: GateOpened) -> State:
    return state.derive(gates={**state.gates, e.area: None})


def interdimensional(state: State, faction: str, choice: None, ctx: WindowContext) -> list[ev.Event]:
    """Interdimensional: where Daoloth stands in an Area with no Gate, a Gate appears there,
    Abandoned (checked after each Action, so it follows a Move or a Retreat; none once all 24
    Gates are on the map)."""
    area = figure_area(state, _figure(DAOLOTH))
    if area is None or area in state.gates or len(state.gates) >= GATE_SUPPLY:
        return []
    return [GateOpened(faction, area)]


DAOLOTH_CARD = LoyaltyCard(
    name=DAOLOTH,
    title="Daoloth",
    kind=CardKind.INDEPENDENT,
    short="dao",
    units=(replace(independent(DAOLOTH, "Daoloth", 0, cost=6), awaken_cost=daoloth_cost),),
    cost=6,
    combat="0",
    awaken=usual_awaken(DAOLOTH, base=daoloth_cost),
    abilities=(
        WindowAbility(COSMIC_UNITY, Hook.PRE_BATTLE, cosmic_unity_options, cosmic_unity, fields={"unit": "unit"},
                      great_old_one="daoloth"),
        UnitLostAbility("daoloth_witness", Hook.UNIT_LOST, apply=witness, anyone=True),
    ),
    spellbook="Interdimensional",
    requirement=Requirement("A Great Old One is Killed anywhere."),  # met by daoloth_witness
    book_abilities=(EffectAbility("interdimensional", Hook.AFTER_ANY_ACTION, apply=interdimensional),),
    texts={
        "Awaken": "A Gate you Control in an Area with your Great Old One: pay 6 (4 under the ruleset "
                  "option) and place Daoloth there.",
        "Combat": "0.",
        "Cosmic Unity": "Pre-Battle: pick one enemy Great Old One in a Battle Daoloth is in. It rolls no "
                        "dice in that Battle, though it still fights, takes results and keeps its abilities.",
        "Requirement": "Any Great Old One is Killed, anywhere, while you hold Daoloth.",
        "Interdimensional": "Whenever Daoloth stands in an Area with no Gate, an Abandoned Gate appears there.",
    },
    source="German rulebook, Ramsey Campbells Schrecken 2 (DE 2747-2770: components); cost, Combat, "
           "ability, requirement and Spellbook as secondary sources agree (one reads the cost as 4)",
    grade="M",
    pack="Ramsey Campbell Horrors 2",
    events=(GateOpened,),
    options=(COST,),
)

CARDS = (YGOLONAC_CARD, DAOLOTH_CARD)
