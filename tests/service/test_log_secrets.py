"""No log line, in either format, carries a seed, a token or a local variable of a failed request."""
from __future__ import annotations

import secrets

import pytest

from events.migrate import upgrade
from service.app import create_app
from play.config import Config

pytestmark = pytest.mark.sqlite


@pytest.mark.parametrize("log_json", ["true", "false"])
def test_a_failing_request_logs_its_traceback_without_seeds_tokens_or_locals(sqlite_url, capsys, log_json):
    upgrade(sqlite_url)
    app = create_app(Config.from_env({"DATABASE_URL": sqlite_url, "LOG_JSON": log_json}))
    seed = secrets.token_bytes(32).hex()
    token = "cws_" + secrets.token_urlsafe(32)
    signing = "whsec_" + secrets.token_urlsafe(32)

    def explode():
        elder_sign_values = [3, 2, 1]  # noqa: F841  (a local a verbose traceback would print)
        secret_seed, bearer = seed, token  # noqa: F841
        raise RuntimeError(f"failed while holding {bearer} and {signing}")

    app.add_url_rule("/explode", "explode", explode)
    answer = app.test_client().get("/explode")
    assert answer.status_code == 500
    logged = capsys.readouterr().err
    assert "RuntimeError" in logged and "Traceback" in logged  # the failure itself is logged
    assert seed not in logged and token not in logged and signing not in logged
    assert "elder_sign_values" not in logged and "secret_seed" not in logged


@pytest.mark.parametrize("log_json", ["true", "false"])
def test_chat_requests_log_neither_tokens_nor_the_messages(sqlite_url, capsys, log_json):
    upgrade(sqlite_url)
    app = create_app(Config.from_env({"DATABASE_URL": sqlite_url, "LOG_JSON": log_json,
                                      "LOG_LEVEL": "INFO"}))
    client = app.test_client()
    created = client.post("/v1/games", json={"seats": 3, "sandbox": True}).get_json()
    game = created["game"]["game_id"]
    token = created["seat_tokens"]["seat1"]
    seat = {"Authorization": f"Bearer {token}"}
    capsys.readouterr()
    said = client.post(f"/v1/games/{game}/chat", json={"text": "Quintessential whisper"},
                       headers=seat)
    too_long = client.post(f"/v1/games/{game}/chat", json={"text": "Q" * 600}, headers=seat)
    read = client.get(f"/v1/games/{game}/chat", headers=seat)
    assert (said.status_code, too_long.status_code, read.status_code) == (201, 422, 200)
    logged = capsys.readouterr().err
    assert "/chat" in logged  # the requests are logged, by path
    assert token not in logged and created["host_token"] not in logged
    assert "Quintessential" not in logged and "Q" * 600 not in logged
