"""The heuristic bot: it decides on a world sampled from what its seat may see, plays toward the
Spellbooks, and never lets a secret change its choice."""
from __future__ import annotations

import random

import rules
from bots.determinize import determinize, unseen_tokens
from bots.heuristic import HeuristicBot
from bots.simulate import game_seed, seats_for
from rules.rng import ELDER_SIGN_BAG


def _played(decisions: int, game: int = 3) -> rules.State:
    """A 4-seat game of heuristic bots after `decisions` decisions."""
    state = rules.replay(rules.new_game({"seats": seats_for(4, game)}, game_seed("heuristic-test", game)))
    bots = {seat: HeuristicBot(seat) for seat in state.seats}
    for _ in range(decisions):
        seat = rules.pending(state)[0]["seat"]
        _, state = rules.decide_and_apply(state, seat, bots[seat].choose(state, seat))
    return state


def _with_other_secrets(state: rules.State, faction: str) -> rules.State:
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


def _decision_with_secrets_held_by_others() -> tuple[rules.State, str]:
    for decisions in range(120, 2000, 7):
        state = _played(decisions)
        seat = rules.pending(state)[0]["seat"]
        me = state.seats[seat]
        others_hold = any(state.elder_signs[f] for f in state.order if f != me)
        if others_hold and len(rules.legal_options(state, seat)) > 3:
            return state, seat
    raise AssertionError("no decision found with Elder Signs held by another faction")


def test_the_bots_choice_does_not_change_when_secrets_its_seat_cannot_see_change():
    state, seat = _decision_with_secrets_held_by_others()
    me = state.seats[seat]
    other = _with_other_secrets(state, me)
    assert other.elder_signs != state.elder_signs or other.bag != state.bag
    assert rules.view(other, seat) == rules.view(state, seat)  # the seat cannot tell them apart
    for bot_seed in range(5):
        assert HeuristicBot(bot_seed).choose(state, seat) == HeuristicBot(bot_seed).choose(other, seat)


def test_a_sampled_world_keeps_what_the_seat_sees_and_deals_the_hidden_tokens_anew():
    state, seat = _decision_with_secrets_held_by_others()
    me = state.seats[seat]
    world = determinize(state, me, random.Random(1))
    assert rules.view(world, seat) == rules.view(state, seat)
    assert world.seed != state.seed and world.script is None
    assert {f: len(world.elder_signs[f]) for f in state.order} == {f: len(state.elder_signs[f]) for f in state.order}
    assert sum(world.bag) == sum(state.bag)
    assert len(unseen_tokens(state, me)) == sum(ELDER_SIGN_BAG) - len(state.elder_signs[me])


def test_four_heuristic_bots_finish_a_game_with_a_faction_holding_six_spellbooks_or_the_track_run_out():
    state = _played(0, game=5)
    bots = {seat: HeuristicBot(seat) for seat in state.seats}
    decisions = 0
    while state.phase != "ended":
        seat = rules.pending(state)[0]["seat"]
        _, state = rules.decide_and_apply(state, seat, bots[seat].choose(state, seat))
        decisions += 1
        assert decisions < 5000, "the game did not end"
    assert state.round > 3  # not an early Instant Death from Rituals at every chance
    assert state.result["result"] in ("winner", "draw")
    assert all(len(state.spellbooks[f]) == 6 for f in state.result["winners"])
