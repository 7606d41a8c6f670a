"""Text mode: the map as a table of Areas and the options as a list for the keyboard and screen
readers; a whole turn is played with the keyboard alone, and the choice stays in the browser."""
from __future__ import annotations

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import expect

from game_page import PLAN, version, wait_until, wait_version
from sandbox_api import Sandbox

pytestmark = [pytest.mark.browser, pytest.mark.sqlite]
FOCUSED = "document.activeElement"


def open_link(player, url: str):
    page = player.open(url)
    page.wait_for_selector("body[data-ready=true]")
    return page


def tab_to(page, script: str, presses: int = 80) -> None:
    """Press Tab until `script` (about the focused element) holds."""
    for _ in range(presses):
        if page.evaluate(script):
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached: {script}")


def arrow_to(page, label: str, presses: int = 80) -> None:
    """Press the down arrow in the options list until the option `label` has the focus."""
    for _ in range(presses):
        if page.evaluate(f"{FOCUSED}.textContent") == label:
            return
        page.keyboard.press("ArrowDown")
    raise AssertionError(f"option {label!r} never got the focus")


def serious(page) -> list[tuple]:
    return [(v["id"], v["impact"], v["help"]) for v in Axe().run(page).response["violations"]
            if v["impact"] in ("serious", "critical")]


def test_a_whole_turn_is_played_with_the_keyboard_alone_in_text_mode(live_server, new_player, screenshot):
    game = Sandbox(live_server, "Text game")
    page = open_link(new_player("ann", "desktop"), game.link("seat1"))
    tab_to(page, f"{FOCUSED}.id === 'text-mode-toggle'")
    page.keyboard.press("Enter")
    view = page.get_by_role("region", name="Text view")
    expect(view).to_be_visible()
    expect(page.get_by_role("region", name="Map")).to_be_hidden()
    expect(view.locator("#tv-status")).to_have_text("Round 1, action phase. Your turn: 1 Power")

    tab_to(page, f"Boolean({FOCUSED}.closest('#tv-options'))")
    arrow_to(page, PLAN[0][1])  # Move an Acolyte from South Pacific to North Pacific
    before = version(page)
    page.keyboard.press("Enter")
    wait_version(page, before + 1)
    wait_until(page, f"Boolean({FOCUSED}.closest('#tv-options'))")  # the focus is back in the new list
    page.keyboard.press("End")
    page.keyboard.press("Home")
    page.keyboard.type("end")  # typing jumps to the option
    assert page.evaluate(f"{FOCUSED}.textContent") == "End your turn"
    wait_until(page, f"!{FOCUSED}.disabled")  # not while the last choice is still in flight
    before = version(page)
    page.keyboard.press("Enter")  # one key: ending a turn asks nothing, a free undo takes it back
    wait_version(page, before + 1)
    wait_until(page, f"{FOCUSED}.id === 'tv-status'")  # nothing to choose: the focus says who moves
    expect(view.locator("#tv-status")).to_contain_text("Waiting for Crawling Chaos")

    pacific = view.get_by_role("row", name="North Pacific (ocean)")
    expect(pacific).to_contain_text("2 Acolytes, 1 Deep One")
    expect(pacific).to_contain_text("1 Hunting Horror")
    expect(view.get_by_role("row", name="South Pacific (ocean)")).to_contain_text("Great Cthulhu")
    expect(view.get_by_role("table", name="Factions").get_by_role("row", name="Great Cthulhu")).to_contain_text("sandbox (you)")
    assert serious(page) == []
    screenshot(page, "text-mode-desktop")

    page.reload()
    page.wait_for_selector("body[data-ready=true]")
    expect(page.get_by_role("region", name="Text view")).to_be_visible()  # kept in this browser
    expect(page.get_by_role("button", name="Text mode")).to_have_attribute("aria-pressed", "true")


def test_text_mode_fits_a_phone_and_a_spectator_gets_the_tables_without_options(live_server, new_player, screenshot):
    game = Sandbox(live_server, "Watched in text")
    phone = new_player("phone", "phone")
    page = open_link(phone, game.link("seat2"))
    page.get_by_role("button", name="Text mode").click()
    view = page.get_by_role("region", name="Text view")
    expect(view.get_by_role("table", name="Areas: units, Gates and who controls them")).to_be_visible()
    widths = page.evaluate("[document.documentElement.scrollWidth, window.innerWidth]")
    assert widths[0] <= widths[1], "the text view scrolls sideways on a phone"
    screenshot(page, "text-mode-phone")
    page.get_by_role("button", name="Log", exact=True).click()
    expect(view).to_be_hidden()
    page.get_by_role("button", name="Map", exact=True).click()
    expect(view).to_be_visible()
    assert serious(page) == []
    watcher = new_player("watcher", "phone").open(f"{live_server}/g/{game.id}")  # no token: watching
    watcher.evaluate("localStorage.setItem('cw.textMode', 'on')")
    watcher.reload()
    watcher.wait_for_selector("body[data-ready=true]")
    watched = watcher.get_by_role("region", name="Text view")
    expect(watched).to_be_visible()
    expect(watched.locator("#tv-no-options")).to_have_text("You are watching: spectators have no options.")


def test_the_focus_stays_in_the_text_view_after_a_confirmation_answered_or_cancelled(live_server, new_player):
    game = Sandbox(live_server, "Confirmed in text")
    game.play(2)  # Crawling Chaos may now Battle, which asks first (it rolls dice)
    page = open_link(new_player("bob", "desktop"), game.link("seat2"))
    page.get_by_role("button", name="Text mode").click()
    tab_to(page, f"Boolean({FOCUSED}.closest('#tv-options'))")
    arrow_to(page, PLAN[2][1])
    page.keyboard.press("Enter")
    wait_until(page, f"{FOCUSED}.id === 'confirm-yes'")
    page.keyboard.press("Escape")  # cancelled: back on the option
    wait_until(page, f"{FOCUSED}.textContent === {PLAN[2][1]!r}")
    before = version(page)
    page.keyboard.press("Enter")
    wait_until(page, f"{FOCUSED}.id === 'confirm-yes'")
    page.keyboard.press("Enter")
    wait_version(page, before + 1)
    wait_until(page, f"{FOCUSED}.id === 'tv-status' || Boolean({FOCUSED}.closest('#tv-options'))")
