"""The faction Great Old Ones as Independents: ten Loyalty Cards made so that the factions' own Great
Old Ones can be played as Independents (German rulebook, Fraktion Große Alte als Unabhängige, DE
2234-2475, the full cards; master rulebook, Faction Great Old Ones as Independents, EN 3195-3251,
the names and the framework only).

Each card is an Independent with the usual Awakening (a Gate you Control in an Area with one of
your Great Old Ones, the printed cost), drawing no Elder Sign in a Ritual. The rulebook advises
against a card while the faction of that Great Old One is in play; nothing forbids it, and its
words say so. Its names never clash with the faction's: the card, its figure's unit type and its
abilities' names all start "independent_", and its title reads "Independent Cthulhu" in the log.
"""
from __future__ import annotations

from typing import Mapping

from ..engine.content import (CaptureAbility, CardKind, CostAbility, DemandAbility, EffectAbility,
                              GatherPowerAbility, Hook, LoyaltyCard, MayActAbility, Requirement, RitualTurnAbility,
                              TurnAbility, UnitCombat, UnitSpec, WindowAbility)
from ..engine.state import State, controlled_gates, ritual_cost
from ..factions.crawling_chaos.actions import flight_reach
from ..factions.windwalker.actions import may_act as hibernation_rule
from . import faction_goo_actions as act
from . import faction_goo_battle as fight
from . import faction_goo_doom as doom
from .common import independent, usual_awaken
from .faction_goo_figures import (CTHULHU, HASTUR, ITHAQUA, KING, NYARLATHOTEP, RHAN, SHORTS, SHUB, TSATHOGGUA,
                                  UBBO, YOG, awaken_and)

PACK = "Faction Great Old Ones as Independents"
SOURCE = ("German rulebook, Fraktion Große Alte als Unabhängige (DE 2234-2475, the card texts); master "
          "rulebook, Faction Great Old Ones as Independents (EN 3195-3251, names and framework)")
AWAKEN_WORDS = "Awaken: a Gate you Control in an Area with one of your Great Old Ones; pay {cost} Power; he appears there."


def _figure(card: str, title: str, combat: int | UnitCombat, cost: int) -> tuple[UnitSpec, ...]:
    return (independent(card, title, combat, cost=cost),)


def _texts(faction: str, cost: int, words: Mapping[str, str]) -> dict[str, str]:
    """The card's words, with its Awakening and the rulebook's advice against it beside its faction."""
    return {"Awaken": AWAKEN_WORDS.format(cost=cost), **words,
            "Beside its faction": f"Not recommended while {faction} is in play (master rulebook, EN 3197); "
                                  "the game allows it."}


def hastur_combat(state: State, faction: str, enemy: str, count: int) -> int:
    """Half what a Ritual of Annihilation costs now, rounded down."""
    return count * (ritual_cost(state) // 2)


def shub_combat(state: State, faction: str, enemy: str, count: int) -> int:
    """The Gates her holder Controls."""
    return count * len(controlled_gates(state, faction))


KING_IN_YELLOW = LoyaltyCard(
    name=KING, title="Independent King in Yellow", kind=CardKind.INDEPENDENT, short=SHORTS[KING],
    units=_figure(KING, "Independent King in Yellow", 0, 2), cost=2, combat="0",
    abilities=(
        TurnAbility(act.DESECRATE, Hook.ACTION, act.desecrate_options, act.desecrate, cost=2, acts_in=act.king_area,
                    fields={}, great_old_one="independent_king_in_yellow"),
        DemandAbility(act.DESECRATE_PLACE, Hook.DEMAND, act.place_options, act.place, fields={"unit": "unit"}),
    ),
    spellbook="Feast",
    requirement=Requirement("Put a Desecration token in an Area where an enemy Controls a Gate."),
    book_abilities=(GatherPowerAbility("independent_feast", Hook.GATHER_POWER, power=act.feast),),
    awaken=usual_awaken(KING),
    texts=_texts("Yellow Sign", 2, {
        "Desecrate": "Action (2 Power), the King in an Area without a Desecration token: roll a die; if it "
                     "is no more than your units there, the King counted, put a token there. Win or lose, "
                     "put a Monster or Cultist of yours costing 2 or less from your Pool there.",
        "Requirement": "Put a Desecration token in an Area where an enemy Controls a Gate.",
        "Feast": "Gather Power: 1 more Power for each Area with one of this card's Desecration tokens.",
    }),
    not_with=("yellow_sign",),
    source=SOURCE + "; the tokens stay on the map when the card goes back (master rulebook, Independent "
                    "Great Old Ones, Death)",
    grade="H", pack=PACK,
)

HASTUR_CARD = LoyaltyCard(
    name=HASTUR, title="Independent Hastur", kind=CardKind.INDEPENDENT, short=SHORTS[HASTUR],
    units=_figure(HASTUR, "Independent Hastur", hastur_combat, 6), cost=6,
    combat="half the current cost of a Ritual of Annihilation, rounded down",
    abilities=(
        EffectAbility("independent_the_stars_are_wrong", Hook.DOOM_PHASE_START,
                      apply=act.stars(HASTUR, "yellow_sign"), great_old_one="independent_hastur"),
        TurnAbility(act.HASTUR_GIFT, Hook.ACTION, act.doom_gift_options, act.doom_gift, cost=0,
                    fields={"target": "faction"}),
    ),
    spellbook="Vengeance",
    requirement=Requirement("As your Action, choose another player, who gains 3 Doom."),
    book_abilities=(WindowAbility(fight.VENGEANCE, Hook.PRE_BATTLE, fight.vengeance_options, fight.vengeance,
                                  fields={}),),
    awaken=awaken_and(HASTUR, act.elder_sign_on_awakening),
    texts=_texts("Yellow Sign", 6, {
        "Awaken": AWAKEN_WORDS.format(cost=6) + " You also take 1 Elder Sign.",
        "The Stars Are Wrong": "Doom Phase: 1 Elder Sign in each Doom Phase in which you Control a Gate in "
                               "the Area of Yellow Sign's faction glyph (not the three Desecration glyphs).",
        "Requirement": "As your Action, choose another player, who gains 3 Doom.",
        "Vengeance": "In a Battle with Hastur you decide which enemy units take your results (chosen "
                     "before the dice, as results are assigned before any Post-Battle moment).",
    }),
    not_with=("yellow_sign",),
    source=SOURCE, grade="H", pack=PACK,
)

CTHULHU_CARD = LoyaltyCard(
    name=CTHULHU, title="Independent Cthulhu", kind=CardKind.INDEPENDENT, short=SHORTS[CTHULHU],
    units=_figure(CTHULHU, "Independent Cthulhu", 3, 6), cost=6, combat="3",
    abilities=(
        EffectAbility("independent_the_stars_are_right", Hook.DOOM_PHASE_START,
                      apply=act.stars(CTHULHU, "great_cthulhu"), great_old_one="independent_cthulhu"),
    ),
    spellbook="Devour",
    requirement=Requirement("Control 3 Gates in Ocean Areas, or 4 Gates are in Ocean Areas.",
                            holds=act.ocean_gates),
    book_abilities=(
        WindowAbility(fight.DEVOUR, Hook.PRE_BATTLE, fight.devour_options, fight.devour, fields={}),
        DemandAbility(fight.DEVOUR_VICTIM, Hook.DEMAND, fight.devour_victim_options, fight.devour_victim,
                      fields={"unit": "unit"}),
    ),
    awaken=awaken_and(CTHULHU, act.elder_sign_on_awakening),
    texts=_texts("Great Cthulhu", 6, {
        "Awaken": AWAKEN_WORDS.format(cost=6) + " You also take 1 Elder Sign.",
        "The Stars Are Right": "Doom Phase: 1 Elder Sign in each Doom Phase in which you Control a Gate in "
                               "the Area of Great Cthulhu's glyph.",
        "Requirement": "Control 3 Gates in Ocean Areas, or 4 Gates are in Ocean Areas.",
        "Devour": "Pre-Battle: in a Battle with Cthulhu, the enemy picks one of his Monsters or Cultists "
                  "there and Eliminates it.",
    }),
    not_with=("great_cthulhu",),
    source=SOURCE, grade="H", pack=PACK,
)

SHUB_NIGGURATH = LoyaltyCard(
    name=SHUB, title="Independent Shub-Niggurath", kind=CardKind.INDEPENDENT, short=SHORTS[SHUB],
    units=_figure(SHUB, "Independent Shub-Niggurath", shub_combat, 4), cost=4,
    combat="the number of Gates you Control",
    abilities=(
        TurnAbility(act.FERTILE, Hook.ACTION, act.fertile_options, act.fertile, cost=0,
                    fields={"unit_type": "unit_type", "area": "area"}, great_old_one="independent_shub_niggurath"),
        DemandAbility(act.FERTILE_MORE, Hook.DEMAND, act.fertile_more_options, act.fertile_more,
                      fields={"unit_type": "unit_type?", "area": "area?"}),
    ),
    spellbook="Avatar",
    requirement=Requirement("Share an Area with each enemy faction (a unit of yours where it has one).",
                            holds=act.shares_with_every_enemy),
    book_abilities=(
        TurnAbility(act.AVATAR, Hook.ACTION, act.avatar_options, act.avatar, cost=1, acts_in=act.avatar_areas,
                    fields={"area": "area", "owner": "faction"}),
        DemandAbility(act.AVATAR_SWAP, Hook.DEMAND, act.swap_options, act.swap, fields={"unit": "unit"}),
    ),
    awaken=usual_awaken(SHUB),
    texts=_texts("Black Goat", 4, {
        "Fertile": "Ongoing: a Recruit Action may bring in any number of Cultists, into one Area or "
                   "several, each paid as a Recruit; a Summon still brings one Monster.",
        "Requirement": "Share an Area with each enemy faction (a unit of yours where it has one).",
        "Avatar": "Action (1 Power): choose an Area and a faction; Shub-Niggurath swaps places with a "
                  "Monster or Cultist of that faction there, which its player picks.",
    }),
    not_with=("black_goat",),
    source=SOURCE, grade="H", pack=PACK,
)

NYARLATHOTEP_CARD = LoyaltyCard(
    name=NYARLATHOTEP, title="Independent Nyarlathotep", kind=CardKind.INDEPENDENT, short=SHORTS[NYARLATHOTEP],
    units=_figure(NYARLATHOTEP, "Independent Nyarlathotep", act.nyarlathotep_combat, 6), cost=6,
    combat="every Spellbook the enemy has, on its faction card and elsewhere",
    spellbook="Harbinger",
    requirement=Requirement("Capture an enemy Cultist.", holds=act.captured_an_enemy_cultist),
    book_abilities=(WindowAbility(fight.HARBINGER, Hook.POST_BATTLE, fight.harbinger_options, fight.harbinger,
                                  fields={"unit": "unit", "reward": "reward"}),),
    awaken=awaken_and(NYARLATHOTEP, act.captives_at_awakening),
    move_reach=flight_reach,
    texts=_texts("Crawling Chaos", 6, {
        "Chaos": "Ongoing: Nyarlathotep Moves up to 2 Areas in a Move Action, and may fly over Areas with "
                 "enemy units.",
        "Requirement": "Capture an enemy Cultist.",
        "Harbinger": "Post-Battle: in a Battle with Nyarlathotep, for each enemy Great Old One that took a "
                     "Kill or a Pain, gain half its Awakening cost in Power, or 2 Elder Signs instead.",
    }),
    not_with=("crawling_chaos",),
    source=SOURCE + "; Harbinger's odd costs as ruling R12 (harbinger_rounding)", grade="H", pack=PACK,
)

YOG_SOTHOTH = LoyaltyCard(
    name=YOG, title="Independent Yog-Sothoth", kind=CardKind.INDEPENDENT, short=SHORTS[YOG],
    units=_figure(YOG, "Independent Yog-Sothoth", doom.faction_great_old_ones_combat, 6), cost=6,
    combat="the enemy factions' own Great Old Ones in play (no Independent counts)",
    abilities=(
        TurnAbility(act.BEYOND_ONE, Hook.ACTION, act.beyond_one_options, act.beyond_one, cost=1,
                    acts_in=act.beyond_one_destination, fields={"to": "area"}, great_old_one="independent_yog_sothoth"),
    ),
    spellbook="The Key and the Gate",
    requirement=Requirement("Yog-Sothoth shares an Area with an enemy Great Old One.",
                            holds=act.beside_an_enemy_great_old_one),
    book_abilities=(
        GatherPowerAbility("independent_key_power", Hook.GATHER_POWER, power=act.key_power),
        EffectAbility("independent_key_doom", Hook.DOOM_PHASE_START, apply=act.key_doom),
        EffectAbility("independent_key_ritual", Hook.RITUAL, apply=act.key_ritual),
        TurnAbility(act.KEY_SUMMON, Hook.AWAKEN, act.key_summon_options, act.key_summon,
                    fields={"unit_type": "unit_type"}),
    ),
    awaken=usual_awaken(YOG),
    texts=_texts("Opener of the Way", 6, {
        "The Beyond One": "Action (1 Power): Yog-Sothoth, in an Area with a Gate and no enemy Great Old One, "
                          "goes to any Area without a Gate, taking the Gate and the unit Controlling it.",
        "Requirement": "Yog-Sothoth shares an Area with an enemy Great Old One.",
        "The Key and the Gate": "Ongoing: Yog-Sothoth is a Gate for every purpose, Controlled by no "
                                "Cultist, and may stand where another Gate is. In force here for Power, "
                                "Doom and Summons: 2 Power at Gather Power, 1 Doom as the Doom Phase "
                                "begins and 1 more in your Ritual, and you may Summon at him; not yet for "
                                "Gate counts or other abilities that read Gates.",
    }),
    not_with=("opener_of_the_way",),
    source=SOURCE, grade="H", pack=PACK,
)

TSATHOGGUA_CARD = LoyaltyCard(
    name=TSATHOGGUA, title="Independent Tsathoggua", kind=CardKind.INDEPENDENT, short=SHORTS[TSATHOGGUA],
    units=_figure(TSATHOGGUA, "Independent Tsathoggua", doom.faction_great_old_ones_combat, 4), cost=4,
    combat="the enemy factions' own Great Old Ones in play (no Independent counts)",
    abilities=(
        RitualTurnAbility(doom.DEATH_FROM_BELOW, Hook.DOOM_PHASE, doom.death_from_below_options,
                          doom.death_from_below, fields={"unit_type": "unit_type", "area": "area"},
                          great_old_one="independent_tsathoggua"),
        TurnAbility(doom.TSATHOGGUA_GIFT, Hook.ACTION, doom.power_gift_options, doom.power_gift, cost=doom.GIFT,
                    fields={"target": "faction"}),
    ),
    spellbook="Lethargy",
    requirement=Requirement("As your Action, spend 3 Power and choose an enemy, who gains 3 Power."),
    book_abilities=(TurnAbility(doom.LETHARGY, Hook.ACTION, doom.lethargy_options, doom.lethargy, cost=0,
                                fields={}),),
    awaken=usual_awaken(TSATHOGGUA),
    texts=_texts("Sleeper", 4, {
        "Death from Below": "Doom Phase, once: put the cheapest Monster of your Pool in an Area with a unit "
                            "of yours; of several at that cost, you pick.",
        "Requirement": "As your Action, spend 3 Power and choose an enemy, who gains 3 Power.",
        "Lethargy": "Action (0 Power): with Tsathoggua in play and an enemy with more Power than you, do "
                    "nothing; it counts as your Action.",
    }),
    not_with=("sleeper",),
    source=SOURCE, grade="H", pack=PACK,
)

UBBO_SATHLA = LoyaltyCard(
    name=UBBO, title="Independent Ubbo-Sathla", kind=CardKind.INDEPENDENT, short=SHORTS[UBBO],
    units=_figure(UBBO, "Independent Ubbo-Sathla", doom.ubbo_combat, 4), cost=4,
    combat="where his Growth marker stands on the Doom Track",
    abilities=(
        EffectAbility(doom.SYCOPHANCY, Hook.RITUAL, apply=doom.sycophancy, great_old_one="independent_ubbo_sathla"),
        DemandAbility(doom.SYCOPHANCY_CHOICE, Hook.DEMAND, doom.sycophancy_options, doom.sycophancy_paid,
                      fields={"pay": ("doom_less", "doom_given")}),
        TurnAbility(doom.UBBO_GATE, Hook.ACTION, doom.gate_removal_options, doom.gate_removal, cost=0,
                    fields={"area": "area"}),
    ),
    spellbook="Infernal Banquet",
    requirement=Requirement("As your Action, remove a Gate you Control (its Cultist stays) and move the "
                            "Growth marker on by a die."),
    book_abilities=(EffectAbility("independent_infernal_banquet", Hook.DOOM_PHASE_START,
                                  apply=doom.infernal_banquet),),
    awaken=awaken_and(UBBO, doom.growth_at_zero),
    events=(doom.GrowthGateRemoved,),
    texts=_texts("Tcho-Tcho", 4, {
        "Awaken": AWAKEN_WORDS.format(cost=4) + " His Growth marker goes on 0 of the Doom Track.",
        "Sycophancy": "Doom Phase: an enemy performing a Ritual of Annihilation either gains 1 Doom less "
                      "or gives you 1 Doom, as it chooses.",
        "Requirement": "As your Action, remove a Gate you Control (its Cultist stays) and move the Growth "
                       "marker on by a die.",
        "Infernal Banquet": "Doom Phase: roll a die and move the Growth marker on by it.",
    }),
    not_with=("tcho_tcho",),
    source=SOURCE + "; the Growth marker stops at 30, the end of the Doom Track", grade="H", pack=PACK,
)

RHAN_TEGOTH = LoyaltyCard(
    name=RHAN, title="Independent Rhan-Tegoth", kind=CardKind.INDEPENDENT, short=SHORTS[RHAN],
    units=_figure(RHAN, "Independent Rhan-Tegoth", 2, 4), cost=4, combat="2",
    abilities=(CostAbility("independent_herald", Hook.COST, cost_change=doom.herald,
                           great_old_one="independent_rhan_tegoth"),),
    spellbook="Eternal",
    requirement=Requirement("Control a Gate in an Area with Windwalker's glyph.", holds=doom.pole_gate),
    book_abilities=(WindowAbility(fight.ETERNAL, Hook.POST_BATTLE, fight.eternal_options, fight.eternal,
                                  fields={}),),
    awaken=usual_awaken(RHAN),
    texts=_texts("Windwalker", 4, {
        "Herald": "Doom Phase: you never pay more than 5 Power for a Ritual of Annihilation.",
        "Requirement": "Control a Gate in an Area with Windwalker's glyph.",
        "Eternal": "Post-Battle: when Rhan-Tegoth was given a Kill, you may pay 1 Power to make it a Pain.",
    }),
    not_with=("windwalker",),
    source=SOURCE, grade="H", pack=PACK,
)

ITHAQUA_CARD = LoyaltyCard(
    name=ITHAQUA, title="Independent Ithaqua", kind=CardKind.INDEPENDENT, short=SHORTS[ITHAQUA],
    units=_figure(ITHAQUA, "Independent Ithaqua", 5, 4), cost=4, combat="5",
    abilities=(
        TurnAbility(doom.HIBERNATE, Hook.ACTION, doom.hibernate_options, doom.hibernate, cost=0, fields={},
                    great_old_one="independent_ithaqua"),
        MayActAbility("independent_hibernating", Hook.MAY_ACT, may_act=hibernation_rule),
    ),
    spellbook="Ferox",
    requirement=Requirement("Gates are in both Areas with Windwalker's glyph.", holds=doom.both_poles_gated),
    book_abilities=(CaptureAbility("independent_ferox", Hook.CAPTURE, capture_rule=doom.ferox),),
    awaken=usual_awaken(ITHAQUA),
    texts=_texts("Windwalker", 4, {
        "Hibernate": "Action (0 Power): take no more Actions this Action Phase, as if at 0 Power; the Power "
                     "you have now is added to what you gather at the next Gather Power.",
        "Requirement": "Gates are in both Areas with Windwalker's glyph.",
        "Ferox": "Ongoing: enemy Monsters and Terrors cannot Capture your Cultists; an enemy Great Old One "
                 "still can.",
    }),
    not_with=("windwalker",),
    source=SOURCE, grade="H", pack=PACK,
)

CARDS = (KING_IN_YELLOW, HASTUR_CARD, CTHULHU_CARD, SHUB_NIGGURATH, NYARLATHOTEP_CARD, YOG_SOTHOTH,
         TSATHOGGUA_CARD, UBBO_SATHLA, RHAN_TEGOTH, ITHAQUA_CARD)
