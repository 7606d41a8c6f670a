"""Routes of the lobby: create and list games, claim, leave and hand over seats."""
from __future__ import annotations

import base64
import binascii
from dataclasses import replace
from datetime import datetime, timezone

from flask import request
from flask_smorest import Blueprint

from play import egress, tokens
from projections.listing import list_games as list_games_page
from service.http import auth
from service.http.bodies import unstorable
from service.http.problems import ApiError
from service.schemas.games import (BotSchema, ClaimSchema, CreatedGameSchema, GameListQuerySchema,
                                   GameListSchema, GameSpecSchema, GameSummarySchema,
                                   InviteSchema, TokenSchema, VacationSchema)
from service.wiring import gameplay

blp = Blueprint("games", __name__, url_prefix="/v1/games",
                description="Create, find and join games.")


@blp.route("", methods=["POST"])
@blp.arguments(GameSpecSchema(), example={"seats": 4, "visibility": "public"})
@blp.response(201, CreatedGameSchema)
def create_game(spec: dict):
    """Create a game.

    Seats are `seat1`..`seatN` in seating order, each with its faction: `factions` may name
    every seat's, some (null for a seat dealt at random), or none. The host token is shown once;
    a private game's invite code is shown again to the host while seats are open. The creator
    takes a seat as anyone does (`POST .../seats/{seat}`). A sandbox game starts at once and its
    creator receives every seat's token. The body is required: `{}` asks for every default
    (4 seats, factions dealt at random, public, no clock).
    """
    if not request.get_data(cache=True):
        raise ApiError(400, "body_required",
                       "Send the game's settings as a JSON object; {} asks for every default.")
    game, shown = gameplay().open_game(spec, auth.anonymous())
    return {"game": egress.summary(game), **shown}


@blp.route("", methods=["GET"])
@blp.arguments(GameListQuerySchema(), location="query")
@blp.response(200, GameListSchema)
def list_games(query: dict):
    """List public games, newest first, with cursor pagination.

    `mine=true` lists the game of the bearer token instead (public or private).
    """
    token = auth.bearer_token()
    if query["mine"] and token is None:
        raise ApiError(401, "token_required", "`mine=true` needs a bearer token.")
    cursor = _decode_cursor(query.get("cursor"))
    mine = tokens.token_hash(token) if query["mine"] else None
    games, next_cursor = list_games_page(gameplay().store, query.get("status"), mine, cursor,
                                         query["limit"])
    return {"games": games, "next_cursor": _encode_cursor(next_cursor)}


def _decode_cursor(raw: str | None) -> tuple[str, str] | None:
    if raw is None:
        return None
    try:
        created_at, _, game_id = base64.urlsafe_b64decode(raw.encode()).decode().partition("|")
        # A time every store can compare (years 1 and 9999 overflow once moved to UTC).
        datetime.fromisoformat(created_at).astimezone(timezone.utc)
    except (binascii.Error, UnicodeError, ValueError, OverflowError):
        raise ApiError(400, "invalid_cursor", "The cursor is not one this API gave out.") from None
    if not game_id or unstorable(game_id):
        raise ApiError(400, "invalid_cursor", "The cursor is not one this API gave out.")
    return created_at, game_id


def _encode_cursor(cursor: tuple[str, str] | None) -> str | None:
    if cursor is None:
        return None
    return base64.urlsafe_b64encode(f"{cursor[0]}|{cursor[1]}".encode()).decode()


@blp.route("/<game_id>", methods=["GET"])
@blp.response(200, GameSummarySchema)
def get_game(game_id: str):
    """The public summary of a game."""
    game = gameplay().load(game_id)
    auth.caller_for(game)
    return egress.summary(game)


@blp.route("/<game_id>/invite", methods=["GET"])
@blp.response(200, InviteSchema)
def get_invite(game_id: str):
    """The invite code again, for the host token only, while the game waits for players.

    Everyone else is refused (403 `host_required`; 409 `game_started` once every seat is taken).
    """
    game = gameplay().load(game_id)
    caller = auth.caller_for(game)
    token = auth.bearer_token() or ""
    return {"invite_code": gameplay().invite_code(game_id, caller, token)}


@blp.route("/<game_id>/seats/<seat>", methods=["POST"])
@blp.arguments(ClaimSchema(), example={"name": "Alice"})
@blp.response(201, TokenSchema)
def claim_seat(body: dict, game_id: str, seat: str):
    """Claim an open seat; the seat token in the answer is shown once.

    When the last seat is filled the game starts.
    """
    game, token = gameplay().claim_seat(game_id, seat, body.get("name"),
                                        body.get("invite_code"), auth.anonymous())
    return {"seat": seat, "token": token, "game": egress.summary(game)}


@blp.route("/<game_id>/seats/<seat>", methods=["DELETE"])
@blp.response(200, GameSummarySchema)
def leave_seat(game_id: str, seat: str):
    """Leave a seat before the game starts (the seat's own token)."""
    gp = gameplay()
    caller = _seat_caller(gp.load(game_id), seat)
    return egress.summary(gp.leave_seat(game_id, caller))


@blp.route("/<game_id>/seats/<seat>/bot", methods=["POST"])
@blp.arguments(BotSchema())
@blp.response(200, GameSummarySchema)
def hand_to_bot(body: dict, game_id: str, seat: str):
    """Hand a seat to a bot: the host for an open seat before the start, or the seat itself."""
    gp = gameplay()
    caller = replace(auth.caller_for(gp.load(game_id)), address=request.remote_addr or "unknown")
    return egress.summary(gp.hand_to_bot(game_id, seat, body["bot"], caller))


@blp.route("/<game_id>/seats/<seat>/token", methods=["POST"])
@blp.response(201, TokenSchema)
def rotate_token(game_id: str, seat: str):
    """Replace the seat's token; the old token stops working at once."""
    gp = gameplay()
    caller = _seat_caller(gp.load(game_id), seat)
    game, token = gp.rotate_token(game_id, caller)
    return {"seat": seat, "token": token, "game": egress.summary(game)}


@blp.route("/<game_id>/seats/<seat>/vacation", methods=["POST"])
@blp.arguments(VacationSchema(), example={"days": 3})
@blp.response(200, GameSummarySchema)
def start_vacation(body: dict, game_id: str, seat: str):
    """Pause your clock for some days (within the game's `vacation_days` per seat).

    Your current deadline moves back by the vacation; every seat sees `vacation_until`.
    """
    gp = gameplay()
    caller = _seat_caller(gp.load(game_id), seat)
    return egress.summary(gp.start_vacation(game_id, caller, body["days"]))


def _seat_caller(game, seat: str):
    caller = auth.caller_for(game)
    if caller.seat != seat:
        raise ApiError(403, "not_your_seat", f"Only seat {seat}'s own token may do this.")
    return caller
