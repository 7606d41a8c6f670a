"""Rate limits per token and per client address: fixed one-minute windows.

Counters live in Redis so every web process shares them; without Redis (or while it is down)
each process counts on its own, which is looser but never blocks play.
"""
from __future__ import annotations

import hashlib
import threading
import time
from dataclasses import dataclass, field
from typing import Any, Callable

import structlog

log = structlog.get_logger("ratelimit")

WINDOW_SECONDS = 60


@dataclass
class RateLimiter:
    redis: Any | None
    per_token: int
    per_address: int
    clock: Callable[[], float] = time.time
    _local: dict[str, int] = field(default_factory=dict)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def check(self, token: str | None, address: str) -> int | None:
        """None when the request may go on, else the seconds to wait (Retry-After)."""
        window = int(self.clock()) // WINDOW_SECONDS
        retry_after = WINDOW_SECONDS - int(self.clock()) % WINDOW_SECONDS
        checks = [("a", address, self.per_address)]
        if token:
            checks.append(("t", hashlib.sha256(token.encode()).hexdigest()[:32], self.per_token))
        for kind, who, limit in checks:
            if limit > 0 and self._count(f"cw:rl:{kind}:{who}:{window}") > limit:
                return retry_after
        return None

    def _count(self, key: str) -> int:
        if self.redis is not None:
            try:
                pipe = self.redis.pipeline()
                pipe.incr(key)
                pipe.expire(key, WINDOW_SECONDS * 2)
                return int(pipe.execute()[0])
            except Exception as exc:
                log.warning("ratelimit_redis_unavailable", error=str(exc))
        return self._count_locally(key)

    def _count_locally(self, key: str) -> int:
        with self._lock:
            if len(self._local) > 100_000:  # old windows: drop them all rather than grow
                self._local.clear()
            self._local[key] = self._local.get(key, 0) + 1
            return self._local[key]
