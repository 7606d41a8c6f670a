"""Positions for the bot tests: games of heuristic bots part-way through, and the same game with
secrets its seat cannot see dealt differently."""
from __future__ import annotations

import random

import rules
from bots.heuristic import HeuristicBot
from bots.simulate import game_seed, seats_for
from rules.factions import CORE_FACTIONS


def played(decisions: int, game: int = 3) -> rules.State:
    """A 4-seat game of heuristic bots, the four core factions seated, after `decisions` decisions."""
    state = rules.replay(rules.new_game({"seats": seats_for(4, game, CORE_FACTIONS)}, game_seed("heuristic-test", game)))
    bots = {seat: HeuristicBot(seat) for seat in state.seats}
    for _ in range(decisions):
        seat = rules.pending(state)[0]["seat"]
        _, state = rules.decide_and_apply(state, seat, bots[seat].choose(state, seat))
    return state


def with_other_secrets(state: rules.State, faction: str) -> rules.State:
    """The same game as `faction` sees it, with different secrets: another seed, and each other
    faction's Elder Signs and the bag dealt anew from the same tokens."""
    tokens = [v for other in state.order if other != faction for v in state.elder_signs[other]]
    tokens += [v for v in (1, 2, 3) for _ in range(state.bag[v - 1])]
    random.Random(99).shuffle(tokens)
    signs = dict(state.elder_signs)
    for other in state.order:
        if other != faction:
            held = len(state.elder_signs[other])
            signs[other], tokens = tuple(tokens[:held]), tokens[held:]
    bag = tuple(tokens.count(v) for v in (1, 2, 3))
    return state.derive(elder_signs=signs, bag=bag, seed=bytes(reversed(state.seed)))


def decision_with_secrets_held_by_others() -> tuple[rules.State, str]:
    for decisions in range(120, 2000, 7):
        state = played(decisions)
        seat = rules.pending(state)[0]["seat"]
        me = state.seats[seat]
        others_hold = any(state.elder_signs[f] for f in state.order if f != me)
        if others_hold and len(rules.legal_options(state, seat)) > 3:
            other = with_other_secrets(state, me)
            if other.elder_signs != state.elder_signs or other.bag != state.bag:  # dealt anew, not alike
                return state, seat
    raise AssertionError("no decision found with Elder Signs held by another faction")
