"""Sleeper's ruleset options: the points of its card a table may settle otherwise."""
from __future__ import annotations

from ...engine.content import RulesetOption

# Ancient Sorcery: when the Serpent Man comes back from the enemy's card. The master rulebook's FAQ
# (Tcho-Tcho, Sycophancy) and the Duel rulebook's example return him on Sleeper's own Ritual turn,
# so his Power can help pay for the Ritual; the Onslaught-4 printing returns him at the end of the
# Doom Phase in every case.
SORCERY_RETURN = RulesetOption(
    "ancient_sorcery_return", "ritual_turn", ("ritual_turn", "end_of_doom_phase"),
    "Sleeper, Ancient Sorcery: the Serpent Man returns on Sleeper's Ritual turn (master rulebook FAQ, Duel "
    "rulebook) or at the end of the Doom Phase (Onslaught-4 printing)")

# Two players, Demand Sacrifice answered by counting the Kills as Pains: the Kills are converted
# before they remove anything, so no unit avoided death and the opponent gains no half Doom; a table
# may treat each unit so spared as one that avoided death (Two-Player Rules: half its Doom).
SACRIFICE_PAIN_DOOM = RulesetOption(
    "two_player_demand_sacrifice_doom", False, (False, True),
    "Sleeper, Demand Sacrifice, two players: Kills counted as Pains give no half Doom, since the Kills "
    "were converted before they were assigned and nothing avoided death (rulings R19); true gives half "
    "the unit's Doom, as for a unit that avoids death (Two-Player Rules, General Rules)",
    listed_after="ancient_sorcery_return")

OPTIONS = (SORCERY_RETURN, SACRIFICE_PAIN_DOOM)
