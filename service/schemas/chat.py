"""Request and response schemas of the chat routes (a game's seats' and spectators' channels)."""
from __future__ import annotations

import marshmallow as ma
from marshmallow import validate as v

from play.chat import CHANNELS, MAX_LENGTH, MAX_NAME
from service.schemas.games import Strict

CHANNEL_TEXT = ("`seats` (the game's seats only) or `spectators` (spectators and the host; "
                "seats join it once the game is over).")


class ChatQuerySchema(Strict):
    channel = ma.fields.String(load_default="seats", validate=v.OneOf(CHANNELS),
                               metadata={"description": CHANNEL_TEXT})
    since = ma.fields.Integer(load_default=0, validate=v.Range(min=0), metadata={
        "description": "The cursor: only messages with an id above it (`next_since` of the "
                       "previous page)."})
    limit = ma.fields.Integer(load_default=100, validate=v.Range(1, 100))


class ChatPostSchema(Strict):
    text = ma.fields.String(required=True, metadata={
        "description": f"Plain text, 1 to {MAX_LENGTH} characters after trimming; line breaks "
                       "and tabs are the only control characters allowed. Never markup: clients "
                       "show it as text.", "example": "Good luck, all."})
    channel = ma.fields.String(load_default="seats", validate=v.OneOf(CHANNELS),
                               metadata={"description": CHANNEL_TEXT})
    name = ma.fields.String(load_default=None, allow_none=True, metadata={
        "description": f"A spectator's display name (at most {MAX_NAME} characters); "
                       "ignored for seats and the host."})


class ChatMessageSchema(Strict):
    id = ma.fields.Integer(required=True, metadata={"description": "The message's cursor."})
    channel = ma.fields.String(required=True, validate=v.OneOf(CHANNELS))
    sender = ma.fields.String(required=True, metadata={
        "description": "The sender's seat, or `host`, or `spectator`."})
    sender_name = ma.fields.String(required=True, metadata={
        "description": "The seat's player name (else the seat), `Host`, or a spectator's name."})
    text = ma.fields.String(required=True, metadata={"description": "Plain text."})
    sent_at = ma.fields.String(required=True, metadata={"format": "date-time"})


class ChatPageSchema(Strict):
    game_id = ma.fields.String(required=True)
    channel = ma.fields.String(required=True, validate=v.OneOf(CHANNELS))
    messages = ma.fields.List(ma.fields.Nested(ChatMessageSchema), required=True, metadata={
        "description": "Oldest first; for a seat, without the seats it muted."})
    next_since = ma.fields.Integer(required=True, metadata={
        "description": "The cursor to send as `since` next (past muted messages too)."})
    more = ma.fields.Boolean(required=True, metadata={
        "description": "Whether this page is full: ask again with `next_since`."})
    spectators_closed = ma.fields.Boolean(required=True)
    last_read = ma.fields.Integer(metadata={"description": "Seats only: the read marker."})
    unread = ma.fields.Integer(metadata={
        "description": "Seats only: other seats' messages after the read marker, muted ones "
                       "left out."})
    muted = ma.fields.List(ma.fields.String(), metadata={
        "description": "Seats only: the seats this seat muted for itself."})


class ChatReadSchema(Strict):
    upto = ma.fields.Integer(required=True, validate=v.Range(min=0), metadata={
        "description": "The id of the last message read; the marker never moves back."})


class ChatMarkersSchema(Strict):
    game_id = ma.fields.String(required=True)
    seat = ma.fields.String(required=True)
    last_read = ma.fields.Integer(required=True)
    unread = ma.fields.Integer(required=True)
    muted = ma.fields.List(ma.fields.String(), required=True)


class SpectatorChatSchema(Strict):
    closed = ma.fields.Boolean(required=True, metadata={
        "description": "true closes the spectators' channel to new messages; false opens it."})


class SpectatorChatStateSchema(Strict):
    game_id = ma.fields.String(required=True)
    spectators_closed = ma.fields.Boolean(required=True)
