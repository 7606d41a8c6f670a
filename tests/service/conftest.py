"""Fixtures for the web layer: an app wired to in-memory fakes, and a test client."""

from __future__ import annotations

from pathlib import Path

import pytest

from service.app import create_app
from play.config import Config


class FakeStore:
    """An EventStore stand-in that only knows how to answer a ping."""

    def __init__(self) -> None:
        self.pings = 0
        self.closed = False

    def ping(self) -> None:
        self.pings += 1

    def close(self) -> None:
        self.closed = True


class UnreachableStore(FakeStore):
    """An EventStore whose database has gone away."""

    def ping(self) -> None:
        raise ConnectionRefusedError("database unreachable")


class FakeRedis:
    """A Redis client stand-in that answers PING."""

    def ping(self) -> bool:
        return True


@pytest.fixture
def config(tmp_path: Path) -> Config:
    return Config.from_env({"LOG_LEVEL": "INFO"}, base_dir=tmp_path)


@pytest.fixture
def store() -> FakeStore:
    return FakeStore()


@pytest.fixture
def unreachable_store() -> UnreachableStore:
    return UnreachableStore()


@pytest.fixture
def fake_redis() -> FakeRedis:
    return FakeRedis()


@pytest.fixture
def app(config: Config, store: FakeStore):
    return create_app(config, store=store)


@pytest.fixture
def client(app):
    return app.test_client()
