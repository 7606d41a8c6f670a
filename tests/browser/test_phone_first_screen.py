"""The game page on a phone (390x844) in real Chromium: the map fills most of the first screen with
names large enough to read, and the Log tab opens at the newest entry, in the page's one scroll."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from sandbox_api import Sandbox

pytestmark = [pytest.mark.browser, pytest.mark.sqlite]
SCREEN = 844


def test_on_a_phone_the_map_takes_most_of_the_first_screen_and_its_names_are_readable(live_server, new_player):
    game = Sandbox(live_server, "Map first")
    page = new_player("seat3", "phone").open(game.link("seat3"))  # not Yellow Sign's turn: the Map tab stays
    page.wait_for_selector("body[data-ready=true]")
    expect(page.locator("#map svg .marks .area-name").first).to_be_visible()
    expect(page.locator("#game")).to_have_attribute("data-tab", "map")
    box = page.locator("#map svg").bounding_box()
    shown = min(box["y"] + box["height"], SCREEN) - max(box["y"], 0)
    assert shown >= 0.55 * SCREEN, f"the map shows {shown:.0f} px of the first {SCREEN}"
    name = page.locator("#map svg .area-name").first.bounding_box()
    assert name["height"] >= 10  # a name is drawn at least 10 px high, readable without zooming
    assert page.evaluate("document.documentElement.scrollWidth") <= 390  # the map scrolls sideways, the page not


def test_on_a_phone_the_log_tab_opens_at_the_newest_entry_without_a_scroll_box_of_its_own(live_server, new_player):
    game = Sandbox(live_server, "Read on a phone")
    game.play(6)  # a Battle: more log than a screen holds
    page = new_player("seat3", "phone").open(game.link("seat3"))
    page.wait_for_selector("body[data-ready=true]")
    page.get_by_role("button", name="Log", exact=True).click()
    log = page.get_by_role("log", name="Log")
    entries = log.locator(".entry")
    expect(entries.last).to_be_in_viewport()
    newest = max(int(v) for v in entries.evaluate_all("(es) => es.map((e) => e.dataset.version)"))
    assert entries.last.get_attribute("data-version") == str(newest)
    expect(entries.first).not_to_be_in_viewport()  # the log is longer than the screen
    scroll, client = log.evaluate("(e) => [e.scrollHeight, e.clientHeight]")
    assert scroll <= client + 1  # the page scrolls, not a box inside it
