"""High Priests (master rulebook, High Priests; docs/neutral.md): one per faction, Recruited as a
Cultist for 3 Power, worth 1 Power in Gather Power, and Unspeakable Oath: sacrificed at any time
(never inside a Battle or a Move under way) back to the Pool for 2 Power."""
from __future__ import annotations

import rules
from rules.engine import events as ev
from rules.engine.phases import power_sources

GC, CC, BG = "great_cthulhu", "crawling_chaos", "black_goat"
PRIEST = {GC: "hp.high_priest.1", CC: "hp.high_priest.2", BG: "hp.high_priest.3"}


def _oath(t, seat):
    return [o for o in t.options(seat, "ability") if o["ability"].startswith("unspeakable_oath")]


def test_each_faction_has_its_own_high_priest_in_its_pool_when_the_game_is_played_with_them(table):
    t = table([GC, CC, BG], high_priests=True, power={GC: 8})
    assert {uid: t.state.units[uid] for uid in PRIEST.values()} == dict.fromkeys(PRIEST.values(), "pool")
    assert {uid: t.state.table[uid].faction for uid in PRIEST.values()} == {v: k for k, v in PRIEST.items()}


def test_a_game_without_high_priests_has_none_and_keeps_its_state_shape(table):
    t = table([GC, CC, BG], power={GC: 8})
    assert not any(uid.startswith("hp.") for uid in t.state.units)
    assert "loyalty" not in rules.to_position(t.state) and "neutral_books" not in rules.to_position(t.state)


def test_a_high_priest_is_recruited_as_a_cultist_for_3_power(table):
    t = table([GC, CC, BG], high_priests=True, power={GC: 8}, units={"Europe": [(GC, "acolyte", 1)]})
    choice = {"act": "recruit", "unit_type": "high_priest", "area": "Europe"}
    assert choice in t.options(GC, "recruit")
    events = t.play(GC, choice)
    recruited = [e for e in events if isinstance(e, ev.CultistRecruited)]
    assert [(e.unit, e.cost) for e in recruited] == [(PRIEST[GC], 3)]
    assert t.state.units[PRIEST[GC]] == "Europe" and t.state.power[GC] == 5


def test_a_high_priest_on_the_map_gives_1_power_in_gather_power(table):
    t = table([GC, CC, BG], high_priests=True, units={"Europe": [(GC, "acolyte", 1)]})
    before = sum(power_sources(t.state, GC).values())
    after = t.state.derive(units={**t.state.units, PRIEST[GC]: "Europe"})
    assert sum(power_sources(after, GC).values()) == before + 1


def test_unspeakable_oath_is_offered_out_of_turn_and_returns_the_priest_for_2_power(table):
    t = table([GC, CC, BG], high_priests=True, power={GC: 4, CC: 4, BG: 4}, first=GC,
              units={"Europe": [(GC, "acolyte", 1)], "Asia": [(CC, "acolyte", 1)]})
    t.state = t.state.derive(units={**t.state.units, PRIEST[CC]: "Asia"})
    assert t.waiting()[0] == GC  # Great Cthulhu's turn, yet Crawling Chaos may swear the Oath
    [oath] = _oath(t, CC)
    events = t.play(CC, oath)
    assert [type(e) for e in events][:2] == [ev.UnitEliminated, ev.PowerChanged]
    assert t.state.units[PRIEST[CC]] == "pool" and t.state.power[CC] == 6
    assert t.waiting()[0] == GC  # the Oath takes no turn


def test_unspeakable_oath_needs_the_priest_on_the_map(table):
    t = table([GC, CC, BG], high_priests=True, power={GC: 4, CC: 4, BG: 4})
    assert _oath(t, CC) == []


def test_unspeakable_oath_is_not_offered_inside_a_battle(table):
    t = table([GC, CC, BG], high_priests=True, power={GC: 4, CC: 4, BG: 4}, first=GC,
              units={"Europe": [(GC, "deep_one", 1), (CC, "acolyte", 1)]})
    t.state = t.state.derive(units={**t.state.units, PRIEST[CC]: "Europe"})
    assert _oath(t, CC)
    t.play(GC, {"act": "battle", "area": "Europe", "enemy": CC})
    assert t.state.battle is not None and _oath(t, CC) == []


def test_unspeakable_oath_is_offered_once_power_is_gathered_before_the_first_player(table):
    """Master rulebook, High Priests: the Oath may be sworn in Gather Power, its 2 Power counting
    when the First Player is determined."""
    t = table([GC, CC, BG], high_priests=True, phase="gather_power", priests={"Asia": [CC]},
              units={"South Pacific": [(GC, "acolyte", 1)], "Asia": [(CC, "acolyte", 1)],
                     "Africa": [(BG, "acolyte", 1)]})
    while t.waiting()[0] != CC:
        seat = t.waiting()[0]
        t.play(seat, next(o for o in t.options(seat) if o["act"] == "window_pass"))
    [oath] = [o for o in _oath(t, CC) if o["ability"] == "unspeakable_oath_gathered"]
    t.play(CC, oath)
    assert t.state.units[PRIEST[CC]] == "pool"
    assert t.state.power[CC] >= 2 + 2  # gathered (at least the minimum), then the Oath's 2
