"""JSON text out, fast: orjson where it can encode the value, the standard library otherwise.

orjson refuses what JSON allows but it does not take (integers beyond 64 bits, keys that are
not strings); those values go through `json` instead, so every value `json` encodes is
encoded. Both give compact text, with non-ASCII characters as they are.
"""
from __future__ import annotations

import json
import math
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


INT64 = range(-2 ** 63, 2 ** 63)


def first_unstorable(value: Any) -> str | None:
    """What in `value` no store keeps as it is: NaN, an infinity (orjson writes null for them,
    Postgres refuses the standard library's text) or an integer beyond 64 bits; None if nothing.
    """
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, float) and not math.isfinite(item):
            return repr(item)
        if isinstance(item, int) and not isinstance(item, bool) and item not in INT64:
            return "an integer beyond 64 bits"
        if isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, (list, tuple)):
            stack.extend(item)
    return None
