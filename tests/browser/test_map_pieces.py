"""The map's pieces in real Chromium, on a desktop and a phone: each unit type its own glyph in its
faction's colour, Gates with their controller, a tap on an Area listing what stands there, and the
picture built once and updated in place from each view."""
from __future__ import annotations

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import expect

from game_page import PLAN, click_area, decision, version, wait_until, wait_version
from sandbox_api import Sandbox, api, scenario_position
from sandbox_scenario import DICE, FACTIONS

pytestmark = [pytest.mark.browser, pytest.mark.sqlite]

# Every Great Cthulhu unit type in the South Pacific; an unclaimed Gate in Africa.
EVERY_TYPE = {"gc.deep_one.2": "South Pacific", "gc.shoggoth.1": "South Pacific", "gc.starspawn.1": "South Pacific"}


class Crowded(Sandbox):
    """The scenario's sandbox game with more unit types on the map and an unclaimed Gate."""

    def __init__(self, base: str, name: str):
        position = scenario_position()
        position["units"].update(EVERY_TYPE)
        position["gates"]["Africa"] = None
        made = api(base, "POST", "/v1/games", body={"seats": 3, "sandbox": True, "factions": FACTIONS, "name": name,
                                                     "start_position": position, "dice_script": DICE})
        self.base, self.id = base, made["game"]["game_id"]
        self.tokens, self.host = made["seat_tokens"], made["host_token"]


def _content(base: str) -> dict:
    return {f["name"]: f for f in api(base, "GET", "/v1/content")["factions"]}


def _rgb(colour: str) -> str:
    return "rgb({}, {}, {})".format(*(int(colour[i:i + 2], 16) for i in (1, 3, 5)))


def _open(new_player, game: Sandbox, seat: str | None, viewport: str):
    link = game.link(seat) if seat else f"{game.base}/g/{game.id}"
    page = new_player(seat or "spectator", viewport).open(link)
    page.wait_for_selector("body[data-ready=true]")
    if viewport == "phone":
        page.get_by_role("button", name="Map", exact=True).click()
    page.wait_for_selector("#map .pieces > *")
    return page


def _pieces(page, area: str, faction: str) -> list[dict]:
    return page.eval_on_selector_all(
        f'#map .pieces[data-area="{area}"] .force[data-faction="{faction}"] .piece',
        "(els) => els.map((e) => ({type: e.dataset.type, glyph: e.dataset.glyph, count: Number(e.dataset.count),"
        " fill: getComputedStyle(e).fill}))")


@pytest.mark.parametrize("viewport", ["desktop", "phone"])
def test_each_unit_type_in_an_area_is_its_own_glyph_in_its_factions_colour_with_its_count(live_server, new_player, viewport):
    game = Crowded(live_server, "Every glyph")
    cthulhu = _content(live_server)["great_cthulhu"]
    page = _open(new_player, game, None, viewport)
    shown = _pieces(page, "South Pacific", "great_cthulhu")
    glyphs = {u["name"]: u["glyph"] for u in cthulhu["units"]}
    assert {p["type"] for p in shown} == set(glyphs)  # Acolytes, three Monster types, Cthulhu
    assert all(p["glyph"] == glyphs[p["type"]] for p in shown)
    assert len({p["glyph"] for p in shown}) == len(shown)  # no two types alike
    assert {p["type"]: p["count"] for p in shown}["acolyte"] == 4
    assert {p["fill"] for p in shown} == {_rgb(cthulhu["colour"])}
    badge = page.locator('#map .pieces[data-area="South Pacific"] .force[data-faction="great_cthulhu"] .badge-letter')
    expect(badge).to_have_text(cthulhu["letter"])
    sizes = page.eval_on_selector_all('#map .pieces[data-area="South Pacific"] .piece',
                                      "(els) => Object.fromEntries(els.map((e) => [e.dataset.type, e.getBBox().width]))")
    assert sizes["cthulhu"] > max(size for kind, size in sizes.items() if kind != "cthulhu")  # a Great Old One stands out


def test_a_gate_shows_its_controllers_colour_and_letter_and_an_unclaimed_gate_is_drawn_apart(live_server, new_player):
    game = Crowded(live_server, "Gates")
    looks = _content(live_server)
    page = _open(new_player, game, "seat3", "desktop")
    for area, faction in (("South Pacific", "great_cthulhu"), ("Asia", "crawling_chaos"), ("Europe", "yellow_sign")):
        gate = page.locator(f'#map .pieces[data-area="{area}"] .gate-mark')
        expect(gate).to_have_attribute("data-controller", faction)
        expect(gate.locator(".gate-letter")).to_have_text(looks[faction]["letter"])
        assert gate.locator("path.gate").evaluate("(e) => getComputedStyle(e).fill") == _rgb(looks[faction]["colour"])
        assert f"Gate controlled by {looks[faction]['title']}" in page.locator(f'#map path[data-area="{area}"]').get_attribute("aria-label")
    unclaimed = page.locator('#map .pieces[data-area="Africa"] .gate-mark')
    expect(unclaimed).to_have_attribute("data-controller", "")
    expect(unclaimed.locator("path.gate.unclaimed")).to_have_count(1)
    expect(unclaimed.locator(".gate-letter")).to_have_count(0)
    assert "Gate, controlled by no one" in page.locator('#map path[data-area="Africa"]').get_attribute("aria-label")


def _list(page):
    return page.get_by_role("dialog", name="North Pacific (ocean)")


@pytest.mark.parametrize("viewport", ["desktop", "phone"])
def test_a_tap_on_an_area_lists_each_factions_units_by_type_and_the_gate_and_escape_closes_it(live_server, new_player, viewport):
    game = Crowded(live_server, "What stands here")
    page = _open(new_player, game, None, viewport)  # a spectator: no options to bring forward
    click_area(page, "North Pacific")
    box = _list(page)
    expect(box).to_be_visible()
    expect(box).to_contain_text("Great Cthulhu: 1 Acolyte, 1 Deep One")
    expect(box).to_contain_text("Crawling Chaos: 1 Hunting Horror")
    expect(box.locator("li")).to_have_count(2)  # no Gate in the North Pacific
    violations = Axe().run(page).response["violations"]
    assert [(v["id"], v["help"]) for v in violations if v["impact"] in ("serious", "critical")] == []
    page.keyboard.press("Escape")
    expect(box).to_be_hidden()
    click_area(page, "South Pacific")
    south = page.get_by_role("dialog", name="South Pacific (ocean)")
    expect(south).to_contain_text("Gate controlled by Great Cthulhu")
    expect(south).to_contain_text("Great Cthulhu: 4 Acolytes, 1 Deep One, 1 Shoggoth, 1 Starspawn, 1 Cthulhu")
    page.get_by_role("button", name="Whole map").click()  # a click elsewhere closes it
    expect(south).to_be_hidden()


def test_the_area_list_opens_and_closes_from_the_keyboard_the_focus_going_back_to_the_area(live_server, new_player):
    game = Crowded(live_server, "Keyboard list")
    page = _open(new_player, game, None, "desktop")
    area = page.locator('#map path[data-area="North Pacific"]')
    area.focus()
    page.keyboard.press("Enter")
    expect(_list(page)).to_be_visible()
    wait_until(page, "Boolean(document.activeElement.closest('#area-list'))")
    page.keyboard.press("Escape")
    expect(_list(page)).to_be_hidden()
    expect(area).to_be_focused()


def test_the_map_picture_and_its_area_nodes_survive_a_view_update_only_pieces_change(live_server, new_player):
    game = Sandbox(live_server, "Same nodes")
    page = _open(new_player, game, "seat2", "desktop")
    page.evaluate("""() => { window.keptSvg = document.querySelector('#map svg');
      window.keptArea = document.querySelector('#map path[data-area="North Pacific"]');
      window.keptAsia = document.querySelector('#map .pieces[data-area="Asia"] .force'); }""")
    before = version(page)
    game.choose(*PLAN[0])  # Great Cthulhu moves an Acolyte into the North Pacific, in another browser
    wait_version(page, before + 1)
    expect(page.locator('#map .pieces[data-area="North Pacific"] .force[data-faction="great_cthulhu"] .piece[data-type="acolyte"]')
           ).to_have_attribute("data-count", "2")
    same = page.evaluate("""() => [window.keptSvg === document.querySelector('#map svg'),
      window.keptArea === document.querySelector('#map path[data-area="North Pacific"]'),
      window.keptAsia === document.querySelector('#map .pieces[data-area="Asia"] .force'),
      document.querySelectorAll('#map svg').length]""")
    assert same == [True, True, True, 1]  # Asia's pieces did not change, so they were not redrawn


@pytest.mark.parametrize("viewport", ["desktop", "phone"])
def test_a_retreat_is_chosen_on_the_map_the_only_pained_unit_picked_already(live_server, new_player, viewport):
    game = Sandbox(live_server, f"Retreat on the map ({viewport})")
    game.play(5)  # to Crawling Chaos's Retreat of its Pained Hunting Horror
    options = api(live_server, "GET", f"/v1/games/{game.id}/options", game.tokens["seat2"])["options"]
    retreats = {o["choice"]["to"] for o in options if o["choice"]["act"] == "retreat"}
    assert len(retreats) > 1 and "Asia" in retreats
    page = new_player("seat2", viewport).open(game.link("seat2"))
    page.wait_for_selector("body[data-ready=true]")
    expect(decision(page).locator("#move-step")).to_contain_text("Retreating Hunting Horror from North Pacific")
    if viewport == "phone":
        page.get_by_role("button", name="Map", exact=True).click()
    expect(page.locator("#map path.area.destination")).to_have_count(len(retreats))
    lit = page.eval_on_selector_all("#map path.area.destination", "(els) => els.map((e) => e.dataset.area)")
    assert set(lit) == retreats
    before = version(page)
    click_area(page, "Asia")
    wait_version(page, before + 1)
    view = api(live_server, "GET", f"/v1/games/{game.id}/view", game.tokens["seat2"])
    assert "cc.hunting_horror.1" in view["state"]["map"]["units"]["Asia"]


def test_the_phone_map_opens_scrolled_to_the_players_own_units(live_server, new_player):
    game = Sandbox(live_server, "Scrolled to mine")
    page = _open(new_player, game, "seat2", "phone")  # Crawling Chaos stands in Asia, far right
    map_box = page.locator("#map").bounding_box()
    wait_until(page, "document.getElementById('map').scrollLeft > 0")
    asia = page.locator('#map .pieces[data-area="Asia"]').bounding_box()
    assert map_box["x"] <= asia["x"] and asia["x"] + asia["width"] <= map_box["x"] + map_box["width"]


def test_without_its_map_picture_the_page_says_so_and_the_table_still_lists_every_area(live_server, new_player):
    game = Sandbox(live_server, "No picture")
    player = new_player("seat1")
    player.context.route("**/maps/*.svg", lambda route: route.fulfill(status=404, body="gone"))
    page = player.open(game.link("seat1"))
    page.wait_for_selector("body[data-ready=true]")
    expect(page.locator("#map")).to_contain_text("The map picture could not be loaded")
    expect(page.locator("#map svg")).to_have_count(0)  # no hand-placed stand-in
    page.get_by_role("button", name="Table").click()
    expect(page.locator("#area-table tbody tr")).to_have_count(len(api(live_server, "GET", "/v1/content")["layouts"][0]["areas"]))
    player.errors[:] = [e for e in player.errors if "/maps/" not in e]  # the refused picture itself


def test_a_unit_type_whose_glyph_the_page_does_not_know_is_still_drawn_in_a_shape_of_its_own(live_server, new_player):
    """A new kind (a High Priest, say) names a glyph this page has no shape for: it is drawn as the
    fallback circle, apart from every glyph the page knows."""
    game = Sandbox(live_server, "Unknown glyph")
    player = new_player("spectator")

    def renamed(route):
        doc = route.fetch().json()
        cthulhu = next(f for f in doc["factions"] if f["name"] == "great_cthulhu")
        next(u for u in cthulhu["units"] if u["name"] == "deep_one")["glyph"] = "high_priest"
        route.fulfill(json=doc)

    player.context.route("**/v1/content", renamed)
    page = player.open(f"{live_server}/g/{game.id}")
    page.wait_for_selector("body[data-ready=true]")
    deep_one = page.locator('#map .pieces[data-area="North Pacific"] .piece[data-type="deep_one"]')
    expect(deep_one).to_have_attribute("data-glyph", "high_priest")
    shapes = page.eval_on_selector_all("#map .piece", "(els) => els.map((e) => [e.dataset.type, e.getAttribute('d')])")
    others = {d for kind, d in shapes if kind != "deep_one"}
    assert deep_one.get_attribute("d") not in others
    assert deep_one.get_attribute("d").startswith("M-4.6 0A4.6 4.6")  # the fallback circle
