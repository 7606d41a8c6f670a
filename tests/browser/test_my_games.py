"""My games on the home page, in real Chromium: two players in two browser contexts (a desktop and
a phone) each see their games in Your move, Waiting, Open and Finished, with a small map, Doom,
countdowns and "N new" badges, from one request."""
from __future__ import annotations

import re

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import expect

from game_page import PLAN, choose, wait_until
from sandbox_api import Sandbox, api

pytestmark = [pytest.mark.browser, pytest.mark.sqlite]


def open_link(player, url: str):
    page = player.open(url)
    page.wait_for_selector("body[data-ready=true]")
    return page


def card(home, game_id: str):
    return home.locator(f'#mine li[data-game-id="{game_id}"]')


def section_ids(home, section: str) -> list[str]:
    return home.locator(f"#mine-{section} > li").evaluate_all("els => els.map(e => e.dataset.gameId)")


def test_two_players_see_their_games_in_sections_with_badges_and_the_title_counts_moves(
        live_server, new_player, screenshot):
    slow = Sandbox(live_server, "Slow game", per_decision="P1D")
    fast = Sandbox(live_server, "Fast game", per_decision="PT2H")
    done = Sandbox(live_server, "Done game")
    done.play(len(PLAN))
    lobby = api(live_server, "POST", "/v1/games", body={"seats": 3, "name": "Lobby game"})
    ann, bob = new_player("ann", "desktop"), new_player("bob", "phone")
    ann_game = open_link(ann, slow.link("seat1"))
    open_link(ann, fast.link("seat1"))
    open_link(ann, f"{live_server}/g/{lobby['game']['game_id']}#h={lobby['host_token']}")
    open_link(bob, slow.link("seat2")).close()  # Bob looked, then left
    open_link(bob, done.link("seat1")).close()

    home = ann.open(live_server + "/")
    expect(home).to_have_title(re.compile(r"^\(2\) "))
    assert section_ids(home, "move") == [fast.id, slow.id]  # the soonest deadline first
    assert section_ids(home, "open") == [lobby["game"]["game_id"]]
    first = card(home, fast.id)
    expect(first).to_contain_text("▶ Your move: your turn")
    expect(first.locator("time[data-due]")).to_have_text(re.compile(r"^due in (1 h 5\d|2 h 0) min$"))
    expect(first.get_by_role("img")).to_have_attribute(
        "aria-label", "Small map: Great Cthulhu in 2 Areas, 1 Gate; Crawling Chaos in 2 Areas, 1 Gate; "
                      "Yellow Sign in 1 Area, 1 Gate.")
    expect(first.locator("figure.minimap svg circle.dot")).to_have_count(5)
    expect(first.get_by_role("list", name="Doom")).to_contain_text("Great Cthulhu: 28")
    expect(first).to_contain_text("You play Great Cthulhu · round 1, action phase")
    expect(card(home, lobby["game"]["game_id"])).to_contain_text("You host this game")
    screenshot(home, "my-games-desktop")

    bob_home = bob.open(live_server + "/")
    expect(bob_home).to_have_title("Cthulhu Wars")
    # The title is the same before and after Bob's games are shown: wait for them to be.
    expect(bob_home.locator("#mine")).to_have_attribute("aria-busy", "false")
    assert section_ids(bob_home, "waiting") == [slow.id]
    assert section_ids(bob_home, "finished") == [done.id]
    expect(card(bob_home, slow.id)).to_contain_text(re.compile(r"Waiting for Great Cthulhu \(sandbox\) since .+ \(\d+ min ago\)"))
    expect(card(bob_home, done.id)).to_contain_text("Finished (doom 30): nobody won")
    expect(card(bob_home, done.id)).to_contain_text("ended in round 1")
    expect(card(bob_home, slow.id).locator(".new-badge")).to_have_count(0)

    before = int(ann_game.locator("#game").get_attribute("data-version"))
    for seat, label in PLAN[:2]:  # Ann moves and ends her turn: now Bob is to move
        choose(ann_game, label)
    moved = int(ann_game.locator("#game").get_attribute("data-version")) - before
    bob_home.reload()
    expect(bob_home).to_have_title(re.compile(r"^\(1\) "))
    assert section_ids(bob_home, "move") == [slow.id]
    expect(card(bob_home, slow.id).locator(".new-badge")).to_have_text(f"{moved} new")
    expect(card(bob_home, slow.id)).to_contain_text("due in 23 h 5")
    widths = bob_home.evaluate("[document.documentElement.scrollWidth, window.innerWidth]")
    assert widths[0] <= widths[1], "the phone page scrolls sideways"
    screenshot(bob_home, "my-games-phone")
    bad = [(v["id"], v["impact"], v["help"]) for v in Axe().run(bob_home).response["violations"]
           if v["impact"] in ("serious", "critical")]
    assert bad == []

    home.reload()
    expect(home).to_have_title(re.compile(r"^\(1\) "))
    expect(card(home, slow.id)).to_contain_text("Waiting for Crawling Chaos (sandbox)")
    requests = []
    home.on("request", lambda r: requests.append(r.url) if "/v1/" in r.url and "/v1/games?" not in r.url else None)
    home.reload()
    wait_until(home, "document.getElementById('mine').getAttribute('aria-busy') === 'false'")
    # one request for all the games, besides the content document the page names factions from
    assert [u.split(live_server)[1] for u in requests] == ["/v1/content", "/v1/my-games"]
