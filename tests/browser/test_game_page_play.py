"""Playing on the game page: stale versions, undo, time travel, standing answers, the keyboard alone,
and an accessibility scan, in several browser contexts on a sandbox game."""
from __future__ import annotations

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import expect

from game_page import (PLAN, choose, create_sandbox_in_page, decision, open_seats, version,
                       wait_until, wait_version)

pytestmark = [pytest.mark.browser, pytest.mark.sqlite]


def _sandbox(live_server, new_player, tmp_path, books=()):
    host = new_player("host")
    links = create_sandbox_in_page(host.open(live_server + "/new"), tmp_path, books)
    return links, open_seats(new_player, links)


def test_a_tab_that_missed_a_move_is_told_the_game_moved_on_and_shows_the_board_as_it_is(
        live_server, new_player, tmp_path):
    links, pages = _sandbox(live_server, new_player, tmp_path)
    stale = pages["seat1"].context.new_page()
    stale.route("**/stream", lambda route: route.abort())  # this tab hears nothing live
    stale.goto(links["seat1"].split("#")[0])
    stale.wait_for_selector("body[data-ready=true]")
    choose(pages["seat1"], PLAN[0][1])
    decision(stale).get_by_label("Filter options").fill(PLAN[0][1])
    decision(stale).get_by_role("button", name=PLAN[0][1], exact=True).click()
    expect(decision(stale).locator("#decision-error")).to_contain_text("moved on")
    wait_version(stale, version(pages["seat1"]))
    expect(decision(stale).get_by_role("button", name="End your turn")).to_be_visible()


def test_undo_is_free_before_anything_is_revealed_and_needs_consent_after_dice(live_server, new_player, tmp_path):
    links, pages = _sandbox(live_server, new_player, tmp_path)
    one, two = pages["seat1"], pages["seat2"]
    choose(one, PLAN[0][1])
    before = version(one)
    decision(one).get_by_role("button", name="Undo my last choice (free)").click()
    wait_version(one, before + 1)
    assert "takes back choices freely" in one.get_by_role("log", name="Log").inner_text()
    for seat, label in PLAN[:3]:  # the Move again, End turn, and Crawling Chaos's Battle rolls dice
        choose(pages[seat], label)
    ask = decision(two).get_by_role("button", name="Ask to undo my last choice (needs the others' consent)")
    ask.click()
    for seat in ("seat1", "seat3"):
        banner = pages[seat].locator("#undo-banner")
        banner.get_by_text("asks to undo").wait_for()
        assert "asks to undo its move “Battle in North Pacific" in banner.inner_text()  # which move, of whom
        assert "version" not in banner.inner_text()
        banner.get_by_role("button", name="Accept the undo").click()
    expect(two.get_by_role("log", name="Log")).to_contain_text("with everyone's consent")
    expect(two.get_by_role("log", name="Log")).to_contain_text("asks to undo its move “Battle in North Pacific")
    expect(decision(two).get_by_role("button", name=PLAN[2][1])).to_be_visible()


def test_ending_a_turn_is_one_click_and_a_free_undo_takes_it_back(live_server, new_player, tmp_path):
    links, pages = _sandbox(live_server, new_player, tmp_path)
    one = pages["seat1"]
    choose(one, PLAN[0][1])
    before = version(one)
    decision(one).get_by_role("button", name="End your turn", exact=True).click()
    wait_version(one, before + 1)  # no dialog asked first
    assert one.locator("dialog#confirm[open]").count() == 0
    decision(one).get_by_role("button", name="Undo my last choice (free)").click()
    decision(one).get_by_role("button", name="End your turn", exact=True).wait_for()


def test_time_travel_by_slider_and_by_address_shows_the_past_and_locks_the_decisions(
        live_server, new_player, tmp_path):
    links, pages = _sandbox(live_server, new_player, tmp_path)
    one = pages["seat1"]
    choose(one, PLAN[0][1])
    slider = one.get_by_role("slider", name="Version")
    slider.focus()
    one.keyboard.press("Home")
    wait_until(one, "document.getElementById('travel-note').innerText.startsWith('Looking at version 1 ')")
    assert "You are looking at version 1" in decision(one).inner_text()
    assert decision(one).locator("button.option").count() == 0  # no choices in the past
    one.get_by_role("button", name="Back to now").click()
    decision(one).get_by_role("button", name="End your turn").wait_for()
    past = pages["seat2"].context.new_page()
    past.goto(links["seat2"].split("#")[0] + "?v=8")
    past.get_by_text("You are looking at version 8").wait_for()
    assert past.url.endswith("?v=8")


def test_a_standing_answer_set_from_the_window_banner_answers_the_window(live_server, new_player, tmp_path):
    links, pages = _sandbox(live_server, new_player, tmp_path, books=("Devolve",))
    one = pages["seat1"]
    choose(one, PLAN[0][1])
    banner = one.locator("#window-banner")
    banner.get_by_text("An out-of-turn window is open (After any player's Action)").wait_for()
    before = version(one)
    banner.get_by_role("button", name="Always pass on after any action abilities").click()
    wait_version(one, before + 1)
    assert "automatic reply to abilities “After any player's Action”: always pass" in one.get_by_role("log", name="Log").inner_text()
    decision(one).get_by_role("button", name="End your turn").wait_for()
    assert not banner.is_visible()


def test_the_log_leaves_out_bookkeeping_that_the_feed_keeps(live_server, new_player, tmp_path):
    links, pages = _sandbox(live_server, new_player, tmp_path, books=("Devolve",))
    one = pages["seat1"]
    choose(one, PLAN[0][1])  # the Move opens the window for Devolve
    one.locator("#window-banner button[data-act=window_pass]").click()
    decision(one).get_by_role("button", name="End your turn").wait_for()
    game_id = links["seat1"].split("/g/")[1].split("#")[0]
    feed = one.evaluate(f"fetch('/v1/games/{game_id}/events?limit=500').then((r) => r.json())")["events"]
    kept = {e["type"] for e in feed}
    assert {"WindowOpened", "WindowClosed"} <= kept  # the feed keeps every event
    log = one.get_by_role("log", name="Log").inner_text()
    assert "may be used now" not in log and "has passed" not in log
    assert "Great Cthulhu moves an Acolyte from South Pacific to North Pacific." in log


def test_one_full_turn_is_played_with_the_keyboard_alone(live_server, new_player, tmp_path):
    links, pages = _sandbox(live_server, new_player, tmp_path)
    one = pages["seat1"]
    decision(one).get_by_label("Filter options").focus()  # the filter box, reached by Tab
    one.keyboard.type("North Pacific (1 Power)")
    for label in (PLAN[0][1], "End your turn"):
        before = version(one)
        decision(one).get_by_role("button", name=label).wait_for()  # this version's options are in
        for _ in range(60):  # Tab forward until the option has the focus
            if one.evaluate("document.activeElement.textContent") == label:
                break
            one.keyboard.press("Tab")
        assert one.evaluate("document.activeElement.textContent") == label
        one.keyboard.press("Enter")
        wait_version(one, before + 1)
    wait_until(one, "document.getElementById('ask').innerText.startsWith('Waiting for Crawling Chaos')")


def test_the_game_page_has_no_serious_or_critical_accessibility_violation(live_server, new_player, tmp_path):
    links, pages = _sandbox(live_server, new_player, tmp_path)
    for seat, label in PLAN[:3]:
        choose(pages[seat], label)  # mid-Battle: the battle card and the assignment options show
    results = Axe().run(pages["seat1"])
    bad = [(v["id"], v["impact"], v["help"]) for v in results.response["violations"]
           if v["impact"] in ("serious", "critical")]
    assert bad == []
