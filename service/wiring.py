"""The service objects behind the routes, built once per app from its Dependencies."""
from __future__ import annotations

from typing import Any

from flask import current_app

from projections.cache import GameCache
from projections.loader import GameLoader
from service.dependencies import dependencies
from service.gameplay import Gameplay
from service.live import Broker
from workers.dispatch import dispatcher_for
from workers.notifications import outbox_rows

_KEY = "gameplay"


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


def _build(deps: Any) -> Gameplay:
    redis = deps.redis
    cache = GameCache(redis)
    live = Broker(redis)
    deps.services["broker"] = live
    loader = GameLoader(deps.store, cache, current_app.config.get("SNAPSHOT_EVERY", 100))
    return Gameplay(deps.store, loader, notify=live.publish, outbox=outbox_rows,
                    dispatch=dispatcher_for(redis))
