"""Routes of play: the caller's view, legal options, choices, history, undo, live stream."""
from __future__ import annotations

import hashlib
import json

from flask import current_app, request
from flask_smorest import Blueprint

import rules
from events.jsontext import compact
from play import choices, content_words, egress
from service.http import auth
from service.http.language import language
from service.streams import sse
from service.dependencies import dependencies
from service.http.problems import ApiError
from service.schemas.play import (ChoicesResultSchema, ChoicesSchema, EventsPageSchema,
                                  EventsQuerySchema, OptionsSchema, StreamQuerySchema,
                                  UndoAnswerSchema, UndoSchema, VersionQuerySchema, ViewSchema)
from service.wiring import gameplay

blp = Blueprint("play", __name__, url_prefix="/v1/games",
                description="Read the board, list legal options, make choices, undo.")

IDEMPOTENCY_HEADER = "Idempotency-Key"
# Marks the stored answer of a retried request (the name Stripe's API and others use).
REPLAYED_HEADER = "Idempotent-Replayed"
# One Server-Sent Event: `data` is an Event object as JSON text.
SSE_EVENT = {"type": "object", "properties": {
    "id": {"type": "string", "description": "The event's version in the game's log."},
    "event": {"type": "string", "description": "The event's type, e.g. ChoiceMade."},
    "data": {"type": "string", "contentMediaType": "application/json",
             "description": "The event as the caller may see it (see the Event schema)."},
    "retry": {"type": "string"}}}


@blp.route("/<game_id>/view", methods=["GET"])
@blp.arguments(VersionQuerySchema(), location="query")
@blp.response(200, ViewSchema)
def get_view(query: dict, game_id: str):
    """The caller's view of the game, now or at any past `version` (time travel).

    Spectators see no Elder Sign values; each seat sees its own. Once the game has finished
    everyone sees everything, the seed included. Requirement texts are in the request's language
    where the catalogs word them (the default ruleset's wording).
    """
    gp = gameplay()
    head = gp.load(game_id)
    seat = auth.caller_for(head).seat
    viewer = egress.viewer_of(head, seat)
    version = query.get("version")
    game = head if version is None or version == head.version else gp.load(game_id, version)
    # Sent as cached JSON text, already in the ViewSchema's shape; worded for another language.
    text = egress.cached_view_json(gp.loader.cache, game, viewer, seat)
    lang = language()
    if lang != "en":
        text = compact(content_words.worded_view(json.loads(text), lang)).decode()
    return current_app.response_class(text, mimetype="application/json")


@blp.route("/<game_id>/options", methods=["GET"])
@blp.response(200, OptionsSchema)
def get_options(game_id: str):
    """The caller's legal options now, each with a label and the exact JSON to send back.

    Labels are in the request's language (`Accept-Language`); the `choice` objects are the same
    in every language.

    `options` answer the decision the caller's seat must make now (empty while it has none);
    `anytime` holds what the seat may do on any turn besides (reveal an Elder Sign, set a
    standing answer). A client may play "while there are options, send one" and stop.
    """
    gp = gameplay()
    game = gp.load(game_id)
    caller = auth.caller_for(game)
    decision: list[dict] = []
    anytime: list[dict] = []
    if caller.seat is not None and game.state is not None:
        decision, anytime = choices.split_options(game.state, caller.seat, language())
    pending = rules.pending(game.state) if game.state is not None else []
    return {"version": game.version, "seat": caller.seat, "pending": pending,
            "options": decision, "anytime": anytime}


@blp.route("/<game_id>/choices", methods=["POST"])
@blp.arguments(ChoicesSchema(), example={"expected_version": 12, "choice": {"act": "pass"}})
@blp.response(200, ChoicesResultSchema, headers={REPLAYED_HEADER: {
    "description": "`true` when this is the stored answer of an earlier request with the same "
                   "Idempotency-Key and body (nothing was applied again); absent otherwise.",
    "schema": {"type": "string", "enum": ["true"]}}})
@blp.alt_response(409, description="stale_version: the game moved on (see current_version)")
@blp.alt_response(403, description="not_your_turn, seat_required")
def post_choices(body: dict, game_id: str):
    """Make one choice, or a batch applied all or nothing.

    Send `expected_version` (the version your options came from) and an `Idempotency-Key`
    header: a retry with the same key and body returns the original answer, with the header
    `Idempotent-Replayed: true`, and changes nothing. Standing answers set since your version
    (by any seat) do not make your choice stale when your decision is still the same. Setting
    the standing answers your seat already has writes nothing: the answer is the game at the
    same version, with no events.
    """
    gp = gameplay()
    idempotency = _idempotency(body)
    seen = gp.load_as_seen(game_id, body["expected_version"])
    try:
        caller = auth.caller_for(seen)
    except ApiError:  # a token issued after that version: judge it by the latest one
        head = gp.load(game_id)
        if head.version == seen.version:
            raise
        caller = auth.caller_for(head)
    batch = body["choices"] if "choices" in body else [body["choice"]]
    done = choices.submit(gp, game_id, caller, body["expected_version"], batch, idempotency,
                          seen)
    return _json_response(egress.worded(done.response, done.game, language()), done.replayed)


def _json_response(body: dict, replayed: bool = False):
    """A body already in its schema's shape, sent as is (no second serialisation)."""
    response = current_app.response_class(compact(body), mimetype="application/json")
    if replayed:
        response.headers[REPLAYED_HEADER] = "true"
    return response


def _idempotency(body: dict) -> tuple[str, str] | None:
    key = request.headers.get(IDEMPOTENCY_HEADER)
    if key is None:
        return None
    if not 1 <= len(key) <= 200 or not key.isprintable():
        raise ApiError(400, "invalid_idempotency_key",
                       f"{IDEMPOTENCY_HEADER} is 1 to 200 printable characters.")
    canonical = json.dumps([request.path, body], sort_keys=True, separators=(",", ":"))
    return key, hashlib.sha256(canonical.encode()).hexdigest()


@blp.route("/<game_id>/events", methods=["GET"])
@blp.arguments(EventsQuerySchema(), location="query")
@blp.response(200, EventsPageSchema)
def get_events(query: dict, game_id: str):
    """The game's history after version `after`, as the caller may see it."""
    gp = gameplay()
    game = gp.load(game_id)
    viewer = egress.viewer_of(game, auth.caller_for(game).seat)
    events = gp.store.read(game_id, after_version=query["after"], limit=query["limit"],
                           with_secrets=True)
    shown = [egress.event_for(e, game, viewer, language()) for e in events]
    more = bool(events) and events[-1].version < game.version
    return {"events": shown, "next_after": events[-1].version if more else None}


@blp.route("/<game_id>/undo", methods=["POST"])
@blp.arguments(UndoSchema(), example={"expected_version": 40})
@blp.response(200, ChoicesResultSchema)
@blp.alt_response(409, description="stale_version, undo_pending, nothing_to_undo, "
                                   "undo_needs_consent (dice or a draw to take back in a game "
                                   "with a bot seat: bots never consent)")
def post_undo(body: dict, game_id: str):
    """Take back your latest choices.

    Free while no other seat acted and nothing random or hidden was revealed since; otherwise
    this asks every other seat, and the undo happens when all accept before the deadline. After
    a request closes without being applied, the seat waits before asking again (429
    `undo_request_too_soon`, with `Retry-After`).
    """
    gp = gameplay()
    caller = auth.caller_for(gp.load(game_id))
    done = choices.request_undo(gp, game_id, caller, body["expected_version"],
                                body.get("target_version"))
    return egress.worded(done.response, done.game, language())


@blp.route("/<game_id>/undo/<request_id>", methods=["POST"])
@blp.arguments(UndoAnswerSchema())
@blp.response(200, ChoicesResultSchema)
def answer_undo(body: dict, game_id: str, request_id: str):
    """Accept or decline another seat's undo request."""
    gp = gameplay()
    caller = auth.caller_for(gp.load(game_id))
    done = choices.answer_undo(gp, game_id, caller, request_id, body["accept"])
    return egress.worded(done.response, done.game, language())


@blp.route("/<game_id>/stream", methods=["GET"])
@blp.arguments(StreamQuerySchema(), location="query")
@blp.doc(responses={"200": {"description": "Server-Sent Events: one event per log entry, "
                                           "`id` is its version; comments keep the line alive. "
                                           "A `chat` event (no `id`; data `{\"channel\", "
                                           "\"id\"}`) says a chat channel the caller reads "
                                           "has a new message: read it from `.../chat`.",
                            "content": {"text/event-stream": {"schema": SSE_EVENT}}}})
def get_stream(query: dict, game_id: str):
    """Live events as Server-Sent Events, redacted for the caller; resume with Last-Event-ID."""
    gp = gameplay()
    game = gp.load(game_id)
    caller = auth.caller_for(game)
    token = request.headers.get("Authorization", "").partition(" ")[2].strip() or None
    return sse.response(gp, game_id, caller, _resume_from(query), query.get("timeout"),
                           _stream_slots(), caller.token_hash if token else None,
                           request.remote_addr or "unknown", request.environ)


def _stream_slots() -> sse.StreamSlots:
    deps = dependencies()
    slots = deps.services.get("stream_slots")
    if slots is None:
        config = deps.config
        slots = sse.StreamSlots(config.streams_per_token, config.streams_per_address,
                                   config.streams_per_process)
        deps.services["stream_slots"] = slots
    return slots


def _resume_from(query: dict) -> int:
    last = request.headers.get("Last-Event-ID")
    if last is None:
        return query.get("after", 0)
    if not (last.isascii() and last.isdigit()) or len(last) > 10:  # "²" is a digit to isdigit()
        raise ApiError(400, "invalid_last_event_id", "Last-Event-ID is a version number.")
    return int(last)
