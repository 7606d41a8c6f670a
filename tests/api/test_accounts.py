"""Optional accounts over the API, on both run modes (SQLite alone, Postgres with Redis): sign
in by an emailed link, sessions and their CSRF tokens, signing out, deleting an account, and
seats held by an account following it to another browser."""
from __future__ import annotations

import io
import json
from datetime import timedelta
from pathlib import Path

import pytest
from accounts_api import (
    TWO,
    ask,
    link_token,
    mails,
    sign_in,
    two_accounts_play_a_rated_game,
)
from api_table import open_table
from click.testing import CliRunner
from webauthn.helpers import bytes_to_base64url

from events.migrate import upgrade
from play import accounts, ratings
from play.config import Config
from play.ratings import FinishedGame
from service.app import create_app
from service.cli import main
from service.dependencies import dependencies
from service.http.logging import configure_logging


@pytest.fixture
def mail_dir(tmp_path: Path) -> Path:
    return tmp_path / "mail"


@pytest.fixture
def app(mode: dict[str, str], mail_dir: Path):
    upgrade(mode["DATABASE_URL"])
    env = {**mode, "LOG_JSON": "false", "LOG_LEVEL": "WARNING", "RATE_LIMIT_PER_TOKEN": "0",
           "RATE_LIMIT_PER_ADDRESS": "0", "MAIL_DIR": str(mail_dir)}
    app = create_app(Config.from_env(env))
    yield app
    dependencies(app).close()


def test_a_sign_in_link_is_mailed_and_its_first_use_creates_the_account(client, mail_dir):
    asked = ask(client)
    assert asked.status_code == 202 and asked.get_json() == {"sent": True, "expires_in": 900}
    [message] = mails(mail_dir)
    assert message["To"] == "ada@example.org"
    assert client.get("/v1/account").status_code == 401
    used = client.post("/v1/account/sign-in/link", json={"token": link_token(message)})
    assert used.status_code == 200
    cookie = next(c for c in used.headers.getlist("Set-Cookie") if c.startswith("cw_session="))
    assert "HttpOnly" in cookie and "SameSite=Lax" in cookie and "Path=/" in cookie
    assert "Secure" not in cookie  # plain HTTP here; over TLS it is Secure (next test)
    who = client.get("/v1/account").get_json()
    assert who["email"] == "ada@example.org" and who["identity"].startswith("account:")
    assert who["seats"] == []


def test_the_session_cookie_is_secure_over_tls(client, mail_dir):
    ask(client)
    token = link_token(mails(mail_dir)[-1])
    used = client.post("/v1/account/sign-in/link", json={"token": token},
                       base_url="https://localhost")
    cookies = used.headers.getlist("Set-Cookie")
    session = next(c for c in cookies if c.startswith("cw_session="))
    assert "Secure" in session and "HttpOnly" in session
    hint = next(c for c in cookies if c.startswith("cw_account="))
    assert hint.startswith("cw_account=1;") and "HttpOnly" not in hint


def test_the_sign_in_mail_speaks_the_askers_language(client, mail_dir):
    client.post("/v1/account/sign-in", json={"email": "ada@example.org"},
                headers={"Accept-Language": "de-DE, de;q=0.9"})
    [message] = mails(mail_dir)
    assert message["Subject"] == "Dein Anmeldelink für Cthulhu Wars"
    assert "gilt einmal, 15 Minuten lang" in message.get_body(("plain",)).get_content()
    assert link_token(message).startswith("cwl_")


def test_the_session_cookie_is_secure_behind_a_proxy_that_ends_tls(mode, mail_dir):
    upgrade(mode["DATABASE_URL"])
    app = create_app(Config.from_env({**mode, "LOG_LEVEL": "WARNING", "MAIL_DIR": str(mail_dir),
                                      "PUBLIC_BASE_URL": "https://cw.example.org"}))
    try:
        client = app.test_client()
        ask(client)
        message = mails(mail_dir)[-1]
        assert "https://cw.example.org/account/sign-in#token=" in \
            message.get_body(("plain",)).get_content()
        used = client.post("/v1/account/sign-in/link", json={"token": link_token(message)})
        session = next(c for c in used.headers.getlist("Set-Cookie")
                       if c.startswith("cw_session="))
        assert "Secure" in session
    finally:
        dependencies(app).close()


def test_signing_in_again_finds_the_same_account(client, mail_dir):
    first = sign_in(client, mail_dir)
    client.delete_cookie(accounts.COOKIE)
    again = sign_in(client, mail_dir, "  ADA@example.org ")
    assert again["account_id"] == first["account_id"]


def test_without_a_session_the_account_is_a_401_problem(client):
    answer = client.get("/v1/account")
    assert answer.status_code == 401
    assert answer.mimetype == "application/problem+json"
    assert answer.get_json()["code"] == "not_signed_in"


def test_a_link_works_once(client, mail_dir):
    ask(client)
    token = link_token(mails(mail_dir)[-1])
    assert client.post("/v1/account/sign-in/link", json={"token": token}).status_code == 200
    again = client.post("/v1/account/sign-in/link", json={"token": token})
    assert again.status_code == 400 and again.get_json()["code"] == "sign_in_link_invalid"
    assert token not in again.get_data(as_text=True)


def test_a_link_expires_after_fifteen_minutes(app, client, mail_dir):
    ask(client)
    token = link_token(mails(mail_dir)[-1])
    gp = dependencies(app).gameplay
    started = gp.clock()
    gp.clock = lambda: started + timedelta(minutes=accounts.LINK_MINUTES, seconds=1)
    late = client.post("/v1/account/sign-in/link", json={"token": token})
    assert late.status_code == 400 and late.get_json()["code"] == "sign_in_link_invalid"
    assert client.get("/v1/account").status_code == 401


def test_the_link_token_and_session_id_are_kept_only_as_hashes(app, client, mail_dir):
    ask(client)
    token = link_token(mails(mail_dir)[-1])
    used = client.post("/v1/account/sign-in/link", json={"token": token})
    session_id = client.get_cookie(accounts.COOKIE).value
    store = dependencies(app).store
    links = store.fetch("SELECT link_hash FROM sign_in_links")
    sessions = store.fetch("SELECT session_hash FROM account_sessions")
    assert [r[0] for r in links] == [accounts.secret_hash(token)]
    assert [r[0] for r in sessions] == [accounts.secret_hash(session_id)]
    assert session_id not in used.get_data(as_text=True)


def test_asking_answers_the_same_for_known_and_unknown_addresses(client, mail_dir):
    sign_in(client, mail_dir, "known@example.org")
    known = ask(client, "known@example.org")
    unknown = ask(client, "nobody@example.org")
    assert (known.status_code, known.get_json()) == (unknown.status_code, unknown.get_json())


def test_a_malformed_address_is_refused_and_nothing_is_sent(client, mail_dir):
    answer = ask(client, "not an address")
    assert answer.status_code == 422 and answer.get_json()["code"] == "invalid_email"
    assert mails(mail_dir) == []


def test_links_are_limited_per_address(client, mail_dir):
    for n in range(accounts.LINKS_PER_WINDOW):
        client.environ_base["REMOTE_ADDR"] = f"10.0.0.{n + 1}"
        assert ask(client).status_code == 202
    client.environ_base["REMOTE_ADDR"] = "10.0.1.1"
    refused = ask(client)
    assert refused.status_code == 429 and refused.get_json()["code"] == "sign_in_rate_limited"
    assert "Retry-After" in refused.headers
    assert len(mails(mail_dir)) == accounts.LINKS_PER_WINDOW


def test_links_are_limited_per_client(client, mail_dir):
    for n in range(accounts.LINKS_PER_WINDOW):
        assert ask(client, f"p{n}@example.org").status_code == 202
    refused = ask(client, "another@example.org")
    assert refused.status_code == 429 and refused.get_json()["code"] == "sign_in_rate_limited"


def test_a_cookie_write_without_the_csrf_token_is_refused_and_changes_nothing(client, mail_dir):
    sign_in(client, mail_dir)
    for method, path in (("post", "/v1/account/sign-out"), ("delete", "/v1/account"),
                         ("post", "/v1/account/sign-out-everywhere"),
                         ("post", "/v1/account/seat-tokens")):
        for sent in ({}, {"X-CSRF-Token": "wrong"}):
            answer = getattr(client, method)(path, headers=sent)
            assert answer.status_code == 403, (path, sent)
            assert answer.get_json()["code"] == "csrf_rejected"
    assert client.get("/v1/account").status_code == 200


def test_signing_out_ends_this_session_only(app, mail_dir):
    here, there = app.test_client(), app.test_client()
    mine = sign_in(here, mail_dir)
    sign_in(there, mail_dir)
    out = here.post("/v1/account/sign-out", headers={"X-CSRF-Token": mine["csrf_token"]})
    assert out.status_code == 204
    assert here.get("/v1/account").status_code == 401
    assert there.get("/v1/account").status_code == 200


def test_signing_out_everywhere_ends_every_session(app, mail_dir):
    here, there = app.test_client(), app.test_client()
    mine = sign_in(here, mail_dir)
    sign_in(there, mail_dir)
    out = here.post("/v1/account/sign-out-everywhere",
                    headers={"X-CSRF-Token": mine["csrf_token"]})
    assert out.status_code == 204
    assert here.get("/v1/account").status_code == 401
    assert there.get("/v1/account").status_code == 401


def test_seats_added_to_an_account_follow_it_to_another_browser(app, client, mail_dir):
    table = open_table(client, seats=3)
    phone, laptop = app.test_client(), app.test_client()
    me = sign_in(phone, mail_dir)
    added = phone.post("/v1/account/seats", json={"tokens": [table.seats["seat1"], "cws_nope",
                                                              table.host]},
                       headers={"X-CSRF-Token": me["csrf_token"]})
    assert added.status_code == 200, added.get_json()
    assert added.get_json()["held"] == 1
    assert added.get_json()["seats"] == [{"game_id": table.game_id, "seat": "seat1"}]
    other = sign_in(laptop, mail_dir)
    issued = laptop.post("/v1/account/seat-tokens", headers={"X-CSRF-Token": other["csrf_token"]})
    [entry] = issued.get_json()["seats"]
    assert entry["game_id"] == table.game_id and entry["seat"] == "seat1"
    view = laptop.get(f"/v1/games/{table.game_id}/view",
                      headers={"Authorization": f"Bearer {entry['token']}"})
    assert view.status_code == 200 and view.get_json()["you"] == "seat1"
    listed = laptop.post("/v1/my-games", json={"tokens": [entry["token"]]}).get_json()["games"]
    assert [(g["game_id"], g["seat"]) for g in listed] == [(table.game_id, "seat1")]
    # The seat's own token keeps working beside the account's.
    assert table.get("/view", "seat1").get_json()["you"] == "seat1"


def test_a_browsers_seat_token_ends_with_its_session(app, client, mail_dir):
    table = open_table(client, seats=3)
    me = sign_in(client, mail_dir)
    client.post("/v1/account/seats", json={"tokens": [table.seats["seat2"]]},
                headers={"X-CSRF-Token": me["csrf_token"]})
    [entry] = client.post("/v1/account/seat-tokens",
                          headers={"X-CSRF-Token": me["csrf_token"]}).get_json()["seats"]
    client.post("/v1/account/sign-out", headers={"X-CSRF-Token": me["csrf_token"]})
    view = client.get(f"/v1/games/{table.game_id}/view",
                      headers={"Authorization": f"Bearer {entry['token']}"})
    assert view.status_code == 401 and view.get_json()["code"] == "invalid_token"


def test_a_rotated_seat_token_ends_the_accounts_hold(app, client, mail_dir):
    table = open_table(client, seats=3)
    me = sign_in(client, mail_dir)
    client.post("/v1/account/seats", json={"tokens": [table.seats["seat1"]]},
                headers={"X-CSRF-Token": me["csrf_token"]})
    rotated = table.post("/seats/seat1/token", {}, "seat1")
    assert rotated.status_code in (200, 201), rotated.get_json()
    assert client.get("/v1/account").get_json()["seats"] == []


def test_deleting_the_account_keeps_the_games_and_the_seat_tokens(app, client, mail_dir):
    table = open_table(client, seats=3)
    me = sign_in(client, mail_dir)
    client.post("/v1/account/seats", json={"tokens": [table.seats["seat1"]]},
                headers={"X-CSRF-Token": me["csrf_token"]})
    seats_before = table.get("").get_json()["seats"]
    gone = client.delete("/v1/account", headers={"X-CSRF-Token": me["csrf_token"]})
    assert gone.status_code == 204
    assert client.get("/v1/account").status_code == 401
    store = dependencies(app).store
    assert store.fetch("SELECT COUNT(*) FROM accounts")[0][0] == 0
    assert store.fetch("SELECT COUNT(*) FROM account_seats")[0][0] == 0
    assert table.get("").get_json()["seats"] == seats_before
    assert table.get("/view", "seat1").get_json()["you"] == "seat1"


def test_seat_holders_names_the_accounts_and_the_bots_of_a_finished_game(app, client, mail_dir):
    table = open_table(client, seats=3)
    me = sign_in(client, mail_dir)
    client.post("/v1/account/seats", json={"tokens": [table.seats["seat1"]]},
                headers={"X-CSRF-Token": me["csrf_token"]})
    store = dependencies(app).store
    game = FinishedGame(table.game_id, dependencies(app).gameplay.clock(), "doom_30", (),
                        {}, {"seat1": "a", "seat2": "b", "seat3": "c"}, {"seat3": "random"})
    assert accounts.seat_holders(store)(game) == {
        "seat1": me["identity"], "seat2": None, "seat3": "bot:random"}


def test_ratings_rebuild_names_the_seats_held_by_accounts(app, mode, mail_dir):
    _, people = two_accounts_play_a_rated_game(app, mail_dir)
    out = CliRunner().invoke(main, ["ratings", "rebuild"], env={**mode, "MAIL_DIR": str(mail_dir)})
    assert out.exit_code == 0, out.output
    answer = json.loads(out.output)
    assert answer["games"] == 1
    assert {row["identity"] for row in answer["ratings"]} == {me["identity"] for _, me in people}
    assert all(row["games"] == 1 for row in answer["ratings"])


def test_the_leaderboard_ranks_accounts_by_name_never_by_address(app, client, mail_dir):
    table, people = two_accounts_play_a_rated_game(app, mail_dir)
    board = client.get("/v1/leaderboard")
    assert board.status_code == 200
    rows = board.get_json()["ratings"]
    assert {r["name"] for r in rows} == {"Player seat1", "Player seat2"}
    assert [r["ordinal"] for r in rows] == sorted((r["ordinal"] for r in rows), reverse=True)
    assert "@example.org" not in board.get_data(as_text=True)
    (game,) = ratings.finished_games(dependencies(app).store)
    places = ratings.placement(game)
    if places["seat1"] != places["seat2"]:  # the better placed seat's account is rated above
        assert rows[0]["name"] == f"Player {min(places, key=places.get)}"
        assert rows[0]["rating"] > rows[1]["rating"]
    else:
        assert rows[0]["rating"] == rows[1]["rating"]


def test_the_profile_shows_finished_games_the_record_per_faction_and_the_rating(app, mail_dir):
    table, people = two_accounts_play_a_rated_game(app, mail_dir)
    person, me = people[0]
    profile = person.get("/v1/account/profile")
    assert profile.status_code == 200, profile.get_json()
    body = profile.get_json()
    assert body["name"] == "Player seat1" and body["playing"] == []
    [game] = body["finished"]
    won = TWO[0] in table.get("").get_json()["result"]["winners"]
    assert (game["game_id"], game["faction"], game["won"]) == (table.game_id, TWO[0], won)
    assert body["record"] == {TWO[0]: {"played": 1, "won": int(won)}}
    assert body["rating"]["games"] == 1


def test_a_name_with_a_line_break_is_refused_and_the_name_is_kept(client, mail_dir):
    me = sign_in(client, mail_dir)
    refused = client.patch("/v1/account", json={"name": "Ann\nBcc: x"},
                           headers={"X-CSRF-Token": me["csrf_token"]})
    assert refused.status_code == 422
    assert client.get("/v1/account").get_json()["name"] == me["name"]


def fake_answer(challenge: str, kind: str = "webauthn.get") -> dict:
    """A credential answer naming `challenge` in its client data, with no valid signature."""
    client_data = json.dumps({"type": kind, "challenge": challenge,
                              "origin": "http://localhost"}).encode()
    return {"id": "AAAA", "rawId": "AAAA", "type": "public-key", "response": {
        "clientDataJSON": bytes_to_base64url(client_data), "authenticatorData": "AAAA",
        "signature": "AAAA", "userHandle": None}, "clientExtensionResults": {}}


def test_passkey_sign_in_options_ask_for_any_passkey_of_this_site(client):
    answer = client.post("/v1/account/passkey-sign-in/options")
    assert answer.status_code == 200
    options = answer.get_json()["options"]
    assert options["rpId"] == "localhost" and options["challenge"]
    assert options.get("allowCredentials", []) == []


def test_a_passkey_answer_for_an_unknown_challenge_is_refused(client):
    refused = client.post("/v1/account/passkey-sign-in",
                          json={"credential": fake_answer("bm90LWEtY2hhbGxlbmdl")})
    assert refused.status_code == 400 and refused.get_json()["code"] == "passkey_refused"
    assert client.get("/v1/account").status_code == 401


def test_a_passkey_challenge_is_taken_once_even_by_a_failed_answer(app, client):
    challenge = client.post("/v1/account/passkey-sign-in/options").get_json()["options"]["challenge"]
    for _ in range(2):
        refused = client.post("/v1/account/passkey-sign-in",
                              json={"credential": fake_answer(challenge)})
        assert refused.status_code == 400 and refused.get_json()["code"] == "passkey_refused"
    store = dependencies(app).store
    assert store.fetch("SELECT COUNT(*) FROM webauthn_challenges")[0][0] == 0


def test_a_malformed_passkey_answer_is_refused_not_a_server_error(client):
    for credential in ({}, {"response": {"clientDataJSON": "%%%"}}, {"response": []}):
        refused = client.post("/v1/account/passkey-sign-in", json={"credential": credential})
        assert refused.status_code == 400 and refused.get_json()["code"] == "passkey_refused"


def test_registering_a_passkey_needs_the_session_and_its_csrf_token(client, mail_dir):
    assert client.post("/v1/account/passkeys/options").status_code == 401
    me = sign_in(client, mail_dir)
    assert client.post("/v1/account/passkeys/options").status_code == 403
    options = client.post("/v1/account/passkeys/options",
                          headers={"X-CSRF-Token": me["csrf_token"]}).get_json()["options"]
    assert options["user"]["name"] == "ada@example.org"
    assert options["authenticatorSelection"]["residentKey"] == "required"
    # An answer with no valid attestation is refused; a sign-in challenge registers nothing.
    refused = client.post("/v1/account/passkeys", headers={"X-CSRF-Token": me["csrf_token"]},
                          json={"credential": fake_answer(options["challenge"], "webauthn.create")})
    assert refused.status_code == 400 and refused.get_json()["code"] == "passkey_refused"
    other = client.post("/v1/account/passkey-sign-in/options").get_json()["options"]["challenge"]
    refused = client.post("/v1/account/passkeys", headers={"X-CSRF-Token": me["csrf_token"]},
                          json={"credential": fake_answer(other, "webauthn.create")})
    assert refused.status_code == 400 and refused.get_json()["code"] == "passkey_refused"
    assert client.get("/v1/account").status_code == 200


def test_no_link_token_session_id_or_seat_token_reaches_a_log_line(app, client, mail_dir):
    stream = io.StringIO()
    configure_logging("DEBUG", json=True, stream=stream)
    table = open_table(client, seats=3)
    ask(client)
    token = link_token(mails(mail_dir)[-1])
    me = client.post("/v1/account/sign-in/link", json={"token": token}).get_json()
    client.post("/v1/account/sign-in/link", json={"token": token})  # refused: used
    session_id = client.get_cookie(accounts.COOKIE).value
    client.post("/v1/account/seats", json={"tokens": [table.seats["seat1"]]},
                headers={"X-CSRF-Token": me["csrf_token"]})
    [entry] = client.post("/v1/account/seat-tokens",
                          headers={"X-CSRF-Token": me["csrf_token"]}).get_json()["seats"]
    client.get(f"/v1/games/{table.game_id}/view",
               headers={"Authorization": f"Bearer {entry['token']}"})
    logged = stream.getvalue()
    assert "/v1/account/sign-in/link" in logged  # the requests were logged
    for secret in (token, session_id, me["csrf_token"], entry["token"], table.seats["seat1"]):
        assert secret not in logged


def test_the_leaderboard_follows_games_that_end_after_it_was_first_read(app, client, mail_dir):
    assert client.get("/v1/leaderboard").get_json() == {"ratings": []}
    _, people = two_accounts_play_a_rated_game(app, mail_dir)
    rows = client.get("/v1/leaderboard").get_json()["ratings"]
    assert {r["identity"] for r in rows} == {me["identity"] for _, me in people}
    person, me = people[0]
    person.delete("/v1/account", headers={"X-CSRF-Token": me["csrf_token"]})
    # The game now has one identity left, and a game rates nobody without two (play.ratings).
    assert client.get("/v1/leaderboard").get_json() == {"ratings": []}
