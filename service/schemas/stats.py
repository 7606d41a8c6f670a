"""Response schemas of the statistics routes."""
from __future__ import annotations

import marshmallow as ma

from service.schemas.games import Strict


class FactionShareSchema(Strict):
    faction = ma.fields.String(required=True)
    seats = ma.fields.Integer(required=True, metadata={"description": "Seats at the table."})
    games = ma.fields.Integer(required=True, metadata={
        "description": "Finished games this faction played at tables of `seats`."})
    wins = ma.fields.Integer(required=True, metadata={
        "description": "Of them, games it won (a shared victory counts for each winner)."})
    win_share = ma.fields.Float(required=True, metadata={"description": "wins / games."})
    ci95 = ma.fields.List(ma.fields.Float(), required=True, metadata={
        "description": "The 95% Wilson score interval of the win share: [low, high]."})


class FactionStatsSchema(Strict):
    games = ma.fields.Integer(required=True, metadata={
        "description": "Finished games counted (sandbox games never count)."})
    factions = ma.fields.List(ma.fields.Nested(FactionShareSchema), required=True, metadata={
        "description": "By seat count, then by win share, highest first."})
