"""The view's battle card: each side's units, Combat, the faces it rolled, and what it must assign."""
from __future__ import annotations

import rules
from bots.random_bot import KindBot
from bots.simulate import game_seed, seats_for


def _battle_states(games: int = 12):
    for g in range(games):
        events = rules.new_game({"seats": seats_for(3, g)}, game_seed("battle-view", g))
        state, bot = rules.replay(events), KindBot(f"battle-view:{g}")
        rolled: dict = {}
        while state.phase != "ended":
            seat = rules.pending(state)[0]["seat"]
            new, state = rules.decide_and_apply(state, seat, bot.choose(state, seat))
            for event in new:
                if type(event).__name__ == "BattleDeclared":
                    rolled = {}
                if type(event).__name__ == "DiceRolled" and event.purpose == "battle":
                    rolled[event.faction] = list(event.faces)
            if state.battle is not None:
                yield state, dict(rolled)


def test_each_side_shows_the_faces_it_rolled_and_its_combat():
    checked = 0
    for state, rolled in _battle_states():
        card = rules.view(state, None)["battle"]
        for faction, side in card["sides"].items():
            assert side["faces"] == rolled.get(faction, [])
            assert side["combat"] >= 0 and set(side["units"]) <= set(rules.view(state, None)["map"]["units"][card["area"]])
        checked += 1
    assert checked > 5


def test_results_still_to_assign_are_what_the_enemy_rolled_less_what_is_assigned_while_units_can_take_them():
    beyond = 0
    for state, _ in _battle_states():
        card = rules.view(state, None)["battle"]
        for faction, side in card["sides"].items():
            enemy = card["defender"] if faction == card["attacker"] else card["attacker"]
            mine = [u for u in card["results"] if u.split(".")[0] == side_short(state, faction)]
            assigned = sum(len(card["results"][u]) for u in mine)
            inflicted = sum(card["hits"].get(enemy, {}).values())
            untouched = [u for u in side["units"] if u not in card["results"]]
            assert sum(side["to_assign"].values()) == min(max(0, inflicted - assigned), len(untouched))
            beyond += inflicted - assigned > len(untouched)
    assert beyond > 0  # some Battle rolled more than its victims could take


def test_results_no_unit_is_left_to_take_are_not_still_to_assign():
    from rules.engine.view import _to_assign
    assert _to_assign({"kill": 2, "pain": 1}, {"kill": 1}, []) == {"elimination": 0, "kill": 0, "pain": 0}
    assert _to_assign({"kill": 2, "pain": 1}, {}, ["gc.acolyte.1"]) == {"elimination": 0, "kill": 1, "pain": 0}


def side_short(state, faction):
    from rules.engine.state import spec_of
    return spec_of(faction).short
