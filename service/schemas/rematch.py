"""Request and response schemas of the rematch routes."""
from __future__ import annotations

import marshmallow as ma
from marshmallow import validate as v

from play.rematch import DEALS
from service.schemas.games import GameSummarySchema, RematchSchema, Strict


class RematchProposalSchema(Strict):
    deal = ma.fields.String(load_default="rotate", validate=v.OneOf(DEALS), metadata={
        "description": "`rotate`: each faction one seat on (seat2 plays seat1's); `deal`: "
                       "factions dealt anew at random."})


class RematchTokenSchema(Strict):
    rematch = ma.fields.Nested(RematchSchema, required=True)
    seat = ma.fields.String(required=True)
    token = ma.fields.String(required=True, metadata={
        "description": "Shown once: the caller's seat token of the new game (the same seat)."})
    game = ma.fields.Nested(GameSummarySchema, required=True, metadata={
        "description": "The finished game, with its `rematch`."})


class RematchProposedSchema(RematchTokenSchema):
    host_token = ma.fields.String(required=True, metadata={
        "description": "Shown once: the new game's host token."})
    invite_code = ma.fields.String(metadata={
        "description": "Private games: the new game's invite code."})


class RematchDeclinedSchema(Strict):
    rematch = ma.fields.Nested(RematchSchema, required=True)
    game = ma.fields.Nested(GameSummarySchema, required=True)
