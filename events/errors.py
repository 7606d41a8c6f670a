"""Typed errors of the event log. The service maps each to one HTTP problem code."""
from __future__ import annotations


class StoreError(Exception):
    """Base class of everything the log raises on purpose."""

    code = "store_error"
    retryable = False


class VersionConflict(StoreError):
    """The game has moved past the version the writer expected (HTTP 409)."""

    code = "stale_version"

    def __init__(self, game_id: str, expected: int, current: int):
        super().__init__(f"game {game_id} is at version {current}, not {expected}")
        self.game_id = game_id
        self.expected = expected
        self.current = current


class IdempotencyKeyReused(StoreError):
    """The same idempotency key came back with a different request body (HTTP 422)."""

    code = "idempotency_key_reused"

    def __init__(self, scope: str, key: str):
        super().__init__(f"idempotency key {key!r} was already used with a different request")
        self.scope = scope
        self.key = key


class StoreBusy(StoreError):
    """The append lock was not granted within the lock timeout; retry shortly (HTTP 503)."""

    code = "store_busy"
    retryable = True


class UnknownEventType(StoreError):
    code = "unknown_event_type"


class InvalidRow(StoreError):
    """An extra row names a table or column the append may not write."""

    code = "invalid_row"


class InvalidValue(StoreError):
    """An event holds a number JSON cannot carry faithfully (NaN, an infinity) or an integer
    beyond 64 bits, which one store would refuse, another silently turn into null."""

    code = "invalid_value"


class DuplicateVersion(StoreError):
    """An adapter saw the (game_id, version) key taken; `append` turns it into VersionConflict."""


class StoreUnavailable(StoreError):
    """The database connection was lost mid-call; nothing is half-written, retry (HTTP 503)."""

    code = "store_unavailable"
    retryable = True
