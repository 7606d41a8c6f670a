"""Black Goat: units, counts, costs and Combat (master rulebook, Black Goat faction card;
reference core-factions.md, rulings R5). Abilities and requirement checks plug in on hooks later.
"""
from __future__ import annotations

from ..content import FactionSpec, Requirement, UnitKind, UnitSpec
from ..state import controlled_gates, cultists_in_play


def shub_niggurath_combat(state, faction: str, enemy: str, count: int) -> int:
    """Combat = your Cultists in play + Gates you Control, counted when the dice are rolled."""
    return count * (len(cultists_in_play(state, faction)) + len(controlled_gates(state, faction)))


FACTION = FactionSpec(
    name="black_goat",
    short="bg",
    title="Black Goat",
    units=(
        UnitSpec("acolyte", UnitKind.CULTIST, 6, 1, 0),
        UnitSpec("ghoul", UnitKind.MONSTER, 2, 1, 0),
        UnitSpec("fungi", UnitKind.MONSTER, 4, 2, 1, title="Fungi from Yuggoth"),
        # core-rules-digest C11: base cost 3 (2 with Thousand Young), Combat 2.
        UnitSpec("dark_young", UnitKind.MONSTER, 3, 3, 2),
        UnitSpec("shub_niggurath", UnitKind.GREAT_OLD_ONE, 1, 8, shub_niggurath_combat, title="Shub-Niggurath"),
    ),
    spellbooks=("Blood Sacrifice", "Frenzy", "Ghroth", "Necrophagy", "The Red Sign", "The Thousand Young"),
    requirements=(
        Requirement("Have Units in 4 Areas."),
        Requirement("Have Units in 6 Areas."),
        Requirement("Have Units in 8 Areas."),
        Requirement("Share Areas with all enemies."),
        Requirement("As your Action, Eliminate 2 of your Cultists from any Areas on the Map."),
        Requirement("Awaken Shub-Niggurath."),
    ),
)
