"""The six neutral Spellbooks of the Azathoth expansion (master rulebook, Azathoth: Neutral
Spellbooks, EN 3309-3323; FAQ, Neutral Spellbooks, EN 5431-5471).

A faction meeting one of its own requirements may take one of these instead of its own Spellbook
(rules/engine/spellbooks.py offers them); it then never gets the own Spellbook it left over, the
book counts among its six, and nobody else may take it while it lies on that card. While the
faction holds it, the book's abilities are in force for it (rules/engine/holdings.py), so none of
them checks anything more than what its own rule asks.

The card texts are known from one good secondary source (grade M); The Stars Are Right only from a
weaker one (M-L), read here as the other five are.
"""
from __future__ import annotations

from typing import Any

from ..engine import events as ev
from ..engine.actions import summon_cost
from ..engine.content import (CostAbility, DemandAbility, ElderSignRevealedAbility, Hook,
                              NeutralSpellbook, TurnAbility, UnitKind, WindowAbility)
from ..engine.hooks import unit_may_enter
from ..engine.loyalty import free_neutral_books
from ..engine.pieces import representatives
from ..engine.prompts import Option
from ..engine.records import Demand, ElderSignRevealedContext, WindowContext
from ..engine.state import Phase, State, on_map, owner_of, spec_of
from ..factions.common import (answer, battling, demand, done, eliminate, fighting, foe, note, of_kind,
                               use)
from ..words.describing import Phrase, area_name, ability_name
from ..engine.pieces import a_unit_said

MAO_CEREMONY = "The Mao Ceremony"
RECRIMINATIONS = "Recriminations"
SHRIVELING = "Shriveling"
STARS_ARE_RIGHT = "The Stars Are Right"
UMR_AT_TAWIL = "Umr at-Tawil"
UNDIMENSIONED = "Undimensioned"

SOURCE = ("master rulebook, Azathoth: Neutral Spellbooks (EN 3309-3323) and FAQ, Neutral "
          "Spellbooks (EN 5431-5471); the card's text from one secondary source")


# -- The Mao Ceremony ----------------------------------------------------------------------------

MAO = "the_mao_ceremony"


def mao_options(state: State, faction: str, ctx: WindowContext) -> list[Option]:
    """Once all Power is gathered, after the Minimum Power Rule and before the First Player is
    determined (FAQ, EN 5449-5451: the last Power added): each kind of Cultist of yours on the map.
    The window keeps asking the faction until it passes, so it sacrifices as many as it likes."""
    cultists = of_kind(state, on_map(state, faction), UnitKind.CULTIST)
    return [use(MAO, Phrase("option-mao-ceremony", {"unit": a_unit_said(state, u, say=('gate',)),
                                                 "area": area_name(state.units[u])}), unit=u)
            for u in representatives(state, cultists)]


def mao(state: State, faction: str, choice: dict[str, Any], ctx: WindowContext) -> list[ev.Event]:
    """The Cultist is Eliminated (Two-Player Rules: a lost unit gives the opponent its Doom)."""
    return eliminate(state, choice["unit"], MAO) + [ev.PowerChanged(faction, 1, MAO)]


# -- Recriminations ------------------------------------------------------------------------------

RECRIMINATE = "recriminations"


def available_books(state: State, faction: str) -> list[str]:
    """What may take a Spellbook's place: the faction's own Spellbooks on no slot of its card, then
    the neutral ones nobody holds (FAQ, EN 5453-5455: never a Loyalty Card's own Spellbook)."""
    placed = {name for _, name in state.spellbooks[faction]}
    own = spec_of(faction).books_in_game(state.options, state.faction_data[faction])
    return [b for b in own if b not in placed] + free_neutral_books(state)


def recriminations_options(state: State, faction: str, ctx: None) -> list[Option]:
    """Recriminations (Action, 1 Power): any Spellbook on the card, this one too, for another."""
    if state.power[faction] < 1:
        return []
    return [use(RECRIMINATE, Phrase("option-recriminations", {"old": ability_name(old, old),
                                                              "new": ability_name(new, new)}),
                slot=slot, spellbook=new)
            for slot, old in state.spellbooks[faction] for new in available_books(state, faction)]


def recriminations(state: State, faction: str, choice: dict[str, Any], ctx: None) -> list[ev.Event]:
    """The slot keeps its requirement met; a neutral Spellbook taken off is anyone's again (FAQ,
    EN 5461-5463)."""
    old = dict(state.spellbooks[faction])[choice["slot"]]
    return [ev.SpellbookReplaced(faction, choice["slot"], old, choice["spellbook"])]


# -- Shriveling ----------------------------------------------------------------------------------

SHRIVEL = "shriveling"
MONSTERS_AND_CULTISTS = (UnitKind.MONSTER, UnitKind.CULTIST)


def current_cost(state: State, uid: str) -> int:
    """What the unit would cost its owner to bring into play now: a Monster's Summon cost as its
    owner's abilities make it at this moment (FAQ, EN 5441-5447: Thousand Young, Gnoph-Keh), a
    Cultist's Recruit cost."""
    if state.table[uid].spec.summoned:
        return summon_cost(state, owner_of(state, uid), uid)
    return state.table[uid].spec.cost


def shriveling_options(state: State, faction: str, ctx: WindowContext) -> list[Option]:
    """Pre-Battle, once per Battle, with units of yours in it (FAQ, EN 5437-5439): an enemy
    Monster or Cultist in the Battle."""
    if not battling(state, faction) or note(state, SHRIVEL + ":" + faction) or not fighting(state, faction):
        return []
    enemy = foe(state, faction)
    targets = of_kind(state, fighting(state, enemy), *MONSTERS_AND_CULTISTS)
    return [use(SHRIVEL, Phrase("option-shriveling", {"unit": a_unit_said(state, u), "cost": current_cost(state, u)}),
                unit=u) for u in representatives(state, targets)]


def shriveling(state: State, faction: str, choice: dict[str, Any], ctx: WindowContext) -> list[ev.Event]:
    """The owner gains the cost the unit had before it left the map."""
    uid = choice["unit"]
    gained = ev.PowerChanged(owner_of(state, uid), current_cost(state, uid), SHRIVEL)
    return [ev.BattleNoted(SHRIVEL + ":" + faction, True)] + eliminate(state, uid, SHRIVEL) + [gained]


# -- The Stars Are Right -------------------------------------------------------------------------

STARS = "the_stars_are_right"


def stars_are_right(state: State, faction: str, choice: None, ctx: ElderSignRevealedContext) -> list[ev.Event]:
    """An Elder Sign cashed in for Doom in the Doom Phase also gives its value in Power (one
    revealed in another Phase gives Doom only: the card speaks of the Doom Phase)."""
    if state.phase != Phase.DOOM:
        return []
    return [ev.PowerChanged(faction, ctx.event.value, STARS)]


# -- Umr at-Tawil --------------------------------------------------------------------------------

UMR = "umr_at_tawil"


def umr_at_tawil(state: State, owner: str, actor: str, action: str, area: str | None, cost: int) -> int:
    """The holder's Create Gate costs 1 less: 2 instead of 3 (FAQ, EN 5091-5093: never a Chaos Gate)."""
    return cost - 1 if actor == owner and action == "create_gate" else cost


# -- Undimensioned -------------------------------------------------------------------------------

UNDIMENSION = "undimensioned"
UNDIMENSIONED_MOVE = "undimensioned_move"


def _occupied(state: State, faction: str) -> list[str]:
    return sorted({state.units[u] for u in on_map(state, faction)})


def undimensioned_options(state: State, faction: str, ctx: None) -> list[Option]:
    """Undimensioned (Action, 2 Power), worth taking only with units in two Areas or more."""
    if state.power[faction] < 2 or len(_occupied(state, faction)) < 2:
        return []
    return [use(UNDIMENSION, Phrase("option-undimensioned"))]


def undimensioned(state: State, faction: str, choice: dict[str, Any], ctx: None) -> list[ev.Event]:
    """The Areas occupied as the Action begins stay open to the units for the whole Action, even
    one they all leave (the demand's `queue`); each unit goes once (its `owing`)."""
    return [demand(faction, UNDIMENSIONED_MOVE, faction, kind="undimensioned",
                   queue=tuple(_occupied(state, faction)), owing=())]


def move_options(state: State, faction: str, d: Demand) -> list[Option]:
    """Units on the map only: Submerged or slumbering units are in no Area (FAQ, EN 5433-5435)."""
    areas, moved = d.required_queue(), set(d.required_owing())
    movable = [u for u in on_map(state, faction) if u not in moved and state.table[u].spec.unit]
    opts = [answer(UNDIMENSIONED_MOVE, Phrase("option-undimensioned-move", {
                "unit": a_unit_said(state, u, say=('gate',)), "area": area_name(state.units[u]), "to": area_name(to)}),
                unit=u, to=to)
            for u in representatives(state, movable) for to in areas
            if to != state.units[u] and unit_may_enter(state, faction, u, to, "ability")]
    return opts + [answer(UNDIMENSIONED_MOVE, Phrase("option-undimensioned-done"), unit=None, to=None)]


def move(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    """A unit that leaves its Gate abandons it, as in a Move."""
    uid = choice["unit"]
    if uid is None:
        return [done(faction)]
    kept = d.but(owing=tuple(d.required_owing()) + (uid,))
    return [ev.UnitPlaced(uid, state.units[uid], choice["to"], UNDIMENSION),
            ev.FactionDataSet(faction, "demand", kept.to_dict())]


# -- the books -----------------------------------------------------------------------------------

SPELLBOOKS = (
    NeutralSpellbook(
        MAO_CEREMONY,
        "Once every faction has gathered its Power and the Minimum Power Rule has been applied, "
        "just before the First Player is determined, you may sacrifice as many of your Cultists on "
        "the map as you like; each one sacrificed gives you 1 Power.",
        abilities=(WindowAbility(MAO, Hook.GATHER_POWER_PHASE, mao_options, mao, fields={"unit": "unit"}),),
        source=SOURCE + "; FAQ EN 5449-5451 on its moment",
        grade="M",
    ),
    NeutralSpellbook(
        RECRIMINATIONS,
        "Action (1 Power): take any Spellbook off your faction card, this one included, and put in "
        "its place another Spellbook you may have: one of your faction's own that is not on your "
        "card, or a neutral one no faction holds. A neutral Spellbook you take off becomes free for "
        "anyone to take again.",
        abilities=(
            TurnAbility(RECRIMINATE, Hook.ACTION, recriminations_options, recriminations, cost=1,
                        fields={"slot": "slot", "spellbook": "spellbook"}),
        ),
        source=SOURCE + "; FAQ EN 5453-5463 on the Spellbooks it may take",
        grade="M",
    ),
    NeutralSpellbook(
        SHRIVELING,
        "Pre-Battle, in a Battle where you have units: pick one enemy Monster or Cultist in the "
        "Battle. It is Eliminated, and its owner gains as much Power as it would cost to Summon "
        "(or, for a Cultist, to Recruit) right now.",
        abilities=(WindowAbility(SHRIVEL, Hook.PRE_BATTLE, shriveling_options, shriveling, fields={"unit": "unit"}),),
        source=SOURCE + "; FAQ EN 5437-5447, 5465-5467 on the units in the Battle and the Power",
        grade="M",
    ),
    NeutralSpellbook(
        STARS_ARE_RIGHT,
        "When you cash in one of your Elder Signs for its Doom in the Doom Phase, you also gain "
        "that much Power.",
        abilities=(ElderSignRevealedAbility(STARS, Hook.ELDER_SIGN_REVEALED, apply=stars_are_right),),
        source=SOURCE + " (the name and text only there: M-L, implemented as read)",
        grade="M",
    ),
    NeutralSpellbook(
        UMR_AT_TAWIL,
        "Creating a Gate costs you 2 Power instead of 3.",
        abilities=(CostAbility(UMR, Hook.COST, cost_change=umr_at_tawil),),
        source=SOURCE + "; FAQ EN 5091-5093 (1 less, and never for a Chaos Gate)",
        grade="M",
    ),
    NeutralSpellbook(
        UNDIMENSIONED,
        "Action (2 Power): rearrange your units among the Areas where you have units as the Action "
        "begins. An Area may be left empty, but no unit goes to an Area you did not occupy.",
        abilities=(
            TurnAbility(UNDIMENSION, Hook.ACTION, undimensioned_options, undimensioned, cost=2, fields={}),
            DemandAbility(UNDIMENSIONED_MOVE, Hook.DEMAND, move_options, move,
                          fields={"unit": "unit?", "to": "area?"}),
        ),
        source=SOURCE + "; FAQ EN 5433-5435 on units in no Area",
        grade="M",
    ),
)
