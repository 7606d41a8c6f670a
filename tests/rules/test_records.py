"""The typed records of a State (rules/records.py): the turn, the Battle, an open window, the Doom
Phase and demands are frozen dataclasses in memory and the same JSON as ever on the outside."""
from __future__ import annotations

import json

import pytest

import rules
from bots.random_bot import RandomBot
from bots.simulate import game_seed, seats_for
from rules.factions import CORE_FACTIONS
from play.model import state_codec
from rules.engine.codec import freeze, to_json
from rules.engine.pieces import awaken_cost
from rules.engine.records import Battle, BattleStep, Demand, DoomPhase, Turn, Window, WindowContext

RECORDS = {"turn": Turn, "battle": Battle, "window": Window, "doom_phase": DoomPhase}


def _states(seed: str, decisions: int):
    """Every state along the first decisions of one seeded random four-player game (with this
    seed, the game has a Battle and a demand within 200 decisions)."""
    options = {"seats": seats_for(4, 1, among=CORE_FACTIONS), "layout": "4p_east5_west3"}
    state = rules.replay(rules.new_game(options, game_seed(seed, 1)))
    bot = RandomBot(seed + "1")
    for _ in range(decisions):
        if state.phase == "ended":
            return
        seat = rules.pending(state)[0]["seat"]
        _, state = rules.decide_and_apply(state, seat, bot.choose(state, seat))
        yield state


def test_every_record_a_game_reaches_is_typed_and_reads_back_from_its_json():
    seen = set()
    for state in _states("rt", 200):
        for name, cls in RECORDS.items():
            value = getattr(state, name)
            if value is not None:
                assert isinstance(value, cls)
                seen.add(name)
        if any(isinstance(mine.get("demand"), Demand) for mine in state.faction_data.values()):
            seen.add("demand")
        doc = json.loads(json.dumps(rules.to_position(state)))
        back = rules.to_position(rules.from_position(doc))
        assert {k: v for k, v in back.items() if k != "options"} == {k: v for k, v in doc.items() if k != "options"}
        assert state_codec.decode(json.loads(json.dumps(state_codec.encode(state)))) == state
    assert seen == {"turn", "battle", "window", "doom_phase", "demand"}


def test_the_cache_writes_records_as_the_snapshot_does():
    for state in _states("rt", 100):
        assert json.loads(state_codec.dumps(state_codec.raw(state))) == json.loads(json.dumps(state_codec.encode(state)))


def test_an_ended_turn_is_written_with_only_its_faction():
    assert to_json(Turn.finished("black_goat")) == {"faction": "black_goat", "ended": True}
    assert to_json(Turn.began("black_goat")) == {
        "faction": "black_goat", "main_done": False, "flex": False, "battled": [], "moving": None,
        "moved": [], "capture": None, "ended": False}


def test_what_only_an_ability_sets_on_a_battle_stays_out_of_its_json_until_set():
    battle = Battle("Arabia", "great_cthulhu", "yellow_sign", BattleStep.PRE_BATTLE, hits={}, results={}, stay=())
    assert set(to_json(battle)) == {"area", "attacker", "defender", "step", "hits", "results", "stay"}
    noted = battle.but(notes={"madness": True}, retreaters={"yellow_sign": "crawling_chaos"})
    assert to_json(noted)["notes"] == {"madness": True}
    assert noted.retreater("yellow_sign") == "crawling_chaos" and noted.retreater("great_cthulhu") == "great_cthulhu"
    assert Battle.from_dict(freeze(to_json(noted))) == noted  # as positions are read


def test_battle_steps_are_written_as_the_words_they_always_were():
    assert json.dumps([step for step in BattleStep]) == json.dumps(
        ["pre_battle", "kills", "pains", "apply", "retreat_attacker", "retreat_defender", "end"])


def test_a_window_context_is_written_with_the_keys_it_was_opened_with():
    assert WindowContext.of({"area": "Asia", "stage": "pains"}).to_dict() == {"area": "Asia", "stage": "pains"}
    with pytest.raises(TypeError):
        WindowContext.of({"weather": "rain"})  # a context names only what a window can be about


def test_a_demand_gives_the_fields_its_ability_sets_and_names_ability_and_field_when_one_is_missing():
    """An ability reads what it always sets on its demand through the required_* accessors; a
    demand without that field is an engine fault, and the error says whose demand lacks what."""
    d = Demand("undead_follow", "yellow_sign", area="Asia", origin="Arabia", left=2, amount=3,
               queue=("black_goat",), offers={"black_goat": 1}, owing=(("black_goat", 1),))
    assert (d.required_area(), d.required_origin(), d.required_left(), d.required_amount()) == ("Asia", "Arabia", 2, 3)
    assert d.required_queue() == ("black_goat",) and d.required_offers() == {"black_goat": 1}
    assert d.required_owing() == (("black_goat", 1),)
    bare = Demand("howl_retreat", "crawling_chaos")
    for read, name in ((bare.required_area, "area"), (bare.required_origin, "origin"), (bare.required_left, "left"),
                       (bare.required_amount, "amount"), (bare.required_queue, "queue"),
                       (bare.required_offers, "offers"), (bare.required_owing, "owing")):
        with pytest.raises(TypeError, match=f"the howl_retreat demand has no {name}$"):
            read()


def test_a_great_old_ones_awakening_cost_is_its_own_rule_or_its_printed_cost():
    """Great Cthulhu, Immortal: Cthulhu costs 10 the first time, 4 later; Nyarlathotep costs what
    his card prints. The Harbinger reads either through rules.engine.pieces.awaken_cost."""
    state = rules.replay(rules.new_game({"seats": seats_for(4, 2, among=CORE_FACTIONS)}, game_seed("awaken", 0)))
    assert awaken_cost(state, "gc.cthulhu.1") == 10 and awaken_cost(state, "cc.nyarlathotep.1") == 10
    data = {**state.faction_data, "great_cthulhu": {"cthulhu_awakened": True}}
    assert awaken_cost(state.derive(faction_data=data), "gc.cthulhu.1") == 4
