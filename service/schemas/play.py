"""Request and response schemas of the play routes: view, options, choices, history, undo."""
from __future__ import annotations

import marshmallow as ma
from marshmallow import validate as v

from play import names
from service.schemas.chat import ChatMessageSchema
from service.schemas.common import BoundedList
from service.schemas.games import GameSummarySchema, Strict, name_field

MAX_VERSION = 2**31 - 1
# More than any game plays (a long five-seat game logs a few thousand events), and about what
# a request body of the default MAX_REQUEST_BYTES holds.
MAX_EXPORT_EVENTS = 10_000
MAX_EXPORT_CHAT = 20_000  # messages per channel in one export


class VersionQuerySchema(Strict):
    version = ma.fields.Integer(validate=v.Range(1, MAX_VERSION), metadata={
        "description": "A past version to travel to (default: the latest)."})


class ViewSchema(GameSummarySchema):
    you = ma.fields.String(allow_none=True, required=True, metadata={
        "description": "The caller's seat, or null for a spectator."})
    state = ma.fields.Dict(allow_none=True, required=True, metadata={
        "description": "The board as the caller may see it (null before the game starts)."})
    seed = ma.fields.String(metadata={"description": "Only once the game has finished."})


class OptionSchema(Strict):
    choice = ma.fields.Dict(required=True, metadata={
        "description": "Send this object back verbatim in `choice`."})
    label = ma.fields.String(required=True)


class OptionsSchema(Strict):
    version = ma.fields.Integer(required=True)
    seat = ma.fields.String(allow_none=True, required=True)
    pending = ma.fields.List(ma.fields.Dict(), required=True)
    options = ma.fields.List(ma.fields.Nested(OptionSchema), required=True, metadata={
        "description": "The choices of the decision the caller's seat must make now; empty "
                       "while it has none. A client that plays while this is not empty never "
                       "loops on settings."})
    anytime = ma.fields.List(ma.fields.Nested(OptionSchema), required=True, metadata={
        "description": "Choices the seat may make at any time, on any turn, besides its decision: "
                       "revealing an Elder Sign, setting a standing answer for an out-of-turn "
                       "window. None of them answers the pending decision."})


class ChoicesSchema(Strict):
    expected_version = ma.fields.Integer(required=True, validate=v.Range(0, MAX_VERSION))
    choice = ma.fields.Dict(metadata={"description": "One choice, copied from /options."})
    choices = BoundedList(ma.fields.Dict(), least=1, most=50, metadata={
        "description": "Several choices applied in order, all or nothing."})

    @ma.validates_schema
    def _one_of(self, data: dict, **_: object) -> None:
        if ("choice" in data) == ("choices" in data):
            raise ma.ValidationError("send exactly one of choice and choices", "choice")


class EventSchema(Strict):
    version = ma.fields.Integer(required=True)
    type = ma.fields.String(required=True)
    schema_version = ma.fields.Integer(required=True)
    payload = ma.fields.Dict(required=True)
    secret = ma.fields.Dict(metadata={"description": "Only for whoever may see it."})
    seat = ma.fields.String(allow_none=True, required=True)
    recorded_at = ma.fields.String(required=True)
    text = ma.fields.String(required=True, metadata={
        "description": "The event in one sentence, as this caller may see it (made by the rules "
                       "package; it never says more than the event itself)."})


class ChoicesResultSchema(Strict):
    version = ma.fields.Integer(required=True)
    events = ma.fields.List(ma.fields.Nested(EventSchema), required=True)
    view = ma.fields.Nested(ViewSchema, required=True)


class EventsQuerySchema(Strict):
    after = ma.fields.Integer(load_default=0, validate=v.Range(0, MAX_VERSION))
    limit = ma.fields.Integer(load_default=100, validate=v.Range(1, 500))


class EventsPageSchema(Strict):
    events = ma.fields.List(ma.fields.Nested(EventSchema), required=True)
    next_after = ma.fields.Integer(allow_none=True, required=True, metadata={
        "description": "Pass as `after` for the next page; null when there is none yet."})


class UndoSchema(Strict):
    expected_version = ma.fields.Integer(required=True, validate=v.Range(0, MAX_VERSION))
    target_version = ma.fields.Integer(validate=v.Range(1, MAX_VERSION), metadata={
        "description": "The version to return to: just before one of your choices "
                       "(default: before your latest)."})


class UndoAnswerSchema(Strict):
    accept = ma.fields.Boolean(required=True)


class StreamQuerySchema(Strict):
    after = ma.fields.Integer(validate=v.Range(0, MAX_VERSION), metadata={
        "description": "Start after this version (Last-Event-ID takes precedence)."})
    timeout = ma.fields.Integer(validate=v.Range(1, 3600), metadata={
        "description": "Close the stream after this many seconds (default 300)."})


class ExportChatSchema(Strict):
    seats = BoundedList(ma.fields.Nested(ChatMessageSchema), most=MAX_EXPORT_CHAT)
    spectators = BoundedList(ma.fields.Nested(ChatMessageSchema), most=MAX_EXPORT_CHAT)


class ExportSchema(Strict):
    format = ma.fields.String(required=True)
    version = ma.fields.Integer(required=True)
    game = ma.fields.Dict(required=True)
    events = BoundedList(ma.fields.Nested(EventSchema), most=MAX_EXPORT_EVENTS, required=True,
                         metadata={"description": f"At most {MAX_EXPORT_EVENTS:,} events."})
    chat = ma.fields.Nested(ExportChatSchema, metadata={
        "description": "Only when asked (`?chat=true`): the messages of each chat channel the "
                       "caller reads, oldest first, unmuted. Ignored by an import."})


class ExportQuerySchema(Strict):
    chat = ma.fields.Boolean(load_default=False, metadata={
        "description": "Include the chat channels the caller reads (left out unless asked)."})


class ImportSchema(Strict):
    document = ma.fields.Nested(ExportSchema, required=True)
    name = name_field(names.GAME_NAME_LENGTH, "Friday game, again")
