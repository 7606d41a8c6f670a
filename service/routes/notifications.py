"""Routes of notifications: a seat's channels (webhook, email) and its delivery log.

Channels live in their own table, not in the game's log: configuring them does not change the
game's version, and their URLs, addresses and secrets never reach any game egress. Only the
seat's own token may read or change them.
"""
from __future__ import annotations

import secrets
from datetime import datetime, timedelta

from flask_smorest import Blueprint

from events.store import ChannelSetting
from play import tokens
from play.errors import InvalidToken
from play.model.game import Game
from service.http import auth
from service.dependencies import dependencies
from service.http.language import language
from service.http.problems import ApiError
from service.schemas.notifications import (KINDS, ChannelsConfiguredSchema, ChannelsSchema,
                                           DeliveriesPageSchema, DeliveriesQuerySchema,
                                           TestQueuedSchema)
from service.wiring import gameplay
from workers.delivery import TargetRefused, check_webhook_url
from play.notifications import rows_for_test

blp = Blueprint("notifications", __name__, url_prefix="/v1/games",
                description="Tell a seat when it is its turn: signed webhooks and email.")

SECRET_PREFIX = "whsec_"
# One test per seat in this time: enough to check a channel, too little to flood a receiver.
TEST_INTERVAL = timedelta(seconds=30)


@blp.route("/<game_id>/seats/<seat>/notifications", methods=["PUT"])
@blp.arguments(ChannelsSchema(), example={"webhook": {"url": "https://example.com/hook"},
                                        "email": None})
@blp.response(200, ChannelsConfiguredSchema)
@blp.alt_response(401, description="token_required, invalid_token")
@blp.alt_response(403, description="not_your_seat")
@blp.alt_response(404, description="game_not_found, seat_not_found")
@blp.alt_response(422, description="webhook_target_not_public, webhook_target_unresolvable, "
                                   "webhook_url_invalid, email_not_configured")
def put_channels(body: dict, game_id: str, seat: str):
    """Set the seat's notification channels (the seat's own token); null removes a channel.

    Messages are written in `language` (English or German; left out, the request's language).
    A webhook receives a signed POST per notification (`X-CW-Delivery` is its id, for
    deduplication; `X-CW-Event` its kind; `X-CW-Signature` its signature), in its `format`:
    the JSON document, or a message Discord or Slack post as it is. The signing secret is new
    at every PUT with a webhook and shown only in this answer.
    """
    gp = gameplay()
    game = _own_seat(gp.load(game_id), seat)
    config = dependencies().config
    channels: dict[str, ChannelSetting] = {}
    lang = body.get("language") or language()
    secret = None
    if body.get("webhook") is not None:
        url = body["webhook"]["url"]
        try:
            check_webhook_url(url, config.allow_private_webhooks)
        except TargetRefused as exc:
            raise ApiError(422, exc.code, str(exc)) from None
        secret = SECRET_PREFIX + secrets.token_urlsafe(32)
        channels["webhook"] = (url, secret, body["webhook"]["format"], lang)
    if body.get("email") is not None:
        if not config.smtp_host:
            raise ApiError(422, "email_not_configured",
                           "This server sends no email (no SMTP_HOST is configured).")
        channels["email"] = (body["email"]["address"], None, "json", lang)
    if not gp.store.set_notification_channels(game.game_id, seat, channels, gp.clock(),
                                              holder=_holder()):
        raise InvalidToken()  # rotated (or handed over) since the request was let in
    shown = _configuration(gp, game.game_id, seat)
    if secret is not None:
        shown["webhook"]["secret"] = secret
    return shown


@blp.route("/<game_id>/seats/<seat>/notifications", methods=["GET"])
@blp.response(200, ChannelsConfiguredSchema)
@blp.alt_response(401, description="token_required, invalid_token")
@blp.alt_response(403, description="not_your_seat")
@blp.alt_response(404, description="game_not_found, seat_not_found")
def get_channels(game_id: str, seat: str):
    """The seat's notification channels (the signing secret is never shown again)."""
    gp = gameplay()
    game = _own_seat(gp.load(game_id), seat)
    return _still_theirs(gp, game.game_id, seat, _configuration(gp, game.game_id, seat))


@blp.route("/<game_id>/seats/<seat>/notifications/deliveries", methods=["GET"])
@blp.arguments(DeliveriesQuerySchema(), location="query")
@blp.response(200, DeliveriesPageSchema)
@blp.alt_response(401, description="token_required, invalid_token")
@blp.alt_response(403, description="not_your_seat")
@blp.alt_response(404, description="game_not_found, seat_not_found")
def get_deliveries(query: dict, game_id: str, seat: str):
    """The seat's delivery log, oldest first: every attempt, failed or delivered."""
    gp = gameplay()
    game = _own_seat(gp.load(game_id), seat)
    entries = gp.store.notification_deliveries(game.game_id, seat, query["after"],
                                               query["limit"])
    shown = [{**e, "attempted_at": _iso(e["attempted_at"])} for e in entries]
    full = len(entries) == query["limit"]
    return _still_theirs(gp, game.game_id, seat, {
        "deliveries": shown, "next_after": entries[-1]["id"] if full else None})


@blp.route("/<game_id>/seats/<seat>/notifications/test", methods=["POST"])
@blp.response(202, TestQueuedSchema)
@blp.alt_response(401, description="token_required, invalid_token")
@blp.alt_response(403, description="not_your_seat")
@blp.alt_response(404, description="game_not_found, seat_not_found")
@blp.alt_response(409, description="no_channels")
@blp.alt_response(429, description="test_too_soon (with Retry-After)")
def send_test(game_id: str, seat: str):
    """Send a test message to each of the seat's channels (the seat's own token).

    The message (kind `test`, the game as the seat sees it) goes through the normal delivery:
    signed, in the channel's format, and logged in the delivery log, where its outcome shows. It
    is tried once, never retried. One test per seat every 30 seconds.
    """
    gp = gameplay()
    game = _own_seat(gp.load(game_id), seat)
    rows = rows_for_test(gp.store, game, seat)
    if not rows:
        raise ApiError(409, "no_channels", "Set a webhook or an email address first.")
    now = gp.clock()
    if not gp.store.queue_notification_test(game.game_id, seat, rows, now, now - TEST_INTERVAL,
                                            holder=_holder()):
        if not _holds(gp, game.game_id, seat):
            raise InvalidToken()  # rotated (or handed over) since the request was let in
        wait = int(TEST_INTERVAL.total_seconds())
        raise ApiError(429, "test_too_soon", f"One test per seat every {wait} seconds.",
                       headers={"Retry-After": str(wait)}, retry_after=wait)
    wake = getattr(gp.dispatch, "outbox_written", None)  # none embedded: the sweeper finds it
    if wake is not None:
        wake(game.game_id, f"test-{seat}-{int(now.timestamp())}")
    return {"game_id": game.game_id, "seat": seat,
            "channels": [row.values["channel"] for row in rows],
            "next_test_at": _iso(now + TEST_INTERVAL)}


def _own_seat(game: Game, seat: str) -> Game:
    if game.seat(seat) is None:
        raise ApiError(404, "seat_not_found", f"Game {game.game_id} has no seat {seat}.")
    if auth.bearer_token() is None:
        raise ApiError(401, "token_required", f"Send seat {seat}'s own token.",
                       headers={"WWW-Authenticate": 'Bearer realm="cthulhu-wars"'})
    caller = auth.caller_for(game)
    if caller.seat != seat:
        raise ApiError(403, "not_your_seat", f"Only seat {seat}'s own token may do this.")
    return game


def _holder() -> str:
    """The hash of the caller's token, which `_own_seat` has found to be the seat's."""
    return tokens.token_hash(auth.bearer_token() or "")


def _holds(gp, game_id: str, seat: str) -> bool:
    found = gp.load(game_id).seat(seat)
    return found is not None and found.token_hash == _holder()


def _still_theirs(gp, game_id: str, seat: str, read: dict) -> dict:
    """`read` (the seat's channels or log), if the caller's token still holds the seat now that
    it is read: a rotation committed after the caller was let in deletes the old holder's rows,
    so what was read after it may be the next holder's."""
    if not _holds(gp, game_id, seat):
        raise InvalidToken()
    return read


def _configuration(gp, game_id: str, seat: str) -> dict:
    shown: dict = {"game_id": game_id, "seat": seat, "language": language(), "webhook": None,
                   "email": None, "kinds": list(KINDS),
                   "email_available": bool(dependencies().config.smtp_host)}
    for row in gp.store.notification_channels(game_id, seat):
        shown["language"] = row["language"]
        when = _iso(row["created_at"])
        if row["channel"] == "webhook":
            shown["webhook"] = {"url": row["target"], "format": row["format"],
                                "created_at": when}
        elif row["channel"] == "email":
            shown["email"] = {"address": row["target"], "created_at": when}
    return shown


def _iso(value: datetime) -> str:
    return value.isoformat()
