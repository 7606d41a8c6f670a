"""A game played in German on phones: the scenario's turn (a Move), a Battle (its Kills, Pains and
Retreats) and a Doom Phase (play direction, a Spellbook, a Ritual) chosen on the game page by the
German labels of the decision panel, the log written in German; the language switch then writes
the same log in English."""
from __future__ import annotations

import re

import pytest
from glossary_terms import english_game_terms
from playwright.sync_api import expect

from game_page import PLAN, version, wait_until, wait_version
from sandbox_api import Sandbox, api

pytestmark = [pytest.mark.browser, pytest.mark.sqlite]

TERMS = english_game_terms()  # Gate, Power, Spellbook, Doom, Battle, Kill, Pain, Retreat, ...


def _english_terms(text: str) -> list[str]:
    return [t for t in TERMS if re.search(rf"\b{re.escape(t)}s?\b", text)]


def _labels(game: Sandbox, seat: str, english: str) -> tuple[str, str]:
    """The option the scenario plays, as the API words it in English and in German."""
    path = f"/v1/games/{game.id}/options"
    en = api(game.base, "GET", path, game.tokens[seat])
    de = api(game.base, "GET", path + "?lang=de", game.tokens[seat])
    assert en["version"] == de["version"]
    choice = next(o["choice"] for o in en["options"] if o["label"] == english)
    german = next(o["label"] for o in de["options"] if o["choice"] == choice)
    assert [o["choice"] for o in de["options"]] == [o["choice"] for o in en["options"]]
    return choice, german


def _choose_in_german(page, label: str) -> None:
    """Click the German option on the German phone page, confirming where the page asks."""
    before = version(page)
    decision = page.get_by_role("region", name="Entscheidung")
    if not decision.is_visible():
        page.get_by_role("navigation", name="Bereiche der Partie").get_by_role(
            "button", name="Handeln", exact=True).click()
    wait_until(page, "document.getElementById('decision').getAttribute('aria-busy') !== 'true'")
    button = decision.get_by_role("button", name=label, exact=True)
    search = decision.get_by_label("Optionen filtern")
    if not button.is_visible() and search.is_visible():
        search.fill(label)
    button.click()
    dialog = page.get_by_role("dialog")
    if dialog.count() and dialog.is_visible():
        dialog.get_by_role("button", name="Ausführen").click()
    wait_version(page, before + 1)


def test_a_turn_a_battle_and_a_doom_phase_played_in_german_on_phones(live_server, new_player):
    game = Sandbox(live_server, "Auf Deutsch")
    pages = {}
    for seat in ("seat1", "seat2"):
        page = new_player(seat, "phone", locale="de-DE").open(game.link(seat))
        page.wait_for_selector("body[data-ready=true]")
        expect(page.locator("html")).to_have_attribute("lang", "de")
        pages[seat] = page

    for seat, english in PLAN:
        game.pass_windows()
        page = pages[seat]
        wait_version(page, game.version())
        _, german = _labels(game, seat, english)
        assert german != english and _english_terms(german) == [], (english, german)
        _choose_in_german(page, german)
    game.pass_windows()

    events = api(game.base, "GET", f"/v1/games/{game.id}/events?limit=500&lang=de", game.tokens["seat1"])["events"]
    english = api(game.base, "GET", f"/v1/games/{game.id}/events?limit=500&lang=en", game.tokens["seat1"])["events"]
    said = {e["type"]: (e["text"], en["text"]) for e, en in zip(events, english)}
    for kind in ("UnitMoved", "BattleDeclared", "UnitKilled", "UnitRetreated", "SpellbookPlaced",
                 "RitualPerformed", "PhaseBegan"):
        german, _ = said[kind]
        assert _english_terms(german) == [], (kind, german)
    every_german = [e["text"] for e in events]
    assert all(not t.startswith("log-") for t in every_german)

    page = pages["seat1"]
    page.get_by_role("navigation", name="Bereiche der Partie").get_by_role("button", name="Protokoll", exact=True).click()
    log = page.get_by_role("log", name="Protokoll")
    for kind in ("UnitKilled", "RitualPerformed"):
        expect(log).to_contain_text(said[kind][0])
    expect(log).not_to_contain_text(said["UnitKilled"][1])

    page.get_by_label("Sprache").select_option("en")
    log = page.get_by_role("log", name="Log")
    for kind in ("UnitKilled", "RitualPerformed"):
        expect(log).to_contain_text(said[kind][1])
    expect(log).not_to_contain_text(said["UnitKilled"][0])
