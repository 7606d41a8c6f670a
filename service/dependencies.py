"""The app's outside-world dependencies, opened on first use rather than at start-up.

Opening lazily keeps ``create_app`` free of I/O (a web process starts, and answers
``/healthz``, even while the database is still coming up) and lets tests pass fakes.
"""

from __future__ import annotations

import threading
from typing import Any

from flask import Flask, current_app

from service.config import Config

EXTENSION_KEY = "cthulhu"
# Readiness must answer quickly even when Redis is gone, and Redis is only a cache, so
# nothing should wait on it for long.
REDIS_TIMEOUT_SECONDS = 1


class Dependencies:
    """Holds the event store and the optional Redis client for one app.

    Objects passed in are used as given and never closed here; objects this container
    opened itself are closed by :meth:`close`.
    """

    def __init__(self, config: Config, *, store: Any = None, redis_client: Any = None) -> None:
        self.config = config
        self._store = store
        self._redis = redis_client
        self._owned: list[Any] = []
        self._lock = threading.Lock()
        # Service objects built from these dependencies (service.wiring), keyed by name.
        self.services: dict[str, Any] = {}
        self.lock = threading.RLock()

    @property
    def store(self) -> Any:
        """The EventStore, opened with ``events.open_store`` on first access.

        A failure to open is raised to the caller and retried on the next access.
        """
        if self._store is None:
            with self._lock:
                if self._store is None:
                    self._store = self._own(_open_store(self.config.database_url))
        return self._store

    @property
    def redis(self) -> Any | None:
        """The Redis client, or None when no REDIS_URL is configured."""
        if self._redis is None and self.config.redis_url is not None:
            with self._lock:
                if self._redis is None:
                    self._redis = self._own(_redis_from_url(self.config.redis_url))
        return self._redis

    def close(self) -> None:
        """Release the connections this container opened; safe to call twice."""
        with self._lock:
            owned, self._owned = self._owned, []
            # Forget what is being closed so a later access opens afresh.
            if self._store in owned:
                self._store = None
            if self._redis in owned:
                self._redis = None
        for resource in reversed(owned):
            resource.close()

    def _own(self, resource: Any) -> Any:
        self._owned.append(resource)
        return resource


def _open_store(database_url: str) -> Any:
    # Imported here so the web layer imports, and starts, without touching the log.
    from events import open_store

    return open_store(database_url)


def _redis_from_url(url: str) -> Any:
    import redis

    return redis.Redis.from_url(
        url,
        socket_connect_timeout=REDIS_TIMEOUT_SECONDS,
        socket_timeout=REDIS_TIMEOUT_SECONDS,
    )


def install_dependencies(app: Flask, dependencies: Dependencies) -> None:
    app.extensions[EXTENSION_KEY] = dependencies


def dependencies(app: Flask | None = None) -> Dependencies:
    """The Dependencies of ``app`` (default: the current app)."""
    return (app or current_app).extensions[EXTENSION_KEY]
