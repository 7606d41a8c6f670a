"""The Library at Celaeno's components (master rulebook, Library at Celaeno Map, Silence Tokens and
the Custodian; docs/maps.md): a Silence Token for every faction as each Doom Phase begins (two for
Bubastis), spent as a 0-Power Action to activate the Custodian, which sends as many units as its
Agony roll to the Oubliette and keeps any Gate in its Area from being Controlled."""
from __future__ import annotations

from sandbox import Table, types_of
from test_library_map import _to_doom_phase

from rules.engine import events as ev
from rules.maps import library

GC, CC, YS, BU, BG, SL = "great_cthulhu", "crawling_chaos", "yellow_sign", "bubastis", "black_goat", "sleeper"
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


# -- the Library Tomes -----------------------------------------------------------------------

def _held(**tomes):
    """map_data for Tomes held: {Tome: (holder, overdue)}."""
    return {library.TOMES: {t.replace("_", " ").replace("Naach Tith", "Naach-Tith"): {"holder": h, "overdue": o, "down": False}
                            for t, (h, o) in tomes.items()}}


def test_a_faction_controlling_a_tome_areas_gate_takes_its_tome_after_the_action():
    """Master rulebook, the Library Tomes: Control the Gate in a Tome's Area and take the Tome."""
    table = Table([GC, CC, YS], layout="library_3p", power=POWER, first=GC,
                  units={"Yr and the Nhhngr": [(GC, "acolyte", 1)]}, gates={"Yr and the Nhhngr": None})
    table.play(GC, {"act": "control_gate", "area": "Yr and the Nhhngr", "unit": "gc.acolyte.1"})
    assert library.tomes(table.state)[library.YR] == {"holder": GC, "overdue": False, "down": False}
    assert library.tomes_held(table.state, GC) == [library.YR]


def test_a_tome_is_overdue_once_its_holder_loses_control_of_its_gate():
    extra = {"map_data": _held(Yr_and_the_Nhhngr=(GC, False))}
    table = Table([GC, CC, YS], layout="library_3p", power=POWER, first=GC, extra=extra,
                  units={"Yr and the Nhhngr": [(GC, "acolyte", 1)]}, gates={"Yr and the Nhhngr": GC})
    table.play(GC, {"act": "abandon_gate", "area": "Yr and the Nhhngr"})
    assert library.tomes(table.state)[library.YR]["overdue"] is True
    assert library.tomes_held(table.state, GC, overdue=True) == [library.YR]


def test_larvae_of_the_outer_gods_gains_an_elder_sign_when_an_enemy_has_more_power_then_turns_face_down():
    extra = {"map_data": _held(Larvae_of_the_Outer_Gods=(GC, False))}
    table = Table([GC, CC, YS], layout="library_3p", power={GC: 2, CC: 5, YS: 1}, first=GC, extra=extra,
                  units={"Blue Hall": [(GC, "acolyte", 1)]})
    table.play(GC, {"act": "ability", "ability": "tome_larvae"})
    assert len(table.state.elder_signs[GC]) == 1 and table.state.power[GC] == 1
    assert library.tomes(table.state)[library.LARVAE]["down"] is True
    assert not [o for o in table.options(GC, "ability") if o["ability"] == "tome_larvae"]


def test_larvae_is_not_offered_while_no_enemy_has_more_power():
    extra = {"map_data": _held(Larvae_of_the_Outer_Gods=(GC, False))}
    table = Table([GC, CC, YS], layout="library_3p", power={GC: 5, CC: 5, YS: 1}, first=GC, extra=extra,
                  units={"Blue Hall": [(GC, "acolyte", 1)]})
    assert not [o for o in table.options(GC, "ability") if o["ability"] == "tome_larvae"]


def test_yr_and_the_nhhngr_gives_2_power_or_a_free_monster_at_a_gate_when_an_enemy_has_more_doom():
    """Master rulebook FAQ: a 1-Power Action with a "gain 2 Power" choice."""
    extra = {"map_data": _held(Yr_and_the_Nhhngr=(GC, False))}
    table = Table([GC, CC, YS], layout="library_3p", power=POWER, doom={CC: 3}, first=GC, extra=extra,
                  units={"Blue Hall": [(GC, "acolyte", 1)]}, gates={"Blue Hall": GC})
    offered = [o for o in table.options(GC, "ability") if o["ability"] == "tome_yr"]
    assert {"act": "ability", "ability": "tome_yr", "take": "monster", "unit_type": "deep_one",
            "area": "Blue Hall"} in offered
    table.play(GC, {"act": "ability", "ability": "tome_yr", "take": "power"})
    assert table.state.power[GC] == 2 - 1 + 2
    assert library.tomes(table.state)[library.YR]["down"] is True


def test_a_face_down_tome_turns_face_up_as_the_doom_phase_begins():
    state = Table([GC, CC, YS], layout="library_3p", power=POWER,
                  extra={"map_data": {library.TOMES: {library.YR: {"holder": GC, "overdue": False, "down": True}}}}).state
    [turned] = library.tomes_face_up(state, GC, None, None)
    assert turned.value[library.YR]["down"] is False


def test_guardian_under_the_lake_moves_one_enemys_units_from_an_archway_area_to_another():
    extra = {"map_data": _held(Guardian_Under_the_Lake=(GC, False))}
    table = Table([GC, CC, YS], layout="library_3p", power=POWER, first=GC, extra=extra,
                  units={"Black Hall": [(CC, "acolyte", 2), (YS, "acolyte", 1)], "Blue Hall": [(GC, "acolyte", 1)]})
    table.play(GC, {"act": "ability", "ability": "tome_guardian", "area": "Black Hall", "enemy": CC,
                    "to": "Floating Tower"})
    assert sorted(u for u, w in table.state.units.items() if w == "Floating Tower") == ["cc.acolyte.1", "cc.acolyte.2"]
    assert table.state.units["ys.acolyte.1"] == "Black Hall"


# -- the Librarian ---------------------------------------------------------------------------

def test_the_librarian_is_offered_only_against_an_enemy_with_an_overdue_tome():
    units = {"Blue Hall": [(GC, "acolyte", 1)], "Black Hall": [(SL, "acolyte", 1)]}
    plain = Table([GC, CC, SL], layout="library_3p", power={GC: 2, CC: 2, SL: 2}, first=SL, units=units,
                  extra={**_tokens([GC, CC, SL], sleeper=1), "map_data": _held(Yr_and_the_Nhhngr=(GC, False))})
    assert not [o for o in plain.options(SL, "ability") if o["ability"] == library.ACTIVATE_LIBRARIAN]
    overdue = Table([GC, CC, SL], layout="library_3p", power={GC: 2, CC: 2, SL: 2}, first=SL, units=units,
                    extra={**_tokens([GC, CC, SL], sleeper=1), "map_data": _held(Yr_and_the_Nhhngr=(GC, True))})
    offered = [o["area"] for o in overdue.options(SL, "ability") if o["ability"] == library.ACTIVATE_LIBRARIAN]
    assert offered == ["Blue Hall"]


def test_the_rulebook_example_cthulhu_satisfies_4_agony_with_a_tome_a_unit_and_2_doom():
    """Master rulebook, the Librarian, Example: the Librarian stands in the Oubliette, where Cthulhu
    has 4 units; Sleeper spends a token without moving it, rolls 3, 4 with the +1; Cthulhu returns his
    Overdue Tome, loses 1 unit and 2 Doom."""
    extra = {**_tokens([GC, BG, SL], sleeper=1),
             "map_data": {**_held(Yr_and_the_Nhhngr=(GC, True), Larvae_of_the_Outer_Gods=(BG, True)),
                          library.LIBRARIAN: OUBLIETTE}}
    table = Table([GC, BG, SL], layout="library_3p", power={GC: 2, BG: 2, SL: 2}, doom={GC: 5}, first=SL,
                  dice=[4], extra=extra, units={OUBLIETTE: [(GC, "acolyte", 4)], "Blue Hall": [(SL, "acolyte", 1)]})
    table.play(SL, {"act": "ability", "ability": library.ACTIVATE_LIBRARIAN, "area": OUBLIETTE})
    assert [e.faces for e in types_of(table.events, ev.DiceRolled)][-1] == (3,)
    pay = {"act": "answer", "ability": library.LIBRARIAN_PAY}
    table.play(GC, {**pay, "pay": "tome", "area": library.YR})
    table.play(GC, {**pay, "pay": "unit", "unit": next(o["unit"] for o in table.options(GC, "answer") if o["pay"] == "unit")})
    table.play(GC, {**pay, "pay": "doom"})
    table.play(GC, {**pay, "pay": "doom"})
    assert table.state.doom[GC] == 3
    assert len([u for u, w in table.state.units.items() if w == OUBLIETTE and u.startswith("gc.")]) == 3
    assert library.tomes(table.state)[library.YR]["holder"] is None
    assert library.tomes_held(table.state, BG, overdue=True) == [library.LARVAE]
    assert table.state.faction_data[SL].get("demand") is None


def test_a_tome_returned_to_a_controlled_gate_goes_at_once_to_the_gates_controller():
    extra = {**_tokens([GC, CC, SL], sleeper=1), "map_data": _held(Yr_and_the_Nhhngr=(GC, True))}
    table = Table([GC, CC, SL], layout="library_3p", power={GC: 2, CC: 2, SL: 2}, first=SL, dice=[1], extra=extra,
                  units={"Blue Hall": [(GC, "acolyte", 1)], "Yr and the Nhhngr": [(CC, "acolyte", 1)]},
                  gates={"Yr and the Nhhngr": CC})
    table.play(SL, {"act": "ability", "ability": library.ACTIVATE_LIBRARIAN, "area": "Blue Hall"})
    table.play(GC, {"act": "answer", "ability": library.LIBRARIAN_PAY, "pay": "tome", "area": library.YR})
    assert library.tomes(table.state)[library.YR] == {"holder": CC, "overdue": False, "down": False}


def test_the_librarian_divides_its_agony_among_the_victims_there_and_unsatisfiable_agony_is_ignored():
    extra = {**_tokens([GC, CC, SL], sleeper=1),
             "map_data": _held(Yr_and_the_Nhhngr=(GC, True), Larvae_of_the_Outer_Gods=(CC, True))}
    table = Table([GC, CC, SL], layout="library_3p", power={GC: 2, CC: 2, SL: 2}, first=SL, dice=[6], extra=extra,
                  units={"Blue Hall": [(GC, "acolyte", 1), (CC, "acolyte", 1)]})
    table.play(SL, {"act": "ability", "ability": library.ACTIVATE_LIBRARIAN, "area": "Blue Hall"})  # 4 Agony
    share = {"act": "answer", "ability": library.LIBRARIAN_VICTIM}
    for victim in (GC, GC, GC, CC):
        table.play(SL, {**share, "faction": victim})
    pay = {"act": "answer", "ability": library.LIBRARIAN_PAY}
    table.play(GC, {**pay, "pay": "unit", "unit": "gc.acolyte.1"})
    # its Tome is all Cthulhu has left to give (the one choice is taken for it); the third is ignored
    assert library.tomes(table.state)[library.YR]["holder"] is None
    table.play(CC, {**pay, "pay": "unit", "unit": "cc.acolyte.1"})
    assert table.state.faction_data[SL].get("demand") is None
    assert library.tomes_held(table.state, CC, overdue=True) == [library.LARVAE]


def test_a_battle_against_the_holder_of_barrier_of_naach_tith_needs_the_toll_paid_first():
    """Master rulebook FAQ, Barrier of Naach-Tith: to Battle its holder, first discard a Silence Token
    (or release a Captured Cultist); the toll serves the one Action it was paid for."""
    extra = {**_tokens([GC, CC, YS], great_cthulhu=1), "map_data": _held(Barrier_of_Naach_Tith=(CC, False))}
    table = Table([GC, CC, YS], layout="library_3p", power=POWER, first=GC, extra=extra,
                  units={"Blue Hall": [(GC, "deep_one", 2), (CC, "acolyte", 1), (YS, "acolyte", 1)]})
    battles = {o["enemy"] for o in table.options(GC, "battle")}
    assert battles == {YS}
    table.play(GC, {"act": "ability", "ability": "barrier_toll", "pay": "silence"})
    assert library.silence_tokens(table.state, GC) == 0
    assert {o["enemy"] for o in table.options(GC, "battle")} == {CC, YS}
    table.play(GC, {"act": "recruit", "unit_type": "acolyte", "area": "Blue Hall"})
    assert not table.state.faction_data[GC].get(library.TOLL)  # spent with the Action


def test_the_barrier_toll_may_be_a_captured_cultist_released_to_its_owner():
    extra = {"map_data": _held(Barrier_of_Naach_Tith=(CC, False))}
    table = Table([GC, CC, YS], layout="library_3p", power=POWER, first=GC, extra=extra,
                  units={"Blue Hall": [(GC, "deep_one", 1), (CC, "acolyte", 1)]}, captured={GC: [(YS, "acolyte", 1)]})
    [paid] = [o for o in table.options(GC, "ability") if o["ability"] == "barrier_toll"]
    table.play(GC, paid)
    assert table.state.units[paid["unit"]] == "pool"
    assert CC in {o["enemy"] for o in table.options(GC, "battle")}
