"""The rules engine's State as JSON, secrets included, for snapshots and the cache.

Unlike a position document (which drops the seed and the draw counter), this form restores the
exact State, so folding further events from it gives what a full replay gives.
"""
from __future__ import annotations

from typing import Any, Mapping

import orjson

from rules.engine.codec import freeze, to_json
from rules.engine.records import Record, decode_field
from rules.engine.state import FIELDS, OPTIONAL_FIELDS, State

_BYTES_FIELDS = frozenset({"seed"})


def encode(state: State) -> dict[str, Any]:
    doc = {name: _encode_field(name, getattr(state, name)) for name in FIELDS}
    return doc | {name: to_json(getattr(state, name)) for name in OPTIONAL_FIELDS if getattr(state, name)}


def raw(state: State) -> dict[str, Any]:
    """The fields as they are, the seed as hex: what `dumps` turns into `encode`'s JSON text."""
    fields = {name: getattr(state, name) for name in FIELDS}
    fields.update({name: getattr(state, name) for name in OPTIONAL_FIELDS if getattr(state, name)})
    if isinstance(fields.get("seed"), (bytes, bytearray)):
        fields["seed"] = bytes(fields["seed"]).hex()
    return fields


def dumps(doc: Any) -> bytes:
    """JSON text of a document holding `raw` states: the same text as `compact` of it with
    `encode`d states, in one pass of orjson. Raises TypeError for what orjson does not take
    (integers beyond 64 bits, keys that are not strings)."""
    return orjson.dumps(doc, default=_sorted_set, option=orjson.OPT_PASSTHROUGH_DATACLASS)


def _sorted_set(value: Any) -> Any:
    if isinstance(value, frozenset):  # as `to_json` writes it
        return sorted(to_json(v) for v in value)
    if isinstance(value, Record):  # its dict form, as `to_json` writes it
        return value.to_dict()
    raise TypeError(f"not JSON: {type(value).__name__}")


def decode(doc: Mapping[str, Any]) -> State:
    optional: dict[str, Any] = {name: dict(freeze(doc[name])) for name in OPTIONAL_FIELDS
                                if doc.get(name)}
    return State(**{name: _decode_field(name, doc[name]) for name in FIELDS}, **optional)


def _encode_field(name: str, value: Any) -> Any:
    if name in _BYTES_FIELDS and isinstance(value, (bytes, bytearray)):
        return bytes(value).hex()
    return to_json(value)


def _decode_field(name: str, value: Any) -> Any:
    if name in _BYTES_FIELDS and isinstance(value, str):
        return bytes.fromhex(value)
    return decode_field(name, freeze(value))
