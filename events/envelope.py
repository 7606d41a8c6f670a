"""The event envelope: what the log stores around each fact the rules engine produces."""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Mapping


@dataclass(frozen=True)
class NewEvent:
    """An event on its way into the log. `secret` is stored apart from `payload`."""

    type: str
    payload: Mapping[str, Any]
    schema_version: int = 1
    secret: Mapping[str, Any] | None = None


@dataclass(frozen=True)
class Metadata:
    """Who caused an append and through which request; the store adds the recorded time."""

    seat: str | None = None
    command_id: str | None = None
    request_id: str | None = None

    def as_dict(self) -> dict[str, Any]:
        return {"seat": self.seat, "command_id": self.command_id, "request_id": self.request_id}


@dataclass(frozen=True)
class StoredEvent:
    """One event as read back: the envelope of docs/architecture.md section 3.

    `secret` is None unless the read asked for secrets; `payload` is already upcast to the
    current schema version of its type.
    """

    event_id: str
    game_id: str
    version: int
    position: int
    type: str
    schema_version: int
    payload: Mapping[str, Any]
    metadata: Mapping[str, Any]
    recorded_at: datetime
    secret: Mapping[str, Any] | None = None

    @property
    def seat(self) -> str | None:
        return self.metadata.get("seat")

    @property
    def command_id(self) -> str | None:
        return self.metadata.get("command_id")

    @property
    def request_id(self) -> str | None:
        return self.metadata.get("request_id")


@dataclass(frozen=True)
class Idempotency:
    """An idempotency key with the fingerprint of the request body and the response to replay."""

    scope: str
    key: str
    fingerprint: str
    response: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class IdempotencyRecord:
    scope: str
    key: str
    fingerprint: str
    game_id: str
    version: int
    response: Mapping[str, Any]
    created_at: datetime


@dataclass(frozen=True)
class Row:
    """An extra row written in the append's transaction (projection, timer, outbox).

    With `conflict` set, an existing row with the same values in those columns is replaced.
    With `delete`, every row whose columns equal `values` is deleted instead (a seat changing
    hands drops its channels, say, in the same transaction as the event that says so).
    """

    table: str
    values: Mapping[str, Any]
    conflict: tuple[str, ...] = ()
    delete: bool = False


@dataclass(frozen=True)
class AppendResult:
    """`replayed` is True when an idempotency key matched and nothing was written."""

    game_id: str
    version: int
    positions: tuple[int, ...]
    replayed: bool = False
    response: Mapping[str, Any] | None = None


@dataclass(frozen=True)
class Snapshot:
    game_id: str
    version: int
    schema_version: int
    state: Mapping[str, Any]
    created_at: datetime


@dataclass(frozen=True)
class OutboxMessage:
    id: int
    game_id: str
    version: int
    channel: str
    recipient: str
    payload: Mapping[str, Any]
    created_at: datetime
    attempts: int
    next_attempt_at: datetime
    delivered_at: datetime | None
    last_error: str | None


@dataclass(frozen=True)
class Timer:
    game_id: str
    seat: str
    version: int
    kind: str
    due_at: datetime
    fired_at: datetime | None


@dataclass(frozen=True)
class Backlog:
    """Rows waiting (undelivered messages, overdue timers): how many, and the oldest one's time
    (None when nothing waits)."""

    count: int
    oldest: datetime | None

    def age_seconds(self, now: datetime) -> float:
        """How long the oldest row has waited at `now`; 0 when nothing waits."""
        if self.oldest is None:
            return 0.0
        return max(0.0, (now - self.oldest).total_seconds())
