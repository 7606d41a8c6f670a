"""Great Cthulhu: units, counts, costs and Combat (master rulebook, Great Cthulhu faction card;
reference core-factions.md). Abilities and Spellbook requirement checks plug in on hooks later.
"""
from __future__ import annotations

from ...content import FactionSpec, Requirement, UnitKind, UnitSpec

FACTION = FactionSpec(
    name="great_cthulhu",
    short="gc",
    title="Great Cthulhu",
    units=(
        UnitSpec("acolyte", UnitKind.CULTIST, 6, 1, 0),
        UnitSpec("deep_one", UnitKind.MONSTER, 4, 1, 1),
        UnitSpec("shoggoth", UnitKind.MONSTER, 2, 2, 2),
        UnitSpec("starspawn", UnitKind.MONSTER, 2, 3, 3),
        # rulings R9: Combat 6; Two-Player Rules example 1: 10/4 averaged is worth 7 Doom.
        UnitSpec("cthulhu", UnitKind.GREAT_OLD_ONE, 1, 10, 6, doom_value=7),
    ),
    spellbooks=("Absorb", "Devolve", "Dreams", "Regenerate", "Submerge", "Y'ha Nthlei"),
    requirements=(
        Requirement("In the first Doom Phase, receive this Spellbook and 1 Elder Sign."),
        Requirement("In a Doom Phase with the other 5 Spellbooks on your card, receive this and 1 Elder Sign."),
        Requirement("Kill and/or Devour an enemy Unit in a Battle."),
        Requirement("Kill and/or Devour 2 enemy Units in a Battle."),
        Requirement("Control 3 Gates in ocean Areas, or 4 Gates exist in ocean Areas."),
        Requirement("Awaken Cthulhu."),
    ),
    extra={"start_first": True},
)
