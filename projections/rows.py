"""The read-model rows of a game: what the `games`, `seats` and `hosts` tables hold of it.

Every append writes these rows in the transaction of its events (play.gameplay.commit), and the
rebuild check (projections.rebuild) computes them with this same function from a fold of the
log, so the live tables and a rebuild can only differ if a row was lost or changed by hand.
"""
from __future__ import annotations

from typing import Any

import rules
from events import Row
from projections.game import Game, Status
from projections.my_games import listing_extras


def rules_json(value: Any) -> Any:
    from rules.engine.codec import to_json

    return to_json(value)


def _pending_seat(game: Game) -> str | None:
    if game.status != Status.ACTIVE or game.state is None:
        return None
    pending = rules.pending(game.state)
    return pending[0]["seat"] if pending else None


def read_model_rows(game: Game, before: Game | None) -> list[Row]:
    """The games row of `game`, the seats rows that changed since `before`, and the host row
    of a new game."""
    opened = before is None
    state = game.state
    summary = {"seats": [s.public() for s in game.seats], "time_control": dict(game.time_control),
               **listing_extras(game)}
    rows = [Row("games", {
        "game_id": game.game_id, "name": game.name, "status": game.status,
        "visibility": game.visibility, "sandbox": game.sandbox, "seat_count": len(game.seats),
        "open_seats": game.open_seats, "layout": game.layout, "version": game.version,
        "phase": state.phase if state is not None else None,
        "round": state.round if state is not None else None,
        "pending": rules.pending(state) if state is not None else [],
        "pending_seat": _pending_seat(game),
        "result": (rules_json(state.result) if game.status == Status.FINISHED and state is not None
                   else None),
        "summary": summary, "created_at": game.created_at, "updated_at": game.updated_at,
    }, ("game_id",))]
    rows += [Row("seats", {"game_id": game.game_id, "seat": s.seat, "faction": s.faction,
                           "status": s.status, "name": s.name, "bot": s.bot,
                           "token_hash": s.token_hash}, ("game_id", "seat")) for s in game.seats
             if before is None or s not in before.seats]
    if opened and game.host_token_hash:
        rows.append(Row("hosts", {"token_hash": game.host_token_hash, "game_id": game.game_id}))
    return rows
