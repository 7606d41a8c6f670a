"""What a player does on the game page, as a person would: read the Decision region, click buttons."""
from __future__ import annotations

import json
import re
import time
from pathlib import Path

import rules
from sandbox_scenario import DICE, FACTIONS, position

ARTIFACTS = Path(__file__).resolve().parents[2] / "var" / "artifacts"
CONFIRMED = ("Battle ", "Perform a Ritual", "Drop your Power")

# (seat, the option's label word for word): a Move, a Battle with scripted dice and its Kills,
# Pains and Retreats, a Doom Phase with a Spellbook and a Ritual, and the end of the game.
PLAN = [
    ("seat1", "Move Acolyte from South Pacific to North Pacific (1 Power)"),
    ("seat1", "End your turn"),
    ("seat2", "Battle Great Cthulhu in North Pacific (1 Power)"),
    ("seat1", "Assign a Kill to an Acolyte"),
    ("seat1", "Assign a Pain to a Deep One"),
    ("seat2", "Retreat a Hunting Horror to Asia"),
    ("seat1", "Retreat a Deep One to South Pacific"),
    ("seat2", "End your turn"),
    ("seat1", "Play proceeds clockwise"),
    ("seat1", "Place Absorb on the requirement 'In the first Doom Phase, receive this Spellbook and 1 Elder Sign.'"),
    ("seat1", "Perform a Ritual of Annihilation (5 Power)"),
]


def position_file(tmp_path, books: tuple[str, ...] = ()) -> str:
    """The scenario's start as a position document on disk, for the create page's file input."""
    seats = [{"seat": f"seat{i + 1}", "faction": f} for i, f in enumerate(FACTIONS)]
    base = rules.replay(rules.new_game({"seats": seats, "sandbox": True}, b"0" * 32))
    path = tmp_path / "position.json"
    path.write_text(json.dumps(position(json.loads(json.dumps(rules.to_position(base))), books)))
    return str(path)


def decision(page):
    return page.get_by_role("region", name="Decision")


def click_area(page, area: str) -> None:
    """A click where the map prints the Area's name (a person's click; an Area's box centre may be
    another Area's water)."""
    name = page.locator("#map .marks text.area-name").filter(has_text=re.compile(f"^{re.escape(area)}"))
    name.evaluate("(e) => e.scrollIntoView({block: 'center', inline: 'center'})")  # a phone's map is wider than the screen
    box = name.bounding_box()
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)


def version(page) -> int:
    return int(page.locator("#game").get_attribute("data-version") or 0)


def wait_until(page, script: str, timeout: float = 30.0):
    """Poll a page expression until it is truthy (the page's strict CSP forbids Playwright's
    eval-based wait_for_function); fails after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    while True:
        value = page.evaluate(script)
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"page never satisfied: {script}")
        page.wait_for_timeout(15)


def wait_version(page, at_least: int, timeout: float = 30.0) -> None:
    wait_until(page, f"Number(document.getElementById('game').dataset.version) >= {at_least}", timeout)


def choose(page, label: str) -> float:
    """Click the option and confirm it where the page asks; returns when the page shows the result.

    Returns the click-to-render time in seconds."""
    before = version(page)
    button = decision(page).get_by_role("button", name=label, exact=True)
    wait_until(page, "document.getElementById('decision').getAttribute('aria-busy') !== 'true'")
    search = decision(page).get_by_label("Filter options")
    deadline = time.monotonic() + 30
    while not button.is_visible():
        if search.is_visible() and search.input_value() != label:
            search.fill(label)  # many options: narrow them as a person would, with the filter
        assert time.monotonic() < deadline, f"option {label!r} never showed"
        page.wait_for_timeout(15)
    started = time.perf_counter()
    button.click()
    if label.startswith(CONFIRMED):
        page.get_by_role("dialog").get_by_role("button", name="Do it").click()
    wait_version(page, before + 1)
    return time.perf_counter() - started


def create_sandbox_in_page(page, tmp_path, books: tuple[str, ...] = ()) -> dict[str, str]:
    """Fill in the create page for the scenario's sandbox; returns the links it shows, by seat."""
    page.get_by_label("Seats").select_option("3")
    for i, faction in enumerate(FACTIONS):
        page.get_by_label(f"Seat {i + 1} faction").select_option(faction)
    page.get_by_label("Sandbox", exact=False).check()
    page.get_by_label("Start from a position", exact=False).set_input_files(position_file(tmp_path, books))
    page.get_by_label("Scripted dice", exact=False).fill(" ".join(map(str, DICE)))
    page.get_by_role("button", name="Create the game").click()
    page.get_by_role("heading", name="Your game is ready").wait_for()
    links = {}
    for box in page.locator("#links input").all():
        links[box.get_attribute("data-seat")] = box.input_value()
    return links


def screenshot(page, name: str) -> Path:
    """A full-page screenshot kept as a test artefact under var/artifacts/."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    page.screenshot(path=str(path), full_page=True)
    return path


def open_seats(new_player, links: dict[str, str], viewport: str = "desktop") -> dict:
    """Each seat's link opened by a player of its own; returns the ready pages by seat."""
    pages = {}
    for seat in ("seat1", "seat2", "seat3"):
        page = new_player(seat, viewport).open(links[seat])
        page.wait_for_selector("body[data-ready=true]")
        pages[seat] = page
    return pages


def decide(page, label: str, phone: bool) -> None:
    """Choose the option on the page; a phone first opens its Decision panel."""
    if phone and not decision(page).is_visible():
        page.get_by_role("button", name="Act", exact=True).click()
    choose(page, label)


def play_a_round_of_moves(base: str, game_id: str, pages: dict, tokens: dict[str, str], phone_seat: str) -> list[str]:
    """Each seat, on its own page, Moves one Acolyte (1 Power), finishes the Move and ends its
    turn, in the order the game asks; returns the seats in the order they acted."""
    from sandbox_api import api

    acted: list[str] = []
    for _ in range(3 * len(pages)):  # each seat: a Move, its end, and the end of its turn
        pending = api(base, "GET", f"/v1/games/{game_id}")["pending"][0]
        seat, on_phone = pending["seat"], pending["seat"] == phone_seat
        if pending["kind"] == "move":
            decide(pages[seat], "Finish the Move Action", on_phone)
        elif acted and acted[-1] == seat:
            decide(pages[seat], "End your turn", on_phone)
        else:
            assert pending["kind"] == "turn" and seat not in acted, pending
            labels = [o["label"] for o in api(base, "GET", f"/v1/games/{game_id}/options", tokens[seat])["options"]]
            decide(pages[seat], next(label for label in labels if label.startswith("Move Acolyte from")), on_phone)
            acted.append(seat)
    return acted
