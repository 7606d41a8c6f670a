"""The interactive API reference (/docs) plays a seat's whole turn: authorise with the seat's bearer
token through the document's security scheme, then read the seat's options and send one back as a
choice (with an Idempotency-Key) until the turn passes on, all with Swagger UI's own "Try it out"
forms in headless Chromium."""
from __future__ import annotations

import json

import httpx
import pytest

pytestmark = [pytest.mark.browser, pytest.mark.sqlite]


def _game_with_a_seat_to_move(base: str) -> tuple[str, str, str]:
    """A 3-seat game whose seats are all claimed: (game id, the pending seat, its token)."""
    created = httpx.post(f"{base}/v1/games", json={"seats": 3}).json()
    game_id = created["game"]["game_id"]
    tokens = {}
    for seat in created["game"]["seats"]:
        claimed = httpx.post(f"{base}/v1/games/{game_id}/seats/{seat['seat']}", json={"name": seat["seat"]})
        tokens[seat["seat"]] = claimed.json()["token"]
    pending = httpx.get(f"{base}/v1/games/{game_id}").json()["pending"][0]["seat"]
    return game_id, pending, tokens[pending]


def _authorise(page, token: str) -> None:
    page.click("button.authorize")
    dialog = page.locator(".auth-container").filter(has_text="seatToken")
    dialog.locator("input").fill(token)
    dialog.locator("button.authorize").click()
    page.click("button.btn-done")


class Operation:
    """One operation's block on the page, its "Try it out" form opened once and reused."""

    def __init__(self, page, operation_id: str):
        self.block = page.locator(f"#{operation_id}")
        self.block.locator(".opblock-summary").click()
        self.block.locator("button.try-out__btn").click()

    def execute(self, game_id: str, body: dict | None = None, headers: dict | None = None) -> dict:
        """Fill the form and execute it; the answer's status and JSON body."""
        self.block.locator("input[placeholder='game_id']").fill(game_id)
        for name, value in (headers or {}).items():
            self.block.locator(f"input[placeholder='{name}']").fill(value)
        if body is not None:
            self.block.locator("textarea.body-param__text").fill(json.dumps(body))
        previous = self._shown()
        self.block.locator("button.execute").click()
        shown = self.block.locator(".live-responses-table .response .microlight").first
        shown.wait_for()
        if previous is not None:  # the form keeps the last answer until the new one arrives
            self.block.page.wait_for_function("([el, before]) => el.textContent !== before",
                                              arg=[shown.element_handle(), previous])
        status = int(self.block.locator(".live-responses-table .response .response-col_status").first
                     .inner_text().strip())
        return {"status": status, "body": json.loads(shown.inner_text())}

    def _shown(self) -> str | None:
        answer = self.block.locator(".live-responses-table .response .microlight")
        return answer.first.inner_text() if answer.count() else None


ANY_TIME = ("standing_answer", "reveal_elder_sign")
UNLIMITED = ("abandon_gate", "control_gate")  # Unlimited Actions would never end the turn


def _onwards(choices: list[dict]) -> dict:
    """A choice that moves the game on: end the turn once it may end, else the first other one."""
    ending = [c for c in choices if c["act"] == "end_turn"]
    return (ending or [c for c in choices if c["act"] not in ANY_TIME + UNLIMITED])[0]


def test_the_docs_page_authorises_a_seat_and_plays_its_whole_turn(live_server, new_player):
    game_id, seat, token = _game_with_a_seat_to_move(live_server)
    page = new_player("docs").open(live_server + "/docs")
    page.locator("button.authorize").wait_for()
    _authorise(page, token)
    read = Operation(page, "operations-play-get_v1_games__game_id__options")
    send = Operation(page, "operations-play-post_v1_games__game_id__choices")

    before = httpx.get(f"{live_server}/v1/games/{game_id}").json()["version"]
    made, turn_over = [], False
    while len(made) < 10 and not turn_over:
        options = read.execute(game_id)
        assert options["status"] == 200 and options["body"]["seat"] == seat
        turn_over = not [p for p in options["body"]["pending"] if p["seat"] == seat]
        if turn_over:
            break
        choice = _onwards([o["choice"] for o in options["body"]["options"]])
        answer = send.execute(game_id, {"expected_version": options["body"]["version"], "choice": choice},
                              {"Idempotency-Key": f"docs-{len(made)}"})
        assert answer["status"] == 200, answer
        made.append(choice["act"])
    assert turn_over and made, made
    summary = httpx.get(f"{live_server}/v1/games/{game_id}").json()
    assert summary["pending"][0]["seat"] != seat and summary["version"] > before
