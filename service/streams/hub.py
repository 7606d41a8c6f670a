"""The live streams of one web process, written by one event loop instead of a thread each.

A stream the route accepted (service.streams.sse.Ticket) arrives here with its socket, its response
head already sent (service.streams.worker). From then on it costs a coroutine and a socket, not a
thread, so the number of open streams takes nothing from the threads that answer the rest of the
API.

Work is shared per game, not done per stream: one `Feed` per watched game reads each new stretch
of the log once (in a small pool of reader threads, never on the loop), loads the game once, and
keeps the frames of each viewer (seat, spectator, auditor) it has made; every stream of that game
and viewer then sends the same bytes. The feed reads when the broker says the game moved
(play.live: a commit in this process, or a Redis message from another) and every `KEEPALIVE`
seconds anyway, so a lost message only delays and the embedded default tails its own log. A
stream further behind than the feed's window (a resume from an old Last-Event-ID) catches up by
reading the log itself, a batch at a time, on the reader threads.
"""
from __future__ import annotations

import asyncio
import socket
import threading
import time
from collections import Counter, deque
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Callable

import structlog

from play import egress
from service.streams import sse

log = structlog.get_logger("stream_hub")

WINDOW = 200  # events a feed keeps in memory for streams that are slightly behind
SEND_TIMEOUT = 30.0  # a client that reads nothing for this long is dropped
READERS = 2  # threads reading the log for the streams of this process


class _Batch:
    """Consecutive events of one game with the game at the last of them, framed per viewer."""

    def __init__(self, events: list, game: Any):
        self.events, self.game = events, game
        self.first, self.last = events[0].version, events[-1].version
        # By viewer and the language of the sentences.
        self._frames: dict[tuple[str | None, str], list[tuple[int, bytes]]] = {}
        self._whole: dict[tuple[str | None, str], bytes] = {}

    def frame(self, viewer: str | None, lang: str = "en") -> None:
        """Make `viewer`'s frames in `lang` (on a reader thread, before the loop sees the batch)."""
        key = (viewer, lang)
        if key not in self._frames:
            texts = sse.frames_for(self.events, self.game, viewer, lang)
            self._frames[key] = [(e.version, t.encode()) for e, t in zip(self.events, texts)]
            self._whole[key] = b"".join(t for _, t in self._frames[key])

    def after(self, viewer: str | None, version: int, lang: str = "en") -> bytes:
        self.frame(viewer, lang)
        if version < self.first:
            return self._whole[(viewer, lang)]
        return b"".join(t for v, t in self._frames[(viewer, lang)] if v > version)


class _Connection(asyncio.Protocol):
    """One stream's socket: buffered writes, pauses when the client reads slowly, and notice
    of the client going away."""

    def __init__(self) -> None:
        loop = asyncio.get_running_loop()
        self.transport: asyncio.Transport | None = None
        self.gone = loop.create_future()
        self.writable = asyncio.Event()
        self.writable.set()

    def connection_made(self, transport: Any) -> None:
        self.transport = transport

    def data_received(self, data: bytes) -> None:
        """A stream's client has nothing more to say; what it sends is ignored."""

    def eof_received(self) -> bool:
        return False  # the client closed its side: close ours

    def connection_lost(self, exc: Exception | None) -> None:
        if not self.gone.done():
            self.gone.set_result(None)
        self.writable.set()

    def pause_writing(self) -> None:
        self.writable.clear()

    def resume_writing(self) -> None:
        self.writable.set()

    async def send(self, data: bytes, chunked: bool) -> bool:
        """Write `data` (as one HTTP chunk when `chunked`); False once the client is gone or
        has read nothing for `SEND_TIMEOUT` seconds."""
        if self.gone.done() or self.transport is None:
            return False
        if data:
            self.transport.write(b"%x\r\n%b\r\n" % (len(data), data) if chunked else data)
        if not self.writable.is_set():
            try:
                await asyncio.wait_for(self.writable.wait(), SEND_TIMEOUT)
            except asyncio.TimeoutError:
                self.transport.abort()
                return False
        return not self.gone.done()

    def finish(self, chunked: bool) -> None:
        if self.transport is not None and not self.gone.done():
            if chunked:
                self.transport.write(b"0\r\n\r\n")
            self.transport.close()


class Feed:
    """One game's new events for every stream of it in this process."""

    def __init__(self, hub: "StreamHub", ticket: sse.Ticket):
        self.hub, self.gp, self.app, self.game_id = hub, ticket.gp, ticket.app, ticket.game_id
        self.head: int | None = None  # the last version read; None until the first read
        self.base = 0  # the window holds the events after this version
        self.batches: deque[_Batch] = deque()
        self.seats: Counter = Counter()  # the seats (None: spectators) of the open streams
        self.chat: dict[str, int] = {}  # each chat channel's last message id
        self.game: Any = None  # the game as last loaded (which chat channels a caller reads)
        self.poked = asyncio.Event()
        self._changed = asyncio.get_running_loop().create_future()
        self.broken = False
        self.task = asyncio.get_running_loop().create_task(self._run())
        self.task.add_done_callback(self._ended)

    def covers(self, after: int) -> bool:
        return self.head is not None and after >= self.base

    def frames_after(self, after: int, caller: Any, lang: str = "en") -> tuple[bytes, int, bool]:
        """What the window holds after `after` for `caller`, in `lang`: (bytes, last version, valid)."""
        parts, last = [], after
        for batch in self.batches:
            if batch.last <= after:
                continue
            if not sse.still_valid(batch.game, caller):
                return b"".join(parts), last, False
            parts.append(batch.after(egress.viewer_of(batch.game, caller.seat), after, lang))
            last = batch.last
        return b"".join(parts), last, True

    async def wait_past(self, after: int, gone: asyncio.Future, timeout: float,
                        told: dict[str, int] | None = None) -> bool:
        """Until the feed has read past `after` or learnt of chat not in `told` (True), or
        `timeout` or the client is gone."""
        def moved() -> bool:
            return (self.head is not None and self.head > after) or (
                told is not None and self.chat != told)

        if moved():
            return True
        await asyncio.wait([self._changed, gone], timeout=timeout,
                           return_when=asyncio.FIRST_COMPLETED)
        return moved()

    def chat_notices(self, caller: Any, told: dict[str, int]) -> bytes:
        if self.game is None:
            return b""
        return "".join(sse.chat_notice_frames(self.game, caller, self.chat, told)).encode()

    def _ended(self, task: asyncio.Task) -> None:
        """A feed that failed ends its streams (their clients resume) rather than leave them
        waiting on nothing."""
        self.hub.drop(self)
        if not task.cancelled() and task.exception() is not None:
            log.error("stream_feed_failed", game_id=self.game_id, error=repr(task.exception()))
            self.broken = True
            self._changed.set_result(None)

    async def _run(self) -> None:
        while True:
            self.poked.clear()  # before reading, so a poke during the read is not lost
            try:
                batch, heads = await self.hub.call(self.app, self._read, self.head,
                                                   list(self.seats))
            except Exception as exc:  # the database is away: keep the streams, try again
                log.warning("stream_feed_read_failed", game_id=self.game_id, error=str(exc))
                batch, heads = None, None
            self._take(batch, heads)
            if isinstance(batch, _Batch) and len(batch.events) >= sse.BATCH:
                continue  # more to read
            if not self.seats:
                return
            try:
                await asyncio.wait_for(self.poked.wait(), sse.KEEPALIVE)
            except asyncio.TimeoutError:
                pass  # read anyway: a lost message only delays

    def _read(self, head: int | None, seats: list
              ) -> tuple[_Batch | int | None, dict[str, int]]:
        """On a reader thread: the events after `head`, framed for the seats now watching (at
        first, only where the log ends), and the last chat message of each channel."""
        heads = self.gp.store.chat_heads(self.game_id)
        if heads != self.chat and self.game is None:
            self.game = self.gp.load(self.game_id)
        if head is None:
            return self.gp.store.current_version(self.game_id), heads
        events = self.gp.store.read(self.game_id, after_version=head, limit=sse.BATCH,
                                    with_secrets=True)
        if not events:
            return None, heads
        batch = _Batch(events, self.gp.load(self.game_id, events[-1].version))
        for seat in seats:
            batch.frame(egress.viewer_of(batch.game, seat))
        return batch, heads

    def _take(self, batch: _Batch | int | None, heads: dict[str, int] | None = None) -> None:
        chatted = heads is not None and heads != self.chat
        if chatted and heads is not None:
            self.chat = heads
        if isinstance(batch, int):
            self.head = self.base = batch
        elif batch is not None:
            self.batches.append(batch)
            self.head = batch.last
            self.game = batch.game
            while self.batches and self.head - self.batches[0].last >= WINDOW:
                self.base = self.batches.popleft().last
        elif not chatted:
            return
        changed, self._changed = self._changed, asyncio.get_running_loop().create_future()
        changed.set_result(None)


class StreamHub:
    """The event loop (a daemon thread) holding this process's streams, and its feeds."""

    def __init__(self, readers: int = READERS):
        self._readers = ThreadPoolExecutor(readers, thread_name_prefix="stream-read")
        self._loop: asyncio.AbstractEventLoop | None = None
        self._lock = threading.Lock()
        self._feeds: dict[tuple[int, str], Feed] = {}
        self._brokers: set[int] = set()
        self._streams: set[asyncio.Task] = set()

    @property
    def open_streams(self) -> int:
        return len(self._streams)

    def adopt(self, sock: socket.socket, ticket: sse.Ticket, chunked: bool) -> None:
        """Take an accepted stream whose response head is sent; from any thread."""
        loop = self._ensure_loop()
        if ticket.live is not None:
            self._listen_to(ticket.live, loop)
        loop.call_soon_threadsafe(self._start, sock, ticket, chunked, id(ticket.live))

    def call(self, app: Any, fn: Callable, *args: Any) -> asyncio.Future:
        """Run `fn(*args)` on a reader thread, inside `app`'s context."""

        def run() -> Any:
            with app.app_context():
                return fn(*args)

        return asyncio.get_running_loop().run_in_executor(self._readers, run)

    def drop(self, feed: Feed) -> None:
        for key, known in list(self._feeds.items()):
            if known is feed:
                del self._feeds[key]

    def stop(self, seconds: float = 2.0) -> None:
        """End every stream cleanly (the clients resume elsewhere), waiting up to `seconds`."""
        loop = self._loop
        if loop is None:
            return
        done = threading.Event()

        def cancel_all() -> None:
            for task in list(self._streams):
                task.cancel()
            loop.call_later(0.2, done.set)

        loop.call_soon_threadsafe(cancel_all)
        done.wait(seconds)

    def _ensure_loop(self) -> asyncio.AbstractEventLoop:
        with self._lock:
            if self._loop is None:
                loop = asyncio.new_event_loop()
                threading.Thread(target=loop.run_forever, name="stream-hub", daemon=True).start()
                self._loop = loop
            return self._loop

    def _listen_to(self, live: Any, loop: asyncio.AbstractEventLoop) -> None:
        with self._lock:
            if id(live) in self._brokers:
                return
            self._brokers.add(id(live))
        key = id(live)

        def moved(game_id: str, version: int) -> None:
            if (key, game_id) in self._feeds:  # only games someone watches cost a wake-up
                loop.call_soon_threadsafe(self._poke, key, game_id)

        live.add_listener(moved)

    def _poke(self, key: int, game_id: str) -> None:
        feed = self._feeds.get((key, game_id))
        if feed is not None:
            feed.poked.set()

    def _start(self, sock: socket.socket, ticket: sse.Ticket, chunked: bool, key: int) -> None:
        task = asyncio.get_running_loop().create_task(self._serve(sock, ticket, chunked, key))
        self._streams.add(task)
        task.add_done_callback(self._streams.discard)

    async def _serve(self, sock: socket.socket, ticket: sse.Ticket, chunked: bool,
                     key: int) -> None:
        conn: _Connection | None = None
        feed: Feed | None = None
        try:
            sock.setblocking(False)
            _, conn = await asyncio.get_running_loop().connect_accepted_socket(
                _Connection, sock=sock)
            feed = self._feeds.get((key, ticket.game_id))
            if feed is None:
                feed = self._feeds[(key, ticket.game_id)] = Feed(self, ticket)
            feed.seats[ticket.caller.seat] += 1
            await self._send_until_done(conn, feed, ticket, chunked)
        except asyncio.CancelledError:
            pass
        except Exception as exc:
            log.warning("stream_failed", game_id=ticket.game_id, error=str(exc))
        finally:
            if feed is not None:
                _leave(feed, ticket.caller.seat)
            ticket.release()
            if conn is not None:
                conn.finish(chunked)
            else:
                sock.close()

    async def _send_until_done(self, conn: _Connection, feed: Feed, ticket: sse.Ticket,
                               chunked: bool) -> None:
        after, caller = ticket.after, ticket.caller
        told: dict[str, int] | None = dict(feed.chat) if feed.head is not None else None
        while not conn.gone.done() and not feed.broken:
            remaining = ticket.ends - time.monotonic()
            if remaining <= 0:
                return
            if told is None and feed.head is not None:
                told = dict(feed.chat)  # chat before the stream opened is read, not streamed
            if told is not None and feed.chat != told:
                notes, told = feed.chat_notices(caller, told), dict(feed.chat)
                if notes and not await conn.send(notes, chunked):
                    return
            if feed.head is not None and after < feed.head:
                if feed.covers(after):
                    data, last, valid = feed.frames_after(after, caller, ticket.lang)
                else:  # behind the window: read the log itself, a batch at a time
                    frames, last, valid = await self.call(ticket.app, _catch_up, ticket, after)
                    data = "".join(frames).encode()
                if not await conn.send(data, chunked) or not valid:
                    return
                after = max(after, last)
                continue
            if not await feed.wait_past(after, conn.gone, min(sse.KEEPALIVE, remaining), told):
                if not conn.gone.done() and not await conn.send(b": keep-alive\n\n", chunked):
                    return


def _catch_up(ticket: sse.Ticket, after: int) -> tuple[list[str], int, bool]:
    return sse.read_frames(ticket.gp, ticket.game_id, ticket.caller, after, ticket.lang)


def _leave(feed: Feed, seat: str | None) -> None:
    feed.seats[seat] -= 1
    if feed.seats[seat] <= 0:
        del feed.seats[seat]
    if not feed.seats:
        feed.poked.set()  # its task sees no streams left and ends
