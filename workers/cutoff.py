"""An overall time limit on one outgoing exchange (a webhook POST, an SMTP conversation).

A socket timeout bounds each read or write, not the exchange: a receiver that sends a byte every
few seconds never trips it and can hold a deliverer for as long as it likes. A `Cutoff` bounds
the whole exchange instead. Every socket the exchange opens is handed to it (`watch`), and when
the time is up it shuts them down, which ends whatever read, write or TLS handshake is blocked
on them at once; the exchange then fails as a dropped connection and `expired` tells why.
"""
from __future__ import annotations

import socket
import threading
import time
from types import TracebackType


class Cutoff:
    """`with Cutoff(seconds) as cutoff:` ... the exchange, handing its sockets to `watch`."""

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.expired = False
        self._until = time.monotonic() + seconds
        self._sockets: list[socket.socket] = []
        self._lock = threading.Lock()
        self._timer = threading.Timer(seconds, self._expire)
        self._timer.daemon = True

    def __enter__(self) -> "Cutoff":
        self._timer.start()
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        self._timer.cancel()

    def remaining(self) -> float:
        """Seconds left (a little more than 0 once the time is up, for socket timeouts)."""
        return max(0.001, self._until - time.monotonic())

    def watch(self, sock: socket.socket) -> socket.socket:
        """Shut `sock` down when the time is up (at once if it already is); returns `sock`."""
        with self._lock:
            self._sockets.append(sock)
            late = self.expired
        if late:
            _shut(sock)
        return sock

    def connect(self, address: tuple[str, int], timeout: float) -> socket.socket:
        """A TCP connection to `address` within both `timeout` and the time left, watched."""
        return self.watch(socket.create_connection(address, min(timeout, self.remaining())))

    def _expire(self) -> None:
        with self._lock:
            self.expired = True
            sockets = list(self._sockets)
        for sock in sockets:
            _shut(sock)


def _shut(sock: socket.socket) -> None:
    try:
        sock.shutdown(socket.SHUT_RDWR)
    except OSError:  # already closed, or never connected
        pass
