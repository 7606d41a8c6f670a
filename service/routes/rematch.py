"""Routes of rematches: after a game, propose a new one with the same table; accept, decline.

The proposal and the answers are facts of the finished game's log (play.rematch), so the
game's summary, view and stream show them (`rematch`), and the old game's page links to the
new game once every seat held by a person has accepted.
"""
from __future__ import annotations

from flask_smorest import Blueprint

from play import egress, rematch
from service.http import auth
from service.http.problems import ApiError
from service.schemas.games import RematchSchema
from service.schemas.rematch import (RematchDeclinedSchema, RematchProposalSchema,
                                     RematchProposedSchema, RematchTokenSchema)
from service.wiring import gameplay

blp = Blueprint("rematch", __name__, url_prefix="/v1/games",
                description="Play again: propose a rematch of a finished game, accept, decline.")

_REFUSED = ("seat_required (only a seat's token proposes or answers); invalid_token; "
            "private_game")


@blp.route("/<game_id>/rematch", methods=["POST"])
@blp.arguments(RematchProposalSchema(), example={"deal": "rotate"})
@blp.response(201, RematchProposedSchema)
@blp.alt_response(401, description="invalid_token")
@blp.alt_response(403, description=_REFUSED)
@blp.alt_response(404, description="game_not_found")
@blp.alt_response(409, description="game_not_over; rematch_already_proposed (a proposal is "
                                   "waiting or was agreed; with `rematch_game_id`); "
                                   "version_conflict")
@blp.alt_response(422, description="sandbox_rematch (a sandbox game has no rematch)")
def propose(body: dict, game_id: str):
    """Propose a rematch of a finished game (a seat's token).

    The new game has the same seats, options and clock; its factions are rotated one seat on
    (`deal: rotate`, the default) or dealt anew (`deal: deal`). The proposer accepts by
    proposing: its token of the new game and the new game's host token are in the answer,
    shown once. Bot seats come along. The new game starts when every seat held by a person has
    accepted. A declined proposal may be followed by a new one.
    """
    gp = gameplay()
    game = gp.load(game_id)
    caller = auth.caller_for(game)
    after, shown = rematch.propose(gp, game_id, caller, body["deal"])
    return {"rematch": rematch.status(after), "seat": caller.seat, **shown,
            "game": egress.summary(after)}, 201


@blp.route("/<game_id>/rematch", methods=["GET"])
@blp.response(200, RematchSchema)
@blp.alt_response(403, description="private_game")
@blp.alt_response(404, description="game_not_found; rematch_not_found (none proposed)")
def get_rematch(game_id: str):
    """The rematch proposed after the game: its new game, who accepted, who is awaited."""
    gp = gameplay()
    game = gp.load(game_id)
    auth.caller_for(game)
    status = rematch.status(rematch.ensure_started(gp, game))
    if status is None:
        raise ApiError(404, "rematch_not_found", "No rematch of this game has been proposed.")
    return status


@blp.route("/<game_id>/rematch/accept", methods=["POST"])
@blp.response(200, RematchTokenSchema)
@blp.alt_response(401, description="invalid_token")
@blp.alt_response(403, description=_REFUSED)
@blp.alt_response(404, description="game_not_found")
@blp.alt_response(409, description="rematch_not_proposed (none waiting: never proposed, "
                                   "declined or agreed); rematch_already_answered; "
                                   "version_conflict")
def accept(game_id: str):
    """Accept the proposed rematch (a seat's token); the seat's token of the new game is in the
    answer, shown once. The last acceptance starts the new game."""
    gp = gameplay()
    game = gp.load(game_id)
    caller = auth.caller_for(game)
    after, token = rematch.answer(gp, game_id, caller, True)
    return {"rematch": rematch.status(after), "seat": caller.seat, "token": token,
            "game": egress.summary(after)}


@blp.route("/<game_id>/rematch/decline", methods=["POST"])
@blp.response(200, RematchDeclinedSchema)
@blp.alt_response(401, description="invalid_token")
@blp.alt_response(403, description=_REFUSED)
@blp.alt_response(404, description="game_not_found")
@blp.alt_response(409, description="rematch_not_proposed; version_conflict")
def decline(game_id: str):
    """Decline the proposed rematch (a seat's token, the proposer's too): it closes the
    proposal, and any seat may propose again."""
    gp = gameplay()
    game = gp.load(game_id)
    after, _ = rematch.answer(gp, game_id, auth.caller_for(game), False)
    return {"rematch": rematch.status(after), "game": egress.summary(after)}
