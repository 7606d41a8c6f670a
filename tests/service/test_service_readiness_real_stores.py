"""Readiness against the real stores: SQLite embedded, Postgres and Redis on localhost."""

from __future__ import annotations

from pathlib import Path

import pytest

from service.app import create_app
from play.config import Config
from service.dependencies import dependencies


def _readyz(config: Config):
    app = create_app(config)
    try:
        return app.test_client().get("/readyz")
    finally:
        dependencies(app).close()


@pytest.mark.sqlite
def test_readyz_is_ok_on_the_default_embedded_store(tmp_path: Path) -> None:
    (tmp_path / "var").mkdir()

    response = _readyz(Config.from_env({}, base_dir=tmp_path))

    assert response.status_code == 200
    assert response.json == {
        "status": "ok",
        "checks": {"database": "ok", "redis": "not_configured"},
    }


@pytest.mark.sqlite
def test_the_store_is_opened_on_first_use_not_when_the_app_is_built(tmp_path: Path) -> None:
    database = tmp_path / "events.sqlite3"
    app = create_app(Config.from_env({"DATABASE_URL": f"sqlite:///{database}"}, base_dir=tmp_path))
    client = app.test_client()

    client.get("/healthz")
    assert not database.exists()
    client.get("/readyz")
    assert database.exists()
    dependencies(app).close()


@pytest.mark.postgres
@pytest.mark.redis
def test_readyz_is_ok_on_postgres_and_redis(tmp_path: Path, pg_url: str, redis_url: str) -> None:
    config = Config.from_env({"DATABASE_URL": pg_url, "REDIS_URL": redis_url}, base_dir=tmp_path)

    response = _readyz(config)

    assert response.status_code == 200
    assert response.json == {"status": "ok", "checks": {"database": "ok", "redis": "ok"}}


@pytest.mark.postgres
def test_readyz_is_degraded_on_postgres_with_redis_unreachable(tmp_path: Path, pg_url: str) -> None:
    config = Config.from_env(
        {"DATABASE_URL": pg_url, "REDIS_URL": "redis://127.0.0.1:1/0"}, base_dir=tmp_path
    )

    response = _readyz(config)

    assert response.status_code == 200
    assert response.json["status"] == "degraded"
