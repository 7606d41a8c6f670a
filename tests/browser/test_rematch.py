"""A rematch in real Chromium: the two players of a finished game, each in a browser of their
own (one on a phone), propose and accept a rematch on the game page and both land on the new
game as their own seats."""
from __future__ import annotations

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import expect

from finished_game import finished_game
from sandbox_api import api

pytestmark = [pytest.mark.browser, pytest.mark.sqlite]


def open_seat(player, base: str, game_id: str, token: str):
    page = player.open(f"{base}/g/{game_id}#t={token}")
    page.wait_for_selector("body[data-ready=true]")
    return page


def test_a_rematch_proposed_by_one_seat_and_accepted_by_the_other_takes_both_to_the_new_game(
        live_server, new_player):
    game_id, tokens = finished_game(live_server, ["great_cthulhu", "crawling_chaos"])
    ann = open_seat(new_player("ann", "desktop"), live_server, game_id, tokens["seat1"])
    bob = open_seat(new_player("bob", "phone"), live_server, game_id, tokens["seat2"])
    ann_part = ann.get_by_role("group", name="Rematch")
    bob_part = bob.get_by_role("group", name="Rematch")

    ann_part.get_by_role("button", name="Rematch, factions rotated").click()
    expect(ann_part).to_contain_text("Waiting for Bob (seat2).")
    expect(bob_part).to_contain_text("Ann (seat1) proposed a rematch, factions rotated one seat on: "
                                     "Ann (seat1) plays Crawling Chaos; Bob (seat2) plays Great Cthulhu.")
    expect(ann_part.get_by_role("button", name="Accept the rematch")).to_have_count(0)
    serious = [(v["id"], v["help"]) for v in Axe().run(bob).response["violations"]
               if v["impact"] in ("serious", "critical")]
    assert serious == []
    bob_part.get_by_role("button", name="Accept the rematch").click()

    new_id = api(live_server, "GET", f"/v1/games/{game_id}/rematch")["game_id"]
    for page, faction in ((ann, "Crawling Chaos"), (bob, "Great Cthulhu")):
        part = page.get_by_role("group", name="Rematch")
        expect(part).to_contain_text("Everyone accepted: the new game has started.")
        part.get_by_role("link", name="Open the rematch").click()
        page.wait_for_url(f"{live_server}/g/{new_id}")
        page.wait_for_selector("body[data-ready=true]")
        expect(page.locator("#who")).to_have_text(f"· you play {faction}")
    bob_view = bob.evaluate(f"""() => fetch('/v1/games/{new_id}/view', {{headers: {{
        Authorization: 'Bearer ' + JSON.parse(localStorage.getItem('cw.games'))['{new_id}'].token}}}})
        .then((r) => r.json())""")
    assert bob_view["you"] == "seat2" and bob_view["status"] == "active"


def test_a_declined_rematch_says_who_declined_and_offers_a_new_one(live_server, new_player):
    game_id, tokens = finished_game(live_server, ["great_cthulhu", "crawling_chaos"], seed=1)
    ann = open_seat(new_player("ann", "desktop"), live_server, game_id, tokens["seat1"])
    bob = open_seat(new_player("bob", "desktop"), live_server, game_id, tokens["seat2"])
    ann.get_by_role("group", name="Rematch").get_by_role("button", name="Rematch, factions dealt anew").click()
    bob_part = bob.get_by_role("group", name="Rematch")
    bob_part.get_by_role("button", name="Decline").click()
    ann_part = ann.get_by_role("group", name="Rematch")
    expect(ann_part).to_contain_text("Bob (seat2) declined the rematch.")
    expect(ann_part.get_by_role("button", name="Rematch, factions rotated")).to_be_visible()
