"""Yellow Sign (master rulebook, Yellow Sign faction card; docs/factions.md; rulings R10,
R11): units, Feast, the King in Yellow and Desecrate, Hastur and Vengeance, the six Spellbooks and
requirements (the glyph requirements use the glyph groups of the Earth map)."""
from __future__ import annotations

from typing import Any

from ...engine import events as ev
from ...engine.content import (DemandAbility, FactionSpec, GatherPowerAbility, Hook, PublicDatum, Requirement,
                               RequirementMetAbility, TurnAbility, UnitKind, UnitLostAbility, UnitSpec,
                               WindowAbility)
from ...engine.state import State, ritual_cost
from ...engine.records import Demand, UnitLostContext
from ..common import answer, battling, chosen_area, demand, done, fighting, foe, has_book, note, of_type, use
from ...words.describing import Phrase
from . import actions, ruleset
from ...engine.prompts import Option


def undead_combat(state: State, faction: str, enemy: str, count: int) -> int:
    """Undead roll one die fewer than the number of Undead in the Battle (rulings R10)."""
    return max(count - 1, 0)


def byakhee_combat(state: State, faction: str, enemy: str, count: int) -> int:
    """Byakhee roll one die more than the number of Byakhee in the Battle (rulings R10)."""
    return count + 1 if count else 0


def hastur_combat(state: State, faction: str, enemy: str, count: int) -> int:
    """Hastur's Combat equals the current cost of a Ritual of Annihilation."""
    return count * ritual_cost(state)


# -- Vengeance -------------------------------------------------------------------------------

def vengeance_options(state: State, faction: str, ctx: object) -> list[Option]:
    """Vengeance: in a Battle with Hastur, Yellow Sign decides which enemy unit takes each of its results.
    Chosen at Pre-Battle: the choice is the same whenever it is made (using it never hurts Yellow Sign),
    and the engine has no window between the dice and the assignment of results."""
    if not battling(state, faction) or note(state, "vengeance") or not of_type(state, fighting(state, faction), "hastur"):
        return []
    return [use("vengeance", Phrase("option-vengeance"))]


def vengeance(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    return [ev.BattleNoted("vengeance", True), ev.BattleControlGranted(foe(state, faction), "assign", faction)]


# -- Passion ---------------------------------------------------------------------------------

def passion_lost(state: State, faction: str, choice: dict[str, Any] | None,
                 ctx: UnitLostContext) -> list[ev.Event]:
    """Passion: when an enemy Eliminates, Kills or Captures your Cultists, gain 1 Power (once per
    event, and optional: asked once the current window closes)."""
    e = ctx.event
    if not state.table[e.unit].spec.cultist or not has_book(state, faction, "Passion"):
        return []
    if state.faction_data[faction].get("demand") is not None:
        return []
    if state.battle is not None:
        if note(state, "passion"):
            return []
        return [ev.BattleNoted("passion", True), demand(faction, "passion", faction, after_window=True, kind="passion")]
    return [demand(faction, "passion", faction, after_window=True, kind="passion")]


def passion_options(state: State, faction: str, d: Demand) -> list[Option]:
    return [answer("passion", Phrase("option-passion-gain"), gain=True),
            answer("passion", Phrase("option-passion-decline"), gain=False)]


def passion(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    return [done(faction)] + ([ev.PowerChanged(faction, 1, "passion")] if choice["gain"] else [])


FACTION = FactionSpec(
    name="yellow_sign",
    options=ruleset.OPTIONS,
    public_data=(PublicDatum("desecrated", "areas", "Areas holding a Desecration token.",
                             "Desecration token"),),
    short="ys",
    title="Yellow Sign",
    units=(
        UnitSpec("acolyte", UnitKind.CULTIST, 6, 1, 0),
        UnitSpec("undead", UnitKind.MONSTER, 6, 1, undead_combat),
        UnitSpec("byakhee", UnitKind.MONSTER, 4, 2, byakhee_combat),
        UnitSpec("king_in_yellow", UnitKind.GREAT_OLD_ONE, 1, 4, 0, title="King in Yellow"),
        UnitSpec("hastur", UnitKind.GREAT_OLD_ONE, 1, 10, hastur_combat),
    ),
    spellbooks=("He Who is Not to be Named", "Passion", "Shriek of the Byakhee", "The Screaming Dead",
                "Third Eye", "Zingaya"),
    requirements=(
        Requirement("Awaken the King in Yellow."),
        Requirement("Successfully Desecrate an Area marked with the vertical slashes glyph."),
        Requirement("Successfully Desecrate an Area marked with the chevron glyph."),
        Requirement("Successfully Desecrate an Area marked with the circular glyph."),
        Requirement("As your Action, select another player who gains 3 Doom points."),
        Requirement("Awaken Hastur; also receive 1 Elder Sign."),
    ),
    abilities=(
        TurnAbility("awaken_king_in_yellow", Hook.AWAKEN, actions.awaken_king_options, actions.awaken_king,
                    fields={"area": "area"}),
        TurnAbility("awaken_hastur", Hook.AWAKEN, actions.awaken_hastur_options, actions.awaken_hastur, fields={}),
        RequirementMetAbility("hastur_elder_sign", Hook.REQUIREMENT_MET, apply=actions.hastur_elder_sign),
        TurnAbility("desecrate", Hook.ACTION, actions.desecrate_options, actions.desecrate, cost=actions.desecrate_cost,
                    acts_in=actions.king_area, fields={}, great_old_one="king_in_yellow"),
        DemandAbility("desecrate_place", Hook.DEMAND, actions.place_options, actions.place, fields={"unit": "unit"}),
        GatherPowerAbility("feast", Hook.GATHER_POWER, power=actions.feast),
        TurnAbility("zingaya", Hook.ACTION, actions.zingaya_options, actions.zingaya, cost=1, acts_in=chosen_area,
                    fields={"area": "area", "enemy": "faction"}),
        DemandAbility("zingaya_victim", Hook.DEMAND, actions.zingaya_victim_options, actions.zingaya_victim,
                      fields={"unit": "unit"}),
        TurnAbility("shriek_of_the_byakhee", Hook.ACTION, actions.shriek_options, actions.shriek, cost=1,
                    acts_in=chosen_area, fields={"area": "area"}),
        DemandAbility("shriek_pick", Hook.DEMAND, actions.shriek_pick_options, actions.shriek_pick,
                      fields={"unit": "unit?"}),
        TurnAbility("the_screaming_dead", Hook.ACTION, actions.screaming_dead_options, actions.screaming_dead, cost=1,
                    acts_in=chosen_area, fields={"area": "area"}),
        DemandAbility("undead_follow", Hook.DEMAND, actions.follow_options, actions.follow, fields={"unit": "unit?"}),
        TurnAbility("he_who_is_not_to_be_named", Hook.ACTION, actions.he_who_options, actions.he_who, cost=1,
                    acts_in=chosen_area, fields={"area": "area"}),
        DemandAbility("second_action", Hook.DEMAND, actions.second_options, actions.second,
                      fields={"inner": "choice?"}),
        TurnAbility("three_doom", Hook.ACTION, actions.doom_gift_options, actions.doom_gift, cost=0,
                    fields={"target": "faction"}),
        WindowAbility("vengeance", Hook.PRE_BATTLE, vengeance_options, vengeance, fields={}, great_old_one="hastur"),
        UnitLostAbility("passion_lost", Hook.UNIT_LOST, apply=passion_lost),
        DemandAbility("passion", Hook.DEMAND, passion_options, passion, fields={"gain": "bool"}),
    ),
)
