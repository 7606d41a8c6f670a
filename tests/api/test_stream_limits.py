"""Live streams are bounded per token, per address and per process, refused over a limit with 429."""
from __future__ import annotations

import pytest

from events.migrate import upgrade
from service.app import create_app
from play.config import Config

pytestmark = pytest.mark.sqlite


@pytest.fixture
def limited(sqlite_url):
    upgrade(sqlite_url)
    env = {"DATABASE_URL": sqlite_url, "LOG_LEVEL": "WARNING", "STREAMS_PER_TOKEN": "1",
           "STREAMS_PER_ADDRESS": "2", "STREAMS_PER_PROCESS": "3", "RATE_LIMIT_PER_ADDRESS": "0",
           "RATE_LIMIT_PER_TOKEN": "0"}
    return create_app(Config.from_env(env)).test_client()


def _open(client, game_id, token=None, address="10.0.0.1"):
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    return client.get(f"/v1/games/{game_id}/stream?timeout=30", headers=headers, buffered=False,
                      environ_base={"REMOTE_ADDR": address})


def test_a_token_may_hold_one_stream_and_gets_it_back_when_the_stream_closes(limited):
    made = limited.post("/v1/games", json={"seats": 3, "sandbox": True}).get_json()
    game_id, token = made["game"]["game_id"], made["seat_tokens"]["seat1"]
    first = _open(limited, game_id, token)
    assert first.status_code == 200
    second = _open(limited, game_id, token, "10.0.0.2")
    assert second.status_code == 429 and second.get_json()["code"] == "too_many_streams"
    assert second.headers["Retry-After"] == "5"
    first.close()
    again = _open(limited, game_id, token, "10.0.0.3")
    assert again.status_code == 200
    again.close()


def test_an_address_and_the_whole_process_are_bounded_too(limited):
    made = limited.post("/v1/games", json={"seats": 3, "sandbox": True}).get_json()
    game_id = made["game"]["game_id"]
    held = [_open(limited, game_id), _open(limited, game_id)]
    assert all(r.status_code == 200 for r in held)
    assert _open(limited, game_id).status_code == 429  # a third from the same address
    held.append(_open(limited, game_id, address="10.0.0.9"))
    assert held[-1].status_code == 200
    full = _open(limited, game_id, address="10.0.0.10")
    assert full.status_code == 429 and "retry shortly" in full.get_json()["detail"]
    for answer in held:
        answer.close()
    assert _open(limited, game_id, address="10.0.0.10").status_code == 200


def test_a_streams_timeout_is_capped_at_an_hour(limited):
    made = limited.post("/v1/games", json={"seats": 3, "sandbox": True}).get_json()
    answer = limited.get(f"/v1/games/{made['game']['game_id']}/stream?timeout=86400")
    assert answer.status_code == 422
