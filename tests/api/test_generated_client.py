"""A client generated from openapi.yaml alone (openapi-python-client) plays a whole game.

The generator reads the checked-in document into a package once per session; the test then uses
nothing but that package's typed functions and models against a live server: create a game, claim
every seat, and loop reading the pending seat's options and posting one of them, with the version
the options came from and an Idempotency-Key, until the game ends.
"""
from __future__ import annotations

import importlib
import inspect
import os
import random
import re
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

from live_server import live_server

DOCUMENT = Path(__file__).parents[2] / "openapi.yaml"
PACKAGE = "cthulhu_wars_generated_client"


@pytest.fixture(scope="session")
def generation(tmp_path_factory) -> tuple[Path, str]:
    """openapi-python-client run once over openapi.yaml: the output folder and what it said."""
    out = tmp_path_factory.mktemp("generated")
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}"}
    run = subprocess.run(
        [sys.executable, "-m", "openapi_python_client", "generate", "--path", str(DOCUMENT),
         "--meta", "none", "--output-path", str(out / PACKAGE)],
        capture_output=True, text=True, env=env, timeout=120)
    assert run.returncode == 0, run.stdout + run.stderr
    return out, run.stdout + run.stderr


@pytest.fixture(scope="session")
def generated(generation) -> ModuleType:
    """The generated package, imported."""
    sys.path.insert(0, str(generation[0]))
    return importlib.import_module(PACKAGE)


def _unreadable_parts(said: str) -> list[str]:
    """The schemas and operations the generator reports it could not turn into code."""
    return re.findall(r"^(?:Unable to process schema \S+?|WARNING parsing \S+ \S+)(?=[: ])", said,
                      re.MULTILINE)


def test_the_generator_turns_every_part_of_the_document_into_code(generation):
    said = generation[1]
    parts = _unreadable_parts(said)
    assert not parts, "the generator could not read: " + "; ".join(parts) + "\n\n" + said
    assert "Warning" not in said, said


def _api(package: ModuleType, name: str) -> ModuleType:
    """One generated operation module, e.g. 'games.post_v1_games'."""
    return importlib.import_module(f"{package.__name__}.api.{name}")


def _model(package: ModuleType, name: str) -> type:
    return getattr(importlib.import_module(f"{package.__name__}.models"), name)


def _choose(package: ModuleType, seat_client, game_id: str, rng: random.Random, made: int):
    """Read the seat's options and post one of the pending decision's; the answer's status."""
    options = _api(package, "play.get_v1_games_game_id_options").sync(game_id, client=seat_client)
    assert isinstance(options, _model(package, "Options")), options
    option = rng.choice(options.options)
    body = _model(package, "Choices").from_dict(
        {"expected_version": options.version, "choice": option.choice.to_dict()})
    post = _api(package, "play.post_v1_games_game_id_choices")
    key = f"move-{made}"
    if "idempotency_key" in inspect.signature(post.sync_detailed).parameters:
        answer = post.sync_detailed(game_id, client=seat_client, body=body, idempotency_key=key)
    else:  # a document that does not declare the header: set it on the client's connection
        seat_client.get_httpx_client().headers["Idempotency-Key"] = key
        answer = post.sync_detailed(game_id, client=seat_client, body=body)
    return answer


@pytest.mark.sqlite
def test_a_client_generated_from_the_document_plays_a_whole_game(generated, sqlite_url):
    client_module = importlib.import_module(f"{generated.__name__}.client")
    with live_server(sqlite_url, RATE_LIMIT_PER_TOKEN="0", RATE_LIMIT_PER_ADDRESS="0") as url:
        anyone = client_module.Client(base_url=url)
        created = _api(generated, "games.post_v1_games").sync(
            client=anyone, body=_model(generated, "GameSpec")(seats=3, name="generated"))
        assert isinstance(created, _model(generated, "CreatedGame")), created
        game_id, seats = created.game.game_id, {}
        for seat in created.game.seats:
            claimed = _api(generated, "games.post_v1_games_game_id_seats_seat").sync(
                game_id, seat.seat, client=anyone, body=_model(generated, "Claim")(name=seat.seat))
            seats[claimed.seat] = client_module.AuthenticatedClient(base_url=url,
                                                                    token=claimed.token)
        read = _api(generated, "games.get_v1_games_game_id")
        rng, made = random.Random(4), 0
        while (summary := read.sync(game_id, client=anyone)).pending:
            seat = summary.pending[0].to_dict()["seat"]
            answer = _choose(generated, seats[seat], game_id, rng, made)
            assert answer.status_code == 200, answer.content
            made += 1
            assert made < 3000, "the game did not end"
        assert summary.status.value == "finished" and made > 20
        assert summary.result is not None
