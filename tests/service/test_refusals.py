"""The application's refusals reach a client as problems with one status per refusal, set once."""
from __future__ import annotations

import inspect

from play import errors
from service.http.refusals import STATUS


def _refusals() -> list[type[errors.PlayError]]:
    return [kind for _, kind in inspect.getmembers(errors, inspect.isclass)
            if issubclass(kind, errors.PlayError) and kind is not errors.PlayError]


def test_every_refusal_of_the_application_has_a_client_error_status():
    assert {kind: STATUS.get(kind) for kind in _refusals() if kind not in STATUS} == {}
    assert all(400 <= status < 500 for status in STATUS.values())


def test_each_refusal_has_a_code_of_its_own():
    # OptionsRefused carries the engine's own code, one per rule the options break.
    codes = [kind.code for kind in _refusals() if kind is not errors.OptionsRefused]
    assert len(codes) == len(set(codes))


def test_a_stale_version_is_one_refusal_the_logs_own_and_says_where_the_game_is():
    """Every place that finds a choice stale raises the log's VersionConflict, which the service
    answers in one place."""
    import json

    from flask import Flask

    from events import VersionConflict
    from play.choices import stale
    from service.http.problems import handle_store_error

    refusal = stale("g1", 7, 5)
    assert isinstance(refusal, VersionConflict) and not hasattr(errors, "StaleVersion")
    with Flask(__name__).test_request_context("/v1/games/g1/choices"):
        response = handle_store_error(refusal)
    body = json.loads(response.get_data())
    assert (response.status_code, body["code"], body["detail"], body["current_version"]) == (
        409, "stale_version", "The game is at version 7, not 5.", 7)