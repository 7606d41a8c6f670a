"""A webhook receiver for tests: a real HTTP server on a loopback port, in a thread."""
from __future__ import annotations

import json
import socket
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


class WebhookReceiver:
    """Answers every POST with `status` and keeps each request (path, headers, body)."""

    def __init__(self, status: int = 204) -> None:
        self.status = status
        self.requests: list[dict[str, Any]] = []
        self._lock = threading.Lock()
        with socket.socket() as sock:
            sock.bind(("127.0.0.1", 0))
            self.port = sock.getsockname()[1]
        self._server: ThreadingHTTPServer | None = None

    def url(self, path: str = "/hook") -> str:
        return f"http://127.0.0.1:{self.port}{path}"

    def start(self) -> "WebhookReceiver":
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802
                body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                with receiver._lock:
                    receiver.requests.append({"path": self.path, "headers": dict(self.headers),
                                              "body": body})
                self.send_response(receiver.status)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *args: Any) -> None:
                pass

        self._server = ThreadingHTTPServer(("127.0.0.1", self.port), Handler)
        self._server.daemon_threads = True
        threading.Thread(target=self._server.serve_forever, daemon=True).start()
        return self

    def stop(self) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None

    def received(self) -> list[dict[str, Any]]:
        with self._lock:
            return list(self.requests)

    def json_bodies(self) -> list[dict[str, Any]]:
        return [json.loads(r["body"]) for r in self.received()]

    def wait_for(self, count: int, timeout: float = 20.0) -> list[dict[str, Any]]:
        """The requests once at least `count` arrived (polled); fails after `timeout` seconds."""
        deadline = time.monotonic() + timeout
        while len(self.received()) < count:
            if time.monotonic() > deadline:
                raise AssertionError(f"{len(self.received())} of {count} webhooks arrived")
            threading.Event().wait(0.02)
        return self.received()
