"""The game page in real Chromium: three players create, join and play a sandbox game to its end."""
from __future__ import annotations

import json
import statistics
import time

import pytest

from game_page import screenshot
from game_page import PLAN, choose, create_sandbox_in_page, decision, version, wait_version
from playwright.sync_api import expect
from sandbox_api import Sandbox, api
from sandbox_scenario import DICE, FACTIONS, position

pytestmark = [pytest.mark.browser, pytest.mark.sqlite]
UNCOMPARED = {"GameOpened", "GameCreated", "GameEnded"}  # they carry the seed or its hash


def _events(base: str, game_id: str, token: str) -> list[dict]:
    return api(base, "GET", f"/v1/games/{game_id}/events?limit=500", token)["events"]


def _same_choices_through_the_api(base: str, tmp_position: dict) -> list[dict]:
    """The scenario played again through the API alone, by the same labels."""
    made = api(base, "POST", "/v1/games", body={"seats": 3, "sandbox": True, "factions": FACTIONS,
                                                 "start_position": tmp_position, "dice_script": DICE})
    game_id, tokens = made["game"]["game_id"], made["seat_tokens"]
    for seat, label in PLAN:
        options = api(base, "GET", f"/v1/games/{game_id}/options", tokens[seat])
        choice = next(o["choice"] for o in options["options"] if o["label"] == label)
        api(base, "POST", f"/v1/games/{game_id}/choices", tokens[seat],
             {"expected_version": options["version"], "choice": choice})
    return _events(base, game_id, tokens["seat1"])


def _comparable(events: list[dict]) -> list[tuple]:
    return [(e["type"], json.dumps(e["payload"], sort_keys=True)) for e in events if e["type"] not in UNCOMPARED]


def _token(page, game_id: str) -> str:
    return page.evaluate(f"JSON.parse(localStorage.getItem('cw.games'))['{game_id}'].token")


def test_three_players_create_join_and_play_a_sandbox_game_to_its_end_in_the_page(live_server, new_player, tmp_path):
    host = new_player("seat1")
    links = create_sandbox_in_page(host.open(live_server + "/new"), tmp_path)
    game_id = links["seat1"].split("/g/")[1].split("#")[0]
    pages = {"seat1": host.open(links["seat1"]),
             "seat2": new_player("seat2").open(links["seat2"]),
             "seat3": new_player("seat3").open(links["seat3"])}
    for page in pages.values():
        page.wait_for_selector("body[data-ready=true]")
        assert "#" not in page.url  # the token left the address bar at once
    renders, updates = [], []
    for step, (seat, label) in enumerate(PLAN):
        renders.append(choose(pages[seat], label))
        reached = version(pages[seat])
        for other, page in pages.items():
            if other != seat:
                started = time.perf_counter()
                wait_version(page, reached)
                updates.append(time.perf_counter() - started)
        if label.startswith("Battle"):
            battle = pages["seat1"].get_by_role("region", name="Battle", exact=True)
            assert "Battle in North Pacific: Crawling Chaos attacks Great Cthulhu" in battle.inner_text()
            assert "6 (Kill)" in battle.inner_text() and "4 (Pain)" in battle.inner_text()
            screenshot(pages["seat1"], "game-desktop-battle")
    for page in pages.values():
        over = page.get_by_role("region", name="Game over")
        over.get_by_text("Seed checked").wait_for()
        assert "humanity" in over.inner_text().lower() or "ended" in over.inner_text().lower()
    screenshot(pages["seat1"], "game-desktop-end")  # var/artifacts: the README's come from `make screenshots`

    played = _events(live_server, game_id, _token(pages["seat1"], game_id))
    again = _same_choices_through_the_api(live_server, json.loads((tmp_path / "position.json").read_text()))
    assert _comparable(played) == _comparable(again)
    log = pages["seat2"].get_by_role("log", name="Log")
    shown = log.locator(".entry").count() + log.locator(".phase").count() + log.locator(".battle-block > summary").count()
    bookkeeping = [e for e in played if e["type"] in ("WindowOpened", "WindowClosed", "BattleNoted")
                   or (e["type"] == "FactionDataSet" and e["payload"].get("key") == "demand")]
    assert shown == len(played) - len(bookkeeping)  # bookkeeping stays in the feed, out of the page's log
    assert played[-1]["text"] in log.inner_text()
    print(f"click-to-render p50 {statistics.median(renders) * 1000:.0f} ms; "
          f"update in other pages p50 {statistics.median(updates) * 1000:.0f} ms, max {max(updates) * 1000:.0f} ms")


def test_the_phone_layout_shows_one_panel_at_a_time_and_brings_the_decision_forward(live_server, new_player, tmp_path):
    host = new_player("host", "phone")
    links = create_sandbox_in_page(host.open(live_server + "/new"), tmp_path)
    screenshot(host.pages[0], "new-phone")
    page = host.open(links["seat1"])
    page.wait_for_selector("body[data-ready=true]")
    assert decision(page).is_visible()  # your move: the Act tab comes forward on a phone
    assert not page.get_by_role("region", name="Map").is_visible()
    choose(page, PLAN[0][1])
    page.get_by_role("button", name="Map", exact=True).click()
    assert page.get_by_role("region", name="Map").is_visible() and not decision(page).is_visible()
    screenshot(page, "game-phone")


def test_the_board_and_the_faction_card_word_a_requirement_as_the_games_ruleset_does(live_server, new_player):
    """Rulings R4 with cthulhu_last_spellbook_others 3: Great Cthulhu's board and card read "the
    other 3 Spellbooks" (the game's view), not the default ruleset's 5 (the content document)."""
    game = Sandbox(live_server, "Three other Spellbooks", rules={"cthulhu_last_spellbook_others": 3})
    page = new_player("ann").open(game.link("seat1"))
    page.wait_for_selector("body[data-ready=true]")
    slots = page.get_by_role("region", name="Great Cthulhu", exact=True).get_by_role("list", name="Spellbook slots")
    expect(slots).to_contain_text("the other 3 Spellbooks")
    expect(slots).not_to_contain_text("the other 5 Spellbooks")
    page.get_by_role("button", name="Great Cthulhu card", exact=True).click()
    card = page.get_by_role("dialog", name="Great Cthulhu")
    expect(card).to_contain_text("the other 3 Spellbooks")
    expect(card).not_to_contain_text("the other 5 Spellbooks")
