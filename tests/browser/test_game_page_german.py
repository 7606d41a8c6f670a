"""The game page's own words follow the reader's language: a German phone reads the decision
panel, the tabs, the buttons and the faction boards in German (unit counts with German plurals),
and the switch in the header writes them all anew in English."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from sandbox_api import Sandbox

pytestmark = [pytest.mark.browser, pytest.mark.sqlite]


def test_a_german_phone_reads_the_game_page_in_german_and_the_switch_writes_it_in_english(live_server, new_player):
    game = Sandbox(live_server, "Mitternacht")
    page = new_player("seat1", "phone", locale="de-DE").open(game.link("seat1"))
    page.wait_for_selector("body[data-ready=true]")
    expect(page.locator("html")).to_have_attribute("lang", "de")

    tabs = page.get_by_role("navigation", name="Bereiche der Partie")
    for name in ("Karte", "Handeln", "Fraktionen", "Protokoll"):
        expect(tabs.get_by_role("button", name=name, exact=True)).to_be_visible()
    expect(page.locator("#who")).to_have_text("· deine Fraktion: Großer Cthulhu")
    expect(page.locator("#round-phase")).to_have_text("Runde 1, Aktionsphase")

    # Seat 1's move: the phone brings the decision panel forward, worded in German.
    decision = page.get_by_role("region", name="Entscheidung")
    expect(page.locator("#ask")).to_have_text("Du bist am Zug: 1 Macht")
    expect(decision.get_by_role("heading", name="Eine Einheit bewegen")).to_be_visible()
    expect(decision.locator("#move-step")).to_contain_text("Wähle hier eine Einheit")
    expect(decision.get_by_role("heading", name="Rekrutieren (2)")).to_be_visible()
    expect(page.get_by_role("button", name="Textmodus")).to_be_visible()

    tabs.get_by_role("button", name="Fraktionen", exact=True).click()
    board = page.get_by_role("region", name="Großer Cthulhu")
    expect(board).to_contain_text("Verdammnis")
    expect(board).to_contain_text("Auf der Karte:")
    expect(board).to_contain_text("Akolythen")
    expect(board.get_by_role("button", name="Fraktionskarte Großer Cthulhu")).to_be_visible()
    expect(page.locator("#factions")).not_to_contain_text("On the map")

    page.get_by_label("Sprache").select_option("en")
    tabs = page.get_by_role("navigation", name="Game panels")
    for name in ("Map", "Act", "Factions", "Log"):
        expect(tabs.get_by_role("button", name=name, exact=True)).to_be_visible()
    board = page.get_by_role("region", name="Great Cthulhu")
    expect(board).to_contain_text("On the map:")
    expect(board).to_contain_text("Acolytes")
    expect(board.get_by_role("button", name="Great Cthulhu card")).to_be_visible()
    expect(page.locator("#who")).to_have_text("· you play Great Cthulhu")
    expect(page.locator("#round-phase")).to_have_text("Round 1, action")

    tabs.get_by_role("button", name="Act", exact=True).click()
    decision = page.get_by_role("region", name="Decision")
    expect(page.locator("#ask")).to_have_text("Your turn: 1 Power")
    expect(decision.get_by_role("heading", name="Move a unit")).to_be_visible()
    expect(decision.get_by_role("heading", name="Recruit (2)")).to_be_visible()
    expect(page.get_by_role("button", name="Text mode")).to_be_visible()
    expect(decision).not_to_contain_text("Eine Einheit bewegen")


def test_the_battle_card_and_its_question_read_in_german_and_switch_to_english(live_server, new_player):
    game = Sandbox(live_server, "Schlacht")
    game.play(3)  # Crawling Chaos battles Great Cthulhu in the North Pacific: a Kill and a Pain to assign
    page = new_player("seat1", "phone", locale="de-DE").open(game.link("seat1"))
    page.wait_for_selector("body[data-ready=true]")
    battle = page.get_by_role("region", name="Kampf", exact=True)
    expect(battle.get_by_role("heading", level=2)).to_have_text(
        "Kampf – Nordpazifik. Angreifer: Kriechendes Chaos, Verteidiger: Großer Cthulhu")
    expect(battle).to_contain_text("Würfel: 6 (Todesresultat) 5 (Schmerz)")
    expect(battle).to_contain_text("Noch zuzuweisen: 1 Todesresultat, 1 Schmerz")
    expect(page.locator("#ask")).to_have_text("Kampf – Nordpazifik: Todesresultate zuweisen")

    page.get_by_label("Sprache").select_option("en")
    battle = page.get_by_role("region", name="Battle", exact=True)
    expect(battle.get_by_role("heading", level=2)).to_have_text(
        "Battle in North Pacific: Crawling Chaos attacks Great Cthulhu")
    expect(battle).to_contain_text("Dice: 6 (Kill) 5 (Pain)")
    expect(battle).to_contain_text("Still to assign: 1 Kill, 1 Pain")
    expect(page.locator("#ask")).to_have_text("Battle in North Pacific: assign Kills")
