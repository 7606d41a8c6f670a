"""What a seat may know, and a sample of what it may not: the bots' view of a game.

A bot decides on the state the engine holds, which includes what its seat may not see: the other
seats' Elder Sign values, the bag's contents, the seed and so every future die. Before a bot looks
ahead it replaces all of that with a sample drawn from its own generator, consistent with what the
seat sees (how many Elder Signs each faction holds, how many are left in the bag, its own values),
so its choice can never depend on a secret.
"""
from __future__ import annotations

import random

import rules
from rules.engine.rng import ELDER_SIGN_BAG


def unseen_tokens(state: rules.State, faction: str) -> list[int]:
    """The Elder Sign values `faction` may think are hidden, sorted: the bag's first contents
    without its own tokens. It is built from public facts only, so it is the same list however the
    secret tokens are really spread (tokens revealed earlier are not told apart from the rest)."""
    counts = list(ELDER_SIGN_BAG)
    for value in state.elder_signs[faction]:
        counts[value - 1] -= 1
    return [value for value in (1, 2, 3) for _ in range(max(counts[value - 1], 0))]


def determinize(state: rules.State, faction: str, rng: random.Random) -> rules.State:
    """A copy of `state` whose hidden parts are sampled from `rng`: other factions' Elder Sign values,
    the bag, the seed (so every die) and no dice script. What `faction` sees is unchanged."""
    pool = unseen_tokens(state, faction)
    rng.shuffle(pool)
    signs = dict(state.elder_signs)
    for other in state.order:
        if other != faction:
            held = len(state.elder_signs[other])
            signs[other], pool = tuple(pool[:held]), pool[held:]
    size = sum(state.bag)
    bag = tuple(pool[:size].count(value) for value in (1, 2, 3))
    return state.derive(elder_signs=signs, bag=bag, seed=rng.randbytes(32), script=None)
