"""A Move composed on the map: a unit picked by its Area, the destinations the server offers it lit
with their cost, a click on one sends exactly that option; the flat list of moves stays, folded."""
from __future__ import annotations

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import expect

from game_page import PLAN, click_area, decision, version, wait_version
from sandbox_api import Sandbox, api

pytestmark = [pytest.mark.browser, pytest.mark.sqlite]

FROM, TO = "South Pacific", "North Pacific"  # PLAN's first Move: an Acolyte, for 1 Power


def _offered(game: Sandbox) -> tuple[str, dict[str, str]]:
    """The unit PLAN's first Move names, and every destination the server offers it, with its label."""
    options = api(game.base, "GET", f"/v1/games/{game.id}/options", game.tokens["seat1"])["options"]
    unit = next(o["choice"]["unit"] for o in options if o["label"] == PLAN[0][1])
    return unit, {o["choice"]["to"]: o["label"] for o in options
                  if o["choice"]["act"] == "move" and o["choice"]["unit"] == unit}


def _lit(page) -> set[str]:
    return set(page.eval_on_selector_all("#map path.area.destination", "(els) => els.map((e) => e.dataset.area)"))


def _moved_there(game: Sandbox, unit: str) -> bool:
    view = api(game.base, "GET", f"/v1/games/{game.id}/view", game.tokens["seat1"])
    return unit in view["state"]["map"]["units"].get(TO, [])


def _compose(page, game: Sandbox, unit: str, offered: dict[str, str]) -> None:
    """Area, unit, lit destination; checks what is lit on the way and that the Move arrived."""
    click_area(page, FROM)
    expect(page.locator(f'#map path[data-area="{FROM}"]')).to_have_attribute("aria-pressed", "true")
    decision(page).get_by_role("button", name=f"Acolyte in {FROM}: show where it may move").click()
    expect(page.locator("#map path.area.destination")).to_have_count(len(offered))
    assert _lit(page) == set(offered)  # only the server's destinations for this unit, every one
    assert f"Destination: {offered[TO]}" in page.locator(f'#map path[data-area="{TO}"]').get_attribute("aria-label")
    expect(page.locator("#map .move-cost")).to_have_count(len(offered))
    violations = Axe().run(page).response["violations"]
    assert [(v["id"], v["help"]) for v in violations if v["impact"] in ("serious", "critical")] == []
    before = version(page)
    click_area(page, TO)
    wait_version(page, before + 1)
    assert _moved_there(game, unit)
    expect(page.get_by_role("log", name="Log")).to_contain_text(f"Great Cthulhu moves an Acolyte from {FROM} to {TO}.")


def test_a_move_is_composed_on_the_map_by_a_unit_then_a_lit_destination(live_server, new_player):
    game = Sandbox(live_server, "Map moves")
    unit, offered = _offered(game)
    assert len(offered) > 1 and TO in offered
    page = new_player("seat1").open(game.link("seat1"))
    page.wait_for_selector("body[data-ready=true]")
    all_moves = decision(page).locator("details.all-moves")
    expect(all_moves.locator("summary")).to_have_text(f"All moves as a list ({len(_all_moves(game))})")
    expect(decision(page).get_by_role("button", name=PLAN[0][1], exact=True)).to_be_hidden()  # folded
    assert _lit(page) == set()  # nothing lit before a unit is picked
    _compose(page, game, unit, offered)
    assert _lit(page) == set()  # the Move made, nothing is left lit


def test_a_move_is_composed_on_a_phone_the_map_coming_forward_for_the_destination(live_server, new_player):
    game = Sandbox(live_server, "Map moves on a phone")
    unit, offered = _offered(game)
    page = new_player("seat1", "phone").open(game.link("seat1"))
    page.wait_for_selector("body[data-ready=true]")
    page.get_by_role("button", name="Map", exact=True).click()
    click_area(page, FROM)
    expect(decision(page)).to_be_visible()  # the Area's units, on the Act tab
    decision(page).get_by_role("button", name=f"Acolyte in {FROM}: show where it may move").click()
    expect(decision(page)).to_be_hidden()  # the map again, its destinations lit
    expect(page.locator("#map path.area.destination")).to_have_count(len(offered))
    assert _lit(page) == set(offered)
    before = version(page)
    click_area(page, TO)
    wait_version(page, before + 1)
    assert _moved_there(game, unit)


def test_a_move_is_composed_with_the_keyboard_the_focus_going_to_the_first_destination(live_server, new_player):
    game = Sandbox(live_server, "Keyboard moves")
    unit, offered = _offered(game)
    page = new_player("seat1").open(game.link("seat1"))
    page.wait_for_selector("body[data-ready=true]")
    decision(page).get_by_role("button", name=f"Acolyte in {FROM}: show where it may move").focus()
    page.keyboard.press("Enter")
    first = decision(page).locator(".compose button.option").first
    expect(first).to_be_focused()
    assert first.inner_text() in offered.values()
    for _ in range(len(offered)):  # Tab along the unit's destinations to the one wanted
        if page.evaluate("document.activeElement.textContent") == PLAN[0][1]:
            break
        page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.textContent") == PLAN[0][1]
    before = version(page)
    page.keyboard.press("Enter")
    wait_version(page, before + 1)
    assert _moved_there(game, unit)


def test_the_flat_list_of_moves_still_makes_a_move_once_opened(live_server, new_player):
    game = Sandbox(live_server, "Moves as a list")
    unit, _ = _offered(game)
    page = new_player("seat1").open(game.link("seat1"))
    page.wait_for_selector("body[data-ready=true]")
    decision(page).get_by_text("All moves as a list").click()
    before = version(page)
    decision(page).get_by_role("button", name=PLAN[0][1], exact=True).click()
    wait_version(page, before + 1)
    assert _moved_there(game, unit)


def _all_moves(game: Sandbox) -> list[dict]:
    options = api(game.base, "GET", f"/v1/games/{game.id}/options", game.tokens["seat1"])["options"]
    return [o for o in options if o["choice"]["act"] == "move"]


ONE_AREA = ("summon", "recruit", "create_gate")  # options naming one Area, sent without a question


def test_a_click_on_an_area_shows_the_summons_recruits_and_gates_offered_there(live_server, new_player):
    game = Sandbox(live_server, "Options by Area")
    options = api(game.base, "GET", f"/v1/games/{game.id}/options", game.tokens["seat1"])["options"]
    there = [o for o in options if o["choice"]["act"] in ONE_AREA and o["choice"]["area"] == FROM]
    assert there
    page = new_player("seat1").open(game.link("seat1"))
    page.wait_for_selector("body[data-ready=true]")
    click_area(page, FROM)
    for option in there:
        expect(decision(page).get_by_role("button", name=option["label"], exact=True)).to_be_visible()
    shown = decision(page).locator("#options button.option:visible").all_inner_texts()
    assert shown and all(FROM in label for label in shown)  # only what the Area's click asked for
    before = version(page)
    decision(page).get_by_role("button", name=there[0]["label"], exact=True).click()
    wait_version(page, before + 1)
