"""The rules engine's State as JSON, secrets included, for snapshots and the cache.

Unlike a position document (which drops the seed and the draw counter), this form restores the
exact State, so folding further events from it gives what a full replay gives.
"""
from __future__ import annotations

from typing import Any, Callable, Mapping

import orjson

from events.jsontext import compact
from rules.codec import freeze, to_json
from rules.state import FIELDS, State

_BYTES_FIELDS = frozenset({"seed"})


def encode(state: State) -> dict[str, Any]:
    return {name: _encode_field(name, getattr(state, name)) for name in FIELDS}


def encode_json(state: State, around: Callable[[Any], dict[str, Any]] | None = None) -> bytes:
    """`encode` as JSON text, the same text as `compact(encode(state))`, made in one pass of
    orjson over the state's own values. With `around`, the text of `around(doc)`, a document
    that holds the encoded state somewhere. Values orjson does not take (integers beyond 64
    bits, keys that are not strings) go through `encode` and the standard library."""
    raw = {name: getattr(state, name) for name in FIELDS}
    seed = raw.get("seed")
    if isinstance(seed, (bytes, bytearray)):
        raw["seed"] = bytes(seed).hex()
    try:
        return orjson.dumps(around(raw) if around else raw, default=_sorted_set)
    except TypeError:
        return compact(around(encode(state)) if around else encode(state))


def _sorted_set(value: Any) -> Any:
    if isinstance(value, frozenset):  # as `to_json` writes it
        return sorted(to_json(v) for v in value)
    raise TypeError(f"not JSON: {type(value).__name__}")


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
