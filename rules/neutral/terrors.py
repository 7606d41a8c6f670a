"""The Cosmic Terrors and the Cacodemon (master rulebook, Terrors, EN 3035-3094; FAQ, Terrors,
EN 5537-5545): bought on one's Ritual turn for 2 Doom and 2 Power, the figure placed at one's
Controlled Gate, kept for the game and Summoned again for 4 (rules.engine.loyalty.standard_buy).

- Great Race of Yith, Possession: it Captures an enemy Cultist in its Area whatever protects it,
  and each Cultist it Captured gives its holder 1 Power more in Gather Power.
- Quachil Uttaus, Dust to Dust: after a Battle it was in, an enemy that lost units there either
  removes one of them from the game or gives its holder 1 Elder Sign.
- Dhole, Planetary Destruction: Killed or Eliminated in a Battle, it gives its holder 2 Elder Signs
  and the enemy 2 Doom or 2 Power, as the holder chooses.
- Cacodemon, Cosmic Terror: no enemy unit Moves, Retreats or is moved by an ability into its Area
  unless a Great Old One of that faction comes along (MAY_ENTER; Avatar is exempt).
"""
from __future__ import annotations

from typing import Any

from ..engine import events as ev
from ..engine.content import (CaptureAbility, CardKind, DemandAbility, EffectAbility, GatherPowerAbility, Hook,
                              LoyaltyCard, MayEnterAbility, UnitKind, UnitLostAbility, UnitSpec)
from ..engine.loyalty import standard_buy
from ..engine.phases import draw_elder_signs
from ..engine.pieces import representatives
from ..engine.prompts import Option
from ..engine.records import Demand, UnitLostContext, WindowContext
from ..engine.state import OUT_OF_PLAY, POOL, State, battle_of, captured_by
from ..factions.common import answer, battling, demand, done, foe
from ..words.describing import Phrase, faction_name
from ..engine.pieces import a_unit_said
from .common import figure_area

YITH, QUACHIL, DHOLE, CACODEMON = "great_race_of_yith", "quachil_uttaus", "dhole", "cacodemon"
PACK = "Cosmic Terrors"
COST, SOURCE = 4, "master rulebook, Terrors (EN 3035-3067); FAQ, Terrors (EN 5537-5545)"


def _terror(name: str, title: str, combat: int) -> UnitSpec:
    return UnitSpec(name, UnitKind.TERROR, 1, COST, combat, title=title)


def _figure(short: str, unit: str) -> str:
    return f"{short}.{unit}.1"


# -- Great Race of Yith: Possession -----------------------------------------------------------

YITHIAN = _figure("yith", "great_race")
POSSESSED = "possessed"  # faction data: the Cultists the holder's Yithian Captured


def possession_capture(state: State, owner: str, captor: str, victim: str, area: str, allowed: bool) -> bool:
    """Possession: the holder may Capture an enemy Cultist in the Yithian's Area regardless of
    protecting units, Great Old Ones or Ferox (a final CAPTURE rule)."""
    if captor != owner or victim == owner or figure_area(state, YITHIAN) != area:
        return allowed
    return True


def possession_noted(state: State, owner: str, choice: None, ctx: UnitLostContext) -> list[ev.Event]:
    """A Cultist the holder Captures where its Yithian stands is the Yithian's Capture (the one
    that pays most); one it Captures elsewhere is not, even if the Yithian took it before."""
    e = ctx.event
    if not isinstance(e, ev.CultistCaptured) or e.faction != owner:
        return []
    before: tuple[str, ...] = tuple(state.faction_data[owner].get(POSSESSED) or ())
    held = set(captured_by(state, owner))  # those given back in Gather Power are forgotten
    kept = tuple(u for u in before if u != e.unit and u in held)
    now = kept + (e.unit,) if figure_area(state, YITHIAN) == e.area else kept
    return [] if now == before else [ev.FactionDataSet(owner, POSSESSED, now)]


def possession_power(state: State, faction: str) -> int:
    """Possession: 1 Power more for each Cultist the Yithian Captured, on top of the base reward
    for a captured Cultist, whatever that is (FAQ EN 5537-5539: a Soulless one still gives 1)."""
    possessed = set(state.faction_data[faction].get(POSSESSED) or ())
    return sum(1 for u in captured_by(state, faction) if u in possessed)


# -- Quachil Uttaus: Dust to Dust -------------------------------------------------------------

QUACHIL_FIGURE = _figure("quachil", QUACHIL)
DUST, DUST_DUE = "dust_to_dust", "dust_to_dust_due"


def _quachil_in_battle(state: State) -> bool:
    """Quachil Uttaus took part in the Battle: it stands in its Area, or took a result there."""
    b = battle_of(state)
    return (state.units.get(QUACHIL_FIGURE) == b.area and QUACHIL_FIGURE not in b.exempted()) \
        or QUACHIL_FIGURE in b.results


def dust_noted(state: State, owner: str, choice: None, ctx: UnitLostContext) -> list[ev.Event]:
    """Each enemy unit Killed or Eliminated in a Battle Quachil Uttaus is in is noted."""
    e = ctx.event
    if not isinstance(e, (ev.UnitKilled, ev.UnitEliminated)) or not battling(state, owner):
        return []
    if state.table[e.unit].faction != foe(state, owner) or not _quachil_in_battle(state):
        return []
    lost: tuple[str, ...] = tuple(battle_of(state).note(DUST) or ())
    return [ev.BattleNoted(DUST, lost + (e.unit,))]


def dust_to_dust(state: State, owner: str, choice: None, ctx: WindowContext) -> list[ev.Event]:
    """Dust to Dust (Post-Battle): once the Battle is resolved, the enemy that lost units in it
    chooses how to pay."""
    if not battling(state, owner) or not battle_of(state).note(DUST):
        return []
    lost = tuple(battle_of(state).note(DUST))
    return [demand(owner, DUST, foe(state, owner), kind=DUST, after_window=True, owing=lost)]


def dust_answers(state: State, owner: str, d: Demand) -> list[Option]:
    """Remove one of the lost units (still in the Pool) from the game, or give 1 Elder Sign."""
    lost = [u for u in d.owing or () if state.units.get(u) == POOL]
    return [answer(DUST, Phrase("option-dust-to-dust-remove", {"unit": a_unit_said(state, u)}), pay="remove_unit",
                   unit=u)
            for u in representatives(state, lost)] + [
        answer(DUST, Phrase("option-dust-to-dust-sign", {"faction": faction_name(owner)}), pay="elder_sign")]


def dust_answer(state: State, owner: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    if choice["pay"] == "remove_unit":
        return [done(owner), ev.UnitPlaced(choice["unit"], POOL, OUT_OF_PLAY, DUST)]
    return [done(owner), *draw_elder_signs(state, owner, 1)]


# -- Dhole: Planetary Destruction -------------------------------------------------------------

DHOLE_FIGURE = _figure("dhole", DHOLE)
PLANETARY = "planetary_destruction"


def planetary_destruction(state: State, owner: str, choice: None, ctx: UnitLostContext) -> list[ev.Event]:
    """Planetary Destruction (Post-Battle): the Dhole Killed or Eliminated in a Battle gives its
    holder 2 Elder Signs; the holder then chooses what the enemy gains."""
    e = ctx.event
    if not isinstance(e, (ev.UnitKilled, ev.UnitEliminated)) or e.unit != DHOLE_FIGURE:
        return []
    if not battling(state, owner):
        return []
    return [*draw_elder_signs(state, owner, 2),
            demand(owner, PLANETARY, owner, kind=PLANETARY, first=foe(state, owner))]


def planetary_answers(state: State, owner: str, d: Demand) -> list[Option]:
    enemy = faction_name(d.first)
    return [answer(PLANETARY, Phrase("option-planetary-destruction-doom", {"faction": enemy}), gain="doom"),
            answer(PLANETARY, Phrase("option-planetary-destruction-power", {"faction": enemy}), gain="power")]


def planetary_answer(state: State, owner: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    enemy = d.first
    gained: ev.Event = (ev.DoomGained(enemy, 2, PLANETARY) if choice["gain"] == "doom"
                        else ev.PowerChanged(enemy, 2, PLANETARY))
    return [done(owner), gained]


# -- Cacodemon: Cosmic Terror ---------------------------------------------------------------

CACODEMON_FIGURE = _figure("caco", CACODEMON)


def _escorted(state: State, faction: str, area: str, how: str) -> bool:
    """A Great Old One of the faction came into `area` in the same Move Action, or Retreated into
    it from the same Battle; one already waiting there is no escort (FAQ EN 5543-5545), and an
    ability that moves units on its own ("ability") has none; one that moves them together with a
    Great Old One ("escorted") has it."""
    if how == "escorted":
        return True
    table = state.table
    came: tuple[str, ...] = ()
    if how == "move" and state.turn is not None:
        came = state.turn.moving or ()
    elif how == "retreat" and state.battle is not None:
        came = tuple(u for u, r in battle_of(state).results.items() if "pain" in r)
    return any(table[u].spec.great_old_one and table[u].faction == faction and state.units.get(u) == area
               for u in came)


def cosmic_terror(state: State, owner: str, faction: str, uid: str, area: str, how: str) -> bool:
    """Cosmic Terror: no enemy unit Moves or Retreats into the Cacodemon's Area unless one of its
    faction's Great Old Ones comes with it (a Great Old One may always come)."""
    if faction == owner or figure_area(state, CACODEMON_FIGURE) != area:
        return True
    return state.table[uid].spec.great_old_one or _escorted(state, faction, area, how)


# -- the cards ------------------------------------------------------------------------------

_BOUGHT = "Bought on your Ritual turn for 2 Doom and 2 Power, its figure placed at a Gate you Control; Summoned again for 4."

CARDS = (
    LoyaltyCard(
        YITH, "Great Race of Yith", CardKind.TERROR, "yith", (_terror("great_race", "Great Race of Yith", 3),),
        cost=COST, combat="3", awaken=standard_buy(YITH),
        abilities=(CaptureAbility("possession", Hook.CAPTURE, capture_rule=possession_capture, final=True),
                   UnitLostAbility("possession_noted", Hook.UNIT_LOST, apply=possession_noted, anyone=True),
                   GatherPowerAbility("possession", Hook.GATHER_POWER, power=possession_power)),
        texts={"Buy": _BOUGHT,
               "Possession": "The Yithian may Capture an enemy Cultist in its Area whatever protects it: Monsters, "
                             "Terrors, Great Old Ones, Ferox. Each Cultist it Captured gives you 1 Power more in "
                             "Gather Power than a captured Cultist otherwise would (even one that would give none)."},
        source=SOURCE + "; card text from secondary sources (a haunt-roll-fail fork), consistent with the FAQ",
        grade="M", pack=PACK),
    LoyaltyCard(
        QUACHIL, "Quachil Uttaus", CardKind.TERROR, "quachil", (_terror(QUACHIL, "Quachil Uttaus", 1),),
        cost=COST, combat="1", awaken=standard_buy(QUACHIL),
        abilities=(UnitLostAbility("dust_to_dust_noted", Hook.UNIT_LOST, apply=dust_noted, anyone=True),
                   EffectAbility(DUST_DUE, Hook.BATTLE_RESOLVED, apply=dust_to_dust),
                   DemandAbility(DUST, Hook.DEMAND, dust_answers, dust_answer,
                                 fields={"pay": ("remove_unit", "elder_sign"), "unit": "unit"},
                                 optional_fields=("unit",))),
        texts={"Buy": _BOUGHT,
               "Dust to Dust": "Post-Battle: if enemy units were Killed or Eliminated in a Battle Quachil Uttaus "
                               "was in, their owner either removes one of them from the game for good or gives "
                               "you 1 Elder Sign."},
        source=SOURCE + "; card text from secondary sources (a haunt-roll-fail fork, a strategy guide)",
        grade="M", pack=PACK),
    LoyaltyCard(
        DHOLE, "Dhole", CardKind.TERROR, "dhole", (_terror(DHOLE, "Dhole", 5),),
        cost=COST, combat="5", awaken=standard_buy(DHOLE),
        abilities=(UnitLostAbility(PLANETARY, Hook.UNIT_LOST, apply=planetary_destruction),
                   DemandAbility(PLANETARY, Hook.DEMAND, planetary_answers, planetary_answer,
                                 fields={"gain": ("doom", "power")})),
        texts={"Buy": _BOUGHT,
               "Planetary Destruction": "Post-Battle: if the Dhole is Killed or Eliminated in a Battle, you gain "
                                        "2 Elder Signs, and your enemy in that Battle gains 2 Doom or 2 Power, "
                                        "as you choose."},
        source=SOURCE + "; EN 1339 (not advised for two players); card text from secondary sources",
        grade="M", pack=PACK,
        two_player="Not advised for the two-player game (master rulebook, Two-Player Rules, EN 1339)."),
    LoyaltyCard(
        CACODEMON, "Cacodemon", CardKind.TERROR, "caco", (_terror(CACODEMON, "Cacodemon", 3),),
        cost=COST, combat="3", awaken=standard_buy(CACODEMON),
        abilities=(MayEnterAbility("cosmic_terror", Hook.MAY_ENTER, may_enter=cosmic_terror),),
        texts={"Buy": _BOUGHT,
               "Cosmic Terror": "No enemy may Move units into the Cacodemon's Area, Retreat Pained units "
                                "into it, or bring units already in play into it by an ability or Spellbook, "
                                "unless one of its Great Old Ones comes with them (Move that Great Old One "
                                "first); one already there does not count. Units another player would move "
                                "there stay where they are. Avatar is not stopped."},
        source=SOURCE + "; a retailer's description of the Cacodemon, and the FAQ (EN 5543-5545)",
        grade="M", pack=PACK),
)
