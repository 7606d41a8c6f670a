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

def _refusal_in(lang: str, refusal: errors.PlayError) -> dict:
    import json

    from flask import Flask

    from service.http.refusals import handle_refusal

    with Flask(__name__).test_request_context("/v1/games/g1", headers={"Accept-Language": lang}):
        return json.loads(handle_refusal(refusal).get_data())


def test_a_refusal_is_worded_in_german_with_its_facts_and_keeps_its_code_and_members():
    body = _refusal_in("de", errors.VacationExhausted(7, 1))
    assert (body["code"], body["title"], body["days_left"]) == (
        "vacation_exhausted", "Urlaub aufgebraucht", 1)
    assert body["detail"] == "Diese Partie erlaubt 7 Urlaubstage pro Platz; 1 ist übrig."
    body = _refusal_in("de", errors.SeatTaken("seat2"))
    assert body["detail"] == "Platz seat2 ist bereits besetzt."
    assert _refusal_in("de", errors.UndoRequestTooSoon(30))["detail"].endswith(
        "in 30 Sekunden erneut fragen.")


def test_a_refusal_in_english_keeps_the_sentence_the_application_wrote():
    body = _refusal_in("en", errors.VacationExhausted(7, 2))
    assert (body["title"], body["detail"]) == (
        "Vacation used up", "This game allows 7 vacation days per seat; 2 are left.")


def test_a_german_reader_of_a_refusal_the_catalog_does_not_word_gets_the_english_sentence():
    body = _refusal_in("de", errors.GameNotStarted("Seats are still open."))
    assert (body["title"], body["detail"]) == ("Partie noch nicht begonnen", "Seats are still open.")
