"""Rate limits on the game API, per token and per client address: fixed one-minute windows.

Every /v1 answer says where the caller stands, and a request over a limit is answered 429
``rate_limited`` with Retry-After; the OpenAPI document declares both on every /v1 route
(`RateLimitDocs`). The counting (`RateLimiter`) knows nothing of Flask; `install_rate_limits`
puts it in front of the routes.

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
from apispec import APISpec, BasePlugin
from flask import Flask, Response, g, request

from play.config import Config
from service.dependencies import dependencies
from service.http.problems import ApiError

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


LIMITED_PREFIX = "/v1/"
RATE_LIMITED_RESPONSE = "RATE_LIMITED"
HEADER_DOCS: dict[str, dict[str, Any]] = {
    "RateLimit-Policy": {
        "description": "The rate limits that counted this request, as a Structured Field list "
                       "(draft-ietf-httpapi-ratelimit-headers-11): `\"token\";q=600;w=60` per "
                       "bearer token and `\"address\";q=1200;w=60` per client address, `q` "
                       "requests per window of `w` seconds. A policy turned off by the server "
                       "is left out; with none, the field is absent.",
        "schema": {"type": "string"},
        "example": '"token";q=600;w=60, "address";q=1200;w=60'},
    "RateLimit": {
        "description": "Where this request left the caller under each policy: `r` requests "
                       "left in the window, `t` seconds until it ends. At `r=0` the next "
                       "request in the window is refused with 429.",
        "schema": {"type": "string"},
        "example": '"token";r=598;t=17, "address";r=1190;t=17'},
}
RETRY_AFTER_DOC = {"description": "Seconds to wait before the next request.",
                   "schema": {"type": "integer", "minimum": 1, "maximum": WINDOW_SECONDS}}


def install_rate_limits(app: Flask, config: Config) -> None:
    """Count every /v1 request per token and per client address; answer with the standing."""

    def check() -> None:
        if not request.path.startswith(LIMITED_PREFIX):
            return
        deps = dependencies()
        limiter = deps.services.get("limiter")
        if limiter is None:
            limiter = RateLimiter(deps.redis, config.rate_limit_per_token,
                                  config.rate_limit_per_address)
            deps.services["limiter"] = limiter
        token = request.headers.get("Authorization", "").partition(" ")[2].strip() or None
        standing = limiter.count(token, request.remote_addr or "unknown")
        g.rate_limit_headers = standing.headers()
        wait = standing.retry_after
        if wait is not None:
            raise ApiError(429, "rate_limited", "Too many requests; slow down.",
                           headers={"Retry-After": str(wait)}, retry_after=wait,
                           violated_policies=standing.violated)

    def answer(response: Response) -> Response:
        response.headers.extend(g.pop("rate_limit_headers", {}))
        return response

    app.before_request(check)
    app.after_request(answer)


class RateLimitDocs(BasePlugin):
    """Declares, on every /v1 operation, the 429 answer and the RateLimit fields of its
    documented answers (answers given by a shared reference carry them too; OpenAPI cannot
    add headers beside a reference)."""

    def init_spec(self, spec: APISpec) -> None:
        super().init_spec(spec)
        for name, header in HEADER_DOCS.items():
            spec.components.header(name, header)
        spec.components.header("Retry-After", RETRY_AFTER_DOC)
        spec.components.response(RATE_LIMITED_RESPONSE, {
            "description": "rate_limited: over a rate limit (the problem's "
                           "`violated_policies` names it, `retry_after` repeats the header), or "
                           "too_many_streams: over the live streams allowed open. Wait "
                           "`Retry-After` seconds. Handing a seat to a search bot may also be "
                           "refused with too_many_search_bots (no Retry-After): the address "
                           "holds as many search-bot seats as it may until one of their games "
                           "ends. An import may be refused with imports_busy: the process is "
                           "replaying as many imports as it does at once; wait `Retry-After` "
                           "seconds.",
            "headers": {"Retry-After": "Retry-After", **{n: n for n in HEADER_DOCS}},
            "content": {"application/problem+json": {
                "schema": {"$ref": "#/components/schemas/Problem"}}}})

    def operation_helper(self, path: str | None = None, operations: dict | None = None,
                         **kwargs: Any) -> None:
        if not (path or "").startswith(LIMITED_PREFIX):
            return
        for operation in (operations or {}).values():
            responses = operation.setdefault("responses", {})
            responses.setdefault("429", RATE_LIMITED_RESPONSE)
            for status, documented in responses.items():
                if isinstance(documented, dict) and status != "429":
                    documented.setdefault("headers", {}).update({n: n for n in HEADER_DOCS})


def document_rate_limits(spec: APISpec) -> None:
    """Add the declarations to `spec`; call it before the /v1 blueprints are registered."""
    plugin = RateLimitDocs()
    plugin.init_spec(spec)
    spec.plugins.append(plugin)
