"""Creating a game in real Chromium as its first player: one faction chosen and the rest dealt,
the creator seated at once, the host shown the invite links again for as long as seats are open,
and My games listing a hosted game even without a seat."""
from __future__ import annotations

import json
import re
import urllib.request

import pytest
from playwright.sync_api import expect

pytestmark = [pytest.mark.browser, pytest.mark.sqlite]


def _summary(base: str, game_id: str, token: str | None = None) -> dict:
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    request = urllib.request.Request(f"{base}/v1/games/{game_id}", headers=headers)
    with urllib.request.urlopen(request) as answer:
        return json.load(answer)


def _held(page, game_id: str) -> dict:
    return page.evaluate(f"(JSON.parse(localStorage.getItem('cw.games')) || {{}})['{game_id}'] || null")


def _links(page) -> dict[str, str]:
    return {box.get_attribute("data-seat"): box.input_value() for box in page.locator("#links input").all()}


def _invites(page) -> dict[str, str]:
    return {box.get_attribute("data-seat"): box.input_value() for box in page.locator("#invites input").all()}


def _create(page, visibility: str, your_seat: str | None = None, name: str = "") -> tuple[str, dict]:
    page.get_by_label("Seats").select_option("3")
    page.get_by_label("Game name").fill(f"A {visibility} table")
    page.get_by_label("Seat 1 faction").select_option("great_cthulhu")  # seats 2 and 3 stay Random
    if your_seat is not None:
        page.get_by_label("Your seat").select_option(label=your_seat)
    if name:
        page.get_by_label("Your name", exact=False).fill(name)
    page.get_by_role("radio", name=re.compile(f"^{visibility.capitalize()}:")).check()
    page.get_by_role("button", name="Create the game").click()
    expect(page.get_by_role("heading", name="Your game is ready")).to_be_visible()
    links = _links(page)
    return links["host"].split("/g/")[1].split("#")[0], links


@pytest.mark.parametrize("viewport", ["desktop", "phone"])
def test_the_creator_chooses_one_faction_leaves_the_rest_random_and_lands_on_the_game_page_seated(
        live_server, new_player, viewport, screenshot):
    ann = new_player("ann", viewport)
    page = ann.open(live_server + "/new")
    expect(page.get_by_label("Your seat")).to_have_value("seat1")  # seat 1 unless chosen otherwise
    game_id, links = _create(page, "private", name="Ann")
    screenshot(page, f"created-seated-{viewport}")
    assert sorted(links) == ["host", "seat2", "seat3"]  # seat 1 is the creator's: no invite link
    expect(page.locator("#links li.own-seat[data-seat=seat1]")).to_contain_text("is yours")
    seats = _summary(live_server, game_id, _held(page, game_id)["token"])["seats"]
    assert seats[0]["faction"] == "great_cthulhu" and seats[0]["name"] == "Ann"
    assert seats[0]["status"] == "claimed" and [s["status"] for s in seats[1:]] == ["open", "open"]
    assert len({s["faction"] for s in seats}) == 3

    page.get_by_role("link", name="Open the game page").click()
    page.wait_for_selector("body[data-ready=true]")
    expect(page.locator("#who")).to_have_text("· you play Great Cthulhu")
    expect(page.locator("#invites")).to_be_visible()
    assert _invites(page) == {"seat2": links["seat2"], "seat3": links["seat3"]}
    code = re.search(r"#code=(cwi_[A-Za-z0-9_-]+)$", links["seat2"]).group(1)
    expect(page.locator("#invites .invite-code")).to_have_text(f"Invite code: {code}")
    widths = page.evaluate("[document.documentElement.scrollWidth, window.innerWidth]")
    assert widths[0] <= widths[1], f"{viewport}: the game page scrolls sideways"
    screenshot(page, f"lobby-host-seated-{viewport}")


@pytest.mark.parametrize("viewport", ["desktop", "phone"])
def test_the_host_link_opened_later_shows_the_invite_links_of_the_seats_still_open(
        live_server, new_player, viewport):
    page = new_player("ann", "desktop").open(live_server + "/new")
    game_id, links = _create(page, "private", name="Ann")
    bob = new_player("bob").open(links["seat2"])
    bob.get_by_label("Your name").fill("Bob")
    bob.get_by_role("button", name="Take the seat").click()
    bob.wait_for_url(re.compile(r"/g/[^/#?]+$"))
    bob.wait_for_selector("body[data-ready=true]")
    expect(bob.locator("#invites")).to_be_hidden()  # a seat, not the host: no invite links

    device = new_player("ann-later", viewport)  # the host link, opened later on another device
    device.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=live_server)
    later = device.open(links["host"])
    later.wait_for_selector("body[data-ready=true]")
    expect(later.locator("#invites")).to_be_visible()
    expect(later.locator("#invites h2")).to_have_text("Invite players: 1 seat open")
    assert _invites(later) == {"seat3": links["seat3"]}
    copy = later.get_by_role("button", name="Copy the invite link for seat3")
    copy.click()
    expect(copy).to_have_text("Copied")
    assert later.evaluate("navigator.clipboard.readText()") == links["seat3"]

    cy = new_player("cy").open(links["seat3"])
    cy.get_by_label("Your name").fill("Cy")
    cy.get_by_role("button", name="Take the seat").click()
    cy.wait_for_url(re.compile(r"/g/[^/#?]+$"))
    expect(later.locator("#game")).to_have_attribute("data-status", "active")
    expect(later.locator("#invites")).to_be_hidden()  # every seat taken: nothing to invite to


@pytest.mark.parametrize("viewport", ["desktop", "phone"])
def test_a_host_who_takes_no_seat_finds_the_game_in_my_games_and_its_invite_links(
        live_server, new_player, viewport):
    host = new_player("host", viewport)
    page = host.open(live_server + "/new")
    game_id, links = _create(page, "public", your_seat="None — I only host")
    assert sorted(links) == ["host", "seat1", "seat2", "seat3"]
    held = _held(page, game_id)
    assert held["host"].startswith("cwh_") and not held.get("token")
    assert [s["status"] for s in _summary(live_server, game_id)["seats"]] == ["open"] * 3

    home = host.open(live_server + "/")
    card = home.locator(f'#mine li[data-game-id="{game_id}"]')
    expect(card).to_contain_text("You host this game")
    expect(card).to_contain_text("Waiting for 3 players to join")
    card.get_by_role("link", name="A public table").click()
    home.wait_for_selector("body[data-ready=true]")
    expect(home.locator("#who")).to_have_text("· spectating")
    assert _invites(home) == {s: links[s] for s in ("seat1", "seat2", "seat3")}
    expect(home.locator("#invites .invite-code")).to_have_count(0)  # a public game needs no code


def test_a_game_created_rated_is_rated_and_a_sandbox_cannot_be_ticked_rated(live_server, new_player):
    page = new_player("ann", "desktop").open(live_server + "/new")
    rated = page.get_by_role("checkbox", name=re.compile("^Rated"))
    page.get_by_role("checkbox", name=re.compile("^Sandbox")).check()
    expect(rated).to_be_disabled()
    page.get_by_role("checkbox", name=re.compile("^Sandbox")).uncheck()
    rated.check()
    game_id, _ = _create(page, "public", name="Ann")
    assert _summary(live_server, game_id)["rated"] is True
