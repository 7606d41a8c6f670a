"""Under gunicorn with two worker processes, /metrics adds up the counts of both.

Each worker writes its figures to its own file in PROMETHEUS_MULTIPROC_DIR; reading those files
one by one shows that both workers answered some of the requests, and the scrape, whichever
worker answers it, must count all of them.
"""
from __future__ import annotations

import os
import re
import shutil
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from prometheus_client import CollectorRegistry
from prometheus_client.multiprocess import MultiProcessCollector
from prometheus_client.parser import text_string_to_metric_families

BIN = Path(sys.executable).parent
PROCFILE = Path(__file__).resolve().parents[2] / "Procfile"
READYZ = {"route": "/readyz", "method": "GET", "status": "200"}
STALE_COUNT = 1000


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def status_of(url: str) -> int:
    try:
        with urllib.request.urlopen(url, timeout=10) as response:
            return response.status
    except urllib.error.HTTPError as error:
        return error.code


def wait_healthy(base: str, proc: subprocess.Popen, seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        assert proc.poll() is None, "the server exited"
        try:
            if status_of(base + "/healthz") == 200:
                return
        except OSError:
            time.sleep(0.2)
    raise AssertionError(f"no 200 from /healthz within {seconds} s")


def readyz_count(samples) -> float:
    return sum(s.value for s in samples
               if s.name == "cthulhu_http_requests_total" and s.labels == READYZ)


def scraped_readyz_count(base: str) -> float:
    with urllib.request.urlopen(base + "/metrics", timeout=10) as response:
        text = response.read().decode()
    return readyz_count(s for f in text_string_to_metric_families(text) for s in f.samples)


def per_worker_readyz(figures: Path, scratch: Path) -> dict[str, float]:
    """Each worker's own /readyz count, read from its counter file alone."""
    counts = {}
    for counter_file in figures.glob("counter_*.db"):
        alone = scratch / counter_file.stem
        alone.mkdir(exist_ok=True)
        shutil.copy(counter_file, alone / counter_file.name)
        collector = MultiProcessCollector(CollectorRegistry(), path=str(alone))
        count = readyz_count(s for f in collector.collect() for s in f.samples)
        if count:
            counts[counter_file.stem.removeprefix("counter_")] = count
    return counts


def send_until_both_workers_answered(base: str, figures: Path, scratch: Path) -> tuple[int, dict]:
    """Concurrent requests to /readyz, in rounds, until both workers have answered some."""
    sent = 0
    with ThreadPoolExecutor(8) as pool:
        for _ in range(25):
            assert set(pool.map(lambda _: status_of(base + "/readyz"), range(40))) == {200}
            sent += 40
            counts = per_worker_readyz(figures, scratch)
            if len(counts) == 2:
                return sent, counts
    raise AssertionError(f"one worker answered all {sent} requests")


def start(command: list[str], env: dict, cwd: Path, log: Path) -> subprocess.Popen:
    subprocess.run([str(BIN / "cthulhu-wars"), "db", "upgrade"], env=env, cwd=cwd, check=True,
                   capture_output=True)
    with log.open("wb") as sink:
        return subprocess.Popen(command, env=env, cwd=cwd, stdout=sink, stderr=sink)


def stop(proc: subprocess.Popen) -> None:
    proc.terminate()
    proc.wait(20)


def embedded_env(tmp_path: Path) -> dict:
    env = {k: v for k, v in os.environ.items()
           if k not in ("DATABASE_URL", "REDIS_URL", "PROMETHEUS_MULTIPROC_DIR")}
    return {**env, "DATABASE_URL": f"sqlite:///{tmp_path / 'events.sqlite3'}",
            "PATH": f"{BIN}:{env.get('PATH', '')}"}


@pytest.mark.sqlite
def test_serve_sums_both_workers_counts_in_a_directory_of_its_own(tmp_path):
    port, log = free_port(), tmp_path / "server.log"
    proc = start([str(BIN / "cthulhu-wars"), "serve", "--workers", "2", "--port", str(port)],
                 embedded_env(tmp_path), tmp_path, log)
    base = f"http://127.0.0.1:{port}"
    try:
        wait_healthy(base, proc)
        figures = Path(re.search(r"gathered in (\S+)", log.read_text()).group(1))
        sent, per_worker = send_until_both_workers_answered(base, figures, tmp_path)
        assert sum(per_worker.values()) == sent
        assert scraped_readyz_count(base) == sent
    finally:
        stop(proc)
    assert not figures.exists()  # made by the server, removed at its exit


@pytest.mark.sqlite
def test_the_procfile_web_line_empties_the_given_directory_and_sums_both_workers(tmp_path):
    figures = tmp_path / "figures"
    env = {**embedded_env(tmp_path), "PROMETHEUS_MULTIPROC_DIR": str(figures),
           "WEB_CONCURRENCY": "2", "WEB_THREADS": "4", "PORT": str(free_port())}
    _leave_a_previous_runs_count(env)
    web = next(line for line in PROCFILE.read_text().splitlines() if line.startswith("web:"))
    command = web.removeprefix("web:").strip().replace("0.0.0.0", "127.0.0.1")
    proc = start(["bash", "-c", f"exec {command}"], env, tmp_path, tmp_path / "server.log")
    base = f"http://127.0.0.1:{env['PORT']}"
    try:
        wait_healthy(base, proc)
        sent, per_worker = send_until_both_workers_answered(base, figures, tmp_path)
        assert sum(per_worker.values()) == sent
        assert scraped_readyz_count(base) == sent  # the previous run's count is gone
    finally:
        stop(proc)


def _leave_a_previous_runs_count(env: dict) -> None:
    Path(env["PROMETHEUS_MULTIPROC_DIR"]).mkdir()
    labels = ", ".join(f"{k}={v!r}" for k, v in READYZ.items())
    subprocess.run([sys.executable, "-c",
                    "from prometheus_client import Counter; Counter('cthulhu_http_requests', 'x',"
                    f" {list(READYZ)!r}).labels({labels}).inc({STALE_COUNT})"],
                   env=env, check=True)
    assert list(Path(env["PROMETHEUS_MULTIPROC_DIR"]).glob("counter_*.db"))
