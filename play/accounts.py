"""Optional accounts: sign in with an emailed link; a signed-in person's seats follow them.

Nobody needs an account: a seat's token plays its seat as it always did. An account adds three
things: a sign-in that works in any browser, seats that follow the person to that browser, and an
identity that ratings can follow from game to game (`seat_holders`).

Secrets never rest in the clear. A sign-in link carries a random token of which the store keeps
only the SHA-256 hash; it works once and for `LINK_MINUTES`. A session is a random id in an
HttpOnly cookie, stored hashed, with a CSRF token that the page sends back in a header with
every write (the cookie alone never authorises a change). Asking for a link answers the same
whether or not the address has an account (the first use of a link creates it), and both the
address and the asking client are limited to `LINKS_PER_WINDOW` links per `WINDOW_MINUTES`.

A seat is held by an account together with the seat's token hash at the time: a rotated,
handed-over or left seat is no longer followed. Deleting an account removes its sessions, links
and holds; games keep each seat's name, which belongs to the game's log.
"""
from __future__ import annotations

import hashlib
import hmac
import re
import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any, Mapping, Sequence

from events import EventStore
from play import errors, i18n, mail, tokens
from play.config import Config
from play.ratings import FinishedGame, Holders, bot_holders

LINK_MINUTES = 15
WINDOW_MINUTES = 15
LINKS_PER_WINDOW = 5  # per address and per client
SESSION_DAYS = 30
# A refused request is told to wait a minute (the API's Retry-After never exceeds one), and is
# refused again while the window still holds the limit's links.
RETRY_SECONDS = 60
LINK_PREFIX = "cwl_"
COOKIE = "cw_session"
# Beside the session, a cookie the page may read that says only "someone signed in here", so
# a page asks who only when someone may be (no secret: the session is the HttpOnly cookie).
HINT_COOKIE = "cw_account"
CSRF_HEADER = "X-CSRF-Token"
MAX_EMAIL = 254
# One @, something on each side, a dot in the domain, nothing blank or angle-bracketed.
_EMAIL = re.compile(r"^[^@\s<>()\[\],;:\"]+@[^@\s<>()\[\],;:\"]+\.[^@\s<>()\[\],;:\"]+$")


@dataclass(frozen=True)
class Account:
    account_id: str
    email: str
    name: str
    csrf_token: str
    session_hash: str

    @property
    def identity(self) -> str:
        """The identity ratings know this account by."""
        return "account:" + self.account_id


def normal_email(email: str) -> str | None:
    """The address as stored (trimmed, lower case), or None when it is not one."""
    email = email.strip().lower()
    return email if len(email) <= MAX_EMAIL and _EMAIL.match(email) else None


def secret_hash(secret: str) -> str:
    return hashlib.sha256(secret.encode("utf-8")).hexdigest()


def client_key(address: str | None) -> str:
    return hashlib.sha256(f"sign-in:{address or 'unknown'}".encode()).hexdigest()[:32]


def request_link(store: EventStore, config: Config, email: str, address: str | None,
                 base_url: str, now: datetime, lang: str = i18n.DEFAULT_LANGUAGE) -> None:
    """Mail a sign-in link to `email` (a valid address); SignInRateLimited past the limits.

    The link opens the sign-in page with the token in its fragment, which browsers never send
    to a server, so the token appears in no access log."""
    token = tokens.new_token(LINK_PREFIX)
    saved = store.save_sign_in_link({
        "link_hash": secret_hash(token), "email": email, "client_key": client_key(address),
        "now": now, "expires_at": now + timedelta(minutes=LINK_MINUTES),
        "window_start": now - timedelta(minutes=WINDOW_MINUTES),
        "most_per_email": LINKS_PER_WINDOW, "most_per_client": LINKS_PER_WINDOW})
    if not saved:
        raise errors.SignInRateLimited(RETRY_SECONDS)
    link = f"{(config.public_base_url or base_url).rstrip('/')}/account/sign-in#token={token}"
    text = i18n.render(lang, "mail-sign-in-body", {"link": link, "minutes": LINK_MINUTES})
    subject = i18n.render(lang, "mail-sign-in-subject")
    mail.send(config, mail.compose(config, email, subject, text + "\n"), now)


def redeem(store: EventStore, token: str, now: datetime) -> tuple[str, str]:
    """Use a sign-in link: (session id, CSRF token) of the new session; SignInLinkInvalid for a
    used, expired or unknown link (one answer for all three)."""
    session_id, csrf = secrets.token_urlsafe(32), secrets.token_urlsafe(24)
    account_id = store.redeem_sign_in_link({
        "link_hash": secret_hash(token), "now": now, "session_hash": secret_hash(session_id),
        "csrf_token": csrf, "session_expires_at": now + timedelta(days=SESSION_DAYS),
        "new_account_id": secrets.token_hex(8), "name": ""})
    if account_id is None:
        raise errors.SignInLinkInvalid()
    return session_id, csrf


def signed_in(store: EventStore, session_id: str | None, now: datetime) -> Account | None:
    """The account of a session cookie, if the session is open."""
    if not session_id:
        return None
    hashed = secret_hash(session_id)
    rows = store.fetch(
        "SELECT a.account_id, a.email, a.name, s.csrf_token, s.expires_at FROM account_sessions s"
        " JOIN accounts a ON a.account_id = s.account_id WHERE s.session_hash = %s", (hashed,))
    if not rows or store.time_value(rows[0][4]) <= now:
        return None
    account_id, email, name, csrf, _ = rows[0]
    return Account(account_id, email, name or _name_of(email), csrf, hashed)


def _name_of(email: str) -> str:
    """An account's name until it sets one: its address's local part."""
    return email.split("@", 1)[0]


def check_csrf(account: Account, sent: str | None) -> None:
    if not sent or not hmac.compare_digest(sent.encode(), account.csrf_token.encode()):
        raise errors.CsrfRejected()


def sign_out(store: EventStore, account: Account, everywhere: bool = False) -> int:
    return store.end_account_sessions(account.account_id,
                                      None if everywhere else account.session_hash)


def delete(store: EventStore, account: Account) -> None:
    store.delete_account(account.account_id)


def add_seats(store: EventStore, account: Account, seat_tokens: Sequence[str],
              now: datetime) -> int:
    """Let the account hold the seats of these tokens (each checked against its seat; host
    tokens and unknown ones are passed over); how many it holds now."""
    hashes = sorted({tokens.token_hash(token) for token in seat_tokens})
    if not hashes:
        return 0
    marks = ", ".join(["%s"] * len(hashes))
    rows = store.fetch(f"SELECT game_id, seat, token_hash FROM seats WHERE token_hash IN ({marks})",
                       hashes)
    return store.hold_account_seats(account.account_id, [tuple(r) for r in rows], now)


def held_seats(store: EventStore, account_id: str) -> list[tuple[str, str]]:
    """(game, seat) of every seat the account holds whose token is still the one it held."""
    rows = store.fetch(
        "SELECT h.game_id, h.seat FROM account_seats h JOIN seats s ON s.game_id = h.game_id"
        " AND s.seat = h.seat AND s.token_hash = h.token_hash WHERE h.account_id = %s"
        " ORDER BY h.held_at, h.game_id, h.seat", (account_id,))
    return [(r[0], r[1]) for r in rows]


def seat_of(store: EventStore, account: Account, game_id: str) -> tuple[str, str] | None:
    """(seat, token hash) the account plays in `game_id`, if it holds one there."""
    rows = store.fetch(
        "SELECT h.seat, h.token_hash FROM account_seats h JOIN seats s ON s.game_id = h.game_id"
        " AND s.seat = h.seat AND s.token_hash = h.token_hash"
        " WHERE h.account_id = %s AND h.game_id = %s ORDER BY h.seat", (account.account_id, game_id))
    return (rows[0][0], rows[0][1]) if rows else None


def seat_holders(store: EventStore) -> Holders:
    """A `play.ratings.Holders` function: each seat of a finished game to `account:<id>` when
    an account holds it, to `bot:<level>` for a bot's seat (play.ratings.bot_holders), else
    None. Holds are read once, when this is called."""
    held: dict[tuple[str, str], str] = {
        (r[0], r[1]): "account:" + r[2] for r in store.fetch(
            "SELECT game_id, seat, account_id FROM account_seats")}

    def holders(game: FinishedGame) -> Mapping[str, str | None]:
        known = bot_holders(game)
        return {seat: known[seat] or held.get((game.game_id, seat)) for seat in known}

    return holders


def profile(account: Account) -> dict[str, Any]:
    return {"account_id": account.account_id, "identity": account.identity,
            "email": account.email, "name": account.name, "csrf_token": account.csrf_token}


DEVICE_PREFIX = "cwa_"
# A device token's seat: held by the token's session's account, with the seat's current token.
_DEVICE_SEAT = (
    "SELECT t.game_id, t.seat, h.token_hash FROM account_seat_tokens t"
    " JOIN account_sessions s ON s.session_hash = t.session_hash"
    " JOIN account_seats h ON h.game_id = t.game_id AND h.seat = t.seat"
    " AND h.account_id = s.account_id"
    " JOIN seats st ON st.game_id = h.game_id AND st.seat = h.seat"
    " AND st.token_hash = h.token_hash"
    " WHERE t.token_hash = %s AND s.expires_at > %s")


def seat_tokens(store: EventStore, account: Account, now: datetime) -> list[dict[str, str]]:
    """A fresh token for this browser for every seat the account holds: with it, the browser
    plays the seat as with the seat's own token (`device_seat`). Shown once, stored hashed."""
    issued = [(game_id, seat, tokens.new_token(DEVICE_PREFIX))
              for game_id, seat in held_seats(store, account.account_id)]
    store.issue_seat_tokens(account.session_hash, [(tokens.token_hash(token), game_id, seat)
                                                   for game_id, seat, token in issued], now)
    return [{"game_id": game_id, "seat": seat, "token": token}
            for game_id, seat, token in issued]


def device_seat(store: EventStore, token: str, now: datetime) -> tuple[str, str, str] | None:
    """(game, seat, the seat's token hash) a browser's account seat token plays, if it still
    does (its session open, the seat still held with its current token)."""
    if not token.startswith(DEVICE_PREFIX):
        return None
    rows = store.fetch(_DEVICE_SEAT, (tokens.token_hash(token), store.encode_time(now)))
    return (rows[0][0], rows[0][1], rows[0][2]) if rows else None
