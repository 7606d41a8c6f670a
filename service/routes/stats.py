"""Routes of statistics over every finished game (projections.faction_stats)."""
from __future__ import annotations

from flask_smorest import Blueprint

from projections.faction_stats import faction_stats
from service.schemas.stats import FactionStatsSchema
from service.wiring import gameplay

blp = Blueprint("stats", __name__, url_prefix="/v1/stats",
                description="How the factions fare over every finished game.")


@blp.route("/factions", methods=["GET"])
@blp.response(200, FactionStatsSchema)
def factions():
    """Each faction's win share by the number of seats at its table, with its 95% Wilson
    interval, over every finished game that is not a sandbox (public and private alike: no game
    is named). A shared victory counts a win for each winner; a game Humanity won, a loss for
    every faction."""
    return faction_stats(gameplay().store)
