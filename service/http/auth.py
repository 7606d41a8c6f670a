"""Who is calling: a seat token, the host token, or nobody (a spectator).

Tokens are bearer tokens (`Authorization: Bearer <token>`), valid for one game only. They are
stored hashed and compared in constant time against every seat of the game, so the time taken
does not tell which seat, if any, nearly matched.
"""
from __future__ import annotations

from flask import request

from play.model.game import Game
from play import accounts, tokens
from service.http.problems import ApiError
from play.gameplay import Caller
from service.http.logging import request_id
from service.wiring import gameplay

INVITE_HEADER = "X-Invite-Code"


def bearer_token() -> str | None:
    header = request.headers.get("Authorization", "")
    if not header:
        return None
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise ApiError(401, "invalid_token", "Send tokens as 'Authorization: Bearer <token>'.",
                       headers={"WWW-Authenticate": 'Bearer realm="cthulhu-wars"'})
    return token.strip()


def caller_for(game: Game) -> Caller:
    """The caller of this request in `game`; 401 for a token that is not one of this game's."""
    token = bearer_token()
    if token is None:
        _check_spectator(game)
        return Caller(request_id=request_id())
    hashed = tokens.token_hash(token)
    if token.startswith(accounts.DEVICE_PREFIX):
        return _device_caller(game, token)
    seat = None
    for candidate in game.seats:
        if tokens.matches(token, candidate.token_hash):
            seat = candidate.seat
    host = tokens.matches(token, game.host_token_hash)
    if seat is None and not host:
        raise ApiError(401, "invalid_token",
                       "This token is not valid for this game (unknown, revoked or another "
                       "game's).", headers={"WWW-Authenticate": 'Bearer error="invalid_token"'})
    return Caller(seat=seat, host=host, token_hash=hashed, request_id=request_id())


def _device_caller(game: Game, token: str) -> Caller:
    """A browser's token for a seat its account holds (play.accounts.device_seat): it plays as
    the seat's own token does, with the seat's token hash (so every holder check applies)."""
    gp = gameplay()
    found = accounts.device_seat(gp.store, token, gp.clock())
    if found is None or found[0] != game.game_id:
        raise ApiError(401, "invalid_token",
                       "This token is not valid for this game (unknown, revoked or another "
                       "game's).", headers={"WWW-Authenticate": 'Bearer error="invalid_token"'})
    return Caller(seat=found[1], token_hash=found[2], request_id=request_id())


def _check_spectator(game: Game) -> None:
    """Anyone may watch a public game; a private one needs its invite code."""
    if game.invite_hash is None:
        return
    if not tokens.matches(request.headers.get(INVITE_HEADER, ""), game.invite_hash):
        raise ApiError(403, "private_game",
                       f"This game is private: send a token of the game or {INVITE_HEADER}.")


def anonymous() -> Caller:
    return Caller(request_id=request_id())
