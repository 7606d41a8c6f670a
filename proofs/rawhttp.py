"""One HTTP/1.1 exchange over a raw socket, for requests no well-behaved client library sends.

The request is written exactly as given (a lying Content-Length, broken chunk framing, NUL bytes,
invalid UTF-8), from a thread of its own, while the answer is read: a server may answer early
(413 before the body is sent) and close, which must not lose the answer. The answer is parsed
from whatever arrived before the server closed the connection or the time ran out.
"""
from __future__ import annotations

import json
import socket
import threading
import time
from dataclasses import dataclass, field
from typing import Any, Iterable


@dataclass
class Answer:
    status: int = 0  # 0: no complete status line arrived
    headers: dict[str, str] = field(default_factory=dict)
    body: bytes = b""
    seconds: float = 0.0
    error: str = ""  # why the exchange stopped early (timeout, reset)

    @property
    def media_type(self) -> str:
        return self.headers.get("content-type", "").split(";")[0].strip()

    def json(self) -> Any:
        try:
            return json.loads(self.body)
        except ValueError:
            return None


def exchange(port: int, pieces: Iterable[bytes], *, timeout: float = 10.0,
             half_close: bool = True, hold: float = 0.0, host: str = "127.0.0.1",
             gap: float = 0.0) -> Answer:
    """Send `pieces`, `gap` seconds apart (then shut the write side unless `half_close` is
    False, after `hold` seconds) and read the answer until the server closes or `timeout`
    seconds pass."""
    started = time.monotonic()
    sock = socket.create_connection((host, port), timeout=timeout)
    sent_error: list[str] = []

    def send() -> None:
        try:
            for n, piece in enumerate(pieces):
                if gap and n:
                    time.sleep(gap)  # a slow client, by design
                sock.sendall(piece)
            if hold:
                time.sleep(hold)
            if half_close:
                sock.shutdown(socket.SHUT_WR)
        except OSError as exc:  # the server answered early and closed: read what it said
            sent_error.append(f"{type(exc).__name__} while sending")

    sender = threading.Thread(target=send, daemon=True)
    sender.start()
    raw, error = _read(sock, started + timeout)
    sender.join(timeout=1)
    sock.close()
    answer = parse(raw)
    answer.seconds = time.monotonic() - started
    answer.error = error or (sent_error[0] if sent_error and not answer.status else "")
    return answer


def _read(sock: socket.socket, deadline: float) -> tuple[bytes, str]:
    data = bytearray()
    while True:
        left = deadline - time.monotonic()
        if left <= 0:
            return bytes(data), "timeout"
        sock.settimeout(left)
        try:
            chunk = sock.recv(65536)
        except socket.timeout:
            return bytes(data), "timeout"
        except OSError as exc:
            return bytes(data), type(exc).__name__
        if not chunk:
            return bytes(data), ""
        data += chunk
        if _complete(bytes(data)):
            return bytes(data), ""


def _complete(data: bytes) -> bool:
    """A whole answer with a Content-Length has arrived (no need to wait for the close)."""
    head, sep, body = data.partition(b"\r\n\r\n")
    if not sep:
        return False
    for line in head.split(b"\r\n")[1:]:
        name, _, value = line.partition(b":")
        if name.strip().lower() == b"content-length":
            try:
                return len(body) >= int(value.strip())
            except ValueError:
                return False
    return False


def parse(data: bytes) -> Answer:
    head, sep, body = data.partition(b"\r\n\r\n")
    lines = head.split(b"\r\n")
    parts = lines[0].split(b" ", 2) if lines else []
    if not sep or len(parts) < 2 or not parts[0].startswith(b"HTTP/") or not parts[1].isdigit():
        return Answer(body=data[:2000])
    headers = {}
    for line in lines[1:]:
        name, _, value = line.decode("latin-1").partition(":")
        headers[name.strip().lower()] = value.strip()
    if "chunked" in headers.get("transfer-encoding", "").lower():
        body = _unchunk(body)
    elif "content-length" in headers and headers["content-length"].isdigit():
        body = body[:int(headers["content-length"])]
    return Answer(int(parts[1]), headers, body)


def _unchunk(body: bytes) -> bytes:
    out = bytearray()
    while body:
        size_line, _, rest = body.partition(b"\r\n")
        try:
            size = int(size_line.split(b";")[0], 16)
        except ValueError:
            break
        if size == 0:
            break
        out += rest[:size]
        body = rest[size + 2:]
    return bytes(out)


def request(method: str, target: str, headers: dict[str, str] | list[tuple[str, str]],
            body: bytes = b"", version: str = "HTTP/1.1") -> bytes:
    """The bytes of a request, exactly as given (no Content-Length added)."""
    items = headers.items() if isinstance(headers, dict) else headers
    head = f"{method} {target} {version}\r\n" + "".join(f"{k}: {v}\r\n" for k, v in items)
    return head.encode("latin-1", errors="surrogateescape") + b"\r\n" + body


def chunked(*parts: bytes) -> bytes:
    """A well-framed chunked body of `parts`."""
    return b"".join(b"%x\r\n%s\r\n" % (len(p), p) for p in parts if p) + b"0\r\n\r\n"
