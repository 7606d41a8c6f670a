"""Routes of optional accounts: sign in with an emailed link, sign out, delete; seats held.

No route of the game needs an account. A session is a cookie (HttpOnly, SameSite=Lax, Secure
over TLS); every write made with it also carries the session's CSRF token in `X-CSRF-Token`
(play.accounts). Secrets (the link's token, the session id) are in no answer but the cookie,
in no log line and in no problem text.
"""
from __future__ import annotations

from flask import Response, request
from flask_smorest import Blueprint

from play import accounts, errors, passkeys, standings
from play.config import Config
from service.dependencies import dependencies
from service.http.language import language
from service.schemas.accounts import (AccountSchema, DeviceTokensSchema, HeldSchema,
                                      LeaderboardSchema, PasskeyAddedSchema, SeatRatingsSchema,
                                      PasskeyCredentialSchema, PasskeyOptionsSchema,
                                      ProfileSchema, RenameSchema,
                                      SeatTokensBodySchema, SignInLinkSchema,
                                      SignInRequestSchema, SignInSentSchema)
from service.wiring import gameplay

blp = Blueprint("account", __name__, url_prefix="/v1",
                description="Optional accounts: sign in by emailed link; seats that follow you; "
                            "profiles and the leaderboard.")

CSRF_HEADER = accounts.CSRF_HEADER
_CSRF = "not_signed_in (401); csrf_rejected (403: no or another X-CSRF-Token)"


def current() -> accounts.Account:
    """The signed-in account of this request; NotSignedIn otherwise."""
    gp = gameplay()
    account = accounts.signed_in(gp.store, request.cookies.get(accounts.COOKIE), gp.clock())
    if account is None:
        raise errors.NotSignedIn()
    return account


def writer() -> accounts.Account:
    """The signed-in account of a write, whose page sent the session's CSRF token."""
    account = current()
    accounts.check_csrf(account, request.headers.get(CSRF_HEADER))
    return account


def _answer(account: accounts.Account) -> dict:
    seats = accounts.held_seats(gameplay().store, account.account_id)
    return {**accounts.profile(account),
            "seats": [{"game_id": game_id, "seat": seat} for game_id, seat in seats]}


def _cookie(response: Response, value: str, max_age: int) -> Response:
    """Set (or, with max_age 0, clear) the session cookie and its readable hint: Secure when
    the request came over TLS, or the site is served over it (PUBLIC_BASE_URL https://...)
    behind a proxy that ends TLS."""
    config: Config = dependencies().config
    secure = request.is_secure or (config.public_base_url or "").startswith("https://")
    response.set_cookie(accounts.COOKIE, value, max_age=max_age, path="/", httponly=True,
                        secure=secure, samesite="Lax")
    response.set_cookie(accounts.HINT_COOKIE, "1" if max_age else "", max_age=max_age, path="/",
                        secure=secure, samesite="Lax")
    return response


@blp.route("/account/sign-in", methods=["POST"])
@blp.arguments(SignInRequestSchema(), example={"email": "you@example.org"})
@blp.response(202, SignInSentSchema)
@blp.alt_response(422, description="invalid_email")
@blp.alt_response(429, description="sign_in_rate_limited (too many links for this address or "
                                   "from this client; Retry-After)")
def sign_in(body: dict):
    """Mail a sign-in link (single use, 15 minutes). The answer is the same whether or not the
    address has an account: the link's first use creates it."""
    email = accounts.normal_email(body["email"])
    if email is None:
        raise errors.InvalidEmail()
    config: Config = dependencies().config
    accounts.request_link(gameplay().store, config, email, request.remote_addr,
                          request.host_url, gameplay().clock(), language())
    return {"sent": True, "expires_in": accounts.LINK_MINUTES * 60}, 202


@blp.route("/account/sign-in/link", methods=["POST"])
@blp.arguments(SignInLinkSchema(), example={"token": "cwl_..."})
@blp.response(200, AccountSchema)
@blp.alt_response(400, description="sign_in_link_invalid (used, expired or unknown: one answer)")
def use_link(body: dict):
    """Use an emailed link: sign this browser in (the session cookie is set); the first use of
    a link to an address creates its account."""
    gp = gameplay()
    session_id, _ = accounts.redeem(gp.store, body["token"], gp.clock())
    account = accounts.signed_in(gp.store, session_id, gp.clock())
    if account is None:  # closed in the instant since: as if the link had not worked
        raise errors.SignInLinkInvalid()
    response = blp_json(_answer(account))
    return _cookie(response, session_id, accounts.SESSION_DAYS * 86400)


def blp_json(body: dict) -> Response:
    return Response(AccountSchema().dumps(body), status=200, mimetype="application/json")


@blp.route("/account", methods=["GET"])
@blp.response(200, AccountSchema)
@blp.alt_response(401, description="not_signed_in")
def who():
    """Who is signed in here, with the session's CSRF token and the seats the account holds."""
    return _answer(current())


@blp.route("/account/sign-out", methods=["POST"])
@blp.response(204)
@blp.alt_response(401, description=_CSRF)
def sign_out():
    """End this browser's session (its seat tokens for the account's seats end with it)."""
    accounts.sign_out(gameplay().store, writer())
    return _cookie(Response(status=204), "", 0)


@blp.route("/account/sign-out-everywhere", methods=["POST"])
@blp.response(204)
@blp.alt_response(401, description=_CSRF)
def sign_out_everywhere():
    """End every session of the account, in every browser."""
    accounts.sign_out(gameplay().store, writer(), everywhere=True)
    return _cookie(Response(status=204), "", 0)


@blp.route("/account", methods=["DELETE"])
@blp.response(204)
@blp.alt_response(401, description=_CSRF)
def delete_account():
    """Delete the account, its sessions and the seats it holds. The games are untouched: each
    seat keeps its name, and its seat token keeps working."""
    accounts.delete(gameplay().store, writer())
    return _cookie(Response(status=204), "", 0)


@blp.route("/account/seats", methods=["POST"])
@blp.arguments(SeatTokensBodySchema(), example={"tokens": ["cws_..."]})
@blp.response(200, HeldSchema)
@blp.alt_response(401, description=_CSRF)
def hold_seats(body: dict):
    """Add the seats of these seat tokens to the account (each token checked against its
    seat; others passed over). The tokens keep working."""
    account = writer()
    gp = gameplay()
    held = accounts.add_seats(gp.store, account, body["tokens"], gp.clock())
    return {"held": held, "seats": _answer(account)["seats"]}


@blp.route("/account/seat-tokens", methods=["POST"])
@blp.response(200, DeviceTokensSchema)
@blp.alt_response(401, description=_CSRF)
def seat_tokens():
    """A token for this browser for every seat the account holds (`cwa_...`, shown once):
    it plays the seat as the seat's own token does while this session is open."""
    account = writer()
    gp = gameplay()
    return {"seats": accounts.seat_tokens(gp.store, account, gp.clock())}


@blp.route("/account", methods=["PATCH"])
@blp.arguments(RenameSchema(), example={"name": "Ann"})
@blp.response(200, AccountSchema)
@blp.alt_response(401, description=_CSRF)
def rename(body: dict):
    """Choose the name the account is shown by (its profile, the leaderboard); never the
    address. Games keep the names their seats were given."""
    account = writer()
    gameplay().store.rename_account(account.account_id, body["name"])
    return _answer(current())


@blp.route("/account/profile", methods=["GET"])
@blp.response(200, ProfileSchema)
@blp.alt_response(401, description="not_signed_in")
def profile():
    """The account's games in progress and finished, its record per faction, its rating."""
    return standings.profile(gameplay().store, current(), _standings())


@blp.route("/leaderboard", methods=["GET"])
@blp.response(200, LeaderboardSchema)
def leaderboard():
    """The ratings of accounts and bots from the rated games that ended by the rules, best
    first (by `ordinal`). Bots are the anchors: each level plays alike in every game."""
    return {"ratings": standings.leaderboard(gameplay().store, _standings())}


@blp.route("/games/<game_id>/ratings", methods=["GET"])
@blp.response(200, SeatRatingsSchema)
@blp.alt_response(404, description="game_not_found")
def seat_ratings(game_id: str):
    """The ratings of the game's seats held by rated players (their accounts) or bots, as the
    leaderboard has them: the game page shows each beside the seat's name."""
    return {"seats": standings.seat_ratings(gameplay().store, game_id, _standings())}


def _standings() -> standings.Standings:
    """This app's ratings, kept up to date from the log (play.standings)."""
    deps = dependencies()
    with deps.lock:
        kept = deps.services.get("standings")
        if kept is None:
            kept = deps.services["standings"] = standings.Standings()
    return kept


def _site() -> passkeys.Site:
    config: Config = dependencies().config
    return passkeys.Site.of(config.public_base_url or request.host_url)


@blp.route("/account/passkeys/options", methods=["POST"])
@blp.response(200, PasskeyOptionsSchema)
@blp.alt_response(401, description=_CSRF)
def passkey_options():
    """Begin registering a passkey to the signed-in account."""
    gp = gameplay()
    return {"options": passkeys.registration_options(gp.store, _site(), writer(), gp.clock())}


@blp.route("/account/passkeys", methods=["POST"])
@blp.arguments(PasskeyCredentialSchema())
@blp.response(201, PasskeyAddedSchema)
@blp.alt_response(400, description="passkey_refused (any failed check: challenge unknown, "
                                   "taken, expired; signature, origin or RP id wrong)")
@blp.alt_response(401, description=_CSRF)
def add_passkey(body: dict):
    """Finish registering a passkey: the browser's new credential for the options' challenge."""
    gp = gameplay()
    account = writer()
    return {"credential_id": passkeys.register(gp.store, _site(), account, body["credential"],
                                               gp.clock())}, 201


@blp.route("/account/passkey-sign-in/options", methods=["POST"])
@blp.response(200, PasskeyOptionsSchema)
def passkey_sign_in_options():
    """Begin signing in with a passkey (any passkey of this site)."""
    gp = gameplay()
    return {"options": passkeys.sign_in_options(gp.store, _site(), gp.clock())}


@blp.route("/account/passkey-sign-in", methods=["POST"])
@blp.arguments(PasskeyCredentialSchema())
@blp.response(200, AccountSchema)
@blp.alt_response(400, description="passkey_refused (any failed check)")
def passkey_sign_in(body: dict):
    """Sign this browser in with a passkey's answer (the session cookie is set)."""
    gp = gameplay()
    session_id = passkeys.sign_in(gp.store, _site(), body["credential"], gp.clock())
    account = accounts.signed_in(gp.store, session_id, gp.clock())
    if account is None:
        raise errors.PasskeyRefused()
    return _cookie(blp_json(_answer(account)), session_id, accounts.SESSION_DAYS * 86400)
