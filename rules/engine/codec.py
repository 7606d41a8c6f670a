"""Event <-> JSON record: (type name, schema version, public payload, secret payload or None).

Secret fields (the seed, dice script, Elder Sign values) never enter the public payload. Lists in
JSON come back as tuples, so an event read back equals the event written. Old schema versions are
upcast on read by functions registered in UPCASTERS, the engine's table of the one upcasting
mechanism (rules.engine.upcasting) that the application's events and the event store use too.
"""
from __future__ import annotations

from typing import Any, Mapping, overload

from . import registry
from .errors import RulesError
from .events import EVENT_TYPES, Event
from .records import Record
from .upcasting import EventSchemas

# The engine's event types at their current schema versions. UPCASTERS is its table:
# (type name, version) -> function(payload, secret) -> (payload, secret) at version + 1.
SCHEMAS = EventSchemas()
UPCASTERS = SCHEMAS.upcasters
for _type in EVENT_TYPES.values():
    SCHEMAS.register(_type.TYPE, _type.VERSION)


class UnknownEventType(RulesError):
    code = "unknown_event_type"
    rule = "The event log holds a type name this engine does not know."


@overload
def to_json(value: Record | Mapping[str, Any]) -> dict[str, Any]: ...
@overload
def to_json(value: list[Any] | tuple[Any, ...] | frozenset[Any]) -> list[Any]: ...
@overload
def to_json(value: object) -> object: ...


def to_json(value: object) -> object:
    """Tuples and frozensets become lists, recursively; dict keys stay strings; a typed record of the
    state (rules/engine/records.py) becomes the dict it stands for."""
    if isinstance(value, (tuple, list)):
        return [to_json(v) for v in value]
    if isinstance(value, frozenset):
        return sorted(to_json(v) for v in value)  # type: ignore[type-var]  # one type per set
    if isinstance(value, dict):
        return {k: to_json(v) for k, v in value.items()}
    if isinstance(value, Record):
        return to_json(value.to_dict())
    return value


@overload
def freeze(value: Mapping[str, Any]) -> dict[str, Any]: ...
@overload
def freeze(value: list[Any] | tuple[Any, ...]) -> tuple[Any, ...]: ...
@overload
def freeze(value: object) -> object: ...


def freeze(value: object) -> object:
    """Lists become tuples, recursively (the in-memory form of JSON arrays)."""
    if isinstance(value, (list, tuple)):
        return tuple(freeze(v) for v in value)
    if isinstance(value, dict):
        return {k: freeze(v) for k, v in value.items()}
    return value


def to_record(ev: Event) -> tuple[str, int, dict[str, Any], dict[str, Any] | None]:
    """The stored form of an event."""
    payload: dict[str, Any] = {}
    secret: dict[str, Any] = {}
    for name in ev.field_names():
        target = secret if name in ev.SECRET else payload
        target[name] = to_json(getattr(ev, name))
    return ev.TYPE, ev.VERSION, payload, (secret or None)


def is_event_type(type_name: str) -> bool:
    """Whether `type_name` names an event of the rules: a core one or one a known faction owns."""
    return type_name in EVENT_TYPES or registry.event_class(type_name) is not None


def from_record(type_name: str, schema_version: int, payload: dict[str, Any],
                secret: dict[str, Any] | None = None) -> Event:
    """Rebuild an event from its stored form, upcasting old versions first."""
    cls = EVENT_TYPES.get(type_name) or registry.event_class(type_name)
    if cls is None:
        raise UnknownEventType(f"Unknown event type {type_name!r}.")
    public, hidden = SCHEMAS.lift(type_name, schema_version, cls.VERSION, payload, secret)
    data = {k: freeze(v) for k, v in public.items()}
    data.update({k: freeze(v) for k, v in (hidden or {}).items()})
    return cls(**data)
