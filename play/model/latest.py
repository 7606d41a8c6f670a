"""A sender thread for writes that may lag and may skip: only each key's latest version goes out.

Callers hand over (key, version, item) and return at once. The thread takes everything gathered
since its last pass and sends it in one call, so a burst costs one round trip; a version overtaken
before its turn came is dropped, as only the latest one is worth sending.
"""
from __future__ import annotations

import threading
from typing import TYPE_CHECKING, Callable, Generic, TypeVar

import structlog

if TYPE_CHECKING:  # Redis is loaded only where a server is configured
    from redis import Redis
    from redis.client import Pipeline

log = structlog.get_logger("redis")

Item = TypeVar("Item")
# key -> (version, item): the latest item offered under each key.
Batch = dict[str, tuple[int, Item]]


class LatestSender(Generic[Item]):
    def __init__(self, send: Callable[[Batch[Item]], None], name: str) -> None:
        self._send = send
        self._name = name
        self._waiting: Batch[Item] = {}
        self._has_waiting = threading.Condition()
        self._thread: threading.Thread | None = None

    def offer(self, key: str, version: int, item: Item) -> None:
        with self._has_waiting:
            held = self._waiting.get(key)
            if held is None or held[0] < version:
                self._waiting[key] = (version, item)
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name=self._name, daemon=True)
                self._thread.start()
            self._has_waiting.notify()

    def _run(self) -> None:
        while True:
            with self._has_waiting:
                self._has_waiting.wait_for(lambda: bool(self._waiting))
                batch, self._waiting = self._waiting, {}
            self._send(batch)


Write = Callable[["Pipeline"], None]  # adds its commands to a Redis pipeline


class RedisWrites:
    """The Redis writes that follow a commit (cache fill, live messages), in one pipeline.

    Each write is offered under a key with a version and only each key's latest one is sent.
    Outside a hold they leave from a sender thread. A web request holds them instead (`hold`,
    then `release` as the request ends, just before the server writes the response): the
    request's own thread sends them in one round trip, which costs less than waking another
    thread for every commit. A failure is logged and dropped: these are a cache and hints, and
    whoever misses them reads the log.
    """

    def __init__(self, client: Redis, name: str = "redis-writes") -> None:
        self.client = client
        self._sender = LatestSender[Write](self._send, name)
        self._held = threading.local()

    def offer(self, key: str, version: int, write: Write) -> None:
        batch: Batch[Write] | None = getattr(self._held, "batch", None)
        if batch is None:
            self._sender.offer(key, version, write)
            return
        held = batch.get(key)
        if held is None or held[0] < version:
            batch[key] = (version, write)

    def hold(self) -> None:
        """Keep this thread's writes until `release` (what an earlier hold kept goes first)."""
        self.release()
        self._held.batch = {}

    def release(self) -> None:
        """Send what this thread held, here and now, and stop holding."""
        batch: Batch[Write] | None = getattr(self._held, "batch", None)
        self._held.batch = None
        if batch:
            self._send(batch)

    def _send(self, batch: Batch[Write]) -> None:
        try:
            pipe = self.client.pipeline(transaction=False)
            for _, write in batch.values():
                write(pipe)
            pipe.execute()
        except Exception as exc:  # a cache miss or a later wake-up, never an error now
            log.warning("redis_write_failed", writes=len(batch), error=str(exc))
