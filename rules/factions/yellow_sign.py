"""Yellow Sign: units, counts, costs and Combat (master rulebook, Yellow Sign faction card;
reference core-factions.md, rulings R10, R11). Abilities and requirement checks plug in later.
"""
from __future__ import annotations

from ..content import FactionSpec, Requirement, UnitKind, UnitSpec
from ..state import ritual_cost


def undead_combat(state, faction: str, enemy: str, count: int) -> int:
    """Undead roll one die fewer than the number of Undead in the Battle (rulings R10)."""
    return max(count - 1, 0)


def byakhee_combat(state, faction: str, enemy: str, count: int) -> int:
    """Byakhee roll one die more than the number of Byakhee in the Battle (rulings R10)."""
    return count + 1 if count else 0


def hastur_combat(state, faction: str, enemy: str, count: int) -> int:
    """Hastur's Combat equals the current cost of a Ritual of Annihilation."""
    return count * ritual_cost(state)


FACTION = FactionSpec(
    name="yellow_sign",
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
)
