"""Black Goat's ruleset options: the points of its card a table may settle otherwise."""
from __future__ import annotations

from ...engine.content import RulesetOption

AREA_COUNTS = RulesetOption("black_goat_area_counts", (4, 6, 8), ((4, 6, 8), (4, 5, 8)),
                             "ruling R5: units in 4, 6 and 8 Areas (the rulebook's text reads 5)",
                            listed_after="cthulhu_last_spellbook_others")
SHARE_AREAS_POWER_BONUS = RulesetOption("share_areas_power_bonus", False, (False, True),
                                         "ruling R6: sharing Areas with all enemies gives no Power (a later printing gives 1 per enemy)",
                                        listed_after="black_goat_area_counts")
FERTILITY_CULT = RulesetOption("fertility_cult", "multi_summon", ("multi_summon", "unlimited_summon"),
                               "ruling R7: one Summon Action may Summon several Monsters, each paid for "
                               "(or Summoning is an Unlimited Action)",
                               listed_after="share_areas_power_bonus")
AWAKEN_SACRIFICE_DOOM = RulesetOption(
    "two_player_awaken_sacrifice_doom", True, (True, False),
    "factions: the 2 Cultists Shub-Niggurath's Awakening Eliminates give the "
    "opponent Doom, like the requirement's (Two-Player Rules example 1); "
    "the Duel rules give none",
    listed_after="move_gate_cultist")

OPTIONS = (AREA_COUNTS, SHARE_AREAS_POWER_BONUS, FERTILITY_CULT, AWAKEN_SACRIFICE_DOOM)
