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


def test_a_stale_version_says_where_the_game_is():
    refusal = errors.StaleVersion(7, 5)
    assert (refusal.code, refusal.detail, refusal.extra) == (
        "stale_version", "The game is at version 7, not 5.", {"current_version": 7})
    assert STATUS[errors.StaleVersion] == 409
