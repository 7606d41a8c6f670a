"""The `Accounts` port on every adapter (SQLite, Postgres, memory): sign-in links used once and
only in time, their rate limits, sessions, held seats that end with a rotated token, account
seat tokens, passkey challenges taken once, and a passkey's counter that must grow."""
from __future__ import annotations

from datetime import datetime, timedelta, timezone
from typing import Any

import pytest

from events import NewEvent, Row
from events.store import Redemption, SignInLink

START = datetime(2030, 1, 1, tzinfo=timezone.utc)


def link(link_hash: str = "L1", email: str = "a@example.org", client: str = "c1",
         now: datetime = START, most: int = 3) -> SignInLink:
    return {"link_hash": link_hash, "email": email, "client_key": client, "now": now,
            "expires_at": now + timedelta(minutes=15), "window_start": now - timedelta(minutes=15),
            "most_per_email": most, "most_per_client": most}


def redemption(link_hash: str = "L1", now: datetime = START, session: str = "S1",
               account: str = "acc1") -> Redemption:
    return {"link_hash": link_hash, "now": now, "session_hash": session, "csrf_token": "csrf",
            "session_expires_at": now + timedelta(days=30), "new_account_id": account,
            "name": ""}


def seat_rows(token: str = "hash-s1") -> list[Row]:
    return [Row("seats", {"game_id": "g1", "seat": "s1", "faction": "f", "status": "claimed",
                          "name": "Ann", "bot": None, "token_hash": token}, ("game_id", "seat"))]


@pytest.fixture
def store(make_store) -> Any:
    store = make_store()
    store.append("g1", 0, [NewEvent("Opened", {"n": 1})], rows=seat_rows())
    return store


def test_a_link_opens_a_session_once_and_creates_the_account_on_first_use(store):
    assert store.save_sign_in_link(link())
    assert store.redeem_sign_in_link(redemption()) == "acc1"
    assert store.redeem_sign_in_link(redemption(session="S2", account="other")) is None
    assert store.fetch("SELECT account_id, email FROM accounts") == [("acc1", "a@example.org")]


def test_a_second_link_to_the_same_address_finds_the_same_account(store):
    store.save_sign_in_link(link("L1"))
    store.save_sign_in_link(link("L2"))
    assert store.redeem_sign_in_link(redemption("L1")) == "acc1"
    assert store.redeem_sign_in_link(redemption("L2", session="S2", account="new")) == "acc1"


def test_an_expired_link_opens_nothing(store):
    store.save_sign_in_link(link())
    late = START + timedelta(minutes=15)
    assert store.redeem_sign_in_link(redemption(now=late)) is None
    assert store.fetch("SELECT COUNT(*) FROM account_sessions")[0][0] == 0


def test_links_are_counted_per_address_and_per_client(store):
    for n in range(3):
        assert store.save_sign_in_link(link(f"L{n}", client=f"c{n}"))
    assert not store.save_sign_in_link(link("L9", client="c9"))  # the address's fourth
    for n in range(3):
        assert store.save_sign_in_link(link(f"M{n}", email=f"m{n}@example.org", client="k"))
    assert not store.save_sign_in_link(link("M9", email="z@example.org", client="k"))
    later = START + timedelta(minutes=16)  # the window moved on
    assert store.save_sign_in_link(link("L10", client="c10", now=later))


def test_sessions_end_one_or_all(store):
    store.save_sign_in_link(link("L1"))
    store.save_sign_in_link(link("L2"))
    store.redeem_sign_in_link(redemption("L1", session="S1"))
    store.redeem_sign_in_link(redemption("L2", session="S2"))
    assert store.end_account_sessions("acc1", "S1") == 1
    assert store.end_account_sessions("acc1") == 1
    assert store.fetch("SELECT COUNT(*) FROM account_sessions")[0][0] == 0


def test_a_seat_is_held_only_with_its_current_token(store):
    store.save_sign_in_link(link())
    store.redeem_sign_in_link(redemption())
    assert store.hold_account_seats("acc1", [("g1", "s1", "stale-hash")], START) == 0
    assert store.hold_account_seats("acc1", [("g1", "s1", "hash-s1")], START) == 1
    store.issue_seat_tokens("S1", [("T1", "g1", "s1")], START)
    store.issue_seat_tokens("S1", [("T2", "g1", "s1")], START)  # replaces T1
    assert store.fetch("SELECT token_hash FROM account_seat_tokens") == [("T2",)]


def test_deleting_an_account_removes_its_sessions_seats_and_tokens(store):
    store.save_sign_in_link(link())
    store.redeem_sign_in_link(redemption())
    store.hold_account_seats("acc1", [("g1", "s1", "hash-s1")], START)
    store.issue_seat_tokens("S1", [("T1", "g1", "s1")], START)
    assert store.delete_account("acc1")
    assert not store.delete_account("acc1")
    for table in ("accounts", "account_sessions", "account_seats", "account_seat_tokens",
                  "sign_in_links"):
        assert store.fetch(f"SELECT COUNT(*) FROM {table}")[0][0] == 0, table
    assert store.fetch("SELECT name FROM seats") == [("Ann",)]  # the game keeps the name


def test_a_challenge_is_taken_once_for_its_purpose_and_not_after_it_expires(store):
    until = START + timedelta(minutes=5)
    store.save_webauthn_challenge("C1", "sign_in", None, until)
    assert store.take_webauthn_challenge("C1", "register", START) is None
    assert store.take_webauthn_challenge("C1", "sign_in", START) == (None,)
    assert store.take_webauthn_challenge("C1", "sign_in", START) is None
    store.save_webauthn_challenge("C2", "sign_in", None, until)
    assert store.take_webauthn_challenge("C2", "sign_in", until) is None


def test_a_passkey_signs_in_only_while_its_counter_grows(store):
    store.save_sign_in_link(link())
    store.redeem_sign_in_link(redemption())
    assert store.add_passkey("acc1", "K1", "pub", 5, START)
    assert not store.add_passkey("acc1", "K1", "pub", 5, START)
    opening = {"session_hash": "S9", "csrf_token": "x", "now": START,
               "expires_at": START + timedelta(days=1)}
    assert store.open_passkey_session("K1", 5, opening) is None  # did not grow: a clone
    assert store.open_passkey_session("K1", 6, opening) == "acc1"
    assert store.open_passkey_session("unknown", 7, {**opening, "session_hash": "S8"}) is None


def test_a_passkey_whose_authenticator_keeps_no_counter_signs_in_each_time(store):
    store.save_sign_in_link(link())
    store.redeem_sign_in_link(redemption())
    store.add_passkey("acc1", "K0", "pub", 0, START)
    for session in ("S7", "S8"):
        opening = {"session_hash": session, "csrf_token": "x", "now": START,
                   "expires_at": START + timedelta(days=1)}
        assert store.open_passkey_session("K0", 0, opening) == "acc1"
