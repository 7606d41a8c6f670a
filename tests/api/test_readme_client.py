"""The minimal client in README.md's "Write a client" section, run as it is printed there.

The code block is cut out of README.md at test time and run as a program against a live server,
so the README cannot drift from the API: once creating a game and playing every seat, once as
three processes that each join the same game and play one seat to the end.
"""
from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import httpx
import pytest

from live_server import live_server

README = Path(__file__).parents[2] / "README.md"
NO_LIMITS = {"RATE_LIMIT_PER_TOKEN": "0", "RATE_LIMIT_PER_ADDRESS": "0"}


@pytest.fixture
def readme_client(tmp_path) -> Path:
    """The Python block of the "Write a client" section, as a file."""
    text = README.read_text()
    section = text[text.index("\n## Write a client\n"):]
    section = section[:section.index("\n## ", 1)]
    blocks = re.findall(r"^```python\n(.*?)^```$", section, re.DOTALL | re.MULTILINE)
    assert len(blocks) == 1, "the section shows one complete client"
    path = tmp_path / "client.py"
    path.write_text(blocks[0])
    return path


def _run(program: Path, *args: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, str(program), *args], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


def _finished(process: subprocess.Popen) -> str:
    out, err = process.communicate(timeout=240)
    assert process.returncode == 0, err
    return out


@pytest.mark.sqlite
def test_the_readme_client_creates_a_game_and_plays_every_seat_to_the_end(readme_client,
                                                                         sqlite_url):
    with live_server(sqlite_url, **NO_LIMITS) as url:
        printed = _finished(_run(readme_client, url))
        game_id = printed.split()[0]
        summary = httpx.get(f"{url}/v1/games/{game_id}").json()
        events = httpx.get(f"{url}/v1/games/{game_id}/events", params={"limit": 500}).json()
    assert summary["status"] == "finished" and summary["result"]["result"] in printed
    assert [s["status"] for s in summary["seats"]] == ["claimed"] * 3
    assert any(e["type"] == "ChoiceMade" for e in events["events"])


@pytest.mark.sqlite
def test_three_readme_clients_join_one_game_and_finish_it_together(readme_client, sqlite_url):
    with live_server(sqlite_url, **NO_LIMITS) as url:
        game_id = httpx.post(f"{url}/v1/games", json={"seats": 3}).json()["game"]["game_id"]
        players = [_run(readme_client, url, game_id) for _ in range(3)]
        printed = [_finished(player) for player in players]
        summary = httpx.get(f"{url}/v1/games/{game_id}").json()
    assert summary["status"] == "finished"
    assert all(line.split()[0] == game_id for line in printed)
    assert [(s["status"], s["name"]) for s in summary["seats"]] == [("claimed", "random")] * 3
