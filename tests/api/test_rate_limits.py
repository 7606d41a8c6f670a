"""Rate limits per token and per address answer 429 with Retry-After."""
from __future__ import annotations

import json
import random
import uuid

from events.migrate import upgrade
from service.http import openapi
from service.app import create_app
from play.config import Config
from service.dependencies import dependencies
from service.http.ratelimit import RateLimiter


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


# ---- the standing on every answer (RateLimit fields, draft-ietf-httpapi-ratelimit-headers-11) --

def _items(field: str) -> dict[str, dict[str, int]]:
    """A Structured Field list of named items with integer parameters, as a dict."""
    items = {}
    for item in field.split(","):
        name, *params = item.strip().split(";")
        items[json.loads(name)] = {k: int(v) for k, v in (p.split("=") for p in params)}
    return items


def fixed_window_client(mode: dict, per_token: int, per_address: int, at: float):
    """A client whose limiter's clock stands still `at` seconds (no window ends mid-test)."""
    client = limited_client(mode, per_token, per_address)
    deps = dependencies(client.application)
    deps.services["limiter"] = RateLimiter(deps.redis, per_token, per_address, clock=lambda: at)
    return client


def test_every_v1_answer_says_the_policies_and_what_is_left_of_them(mode):
    client = fixed_window_client(mode, 4, 10, at=6_000_000_043.0)
    who = {"headers": {"Authorization": f"Bearer cws_{uuid.uuid4().hex}"},
           "environ_base": {"REMOTE_ADDR": f"10.9.{random.randrange(256)}.{random.randrange(256)}"}}
    answers = [client.get("/v1/games", **who), client.get("/v1/games/g_nothing_here", **who),
               client.post("/v1/games", json={"seats": 99}, **who), client.get("/v1/games", **who),
               client.get("/v1/games", **who)]
    assert [a.status_code for a in answers] == [200, 404, 422, 200, 429]
    for n, answer in enumerate(answers, start=1):
        assert _items(answer.headers["RateLimit-Policy"]) == {
            "token": {"q": 4, "w": 60}, "address": {"q": 10, "w": 60}}
        assert _items(answer.headers["RateLimit"]) == {
            "token": {"r": max(0, 4 - n), "t": 17}, "address": {"r": 10 - n, "t": 17}}
    refused = answers[-1]
    assert refused.get_json()["violated_policies"] == ["token"]
    assert refused.headers["Retry-After"] == "17"
    assert "RateLimit" not in client.get("/healthz").headers  # probes are not counted


def test_an_answer_without_a_token_names_only_the_address_policy_and_none_when_limits_are_off(
        mode):
    client = fixed_window_client(mode, 4, 10, at=6_000_000_100.0)
    address = {"REMOTE_ADDR": f"10.8.{random.randrange(256)}.{random.randrange(256)}"}
    answer = client.get("/v1/games", environ_base=address)
    assert answer.headers["RateLimit-Policy"] == '"address";q=10;w=60'
    assert answer.headers["RateLimit"] == '"address";r=9;t=20'
    off = limited_client(mode, 0, 0).get("/v1/games", headers={"Authorization": "Bearer cws_x"})
    assert off.status_code == 200
    assert "RateLimit" not in off.headers and "RateLimit-Policy" not in off.headers


def test_the_contract_declares_429_and_the_rate_limit_fields_on_every_v1_route():
    document = openapi.document(create_app(Config.from_env({})))  # building connects nothing
    checked = 0
    for path, item in document["paths"].items():
        for method, operation in item.items():
            if method == "parameters":
                continue
            responses = operation["responses"]
            if not path.startswith("/v1/"):
                assert "429" not in responses, path
                continue
            assert responses["429"] == {"$ref": "#/components/responses/RATE_LIMITED"}, path
            success = [r for s, r in responses.items() if s.startswith("2")]
            assert success and all({"RateLimit", "RateLimit-Policy"} <= set(r["headers"])
                                   for r in success), (method, path)
            checked += 1
    assert checked > 20
    limited = document["components"]["responses"]["RATE_LIMITED"]
    assert {"Retry-After", "RateLimit", "RateLimit-Policy"} <= set(limited["headers"])
    assert "draft-ietf-httpapi-ratelimit-headers" in \
        document["components"]["headers"]["RateLimit-Policy"]["description"]
