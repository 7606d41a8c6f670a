"""Neutral content on the game page in real Chromium (docs/neutral.md): in a sandbox game with the
High Priests and an Independent Great Old One in the supply, one player Awakens the Independent
from the decision panel and another sacrifices a High Priest from the any-time panel, each in
their own browser; the boards then show the card's holder and the priest back in its Pool."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from game_page import decision, version, wait_version
from sandbox_api import api
from rules.engine import registry
from rules.engine.content import CardKind

pytestmark = [pytest.mark.browser, pytest.mark.sqlite]

FACTIONS = ["great_cthulhu", "crawling_chaos", "black_goat"]


def show_tab(page, name: str) -> None:
    """On a phone, the tab showing `name`'s panel (Map | Act | Factions | Log); a desktop shows all."""
    tab = page.locator(f".tabs button[data-tab={name.lower()}]")
    if tab.is_visible():
        tab.click()


def _standard_independent():
    """An Independent Awakened the usual way: a Gate you Control with your Great Old One there."""
    return next(c for c in registry.cards().values() if c.kind is CardKind.INDEPENDENT
                and c.awaken is not None and c.awaken.name == f"awaken_{c.name}")


def _sandbox(base: str, card_name: str) -> dict:
    """Cthulhu on Great Cthulhu's Gate with 10 Power, Crawling Chaos's High Priest on the map."""
    body = {"seats": 3, "sandbox": True, "factions": FACTIONS, "high_priests": True,
            "loyalty_cards": [card_name], "name": "Neutral content"}
    made = api(base, "POST", "/v1/games", body=body)
    position = api(base, "GET", f"/v1/games/{made['game']['game_id']}/position", made["host_token"])
    gate = next(area for area, uid in position["gates"].items() if uid and uid.startswith("gc."))
    position["units"]["gc.cthulhu.1"] = gate
    cc_area = next(a for u, a in position["units"].items() if u.startswith("cc.acolyte.") and a != "pool")
    position["units"]["hp.high_priest.2"] = cc_area
    position["power"] = {f: 10 for f in FACTIONS}  # (12 would meet a requirement of Crawling Chaos)
    position.update(phase="action", first_player="great_cthulhu", turn=None)
    made = api(base, "POST", "/v1/games", body={**body, "start_position": position})
    return {"id": made["game"]["game_id"], "tokens": made["seat_tokens"], "gate": gate, "cc_area": cc_area}


@pytest.mark.parametrize("viewport", ["desktop", "phone"])
def test_an_independent_is_awakened_and_a_high_priest_sacrificed_through_the_page(live_server, new_player, viewport):
    card = _standard_independent()
    game = _sandbox(live_server, card.name)
    link = lambda seat: f"{live_server}/g/{game['id']}#t={game['tokens'][seat]}"  # noqa: E731
    cthulhu = new_player("great cthulhu", viewport).open(link("seat1"))
    chaos = new_player("crawling chaos", viewport).open(link("seat2"))
    for page in (cthulhu, chaos):
        page.wait_for_selector("body[data-ready=true]")

    before = version(cthulhu)
    label = f"Awaken {card.title} in {game['gate']} ({card.cost} Power)"
    button = decision(cthulhu).get_by_role("button", name=label, exact=True)
    search = decision(cthulhu).get_by_label("Filter options")
    if not button.is_visible() and search.is_visible():
        search.fill(f"Awaken {card.title}")  # many options: narrowed as a person would
    button.click()
    wait_version(cthulhu, before + 1)
    show_tab(cthulhu, "Factions")
    board = cthulhu.get_by_role("region", name="Great Cthulhu", exact=True)
    expect(board.locator("p.cards")).to_contain_text(f"Loyalty Cards: {card.title}")

    wait_version(chaos, before + 1)
    before = version(chaos)
    oath = f"Unspeakable Oath: sacrifice your High Priest in {game['cc_area']} for 2 Power"
    show_tab(chaos, "Act")
    chaos.locator("#anytime").get_by_role("button", name=oath, exact=True).click()
    wait_version(chaos, before + 1)
    show_tab(chaos, "Factions")
    chaos_board = chaos.get_by_role("region", name="Crawling Chaos", exact=True)
    expect(chaos_board.locator("p.units")).to_contain_text("In the pool:")
    expect(chaos_board.locator("p.units")).to_contain_text("High Priest")
    show_tab(chaos, "Act")
    expect(chaos.locator("#anytime").get_by_role("button", name=oath, exact=True)).to_have_count(0)
    state = api(live_server, "GET", f"/v1/games/{game['id']}/view", game["tokens"]["seat2"])["state"]
    assert "hp.high_priest.2" in state["pools"]["crawling_chaos"]
    assert state["loyalty"][card.name]["owner"] == "great_cthulhu"
