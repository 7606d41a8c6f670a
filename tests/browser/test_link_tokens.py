"""A seat link never costs a browser the seat it holds: a token that does not work never replaces
one that does, the page offers to keep both or forget the link's, and My games forgets a game only
when the person says so; an imported seats file is held to the same rule. In real Chromium, on a
desktop and a phone."""
from __future__ import annotations

import json

import pytest
from playwright.sync_api import expect

from game_page import PLAN, choose
from sandbox_api import Sandbox, api

pytestmark = [pytest.mark.browser, pytest.mark.sqlite]
WRONG = "cws_not-a-token-of-this-game"


def open_link(player, url: str):
    page = player.open(url)
    page.wait_for_selector("body[data-ready=true]")
    return page


def held(page, game_id: str) -> dict | None:
    return page.evaluate(f"(JSON.parse(localStorage.getItem('cw.games')) || {{}})['{game_id}'] || null")


def banner(page):
    return page.get_by_role("region", name="Seat token")


def card(home, game_id: str):
    return home.locator(f'#mine li[data-game-id="{game_id}"]')


def rotate(game: Sandbox, seat: str) -> str:
    """A new token for `seat`, as its player would ask from another device; the old one stops."""
    made = api(game.base, "POST", f"/v1/games/{game.id}/seats/{seat}/token", game.tokens[seat])
    game.tokens[seat] = made["token"]
    return made["token"]


@pytest.mark.parametrize("viewport", ["desktop", "phone"])
def test_a_link_with_a_token_that_does_not_work_never_replaces_the_seat_token_that_does(
        live_server, new_player, viewport, screenshot):
    game = Sandbox(live_server, "Held seat")
    player = new_player("ann", viewport)
    open_link(player, game.link("seat1")).close()

    page = open_link(player, f"{live_server}/g/{game.id}#t={WRONG}")
    expect(page.locator("#who")).to_have_text("· you play Great Cthulhu")
    expect(banner(page)).to_contain_text("keeps the seat it already had")
    expect(banner(page).get_by_role("button", name="Keep both")).to_be_visible()
    expect(banner(page).get_by_role("button", name="Forget the new token")).to_be_visible()
    screenshot(page, f"link-token-banner-{viewport}")
    kept = held(page, game.id)
    assert kept["token"] == game.tokens["seat1"] and kept["seat"] == "seat1"
    assert kept["untried"] == [{"role": "token", "token": WRONG}]
    choose(page, PLAN[0][1])  # the seat still plays from this page

    home = player.open(live_server + "/")
    expect(card(home, game.id)).to_contain_text("You play Great Cthulhu")
    expect(home.locator("#mine-lost li")).to_have_count(0)
    assert held(home, game.id)["token"] == game.tokens["seat1"]

    page.reload()
    page.wait_for_selector("body[data-ready=true]")
    banner(page).get_by_role("button", name="Keep both").click()
    expect(banner(page)).to_be_hidden()
    assert held(page, game.id)["untried"] == [{"role": "token", "token": WRONG}]
    page.reload()
    page.wait_for_selector("body[data-ready=true]")
    banner(page).get_by_role("button", name="Forget the new token").click()
    expect(page.locator("#status")).to_have_text("The new token is forgotten.")
    assert held(page, game.id)["untried"] == [] and held(page, game.id)["token"] == game.tokens["seat1"]
    page.reload()
    page.wait_for_selector("body[data-ready=true]")
    expect(banner(page)).to_be_hidden()
    expect(page.locator("#who")).to_have_text("· you play Great Cthulhu")


def test_a_link_whose_token_works_takes_the_place_of_a_held_token_that_no_longer_does(
        live_server, new_player):
    game = Sandbox(live_server, "Rotated seat")
    player = new_player("ann")
    open_link(player, game.link("seat1")).close()
    rotate(game, "seat1")
    page = open_link(player, game.link("seat1"))
    expect(page.locator("#who")).to_have_text("· you play Great Cthulhu")
    expect(banner(page)).to_be_hidden()
    kept = held(page, game.id)
    assert kept["token"] == game.tokens["seat1"] and kept["untried"] == []


def test_a_link_when_neither_token_works_keeps_both_and_says_so(live_server, new_player):
    game = Sandbox(live_server, "Lost seat")
    player = new_player("ann")
    open_link(player, game.link("seat1")).close()
    old = game.tokens["seat1"]
    rotate(game, "seat1")
    page = player.open(f"{live_server}/g/{game.id}#t={WRONG}")
    expect(banner(page)).to_contain_text("Neither the new token this browser was given for this game (by a link or a seats file) nor the one it already held works")
    kept = held(page, game.id)
    assert kept["token"] == old and kept["untried"] == [{"role": "token", "token": WRONG}]


@pytest.mark.parametrize("viewport", ["desktop", "phone"])
def test_my_games_forgets_a_game_whose_tokens_no_longer_work_only_when_asked(
        live_server, new_player, viewport):
    game, kept = Sandbox(live_server, "Replaced seat"), Sandbox(live_server, "Kept seat")
    player = new_player("ann", viewport)
    open_link(player, game.link("seat1")).close()
    open_link(player, kept.link("seat1")).close()
    rotate(game, "seat1")

    home = player.open(live_server + "/")
    lost = home.locator(f'#mine-lost li[data-game-id="{game.id}"]')
    expect(lost).to_contain_text("No token this browser holds for this game works now")
    expect(home.get_by_role("heading", name="Not found (1)")).to_be_visible()
    expect(card(home, kept.id)).to_contain_text("You play Great Cthulhu")
    home.reload()
    expect(lost).to_be_visible()
    assert held(home, game.id) is not None, "loading My games forgets nothing"
    lost.get_by_role("button", name=f"Forget game {game.id}").click()
    expect(lost).to_have_count(0)
    expect(home.get_by_role("heading", name="Not found (1)")).to_be_hidden()
    assert held(home, game.id) is None and held(home, kept.id) is not None


def test_importing_seats_never_replaces_a_seat_token_that_works(live_server, new_player, tmp_path):
    game = Sandbox(live_server, "Imported over")
    player = new_player("ann")
    open_link(player, game.link("seat1")).close()
    old_file = tmp_path / "seats.json"
    old_file.write_text(json.dumps({"format": "cthulhu-wars-seats/1",
                                    "games": {game.id: {"token": WRONG, "seat": "seat1"}}}))
    home = player.open(live_server + "/")
    home.get_by_text("Move your seats to another browser").click()
    home.get_by_label("Import seats").set_input_files(old_file)
    expect(home.locator("#status")).to_have_text("Imported 1 game.")
    expect(card(home, game.id)).to_contain_text("You play Great Cthulhu")
    kept = held(home, game.id)
    assert kept["token"] == game.tokens["seat1"]
    assert kept["untried"] == [{"role": "token", "token": WRONG}]
    page = open_link(player, f"{live_server}/g/{game.id}")
    expect(banner(page)).to_contain_text("keeps the seat it already had")
