"""The scale-out proof passes: games played across two web processes to the end, each choice
seen on the other process's event stream, both RQ workers busy; and its comparison fails a stream
that missed an event."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:  # `proofs` is a folder of the repository, not an installed package
    sys.path.insert(0, str(ROOT))

from proofs.client import Ack  # noqa: E402
from proofs.scaleout import Frame, Played, compare  # noqa: E402


@pytest.mark.postgres
@pytest.mark.redis
def test_the_scaleout_proof_passes_on_two_web_processes_and_two_workers():
    done = subprocess.run([sys.executable, "-m", "proofs.scaleout", "--seconds", "90",
                           "--games", "2", "--clients", "2"], cwd=ROOT, capture_output=True,
                          text=True, timeout=300)
    lines = done.stdout.strip().splitlines()
    assert done.returncode == 0 and lines[-1] == "PASS", done.stdout[-5000:] + done.stderr[-3000:]
    figures = json.loads(lines[-2])
    assert figures["games_finished"] == 2 and figures["by_kind"] == {"plain": 1, "bots": 1}
    assert min(figures["choices_by_port"].values()) > 0 and len(figures["choices_by_port"]) == 2
    assert figures["sse_events_matched"] == {"port0": figures["log_events"],
                                             "port1": figures["log_events"]}
    assert figures["log_events"] > figures["choices_acknowledged"] > 100
    assert len(figures["rq_jobs_by_worker"]) == 2 and figures["bot_choices"] > 0
    assert min(figures["rq_jobs_by_worker"].values()) > 0


class _Stream:
    def __init__(self, frames: list[tuple[int, str]]):
        self.frames = [Frame(v, t, 100.0 + v) for v, t in frames]
        self.error = ""


def test_the_comparison_fails_a_stream_that_missed_a_choice_made_on_the_other_port():
    log = [(1, "GameOpened"), (2, "ChoiceMade"), (3, "PowerSpent")]
    ack = Ack("g", "seat1", 1, 3, [{}], "k", "t", "h", [], 0.0, 101.0, 1)
    whole = Played("g", "plain", True, [(ack, 1)], [_Stream(log), _Stream(log)])
    assert compare([whole], {"g": log})["problems"] == []
    gap = Played("g", "plain", True, [(ack, 1)], [_Stream(log[:1] + log[2:]), _Stream(log)])
    problems = compare([gap], {"g": log})["problems"]
    assert {"game": "g", "ack_port": 1, "missing_on_other": [2]} in problems
    assert any(p.get("port") == 0 and p["first_difference"]["index"] == 1 for p in problems)
