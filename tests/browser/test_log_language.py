"""The game log reads in the reader's language: the switch writes the same log anew in German,
and switching back writes it in English again, on a phone."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from sandbox_api import Sandbox, api

pytestmark = [pytest.mark.browser, pytest.mark.sqlite]


def _texts(game: Sandbox, lang: str, kind: str) -> list[str]:
    events = api(game.base, "GET", f"/v1/games/{game.id}/events?limit=500&lang={lang}",
                 game.tokens["seat1"])["events"]
    return [e["text"] for e in events if e["type"] == kind]


def test_the_switch_rewrites_the_game_log_in_german_and_back_in_english_on_a_phone(live_server, new_player):
    game = Sandbox(live_server, "Protokoll")
    game.play(8)  # a Move, a Battle with a Kill and Retreats, turns ended
    killed_en, killed_de = _texts(game, "en", "UnitKilled")[0], _texts(game, "de", "UnitKilled")[0]
    ended_en, ended_de = _texts(game, "en", "TurnEnded")[0], _texts(game, "de", "TurnEnded")[0]
    assert killed_de != killed_en and ended_de != ended_en

    page = new_player("seat1", "phone", locale="en-US").open(game.link("seat1"))
    page.wait_for_selector("body[data-ready=true]")
    page.get_by_role("button", name="Log", exact=True).click()
    log = page.get_by_role("log", name="Log")
    expect(log).to_contain_text(killed_en)
    expect(log).to_contain_text(ended_en)

    page.get_by_label("Language").select_option("de")
    log = page.get_by_role("log", name="Protokoll")  # the page's own words are German too
    expect(log).to_contain_text(killed_de)
    expect(log).to_contain_text(ended_de)
    expect(log).not_to_contain_text(killed_en)

    page.get_by_label("Sprache").select_option("en")
    log = page.get_by_role("log", name="Log")
    expect(log).to_contain_text(killed_en)
    expect(log).not_to_contain_text(killed_de)
    expect(log).to_contain_text(ended_en)
