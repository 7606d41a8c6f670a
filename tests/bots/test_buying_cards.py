"""The heuristic bot buys a Neutral Monster or Terror card (master rulebook, Neutral Monsters and
Terrors: 2 Doom, a Terror also 2 Power, on one's Ritual turn) while much of the game is left, and
keeps its Doom once the leader nears 30: a card held is worth less as the game runs out
(bots.evaluate.game_left)."""
from __future__ import annotations

import json

import pytest

import rules
from bots.evaluate import evaluate, game_left
from bots.heuristic import HeuristicBot

FACTIONS = ["crawling_chaos", "black_goat", "great_cthulhu"]
BUY = {"act": "ability", "ability": "buy_gug"}


def ritual_turn(doom: dict[str, int], power: int = 3, ritual: int = 0, books: int = 0) -> rules.State:
    """Crawling Chaos's Ritual turn with the Gug in the supply and `books` of its Spellbooks; too
    little Power for a Ritual."""
    seats = [{"seat": f"seat{i + 1}", "faction": f} for i, f in enumerate(FACTIONS)]
    base = rules.replay(rules.new_game({"seats": seats, "sandbox": True, "loyalty_cards": ["gug"]}, b"0" * 32))
    doc = json.loads(json.dumps(rules.to_position(base)))
    doc.update(phase="doom", round=3, turn=None, fp=None, first_player=FACTIONS[0], ritual=ritual,
               doom={f: doom.get(f, 4) for f in FACTIONS}, power={f: power for f in FACTIONS},
               doom_phase={"queue": FACTIONS, "cursor": 0, "gates_done": True, "ritual_done": False})
    own = rules.factions.get(FACTIONS[0]).spellbooks[:books]
    doc["spellbooks"][FACTIONS[0]] = [[slot, book] for slot, book in enumerate(own)]
    return rules.replay(rules.start_from_position(doc, b"0" * 32, []))


def bought(state: rules.State) -> rules.State:
    option = next(o.choice for o in rules.legal_options(state, "seat1") if o.choice.get("ability") == "buy_gug")
    return rules.decide_and_apply(state, "seat1", option)[1]


def test_early_in_the_game_buying_a_neutral_monster_is_worth_its_2_doom():
    state = ritual_turn({"crawling_chaos": 4})
    assert game_left(state) == pytest.approx(1 - 4 / 22)
    assert evaluate(bought(state), "crawling_chaos") > evaluate(state, "crawling_chaos")
    for seed in range(3):
        choice = HeuristicBot(seed).choose(state, "seat1")
        assert {k: choice[k] for k in BUY} == BUY, choice


def test_once_the_leader_nears_30_doom_a_faction_near_victory_keeps_its_doom_and_buys_nothing():
    state = ritual_turn({"crawling_chaos": 18, "black_goat": 21}, books=5)
    assert game_left(state) == pytest.approx(1 / 22)
    assert evaluate(bought(state), "crawling_chaos") < evaluate(state, "crawling_chaos")
    for seed in range(3):
        assert HeuristicBot(seed).choose(state, "seat1").get("ability") != "buy_gug"


def test_doom_that_cannot_win_yet_is_spent_on_a_card_even_late():
    """Without Spellbooks, Doom far beyond what could win is worth nothing to the evaluation
    (bots.evaluate._score): spending it costs nothing."""
    state = ritual_turn({"crawling_chaos": 18, "black_goat": 21}, books=0)
    assert evaluate(bought(state), "crawling_chaos") > evaluate(state, "crawling_chaos")


def test_a_ritual_track_near_its_end_leaves_little_of_the_game_to_buy_for():
    early, late = ritual_turn({}, ritual=0), ritual_turn({}, ritual=8)
    assert game_left(late) < game_left(early) and game_left(late) <= 0.2
