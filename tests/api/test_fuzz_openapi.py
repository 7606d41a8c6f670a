"""Property-based fuzzing of the published API document against the running app.

Every operation of openapi.yaml (served at /openapi.yaml and held equal to the checked-in file by
tests/service) gets generated requests, valid and invalid: no answer may be a 5xx, and every
answer must match its documented status, media type, headers and schema. One check is left out:
"a schema-valid request must be accepted". A schema cannot say which choices the rules allow now
or which cursors the API gave out, so a schema-valid request is rightly refused with 400 or 422.

Authorised routes are fuzzed too. An auth hook hands most generated requests the bearer token of a
real participant, aimed at that participant's game and seat: a seat of a game under way, its host,
or the host of a game still in its lobby. Which kind of token an operation gets follows the
document's security requirements when it declares them (a scheme named or described as a seat's
or a host's), and the route's shape when it does not; the other requests go without a token or
keep what was generated, so refusals are fuzzed as well.
"""
from __future__ import annotations

import itertools
from typing import Any, Mapping

import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from schemathesis.checks import positive_data_acceptance

from events.migrate import upgrade
from service.app import create_app
from play.config import Config

_HOST_ROUTES = ("/bot", "/export", "/position")  # where a host token opens more than a seat's


class Participants:
    """Real tokens of two real games: one under way (three seats and its host) and one open."""

    def __init__(self, client: Any):
        active = client.post("/v1/games", json={"seats": 3, "sandbox": True}).get_json()
        lobby = client.post("/v1/games", json={"seats": 4}).get_json()
        self.game = active["game"]["game_id"]
        self.seats: dict[str, str] = dict(active["seat_tokens"])
        self.host = active["host_token"]
        self.lobby, self.lobby_host = lobby["game"]["game_id"], lobby["host_token"]
        # Deterministic turns: a token for most requests, none for some.
        self._turns = itertools.cycle(("token", "token", "token", None))
        self._seats = itertools.cycle(sorted(self.seats))
        self._hosts = itertools.cycle((self.game, self.lobby, self.game))

    def credentials(self, kind: str) -> tuple[str, str | None, str]:
        """(game id, seat or None, token) of the next participant of that kind."""
        if kind == "seat":
            seat = next(self._seats)
            return self.game, seat, self.seats[seat]
        game = next(self._hosts)
        return game, None, self.host if game == self.game else self.lobby_host

    def next_turn(self) -> bool:
        return next(self._turns) is not None

    def took_new_token(self, case: Any, response: Any) -> None:
        """A rotated seat token replaces the old one, which stops working at once."""
        if case.path.endswith("/token") and response.status_code == 201:
            body = response.json()
            if case.path_parameters.get("game_id") == self.game and body.get("seat") in self.seats:
                self.seats[body["seat"]] = body["token"]


def _security(operation: Any, document: Mapping) -> list[Mapping] | None:
    """The operation's effective security requirements, None when the document declares none."""
    raw = operation.definition.raw
    return raw["security"] if "security" in raw else document.get("security")


def _scheme_kinds(names: set[str], document: Mapping) -> set[str]:
    """Which tokens the named schemes stand for: 'seat', 'host' (both when they do not say)."""
    schemes = document.get("components", {}).get("securitySchemes", {})
    kinds = set()
    for name in names:
        kinds |= _said(name) or _said(schemes.get(name, {}).get("description", "")) \
            or {"seat", "host"}
    return kinds


def _said(text: str) -> set[str]:
    return {kind for kind in ("seat", "host") if kind in text.lower()}


def token_kinds(operation: Any, document: Mapping) -> tuple[str, ...]:
    """The kinds of token worth sending to `operation`, per the document or the route's shape."""
    security = _security(operation, document)
    if security is not None:
        names = {name for requirement in security for name in requirement}
        return tuple(sorted(_scheme_kinds(names, document)))
    path = operation.path
    if "{game_id}" not in path and operation.path != "/v1/games":
        return ()
    if any(path.endswith(tail) for tail in _HOST_ROUTES):
        return ("host", "seat")
    return ("seat",)


def auth_hook(participants: Participants, document: Mapping) -> type:
    kinds_of: dict[str, tuple[str, ...]] = {}
    alternation = itertools.cycle((0, 1))

    class RealParticipantTokens:
        """Auth data: (game id, seat, token) of a real participant, or None for no token."""

        def get(self, case: Any, context: Any) -> tuple[str, str | None, str] | None:
            label = case.operation.label
            if label not in kinds_of:
                kinds_of[label] = token_kinds(case.operation, document)
            kinds = kinds_of[label]
            if not kinds or not participants.next_turn():
                return None
            return participants.credentials(kinds[next(alternation) % len(kinds)])

        def set(self, case: Any, data: tuple[str, str | None, str], context: Any) -> None:
            game, seat, token = data
            params = case.path_parameters
            if params is not None and "game_id" in params:
                params["game_id"] = game
            if params is not None and "seat" in params and seat is not None:
                params["seat"] = seat
            case.headers = {**(case.headers or {}), "Authorization": f"Bearer {token}"}

    return RealParticipantTokens


@pytest.fixture
def fuzzed_app(tmp_path):
    url = f"sqlite:///{tmp_path / 'fuzz.sqlite3'}"
    upgrade(url)
    env = {"DATABASE_URL": url, "LOG_JSON": "false", "LOG_LEVEL": "CRITICAL",
           "RATE_LIMIT_PER_TOKEN": "0", "RATE_LIMIT_PER_ADDRESS": "0"}
    return create_app(Config.from_env(env))


def _short_streams(case: Any) -> None:
    if case.path.endswith("/stream"):
        case.query = {**(case.query or {}), "timeout": 1}


@pytest.mark.sqlite
def test_no_generated_request_gets_a_server_error_or_an_undocumented_answer(fuzzed_app):
    participants = Participants(fuzzed_app.test_client())
    schema = schemathesis.openapi.from_wsgi("/openapi.yaml", fuzzed_app)
    schema.auth(refresh_interval=None)(auth_hook(participants, schema.raw_schema))
    operations = [result.ok() for result in schema.get_all_operations()]
    assert len(operations) >= 19  # every route of the API is in the document
    authorised: dict[str, int] = {}
    for operation in operations:
        # A live stream holds its answer open for the whole second of its timeout.
        examples = 10 if operation.path.endswith("/stream") else 50

        @given(case=operation.as_strategy())
        @settings(max_examples=examples, deadline=None, database=None,
                  suppress_health_check=list(HealthCheck))
        def fuzz(case) -> None:
            _short_streams(case)
            response = case.call_and_validate(excluded_checks=[positive_data_acceptance])
            if case._has_explicit_auth and response.status_code < 400:
                authorised[case.operation.label] = authorised.get(case.operation.label, 0) + 1
            participants.took_new_token(case, response)

        fuzz()
    # Real tokens got through: a seat's reads and a choice's refusal-free paths were reached.
    for label in ("GET /v1/games/{game_id}/options", "GET /v1/games/{game_id}/view",
                  "GET /v1/games/{game_id}/seats/{seat}/notifications"):
        assert authorised.get(label, 0) > 0, (label, authorised)


def test_a_documented_seat_or_host_scheme_chooses_the_token_an_operation_gets():
    document = {"components": {"securitySchemes": {
        "seatToken": {"type": "http", "scheme": "bearer"},
        "hostToken": {"type": "http", "scheme": "bearer", "description": "Hands seats to bots"},
        "bearer": {"type": "http", "scheme": "bearer"},
        "creator": {"type": "http", "scheme": "bearer", "description": "The game's host"}}}}

    class Operation:
        def __init__(self, path: str, security: list | None):
            self.path = path
            self.definition = type("Definition", (), {
                "raw": {} if security is None else {"security": security}})()

    assert token_kinds(Operation("/x/{game_id}", [{"seatToken": []}, {}]), document) == ("seat",)
    assert token_kinds(Operation("/x/{game_id}", [{"hostToken": []}]), document) == ("host",)
    assert token_kinds(Operation("/x", [{"bearer": []}]), document) == ("host", "seat")
    assert token_kinds(Operation("/x", [{"creator": []}]), document) == ("host",)
    assert token_kinds(Operation("/healthz", []), document) == ()
    assert token_kinds(Operation("/v1/games/{game_id}/view", None), document) == ("seat",)
    assert token_kinds(Operation("/v1/games/{game_id}/export", None), document) == ("host", "seat")
    assert token_kinds(Operation("/v1/content", None), document) == ()
