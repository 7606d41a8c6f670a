"""Shared fixtures: real Postgres and Redis when reachable, and a report of which backends ran.

Tests marked `postgres` or `redis` need those servers. When a server cannot be reached they are
deselected (not skipped) and the summary says so; with CI=true an unreachable server is an error,
because CI must test both backends.
"""
from __future__ import annotations

import os
import shutil
import socket
import uuid
from collections import Counter
from pathlib import Path

import pytest

PG_ADMIN_URL = os.environ.get("TEST_POSTGRES_URL", "postgresql://postgres@127.0.0.1:5432/postgres")


def _redis_test_url() -> str:
    """A Redis database only tests use: 14, or the one TEST_REDIS_URL names (for a run beside
    another one). Under pytest-xdist worker gwN takes the one N below it, so workers flushing
    their database between tests never empty another worker's."""
    base = os.environ.get("TEST_REDIS_BASE_URL") or os.environ.get(
        "TEST_REDIS_URL", "redis://127.0.0.1:6379/14")
    os.environ["TEST_REDIS_BASE_URL"] = base  # xdist workers inherit it, as they do the rest
    server, _, number = base.rpartition("/")
    worker = int(os.environ.get("PYTEST_XDIST_WORKER", "gw0").removeprefix("gw") or 0)
    if int(number) - worker < 1:
        raise RuntimeError(f"too many pytest-xdist workers for Redis databases below {number}")
    url = f"{server}/{int(number) - worker}"
    os.environ["TEST_REDIS_URL"] = url  # test modules that start servers read it from here
    return url


REDIS_TEST_URL = _redis_test_url()

_backend_counts: Counter[str] = Counter()
_backends_up: dict[str, bool] = {}


def _reachable(host: str, port: int) -> bool:
    try:
        with socket.create_connection((host, port), timeout=1):
            return True
    except OSError:
        return False


def postgres_up() -> bool:
    if "postgres" not in _backends_up:
        _backends_up["postgres"] = _reachable("127.0.0.1", 5432) and _pg_answers()
    return _backends_up["postgres"]


def redis_up() -> bool:
    if "redis" not in _backends_up:
        _backends_up["redis"] = _reachable("127.0.0.1", 6379)
    return _backends_up["redis"]


def _pg_answers() -> bool:
    import psycopg

    try:
        with psycopg.connect(PG_ADMIN_URL, connect_timeout=3) as conn:
            conn.execute("SELECT 1")
        return True
    except psycopg.Error:
        return False


def browser_up() -> bool:
    if "browser" not in _backends_up:
        _backends_up["browser"] = shutil.which("chromium") is not None
    return _backends_up["browser"]


_BACKENDS = ("sqlite", "postgres", "memory", "redis", "browser")
_PROBES = {"postgres": postgres_up, "redis": redis_up, "browser": browser_up}


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    keep, drop = [], []
    for item in items:
        needs = [name for name in _PROBES if item.get_closest_marker(name)]
        missing = [name for name in needs if not _PROBES[name]()]
        if missing and os.environ.get("CI") == "true":
            raise pytest.UsageError(f"CI needs {', '.join(missing)} but it is not reachable")
        (drop if missing else keep).append(item)
    if drop:
        config.hook.pytest_deselected(items=drop)
        items[:] = keep


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo):  # noqa: ANN201
    report = yield
    marked = [name for name in _BACKENDS if item.get_closest_marker(name)]
    report.user_properties.append(("backends", marked))
    return report


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    """Counts passed tests per backend. Under pytest-xdist every worker's reports arrive here in
    the controlling process, carrying the backends their test was marked with."""
    if report.when == "call" and report.passed:
        for key, value in report.user_properties:
            if key == "backends":
                _backend_counts.update(value)


def pytest_terminal_summary(terminalreporter, exitstatus, config) -> None:  # noqa: ANN001
    parts = [f"{name}={_backend_counts.get(name, 0)}" for name in _BACKENDS]
    down = [name for name, up in _backends_up.items() if not up]
    line = "backends tested (passed tests): " + " ".join(parts)
    if down:
        line += f"; not reachable, their tests deselected: {', '.join(down)}"
    terminalreporter.write_line(line)


@pytest.fixture
def pg_url() -> str:
    """A fresh, empty Postgres database for one test, dropped afterwards."""
    import psycopg

    name = f"cw_test_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(PG_ADMIN_URL, autocommit=True) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')
    url = PG_ADMIN_URL.rsplit("/", 1)[0] + f"/{name}"
    yield url
    with psycopg.connect(PG_ADMIN_URL, autocommit=True) as admin:
        admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@pytest.fixture
def sqlite_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'events.sqlite3'}"


@pytest.fixture
def redis_url() -> str:
    """A Redis database number used only by tests, emptied before and after each test."""
    import redis

    client = redis.Redis.from_url(REDIS_TEST_URL)
    client.flushdb()
    yield REDIS_TEST_URL
    client.flushdb()
    client.close()


@pytest.fixture(params=[pytest.param("sqlite", marks=pytest.mark.sqlite),
                        pytest.param("postgres", marks=pytest.mark.postgres),
                        pytest.param("memory", marks=pytest.mark.memory)])
def migrated_url(request: pytest.FixtureRequest) -> str:
    """A migrated, empty database on each backend in turn. For the memory store that is
    `memory:`, which opens a new, empty store each time: `make_store` opens its stores on one
    database instead."""
    from events.migrate import upgrade

    if request.param == "memory":
        return "memory:"
    url = request.getfixturevalue("sqlite_url" if request.param == "sqlite" else "pg_url")
    upgrade(url)
    return url


@pytest.fixture
def make_store(migrated_url: str):
    """Opens stores on `migrated_url` with the given options; closes them after the test. The
    stores of one test share one database (for the memory store, one `MemoryDatabase`)."""
    from events import open_store

    stores = []
    if migrated_url == "memory:":
        from events.memory import MemoryDatabase, MemoryStore

        database = MemoryDatabase()

        def opened(**options):
            return MemoryStore(database, **options)
    else:
        pool = {"max_size": 12} if migrated_url.startswith("postgres") else {}

        def opened(**options):
            return open_store(migrated_url, **pool, **options)

    def make(**options):
        stores.append(opened(**options))
        return stores[-1]

    yield make
    for store in stores:
        store.close()
