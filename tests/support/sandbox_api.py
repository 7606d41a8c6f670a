"""The browser tests' sandbox scenario made and played through the public API alone, for tests
that need a game at some point of its story before a browser opens it."""
from __future__ import annotations

import json
import urllib.request

import rules
from game_page import PLAN
from sandbox_scenario import DICE, FACTIONS, position


def api(base: str, method: str, path: str, token: str | None = None, body: dict | None = None) -> dict:
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    data = None if body is None else json.dumps(body).encode()
    with urllib.request.urlopen(urllib.request.Request(base + path, data, headers, method=method)) as r:
        return json.load(r)


def scenario_position(books: tuple[str, ...] = ()) -> dict:
    seats = [{"seat": f"seat{i + 1}", "faction": f} for i, f in enumerate(FACTIONS)]
    base = rules.replay(rules.new_game({"seats": seats, "sandbox": True}, b"0" * 32))
    return position(json.loads(json.dumps(rules.to_position(base))), books)


class Sandbox:
    """A sandbox game of the scenario: its id, host token and every seat's token (`rules`: ruleset
    options besides the defaults; `elder_signs`: the values each faction holds at the start,
    taken from the bag)."""

    def __init__(self, base: str, name: str = "Sandbox", per_decision: str | None = None,
                 books: tuple[str, ...] = (), rules: dict | None = None,
                 elder_signs: dict[str, list[int]] | None = None):
        spec = {"seats": 3, "sandbox": True, "factions": FACTIONS, "name": name,
                "start_position": scenario_position(books), "dice_script": DICE}
        for faction, values in (elder_signs or {}).items():
            spec["start_position"]["elder_signs"][faction] = list(values)
            for value in values:
                spec["start_position"]["bag"][value - 1] -= 1
        if rules:  # a game from a position plays by the position's ruleset
            spec["rules"] = rules
            spec["start_position"]["options"]["rules"].update(rules)
        if per_decision:
            spec["time_control"] = {"kind": "per_decision", "per_decision": per_decision}
        made = api(base, "POST", "/v1/games", body=spec)
        self.base, self.id = base, made["game"]["game_id"]
        self.tokens, self.host = made["seat_tokens"], made["host_token"]

    def link(self, seat: str) -> str:
        return f"{self.base}/g/{self.id}#t={self.tokens[seat]}"

    def choose(self, seat: str, label: str) -> None:
        options = api(self.base, "GET", f"/v1/games/{self.id}/options", self.tokens[seat])
        choice = next(o["choice"] for o in options["options"] + options["anytime"]
                      if o["label"] == label)
        api(self.base, "POST", f"/v1/games/{self.id}/choices", self.tokens[seat],
            {"expected_version": options["version"], "choice": choice})

    def pass_windows(self) -> int:
        """Every out-of-turn window pending now is passed by its seat; returns how many."""
        passed = 0
        while True:
            pending = api(self.base, "GET", f"/v1/games/{self.id}")["pending"]
            if not pending or pending[0]["kind"] != "window":
                return passed
            seat = pending[0]["seat"]
            options = api(self.base, "GET", f"/v1/games/{self.id}/options", self.tokens[seat])
            choice = next(o["choice"] for o in options["options"] if o["choice"]["act"] == "window_pass")
            api(self.base, "POST", f"/v1/games/{self.id}/choices", self.tokens[seat],
                {"expected_version": options["version"], "choice": choice})
            passed += 1

    def play(self, steps: int, start: int = 0) -> None:
        """Steps `start`..`start + steps` of PLAN, passing every window on the way."""
        for seat, label in PLAN[start:start + steps]:
            self.pass_windows()
            self.choose(seat, label)
        self.pass_windows()

    def version(self) -> int:
        return api(self.base, "GET", f"/v1/games/{self.id}")["version"]
