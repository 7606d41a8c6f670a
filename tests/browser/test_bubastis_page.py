"""A Bubastis game in real Chromium, on a desktop and a phone: the Moon, an Area the faction brings
onto any map (docs/maps.md, Areas a faction brings), is drawn beyond the printed map with its
Gate and the Earth Cats standing on it; a tap on it lists them, and the Areas table lists it."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from game_page import click_area
from sandbox_api import api

pytestmark = [pytest.mark.browser, pytest.mark.sqlite]


def _bubastis_game(base: str) -> str:
    made = api(base, "POST", "/v1/games", body={"seats": 3, "sandbox": True, "name": "Cats",
                                                "factions": ["bubastis", "great_cthulhu", "yellow_sign"]})
    return made["game"]["game_id"]


@pytest.mark.parametrize("viewport", ["desktop", "phone"])
def test_the_moon_is_drawn_beside_the_boards_with_bubastis_gate_and_the_cats_standing_on_it(live_server, new_player, viewport):
    game_id = _bubastis_game(live_server)
    moon = next(f["own_area"] for f in api(live_server, "GET", "/v1/content")["factions"] if f["name"] == "bubastis")
    page = new_player("spectator", viewport).open(f"{live_server}/g/{game_id}")
    page.wait_for_selector("body[data-ready=true]")
    if viewport == "phone":
        page.get_by_role("button", name="Map", exact=True).click()
    area = page.locator(f'#map path.area[data-area="{moon["name"]}"]')
    expect(area).to_have_count(1)
    expect(area).to_have_attribute("aria-label", f"{moon['name']}. Gate controlled by Bubastis. Bubastis: 6 Earth Cats")
    pieces = page.locator(f'#map .pieces[data-area="{moon["name"]}"]')
    expect(pieces.locator('.force[data-faction="bubastis"] .piece')).to_have_attribute("data-count", "6")
    expect(pieces.locator(".gate-mark")).to_have_attribute("data-controller", "bubastis")
    # Drawn inside the picture, below the printed boards: nothing of it falls outside the map.
    inside = page.eval_on_selector(
        f'#map path.area[data-area="{moon["name"]}"]',
        "(e) => { const b = e.getBBox(), v = e.ownerSVGElement.viewBox.baseVal;"
        " return b.y >= 0 && b.y + b.height <= v.height && b.x >= 0 && b.x + b.width <= v.width; }")
    assert inside is True
    click_area(page, moon["name"])
    listing = page.locator("#area-list")
    expect(listing).to_be_visible()
    expect(listing).to_contain_text(moon["name"])
    expect(listing).to_contain_text("6 Earth Cats")


def test_the_areas_table_and_bubastis_board_count_the_moon_and_its_gate(live_server, new_player):
    game_id = _bubastis_game(live_server)
    page = new_player("spectator", "desktop").open(f"{live_server}/g/{game_id}")
    page.wait_for_selector("body[data-ready=true]")
    page.get_by_role("button", name="Table").click()
    row = page.locator("#area-table tr").filter(has=page.locator("th", has_text="The Moon"))
    expect(row).to_have_count(1)
    expect(row.locator("td").nth(0)).to_have_text("Bubastis")
    expect(row.locator("td").nth(1)).to_have_text("Bubastis: 6 Earth Cats")
    board = page.locator("section.board.f-bubastis")
    expect(board.locator("dl.stats")).to_contain_text("Gates1")
