"""Browser fixtures: the app on a live port, one headless Chromium, and a context per player.

Chromium is the system's (/usr/bin/chromium), driven by Playwright from PyPI; nothing is
downloaded. Every page a player opens fails its test on a console error or an uncaught exception.
"""
from __future__ import annotations

import re
import threading
from pathlib import Path

import pytest
from werkzeug.serving import make_server

from events.migrate import upgrade
from service.app import create_app
from play.config import Config

CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
ARTIFACTS = Path(__file__).resolve().parents[2] / "var" / "artifacts"
API_REFUSAL = re.compile(r"Failed to load resource: the server responded with a status of 4\d\d ")
VIEWPORTS = {
    "desktop": {"viewport": {"width": 1366, "height": 768}},
    "phone": {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True,
              "device_scale_factor": 2},
}


@pytest.fixture
def live_server(sqlite_url):
    """The whole application (API and pages) on a free loopback port, on the embedded store."""
    upgrade(sqlite_url)
    app = create_app(Config.from_env({"DATABASE_URL": sqlite_url, "LOG_LEVEL": "WARNING",
                                      "RATE_LIMIT_PER_TOKEN": "0", "RATE_LIMIT_PER_ADDRESS": "0"}))
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()


@pytest.fixture(scope="session")
def browser():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path="/usr/bin/chromium", headless=True,
                                              args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


class Player:
    """One person: a browser context of their own and the pages they opened in it."""

    def __init__(self, context, name: str):
        self.context, self.name, self.errors, self.pages = context, name, [], []

    def open(self, url: str):
        page = self.context.new_page()
        page.on("console", self._console)
        page.on("pageerror", lambda e: self.errors.append(f"page error: {e}"))
        page.goto(url)
        self.pages.append(page)
        return page

    def _console(self, message) -> None:
        if message.type != "error" or _api_refusal(message):
            return
        self.errors.append(f"console {message.type}: {message.text} ({message.location.get('url')})")


def _api_refusal(message) -> bool:
    """Chromium logs every 4xx answer; one from the API is a problem the page reads and shows
    (a taken seat, a stale version), not a fault. 5xx answers and missing files still fail."""
    return bool(API_REFUSAL.match(message.text)) and "/v1/" in message.location.get("url", "")


@pytest.fixture
def new_player(browser):
    """Make a player on a desktop (1366x768) or phone (390x844, touch) viewport."""
    players: list[Player] = []

    def make(name: str = "player", viewport: str = "desktop", **options) -> Player:
        """`options` go to the browser context as they are (e.g. locale="de-DE")."""
        player = Player(browser.new_context(**VIEWPORTS[viewport], **options), name)
        players.append(player)
        return player

    yield make
    errors = [f"{p.name}: {e}" for p in players for e in p.errors]
    for player in players:
        player.context.close()
    assert errors == [], errors


@pytest.fixture
def screenshot():
    """Save a page's full-page screenshot as var/artifacts/<name>.png; returns the path."""

    def shoot(page, name: str) -> Path:
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        path = ARTIFACTS / f"{re.sub(r'[^A-Za-z0-9_.-]', '-', name)}.png"
        page.screenshot(path=str(path), full_page=True)
        return path

    return shoot
