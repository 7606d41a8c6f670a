"""The faction strength page in real Chromium: reached from the home page, it shows each
faction's games, wins and Wilson interval by seat count, on a desktop and a phone."""
from __future__ import annotations

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import expect

from finished_game import finished_game
from sandbox_api import api

pytestmark = [pytest.mark.browser, pytest.mark.sqlite]


@pytest.mark.parametrize("device", ["desktop", "phone"])
def test_the_stats_page_reached_from_home_shows_each_faction_s_win_share(live_server, new_player, device):
    finished_game(live_server, ["great_cthulhu", "crawling_chaos"], seed=2)
    finished_game(live_server, ["great_cthulhu", "crawling_chaos"], seed=1)
    stats = api(live_server, "GET", "/v1/stats/factions")
    home = new_player("reader", device).open(live_server + "/")
    home.get_by_role("link", name="Faction strength: how often each faction wins").click()
    home.wait_for_selector("body[data-ready=true]")
    expect(home.locator("#stats-count")).to_have_text("2 finished games counted.")
    table = home.get_by_role("table", name="2 players")
    expect(table.locator("tbody tr")).to_have_count(2)
    for entry in stats["factions"]:
        title = "Great Cthulhu" if entry["faction"] == "great_cthulhu" else "Crawling Chaos"
        row = table.locator("tbody tr").filter(has=home.get_by_role("rowheader", name=title, exact=True))
        low, high = (round(x * 100) for x in entry["ci95"])
        expect(row.locator("td")).to_have_text([str(entry["games"]), str(entry["wins"]),
                                                f"{round(entry['win_share'] * 100)}%", f"{low}% – {high}%"])
    serious = [(v["id"], v["help"]) for v in Axe().run(home).response["violations"]
               if v["impact"] in ("serious", "critical")]
    assert serious == []
