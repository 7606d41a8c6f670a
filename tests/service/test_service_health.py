"""Liveness and readiness probes, against fakes and an unreachable Redis."""

from __future__ import annotations

from pathlib import Path

import pytest

from service.app import create_app
from play.config import Config
from service.dependencies import dependencies
from service.routes.health import Check, Readiness, Status

UNREACHABLE_REDIS = "redis://127.0.0.1:1/0"


def _config(tmp_path: Path, **env: str) -> Config:
    return Config.from_env(env, base_dir=tmp_path)


def test_healthz_answers_ok_and_touches_no_dependency(client, store) -> None:
    response = client.get("/healthz")

    assert response.status_code == 200
    assert response.json == {"status": "ok"}
    assert response.headers["Cache-Control"] == "no-store"
    assert store.pings == 0


def test_healthz_answers_even_when_every_dependency_is_unreachable(tmp_path) -> None:
    config = _config(
        tmp_path, DATABASE_URL="postgresql://nobody@127.0.0.1:1/none", REDIS_URL=UNREACHABLE_REDIS
    )

    response = create_app(config).test_client().get("/healthz")

    assert response.status_code == 200


def test_readyz_is_ok_with_a_database_and_no_redis_configured(client, store) -> None:
    response = client.get("/readyz")

    assert response.status_code == 200
    assert response.json == {
        "status": "ok",
        "checks": {"database": "ok", "redis": "not_configured"},
    }
    assert store.pings == 1


def test_readyz_is_ok_when_database_and_redis_answer(tmp_path, store, fake_redis) -> None:
    client = create_app(_config(tmp_path), store=store, redis_client=fake_redis).test_client()

    response = client.get("/readyz")

    assert response.status_code == 200
    assert response.json == {"status": "ok", "checks": {"database": "ok", "redis": "ok"}}


def test_readyz_is_degraded_not_down_when_only_redis_is_unreachable(tmp_path, store) -> None:
    config = _config(tmp_path, REDIS_URL=UNREACHABLE_REDIS)
    client = create_app(config, store=store).test_client()

    response = client.get("/readyz")

    assert response.status_code == 200
    assert response.json == {
        "status": "degraded",
        "checks": {"database": "ok", "redis": "unavailable"},
    }


def test_readyz_is_down_with_503_when_the_database_is_unreachable(
    tmp_path, unreachable_store
) -> None:
    client = create_app(_config(tmp_path), store=unreachable_store).test_client()

    response = client.get("/readyz")

    assert response.status_code == 503
    assert response.json["status"] == "down"
    assert response.json["checks"]["database"] == "unavailable"


def test_readyz_is_down_when_the_database_file_cannot_be_opened(tmp_path) -> None:
    not_a_directory = tmp_path / "plain-file"
    not_a_directory.write_text("")
    config = _config(tmp_path, DATABASE_URL=f"sqlite:///{not_a_directory / 'db.sqlite3'}")
    app = create_app(config)

    response = app.test_client().get("/readyz")
    dependencies(app).close()

    assert response.status_code == 503
    assert response.json["checks"]["database"] == "unavailable"


def test_the_app_keeps_its_dependencies_where_routes_can_reach_them(app, store) -> None:
    deps = dependencies(app)

    assert deps.store is store
    assert deps.redis is None


def test_closing_dependencies_leaves_objects_passed_in_open(app, store) -> None:
    dependencies(app).close()

    assert store.closed is False


def test_a_redis_client_opened_from_the_url_is_closed_and_forgotten(tmp_path, store) -> None:
    app = create_app(_config(tmp_path, REDIS_URL=UNREACHABLE_REDIS), store=store)
    deps = dependencies(app)
    first = deps.redis

    deps.close()

    assert deps.redis is not first


@pytest.mark.parametrize(
    ("database", "redis", "status"),
    [
        (Check.OK, Check.OK, Status.OK),
        (Check.OK, Check.NOT_CONFIGURED, Status.OK),
        (Check.OK, Check.UNAVAILABLE, Status.DEGRADED),
        (Check.UNAVAILABLE, Check.OK, Status.DOWN),
        (Check.UNAVAILABLE, Check.UNAVAILABLE, Status.DOWN),
    ],
)
def test_readiness_status_follows_the_database_first(database, redis, status) -> None:
    assert Readiness(database=database, redis=redis).status is status
