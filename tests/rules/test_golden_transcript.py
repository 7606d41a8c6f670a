"""Golden transcripts: fixed-seed random games, each pinned line by line in golden/: a 4-player game
of the core factions (transcript.jsonl) and a 5-player game on the 5-player map with the four
expansion factions and Great Cthulhu (transcript-5p.jsonl).

The file is JSON lines: the opening events, then each decision (`{"decision": n, "seat": ...,
"choice": ...}`) followed by the events it caused, one `[type, version, payload, secret]` record a
line, and last a summary of the end. Any change to rules behaviour changes some of these lines, so
the change shows in review as a diff of the decisions and events it touched. Rewrite the files in
the same commit as the change with:

    UPDATE_GOLDEN=1 .venv/bin/python -m pytest tests/rules/test_golden_transcript.py
"""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

import rules
from bots.random_bot import RandomBot
from bots.simulate import game_seed, seats_for

GOLDEN = Path(__file__).parent / "golden"
FIVE = ["sleeper", "great_cthulhu", "windwalker", "ancients", "opener_of_the_way"]
GAMES = {  # pinned file: (options, seed name)
    "transcript.jsonl": ({"seats": seats_for(4, 0), "layout": "4p_east5_west3"}, "golden"),
    "transcript-5p.jsonl": ({"seats": [{"seat": f"seat{i + 1}", "faction": f} for i, f in enumerate(FIVE)],
                             "layout": "5p"}, "golden-5p"),
}


def _line(value: object) -> str:
    return json.dumps(value, sort_keys=True)


def _decision(n: int, seat: str, choice: dict) -> str:
    return f'{{"decision": {n}, "seat": {_line(seat)}, "choice": {_line(choice)}}}'


def _play(options: dict, seed_name: str) -> list[str]:
    events = rules.new_game(options, game_seed(seed_name, 0))
    lines = [_line(rules.to_record(e)) for e in events]
    state, bot, decisions = rules.replay(events), RandomBot(seed_name), 0
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


@pytest.mark.parametrize("pinned", sorted(GAMES))
def test_fixed_seed_game_matches_the_pinned_transcript(pinned):
    played = _play(*GAMES[pinned])
    if os.environ.get("UPDATE_GOLDEN") == "1":
        (GOLDEN / pinned).write_text("\n".join(played) + "\n")
    assert played == (GOLDEN / pinned).read_text().splitlines()
