"""Each answer speaks the reader's language: `lang` parameter, then the `lang` cookie, then
Accept-Language, else English; it says so in Content-Language and varies on Accept-Language.
Problem titles and details follow the language; codes and other machine fields never do."""
from __future__ import annotations

import gzip
import re

import pytest

from events.migrate import upgrade
from play import i18n
from play.config import Config
from service.app import create_app
from service.http.problems import STATUS_CODES

pytestmark = pytest.mark.sqlite
YEAR = "public, max-age=31536000, immutable"


@pytest.fixture
def client(sqlite_url):
    upgrade(sqlite_url)
    return create_app(Config.from_env({"DATABASE_URL": sqlite_url, "LOG_LEVEL": "WARNING"})).test_client()


def _missing_game(client, **kwargs):
    return client.get("/v1/games/nosuchgame", **kwargs)


def test_without_a_language_asked_the_answer_is_english_and_says_so(client):
    answer = _missing_game(client)
    body = answer.get_json()
    assert answer.status_code == 404 and answer.headers["Content-Language"] == "en"
    assert {"Accept-Language", "Cookie"} <= {v.strip() for v in answer.headers["Vary"].split(",")}
    assert body["code"] == "game_not_found" and body["title"] == "Game not found"
    assert body["detail"] == "There is no game nosuchgame."


def test_accept_language_german_gets_german_titles_and_details_with_the_same_code(client):
    answer = _missing_game(client, headers={"Accept-Language": "de-DE,de;q=0.9,en;q=0.5"})
    body = answer.get_json()
    assert answer.headers["Content-Language"] == "de"
    assert body["code"] == "game_not_found" and body["type"].endswith(":game_not_found")
    assert body["title"] == "Partie nicht gefunden"
    assert body["detail"] == "Es gibt keine Partie nosuchgame."


def test_a_regional_english_ranked_first_beats_a_lower_ranked_german(client):
    answer = _missing_game(client, headers={"Accept-Language": "en-GB, de;q=0.9"})
    assert answer.headers["Content-Language"] == "en"


def test_a_language_the_service_does_not_speak_falls_back_to_english(client):
    answer = _missing_game(client, headers={"Accept-Language": "fr-FR, ja;q=0.8"})
    assert answer.headers["Content-Language"] == "en"
    assert answer.get_json()["title"] == "Game not found"


def test_the_lang_cookie_overrides_accept_language_and_the_lang_parameter_overrides_both(client):
    client.set_cookie("lang", "de")
    by_cookie = _missing_game(client, headers={"Accept-Language": "en"})
    assert by_cookie.headers["Content-Language"] == "de"
    by_param = client.get("/v1/games/nosuchgame?lang=en", headers={"Accept-Language": "de"})
    assert by_param.headers["Content-Language"] == "en"
    assert by_param.get_json()["title"] == "Game not found"


def test_an_unknown_lang_parameter_is_ignored_not_refused(client):
    answer = client.get("/v1/games/nosuchgame?lang=xx", headers={"Accept-Language": "de"})
    assert answer.status_code == 404 and answer.headers["Content-Language"] == "de"


def test_a_german_problem_detail_with_arguments_renders_them(client):
    answer = client.delete("/v1/content", headers={"Accept-Language": "de"})
    body = answer.get_json()
    assert answer.status_code == 405 and body["code"] == "method_not_allowed"
    assert body["title"] == "Methode nicht erlaubt"
    assert body["detail"] == "DELETE ist auf /v1/content nicht erlaubt."


def test_successful_answers_say_their_language_too(client):
    answer = client.get("/v1/content", headers={"Accept-Language": "de"})
    assert answer.status_code == 200 and answer.headers["Content-Language"] == "de"
    assert "Accept-Language" in answer.headers["Vary"]


def test_a_page_names_its_language_and_the_versioned_catalog_url(client):
    page = client.get("/", headers={"Accept-Language": "de"}).get_data(as_text=True)
    assert '<html lang="de">' in page
    root = re.search(r'data-catalog-root="(/l10n/[0-9a-f]{12}/)"', page).group(1)
    catalog = client.get(root + "de.ftl")
    assert catalog.status_code == 200 and catalog.headers["Cache-Control"] == YEAR
    assert catalog.headers["Vary"] == "Accept-Encoding"  # the same words for every reader
    packed = client.get(root + "de.ftl", headers={"Accept-Encoding": "gzip, br"})
    assert packed.headers["Content-Encoding"] == "gzip"
    assert gzip.decompress(packed.get_data()) == catalog.get_data()
    assert len(packed.get_data()) < len(catalog.get_data()) / 3
    assert catalog.headers["Content-Language"] == "de"
    assert "problem-game_not_found = Partie nicht gefunden" in catalog.get_data(as_text=True)
    english = client.get(root + "en.ftl", headers={"Accept-Language": "de"})
    assert english.headers["Content-Language"] == "en"
    assert "problem-game_not_found = Game not found" in english.get_data(as_text=True)


def test_a_catalog_under_an_old_version_is_not_kept_and_an_unknown_language_is_not_found(client):
    assert client.get("/l10n/000000000000/de.ftl").headers["Cache-Control"] == "no-cache"
    assert client.get("/l10n/000000000000/fr.ftl").status_code == 404


def _problem_codes() -> set[str]:
    """Every problem code the service can answer with."""
    import pathlib

    import rules.engine.errors as rules_errors
    from play import errors

    def walk(cls):
        for sub in cls.__subclasses__():
            yield sub
            yield from walk(sub)

    codes = set(STATUS_CODES.values()) | {errors.PlayError.code, rules_errors.RulesError.code}
    for base in (errors.PlayError, rules_errors.RulesError):
        codes |= {k.code for k in walk(base) if isinstance(k.__dict__.get("code"), str)}
    raised = re.compile(r'(?:ApiError|problem_response|TargetRefused|OptionsRefused)\(\s*'
                        r'(?:\d+,\s*)?"([a-z_]+)"')
    root = pathlib.Path(__file__).resolve().parents[2]
    for package in ("service", "play", "workers"):
        for path in (root / package).rglob("*.py"):
            codes |= set(raised.findall(path.read_text(encoding="utf-8")))
    return codes


def test_every_problem_code_has_a_title_in_every_language():
    codes = _problem_codes()
    assert {"game_not_found", "illegal_choice", "stale_version", "webhook_url_invalid",
            "insufficient_power", "not_found"} <= codes
    for lang in i18n.LANGUAGES:
        missing = sorted(code for code in codes if not i18n.has(lang, f"problem-{code}"))
        assert not missing, (lang, missing)
    german = {code: i18n.render("de", f"problem-{code}") for code in codes}
    english = {code: i18n.render("en", f"problem-{code}") for code in codes}
    assert [code for code in codes if german[code] == english[code]] == []


def test_a_sentence_the_catalog_does_not_word_is_not_replaced_by_another_of_the_same_code(client):
    """invalid_token is raised with several sentences; the German of one never stands in for another."""
    game_id = client.post("/v1/games", json={"seats": 3}).get_json()["game"]["game_id"]
    answer = client.get(f"/v1/games/{game_id}/view",
                        headers={"Accept-Language": "de", "Authorization": "Basic abc"})
    body = answer.get_json()
    assert body["code"] == "invalid_token" and body["title"] == "Ungültiges Token"
    assert body["detail"] == "Send tokens as 'Authorization: Bearer <token>'."


def test_a_size_in_a_german_detail_is_written_as_the_sentence_writes_it(client):
    answer = client.post("/v1/games", data=b"{" + b" " * 2_000_000 + b"}",
                         headers={"Accept-Language": "de", "Content-Type": "application/json"})
    body = answer.get_json()
    assert answer.status_code == 413 and body["code"] == "payload_too_large"
    assert re.fullmatch(r"Anfragetexte sind auf \d+ Bytes begrenzt\.", body["detail"])


def test_the_service_s_own_refusals_are_worded_in_german_too(client):
    german = {"Accept-Language": "de"}
    missing_body = client.post("/v1/games", headers=german).get_json()
    assert (missing_body["code"], missing_body["detail"]) == (
        "body_required",
        "Sende die Einstellungen der Partie als JSON-Objekt; {} verlangt überall die Voreinstellung.")
    no_token = client.get("/v1/games?mine=true", headers=german).get_json()
    assert (no_token["code"], no_token["title"], no_token["detail"]) == (
        "token_required", "Token erforderlich", "`mine=true` braucht ein Bearer-Token.")
