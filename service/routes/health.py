"""Liveness and readiness probes.

``/healthz`` says the process serves HTTP and touches nothing else, so an orchestrator
never restarts a healthy web process because the database blinked. ``/readyz`` says
whether this process can do useful work: the database is required, Redis is only a cache
(docs/architecture.md section 4), so losing Redis degrades readiness but does not fail it.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

import marshmallow as ma
import structlog
from flask_smorest import Blueprint

from service.dependencies import Dependencies, dependencies

log = structlog.get_logger("cthulhu_wars.health")

blp = Blueprint(
    "health",
    __name__,
    description="Probes for load balancers and process supervisors.",
)


class Status(str, enum.Enum):
    OK = "ok"
    DEGRADED = "degraded"
    DOWN = "down"


class Check(str, enum.Enum):
    OK = "ok"
    UNAVAILABLE = "unavailable"
    NOT_CONFIGURED = "not_configured"


class LivenessSchema(ma.Schema):
    status = ma.fields.String(
        required=True, metadata={"description": "Always `ok` when the process answers."}
    )


class ChecksSchema(ma.Schema):
    database = ma.fields.Enum(Check, by_value=True, required=True)
    redis = ma.fields.Enum(Check, by_value=True, required=True)


class ReadinessSchema(ma.Schema):
    status = ma.fields.Enum(
        Status,
        by_value=True,
        required=True,
        metadata={
            "description": "`ok`: everything answers. `degraded`: Redis is unreachable, "
            "the service still works without its cache. `down`: the database is "
            "unreachable.",
        },
    )
    checks = ma.fields.Nested(ChecksSchema, required=True)


@dataclass(frozen=True)
class Readiness:
    """The outcome of the readiness checks; pure data, so its rules are easy to test."""

    database: Check
    redis: Check

    @property
    def status(self) -> Status:
        if self.database is not Check.OK:
            return Status.DOWN
        if self.redis is Check.UNAVAILABLE:
            return Status.DEGRADED
        return Status.OK

    @property
    def http_status(self) -> int:
        return 503 if self.status is Status.DOWN else 200


NO_STORE = {"Cache-Control": "no-store"}


@blp.route("/healthz", methods=["GET"])
@blp.response(200, LivenessSchema)
def healthz():
    """Liveness: the process answers HTTP.

    Checks nothing else, so it stays 200 while the database or Redis is away.
    """
    return {"status": "ok"}, NO_STORE


@blp.route("/readyz", methods=["GET"])
@blp.response(200, ReadinessSchema, description="Ready, possibly without the Redis cache")
@blp.alt_response(503, schema=ReadinessSchema, description="The database is unreachable")
def readyz():
    """Readiness: the database answers, and Redis too when configured.

    200 with status `ok` or `degraded` (Redis configured but unreachable);
    503 with status `down` when the database is unreachable.
    """
    readiness = check_readiness(dependencies())
    return {"status": readiness.status, "checks": readiness}, readiness.http_status, NO_STORE


def check_readiness(deps: Dependencies) -> Readiness:
    """Probe the database and Redis; never raises."""
    return Readiness(database=_check_database(deps), redis=_check_redis(deps))


def _check_database(deps: Dependencies) -> Check:
    try:
        deps.store.ping()
    except Exception as error:  # a probe reports any failure; it must not raise
        log.warning("readiness_check_failed", check="database", error=type(error).__name__)
        return Check.UNAVAILABLE
    return Check.OK


def _check_redis(deps: Dependencies) -> Check:
    try:
        client = deps.redis
        if client is None:
            return Check.NOT_CONFIGURED
        client.ping()
    except Exception as error:  # as above: unreachable Redis is a state to report
        log.warning("readiness_check_failed", check="redis", error=type(error).__name__)
        return Check.UNAVAILABLE
    return Check.OK
