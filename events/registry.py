"""Explicit registry of event type names, their current schema versions and upcasters.

Type names are stable strings chosen by hand, never import paths (STYLE.md 9). An upcaster turns
a stored payload of version n into version n + 1; reading applies them in sequence, so old
events load as the current shape without rewriting the log.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

from events.errors import UnknownEventType

Payload = Mapping[str, Any]
Secret = Mapping[str, Any] | None
Upcaster = Callable[[Payload, Secret], tuple[Payload, Secret]]


@dataclass
class _TypeEntry:
    version: int
    upcasters: dict[int, Upcaster] = field(default_factory=dict)


class TypeRegistry:
    """Which event types exist and how to bring old payloads up to date.

    With `strict=False`, unregistered types load unchanged (for a store used without a game);
    with `strict=True`, they are an error.
    """

    def __init__(self, strict: bool = True):
        self._types: dict[str, _TypeEntry] = {}
        self.strict = strict

    def register(self, type_name: str, version: int = 1,
                 upcasters: Mapping[int, Upcaster] | None = None) -> None:
        """Register `type_name` at `version`; `upcasters[n]` lifts version n to n + 1."""
        entry = _TypeEntry(version, dict(upcasters or {}))
        missing = [n for n in range(1, version) if n not in entry.upcasters]
        if missing:
            raise ValueError(f"{type_name}: no upcaster from version(s) {missing}")
        self._types[type_name] = entry

    def current_version(self, type_name: str) -> int:
        return self._entry(type_name).version

    def __contains__(self, type_name: str) -> bool:
        return type_name in self._types

    def upcast(self, type_name: str, version: int, payload: Payload,
               secret: Secret = None) -> tuple[int, Payload, Secret]:
        """Return (current version, payload, secret) for a stored event."""
        entry = self._types.get(type_name)
        if entry is None:
            if self.strict:
                raise UnknownEventType(f"event type {type_name!r} is not registered")
            return version, payload, secret
        while version < entry.version:
            payload, secret = entry.upcasters[version](payload, secret)
            version += 1
        return version, payload, secret

    def _entry(self, type_name: str) -> _TypeEntry:
        try:
            return self._types[type_name]
        except KeyError:
            raise UnknownEventType(f"event type {type_name!r} is not registered") from None
