"""Sleeper (master rulebook, Sleeper faction chapter and FAQ; docs/factions.md, Sleeper): units,
Death from Below, Tsathoggua with Lethargy, the six Spellbooks and the six Spellbook requirements.
Energy Nexus plays every Action it allows, a Battle of its own among them (fought before the declared
Battle, which then resumes)."""
from __future__ import annotations

from ...engine.content import (DemandAbility, EffectAbility, FactionSpec, FieldType, GatherPowerAbility, Hook,
                               PublicDatum, Requirement, RequirementMetAbility, RitualTurnAbility,
                               TurnAbility, UnitKind, UnitSpec, WindowAbility)
from ..common import chosen_area
from ..tcho_tcho.actions import sycophancy as sycophancy_paid, sycophancy_options
from . import actions, battle, energy_nexus, ruleset, sorcery
from .events import GateSlumbered, GateWoken
from .units import formless_spawn_combat, tsathoggua_combat

# Energy Nexus lists one option per Action Sleeper may take: `kind` names the Action, and the other
# fields are the ones that Action needs (e.g. `unit` and `to` for a Move, `slot` for a requirement).
NEXUS_FIELDS: dict[str, FieldType] = {"kind": ("battle", "move", "recruit", "summon", "awaken", "cursed_slumber", "requirement",
                         "capture_monster", "ancient_sorcery", "lethargy"),
                "unit": "unit", "to": "area", "area": "area", "enemy": "faction", "slot": "slot", "cost": "count"}
NEXUS_MOVE_FIELDS: dict[str, FieldType] = {"kind": ("move", "done"), "unit": "unit", "to": "area", "cost": "count"}
NEXUS_OPTIONAL = ("unit", "to", "area", "enemy", "slot", "cost")
NEXUS_MOVE_OPTIONAL = ("unit", "to", "cost")  # left out when the Move is done

FACTION = FactionSpec(
    name="sleeper",
    short="sl",
    title="Sleeper",
    options=ruleset.OPTIONS,
    units=(
        UnitSpec("acolyte", UnitKind.CULTIST, 6, 1, 0),
        UnitSpec("wizard", UnitKind.MONSTER, 2, 1, 0),
        UnitSpec("serpent_man", UnitKind.MONSTER, 3, 2, 1, title="Serpent Man"),
        UnitSpec("formless_spawn", UnitKind.MONSTER, 4, 3, formless_spawn_combat),
        UnitSpec("tsathoggua", UnitKind.GREAT_OLD_ONE, 1, 8, tsathoggua_combat),
    ),
    spellbooks=("Ancient Sorcery", "Burrow", "Capture Monster", "Cursed Slumber", "Demand Sacrifice",
                "Energy Nexus"),
    requirements=(
        Requirement("As your Action, spend 3 Power. Each other player gains 1 Power.", action_cost=3),
        Requirement("As your Action, spend 3 Power. Select another player who gains 3 Power.", action_cost=3),
        Requirement("As your Action, spend 3 Power. Each other player loses 1 Power.", action_cost=3),
        Requirement("Roll 6 or more Combat dice in a single Battle.", on_battle=battle.six_dice),
        Requirement("Perform a Ritual of Annihilation."),
        Requirement("Awaken Tsathoggua."),
    ),
    abilities=(
        TurnAbility("awaken_tsathoggua", Hook.AWAKEN, actions.awaken_options, actions.awaken, fields={"area": "area"}),
        TurnAbility("lethargy", Hook.ACTION, actions.lethargy_options, actions.lethargy, cost=actions.lethargy_cost,
                    fields={}, great_old_one="tsathoggua"),
        RitualTurnAbility("death_from_below", Hook.DOOM_PHASE, actions.death_from_below_options,
                          actions.death_from_below, fields={"unit_type": "unit_type", "area": "area"}),
        RequirementMetAbility("requirement_action_effects", Hook.REQUIREMENT_MET,
                              apply=actions.requirement_action_effects),
        DemandAbility("gift_of_three", Hook.DEMAND, actions.gift_options, actions.gift, fields={"to": "faction"}),
        EffectAbility("ritual_performed", Hook.RITUAL, apply=actions.ritual_met),
        TurnAbility("capture_monster", Hook.ACTION, actions.capture_monster_options, actions.capture_monster,
                    cost=actions.capture_monster_cost, fields={"enemy": "faction"}),
        DemandAbility("capture_monster_victim", Hook.DEMAND, actions.capture_victim_options, actions.capture_victim,
                      fields={"unit": "unit"}),
        TurnAbility("cursed_slumber", Hook.ACTION, actions.slumber_options, actions.slumber, cost=1,
                    fields={"area": "area"}),
        TurnAbility("cursed_slumber_return", Hook.ACTION, actions.wake_options, actions.wake, cost=1,
                    acts_in=chosen_area, fields={"area": "area"}),
        GatherPowerAbility("cursed_slumber_power", Hook.GATHER_POWER, power=actions.slumber_power),
        EffectAbility("cursed_slumber_doom", Hook.DOOM_PHASE_START, apply=actions.slumber_doom),
        EffectAbility("burrow", Hook.AFTER_ANY_ACTION, apply=actions.burrow),
        EffectAbility("burrow_reset", Hook.ACTION_START, apply=actions.burrow_reset),
        WindowAbility("energy_nexus", Hook.BATTLE_DECLARED, energy_nexus.nexus_options, energy_nexus.apply,
                      fields=NEXUS_FIELDS, optional_fields=NEXUS_OPTIONAL),
        DemandAbility("energy_nexus_move", Hook.DEMAND, energy_nexus.more_options, energy_nexus.more,
                      fields=NEXUS_MOVE_FIELDS, optional_fields=NEXUS_MOVE_OPTIONAL),
        WindowAbility("demand_sacrifice", Hook.PRE_BATTLE, battle.demand_sacrifice_options, battle.demand_sacrifice,
                      fields={}),
        DemandAbility("sacrifice_chosen", Hook.DEMAND, battle.sacrifice_options, battle.sacrifice_chosen,
                      fields={"give": ("elder_sign", "kills_as_pains")}),
        EffectAbility("kills_as_pains", Hook.POST_BATTLE, apply=battle.kills_become_pains),
        TurnAbility("ancient_sorcery", Hook.ACTION, sorcery.sorcery_options, sorcery.sorcery, cost=1,
                    fields={"area": "area", "enemy": "faction"}),
        RitualTurnAbility("ancient_sorcery_return", Hook.DOOM_PHASE, sorcery.ritual_turn_return_options,
                          sorcery.return_on_ritual_turn, fields={"enemy": "faction", "area": "area"}),
        EffectAbility("ancient_sorcery_end", Hook.DOOM_PHASE_END, apply=sorcery.doom_phase_end),
        DemandAbility("ancient_sorcery_back", Hook.DEMAND, sorcery.back_options, sorcery.back,
                      fields={"enemy": "faction", "area": "area"}),
        GatherPowerAbility("feast", Hook.GATHER_POWER, power=sorcery.feast),
        EffectAbility("borrowed_sycophancy_asked", Hook.RITUAL, apply=sorcery.sycophancy),
        DemandAbility("borrowed_sycophancy", Hook.DEMAND, sycophancy_options, sycophancy_paid,
                      fields={"pay": ("doom_less", "doom_given")}),
        TurnAbility("sorcery_fertility_cult", Hook.ACTION, sorcery.fertility_options, sorcery.fertility, cost=0,
                    fields={"unit_type": "unit_type", "area": "area"}),
        DemandAbility("sorcery_fertility_more", Hook.DEMAND, sorcery.fertility_more_options, sorcery.fertility_more,
                      fields={"unit_type": "unit_type?", "area": "area?"}),
        TurnAbility("sorcery_fertility_unlimited", Hook.UNLIMITED, sorcery.fertility_unlimited_options,
                    sorcery.fertility_unlimited, fields={"unit_type": "unit_type", "area": "area"}),
    ),
    move_reach=sorcery.sleeper_reach,
    losses_off_map=actions.slumbering_cultist,
    abandoned_gates_off_map=actions.abandoned_slumbering_gate,
    events=(GateSlumbered, GateWoken),
    public_data=(PublicDatum("death_from_below_round", "round", "the round Death from Below was last used in."),
                 PublicDatum("tsathoggua_awakened", "flag", "Tsathoggua has Awakened once."),),
)
