"""The routes' way to the app's Gameplay and broker, made once per app by its composition root
(service.dependencies, bootstrap.Root)."""
from __future__ import annotations

from typing import Any

from play.gameplay import Gameplay
from play.live import Broker
from service.dependencies import dependencies


def gameplay() -> Gameplay:
    """The app's Gameplay (store, loader, cache, broker), made on first use."""
    return dependencies().gameplay


def broker() -> Broker:
    return dependencies().broker


def install_write_holding(app: Any) -> None:
    """A request's Redis writes after its commits (cache fill, live messages) leave together
    from the request's thread as it ends, in one round trip (play.model.latest.RedisWrites)."""

    @app.before_request
    def hold() -> None:
        writes = dependencies().writes_if_made
        if writes is not None:
            writes.hold()

    @app.teardown_request
    def release(_error: BaseException | None) -> None:
        writes = dependencies().writes_if_made
        if writes is not None:
            writes.release()
