"""Clients that try to hold a web server's request threads: live streams opened by another
spelling of their path, and connections that send their request a byte at a time (slowloris).

Used by `proofs.hostile`, the tests of the stream worker and the benchmarks; run alone it
measures how long /readyz takes while both are held against a running server:

    .venv/bin/python -m proofs.slow_clients --port 8000 [--streams 20 --slow 50 --seconds 15]

Every socket is opened on entering the context and closed on leaving it; nothing outlives it.
"""
from __future__ import annotations

import argparse
import json
import socket
import sys
import threading
import time
import urllib.request
from collections import Counter
from typing import Any

from proofs.checks import percentile

# Spellings of GET /v1/games/{id}/stream that Flask routes to the stream view: the path
# percent-encoded in part, its slashes encoded or doubled.
STREAM_SPELLINGS = ("/v1/games/{game}/%73tream", "/v1/games/{game}/s%74ream",
                    "/v1%2Fgames%2F{game}%2Fstream", "//v1/games/{game}/stream")
# And spellings it does not route there (a trailing slash, another case): answered at once.
NOT_STREAMS = ("/v1/games/{game}/stream/", "/v1/games/{game}/STREAM", "/V1/games/{game}/Stream")


def _connect(port: int, host: str) -> socket.socket:
    return socket.create_connection((host, port), timeout=10)


class HeldStreams:
    """`count` live streams of `game`, each opened by one of `spellings` in turn and held open
    (the bytes the server sends are read and dropped). `statuses` holds each one's status once
    its head arrived (0 until then, -1 when it closed without one)."""

    def __init__(self, port: int, game: str, count: int, *, host: str = "127.0.0.1",
                 spellings: tuple[str, ...] = STREAM_SPELLINGS, timeout: int = 600):
        self.port, self.host, self.game, self.count = port, host, game, count
        self.targets = [spellings[n % len(spellings)].format(game=game) + f"?timeout={timeout}"
                        for n in range(count)]
        self.statuses = [0] * count
        self.socks: list[socket.socket] = []
        self._stop = threading.Event()
        self._readers: list[threading.Thread] = []

    def __enter__(self) -> "HeldStreams":
        for n, target in enumerate(self.targets):
            sock = _connect(self.port, self.host)
            sock.sendall(f"GET {target} HTTP/1.1\r\nHost: {self.host}\r\n"
                         "Accept: text/event-stream\r\n\r\n".encode())
            self.socks.append(sock)
            reader = threading.Thread(target=self._read, args=(n, sock), daemon=True)
            reader.start()
            self._readers.append(reader)
        return self

    def _read(self, n: int, sock: socket.socket) -> None:
        head = b""
        sock.settimeout(0.5)
        while not self._stop.is_set():
            try:
                data = sock.recv(65536)
            except TimeoutError:
                continue
            except OSError:
                data = b""
            if not data:
                self.statuses[n] = self.statuses[n] or -1
                return
            if not self.statuses[n]:
                head += data
                if b"\r\n" in head:
                    self.statuses[n] = int(head.split(b" ", 2)[1])

    def wait_for_heads(self, seconds: float = 30) -> list[int]:
        """Wait until every stream has its status (or `seconds` passed); the statuses."""
        deadline = time.monotonic() + seconds
        while 0 in self.statuses and time.monotonic() < deadline:
            time.sleep(0.05)
        return list(self.statuses)

    def __exit__(self, *exc: Any) -> None:
        self._stop.set()
        for sock in self.socks:
            sock.close()
        for reader in self._readers:
            reader.join(timeout=2)


class SlowClients:
    """`count` connections that each send the start of a request and then one more byte every
    `every` seconds, for as long as the server listens (slowloris). `body` drips a POST's body
    instead of the head. `answers` holds what the server said to each before it closed it."""

    HEAD = b"GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: "
    POST = (b"POST /v1/games HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            b"Content-Length: 4000\r\n\r\n{")

    def __init__(self, port: int, count: int, *, host: str = "127.0.0.1", every: float = 1.0,
                 body: bool = False):
        self.port, self.host, self.count, self.every = port, host, count, every
        self.start = self.POST if body else self.HEAD
        self.socks: list[socket.socket] = []
        self.answers: list[bytes | None] = [None] * count  # None: still open
        self.opened_at = 0.0
        self.closed_after: list[float | None] = [None] * count
        self._stop = threading.Event()
        self._dripper: threading.Thread | None = None

    def __enter__(self) -> "SlowClients":
        self.opened_at = time.monotonic()
        for _ in range(self.count):
            sock = _connect(self.port, self.host)
            sock.sendall(self.start)
            sock.setblocking(False)
            self.socks.append(sock)
        self._dripper = threading.Thread(target=self._drip, daemon=True)
        self._dripper.start()
        return self

    def _drip(self) -> None:
        while not self._stop.wait(self.every):
            for n, sock in enumerate(self.socks):
                if self.answers[n] is not None:
                    continue
                self._collect(n, sock)
                if self.answers[n] is None:
                    try:
                        sock.send(b"x")
                    except OSError:
                        self._closed(n, b"")

    def _collect(self, n: int, sock: socket.socket) -> None:
        try:
            data = sock.recv(65536)
        except BlockingIOError:
            return
        except OSError:
            data = b""
        self._closed(n, data)

    def _closed(self, n: int, answer: bytes) -> None:
        self.answers[n] = answer
        self.closed_after[n] = time.monotonic() - self.opened_at

    @property
    def open(self) -> int:
        return sum(answer is None for answer in self.answers)

    def wait_until_answered(self, seconds: float) -> bool:
        """Wait until the server has answered or closed every connection; False after
        `seconds`."""
        deadline = time.monotonic() + seconds
        while self.open and time.monotonic() < deadline:
            time.sleep(0.1)
        return not self.open

    def statuses(self) -> list[int]:
        """The status the server answered each closed connection with (0: closed silently)."""
        return [int(a.split(b" ", 2)[1]) if a and a.startswith(b"HTTP/") else 0
                for a in self.answers if a is not None]

    def __exit__(self, *exc: Any) -> None:
        self._stop.set()
        if self._dripper is not None:
            self._dripper.join(timeout=5)
        for sock in self.socks:
            sock.close()


def time_requests(base_url: str, path: str = "/readyz", count: int = 50,
                  timeout: float = 10.0) -> dict[str, Any]:
    """`count` GETs of `path`, one after the other, each on a new connection: their p50 and
    p99 in milliseconds, the slowest, and how many did not answer 200 in `timeout` seconds."""
    took, failed = [], 0
    for _ in range(count):
        began = time.monotonic()
        try:
            with urllib.request.urlopen(base_url + path, timeout=timeout) as answer:
                answer.read()
                failed += answer.status != 200
        except OSError:
            failed += 1
        took.append(time.monotonic() - began)
    return {"n": count, "p50_ms": round(percentile(took, 50) * 1000, 1),
            "p99_ms": round(percentile(took, 99) * 1000, 1),
            "max_ms": round(max(took) * 1000, 1), "failed": failed}


def make_game(base_url: str) -> str:
    """A new sandbox game's id, to stream."""
    req = urllib.request.Request(base_url + "/v1/games", json.dumps(
        {"seats": 3, "sandbox": True}).encode(), {"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=10) as answer:
        return json.load(answer)["game"]["game_id"]


def measure(port: int, streams: int = 20, slow: int = 50, samples: int = 200,
            host: str = "127.0.0.1", game: str | None = None,
            answered_within: float = 30.0) -> dict[str, Any]:
    """/readyz's latency alone, then with `streams` percent-encoded streams of `game` (a new
    sandbox game when None) and `slow` slowloris connections held open against the server on
    `port`; then how the server answered the slow connections (it must cut them off, within
    `answered_within` seconds)."""
    base = f"http://{host}:{port}"
    game = game or make_game(base)
    alone = time_requests(base, count=samples)
    with HeldStreams(port, game, streams, host=host) as held, \
            SlowClients(port, slow, host=host) as slow_clients:
        heads = held.wait_for_heads()
        loaded = time_requests(base, count=samples)
        still_open = slow_clients.open
        slow_clients.wait_until_answered(answered_within)
        cut_off = [round(s, 1) for s in slow_clients.closed_after if s is not None]
    return {"streams": streams, "streams_ok": heads.count(200), "slow_clients": slow,
            "slow_still_open_while_timed": still_open, "readyz_alone": alone,
            "readyz_held": loaded,
            "slow_answers": dict(Counter(str(s) for s in slow_clients.statuses())),
            "slow_cut_off_after_s": [min(cut_off), max(cut_off)] if cut_off else []}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--streams", type=int, default=20)
    parser.add_argument("--slow", type=int, default=50)
    parser.add_argument("--samples", type=int, default=200)
    args = parser.parse_args(argv)
    print(json.dumps(measure(args.port, args.streams, args.slow, args.samples, args.host)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
