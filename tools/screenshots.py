"""The README's screenshots of the game page, made again from the code as it is.

    python tools/screenshots.py [--out DIR]      (or: make screenshots)

Serves the application on a free loopback port over a temporary SQLite database, creates a sandbox
game of three factions through the public API, plays its set-up and a few Actions there (Gates,
Summons, Recruits and Moves, so the map shows pieces of several kinds), then opens the first seat's
page in headless Chromium (/usr/bin/chromium, driven by Playwright) and saves
DIR/screenshot-desktop.png (1366x768) and DIR/screenshot-phone.png (390x844, the Map tab). DIR is
docs/ unless --out says otherwise.
"""
from __future__ import annotations

import argparse
import json
import tempfile
import threading
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FACTIONS = ["great_cthulhu", "crawling_chaos", "black_goat"]
# The acts played, most wanted first: set-up, then an Action that puts more on the map (taken in
# turn, so Gates, Monsters, Cultists and Moves all show), then finishing.
SETUP = ["start_area", "direction", "first_player"]
ACTIONS = ["create_gate", "summon", "move", "recruit"]
LAST = ["move_done", "end_turn"]
CHOICES = 40
VIEWPORTS = {
    "desktop": {"viewport": {"width": 1366, "height": 768}},
    "phone": {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True,
              "device_scale_factor": 2},
}


def call(base: str, method: str, path: str, token: str | None = None, body: dict | None = None) -> dict:
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    data = None if body is None else json.dumps(body).encode()
    with urllib.request.urlopen(urllib.request.Request(base + path, data, headers, method=method)) as answer:
        return json.load(answer)


def serve(database: Path) -> tuple[str, object]:
    """The whole application on a free port; returns its address and the server to shut down."""
    from werkzeug.serving import make_server

    from events.migrate import upgrade
    from play.config import Config
    from service.app import create_app

    url = f"sqlite:///{database}"
    upgrade(url)
    app = create_app(Config.from_env({"DATABASE_URL": url, "LOG_LEVEL": "WARNING",
                                      "RATE_LIMIT_PER_TOKEN": "0", "RATE_LIMIT_PER_ADDRESS": "0"}))
    server = make_server("127.0.0.1", 0, app, threaded=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return f"http://127.0.0.1:{server.server_port}", server


def play(base: str) -> tuple[str, str]:
    """A sandbox game played a few choices in; returns its id and the first seat's token."""
    made = call(base, "POST", "/v1/games", body={"seats": len(FACTIONS), "sandbox": True,
                                                  "factions": FACTIONS, "name": "Screenshots"})
    game, tokens = made["game"]["game_id"], made["seat_tokens"]
    actions = 0  # Actions taken so far: the next one prefers the next act of ACTIONS
    for _ in range(CHOICES):
        view = call(base, "GET", f"/v1/games/{game}/view", tokens["seat1"])
        if view["status"] != "active" or not view.get("pending"):
            break
        seat = view["pending"][0]["seat"]
        options = call(base, "GET", f"/v1/games/{game}/options", tokens[seat])
        choice = pick(options["options"], actions)
        if choice is None:
            break
        actions += choice["act"] in ACTIONS
        call(base, "POST", f"/v1/games/{game}/choices", tokens[seat],
             {"expected_version": options["version"], "choice": choice})
    return game, tokens["seat1"]


def pick(options: list[dict], step: int) -> dict | None:
    turn = step % len(ACTIONS)
    preferred = SETUP + ACTIONS[turn:] + ACTIONS[:turn] + LAST

    def rank(option: dict) -> int:
        act = option["choice"]["act"]
        return preferred.index(act) if act in preferred else len(preferred)
    return min(options, key=rank)["choice"] if options else None


def shoot(base: str, game: str, token: str, out: Path) -> list[Path]:
    from playwright.sync_api import sync_playwright

    saved = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", headless=True,
                                             args=["--no-sandbox", "--disable-gpu"])
        for name, viewport in VIEWPORTS.items():
            page = browser.new_context(**viewport).new_page()
            page.goto(f"{base}/g/{game}#t={token}")
            page.wait_for_selector("body[data-ready=true]")
            page.wait_for_selector("#map svg .pieces > *")
            if name == "phone":
                page.get_by_role("button", name="Map", exact=True).click()
            path = out / f"screenshot-{name}.png"
            page.screenshot(path=str(path), full_page=name == "desktop")
            saved.append(path)
        browser.close()
    return saved


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as scratch:
        base, server = serve(Path(scratch) / "screenshots.sqlite3")
        try:
            game, token = play(base)
            for path in shoot(base, game, token, args.out):
                print(f"wrote {path}")
        finally:
            server.shutdown()


if __name__ == "__main__":
    main()
