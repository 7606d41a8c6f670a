"""Structured logs: one JSON object per line, and one line per HTTP request.

Every request carries a request id. It is taken from the caller's ``X-Request-ID`` when
that is a harmless token (so a proxy or client can correlate its own logs with ours) and
generated otherwise; it is bound into structlog's context variables for the duration of
the request, echoed in the response header and quoted in every problem body.
"""

from __future__ import annotations

import logging
import re
import sys
import time
import uuid
from typing import TextIO

import structlog
from flask import Flask, Response, g, request

REQUEST_ID_HEADER = "X-Request-ID"
# Letters, digits and a few separators only: the id is written verbatim into log lines
# and response headers, so anything that could forge a line or a header is refused.
_SANE_REQUEST_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9._:-]{0,127}")
_HANDLER_NAME = "cthulhu-wars"

access_log = structlog.get_logger("cthulhu_wars.http")


def configure_logging(
    level: str = "INFO", *, json: bool = True, stream: TextIO | None = None
) -> None:
    """Route structlog and the standard library's logging to ``stream`` (default stderr).

    Lines are JSON objects when ``json`` is true, human-readable otherwise. Calling it
    again replaces the previous configuration instead of adding a second handler.
    """
    shared = _shared_processors()
    structlog.configure(
        # Dropping a line below the level first makes a disabled log call cost next to nothing.
        processors=[structlog.stdlib.filter_by_level, *shared,
                    structlog.stdlib.ProcessorFormatter.wrap_for_formatter],
        logger_factory=structlog.stdlib.LoggerFactory(),
        wrapper_class=structlog.stdlib.BoundLogger,
        # Loggers are created at import time; caching would freeze the first configuration.
        cache_logger_on_first_use=False,
    )
    handler = logging.StreamHandler(stream or sys.stderr)
    handler.set_name(_HANDLER_NAME)
    handler.setFormatter(_formatter(shared, json))
    _install_root_handler(handler, level)


def _shared_processors() -> list:
    return [
        structlog.contextvars.merge_contextvars,
        structlog.stdlib.add_log_level,
        structlog.stdlib.add_logger_name,
        structlog.processors.TimeStamper(fmt="iso", utc=True),
    ]


# Token-shaped strings (seat, host and invite tokens, webhook signing secrets) and 64-hex strings
# (a seed is one) never reach a log line, whatever logged them.
_SECRET_TEXT = re.compile(r"\b(?:cw[a-z]|whsec)_[A-Za-z0-9_-]{16,}|\b[0-9a-f]{64}\b")


def _scrub(value: object) -> object:
    if isinstance(value, str):
        return _SECRET_TEXT.sub("[redacted]", value)
    if isinstance(value, dict):
        return {k: _scrub(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_scrub(v) for v in value]
    return value


def scrub_secrets(_logger: object, _name: str, event_dict: dict) -> dict:
    """Mask anything shaped like a token or a seed in every field, the traceback included."""
    return {key: _scrub(value) for key, value in event_dict.items()}


def _formatter(shared: list, json: bool) -> logging.Formatter:
    # Tracebacks are plain text without local variables (which held seeds and tokens), rendered
    # before the scrubbing so that no secret in an exception's message survives either.
    render = [structlog.processors.format_exc_info, scrub_secrets]
    if json:
        # A traceback becomes one string field, so the record stays on one line.
        render.append(structlog.processors.JSONRenderer(sort_keys=True))
    else:
        render.append(structlog.dev.ConsoleRenderer(
            colors=False, exception_formatter=structlog.dev.plain_traceback))
    return structlog.stdlib.ProcessorFormatter(
        # Records from libraries (psycopg, rq, ...) get the same fields as our own.
        foreign_pre_chain=shared,
        processors=[structlog.stdlib.ProcessorFormatter.remove_processors_meta, *render],
    )


def _install_root_handler(handler: logging.Handler, level: str) -> None:
    root = logging.getLogger()
    for old in [h for h in root.handlers if h.get_name() == _HANDLER_NAME]:
        root.removeHandler(old)
    root.addHandler(handler)
    root.setLevel(level)
    # Our access line replaces the development server's own, which would say it twice.
    logging.getLogger("werkzeug").setLevel(logging.WARNING)


def install_request_logging(app: Flask) -> None:
    """Give every request an id and log one line when its response is ready."""
    app.before_request(_begin_request)
    app.after_request(_log_response)
    app.teardown_request(_end_request)


def request_id() -> str:
    """The current request's id, assigning one if the request has none yet.

    Error handlers call this too, so a failure before the first hook ran still gets an id.
    """
    if "request_id" not in g:
        g.request_id = _incoming_request_id() or uuid.uuid4().hex
    return g.request_id


def _incoming_request_id() -> str | None:
    candidate = request.headers.get(REQUEST_ID_HEADER, "")
    return candidate if _SANE_REQUEST_ID.fullmatch(candidate) else None


def _begin_request() -> None:
    g.request_started = time.perf_counter()
    # Worker threads are reused between requests, so drop whatever the last one bound.
    structlog.contextvars.clear_contextvars()
    structlog.contextvars.bind_contextvars(request_id=request_id())


def _log_response(response: Response) -> Response:
    response.headers[REQUEST_ID_HEADER] = request_id()
    started = g.get("request_started", time.perf_counter())
    access_log.info(
        "request",
        method=request.method,
        path=request.path,
        status=response.status_code,
        duration_ms=round((time.perf_counter() - started) * 1000, 3),
        request_id=request_id(),
    )
    return response


def _end_request(_error: BaseException | None) -> None:
    structlog.contextvars.clear_contextvars()
