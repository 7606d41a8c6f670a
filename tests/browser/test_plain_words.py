"""Every name a person reads on a page is words: no page shows an identifier of the code
(opener_of_the_way, doom_phase_end, 4p_east5_west3) in its visible text, on a desktop."""
from __future__ import annotations

import re

import pytest

from game_page import PLAN
from sandbox_api import Sandbox

pytestmark = [pytest.mark.browser, pytest.mark.sqlite]
IDENTIFIER = re.compile(r"\b[a-z0-9]+(?:_[a-z0-9]+)+\b")


def identifiers(page, ready: str = "body[data-ready=true]") -> list[str]:
    """The snake_case words in the page's visible text (innerText leaves out what is hidden) and in
    its lists' choices, once `ready` shows."""
    page.wait_for_selector(ready, state="attached")
    text = page.evaluate("document.body.innerText + '\\n' + [...document.querySelectorAll('option')]"
                         ".map((o) => o.text).join('\\n')")
    return sorted(set(IDENTIFIER.findall(text)))


def test_the_create_page_shows_no_identifier(live_server, new_player):
    page = new_player("host").open(live_server + "/new")
    page.get_by_label("Seats").select_option("4")  # a seat count with two layouts
    page.get_by_text("Ruleset options: the defaults suit most tables").click()  # unfolded
    assert identifiers(page, "#create:not([hidden])") == []
    values = page.locator("#ruleset option").all_inner_texts()
    assert not [v for v in values if v.split(" (")[0] in ("true", "false")]  # yes and no, in words


@pytest.mark.parametrize(("steps", "books"), [(0, ()), (1, ("Devolve",)), (3, ()), (8, ()), (len(PLAN), ())])
def test_the_game_page_shows_no_identifier_at_any_point_of_a_game(live_server, new_player, steps, books):
    game = Sandbox(live_server, "Plain words", books=books)
    if books:  # a Move that opens an out-of-turn window, left open
        game.choose(*PLAN[0])
    else:
        game.play(steps)
    page = new_player("seat1").open(game.link("seat1"))
    assert identifiers(page) == []


def test_my_games_and_a_replay_show_no_identifier(live_server, new_player):
    done = Sandbox(live_server, "Done game")
    done.play(len(PLAN))
    going = Sandbox(live_server, "Going game")
    player = new_player("ann")
    player.open(done.link("seat1")).wait_for_selector("body[data-ready=true]")
    player.open(going.link("seat1")).wait_for_selector("body[data-ready=true]")
    home = player.open(live_server + "/")
    assert identifiers(home, "#mine[aria-busy=false]") == []
    replay = player.open(f"{live_server}/g/{done.id}?v=20")
    assert identifiers(replay) == []
