"""Crawling Chaos (master rulebook, Crawling Chaos faction card; docs/factions.md; rulings
R12, R13): units, Flight, Nyarlathotep and The Harbinger, the six Spellbooks and requirements."""
from __future__ import annotations

from typing import Callable

from ...engine.content import (DemandAbility, FactionSpec, Hook, PublicDatum, Requirement, TurnAbility,
                               UnitKind, UnitSpec, WindowAbility)
from ...engine.state import CAPTURED, State, controlled_gates, spellbook_count
from . import actions, battle, ruleset


def nyarlathotep_combat(state: State, faction: str, enemy: str, count: int) -> int:
    """Combat = Spellbooks on your card + Spellbooks on the card of the enemy you Battle."""
    return count * (spellbook_count(state, faction) + spellbook_count(state, enemy))


def gates_or_power(gates: int, power: int) -> Callable[[State, str], bool]:
    def holds(state: State, faction: str) -> bool:
        return len(controlled_gates(state, faction)) >= gates or state.power[faction] >= power
    holds.__doc__ = f"Control {gates} Gates or have {power} Power."
    return holds


def captured_a_cultist(state: State, faction: str) -> bool:
    """Capture an enemy Cultist (it is held on the card until Gather Power)."""
    return CAPTURED + faction in state.units.values()


FACTION = FactionSpec(
    name="crawling_chaos",
    options=ruleset.OPTIONS,
    public_data=(PublicDatum("thousand_forms_round", "round", "the round Thousand Forms was last used in."),),
    short="cc",
    title="Crawling Chaos",
    units=(
        UnitSpec("acolyte", UnitKind.CULTIST, 6, 1, 0),
        UnitSpec("nightgaunt", UnitKind.MONSTER, 3, 1, 0),
        UnitSpec("flying_polyp", UnitKind.MONSTER, 3, 2, 1),
        UnitSpec("hunting_horror", UnitKind.MONSTER, 2, 3, 2),
        UnitSpec("nyarlathotep", UnitKind.GREAT_OLD_ONE, 1, 10, nyarlathotep_combat),
    ),
    spellbooks=("Abduct", "Emissary of the Outer Gods", "Invisibility", "Madness", "Seek and Destroy",
                "Thousand Forms"),
    requirements=(
        Requirement("As your Action, pay 4 Power.", action_cost=4),
        Requirement("As your Action, pay 6 Power.", action_cost=6),
        Requirement("Control 3 Gates or have 12 Power.", holds=gates_or_power(3, 12)),
        Requirement("Control 4 Gates or have 15 Power.", holds=gates_or_power(4, 15)),
        Requirement("Capture an enemy Cultist.", holds=captured_a_cultist),
        Requirement("Awaken Nyarlathotep."),
    ),
    abilities=(
        TurnAbility("awaken_nyarlathotep", Hook.AWAKEN, actions.awaken_options, actions.awaken,
                    fields={"area": "area"}),
        TurnAbility("pay_ten", Hook.ACTION, actions.both_options, actions.both, cost=0, fields={}),
        TurnAbility("thousand_forms", Hook.ACTION, actions.thousand_forms_options, actions.thousand_forms, cost=0,
                    fields={}),
        DemandAbility("thousand_forms_offer", Hook.DEMAND, actions.offer_options_tf, actions.offer,
                      fields={"offer": "count"}),
        WindowAbility("abduct", Hook.PRE_BATTLE, battle.abduct_options, battle.abduct, fields={"unit": "unit"}),
        DemandAbility("abduct_victim", Hook.DEMAND, battle.abduct_victim_options, battle.abduct_victim,
                      fields={"unit": "unit"}),
        WindowAbility("invisibility", Hook.PRE_BATTLE, battle.invisibility_options, battle.invisibility,
                      fields={"unit": "unit"}),
        WindowAbility("seek_and_destroy", Hook.PRE_BATTLE, battle.seek_options, battle.seek, fields={"unit": "unit"}),
        WindowAbility("emissary", Hook.POST_BATTLE, battle.emissary_options, battle.emissary, fields={"unit": "unit"}),
        WindowAbility("harbinger", Hook.POST_BATTLE, battle.harbinger_options, battle.harbinger,
                      fields={"unit": "unit", "reward": "reward"}, great_old_one="nyarlathotep"),
        WindowAbility("madness", Hook.POST_BATTLE, battle.madness_options, battle.madness,
                      fields={"defender_first": "bool"}),
    ),
    move_reach=actions.flight_reach,  # Flight
    spared_when_surrounded=battle.spared_when_surrounded,  # Emissary of the Outer Gods
)
