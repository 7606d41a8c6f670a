"""Server-Sent Events for one game: the log after a version, then live, redacted per viewer.

The stream reads the log itself (so nothing is skipped and resumption by Last-Event-ID is exact)
and sleeps on the broker between reads; the broker only says when to read again. A comment line
every `KEEPALIVE` seconds keeps proxies from closing an idle connection.

Served by the stream worker (service.streams.worker), an accepted stream leaves the request's
thread at once: the route only checks the caller and takes the stream's slots, and the web
process's event loop (service.streams.hub) writes the frames. Under any other WSGI server (and
Flask's test client) the frames come from `_events`, a generator that holds a thread while open.
"""
from __future__ import annotations

import json
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Iterator

from flask import Response, current_app, request

from play import chat, egress
from service.http.language import language
from service.http.problems import ApiError
from play.model.game import Game
from play.gameplay import Caller, Gameplay
from service.wiring import broker

KEEPALIVE = 15.0
DEFAULT_SECONDS = 300
MAX_SECONDS = 3600  # a stream ends within the hour; the client resumes with Last-Event-ID
BATCH = 200
RETRY = "retry: 3000\n\n"
HEADERS = {"Cache-Control": "no-store", "X-Accel-Buffering": "no"}
# WSGI environ keys between the stream worker and the route: the hub that can take the stream,
# and the accepted stream the route hands back.
HUB_KEY = "cthulhu_wars.stream_hub"
TICKET_KEY = "cthulhu_wars.stream_ticket"


class StreamSlots:
    """How many streams this process holds open, per token, per address and in all.

    One client cannot take every stream of the process, and the process keeps below its open
    files. Over a limit the stream is refused with 429 and the client retries later.
    """

    def __init__(self, per_token: int, per_address: int, total: int):
        self.limits = {"token": per_token, "address": per_address, "total": total}
        self.open: Counter = Counter()
        self.lock = threading.Lock()

    def take(self, token: str | None, address: str) -> list[tuple[str, str]]:
        keys = [("total", ""), ("address", address)] + ([("token", token)] if token else [])
        with self.lock:
            for kind, key in keys:
                limit = self.limits[kind]
                if limit and self.open[(kind, key)] >= limit:
                    raise ApiError(429, "too_many_streams", TOO_MANY[kind],
                                   headers={"Retry-After": str(RETRY_SECONDS)}, retry_after=RETRY_SECONDS)
            for key in keys:
                self.open[key] += 1
        return keys

    def give_back(self, keys: list[tuple[str, str]]) -> None:
        with self.lock:
            for key in keys:
                self.open[key] -= 1
                if self.open[key] <= 0:
                    del self.open[key]


TOO_MANY = {"total": "This server holds as many live streams as it can; retry shortly.",
            "address": "Too many live streams from your address.",
            "token": "Too many live streams for this token; close one first."}
RETRY_SECONDS = 5


@dataclass
class Ticket:
    """An accepted stream, as the route hands it to the hub: what to send and until when."""

    gp: Gameplay
    app: Any
    game_id: str
    caller: Caller
    after: int
    ends: float  # time.monotonic() deadline
    slots: StreamSlots | None = None
    held: list = field(default_factory=list)
    live: Any = None  # the app's broker (play.live), which says when the game moves
    lang: str = "en"  # the language the stream's sentences are written in

    def release(self) -> None:
        """Give the stream's slots back (once)."""
        if self.slots is not None and self.held:
            held, self.held = self.held, []
            self.slots.give_back(held)


def response(gp: Gameplay, game_id: str, caller: Caller, after: int,
             seconds: int | None, slots: StreamSlots | None = None, token: str | None = None,
             address: str = "unknown", environ: dict | None = None) -> Response:
    if request.method == "HEAD":  # the head alone: no body to send, so no thread to hold
        return Response(mimetype="text/event-stream", headers=HEADERS)
    live = broker()
    held = slots.take(token, address) if slots is not None else []
    seconds = min(seconds or DEFAULT_SECONDS, MAX_SECONDS)
    if environ is not None and environ.get(HUB_KEY) is not None:
        environ[TICKET_KEY] = Ticket(gp, current_app._get_current_object(), game_id, caller,
                                     after, time.monotonic() + seconds, slots, held, live, language())
        return Response(iter([RETRY]), mimetype="text/event-stream", headers=HEADERS)
    body = _events(gp, live, game_id, caller, after, seconds, language())
    return Response(_Held(body, slots, held), mimetype="text/event-stream", headers=HEADERS)


class _Held:
    """The stream's frames; its slots go back when the server closes it (it ended, or the client
    went away), even if not one frame was sent."""

    def __init__(self, body: Iterator[str], slots: StreamSlots | None, held: list):
        self.body, self.slots, self.held = body, slots, held

    def __iter__(self) -> "_Held":
        return self

    def __next__(self) -> str:
        return next(self.body)

    def close(self) -> None:
        self.body.close()
        if self.slots is not None and self.held:
            self.slots.give_back(self.held)
            self.held = []


def _events(gp: Gameplay, live, game_id: str, caller: Caller, after: int,
            seconds: int, lang: str = "en") -> Iterator[str]:
    ends = time.monotonic() + seconds
    told = gp.store.chat_heads(game_id)  # chat before the stream opened is read, not streamed
    yield RETRY
    while time.monotonic() < ends:
        frames, last, valid = read_frames(gp, game_id, caller, after, lang)
        yield from frames
        if not valid:
            return  # the token was rotated or the seat left: its secrets stop here
        if last > after:
            after = last
            continue
        notes, told = chat_frames(gp, game_id, caller, told)
        yield from notes
        if not live.wait(game_id, after, min(KEEPALIVE, max(0.0, ends - time.monotonic())),
                         chat_after=max(told.values(), default=0)):
            yield ": keep-alive\n\n"


def chat_frames(gp: Gameplay, game_id: str, caller: Caller,
                told: dict[str, int]) -> tuple[list[str], dict[str, int]]:
    """`chat` frames for the channels the caller reads that have messages it was not told of:
    each names the channel and its last message id (no id line: the event cursor stays put)."""
    heads = gp.store.chat_heads(game_id)
    if heads == told:
        return [], told
    return chat_notice_frames(gp.load(game_id), caller, heads, told), {**told, **heads}


def chat_notice_frames(game: Game, caller: Caller, heads: dict[str, int],
                       told: dict[str, int]) -> list[str]:
    return [f"event: chat\ndata: {json.dumps(note, separators=(',', ':'))}\n\n"
            for note in chat.notices(heads, told, chat.readable(game, caller))]


def read_frames(gp: Gameplay, game_id: str, caller: Caller,
                after: int, lang: str = "en") -> tuple[list[str], int, bool]:
    """The next `BATCH` events after `after` as `caller` may see them: (frames, the last version
    read, whether the caller's token still holds at that version)."""
    batch = gp.store.read(game_id, after_version=after, limit=BATCH, with_secrets=True)
    if not batch:
        return [], after, True
    game = gp.load(game_id, batch[-1].version)
    if not still_valid(game, caller):
        return [], after, False
    viewer = egress.viewer_of(game, caller.seat)
    return frames_for(batch, game, viewer, lang), batch[-1].version, True


def frames_for(batch: list, game: Game, viewer: str | None, lang: str = "en") -> list[str]:
    return [frame(event.version, event.type, egress.event_for(event, game, viewer, lang))
            for event in batch]


def still_valid(game: Game, caller: Caller) -> bool:
    """A seat's stream lives only as long as the token that opened it."""
    if caller.seat is None:
        return True
    seat = game.seat(caller.seat)
    return seat is not None and seat.token_hash == caller.token_hash


def frame(version: int, kind: str, data: dict) -> str:
    return f"id: {version}\nevent: {kind}\ndata: {json.dumps(data, separators=(',', ':'))}\n\n"
