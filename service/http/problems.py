"""Every error leaves the service as ``application/problem+json`` (RFC 9457).

A problem body has the RFC's members (``type``, ``title``, ``status``, ``detail``,
``instance``) plus ``code``, a stable snake_case identifier clients may branch on, and
``request_id``, the id to quote when reporting the failure. Routes signal errors by
raising :class:`ApiError`; everything else (routing, body parsing, validation,
unexpected exceptions) is translated here, once.
"""

from __future__ import annotations

import http
import re
from typing import Any

import marshmallow as ma
import structlog
from flask import Flask, Response, current_app, g, request
from werkzeug.exceptions import HTTPException

from events.errors import (IdempotencyKeyReused, InvalidValue, StoreBusy, StoreError,
                           StoreUnavailable, VersionConflict)
from play import i18n
from service.http.language import language
from service.http.logging import request_id

PROBLEM_MEDIA_TYPE = "application/problem+json"
# RFC 9457 asks for a URI that identifies the kind of problem; a tag URI names it
# without promising a page that can be fetched.
PROBLEM_TYPE_PREFIX = "tag:cthulhu-wars,2026:problem:"

# Stable codes for the statuses the HTTP layer produces on its own. Codes are part of
# the public contract: add new ones, never rename.
STATUS_CODES: dict[int, str] = {
    400: "bad_request",
    401: "unauthorized",
    403: "forbidden",
    404: "not_found",
    405: "method_not_allowed",
    406: "not_acceptable",
    409: "conflict",
    410: "gone",
    412: "precondition_failed",
    413: "payload_too_large",
    415: "unsupported_media_type",
    422: "validation_error",
    428: "precondition_required",
    429: "too_many_requests",
    500: "internal_error",
    501: "not_implemented",
    503: "service_unavailable",
}

# Validation messages a problem carries at most (see bounded_errors).
MAX_ERRORS = 10

INTERNAL_ERROR_DETAIL = (
    "The server failed while handling this request. Quote the request id when reporting it."
)

log = structlog.get_logger("cthulhu_wars.errors")


class ApiError(Exception):
    """An error a route reports to its caller.

    ``status`` is the HTTP status, ``code`` the stable machine-readable code, ``detail``
    a sentence for a person. Extra keyword arguments become extra members of the problem
    body (for example ``current_version`` on a conflict); ``headers`` is reserved for
    response headers.
    """

    def __init__(
        self,
        status: int,
        code: str,
        detail: str,
        *,
        headers: dict[str, str] | None = None,
        **extra: Any,
    ) -> None:
        super().__init__(detail)
        self.status = status
        self.code = code
        self.detail = detail
        self.headers = headers or {}
        self.extra = extra


def problem_response(
    status: int,
    code: str,
    detail: str,
    *,
    headers: dict[str, str] | None = None,
    args: dict[str, Any] | None = None,
    **extra: Any,
) -> Response:
    """A complete problem+json response for the current request, in the reader's language.

    The title is the catalog's `problem-<code>`; the detail is the catalog's
    `problem-<code>-detail` with the named `args` (and the problem's plain extra members) where
    the reader's language has it, else the `detail` sentence given (docs/i18n.md section 3).
    """
    g.problem_code = code  # the request's outcome, for service.http.metrics
    lang = language()
    body = {
        **extra,
        "type": PROBLEM_TYPE_PREFIX + code,
        "title": problem_title(lang, code, status),
        "status": status,
        "detail": problem_detail(lang, code, detail, {**_plain(extra), **(args or {})}),
        "instance": request.path,
        "code": code,
        "request_id": request_id(),
    }
    response = current_app.response_class(
        current_app.json.dumps(body), status=status, mimetype=PROBLEM_MEDIA_TYPE
    )
    response.headers.extend(headers or {})
    return response


def problem_title(lang: str, code: str, status: int) -> str:
    """The title of problems of `code`: the catalog's, else the status phrase."""
    return i18n.try_render(lang, f"problem-{code}") or i18n.try_render(
        lang, f"problem-{code_for_status(status)}") or _title(status)


def problem_detail(lang: str, code: str, detail: str, args: dict[str, Any]) -> str:
    """The catalog's detail of `code` in `lang` with `args`, else the sentence the code gave.

    The catalog's wording stands in only for the very sentence it translates: its English, with
    the same arguments, must be the sentence the code wrote. One code may be raised with several
    sentences (invalid_token: a malformed header, an unknown token, a rotated one); a sentence the
    catalog does not word yet stays as written rather than be replaced by another's translation.
    """
    message = f"problem-{code}-detail"
    if lang == i18n.DEFAULT_LANGUAGE or i18n.try_render(i18n.DEFAULT_LANGUAGE, message, args) != detail:
        return detail
    return i18n.try_render(lang, message, args) or detail


def _plain(extra: dict[str, Any]) -> dict[str, Any]:
    """The problem's members a sentence may name: text, and numbers. Small numbers stay numbers,
    for the catalog's plural forms; versions and numbers of four digits or more become text, as
    the sentences write them ("65536 bytes", never "65,536" or "65.536")."""
    return {key: str(value) if "version" in key or _large(value) else value
            for key, value in extra.items()
            if isinstance(value, (str, int)) and not isinstance(value, bool)}


def _large(value: Any) -> bool:
    return isinstance(value, int) and abs(value) >= 1000


def code_for_status(status: int) -> str:
    """The stable code for a bare HTTP status, derived from its phrase when unlisted."""
    if status in STATUS_CODES:
        return STATUS_CODES[status]
    return re.sub(r"[^a-z0-9]+", "_", _title(status).lower()).strip("_")


def _title(status: int) -> str:
    try:
        return http.HTTPStatus(status).phrase
    except ValueError:
        return "Error"


def install_error_handlers(app: Flask) -> None:
    """Register the problem+json translators on ``app``.

    Call it after the smorest ``Api`` is initialised: its own ``HTTPException`` handler
    answers plain JSON, and registering ours afterwards replaces it.
    """
    app.register_error_handler(ApiError, handle_api_error)
    app.register_error_handler(StoreError, handle_store_error)
    app.register_error_handler(HTTPException, handle_http_exception)
    app.register_error_handler(ma.ValidationError, handle_validation_error)
    app.register_error_handler(Exception, handle_unexpected_error)


def handle_api_error(error: ApiError) -> Response:
    return problem_response(
        error.status, error.code, error.detail, headers=error.headers, **error.extra
    )


def handle_store_error(error: StoreError) -> Response:
    """The log's typed refusals: a lost race is a 409, a busy log a retryable 503."""
    if isinstance(error, VersionConflict):
        return problem_response(409, "stale_version",
                                f"The game is at version {error.current}, not {error.expected}.",
                                args={"expected": str(error.expected)},
                                current_version=error.current)
    if isinstance(error, IdempotencyKeyReused):
        return problem_response(422, "idempotency_key_reused", str(error))
    if isinstance(error, InvalidValue):
        return problem_response(422, "invalid_value", str(error))
    if isinstance(error, StoreBusy):
        return problem_response(503, "store_busy", "The game log is busy; retry in a moment.",
                                headers={"Retry-After": "1"})
    if isinstance(error, StoreUnavailable):
        return problem_response(503, "store_unavailable",
                                "The database connection was lost; retry in a moment.",
                                headers={"Retry-After": "1"})
    return _internal_error(error)


def handle_http_exception(error: HTTPException) -> Response:
    """Translate werkzeug's and webargs's HTTP exceptions, keeping their headers (Allow)."""
    status = error.code or 500
    if status >= 500:
        # abort(500) and friends may carry internal text; never pass it on.
        return _internal_error(error)
    data = getattr(error, "data", None) or {}
    extra = _validation_errors(data)
    headers = {**_safe_headers(error), **(data.get("headers") or {})}
    return problem_response(
        status, code_for_status(status), _http_detail(error, data), headers=headers,
        args={"path": request.path, "method": request.method,
              "max_bytes": str(current_app.config["MAX_CONTENT_LENGTH"])}, **extra
    )


def handle_validation_error(error: ma.ValidationError) -> Response:
    """A marshmallow error raised inside a route (outside webargs) is still a 422."""
    return problem_response(
        422, "validation_error", "The request failed validation.",
        **bounded_errors(error.messages)
    )


def handle_unexpected_error(error: Exception) -> Response:
    return _internal_error(error)


def _internal_error(error: BaseException) -> Response:
    log.error(
        "unhandled_exception",
        method=request.method,
        path=request.path,
        exc_info=(type(error), error, error.__traceback__),
    )
    return problem_response(500, "internal_error", INTERNAL_ERROR_DETAIL)


def _validation_errors(data: dict[str, Any]) -> dict[str, Any]:
    # webargs stores marshmallow's field messages under "messages", keyed by location.
    messages = data.get("errors", data.get("messages"))
    return bounded_errors(messages) if messages else {}


def bounded_errors(messages: Any) -> dict[str, Any]:
    """Problem members for validation messages: `errors` with at most MAX_ERRORS fields'
    messages, and `errors_left_off`, how many more there were, when any were left off.

    A body may hold thousands of bad items, and one message each would make an answer many
    times larger than the request; the first few say what is wrong as well."""
    kept, left = _first_errors(messages, MAX_ERRORS)
    return {"errors": kept, **({"errors_left_off": left} if left else {})}


def _first_errors(messages: Any, room: int) -> tuple[Any, int]:
    """(the first `room` leaf messages of `messages`, in their nesting; how many were left)."""
    if not isinstance(messages, dict):
        return messages, 0
    kept: dict[Any, Any] = {}
    left = 0
    for key, value in messages.items():
        if room <= 0:
            left += _leaves(value)
            continue
        inner, inner_left = _first_errors(value, room)
        kept[key] = inner
        room -= _leaves(value) - inner_left
        left += inner_left
    return kept, left


def _leaves(messages: Any) -> int:
    """How many fields' messages `messages` holds (a field's list of sentences is one)."""
    if isinstance(messages, dict):
        return sum(_leaves(value) for value in messages.values())
    return 1


def _safe_headers(error: HTTPException) -> dict[str, str]:
    # werkzeug adds its own HTML Content-Type here; ours is set by problem_response.
    return {k: v for k, v in error.get_headers() if k.lower() != "content-type"}


def _http_detail(error: HTTPException, data: dict[str, Any]) -> str:
    status = error.code or 500
    if status == 400 and "json" in (data.get("messages") or {}):
        return "The request body is not valid JSON."
    if status == 405:
        return f"{request.method} is not allowed on {request.path}."
    if status == 404:
        return f"There is no resource at {request.path}."
    if status == 413:
        return f"Request bodies are limited to {current_app.config['MAX_CONTENT_LENGTH']} bytes."
    if status == 422:
        return "The request failed validation; see errors for each field."
    return data.get("message") or error.description or _title(status)
