"""The page speaks the reader's language: the browser's by default, then whatever the switch in
the header chose, remembered across visits (localStorage, and the `lang` cookie the API reads)."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from sandbox_api import api

pytestmark = [pytest.mark.browser, pytest.mark.sqlite]


def _lobby(live_server: str, name: str) -> None:
    api(live_server, "POST", "/v1/games", body={
        "seats": 3, "name": name, "factions": ["great_cthulhu", "crawling_chaos", "black_goat"]})


def _api_language(page) -> str:
    """The language of an API answer to a request the page makes, cookie and all: a problem's
    Content-Language and its title (a missing game's)."""
    return page.evaluate("""fetch('/v1/games/nosuchgame').then(async (r) =>
        `${r.headers.get('Content-Language')}: ${(await r.json()).title}`)""")


def test_a_german_browser_gets_german_and_the_switch_to_english_is_remembered(live_server, new_player):
    _lobby(live_server, "Mitternacht")
    anna = new_player("anna", "desktop", locale="de-DE")
    home = anna.open(live_server + "/")
    expect(home.get_by_role("heading", name="Meine Partien")).to_be_visible()
    expect(home.locator("html")).to_have_attribute("lang", "de")
    expect(home.get_by_role("navigation", name="Website").get_by_role("link", name="Partie erstellen")).to_be_visible()
    expect(home.locator("#open")).to_contain_text("Mitternacht beitreten")
    assert _api_language(home) == "de: Partie nicht gefunden"

    home.get_by_label("Sprache").select_option("en")
    expect(home.get_by_role("heading", name="My games")).to_be_visible()
    expect(home.locator("#open")).to_contain_text("Join Mitternacht")
    expect(home.locator("html")).to_have_attribute("lang", "en")
    expect(home.get_by_role("navigation", name="Site").get_by_role("link", name="Create a game")).to_be_visible()
    assert _api_language(home) == "en: Game not found"

    again = anna.open(live_server + "/")  # a later visit from the same German browser
    expect(again.get_by_role("heading", name="My games")).to_be_visible()
    expect(again.get_by_label("Language")).to_have_value("en")
    assert again.evaluate("localStorage.getItem('cw.lang')") == "en"


def test_an_english_phone_switches_to_german_and_back(live_server, new_player):
    _lobby(live_server, "Evening game")
    ben = new_player("ben", "phone", locale="en-US")
    home = ben.open(live_server + "/")
    expect(home.get_by_role("heading", name="Public games open to join")).to_be_visible()
    expect(home.locator("#open")).to_contain_text("Join Evening game")

    home.get_by_label("Language").select_option("de")
    expect(home.get_by_role("heading", name="Öffentliche Partien mit freien Plätzen")).to_be_visible()
    expect(home.locator("#open")).to_contain_text("Evening game beitreten")
    expect(home.locator("#open")).to_contain_text("3 von 3 Plätzen frei")
    expect(home.locator("#open")).to_contain_text("Frei: Großer Cthulhu, Kriechendes Chaos, Schwarze Ziege")
    expect(home.get_by_text("Deine Plätze in einen anderen Browser mitnehmen")).to_be_visible()
    assert _api_language(home) == "de: Partie nicht gefunden"
    reloaded = ben.open(live_server + "/")
    expect(reloaded.get_by_role("heading", name="Meine Partien")).to_be_visible()

    reloaded.get_by_label("Sprache").select_option("en")
    expect(reloaded.get_by_role("heading", name="My games")).to_be_visible()
    expect(reloaded.locator("#open")).to_contain_text("Join Evening game")
    expect(reloaded.locator("#open")).to_contain_text("Open: Great Cthulhu, Crawling Chaos, Black Goat")
    assert _api_language(reloaded) == "en: Game not found"


def test_a_german_player_joins_in_german_and_reads_the_server_s_refusal_in_german(
        live_server, new_player):
    made = api(live_server, "POST", "/v1/games", body={
        "seats": 3, "name": "Nachtpartie", "factions": ["great_cthulhu", "crawling_chaos", "black_goat"]})
    game_id = made["game"]["game_id"]
    clara = new_player("clara", "phone", locale="de-DE")
    join = clara.open(f"{live_server}/g/{game_id}/join?seat=seat2")
    expect(join.get_by_role("heading", name="Nachtpartie beitreten")).to_be_visible()
    expect(join.locator("#join-summary")).to_have_text(
        "3 Spieler auf der Karte 3p; 3 Plätze frei. Die Partie beginnt, sobald alle Plätze besetzt sind.")
    seat = join.get_by_role("radio", name="Kriechendes Chaos (seat2): frei")
    expect(seat).to_be_checked()
    join.get_by_role("button", name="Platz einnehmen").click()
    expect(join.get_by_role("status")).to_have_text("Gib einen Namen an, den die anderen Spieler sehen.")

    api(live_server, "POST", f"/v1/games/{game_id}/seats/seat2", body={"name": "Dora"})  # first
    join.get_by_label("Dein Name").fill("Clara")
    join.get_by_role("button", name="Platz einnehmen").click()
    expect(join.get_by_role("status")).to_have_text("Platz seat2 ist bereits besetzt.")
    expect(join.get_by_role("radio", name="Kriechendes Chaos (seat2): besetzt von Dora")).to_be_disabled()

    join.get_by_label("Sprache").select_option("en")
    expect(join.get_by_role("heading", name="Join Nachtpartie")).to_be_visible()
    expect(join.get_by_role("radio", name="Crawling Chaos (seat2): taken by Dora")).to_be_disabled()
    join.get_by_role("button", name="Take the seat").click()
    join.wait_for_url(f"{live_server}/g/{game_id}")
