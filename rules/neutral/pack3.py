"""Great Old One Pack 3: Gobogeg and Byatis (master rulebook, Independent Great Old Ones, EN
3095-3125 and the pack's contents EN 3175-3183; Complex Battle Example 7 for Threnody).

The rulebooks print the pack's contents but not its cards' words; the facts below come from the
rulebook's battle example where one is given, else from the best secondary sources (graded per
card). Gobogeg's own Spellbook (earned when someone wins the game; it lets its holder set up the
next game) acts only after the game is over, so the card has none here.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..engine import events as ev
from ..engine.battle import Result, participants
from ..engine.content import (CardKind, EffectAbility, Hook, LoyaltyCard, Requirement, TurnAbility,
                              UnitLostAbility)
from ..engine.holdings import in_supply
from ..engine.hooks import ability_may_enter
from ..engine.loyalty import awaken_events, awaken_price, figures_in_play, standard_awaken_areas
from ..engine.phases import draw_elder_signs
from ..engine.prompts import Option
from ..engine.records import Battle, UnitLostContext, WindowContext
from ..engine.registry import card
from ..engine.state import CAPTURED, OUT_OF_PLAY, POOL, State, battle_of, factions_in, owner_of, units_in
from ..words.describing import Phrase, area_name
from ..words.neutral import loyalty_name
from .common import figure_area, independent, use, usual_awaken

GOBOGEG, BYATIS = "gobogeg", "byatis"
THRENODY, BOOK_OF_LAW = "threnody", "book_of_law"
GOD_OF_FORGETFULNESS = "god_of_forgetfulness"
BOOK_OF_LAW_POWER = 6
FULL_SPELLBOOKS = 6


# -- shared by the cards of Packs 3 and 4 ------------------------------------------------------

def the_figure(card_short: str, unit: str) -> str:
    """The id of a card's single figure."""
    return f"{card_short}.{unit}.1"


def took_part(state: State, battle: Battle, uid: str) -> bool:
    """Whether `uid` fought in `battle`, read once it is over: it took a result, or it still stands
    in the Battle's Area and no ability took it out of the Battle."""
    if battle.assigned(uid):
        return True
    return state.units.get(uid) == battle.area and uid not in battle.exempted()


def survived(state: State, uid: str) -> bool:
    """The figure is still in play (neither Killed nor Eliminated)."""
    return state.units.get(uid, OUT_OF_PLAY) not in (POOL, OUT_OF_PLAY)


def enemies_in(state: State, area: str, faction: str) -> list[str]:
    return sorted(factions_in(state, area) - {faction})


# -- Gobogeg -----------------------------------------------------------------------------------

GOBOGEG_UNIT = the_figure("gob", "gobogeg")


def someone_has_every_spellbook(state: State) -> bool:
    """Gobogeg may be Awakened only once some faction has all six of its faction Spellbooks."""
    return any(len(state.spellbooks[f]) >= FULL_SPELLBOOKS for f in state.order)


def _gobogeg_awaken_options(state: State, faction: str, ctx: object) -> list[Option]:
    if not in_supply(state, GOBOGEG) or not someone_has_every_spellbook(state):
        return []
    out = []
    for area in standard_awaken_areas(state, faction):
        cost = awaken_price(state, faction, card(GOBOGEG), area)
        if cost <= state.power[faction]:
            out.append(use("awaken_gobogeg", Phrase("option-awaken-named", {
                "card": loyalty_name("gobogeg", "Gobogeg"), "area": area_name(area), "cost": cost}), area=area))
    return out


def _gobogeg_awaken(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    gobogeg, area = card(GOBOGEG), choice["area"]
    return awaken_events(state, faction, gobogeg, area, awaken_price(state, faction, gobogeg, area))


def _gobogeg_fighting(state: State, owner: str) -> bool:
    return owner in battle_of(state).sides() and GOBOGEG_UNIT in participants(state, owner)


def _threnody(state: State, owner: str, choice: None, ctx: WindowContext) -> list[ev.Event]:
    """Threnody: once Gobogeg has been given a Pain (or a Kill), every unit of both sides that has
    no result yet receives a Pain, once per Battle (master rulebook, Complex Battle Example 7).
    It acts as the Post-Battle window opens once the Pains are assigned, so abilities of that
    window that act on Pains (Bloodthirst) find them there."""
    if ctx.stage not in ("assigned", "pains") or state.battle is None or state.battle.note(THRENODY):
        return []
    b = battle_of(state)
    if not _gobogeg_fighting(state, owner):
        return []
    if not {"pain", "kill"} & set(b.assigned(GOBOGEG_UNIT)):
        return []
    untouched = [u for side in b.sides() for u in participants(state, side) if not b.assigned(u)]
    return [ev.BattleNoted(THRENODY, True)] + [ev.ResultAssigned(u, Result.PAIN, owner) for u in untouched]


def great_old_ones_in_play(state: State) -> tuple[str, ...]:
    """Every Great Old One in play, of any faction (on the map or off it, not in a Pool); a tuple,
    as faction data reads back from its JSON."""
    table = state.table
    return tuple(sorted(u for u, where in state.units.items()
                  if table[u].spec.great_old_one and where not in (POOL, OUT_OF_PLAY)
                  and not where.startswith(CAPTURED)))


def _book_of_law(state: State, owner: str, choice: None, ctx: WindowContext) -> list[ev.Event]:
    """Book of Law: while Gobogeg is in play, whoever Awakens a Great Old One gains 6 Power after
    that Action. The holder keeps the Great Old Ones in play after each Action; one of the actor's
    that was not there before has just been Awakened (Gobogeg's own Awakening starts the count)."""
    if not figures_in_play(state, card(GOBOGEG)) or ctx.actor is None:
        return []
    now = great_old_ones_in_play(state)
    seen = state.faction_data[owner].get(BOOK_OF_LAW)
    out: list[ev.Event] = [] if seen == now else [ev.FactionDataSet(owner, BOOK_OF_LAW, now)]
    awakened = [u for u in now if u not in (seen or ()) and owner_of(state, u) == ctx.actor]
    if seen is not None and awakened:
        out.append(ev.PowerChanged(ctx.actor, BOOK_OF_LAW_POWER, BOOK_OF_LAW))
    return out


def _book_of_law_closed(state: State, owner: str, choice: None, ctx: UnitLostContext) -> list[ev.Event]:
    """Gobogeg's death ends the count: whoever Awakens him again starts afresh."""
    if ctx.event.unit != GOBOGEG_UNIT or state.faction_data[owner].get(BOOK_OF_LAW) is None:
        return []
    return [ev.FactionDataSet(owner, BOOK_OF_LAW, None)]


GOBOGEG_CARD = LoyaltyCard(
    name=GOBOGEG,
    title="Gobogeg",
    kind=CardKind.INDEPENDENT,
    short="gob",
    units=(independent("gobogeg", "Gobogeg", 0, cost=0),),
    cost=0,
    combat="0",
    awaken=TurnAbility("awaken_gobogeg", Hook.AWAKEN, options=_gobogeg_awaken_options, apply=_gobogeg_awaken,
                       fields={"area": "area"}),
    abilities=(
        EffectAbility(THRENODY, Hook.POST_BATTLE, apply=_threnody, great_old_one="gobogeg"),
        EffectAbility(BOOK_OF_LAW, Hook.AFTER_ANY_ACTION, apply=_book_of_law),
        UnitLostAbility("book_of_law_closed", Hook.UNIT_LOST, apply=_book_of_law_closed),
    ),
    texts={
        "Awaken": "Only once some faction has all six Spellbooks on its faction card: a Gate you "
                  "Control in an Area with one of your Great Old Ones; pay 0 Power and place "
                  "Gobogeg there.",
        "Threnody": "When Gobogeg is given a Pain or a Kill in a Battle, every unit of both sides "
                    "still without a result receives a Pain.",
        "Book of Law": "While Gobogeg is in play, whoever Awakens a Great Old One gains 6 Power "
                       "after that Action.",
    },
    source="master rulebook, Independent Great Old Ones (EN 3095-3125), Great Old One Pack 3 (EN "
           "3175-3183), Complex Battle Example 7 (EN 1118-1144) for Threnody; the Awakening "
           "condition and Book of Law from one secondary source",
    grade="M",
    pack="Great Old One Pack 3",
)


# -- Byatis ------------------------------------------------------------------------------------

BYATIS_UNIT = the_figure("bya", "byatis")


def _byatis_area(state: State) -> str | None:
    return figure_area(state, BYATIS_UNIT)


def _toad_of_berkeley(state: State, owner: str, choice: None, ctx: WindowContext) -> list[ev.Event]:
    """Toad of Berkeley: as the Doom Phase begins, Byatis on the map with no enemy unit in his Area
    gives his holder 1 Elder Sign (his other half, never Moving, is his UnitSpec's `moves`)."""
    area = _byatis_area(state)
    if area is None or owner_of(state, BYATIS_UNIT) != owner or enemies_in(state, area, owner):
        return []
    return draw_elder_signs(state, owner, 1)


def _killed_an_enemy_and_survived(state: State, faction: str, battle: Battle) -> bool:
    """Byatis fought in the Battle, is still in play, and at least one enemy unit was Killed."""
    if not took_part(state, battle, BYATIS_UNIT) or not survived(state, BYATIS_UNIT):
        return False
    enemy = battle.enemy_of(faction)
    table = state.table
    return any("kill" in res and table[u].faction == enemy for u, res in battle.assignments().items())


def _adjacent_with_enemy_cultists(state: State, faction: str) -> list[str]:
    here = _byatis_area(state)
    if here is None:
        return []
    return sorted(a for a in state.map.adjacency[here] if _drawn(state, faction, a, here))


def _drawn(state: State, faction: str, there: str, here: str) -> list[str]:
    """The enemy Cultists in `there` that may be put in Byatis' Area `here`: one that may not
    enter it (Cosmic Terror; Byatis does not move, so escorts none) stays."""
    return [u for u in _enemy_cultists(state, faction, there)
            if ability_may_enter(state, state.table[u].faction, u, here)]


def _enemy_cultists(state: State, faction: str, area: str) -> list[str]:
    table = state.table
    return [u for u in units_in(state, area) if table[u].spec.cultist and table[u].faction not in (None, faction)]


def _forgetfulness_options(state: State, faction: str, ctx: object) -> list[Option]:
    if state.power[faction] < 1:
        return []
    return [use(GOD_OF_FORGETFULNESS, Phrase("option-god-of-forgetfulness", {"area": area_name(a)}),
                area=a) for a in _adjacent_with_enemy_cultists(state, faction)]


def _forgetfulness(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    """Every enemy Cultist in the chosen Area next to Byatis is placed in his Area (a Gate one of
    them Controlled is Abandoned)."""
    here, there = _byatis_area(state), choice["area"]
    if here is None:
        raise TypeError("Byatis is not on the map")
    return [ev.UnitPlaced(u, there, here, GOD_OF_FORGETFULNESS) for u in _drawn(state, faction, there, here)]


def _forgetfulness_areas(state: State, faction: str, choice: dict[str, Any]) -> tuple[str, ...]:
    here = _byatis_area(state)
    return (choice["area"],) if here is None else (here, choice["area"])


BYATIS_CARD = LoyaltyCard(
    name=BYATIS,
    title="Byatis",
    kind=CardKind.INDEPENDENT,
    short="bya",
    units=(replace(independent("byatis", "Byatis", 4, cost=4), moves=False),),
    cost=4,
    combat="4",
    awaken=usual_awaken(BYATIS),
    abilities=(EffectAbility("toad_of_berkeley", Hook.DOOM_PHASE_START, apply=_toad_of_berkeley,
                             great_old_one="byatis"),),
    spellbook="God of Forgetfulness",
    requirement=Requirement("Byatis survives a Battle in which at least one enemy unit is Killed.",
                            on_battle=_killed_an_enemy_and_survived),
    book_abilities=(TurnAbility(GOD_OF_FORGETFULNESS, Hook.ACTION, options=_forgetfulness_options,
                                apply=_forgetfulness, cost=1, acts_in=_forgetfulness_areas,
                                fields={"area": "area"}),),
    texts={
        "Awaken": "A Gate you Control in an Area with one of your Great Old Ones; pay 4 Power and "
                  "place Byatis there.",
        "Toad of Berkeley": "Byatis never Moves (a Pain still makes him Retreat). As the Doom Phase "
                            "begins, if no enemy unit shares his Area, you gain 1 Elder Sign.",
        "Requirement": "Byatis survives a Battle in which at least one enemy unit is Killed.",
        "God of Forgetfulness": "Action, 1 Power: every enemy Cultist in one Area next to Byatis is "
                                "placed in his Area.",
    },
    source="master rulebook, Independent Great Old Ones (EN 3095-3125), Great Old One Pack 3 (EN "
           "3175-3183; the German rulebook packs Byatis in Pack 4); the card's words from two "
           "secondary sources that agree",
    grade="M",
    pack="Great Old One Pack 3",
)

CARDS = (BYATIS_CARD, GOBOGEG_CARD)  # Byatis Awakens the usual way; Gobogeg waits for six Spellbooks
