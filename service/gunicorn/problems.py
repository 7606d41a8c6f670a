"""The refusals gunicorn writes itself, as ``application/problem+json`` like every other error.

Gunicorn answers a request it cannot parse before the application sees it: a malformed request
line or header (400), a request line or header over its limits (414, 431), broken framing
(400), an unknown transfer coding (501). By default it writes a small HTML page. ``install``,
called by ``create_app`` in a gunicorn worker, replaces gunicorn's writer of those answers with
one that writes a problem with the stable code of the status (``service.http.problems``), so a client
needs one error format whatever refused its request.
"""
from __future__ import annotations

import json
import sys
import uuid

from service.http.problems import PROBLEM_MEDIA_TYPE, PROBLEM_TYPE_PREFIX, code_for_status
from service.http.logging import REQUEST_ID_HEADER

DETAILS = {
    400: "The server could not parse this HTTP request.",
    414: "The request line is longer than the server accepts.",
    431: "The request has more headers, or longer ones, than the server accepts.",
    501: "The request uses a transfer coding the server does not implement.",
}
DEFAULT_DETAIL = "The server refused this HTTP request before reading it."


def install() -> None:
    """In a gunicorn worker, write gunicorn's own error answers as problems; else nothing."""
    util = sys.modules.get("gunicorn.util")
    if util is None or getattr(util.write_error, "writes_problems", False):
        return

    def write_error(sock, status_int, reason, mesg):  # noqa: ANN001, ANN202 (gunicorn's)
        util.write_nonblock(sock, answer(int(status_int), str(reason)))

    write_error.writes_problems = True
    util.write_error = write_error


def answer(status: int, reason: str) -> bytes:
    """A complete HTTP/1.1 answer holding the problem for `status`; the connection closes.

    The request was not parsed, so its path is unknown: `instance` is empty (a reference to
    nothing more specific than the server), and the request id is made here."""
    code = code_for_status(status)
    request_id = uuid.uuid4().hex
    body = json.dumps({"type": PROBLEM_TYPE_PREFIX + code, "title": reason, "status": status,
                       "detail": DETAILS.get(status, DEFAULT_DETAIL), "instance": "",
                       "code": code, "request_id": request_id}).encode()
    head = (f"HTTP/1.1 {status} {reason}\r\nConnection: close\r\n"
            f"Content-Type: {PROBLEM_MEDIA_TYPE}\r\nContent-Length: {len(body)}\r\n"
            f"{REQUEST_ID_HEADER}: {request_id}\r\n\r\n")
    return head.encode("latin-1") + body
