"""The service objects a worker process needs, built once, on the first job.

RQ imports job functions by name and calls them with plain JSON arguments, so a job cannot be
handed its dependencies; it asks this module. Nothing connects at import time. A test running
jobs in its own process installs a Gameplay (with a fake clock) instead.
"""
from __future__ import annotations

import threading
from typing import Any

_lock = threading.Lock()
_gameplay: Any = None


def install(gameplay: Any) -> None:
    """Use this Gameplay for the jobs run in this process."""
    global _gameplay
    _gameplay = gameplay


def gameplay() -> Any:
    global _gameplay
    if _gameplay is None:
        with _lock:
            if _gameplay is None:
                _gameplay = _build()
    return _gameplay


def _build() -> Any:
    import redis

    from events import open_store
    from projections.cache import GameCache
    from projections.latest import RedisWrites
    from projections.loader import GameLoader
    from service.config import Config
    from service.gameplay import Gameplay
    from service.live import Broker
    from workers.dispatch import dispatcher_for
    from workers.notifications import outbox_rows

    config = Config.from_os_environ()
    store = open_store(config.database_url)
    client = redis.Redis.from_url(config.redis_url, socket_connect_timeout=1,
                                  socket_timeout=2) if config.redis_url else None
    writes = RedisWrites(client) if client is not None else None  # one pipeline for both
    return Gameplay(store, GameLoader(store, GameCache(client, writes=writes)),
                    notify=Broker(client, writes=writes).publish,
                    outbox=outbox_rows, dispatch=dispatcher_for(client))
