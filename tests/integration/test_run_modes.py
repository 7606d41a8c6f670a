"""`cthulhu-wars serve` answers on the embedded default and on Postgres + Redis."""
from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

COMMAND = Path(sys.executable).parent / "cthulhu-wars"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def get_json(url: str) -> tuple[int, dict]:
    try:
        with urllib.request.urlopen(url, timeout=5) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


def wait_healthy(base: str, proc: subprocess.Popen, seconds: float) -> float:
    started = time.monotonic()
    while time.monotonic() - started < seconds:
        assert proc.poll() is None, "the server exited"
        try:
            if get_json(base + "/healthz")[0] == 200:
                return time.monotonic() - started
        except OSError:
            time.sleep(0.2)
    raise AssertionError(f"no 200 from /healthz within {seconds} s")


def serve(env: dict, cwd: Path):
    port = free_port()
    subprocess.run([str(COMMAND), "db", "upgrade"], env=env, cwd=cwd, check=True,
                   capture_output=True)
    proc = subprocess.Popen([str(COMMAND), "serve", "--port", str(port)], env=env, cwd=cwd,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return proc, f"http://127.0.0.1:{port}"


def base_env() -> dict:
    env = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "REDIS_URL")}
    return env


@pytest.mark.sqlite
def test_serve_with_no_configuration_uses_sqlite_under_var_and_answers_health(tmp_path):
    proc, base = serve(base_env(), tmp_path)
    try:
        assert wait_healthy(base, proc, 60) < 60
        status, body = get_json(base + "/readyz")
        assert status == 200
        assert body["checks"] == {"database": "ok", "redis": "not_configured"}
        assert (tmp_path / "var" / "cthulhu-wars.sqlite3").exists()
    finally:
        proc.terminate()
        proc.wait(10)


@pytest.mark.postgres
@pytest.mark.redis
def test_serve_on_postgres_and_redis_reports_both_ready(tmp_path, pg_url, redis_url):
    env = {**base_env(), "DATABASE_URL": pg_url, "REDIS_URL": redis_url}
    proc, base = serve(env, tmp_path)
    try:
        wait_healthy(base, proc, 60)
        status, body = get_json(base + "/readyz")
        assert status == 200
        assert body == {"status": "ok", "checks": {"database": "ok", "redis": "ok"}}
        assert not (tmp_path / "var").exists()
    finally:
        proc.terminate()
        proc.wait(10)
