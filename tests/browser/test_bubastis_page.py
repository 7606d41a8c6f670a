"""A Bubastis game in real Chromium: the page loads and draws the map, and Bubastis' board lists the
Earth Cats standing on the Moon, an Area the map picture does not draw (docs/maps.md, Areas a
faction brings)."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from sandbox_api import api

pytestmark = [pytest.mark.browser, pytest.mark.sqlite]


def test_a_bubastis_game_loads_and_its_board_lists_the_cats_on_the_moon(live_server, new_player):
    made = api(live_server, "POST", "/v1/games", body={"seats": 3, "sandbox": True, "name": "Cats",
                                                       "factions": ["bubastis", "great_cthulhu", "yellow_sign"]})
    game_id = made["game"]["game_id"]
    page = new_player("spectator", "desktop").open(f"{live_server}/g/{game_id}")
    page.wait_for_selector("body[data-ready=true]")
    page.wait_for_selector("#map .pieces > *")
    board = page.locator("section.board.f-bubastis")
    expect(board.locator("p.beside-boards")).to_contain_text("6 Earth Cats in The Moon")
