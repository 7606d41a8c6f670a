"""How many random games the fuzz tests play. The suite plays its share (FUZZ_SCALE=1); `make fuzz`
plays the same tests deeper (FUZZ_SCALE=4 by default, or whatever FUZZ_SCALE says), with the same
seeds first, so a deep run only adds games to the ones the suite plays."""
from __future__ import annotations

import math
import os


def scale() -> float:
    raw = os.environ.get("FUZZ_SCALE", "1")
    try:
        value = float(raw)
    except ValueError:
        raise ValueError(f"FUZZ_SCALE must be a number, not {raw!r}") from None
    if value <= 0:
        raise ValueError(f"FUZZ_SCALE must be above 0, not {raw!r}")
    return value


def games(count: int) -> int:
    """`count` games at the suite's depth, scaled by FUZZ_SCALE (at least one)."""
    return max(1, math.ceil(count * scale()))
