"""Random late-game playouts: sandbox starts with every Great Old One on the map, most Spellbooks
placed and Elder Signs in hand, over 2 to 6 seats, checked as test_fuzz.py checks games from the
start (every invariant after every step, replay equal to state)."""
from __future__ import annotations

import json

import pytest
from fuzz_depth import games as scaled

import rules
from bots.simulate import game_seed, play_game, seats_for
from rules.engine.content import UnitKind
from rules.engine.setup import answer_set_up
from rules.engine.state import spec_of

# Six seats play longer games: fewer of them (`make fuzz` plays four times as many).
LATE_GAMES = {6: 4}


def _late_game_start(players: int, game: int) -> list:
    """A sandbox start with every Great Old One on the map, 6 Spellbooks for all but the last seat,
    and Elder Signs in hand: random play then reaches Unlimited Battle, formula Combat, Rituals that
    draw Elder Signs, reveals, and games with winners."""
    seats = seats_for(players, game)
    base = rules.replay(answer_set_up(rules.new_game({"seats": seats, "sandbox": True}, game_seed("late", game))))
    doc = json.loads(json.dumps(rules.to_position(base)))
    doc["met"] = []  # every Spellbook is placed below, or none
    for uid, info in base.table.items():
        if info.kind is UnitKind.GREAT_OLD_ONE:  # in the Area its faction set up in
            doc["units"][uid] = base.units[f"{spec_of(info.faction).short}.acolyte.1"]
    for i, seat in enumerate(seats):
        books = spec_of(seat["faction"]).books_in_game(base.options, base.faction_data[seat["faction"]])
        doc["spellbooks"][seat["faction"]] = [[n, b] for n, b in enumerate(books)] if i < players - 1 else []
        doc["elder_signs"][seat["faction"]] = [1, 2]
    doc["doom"] = {s["faction"]: 10 + 3 * i for i, s in enumerate(seats)}
    doc["bag"] = [2, 1, 0]  # nearly empty, so the empty-bag rule is reached too
    return rules.start_from_position(doc, game_seed("late-start", game))


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_random_late_games_keep_every_invariant(players):
    outcomes = set()
    for game in range(scaled(LATE_GAMES.get(players, 8))):
        start = _late_game_start(players, game)
        report = play_game({"seats": seats_for(players, game)}, b"", f"late:{players}:{game}", check="full",
                           start=start)
        assert report["invariant_failures"] == [] and report["finished"], report
        outcomes.add(report["end_reason"])
    assert outcomes  # every game ended for a stated reason
