"""Windwalker's ruleset options: the points of its card a table may settle otherwise."""
from __future__ import annotations

from ...engine.content import RulesetOption

# Set-up: Windwalker starts in one of the two Areas printed with its glyph, the player's choice. By
# default set-up asks the Windwalker player which ("choice"); a table may instead fix the pole when
# it creates the game, and then nobody is asked.
START_POLE = RulesetOption(
    "windwalker_start_area", "choice", ("choice", "Arctic Ocean", "Antarctica", "Mountains of Madness"),
    "Windwalker, Set-up: the Windwalker-glyph Area it starts in (master rulebook, Windwalker, Set-up: "
    "either pole, the player's choice; on the 6-player map the southern one is the Mountains of "
    "Madness, rulings R22): asked at set-up, or fixed when the game is created")

# Two-player game: the requirement "another faction has 6 Spellbooks" may be met by sacrificing
# Ithaqua (master rulebook, Two-Player Rules). No source says whether the opponent gains Doom for
# him. The default reads a sacrifice as no Kill or Elimination by an enemy (no Doom); the other
# reading treats it as an Elimination (the opponent gains his cost, 6).
ITHAQUA_SACRIFICE = RulesetOption(
    "ithaqua_sacrifice_doom", "no_doom", ("no_doom", "opponent_gains_doom"),
    "Windwalker, two-player: sacrificing Ithaqua (an Action, 0 Power) for the 6-Spellbooks requirement "
    "gives the opponent no Doom, or his cost as for an Elimination (master rulebook, Two-Player Rules; "
    "the procedure is not printed)")

# Awaken Ithaqua where Yog-Sothoth is the only Gate in the pole: he is the Gate Ithaqua replaces (master
# rulebook, FAQ, Windwalker), and no source says where he goes then. By default he is Eliminated and
# returns to his owner's Pool, as when the Bhole destroys the Gate he is (master rulebook, Underworld
# map, the Bhole: it "destroys and Eliminates Yog-Sothoth", an Elimination by an enemy); the other
# reading lets the replacement take only his place as the Gate Ithaqua needs, and he stays where he is.
ITHAQUA_YOG_SOTHOTH = RulesetOption(
    "ithaqua_replaces_yog_sothoth", "pool", ("pool", "stays"),
    "Windwalker, Awaken Ithaqua where Yog-Sothoth is the only Gate in the pole (allowed: master rulebook, FAQ, "
    "Windwalker): Yog-Sothoth is Eliminated to his owner's Pool, as by the Bhole, or stays in the Area (where he "
    "goes is not printed)")

OPTIONS = (START_POLE, ITHAQUA_SACRIFICE, ITHAQUA_YOG_SOTHOTH)
