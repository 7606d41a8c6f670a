"""Catching up on the game page: the log marks what is new since the last visit, and "Review since
my last move" steps through every choice since (time travel), with passes and automatic steps faded."""
from __future__ import annotations

import re

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import expect

from game_page import decision, wait_until
from sandbox_api import Sandbox

pytestmark = [pytest.mark.browser, pytest.mark.sqlite]


def open_link(player, url: str):
    page = player.open(url)
    page.wait_for_selector("body[data-ready=true]")
    return page


@pytest.mark.parametrize("viewport", ["desktop", "phone"])
def test_review_since_my_last_move_steps_through_the_others_choices_with_passes_faded(
        live_server, new_player, screenshot, viewport):
    game = Sandbox(live_server, "Catch-up", books=("Devolve",))  # Great Cthulhu may act after any action
    bob = new_player("bob", viewport)  # Crawling Chaos, seat2
    open_link(bob, game.link("seat2")).close()
    seen = game.version()
    game.play(6)  # up to Bob's Retreat after his Battle
    game.play(1, start=6)  # Great Cthulhu Retreats, then passes its window after Bob's Action
    now = game.version()
    page = open_link(bob, f"{live_server}/g/{game.id}")

    if viewport == "phone":
        page.get_by_role("button", name="Log", exact=True).click()  # the phone shows one panel at a time
    log = page.get_by_role("log", name="Log")
    expect(log.locator("#since-visit")).to_have_text(f"Since your last visit: {now - seen} new")
    after = page.locator("#since-visit + .entry, #since-visit + details .entry").first
    expect(after).to_have_attribute("data-version", str(seen + 1))
    expect(log.locator(".entry.pass")).not_to_have_count(0)
    expect(log.locator(".entry[data-type=TurnEnded]").first).to_have_class(re.compile(r"\bauto\b"))
    expect(log.locator(".entry[data-type=WindowClosed]")).to_have_count(0)  # bookkeeping: in the feed only

    start = page.get_by_role("button", name="Review since my last move (3 steps)")
    start.click()
    bar = page.get_by_role("region", name="Review")
    expect(bar).to_contain_text("Step 1 of 3")
    expect(bar).to_contain_text("You (Crawling Chaos): Crawling Chaos's Hunting Horror Retreats from North Pacific to Asia.")
    first = int(re.search(r"version (\d+)", bar.inner_text()).group(1))
    wait_until(page, f"document.getElementById('travel-note').innerText.startsWith('Looking at version {first} ')")
    assert page.url.endswith(f"?v={first}")
    expect(log.locator(".entry.reviewed").first).to_have_attribute("data-type", "ChoiceMade")
    expect(log.locator(".entry.reviewed").first).to_be_visible()  # inside the Battle's block, opened
    if viewport == "desktop":
        expect(decision(page).locator("#ask")).to_have_text(re.compile(f"^You are looking at version {first}"))

    page.get_by_role("button", name="Next step ▶").click()
    expect(bar).to_contain_text("Step 2 of 3")
    expect(bar).to_contain_text("Great Cthulhu: Great Cthulhu's Deep One Retreats from North Pacific to South Pacific.")
    expect(page.locator(".review-bar")).not_to_have_class(re.compile(r"\bfaded\b"))
    page.get_by_role("button", name="Next step ▶").click()
    expect(bar).to_contain_text("Step 3 of 3")
    expect(bar).to_contain_text(f"version {now} · Great Cthulhu (a pass): Great Cthulhu passes.")
    expect(page.locator(".review-bar")).to_have_class(re.compile(r"\bfaded\b"))
    expect(log.locator(".entry.reviewed.pass")).to_have_count(2)  # the pass and its answer
    screenshot(page, f"catch-up-{viewport}")
    if viewport == "desktop":
        bad = [(v["id"], v["impact"], v["help"]) for v in Axe().run(page).response["violations"]
               if v["impact"] in ("serious", "critical")]
        assert bad == []

    page.get_by_role("button", name="Finish: back to now").click()
    expect(bar).to_have_count(0)
    wait_until(page, "document.getElementById('travel-note').innerText === 'Now.'")
    expect(start).to_be_focused()
    if viewport == "phone":
        page.get_by_role("button", name="Act", exact=True).click()
    expect(decision(page).get_by_role("button", name="End your turn")).to_be_visible()
