"""The heuristic bot: it decides on a world sampled from what its seat may see, plays toward the
Spellbooks, and never lets a secret change its choice."""
from __future__ import annotations

import random

import rules
from bot_positions import decision_with_secrets_held_by_others, played, with_other_secrets
from bots.determinize import determinize, unseen_tokens
from bots.evaluate import evaluate
from bots.heuristic import HeuristicBot, turn_end_value, turn_options
from bots.search import SearchBot
from bots.tournament import play
from rules.engine.rng import ELDER_SIGN_BAG


def test_the_bots_choice_does_not_change_when_secrets_its_seat_cannot_see_change():
    state, seat = decision_with_secrets_held_by_others()
    me = state.seats[seat]
    other = with_other_secrets(state, me)
    assert other.elder_signs != state.elder_signs or other.bag != state.bag
    assert rules.view(other, seat) == rules.view(state, seat)  # the seat cannot tell them apart
    for bot_seed in range(5):
        assert HeuristicBot(bot_seed).choose(state, seat) == HeuristicBot(bot_seed).choose(other, seat)


def test_a_sampled_world_keeps_what_the_seat_sees_and_deals_the_hidden_tokens_anew():
    state, seat = decision_with_secrets_held_by_others()
    me = state.seats[seat]
    world = determinize(state, me, random.Random(1))
    assert rules.view(world, seat) == rules.view(state, seat)
    assert world.seed != state.seed and world.script is None
    assert {f: len(world.elder_signs[f]) for f in state.order} == {f: len(state.elder_signs[f]) for f in state.order}
    assert sum(world.bag) == sum(state.bag)
    assert len(unseen_tokens(state, me)) == sum(ELDER_SIGN_BAG) - len(state.elder_signs[me])


def test_four_heuristic_bots_finish_a_game_with_a_faction_holding_six_spellbooks_or_the_track_run_out():
    state = played(0, game=5)
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


def test_bots_abandon_a_gate_only_when_nothing_else_is_legal():
    state = played(63)  # abandoning a Gate is legal here, among many other options
    seat = rules.pending(state)[0]["seat"]
    assert any(o.choice["act"] == "abandon_gate" for o in rules.legal_options(state, seat))
    assert all(o.choice["act"] != "abandon_gate" for o in turn_options(state, seat))
    for bot_seed in range(3):
        assert HeuristicBot(bot_seed).choose(state, seat)["act"] != "abandon_gate"
        assert SearchBot(bot_seed, playouts=6).choose(state, seat)["act"] != "abandon_gate"


def test_a_game_where_yellow_sign_abandoned_and_controlled_a_gate_without_end_now_finishes():
    # Game 71 of `cthulhu-wars tournament --seed h100`: four heuristic bots, and Yellow Sign once
    # alternated the two free Unlimited Actions until the decision cap, opening a window each time.
    report = play(["heuristic"] * 4, 71, "h100")
    assert report["result"] in ("winner", "draw", "humanity") and report["decisions"] < 2000


def test_dropping_to_zero_power_is_judged_without_the_power_given_up():
    state = played(0, game=5)
    faction = state.order[0]
    rich = state.derive(power={**state.power, faction: 20})
    here = evaluate(rich, faction)
    assert turn_end_value(rich, faction, {"act": "drop_power"}, here) < here
    assert turn_end_value(rich, faction, {"act": "end_turn"}, here) == here
