"""Six seats in real Chromium: the create page offers 6 seats on the 6-player Earth map, and six
players, each in a browser context of their own (one on a phone), set up and play a round of turns
on its 24 Areas with the 6-player Ritual track. The expansion factions are offered for these tests
(offered_factions)."""
from __future__ import annotations

import json
import threading

import pytest
from playwright.sync_api import expect
from werkzeug.serving import make_server

from game_page import choose, click_area, decide, decision, play_a_round_of_moves, version, wait_version
from offered_factions import all_factions_offered
from sandbox_api import api

import rules
from events.migrate import upgrade
from play.config import Config
from rules.engine import maps
from service.app import create_app
from service.routes import content as content_route
from service.routes import game_options

pytestmark = [pytest.mark.browser, pytest.mark.sqlite]
FACTIONS = ["great_cthulhu", "crawling_chaos", "black_goat", "yellow_sign", "sleeper", "windwalker"]
PHONE = "seat6"  # Windwalker: chooses its pole on the phone's map
TRACK = ["5", "6", "6", "7", "7", "7", "8", "8", "8", "9", "9", "10"]


def _forget_documents() -> None:
    content_route._document.cache_clear()
    game_options._encoded.cache_clear()


@pytest.fixture
def six_seat_server(sqlite_url):
    """The application on a free loopback port, built and serving while every faction is offered."""
    upgrade(sqlite_url)
    with all_factions_offered():
        _forget_documents()
        app = create_app(Config.from_env({"DATABASE_URL": sqlite_url, "LOG_LEVEL": "WARNING",
                                          "RATE_LIMIT_PER_TOKEN": "0", "RATE_LIMIT_PER_ADDRESS": "0"}))
        server = make_server("127.0.0.1", 0, app, threaded=True)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        try:
            yield f"http://127.0.0.1:{server.server_port}"
        finally:
            server.shutdown()
            _forget_documents()


def _create_in_page(page) -> dict[str, str]:
    """Six seats on the create page, each faction chosen, as a sandbox; returns the seat links."""
    page.get_by_label("Seats").select_option("6")
    expect(page.get_by_label("Map layout")).to_have_value("6p")
    for i, faction in enumerate(FACTIONS):
        page.get_by_label(f"Seat {i + 1} faction").select_option(faction)
    page.get_by_label("Sandbox", exact=False).check()
    page.get_by_role("button", name="Create the game").click()
    page.get_by_role("heading", name="Your game is ready").wait_for()
    links = {box.get_attribute("data-seat"): box.input_value() for box in page.locator("#links input").all()}
    return {seat: link for seat, link in links.items() if seat.startswith("seat")}  # not the host's link


def _token(link: str) -> str:
    return link.split("#t=")[1]


def _game_id(link: str) -> str:
    return link.split("/g/")[1].split("#")[0].split("?")[0]


def test_six_players_set_up_and_play_a_round_on_the_6_player_map(six_seat_server, new_player, screenshot):
    base = six_seat_server
    host = new_player("host").open(base + "/new")
    links = _create_in_page(host)
    assert sorted(links) == [f"seat{n}" for n in range(1, 7)]
    game_id = _game_id(links["seat1"])
    tokens = {seat: _token(link) for seat, link in links.items()}
    pages = {}
    for seat, link in links.items():
        pages[seat] = new_player(seat, "phone" if seat == PHONE else "desktop").open(link)
        pages[seat].wait_for_selector("body[data-ready=true]")

    desk = pages["seat1"]
    expect(desk.locator("#map path.area[aria-label]")).to_have_count(24)
    for area in ("Mountains of Madness", "Bering Sea", "Mediterranean Sea"):
        expect(desk.locator(f'#map path[data-area="{area}"]')).to_have_count(1)
    expect(desk.get_by_role("list", name="Ritual track").locator("li")).to_have_text(TRACK)

    # Set-up: Windwalker taps its southern pole on the phone's map.
    phone = pages[PHONE]
    assert api(base, "GET", f"/v1/games/{game_id}")["pending"][0]["kind"] == "start_area"
    phone.get_by_role("button", name="Map", exact=True).click()
    click_area(phone, "Mountains of Madness")  # where the map prints its name: its box's centre is water
    expect(decision(phone).locator("#options button.option")).to_have_text(["Set up in Mountains of Madness"])
    choose(phone, "Set up in Mountains of Madness")
    screenshot(phone, "six-seats-phone-set-up")
    wait_version(desk, version(phone))
    expect(desk.get_by_role("log", name="Log")).to_contain_text("to set up in Mountains of Madness.")

    decide(desk, "Play proceeds clockwise", False)
    acted = play_a_round_of_moves(base, game_id, pages, tokens, PHONE)
    assert sorted(acted) == sorted(tokens)  # every seat took its turn once

    final = version(desk)
    for seat, page in pages.items():
        wait_version(page, final)
    log = desk.get_by_role("log", name="Log")
    for faction in ("Great Cthulhu", "Crawling Chaos", "Black Goat", "Yellow Sign", "Sleeper", "Windwalker"):
        expect(log).to_contain_text(faction)
    assert api(base, "GET", f"/v1/games/{game_id}")["pending"][0]["seat"] == acted[0]  # the round comes round
    screenshot(desk, "six-seats-desktop")
    screenshot(phone, "six-seats-phone")
    for player_page in pages.values():
        assert player_page.locator("#map path.area[aria-label]").count() == 24


COVERED_NAMES = """() => {
  const box = (el) => el.getBBox();
  const meet = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  const marks = [...document.querySelectorAll('#map .marks > :not(.area-name)')];
  return [...document.querySelectorAll('#map .area-name')].flatMap((name) => marks
    .filter((mark) => meet(box(name), box(mark)))
    .map((mark) => `${name.textContent} under ${mark.getAttribute('class')} ${mark.textContent}`.trim()));
}"""


def _six_factions_everywhere() -> dict:
    """A sandbox position of six seats, each faction's units dealt in turn to the 24 Areas from an
    Area of its own, so most Areas hold blocks of four to six factions, and a Gate for each."""
    seats = _seats_of(FACTIONS)
    start = rules.replay(rules.new_game({"seats": seats, "sandbox": True, "rules": {
        "windwalker_start_area": "Mountains of Madness"}}, b"1" * 32))
    doc = json.loads(json.dumps(rules.to_position(start)))
    areas = maps.load("6p").areas
    units = sorted(doc["units"])
    doc["units"] = {}
    for k, faction in enumerate(FACTIONS):
        own = [u for u in units if u.startswith(rules.factions.get(faction).short + ".")]
        doc["units"].update({uid: areas[(4 * k + i) % len(areas)] for i, uid in enumerate(own)})
    doc["gates"] = {}
    for faction in FACTIONS:
        first = f"{rules.factions.get(faction).short}.acolyte.1"
        doc["gates"].setdefault(doc["units"][first], first)
    doc.update(phase="action", round=1, turn=None, fp=None, first_player="great_cthulhu",
               direction="clockwise", battle=None, window=None, doom_phase=None, met=[])
    return doc


def _seats_of(factions: list[str]) -> list[dict]:
    return [{"seat": f"seat{i + 1}", "faction": f} for i, f in enumerate(factions)]


def test_on_the_6_player_map_no_chip_gate_or_marker_covers_an_area_s_name(six_seat_server, new_player, screenshot):
    """Up to six factions in an Area (two lines of three rows each), Antarctica and the Mountains
    of Madness at the picture's bottom edge among them: blocks of four or five factions once covered
    the names of Europe, the Mediterranean Sea, Scandinavia, North America East and South America
    East, until those Areas' labels and pieces were set by hand (tools/map/areas.mjs, SIX)."""
    base = six_seat_server
    made = api(base, "POST", "/v1/games", body={"seats": 6, "sandbox": True, "factions": FACTIONS,
                                                "start_position": _six_factions_everywhere()})
    page = new_player("seat1").open(f"{base}/g/{made['game']['game_id']}#t={made['seat_tokens']['seat1']}")
    page.wait_for_selector("body[data-ready=true]")
    expect(page.locator("#map .marks .area-name")).to_have_count(24)
    assert page.locator("#map .marks .force").count() >= 3 * 24
    screenshot(page, "six-seats-crowded")
    assert page.evaluate(COVERED_NAMES) == []
