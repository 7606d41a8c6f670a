"""Live updates: "game G reached version V", fanned out to every web process.

A commit publishes on Redis (channel `cw:live:<game>`); each web process runs one listener
thread that wakes its local waiters. The publishing process also wakes its own waiters directly,
so the embedded default (no Redis) has live updates too. The Redis messages go with the cache fill
(play.model.latest.RedisWrites): as the request ends, or from a sender thread outside requests;
only each game's latest version is sent. Streams never depend on the message
alone: a waiter re-reads the log, and wakes on a timeout anyway, so a lost message only delays.
Besides the blocking waiters, listeners (service.streams.hub) are called with each newer version,
so an event loop can learn of it without holding a thread per stream.
"""
from __future__ import annotations

import threading
import time
from typing import TYPE_CHECKING, Any, Callable

import structlog

from play.model.latest import RedisWrites

if TYPE_CHECKING:  # Redis is loaded only where a server is configured
    from redis import Redis

log = structlog.get_logger("live")

CHANNEL_PREFIX = "cw:live:"
# "game G has chat message N": chat has its own cursor, apart from the game's versions.
CHAT_PREFIX = "cw:chat:"


class Broker:
    def __init__(self, redis: Redis | None, writes: RedisWrites | None = None) -> None:
        self.redis = redis
        self._changed = threading.Condition()
        self._latest: dict[str, int] = {}
        self._chat: dict[str, int] = {}
        self._listener: threading.Thread | None = None
        self._callbacks: list[Callable[[str, int], None]] = []
        self._writes = writes or (RedisWrites(redis) if redis is not None else None)

    def publish(self, game_id: str, version: int) -> None:
        """Wake this process's waiters now, and the other processes' soon after (Redis down:
        they learn on their next poll)."""
        self._seen(game_id, version)
        if self._writes is None:
            return
        channel, message = CHANNEL_PREFIX + game_id, str(version)

        def write(pipe: Any) -> None:
            pipe.publish(channel, message)

        self._writes.offer("live:" + game_id, version, write)

    def publish_chat(self, game_id: str, message_id: int) -> None:
        """Say that `game_id` has chat message `message_id`, as `publish` says a version."""
        self._chat_seen(game_id, message_id)
        if self._writes is None:
            return
        channel, message = CHAT_PREFIX + game_id, str(message_id)

        def write(pipe: Any) -> None:
            pipe.publish(channel, message)

        self._writes.offer("chat:" + game_id, message_id, write)

    def wait(self, game_id: str, after_version: int, timeout: float,
             chat_after: int | None = None) -> bool:
        """Block until `game_id` passes `after_version` (True), or, given `chat_after`, has a
        chat message after it (True), or `timeout` runs out (False)."""
        self._ensure_listener()
        with self._changed:
            return self._changed.wait_for(
                lambda: self._latest.get(game_id, 0) > after_version or (
                    chat_after is not None and self._chat.get(game_id, 0) > chat_after),
                timeout)

    def chat_seen(self, game_id: str) -> int:
        """The latest chat message id this process has heard of for `game_id` (0: none)."""
        with self._changed:
            return self._chat.get(game_id, 0)

    def add_listener(self, callback: Callable[[str, int], None]) -> None:
        """Call `callback(game_id, version)` whenever a game passes its latest known version.

        It runs on the thread that learned of the version (a request's, or the Redis listener's),
        so it must return at once; it also starts the Redis listener."""
        with self._changed:
            self._callbacks.append(callback)
        self._ensure_listener()

    def _seen(self, game_id: str, version: int) -> None:
        with self._changed:
            newer = version > self._latest.get(game_id, 0)
            if newer:
                self._latest[game_id] = version
                self._changed.notify_all()
            callbacks = list(self._callbacks) if newer else []
        for callback in callbacks:
            try:
                callback(game_id, version)
            except Exception as exc:  # a listener's fault must not fail the commit that woke it
                log.warning("live_listener_failed", error=str(exc))

    def _chat_seen(self, game_id: str, message_id: int) -> None:
        with self._changed:
            newer = message_id > self._chat.get(game_id, 0)
            if newer:
                self._chat[game_id] = message_id
                self._changed.notify_all()
            callbacks = list(self._callbacks) if newer else []
            version = self._latest.get(game_id, 0)
        for callback in callbacks:  # a listener re-reads what it serves, chat included
            try:
                callback(game_id, version)
            except Exception as exc:
                log.warning("live_listener_failed", error=str(exc))

    def _ensure_listener(self) -> None:
        redis = self.redis
        if redis is None or self._listener is not None:
            return
        with self._changed:
            if self._listener is None:
                self._listener = threading.Thread(target=self._listen, args=(redis,),
                                                  name="live-listener", daemon=True)
                self._listener.start()

    def _listen(self, redis: Redis) -> None:
        client: Any = redis  # redis-py declares no types for pubsub()
        while True:
            try:
                pubsub = client.pubsub(ignore_subscribe_messages=True)
                pubsub.psubscribe(CHANNEL_PREFIX + "*", CHAT_PREFIX + "*")
                for message in pubsub.listen():
                    self._on_message(message)
            except Exception as exc:  # reconnect after a Redis restart
                log.warning("live_listener_reconnecting", error=str(exc))
                time.sleep(1)

    def _on_message(self, message: dict[str, Any]) -> None:
        channel = message.get("channel")
        channel = channel.decode() if isinstance(channel, bytes) else str(channel)
        try:
            version = int(message["data"])
        except (KeyError, TypeError, ValueError):
            return
        if channel.startswith(CHAT_PREFIX):
            self._chat_seen(channel[len(CHAT_PREFIX):], version)
        else:
            self._seen(channel[len(CHANNEL_PREFIX):], version)
