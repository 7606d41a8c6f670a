"""Daemon Sultan's ruleset options: the points of its card the sources tell differently
(docs/rulings.md, Expansion factions: disputed points)."""
from __future__ import annotations

from ...engine.content import RulesetOption

# Awaken Avatar Thesis, the side effect. The printed card (read aloud in the strategy podcast, and
# every other source but the rulebook): every enemy gains 1 Power, or one enemy of your choice gains
# 2. The rulebook's chapter (incomplete: it has no Synthesis at all): share out as many Power as
# there are players among the enemies as you like; an enemy given none gains 1 Doom.
THESIS_EFFECT = RulesetOption(
    "daemon_sultan_thesis_effect", "card", ("card", "rulebook"),
    "Daemon Sultan, Awaken Avatar Thesis: every enemy gains 1 Power or one enemy 2 (the printed card), or "
    "share as many Power as there are players among the enemies, an enemy given none gaining 1 Doom (the "
    "master rulebook's Daemon Sultan chapter)")

# Awaken Avatar Antithesis, the side effect. Card: every enemy gains 1 Doom, or one enemy of your
# choice gains 1 Elder Sign. Rulebook: every other player Eliminates one of his Cultists.
ANTITHESIS_EFFECT = RulesetOption(
    "daemon_sultan_antithesis_effect", "card", ("card", "rulebook"),
    "Daemon Sultan, Awaken Avatar Antithesis: every enemy gains 1 Doom or one enemy 1 Elder Sign (the printed "
    "card), or every other player Eliminates one of his Cultists (the master rulebook's Daemon Sultan chapter)")

# An Abandoned Chaos Gate becomes a normal Gate: in the Doom Phase (the card as read aloud), or as
# Power is gathered (another reading of the same card).
CHAOS_GATE_TURNS = RulesetOption(
    "chaos_gate_turns_normal", "doom_phase", ("doom_phase", "gather_power"),
    "Daemon Sultan, Chaos Gates: an Abandoned Chaos Gate becomes a normal Gate as the Doom Phase begins (the "
    "card) or once Power is gathered")

# The Chaos Gate Spellbook: in an Area without a Gate where a Daemon Sultan Cultist stands (only
# its Cultists may occupy a Chaos Gate), or in any Area without a Gate (the card's bare words).
CHAOS_GATE_CULTIST = RulesetOption(
    "chaos_gate_needs_cultist", True, (True, False),
    "Daemon Sultan, the Chaos Gate Spellbook: a Daemon Sultan Cultist must stand in the Area (it takes the "
    "Gate at once), or any Area without a Gate will do (the card's bare words; the Gate is then Abandoned)")

OPTIONS = (THESIS_EFFECT, ANTITHESIS_EFFECT, CHAOS_GATE_TURNS, CHAOS_GATE_CULTIST)
