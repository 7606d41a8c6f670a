"""Helpers for API tests: a game seen from outside, and clients that only follow /options."""
from __future__ import annotations

import itertools
import random
from typing import Any


class Table:
    """A game seen from the outside: its id, host token and seat tokens."""

    def __init__(self, client: Any, game_id: str, host: str, seats: dict[str, str]):
        self.client, self.game_id, self.host, self.seats = client, game_id, host, seats

    def url(self, tail: str = "") -> str:
        return f"/v1/games/{self.game_id}{tail}"

    def auth(self, seat: str | None) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.seats[seat]}"} if seat else {}

    def get(self, tail: str, seat: str | None = None, **kw: Any):
        return self.client.get(self.url(tail), headers=self.auth(seat), **kw)

    def post(self, tail: str, body: Any, seat: str | None = None, headers: dict | None = None):
        return self.client.post(self.url(tail), json=body,
                                headers={**self.auth(seat), **(headers or {})})

    def version(self) -> int:
        return self.get("").get_json()["version"]

    def pending_seat(self) -> str | None:
        pending = self.get("").get_json()["pending"]
        return pending[0]["seat"] if pending else None


_names = itertools.count()


def open_table(client: Any, seats: int = 3, **spec: Any) -> Table:
    """Create a game and claim every seat through the API."""
    created = client.post("/v1/games", json={"seats": seats, **spec})
    assert created.status_code == 201, created.get_json()
    body = created.get_json()
    game_id = body["game"]["game_id"]
    tokens = {}
    for seat in body["game"]["seats"]:
        claimed = client.post(f"/v1/games/{game_id}/seats/{seat['seat']}",
                              json={"name": f"player{next(_names)}"})
        assert claimed.status_code == 201, claimed.get_json()
        tokens[seat["seat"]] = claimed.get_json()["token"]
    return Table(client, game_id, body["host_token"], tokens)


def play_randomly(table: Table, rng: random.Random, max_choices: int = 5000) -> int:
    """Bots that know no rules: read /options, post one of them; returns choices made."""
    made = 0
    while made < max_choices:
        seat = table.pending_seat()
        if seat is None:
            return made
        listed = table.get("/options", seat).get_json()
        choice = rng.choice(listed["options"])["choice"]
        answer = table.post("/choices", {"expected_version": listed["version"], "choice": choice},
                            seat, {"Idempotency-Key": f"k{made}"})
        assert answer.status_code == 200, answer.get_json()
        made += 1
    raise AssertionError("the game did not end")


def choose(table: Table, seat: str, rng: random.Random, prefer: str | None = None) -> Any:
    """Make one of the choices /options lists for `seat`; the engine must accept it.

    Standing answers go last, so the game moves on; `prefer` favours one kind of choice.
    """
    listed = table.get("/options", seat).get_json()
    options = [o["choice"] for o in listed["options"]]
    rng.shuffle(options)
    options.sort(key=lambda c: c.get("act") == "standing_answer")
    if prefer is not None and rng.random() < 0.9:
        options.sort(key=lambda c: c.get("act") != prefer)
    answer = table.post("/choices", {"expected_version": listed["version"],
                                     "choice": options[0]}, seat)
    assert answer.status_code == 200, answer.get_json()
    return answer
