"""The proofs under load and faults still pass: a short soak and a short run of each fault.

Each runs `python -m proofs ...` on a private cluster (its own Postgres and Redis servers on free
ports, never the shared ones) and must print PASS with exit status 0, so the commands behind
`make soak` and `make fault-*` cannot rot unnoticed. Marked like the other tests that need the
Postgres and Redis server programs.
"""
from __future__ import annotations

import glob
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = [pytest.mark.postgres, pytest.mark.redis, pytest.mark.slow]

ROOT = Path(__file__).resolve().parents[2]
SMALL = ["--procs", "2", "--threads", "4"]
RUNS = {"soak": 15, "fault-postgres": 12, "fault-redis": 12, "fault-kill": 12,
        "fault-drop": 10}


def _servers_installed() -> bool:
    """initdb (where proofs.cluster looks for it) and redis-server are on this machine."""
    initdb = (os.environ.get("PG_BIN") and Path(os.environ["PG_BIN"], "initdb").exists()) \
        or glob.glob("/usr/lib/postgresql/*/bin/initdb") or shutil.which("initdb")
    return bool(initdb) and shutil.which("redis-server") is not None


def _run(proof: str, seconds: float) -> dict:
    done = subprocess.run([sys.executable, "-m", "proofs", proof, "--seconds", str(seconds),
                           *SMALL], cwd=ROOT, capture_output=True, text=True,
                          timeout=seconds + 180)
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    summary = json.loads(lines[-1]) if lines else {}
    assert done.returncode == 0 and summary.get("pass") is True, \
        f"{proof} failed ({done.returncode}):\n{done.stdout[-6000:]}\n{done.stderr[-4000:]}"
    return summary


@pytest.mark.parametrize("proof", list(RUNS))
def test_the_proof_passes_on_a_private_cluster(proof: str) -> None:
    # The proofs start private servers; a machine without them cannot pass (never a skip).
    assert _servers_installed(), "the proofs need initdb/pg_ctl and redis-server installed"
    summary = _run(proof, RUNS[proof])
    assert summary["choices_acknowledged"] > 50
    checks = {c["name"]: c for c in summary["checks"]}
    assert all(c["pass"] for c in checks.values())
    replayed = [c for name, c in checks.items() if name.startswith("read models equal")]
    assert replayed and replayed[0]["games"] == summary["games"] > 0
