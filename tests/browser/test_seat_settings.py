"""The seat's settings on the game page, in several browser contexts on desktop and phone
viewports: notification channels with a test delivery to a local webhook receiver (its format, its
link to the game page) and the delivery history; each seat's clock by its board and a vacation
every seat sees; the reactions list changing a standing answer; and the in-page notification of a
hidden tab, asked for only after a click."""
from __future__ import annotations

import json
import re
import socket
import threading
import urllib.request
import uuid

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import expect
from werkzeug.serving import make_server

from events.migrate import upgrade
from game_page import version, wait_until
from service.app import create_app
from play.config import Config
from service.wiring import gameplay
from webhook_receiver import WebhookReceiver
from workers.delivery import SIGNATURE_HEADER, senders_from_config, verify_signature
from workers.sweep import sweeper_for

pytestmark = [pytest.mark.browser, pytest.mark.sqlite]
FACTIONS = ["great_cthulhu", "crawling_chaos", "yellow_sign"]
CLOCK = {"kind": "bank", "initial": "P2D", "increment": "PT12H", "vacation_days": 5}


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture
def server(sqlite_url):
    """The application on a loopback port with private webhooks allowed, and a sweeper thread
    delivering notifications as the embedded mode does (no Redis, no worker process)."""
    upgrade(sqlite_url)
    port = _free_port()
    base = f"http://127.0.0.1:{port}"
    config = Config.from_env({"DATABASE_URL": sqlite_url, "LOG_LEVEL": "WARNING",
                              "RATE_LIMIT_PER_TOKEN": "0", "RATE_LIMIT_PER_ADDRESS": "0",
                              "ALLOW_PRIVATE_WEBHOOKS": "true", "PUBLIC_BASE_URL": base})
    app = create_app(config)
    web = make_server("127.0.0.1", port, app, threaded=True)
    threading.Thread(target=web.serve_forever, daemon=True).start()
    with app.app_context():
        sweeper = sweeper_for(gameplay(), interval=0.2, senders=senders_from_config(config))
    sweeper.start_thread()
    yield base
    sweeper.stop()
    web.shutdown()


@pytest.fixture
def receiver():
    made = WebhookReceiver().start()
    yield made
    made.stop()


def sandbox(base: str) -> dict:
    """A three-seat sandbox game with a bank clock, made through the API; every seat's token."""
    body = json.dumps({"seats": 3, "factions": FACTIONS, "sandbox": True,
                       "time_control": CLOCK}).encode()
    request = urllib.request.Request(base + "/v1/games", data=body, method="POST",
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request) as answer:
        return json.loads(answer.read())


def open_seat(player, base: str, created: dict, seat: str):
    """The seat's link (its token in the fragment) opened in `player`'s browser."""
    game_id = created["game"]["game_id"]
    page = player.open(f"{base}/g/{game_id}#t={created['seat_tokens'][seat]}")
    page.wait_for_selector("body[data-ready=true]")
    return page


def open_settings(page):
    page.get_by_role("button", name="Seat settings").click()
    dialog = page.get_by_role("dialog", name="Settings for your seat")
    expect(dialog).to_be_visible()
    return dialog


@pytest.mark.parametrize(("viewport", "fmt"), [("desktop", "Signed JSON"), ("phone", "Slack")])
def test_a_test_sent_from_the_settings_reaches_the_webhook_and_shows_in_the_history(
        server, receiver, new_player, screenshot, viewport, fmt):
    created = sandbox(server)
    page = open_seat(new_player("seat2", viewport), server, created, "seat2")
    dialog = open_settings(page)
    dialog.get_by_label("Webhook URL").fill(receiver.url("/seat2"))
    format_box = dialog.get_by_label("Webhook format")
    format_box.select_option(label=next(o for o in format_box.locator("option").all_inner_texts()
                                        if o.startswith(fmt)))
    dialog.get_by_role("button", name="Save notification settings").click()
    secret = dialog.get_by_label("Signing secret", exact=False)
    expect(secret).to_have_value(re.compile(r"^whsec_"))
    dialog.get_by_role("button", name="Send a test").click()
    (request,) = receiver.wait_for(1)
    assert verify_signature(secret.input_value(), request["headers"][SIGNATURE_HEADER],
                            request["body"])
    document = json.loads(request["body"])
    link = f"{server}/g/{created['game']['game_id']}"
    if fmt == "Slack":
        assert set(document) == {"text"} and "Test notification from" in document["text"]
        assert f"<{link}|Open the game>" in document["text"]
    else:
        assert document["kind"] == "test" and document["seat"] == "seat2"
        assert document["url"] == link
    history = dialog.get_by_role("table", name="Delivery history, newest first")
    expect(history.get_by_role("row").nth(1)).to_contain_text("Test")
    expect(history.get_by_role("row").nth(1)).to_contain_text("delivered (HTTP 204)")
    for token in created["seat_tokens"].values():
        assert token not in request["body"].decode() and token not in request["path"]
        assert token not in page.content()
    screenshot(page, f"seat-settings-{viewport}")
    assert serious_accessibility_faults(page) == []
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()
    assert page.evaluate("document.activeElement.id") == "settings-open"


def serious_accessibility_faults(page) -> list[tuple]:
    """An axe scan of the page (with the settings dialog open): serious and critical faults."""
    results = Axe().run(page)
    return [(v["id"], v["impact"], v["help"]) for v in results.response["violations"]
            if v["impact"] in ("serious", "critical")]


def show_boards(page, viewport: str) -> None:
    if viewport == "phone":
        page.get_by_role("navigation", name="Game panels").get_by_role("button", name="Factions").click()


@pytest.mark.parametrize("viewport", ["desktop", "phone"])
def test_each_board_shows_its_clock_and_a_vacation_taken_in_the_settings_extends_it_for_all(
        server, new_player, viewport):
    created = sandbox(server)
    watcher = open_seat(new_player("seat3", viewport), server, created, "seat3")
    show_boards(watcher, viewport)
    mover = watcher.get_by_role("region", name="Great Cthulhu").locator(".clock")
    expect(mover).to_contain_text(re.compile(r"^Bank: 1d 23:59:\d\d left$"))
    shown = mover.inner_text()
    expect(mover).not_to_have_text(shown)  # it ticks
    waiting = watcher.get_by_role("region", name="Yellow Sign").locator(".clock")
    expect(waiting).to_have_text("Bank: 2d 00:00:00 (waiting)")

    taker = open_seat(new_player("seat1", viewport), server, created, "seat1")
    dialog = open_settings(taker)
    expect(dialog.get_by_text("You may take up to 5 more days of vacation")).to_be_visible()
    dialog.get_by_label("Days of vacation").fill("2")
    dialog.get_by_role("button", name="Take vacation").click()
    dialog.get_by_role("button", name="Yes, take 2 days of vacation").click()
    expect(dialog.locator("#ss-vacation-message")).to_contain_text("Your clock is paused until")
    expect(dialog.get_by_text("You may take up to 3 more days of vacation")).to_be_visible()
    # Every seat sees it: the mover's deadline moved back two days and its board says why.
    expect(mover).to_contain_text(re.compile(r"^Bank: 3d 23:5\d:\d\d left On vacation until .+\.$"))
    expect(watcher.locator("#log")).to_contain_text("takes 2 days of vacation")
    # A past version shows the deadline it had, as a date: nothing counts down in the past.
    past = watcher.context.new_page()
    past.goto(f"{server}/g/{created['game']['game_id']}?v={version(watcher) - 1}")
    past.wait_for_selector("body[data-ready=true]")
    show_boards(past, viewport)
    expect(past.get_by_role("region", name="Great Cthulhu").locator(".clock")).to_have_text(
        re.compile(r"^Deadline then: \S.*\S$"))
    assert past.locator(".clock [data-until]").count() == 0


def test_the_reactions_list_shows_every_window_and_changes_a_standing_answer(
        server, new_player, screenshot):
    created = sandbox(server)
    page = open_seat(new_player("seat1", "phone"), server, created, "seat1")
    dialog = open_settings(page)
    reactions = dialog.get_by_role("region", name="Reactions")
    groups = reactions.get_by_role("group")
    expect(groups).to_have_count(3)
    assert groups.all_inner_texts()[0].startswith("Pre-Battle: Devour, Absorb")
    devolve = reactions.get_by_role("group", name="After any player's Action: Devolve")
    expect(devolve.get_by_role("radio", name="Ask me about after any action abilities")).to_be_checked()
    devolve.get_by_role("radio", name="Always pass on after any action abilities").check()
    reactions.get_by_role("button", name="Save reactions").click()
    expect(reactions.locator("#ss-reactions-message")).to_have_text("Saved 1 reaction.")
    expect(devolve).to_contain_text("Now: Always pass on after any action abilities")
    expect(devolve.get_by_role("radio", name="Always pass on after any action abilities")).to_be_checked()
    expect(page.locator("#log")).to_contain_text("sets its automatic reply to abilities “After any player's Action”")
    screenshot(page, "seat-settings-reactions-phone")
    assert serious_accessibility_faults(page) == []
    view = api_get(server, f"/v1/games/{created['game']['game_id']}/view",
                   created["seat_tokens"]["seat1"])
    assert view["state"]["factions"]["great_cthulhu"]["standing"]["after_any_action"] == {
        "answer": "always_pass", "condition": None}


def api_get(base: str, path: str, token: str) -> dict:
    request = urllib.request.Request(base + path, headers={"Authorization": f"Bearer {token}"})
    with urllib.request.urlopen(request) as answer:
        return json.loads(answer.read())


# Lets the test hide the tab (headless Chromium never hides one) and records every permission
# request and every notification the page makes.
NOTIFICATION_PROBE = """
(() => {
  let hidden = false;
  window.__setHidden = (value) => { hidden = value; document.dispatchEvent(new Event("visibilitychange")); };
  Object.defineProperty(Document.prototype, "visibilityState", { get: () => hidden ? "hidden" : "visible" });
  Object.defineProperty(Document.prototype, "hidden", { get: () => hidden });
  window.__asked = 0;
  window.__notes = [];
  const Real = window.Notification;
  class Recorded extends Real {
    constructor(title, options) { window.__notes.push({ title, body: options && options.body }); super(title, options); }
    static get permission() { return Real.permission; }
    static requestPermission() { window.__asked += 1; return Real.requestPermission(); }
  }
  window.Notification = Recorded;
})();
"""


def api_call(base: str, method: str, path: str, token: str, body: dict) -> dict:
    request = urllib.request.Request(
        base + path, method=method, data=json.dumps(body).encode(),
        headers={"Authorization": f"Bearer {token}", "Content-Type": "application/json",
                 "Idempotency-Key": str(uuid.uuid4())})
    with urllib.request.urlopen(request) as answer:
        return json.loads(answer.read())


def play_until_pending(base: str, created: dict, seat: str) -> None:
    """The other seats hurry (they drop their Power) until `seat` is to move."""
    game = f"/v1/games/{created['game']['game_id']}"
    tokens = created["seat_tokens"]
    for _ in range(30):
        pending = [p["seat"] for p in api_get(base, game, tokens["seat1"])["pending"]]
        if seat in pending:
            return
        move(base, created, pending[0])
    raise AssertionError(f"{seat} never came to move")


def move(base: str, created: dict, seat: str) -> None:
    game = f"/v1/games/{created['game']['game_id']}"
    token = created["seat_tokens"][seat]
    listed = api_get(base, game + "/options", token)
    choices = [o["choice"] for o in listed["options"]
               if o["choice"]["act"] not in ("standing_answer", "reveal_elder_sign")]
    choice = next((c for c in choices if c["act"] in ("direction", "drop_power")), choices[0])
    api_call(base, "POST", game + "/choices", token,
             {"expected_version": listed["version"], "choice": choice})


def test_notify_me_asks_only_after_a_click_and_tells_a_hidden_tab_its_move(server, new_player):
    created = sandbox(server)
    pages = {}
    for seat in ("seat2", "seat3"):
        player = new_player(seat)
        player.context.grant_permissions(["notifications"], origin=server)
        player.context.add_init_script(NOTIFICATION_PROBE)
        pages[seat] = open_seat(player, server, created, seat)
    asker, bystander = pages["seat2"], pages["seat3"]
    assert asker.evaluate("window.__asked") == bystander.evaluate("window.__asked") == 0
    dialog = open_settings(asker)
    browser_box = dialog.get_by_role("region", name="This browser")
    expect(browser_box).to_contain_text("Off:")
    browser_box.get_by_role("button", name="Notify me when it is my move").click()
    expect(browser_box).to_contain_text("On:")
    assert asker.evaluate("window.__asked") == 1
    asker.keyboard.press("Escape")
    # A visible tab is not notified: the player is looking at it.
    play_until_pending(server, created, "seat2")
    wait_until(asker, "document.getElementById('game').dataset.myTurn === 'true'")
    assert asker.evaluate("window.__notes.length") == 0
    for page in (asker, bystander):
        page.evaluate("window.__setHidden(true)")
    move(server, created, "seat2")  # now the other seat is to move, in a hidden tab
    wait_until(bystander, "document.getElementById('game').dataset.myTurn === 'true'")
    play_until_pending(server, created, "seat2")
    notes = wait_until(asker, "window.__notes.length && window.__notes")
    assert len(notes) == 1 and notes[0]["title"].startswith("Your move in ") and notes[0]["body"]
    # The other seat came to move in a hidden tab too, but never asked to be notified.
    assert bystander.evaluate("window.__notes.length") == 0
    assert bystander.evaluate("window.__asked") == 0
