"""Content defined outside the rules package plays with the bots once registered: the stand-in
faction (tests/support/standin_faction.py), which the bots have no hints for, and the stand-in map
(tests/support/standin-map.json). Every game ends, and every invariant holds at every step."""
from __future__ import annotations

import pytest
import standin_faction
import standin_map

from bots import factions as bot_factions
from bots.abilities import Tally
from bots.heuristic import HeuristicBot
from bots.random_bot import KindBot, RandomBot
from bots.simulate import game_seed, play_game, simulate
from rules import factions

SI = standin_faction.NAME
GC, CC, BG, YS = factions.CORE_FACTIONS


@pytest.fixture(autouse=True)
def stand_in():
    factions.register(standin_faction.FACTION)
    yield standin_faction.FACTION
    factions.unregister(SI)


def _options(*names: str, layout: str | None = None, **rules) -> dict:
    return {"seats": [{"seat": f"seat{i + 1}", "faction": f} for i, f in enumerate(names)],
            "layout": layout, "rules": rules}


def _assert_finished(report: dict) -> None:
    assert report["finished"] and report["invariant_failures"] == [], report


@pytest.mark.parametrize("names, game", [((SI, GC, BG), 1), ((YS, SI, CC), 2), ((SI, GC, CC, BG), 3),
                                         ((BG, YS, SI, GC), 4)])
def test_random_games_with_the_stand_in_seated_end_with_every_invariant_kept(names, game):
    report = play_game(_options(*names, stand_in_verses=1 + game % 2), game_seed("stand-in", game),
                       f"stand-in:{game}", check="full", bot_class=KindBot if game % 2 else RandomBot)
    _assert_finished(report)


def test_the_simulator_deals_the_registered_faction_into_its_line_ups():
    from rules import factions
    # the line-ups turn the registry's list by four places each game: a few games seat every faction
    needed = -(-len(factions.available()) // 4)
    *games, summary = simulate(needed, 4, seed="stand-in line-ups", check="step")
    assert summary["finished"] == needed and summary["errors"] == 0 and summary["invariant_failures"] == 0
    seated = {f for game in games for f in game["seats"].values()}
    assert SI in seated and seated == set(factions.available())


def test_the_heuristic_bot_plays_a_faction_it_has_no_hints_for():
    assert bot_factions.hints_of(SI) is bot_factions.NO_HINTS
    tally = Tally()
    report = play_game(_options(SI, GC, YS), game_seed("stand-in heuristic", 1), "h:1", check="step",
                       bot_class=HeuristicBot, tally=tally)
    _assert_finished(report)
    assert tally.missing([SI]).get(SI, []) == [f"requirement {s + 1}" for s in range(6)
                                                if not tally.requirements[(SI, s)]]


def test_a_faction_defined_elsewhere_registers_its_bot_hints_from_its_own_module():
    hints = bot_factions.Hints(progress=lambda state, faction: float(state.doom[faction]),
                               abilities=("Hymn",),
                               spotted=lambda before, e: ["Hymn"] if isinstance(e, standin_faction.HymnSung) else [])
    bot_factions.register(SI, hints)
    try:
        tally = Tally()
        report = play_game(_options(SI, GC, BG), game_seed("stand-in hints", 2), "hints:2", check="step",
                           bot_class=HeuristicBot, tally=tally)
        assert bot_factions.progress_of(SI) is hints.progress
    finally:
        bot_factions.unregister(SI)
    _assert_finished(report)
    assert tally.abilities[(SI, "Hymn")] > 0 and "Hymn" not in tally.missing([SI]).get(SI, [])
    assert bot_factions.hints_of(SI) is bot_factions.NO_HINTS


@pytest.mark.parametrize("names, bot", [((SI, GC, YS), RandomBot), ((GC, SI, BG, CC), KindBot),
                                        ((SI, YS, BG), HeuristicBot)])
def test_the_stand_in_faction_plays_on_the_stand_in_map(names, bot):
    with standin_map.registered():
        report = play_game(_options(*names, layout=standin_map.LAYOUT), game_seed("both stand-ins", len(names)),
                           "both", check="full" if bot is not HeuristicBot else "step", bot_class=bot)
    _assert_finished(report)
    assert report["layout"] == standin_map.LAYOUT


def test_random_and_heuristic_games_on_the_stand_in_map_with_four_seats_end_with_every_invariant_kept():
    with standin_map.registered():
        for game, bot in enumerate((RandomBot, HeuristicBot)):
            report = play_game(_options(GC, CC, BG, YS, layout=standin_map.LAYOUT), game_seed("map 4", game),
                               f"map4:{game}", check="step", bot_class=bot)
            _assert_finished(report)
