"""Rate limits per token and per client address: fixed one-minute windows.

Counters live in Redis so every web process shares them; without Redis (or while it is down)
each process counts on its own, which is looser but never blocks play.

Every counted request learns its standing under each policy that applies to it (`Quota`), which
the service sends back in the RateLimit and RateLimit-Policy header fields of the IETF draft
"RateLimit header fields for HTTP" (draft-ietf-httpapi-ratelimit-headers-11, May 2026), in its
Structured Field form: one named policy per item, `q` the quota and `w` the window in seconds;
`r` what is left and `t` the seconds until the window ends. For example

    RateLimit-Policy: "token";q=600;w=60, "address";q=1200;w=60
    RateLimit: "token";r=598;t=17, "address";r=1190;t=17
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


@dataclass(frozen=True)
class Quota:
    """One policy's standing after counting a request: `limit` requests per window, `used` in
    this window so far (this one included), `reset` seconds until the window ends."""

    policy: str
    limit: int
    used: int
    reset: int

    @property
    def remaining(self) -> int:
        return max(0, self.limit - self.used)

    @property
    def exceeded(self) -> bool:
        return self.used > self.limit


@dataclass(frozen=True)
class Standing:
    """Every policy that counted a request; `retry_after` is set when one of them refuses it."""

    quotas: tuple[Quota, ...]

    @property
    def retry_after(self) -> int | None:
        over = [q.reset for q in self.quotas if q.exceeded]
        return max(over) if over else None

    @property
    def violated(self) -> list[str]:
        return [q.policy for q in self.quotas if q.exceeded]

    def headers(self) -> dict[str, str]:
        """The RateLimit-Policy and RateLimit fields (none when no policy applies)."""
        if not self.quotas:
            return {}
        return {
            "RateLimit-Policy": ", ".join(f'"{q.policy}";q={q.limit};w={WINDOW_SECONDS}'
                                          for q in self.quotas),
            "RateLimit": ", ".join(f'"{q.policy}";r={q.remaining};t={q.reset}'
                                   for q in self.quotas),
        }


@dataclass
class RateLimiter:
    redis: Any | None
    per_token: int
    per_address: int
    clock: Callable[[], float] = time.time
    _local: dict[str, int] = field(default_factory=dict)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def count(self, token: str | None, address: str) -> Standing:
        """Count the request under each policy that applies to it (a limit of 0 is off)."""
        now = int(self.clock())
        window, reset = now // WINDOW_SECONDS, WINDOW_SECONDS - now % WINDOW_SECONDS
        checks = [("address", f"a:{address}", self.per_address)]
        if token:
            checks.insert(0, ("token", "t:" + hashlib.sha256(token.encode()).hexdigest()[:32],
                              self.per_token))
        checks = [c for c in checks if c[2] > 0]
        counts = self._counts([f"cw:rl:{who}:{window}" for _, who, _ in checks])
        return Standing(tuple(Quota(policy, limit, used, reset)
                              for (policy, _, limit), used in zip(checks, counts)))

    def _counts(self, keys: list[str]) -> list[int]:
        if not keys:
            return []
        if self.redis is not None:
            try:
                pipe = self.redis.pipeline()
                for key in keys:
                    pipe.incr(key)
                    pipe.expire(key, WINDOW_SECONDS * 2)
                return [int(n) for n in pipe.execute()[::2]]
            except Exception as exc:
                log.warning("ratelimit_redis_unavailable", error=str(exc))
        return [self._count_locally(key) for key in keys]

    def _count_locally(self, key: str) -> int:
        with self._lock:
            if len(self._local) > 100_000:  # old windows: drop them all rather than grow
                self._local.clear()
            self._local[key] = self._local.get(key, 0) + 1
            return self._local[key]
