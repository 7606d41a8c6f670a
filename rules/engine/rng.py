"""Randomness as data (docs/architecture.md section 2): draw n is HMAC-SHA256(seed, n).

The state holds the secret seed and the count of draws so far; the faces and Elder Sign values
drawn are written into events, so replay never draws again. A sandbox game may script its dice:
draw n then takes the n-th scripted value while the script lasts.
"""
from __future__ import annotations

import hashlib
import hmac
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .state import State

ELDER_SIGN_BAG = (18, 12, 6)  # master rulebook, Elder Sign Trophies: 18 worth 1, 12 worth 2, 6 worth 3


def raw_draw(seed: bytes, n: int) -> int:
    """A 64-bit number derived from the seed and the draw counter."""
    digest = hmac.new(seed, n.to_bytes(8, "big"), hashlib.sha256).digest()
    return int.from_bytes(digest[:8], "big")


def draw(state: State, offset: int, modulus: int) -> int:
    """Draw number state.draws + offset, reduced to 0..modulus-1 (scripted values are used as given)."""
    n = state.draws + offset
    script = state.script or ()
    if n < len(script):
        return (script[n] - 1) % modulus
    return raw_draw(state.seed, n) % modulus


def roll_dice(state: State, count: int, offset: int = 0) -> tuple[int, ...]:
    """`count` six-sided dice from the state's generator."""
    return tuple(draw(state, offset + i, 6) + 1 for i in range(count))


def elder_sign_value(state: State, bag: tuple[int, ...], offset: int = 0) -> int:
    """Draw one token from the bag (counts of 1s, 2s, 3s); the bag must not be empty.

    A scripted draw names the value directly (1, 2 or 3) when that value is still in the bag.
    """
    n = state.draws + offset
    script = state.script or ()
    if n < len(script) and 1 <= script[n] <= 3 and bag[script[n] - 1] > 0:
        return script[n]
    pick = raw_draw(state.seed, n) % sum(bag)
    for value, count in enumerate(bag, start=1):
        if pick < count:
            return value
        pick -= count
    raise ValueError("empty bag")


def seed_hash(seed: bytes) -> str:
    """Published at creation so anyone can check every roll once the seed is revealed."""
    return hashlib.sha256(seed).hexdigest()
