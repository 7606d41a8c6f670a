"""Request and response schemas of the game routes (they make the published OpenAPI document)."""
from __future__ import annotations

import marshmallow as ma
from marshmallow import validate as v

from bots.levels import DESCRIPTIONS, LEVELS
from play import names
from rules import factions
from rules.engine import maps
from service.schemas.common import BoundedList
from service.schemas.registry_choices import Names, OneOfNames

STATUSES = ("open", "active", "finished")
FACTIONS = Names(lambda: tuple(sorted(factions.available())))  # the faction registry's, likewise
LAYOUTS = Names(lambda: maps.LAYOUTS)  # the map registry's, when a request is checked
MAX_DICE_SCRIPT = 10_000


class Strict(ma.Schema):
    class Meta:
        unknown = ma.RAISE
        ordered = True


class NoControlCharacters(v.Validator):
    """Refuses text with a control character (play.names): a name appears in email headers."""

    def __call__(self, value: str) -> str:
        if names.has_control_characters(value):
            raise ma.ValidationError(names.NO_CONTROL_CHARACTERS)
        return value


def name_field(length: tuple[int, int], example: str) -> ma.fields.String:
    """A name people give (play.names): `length` bounds it, and no control character is in it."""
    return ma.fields.String(validate=[v.Length(*length), NoControlCharacters()], metadata={
        "example": example, "description": "No control characters (line breaks, tabs, ...)."})


class FreeJson(ma.fields.Dict):
    """A JSON object whose members the engine defines (a view, a choice, a payload)."""


# ---- games and seats -------------------------------------------------------------------------

class GameSpecSchema(Strict):
    name = name_field(names.GAME_NAME_LENGTH, "Friday game")
    seats = ma.fields.Integer(validate=v.Range(2, 6), metadata={
        "description": "Number of seats (default: as many as `factions`, else 4); factions are "
                       "dealt at random unless `factions` is given."})
    factions = BoundedList(ma.fields.String(validate=OneOfNames(FACTIONS), allow_none=True),
                           least=2, most=6, metadata={
                                  "description": "One entry per seat, in seating order: a faction, "
                                                 "or null to deal that seat one at random among "
                                                 "the factions the layout can set up and no seat "
                                                 "names. A faction named twice is refused "
                                                 "(`duplicate_faction`), as is one with nowhere to "
                                                 "set up on the layout (`faction_not_on_layout`)."})
    layout = ma.fields.String(validate=OneOfNames(LAYOUTS), metadata={
        "description": "Map layout; the default suits the number of seats."})
    rules = ma.fields.Dict(metadata={"description": "Ruleset options (see the rulings)."})
    visibility = ma.fields.String(validate=v.OneOf(("public", "private")),
                                  load_default="public")
    sandbox = ma.fields.Boolean(load_default=False, metadata={
        "description": "A sandbox game may start from a position and script its dice; its "
                       "creator gets every seat's token. It never counts as a real result."})
    start_position = ma.fields.Dict(metadata={"description": "Sandbox only: a position document."})
    dice_script = BoundedList(ma.fields.Integer(validate=v.Range(1, 6)), most=MAX_DICE_SCRIPT,
                              metadata={"description": "Sandbox only: the dice faces to roll."})
    time_control = ma.fields.Dict(metadata={"description": "Deadline settings (asynchronous play)."})
    loyalty_cards = ma.fields.Raw(metadata={
        "description": "The Loyalty Cards in the supply: a list of card names (content document "
                       "`loyalty_cards`: Independent Great Old Ones, Neutral Monsters, Terrors), or "
                       "\"first_game\" for as many Independents as there are players less one, or "
                       "{\"random\": N} for N Independents, or {\"random\": N, \"kind\": K} for N cards "
                       "of the kind K (\"independent\", \"neutral_monster\" or \"terror\"), drawn at "
                       "random among the cards whose faction is not seated, or a list mixing names and "
                       "these draws ([\"gug\", {\"random\": 2}]: the Gug and two Independents; a draw "
                       "leaves out the cards named). More than there are is "
                       "refused (`not_enough_loyalty_cards`, with `available`). Left out: none.",
        "example": ["chaugnar_faugn", "yig", "gug"]})
    high_priests = ma.fields.Boolean(metadata={
        "description": "Every faction has its High Priest (a Cultist it Recruits for 3 Power)."})
    unique_high_priests = ma.fields.Boolean(metadata={
        "description": "With `high_priests`: a faction Recruiting its High Priest may choose one of "
                       "the eight Unique High Priests instead, each for one faction only."})
    neutral_spellbooks = ma.fields.Boolean(metadata={
        "description": "The neutral Spellbooks may be taken instead of a faction's own."})
    rated = ma.fields.Boolean(truthy={True}, falsy={False}, metadata={
        "description": "The game counts for ratings (recorded in its options as `rated`). A "
                       "sandbox game cannot be rated: 422 `sandbox_rated`."})

    @ma.validates_schema
    def _sandbox_only(self, data: dict, **_: object) -> None:
        for name in ("start_position", "dice_script"):
            if name in data and not data.get("sandbox"):
                raise ma.ValidationError("only a sandbox game may set this", name)
        if "seats" in data and "factions" in data and data["seats"] != len(data["factions"]):
            raise ma.ValidationError("give one faction per seat", "factions")


class SeatSchema(Strict):
    seat = ma.fields.String(required=True, metadata={"example": "seat1"})
    faction = ma.fields.String(required=True, metadata={"example": "great_cthulhu"})
    status = ma.fields.String(required=True, validate=v.OneOf(("open", "claimed", "bot")))
    name = ma.fields.String(allow_none=True)
    bot = ma.fields.String(allow_none=True)
    deadline = ma.fields.String(allow_none=True, metadata={
        "description": "When this seat's pending decision times out (null: none pending)."})
    vacation_until = ma.fields.String(allow_none=True, metadata={
        "description": "The seat's clock is paused until then."})
    bank_seconds = ma.fields.Float(allow_none=True, metadata={
        "description": "Under a bank time control, the seat's bank as of its last decision, in "
                       "seconds (null otherwise). While a decision is pending the bank runs "
                       "out at `deadline`."})
    vacation_days_left = ma.fields.Integer(metadata={
        "description": "Days of vacation the seat may still take in this game."})


class UndoRequestSchema(Strict):
    request_id = ma.fields.String(required=True)
    seat = ma.fields.String(required=True)
    target_version = ma.fields.Integer(required=True)
    deadline = ma.fields.String(required=True)
    accepted = ma.fields.List(ma.fields.String(), required=True)
    waiting_for = ma.fields.List(ma.fields.String(), required=True)


class RematchSchema(Strict):
    proposed_by = ma.fields.String(required=True)
    game_id = ma.fields.String(required=True, metadata={
        "description": "The new game's id (it exists once `status` is `accepted`)."})
    deal = ma.fields.String(required=True, validate=v.OneOf(("rotate", "deal")))
    factions = ma.fields.List(ma.fields.String(), required=True, metadata={
        "description": "The new game's factions, in seat order."})
    status = ma.fields.String(required=True, validate=v.OneOf(("proposed", "accepted",
                                                                "declined")))
    accepted = ma.fields.List(ma.fields.String(), required=True)
    waiting_for = ma.fields.List(ma.fields.String(), required=True, metadata={
        "description": "Seats held by people that have not answered (bot seats come along)."})
    declined_by = ma.fields.String(required=True, allow_none=True)


class GameSummarySchema(Strict):
    game_id = ma.fields.String(required=True)
    name = ma.fields.String(required=True)
    status = ma.fields.String(required=True, validate=v.OneOf(STATUSES))
    visibility = ma.fields.String(required=True)
    sandbox = ma.fields.Boolean(required=True)
    version = ma.fields.Integer(required=True, metadata={
        "description": "The game's log version: send it back as `expected_version`."})
    layout = ma.fields.String(required=True, allow_none=True, metadata={
        "description": "The map layout the game uses, or will use once every seat is taken."})
    rules = ma.fields.Dict(required=True)
    seats = ma.fields.List(ma.fields.Nested(SeatSchema), required=True)
    open_seats = ma.fields.Integer(required=True)
    seed_hash = ma.fields.String(required=True, metadata={
        "description": "SHA-256 of the secret seed, published at creation; the seed itself is "
                       "revealed when the game ends, so anyone can check every roll."})
    time_control = ma.fields.Dict(required=True)
    phase = ma.fields.String(allow_none=True, required=True)
    round = ma.fields.Integer(allow_none=True, required=True)
    pending = ma.fields.List(ma.fields.Dict(), required=True, metadata={
        "description": "Whose decision is pending: [{seat, faction, kind}]."})
    undo = ma.fields.Nested(UndoRequestSchema, allow_none=True, required=True)
    result = ma.fields.Dict(allow_none=True, required=True)
    rated = ma.fields.Boolean(metadata={"description": "Whether the game counts for ratings."})
    rematch = ma.fields.Nested(RematchSchema, allow_none=True, metadata={
        "description": "The rematch proposed after the game, if any "
                       "(`POST /v1/games/{game_id}/rematch`)."})
    created_at = ma.fields.String(required=True)
    updated_at = ma.fields.String(required=True)


class CreatedGameSchema(Strict):
    game = ma.fields.Nested(GameSummarySchema, required=True)
    host_token = ma.fields.String(required=True, metadata={
        "description": "Shown once: manages the lobby (hand open seats to bots)."})
    invite_code = ma.fields.String(metadata={
        "description": "Private games: its host may read it again while seats are open "
                       "(`GET /v1/games/{game_id}/invite`)."})
    seat_tokens = ma.fields.Dict(keys=ma.fields.String(), values=ma.fields.String(), metadata={
        "description": "Sandbox games: every seat's token, shown once."})


class InviteSchema(Strict):
    invite_code = ma.fields.String(required=True, allow_none=True, metadata={
        "description": "The private game's invite code (null: a public game, which anyone may "
                       "join without one). An invite link for seat S is "
                       "`/g/{game_id}/join?seat=S#code={invite_code}`."})


class GameListQuerySchema(Strict):
    status = ma.fields.String(validate=v.OneOf(STATUSES))
    mine = ma.fields.Boolean(load_default=False, metadata={
        "description": "Only the game of the bearer token (seat or host)."})
    cursor = ma.fields.String(validate=v.Length(max=200))
    limit = ma.fields.Integer(load_default=20, validate=v.Range(1, 100))


class GameListItemSchema(Strict):
    game_id = ma.fields.String(required=True)
    name = ma.fields.String(required=True)
    status = ma.fields.String(required=True)
    visibility = ma.fields.String(required=True)
    sandbox = ma.fields.Boolean(required=True)
    seat_count = ma.fields.Integer(required=True)
    open_seats = ma.fields.Integer(required=True)
    layout = ma.fields.String(required=True)
    version = ma.fields.Integer(required=True)
    phase = ma.fields.String(allow_none=True, required=True)
    round = ma.fields.Integer(allow_none=True, required=True)
    pending = ma.fields.List(ma.fields.Dict(), required=True)
    result = ma.fields.Dict(allow_none=True, required=True)
    seats = ma.fields.List(ma.fields.Nested(SeatSchema), required=True)
    created_at = ma.fields.String(required=True)
    updated_at = ma.fields.String(required=True)


class GameListSchema(Strict):
    games = ma.fields.List(ma.fields.Nested(GameListItemSchema), required=True)
    next_cursor = ma.fields.String(allow_none=True, required=True, metadata={
        "description": "Pass as `cursor` for the next page; null on the last page."})


class ClaimSchema(Strict):
    name = name_field(names.PLAYER_NAME_LENGTH, "Alice")
    invite_code = ma.fields.String(validate=v.Length(max=200))


class TokenSchema(Strict):
    seat = ma.fields.String(required=True)
    token = ma.fields.String(required=True, metadata={
        "description": "The seat's bearer token, shown once: send it as "
                       "`Authorization: Bearer <token>`."})
    game = ma.fields.Nested(GameSummarySchema, required=True)


class BotSchema(Strict):
    bot = ma.fields.String(required=True, validate=v.OneOf(tuple(LEVELS)), metadata={
        "description": "The bot's level: " + "; ".join(f"`{k}` {d}" for k, d in DESCRIPTIONS.items())
                       + "."})


class VacationSchema(Strict):
    # strict: 1.5 or "2" is refused, not read as a whole number of days.
    days = ma.fields.Integer(required=True, strict=True, validate=v.Range(1, 60), metadata={
        "description": "Whole days, at most what the game's `vacation_days` leaves the seat."})
