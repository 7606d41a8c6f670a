"""The flask-smorest ``Api``, adjusted so its generated errors are problem+json.

The API's documented metadata (title, version, description) lives here too, because the
published ``openapi.yaml`` is generated from it.
"""

from __future__ import annotations

import http

from flask import Flask, Response
from flask_smorest import Api
from flask_smorest.utils import prepare_response
from werkzeug.exceptions import HTTPException

from service.http.problems import PROBLEM_MEDIA_TYPE, handle_http_exception
from service.schemas.common import ProblemSchema

API_TITLE = "Cthulhu Wars"
API_VERSION = "v1"
OPENAPI_VERSION = "3.1.0"
API_DESCRIPTION = """\
Play Cthulhu Wars over HTTP: create and join games, read your view of the board, and
submit choices from the legal options the server lists for your seat.

Every game is an append-only log of events; the current state and every past state are
folded from it.

Send tokens as `Authorization: Bearer <token>`: a seat's token (security scheme `seatToken`)
to play that seat, the host token (`hostToken`) to manage the lobby. Each operation's `security`
lists the tokens it takes; `{}` among them means it also answers a caller without a token (a
spectator). `Authorization` is declared by those schemes, so no operation lists it among its
header parameters; every other header the API reads is a declared parameter.

Choices are typed: `Choice` is a union discriminated by `act` (and, for `ability` and `answer`,
by `ability`), made from the rules engine's own table of choices.

Errors are `application/problem+json` (RFC 9457). Each carries a stable `code` to branch
on and the `request_id` of the failed request; send `X-Request-ID` to choose your own id.
"""


class ProblemApi(Api):
    """An ``Api`` whose error responses are documented and sent as problem+json."""

    ERROR_SCHEMA = ProblemSchema

    def handle_http_exception(self, error: HTTPException) -> Response:
        return handle_http_exception(error)

    def _register_responses(self) -> None:
        # smorest declares one reusable response per HTTP status (routes with arguments
        # reference UNPROCESSABLE_ENTITY, every route references DEFAULT_ERROR) with
        # its JSON media type; ours are declared with the problem media type instead.
        for status in http.HTTPStatus:
            if status >= 400:
                self._register_problem_response(status.name, status.phrase)
        self._register_problem_response(
            self.DEFAULT_ERROR_RESPONSE_NAME, "Any error, as a problem document"
        )

    def _register_problem_response(self, name: str, description: str) -> None:
        response = {"description": description, "schema": self.ERROR_SCHEMA}
        prepare_response(response, self.spec, PROBLEM_MEDIA_TYPE)
        self.spec.components.response(name, response, lazy=True)


def create_api(app: Flask) -> ProblemApi:
    """Initialise the Api on ``app``; the spec is served by ``service.http.openapi``, not smorest."""
    app.config.update(
        API_TITLE=API_TITLE,
        API_VERSION=API_VERSION,
        OPENAPI_VERSION=OPENAPI_VERSION,
        # None turns off smorest's own spec and UI routes.
        OPENAPI_URL_PREFIX=None,
    )
    return ProblemApi(app, spec_kwargs={"info": {"description": API_DESCRIPTION}})


def api_of(app: Flask) -> ProblemApi:
    """The ProblemApi registered on ``app``, for adding blueprints."""
    return app.extensions["flask-smorest"]["apis"][""]["ext_obj"]
