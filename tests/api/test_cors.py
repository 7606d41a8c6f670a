"""CORS: browser pages on other origins may call the API only when the operator lists them."""
from __future__ import annotations

import pytest

from events.migrate import upgrade
from service.app import create_app
from play.config import Config, ConfigError

CLIENT = "https://client.example"
PREFLIGHT = {"Origin": CLIENT, "Access-Control-Request-Method": "POST",
             "Access-Control-Request-Headers": "authorization, content-type, idempotency-key"}


def cors_client(mode: dict, origins: str | None):
    upgrade(mode["DATABASE_URL"])
    env = {**mode, "LOG_JSON": "false", "LOG_LEVEL": "WARNING", "RATE_LIMIT_PER_TOKEN": "50",
           "RATE_LIMIT_PER_ADDRESS": "100", **({"CORS_ORIGINS": origins} if origins else {})}
    return create_app(Config.from_env(env)).test_client()


def preflight(client, path: str = "/v1/games/g_any/choices", **headers: str):
    return client.options(path, headers={**PREFLIGHT, **headers})


def test_cors_is_off_by_default(mode):
    client = cors_client(mode, None)
    answer = client.get("/v1/games", headers={"Origin": CLIENT})
    assert answer.status_code == 200
    assert "Access-Control-Allow-Origin" not in answer.headers
    assert "Access-Control-Allow-Origin" not in preflight(client).headers


def test_a_listed_origin_may_read_and_send_choices_and_sees_the_rate_limit_headers(mode):
    client = cors_client(mode, f"{CLIENT}, http://localhost:5173")
    answer = client.get("/v1/games", headers={"Origin": CLIENT})
    assert answer.headers["Access-Control-Allow-Origin"] == CLIENT
    assert "Origin" in answer.headers["Vary"]
    exposed = {h.strip().lower()
               for h in answer.headers["Access-Control-Expose-Headers"].split(",")}
    assert {"ratelimit", "ratelimit-policy", "retry-after", "idempotent-replayed"} <= exposed
    assert "Access-Control-Allow-Credentials" not in answer.headers  # bearer tokens, no cookies
    asked = preflight(client, **{"Access-Control-Request-Headers":
                                 "authorization, idempotency-key, content-type, last-event-id, "
                                 "x-invite-code"})
    assert asked.status_code == 200
    assert asked.headers["Access-Control-Allow-Origin"] == CLIENT
    assert "POST" in asked.headers["Access-Control-Allow-Methods"]
    allowed = {h.strip().lower() for h in asked.headers["Access-Control-Allow-Headers"].split(",")}
    assert {"authorization", "idempotency-key", "content-type", "last-event-id",
            "x-invite-code"} <= allowed
    assert int(asked.headers["Access-Control-Max-Age"]) > 0
    local = client.get("/v1/games", headers={"Origin": "http://localhost:5173"})
    assert local.headers["Access-Control-Allow-Origin"] == "http://localhost:5173"
    problem = client.get("/v1/games/g_missing", headers={"Origin": CLIENT})
    assert problem.status_code == 404  # errors reach the page too, so it can show them
    assert problem.headers["Access-Control-Allow-Origin"] == CLIENT


@pytest.mark.parametrize("origin", ["https://elsewhere.example", "http://client.example",
                                    "https://client.example.evil.example", "null"])
def test_an_origin_not_listed_gets_no_cors_answer(mode, origin):
    client = cors_client(mode, CLIENT)
    answer = client.get("/v1/games", headers={"Origin": origin})
    assert answer.status_code == 200 and "Access-Control-Allow-Origin" not in answer.headers
    asked = preflight(client, Origin=origin)
    assert "Access-Control-Allow-Origin" not in asked.headers
    assert "Access-Control-Allow-Headers" not in asked.headers


def test_pages_of_the_service_itself_stay_same_origin_only(mode):
    client = cors_client(mode, CLIENT)
    assert "Access-Control-Allow-Origin" not in client.get(
        "/healthz", headers={"Origin": CLIENT}).headers
    assert client.get("/openapi.json", headers={"Origin": CLIENT}).headers[
        "Access-Control-Allow-Origin"] == CLIENT


@pytest.mark.parametrize("value", ["client.example", "https://client.example/app",
                                   "ftp://client.example", "https://user:pw@client.example",
                                   "https://client.example:0"])
def test_cors_origins_must_be_origins(value):
    with pytest.raises(ConfigError, match="CORS_ORIGINS"):
        Config.from_env({"CORS_ORIGINS": value})


def test_any_origin_is_allowed_only_when_asked_for_with_a_star(mode):
    assert Config.from_env({"CORS_ORIGINS": " https://a.example/ ,https://a.example"}
                           ).cors_origins == ("https://a.example",)
    answer = cors_client(mode, "*").get("/v1/games", headers={"Origin": "https://any.example"})
    assert answer.headers["Access-Control-Allow-Origin"] in ("*", "https://any.example")


def test_a_refused_origin_setting_is_not_repeated_in_the_error():
    with pytest.raises(ConfigError) as refused:
        Config.from_env({"CORS_ORIGINS": "https://ok.example, https://me:hunter2@x.example"})
    assert "entry 2" in str(refused.value) and "hunter2" not in str(refused.value)
