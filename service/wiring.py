"""The service objects behind the routes, built once per app from its Dependencies."""
from __future__ import annotations

from typing import Any

from flask import current_app

from projections.cache import GameCache
from projections.latest import RedisWrites
from projections.loader import GameLoader
from service.dependencies import dependencies
from service.gameplay import Gameplay
from service.live import Broker
from workers.dispatch import dispatcher_for
from workers.notifications import outbox_rows

_KEY = "gameplay"
_WRITES = "redis_writes"


def gameplay() -> Gameplay:
    """The app's Gameplay (store, loader, cache, broker), made on first use."""
    deps = dependencies()
    made = deps.services.get(_KEY)
    if made is None:
        with deps.lock:
            made = deps.services.get(_KEY)
            if made is None:
                made = _build(deps)
                deps.services[_KEY] = made
    return made


def broker() -> Broker:
    gameplay()
    return dependencies().services["broker"]


def install_write_holding(app: Any) -> None:
    """A request's Redis writes after its commits (cache fill, live messages) leave together
    from the request's thread as it ends, in one round trip (projections.latest.RedisWrites)."""

    @app.before_request
    def hold() -> None:
        writes = dependencies().services.get(_WRITES)
        if writes is not None:
            writes.hold()

    @app.teardown_request
    def release(_error: BaseException | None) -> None:
        writes = dependencies().services.get(_WRITES)
        if writes is not None:
            writes.release()


def _build(deps: Any) -> Gameplay:
    redis = deps.redis
    writes = RedisWrites(redis) if redis is not None else None
    cache = GameCache(redis, writes=writes)
    live = Broker(redis, writes=writes)
    if writes is not None:
        deps.services[_WRITES] = writes
    deps.services["broker"] = live
    loader = GameLoader(deps.store, cache, current_app.config.get("SNAPSHOT_EVERY", 100))
    return Gameplay(deps.store, loader, notify=live.publish, outbox=outbox_rows,
                    dispatch=dispatcher_for(redis))
