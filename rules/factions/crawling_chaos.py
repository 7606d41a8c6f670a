"""Crawling Chaos: units, counts, costs and Combat (master rulebook, Crawling Chaos faction card;
reference core-factions.md). Abilities and Spellbook requirement checks plug in on hooks later.
"""
from __future__ import annotations

from ..content import FactionSpec, Requirement, UnitKind, UnitSpec
from ..state import spellbook_count


def nyarlathotep_combat(state, faction: str, enemy: str, count: int) -> int:
    """Combat = Spellbooks on your card + Spellbooks on the card of the enemy you Battle."""
    return count * (spellbook_count(state, faction) + spellbook_count(state, enemy))


FACTION = FactionSpec(
    name="crawling_chaos",
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
        Requirement("Control 3 Gates or have 12 Power."),
        Requirement("Control 4 Gates or have 15 Power."),
        Requirement("Capture an enemy Cultist."),
        Requirement("Awaken Nyarlathotep."),
    ),
)
