"""A hostile webhook receiver for tests and benchmarks: it answers, then drips.

`DripReceiver` listens on a loopback port. To every connection it reads the request, sends
`HTTP/1.1 200 OK` and then one header byte every `every` seconds, never ending the headers, for
at most `bound` seconds per connection (so that a test or benchmark always ends). With
`head=SMTP_GREETING` it is a mail server that never finishes its greeting. Only a sender
with an overall time limit gets away from it; one whose limit is per read waits as long as the
drip lasts. It counts the connections it is holding and the ones it has taken.
"""
from __future__ import annotations

import socket
import threading
import time


HTTP_ANSWER = b"HTTP/1.1 200 OK\r\nX-Drip: "
SMTP_GREETING = b"220-mail.example"  # the first line of a greeting said to go on


class DripReceiver:
    def __init__(self, every: float = 0.5, bound: float = 30.0, head: bytes = HTTP_ANSWER) -> None:
        self.every, self.bound, self.head = every, bound, head
        self.accepted = 0
        self.holding = 0
        self._lock = threading.Lock()
        self._stopping = threading.Event()
        self._listener = socket.create_server(("127.0.0.1", 0), backlog=128)
        self.port = self._listener.getsockname()[1]

    def url(self, path: str = "/hook") -> str:
        return f"http://127.0.0.1:{self.port}{path}"

    def start(self) -> "DripReceiver":
        threading.Thread(target=self._accept, name="drip-accept", daemon=True).start()
        return self

    def stop(self) -> None:
        self._stopping.set()
        self._listener.close()

    def __enter__(self) -> "DripReceiver":
        return self.start()

    def __exit__(self, *_: object) -> None:
        self.stop()

    def counts(self) -> tuple[int, int]:
        """(connections taken, connections being held now)."""
        with self._lock:
            return self.accepted, self.holding

    def _accept(self) -> None:
        while not self._stopping.is_set():
            try:
                conn, _ = self._listener.accept()
            except OSError:
                return
            with self._lock:
                self.accepted += 1
                self.holding += 1
            threading.Thread(target=self._drip, args=(conn,), daemon=True).start()

    def _drip(self, conn: socket.socket) -> None:
        ends = time.monotonic() + self.bound
        try:
            conn.settimeout(self.every)
            _read_request(conn)
            conn.sendall(self.head)
            while time.monotonic() < ends and not self._stopping.wait(self.every):
                conn.sendall(b"x")
        except OSError:  # the sender hung up: that is what a good sender does
            pass
        finally:
            conn.close()
            with self._lock:
                self.holding -= 1


def _read_request(conn: socket.socket) -> None:
    """Read until the end of the request's headers and its Content-Length of body, or a pause."""
    data = b""
    try:
        while b"\r\n\r\n" not in data:
            chunk = conn.recv(65536)
            if not chunk:
                return
            data += chunk
        head, _, body = data.partition(b"\r\n\r\n")
        length = next((int(line.split(b":", 1)[1]) for line in head.split(b"\r\n")
                       if line.lower().startswith(b"content-length:")), 0)
        while len(body) < length:
            chunk = conn.recv(65536)
            if not chunk:
                return
            body += chunk
    except socket.timeout:
        return
