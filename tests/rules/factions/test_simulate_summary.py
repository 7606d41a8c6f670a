"""`cthulhu-wars simulate` summarises winners and end reasons, and can count the abilities fired."""
from __future__ import annotations

from bots.simulate import simulate


def test_simulate_summary_gives_winners_end_reasons_and_ability_counts():
    *games, summary = simulate(6, 3, seed="summary", bot="kind", abilities=True)
    assert sum(summary["winners"].values()) == summary["finished"] == 6
    assert sum(summary["end_reasons"].values()) == 6
    assert set(summary["end_reasons"]) <= {"instant_death", "doom_30", "doom_30_action_phase"}
    assert summary["abilities"] and summary["requirements"]
    assert {g["winner"] for g in games} <= set(summary["winners"]) | {None}
