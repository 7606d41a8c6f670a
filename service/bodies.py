"""Request bodies: JSON only, and bounded in size.

The checks run before any route, so every route gets the same answers for the same
mistakes: 413 ``payload_too_large``, 415 ``unsupported_media_type`` and 400
``bad_request`` for a body that is not JSON at all.
"""

from __future__ import annotations

from typing import NoReturn

from flask import Flask, Request, current_app, request

from service.errors import ApiError

BODY_METHODS = frozenset({"POST", "PUT", "PATCH", "DELETE"})


class JsonRequest(Request):
    """A request whose JSON decoding failures are problems, not werkzeug HTML errors."""

    def on_json_loading_failed(self, e: ValueError | None) -> NoReturn:
        # Flask passes None when the body was not declared as JSON at all.
        if e is None:
            raise unsupported_media_type()
        raise ApiError(400, "bad_request", "The request body is not valid JSON.")


def install_body_policy(app: Flask) -> None:
    """Use :class:`JsonRequest` and refuse oversized or non-JSON bodies up front."""
    app.request_class = JsonRequest
    app.before_request(check_body)


def check_body() -> None:
    """Raise ApiError for a body the API will not read; let routing errors go first."""
    if request.routing_exception is not None or request.method not in BODY_METHODS:
        return
    limit = current_app.config["MAX_CONTENT_LENGTH"]
    # Checked here, not left to werkzeug, so a route that never reads the body still
    # refuses it, before any of it is buffered.
    if request.content_length is not None and request.content_length > limit:
        raise ApiError(
            413, "payload_too_large", f"Request bodies are limited to {limit} bytes.",
            max_bytes=limit,
        )
    if _has_body() and not request.is_json:
        raise unsupported_media_type()


def _has_body() -> bool:
    chunked = "chunked" in request.headers.get("Transfer-Encoding", "").lower()
    return chunked or bool(request.content_length)


def unsupported_media_type() -> ApiError:
    return ApiError(
        415,
        "unsupported_media_type",
        "Request bodies must be JSON, sent with Content-Type: application/json.",
    )
