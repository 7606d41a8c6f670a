"""The rules engine's State as JSON, secrets included, for snapshots and the cache.

Unlike a position document (which drops the seed and the draw counter), this form restores the
exact State, so folding further events from it gives what a full replay gives.
"""
from __future__ import annotations

from typing import Any, Mapping

from rules.codec import freeze, to_json
from rules.state import FIELDS, State

_BYTES_FIELDS = frozenset({"seed"})


def encode(state: State) -> dict[str, Any]:
    return {name: _encode_field(name, getattr(state, name)) for name in FIELDS}


def decode(doc: Mapping[str, Any]) -> State:
    return State(**{name: _decode_field(name, doc[name]) for name in FIELDS})


def _encode_field(name: str, value: Any) -> Any:
    if name in _BYTES_FIELDS and isinstance(value, (bytes, bytearray)):
        return bytes(value).hex()
    return to_json(value)


def _decode_field(name: str, value: Any) -> Any:
    if name in _BYTES_FIELDS and isinstance(value, str):
        return bytes.fromhex(value)
    return freeze(value)
