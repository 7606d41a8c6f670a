"""The create page, the statistics page and the game page's chat and seat settings in German for
a German browser, on a phone and a desktop, and a finished game's end, review and viewpoints: their
own words, the server's explanations and the names all German, and a switch to English words them
as before."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from finished_game import finished_game
from game_page import PLAN
from sandbox_api import Sandbox

pytestmark = [pytest.mark.browser, pytest.mark.sqlite]


@pytest.mark.parametrize("device", ["desktop", "phone"])
def test_the_create_page_speaks_german(live_server, new_player, device):
    page = new_player("anna", device, locale="de-DE").open(live_server + "/new")
    expect(page.get_by_role("heading", name="Partie erstellen")).to_be_visible()
    expect(page.locator("#create")).to_be_visible()
    expect(page.get_by_label("Name der Partie")).to_have_value("Freitagspartie")
    expect(page.get_by_label("Plätze", exact=True).locator("option:checked")).to_have_text("3 Spieler")
    expect(page.get_by_label("Fraktion von Platz 1")).to_contain_text("Zufällig")
    expect(page.get_by_label("Fraktion von Platz 1")).to_contain_text("Großer Cthulhu")
    expect(page.get_by_label("Platz 2 spielt")).to_contain_text("Ein Mensch (Einladungslink)")
    expect(page.get_by_label("Platz 2 spielt")).to_contain_text("Zufalls-Bot")
    expect(page.locator("#players-hint")).to_contain_text("Zufalls-Bot: Wählt eine beliebige erlaubte Möglichkeit zufällig.")
    expect(page.locator("#layout option:checked")).to_have_text("Beide Hemisphären auf ihrer Seite für drei Spieler.")
    expect(page.locator("#layout-hint")).to_have_text("13 Zonen.")
    expect(page.get_by_label("Dein Platz")).to_contain_text("Keiner – ich bin nur Gastgeber")
    expect(page.get_by_label("Öffentlich: auf der Startseite für alle zum Beitreten aufgeführt")).to_be_checked()
    expect(page.locator("#time-controls")).to_contain_text(
        "Live: Fünf Minuten pro Entscheidung, für eine Partie in einer Sitzung.")
    expect(page.locator("#time-controls")).to_contain_text("Zeitkonto: Ein Zeitkonto von drei Tagen")
    page.get_by_label("Eigene: wähle die Art der Uhr und ihre Dauern selbst.").check()
    expect(page.get_by_label("Art der Uhr", exact=True)).to_contain_text("Pro Entscheidung")
    expect(page.get_by_label("Wenn die Zeit abläuft")).to_contain_text("Bot für den Rest der Partie")
    page.get_by_text("Erweiterungen: Hohepriester").click()
    expect(page.get_by_role("group", name="Unabhängige Große Alte (Loyalitätskarten im Vorrat)")).to_be_visible()
    expect(page.locator("#loyalty")).to_contain_text("Neutrale Zauberbücher (")
    expect(page.locator("#loyalty")).to_contain_text("Mao-Zeremonie")
    page.get_by_text("Regeloptionen: die Voreinstellungen").click()
    expect(page.get_by_label("Erste Runde")).to_contain_text("Aktionsphase (Voreinstellung)")
    expect(page.get_by_label("Erste Runde")).to_contain_text("Erste Auflage")
    expect(page.locator("#ruleset")).to_contain_text("Herkunft: R3: die Partie beginnt mit einer Aktionsphase")
    expect(page.get_by_label("Windschreiter: Startzone")).to_contain_text("Berge des Wahnsinns")
    expect(page.get_by_role("button", name="Partie erstellen")).to_be_visible()

    # A switch to English words the page as before, and the choice made stays.
    page.get_by_label("Live: Fünf Minuten").check()
    page.get_by_label("Sprache").select_option("en")
    expect(page.get_by_role("heading", name="Create a game")).to_be_visible()
    expect(page.get_by_label("Live: Five minutes per decision, for a game played in one sitting.")).to_be_checked()
    expect(page.get_by_label("Seat 2 played by")).to_contain_text("Random bot")
    expect(page.locator("#layout-hint")).to_have_text("13 Areas.")
    expect(page.get_by_label("First Round")).to_contain_text("Action Phase (default)")
    expect(page.locator("#ruleset")).to_contain_text("Comes from: R3: the game starts with an Action Phase")


@pytest.mark.parametrize("device", ["desktop", "phone"])
def test_the_stats_page_speaks_german(live_server, new_player, device):
    finished_game(live_server, ["great_cthulhu", "crawling_chaos"], seed=2)
    page = new_player("berta", device, locale="de-DE").open(live_server + "/stats")
    page.wait_for_selector("body[data-ready=true]")
    expect(page.get_by_role("heading", name="Stärke der Fraktionen")).to_be_visible()
    expect(page.locator("#stats-count")).to_have_text("1 beendete Partie gezählt.")
    table = page.get_by_role("table", name="2 Spieler")
    expect(table.locator("thead th")).to_have_text(["Fraktion", "Partien", "Siege", "Siegquote", "95-%-Intervall"])
    expect(table.get_by_role("rowheader", name="Großer Cthulhu", exact=True)).to_be_visible()
    expect(page.get_by_role("heading", name="Wertungen")).to_be_visible()
    expect(page.locator("#leaderboard")).to_contain_text("Noch hat keine gewertete Partie geendet.")

    page.get_by_label("Sprache").select_option("en")
    expect(page.locator("#stats-count")).to_have_text("1 finished game counted.")
    expect(page.get_by_role("table", name="2 players").get_by_role("rowheader", name="Great Cthulhu")).to_be_visible()


@pytest.mark.parametrize("device", ["desktop", "phone"])
def test_the_game_page_s_chat_and_seat_settings_speak_german(live_server, new_player, device):
    game = Sandbox(live_server, "Sandkasten")
    page = new_player("clara", device, locale="de-DE").open(game.link("seat1"))
    page.wait_for_selector("body[data-ready=true]")
    if device == "phone":
        page.locator(".tabs button[data-tab=chat]").click()
    expect(page.locator("#chat-note")).to_have_text("Nur die Plätze dieser Partie lesen diesen Chat.")
    expect(page.locator("#chat-log")).to_have_text("Noch keine Nachrichten.")

    page.get_by_role("button", name="Platz-Einstellungen").click()
    dialog = page.get_by_role("dialog", name="Einstellungen für deinen Platz")
    expect(dialog).to_be_visible()
    for heading in ("Benachrichtigungen", "Zustellverlauf", "Uhr und Urlaub"):
        expect(dialog.get_by_role("heading", name=heading)).to_be_visible()
    expect(dialog.get_by_label("Webhook-Format")).to_contain_text("Signiertes JSON (für deinen eigenen Empfänger)")
    expect(dialog.get_by_role("button", name="Benachrichtigungen speichern")).to_be_visible()
    expect(dialog.get_by_text("Diese Partie hat keine Uhr.")).to_be_visible()
    expect(dialog.locator("#ss-history-list")).to_have_text("Noch wurde nichts gesendet.")

    dialog.get_by_role("button", name="Schließen").click()

    # A switch to English words the chat and the dialog built before as before.
    page.get_by_label("Sprache").select_option("en")
    expect(page.locator("#chat-note")).to_have_text("Only the seats of this game read this chat.")
    page.get_by_role("button", name="Seat settings").click()
    dialog = page.get_by_role("dialog", name="Settings for your seat")
    expect(dialog.get_by_role("heading", name="Delivery history")).to_be_visible()
    expect(dialog.get_by_role("button", name="Save notification settings")).to_be_visible()
    expect(dialog.get_by_text("This game has no clock.")).to_be_visible()


def test_a_finished_game_s_end_review_and_viewpoints_speak_german(live_server, new_player):
    game = Sandbox(live_server, "Ausgespielt")
    game.play(len(PLAN))
    page = new_player("dora", "desktop", locale="de-DE").open(game.link("seat1"))
    page.wait_for_selector("body[data-ready=true]")
    over = page.locator("#gameover")
    expect(over.get_by_role("heading", name="Partie beendet")).to_be_visible()
    expect(over.get_by_role("table", name="Verdammnis am Ende").locator("thead th")).to_have_text(
        ["Fraktion", "Verdammnis", "Ältere Zeichen"])
    expect(over.get_by_text("Startwert geprüft")).to_be_visible()
    expect(over.get_by_role("link", name="Die ganze Partie exportieren")).to_be_visible()
    expect(page.get_by_role("button", name=re.compile(r"^Schritt für Schritt nachspielen \(\d+ Schritte\)$"))).to_be_visible()
    viewpoint = page.get_by_label("Sicht", exact=True)
    expect(viewpoint.locator("option:checked")).to_have_text("Prüfer: jedes Geheimnis")
    viewpoint.select_option("spectator")
    expect(page.locator("#viewpoint-note")).to_have_text(" Was jeder Zuschauer während der Partie sah.")

    page.get_by_label("Sprache").select_option("en")
    expect(over.get_by_role("heading", name="Game over")).to_be_visible()
    expect(page.get_by_role("button", name=re.compile(r"^Replay step by step \(\d+ steps\)$"))).to_be_visible()
    expect(page.locator("#viewpoint-note")).to_have_text(" What anyone watching saw during the game.")
