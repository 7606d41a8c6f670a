"""The hostile-input proof passes: every targeted case refused as it must be, the log unchanged,
the fuzzer finding nothing; and its judge fails an answer that is not a 4xx problem."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:  # `proofs` is a folder of the repository, not an installed package
    sys.path.insert(0, str(ROOT))

from proofs.hostile import judge  # noqa: E402
from proofs.hostile_cases import Case  # noqa: E402
from proofs.rawhttp import parse  # noqa: E402


@pytest.mark.postgres
@pytest.mark.redis
def test_the_hostile_proof_passes_on_a_private_cluster():
    # 45 s: the cases take about 25 s (the slow ones the worker's 10 s read limit), the fuzzer
    # the rest.
    done = subprocess.run([sys.executable, "-m", "proofs.hostile", "--seconds", "45"],
                          cwd=ROOT, capture_output=True, text=True, timeout=300)
    lines = done.stdout.strip().splitlines()
    assert done.returncode == 0 and lines[-1] == "PASS", done.stdout[-5000:] + done.stderr[-3000:]
    figures = json.loads(lines[-2])
    assert figures["cases"] == figures["cases_passed"] >= 75
    assert set(figures["by_group"]) == {"size", "chunked", "json", "import", "media type",
                                        "query", "url", "auth", "headers", "settings",
                                        "undo", "streams", "slow", "bounds", "chat",
                                        "rematch", "accounts"}
    assert figures["by_group"]["import"] == 6 and figures["by_group"]["bounds"] == 8
    assert figures["by_group"]["chat"] == 12 and figures["by_group"]["rematch"] == 4
    assert figures["by_group"]["accounts"] == 13
    held = figures["held"]  # streams by other spellings and slowloris clients, held at once
    assert held["streams_ok"] == held["streams"] == 20
    assert held["slow_answers"] == {"408": 50} and held["readyz_held"]["failed"] == 0
    assert figures["log_before"] == figures["log_after"]
    assert figures["log_before"]["game_version"] > 1
    fuzzer = figures["fuzzer"]
    assert fuzzer["operations"] >= 19 and fuzzer["examples"] >= 50
    assert fuzzer["failed_examples"] == 0 and not any(s.startswith("5")
                                                      for s in fuzzer["statuses"])


def _answer(status: int, media: str, body: dict | str) -> object:
    text = body if isinstance(body, str) else json.dumps(body)
    return parse(f"HTTP/1.1 {status} X\r\nContent-Type: {media}\r\n"
                 f"Content-Length: {len(text)}\r\n\r\n{text}".encode())


def test_the_judge_fails_server_errors_html_and_unstable_codes():
    case = Case("probe", "json", [], 400, "json_too_deep")
    problem = "application/problem+json"
    assert judge(case, _answer(400, problem, {"code": "json_too_deep", "status": 400})) == []
    assert judge(case, _answer(500, problem, {"code": "internal_error", "status": 500}))
    assert judge(case, _answer(400, "text/html", "<html>Bad Request</html>"))
    assert judge(case, _answer(400, problem, {"code": "bad_request", "status": 400}))
    assert judge(case, parse(b"")) == ["no answer (connection closed)"]


def test_the_judge_passes_a_legal_request_that_writes_nothing_only_with_its_status():
    case = Case("a standing answer set again", "settings", [], 200, "")
    assert judge(case, _answer(200, "application/json", {"version": 9, "events": []})) == []
    assert judge(case, _answer(409, "application/problem+json",
                               {"code": "stale_version", "status": 409}))
