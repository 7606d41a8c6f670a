"""Routes of a game's chat: read and post, mark read, mute a seat, close the spectators' chat.

Chat is kept apart from the game's log (play.chat): posting never changes the game's version,
and an undo never removes a message. Open streams (`GET .../stream`) say when a channel the
caller reads has a new message (a `chat` event); the client then reads it here.
"""
from __future__ import annotations

from dataclasses import replace

from flask import request
from flask_smorest import Blueprint

from play import chat
from play.gameplay import Caller
from service.http import auth
from service.schemas.chat import (ChatMarkersSchema, ChatMessageSchema, ChatPageSchema,
                                  ChatPostSchema, ChatQuerySchema, ChatReadSchema,
                                  SpectatorChatSchema, SpectatorChatStateSchema)
from service.wiring import broker, gameplay

blp = Blueprint("chat", __name__, url_prefix="/v1/games",
                description="Talk at the table: the seats' channel and the spectators' channel.")

_CHANNEL_REFUSED = "chat_channel_forbidden: this caller does not read that channel"


@blp.route("/<game_id>/chat", methods=["GET"])
@blp.arguments(ChatQuerySchema(), location="query")
@blp.response(200, ChatPageSchema)
@blp.alt_response(401, description="invalid_token")
@blp.alt_response(403, description=f"{_CHANNEL_REFUSED}; private_game")
@blp.alt_response(404, description="game_not_found")
def get_chat(query: dict, game_id: str):
    """A channel's messages after the cursor `since`, oldest first.

    A seat (its token) reads the `seats` channel, without the seats it muted, and gets its read
    marker and unread count; spectators (no token) and the host read the `spectators` channel.
    Page with `next_since` while `more` is true.
    """
    gp = gameplay()
    game = gp.load(game_id)
    return chat.read(gp.store, game, _caller(game), query["channel"], query["since"],
                     query["limit"])


@blp.route("/<game_id>/chat", methods=["POST"])
@blp.arguments(ChatPostSchema(), example={"text": "Good luck, all.", "channel": "seats"})
@blp.response(201, ChatMessageSchema)
@blp.alt_response(401, description="invalid_token")
@blp.alt_response(403, description=f"{_CHANNEL_REFUSED}; chat_closed (the host closed the "
                                   "spectators' chat); private_game")
@blp.alt_response(404, description="game_not_found")
@blp.alt_response(422, description="chat_text_empty, chat_text_too_long (with max_length), "
                                   "chat_text_invalid")
@blp.alt_response(429, description="chat_rate_limited (with Retry-After)")
def post_chat(body: dict, game_id: str):
    """Post a plain-text message (at most 500 characters) to a channel.

    Seats post to `seats`, spectators and the host to `spectators`. Each sender (a seat, the
    host, a spectator's address) may post 8 messages per 20 seconds. Every open stream of the
    game whose caller reads the channel gets a `chat` event. A seat with notification channels
    that had nothing unread in the seats' chat is sent a `chat` notification (no text); it is
    not told again until it has read the chat.
    """
    gp = gameplay()
    game = gp.load(game_id)
    return chat.post(gp.store, game, _caller(game), body["channel"], body["text"], gp.clock(),
                     name=body.get("name"), publish=broker().publish_chat,
                     wake=getattr(gp.dispatch, "outbox_written", None)), 201


@blp.route("/<game_id>/chat/read", methods=["POST"])
@blp.arguments(ChatReadSchema(), example={"upto": 42})
@blp.response(200, ChatMarkersSchema)
@blp.alt_response(401, description="invalid_token")
@blp.alt_response(403, description="chat_seat_required")
@blp.alt_response(404, description="game_not_found")
def mark_read(body: dict, game_id: str):
    """Move the caller's read marker to message `upto` (a seat's token)."""
    gp = gameplay()
    game = gp.load(game_id)
    return chat.mark_read(gp.store, game, _caller(game), body["upto"])


@blp.route("/<game_id>/chat/mutes/<seat>", methods=["PUT"])
@blp.response(200, ChatMarkersSchema)
@blp.alt_response(401, description="invalid_token")
@blp.alt_response(403, description="chat_seat_required")
@blp.alt_response(404, description="game_not_found, seat_not_found")
@blp.alt_response(422, description="chat_mute_self")
def mute(game_id: str, seat: str):
    """Mute `seat` for the caller's seat alone: its messages are left out of what the caller
    reads and of its unread count. Nobody else is told."""
    gp = gameplay()
    game = gp.load(game_id)
    return chat.mute(gp.store, game, _caller(game), seat, True)


@blp.route("/<game_id>/chat/mutes/<seat>", methods=["DELETE"])
@blp.response(200, ChatMarkersSchema)
@blp.alt_response(401, description="invalid_token")
@blp.alt_response(403, description="chat_seat_required")
@blp.alt_response(404, description="game_not_found, seat_not_found")
@blp.alt_response(422, description="chat_mute_self")
def unmute(game_id: str, seat: str):
    """Hear `seat` again."""
    gp = gameplay()
    game = gp.load(game_id)
    return chat.mute(gp.store, game, _caller(game), seat, False)


@blp.route("/<game_id>/chat/spectators", methods=["PUT"])
@blp.arguments(SpectatorChatSchema(), example={"closed": True})
@blp.response(200, SpectatorChatStateSchema)
@blp.alt_response(401, description="invalid_token")
@blp.alt_response(403, description="host_required")
@blp.alt_response(404, description="game_not_found")
def close_spectators(body: dict, game_id: str):
    """Close (or open again) the spectators' channel to new messages (the host's token)."""
    gp = gameplay()
    game = gp.load(game_id)
    return chat.close_spectators(gp.store, game, _caller(game), body["closed"], gp.clock())


def _caller(game) -> Caller:
    return replace(auth.caller_for(game), address=request.remote_addr or "unknown")
