"""A loopback HTTP proxy that drops some answers after the server has produced them.

For each request it forwards the whole request upstream and reads the whole answer; when `drop`
says so (and the upstream answered 200, so the command has committed), it resets the client's
connection instead of sending the answer. The client sees a connection error after COMMIT, the
case an Idempotency-Key exists for. Requests are HTTP/1.1 with Content-Length bodies (what the
proof clients send); each client connection gets its own upstream connection.
"""
from __future__ import annotations

import http.client
import socket
import struct
import threading
from typing import Callable

from proofs.cluster import free_port

Drop = Callable[[str, str, dict[str, str]], bool]  # (method, path, headers) -> drop its answer?


class DroppingProxy:
    def __init__(self, upstream_port: int, drop: Drop, port: int | None = None):
        self.upstream_port = upstream_port
        self.drop = drop
        self.port = port or free_port()
        self.dropped: list[dict[str, str]] = []  # the requests whose answers were dropped
        self.forwarded = 0
        self._lock = threading.Lock()
        self._server = socket.socket()
        self._server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self._server.bind(("127.0.0.1", self.port))
        self._server.listen(256)
        self._stopping = threading.Event()
        self._thread = threading.Thread(target=self._accept, name="proxy", daemon=True)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> "DroppingProxy":
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stopping.set()
        self._server.close()

    def _accept(self) -> None:
        while not self._stopping.is_set():
            try:
                client, _ = self._server.accept()
            except OSError:
                return
            threading.Thread(target=self._serve, args=(client,), daemon=True).start()

    def _serve(self, client: socket.socket) -> None:
        upstream = http.client.HTTPConnection("127.0.0.1", self.upstream_port, timeout=60)
        reader = client.makefile("rb")
        try:
            while True:
                request = _read_request(reader)
                if request is None:
                    return
                method, path, headers, body = request
                upstream.request(method, path, body=body, headers=headers)
                answer = upstream.getresponse()
                data = answer.read()
                if answer.status == 200 and self.drop(method, path, headers):
                    with self._lock:
                        self.dropped.append({"method": method, "path": path,
                                             "key": headers.get("Idempotency-Key", "")})
                    _reset(client)
                    return
                with self._lock:
                    self.forwarded += 1
                client.sendall(_response_bytes(answer, data))
        except (OSError, http.client.HTTPException):
            return
        finally:
            upstream.close()
            reader.close()
            client.close()


def _read_request(reader) -> tuple[str, str, dict[str, str], bytes] | None:
    line = reader.readline(65537)
    if not line:
        return None
    method, path, _ = line.decode("latin-1").split(" ", 2)
    headers: dict[str, str] = {}
    while True:
        raw = reader.readline(65537)
        if raw in (b"\r\n", b"\n", b""):
            break
        name, _, value = raw.decode("latin-1").partition(":")
        headers[name.strip()] = value.strip()
    length = int(headers.get("Content-Length", "0") or 0)
    body = reader.read(length) if length else b""
    return method, path, headers, body


def _response_bytes(answer: http.client.HTTPResponse, data: bytes) -> bytes:
    lines = [f"HTTP/1.1 {answer.status} {answer.reason}"]
    for name, value in answer.getheaders():
        if name.lower() not in ("content-length", "transfer-encoding", "connection"):
            lines.append(f"{name}: {value}")
    lines += [f"Content-Length: {len(data)}", "Connection: keep-alive"]
    return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1") + data


def _reset(sock: socket.socket) -> None:
    """Close with a TCP reset (SO_LINGER 0): the client's read fails at once."""
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    sock.close()
