"""Black Goat (master rulebook, Black Goat faction card; docs/factions.md; rulings R5-R7,
R13): units, Fertility Cult, Shub-Niggurath and Avatar, the six Spellbooks and requirements."""
from __future__ import annotations

from typing import Any, Callable, Mapping

from ...engine import events as ev
from ...engine.content import (BattleCombatAbility, DemandAbility, FactionSpec, GatherPowerAbility, Hook,
                               PublicDatum, Requirement, RequirementMetAbility, RitualTurnAbility,
                               SummonCostAbility, TurnAbility, UnitKind, UnitSpec, WindowAbility)
from ..common import areas_held
from . import actions, ruleset, spells
from ...engine.records import RequirementContext
from ...engine.state import State


def units_in_areas(index: int) -> Callable[[State, str], bool]:
    """Have Units in 4, 6 and 8 Areas (rulings R5: the middle one reads 5 in a variant)."""
    def holds(state: State, faction: str) -> bool:
        needed: int = state.options["black_goat_area_counts"][index]
        return len(areas_held(state, faction)) >= needed
    return holds


def units_in_areas_words(index: int) -> Callable[[Mapping[str, Any]], str]:
    """The card's words with the number of Areas the game's ruleset asks for (rulings R5)."""
    def words(options: Mapping[str, Any]) -> str:
        return f"Have Units in {options['black_goat_area_counts'][index]} Areas."
    return words


def shares_areas_with_all_enemies(state: State, faction: str) -> bool:
    """For each enemy some Area holds both of you; different Areas may serve (FAQ; met on any turn)."""
    mine = areas_held(state, faction)
    return all(areas_held(state, f) & mine for f in state.order if f != faction)


def share_bonus(state: State, faction: str, choice: dict[str, Any] | None,
                ctx: RequirementContext) -> list[ev.Event]:
    """Variant (rulings R6): +1 Power per enemy when "Share Areas with all enemies" is met."""
    if ctx.slot != 3 or not state.options["share_areas_power_bonus"]:
        return []
    return [ev.PowerChanged(faction, len(state.order) - 1, "share_areas")]


FACTION = FactionSpec(
    name="black_goat",
    options=ruleset.OPTIONS,
    public_data=(PublicDatum("blood_sacrifice_round", "round", "the round Blood Sacrifice was last used in."),),
    short="bg",
    title="Black Goat",
    units=(
        UnitSpec("acolyte", UnitKind.CULTIST, 6, 1, 0),
        UnitSpec("ghoul", UnitKind.MONSTER, 2, 1, 0),
        UnitSpec("fungi", UnitKind.MONSTER, 4, 2, 1, title="Fungi from Yuggoth"),
        # rulings R21: base cost 3 (2 with The Thousand Young), Combat 2.
        UnitSpec("dark_young", UnitKind.MONSTER, 3, 3, 2),
        UnitSpec("shub_niggurath", UnitKind.GREAT_OLD_ONE, 1, 8, spells.shub_niggurath_combat,
                 title="Shub-Niggurath"),
    ),
    spellbooks=("Blood Sacrifice", "Frenzy", "Ghroth", "Necrophagy", "The Red Sign", "The Thousand Young"),
    requirements=(
        Requirement("Have Units in 4 Areas.", holds=units_in_areas(0), wording=units_in_areas_words(0)),
        Requirement("Have Units in 6 Areas.", holds=units_in_areas(1), wording=units_in_areas_words(1)),
        Requirement("Have Units in 8 Areas.", holds=units_in_areas(2), wording=units_in_areas_words(2)),
        Requirement("Share Areas with all enemies.", holds=shares_areas_with_all_enemies),
        Requirement("As your Action, Eliminate 2 of your Cultists from any Areas on the Map."),
        Requirement("Awaken Shub-Niggurath."),
    ),
    abilities=(
        TurnAbility("awaken_shub_niggurath", Hook.AWAKEN, actions.awaken_options, actions.awaken,
                    fields={"area": "area"}),
        DemandAbility("awaken_sacrifice", Hook.DEMAND, actions.sacrifice_options, actions.sacrifice,
                      fields={"unit": "unit"}),
        TurnAbility("eliminate_two_cultists", Hook.ACTION, actions.requirement_options, actions.requirement, cost=0,
                    fields={"units": "units"}),
        TurnAbility("fertility_cult", Hook.ACTION, actions.fertility_options, actions.fertility, cost=0,
                    fields={"unit_type": "unit_type", "area": "area"}),
        DemandAbility("fertility_cult_more", Hook.DEMAND, actions.more_options, actions.more,
                      fields={"unit_type": "unit_type?", "area": "area?"}),
        TurnAbility("fertility_cult_unlimited", Hook.UNLIMITED, actions.unlimited_summon_options,
                    actions.unlimited_summon, fields={"unit_type": "unit_type", "area": "area"}),
        SummonCostAbility("the_thousand_young", Hook.SUMMON_COST, summon_cost=actions.thousand_young),
        TurnAbility("avatar", Hook.ACTION, actions.avatar_options, actions.avatar, cost=1, acts_in=actions.avatar_areas,
                    fields={"area": "area", "owner": "faction"}, great_old_one="shub_niggurath"),
        DemandAbility("avatar_swap", Hook.DEMAND, actions.swap_options, actions.swap, fields={"unit": "unit"}),
        RitualTurnAbility("blood_sacrifice", Hook.DOOM_PHASE, actions.blood_sacrifice_options, actions.blood_sacrifice,
                          fields={"unit": "unit"}),
        BattleCombatAbility("frenzy", Hook.BATTLE, combat=spells.frenzy),
        WindowAbility("necrophagy", Hook.POST_BATTLE, spells.necrophagy_options, spells.necrophagy,
                      fields={"units": "units"}),
        TurnAbility("ghroth", Hook.ACTION, spells.ghroth_options, spells.ghroth, cost=2, fields={}),
        DemandAbility("ghroth_offer", Hook.DEMAND, spells.offer_choices, spells.offer, fields={"offer": "count"}),
        DemandAbility("ghroth_victim", Hook.DEMAND, spells.victim_choices, spells.victim, fields={"unit": "unit"}),
        DemandAbility("ghroth_place", Hook.DEMAND, spells.place_choices, spells.place,
                      fields={"unit": "unit", "area": "area"}),
        GatherPowerAbility("the_red_sign", Hook.GATHER_POWER, power=spells.red_sign_power),
        RequirementMetAbility("share_areas_bonus", Hook.REQUIREMENT_MET, apply=share_bonus),
    ),
    gate_units=spells.gate_units,  # The Red Sign
)
