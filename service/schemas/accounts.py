"""Bodies of the optional accounts' operations (service.routes.account)."""
from __future__ import annotations

import marshmallow as ma
from marshmallow import validate as v

from service.schemas.common import BoundedList
from play import names
from service.schemas.games import Strict, name_field

MAX_SEAT_TOKENS = 200


class SignInRequestSchema(Strict):
    email = ma.fields.String(required=True, validate=v.Length(3, 254), metadata={
        "description": "Where to send the sign-in link."})


class SignInSentSchema(Strict):
    sent = ma.fields.Boolean(required=True, metadata={
        "description": "Always true: the same answer whether or not the address has an "
                       "account (the link's first use creates it)."})
    expires_in = ma.fields.Integer(required=True, metadata={
        "description": "Seconds the link stays valid."})


class SignInLinkSchema(Strict):
    token = ma.fields.String(required=True, validate=v.Length(1, 200), metadata={
        "description": "The token of the emailed link (its fragment's `token`)."})


class AccountSchema(Strict):
    account_id = ma.fields.String(required=True)
    identity = ma.fields.String(required=True, metadata={
        "description": "How ratings name this account: `account:<id>`."})
    email = ma.fields.String(required=True)
    name = ma.fields.String(required=True)
    csrf_token = ma.fields.String(required=True, metadata={
        "description": "Send it as `X-CSRF-Token` with every write made with the cookie."})
    seats = ma.fields.List(ma.fields.Dict(), required=True, metadata={
        "description": "The seats the account holds: [{game_id, seat}]."})


class SeatTokensBodySchema(Strict):
    tokens = BoundedList(ma.fields.String(validate=v.Length(1, 200)), required=True,
                         most=MAX_SEAT_TOKENS, metadata={
                             "description": "Seat tokens held in this browser; each is checked "
                                            "against its seat, any other token is passed over."})


class HeldSchema(Strict):
    held = ma.fields.Integer(required=True, metadata={
        "description": "How many of the tokens were seat tokens now held by the account."})
    seats = ma.fields.List(ma.fields.Dict(), required=True, metadata={
        "description": "Every seat the account holds: [{game_id, seat}]."})


class DeviceTokenSchema(Strict):
    game_id = ma.fields.String(required=True)
    seat = ma.fields.String(required=True)
    token = ma.fields.String(required=True, metadata={
        "description": "This browser's token for the seat (`cwa_...`), shown once: it plays "
                       "the seat like the seat's token while this session is open."})


class DeviceTokensSchema(Strict):
    seats = ma.fields.List(ma.fields.Nested(DeviceTokenSchema), required=True)


class RenameSchema(Strict):
    name = name_field(names.PLAYER_NAME_LENGTH, "Ann")
    name.required = True


class RatingSchema(Strict):
    rating = ma.fields.Float(required=True, metadata={"description": "The mean skill (mu)."})
    uncertainty = ma.fields.Float(required=True, metadata={"description": "Its sigma."})
    ordinal = ma.fields.Float(required=True, metadata={
        "description": "rating - 3 x uncertainty: the cautious number the board sorts by."})
    games = ma.fields.Integer(required=True, metadata={"description": "Rated games counted."})


class ProfileGameSchema(Strict):
    game_id = ma.fields.String(required=True)
    name = ma.fields.String(required=True)
    seat = ma.fields.String(required=True)
    faction = ma.fields.String(allow_none=True, required=True)
    status = ma.fields.String(required=True)
    won = ma.fields.Boolean(metadata={"description": "Finished games: whether the seat won."})


class FactionRecordSchema(Strict):
    played = ma.fields.Integer(required=True)
    won = ma.fields.Integer(required=True)


class ProfileSchema(Strict):
    name = ma.fields.String(required=True)
    identity = ma.fields.String(required=True)
    playing = ma.fields.List(ma.fields.Nested(ProfileGameSchema), required=True, metadata={
        "description": "Games in progress (or open) at the account's seats."})
    finished = ma.fields.List(ma.fields.Nested(ProfileGameSchema), required=True)
    record = ma.fields.Dict(keys=ma.fields.String(), values=ma.fields.Nested(FactionRecordSchema),
                            required=True, metadata={
                                "description": "Faction -> finished games played and won."})
    rating = ma.fields.Nested(RatingSchema, allow_none=True, required=True, metadata={
        "description": "The account's rating from its rated games (null: none yet)."})


class LeaderboardRowSchema(RatingSchema):
    identity = ma.fields.String(required=True, metadata={
        "description": "`account:<id>`, or `bot:<level>` for a bot (the board's anchors)."})
    name = ma.fields.String(required=True, metadata={
        "description": "The name the account chose (never its address), or the bot's level."})
    bot = ma.fields.Boolean(required=True)


class SeatRatingsSchema(Strict):
    seats = ma.fields.Dict(keys=ma.fields.String(), values=ma.fields.Nested(RatingSchema), required=True, metadata={
        "description": "Seat -> the rating of whoever holds it: the account holding it, or its bot's level; "
                       "a seat held by nobody rated is left out."})


class LeaderboardSchema(Strict):
    ratings = ma.fields.List(ma.fields.Nested(LeaderboardRowSchema), required=True)


class PasskeyOptionsSchema(Strict):
    options = ma.fields.Dict(required=True, metadata={
        "description": "WebAuthn options as JSON (base64url bytes), for the browser's "
                       "`PublicKeyCredential.parseCreationOptionsFromJSON` or "
                       "`parseRequestOptionsFromJSON`. Their challenge works once, for 5 minutes."})


class PasskeyCredentialSchema(Strict):
    credential = ma.fields.Dict(required=True, metadata={
        "description": "The browser's credential as JSON (`PublicKeyCredential.toJSON()`)."})


class PasskeyAddedSchema(Strict):
    credential_id = ma.fields.String(required=True)
