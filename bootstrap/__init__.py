"""The composition root: every process builds what it runs games with here, from one Config.

The web app (service.app.create_app), the RQ worker (bootstrap.worker), the sweeper and the
command line each make one `Root` and ask it for the event store, the Redis client, the game
cache and loader, the live broker, the Gameplay and the sweeper, so the four are wired alike.
Nothing connects when this module is imported or a Root is made: the store and Redis open on
first use (a web process answers `/healthz` while the database is still coming up), and a test
may pass its own store, Redis client or clock instead.

This package sits above `play`, `workers`, `projections` and `events` and below the service:
it never imports Flask or the service.
"""
from __future__ import annotations

import threading
from datetime import datetime, timedelta
from typing import Any, Callable

from events.store import utc_now
from play.botbudget import BotBudget
from play.config import Config
from play.gameplay import Gameplay
from play.live import Broker
from play.notifications import outbox_rows
from play.model.cache import GameCache
from play.model.latest import RedisWrites
from play.model.loader import GameLoader

# Readiness must answer quickly even when Redis is gone, and Redis is only a cache, so
# nothing should wait on it for long.
REDIS_TIMEOUT_SECONDS = 1
SNAPSHOT_EVERY = 100


class Root:
    """What one process runs games with, made on first use from its Config.

    Objects passed in are used as given and never closed here; objects this root opened itself
    are closed by :meth:`close`.
    """

    def __init__(self, config: Config, *, store: Any = None, redis_client: Any = None,
                 clock: Callable[[], datetime] = utc_now,
                 snapshot_every: int = SNAPSHOT_EVERY) -> None:
        self.config = config
        self.clock = clock
        self.snapshot_every = snapshot_every
        self._store = store
        self._redis = redis_client
        self._owned: list[Any] = []
        self._lock = threading.Lock()
        self._made: dict[str, Any] = {}
        self._making = threading.RLock()

    # ---- the outside world ----------------------------------------------------------------
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
        """Release the connections this root opened; safe to call twice."""
        with self._lock:
            owned, self._owned = self._owned, []
            # Forget what is being closed so a later access opens afresh.
            if self._store in owned:
                self._store = None
            if self._redis in owned:
                self._redis = None
            self._made = {k: v for k, v in self._made.items()
                          if not any(v is resource for resource in owned)}
        for resource in reversed(owned):
            resource.close()

    # ---- what runs games ------------------------------------------------------------------
    @property
    def writes(self) -> RedisWrites | None:
        """The Redis writes after commits (cache fill, live messages), one pipeline for both."""
        return self._once("writes", lambda: RedisWrites(self.redis)
                          if self.redis is not None else None)

    @property
    def writes_if_made(self) -> RedisWrites | None:
        """The writes, if something has already made them (never opens Redis)."""
        return self._made.get("writes")

    @property
    def broker(self) -> Broker:
        return self._once("broker", lambda: Broker(self.redis, writes=self.writes))

    @property
    def loader(self) -> GameLoader:
        return self._once("loader", lambda: GameLoader(
            self.store, GameCache(self.redis, writes=self.writes), self.snapshot_every))

    @property
    def gameplay(self) -> Gameplay:
        """The Gameplay: store, loader, live broker, outbox rows and the after-commit jobs."""
        return self._once("gameplay", self._gameplay)

    def sweeper(self, interval: float = 1.0) -> Any:
        """The sweeper over this root's Gameplay, delivering with this root's Config; its bots
        spend this process's bot budget and choose in the bot pool's process."""
        from workers.delivery import senders_from_config
        from workers.sweep import sweeper_for

        return sweeper_for(self.gameplay, interval, senders_from_config(self.config),
                           self.bot_budget, self.bot_pool.choose)

    @property
    def bot_pool(self) -> Any:
        """The child process the sweeper's bots choose in (workers.botpool), closed with the
        root."""
        def make() -> Any:
            from workers.botpool import BotPool

            return self._own(BotPool())

        return self._once("bot_pool", make)

    @property
    def bot_budget(self) -> BotBudget:
        """The time this process's bots may spend choosing, shared by its sweeper and jobs."""
        return self._once("bot_budget", BotBudget)

    @property
    def deliverer(self) -> Any:
        """This process's deliverer: sends due notifications from a thread of its own when
        woken (workers.background), so that nothing else waits on a receiver."""
        return self._once("deliverer", self._deliverer)

    def _deliverer(self) -> Any:
        from workers.background import Background
        from workers.delivery import deliver_pending, senders_from_config

        gp, senders = self.gameplay, senders_from_config(self.config)
        return self._own(Background(lambda: deliver_pending(gp.store, senders, gp.clock),
                                    name="deliverer"))

    def _gameplay(self) -> Gameplay:
        from workers.dispatch import dispatcher_for

        return Gameplay(self.store, self.loader, notify=self.broker.publish, clock=self.clock,
                        outbox=outbox_rows, dispatch=dispatcher_for(self.redis),
                        search_bots_per_address=self.config.search_bots_per_address,
                        undo_cooldown=timedelta(
                            seconds=self.config.undo_request_cooldown_seconds))

    def _once(self, name: str, make: Callable[[], Any]) -> Any:
        if name not in self._made:
            with self._making:
                if name not in self._made:
                    self._made[name] = make()
        return self._made[name]

    def _own(self, resource: Any) -> Any:
        self._owned.append(resource)
        return resource


def from_environment() -> Root:
    """The root of a process configured by its environment (the worker, the sweeper)."""
    return Root(Config.from_os_environ())


def _open_store(database_url: str) -> Any:
    """The game log, reading old schema versions of every event type as the current shapes."""
    # Imported here so that importing the root touches no database driver.
    from events import open_store
    from play.facts import log_types

    return open_store(database_url, registry=log_types())


def _redis_from_url(url: str) -> Any:
    import redis

    return redis.Redis.from_url(
        url,
        socket_connect_timeout=REDIS_TIMEOUT_SECONDS,
        socket_timeout=REDIS_TIMEOUT_SECONDS,
    )
