"""Request ids and the one structured log line per request."""

from __future__ import annotations

import io
import json

import pytest

from service.http.logging import configure_logging


@pytest.fixture
def log_lines(app):
    """The JSON lines the app logs from now on (after create_app configured logging)."""
    stream = io.StringIO()
    configure_logging("INFO", json=True, stream=stream)

    def lines() -> list[dict]:
        return [json.loads(line) for line in stream.getvalue().splitlines()]

    return lines


def test_sane_incoming_request_id_is_echoed(client) -> None:
    response = client.get("/healthz", headers={"X-Request-ID": "lb-7f3a.2026:01"})

    assert response.headers["X-Request-ID"] == "lb-7f3a.2026:01"


@pytest.mark.parametrize(
    "incoming", ["", "has space", "x" * 129, "quote\"d", "-leading-dash", "semi;colon"]
)
def test_unsafe_incoming_request_id_is_replaced_by_a_generated_one(client, incoming) -> None:
    response = client.get("/healthz", headers={"X-Request-ID": incoming})

    generated = response.headers["X-Request-ID"]
    assert generated != incoming
    assert len(generated) == 32 and int(generated, 16) >= 0


def test_each_request_without_an_id_gets_a_fresh_one(client) -> None:
    first = client.get("/healthz").headers["X-Request-ID"]
    second = client.get("/healthz").headers["X-Request-ID"]

    assert first != second


def test_problem_body_quotes_the_incoming_request_id(client) -> None:
    response = client.get("/missing", headers={"X-Request-ID": "trace-42"})

    assert response.json["request_id"] == "trace-42"


def test_one_json_log_line_per_request_carries_the_request_id(client, log_lines) -> None:
    client.get("/healthz", headers={"X-Request-ID": "trace-1"})
    client.get("/missing", headers={"X-Request-ID": "trace-2"})

    requests = [line for line in log_lines() if line["event"] == "request"]
    assert [(r["request_id"], r["path"], r["status"]) for r in requests] == [
        ("trace-1", "/healthz", 200),
        ("trace-2", "/missing", 404),
    ]
    assert all(r["method"] == "GET" and r["duration_ms"] >= 0 for r in requests)


def test_logs_written_during_a_request_carry_its_request_id(app, log_lines) -> None:
    import structlog

    def noisy():
        structlog.get_logger("probe").info("inside")
        return "ok"

    app.add_url_rule("/probe/noisy", "noisy", noisy)
    app.test_client().get("/probe/noisy", headers={"X-Request-ID": "trace-9"})

    inside = next(line for line in log_lines() if line["event"] == "inside")
    assert inside["request_id"] == "trace-9"


def test_request_context_does_not_leak_into_later_logs(client, log_lines) -> None:
    import structlog

    client.get("/healthz", headers={"X-Request-ID": "trace-3"})
    structlog.get_logger("probe").info("after")

    after = next(line for line in log_lines() if line["event"] == "after")
    assert "request_id" not in after


def test_console_format_is_available_for_people() -> None:
    import structlog

    stream = io.StringIO()
    configure_logging("INFO", json=False, stream=stream)
    structlog.get_logger("probe").info("hello", seat="cthulhu")

    assert "hello" in stream.getvalue() and "seat=cthulhu" in stream.getvalue()
