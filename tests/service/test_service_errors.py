"""Every error path answers application/problem+json with a stable code and the request id."""

from __future__ import annotations

import io
import json

import marshmallow as ma
import pytest
from flask import Flask, request
from flask_smorest import Blueprint, abort

from events import InvalidValue
from service.http.api import api_of
from service.app import create_app
from play.config import Config
from service.http.problems import ApiError
from service.http.logging import configure_logging

PROBLEM_MEMBERS = {"type", "title", "status", "detail", "instance", "code", "request_id"}


class MoveSchema(ma.Schema):
    unit = ma.fields.String(required=True)
    count = ma.fields.Integer(required=True, validate=ma.validate.Range(min=1))


def _raise_unexpected():
    raise RuntimeError("cannot reach postgresql://admin:hunter2@db/cw")


def _raise_conflict():
    raise ApiError(409, "version_conflict", "The game moved on.", current_version=7)


def _raise_unstorable():
    raise InvalidValue("A PowerChanged event may not hold nan.")


def _echo_json():
    return {"received": request.get_json()}


def _abort_with_smorest():
    abort(409, message="Seat already taken.")


def _probe_blueprint() -> Blueprint:
    blp = Blueprint("probe", __name__)

    @blp.route("/probe/moves", methods=["POST"])
    @blp.arguments(MoveSchema)
    @blp.response(200, MoveSchema)
    def post_move(move):
        return move

    return blp


def create_probe_app(config: Config, store) -> Flask:
    """The real app plus routes that exercise each way a request can fail."""
    app = create_app(config, store=store)
    api_of(app).register_blueprint(_probe_blueprint())
    app.add_url_rule("/probe/boom", "boom", _raise_unexpected)
    app.add_url_rule("/probe/conflict", "conflict", _raise_conflict)
    app.add_url_rule("/probe/unstorable", "unstorable", _raise_unstorable)
    app.add_url_rule("/probe/echo", "echo", _echo_json, methods=["POST"])
    app.add_url_rule("/probe/smorest-abort", "smorest_abort", _abort_with_smorest)
    return app


@pytest.fixture
def app(config: Config, store) -> Flask:
    return create_probe_app(config, store)


def assert_problem(response, status: int, code: str) -> dict:
    assert response.status_code == status
    assert response.mimetype == "application/problem+json"
    body = json.loads(response.data)
    assert PROBLEM_MEMBERS <= body.keys()
    assert body["status"] == status
    assert body["code"] == code
    assert body["type"].endswith(code)
    assert body["request_id"] == response.headers["X-Request-ID"]
    return body


def test_unknown_route_answers_problem_json_not_found(client) -> None:
    body = assert_problem(client.get("/no/such/thing"), 404, "not_found")

    assert body["instance"] == "/no/such/thing"
    assert body["title"] == "Not Found"


def test_wrong_method_answers_method_not_allowed_with_allow_header(client) -> None:
    response = client.delete("/healthz")

    assert_problem(response, 405, "method_not_allowed")
    allowed = {m.strip() for m in response.headers["Allow"].split(",")}
    assert "GET" in allowed and "DELETE" not in allowed


def test_malformed_json_on_a_schema_route_answers_bad_request(client) -> None:
    response = client.post(
        "/probe/moves", data="{not json", content_type="application/json"
    )

    body = assert_problem(response, 400, "bad_request")
    assert body["detail"] == ("The request body is not valid JSON: expecting property name "
                              "enclosed in double quotes at line 1, column 2.")
    assert (body["line"], body["column"]) == (1, 2)


def test_malformed_json_read_directly_by_a_route_answers_bad_request(client) -> None:
    response = client.post("/probe/echo", data="[1,", content_type="application/json")

    body = assert_problem(response, 400, "bad_request")
    assert body["detail"] == ("The request body is not valid JSON: expecting value at line 1, "
                              "column 4.")
    assert (body["line"], body["column"]) == (1, 4)


@pytest.mark.parametrize(("text", "line", "column", "reason"), [
    ('{\n  "unit": "cultist",\n  "count": 2,\n}', 4, 1, "expecting property name"),
    ('{"unit": "cultist",\n "count": NaN}', 2, 11, "NaN is not a JSON number"),
    ('{"unit": "NaN 1.5",\n "count": [1.5e3, -Infinity]}', 2, 19, "-Infinity is not"),
    ('{"unit": "x", "count":\n\n   123456789012345678901234}', 3, 4, "integer beyond 64 bits"),
    ('{"unit": "é", "count": 1} x', 1, 27, "extra data"),
])
def test_malformed_json_says_on_which_line_and_column_the_parser_stopped(
        client, text, line, column, reason) -> None:
    response = client.post("/probe/moves", data=text.encode(), content_type="application/json")

    body = assert_problem(response, 400, "bad_request")
    assert (body["line"], body["column"]) == (line, column)
    assert reason in body["detail"] and f"at line {line}, column {column}." in body["detail"]


def test_a_body_that_is_not_utf8_is_placed_by_its_byte(client) -> None:
    response = client.post("/probe/moves", data=b'{"unit":\n "\xff"}',
                           content_type="application/json")

    body = assert_problem(response, 400, "bad_request")
    assert (body["line"], body["column"]) == (2, 3)
    assert "not UTF-8" in body["detail"]


def test_body_that_is_not_json_answers_unsupported_media_type(client) -> None:
    response = client.post("/probe/moves", data="unit=cultist", content_type="text/plain")

    assert_problem(response, 415, "unsupported_media_type")


def test_body_over_the_size_limit_answers_payload_too_large(tmp_path) -> None:
    config = Config.from_env({"MAX_REQUEST_BYTES": "64"}, base_dir=tmp_path)
    client = create_probe_app(config, store=object()).test_client()

    response = client.post("/probe/echo", json={"padding": "x" * 100})

    body = assert_problem(response, 413, "payload_too_large")
    assert body["max_bytes"] == 64


def test_schema_violation_answers_validation_error_with_field_errors(client) -> None:
    response = client.post("/probe/moves", json={"count": 0})

    body = assert_problem(response, 422, "validation_error")
    fields = body["errors"]["json"]
    assert set(fields) == {"unit", "count"}


def test_valid_body_passes_through_the_body_checks(client) -> None:
    response = client.post("/probe/moves", json={"unit": "cultist", "count": 2})

    assert response.status_code == 200
    assert response.json == {"unit": "cultist", "count": 2}


def test_unhandled_exception_answers_internal_error_without_leaking(app, client) -> None:
    logs = io.StringIO()
    configure_logging("INFO", json=True, stream=logs)

    response = client.get("/probe/boom")

    body = assert_problem(response, 500, "internal_error")
    assert "hunter2" not in response.get_data(as_text=True)
    assert "RuntimeError" not in response.get_data(as_text=True)
    logged = [json.loads(line) for line in logs.getvalue().splitlines()]
    failure = next(line for line in logged if line["event"] == "unhandled_exception")
    assert failure["request_id"] == body["request_id"]
    assert "Traceback" in failure["exception"] and "RuntimeError" in failure["exception"]


def test_a_value_the_log_cannot_store_is_a_422_problem_not_a_500(client) -> None:
    body = assert_problem(client.get("/probe/unstorable"), 422, "invalid_value")

    assert body["detail"] == "A PowerChanged event may not hold nan."


def test_api_error_becomes_a_problem_with_its_extra_members(client) -> None:
    body = assert_problem(client.get("/probe/conflict"), 409, "version_conflict")

    assert body["detail"] == "The game moved on."
    assert body["current_version"] == 7


def test_smorest_abort_is_answered_as_problem_json(client) -> None:
    body = assert_problem(client.get("/probe/smorest-abort"), 409, "conflict")

    assert body["detail"] == "Seat already taken."


def test_problem_members_cannot_be_overridden_by_extras(app) -> None:
    def clash():
        raise ApiError(400, "bad_request", "Nope.", instance="/elsewhere", request_id="forged")

    app.add_url_rule("/probe/clash", "clash", clash)

    body = assert_problem(app.test_client().get("/probe/clash"), 400, "bad_request")
    assert body["instance"] == "/probe/clash"


def test_unknown_route_wins_over_a_bad_body(client) -> None:
    response = client.post("/no/such/thing", data="hello", content_type="text/plain")

    assert_problem(response, 404, "not_found")
