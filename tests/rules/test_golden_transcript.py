"""A golden transcript: one fixed-seed random game, pinned line by line in golden/transcript.jsonl.

The file is JSON lines: the opening events, then each decision (`{"decision": n, "seat": ...,
"choice": ...}`) followed by the events it caused, one `[type, version, payload, secret]` record a
line, and last a summary of the end. Any change to rules behaviour changes some of these lines, so
the change shows in review as a diff of the decisions and events it touched. Rewrite the file in
the same commit as the change with:

    UPDATE_GOLDEN=1 .venv/bin/python -m pytest tests/rules/test_golden_transcript.py
"""
from __future__ import annotations

import json
import os
from pathlib import Path

import rules
from bots.random_bot import RandomBot
from bots.simulate import game_seed, seats_for

PINNED = Path(__file__).parent / "golden" / "transcript.jsonl"


def _line(value: object) -> str:
    return json.dumps(value, sort_keys=True)


def _decision(n: int, seat: str, choice: dict) -> str:
    return f'{{"decision": {n}, "seat": {_line(seat)}, "choice": {_line(choice)}}}'


def _play() -> list[str]:
    options = {"seats": seats_for(4, 0), "layout": "4p_east5_west3"}
    events = rules.new_game(options, game_seed("golden", 0))
    lines = [_line(rules.to_record(e)) for e in events]
    state, bot, decisions = rules.replay(events), RandomBot("golden"), 0
    while state.phase != "ended":
        seat = rules.pending(state)[0]["seat"]
        choice = bot.choose(state, seat)
        new, state = rules.decide_and_apply(state, seat, choice)
        decisions += 1
        lines.append(_decision(decisions, seat, choice))
        lines += [_line(rules.to_record(e)) for e in new]
        events += new
    lines.append(_line({"ended": {"events": len(events), "decisions": decisions,
                                  "rounds": state.round, "result": state.result}}))
    return lines


def test_fixed_seed_game_matches_the_pinned_transcript():
    played = _play()
    if os.environ.get("UPDATE_GOLDEN") == "1":
        PINNED.write_text("\n".join(played) + "\n")
    assert played == PINNED.read_text().splitlines()
