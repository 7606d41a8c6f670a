"""Opener of the Way (master rulebook, Opener of the Way faction chapter and FAQ; docs/factions.md,
Opener of the Way): units, The Beyond One, Yog-Sothoth with The Key and the Gate, the Spellbooks and
the six Spellbook requirements."""
from __future__ import annotations

from ...engine.content import (DemandAbility, EffectAbility, FactionSpec, GatherPowerAbility, Hook,
                               Requirement, RitualTurnAbility, StartRule, TurnAbility, UnitKind,
                               UnitLostAbility, UnitSpec, WindowAbility)
from ..common import chosen_area
from . import actions, battle, dread, ruleset
from .events import GateCarried
from .units import yog_sothoth_combat

FACTION = FactionSpec(
    name="opener_of_the_way",
    short="ow",
    title="Opener of the Way",
    options=ruleset.OPTIONS,
    units=(
        UnitSpec("acolyte", UnitKind.CULTIST, 6, 1, 0),
        UnitSpec("mutant", UnitKind.MONSTER, 4, 2, 1),
        UnitSpec("abomination", UnitKind.MONSTER, 3, 3, 2),
        UnitSpec("spawn_of_yog_sothoth", UnitKind.MONSTER, 2, 4, 3, title="Spawn of Yog-Sothoth"),
        UnitSpec("yog_sothoth", UnitKind.GREAT_OLD_ONE, 1, 6, yog_sothoth_combat, title="Yog-Sothoth"),
    ),
    spellbooks=("Channel Power", "Dragon Ascending", "Dragon Descending", "Dread Curse of Azathoth",
                "The Million Favored Ones", "They Break Through"),
    requirements=(
        Requirement("8 Gates are on the map.", holds=actions.eight_gates),
        Requirement("12 Gates are on the map (10 in 2- and 3-player games).", holds=actions.twelve_gates,
                    wording=actions.twelve_gates_words),
        Requirement("You have units in at least 2 Areas containing enemy-Controlled Gates.",
                    holds=actions.enemy_gate_areas),
        Requirement("Lose one of your own units in a Battle."),
        Requirement("Your Great Old One is in the same Area as an enemy Great Old One.",
                    holds=actions.meets_enemy_great_old_one),
        Requirement("Awaken Yog-Sothoth."),
    ),
    abilities=(
        TurnAbility("awaken_yog_sothoth", Hook.AWAKEN, actions.awaken_options, actions.awaken,
                    fields={"spawn": "unit"}),
        # A Summon Monster Action that prices itself in its event, like an Awakening.
        TurnAbility("summon_through", Hook.AWAKEN, actions.summon_options, actions.summon,
                    fields={"unit_type": "unit_type", "area": "area"}),
        TurnAbility("beyond_one", Hook.ACTION, actions.beyond_one_options, actions.beyond_one,
                    cost=actions.beyond_one_cost, acts_in=actions.beyond_one_destination,
                    fields={"unit": "unit", "to": "area"}),
        TurnAbility("dread_curse", Hook.ACTION, dread.curse_options, dread.curse, cost=dread.curse_cost,
                    acts_in=chosen_area, fields={"area": "area"}),
        DemandAbility("dread_curse_split", Hook.DEMAND, dread.split_options, dread.split, fields={"victim": "faction"}),
        DemandAbility("dread_curse_victim", Hook.DEMAND, dread.victim_options, dread.victim, fields={"unit": "unit"}),
        DemandAbility("dread_curse_retreat", Hook.DEMAND, dread.retreat_options, dread.retreat,
                      fields={"unit": "unit", "to": "area"}),
        GatherPowerAbility("key_power", Hook.GATHER_POWER, power=actions.key_power),
        EffectAbility("key_in_the_ocean", Hook.GATHER_POWER_PHASE, apply=actions.key_in_the_ocean),
        EffectAbility("key_doom", Hook.DOOM_PHASE_START, apply=actions.key_doom),
        EffectAbility("key_ritual", Hook.RITUAL, apply=actions.key_ritual),
        UnitLostAbility("lost_in_battle", Hook.UNIT_LOST, apply=actions.lost_in_battle),
        EffectAbility("favored_roll_call", Hook.POST_BATTLE, apply=battle.roll_call),
        WindowAbility("million_favored_ones", Hook.BATTLE_RESOLVED, battle.favored_options, battle.favored,
                      conditions={"a_unit_may_be_promoted": battle.may_promote},
                      fields={"unit": "unit", "into": ("mutant", "abomination", "spawn_of_yog_sothoth", "mutants")}),
        WindowAbility("channel_power", Hook.DICE_ROLLED, battle.channel_options, battle.channel,
                      conditions={"dice_missed": battle.may_channel}, fields={}),
        WindowAbility("dragon_descending", Hook.RITUAL, actions.descending_options, actions.descending, fields={}),
        TurnAbility("dragon_ascending", Hook.UNLIMITED, actions.ascending_options, actions.ascending,
                    fields={"enemy": "faction"}),
        WindowAbility("dragon_ascending_before_action", Hook.ACTION_START, actions.ascending_before_action,
                      actions.ascending_window_apply, fields={"enemy": "faction"}),
        WindowAbility("dragon_ascending_after_gathering", Hook.GATHER_POWER_PHASE, actions.ascending_after_gathering,
                      actions.ascending_window_apply, fields={"enemy": "faction"}),
        WindowAbility("dragon_ascending_in_battle", Hook.BATTLE_DECLARED, actions.ascending_in_battle,
                      actions.ascending_window_apply, fields={"enemy": "faction"}),
        WindowAbility("dragon_ascending_doom_phase", Hook.DOOM_PHASE_START, actions.ascending_doom_phase,
                      actions.ascending_window_apply, fields={"enemy": "faction"}),
        RitualTurnAbility("dragon_ascending_ritual_turn", Hook.DOOM_PHASE, actions.ascending_ritual_turn,
                          actions.ascending, fields={"enemy": "faction"}),
    ),
    summon_places=actions.summon_areas,
    unit_gates=actions.yog_sothoth_gate,
    start=StartRule(areas=actions.start_areas, stage=9),
    events=(GateCarried,),
)
