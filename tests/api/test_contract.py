"""openapi.yaml as a contract a client can be written from: valid OpenAPI 3.1, bearer security
schemes for the seat and host tokens on the operations that take them, every header the API reads
declared, and typed schemas that the answers of a whole game played over HTTP really match."""
from __future__ import annotations

import importlib
import random
import re
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator
from openapi_spec_validator import OpenAPIV31SpecValidator

from api_table import open_table
import service
from service.http import contract, openapi
from service.app import create_app
from play.config import Config

METHODS = ("get", "put", "post", "delete", "patch")
TIME_CONTROL = {"kind": "bank", "initial": "P2D", "increment": "PT6H", "cap": "P5D", "window": "PT12H",
                "vacation_days": 3}


@pytest.fixture(scope="module")
def doc() -> dict:
    """The published document (it does not depend on configuration, so one app serves)."""
    return openapi.document(create_app(Config.from_env({})))


def operations(doc: dict):
    for path, item in doc["paths"].items():
        for method in METHODS:
            if method in item:
                yield method, path, item[method]


_validators: dict[tuple[int, str], Draft202012Validator] = {}


def check(doc: dict, name: str, body: object) -> None:
    key = (id(doc), name)
    if key not in _validators:
        _validators[key] = Draft202012Validator({"components": doc["components"],
                                                 "$ref": "#/components/schemas/" + name})
    found = [f"{list(e.absolute_path)}: {e.message[:300]}" for e in _validators[key].iter_errors(body)]
    assert found == [], name


def header_names(doc: dict, operation: dict) -> set[str]:
    names = set()
    for parameter in operation.get("parameters", []):
        if "$ref" in parameter:
            parameter = doc["components"]["parameters"][parameter["$ref"].rsplit("/", 1)[1]]
        if parameter["in"] == "header":
            names.add(parameter["name"])
    return names


# -- the document ------------------------------------------------------------------------------

def test_the_document_is_valid_openapi_3_1(doc):
    OpenAPIV31SpecValidator(doc).validate()


def test_seat_and_host_tokens_are_bearer_schemes_that_say_they_declare_authorization(doc):
    schemes = doc["components"]["securitySchemes"]
    assert set(schemes) == {"seatToken", "hostToken", "sessionCookie"}
    for scheme in (schemes["seatToken"], schemes["hostToken"]):
        assert (scheme["type"], scheme["scheme"]) == ("http", "bearer")
        assert "Authorization: Bearer <token>" in scheme["description"]
    assert "not as a header parameter" in schemes["seatToken"]["description"]


def test_every_operation_states_which_tokens_it_accepts(doc):
    stated = {(method, path): op["security"] for method, path, op in operations(doc)}
    assert len(stated) >= 27
    assert stated[("post", "/v1/games/{game_id}/choices")] == [{"seatToken": []}]
    assert stated[("get", "/v1/games/{game_id}/view")] == [{}, {"seatToken": []}, {"hostToken": []}]
    assert stated[("post", "/v1/games/{game_id}/seats/{seat}/bot")] == [{"hostToken": []}, {"seatToken": []}]
    assert stated[("post", "/v1/games")] == []
    used = {name for alternatives in stated.values() for option in alternatives for name in option}
    assert used == {"seatToken", "hostToken", "sessionCookie"}


def test_an_accounts_session_is_a_cookie_scheme_whose_writes_declare_the_csrf_header(doc):
    scheme = doc["components"]["securitySchemes"]["sessionCookie"]
    assert (scheme["type"], scheme["in"], scheme["name"]) == ("apiKey", "cookie", "cw_session")
    for method, path, operation in operations(doc):
        if operation["security"] == [{"sessionCookie": []}] and method != "get":
            assert "X-CSRF-Token" in header_names(doc, operation), (method, path)


def test_no_operation_declares_authorization_as_a_header_parameter(doc):
    for _method, _path, operation in operations(doc):
        assert "Authorization" not in header_names(doc, operation)


def test_the_headers_the_api_reads_are_declared_on_the_operations_that_read_them(doc):
    headers = {(method, path): header_names(doc, op) for method, path, op in operations(doc)}
    assert all("X-Request-ID" in names for names in headers.values())
    assert "Idempotency-Key" in headers[("post", "/v1/games/{game_id}/choices")]
    assert {"Last-Event-ID", "X-Invite-Code"} <= headers[("get", "/v1/games/{game_id}/stream")]
    for tail in ("", "/view", "/options", "/events", "/export", "/position"):
        assert "X-Invite-Code" in headers[("get", "/v1/games/{game_id}" + tail)]


# Headers read by the HTTP plumbing rather than by an operation, and why they are not parameters.
NOT_PARAMETERS = {
    "Authorization": "declared by the seatToken and hostToken security schemes",
    "Transfer-Encoding": "HTTP framing of a request body",
    "Accept": "content negotiation of /metrics, which is not part of the API document",
}


def _headers_read_by_the_service() -> set[str]:
    """Every `request.headers.get(NAME)` in service/: NAME as written, or the constant it names."""
    found = set()
    root = Path(service.__file__).parent
    for source in root.rglob("*.py"):
        module = None
        for name in re.findall(r"request\.headers\.get\(\s*([^,)\s]+)", source.read_text(encoding="utf-8")):
            if name[0] in "\"'":
                found.add(name.strip("\"'"))
                continue
            dotted = ".".join(source.relative_to(root.parent).with_suffix("").parts)
            module = module or importlib.import_module(dotted)
            found.add(getattr(module, name))
    return found


def test_every_header_the_service_reads_is_declared_or_is_http_plumbing(doc):
    declared = {p["name"] for p in doc["components"]["parameters"].values() if p["in"] == "header"}
    read = _headers_read_by_the_service()
    assert {"Idempotency-Key", "Last-Event-ID", "X-Invite-Code", "X-Request-ID"} <= read
    assert read - declared - set(NOT_PARAMETERS) == set()


def test_free_form_members_are_typed(doc):
    schemas = doc["components"]["schemas"]
    assert schemas["Option"]["properties"]["choice"]["$ref"] == "#/components/schemas/Choice"
    assert schemas["Choice"]["discriminator"]["propertyName"] == "act"
    assert schemas["AbilityChoice"]["discriminator"]["propertyName"] == "ability"
    assert schemas["View"]["properties"]["state"]["anyOf"][0] == {"$ref": "#/components/schemas/ViewState"}
    assert schemas["GameSpec"]["properties"]["rules"] == {"$ref": "#/components/schemas/Ruleset"}
    assert schemas["GameSummary"]["properties"]["time_control"] == {"$ref": "#/components/schemas/TimeControl"}
    assert schemas["Options"]["properties"]["pending"]["items"] == {
        "$ref": "#/components/schemas/PendingDecision"}
    assert set(schemas["Ruleset"]["properties"]["dreams_cost"]["enum"]) == {2, 3}


def test_an_operation_missing_from_the_security_table_stops_the_document(doc):
    broken = {**doc, "paths": {**doc["paths"], "/v1/new": {"get": {"responses": {}}}}}
    with pytest.raises(KeyError, match="/v1/new"):
        contract.apply(broken)


# -- the document says what the server does -----------------------------------------------------

SEAT_BODIES = {
    ("post", "/v1/games/{game_id}/choices"): lambda v: {"expected_version": v, "choice": {"act": "end_turn"}},
    ("post", "/v1/games/{game_id}/undo"): lambda v: {"expected_version": v},
    ("post", "/v1/games/{game_id}/undo/{request_id}"): lambda v: {"accept": True},
    ("post", "/v1/games/{game_id}/seats/{seat}/bot"): lambda v: {"bot": "random"},
    ("post", "/v1/games/{game_id}/seats/{seat}/vacation"): lambda v: {"days": 1},
    ("put", "/v1/games/{game_id}/seats/{seat}/notifications"): lambda v: {},
    ("post", "/v1/games/{game_id}/chat/read"): lambda v: {"upto": 1},
    ("put", "/v1/games/{game_id}/chat/spectators"): lambda v: {"closed": True},
    ("post", "/v1/account/seats"): lambda v: {"tokens": []},
    ("patch", "/v1/account"): lambda v: {"name": "Ann"},
    ("post", "/v1/account/passkeys"): lambda v: {"credential": {}},
}


def test_operations_that_take_no_anonymous_caller_refuse_a_call_without_a_token(client, doc):
    table = open_table(client, seats=3)
    version = table.version()
    refused = 0
    for method, path, operation in operations(doc):
        if operation["security"] == [] or {} in operation["security"]:
            continue
        url = path.format(game_id=table.game_id, seat="seat1", request_id="r1")
        body = SEAT_BODIES.get((method, path), lambda v: None)(version)
        answer = client.open(url, method=method.upper(), json=body)
        assert answer.status_code in (401, 403), (method, path, answer.get_json())
        refused += 1
    assert refused >= 11


def test_a_spectator_reads_a_public_game_without_a_token(client, doc):
    table = open_table(client, seats=3)
    for tail in ("", "/view", "/options", "/events"):
        assert {} in doc["paths"]["/v1/games/{game_id}" + tail]["get"]["security"]
        assert client.get(table.url(tail)).status_code == 200


def test_the_declared_invite_code_header_lets_a_spectator_watch_a_private_game(client):
    created = client.post("/v1/games", json={"seats": 2, "visibility": "private"}).get_json()
    url = f"/v1/games/{created['game']['game_id']}/view"
    assert client.get(url).status_code == 403
    assert client.get(url, headers={"X-Invite-Code": created["invite_code"]}).status_code == 200


def test_header_values_outside_their_declared_schema_are_refused(client):
    table = open_table(client, seats=3)
    seat = table.pending_seat()
    body = {"expected_version": table.version(), "choice": {"act": "end_turn"}}
    long_key = table.post("/choices", body, seat, {"Idempotency-Key": "k" * 201})
    assert long_key.status_code == 400 and long_key.get_json()["code"] == "invalid_idempotency_key"
    resumed = client.get(table.url("/stream"), headers={"Last-Event-ID": "one"})
    assert resumed.status_code == 400 and resumed.get_json()["code"] == "invalid_last_event_id"


# -- a whole game's answers match the typed schemas ---------------------------------------------

def test_answers_all_along_a_game_played_to_its_end_match_the_typed_schemas(client, doc):
    """Every fifth step is checked (a JSON Schema check of a whole view and its options costs more
    than the step; tests/rules/test_choice_contract.py checks every distinct option)."""
    table = open_table(client, seats=3, time_control=TIME_CONTROL)
    rng, made = random.Random(11), 0
    check(doc, "GameSummary", table.get("").get_json())
    while (seat := table.pending_seat()) is not None:
        listed = table.get("/options", seat).get_json()
        choice = rng.choice(listed["options"])["choice"]
        answer = table.post("/choices", {"expected_version": listed["version"], "choice": choice}, seat)
        assert answer.status_code == 200, answer.get_json()
        if made % 5 == 0:
            check(doc, "Options", listed)
            check(doc, "ChoicesResult", answer.get_json())
        if made % 25 == 0:
            check(doc, "View", table.get("/view", seat).get_json())
            check(doc, "View", table.get("/view").get_json())
        made += 1
    finished = table.get("/view").get_json()
    assert finished["state"]["result"] is not None and "seed" in finished["state"]
    check(doc, "View", finished)
    check(doc, "GameSummary", table.get("").get_json())
    check(doc, "GameList", client.get("/v1/games?status=finished").get_json())
    mine = client.post("/v1/my-games", json={"tokens": [table.seats["seat1"], table.host]}).get_json()
    assert len(mine["games"]) == 2
    check(doc, "MyGames", mine)
    assert made > 20


def test_the_game_options_offer_time_controls_and_ruleset_options_the_contract_accepts(client, doc):
    offered = client.get("/v1/game-options").get_json()
    check(doc, "GameOptions", offered)
    for preset in offered["time_controls"]:
        check(doc, "TimeControl", preset["time_control"])
        made = client.post("/v1/games", json={"seats": 2, "time_control": preset["time_control"]})
        assert made.status_code == 201, made.get_json()
        check(doc, "CreatedGame", made.get_json())


def test_a_game_created_with_every_ruleset_option_shows_them_as_the_ruleset_schema_says(client, doc):
    rules_given = {name: schema["enum"][-1] for name, schema in
                   doc["components"]["schemas"]["Ruleset"]["properties"].items() if "enum" in schema}
    created = client.post("/v1/games", json={"seats": 3, "rules": rules_given, "time_control": TIME_CONTROL})
    assert created.status_code == 201, created.get_json()
    game = created.get_json()["game"]
    check(doc, "GameSummary", game)
    assert {k: game["rules"][k] for k in rules_given} == rules_given
    assert game["time_control"] == TIME_CONTROL | {"timeout_policy": "default_choice"}


def test_a_sandbox_position_matches_the_position_schema_and_starts_a_new_sandbox(client, doc):
    created = client.post("/v1/games", json={"seats": 3, "sandbox": True}).get_json()
    position = client.get(f"/v1/games/{created['game']['game_id']}/position",
                          headers={"Authorization": f"Bearer {created['host_token']}"})
    assert position.status_code == 200, position.get_json()
    check(doc, "Position", position.get_json())
    again = client.post("/v1/games", json={"seats": 3, "sandbox": True, "start_position": position.get_json()})
    assert again.status_code == 201, again.get_json()
    assert doc["components"]["schemas"]["GameSpec"]["properties"]["start_position"]["$ref"].endswith("/Position")
