"""Cross-origin requests from browser clients served elsewhere (CORS), off unless configured.

With ``CORS_ORIGINS`` set, the API (``/v1``) and its OpenAPI document answer those origins'
requests and preflights (flask-cors). Seats and hosts authenticate with bearer tokens, never
cookies, so no credentials mode is offered. Another origin gets no ``Access-Control-Allow-Origin``
and its browser refuses the answer.
"""
from __future__ import annotations

from flask import Flask
from flask_cors import CORS

from play.config import Config

RESOURCES = (r"/v1/.*", r"/openapi\.(yaml|json)")
ALLOWED_HEADERS = ("Authorization", "Content-Type", "Idempotency-Key", "Last-Event-ID",
                   "X-Invite-Code", "X-Request-ID")
EXPOSED_HEADERS = ("RateLimit", "RateLimit-Policy", "Retry-After", "Idempotent-Replayed",
                   "X-Request-ID", "Location")
PREFLIGHT_MAX_AGE = 600  # seconds a browser may keep a preflight's answer


def install_cors(app: Flask, config: Config) -> None:
    """Answer the configured origins (``*``: any), or do nothing when there are none."""
    if not config.cors_origins:
        return
    origins = "*" if "*" in config.cors_origins else list(config.cors_origins)
    CORS(app, resources={pattern: {"origins": origins} for pattern in RESOURCES},
         allow_headers=list(ALLOWED_HEADERS), expose_headers=list(EXPOSED_HEADERS),
         methods=["GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS"],
         max_age=PREFLIGHT_MAX_AGE, supports_credentials=False)
