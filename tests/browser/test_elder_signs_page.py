"""Elder Signs on the game page in real Chromium: a seat reveals all it holds with one
confirmation, and the game-over table shows every Sign revealed (during play and at the end) to a
player who still plays their seat there."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from game_page import decision, version, wait_version
from sandbox_api import Sandbox, api

pytestmark = [pytest.mark.browser, pytest.mark.sqlite]


def final_row(page, faction: str):
    """The cells of a faction's row in the game-over table: Doom, Elder Signs."""
    over = page.get_by_role("region", name="Game over")
    return over.locator("tbody tr").filter(has=page.get_by_role("rowheader", name=faction, exact=True)).locator("td")


def test_the_game_over_table_shows_every_revealed_elder_sign_to_a_player_who_keeps_their_seat(live_server, new_player):
    game = Sandbox(live_server, "Signs at the end", elder_signs={"great_cthulhu": [2, 1]})
    game.choose("seat1", "Reveal an Elder Sign worth 2 Doom")  # 28 + 2: the game ends with this turn
    game.play(2)
    assert api(live_server, "GET", f"/v1/games/{game.id}")["status"] == "finished"

    page = new_player("seat1").open(game.link("seat1"))
    page.wait_for_selector("body[data-ready=true]")
    expect(page.locator("#who")).to_have_text("· you play Great Cthulhu")
    expect(final_row(page, "Great Cthulhu").nth(0)).to_have_text("31")  # 28 + 2 during play + 1 at the end
    expect(final_row(page, "Great Cthulhu").nth(1)).to_have_text("2 revealed during play; 1 revealed at the end")
    expect(final_row(page, "Crawling Chaos").nth(1)).to_have_text("none")


def test_reveal_all_my_elder_signs_asks_once_and_sends_every_sign_in_one_choice(live_server, new_player):
    game = Sandbox(live_server, "Revealed at once", elder_signs={"great_cthulhu": [2, 2, 1]})
    page = new_player("seat1").open(game.link("seat1"))
    page.wait_for_selector("body[data-ready=true]")
    before = version(page)

    decision(page).get_by_role("button", name="Reveal all my Elder Signs (2, 2, 1)", exact=True).click()
    dialog = page.get_by_role("dialog")
    expect(dialog.get_by_role("heading")).to_have_text("Reveal all my Elder Signs (2, 2, 1)")
    dialog.get_by_role("button", name="Do it").click()
    wait_version(page, before + 1)
    expect(dialog).to_be_hidden()  # no second question for the second or third Sign

    board = page.get_by_role("region", name="Great Cthulhu", exact=True)
    expect(board.locator("dt:text-is('Elder Signs') + dd")).to_have_text("0 (none)")
    expect(decision(page).get_by_role("button", name="Reveal all my Elder Signs", exact=False)).to_have_count(0)
    events = api(live_server, "GET", f"/v1/games/{game.id}/events?limit=500", game.tokens["seat1"])["events"]
    sent = [e for e in events if e["type"] == "ChoiceMade"]
    assert len(sent) == 1 and [c["value"] for c in sent[0]["payload"]["choices"]] == [2, 2, 1]
    assert sorted(e["payload"]["value"] for e in events if e["type"] == "ElderSignRevealed") == [1, 2, 2]
