"""The Independent Great Old Ones of Great Old One Pack 2 (master rulebook, Great Old One Pack 2,
EN 3155-3173; German rulebook, Grosse Alte Set 2, DE 2168-2198): Father Dagon, Bokrug, Ghatanothoa
and Atlach-Nacha, with Atlach-Nacha's 6 Web tokens.

The rulebooks list the pack's contents only; the cards' words come from the strategy wiki's card
texts and fan implementations (each card's `source` and `grade`). Each card's mechanics are in a
module of its own (`pack2_<card>.py`); this one puts the cards together, with their words.
"""
from __future__ import annotations

from dataclasses import replace

from ..engine.content import (AnyTimeAbility, BattleCombatAbility, CardKind, DeclareBattleAbility,
                              DemandAbility, EffectAbility, GatherPowerAbility, Hook, LoyaltyCard,
                              MayMoveAbility, PublicDatum, Requirement, TurnAbility, UnitLostAbility,
                              VictoryAbility)
from ..factions.common import chosen_area
from . import pack2_atlach_nacha as atlach
from . import pack2_bokrug as bokrug
from . import pack2_dagon as dagon
from . import pack2_ghatanothoa as ghat
from .common import independent, usual_awaken

PACK = "Great Old One Pack 2"

FATHER_DAGON = LoyaltyCard(
    name=dagon.NAME,
    title="Father Dagon",
    kind=CardKind.INDEPENDENT,
    short=dagon.SHORT,
    units=(independent("father_dagon", "Father Dagon", dagon.combat),),
    cost=4,
    combat="2 on land, 6 in an ocean Area",
    abilities=(
        TurnAbility(dagon.TSUNAMI, Hook.ACTION, dagon.tsunami_options, dagon.tsunami, cost=1,
                    acts_in=chosen_area, fields={"area": "area"}, great_old_one="father_dagon"),
        DemandAbility(dagon.TSUNAMI_MOVE, Hook.DEMAND, dagon.tsunami_move_options, dagon.tsunami_move,
                      fields={"unit": "unit", "to": "area"}),
    ),
    spellbook="The Innsmouth Look",
    requirement=Requirement("Have 8 of your units in ocean Areas.", holds=dagon.eight_in_oceans),
    book_abilities=(
        EffectAbility(dagon.INNSMOUTH, Hook.DOOM_PHASE_START, apply=dagon.innsmouth_look),
        DemandAbility(dagon.INNSMOUTH_CHOICE, Hook.DEMAND, dagon.innsmouth_options, dagon.innsmouth_apply,
                      fields={"unit": "unit"}),
    ),
    awaken=usual_awaken(dagon.NAME),
    texts={
        "Awaken": "A Gate you Control in an Area with one of your Great Old Ones: pay 4 Power and "
                  "place Father Dagon there.",
        "Combat": "2 dice on land; 6 dice while he stands in an ocean Area.",
        "Tsunami": "Action, 1 Power: pick a land Area next to an ocean. Every Cultist there, your "
                   "own too, is moved by its owner into an ocean Area next to it; you settle who "
                   "goes first.",
        "Requirement": "Have 8 of your units in ocean Areas.",
        "The Innsmouth Look": "In every Doom Phase you must take one of your Acolytes on the map "
                              "out of the game for good, and gain 6 Power. No Acolyte on the map: "
                              "nothing happens.",
    },
    source="master rulebook, Great Old One Pack 2 (EN 3155-3173) and Handicap Acolytes (EN 3715: "
           "he sacrifices Cultists for good); the strategy wiki's card text; a fan engine's card data",
    grade="M",
    pack=PACK,
)

BOKRUG = LoyaltyCard(
    name=bokrug.NAME,
    title="Bokrug",
    kind=CardKind.INDEPENDENT,
    short=bokrug.SHORT,
    units=(replace(independent("bokrug", "Bokrug", bokrug.combat), awaken_cost=bokrug.awaken_cost),),
    cost=4,
    combat="1 (ruleset option bokrug_combat: 0)",
    abilities=(
        AnyTimeAbility(bokrug.HAND_OVER, Hook.ANY_TIME, options=bokrug.hand_over_options,
                       apply=bokrug.hand_over, fields={"faction": "faction"}),
        EffectAbility(bokrug.DOOM_PHASE_END, Hook.DOOM_PHASE_END, apply=bokrug.doom_phase_end),
        DemandAbility(bokrug.GHOSTS, Hook.DEMAND, bokrug.ghosts_options, bokrug.ghosts_return,
                      fields={"area": "area"}),
        DemandAbility(bokrug.SARNATH, Hook.DEMAND, bokrug.sarnath_options, bokrug.sarnath,
                      fields={"enemy": "faction", "fate": (bokrug.UNIT_FATE, bokrug.SIGN_FATE)}),
        DemandAbility(bokrug.SARNATH_UNIT, Hook.DEMAND, bokrug.sarnath_unit_options, bokrug.sarnath_unit,
                      fields={"unit": "unit"}),
        DemandAbility(bokrug.SARNATH_SIGN, Hook.DEMAND, bokrug.sarnath_sign_options, bokrug.sarnath_sign,
                      fields={"sign": "count"}),
    ),
    spellbook="The Doom that Came to Sarnath",
    requirement=Requirement("Hand this card to a player of your choice; that player places the "
                            "Spellbook on it."),
    awaken=TurnAbility(bokrug.AWAKEN, Hook.AWAKEN, bokrug.awaken_options, bokrug.awaken,
                       fields={"area": "area"}),
    keeps_card=bokrug.keeps_card,
    texts={
        "Awaken": "A Gate you Control in an Area with one of your Great Old Ones: pay 4 Power "
                  "(ruleset option: 6) and place Bokrug there.",
        "Ghosts of Ib": "When Bokrug dies you keep this card. At the end of the next Doom Phase he "
                        "comes back to an Area of your choice without enemy units; with no such "
                        "Area he waits for the following one.",
        "Requirement": "At any time, hand this card to a player of your choice: that player places "
                       "the Spellbook on it and suffers it.",
        "The Doom that Came to Sarnath": "At the end of every Doom Phase, pick an enemy and a fate: "
                                         "that enemy Eliminates one of your Monsters or Cultists on "
                                         "the map, or discards one of your Elder Signs unseen.",
    },
    source="master rulebook, Great Old One Pack 2 (EN 3155-3173), FAQ (EN 5493: the holder can "
           "lose the card), Two-Player Rules (EN 1339); the strategy wiki's card text with its "
           "errata; a fan engine's card data (cost 6, Combat 0)",
    grade="M",
    pack=PACK,
    two_player="Not advised for the two-player game (master rulebook, Two-Player Rules).",
    events=(bokrug.SarnathElderSignDiscarded,),
    options=(bokrug.AWAKEN_COST, bokrug.COMBAT),
)

GHATANOTHOA = LoyaltyCard(
    name=ghat.NAME,
    title="Ghatanothoa",
    kind=CardKind.INDEPENDENT,
    short=ghat.SHORT,
    units=(independent("ghatanothoa", "Ghatanothoa", ghat.combat),),
    cost=4,
    combat="the enemy's Cultists on the map",
    abilities=(
        TurnAbility(ghat.MUMMIFY, Hook.ACTION, ghat.mummify_options, ghat.mummify, cost=1,
                    acts_in=ghat.mummify_area, fields={}, great_old_one="ghatanothoa"),
        TurnAbility(ghat.REQUIREMENT_ACTION, Hook.ACTION, ghat.requirement_options, ghat.requirement_action,
                    cost=ghat.REQUIREMENT_COST, fields={}),
        EffectAbility("mummify_upkeep", Hook.AFTER_ANY_ACTION, apply=ghat.upkeep),
        EffectAbility("mummified_stand_up", Hook.DOOM_PHASE_START, apply=ghat.stand_up),
        EffectAbility("mummified_out_of_battle", Hook.BATTLE_DECLARED, apply=ghat.out_of_battle),
        DeclareBattleAbility("mummified_no_battle", Hook.DECLARE_BATTLE, battle_rule=ghat.battle_rule),
        MayMoveAbility("mummified_no_move", Hook.MAY_MOVE, may_move=ghat.may_move),
        GatherPowerAbility("mummified_no_power", Hook.GATHER_POWER, power_to=ghat.no_power),
        UnitLostAbility("ghatanothoa_lost", Hook.UNIT_LOST, apply=ghat.ghatanothoa_lost),
    ),
    spellbook="Execration of Mu",
    requirement=Requirement("In a Doom Phase your Gates and Cultists number fewer than 6; or, as your "
                            "Action, pay 4 Power.", holds=ghat.few_gates_and_cultists),
    awaken=usual_awaken(ghat.NAME),
    texts={
        "Awaken": "A Gate you Control in an Area with one of your Great Old Ones: pay 4 Power and "
                  "place Ghatanothoa there.",
        "Combat": "As many dice as his Battle opponent has Cultists on the map.",
        "Mummify": "Action, 1 Power: every enemy Acolyte in his Area is laid down. It may not Move, "
                   "takes no part in Battles and gives no Power in the next Gather Power; it still "
                   "Controls its Gate and may be Captured. All stand up in the Doom Phase.",
        "Requirement": "In a Doom Phase your Controlled Gates and Cultists number fewer than 6; or, "
                       "as your Action, pay 4 Power.",
        "Execration of Mu": "Mummify is no Action any more: every enemy Acolyte that shares his Area "
                            "is laid down at once, for free.",
    },
    source="master rulebook, Great Old One Pack 2 (EN 3155-3173), FAQ (EN 5849-5851: Mummify lays "
           "down Acolytes only; EN 5495); the strategy wiki's card text",
    grade="H",
    pack=PACK,
)

ATLACH_NACHA = LoyaltyCard(
    name=atlach.NAME,
    title="Atlach-Nacha",
    kind=CardKind.INDEPENDENT,
    short=atlach.SHORT,
    units=(independent("atlach_nacha", "Atlach-Nacha", 4),),
    cost=6,
    combat="4",
    abilities=(
        TurnAbility(atlach.SPINNERETS, Hook.ACTION, atlach.spinnerets_options, atlach.spinnerets, cost=1,
                    acts_in=atlach.spin_area, fields={}, great_old_one="atlach_nacha"),
    ),
    spellbook="Cosmic Web",
    requirement=Requirement("Web tokens lie in 6 different Areas.", holds=atlach.six_webs),
    book_abilities=(
        VictoryAbility(atlach.COSMIC_WEB, Hook.VICTORY, wins=atlach.cosmic_web_wins, at_once=True),
    ),
    awaken=usual_awaken(atlach.NAME),
    texts={
        "Awaken": "A Gate you Control in an Area with one of your Great Old Ones: pay 6 Power and "
                  "place Atlach-Nacha there.",
        "Spinnerets": "Action, 1 Power: if her Area has no Web token, put one there (6 in all).",
        "Requirement": "Web tokens lie in 6 different Areas.",
        "Cosmic Web": "You win the game at once.",
    },
    source="master rulebook, Great Old One Pack 2 (EN 3155-3173; 6 Web tokens, EN 4008), "
           "Independent Great Old Ones, Death (EN 3105-3111: tokens on the map stay); fan "
           "implementations' card data",
    grade="M",
    pack=PACK,
    public_data=(PublicDatum(atlach.WEBS, "areas", "The Areas of the Web tokens this faction spun.", title="Web"),),
)

CARDS = (FATHER_DAGON, BOKRUG, GHATANOTHOA, ATLACH_NACHA)
