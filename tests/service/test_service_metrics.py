"""/metrics as an operator's endpoint: off the API document and its rate limits, negotiable,
switchable; command outcomes; the figures directory the web server prepares for its workers."""
from __future__ import annotations

from pathlib import Path

import pytest

from play.config import Config
from service.app import create_app
from service.gunicorn import config as gunicorn_config
from service.http import openapi
from service.http.metrics import command_outcome


def test_metrics_stays_out_of_the_api_document_and_its_rate_limits(tmp_path: Path, store):
    config = Config.from_env({"RATE_LIMIT_PER_ADDRESS": "1", "LOG_LEVEL": "ERROR"},
                             base_dir=tmp_path)
    app = create_app(config, store=store)
    client = app.test_client()
    assert [client.get("/metrics").status_code for _ in range(3)] == [200, 200, 200]
    assert [client.get("/v1/no-such-thing").status_code for _ in range(2)] == [404, 429]
    assert "/metrics" not in openapi.document(app)["paths"]


def test_a_scraper_that_asks_for_openmetrics_gets_it(client):
    response = client.get("/metrics", headers={"Accept": "application/openmetrics-text"})
    assert response.status_code == 200
    assert response.mimetype == "application/openmetrics-text"
    assert response.get_data(as_text=True).endswith("# EOF\n")


def test_metrics_enabled_false_turns_the_endpoint_off(tmp_path: Path, store):
    config = Config.from_env({"METRICS_ENABLED": "false"}, base_dir=tmp_path)
    assert config.metrics_enabled is False
    assert Config.from_env({}, base_dir=tmp_path).metrics_enabled is True
    assert create_app(config, store=store).test_client().get("/metrics").status_code == 404


@pytest.mark.parametrize(("status", "code", "outcome"), [
    (200, None, "accepted"),
    (409, "stale_version", "stale_version"),
    (422, "illegal_choice", "illegal_choice"),
    (403, "not_your_turn", "forbidden"),
    (401, "invalid_token", "forbidden"),
    (409, "game_finished", "refused"),
    (422, "batch_continues_after_draw", "refused"),
    (503, "store_busy", "error"),
])
def test_a_command_outcome_is_named_by_its_problem_code_or_its_status(status, code, outcome):
    assert command_outcome(status, code) == outcome


def test_with_no_directory_set_the_server_makes_a_fresh_one_and_names_it():
    environ: dict[str, str] = {}
    path, made = gunicorn_config.prepare_multiprocess_dir(environ)
    try:
        assert made is True
        assert environ[gunicorn_config.MULTIPROCESS_ENV] == str(path)
        assert path.is_dir() and not any(path.iterdir())
    finally:
        path.rmdir()


def test_a_given_directory_is_created_or_emptied_of_a_previous_runs_figures(tmp_path: Path):
    given = tmp_path / "figures"
    environ = {gunicorn_config.MULTIPROCESS_ENV: str(given)}
    assert gunicorn_config.prepare_multiprocess_dir(environ) == (given, False)
    assert given.is_dir()
    (given / "counter_4242.db").write_bytes(b"stale")
    (given / "histogram_4242.db").write_bytes(b"stale")
    (given / "README").write_text("not ours")
    gunicorn_config.prepare_multiprocess_dir(environ)
    assert sorted(p.name for p in given.iterdir()) == ["README"]


def test_a_worker_leaves_what_it_loaded_at_start_out_of_the_collectors_passes():
    import gc

    try:
        gunicorn_config.post_worker_init(None)
        assert gc.get_freeze_count() > 0
    finally:
        gc.unfreeze()
