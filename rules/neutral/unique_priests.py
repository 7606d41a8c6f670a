"""The eight Unique High Priests (master rulebook, Unique High Priests, EN 3604-3617: the rules;
German rulebook, Einzigartige Hohepriester, DE 2795-2884: all eight cards; FAQ EN 5681-5693).

Game option `unique_high_priests` (with `high_priests`): the eight cards wait in the supply. Each is
a High Priest (a Cultist worth 1 Power that Creates and Controls Gates and may be Captured)
Recruited for 3 Power instead of the faction's ordinary one, with Combat 0 and no Unspeakable
Oath, and with an ability of its own. How the choice works and where the figures are:
rules/neutral/unique_recruit.py; the abilities: rules/neutral/unique_powers.py.
"""
from __future__ import annotations

from ..engine.content import (Ability, CardKind, CostAbility, EffectAbility, Hook, LoyaltyCard, TurnAbility,
                              UnitKind, UnitSpec, WindowAbility)
from . import unique_powers as up
from .unique_recruit import HOME_ABILITIES, recruit_unique

SOURCE = "German rulebook, Einzigartige Hohepriester (DE 2795-2884); master rulebook (EN 3604-3617)"
PRIEST_WORDS = ("A Unique High Priest: Recruited instead of your ordinary High Priest for 3 Power, "
                "Combat 0, without Unspeakable Oath; once you have picked it, it is the only Unique "
                "High Priest you may Recruit, and nobody else may Recruit it.")


def _priest(name: str, title: str, short: str, abilities: tuple[Ability, ...], ability_title: str,
            words: str, source: str = "") -> LoyaltyCard:
    recruit = recruit_unique(name)
    return LoyaltyCard(
        name=name, title=title, kind=CardKind.UNIQUE_HIGH_PRIEST, short=short,
        # Recruited only as a Unique High Priest (unique_recruit), never by the ordinary Recruit.
        units=(UnitSpec(name, UnitKind.CULTIST, 1, 3, 0, title=title, recruited=False),),
        cost=3, combat="0", abilities=(recruit, *HOME_ABILITIES, *abilities), awaken=recruit,
        texts={title: PRIEST_WORDS, ability_title: words},
        source=f"{SOURCE}{'; ' + source if source else ''}", grade="H", pack="Unique High Priests",
        events=(up.GateRemoved, up.GatePlaced) if name == up.JOSEPH else ())


ASENATH_WAITE = _priest(
    up.ASENATH, "Asenath Waite", "hpaw",
    (WindowAbility(up.THING, Hook.AFTER_ANY_ACTION, options=up.thing_options, apply=up.thing,
                   fields={"unit": "unit", "unit_type": "unit_type"}),),
    "The Thing from Beyond",
    "After any player's Action, pick an enemy Monster or Cultist on the map; it goes back to its "
    "owner's Pool and one of your own units costing 3 or less comes from your Pool to stand where "
    "it stood. Then Asenath Waite is Eliminated.",
    "FAQ EN 5691-5693 (the replacement comes from the Pool)")

CRAWFORD_TILLINGHAST = _priest(
    up.CRAWFORD, "Crawford Tillinghast", "hpct",
    (WindowAbility(up.ULTRAVIOLET, Hook.PRE_BATTLE, options=up.ultraviolet_options, apply=up.ultraviolet,
                   fields={"units": "units"}),
     EffectAbility(up.ULTRAVIOLET + "_gone", Hook.AFTER_ANY_ACTION, apply=up.ultraviolet_gone)),
    "The Ultraviolet",
    "Pre-Battle, in a Battle you fight, wherever Crawford Tillinghast stands: Eliminate him and "
    "bring your Monsters and Cultists worth up to 3 Power in all from your Pool into the Battle's "
    "Area. They fight and may use their Pre-Battle and Post-Battle abilities; those that survive "
    "are Eliminated once the Battle is over.")

ERMENGARDE_STUBBS = _priest(
    up.ERMENGARDE, "Ermengarde Stubbs", "hpes",
    (EffectAbility(up.FARM_GIRL, Hook.BATTLE_DECLARED, apply=up.farm_girl),),
    "A Simple Farm Girl",
    "Whoever declares a Battle in the Area where Ermengarde Stubbs stands, you included, loses 1 "
    "Doom at once.")

HERBERT_WEST = _priest(
    up.HERBERT, "Herbert West", "hphw",
    (WindowAbility(up.SERUM, Hook.AFTER_ANY_ACTION, options=up.serum_options, apply=up.serum,
                   fields={"count": "count"}),),
    "Reanimation Serum",
    "After any player's Action, Eliminate Herbert West and place up to 3 Acolytes from your Pool "
    "in the Area where he stood.")

JOSEPH_CURWEN = _priest(
    up.JOSEPH, "Joseph Curwen", "hpjc",
    (WindowAbility(up.SPHERES, Hook.AFTER_ANY_ACTION, options=up.spheres_options, apply=up.spheres,
                   fields={"area": "area", "gate": ("remove", "abandoned", "controlled")}),),
    "Beyond the Spheres",
    "After any player's Action, Eliminate Joseph Curwen and either take one of the Gates you "
    "Control, anywhere, off the map (the unit holding it stays), or place a new Gate in an Area "
    "where you have a unit.")

KEZIAH_MASON = _priest(
    up.KEZIAH, "Keziah Mason", "hpkm",
    (EffectAbility(up.HEROINE, Hook.POST_BATTLE, apply=up.heroine),),
    "Daemon Heroine",
    "Post-Battle: when a Kill or a Pain is assigned to Keziah Mason, the enemy must take 2 more "
    "results of that kind.",
    "master rulebook, Complex Battle Example 9 (EN 1176-1198)")

LAVINIA_WHATELEY = _priest(
    up.LAVINIA, "Lavinia Whateley", "hplw",
    (TurnAbility(up.BRIDE, Hook.UNLIMITED, options=up.bride_options, apply=up.bride, fields={}),
     CostAbility(up.BRIDE + "_cost", Hook.COST, cost_change=up.bride_cost),
     EffectAbility(up.BRIDE + "_kept", Hook.AFTER_ANY_ACTION, apply=up.bride_kept)),
    "The Bride",
    "When you Awaken a Great Old One you may Eliminate Lavinia Whateley: the Awakening costs 3 "
    "Power less.",
    "FAQ EN 5681-5689 (Independents too; a cost below 0 would be paid back: not here, the cost "
    "stops at 0)")

PITPIPO = _priest(
    up.PITPIPO, "Pitpipo", "hppp",
    (WindowAbility(up.PIT, Hook.POST_BATTLE, options=up.pit_options, apply=up.pit,
                   fields={"unit": "unit"}),),
    "Pit of Despair",
    "Post-Battle: a Kill your side takes may be assigned to Pitpipo even though he is not in the "
    "Battle.")

CARDS = (ASENATH_WAITE, CRAWFORD_TILLINGHAST, ERMENGARDE_STUBBS, HERBERT_WEST, JOSEPH_CURWEN, KEZIAH_MASON,
         LAVINIA_WHATELEY, PITPIPO)
