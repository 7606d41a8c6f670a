"""A task run in a thread of its own, woken by whoever needs it done, never run by them.

An RQ worker performs one job at a time: a job that sent notifications itself would keep every
timer job queued behind it waiting on the slowest receiver. The notification job only wakes the
process's deliverer instead, which sends from its own thread.
"""
from __future__ import annotations

import threading
from typing import Callable

import structlog

log = structlog.get_logger("background")


class Background:
    """Runs `task` in a daemon thread, started on the first `wake`, whenever woken and at least
    every `interval` seconds; again at once while it reports work done (a true result)."""

    def __init__(self, task: Callable[[], object], interval: float = 1.0,
                 name: str = "background") -> None:
        self.task, self.interval, self.name = task, interval, name
        self._woken = threading.Event()
        self._closed = threading.Event()
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()

    def wake(self) -> None:
        with self._lock:
            if self._thread is None:
                self._thread = threading.Thread(target=self._loop, name=self.name, daemon=True)
                self._thread.start()
        self._woken.set()

    def close(self, wait: float = 30.0) -> None:
        """Stop after the task's current run, waiting at most `wait` seconds for it."""
        self._closed.set()
        self._woken.set()
        with self._lock:
            thread = self._thread
        if thread is not None:
            thread.join(wait)

    def _loop(self) -> None:
        while not self._closed.is_set():
            self._woken.wait(self.interval)
            self._woken.clear()
            while not self._closed.is_set() and self._run():
                pass

    def _run(self) -> object:
        try:
            return self.task()
        except Exception:  # the next wake or interval tries again
            log.exception("background_task_failed", task=self.name)
            return None
