"""Rate limits per token and per address answer 429 with Retry-After."""
from __future__ import annotations

from events.migrate import upgrade
from service.app import create_app
from service.config import Config


def limited_client(mode: dict, per_token: int, per_address: int):
    upgrade(mode["DATABASE_URL"])
    env = {**mode, "LOG_JSON": "false", "LOG_LEVEL": "WARNING",
           "RATE_LIMIT_PER_TOKEN": str(per_token), "RATE_LIMIT_PER_ADDRESS": str(per_address)}
    return create_app(Config.from_env(env)).test_client()


def test_an_address_over_its_limit_gets_429_with_retry_after(mode):
    client = limited_client(mode, 0, 5)
    answers = [client.get("/v1/games") for _ in range(7)]
    assert [a.status_code for a in answers[:5]] == [200] * 5
    refused = answers[5]
    assert refused.status_code == 429
    assert refused.get_json()["code"] == "rate_limited"
    assert 1 <= int(refused.headers["Retry-After"]) <= 60
    assert client.get("/healthz").status_code == 200  # probes are never limited


def test_a_token_over_its_limit_gets_429_even_from_fresh_addresses(mode):
    client = limited_client(mode, 3, 0)
    headers = {"Authorization": "Bearer cws_same"}
    codes = [client.get("/v1/games", headers=headers,
                        environ_base={"REMOTE_ADDR": f"10.0.0.{n}"}).status_code
             for n in range(5)]
    assert codes[:3] == [200, 200, 200] and codes[3] == 429
