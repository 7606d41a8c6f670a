"""Windwalker (master rulebook, Windwalker faction chapter and FAQ; docs/factions.md, Windwalker):
units, Hibernate, Rhan Tegoth with Eternal and Ithaqua with Ferox, set-up at a pole after the other
factions (never First Player at the start), the Spellbooks and the six requirements."""
from __future__ import annotations

from ...engine.content import (CaptureAbility, CostAbility, DemandAbility, EffectAbility, FactionSpec, Hook,
                               MayActAbility, PublicDatum, Requirement, StartRule, SummonCostAbility,
                               TurnAbility, UnitKind, UnitMovedAbility, UnitSpec, WindowAbility)
from . import actions, battle, movement, ruleset
from .events import GateReplaced
from .units import gnoph_keh_cost, ithaqua_combat

FACTION = FactionSpec(
    name="windwalker",
    short="ww",
    title="Windwalker",
    options=ruleset.OPTIONS,
    start=StartRule(glyph="windwalker", areas=actions.start_pole, stage=3),
    never_starts_first=True,
    units=(
        UnitSpec("acolyte", UnitKind.CULTIST, 6, 1, 0),
        UnitSpec("wendigo", UnitKind.MONSTER, 4, 1, 1),
        UnitSpec("gnoph_keh", UnitKind.MONSTER, 4, 4, 3, doom_value=3, title="Gnoph-Keh"),
        UnitSpec("rhan_tegoth", UnitKind.GREAT_OLD_ONE, 1, 6, 3, title="Rhan Tegoth"),
        UnitSpec("ithaqua", UnitKind.GREAT_OLD_ONE, 1, 6, ithaqua_combat),
    ),
    spellbooks=("Arctic Wind", "Berserkergang", "Cannibalism", "Herald of the Outer Gods", "Howl", "Ice Age"),
    requirements=(
        Requirement("Awaken Rhan Tegoth."),
        Requirement("Be the First Player.", holds=actions.is_first_player),
        Requirement("A Gate exists in the Windwalker-glyph Area where you did not start.",
                    holds=actions.far_pole_gate),
        Requirement("Another faction has 6 Spellbooks (two-player game: or sacrifice Ithaqua).",
                    holds=actions.another_has_six),
        Requirement("Take this Spellbook at any time; gain 1 Elder Sign for each enemy with 6 Spellbooks "
                    "(at most 3)."),
        Requirement("Awaken Ithaqua."),
    ),
    abilities=(
        TurnAbility("awaken_rhan_tegoth", Hook.AWAKEN, actions.awaken_rhan_options, actions.awaken_rhan,
                    fields={"area": "area"}),
        TurnAbility("awaken_ithaqua", Hook.AWAKEN, actions.awaken_ithaqua_options, actions.awaken_ithaqua,
                    fields={"area": "area"}),
        TurnAbility("hibernate", Hook.ACTION, actions.hibernate_options, actions.hibernate, cost=0, fields={}),
        MayActAbility("hibernating", Hook.MAY_ACT, may_act=actions.may_act),
        SummonCostAbility("gnoph_keh_cost", Hook.SUMMON_COST, summon_cost=gnoph_keh_cost),
        CaptureAbility("ferox", Hook.CAPTURE, capture_rule=actions.ferox, great_old_one="ithaqua"),
        WindowAbility("eternal", Hook.POST_BATTLE, battle.eternal_options, battle.eternal, fields={},
                      great_old_one="rhan_tegoth"),
        WindowAbility("cannibalism", Hook.BATTLE_RESOLVED, battle.cannibalism_options, battle.cannibalism,
                      fields={"unit_type": "unit_type"}),
        WindowAbility("howl", Hook.PRE_BATTLE, battle.howl_options, battle.howl, fields={}),
        DemandAbility("howl_retreat", Hook.DEMAND, battle.howled_options, battle.howled,
                      fields={"unit": "unit", "to": "area"}),
        EffectAbility("berserkergang", Hook.POST_BATTLE, apply=battle.berserkergang),
        DemandAbility("berserkergang_victim", Hook.DEMAND, battle.berserk_victim_options, battle.berserk_victim,
                      fields={"unit": "unit"}),
        UnitMovedAbility("arctic_wind", Hook.UNIT_MOVED, apply=movement.arctic_wind),
        DemandAbility("arctic_wind_carry", Hook.DEMAND, movement.carry_options, movement.carry,
                      fields={"unit": "unit?"}),
        TurnAbility("ice_age", Hook.ACTION, actions.ice_age_options, actions.ice_age, cost=1, fields={"area": "area"}),
        CostAbility("ice_age_cost", Hook.COST, cost_change=actions.ice_age_cost),
        CostAbility("herald_of_the_outer_gods", Hook.COST, cost_change=actions.herald_cost),
        TurnAbility("take_any_time_spellbook", Hook.UNLIMITED, actions.claim_options, actions.claim, fields={}),
        WindowAbility("take_any_time_spellbook_at_doom_end", Hook.DOOM_PHASE_END, actions.claim_at_doom_end_options,
                      actions.claim, fields={}),
        WindowAbility("take_any_time_spellbook_at_game_end", Hook.GAME_END, actions.claim_at_game_end_options,
                      actions.claim, fields={}),
        TurnAbility("sacrifice_ithaqua", Hook.ACTION, actions.sacrifice_options, actions.sacrifice, cost=0, fields={}),
    ),
    events=(GateReplaced,),
    public_data=(PublicDatum("hibernate_round", "round", "the round Windwalker last Hibernated in."),
                 PublicDatum("rhan_tegoth_awakened", "flag", "Rhan Tegoth has Awakened once."),),
)
