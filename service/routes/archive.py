"""Routes for whole games as documents: export, import, and engine positions."""
from __future__ import annotations

import threading
from contextlib import contextmanager
from typing import Iterator

from flask_smorest import Blueprint

from play import archive, chat, egress, errors
from service.dependencies import dependencies
from service.http import auth
from service.http.language import language
from service.http.problems import bounded_errors
from service.schemas.games import CreatedGameSchema, GameSpecSchema
from service.schemas.play import (ExportQuerySchema, ExportSchema, ImportSchema,
                                  VersionQuerySchema)
from service.wiring import gameplay

# Imports one web process replays at once (each is seconds of processor for a long game).
IMPORTS_AT_ONCE = 2

blp = Blueprint("archive", __name__, url_prefix="/v1/games",
                description="Export and import games; engine positions for analysis.")


@blp.route("/<game_id>/export", methods=["GET"])
@blp.arguments(ExportQuerySchema(), location="query")
@blp.response(200, ExportSchema)
def export_game(query: dict, game_id: str):
    """The whole game as one document: options, seats and every event.

    Finished games: anyone, with every secret and the seed. Sandbox games: their host or
    seats, with every Elder Sign value but not the seed. Chat is left out unless asked for
    (`chat=true`): then the channels the caller reads come too. Each event's `text` is in the
    request's language (`Accept-Language`); an import reads the events, never their text.
    """
    gp = gameplay()
    game = gp.load(game_id)
    caller = auth.caller_for(game)
    document = archive.export(gp, game_id, caller, language())
    if query["chat"]:
        document["chat"] = chat.export(gp.store, game, caller)
    return document


@blp.route("/import", methods=["POST"])
@blp.arguments(ImportSchema())
@blp.response(201, CreatedGameSchema)
def import_game(body: dict):
    """Import an exported document into a new sandbox game (with a fresh seed).

    The document's choices and undos are replayed through the engine, whose dice script is the
    dice and Elder Signs the document records (so the same draws come up under the new seed).
    The import is accepted only if the engine's events equal the document's; otherwise it is
    refused (`invalid_document`, with the first `version` that differs) and nothing is created.
    The final state equals the exported game's, but for the seed. The copy is held to the limits
    of `POST /v1/games` (its name, factions, layout, dice script, ...): a document that breaks one
    is refused (`invalid_document`, with `errors` per field). Without `name`, the copy is named
    "Import of" the original's name, cut to a game name's 100 characters. A web process replays
    a few imports at once; another is refused (429 `imports_busy`, with `Retry-After`).
    """
    spec = archive.import_spec(body["document"], body.get("name"))
    refused = GameSpecSchema().validate(spec)
    if refused:
        raise errors.InvalidDocument("The document's game is not one a new game may be "
                                     "(POST /v1/games): see errors.", **bounded_errors(refused))
    with import_slot():
        game, shown = archive.import_game(gameplay(), body["document"], spec)
    return {"game": egress.summary(game), **shown}


@contextmanager
def import_slot() -> Iterator[None]:
    """Hold one of the process's IMPORTS_AT_ONCE import slots, or refuse (429 imports_busy):
    a replay holds a request thread and the processor throughout, and play must not wait on
    a crowd of them."""
    slots = import_slots()
    if not slots.acquire(blocking=False):
        raise errors.ImportsBusy(IMPORTS_AT_ONCE)
    try:
        yield
    finally:
        slots.release()


def import_slots() -> threading.BoundedSemaphore:
    deps = dependencies()
    with deps.lock:
        return deps.services.setdefault("import_slots",
                                        threading.BoundedSemaphore(IMPORTS_AT_ONCE))


@blp.route("/<game_id>/position", methods=["GET"])
@blp.arguments(VersionQuerySchema(), location="query")
@blp.response(200, description="A position document (rules/contract/schemas/position.schema.json).")
def get_position(query: dict, game_id: str):
    """The engine's position document at a version (finished or your sandbox games only)."""
    gp = gameplay()
    caller = auth.caller_for(gp.load(game_id))
    return archive.position(gp, game_id, query.get("version"), caller)
