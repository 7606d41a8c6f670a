"""The HTTP benchmark charges each process's CPU time to the right group (bench/bench_http.py)."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))

import bench_http  # noqa: E402

# Burns about 0.4 s of CPU, then waits for its stdin to close, so its counters can be read
# while it is still alive.
BURN = ("import sys, time\nend = time.process_time() + 0.4\n"
        "while time.process_time() < end: pass\nprint('done', flush=True)\nsys.stdin.read()")


def _burn() -> subprocess.Popen:
    child = subprocess.Popen([sys.executable, "-c", BURN], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, text=True)
    assert child.stdout.readline().strip() == "done"
    return child


def test_a_child_of_the_benchmark_counts_as_a_client():
    before = bench_http.cpu_by_group(-1, os.getpid())
    child = _burn()
    try:
        after = bench_http.cpu_by_group(-1, os.getpid())
    finally:
        child.stdin.close()
        child.wait(timeout=10)
    spent = dict(zip(bench_http.GROUPS, (b - a for a, b in zip(before, after))))
    assert spent["clients"] >= 0.3
    assert spent["web"] == 0


def test_the_server_process_counts_as_web_not_as_a_client():
    # The server is a child of the benchmark too; it must be charged to the web group only.
    before = bench_http.cpu_by_group(-1, os.getpid())
    child = _burn()
    try:
        after = bench_http.cpu_by_group(child.pid, os.getpid())
    finally:
        child.stdin.close()
        child.wait(timeout=10)
    by_group = dict(zip(bench_http.GROUPS, after))
    assert by_group["web"] >= 0.3
    # Its CPU left the clients' sum: what the other children used is all that stays there.
    assert by_group["clients"] - dict(zip(bench_http.GROUPS, before))["clients"] < 0.3
