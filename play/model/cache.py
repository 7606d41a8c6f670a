"""The Redis cache of game documents and per-viewer views.

Keys carry the game's version, so an entry never goes stale: a newer version is a new key.
Entries are written only after the append committed. Redis is a cache: every failure here
is logged and answered as a miss, so a Redis outage makes the service slower, never wrong.
"""
from __future__ import annotations

import json
import threading
from collections import OrderedDict
from typing import Any, Callable

import structlog

from events.jsontext import compact
from play.model.latest import RedisWrites

log = structlog.get_logger("cache")

TTL_SECONDS = 6 * 3600


class GameCache:
    """Versioned cache entries: a small in-process LRU in front of Redis.

    An entry never changes once written (its key holds the version), so the local copy is as
    good as Redis's and saves the round trip and the decoding. With `client=None`, only the
    local LRU is used. `writes` sends the fill after commits (one is made if not given; the
    service shares one with the live messages, so both leave in one round trip).
    """

    def __init__(self, client: Any | None, prefix: str = "cw", local_size: int = 512,
                 writes: RedisWrites | None = None):
        self.client = client
        self.prefix = prefix
        self._local: OrderedDict[str, Any] = OrderedDict()
        self._local_size = local_size
        self._lock = threading.Lock()
        self._writes = writes or (RedisWrites(client) if client is not None else None)

    def get_local(self, *parts: object) -> Any:
        key = self._key(*parts)
        with self._lock:
            value = self._local.get(key)
            if value is not None:
                self._local.move_to_end(key)
            return value

    def put_local(self, value: Any, *parts: object) -> None:
        key = self._key(*parts)
        with self._lock:
            self._local[key] = value
            self._local.move_to_end(key)
            while len(self._local) > self._local_size:
                self._local.popitem(last=False)

    def _key(self, *parts: object) -> str:
        return ":".join([self.prefix, *map(str, parts)])

    def get_game(self, game_id: str, version: int) -> dict[str, Any] | None:
        return self._get(self._key("game", game_id, version))

    def put_game(self, game_id: str, version: int, document: dict[str, Any]) -> None:
        self._put(self._key("game", game_id, version), document)

    def get_view(self, game_id: str, version: int, viewer: str) -> str | None:
        """A view as JSON text, ready to send."""
        found: str | None = self.get_local("view", game_id, version, viewer)
        if found is None and self.client is not None:
            try:
                raw = self.client.get(self._key("view", game_id, version, viewer))
            except Exception as exc:
                log.warning("cache_unavailable", op="get", error=str(exc))
                raw = None
            if raw is not None:
                found = raw.decode() if isinstance(raw, bytes) else raw
                self.put_local(found, "view", game_id, version, viewer)
        return found

    def put_view(self, game_id: str, version: int, viewer: str, text: str) -> None:
        self.put_local(text, "view", game_id, version, viewer)
        if self.client is None:
            return
        try:
            self.client.set(self._key("view", game_id, version, viewer), text, ex=TTL_SECONDS)
        except Exception as exc:
            log.warning("cache_unavailable", op="set", error=str(exc))

    def put_game_later(self, game_id: str, version: int, document: Callable[[], bytes]) -> None:
        """Write a game document's JSON text to Redis after the commit (it is already local; see
        RedisWrites).

        Only each game's latest version is written: a version overtaken before its turn came
        is not needed by any load of the game's head, and a time-travel load folds it from the
        log.
        """
        if self._writes is None:
            return
        key = self._key("game", game_id, version)

        def write(pipe: Any) -> None:
            pipe.set(key, document(), ex=TTL_SECONDS)

        self._writes.offer("game:" + game_id, version, write)

    def _get(self, key: str) -> dict[str, Any] | None:
        if self.client is None:
            return None
        try:
            raw = self.client.get(key)
        except Exception as exc:  # any Redis failure is a miss
            log.warning("cache_unavailable", op="get", error=str(exc))
            return None
        return json.loads(raw) if raw is not None else None

    def _put(self, key: str, value: dict[str, Any]) -> None:
        if self.client is None:
            return
        try:
            self.client.set(key, compact(value), ex=TTL_SECONDS)
        except Exception as exc:
            log.warning("cache_unavailable", op="set", error=str(exc))
