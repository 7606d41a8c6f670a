"""Opener of the Way's units: Yog-Sothoth's Combat, and the Gates counted on the map (master rulebook,
Opener of the Way, faction card and FAQ; expansion-factions.md, Opener of the Way)."""
from __future__ import annotations

from ...engine.state import State, great_old_ones_in_play, is_two_player, spec_of
from ..common import on_the_map, unit_of

OW = "opener_of_the_way"


def yog_sothoth(state: State) -> str:
    return unit_of(state, OW, "yog_sothoth")


def yog_on_map(state: State) -> bool:
    return on_the_map(state, yog_sothoth(state))


def enemy_faction_great_old_ones(state: State, faction: str) -> int:
    """Enemy factions' own Great Old Ones in play; an Independent one a faction controls is none of
    these (the Onslaught-3 Independent Yog-Sothoth card)."""
    count = 0
    for enemy in state.order:
        if enemy != faction:
            own = spec_of(enemy).short + "."
            count += sum(1 for u in great_old_ones_in_play(state, enemy) if u.startswith(own))
    return count


def yog_sothoth_combat(state: State, faction: str, enemy: str, count: int) -> int:
    """Twice the enemy faction Great Old Ones in play (FAQ: four of them give 8); always 4 in a
    two-player game (Two-Player Rules, Balance Adjustments)."""
    if is_two_player(state):
        return 4 * count
    return count * 2 * enemy_faction_great_old_ones(state, faction)


def gates_on_map(state: State) -> int:
    """Gates on the map for the 8- and 12-Gate requirements: every Gate in an Area, and Yog-Sothoth,
    who is a Gate for every purpose but The Beyond One (The Key and the Gate). A Gate on Sleeper's card
    is not on the map (FAQ, Opener of the Way) and is not in the Areas' Gates either. Earth has no
    Moon, so whether the Moon's Gate counts does not arise here."""
    counted = state.options.get("opener_gates_count_yog_sothoth", True) and yog_on_map(state)
    return len(state.gates) + (1 if counted else 0)
