"""The Library at Celaeno's components (master rulebook, Library at Celaeno Map, Silence Tokens and
the Custodian; docs/maps.md): a Silence Token for every faction as each Doom Phase begins (two for
Bubastis), spent as a 0-Power Action to activate the Custodian, which sends as many units as its
Agony roll to the Oubliette and keeps any Gate in its Area from being Controlled."""
from __future__ import annotations

from sandbox import Table, types_of
from test_library_map import _to_doom_phase

from rules.engine import events as ev
from rules.maps import library

GC, CC, YS, BU = "great_cthulhu", "crawling_chaos", "yellow_sign", "bubastis"
OUBLIETTE = library.OUBLIETTE


def _tokens(factions, **held):
    return {"faction_data": {f: ({library.SILENCE: held[f]} if held.get(f) else {}) for f in factions}}


POWER = {GC: 2, CC: 2, YS: 2}  # the Action Phase goes on while some faction has Power


def _custodian(area):
    return {"act": "ability", "ability": library.ACTIVATE_CUSTODIAN, "area": area}


def test_every_faction_takes_one_silence_token_as_the_doom_phase_begins_and_bubastis_two():
    table = Table([GC, CC, BU], layout="library_3p", power={GC: 1},
                  units={"Hyperquarium (Sea)": [(GC, "acolyte", 1)], "Blue Hall": [(CC, "acolyte", 1)]},
                  gates={"Hyperquarium (Sea)": GC})
    _to_doom_phase(table)
    assert {f: library.silence_tokens(table.state, f) for f in (GC, CC, BU)} == {GC: 1, CC: 1, BU: 2}


def test_a_faction_never_holds_more_than_one_silence_token():
    table = Table([GC, CC, YS], layout="library_3p", power=POWER, extra=_tokens([GC, CC, YS], great_cthulhu=1))
    taken = library.take_silence(table.state, GC, None, None)
    assert sorted(e.faction for e in taken) == [CC, YS]


def test_silence_tokens_are_all_discarded_as_power_is_gathered():
    table = Table([GC, CC, BU], layout="library_3p", power={GC: 2, CC: 2, BU: 2}, extra=_tokens([GC, CC, BU], great_cthulhu=1, bubastis=2))
    discarded = library.discard_silence(table.state, GC, None, None)
    assert {(e.faction, e.value) for e in discarded} == {(GC, None), (BU, None)}


def test_the_custodian_is_an_action_of_0_power_for_a_silence_token_into_any_area():
    table = Table([GC, CC, YS], layout="library_3p", power={**POWER, YS: 1},
                  units={"Black Hall": [(YS, "acolyte", 1)]}, first=YS, extra=_tokens([GC, CC, YS], yellow_sign=1))
    offered = [o for o in table.options(YS, "ability") if o["ability"] == library.ACTIVATE_CUSTODIAN]
    assert {o["area"] for o in offered} == set(table.state.map.areas)
    without = Table([GC, CC, YS], layout="library_3p", power=POWER, units={"Black Hall": [(YS, "acolyte", 1)]}, first=YS)
    assert not [o for o in without.options(YS, "ability") if o["ability"] == library.ACTIVATE_CUSTODIAN]


def test_the_rulebook_example_the_custodian_stays_in_the_black_hall_and_sends_three_units_to_the_oubliette():
    """Master rulebook, the Custodian, Example (its "Black Chamber" is the Black Hall): the Custodian
    already stands there; a 2 is rolled, 3 with its +1 for staying; the Yellow Sign sends its own
    King in Yellow, Crawling Chaos two units and Cthulhu none; Crawling Chaos keeps its Nightgaunt."""
    units = {"Black Hall": [(GC, "cthulhu", 1), (GC, "acolyte", 2), (CC, "nightgaunt", 1), (CC, "acolyte", 2),
                            (YS, "king_in_yellow", 1)]}
    extra = {**_tokens([GC, CC, YS], yellow_sign=1), "map_data": {library.CUSTODIAN: "Black Hall"}}
    table = Table([GC, CC, YS], layout="library_3p", units=units, power={**POWER, YS: 1}, first=YS, dice=[2], extra=extra)
    new = table.play(YS, _custodian("Black Hall"))
    assert [e.faces for e in types_of(new, ev.DiceRolled)] == [(2,)]
    assert library.silence_tokens(table.state, YS) == 0 and table.state.power[YS] == 1
    table.play(YS, {"act": "answer", "ability": library.CUSTODIAN_VICTIM, "faction": YS})
    assert table.state.units["ys.king_in_yellow.1"] == OUBLIETTE
    table.play(YS, {"act": "answer", "ability": library.CUSTODIAN_VICTIM, "faction": CC})
    units_asked = {o["unit"] for o in table.options(CC, "answer")}
    assert units_asked == {"cc.nightgaunt.1", "cc.acolyte.1"}
    table.play(CC, {"act": "answer", "ability": library.CUSTODIAN_UNIT, "unit": "cc.acolyte.1"})
    table.play(YS, {"act": "answer", "ability": library.CUSTODIAN_VICTIM, "faction": CC})
    acolyte = next(o["unit"] for o in table.options(CC, "answer") if o["unit"].startswith("cc.acolyte"))
    table.play(CC, {"act": "answer", "ability": library.CUSTODIAN_UNIT, "unit": acolyte})
    sent = {u for u, w in table.state.units.items() if w == OUBLIETTE}
    assert sent == {"ys.king_in_yellow.1", "cc.acolyte.1", "cc.acolyte.2"}
    assert table.state.units["cc.nightgaunt.1"] == "Black Hall"
    assert table.state.faction_data[YS].get("demand") is None


def test_the_custodian_sends_every_unit_there_when_the_roll_is_as_many():
    table = Table([GC, CC, YS], layout="library_3p", power=POWER, first=YS, dice=[6],
                  units={"Blue Hall": [(GC, "acolyte", 2), (CC, "acolyte", 1)]}, extra=_tokens([GC, CC, YS], yellow_sign=1))
    table.play(YS, _custodian("Blue Hall"))
    assert table.state.map_data[library.CUSTODIAN] == "Blue Hall"
    assert {u for u, w in table.state.units.items() if w == OUBLIETTE} == {"gc.acolyte.1", "gc.acolyte.2", "cc.acolyte.1"}
    assert table.state.faction_data[YS].get("demand") is None


def test_no_abandoned_gate_may_be_controlled_where_the_custodian_stands():
    units = {"Blue Hall": [(GC, "acolyte", 1)], "Black Hall": [(GC, "acolyte", 1)]}
    extra = {"map_data": {library.CUSTODIAN: "Blue Hall"}}
    table = Table([GC, CC, YS], layout="library_3p", units=units, power={GC: 8},
                  gates={"Blue Hall": None, "Black Hall": None}, extra=extra)
    controls = {o["area"] for o in table.options(GC, "control_gate")}
    assert controls == {"Black Hall"}


def test_a_gate_created_where_the_custodian_stands_stays_abandoned():
    extra = {"map_data": {library.CUSTODIAN: "Blue Hall"}}
    table = Table([GC, CC, YS], layout="library_3p", units={"Blue Hall": [(GC, "acolyte", 1)]}, power={GC: 8}, extra=extra)
    assert [o["control"] for o in table.options(GC, "create_gate") if o["area"] == "Blue Hall"] == [False]


def test_a_controlled_gate_stays_controlled_when_the_custodian_arrives():
    """Its holder chooses which unit goes: the one beside the Gate, and the Gate stays Controlled."""
    table = Table([GC, CC, YS], layout="library_3p", power=POWER, first=YS, dice=[1],
                  units={"Blue Hall": [(GC, "acolyte", 2)], "Black Hall": [(YS, "acolyte", 1)]},
                  gates={"Blue Hall": GC}, extra=_tokens([GC, CC, YS], yellow_sign=1))
    holder = table.state.gates["Blue Hall"]
    table.play(YS, _custodian("Blue Hall"))
    asked = [o["unit"] for o in table.options(GC, "answer")]
    assert holder in asked and len(asked) == 2
    beside = next(u for u in asked if u != holder)
    table.play(GC, {"act": "answer", "ability": library.CUSTODIAN_UNIT, "unit": beside})
    assert table.state.units[beside] == OUBLIETTE and table.state.gates["Blue Hall"] == holder


def test_the_view_shows_where_the_custodian_stands_and_each_factions_silence_tokens():
    from rules.engine.view import view
    extra = {**_tokens([GC, CC, YS], yellow_sign=1), "map_data": {library.CUSTODIAN: "Blue Hall"}}
    table = Table([GC, CC, YS], layout="library_3p", power=POWER, extra=extra)
    seen = view(table.state, "great_cthulhu")
    assert seen["map_data"] == {"custodian": "Blue Hall"}
    assert seen["factions"][YS]["data"][library.SILENCE] == 1
