"""An app per test on each run mode: embedded (SQLite, no Redis) and Postgres with Redis."""
from __future__ import annotations

import pytest

from events.migrate import upgrade
from service.app import create_app
from play.config import Config


@pytest.fixture(params=[pytest.param("embedded", marks=pytest.mark.sqlite),
                        pytest.param("servers", marks=[pytest.mark.postgres, pytest.mark.redis])])
def mode(request: pytest.FixtureRequest) -> dict[str, str]:
    if request.param == "embedded":
        return {"DATABASE_URL": request.getfixturevalue("sqlite_url")}
    return {"DATABASE_URL": request.getfixturevalue("pg_url"),
            "REDIS_URL": request.getfixturevalue("redis_url")}


@pytest.fixture
def app(mode: dict[str, str], tmp_path):
    upgrade(mode["DATABASE_URL"])
    # Mail the service sends for itself (sign-in links) stays in the test's own folder.
    env = {**mode, "LOG_JSON": "false", "LOG_LEVEL": "WARNING", "RATE_LIMIT_PER_TOKEN": "0",
           "RATE_LIMIT_PER_ADDRESS": "0", "MAIL_DIR": str(tmp_path / "mail")}
    app = create_app(Config.from_env(env))
    yield app
    from service.dependencies import dependencies

    dependencies(app).close()


@pytest.fixture
def client(app):
    return app.test_client()


