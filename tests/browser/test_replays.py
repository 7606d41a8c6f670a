"""Spectating and replays in real Chromium: anyone watches a public game live from the home page,
and a finished game replays from each seat's viewpoint, a spectator's, or the auditor's."""
from __future__ import annotations

import re

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import expect

from game_page import PLAN, wait_version
from sandbox_api import Sandbox, api

pytestmark = [pytest.mark.browser, pytest.mark.sqlite]


def elder_signs(page, faction: str):
    board = page.get_by_role("region", name=faction, exact=True)
    return board.locator("dt:text-is('Elder Signs') + dd")


def test_anyone_watches_a_public_game_live_from_the_home_page(live_server, new_player):
    game = Sandbox(live_server, "Watched game")
    eve = new_player("eve", "phone")
    home = eve.open(live_server + "/")
    home.get_by_role("list", name="Being played").get_by_role("link", name="Watch Watched game").click()
    home.wait_for_selector("body[data-ready=true]")
    expect(home.locator("#who")).to_have_text("· spectating")
    expect(home.locator("#options button")).to_have_count(0)
    before = int(home.locator("#game").get_attribute("data-version"))
    game.choose("seat1", PLAN[0][1])
    wait_version(home, before + 1)  # pushed to the watcher's page, no reload
    home.get_by_role("button", name="Log", exact=True).click()
    expect(home.get_by_role("log", name="Log")).to_contain_text("Great Cthulhu moves an Acolyte from South Pacific to North Pacific.")
    kept = home.evaluate(f"(JSON.parse(localStorage.getItem('cw.games')) || {{}})['{game.id}']")
    assert set(kept) <= {"seen", "touched"}  # a watcher holds no token, only where it stopped reading


def test_a_finished_game_replays_from_each_seat_s_viewpoint_and_the_auditor_s(live_server, new_player, screenshot):
    game = Sandbox(live_server, "Replayed game")
    game.play(len(PLAN))
    events = api(live_server, "GET", f"/v1/games/{game.id}/events?limit=500")["events"]
    draws = [e for e in events if e["type"] == "ElderSignDrawn"]
    values = [e["secret"]["value"] for e in draws]  # once a game is over, the log tells everyone
    assert len(values) == 2
    held = f"2 ({', '.join(map(str, values))})"

    viewer = new_player("viewer", "desktop")
    page = viewer.open(live_server + "/")
    page.get_by_role("list", name="Finished").get_by_role("link", name="Replay Replayed game").click()
    page.wait_for_selector("body[data-ready=true]")
    expect(page.get_by_role("button", name=re.compile(r"^Replay step by step \(\d+ steps\)$"))).to_be_visible()
    page.goto(f"{live_server}/g/{game.id}?v={draws[-1]['version']}")  # just after the second draw
    page.wait_for_selector("body[data-ready=true]")
    expect(page.locator("#travel-note")).to_have_text(f"Looking at version {draws[-1]['version']} of {events[-1]['version']}.")
    viewpoint = page.get_by_label("Viewpoint")
    drawn = page.locator(f'#log .entry[data-version="{draws[0]["version"]}"]')

    expect(viewpoint).to_have_value("auditor")
    expect(elder_signs(page, "Great Cthulhu")).to_have_text(held)
    expect(drawn).to_contain_text(f"worth {values[0]} Doom. (secret)")
    screenshot(page, "replay-auditor")
    bad = [(v["id"], v["impact"], v["help"]) for v in Axe().run(page).response["violations"]
           if v["impact"] in ("serious", "critical")]
    assert bad == []

    viewpoint.select_option(label="Crawling Chaos (seat2, sandbox)")
    expect(elder_signs(page, "Great Cthulhu")).to_have_text("2")
    expect(drawn).to_contain_text("Great Cthulhu draws an Elder Sign.")
    expect(drawn).not_to_contain_text("worth")
    expect(page.locator("#viewpoint-note")).to_have_text(" What Crawling Chaos saw during the game.")

    viewpoint.select_option("seat1")
    expect(elder_signs(page, "Great Cthulhu")).to_have_text(held)
    expect(drawn).to_contain_text(f"worth {values[0]} Doom")

    viewpoint.select_option("spectator")
    expect(elder_signs(page, "Great Cthulhu")).to_have_text("2")
    expect(page.get_by_role("log", name="Log")).not_to_contain_text("(secret)")

    page.get_by_role("button", name="Back to now").click()
    expect(elder_signs(page, "Great Cthulhu")).to_have_text("0")  # revealed and scored at the end
    over = page.get_by_role("region", name="Game over")
    expect(over.get_by_text("Seed checked")).to_be_visible()


def test_an_old_version_shows_its_own_round_and_phase_and_a_finished_game_asks_no_choice(live_server, new_player):
    game = Sandbox(live_server, "Looked back on")
    game.play(len(PLAN))
    events = api(live_server, "GET", f"/v1/games/{game.id}/events?limit=500")["events"]
    doom = next(e["version"] for e in events if e["type"] == "PhaseBegan" and e["payload"]["phase"] == "doom")
    past = doom - 1  # the Action Phase's last version
    then = api(live_server, "GET", f"/v1/games/{game.id}/view?version={past}")
    now = api(live_server, "GET", f"/v1/games/{game.id}/view")
    assert then["phase"] != now["phase"]
    page = new_player("viewer").open(f"{live_server}/g/{game.id}?v={past}")
    page.wait_for_selector("body[data-ready=true]")
    phase = then["phase"].replace("_", " ")
    expect(page.locator("#round-phase")).to_have_text(f"Round {then['round']}, {phase} (version {past})")
    expect(page.locator("#ask")).to_have_text(f"You are looking at version {past} of a finished game: "
                                              "no choices are left to make.")
    page.get_by_role("button", name="Back to now").click()
    expect(page.locator("#round-phase")).to_have_text(f"Round {now['round']}, {now['phase'].replace('_', ' ')}")
