"""Over the API, as a client sees them: in random sandbox games of all eight factions at 2 to 5
seats, no answer of GET /options lists two options with the same label."""
from __future__ import annotations

import math
import random
from collections import Counter

import pytest

from events.migrate import upgrade
from play.config import Config
from rules import factions
from service.app import create_app

CHOICES_PER_GAME = 90


@pytest.fixture
def client(sqlite_url):
    upgrade(sqlite_url)
    app = create_app(Config.from_env({"DATABASE_URL": sqlite_url, "LOG_LEVEL": "WARNING",
                                      "RATE_LIMIT_PER_TOKEN": "0", "RATE_LIMIT_PER_ADDRESS": "0"}))
    yield app.test_client()
    from service.dependencies import dependencies

    dependencies(app).close()


def _line_ups() -> list[list[str]]:
    """Every offered faction at every seat count from 2 to 5, in turn."""
    offered = list(factions.available())
    return [[offered[(game * players + i) % len(offered)] for i in range(players)]
            for players in (2, 3, 4, 5) for game in range(math.ceil(len(offered) / players))]


def _repeated(listed: dict) -> list[str]:
    labels = Counter(o["label"] for o in [*listed["options"], *listed["anytime"]])
    return [label for label, count in labels.items() if count > 1]


@pytest.mark.sqlite
def test_no_options_answer_in_random_sandbox_games_of_every_faction_lists_a_label_twice(client):
    rng, seen, asked = random.Random(28), set(), 0
    for line_up in _line_ups():
        created = client.post("/v1/games", json={"seats": len(line_up), "factions": line_up,
                                                 "sandbox": True})
        assert created.status_code == 201, created.get_json()
        body = created.get_json()
        game, tokens = body["game"]["game_id"], body["seat_tokens"]
        seen |= set(line_up)
        for _ in range(CHOICES_PER_GAME):
            pending = client.get(f"/v1/games/{game}").get_json()["pending"]
            if not pending:
                break
            seat = pending[0]["seat"]
            auth = {"Authorization": f"Bearer {tokens[seat]}"}
            listed = client.get(f"/v1/games/{game}/options", headers=auth).get_json()
            asked += 1
            assert _repeated(listed) == [], (line_up, listed["version"], _repeated(listed))
            choice = rng.choice(listed["options"])["choice"]
            made = client.post(f"/v1/games/{game}/choices", headers=auth,
                               json={"expected_version": listed["version"], "choice": choice})
            assert made.status_code == 200, made.get_json()
    assert seen == set(factions.available()) and asked > 500
