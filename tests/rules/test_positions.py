"""Positions: any state exports to a JSON document valid under rules/contract/schemas/position.schema.json,
and a sandbox game can start from one."""
from __future__ import annotations

import json
from importlib import resources

import jsonschema
import pytest

import rules
from bots.simulate import game_seed, seats_for
from bots.random_bot import RandomBot
from rules.engine import errors

SCHEMA = json.loads(resources.files("rules.contract").joinpath("schemas/position.schema.json").read_text())


def _states(players: int, steps: int):
    """States along one random game, sampled every few decisions."""
    state = rules.replay(rules.new_game({"seats": seats_for(players, 1)}, game_seed("positions", players)))
    bot = RandomBot(players)
    for step in range(steps):
        if state.phase == "ended":
            break
        seat = rules.pending(state)[0]["seat"]
        _, state = rules.decide_and_apply(state, seat, bot.choose(state, seat))
        if step % 7 == 0:
            yield state


@pytest.mark.parametrize("players", [2, 3, 4])
def test_positions_validate_against_the_schema_and_round_trip(players):
    for state in _states(players, 400):
        doc = json.loads(json.dumps(rules.to_position(state)))
        jsonschema.validate(doc, SCHEMA)
        back = rules.to_position(rules.from_position(doc))
        assert back["options"].pop("sandbox") is True  # a game from a position is a sandbox game
        doc["options"].pop("sandbox")
        assert back == doc


def test_a_sandbox_game_continues_from_a_position_with_its_own_seed():
    state = list(_states(3, 60))[-1]
    doc = json.loads(json.dumps(rules.to_position(state)))
    events = rules.start_from_position(doc, b"another seed of sixteen bytes or more")
    started = rules.replay(events)
    assert started.sandbox and rules.to_position(started)["units"] == doc["units"]
    assert rules.pending(started) == rules.pending(state)


@pytest.mark.parametrize("breakage", [
    lambda d: d.update(format="chess"),
    lambda d: d.pop("units"),
    lambda d: d["units"].update({"gc.acolyte.1": "Atlantis"}),
    lambda d: d["power"].update({"great_cthulhu": -1}),
    lambda d: d["gates"].update({"Europe": "gc.acolyte.1"}),
    lambda d: d.update(options="three players"),
    lambda d: d.update(power=[1, 2, 3]),
    lambda d: d.update(turn={"faction": "great_cthulhu"}, phase="action"),
    lambda d: d["spellbooks"].update(great_cthulhu=[[0, "Absorb"], [0, "Devolve"]]),  # one slot twice
    lambda d: d["spellbooks"].update(great_cthulhu=[[0, "Absorb"], [1, "Absorb"]]),  # one book twice
    lambda d: d["spellbooks"].update(great_cthulhu=[[0, "The Red Sign"]]),  # another faction's book
    lambda d: d.update(spellbooks={**d["spellbooks"], "great_cthulhu": [[2, "Absorb"]]},
                       met=[["great_cthulhu", 2]]),  # a met requirement already covered
    lambda d: d.update(met=[["great_cthulhu", 5], ["great_cthulhu", 5]]),  # one requirement met twice
])
def test_broken_positions_are_refused(breakage):
    state = rules.replay(rules.new_game({"seats": seats_for(3, 0)}, game_seed("broken", 0)))
    doc = json.loads(json.dumps(rules.to_position(state)))
    breakage(doc)
    with pytest.raises(errors.InvalidPosition):
        rules.start_from_position(doc, game_seed("broken", 1))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_late_game_positions_mid_battle_and_mid_window_validate_and_round_trip(players):
    from test_fuzz_late import _late_game_start

    state, bot, seen, step = rules.replay(_late_game_start(players, 3)), RandomBot(players), set(), 0
    while state.phase != "ended":
        kind = rules.pending(state)[0]["kind"]
        if kind not in seen or step % 10 == 0:  # every kind of moment at least once, then a sample
            doc = json.loads(json.dumps(rules.to_position(state)))
            jsonschema.validate(doc, SCHEMA)
            assert rules.to_position(rules.from_position(doc))["battle"] == doc["battle"]
        seen.add(kind)
        step += 1
        seat = rules.pending(state)[0]["seat"]
        _, state = rules.decide_and_apply(state, seat, bot.choose(state, seat))
    jsonschema.validate(json.loads(json.dumps(rules.to_position(state))), SCHEMA)
    assert {"turn", "ritual"} <= seen
