"""The event log: envelope, type registry with upcasters, and the Postgres, SQLite and memory
stores."""
from __future__ import annotations

from typing import Any

from events.envelope import (AppendResult, Backlog, Idempotency, IdempotencyRecord, Metadata,
                             NewEvent, OutboxMessage, Row, Snapshot, StoredEvent, Timer)
from events.errors import (IdempotencyKeyReused, InvalidRow, InvalidValue, StoreBusy,
                           StoreError, UnknownEventType, VersionConflict)
from events.registry import TypeRegistry
from events.store import EventStore

__all__ = [
    "AppendResult", "Backlog", "EventStore", "Idempotency", "IdempotencyKeyReused",
    "IdempotencyRecord", "InvalidRow", "InvalidValue", "Metadata", "NewEvent", "OutboxMessage", "Row", "Snapshot",
    "StoreBusy", "StoreError", "StoredEvent", "Timer", "TypeRegistry", "UnknownEventType",
    "VersionConflict", "open_store",
]


def open_store(url: str, **options: Any) -> EventStore:
    """Open the store for a database URL (postgresql:// or sqlite:///; migrations not applied),
    or a new, empty in-memory store for `memory:`."""
    from events import urls

    db = urls.parse(url)
    if db.dialect == "memory":
        from events.memory import MemoryStore

        return MemoryStore(**options)
    if db.dialect == "postgres":
        from events.postgres import PostgresStore

        return PostgresStore(db.url, **options)
    from events.sqlite import SqliteStore

    return SqliteStore(db.path, **options)
