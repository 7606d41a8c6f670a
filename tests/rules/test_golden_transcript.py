"""A golden transcript: one fixed-seed random game whose event digest is pinned.

Any change to rules behaviour changes the digest; update golden/transcript.json in the same commit
(run this file with UPDATE_GOLDEN=1 to rewrite it) so the change is visible in review.
"""
from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

import rules
from bots.random_bot import RandomBot
from bots.simulate import game_seed, seats_for

PINNED = Path(__file__).parent / "golden" / "transcript.json"


def _play() -> dict:
    options = {"seats": seats_for(4, 0), "layout": "4p_east5_west3"}
    events = rules.new_game(options, game_seed("golden", 0))
    state, bot, decisions = rules.replay(events), RandomBot("golden"), 0
    while state.phase != "ended":
        seat = rules.pending(state)[0]["seat"]
        new, state = rules.decide_and_apply(state, seat, bot.choose(state, seat))
        events += new
        decisions += 1
    lines = "\n".join(json.dumps(rules.to_record(e), sort_keys=True) for e in events)
    return {"digest": hashlib.sha256(lines.encode()).hexdigest(), "events": len(events), "decisions": decisions,
            "rounds": state.round, "result": json.loads(json.dumps(state.result))}


def test_fixed_seed_game_matches_the_pinned_transcript():
    played = _play()
    if os.environ.get("UPDATE_GOLDEN") == "1":
        PINNED.write_text(json.dumps(played, indent=1, sort_keys=True) + "\n")
    assert played == json.loads(PINNED.read_text())
