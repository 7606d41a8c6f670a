"""A sender thread for writes that may lag and may skip: only each key's latest version goes out.

Callers hand over (key, version, item) and return at once. The thread takes everything gathered
since its last pass and sends it in one call, so a burst costs one round trip; a version overtaken
before its turn came is dropped, as only the latest one is worth sending.
"""
from __future__ import annotations

import threading
from typing import Any, Callable

Batch = dict[str, tuple[int, Any]]


class LatestSender:
    def __init__(self, send: Callable[[Batch], None], name: str):
        self._send = send
        self._name = name
        self._waiting: Batch = {}
        self._has_waiting = threading.Condition()
        self._thread: threading.Thread | None = None

    def offer(self, key: str, version: int, item: Any = None) -> None:
        with self._has_waiting:
            held = self._waiting.get(key)
            if held is None or held[0] < version:
                self._waiting[key] = (version, item)
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name=self._name, daemon=True)
                self._thread.start()
            self._has_waiting.notify()

    def _run(self) -> None:
        while True:
            with self._has_waiting:
                self._has_waiting.wait_for(lambda: bool(self._waiting))
                batch, self._waiting = self._waiting, {}
            self._send(batch)
