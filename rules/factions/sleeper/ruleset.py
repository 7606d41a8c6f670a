"""Sleeper's ruleset options: the points of its card a table may settle otherwise."""
from __future__ import annotations

from ...content import RulesetOption

# Ancient Sorcery: when the Serpent Man comes back from the enemy's card. The master rulebook's FAQ
# (Tcho-Tcho, Sycophancy) and the Duel rulebook's example return him on Sleeper's own Ritual turn,
# so his Power can help pay for the Ritual; the Onslaught-4 printing returns him at the end of the
# Doom Phase in every case.
SORCERY_RETURN = RulesetOption(
    "ancient_sorcery_return", "ritual_turn", ("ritual_turn", "end_of_doom_phase"),
    "Sleeper, Ancient Sorcery: the Serpent Man returns on Sleeper's Ritual turn (master rulebook FAQ, Duel "
    "rulebook) or at the end of the Doom Phase (Onslaught-4 printing)")

OPTIONS = (SORCERY_RETURN,)
