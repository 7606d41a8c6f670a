"""How much of a process's time its bots may spend choosing moves.

A search bot thinks for a quarter of a second per decision, and a game of bots has hundreds of
decisions: left alone, a few such games would take a whole processor from everything else the
process does (timers, requests). Each process therefore gives its bots a budget: a bucket that
fills with `share` seconds of choosing per second of wall time, up to `burst` seconds. A bot
decides only while the bucket is not empty, and the time it took is taken out afterwards (a
decision may overdraw it; the next one then waits until it has filled again). Over any stretch
of time, bots use at most about `share` of the process plus the burst.
"""
from __future__ import annotations

import threading
import time
from contextlib import contextmanager
from typing import Callable, Iterator

SHARE = 0.5  # seconds of bot choosing per second of wall time, per process
BURST = 1.0  # seconds of choosing that may be spent at once after a quiet spell


class BotBudget:
    def __init__(self, share: float = SHARE, burst: float = BURST,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.share, self.burst, self._clock = share, burst, clock
        self._level, self._at = burst, clock()
        self._lock = threading.Lock()

    def available(self) -> bool:
        """True while bots may start a decision."""
        with self._lock:
            return self._refill() > 0

    def seconds_until_available(self) -> float:
        with self._lock:
            level = self._refill()
        return 0.0 if level > 0 else -level / self.share

    @contextmanager
    def spending(self) -> Iterator[None]:
        """Take the time the block runs for out of the budget."""
        started = self._clock()
        try:
            yield
        finally:
            with self._lock:
                self._refill()
                self._level -= self._clock() - started

    def _refill(self) -> float:
        now = self._clock()
        self._level = min(self.burst, self._level + (now - self._at) * self.share)
        self._at = now
        return self._level
