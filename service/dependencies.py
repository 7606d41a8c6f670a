"""The app's composition root, kept where routes can reach it.

The app holds one `Dependencies`: the composition root every process uses (bootstrap.Root:
the store, Redis, the game loader, the broker and the Gameplay, all opened on first use, so
``create_app`` does no I/O and a web process answers ``/healthz`` while the database is still
coming up), plus the objects only the HTTP layer needs (the rate limiter), in `services`.
"""

from __future__ import annotations

import threading
from typing import Any

from flask import Flask, current_app

from bootstrap import Root
from play.config import Config

EXTENSION_KEY = "cthulhu"


class Dependencies(Root):
    """The composition root of one app, and the HTTP layer's own objects made from it.

    Objects passed in are used as given and never closed here; objects this container
    opened itself are closed by :meth:`close`.
    """

    def __init__(self, config: Config, *, store: Any = None, redis_client: Any = None) -> None:
        super().__init__(config, store=store, redis_client=redis_client)
        # HTTP-only objects built from these dependencies (the rate limiter), keyed by name.
        self.services: dict[str, Any] = {}
        self.lock = threading.RLock()


def install_dependencies(app: Flask, dependencies: Dependencies) -> None:
    app.extensions[EXTENSION_KEY] = dependencies


def dependencies(app: Flask | None = None) -> Dependencies:
    """The Dependencies of ``app`` (default: the current app)."""
    return (app or current_app).extensions[EXTENSION_KEY]
