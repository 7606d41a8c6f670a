"""Dire Cthulhu, an Independent Great Old One (master rulebook, Dire Cthulhu, EN 3253-3273; German
rulebook, Grässlicher Cthulhu, DE 2477-2505; FAQ, Dire Cthulhu, EN 5619-5631).

Awakened the usual way for 6, with 1 Elder Sign; Lord and Master gives his holder 1 Elder Sign for
each other Independent it Awakens. His Spellbook asks for a number of enemy units Killed in one
Battle that the two rulebooks print differently (ruleset option `dire_cthulhu_kills`). Its effect,
Non-Euclidean, lets his holder give Battle results to a faction outside the Battle with units in
the Area. The engine's Battle has two sides, so only Kills are given away here: a unit outside the
Battle that takes a Kill dies with the Killed units, but Pains stay with the enemy, since a faction
outside the Battle has no Retreat step.
"""
from __future__ import annotations

from typing import Any

from ..engine import events as ev
from ..engine.content import (AwakenedAbility, CardKind, DemandAbility, Hook, LoyaltyCard, Requirement,
                              RulesetOption, WindowAbility)
from ..engine.loyalty import figures
from ..engine.phases import draw_elder_signs
from ..engine.prompts import Option
from ..engine.holdings import card_of_unit
from ..engine.records import AwakenedContext, Battle, Demand, WindowContext
from ..engine.registry import card as card_of
from ..engine.state import State, battle_of, factions_in, units_in
from ..factions.common import battling, demand, done, fighting, victim_options
from ..words.describing import Phrase, faction_name
from .common import card_option, independent, use, usual_awaken

DIRE = "dire_cthulhu"

KILLS = RulesetOption(
    "dire_cthulhu_kills", 3, (3, 7),
    "Dire Cthulhu's Spellbook: Kill 3 enemy units in one Battle (German rulebook DE 2503, and a "
    "secondary source); the master rulebook prints 7 (EN 3271)")


def _own_elder_sign(state: State, faction: str) -> list[ev.Event]:
    """How to Awaken Dire Cthulhu, 3: gain 1 Elder Sign."""
    return draw_elder_signs(state, faction, 1)


def lord_and_master(state: State, faction: str, choice: None, ctx: AwakenedContext) -> list[ev.Event]:
    """Lord and Master: Awakening another Independent Great Old One gives 1 Elder Sign."""
    card = card_of_unit(state, ctx.event.unit)
    if card is None or card.kind is not CardKind.INDEPENDENT or card.name == DIRE:
        return []
    return draw_elder_signs(state, faction, 1)


def enemies_killed(state: State, faction: str, battle: Battle) -> bool:
    """The Battle Killed at least the option's number of `faction`'s enemy's units (a Kill that a
    unit was made to ignore killed nothing)."""
    enemy = battle.enemy_of(faction)
    killed = [u for u, r in battle.results.items() if "kill" in r and state.table[u].faction == enemy]
    needed: int = card_option(state, KILLS)
    return len(killed) >= needed


# -- Non-Euclidean (Kills only) ------------------------------------------------------------------

NON_EUCLIDEAN, VICTIM = "non_euclidean", "non_euclidean_victim"


def _kills_left(state: State, faction: str) -> int:
    return int(battle_of(state).hits.get(faction, {}).get("kill", 0))


def _bystanders(state: State) -> list[str]:
    """Factions outside the Battle with units in its Area that have no result yet."""
    b = battle_of(state)
    return sorted(f for f in factions_in(state, b.area) - set(b.sides()) if _open_units(state, f))


def _open_units(state: State, faction: str) -> list[str]:
    b = battle_of(state)
    return [u for u in units_in(state, b.area, faction) if u not in b.results and u not in b.exempted()]


def non_euclidean_options(state: State, faction: str, ctx: WindowContext) -> list[Option]:
    """Non-Euclidean, once the dice are rolled: each Kill Dire Cthulhu's side rolled may go to a
    faction outside the Battle with units in the Area instead of the enemy (German rulebook,
    Grässlicher Cthulhu; FAQ EN 5621-5631: not to units taken out of the Battle)."""
    if not battling(state, faction) or figures(card_of(DIRE))[0] not in fighting(state, faction):
        return []
    if _kills_left(state, faction) < 1:
        return []
    return [use(NON_EUCLIDEAN, Phrase("option-non-euclidean", {"faction": faction_name(f)}), faction=f)
            for f in _bystanders(state)]


def non_euclidean(state: State, faction: str, choice: dict[str, Any], ctx: WindowContext) -> list[ev.Event]:
    """The enemy has one Kill fewer to take; the faction given it picks which of its units dies."""
    return [ev.BattleHitsAdded(faction, "kill", -1), demand(faction, VICTIM, choice["faction"], kind=NON_EUCLIDEAN)]


def victim_answers(state: State, faction: str, d: Demand) -> list[Option]:
    return victim_options(state, VICTIM, _open_units(state, d.chooser), "Non-Euclidean Kill on")


def victim(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    return [done(faction), ev.ResultAssigned(choice["unit"], "kill", d.chooser)]


def _requirement_words(options: Any) -> str:
    return f"Kill {options.get(KILLS.name, KILLS.default)} enemy units in a single Battle."


DIRE_CARD = LoyaltyCard(
    name=DIRE,
    title="Dire Cthulhu",
    kind=CardKind.INDEPENDENT,
    short="dct",
    units=(independent(DIRE, "Dire Cthulhu", 3, cost=6),),
    cost=6,
    combat="3",
    awaken=usual_awaken(DIRE, note=Phrase("option-neutral-awaken-elder-sign"), extra=_own_elder_sign),
    abilities=(AwakenedAbility("lord_and_master", Hook.AWAKENED, apply=lord_and_master, great_old_one="dire_cthulhu"),),
    spellbook="Non-Euclidean",
    requirement=Requirement(_requirement_words({}), on_battle=enemies_killed, wording=_requirement_words),
    book_abilities=(
        WindowAbility(NON_EUCLIDEAN, Hook.DICE_ROLLED, non_euclidean_options, non_euclidean,
                      fields={"faction": "faction"}),
        DemandAbility(VICTIM, Hook.DEMAND, victim_answers, victim, fields={"unit": "unit"}),
    ),
    texts={
        "Awaken": "A Gate you Control in an Area with your Great Old One: pay 6, place Dire Cthulhu "
                  "there and gain 1 Elder Sign.",
        "Combat": "3.",
        "Lord and Master": "Whenever you Awaken another Independent Great Old One, gain 1 Elder Sign.",
        "Requirement": "Kill 3 enemy units in a single Battle (7 under the master rulebook's reading).",
        "Non-Euclidean": "After a Battle Dire Cthulhu is in, you may give its results to any faction with "
                         "units in the Area, even one outside the Battle; that faction uses no Battle "
                         "abilities against them, picks which of its units take them, and its Pained units "
                         "may Retreat into Areas with your units. (Here only Kills are given away.)",
    },
    source="master rulebook, Dire Cthulhu (EN 3253-3273) and FAQ (EN 5619-5631); German rulebook, "
           "Grässlicher Cthulhu (DE 2477-2505)",
    grade="H",
    pack="Dire Cthulhu",
    options=(KILLS,),
)

CARDS = (DIRE_CARD,)
