"""Rate limits on the game API, answered with 429 and Retry-After."""
from __future__ import annotations

from flask import Flask, request

from service.config import Config
from service.dependencies import dependencies
from service.errors import ApiError
from service.ratelimit import RateLimiter


def install_rate_limits(app: Flask, config: Config) -> None:
    """Count every /v1 request per token and per client address."""

    def check() -> None:
        if not request.path.startswith("/v1/"):
            return
        deps = dependencies()
        limiter = deps.services.get("limiter")
        if limiter is None:
            limiter = RateLimiter(deps.redis, config.rate_limit_per_token,
                                  config.rate_limit_per_address)
            deps.services["limiter"] = limiter
        token = request.headers.get("Authorization", "").partition(" ")[2].strip() or None
        wait = limiter.check(token, request.remote_addr or "unknown")
        if wait is not None:
            raise ApiError(429, "rate_limited", "Too many requests; slow down.",
                           headers={"Retry-After": str(wait)}, retry_after=wait)

    app.before_request(check)
