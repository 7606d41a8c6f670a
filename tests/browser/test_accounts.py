"""Optional accounts in real Chromium: a person signs in with the link the server mailed (the
.eml file the test's server wrote), adds the seat this browser holds to the account, and that
seat follows the account to a second browser (a phone) that signs in with a link of its own."""
from __future__ import annotations

import email
import email.policy
import random
import re
import threading
import time
from pathlib import Path

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import expect
from werkzeug.serving import make_server

from events.migrate import upgrade
from play.config import Config
from openskill.models import PlackettLuce
from play.timeouts import bot_turn
from accounts_api import two_accounts_play_a_rated_game
from game_page import PLAN, choose
from sandbox_api import Sandbox, api
from service.app import create_app
from service.wiring import gameplay

pytestmark = [pytest.mark.browser, pytest.mark.sqlite]


@pytest.fixture
def mail_dir(tmp_path: Path) -> Path:
    return tmp_path / "mail"


@pytest.fixture
def account_app(sqlite_url, mail_dir):
    """(the application, its address): the whole application on a free loopback port, writing its
    mail to `mail_dir`."""
    upgrade(sqlite_url)
    app = create_app(Config.from_env({"DATABASE_URL": sqlite_url, "LOG_LEVEL": "WARNING",
                                      "RATE_LIMIT_PER_TOKEN": "0", "RATE_LIMIT_PER_ADDRESS": "0",
                                      "MAIL_DIR": str(mail_dir)}))
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield app, f"http://127.0.0.1:{server.server_port}"
    server.shutdown()


@pytest.fixture
def account_server(account_app):
    return account_app[1]


def mailed_link(mail_dir: Path, count: int, timeout: float = 10.0) -> str:
    """The sign-in link of the `count`-th message the server wrote (waits for it to exist)."""
    deadline = time.monotonic() + timeout
    while len(files := sorted(mail_dir.glob("*.eml")) if mail_dir.exists() else []) < count:
        assert time.monotonic() < deadline, f"no message {count} in {mail_dir}"
        time.sleep(0.02)
    message = email.message_from_bytes(files[count - 1].read_bytes(), policy=email.policy.default)
    found = re.search(r"(http://\S+/account/sign-in#token=cwl_[A-Za-z0-9_-]+)",
                      message.get_body(("plain",)).get_content())
    assert found, "the message holds no sign-in link"
    return found[1]


def serious_violations(page) -> list[tuple[str, str]]:
    return [(v["id"], v["help"]) for v in Axe().run(page).response["violations"]
            if v["impact"] in ("serious", "critical")]


def sign_in(player, base: str, mail_dir: Path, count: int, address: str = "ann@example.org"):
    page = player.open(base + "/account")
    expect(page.get_by_role("button", name="Email me a sign-in link")).to_be_visible()
    assert serious_violations(page) == []
    page.get_by_label("Email address").fill(address)
    page.get_by_role("button", name="Email me a sign-in link").click()
    expect(page.get_by_text("a sign-in link is on its way")).to_be_visible()
    page.goto(mailed_link(mail_dir, count))
    page.wait_for_url(base + "/account")
    expect(page.locator("#account-email")).to_have_text(address)
    return page


def test_a_seat_added_to_the_account_follows_it_to_a_second_browser(
        account_server, mail_dir, new_player, screenshot):
    game = Sandbox(account_server, "Followed game")
    desktop, phone = new_player("ann", "desktop"), new_player("ann-phone", "phone")
    held = desktop.open(game.link("seat1"))
    held.wait_for_selector("body[data-ready=true]")

    page = sign_in(desktop, account_server, mail_dir, 1)
    assert "token=" not in page.url  # the link's token left the address bar
    session = next(c for c in desktop.context.cookies() if c["name"] == "cw_session")
    assert session["httpOnly"] and session["sameSite"] == "Lax"
    assert "cw_session" not in page.evaluate("document.cookie")  # no script reads the session
    page.get_by_role("button", name="Add this browser's seats to my account").click()
    # The profile lists the seat's game in progress, by its name and the seat's faction.
    expect(page.locator("#account-playing a")).to_have_text("Followed game · Great Cthulhu")
    screenshot(page, "account-desktop")
    assert serious_violations(page) == []

    phone_page = sign_in(phone, account_server, mail_dir, 2)
    expect(phone_page.locator("#account-playing a")).to_have_text("Followed game · Great Cthulhu")
    home = phone.open(account_server + "/")
    expect(home.locator(f'#mine li[data-game-id="{game.id}"]')).to_be_visible()
    screenshot(home, "account-phone-my-games")
    # The phone plays the seat with a token of its own, not the first browser's.
    token = home.evaluate(f"JSON.parse(localStorage.getItem('cw.games'))['{game.id}'].token")
    assert token.startswith("cwa_") and token != game.tokens["seat1"]
    you = home.evaluate(
        """async ([id, token]) => (await (await fetch(`/v1/games/${id}/view`,
             {headers: {Authorization: `Bearer ${token}`}})).json()).you""", [game.id, token])
    assert you == "seat1"
    # And plays it from the game page, as a person would, from the card in My games.
    home.locator(f'#mine li[data-game-id="{game.id}"] a').first.click()
    home.wait_for_selector("body[data-ready=true]")
    before = game.version()
    seat, label = PLAN[0]
    assert seat == "seat1"
    choose(home, label)
    assert game.version() > before


def test_signing_out_leaves_the_account_page_signed_out(account_server, mail_dir, new_player):
    ann = new_player("ann", "desktop")
    page = sign_in(ann, account_server, mail_dir, 1)
    page.get_by_role("button", name="Sign out", exact=True).click()
    expect(page.get_by_role("button", name="Email me a sign-in link")).to_be_visible()
    cookies = [c["name"] for c in ann.context.cookies()]
    assert "cw_session" not in cookies and "cw_account" not in cookies


def test_a_passkey_added_while_signed_in_signs_a_new_browser_in(account_server, mail_dir,
                                                                   new_player):
    # WebAuthn needs a secure context: localhost is one, a bare IP address is not a valid RP id.
    base = account_server.replace("127.0.0.1", "localhost")
    ann = new_player("ann", "desktop")
    page = ann.open(base + "/account")
    authenticator = ann.context.new_cdp_session(page)
    authenticator.send("WebAuthn.enable")
    added = authenticator.send("WebAuthn.addVirtualAuthenticator", {"options": {
        "protocol": "ctap2", "transport": "internal", "hasResidentKey": True,
        "hasUserVerification": True, "isUserVerified": True}})
    page.get_by_label("Email address").fill("ann@example.org")
    page.get_by_role("button", name="Email me a sign-in link").click()
    expect(page.get_by_text("a sign-in link is on its way")).to_be_visible()
    page.goto(mailed_link(mail_dir, 1).replace("127.0.0.1", "localhost"))
    page.wait_for_url(base + "/account")
    page.get_by_role("button", name="Add a passkey").click()
    expect(page.get_by_text("Your passkey is added")).to_be_visible()
    credentials = authenticator.send("WebAuthn.getCredentials",
                                     {"authenticatorId": added["authenticatorId"]})["credentials"]
    assert len(credentials) == 1 and credentials[0]["isResidentCredential"]

    # Signed out, the same device signs in with the passkey alone: no address, no link.
    page.get_by_role("button", name="Sign out", exact=True).click()
    expect(page.get_by_role("button", name="Sign in with a passkey")).to_be_visible()
    page.get_by_role("button", name="Sign in with a passkey").click()
    expect(page.locator("#account-email")).to_have_text("ann@example.org")
    assert len(list(mail_dir.glob("*.eml"))) == 1  # no second link was needed


def test_a_german_browser_reads_the_account_page_and_gets_its_link_in_german(
        account_server, mail_dir, new_player):
    anke = new_player("anke", "phone", locale="de-DE")
    page = anke.open(account_server + "/account")
    expect(page.get_by_role("heading", name="Dein Konto")).to_be_visible()
    page.get_by_label("E-Mail-Adresse").fill("anke@example.org")
    page.get_by_role("button", name="Schick mir einen Anmeldelink").click()
    expect(page.get_by_text("ist ein Anmeldelink unterwegs")).to_be_visible()
    page.goto(mailed_link(mail_dir, 1))
    page.wait_for_url(account_server + "/account")
    expect(page.get_by_role("button", name="Überall abmelden")).to_be_visible()
    message = sorted(mail_dir.glob("*.eml"))[0].read_bytes()
    parsed = email.message_from_bytes(message, policy=email.policy.default)
    assert parsed["Subject"] == "Dein Anmeldelink für Cthulhu Wars"


@pytest.mark.parametrize("device", ["desktop", "phone"])
def test_a_rated_game_between_two_accounts_ranks_them_on_the_stats_page(account_app, mail_dir, new_player, device):
    """Two signed-in people play a rated game to its end: both are rated, and the stats page lists
    them by name (never by address), best first, with their uncertainty and one game each."""
    app, base = account_app
    table, _ = two_accounts_play_a_rated_game(app, mail_dir)
    page = new_player("reader", device).open(base + "/stats")
    page.wait_for_selector("body[data-ready=true]")
    table = page.get_by_role("table", name="Ratings, best first")
    rows = table.locator("tbody tr")
    expect(rows).to_have_count(2)
    board = app.test_client().get("/v1/leaderboard").get_json()["ratings"]
    assert {r["name"] for r in board} == {"Player seat1", "Player seat2"}
    expect(rows.locator("th")).to_have_text([r["name"] for r in board])  # in the service's order
    for n in range(2):
        cells = rows.nth(n).locator("td")
        expect(cells.nth(0)).to_have_text(str(n + 1))
        expect(cells.nth(3)).to_have_text("1")
        assert cells.nth(2).inner_text().startswith("± ")
    assert "@example.org" not in page.content()
    assert serious_violations(page) == []


def test_the_game_page_shows_each_rated_players_rating_beside_their_seat(account_app, mail_dir, new_player):
    """After a rated game, its page shows each seat's holder's rating beside the seat's name, as
    GET /v1/games/{id}/ratings answers it."""
    app, base = account_app
    table, _ = two_accounts_play_a_rated_game(app, mail_dir)
    answer = app.test_client().get(f"/v1/games/{table.game_id}/ratings")
    assert answer.status_code == 200
    seats = answer.get_json()["seats"]
    assert set(seats) == {"seat1", "seat2"}
    page = new_player("reader", "desktop").open(f"{base}/g/{table.game_id}")
    page.wait_for_selector("body[data-ready=true]")
    for seat, rated in seats.items():
        faction = {"seat1": "great_cthulhu", "seat2": "crawling_chaos"}[seat]
        expect(page.locator(f"section.board.f-{faction} .who")).to_contain_text(
            f"(rating {rated['rating']:.1f} ± {rated['uncertainty']:.1f})")
    missing = app.test_client().get("/v1/games/nope/ratings")
    assert missing.status_code == 404 and missing.get_json()["code"] == "game_not_found"


def _play_to_the_end(app, base: str, game_id: str, tokens: dict[str, str], rng: random.Random) -> int:
    """People's seats choose at random among their options over the API, with the tokens their
    browsers hold; the bot seat is played as the service's sweeper plays it (one decision a turn)."""
    with app.app_context():
        gp = gameplay()
        for made in range(5000):
            game = api(base, "GET", f"/v1/games/{game_id}")
            if game["status"] != "active":
                return made
            seat = game["pending"][0]["seat"]
            if seat not in tokens:
                assert bot_turn(gp, game_id) == 1, f"the bot of {seat} did not move"
                continue
            listed = api(base, "GET", f"/v1/games/{game_id}/options", tokens[seat])
            api(base, "POST", f"/v1/games/{game_id}/choices", tokens[seat],
                {"expected_version": listed["version"], "choice": rng.choice(listed["options"])["choice"]})
    raise AssertionError("the game did not end")


def test_a_rated_game_between_two_accounts_and_a_bot_moves_all_three_ratings(account_app, mail_dir, new_player):
    """Ann creates a rated game in her browser with a random bot in seat 3, Bob takes seat 2 on his
    phone; both sign in with mailed links and add their seats to their accounts. Before the game
    ends nobody is rated; once it ends by the rules, all three holders (two accounts and the bot's
    level) are rated from their first game, shown on the stats page, beside each seat on the game
    page and on each person's profile."""
    app, base = account_app
    ann, bob = new_player("ann", "desktop"), new_player("bob", "phone")
    page = ann.open(base + "/new")
    page.get_by_label("Seats").select_option("3")
    page.get_by_label("Game name").fill("Rated with a bot")
    for seat, faction in (("1", "great_cthulhu"), ("2", "crawling_chaos"), ("3", "black_goat")):
        page.get_by_label(f"Seat {seat} faction").select_option(faction)
    page.get_by_label("Seat 3 played by").select_option("random")
    page.get_by_label("Your name", exact=False).fill("Ann")
    page.get_by_role("checkbox", name=re.compile("^Rated")).check()
    page.get_by_role("button", name="Create the game").click()
    expect(page.get_by_role("heading", name="Your game is ready")).to_be_visible()
    links = {box.get_attribute("data-seat"): box.input_value() for box in page.locator("#links input").all()}
    assert sorted(links) == ["host", "seat2"]
    game_id = links["host"].split("/g/")[1].split("#")[0]
    seat_page = bob.open(links["seat2"])
    seat_page.get_by_label("Your name").fill("Bob")
    seat_page.get_by_role("button", name="Take the seat").click()
    seat_page.wait_for_url(re.compile(r"/g/[^/#?]+$"))
    seat_page.wait_for_selector("body[data-ready=true]")
    game = api(base, "GET", f"/v1/games/{game_id}")
    assert game["status"] == "active" and game["rated"] is True

    tokens = {}
    for n, (player, seat, name, address) in enumerate(
            ((ann, "seat1", "Ann", "ann@example.org"), (bob, "seat2", "Bob", "bob@example.org"))):
        account = sign_in(player, base, mail_dir, n + 1, address)
        account.get_by_label("Your name on the leaderboard").fill(name)
        account.get_by_role("button", name="Save name").click()
        account.get_by_role("button", name="Add this browser's seats to my account").click()
        expect(account.locator("#account-playing a")).to_have_text("Rated with a bot · "
                                                                   + ("Great Cthulhu", "Crawling Chaos")[n])
        tokens[seat] = account.evaluate(f"JSON.parse(localStorage.getItem('cw.games'))['{game_id}'].token")
    assert api(base, "GET", "/v1/leaderboard")["ratings"] == []  # nobody is rated before the end
    assert api(base, "GET", f"/v1/games/{game_id}/ratings")["seats"] == {}

    _play_to_the_end(app, base, game_id, tokens, random.Random(5))
    assert api(base, "GET", f"/v1/games/{game_id}")["status"] == "finished"
    board = api(base, "GET", "/v1/leaderboard")["ratings"]
    assert sorted(r["name"] for r in board) == ["Ann", "Bob", "Bot (random)"]
    fresh = PlackettLuce()  # where every newcomer starts
    for row in board:  # each holder's rating moved from where every newcomer starts
        assert row["games"] == 1
        assert row["uncertainty"] < fresh.sigma and row["rating"] != pytest.approx(fresh.mu)
    seats = api(base, "GET", f"/v1/games/{game_id}/ratings")["seats"]
    assert sorted(seats) == ["seat1", "seat2", "seat3"]

    stats = ann.open(base + "/stats")
    stats.wait_for_selector("body[data-ready=true]")
    rows = stats.get_by_role("table", name="Ratings, best first").locator("tbody tr")
    expect(rows.locator("th")).to_have_text([r["name"] for r in board])
    game_page = bob.open(f"{base}/g/{game_id}")
    game_page.wait_for_selector("body[data-ready=true]")
    for seat, faction in (("seat1", "great_cthulhu"), ("seat2", "crawling_chaos"), ("seat3", "black_goat")):
        rated = seats[seat]
        expect(game_page.locator(f"section.board.f-{faction} .who")).to_contain_text(
            f"(rating {rated['rating']:.1f} ± {rated['uncertainty']:.1f})")
    profile = ann.open(base + "/account")
    expect(profile.locator("#account-rating")).to_contain_text(f"{seats['seat1']['rating']:.1f}")
    expect(profile.locator("#account-finished a")).to_have_text(
        re.compile(r"^Rated with a bot · Great Cthulhu · (won|lost)$"))
