"""A real (not sandbox) game played to its end through the public API by clients that know no
rules, for tests of what comes after a game: its seats' tokens and its id."""
from __future__ import annotations

import random

from sandbox_api import api


def finished_game(base: str, factions: list[str], seed: int = 2,
                  names: tuple[str, ...] = ("Ann", "Bob", "Cy", "Di", "Ed", "Flo")
                  ) -> tuple[str, dict[str, str]]:
    """A game of `factions`, each seat claimed by a person and played at random to the end."""
    made = api(base, "POST", "/v1/games", body={"seats": len(factions), "factions": factions})
    game_id = made["game"]["game_id"]
    tokens = {s["seat"]: api(base, "POST", f"/v1/games/{game_id}/seats/{s['seat']}",
                             body={"name": name})["token"]
              for s, name in zip(made["game"]["seats"], names)}
    rng = random.Random(seed)
    for _ in range(5000):
        pending = api(base, "GET", f"/v1/games/{game_id}")["pending"]
        if not pending:
            return game_id, tokens
        seat = pending[0]["seat"]
        listed = api(base, "GET", f"/v1/games/{game_id}/options", tokens[seat])
        choice = rng.choice(listed["options"])["choice"]
        api(base, "POST", f"/v1/games/{game_id}/choices", tokens[seat],
            {"expected_version": listed["version"], "choice": choice})
    raise AssertionError("the game did not end")
