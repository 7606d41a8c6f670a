"""The event store's registry of event type names, their current schema versions and upcasters.

Type names are stable strings chosen by hand, never import paths (STYLE.md 9). An upcaster turns
a stored payload of version n into version n + 1; reading applies them in sequence, so old
events load as the current shape without rewriting the log. The mechanism is the one the
engine's codec and the application's events use (rules.engine.upcasting); a store is given their tables
with `include`.
"""
from __future__ import annotations

from events.errors import UnknownEventType
from rules.engine.upcasting import EventSchemas, Payload, Secret, Upcaster

__all__ = ["Payload", "Secret", "TypeRegistry", "Upcaster"]


class TypeRegistry(EventSchemas):
    """Which event types exist and how to bring old payloads up to date.

    With `strict=False`, unregistered types load unchanged (for a store used without a game);
    with `strict=True`, they are an error.
    """

    def __init__(self, strict: bool = True):
        super().__init__()
        self.strict = strict

    def current_version(self, type_name: str) -> int:
        if type_name not in self.versions:
            raise UnknownEventType(f"event type {type_name!r} is not registered")
        return self.versions[type_name]

    def upcast(self, type_name: str, version: int, payload: Payload,
               secret: Secret = None) -> tuple[int, Payload, Secret]:
        """Return (current version, payload, secret) for a stored event."""
        current = self.versions.get(type_name)
        if current is None:
            if self.strict:
                raise UnknownEventType(f"event type {type_name!r} is not registered")
            return version, payload, secret
        payload, secret = self.lift(type_name, version, current, payload, secret)
        return max(version, current), payload, secret
