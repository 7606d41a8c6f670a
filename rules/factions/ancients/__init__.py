"""The Ancients (master rulebook, The Ancients faction chapter and FAQ; docs/factions.md, The
Ancients): Acolytes, Un-Men, Reanimated and Yothans (Terrors, not Monsters), no Great Old One, the
Cathedrals (Buildings, kept as the Areas they stand in), Dematerialization, the six Spellbooks and
the six requirements."""
from __future__ import annotations

from ...engine.content import (CaptureAbility, DeclareBattleAbility, DemandAbility, EffectAbility,
                               FactionSpec, GatherPowerAbility, Hook, PublicDatum, Requirement,
                               RequirementMetAbility, RitualTurnAbility, StartRule, SummonCostAbility,
                               TurnAbility, UnitKind, UnitLostAbility, UnitSpec, WindowAbility)
from . import actions, cathedrals, ruleset
from .events import CathedralBuilt, CathedralRemoved
from .texts import TEXTS

FACTION = FactionSpec(
    name="ancients",
    short="an",
    title="The Ancients",
    plural_title=True,
    options=ruleset.OPTIONS,
    texts=TEXTS,
    units=(
        UnitSpec("acolyte", UnitKind.CULTIST, 6, 1, 0),
        UnitSpec("un_man", UnitKind.MONSTER, 3, 3, 0, doom_value=2, title="Un-Man"),
        UnitSpec("reanimated", UnitKind.MONSTER, 3, 4, 2, doom_value=3),
        UnitSpec("yothan", UnitKind.TERROR, 3, 6, 7, doom_value=5),
    ),
    spellbooks=("Brainless", "Consecration", "Extinction", "Festival", "Unholy Ground", "Worship Services"),
    requirements=(
        Requirement("A Cathedral is in an Area with the vertical-slashes glyph.",
                    holds=cathedrals.requirement_holds("vertical_slashes")),
        Requirement("A Cathedral is in an Area with the chevron glyph.", holds=cathedrals.requirement_holds("chevron")),
        Requirement("A Cathedral is in an Area with the circular glyph.",
                    holds=cathedrals.requirement_holds("circular")),
        Requirement("A Cathedral is in an Area with none of those three glyphs.",
                    holds=cathedrals.requirement_holds(None)),
        Requirement("As your Action, every enemy Summons its cheapest Monster for free at one of its Gates.",
                    action_cost=0),
        Requirement("As your Action, every enemy Summons its most expensive Monster for free at one of its Gates.",
                    action_cost=0),
    ),
    abilities=(
        TurnAbility("build_cathedral", Hook.ACTION, cathedrals.build_options, cathedrals.build,
                    fields={"area": "area"}),
        RitualTurnAbility("dematerialization", Hook.DOOM_PHASE, actions.dematerialization_options,
                          actions.dematerialization, fields={"origin": "area", "to": "area", "some": "bool"},
                          optional_fields=("some",)),
        DemandAbility("dematerialize_units", Hook.DEMAND, actions.take_options, actions.take, fields={"unit": "unit?"}),
        RequirementMetAbility("free_summons", Hook.REQUIREMENT_MET, apply=actions.free_summons),
        DemandAbility("free_summon", Hook.DEMAND, actions.free_summon_options, actions.free_summon,
                      fields={"unit": "unit", "area": "area"}),
        SummonCostAbility("spellbook_costs", Hook.SUMMON_COST, summon_cost=actions.spellbook_summon_cost),
        EffectAbility("festival", Hook.AFTER_ANY_ACTION, apply=actions.festival),
        DemandAbility("festival_gift", Hook.DEMAND, actions.gift_options, actions.gift, fields={"to": "faction"}),
        CaptureAbility("brainless", Hook.CAPTURE, capture_rule=actions.brainless_capture),
        DeclareBattleAbility("brainless_battle", Hook.DECLARE_BATTLE, battle_rule=actions.brainless_battle),
        UnitLostAbility("extinction", Hook.UNIT_LOST, apply=actions.extinction),
        GatherPowerAbility("worship_services", Hook.GATHER_POWER, power_to=cathedrals.worship_services),
        EffectAbility("consecration", Hook.RITUAL, apply=cathedrals.consecration),
        WindowAbility("unholy_ground", Hook.POST_BATTLE, cathedrals.unholy_ground_options, cathedrals.unholy_ground,
                      fields={"area": "area"}),
        DemandAbility("unholy_ground_victim", Hook.DEMAND, cathedrals.victim_options, cathedrals.victim,
                      fields={"unit": "unit"}),
    ),
    move_reach=actions.ancients_reach,
    start=StartRule(areas=actions.start_areas, stage=1),
    events=(CathedralBuilt, CathedralRemoved),
    public_data=(PublicDatum("cathedrals", "areas", "the Areas where the Ancients' Cathedrals stand.",
                             "Cathedral"),
                 PublicDatum("dematerialized_round", "round", "the round Dematerialization was last used in.")),
)
