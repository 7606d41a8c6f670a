"""The Ancients (master rulebook, The Ancients faction chapter and FAQ; expansion-factions.md, The
Ancients): Acolytes, Un-Men, Reanimated and Yothans (Terrors, not Monsters), no Great Old One, the
Cathedrals (Buildings, kept as the Areas they stand in), Dematerialization, the six Spellbooks and
the six requirements."""
from __future__ import annotations

from ...engine.content import (
    Ability,
    FactionSpec,
    Hook,
    PublicDatum,
    Requirement,
    StartRule,
    UnitKind,
    UnitSpec,
)
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
        Ability("build_cathedral", Hook.ACTION, cathedrals.build_options, cathedrals.build, fields={"area": "area"}),
        Ability("dematerialization", Hook.DOOM_PHASE, actions.dematerialization_options, actions.dematerialization,
                fields={"origin": "area", "to": "area", "some": "bool"}, optional_fields=("some",)),
        Ability("dematerialize_units", Hook.DEMAND, actions.take_options, actions.take, fields={"unit": "unit?"}),
        Ability("free_summons", Hook.REQUIREMENT_MET, apply=actions.free_summons),
        Ability("free_summon", Hook.DEMAND, actions.free_summon_options, actions.free_summon,
                fields={"unit": "unit", "area": "area"}),
        Ability("spellbook_costs", Hook.ACTION, lambda s, f, c: [], summon_cost=actions.spellbook_summon_cost,
                no_choice="changes Summon costs; it offers no option"),
        Ability("festival", Hook.AFTER_ANY_ACTION, apply=actions.festival),
        Ability("festival_gift", Hook.DEMAND, actions.gift_options, actions.gift, fields={"to": "faction"}),
        Ability("brainless", Hook.CAPTURE, capture_rule=actions.brainless_capture),
        Ability("brainless_battle", Hook.DECLARE_BATTLE, battle_rule=actions.brainless_battle),
        Ability("extinction", Hook.UNIT_LOST, apply=actions.extinction),
        Ability("worship_services", Hook.GATHER_POWER, power_to=cathedrals.worship_services),
        Ability("consecration", Hook.RITUAL, apply=cathedrals.consecration),
        Ability("unholy_ground", Hook.POST_BATTLE, cathedrals.unholy_ground_options, cathedrals.unholy_ground,
                fields={"area": "area"}),
        Ability("unholy_ground_victim", Hook.DEMAND, cathedrals.victim_options, cathedrals.victim,
                fields={"unit": "unit"}),
    ),
    move_reach=actions.ancients_reach,
    start=StartRule(areas=actions.start_areas, stage=1),
    events=(CathedralBuilt, CathedralRemoved),
    public_data=(PublicDatum("cathedrals", "areas", "the Areas where the Ancients' Cathedrals stand."),
                 PublicDatum("dematerialized_round", "round", "the round Dematerialization was last used in.")),
)
