"""Bubastis (master rulebook, Bubastis faction chapter and FAQ; docs/factions.md, Bubastis): the Moon,
its own Area with a Gate it always Controls; Cats and no Cultists, Earth Cats counting as Acolytes
(Lunacy) but never Captured; Bastet the Elder God with Requires Attention; the Spellbooks and the six
requirements. Never seated against Crawling Chaos in a two-player game."""
from __future__ import annotations

from ...engine.content import (CaptureAbility, DeclareBattleAbility, DemandAbility,
                               EffectAbility, FactionArea, FactionSpec, GatherPowerAbility, Hook,
                               MayEnterAbility, Requirement, RequirementMetAbility, RitualTurnAbility, StartRule,
                               SummonCostAbility, TurnAbility, UnitKind, UnitLostAbility, UnitMovedAbility,
                               UnitSpec, WindowAbility)
from . import actions, battle, ruleset
from .units import MOON, cat_cost, saturn_combat

FACTION = FactionSpec(
    name="bubastis",
    short="bb",
    title="Bubastis",
    options=ruleset.OPTIONS,
    own_area=FactionArea(MOON, tags=("land", "moon"), gate=True),
    start=StartRule(areas=actions.start_on_the_moon, unit="earth_cat"),
    not_against=("crawling_chaos",),
    high_priest=False,
    units=(
        UnitSpec("earth_cat", UnitKind.MONSTER, 6, 1, 0, power=1, cultist=True, title="Earth Cat"),
        UnitSpec("cat_from_mars", UnitKind.MONSTER, 2, 2, 1, power=1, title="Cat from Mars"),
        UnitSpec("cat_from_saturn", UnitKind.MONSTER, 2, 3, saturn_combat, power=1, title="Cat from Saturn"),
        UnitSpec("cat_from_uranus", UnitKind.MONSTER, 2, 4, 3, power=1, title="Cat from Uranus"),
        UnitSpec("bastet", UnitKind.ELDER_GOD, 1, 6, 0, great_old_one=True, elder_signs=0, title="Bastet"),
    ),
    spellbooks=("Ailurophobia", "Catabolism", "Catnapping", "Predator", "Savagery", "Zagazig"),
    requirements=(
        Requirement("As your Action, pay 2 Power.", action_cost=2),
        Requirement("No Earth Cats are on the Moon.", holds=actions.no_earth_cats_on_the_moon),
        Requirement("A Cat of yours is in every enemy's start Area (gain 1 Power per enemy).",
                    holds=actions.cats_at_enemy_starts),
        Requirement("Lose a Cat from Mars or a Cat from Saturn."),
        Requirement("Lose a Cat from Uranus."),
        Requirement("Awaken Bastet."),
    ),
    abilities=(
        MayEnterAbility("the_moon", Hook.MAY_ENTER, may_enter=actions.moon_entry),
        CaptureAbility("lunacy", Hook.CAPTURE, capture_rule=actions.lunacy, final=True),
        GatherPowerAbility("moon_power", Hook.GATHER_POWER, power=actions.gather_power),
        SummonCostAbility("cat_costs", Hook.SUMMON_COST, summon_cost=cat_cost),
        TurnAbility("awaken_bastet", Hook.AWAKEN, actions.awaken_bastet_options, actions.awaken_bastet,
                    fields={"area": "area"}),
        RitualTurnAbility("requires_attention", Hook.DOOM_PHASE, actions.attention_options, actions.attention,
                          fields={}, great_old_one="bastet"),
        DeclareBattleAbility("elder_god", Hook.DECLARE_BATTLE, battle_rule=battle.bastet_alone_declares_no_battle),
        EffectAbility("zagazig_swap", Hook.DICE_ROLLED, apply=battle.zagazig_swap),
        EffectAbility("bastet", Hook.DICE_ROLLED, apply=battle.bastet_in_battle, great_old_one="bastet"),
        WindowAbility("zagazig", Hook.PRE_BATTLE, battle.zagazig_options, battle.zagazig, fields={}),
        WindowAbility("savagery", Hook.PRE_BATTLE, battle.savagery_options, battle.savagery, fields={}),
        WindowAbility("predator", Hook.BATTLE_RESOLVED, battle.predator_options, battle.predator,
                      fields={"unit_type": "unit_type"}),
        DemandAbility("predator_victim", Hook.DEMAND, battle.predator_victim_options, battle.predator_victim,
                      fields={"unit": "unit"}),
        TurnAbility("catabolism", Hook.ACTION, actions.catabolism_options, actions.catabolism, cost=0,
                    fields={"unit_type": "unit_type", "area": "area"}),
        TurnAbility("catnapping", Hook.ACTION, actions.catnapping_options, actions.catnapping, cost=1,
                    fields={"enemy": "faction?"}),
        UnitMovedAbility("catnapping_income", Hook.UNIT_MOVED, apply=actions.catnapping_income, anyone=True),
        EffectAbility("ailurophobia", Hook.DOOM_PHASE_START, apply=actions.ailurophobia),
        RequirementMetAbility("requirement_power", Hook.REQUIREMENT_MET, apply=actions.requirement_power),
        UnitLostAbility("cat_lost", Hook.UNIT_LOST, apply=actions.cat_lost),
    ),
)
