"""The game page on the embedded default: load times, bytes, and how fast a choice shows.

Run: .venv/bin/python bench/bench_page.py [--loads 5] [--clicks 150]
Starts `cthulhu-wars serve` on a fresh SQLite file (no Redis), exactly as `make run` does, and
drives the system Chromium with Playwright:
- loads: a seat's game page in a fresh browser context (cold cache) and reloaded in the same
  context (warm cache): first contentful paint, interactive (the page's `cw-ready` mark: view,
  options and log drawn, the stream opened) and bytes received over the network;
- a sandbox game played by three contexts clicking random options: click-to-render in the acting
  page (its `cw-click` mark to the `cw-version` mark of the new version) and click-to-update in the
  other pages (the same click to their own `cw-version` mark, on the shared epoch clock).
Prints JSON lines with medians and p99; the targets are interactive under 1 s on loopback, under
600 KB cold, and click-to-update p50 under 300 ms.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).parent
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_server(workdir: str) -> tuple[subprocess.Popen, str]:
    port = free_port()
    env = {**os.environ, "DATABASE_URL": f"sqlite:///{workdir}/bench.sqlite3", "PORT": str(port),
           "LOG_LEVEL": "WARNING", "RATE_LIMIT_PER_TOKEN": "0", "RATE_LIMIT_PER_ADDRESS": "0"}
    env.pop("REDIS_URL", None)
    subprocess.run([str(BIN / "cthulhu-wars"), "db", "upgrade"], env=env, check=True, cwd=workdir,
                   stdout=subprocess.DEVNULL)
    server = subprocess.Popen([str(BIN / "cthulhu-wars"), "serve"], env=env, cwd=workdir,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            urllib.request.urlopen(base + "/healthz", timeout=1)
            return server, base
        except OSError:
            time.sleep(0.1)
    server.kill()
    raise RuntimeError("the server did not start")


def sandbox(base: str) -> dict:
    request = urllib.request.Request(base + "/v1/games", json.dumps({"seats": 3, "sandbox": True}).encode(),
                                     {"Content-Type": "application/json"}, method="POST")
    return json.load(urllib.request.urlopen(request))


def measure_load(context, url: str) -> dict:
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    received = []
    cdp.on("Network.loadingFinished", lambda e: received.append(e["encodedDataLength"]))
    page.goto(url)
    page.wait_for_selector("body[data-ready=true]")
    timing = page.evaluate("""() => ({
        fcp: (performance.getEntriesByName('first-contentful-paint')[0] || {}).startTime,
        ready: performance.getEntriesByName('cw-ready')[0].startTime })""")
    result = {"first_render_ms": timing["fcp"], "interactive_ms": timing["ready"], "bytes": sum(received)}
    page.close()
    return result


def loads(browser, base: str, game: dict, count: int) -> dict:
    link = f"{base}/g/{game['game']['game_id']}#t={game['seat_tokens']['seat1']}"
    cold, warm = [], []
    for _ in range(count):
        context = browser.new_context()
        cold.append(measure_load(context, link))
        warm.append(measure_load(context, f"{base}/g/{game['game']['game_id']}"))
        context.close()
    pick = lambda rows, key: statistics.median(r[key] for r in rows)  # noqa: E731
    return {"measure": "game_page_load", "loads": count,
            "cold_first_render_ms": round(pick(cold, "first_render_ms"), 1),
            "cold_interactive_ms": round(pick(cold, "interactive_ms"), 1),
            "cold_bytes": int(pick(cold, "bytes")),
            "warm_first_render_ms": round(pick(warm, "first_render_ms"), 1),
            "warm_interactive_ms": round(pick(warm, "interactive_ms"), 1),
            "warm_bytes": int(pick(warm, "bytes")),
            "targets": {"interactive_ms": 1000, "cold_bytes": 600_000}}


def marks(page, name: str) -> list[dict]:
    return page.evaluate(f"""() => performance.getEntriesByName('{name}').map(m => ({{
        at: performance.timeOrigin + m.startTime, version: m.detail }}))""")


def play(browser, base: str, clicks: int, seed: int) -> dict:
    game = sandbox(base)
    rng = random.Random(seed)
    pages = {}
    for seat, token in game["seat_tokens"].items():
        page = browser.new_context().new_page()
        page.goto(f"{base}/g/{game['game']['game_id']}#t={token}")
        page.wait_for_selector("body[data-ready=true]")
        pages[seat] = page
    done = 0
    while done < clicks:
        actor = next((p for p in pages.values() if p.evaluate(
            "document.getElementById('game').dataset.myTurn") == "true"), None)
        if actor is None:
            if any(p.evaluate("document.getElementById('game').dataset.status") == "finished" for p in pages.values()):
                break
            time.sleep(0.01)
            continue
        if not click_random(actor, rng):
            continue
        done += 1
    time.sleep(1.0)  # let the last updates land before reading the marks
    return timeline(pages)


def click_random(page, rng: random.Random) -> bool:
    before = int(page.evaluate("document.getElementById('game').dataset.version"))
    buttons = [b for b in page.locator("#options button.option, #window-banner button.option").all()
               if b.is_visible() and b.is_enabled()]
    closed = page.locator("#options details:not([open]) > summary")
    if closed.count() and (not buttons or rng.random() < 0.5):
        closed.nth(rng.randrange(closed.count())).click()
        return False
    if not buttons:
        return False
    rng.choice(buttons).click()
    if page.locator("dialog#confirm[open]").count():
        page.locator("#confirm-yes").click()
    deadline = time.monotonic() + 20
    while int(page.evaluate("document.getElementById('game').dataset.version")) <= before:
        if time.monotonic() > deadline:
            raise RuntimeError("a choice never showed")
        time.sleep(0.005)
    return True


def timeline(pages: dict) -> dict:
    render, update = [], []
    seen = {seat: marks(page, "cw-version") for seat, page in pages.items()}
    for seat, page in pages.items():
        versions = seen[seat]
        for click in marks(page, "cw-click"):
            mine = next((v for v in versions if v["at"] > click["at"]), None)
            if mine is None:
                continue
            render.append(mine["at"] - click["at"])
            for other, theirs in seen.items():
                if other != seat:
                    got = next((v for v in theirs if v["version"] >= mine["version"] and v["at"] > click["at"]), None)
                    if got is not None:
                        update.append(got["at"] - click["at"])
    return {"measure": "choice_in_pages", "clicks": len(render),
            "click_to_render_p50_ms": round(statistics.median(render), 1),
            "click_to_render_p99_ms": round(percentile(render, 0.99), 1),
            "click_to_update_p50_ms": round(statistics.median(update), 1),
            "click_to_update_p99_ms": round(percentile(update, 0.99), 1),
            "targets": {"click_to_update_p50_ms": 300}}


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--loads", type=int, default=5)
    parser.add_argument("--clicks", type=int, default=150)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as workdir:
        server, base = start_server(workdir)
        try:
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
                print(json.dumps(loads(browser, base, sandbox(base), args.loads)), flush=True)
                print(json.dumps(play(browser, base, args.clicks, args.seed)), flush=True)
                browser.close()
        finally:
            server.terminate()
            server.wait(timeout=20)


if __name__ == "__main__":
    main()
