"""My games: the summaries of every game a client holds a token for, in one request.

Tokens are per game, so a browser playing ten games holds ten tokens. It sends them all in one
body (never in a URL, which servers and proxies log) and receives one summary per token that is
a seat or host token of some game, marked with the token's place in the list. A token that is
not valid anywhere is left out, and nothing else about it is said: no error, no count, no hint
of which tokens matched, so the answer tells a caller nothing it could not learn by asking for
each token on its own.
"""
from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import marshmallow as ma
from flask_smorest import Blueprint
from marshmallow import validate as v

from play.model.game import Seat
from play.model.rows import listing_extras
from projections.my_games import games_of_tokens, has_extras
from play import chat, egress, tokens
from service.schemas.common import BoundedList
from service.schemas.games import STATUSES, SeatSchema, Strict
from service.wiring import gameplay

MAX_TOKENS = 200

blp = Blueprint("mine", __name__, url_prefix="/v1",
                description="The games of every token a client holds, in one request.")


class MyGamesQuerySchema(Strict):
    tokens = BoundedList(
        ma.fields.String(validate=v.Length(1, 200)), required=True, most=MAX_TOKENS, metadata={
            "description": f"Seat and host tokens, at most {MAX_TOKENS}, each of any game."})


class BoardDigestSchema(Strict):
    doom = ma.fields.Dict(keys=ma.fields.String(), values=ma.fields.Integer(), required=True,
                          metadata={"description": "Each faction's Doom."})
    units = ma.fields.Dict(
        keys=ma.fields.String(), required=True,
        values=ma.fields.Dict(keys=ma.fields.String(), values=ma.fields.Integer()),
        metadata={"description": "Area -> faction -> how many of its units stand there."})
    gates = ma.fields.Dict(
        keys=ma.fields.String(), values=ma.fields.String(allow_none=True), required=True,
        metadata={"description": "Area -> the faction controlling its Gate (null: Abandoned)."})


class MyGameSchema(Strict):
    index = ma.fields.Integer(required=True, metadata={
        "description": "The place of the token this summary answers in the request's list."})
    role = ma.fields.String(required=True, validate=v.OneOf(("seat", "host")))
    chat_unread = ma.fields.Integer(required=True, metadata={
        "description": "For a seat: other seats' chat messages after its read marker (muted "
                       "seats left out); 0 for a host token."})
    seat = ma.fields.String(allow_none=True, required=True, metadata={
        "description": "The seat the token plays (null for a host token)."})
    game_id = ma.fields.String(required=True)
    name = ma.fields.String(required=True)
    status = ma.fields.String(required=True, validate=v.OneOf(STATUSES))
    visibility = ma.fields.String(required=True)
    sandbox = ma.fields.Boolean(required=True)
    version = ma.fields.Integer(required=True)
    layout = ma.fields.String(required=True)
    seat_count = ma.fields.Integer(required=True)
    open_seats = ma.fields.Integer(required=True)
    phase = ma.fields.String(allow_none=True, required=True)
    round = ma.fields.Integer(allow_none=True, required=True)
    seats = ma.fields.List(ma.fields.Nested(SeatSchema), required=True)
    pending = ma.fields.List(ma.fields.Dict(), required=True, metadata={
        "description": "Whose decision is pending: [{seat, faction, kind}]."})
    your_move = ma.fields.Boolean(required=True, metadata={
        "description": "The token's seat has a pending decision."})
    decision = ma.fields.String(allow_none=True, required=True, metadata={
        "description": "The kind of the seat's pending decision (turn, ritual, window, ...)."})
    deadline = ma.fields.String(allow_none=True, required=True, metadata={
        "description": "When the seat's pending decision times out (null: no deadline)."})
    waiting_since = ma.fields.String(allow_none=True, required=True, metadata={
        "description": "Since when the pending decisions have been awaited (null: none)."})
    board = ma.fields.Nested(BoardDigestSchema, allow_none=True, required=True, metadata={
        "description": "Doom and a small map's contents (null before the game starts)."})
    result = ma.fields.Dict(allow_none=True, required=True)
    created_at = ma.fields.String(required=True)
    updated_at = ma.fields.String(required=True)


class MyGamesSchema(Strict):
    games = ma.fields.List(ma.fields.Nested(MyGameSchema), required=True)


@blp.route("/my-games", methods=["POST"])
@blp.arguments(MyGamesQuerySchema(), example={"tokens": ["cws_...", "cwh_..."]})
@blp.response(200, MyGamesSchema)
def my_games(body: dict):
    """The summary of the game of each token, for a "my games" page, in one request.

    Send the tokens in the body. The answer has one entry per token that is a seat or host
    token of some game (`index` is its place in your list), in the list's order; any other
    token is left out without a word. One read serves the whole list, and one more the seats'
    unread chat messages (`chat_unread`).
    """
    hashes = [tokens.token_hash(t) for t in body["tokens"]]
    found = games_of_tokens(gameplay().store, sorted(set(hashes)))
    known: dict[str, dict] = {}  # game id -> its board, seats and deadlines, worked out once
    unread = chat.unread_many(gameplay().store, sorted(
        {(m["game"]["game_id"], m["seat"]) for m in found.values() if m["seat"] is not None}))
    return {"games": [{**_entry(i, found[h], known),
                       "chat_unread": unread.get((found[h]["game"]["game_id"],
                                                  found[h]["seat"]), 0)}
                      for i, h in enumerate(hashes) if h in found]}


def _entry(index: int, match: dict[str, Any], known: dict[str, dict]) -> dict[str, Any]:
    game, seat = dict(match["game"]), match["seat"]
    summary = game.pop("summary")
    if game["game_id"] not in known:
        known[game["game_id"]] = _facts_of(game["game_id"], summary)
    facts = known[game["game_id"]]
    deadlines = facts["deadlines"]
    mine = next((p for p in game["pending"] if p.get("seat") == seat), None) if seat else None
    return {
        "index": index, "role": "seat" if seat else "host", "seat": seat, **game,
        "seats": facts["seats"], "board": facts["board"],
        "your_move": mine is not None, "decision": mine.get("kind") if mine else None,
        "deadline": (deadlines.get(seat) or {}).get("due_at") if seat else None,
        "waiting_since": _waiting_since(game, deadlines),
    }


def _facts_of(game_id: str, summary: dict[str, Any]) -> dict[str, Any]:
    """The board digest, the seats with their clocks (as the game's summary shows them) and the
    deadlines, from the row; a row written before it kept them has its game loaded once instead
    (from the cache, else its latest snapshot)."""
    extras = summary if has_extras(summary) else listing_extras(gameplay().load(game_id))
    clocks = extras["clocks"]
    held = SimpleNamespace(time_control=summary["time_control"], **clocks,
                           seats=tuple(Seat(**s) for s in summary["seats"]))
    return {"board": extras["board"], "seats": egress.seats_with_clocks(held),
            "deadlines": clocks["deadlines"]}


def _waiting_since(row: dict[str, Any], deadlines: dict[str, dict]) -> str | None:
    if row["status"] != "active" or not row["pending"]:
        return None
    started = [deadlines[p["seat"]]["set_at"] for p in row["pending"] if p.get("seat") in deadlines]
    return min(started) if started else row["updated_at"]
