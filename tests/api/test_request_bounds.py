"""Every list a request may send has a maximum, checked before any of its items is read, and a
problem lists the first few validation errors, not one per bad item: a body of a million small
items once cost seconds of CPU and answered with a problem of 17 MB."""
from __future__ import annotations

import json
from importlib import resources

import marshmallow as ma
import pytest

import rules

from api_table import open_table
from service.http.problems import MAX_ERRORS
from rules.engine.position import MAX_COUNT
from service.schemas.common import BoundedList

ONE_MB_OF_ONES = 1_048_576 // 2 - 64  # `1,` per item, within MAX_REQUEST_BYTES


def _problem(answer, status: int, code: str) -> dict:
    problem = answer.get_json()
    assert answer.status_code == status and problem["code"] == code, problem
    return problem


def _megabyte_list(member: str, **more) -> bytes:
    body = json.dumps({**more, member: [1] * ONE_MB_OF_ONES}, separators=(",", ":")).encode()
    assert len(body) <= 1_048_576
    return body


def test_a_list_over_its_maximum_is_refused_by_its_length_alone(client):
    answer = client.post("/v1/my-games", data=_megabyte_list("tokens"),
                         content_type="application/json")
    problem = _problem(answer, 422, "validation_error")
    assert problem["errors"] == {"json": {"tokens": ["Longer than maximum length 200."]}}
    assert len(answer.get_data()) < 2_000


def test_a_batch_of_choices_over_its_maximum_is_refused_by_its_length_alone(client):
    table = open_table(client, seats=3)
    seat, version = table.pending_seat(), table.version()
    answer = client.post(table.url("/choices"), content_type="application/json",
                         data=_megabyte_list("choices", expected_version=version),
                         headers=table.auth(seat))
    problem = _problem(answer, 422, "validation_error")
    assert list(problem["errors"]["json"]) == ["choices"]
    assert len(answer.get_data()) < 2_000 and table.version() == version


def test_a_problem_lists_the_first_few_validation_errors_and_counts_the_rest(client):
    events = [{"version": "x"} for _ in range(300)]
    document = {"format": "cthulhu-wars-game", "version": 1, "game": {}, "events": events}
    answer = client.post("/v1/games/import", json={"document": document})
    problem = _problem(answer, 422, "validation_error")
    shown = problem["errors"]["json"]["document"]["events"]
    assert 0 < len(shown) <= MAX_ERRORS and problem["errors_left_off"] > 300
    assert len(answer.get_data()) < 5_000


def _unbounded_lists(schema: ma.Schema, path: str) -> list[str]:
    found = []
    for name, field in schema.fields.items():
        found += _unbounded_in(field, f"{path}.{name}")
    return found


def _unbounded_in(field: ma.fields.Field, path: str) -> list[str]:
    if isinstance(field, ma.fields.Nested):
        return _unbounded_lists(field.schema, path)
    if isinstance(field, ma.fields.List):
        mine = [] if isinstance(field, BoundedList) else [path]
        return mine + _unbounded_in(field.inner, f"{path}[]")
    return []


def test_every_list_in_every_request_schema_has_a_maximum(app):
    """The lists marshmallow reads item by item; the documents the engine reads itself (a
    choice, a position) are free JSON to these schemas and checked by the engine."""
    read = [parameter["schema"] for view in app.view_functions.values()
            for parameter in (getattr(view, "_apidoc", {}).get("arguments") or {})
            .get("parameters", []) if "schema" in parameter]
    assert len(read) > 10
    unbounded = [path for schema in read for path in _unbounded_lists(schema,
                                                                       type(schema).__name__)]
    assert unbounded == []


def _position(**changes) -> dict:
    seats = [{"seat": f"seat{n}", "faction": f}
             for n, f in enumerate(["great_cthulhu", "crawling_chaos", "yellow_sign"], 1)]
    state = rules.replay(rules.new_game({"seats": seats, "sandbox": True}, b"0" * 32))
    return {**json.loads(json.dumps(rules.to_position(state))), **changes}


def _sandbox(client, position: dict):
    return client.post("/v1/games", json={"seats": 3, "sandbox": True, "start_position": position,
                                          "factions": ["great_cthulhu", "crawling_chaos",
                                                       "yellow_sign"]})


@pytest.mark.parametrize("field, value", [("round", 2**62), ("round", 2**31), ("round", True),
                                          ("ritual", 2**40), ("decay", -1)])
def test_a_position_count_beyond_32_bits_is_refused_before_it_reaches_a_store(client, field,
                                                                              value):
    before = client.get("/v1/games").get_json()["games"]
    problem = _problem(_sandbox(client, _position(**{field: value})), 422, "invalid_position")
    assert field in problem["detail"]
    assert client.get("/v1/games").get_json()["games"] == before


def test_a_position_at_the_largest_count_starts_a_sandbox(client):
    made = _sandbox(client, _position(round=MAX_COUNT))
    assert made.status_code == 201, made.get_json()
    assert made.get_json()["game"]["round"] == MAX_COUNT


def test_the_position_schema_publishes_the_largest_count():
    schema = json.loads((resources.files("rules.contract") / "schemas" / "position.schema.json")
                        .read_text())
    assert schema["$defs"]["count"]["maximum"] == MAX_COUNT


def test_an_integer_beyond_64_bits_among_a_lists_items_is_refused_where_it_stands(client):
    body = b'{"tokens": [1, 2,\n [3, "x", 18446744073709551616]]}'
    problem = _problem(client.post("/v1/my-games", data=body, content_type="application/json"),
                       400, "bad_request")
    assert (problem["line"], problem["column"]) == (2, 11) and "64 bits" in problem["detail"]


@pytest.mark.parametrize("seat", ["x\r\ny", "seat9", ""])
def test_a_position_is_played_by_the_games_own_seats(client, seat):
    position = _position()
    position["options"]["seats"][0]["seat"] = seat
    before = client.get("/v1/games").get_json()["games"]
    problem = _problem(_sandbox(client, position), 422, "invalid_position")
    assert "seat1, seat2, seat3" in problem["detail"]
    assert client.get("/v1/games").get_json()["games"] == before
