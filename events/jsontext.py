"""JSON text out, fast: orjson where it can encode the value, the standard library otherwise.

orjson refuses what JSON allows but it does not take (integers beyond 64 bits, keys that are
not strings); those values go through `json` instead, so every value `json` encodes is
encoded. Both give compact text, with non-ASCII characters as they are.
"""
from __future__ import annotations

import json
from typing import Any

import orjson


def compact(value: Any) -> bytes:
    """Compact JSON as UTF-8 bytes."""
    try:
        return orjson.dumps(value)
    except TypeError:
        return json.dumps(value, separators=(",", ":"), ensure_ascii=False).encode()


def canonical(value: Any) -> bytes:
    """Compact JSON with sorted keys, so the same document always has the same text."""
    try:
        return orjson.dumps(value, option=orjson.OPT_SORT_KEYS)
    except TypeError:
        return json.dumps(value, separators=(",", ":"), sort_keys=True,
                          ensure_ascii=False).encode()
