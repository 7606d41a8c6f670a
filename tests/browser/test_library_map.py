"""The Library at Celaeno in real Chromium: the create page offers its layouts, and a game on its
3-player sides shows both floors' Areas (15), clickable: Windwalker taps the Oubliette on the map
to set up there, and its Acolytes appear in it; three players, one on a phone, play a round on it."""
from __future__ import annotations

import re
import threading

import pytest
from playwright.sync_api import expect
from werkzeug.serving import make_server

from game_page import choose, click_area, decide, decision, play_a_round_of_moves, version, wait_version
from sandbox_api import api

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


def test_three_players_one_on_a_phone_set_up_and_play_a_round_on_the_library(server, new_player, screenshot):
    """Three seats in three browser contexts (Windwalker's on a phone): Windwalker sets up by tapping
    the Oubliette on the phone's map, then each seat Moves an Acolyte across the Library's floors and
    ends its turn, every page following the game, until the round comes back to the first seat."""
    made = api(server, "POST", "/v1/games", body={"seats": 3, "sandbox": True, "factions": FACTIONS,
                                                  "layout": "library_3p"})
    game_id, tokens = made["game"]["game_id"], made["seat_tokens"]
    pages, phone_seat = {}, "seat3"
    for seat, token in tokens.items():
        pages[seat] = new_player(seat, "phone" if seat == phone_seat else "desktop").open(
            f"{server}/g/{game_id}#t={token}")
        pages[seat].wait_for_selector("body[data-ready=true]")
    desk, phone = pages["seat1"], pages[phone_seat]
    expect(desk.locator("#map path.area[aria-label]")).to_have_count(15)

    assert api(server, "GET", f"/v1/games/{game_id}")["pending"][0]["kind"] == "start_area"
    phone.get_by_role("button", name="Map", exact=True).click()
    click_area(phone, "Oubliette (Sea)")
    expect(decision(phone).locator("#options button.option")).to_have_text(["Set up in Oubliette (Sea)"])
    choose(phone, "Set up in Oubliette (Sea)")
    wait_version(desk, version(phone))
    expect(desk.get_by_role("log", name="Log")).to_contain_text("Oubliette (Sea)")

    decide(desk, "Play proceeds clockwise", False)
    acted = play_a_round_of_moves(server, game_id, pages, tokens, phone_seat)
    assert sorted(acted) == sorted(tokens)  # every seat took its turn once

    final = version(desk)
    for page in pages.values():
        wait_version(page, final)
        assert page.locator("#map path.area[aria-label]").count() == 15
    log = desk.get_by_role("log", name="Log")
    for faction in ("Great Cthulhu", "Crawling Chaos", "Windwalker"):
        expect(log).to_contain_text(faction)
    assert api(server, "GET", f"/v1/games/{game_id}")["pending"][0]["seat"] == acted[0]  # the round comes round
    screenshot(phone, "library-3p-phone")


@pytest.mark.parametrize("device", ["desktop", "phone"])
def test_the_custodian_stands_on_the_library_map_and_each_board_counts_its_silence_tokens(server, new_player, device):
    """The Library's own figures (the content document's layout `figures`) are drawn where the view's
    `map_data` puts them, and its Silence Tokens (the layout's `faction_data`) are on every board."""
    import json

    import rules
    factions = ["great_cthulhu", "crawling_chaos", "yellow_sign"]
    seats = [{"seat": f"seat{i + 1}", "faction": f} for i, f in enumerate(factions)]
    start = rules.replay(rules.new_game({"seats": seats, "sandbox": True, "layout": "library_3p"}, b"0" * 32))
    doc = json.loads(json.dumps(rules.to_position(start)))
    doc["map_data"] = {"custodian": "Blue Hall"}
    doc["faction_data"]["yellow_sign"]["silence_tokens"] = 1
    made = api(server, "POST", "/v1/games", body={"seats": 3, "sandbox": True, "factions": factions, "name": "Custodian",
                                                  "layout": "library_3p", "start_position": doc})
    page = new_player("spectator", device).open(f"{server}/g/{made['game']['game_id']}")
    page.wait_for_selector("body[data-ready=true]")
    if device == "phone":
        page.get_by_role("button", name="Map", exact=True).click()
    figure = page.locator('#map .pieces[data-area="Blue Hall"] .marker[data-marker="custodian"]')
    expect(figure).to_have_count(1)
    expect(figure.locator("text")).to_have_text("C")
    expect(page.locator('#map path.area[data-area="Blue Hall"]')).to_have_attribute(
        "aria-label", re.compile(r"the Custodian"))
    board = page.locator("section.board.f-yellow_sign dl.public-data")
    tokens = board.locator("dt", has_text="Silence Tokens")
    expect(tokens).to_have_count(1)
    expect(tokens.locator("xpath=following-sibling::dd[1]")).to_have_text("1")
