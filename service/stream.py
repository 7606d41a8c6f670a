"""Server-Sent Events for one game: the log after a version, then live, redacted per viewer.

The stream reads the log itself (so nothing is skipped and resumption by Last-Event-ID is exact)
and sleeps on the broker between reads; the broker only says when to read again. A comment line
every `KEEPALIVE` seconds keeps proxies from closing an idle connection.
"""
from __future__ import annotations

import json
import time
from typing import Iterator

from flask import Response

from service import egress
from projections.game import Game
from service.gameplay import Caller, Gameplay
from service.wiring import broker

KEEPALIVE = 15.0
DEFAULT_SECONDS = 300
BATCH = 200


def response(gp: Gameplay, game_id: str, caller: Caller, after: int,
             seconds: int | None) -> Response:
    live = broker()
    body = _events(gp, live, game_id, caller, after, seconds or DEFAULT_SECONDS)
    return Response(body, mimetype="text/event-stream",
                    headers={"Cache-Control": "no-store", "X-Accel-Buffering": "no"})


def _events(gp: Gameplay, live, game_id: str, caller: Caller, after: int,
            seconds: int) -> Iterator[str]:
    ends = time.monotonic() + seconds
    yield "retry: 3000\n\n"
    while time.monotonic() < ends:
        batch = gp.store.read(game_id, after_version=after, limit=BATCH, with_secrets=True)
        if batch:
            game = gp.load(game_id, batch[-1].version)
            if not _still_valid(game, caller):
                return  # the token was rotated or the seat left: its secrets stop here
            viewer = egress.viewer_of(game, caller.seat)
            for event in batch:
                yield _frame(event.version, event.type, egress.event_for(event, game, viewer))
            after = batch[-1].version
            continue
        if not live.wait(game_id, after, min(KEEPALIVE, max(0.0, ends - time.monotonic()))):
            yield ": keep-alive\n\n"


def _still_valid(game: Game, caller: Caller) -> bool:
    """A seat's stream lives only as long as the token that opened it."""
    if caller.seat is None:
        return True
    seat = game.seat(caller.seat)
    return seat is not None and seat.token_hash == caller.token_hash


def _frame(version: int, kind: str, data: dict) -> str:
    return f"id: {version}\nevent: {kind}\ndata: {json.dumps(data, separators=(',', ':'))}\n\n"
