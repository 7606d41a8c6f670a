"""Bot seats in real Chromium: the host picks a bot level per seat when creating a game, or gives
an open seat to a bot from the lobby, and the bots play their turns (the in-process sweeper runs
them, as it does on the embedded default)."""
from __future__ import annotations

import json
import re
import threading
import time
import urllib.error
import urllib.request

import pytest
from playwright.sync_api import expect
from sandbox_api import api
from werkzeug.serving import make_server

from events.migrate import upgrade
from service.app import create_app
from play.config import Config
from service.wiring import gameplay
from workers.sweep import sweeper_for

pytestmark = [pytest.mark.browser, pytest.mark.sqlite]


@pytest.fixture
def server_with_bots(sqlite_url):
    """The whole application on a free port, with the sweeper thread that lets bot seats play."""
    upgrade(sqlite_url)
    app = create_app(Config.from_env({"DATABASE_URL": sqlite_url, "LOG_LEVEL": "WARNING",
                                      "RATE_LIMIT_PER_TOKEN": "0", "RATE_LIMIT_PER_ADDRESS": "0"}))
    with app.app_context():
        sweeper = sweeper_for(gameplay(), interval=0.2)
    sweeper.start_thread()
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}"
    sweeper.stop()
    server.shutdown()


def _held(page, game_id: str) -> dict:
    return page.evaluate(f"(JSON.parse(localStorage.getItem('cw.games')) || {{}})['{game_id}']")


def _bot_choices(base: str, game_id: str, token: str) -> set[str]:
    """The seats whose choices a bot made, from the game's log."""
    page = api(base, "GET", f"/v1/games/{game_id}/events?after=0&limit=500", token)
    return {e["payload"]["seat"] for e in page["events"]
            if e["type"] == "ChoiceMade" and e["payload"].get("by") == "bot"}


def test_the_host_chooses_a_bot_level_per_seat_and_the_bots_play_their_turns(server_with_bots, new_player):
    base = server_with_bots
    host = new_player("host").open(base + "/new")
    host.get_by_label("Seats").select_option("3")
    host.get_by_label("Seat 2 played by").select_option("heuristic")
    host.get_by_label("Seat 3 played by").select_option("search")
    host.get_by_label("Your seat").select_option(label="None — I only host")  # Ann takes seat 1
    host.get_by_role("button", name="Create the game").click()
    expect(host.get_by_role("heading", name="Your game is ready")).to_be_visible()
    links = {box.get_attribute("data-seat"): box.input_value() for box in host.locator("#links input").all()}
    assert sorted(links) == ["host", "seat1"]  # bot seats get no invite link
    expect(host.locator("#links li.bot-seat[data-seat=seat2]")).to_contain_text("heuristic bot")
    expect(host.locator("#links li.bot-seat[data-seat=seat3]")).to_contain_text("search bot")
    game_id = links["host"].split("/g/")[1].split("#")[0]

    ann = new_player("ann", "phone").open(links["seat1"])
    ann.get_by_label("Your name").fill("Ann")
    ann.get_by_role("button", name="Take the seat").click()
    ann.wait_for_url(re.compile(r"/g/[^/#?]+$"))
    ann.wait_for_selector("body[data-ready=true]")
    token = _held(ann, game_id)["token"]
    game = api(base, "GET", f"/v1/games/{game_id}", token)
    assert game["status"] == "active"
    assert {s["seat"]: s.get("bot") for s in game["seats"]} == {"seat1": None, "seat2": "heuristic",
                                                                 "seat3": "search"}

    # Ann answers her own decisions over the API until both bots have made choices of their own.
    deadline = time.monotonic() + 90
    while _bot_choices(base, game_id, token) != {"seat2", "seat3"}:
        assert time.monotonic() < deadline, "the bot seats did not play"
        view = api(base, "GET", f"/v1/games/{game_id}/view", token)
        if any(p["seat"] == "seat1" for p in view["pending"]):
            options = api(base, "GET", f"/v1/games/{game_id}/options", token)
            # Not the free Abandon Gate, which a first-option player would alternate with
            # Control Gate for ever.
            choice = next((o["choice"] for o in options["options"] if o["choice"]["act"] != "abandon_gate"),
                          options["options"][0]["choice"])
            api(base, "POST", f"/v1/games/{game_id}/choices", token,
                 {"expected_version": options["version"], "choice": choice})
        else:  # a bot is to move: wait until Ann's live page has seen the game move on
            ann.wait_for_function("v => Number(document.getElementById('travel-slider').max) > v",
                                  arg=view["version"], timeout=60_000)
    expect(ann.locator("#factions")).to_contain_text("search bot")


def test_the_host_gives_an_open_seat_to_a_bot_from_the_lobby(server_with_bots, new_player):
    base = server_with_bots
    created = api(base, "POST", "/v1/games", body={"seats": 3, "name": "Lobby with a bot"})
    game_id = created["game"]["game_id"]
    host = new_player("host").open(f"{base}/g/{game_id}#h={created['host_token']}")
    host.wait_for_selector("body[data-ready=true]")
    host.get_by_label("Bot level for seat2").select_option("search")
    host.get_by_role("button", name="Give seat2 to a bot").click()
    expect(host.locator(".seat-list li[data-seat=seat2]")).to_contain_text("search bot")
    expect(host.get_by_role("button", name="Give seat2 to a bot")).to_have_count(0)
    seats = {s["seat"]: s for s in api(base, "GET", f"/v1/games/{game_id}", created["host_token"])["seats"]}
    assert seats["seat2"]["bot"] == "search" and seats["seat3"]["status"] == "open"
    # A spectator, holding no host token, is offered no such control.
    guest = new_player("guest", "phone").open(f"{base}/g/{game_id}")
    guest.wait_for_selector("body[data-ready=true]")
    expect(guest.locator(".seat-list li[data-seat=seat3]")).to_contain_text("open seat")
    expect(guest.get_by_role("button", name=re.compile("Give .* to a bot"))).to_have_count(0)


def _a_bot_chose_after_her(base: str, game_id: str, token: str) -> bool:
    """Whether a bot made a choice after seat1's latest one (so taking hers back is not free)."""
    events = api(base, "GET", f"/v1/games/{game_id}/events?after=0&limit=500", token)["events"]
    choices = [e["payload"] for e in events if e["type"] == "ChoiceMade"]
    mine = [i for i, c in enumerate(choices) if c["seat"] == "seat1"]
    return bool(mine) and any(c.get("by") == "bot" for c in choices[mine[-1] + 1:])


def _undo_refusal(base: str, game_id: str, token: str, version: int) -> str | None:
    """The code the service refuses an undo of the seat's last choice with, or None if it takes it."""
    request = urllib.request.Request(f"{base}/v1/games/{game_id}/undo", json.dumps({"expected_version": version}).encode(),
                                     {"Content-Type": "application/json", "Authorization": f"Bearer {token}"},
                                     method="POST")
    try:
        with urllib.request.urlopen(request):
            return None
    except urllib.error.HTTPError as refused:
        return json.load(refused)["code"]


def test_an_undo_only_bots_would_have_to_agree_to_is_offered_only_where_the_service_takes_it(
        server_with_bots, new_player):
    base = server_with_bots
    created = api(base, "POST", "/v1/games", body={"seats": 3, "name": "Against the bots"})
    game_id, host = created["game"]["game_id"], created["host_token"]
    token = api(base, "POST", f"/v1/games/{game_id}/seats/seat1", body={"name": "Ann"})["token"]
    for seat in ("seat2", "seat3"):
        api(base, "POST", f"/v1/games/{game_id}/seats/{seat}/bot", host, {"bot": "random"})
    # Ann plays until the bots have chosen after one of her choices and it is her move again.
    deadline = time.monotonic() + 90
    while True:
        assert time.monotonic() < deadline, "the bot seats did not play"
        view = api(base, "GET", f"/v1/games/{game_id}/view", token)
        if any(p["seat"] == "seat1" for p in view["pending"]):
            if _a_bot_chose_after_her(base, game_id, token):
                break
            options = api(base, "GET", f"/v1/games/{game_id}/options", token)
            choice = next((o["choice"] for o in options["options"] if o["choice"]["act"] != "abandon_gate"),
                          options["options"][0]["choice"])
            api(base, "POST", f"/v1/games/{game_id}/choices", token,
                {"expected_version": options["version"], "choice": choice})
        else:
            time.sleep(0.05)  # the bots' turns: poll until it is Ann's move again (the loop's condition)
    ann = new_player("ann").open(f"{base}/g/{game_id}#t={token}")
    ann.wait_for_selector("body[data-ready=true]")
    banner = ann.locator("#undo-banner")
    expect(banner).to_be_visible()
    expect(banner.get_by_role("button", name=re.compile("^Ask to undo"))).to_have_count(0)  # nobody to ask
    offered = banner.get_by_role("button", name="Undo my last choice (the bots agree)")
    version = int(ann.locator("#game").get_attribute("data-version"))
    if offered.count():
        offered.click()
        expect(ann.get_by_role("log", name="Log")).to_contain_text("takes back choices")
    else:
        expect(banner.locator("#undo-refused")).to_contain_text("a bot never agrees")
        assert _undo_refusal(base, game_id, token, version) == "undo_needs_consent"
