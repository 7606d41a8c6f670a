"""Request bodies: JSON only, bounded in size and depth, and text the log can store.

The checks run before any route, so every route gets the same answers for the same
mistakes: 413 ``payload_too_large``, 415 ``unsupported_media_type``, 400 ``bad_request``
for a body that is not JSON at all or not all of it (shorter than its Content-Length, or
chunks that do not add up; a body that is not JSON says where, with ``line`` and ``column``,
both counted from 1, the column in characters), 400 ``json_too_deep`` for JSON nested deeper than
``MAX_JSON_DEPTH`` and 400 ``invalid_text`` for text the database cannot store (a NUL
character, an unpaired surrogate), in the body or in the URL. 501 ``not_implemented``
answers a body sent with a transfer coding other than chunked, which the server does not
decode (RFC 9112 section 6.1).
"""

from __future__ import annotations

import json
import re
from typing import Any, NoReturn

from flask import Flask, Request, current_app, request
from werkzeug.exceptions import HTTPException

from service.http.problems import ApiError

BODY_METHODS = frozenset({"POST", "PUT", "PATCH", "DELETE"})
# Far deeper than any document of the API (positions and exports nest less than 10 deep),
# and far from the interpreter's recursion limit, which validation and encoding also use.
MAX_JSON_DEPTH = 64
# Postgres text and jsonb refuse NUL; UTF-8 cannot encode an unpaired surrogate.
_UNSTORABLE = re.compile("[\x00\ud800-\udfff]")
_TRANSFER_CODINGS = frozenset({"chunked", "identity"})
# Whole numbers fit in 64 bits, as every store and client can hold them.
_INT64_MIN, _INT64_MAX = -2**63, 2**63 - 1


class JsonRequest(Request):
    """A request whose JSON decoding failures are problems, not werkzeug HTML errors."""

    def on_json_loading_failed(self, e: ValueError | None) -> NoReturn:
        # Flask passes None when the body was not declared as JSON at all.
        if e is None:
            raise unsupported_media_type()
        raise not_json(e, self.get_data(cache=True))


def install_body_policy(app: Flask) -> None:
    """Use :class:`JsonRequest` and refuse bad URLs and bodies up front."""
    app.request_class = JsonRequest
    app.before_request(check_url)
    app.before_request(check_body)


def check_url() -> None:
    """Refuse a URL whose path or query holds text the log cannot store (once routed)."""
    if request.routing_exception is not None:
        return
    texts = [request.path, *(t for pair in request.args.items(multi=True) for t in pair)]
    if any(unstorable(text) for text in texts):
        raise invalid_text("URL")


def check_body() -> None:
    """Raise ApiError for a body the API will not read; let routing errors go first."""
    if request.routing_exception is not None or request.method not in BODY_METHODS:
        return
    limit = current_app.config["MAX_CONTENT_LENGTH"]
    # Checked here, not left to werkzeug, so a route that never reads the body still
    # refuses it, before any of it is buffered.
    if request.content_length is not None and request.content_length > limit:
        raise payload_too_large(limit)
    if not _has_body():
        return
    if not request.is_json:
        raise unsupported_media_type()
    _check_transfer_coding()
    data = _read_body(limit)
    check_document(json_document(data), data)


def _has_body() -> bool:
    chunked = "chunked" in request.headers.get("Transfer-Encoding", "").lower()
    return chunked or bool(request.content_length)


def _check_transfer_coding() -> None:
    codings = {c.strip().lower() for c in request.headers.get("Transfer-Encoding", "").split(",")}
    if codings - _TRANSFER_CODINGS - {""}:
        raise ApiError(501, "not_implemented",
                       "Request bodies may only be sent whole or chunked, with no other "
                       "transfer coding.")


def _read_body(limit: int) -> bytes:
    """The whole body, read once (routes read it again from the request's cache)."""
    try:
        data = request.get_data(cache=True)
        # A chunked body is cut at the limit without a word: is there more after it?
        if request.content_length is None and len(data) >= limit and \
                request.environ["wsgi.input"].read(1):
            raise payload_too_large(limit)
    except (ApiError, HTTPException):
        raise  # 413: werkzeug's while reading, or ours
    except Exception:
        # The server's reader refuses broken chunk framing with exceptions of its own.
        raise ApiError(400, "bad_request", "The request body's chunks are malformed.") from None
    if request.content_length is not None and len(data) != request.content_length:
        raise ApiError(400, "bad_request",
                       "The request body is shorter than its Content-Length says.")
    return data


def json_document(data: bytes) -> Any:
    """The body's JSON document; ApiError when it is not JSON or nested beyond reason."""
    try:
        return json.loads(data, parse_constant=_no_constant)
    except RecursionError:
        raise too_deep() from None
    except ValueError as exc:  # not JSON, not UTF-8, NaN, or an integer of thousands of digits
        raise not_json(exc, data) from None


def _no_constant(name: str) -> Any:
    """NaN and Infinity are not JSON, and no store can keep them."""
    raise ValueError(f"{name} is not a JSON number")


def check_document(document: Any, data: bytes = b"") -> None:
    """Refuse JSON nested deeper than MAX_JSON_DEPTH, holding text the log cannot store, or
    holding a whole number beyond 64 bits, which not every store and client can hold (`data`,
    the body's bytes, places it for the problem).

    One pass, with each value checked in the loop over its container: a body may hold a million
    small items, and this runs before anything else reads it."""
    stack = [(document, 1)]
    while stack:
        value, depth = stack.pop()
        if not isinstance(value, (dict, list)):
            _check_scalar(value, data)
            continue
        # A value inside a container at the deepest level is one level too deep.
        if depth > MAX_JSON_DEPTH or (depth == MAX_JSON_DEPTH and value):
            raise too_deep()
        if isinstance(value, dict):
            if any(unstorable(key) for key in value):
                raise invalid_text("body")
            value = value.values()
        for item in value:  # the checks of _check_scalar, inline: this loop is the hot one
            kind = type(item)
            if kind is int:
                if not _INT64_MIN <= item <= _INT64_MAX:
                    raise not_json(ValueError("integer beyond 64 bits"), data)
            elif kind is str:
                if _UNSTORABLE.search(item) is not None:
                    raise invalid_text("body")
            elif kind is dict or kind is list:
                stack.append((item, depth + 1))


def _check_scalar(value: Any, data: bytes) -> None:
    if isinstance(value, str) and unstorable(value):
        raise invalid_text("body")
    if type(value) is int and not _INT64_MIN <= value <= _INT64_MAX:
        raise not_json(ValueError("integer beyond 64 bits"), data)


def unstorable(text: str) -> bool:
    """True when `text` holds a NUL character or an unpaired surrogate."""
    return _UNSTORABLE.search(text) is not None


def unsupported_media_type() -> ApiError:
    return ApiError(
        415,
        "unsupported_media_type",
        "Request bodies must be JSON, sent with Content-Type: application/json.",
    )


def payload_too_large(limit: int) -> ApiError:
    return ApiError(413, "payload_too_large", f"Request bodies are limited to {limit} bytes.",
                    max_bytes=limit)


def not_json(error: ValueError | None = None, data: bytes = b"") -> ApiError:
    """400 for a body that is not JSON, saying where the parser stopped when that is known."""
    found = _where(error, data) if error is not None else None
    if found is None:
        return ApiError(400, "bad_request", "The request body is not valid JSON.")
    reason, line, column = found
    return ApiError(400, "bad_request",
                    f"The request body is not valid JSON: {reason} at line {line}, "
                    f"column {column}.", line=line, column=column)


# Outside strings: NaN and the infinities, and numbers (integers may not pass 64 bits).
_REFUSED_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|(?P<constant>-?Infinity|NaN)'
                            r"|(?P<number>-?\d+)(?P<fraction>\.\d+)?(?P<exponent>[eE][+-]?\d+)?")


def _where(error: ValueError, data: bytes) -> tuple[str, int, int] | None:
    """(what is wrong, line, column) of a refused body, or None when it cannot be placed."""
    if isinstance(error, json.JSONDecodeError):
        return error.msg[:1].lower() + error.msg[1:], error.lineno, error.colno
    if isinstance(error, UnicodeDecodeError):
        before = data[:error.start]
        return ("bytes that are not UTF-8", before.count(b"\n") + 1,
                len(before) - before.rfind(b"\n"))
    try:
        text = data.decode(json.detect_encoding(data))
    except (UnicodeDecodeError, LookupError):
        return None
    return _refused_token(text)


def _refused_token(text: str) -> tuple[str, int, int] | None:
    """The first NaN, Infinity or integer beyond 64 bits of a document the parser read."""
    for match in _REFUSED_TOKEN.finditer(text):
        if match["constant"]:
            reason = f"{match['constant']} is not a JSON number"
        elif match["number"] and not (match["fraction"] or match["exponent"]) \
                and not _fits_int64(match["number"]):
            reason = "an integer beyond 64 bits"
        else:
            continue
        before = text[:match.start()]
        return reason, before.count("\n") + 1, len(before) - before.rfind("\n")
    return None


def _fits_int64(digits: str) -> bool:
    return len(digits) <= 20 and -2**63 <= int(digits) < 2**63


def too_deep() -> ApiError:
    return ApiError(400, "json_too_deep",
                    f"JSON request bodies may nest at most {MAX_JSON_DEPTH} levels deep.",
                    max_depth=MAX_JSON_DEPTH)


def invalid_text(where: str) -> ApiError:
    return ApiError(400, "invalid_text",
                    f"Text in the request {where} may not hold NUL characters or unpaired "
                    "surrogates.")
