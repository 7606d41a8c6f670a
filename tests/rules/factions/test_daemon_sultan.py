"""Daemon Sultan: set-up with 4 Power and nothing on the map, Psychosis, the Larvae and the three
Avatars with the Azathoth marker, the Chaos Gates, the once-per-round Spellbooks and the six
requirements (master rulebook, Daemon Sultan faction chapter and FAQ; docs/factions.md, Daemon
Sultan; docs/rulings.md, Expansion factions: disputed points)."""
from __future__ import annotations

from dataclasses import replace

import pytest
from conftest import CC, GC, YS
from sandbox import types_of

import rules
from rules import factions
from rules.engine import events as ev
from rules.engine.pieces import strength
from rules.engine.state import POOL
from rules.factions.daemon_sultan.events import (
    ChaosGateMoved,
    ChaosGatePlaced,
    ChaosGateTurned,
    TraitorSeated,
)

DS = "daemon_sultan"
ASIA, EUROPE, AFRICA = "Asia", "Europe", "Africa"
BOOKS = ("Animate Matter", "Chaos Gate", "Consummation", "Fiendish Growth", "Traitors!", "Undirected Energy")


# The Awakening requirements' slots (3 to 5) covered, so an Awakening asks for no Spellbook.
AWAKENINGS_COVERED = {3: "Consummation", 4: "Fiendish Growth", 5: "Undirected Energy"}


def _ds(game, units=None, books=None, data=None, others=(GC, CC), **kw):
    """A table with Daemon Sultan and `others`; `books` on its card ({slot: name}, or names from
    slot 0; by default the Awakening slots covered), `data` its bookkeeping."""
    extra = dict(kw.pop("extra", {}))
    extra["faction_data"] = {DS: {"start_area": ASIA, **(data or {})}, **{f: {} for f in others}}
    placed = AWAKENINGS_COVERED if books is None else books if isinstance(books, dict) else dict(enumerate(books))
    extra["spellbooks"] = {DS: [[i, b] for i, b in sorted(placed.items())], **{f: [] for f in others}}
    return game([DS, *others], units=units or {}, extra=extra, **kw)


def _abilities(t, seat, name):
    return [o for o in t.options(seat, "ability") if o["ability"] == name]


def _answers(t, seat, ability):
    return [o for o in t.options(seat, "answer") if o["ability"] == ability]


@pytest.fixture
def offered():
    """Daemon Sultan as a table sees it once offered: its ruleset options are listed and accepted."""
    spec = factions.get(DS)
    factions.register(replace(spec, offered=True))
    yield
    factions.register(spec)


def _new(lineup, **rules_options):
    seats = [{"seat": f, "faction": f} for f in lineup]
    return rules.new_game({"seats": seats, "sandbox": True, "rules": rules_options}, b"a seed of sixteen bytes or more")


# -- set-up ------------------------------------------------------------------------------------

def test_daemon_sultan_sets_up_with_four_power_and_nothing_on_the_map():
    """Master rulebook, Daemon Sultan, Set-up: 4 Power (the others have 8) and no unit or Gate on the
    map; it has no start Area until its first Acolyte is placed."""
    state = rules.replay(_new([DS, GC, CC]))
    assert state.power[DS] == 4 and state.power[GC] == 8
    assert not [u for u, w in state.units.items() if u.startswith("ds.") and w != POOL]
    assert state.faction_data[DS]["start_area"] is None
    assert state.first_player is not None or rules.pending(state)


def test_daemon_sultan_may_recruit_anywhere_with_no_unit_on_the_map_and_that_fixes_its_start_area(game):
    """Master rulebook, Recruit Cultist: anywhere when you have no unit on the map; the first Area
    where Daemon Sultan places a Cultist is its start Area."""
    t = _ds(game, power={DS: 4}, data={"start_area": None})
    assert len({o["area"] for o in t.options(DS, "recruit")}) == len(t.state.map.areas)
    t.play(DS, {"act": "recruit", "unit_type": "acolyte", "area": AFRICA})
    assert t.state.faction_data[DS]["start_area"] == AFRICA


# -- Psychosis ---------------------------------------------------------------------------------

def test_psychosis_places_an_acolyte_for_free_only_where_no_unit_stands(game):
    """Master rulebook, Daemon Sultan, Psychosis: Action, 0 Power: an Acolyte from your Pool into an
    Area with no Units of any faction."""
    t = _ds(game, units={ASIA: [(GC, "acolyte", 1)]}, power={DS: 2, GC: 1}, data={"start_area": None})
    areas = {o["area"] for o in _abilities(t, DS, "psychosis")}
    assert ASIA not in areas and EUROPE in areas
    t.play(DS, {"act": "ability", "ability": "psychosis", "area": EUROPE})
    assert t.units_at(EUROPE, DS) == ["ds.acolyte.1"] and t.state.power[DS] == 2
    assert t.state.faction_data[DS]["start_area"] == EUROPE


def test_psychosis_may_place_where_only_a_gate_stands(game):
    """Master rulebook, FAQ, Daemon Sultan: Gates, Chaos Gates and Cathedrals are Buildings, not
    Units, so Psychosis may place an Acolyte in an Area with an Abandoned Gate and no Unit."""
    t = _ds(game, units={ASIA: [(GC, "acolyte", 1)]}, gates={EUROPE: None}, power={DS: 2, GC: 1})
    assert EUROPE in {o["area"] for o in _abilities(t, DS, "psychosis")}


def test_another_factions_start_area_counts_as_both_when_daemon_sultan_places_first_there(game):
    """Master rulebook, FAQ, Daemon Sultan: its first Acolyte in another faction's start Area makes
    that Area its start Area too."""
    t = _ds(game, units={ASIA: [(GC, "acolyte", 1)]}, power={DS: 2, GC: 1}, data={"start_area": None})
    gc_start = t.state.map.start_areas[GC][0]
    t.play(DS, {"act": "ability", "ability": "psychosis", "area": gc_start})
    assert t.state.faction_data[DS]["start_area"] == gc_start


def test_psychosis_needs_an_acolyte_in_the_pool(game):
    t = _ds(game, units={ASIA: [(DS, "acolyte", 6)]}, power={DS: 2})
    assert not _abilities(t, DS, "psychosis")


# -- units -------------------------------------------------------------------------------------

def test_larvae_are_monsters_costing_one_and_fight_with_two_only_beside_their_avatar_in_play(game):
    """Master rulebook, Daemon Sultan, faction card: 2 Larvae of each type, Monsters, cost 1, Combat
    0, or 2 while their Avatar is in play."""
    spec = factions.get(DS)
    for larva in ("larva_thesis", "larva_antithesis", "larva_synthesis"):
        assert spec.unit(larva).count == 2 and spec.unit(larva).cost == 1 and spec.unit(larva).monster
    t = _ds(game, units={ASIA: [(DS, "larva_thesis", 2), (DS, "larva_antithesis", 1)]})
    larvae = t.units_at(ASIA, DS)
    assert strength(t.state, DS, GC, larvae) == 0
    t = _ds(game, units={ASIA: [(DS, "larva_thesis", 1), (DS, "larva_antithesis", 1)],
                         EUROPE: [(DS, "avatar_thesis", 1)]}, data={"azathoth_marker": 3})
    assert strength(t.state, DS, GC, t.units_at(ASIA, DS)) == 2


def test_a_larva_is_summoned_at_a_gate_for_one_power(game):
    t = _ds(game, units={ASIA: [(DS, "acolyte", 1)]}, gates={ASIA: DS}, power={DS: 1})
    t.play(DS, {"act": "summon", "unit_type": "larva_thesis", "area": ASIA})
    assert t.state.power[DS] == 0 and "ds.larva_thesis.1" in t.units_at(ASIA, DS)


# -- Avatar Thesis -----------------------------------------------------------------------------

def test_avatar_thesis_sets_the_azathoth_marker_pays_it_and_replaces_his_larva(game):
    """Master rulebook, Daemon Sultan, Avatar Thesis: set the Azathoth marker to 0-8, pay that much
    Power; the Avatar replaces the Larva; his Combat is the marker's value."""
    t = _ds(game, units={ASIA: [(DS, "larva_thesis", 1)]}, power={DS: 5, GC: 0, CC: 0})
    markers = {o["marker"] for o in _abilities(t, DS, "awaken_thesis")}
    assert markers == {0, 1, 2, 3, 4, 5}
    t.play(DS, {"act": "ability", "ability": "awaken_thesis", "area": ASIA, "marker": 3})
    assert t.state.power[DS] == 2 and t.state.faction_data[DS]["azathoth_marker"] == 3
    assert t.units_at(ASIA, DS) == ["ds.avatar_thesis.1"] and t.state.units["ds.larva_thesis.1"] == POOL
    assert strength(t.state, DS, GC, ["ds.avatar_thesis.1"]) == 3


def test_thesis_needs_a_larva_thesis_on_the_map(game):
    t = _ds(game, units={ASIA: [(DS, "acolyte", 1)]}, power={DS: 8})
    assert not _abilities(t, DS, "awaken_thesis")


def test_thesis_then_every_enemy_gains_one_power_or_one_enemy_two(game):
    """The printed card (docs/rulings.md, Expansion factions: disputed points): after Awakening Thesis,
    every enemy gains 1 Power, or one enemy of your choice gains 2."""
    t = _ds(game, units={ASIA: [(DS, "larva_thesis", 1)]}, power={DS: 5, GC: 0, CC: 0})
    t.play(DS, {"act": "ability", "ability": "awaken_thesis", "area": ASIA, "marker": 0})
    assert {o["to"] for o in _answers(t, DS, "thesis_gift")} == {None, GC, CC}
    t.play(DS, {"act": "answer", "ability": "thesis_gift", "to": None})
    assert t.state.power[GC] == 1 and t.state.power[CC] == 1
    t = _ds(game, units={ASIA: [(DS, "larva_thesis", 1)]}, power={DS: 5, GC: 0, CC: 0})
    t.play(DS, {"act": "ability", "ability": "awaken_thesis", "area": ASIA, "marker": 0})
    t.play(DS, {"act": "answer", "ability": "thesis_gift", "to": CC})
    assert t.state.power[GC] == 0 and t.state.power[CC] == 2


def test_thesis_by_the_rulebook_shares_power_and_an_enemy_given_none_gains_doom(game, offered):
    """Ruleset option daemon_sultan_thesis_effect "rulebook": share out as many Power as there are
    players among the enemies; an enemy given none gains 1 Doom."""
    t = _ds(game, units={ASIA: [(DS, "larva_thesis", 1)]}, power={DS: 5, GC: 0, CC: 0},
            ruleset={"daemon_sultan_thesis_effect": "rulebook"})
    t.play(DS, {"act": "ability", "ability": "awaken_thesis", "area": ASIA, "marker": 0})
    for _ in range(3):
        t.play(DS, {"act": "answer", "ability": "thesis_share", "to": GC})
    assert t.state.power[GC] == 3 and t.state.power[CC] == 0
    assert t.state.doom[CC] == 1 and t.state.doom[GC] == 0
    assert t.state.faction_data[DS].get("demand") is None


def test_the_marker_moves_each_time_thesis_awakens(game):
    """Master rulebook, FAQ, Daemon Sultan: the marker's position changes each time Avatar Thesis
    Awakens."""
    t = _ds(game, units={ASIA: [(DS, "larva_thesis", 1)]}, power={DS: 8, GC: 0, CC: 0},
            data={"azathoth_marker": 6, "avatar_thesis_awakened": True})
    t.play(DS, {"act": "ability", "ability": "awaken_thesis", "area": ASIA, "marker": 1})
    assert t.state.faction_data[DS]["azathoth_marker"] == 1 and t.state.power[DS] == 7


# -- Avatar Antithesis -------------------------------------------------------------------------

def test_antithesis_needs_thesis_awakened_before_and_costs_eight_minus_the_marker(game):
    """Master rulebook, Daemon Sultan, Avatar Antithesis: Thesis has Awakened at least once (he need
    not be in play); pay 8 minus the marker; Combat 8 minus the marker."""
    units = {ASIA: [(DS, "larva_antithesis", 1)]}
    t = _ds(game, units=units, power={DS: 8}, data={"azathoth_marker": 2})
    assert not _abilities(t, DS, "awaken_antithesis")
    t = _ds(game, units=units, power={DS: 8}, data={"azathoth_marker": 2, "avatar_thesis_awakened": True})
    t.play(DS, {"act": "ability", "ability": "awaken_antithesis", "area": ASIA})
    assert t.state.power[DS] == 2 and t.units_at(ASIA, DS) == ["ds.avatar_antithesis.1"]
    assert strength(t.state, DS, GC, ["ds.avatar_antithesis.1"]) == 6


def test_antithesis_then_every_enemy_gains_one_doom_or_one_enemy_an_elder_sign(game):
    """The printed card: every enemy gains 1 Doom, or one enemy of your choice gains 1 Elder Sign."""
    data = {"azathoth_marker": 8, "avatar_thesis_awakened": True}
    t = _ds(game, units={ASIA: [(DS, "larva_antithesis", 1)]}, power={DS: 1}, data=data)
    t.play(DS, {"act": "ability", "ability": "awaken_antithesis", "area": ASIA})
    t.play(DS, {"act": "answer", "ability": "antithesis_curse", "to": None})
    assert t.state.doom[GC] == 1 and t.state.doom[CC] == 1
    t = _ds(game, units={ASIA: [(DS, "larva_antithesis", 1)]}, power={DS: 1}, data=data)
    t.play(DS, {"act": "ability", "ability": "awaken_antithesis", "area": ASIA})
    t.play(DS, {"act": "answer", "ability": "antithesis_curse", "to": GC})
    assert len(t.state.elder_signs[GC]) == 1 and not t.state.elder_signs[CC]


def test_antithesis_by_the_rulebook_makes_every_other_player_eliminate_a_cultist(game, offered):
    """Ruleset option daemon_sultan_antithesis_effect "rulebook": every other player chooses and
    Eliminates one of his Cultists."""
    data = {"azathoth_marker": 8, "avatar_thesis_awakened": True}
    units = {ASIA: [(DS, "larva_antithesis", 1)], EUROPE: [(GC, "acolyte", 2), (CC, "acolyte", 1)]}
    t = _ds(game, units=units, power={DS: 1}, data=data, ruleset={"daemon_sultan_antithesis_effect": "rulebook"})
    new = t.play(DS, {"act": "ability", "ability": "awaken_antithesis", "area": ASIA})
    # one kind of Cultist each: each answer is the only one, given at once, in turn order
    assert [e.unit[:2] for e in types_of(new, ev.UnitEliminated) if e.cause == "avatar_antithesis"] == ["gc", "cc"]
    assert len(t.units_at(EUROPE, GC)) == 1 and not t.units_at(EUROPE, CC)


# -- Avatar Synthesis --------------------------------------------------------------------------

SYNTH = {"azathoth_marker": 4, "avatar_thesis_awakened": True, "avatar_antithesis_awakened": True}


def test_synthesis_needs_thesis_and_antithesis_awakened_before_and_costs_eight(game):
    units = {ASIA: [(DS, "larva_synthesis", 1)]}
    t = _ds(game, units=units, power={DS: 8}, data={"avatar_thesis_awakened": True})
    assert not _abilities(t, DS, "awaken_synthesis")
    t = _ds(game, units=units, power={DS: 7}, data=SYNTH)
    assert not _abilities(t, DS, "awaken_synthesis")
    t = _ds(game, units=units, power={DS: 8, GC: 10, CC: 10}, data=SYNTH, dice=[3])
    t.play(DS, {"act": "ability", "ability": "awaken_synthesis", "area": ASIA})
    assert t.state.power[DS] == 0 and t.units_at(ASIA, DS) == ["ds.avatar_synthesis.1"]


def test_synthesis_the_enemies_cover_the_azathoth_roll_halved_with_three_players(game):
    """Awaken Synthesis: roll the Azathoth die (a die plus 2); with 2 or 3 players halved, rounded
    up; the enemies in turn offer shares of it in Power (then Doom) until it is covered."""
    t = _ds(game, units={ASIA: [(DS, "larva_synthesis", 1)]}, power={DS: 8, GC: 2, CC: 10}, data=SYNTH,
            dice=[3])  # 3 + 2 = 5, halved: 3
    t.play(DS, {"act": "ability", "ability": "awaken_synthesis", "area": ASIA})
    seat, kind = t.waiting()
    assert kind == "negotiation"
    offers = {o["offer"] for o in _answers(t, seat, "synthesis_offer")}
    assert max(offers) == min(3, t.state.power[seat] + t.state.doom[seat])
    t.play(seat, {"act": "answer", "ability": "synthesis_offer", "offer": 2})
    seat2, _ = t.waiting()
    assert seat2 != seat
    t.play(seat2, {"act": "answer", "ability": "synthesis_offer", "offer": 1})
    assert t.state.power[GC] + t.state.power[CC] == 12 - 3
    assert t.state.phase != "ended"


def test_synthesis_wins_the_game_when_the_enemies_cannot_cover_the_roll(game):
    """If the enemies cannot agree to lose the roll between them, Daemon Sultan wins the game."""
    t = _ds(game, units={ASIA: [(DS, "larva_synthesis", 1)]}, power={DS: 8, GC: 1, CC: 0}, data=SYNTH,
            dice=[6])
    t.play(DS, {"act": "ability", "ability": "awaken_synthesis", "area": ASIA})
    assert t.state.phase == "ended" and tuple(t.state.result["winners"]) == (DS,)


def test_synthesis_wins_when_the_offers_fall_short(game):
    t = _ds(game, units={ASIA: [(DS, "larva_synthesis", 1)]}, power={DS: 8, GC: 5, CC: 5}, data=SYNTH,
            dice=[6])  # 8, halved: 4
    t.play(DS, {"act": "ability", "ability": "awaken_synthesis", "area": ASIA})
    for _ in range(2):
        seat, _ = t.waiting()
        t.play(seat, {"act": "answer", "ability": "synthesis_offer", "offer": 1})
    assert t.state.phase == "ended" and tuple(t.state.result["winners"]) == (DS,)


def test_synthesis_rolls_the_azathoth_die_for_his_combat_in_each_battle(game):
    """Avatar Synthesis' Combat: roll the Azathoth die (a die plus 2) in each Battle; the roll is
    his number of dice."""
    units = {ASIA: [(DS, "avatar_synthesis", 1), (GC, "acolyte", 1)]}
    t = _ds(game, units=units, power={DS: 2, GC: 1}, dice=[4, 1, 1, 1, 1, 1, 1, 1])
    new = t.play(DS, {"act": "battle", "area": ASIA, "enemy": GC})
    rolled = [e for e in types_of(new, ev.DiceRolled) if e.purpose == "azathoth_die"]
    assert rolled and rolled[0].faces == (4,)
    battle_dice = [e for e in types_of(new, ev.DiceRolled) if e.purpose == "battle" and e.faction == DS]
    assert len(battle_dice[0].faces) == 6


# -- Chaos Gates ---------------------------------------------------------------------------------

def test_chaos_gate_spellbook_puts_a_gate_under_a_cultist_of_yours_for_one_power(game):
    """Master rulebook, Daemon Sultan, Chaos Gate (Spellbook): 1 Power, a Chaos Gate into an Area
    without a Gate; a Daemon Sultan Cultist holds it (docs/rulings.md: a Cultist of yours there)."""
    t = _ds(game, units={ASIA: [(DS, "acolyte", 1)], EUROPE: [(GC, "acolyte", 1)]}, books=["Chaos Gate"],
            power={DS: 3, GC: 1})
    assert {o["area"] for o in _abilities(t, DS, "chaos_gate")} == {ASIA}
    new = t.play(DS, {"act": "ability", "ability": "chaos_gate", "area": ASIA})
    assert ChaosGatePlaced(DS, ASIA, "ds.acolyte.1") in new
    assert t.state.gates[ASIA] == "ds.acolyte.1" and t.state.power[DS] == 2
    assert t.state.faction_data[DS]["chaos_gates"] == (ASIA,)


def test_the_chaos_gate_spellbook_without_a_cultist_leaves_it_abandoned_by_the_ruleset_option(game, offered):
    t = _ds(game, units={ASIA: [(DS, "acolyte", 1)]}, books=["Chaos Gate"], power={DS: 3},
            ruleset={"chaos_gate_needs_cultist": False})
    t.play(DS, {"act": "ability", "ability": "chaos_gate", "area": AFRICA})
    assert t.state.gates[AFRICA] is None


def test_only_a_daemon_sultan_cultist_may_control_a_chaos_gate(game):
    """Master rulebook, Daemon Sultan, Chaos Gates: only a Daemon Sultan Cultist may occupy or Control
    one; any faction may Control a normal Gate."""
    units = {ASIA: [(DS, "acolyte", 1), (GC, "acolyte", 1)], EUROPE: [(GC, "acolyte", 1)]}
    t = _ds(game, units=units, gates={ASIA: None, EUROPE: None}, power={DS: 2, GC: 2},
            data={"chaos_gates": [ASIA]}, first=GC)
    assert {o["area"] for o in t.options(GC, "control_gate")} == {EUROPE}
    t = _ds(game, units=units, gates={ASIA: None}, power={DS: 2, GC: 2}, data={"chaos_gates": [ASIA]})
    assert {o["area"] for o in t.options(DS, "control_gate")} == {ASIA}


def test_a_chaos_gate_counts_as_a_gate_for_summoning(game):
    t = _ds(game, units={ASIA: [(DS, "acolyte", 1)]}, gates={ASIA: DS}, power={DS: 2}, data={"chaos_gates": [ASIA]})
    assert {o["area"] for o in t.options(DS, "summon")} == {ASIA}


def _to_doom_phase(game, **kw):
    """Gather Power then the Doom Phase: the game at the First Player's choice of direction."""
    kw.setdefault("power", {DS: 5, GC: 2, CC: 2})
    t = _ds(game, phase="first_player", first=DS, **kw)
    t.play(DS, {"act": "direction", "direction": "clockwise"})
    return t


def test_an_abandoned_chaos_gate_becomes_a_normal_gate_in_the_doom_phase(game):
    """Master rulebook, Daemon Sultan, Chaos Gates (the card's reading, docs/rulings.md): an
    Abandoned Chaos Gate becomes a normal Gate in the Doom Phase."""
    t = _to_doom_phase(game, units={EUROPE: [(DS, "acolyte", 1)]}, gates={ASIA: None, EUROPE: DS},
                       data={"chaos_gates": [ASIA, EUROPE]})
    assert t.state.phase == "doom"
    assert t.state.faction_data[DS]["chaos_gates"] == (EUROPE,)
    assert ASIA in t.state.gates


def test_spellbooks_turn_face_down_when_used_and_face_up_in_the_doom_phase(game):
    """Master rulebook, Daemon Sultan: each Spellbook turns face-down when used and cannot be used
    again until every one turns face-up in the next Doom Phase."""
    units = {ASIA: [(DS, "avatar_thesis", 1), (GC, "acolyte", 1)]}
    t = _ds(game, units=units, books=["Undirected Energy"], power={DS: 3, GC: 1})
    new = t.play(DS, {"act": "ability", "ability": "undirected_energy"})
    assert ev.PowerChanged(DS, 2, "undirected_energy") in new and t.state.power[DS] == 4
    assert t.state.faction_data[DS]["spent_books"] == ("Undirected Energy",)
    assert not _abilities(t, DS, "undirected_energy")
    t = _to_doom_phase(game, units=units, books=["Undirected Energy"], data={"spent_books": ["Undirected Energy"]})
    assert t.state.faction_data[DS]["spent_books"] == ()


def test_consummation_turns_another_face_down_spellbook_face_up(game):
    """Consummation: turn it face-down to turn another of your face-down Spellbooks face-up; it
    refreshes nothing as the first used."""
    units = {ASIA: [(DS, "avatar_thesis", 1)]}
    t = _ds(game, units=units, books=["Consummation", "Undirected Energy"], power={DS: 3})
    assert not _abilities(t, DS, "consummation")
    t = _ds(game, units=units, books=["Consummation", "Undirected Energy"], power={DS: 3},
            data={"spent_books": ["Undirected Energy"]})
    t.play(DS, {"act": "ability", "ability": "consummation", "spellbook": "Undirected Energy"})
    assert t.state.faction_data[DS]["spent_books"] == ("Consummation",) and t.state.power[DS] == 2


def test_traitors_seats_an_enemy_cultist_on_a_normal_gate_and_gives_an_elder_sign_if_none_of_yours_stay(game):
    """Traitors!: a Controlled Chaos Gate of yours becomes a normal Gate; a Cultist from another
    player's Pool, your choice, replaces your Cultist, who goes to your Pool; with no Unit of yours
    left there, gain 1 Elder Sign."""
    t = _ds(game, units={ASIA: [(DS, "acolyte", 1)]}, gates={ASIA: DS}, books=["Traitors!"], power={DS: 2},
            data={"chaos_gates": [ASIA]})
    new = t.play(DS, {"act": "ability", "ability": "traitors", "area": ASIA, "unit": "gc.acolyte.1"})
    assert TraitorSeated(DS, ASIA, "gc.acolyte.1", "ds.acolyte.1") in new
    assert t.state.gates[ASIA] == "gc.acolyte.1" and t.state.units["ds.acolyte.1"] == POOL
    assert t.state.faction_data[DS]["chaos_gates"] == () and len(t.state.elder_signs[DS]) == 1


def test_traitors_may_seat_an_enemy_high_priest(game):
    """Master rulebook, FAQ, Daemon Sultan: Daemon Sultan chooses the Cultist, a High Priest too."""
    t = _ds(game, units={ASIA: [(DS, "acolyte", 2)]}, gates={ASIA: DS}, books=["Traitors!"], power={DS: 2},
            data={"chaos_gates": [ASIA]}, high_priests=True)
    seated = {o["unit"].split(".")[1] for o in _abilities(t, DS, "traitors")}
    assert seated == {"acolyte", "high_priest"}
    t.play(DS, {"act": "ability", "ability": "traitors", "area": ASIA, "unit": "gc.acolyte.1"})
    assert not t.state.elder_signs[DS]  # an Acolyte of Daemon Sultan is still there


def test_animate_matter_moves_a_chaos_gate_and_its_cultist_and_destroys_a_gate_there(game):
    """Animate Matter: a Controlled Chaos Gate with its Cultist to an adjacent Area that is no other
    player's start Area; a Gate there is replaced."""
    units = {ASIA: [(DS, "acolyte", 1)], EUROPE: [(CC, "acolyte", 1)]}
    t = _ds(game, units=units, gates={ASIA: DS, EUROPE: CC}, books=["Animate Matter"], power={DS: 2},
            data={"chaos_gates": [ASIA]})
    targets = {o["to"] for o in _abilities(t, DS, "animate_matter")}
    assert EUROPE in targets and t.state.map.start_areas[GC][0] not in targets
    new = t.play(DS, {"act": "ability", "ability": "animate_matter", "origin": ASIA, "to": EUROPE})
    assert ChaosGateMoved(DS, ASIA, EUROPE, "ds.acolyte.1") in new
    assert ASIA not in t.state.gates and t.state.gates[EUROPE] == "ds.acolyte.1"
    assert t.state.faction_data[DS]["chaos_gates"] == (EUROPE,) and "cc.acolyte.1" in t.units_at(EUROPE)


def test_fiendish_growth_places_one_unit_per_faction_in_antitheses_area(game):
    """Fiendish Growth: with Antithesis in play, place free from your Pool into his Area one Monster
    or Acolyte for each faction, yours too, with Units there."""
    units = {ASIA: [(DS, "avatar_antithesis", 1), (GC, "acolyte", 1)]}
    t = _ds(game, units=units, books=["Fiendish Growth"], power={DS: 2})
    t.play(DS, {"act": "ability", "ability": "fiendish_growth"})
    for kind in ("acolyte", "larva_thesis"):
        t.play(DS, {"act": "answer", "ability": "fiendish_growth_place", "unit_type": kind})
    assert sorted(u.split(".")[1] for u in t.units_at(ASIA, DS)) == ["acolyte", "avatar_antithesis", "larva_thesis"]
    assert t.state.power[DS] == 1


def test_undirected_energy_needs_thesis_in_play(game):
    t = _ds(game, units={ASIA: [(DS, "acolyte", 1)]}, books=["Undirected Energy"], power={DS: 2})
    assert not _abilities(t, DS, "undirected_energy")


# -- requirements --------------------------------------------------------------------------------

def test_one_larva_of_each_type_in_play_meets_the_first_requirement(game):
    """Requirement 1: one Larva of each type in play."""
    units = {ASIA: [(DS, "acolyte", 1), (DS, "larva_thesis", 1), (DS, "larva_antithesis", 1)]}
    t = _ds(game, units=units, gates={ASIA: DS}, power={DS: 2})
    assert t.waiting() != (DS, "spellbook")
    t.play(DS, {"act": "summon", "unit_type": "larva_synthesis", "area": ASIA})
    assert t.waiting() == (DS, "spellbook") and t.options(DS, "place_spellbook")[0]["slot"] == 0


def test_an_abandoned_gate_as_power_is_gathered_meets_the_second_requirement(game):
    """Requirement 2: an Abandoned Gate (anyone's) on the map during Gather Power."""
    units = {ASIA: [(GC, "acolyte", 1)], AFRICA: [(DS, "acolyte", 1)]}
    t = _ds(game, units=units, gates={EUROPE: None}, power={DS: 1})
    t.play(DS, {"act": "drop_power"})
    assert t.waiting() == (DS, "spellbook") and t.options(DS, "place_spellbook")[0]["slot"] == 1
    t = _ds(game, units=units, gates={ASIA: GC}, power={DS: 1})
    t.play(DS, {"act": "drop_power"})
    assert t.waiting() != (DS, "spellbook")


def test_calling_on_the_enemies_in_the_doom_phase_gives_what_they_took(game):
    """Requirement 3: in the Doom Phase, each other player takes 1 Power or 1 Doom; Daemon Sultan
    receives the total of what they took."""
    t = _to_doom_phase(game, units={ASIA: [(GC, "acolyte", 1)]}, books={1: "Traitors!", **AWAKENINGS_COVERED})
    while t.waiting()[1] != "ritual":
        seat = t.waiting()[0]
        t.play(seat, {"act": "end_ritual_turn"})
    power, doom = t.state.power[DS], t.state.doom[DS]
    t.play(DS, {"act": "ability", "ability": "call_on_enemies"})
    t.play(DS, t.options(DS, "place_spellbook")[0])
    t.play(GC, {"act": "answer", "ability": "pick_power_or_doom", "pick": "power"})
    t.play(CC, {"act": "answer", "ability": "pick_power_or_doom", "pick": "doom"})
    assert t.state.power[DS] == power + 1 and t.state.doom[DS] == doom + 1
    assert t.state.doom[CC] == 1


# -- its own events ------------------------------------------------------------------------------

def test_the_chaos_gate_events_keep_their_json_and_read_as_sentences():
    """A faction's own events are found through the registry, pinned as JSON and described."""
    from rules.engine.codec import from_record, to_record
    from rules.words.describing import sentence

    placed = ChaosGatePlaced(DS, ASIA, "ds.acolyte.1")
    assert to_record(placed) == ("ChaosGatePlaced", 1, {"faction": DS, "area": ASIA, "unit": "ds.acolyte.1"}, None)
    assert sentence("ChaosGatePlaced", to_record(placed)[2]) == "Daemon Sultan puts a Chaos Gate in Asia."
    moved = ChaosGateMoved(DS, ASIA, EUROPE, "ds.acolyte.1")
    assert to_record(moved)[2] == {"faction": DS, "origin": ASIA, "to": EUROPE, "unit": "ds.acolyte.1"}
    assert sentence("ChaosGateMoved", to_record(moved)[2]) == (
        "Daemon Sultan moves its Chaos Gate from Asia to Europe (Animate Matter).")
    turned = ChaosGateTurned(DS, ASIA, "abandoned")
    assert sentence("ChaosGateTurned", to_record(turned)[2]) == (
        "Daemon Sultan's Chaos Gate in Asia becomes a normal Gate (abandoned).")
    seated = TraitorSeated(DS, ASIA, "gc.acolyte.1", "ds.acolyte.1")
    assert to_record(seated)[2] == {"faction": DS, "area": ASIA, "traitor": "gc.acolyte.1", "unit": "ds.acolyte.1"}
    assert sentence("TraitorSeated", to_record(seated)[2]) == (
        "Daemon Sultan seats a Cultist of another faction on the Gate in Asia (Traitors!).")
    for e in (placed, moved, turned, seated):
        assert from_record(*to_record(e)) == e
    from rules.words.sentences import sentence as full_sentence
    won = ev.FactionDataSet(DS, "synthesis_won", True)
    assert full_sentence("FactionDataSet", to_record(won)[2]) == (
        "The enemies do not cover the Azathoth die's roll: Daemon Sultan wins the game by Avatar Synthesis.")


# -- Cosmic Ruler --------------------------------------------------------------------------------

def _until_offered(t, seat, ability):
    """Play the Battle on (each seat's first option that uses no ability) until `seat` is offered `ability`."""
    for _ in range(60):
        found = [o for o in t.options(seat, "ability") if o["ability"] == ability]
        if found or t.state.battle is None:
            return found
        turn = t.waiting()[0]
        t.play(turn, next(o for o in t.options(turn) if o["act"] not in ("ability", "standing_answer")))
    return []


def test_cosmic_ruler_moves_an_avatars_kill_to_a_different_avatar_anywhere(game):
    """Avatar Synthesis, Cosmic Ruler: when an Avatar is chosen to take a Kill, Daemon Sultan may
    instead Eliminate a different Avatar from anywhere on the map."""
    units = {ASIA: [(DS, "avatar_thesis", 1), (GC, "cthulhu", 1)], EUROPE: [(DS, "avatar_synthesis", 1)],
             AFRICA: [(DS, "avatar_antithesis", 1)]}
    t = _ds(game, units=units, power={DS: 2, GC: 4}, first=GC, dice=[6] * 20, data={"azathoth_marker": 0})
    t.play(GC, {"act": "battle", "area": ASIA, "enemy": DS})
    offered = _until_offered(t, DS, "cosmic_ruler")
    assert {(o["unit"], o["instead"]) for o in offered} == {
        ("ds.avatar_thesis.1", "ds.avatar_synthesis.1"), ("ds.avatar_thesis.1", "ds.avatar_antithesis.1")}
    t.play(DS, {"act": "ability", "ability": "cosmic_ruler", "unit": "ds.avatar_thesis.1",
                "instead": "ds.avatar_antithesis.1"})
    while t.state.battle is not None:
        turn = t.waiting()[0]
        t.play(turn, next(o for o in t.options(turn) if o["act"] not in ("ability", "standing_answer")))
    assert t.state.units["ds.avatar_thesis.1"] == ASIA and t.state.units["ds.avatar_antithesis.1"] == POOL


def test_cosmic_ruler_cannot_move_a_kill_onto_an_avatar_already_being_killed(game):
    """Master rulebook, FAQ, Daemon Sultan: Cosmic Ruler moves a death only to an Avatar not already
    being Killed in the Battle (no doubling up Kills to save one)."""
    units = {ASIA: [(DS, "avatar_thesis", 1), (DS, "avatar_antithesis", 1), (GC, "cthulhu", 1)],
             EUROPE: [(DS, "avatar_synthesis", 1)]}
    t = _ds(game, units=units, power={DS: 2, GC: 4}, first=GC, dice=[6] * 20, data={"azathoth_marker": 0})
    t.play(GC, {"act": "battle", "area": ASIA, "enemy": DS})
    offered = _until_offered(t, DS, "cosmic_ruler")
    assert offered and {o["instead"] for o in offered} == {"ds.avatar_synthesis.1"}


def test_cosmic_ruler_needs_synthesis_in_play(game):
    units = {ASIA: [(DS, "avatar_thesis", 1), (GC, "cthulhu", 1)], AFRICA: [(DS, "avatar_antithesis", 1)]}
    t = _ds(game, units=units, power={DS: 2, GC: 4}, first=GC, dice=[6] * 20, data={"azathoth_marker": 0})
    t.play(GC, {"act": "battle", "area": ASIA, "enemy": DS})
    assert not _until_offered(t, DS, "cosmic_ruler")


def test_umr_at_tawil_does_not_make_the_chaos_gate_spellbook_cheaper(game):
    """Master rulebook, FAQ, Daemon Sultan: Umr at-Tawil (Gates cost 1 less) leaves the Chaos Gate
    Spellbook at 1 Power."""
    t = _ds(game, units={ASIA: [(DS, "acolyte", 1)], EUROPE: [(DS, "acolyte", 1)]}, books=["Chaos Gate"],
            power={DS: 2}, neutral_books={"Umr at-Tawil": DS})
    assert {o["area"] for o in t.options(DS, "create_gate")} == {ASIA, EUROPE}  # 2 Power with the book
    t.play(DS, {"act": "ability", "ability": "chaos_gate", "area": ASIA})
    assert t.state.power[DS] == 1


def test_by_the_ruleset_option_an_abandoned_chaos_gate_turns_normal_once_power_is_gathered(game, offered):
    """Ruleset option chaos_gate_turns_normal "gather_power": the change comes as Power is gathered."""
    units = {EUROPE: [(DS, "acolyte", 1)], AFRICA: [(GC, "acolyte", 1)]}
    t = _ds(game, units=units, gates={ASIA: None, EUROPE: DS}, power={DS: 1}, data={"chaos_gates": [ASIA, EUROPE]},
            books={1: "Traitors!", **AWAKENINGS_COVERED}, ruleset={"chaos_gate_turns_normal": "gather_power"})
    new = t.play(DS, {"act": "drop_power"})
    assert ChaosGateTurned(DS, ASIA, "abandoned") in new and t.state.phase != "doom"
    assert t.state.faction_data[DS]["chaos_gates"] == (EUROPE,)


def test_synthesis_roll_is_not_halved_with_four_players(game):
    t = _ds(game, units={EUROPE: [(DS, "larva_synthesis", 1)]}, power={DS: 8, GC: 9, CC: 9, YS: 9}, data=SYNTH,
            dice=[4], others=(GC, CC, YS))  # 4 + 2 = 6
    t.play(DS, {"act": "ability", "ability": "awaken_synthesis", "area": EUROPE})
    seat, _ = t.waiting()
    assert max(o["offer"] for o in _answers(t, seat, "synthesis_offer")) == 6


# -- the FAQ on Buildings and Gate abilities -------------------------------------------------------

def test_psychosis_may_place_where_only_a_cathedral_stands(game):
    """Master rulebook, FAQ, Daemon Sultan: a Cathedral is a Building, not a Unit."""
    an = "ancients"
    t = game([DS, an, GC], units={ASIA: [(an, "acolyte", 1)]}, power={DS: 1, an: 1, GC: 1},
             extra={"faction_data": {DS: {"start_area": None}, an: {"cathedrals": [EUROPE]}, GC: {}},
                    "spellbooks": {DS: [], an: [[0, "Festival"]], GC: []}})
    areas = {o["area"] for o in _abilities(t, DS, "psychosis")}
    assert EUROPE in areas and ASIA not in areas


def test_the_beyond_one_may_carry_a_chaos_gate(game):
    """Master rulebook, FAQ, Daemon Sultan: abilities that act on Gates, such as The Beyond One, may
    target a Chaos Gate."""
    ow = "opener_of_the_way"
    units = {ASIA: [(DS, "acolyte", 1), (ow, "abomination", 1)], EUROPE: [(ow, "acolyte", 1)]}
    t = game([ow, DS, GC], units=units, gates={ASIA: DS}, power={ow: 3, DS: 1, GC: 1},
             extra={"faction_data": {DS: {"start_area": ASIA, "chaos_gates": [ASIA]}, ow: {}, GC: {}},
                    "spellbooks": {ow: [], DS: [], GC: []}})
    assert any(o["unit"] == "ow.abomination.1" for o in _abilities(t, ow, "beyond_one"))


def test_with_two_players_the_avatar_cosmic_ruler_eliminates_gives_the_enemy_its_doom(game):
    """Two-Player Rules: the Avatar Eliminated instead of the one Killed gives the enemy its Doom
    (4 for Antithesis, the average of the costs he may be Awakened for), as the Kill would have."""
    units = {ASIA: [(DS, "avatar_thesis", 1), (GC, "cthulhu", 1)], EUROPE: [(DS, "avatar_synthesis", 1)],
             AFRICA: [(DS, "avatar_antithesis", 1)]}
    t = _ds(game, units=units, power={DS: 2, GC: 4}, first=GC, dice=[6] * 20, data={"azathoth_marker": 0},
            others=(GC,))
    t.play(GC, {"act": "battle", "area": ASIA, "enemy": DS})
    _until_offered(t, DS, "cosmic_ruler")
    new = t.play(DS, {"act": "ability", "ability": "cosmic_ruler", "unit": "ds.avatar_thesis.1",
                      "instead": "ds.avatar_antithesis.1"})
    assert ev.DoomGained(GC, 4, "two_player_loss") in new
