"""The Redis cache of game documents and per-viewer views.

Keys carry the game's version, so an entry never goes stale: a newer version is a new key.
Entries are written only after the append committed. Redis is a cache: every failure here
is logged and answered as a miss, so a Redis outage makes the service slower, never wrong.
"""
from __future__ import annotations

import json
from typing import Any

import structlog

log = structlog.get_logger("cache")

TTL_SECONDS = 6 * 3600


class GameCache:
    """Versioned cache entries in Redis; with `client=None` every lookup misses."""

    def __init__(self, client: Any | None, prefix: str = "cw"):
        self.client = client
        self.prefix = prefix

    def _key(self, *parts: object) -> str:
        return ":".join([self.prefix, *map(str, parts)])

    def get_game(self, game_id: str, version: int) -> dict | None:
        return self._get(self._key("game", game_id, version))

    def put_game(self, game_id: str, version: int, document: dict) -> None:
        self._put(self._key("game", game_id, version), document)

    def get_view(self, game_id: str, version: int, viewer: str) -> dict | None:
        return self._get(self._key("view", game_id, version, viewer))

    def put_view(self, game_id: str, version: int, viewer: str, view: dict) -> None:
        self._put(self._key("view", game_id, version, viewer), view)

    def _get(self, key: str) -> dict | None:
        if self.client is None:
            return None
        try:
            raw = self.client.get(key)
        except Exception as exc:  # any Redis failure is a miss
            log.warning("cache_unavailable", op="get", error=str(exc))
            return None
        return json.loads(raw) if raw is not None else None

    def _put(self, key: str, value: dict) -> None:
        if self.client is None:
            return
        try:
            self.client.set(key, json.dumps(value, separators=(",", ":")), ex=TTL_SECONDS)
        except Exception as exc:
            log.warning("cache_unavailable", op="set", error=str(exc))
