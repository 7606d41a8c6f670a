"""The Library at Celaeno in real Chromium: the create page offers its layouts, and a game on its
3-player sides shows both floors' Areas (15), clickable: Windwalker taps the Oubliette on the map
to set up there, and its Acolytes appear in it."""
from __future__ import annotations

import threading

import pytest
from playwright.sync_api import expect
from werkzeug.serving import make_server

from game_page import choose, click_area, decision

from events.migrate import upgrade
from play.config import Config
from service.app import create_app
from service.routes import content as content_route
from service.routes import game_options

pytestmark = [pytest.mark.browser, pytest.mark.sqlite]
FACTIONS = ["great_cthulhu", "crawling_chaos", "windwalker"]


@pytest.fixture
def server(sqlite_url):
    upgrade(sqlite_url)
    content_route._document.cache_clear()
    game_options._encoded.cache_clear()
    app = create_app(Config.from_env({"DATABASE_URL": sqlite_url, "LOG_LEVEL": "WARNING",
                                      "RATE_LIMIT_PER_TOKEN": "0", "RATE_LIMIT_PER_ADDRESS": "0"}))
    http = make_server("127.0.0.1", 0, app, threaded=True)
    threading.Thread(target=http.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{http.server_port}"
    finally:
        http.shutdown()


def test_a_library_game_shows_both_floors_and_windwalker_sets_up_by_tapping_the_oubliette(
        server, new_player, screenshot):
    host = new_player("host").open(server + "/new")
    host.get_by_label("Seats").select_option("3")
    host.get_by_label("Map layout").select_option("library_3p")
    for i, faction in enumerate(FACTIONS):
        host.get_by_label(f"Seat {i + 1} faction").select_option(faction)
    host.get_by_label("Sandbox", exact=False).check()
    host.get_by_role("button", name="Create the game").click()
    host.get_by_role("heading", name="Your game is ready").wait_for()
    links = {box.get_attribute("data-seat"): box.input_value() for box in host.locator("#links input").all()}

    page = new_player("seat3").open(links["seat3"])
    page.wait_for_selector("body[data-ready=true]")
    expect(page.locator("#map path.area[aria-label]")).to_have_count(15)
    for area in ("Yr and the Nhhngr", "Black Hall", "Oubliette (Sea)", "Lake of Hali Overlook (Sea)"):
        expect(page.locator(f'#map path[data-area="{area}"]')).to_have_count(1)
    expect(page.locator("#map .marks .area-name")).to_have_count(15)

    click_area(page, "Oubliette (Sea)")
    expect(decision(page).locator("#options button.option")).to_have_text(["Set up in Oubliette (Sea)"])
    choose(page, "Set up in Oubliette (Sea)")
    expect(page.get_by_role("log", name="Log")).to_contain_text("Oubliette (Sea)")
    expect(page.locator("#map .marks .force")).not_to_have_count(0)
    screenshot(page, "library-3p")
