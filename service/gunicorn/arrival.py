"""A request arrives whole before a request thread reads it, and never takes longer than
`READ_SECONDS`.

Gunicorn's threaded worker gives a connection to a request thread as soon as its first bytes
arrive, and the thread then waits, with no time limit, for the rest of the head and the body.
A client that sends them a byte at a time (slowloris) holds the thread as long as it likes, and
a few dozen such clients hold every thread of the process. The stream worker
(service.streams.worker) instead gathers each request on its event loop (`Arrival`) until the
head and the body the application will read have come, and only then hands the connection to a
thread, which finds every byte it needs already there. A request that has not arrived whole
within `READ_SECONDS` of its first chance to is answered 408 and its connection closed.

What `Arrival` reads of the head is only enough to know when to stop waiting; gunicorn's parser
still decides what the request is. Where the two could disagree (a head too long, framing that
gunicorn refuses) the connection goes to a thread at once, and gunicorn answers it. A thread that
still has to wait for the client (for what `Arrival` did not foresee) waits no longer than the
request's deadline (`ReadDeadline`).
"""
from __future__ import annotations

import time
from typing import Any

from gunicorn.http.errors import NoMoreData

READ_SECONDS = 10.0  # a request's head and body, from its first chance to arrive to its last byte
CHUNK_SLACK = 64 * 1024  # room for chunk framing over the body limit (the app then answers 413)
CONTINUE = b"HTTP/1.1 100 Continue\r\n\r\n"

WAIT, WHOLE, SEND_CONTINUE = "wait", "whole", "continue"


class Arrival:
    """The bytes of one request so far, and whether a request thread may have them yet.

    `body_limit` is the largest body the application reads (a longer one is refused before it
    is read, so it is not waited for); `head_limit` the longest head gunicorn parses."""

    def __init__(self, deadline: float, body_limit: int, head_limit: int, data: bytes = b""):
        self.deadline, self.body_limit, self.head_limit = deadline, body_limit, head_limit
        self.data = bytearray(data)
        self.head_end: int | None = None  # where the body starts, once the head has come
        self.length: int | None = None  # the body's Content-Length
        self.chunked = self.expects_continue = self.sent_continue = False
        self.unsure = False  # framing gunicorn refuses: its thread answers at once
        self._searched = 0  # the head's end is not before this offset
        self._chunk = 0  # the next chunk's size line starts here (offset in the body)

    def feed(self, data: bytes) -> str:
        self.data += data
        return self.verdict()

    def verdict(self) -> str:
        """WHOLE: a thread may read the request now; SEND_CONTINUE: write `CONTINUE` (the client
        waits for it before the body), then wait; WAIT: wait for more bytes."""
        if self.head_end is None:
            end = self.data.find(b"\r\n\r\n", self._searched)
            if end < 0:
                self._searched = max(0, len(self.data) - 3)
                return WHOLE if len(self.data) > self.head_limit else WAIT
            self.head_end = end + 4
            self._read_head(bytes(self.data[:end]))
        if self.unsure or self._body_arrived():
            return WHOLE
        if self.expects_continue and not self.sent_continue:
            self.sent_continue = True
            return SEND_CONTINUE
        return WAIT

    def _read_head(self, head: bytes) -> None:
        lengths, codings = [], []
        for line in head.split(b"\r\n")[1:]:
            name, colon, value = line.partition(b":")
            name, value = name.strip().lower(), value.strip().lower()
            if not colon:
                continue
            if name == b"content-length":
                lengths.append(value)
            elif name == b"transfer-encoding":
                codings += [c.strip() for c in value.split(b",")]
            elif name == b"expect":
                self.expects_continue = value == b"100-continue"
        if codings:
            self.chunked = codings[-1] == b"chunked"
            self.unsure = bool(lengths) or not self.chunked
        elif lengths:
            self.unsure = len(set(lengths)) != 1 or not lengths[0].isdigit()
            self.length = None if self.unsure else int(lengths[0])

    def _body_arrived(self) -> bool:
        body = len(self.data) - self.head_end
        if self.chunked:
            return body > self.body_limit + CHUNK_SLACK or self._last_chunk_arrived()
        if self.length is not None:
            return self.length > self.body_limit or body >= self.length
        return True

    def _last_chunk_arrived(self) -> bool:
        """Walk the chunks from where the last walk stopped; True at the last chunk and the
        empty line after it (and its trailers), or at a size line that is not hexadecimal
        (gunicorn refuses it without reading on)."""
        data, base = self.data, self.head_end
        while True:
            start = base + self._chunk
            eol = data.find(b"\r\n", start)
            if eol < 0:
                return False
            try:
                size = int(bytes(data[start:eol]).split(b";")[0].strip(), 16)
            except ValueError:
                return True
            if size == 0:
                return data.find(b"\r\n\r\n", eol) >= 0
            following = eol + 2 + size + 2
            if following > len(data):
                return False
            self._chunk = following - base


def head_limit(cfg: Any) -> int:
    """The longest head gunicorn's parser reads before it refuses the request (0 in a limit
    means gunicorn's own largest value)."""
    line = cfg.limit_request_line or 8190
    fields = cfg.limit_request_fields or 32768
    return line + 2 + fields * ((cfg.limit_request_field_size or 8190) + 2) + 2


class DeadlinePassed(NoMoreData, TimeoutError):
    """The request did not arrive by its deadline. Gunicorn's worker treats it as a client gone
    (NoMoreData: the connection closes, nothing is logged as an error) and its body drain as a
    timeout (the connection is not kept alive with a body half read)."""


class ReadDeadline:
    """A connection's socket as gunicorn's request parser reads it: no read waits past the
    current request's `deadline` (None: no deadline). Everything else is the socket's."""

    def __init__(self, sock: Any):
        self.sock = sock
        self.deadline: float | None = None
        self.passed = False

    def recv(self, size: int) -> bytes:
        if self.deadline is None:
            return self.sock.recv(size)
        left = self.deadline - time.monotonic()
        if left <= 0:
            self.passed = True
            raise DeadlinePassed()
        prior = self.sock.gettimeout()
        self.sock.settimeout(left if prior is None else min(prior, left))
        try:
            return self.sock.recv(size)
        except TimeoutError:
            self.passed = True
            raise DeadlinePassed() from None
        finally:
            self.sock.settimeout(prior)

    def gettimeout(self) -> float | None:
        return self.sock.gettimeout()

    def settimeout(self, value: float | None) -> None:
        self.sock.settimeout(value)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.sock, name)
