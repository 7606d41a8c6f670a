"""The composition root: ``create_app`` wires configuration, dependencies and routes.

Importing this module does nothing; connections open on first use (service.dependencies).
"""

from __future__ import annotations

from typing import Any

from flask import Flask

from play import i18n
from play.config import Config
from service import web
from service.dependencies import Dependencies, install_dependencies
from service.gunicorn import problems as gunicorn_problems
from service.http import openapi
from service.http.api import create_api
from service.http.bodies import install_body_policy
from service.http.cors import install_cors
from service.http.language import install_language
from service.http.logging import configure_logging, install_request_logging
from service.http.metrics import install_metrics
from service.http.problems import install_error_handlers
from service.http.ratelimit import document_rate_limits, install_rate_limits
from service.http.refusals import install_refusals
from service.routes import (account, archive, chat, content, docs, game_options, games, health,
                            mine, notifications, play, rematch, stats)
from service.wiring import install_write_holding


def create_app(
    config: Config | None = None, *, store: Any = None, redis_client: Any = None
) -> Flask:
    """Build the web application.

    ``config`` defaults to one read from the process environment. ``store`` (an
    EventStore) and ``redis_client`` replace the ones the app would otherwise open
    lazily from the configured URLs; the app never closes objects passed in.
    """
    config = config or Config.from_os_environ()
    configure_logging(config.log_level, json=config.log_json)
    app = Flask("service")
    app.config["MAX_CONTENT_LENGTH"] = config.max_request_bytes
    install_dependencies(app, Dependencies(config, store=store, redis_client=redis_client))
    # Request ids first: every later hook and error handler may quote one.
    install_request_logging(app)
    install_language(app)
    i18n.warm()  # the catalogs are read before the first request, not by it
    if config.metrics_enabled:
        # Outside the smorest Api: /metrics is for operators and stays out of openapi.yaml.
        install_metrics(app)
    install_body_policy(app)
    api = create_api(app)
    install_error_handlers(app)
    install_refusals(app)
    # In a gunicorn worker: gunicorn's own refusals (unparsable requests) as problems too.
    gunicorn_problems.install()
    document_rate_limits(api.spec)
    api.register_blueprint(health.blp)
    for routes in (games, play, archive, notifications, chat, content, game_options, mine,
                   rematch, stats, account):
        api.register_blueprint(routes.blp)
    install_rate_limits(app, config)
    install_cors(app, config)
    install_write_holding(app)
    app.register_blueprint(openapi.blp)
    app.register_blueprint(docs.blp)
    app.register_blueprint(web.blp)
    if config.bench_routes:
        # Plain Flask, not the smorest Api: the baselines stay out of openapi.yaml.
        from service.routes import bench

        app.register_blueprint(bench.blp)
    return app
