"""Great Cthulhu's Spellbook requirements (master rulebook, Great Cthulhu faction card; rulings R3, R4)."""
from __future__ import annotations

from typing import Any, Mapping

from ...engine import events as ev
from ...engine.phases import draw_elder_signs
from ...engine.records import Battle, RequirementContext
from ...engine.state import Phase, State, controlled_gates
from ..common import spare_slot

FIRST_DOOM, LAST_DOOM, ONE_KILL, TWO_KILLS = 0, 1, 2, 3


def ritual_turn(state: State, faction: str) -> bool:
    """It is `faction`'s turn to perform a Ritual (master rulebook, Doom Phase, Special Events and
    Abilities: Doom Phase requirements are met then, whether the Ritual is performed or not)."""
    dp = state.doom_phase
    return state.phase == Phase.DOOM and dp is not None and dp.ritual_turn_of() == faction


def first_doom_phase(state: State, faction: str) -> bool:
    """In the first Doom Phase of the game (the end of round 1, rulings R3), on the Ritual turn."""
    return state.round == 1 and ritual_turn(state, faction)


def last_doom_phase(state: State, faction: str) -> bool:
    """In a Doom Phase with the other 5 Spellbooks on the card (rulings R4; a table may choose 3),
    on the Ritual turn."""
    return (len(state.spellbooks[faction]) >= state.options["cthulhu_last_spellbook_others"]
            and ritual_turn(state, faction))


def last_doom_phase_words(options: Mapping[str, Any]) -> str:
    """The card's words with the number of other Spellbooks the game's ruleset asks for (rulings R4)."""
    return (f"In a Doom Phase with the other {options['cthulhu_last_spellbook_others']} Spellbooks on your card, "
            "receive this and 1 Elder Sign.")


def kills_and_devours(state: State, faction: str, battle: Battle) -> int:
    """Enemy units Killed or Devoured by the faction in the Battle that is ending; a Kill the victim
    made its unit ignore still counts (master rulebook, FAQ, Windwalker: Eternal)."""
    table = state.table
    killed = sum(1 for u, r in battle.assignments().items() if table[u].faction != faction and "kill" in r)
    devoured: int = battle.note("devoured:" + faction, 0)
    return killed + devoured


def one_in_battle(state: State, faction: str, battle: Battle) -> bool:
    return kills_and_devours(state, faction, battle) >= 1


def two_in_battle(state: State, faction: str, battle: Battle) -> bool:
    """Both Kill/Devour Spellbooks come from one Battle only with 3 or more Kills and Devours."""
    n = kills_and_devours(state, faction, battle)
    return n >= 3 or (n >= 2 and not spare_slot(state, faction, ONE_KILL))


def ocean_gates(state: State, faction: str) -> bool:
    """Control 3 Gates in ocean Areas, or 4 Gates (anyone's) exist in ocean Areas."""
    mine = sum(1 for a in controlled_gates(state, faction) if state.map.is_ocean(a))
    return mine >= 3 or sum(1 for a in state.gates if state.map.is_ocean(a)) >= 4


def elder_sign_reward(state: State, faction: str, choice: dict[str, Any] | None,
                      ctx: RequirementContext) -> list[ev.Event]:
    """The two Doom Phase requirements also give 1 Elder Sign each."""
    return draw_elder_signs(state, faction, 1) if ctx.slot in (FIRST_DOOM, LAST_DOOM) else []
