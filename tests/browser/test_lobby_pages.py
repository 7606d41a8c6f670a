"""The lobby in real Chromium: create a game in the page, join it by invite links in other
browsers, and find your games on the home page, your move first."""
from __future__ import annotations

import json
import re
import urllib.request

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import expect

pytestmark = [pytest.mark.browser, pytest.mark.sqlite]
NAMES = {"seat1": "Ann", "seat2": "Bob", "seat3": "Cy"}


def _held(page, game_id: str) -> dict:
    """What this browser keeps for a game (tokens live in localStorage only)."""
    return page.evaluate(f"(JSON.parse(localStorage.getItem('cw.games')) || {{}})['{game_id}'] || null")


def _summary(base: str, game_id: str, token: str) -> dict:
    request = urllib.request.Request(f"{base}/v1/games/{game_id}",
                                     headers={"Authorization": f"Bearer {token}"})
    with urllib.request.urlopen(request) as answer:
        return json.load(answer)


def _create(page, visibility: str = "public") -> tuple[str, dict[str, str]]:
    """Fill in and send the create form for a host who takes no seat (every seat is joined by an
    invite link); returns the game id and the links it shows, by seat."""
    page.get_by_label("Seats").select_option("3")
    page.get_by_label("Your seat").select_option(label="None — I only host")
    page.get_by_label("Game name").fill(f"A {visibility} game")
    page.get_by_role("radio", name=re.compile(f"^{visibility.capitalize()}:")).check()
    page.get_by_role("button", name="Create the game").click()
    expect(page.get_by_role("heading", name="Your game is ready")).to_be_visible()
    links = {box.get_attribute("data-seat"): box.input_value()
             for box in page.locator("#links input").all()}
    return links["host"].split("/g/")[1].split("#")[0], links


def _join(player, link: str, name: str, keyboard: bool = False):
    page = player.open(link)
    page.get_by_label("Your name").fill(name)
    if keyboard:
        page.get_by_label("Your name").press("Enter")
    else:
        page.get_by_role("button", name="Take the seat").click()
    page.wait_for_url(re.compile(r"/g/[^/#?]+$"))
    return page


def test_three_players_join_a_public_game_by_invite_links_and_each_holds_its_own_token(
        live_server, new_player):
    host = new_player("host").open(live_server + "/new")
    host.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=live_server)
    game_id, links = _create(host)
    assert _held(host, game_id)["host"].startswith("cwh_")
    copy = host.get_by_role("button", name="Copy the invite link for seat2")
    copy.click()
    expect(copy).to_have_text("Copied")
    assert host.evaluate("navigator.clipboard.readText()") == links["seat2"]
    assert sorted(links) == ["host", "seat1", "seat2", "seat3"]
    for seat in NAMES:
        assert links[seat] == f"{live_server}/g/{game_id}/join?seat={seat}"  # no code: public
    tokens = {}
    for seat, name in NAMES.items():
        page = _join(new_player(seat, "phone" if seat == "seat2" else "desktop"), links[seat], name)
        assert page.url == f"{live_server}/g/{game_id}"  # the game page, nothing after a "#"
        held = _held(page, game_id)
        assert held["seat"] == seat and held["token"].startswith("cws_")
        tokens[seat] = held["token"]
        page.wait_for_selector("body[data-ready=true]")
    assert len(set(tokens.values())) == 3
    game = _summary(live_server, game_id, tokens["seat1"])
    assert game["status"] == "active"
    assert {s["seat"]: s["name"] for s in game["seats"]} == NAMES


def test_a_private_game_s_invite_links_carry_the_code_and_a_taken_seat_is_explained(
        live_server, new_player):
    owner = new_player("host")
    owner.context.add_init_script("Object.defineProperty(navigator, 'clipboard', {value: undefined})")
    host = owner.open(live_server + "/new")
    game_id, links = _create(host, "private")
    code = re.search(r"#code=(cwi_[A-Za-z0-9_-]+)$", links["seat2"])
    assert code and all(links[s].endswith(code.group(0)) for s in NAMES)
    copy = host.get_by_role("button", name="Copy the invite link for seat2")
    copy.click()  # no clipboard here: the link is selected for the person to copy
    expect(copy).to_have_text("Selected: press Ctrl+C")
    assert host.evaluate("[document.activeElement.value, getSelection().toString()]") == [
        links["seat2"], links["seat2"]]
    first = _join(new_player("first"), links["seat2"], "Dee", keyboard=True)
    assert first.url == f"{live_server}/g/{game_id}" and _held(first, game_id)["seat"] == "seat2"
    late = new_player("late").open(links["seat1"])
    assert "#" not in late.url  # the code left the address bar too
    expect(late.get_by_role("radio", name=re.compile(r"\(seat2\): taken by Dee$"))).to_be_disabled()
    _join(new_player("other"), links["seat1"], "Eve")
    late.get_by_label("Your name").fill("Fay")
    late.get_by_role("button", name="Take the seat").click()
    expect(late.get_by_role("status")).to_have_text("Seat seat1 is already taken.")
    expect(late.get_by_role("radio", name=re.compile(r"\(seat1\): taken by Eve$"))).to_be_disabled()
    host.goto(links["host"])  # the host holds no seat: the host token still shows the private game
    host.wait_for_selector("body[data-ready=true]")
    expect(host.locator("#ask")).to_have_text("Waiting for players: 1 seat open.")
    expect(host.locator("#who")).to_have_text("· spectating")


def test_home_lists_this_browser_s_games_with_your_move_first_and_the_public_games_open(
        live_server, new_player):
    host = new_player("host").open(live_server + "/new")
    game_id, links = _create(host)
    players = {seat: new_player(seat) for seat in NAMES}
    pages = {seat: _join(players[seat], links[seat], name) for seat, name in NAMES.items()}
    pending = _summary(live_server, game_id, _held(pages["seat1"], game_id)["token"])["pending"]
    mover = pending[0]["seat"]
    later = pages[mover].context.new_page()  # the same browser creates a game after joining
    later.goto(live_server + "/new")
    waiting_id, _ = _create(later)
    home = players[mover].open(live_server + "/")
    cards = home.locator("#mine li[data-game-id]")
    expect(cards).to_have_count(2)
    expect(cards.nth(0)).to_have_attribute("data-game-id", game_id)
    expect(cards.nth(0)).to_contain_text("▶ Your move")
    expect(cards.nth(1)).to_have_attribute("data-game-id", waiting_id)
    expect(cards.nth(1)).to_contain_text("You host this game")
    expect(home.locator("#open")).to_contain_text("Join A public game")
    expect(home).to_have_title(re.compile(r"^\(1\) "))


def test_the_create_page_is_readable_on_a_phone_and_a_desktop(live_server, new_player, screenshot):
    for viewport in ("phone", "desktop"):
        page = new_player(viewport, viewport).open(live_server + "/new")
        page.get_by_label("Seats").select_option("4")
        expect(page.get_by_label("Map layout").locator("option")).to_have_count(4)  # both Earth 4-player maps, both Library combinations
        page.get_by_role("radio", name=re.compile("^Custom:")).check()
        expect(page.get_by_role("textbox", name=re.compile("^Per Decision"))).to_be_visible()
        widths = page.evaluate("[document.documentElement.scrollWidth, window.innerWidth]")
        assert widths[0] <= widths[1], f"{viewport}: the page scrolls sideways"
        screenshot(page, f"new-{viewport}")


def test_a_custom_clock_and_a_sandbox_reach_the_server_and_a_refusal_shows_the_server_s_detail(
        live_server, new_player):
    page = new_player("teacher").open(live_server + "/new")
    page.get_by_role("radio", name=re.compile("^Custom:")).check()
    per_decision = page.get_by_role("textbox", name=re.compile("^Per Decision"))
    per_decision.fill("P1Y")
    page.get_by_role("checkbox", name=re.compile("^Sandbox:")).check()
    page.get_by_role("button", name="Create the game").click()
    expect(page.get_by_role("status")).to_have_text(
        "time_control: per_decision: months and years are not allowed; use days.")
    per_decision.fill("PT6H")
    page.get_by_role("button", name="Create the game").click()
    expect(page.get_by_role("heading", name="Your game is ready")).to_be_visible()
    links = {box.get_attribute("data-seat"): box.input_value()
             for box in page.locator("#links input").all()}
    game_id = links["host"].split("/g/")[1].split("#")[0]
    held = _held(page, game_id)
    assert sorted(held["seats"]) == ["seat1", "seat2", "seat3"] and held["seat"] == "seat1"
    for seat, token in held["seats"].items():
        assert links[seat] == f"{live_server}/g/{game_id}#t={token}"
    assert _summary(live_server, game_id, held["token"])["time_control"]["per_decision"] == "PT6H"


def test_the_lobby_pages_have_no_serious_accessibility_violations(live_server, new_player):
    def serious(page) -> list[tuple]:
        return [(v["id"], v["impact"], v["help"]) for v in Axe().run(page).response["violations"]
                if v["impact"] in ("serious", "critical")]

    player = new_player("checker", "phone")
    page = player.open(live_server + "/new")
    expect(page.get_by_role("button", name="Create the game")).to_be_visible()
    assert serious(page) == []
    _, links = _create(page, "private")
    assert serious(page) == []  # the links and their copy buttons
    join = player.open(links["seat1"])
    expect(join.get_by_role("button", name="Take the seat")).to_be_visible()
    assert serious(join) == []
    home = player.open(live_server + "/")
    expect(home.locator("#mine li[data-game-id]")).to_have_count(1)
    assert serious(home) == []
