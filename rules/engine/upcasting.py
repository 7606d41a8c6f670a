"""Schema versions of stored events and the upcasters that bring an old record up to date.

One mechanism serves every event the log holds: the engine's facts (rules.engine.codec), the
application's own (play.facts) and the event store, which upcasts as it reads (events.registry).
An upcaster lifts a record from version n to n + 1 and is never edited afterwards; reading applies
them one after another, so an old log loads as the current shapes without being rewritten
(STYLE.md 9).

It lives in the rules package because that package imports nothing else of ours and every other
package may import it; it knows no event class, only type names and version numbers.
"""
from __future__ import annotations

from typing import Any, Callable, Mapping

Payload = Mapping[str, Any]
Secret = Mapping[str, Any] | None
Upcaster = Callable[[Payload, Secret], tuple[Payload, Secret]]


class EventSchemas:
    """Each registered event type's current schema version, and the upcasters by (type name,
    version they lift from)."""

    def __init__(self) -> None:
        self.versions: dict[str, int] = {}
        self.upcasters: dict[tuple[str, int], Upcaster] = {}

    def register(self, type_name: str, version: int = 1,
                 upcasters: Mapping[int, Upcaster] | None = None) -> None:
        """`type_name` is now at `version`; `upcasters[n]` lifts version n to n + 1, and every
        version from 1 up must have one."""
        given = dict(upcasters or {})
        missing = [n for n in range(1, version) if n not in given
                   and (type_name, n) not in self.upcasters]
        if missing:
            raise ValueError(f"{type_name}: no upcaster from version(s) {missing}")
        self.versions[type_name] = version
        self.upcasters.update({(type_name, n): up for n, up in given.items()})

    def include(self, other: EventSchemas) -> None:
        """Take every type and upcaster of `other` (a table kept by another package)."""
        self.versions.update(other.versions)
        self.upcasters.update(other.upcasters)

    def __contains__(self, type_name: object) -> bool:
        return type_name in self.versions

    def lift(self, type_name: str, version: int, current: int, payload: Payload,
             secret: Secret = None) -> tuple[Payload, Secret]:
        """The record of `type_name` stored at `version`, lifted to `current`."""
        while version < current:
            try:
                upcaster = self.upcasters[(type_name, version)]
            except KeyError:
                raise KeyError(f"{type_name}: no upcaster from version {version}") from None
            payload, secret = upcaster(payload, secret)
            version += 1
        return payload, secret
