"""Rate limits on the game API: every /v1 answer says where the caller stands (RateLimit and
RateLimit-Policy header fields, see service.ratelimit), and a request over a limit is answered
429 ``rate_limited`` with Retry-After. The OpenAPI document declares both on every /v1 route."""
from __future__ import annotations

from typing import Any

from apispec import APISpec, BasePlugin
from flask import Flask, Response, g, request

from service.config import Config
from service.dependencies import dependencies
from service.errors import ApiError
from service.ratelimit import WINDOW_SECONDS, RateLimiter

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
                           "`Retry-After` seconds.",
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
