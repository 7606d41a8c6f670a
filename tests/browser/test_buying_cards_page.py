"""Neutral Monsters and Terrors in real Chromium (docs/neutral.md, Neutral Monsters and Terrors):
the create page offers them in the supply by kind with each card's words and price; on the Ritual
turn a player reads the card on offer in the decision panel, buys it through the page, and every
player's map shows its first figure (a glyph of its own in a ring of the holder's colour) and
every board the card held. Several players, each in a browser context of their own, on a desktop
and a phone.

The Terror bought is the Dhole."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from game_page import decision, version, wait_version
from sandbox_api import api
from rules.engine import registry
from rules.engine.content import LoyaltyCard

pytestmark = [pytest.mark.browser, pytest.mark.sqlite]

FACTIONS = ["crawling_chaos", "black_goat", "great_cthulhu"]  # Crawling Chaos's Ritual turn first
GUG = "gug"
TERROR = "dhole"


@pytest.fixture
def test_terror():
    """The Terror these tests buy (any Terror is bought the same way: 2 Doom and 2 Power)."""
    return registry.card(TERROR)


def show_tab(page, name: str) -> None:
    """On a phone, the tab showing `name`'s panel (Map | Act | Factions | Log); a desktop shows all."""
    tab = page.locator(f".tabs button[data-tab={name.lower()}]")
    if tab.is_visible():
        tab.click()


def ritual_turn(base: str, cards: list[str]) -> dict:
    """A sandbox game in the Doom Phase at Crawling Chaos's Ritual turn, every faction with 4 Doom
    and 8 Power, `cards` in the supply; each faction's Gate where it set up."""
    body = {"seats": 3, "sandbox": True, "factions": FACTIONS, "loyalty_cards": cards, "name": "Buying cards"}
    made = api(base, "POST", "/v1/games", body=body)
    position = api(base, "GET", f"/v1/games/{made['game']['game_id']}/position", made["host_token"])
    gates = {uid.split(".")[0]: area for area, uid in position["gates"].items() if uid}
    position.update(phase="doom", round=1, turn=None, fp=None, first_player=FACTIONS[0],
                    doom={f: 4 for f in FACTIONS}, power={f: 8 for f in FACTIONS},
                    doom_phase={"queue": FACTIONS, "cursor": 0, "gates_done": True, "ritual_done": False})
    made = api(base, "POST", "/v1/games", body={**body, "start_position": position})
    return {"id": made["game"]["game_id"], "tokens": made["seat_tokens"], "gates": gates}


def open_players(base: str, game: dict, viewport: str, new_player) -> list:
    pages = []
    for seat, faction in zip(("seat1", "seat2", "seat3"), FACTIONS):
        page = new_player(faction, viewport).open(f"{base}/g/{game['id']}#t={game['tokens'][seat]}")
        pages.append(page)
    for page in pages:
        page.wait_for_selector("body[data-ready=true]")
    return pages


def buy(page, card: LoyaltyCard, label: str) -> None:
    """Read the card on offer in the decision panel, then click its purchase."""
    show_tab(page, "Act")
    offer = decision(page).locator(f".card-offer[data-card={card.name}]")
    for name, text in card.texts.items():
        expect(offer).to_contain_text(f"{name}: {text}")
    before = version(page)
    decision(page).get_by_role("button", name=label, exact=True).click()
    wait_version(page, before + 1)


def figure_on_map(page, card: LoyaltyCard, area: str, holder: str, glyph: str) -> None:
    """The card's figure drawn in `area` in the holder's row: its glyph, ringed."""
    show_tab(page, "Map")
    unit = card.units[0].name
    row = page.locator(f"#map g.pieces[data-area='{area}'] g.force[data-faction={holder}]")
    piece = row.locator(f"path.piece[data-type={unit}]")
    expect(piece).to_have_count(1)
    expect(piece).to_have_attribute("data-glyph", glyph)
    expect(row.locator(f"circle.card-ring[data-type={unit}]")).to_have_count(1)


def board_holds(page, faction_title: str, card: LoyaltyCard) -> None:
    show_tab(page, "Factions")
    board = page.get_by_role("region", name=faction_title, exact=True)
    expect(board.locator("p.cards")).to_contain_text(card.title)


@pytest.mark.parametrize("viewport", ["desktop", "phone"])
def test_a_neutral_monster_is_bought_on_the_ritual_turn_through_the_page_and_seen_on_every_map(
        live_server, new_player, viewport, screenshot):
    gug = registry.card(GUG)
    game = ritual_turn(live_server, [GUG])
    chaos, goat, cthulhu = open_players(live_server, game, viewport, new_player)
    area = game["gates"]["cc"]
    show_tab(goat, "Factions")
    expect(goat.locator("section.neutral p.for-sale")).to_contain_text("Gug (2 Doom)")
    show_tab(chaos, "Act")
    screenshot(chaos, f"buy-gug-offer-{viewport}")
    buy(chaos, gug, f"Buy Gug (2 Doom): its first figure at your Gate in {area}")
    for page in (chaos, goat, cthulhu):
        wait_version(page, version(chaos))
        figure_on_map(page, gug, area, "crawling_chaos", "claw")
        board_holds(page, "Crawling Chaos", gug)
    show_tab(goat, "Map")
    screenshot(goat, f"buy-gug-map-{viewport}")
    state = api(live_server, "GET", f"/v1/games/{game['id']}/view", game["tokens"]["seat2"])["state"]
    assert state["loyalty"][GUG]["owner"] == "crawling_chaos" and state["factions"]["crawling_chaos"]["doom"] == 2
    assert "gug.gug.1" in state["map"]["units"][area]


@pytest.mark.parametrize("viewport", ["desktop", "phone"])
def test_a_terror_is_bought_for_doom_and_power_through_the_page_and_seen_on_every_map(
        live_server, new_player, viewport, test_terror):
    game = ritual_turn(live_server, [GUG, test_terror.name])
    chaos, goat, cthulhu = open_players(live_server, game, viewport, new_player)
    show_tab(chaos, "Act")
    expect(decision(chaos).locator(f".card-offer[data-card={test_terror.name}]")).to_contain_text(next(iter(test_terror.texts)))
    before = version(chaos)
    decision(chaos).get_by_role("button", name="End your Ritual turn", exact=True).click()
    wait_version(goat, before + 1)
    area = game["gates"]["bg"]
    buy(goat, test_terror, f"Buy {test_terror.title} (2 Doom and 2 Power): its first figure at your Gate in {area}")
    for page in (chaos, goat, cthulhu):
        wait_version(page, version(goat))
        figure_on_map(page, test_terror, area, "black_goat", "hexagon")
        board_holds(page, "Black Goat", test_terror)
    state = api(live_server, "GET", f"/v1/games/{game['id']}/view", game["tokens"]["seat1"])["state"]
    assert state["loyalty"][test_terror.name]["owner"] == "black_goat"
    assert (state["factions"]["black_goat"]["doom"], state["factions"]["black_goat"]["power"]) == (2, 6)


@pytest.mark.parametrize("viewport", ["desktop", "phone"])
def test_the_create_page_offers_neutral_monsters_and_terrors_by_kind_with_their_words_and_price(
        live_server, new_player, viewport, test_terror):
    page = new_player("host", viewport).open(live_server + "/new")
    page.get_by_label("Seats").select_option("3")
    page.get_by_label("Your name", exact=False).fill("Host")
    page.locator("#neutral-content > summary").click()
    page.get_by_role("radio", name="The ones I pick").last.check()
    monsters = page.locator("#bought-pick section.card-kind[data-kind=neutral_monster]")
    terrors = page.locator("#bought-pick section.card-kind[data-kind=terror]")
    expect(monsters.locator("h4")).to_have_text("Neutral Monsters (2 Doom each)")
    expect(terrors.locator("h4")).to_have_text("Terrors (2 Doom and 2 Power each)")
    expect(monsters).to_contain_text("Clumsy: A Gug never Captures a Cultist")
    name, text = next(iter(test_terror.texts.items()))
    expect(terrors).to_contain_text(f"{name}: {text}")
    page.get_by_label("Gug (buy: 2 Doom)").check()
    page.get_by_label(f"{test_terror.title} (buy: 2 Doom and 2 Power)").check()
    with page.expect_request(lambda r: r.url.endswith("/v1/games") and r.method == "POST") as sent:
        page.get_by_role("button", name="Create the game").click()
    expect(page.get_by_role("heading", name="Your game is ready")).to_be_visible()  # the server took it
    assert sent.value.post_data_json["loyalty_cards"] == [GUG, test_terror.name]


def test_the_create_page_asks_for_neutral_monsters_drawn_at_random_beside_a_first_games_independents(
        live_server, new_player):
    page = new_player("host").open(live_server + "/new")
    page.get_by_label("Seats").select_option("3")
    page.get_by_label("Your name", exact=False).fill("Host")
    page.locator("#neutral-content > summary").click()
    page.get_by_role("radio", name="A first game's set", exact=False).check()
    page.get_by_role("radio", name="A number of each kind drawn at random").check()
    page.locator("#bought-count-neutral_monster").fill("1")
    if page.locator("#bought-count-terror").count():  # once a Terror card exists
        page.locator("#bought-count-terror").fill("0")
    with page.expect_request(lambda r: r.url.endswith("/v1/games") and r.method == "POST") as sent:
        page.get_by_role("button", name="Create the game").click()
    expect(page.get_by_role("heading", name="Your game is ready")).to_be_visible()
    assert sent.value.post_data_json["loyalty_cards"] == ["first_game", {"random": 1, "kind": "neutral_monster"}]
