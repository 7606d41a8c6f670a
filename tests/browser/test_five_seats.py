"""Five seats in real Chromium: the create page offers 5 seats on the 5-player map with every
faction, and the game page shows the 5-player Earth (21 Areas) with every unit, the Ancients'
Cathedrals, the Ritual track of five seats, the expansion factions' cards, and a player deciding
on a phone. The expansion factions are offered for these tests (offered_factions)."""
from __future__ import annotations

import json
import re
import threading
from collections import Counter

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import expect
from werkzeug.serving import make_server

import five_seats
from game_page import choose, decision, version, wait_version
from offered_factions import all_factions_offered
from sandbox_api import api

from events.migrate import upgrade
from play.config import Config
from rules.engine import options
from service.app import create_app
from service.routes import content as content_route
from service.routes import game_options

pytestmark = [pytest.mark.browser, pytest.mark.sqlite]
NEW_FACTIONS = ("sleeper", "opener_of_the_way", "windwalker", "ancients")
LETTERS = {"gc": "C", "sl": "S", "ow": "O", "ww": "W", "an": "A"}


def _forget_documents() -> None:
    """The content and game-options documents are cached per process: made afresh for the
    factions offered now."""
    content_route._document.cache_clear()
    game_options._encoded.cache_clear()


@pytest.fixture
def five_seat_server(sqlite_url):
    """The application on a free loopback port, built and serving while every faction is offered."""
    upgrade(sqlite_url)
    with all_factions_offered():
        _forget_documents()
        app = create_app(Config.from_env({"DATABASE_URL": sqlite_url, "LOG_LEVEL": "WARNING",
                                          "RATE_LIMIT_PER_TOKEN": "0", "RATE_LIMIT_PER_ADDRESS": "0"}))
        server = make_server("127.0.0.1", 0, app, threaded=True)
        thread = threading.Thread(target=server.serve_forever, daemon=True)
        thread.start()
        try:
            yield f"http://127.0.0.1:{server.server_port}", five_seats.every_unit_on_the_map()
        finally:
            server.shutdown()
            _forget_documents()


def _create_in_page(page, position_path) -> dict[str, str]:
    """Five seats on the create page, each faction chosen; returns the seat links it shows."""
    page.get_by_label("Seats").select_option("5")
    expect(page.get_by_label("Map layout")).to_have_value("5p")
    for i, faction in enumerate(five_seats.FACTIONS):
        page.get_by_label(f"Seat {i + 1} faction").select_option(faction)
    page.get_by_label("Sandbox", exact=False).check()
    page.get_by_label("Start from a position", exact=False).set_input_files(str(position_path))
    page.get_by_role("button", name="Create the game").click()
    page.get_by_role("heading", name="Your game is ready").wait_for()
    return {box.get_attribute("data-seat"): box.input_value() for box in page.locator("#links input").all()}


def _piece_totals(page) -> Counter:
    """The units the map's pieces count, by the letter of the faction's row."""
    counts = page.eval_on_selector_all("#map .force", """(rows) => rows.map((row) => [
      row.querySelector('.badge-letter').textContent,
      [...row.querySelectorAll('.piece')].reduce((n, p) => n + Number(p.dataset.count), 0)])""")
    totals: Counter = Counter()
    for letter, count in counts:
        totals[letter] += count
    return totals


def _check_card(page, spec: dict) -> None:
    """The faction's card dialog: every unit with its cost and Combat (or the text of a variable
    Combat), every Spellbook with its text, every requirement."""
    page.get_by_role("button", name=f"{spec['title']} card", exact=True).click()
    card = page.get_by_role("dialog", name=spec["title"])
    expect(card).to_be_visible()
    text = card.inner_text()
    for unit in spec["units"]:
        row = card.get_by_role("row", name=re.compile(f"^{re.escape(unit['title'])}\\b"))
        combat = unit["combat_text"] if unit["combat"] is None else str(unit["combat"])
        expect(row).to_contain_text(combat)
        expect(row).to_contain_text(unit["kind"].replace("_", " "))
    for book in spec["spellbooks"]:
        assert book["name"] in text and book["text"] in text
    for requirement in spec["requirements"]:
        assert requirement["text"] in text
    card.get_by_role("button", name="Close").click()
    expect(card).to_be_hidden()


def test_five_seats_with_the_expansion_factions_show_the_5p_map_with_every_unit_and_their_cards(
        five_seat_server, new_player, tmp_path, screenshot):
    base, position = five_seat_server
    path = tmp_path / "position.json"
    path.write_text(json.dumps(position))
    host = new_player("host").open(base + "/new")
    choices = host.get_by_label("Seat 1 faction").locator("option")
    expect(choices).to_have_count(1 + 11)  # random dealing, or any of the eleven (from /v1/content)
    offered = choices.all_inner_texts()
    assert offered[0] == "Random"
    links = _create_in_page(host, path)
    page = new_player("seat1").open(links["seat1"])
    page.wait_for_selector("body[data-ready=true]")

    areas = page.locator("#map path.area[aria-label]")
    expect(areas).to_have_count(21)
    expected = {LETTERS[short]: n for short, n in five_seats.on_the_map(position).items()}
    assert _piece_totals(page) == expected  # the Yothan out of play is on no piece
    for area in five_seats.CATHEDRALS:
        label = page.locator(f'#map path[data-area="{area}"]').get_attribute("aria-label")
        assert "Cathedral (The Ancients)" in label
        assert label.startswith(f"{area} (vertical-slashes glyph)")  # the glyph the requirements name
    expect(page.locator("#map [data-marker=cathedrals]")).to_have_count(2)
    yothans = page.locator('#map path.area[aria-label*="Yothan"]')
    expect(yothans).to_have_count(2)  # a Terror reads as a unit like any other

    track = page.get_by_role("list", name="Ritual track").locator("li")
    expect(track).to_have_text([str(n) for n in options.RITUAL_TRACKS[5]])
    ancients = page.get_by_role("region", name="The Ancients")
    expect(ancients).to_contain_text("Cathedrals")
    expect(ancients).to_contain_text("Arabia, Europe")

    screenshot(page, "five-seats-desktop")
    content = api(base, "GET", "/v1/content")
    for spec in content["factions"]:
        if spec["name"] in NEW_FACTIONS:
            _check_card(page, spec)
    bad = [(v["id"], v["impact"], v["help"]) for v in Axe().run(page).response["violations"]
           if v["impact"] in ("serious", "critical")]
    assert bad == []


def test_a_player_of_an_expansion_faction_places_a_spellbook_from_a_phone_and_the_table_sees_it(
        five_seat_server, new_player, screenshot):
    base, position = five_seat_server
    made = api(base, "POST", "/v1/games", body={"seats": 5, "sandbox": True, "factions": five_seats.FACTIONS,
                                                "start_position": position})
    game_id, tokens = made["game"]["game_id"], made["seat_tokens"]
    watcher = new_player("seat1").open(f"{base}/g/{game_id}#t={tokens['seat1']}")
    phone = new_player("seat3", "phone").open(f"{base}/g/{game_id}#t={tokens['seat3']}")
    for page in (watcher, phone):
        page.wait_for_selector("body[data-ready=true]")
    expect(watcher.locator("#ask")).to_contain_text("Opener of the Way")  # whom the table waits for

    phone.get_by_role("button", name="Act", exact=True).click()
    expect(decision(phone)).to_be_visible()
    screenshot(phone, "five-seats-phone-decision")
    label = next(o["label"] for o in api(base, "GET", f"/v1/games/{game_id}/options", tokens["seat3"])["options"]
                 if o["label"].startswith("Place Channel Power"))
    choose(phone, label)
    wait_version(watcher, version(phone))

    opener = watcher.get_by_role("region", name="Opener of the Way")
    expect(opener.get_by_role("list", name="Spellbook slots")).to_contain_text("Channel Power")
    phone.get_by_role("button", name="Factions", exact=True).click()
    expect(phone.get_by_role("region", name="Opener of the Way")).to_contain_text("Channel Power")
    screenshot(phone, "five-seats-phone-factions")


COMPACT_AREAS = ("Australia", "East Africa", "South Asia", "Arabia", "West Africa", "Europe")


def _asked(base: str, game_id: str, tokens: dict) -> tuple[str, list[str]]:
    """The seat set-up asks for its start Area now, and the Areas it may choose."""
    pending = api(base, "GET", f"/v1/games/{game_id}")["pending"][0]
    assert pending["kind"] == "start_area"
    offered = api(base, "GET", f"/v1/games/{game_id}/options", tokens[pending["seat"]])["options"]
    return pending["seat"], [o["choice"]["area"] for o in offered]


def _answer(base: str, game_id: str, token: str, area: str) -> None:
    offered = api(base, "GET", f"/v1/games/{game_id}/options", token)
    choice = next(o["choice"] for o in offered["options"] if o["choice"]["area"] == area)
    api(base, "POST", f"/v1/games/{game_id}/choices", token, {"expected_version": offered["version"], "choice": choice})


def test_a_start_area_is_chosen_from_the_whole_list_or_by_tapping_the_map_on_a_phone(five_seat_server, new_player):
    """Set-up asks a faction with several start Areas which one: on a desktop every Area is a button
    at once (one kind of answer is never folded away); on a phone a tap on an offered Area of the
    map brings the decision forward with that Area's option alone. The log says who set up where."""
    base, _ = five_seat_server
    made = api(base, "POST", "/v1/games", body={"seats": 5, "sandbox": True, "factions": five_seats.FACTIONS,
                                                "layout": "5p"})
    game_id, tokens = made["game"]["game_id"], made["seat_tokens"]
    seat, areas = _asked(base, game_id, tokens)
    desk = new_player(seat).open(f"{base}/g/{game_id}#t={tokens[seat]}")
    desk.wait_for_selector("body[data-ready=true]")
    expect(decision(desk).locator("#ask")).to_have_text("Set-up: choose the Area you start in")
    buttons = decision(desk).locator("#options button.option")
    expect(buttons).to_have_count(len(areas))
    assert len(areas) > 12  # a long list, of one kind: shown whole
    expect(buttons.first).to_be_visible()
    expect(buttons.last).to_be_visible()
    buttons.filter(has_text=f"Set up in {areas[-1]}").click()
    expect(desk.get_by_role("log", name="Log")).to_contain_text(f"to set up in {areas[-1]}.")

    seat, areas = _asked(base, game_id, tokens)
    while not set(COMPACT_AREAS) & set(areas):  # the Windwalker's poles: answered over the API
        _answer(base, game_id, tokens[seat], areas[0])
        seat, areas = _asked(base, game_id, tokens)
    area = next(a for a in COMPACT_AREAS if a in areas)
    phone = new_player(seat, "phone").open(f"{base}/g/{game_id}#t={tokens[seat]}")
    phone.wait_for_selector("body[data-ready=true]")
    tabs, ask = phone.get_by_role("navigation", name="Game panels").bounding_box(), phone.locator("#ask").bounding_box()
    assert ask["y"] >= tabs["y"] + tabs["height"]  # a panel taller than the screen starts below the tabs
    phone.get_by_role("button", name="Map", exact=True).click()
    expect(decision(phone)).to_be_hidden()
    phone.locator(f'#map path[data-area="{area}"]').click()
    expect(decision(phone).locator("#options button.option")).to_have_text([f"Set up in {area}"])
    before = version(phone)
    choose(phone, f"Set up in {area}")
    wait_version(desk, before + 1)
    expect(desk.get_by_role("log", name="Log")).to_contain_text(f"to set up in {area}.")


COVERED_NAMES = """() => {
  const box = (el) => el.getBBox();
  const meet = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  const marks = [...document.querySelectorAll('#map .marks > :not(.area-name)')];
  return [...document.querySelectorAll('#map .area-name')].flatMap((name) => marks
    .filter((mark) => meet(box(name), box(mark)))
    .map((mark) => `${name.textContent} under ${mark.getAttribute('class')} ${mark.textContent}`.trim()));
}"""


def test_on_the_5_player_map_no_chip_gate_or_marker_covers_an_area_s_name(five_seat_server, new_player):
    """Five factions in every Area (a full block of chips each): North America West's block once
    covered the name North America East, and South America West's the name South America East."""
    base, position = five_seat_server
    made = api(base, "POST", "/v1/games", body={"seats": 5, "sandbox": True, "factions": five_seats.FACTIONS,
                                                "start_position": position})
    page = new_player("seat1").open(f"{base}/g/{made['game']['game_id']}#t={made['seat_tokens']['seat1']}")
    page.wait_for_selector("body[data-ready=true]")
    expect(page.locator("#map .marks .area-name")).to_have_count(21)
    assert page.locator("#map .marks .force").count() >= 3 * 21  # blocks of three rows and more
    assert page.evaluate(COVERED_NAMES) == []
