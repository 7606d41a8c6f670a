"""Great Cthulhu (master rulebook, Great Cthulhu faction card; docs/factions.md; rulings R4,
R8, R9): units, Immortal, Cthulhu and Devour, the six Spellbooks and the six Spellbook requirements."""
from __future__ import annotations

from ...engine.content import (AwakenedAbility, BattleCombatAbility, DemandAbility, FactionSpec, GatherPowerAbility, Hook,
                               PublicDatum, Requirement, RequirementMetAbility, TurnAbility, UnitKind,
                               UnitSpec, WindowAbility)
from ..common import chosen_area
from . import actions, battle, requirements, ruleset

FACTION = FactionSpec(
    name="great_cthulhu",
    options=ruleset.OPTIONS,
    public_data=(PublicDatum("cthulhu_awakened", "flag", "Cthulhu has Awakened once (later Awakenings cost 4)."),),
    short="gc",
    title="Great Cthulhu",
    units=(
        UnitSpec("acolyte", UnitKind.CULTIST, 6, 1, 0),
        UnitSpec("deep_one", UnitKind.MONSTER, 4, 1, 1),
        UnitSpec("shoggoth", UnitKind.MONSTER, 2, 2, 2),
        UnitSpec("starspawn", UnitKind.MONSTER, 2, 3, 3),
        # rulings R9: Combat 6; Two-Player Rules example 1: 10/4 averaged is worth 7 Doom.
        UnitSpec("cthulhu", UnitKind.GREAT_OLD_ONE, 1, 10, 6, doom_value=7, awaken_cost=actions.awaken_cost),
    ),
    spellbooks=("Absorb", "Devolve", "Dreams", "Regenerate", "Submerge", "Y'ha Nthlei"),
    requirements=(
        Requirement("In the first Doom Phase, receive this Spellbook and 1 Elder Sign.",
                    holds=requirements.first_doom_phase),
        Requirement("In a Doom Phase with the other 5 Spellbooks on your card, receive this and 1 Elder Sign.",
                    holds=requirements.last_doom_phase, wording=requirements.last_doom_phase_words),
        Requirement("Kill and/or Devour an enemy Unit in a Battle.", on_battle=requirements.one_in_battle),
        Requirement("Kill and/or Devour 2 enemy Units in a Battle.", on_battle=requirements.two_in_battle),
        Requirement("Control 3 Gates in ocean Areas, or 4 Gates exist in ocean Areas.",
                    holds=requirements.ocean_gates),
        Requirement("Awaken Cthulhu."),
    ),
    abilities=(
        TurnAbility("awaken_cthulhu", Hook.AWAKEN, actions.awaken_options, actions.awaken, fields={}),
        TurnAbility("dreams", Hook.ACTION, actions.dreams_options, actions.dreams, cost=actions.dreams_cost,
                    acts_in=chosen_area, fields={"area": "area", "enemy": "faction"}),
        DemandAbility("dreams_victim", Hook.DEMAND, actions.dreams_victim_options, actions.dreams_victim,
                      fields={"unit": "unit"}),
        TurnAbility("submerge", Hook.ACTION, actions.submerge_options, actions.submerge, cost=1, fields={}),
        DemandAbility("submerge_with", Hook.DEMAND, actions.submerge_with_options, actions.submerge_with,
                      fields={"unit": "unit?"}),
        TurnAbility("emerge", Hook.ACTION, actions.emerge_options, actions.emerge, cost=0, acts_in=chosen_area,
                    fields={"area": "area"}),
        WindowAbility("devolve", Hook.AFTER_ANY_ACTION, actions.devolve_options, actions.devolve,
                      conditions={"my_cultist_capturable": actions.threatened}, fields={"unit": "unit"}),
        GatherPowerAbility("y'ha_nthlei", Hook.GATHER_POWER, power=actions.yha_nthlei),
        WindowAbility("devour", Hook.PRE_BATTLE, battle.devour_options, battle.devour, fields={},
                      great_old_one="cthulhu"),
        DemandAbility("devour_victim", Hook.DEMAND, battle.devour_victim_options, battle.devour_victim,
                      fields={"unit": "unit"}),
        WindowAbility("absorb", Hook.PRE_BATTLE, battle.absorb_options, battle.absorb,
                      fields={"shoggoth": "unit", "unit": "unit"}),
        BattleCombatAbility("absorbed_dice", Hook.BATTLE, combat=battle.absorb_combat),
        WindowAbility("regenerate", Hook.POST_BATTLE, battle.regenerate_options, battle.regenerate,
                      fields={"unit": "unit", "donor": "unit?", "kind": "battle_result?"}),
        RequirementMetAbility("elder_sign_with_spellbook", Hook.REQUIREMENT_MET, apply=requirements.elder_sign_reward),
        AwakenedAbility("immortal", Hook.AWAKENED, apply=actions.immortal),
    ),
    starts_first="great_cthulhu_starts",
)
