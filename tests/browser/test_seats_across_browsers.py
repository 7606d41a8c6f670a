"""A player's seats in several browsers: exported from one and imported in another, or opened from
the seat link on a second device; either way the other browser plays the same seat."""
from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import expect

from game_page import PLAN, choose, decision, wait_version
from sandbox_api import Sandbox, api

pytestmark = [pytest.mark.browser, pytest.mark.sqlite]


def open_link(player, url: str):
    page = player.open(url)
    page.wait_for_selector("body[data-ready=true]")
    return page


def test_seats_exported_from_one_browser_and_imported_in_another_play_there(live_server, new_player, tmp_path):
    game = Sandbox(live_server, "Exported game")
    lobby = api(live_server, "POST", "/v1/games", body={"seats": 3, "name": "Hosted game"})
    laptop = new_player("laptop", "desktop")
    playing = open_link(laptop, game.link("seat1"))
    open_link(laptop, f"{live_server}/g/{lobby['game']['game_id']}#h={lobby['host_token']}").close()
    home = laptop.open(live_server + "/")
    expect(home.locator("#mine li[data-game-id]")).to_have_count(2)
    home.get_by_text("Move your seats to another browser").click()
    with home.expect_download() as download:
        home.get_by_role("button", name="Export my seats").click()
    saved = tmp_path / "seats.json"
    download.value.save_as(saved)
    kept = json.loads(saved.read_text())
    assert kept["format"] == "cthulhu-wars-seats/1"
    assert kept["games"][game.id]["token"] == game.tokens["seat1"]
    assert kept["games"][lobby["game"]["game_id"]]["host"] == lobby["host_token"]

    phone = new_player("phone", "phone")
    other = phone.open(live_server + "/")
    expect(other.locator("#mine-empty")).to_be_visible()
    other.get_by_text("Move your seats to another browser").click()
    other.get_by_label("Import seats").set_input_files(saved)
    expect(other.get_by_role("status")).to_have_text("Imported 2 games.")
    expect(other.locator("#mine li[data-game-id]")).to_have_count(2)
    expect(other).to_have_title(re.compile(r"^\(1\) "))
    other.locator(f'#mine-move li[data-game-id="{game.id}"] a').click()
    other.wait_for_selector("body[data-ready=true]")
    expect(other.locator("#who")).to_have_text("· you play Great Cthulhu")
    before = int(playing.locator("#game").get_attribute("data-version"))
    choose(other, PLAN[0][1])
    wait_version(playing, before + 1)  # the laptop's page follows the move made on the phone
    expect(decision(playing).get_by_role("button", name="End your turn")).to_be_visible()


def test_a_seat_link_opened_on_a_second_device_plays_the_same_seat(live_server, new_player):
    game = Sandbox(live_server, "Two devices")
    first = open_link(new_player("desktop", "desktop"), game.link("seat1"))
    second = open_link(new_player("phone", "phone"), game.link("seat1"))
    assert "#" not in second.url  # the token left the address bar at once
    expect(second.locator("#who")).to_have_text("· you play Great Cthulhu")
    choose(second, PLAN[0][1])
    wait_version(first, int(second.locator("#game").get_attribute("data-version")))
    choose(first, PLAN[1][1])  # the turn goes on from the other device
    wait_version(second, int(first.locator("#game").get_attribute("data-version")))
    expect(second.locator("#ask")).to_contain_text("Waiting for Crawling Chaos")
    held = second.evaluate(f"JSON.parse(localStorage.getItem('cw.games'))['{game.id}']")
    assert held["token"] == game.tokens["seat1"] and held["seat"] == "seat1"
