"""The Ancients: units (Yothans are Terrors), Cathedrals (Buildings, not Units), Dematerialization,
the six Spellbooks and the six requirements, set-up after the others (master rulebook, The Ancients
faction chapter and FAQ; expansion-factions.md, The Ancients)."""
from __future__ import annotations

from dataclasses import replace

import pytest
from conftest import BG, CC, GC, YS
from sandbox import types_of

import rules
from rules.engine import events as ev
from rules import factions
from rules.factions.ancients.events import CathedralBuilt, CathedralRemoved
from rules.engine.pieces import strength
from rules.engine.state import OUT_OF_PLAY, POOL, units_in

AN = "ancients"


SLOT = {"Asia": 0, "Europe": 0, "Africa": 1, "Australia": 1, "North America": 2, "South America": 2}


def _with(cathedrals=(), books=(), others=(GC, CC), **data):
    """Cathedrals already standing; their glyph requirements are covered by Spellbooks (`books`
    first, then others of the card), so no Spellbook choice is pending."""
    need = sorted({SLOT.get(a, 3) for a in cathedrals})
    spare = [b for b in factions_spec().spellbooks if b not in books]
    slots = need + [n for n in range(6) if n not in need]
    names = list(books) + spare[:max(len(need) - len(books), 0)]
    placed = [[slot, name] for slot, name in zip(slots, names)]
    return {"faction_data": {AN: {"cathedrals": list(cathedrals), **data}, **{f: {} for f in others}},
            "spellbooks": {AN: placed, **{f: [] for f in others}}}


def factions_spec():
    return factions.get(AN)


def _spellbook(t, name=None):
    """Take the Spellbook a met requirement earns (the first offered, or `name`)."""
    offered = [o for o in t.options(AN, "place_spellbook") if name is None or o["spellbook"] == name]
    t.play(AN, offered[0])


@pytest.fixture
def offered():
    """The Ancients as a table sees them once offered: their ruleset options are listed and accepted."""
    spec = factions.get(AN)
    factions.register(replace(spec, offered=True))
    yield
    factions.register(spec)


def _abilities(t, seat, name):
    return [o for o in t.options(seat, "ability") if o["ability"] == name]


# -- units -----------------------------------------------------------------------------------

def test_the_units_cost_and_combat_as_the_faction_card_prints():
    """Master rulebook, The Ancients, faction card: Acolyte 1/0, Un-Man 3/0, Reanimated 4/2, Yothan
    6/7; there is no Great Old One."""
    spec = factions.get(AN)
    assert {(u.name, u.count, u.cost, u.combat) for u in spec.units} == {
        ("acolyte", 6, 1, 0), ("un_man", 3, 3, 0), ("reanimated", 3, 4, 2), ("yothan", 3, 6, 7)}
    assert not any(u.great_old_one for u in spec.units)


def test_yothans_are_terrors_summoned_like_monsters_but_no_monster_for_abilities(game):
    """Master rulebook, Terrors: Summoned like a Monster, not touched by abilities that name Monsters."""
    t = game([AN, GC, CC], units={"Asia": [(AN, "acolyte", 1)]}, gates={"Asia": AN}, power={AN: 6})
    assert {"act": "summon", "unit_type": "yothan", "area": "Asia"} in t.options(AN)
    t.play(AN, {"act": "summon", "unit_type": "yothan", "area": "Asia"})
    assert t.state.power[AN] == 0
    assert not t.state.table["an.yothan.1"].spec.monster
    assert strength(t.state, AN, GC, ["an.yothan.1"]) == 7


def test_two_player_doom_values_average_the_two_costs_rounded_up():
    """Master rulebook, Two-Player Rules: a variable cost is averaged and rounded up (Un-Man 3/0 -> 2,
    Reanimated 4/1 -> 3, Yothan 6/3 -> 5)."""
    spec = factions.get(AN)
    assert [spec.unit(n).two_player_doom for n in ("un_man", "reanimated", "yothan")] == [2, 3, 5]


# -- Cathedrals ------------------------------------------------------------------------------

def test_a_cathedral_costs_one_power_where_a_cultist_of_yours_stands(game):
    """Master rulebook, The Ancients, Cathedrals: built with the Create Gate Action instead of a Gate,
    a Cultist of yours in the Area; 1 Power with no Cathedral adjacent."""
    t = game([AN, GC, CC], units={"Asia": [(AN, "acolyte", 1)]}, power={AN: 3, GC: 1, CC: 1})
    new = t.play(AN, {"act": "ability", "ability": "build_cathedral", "area": "Asia"})
    assert CathedralBuilt(AN, "Asia", 1) in new
    assert t.state.power[AN] == 2 and list(t.state.faction_data[AN]["cathedrals"]) == ["Asia"]
    assert t.waiting() == (AN, "spellbook")  # Asia bears the vertical slashes: requirement 1 is met


def test_a_cathedral_beside_another_costs_three(game):
    """Master rulebook, The Ancients, tips: 4 to 10 Power on Cathedrals (1, or 3 when adjacent)."""
    t = game([AN, GC, CC], units={"Africa": [(AN, "acolyte", 1)]}, power={AN: 3, GC: 1, CC: 1},
             extra=_with(["Asia"]))
    new = t.play(AN, {"act": "ability", "ability": "build_cathedral", "area": "Africa"})
    assert CathedralBuilt(AN, "Africa", 3) in new and t.state.power[AN] == 0


def test_the_ruleset_option_reads_a_flat_four_power_cathedral(game, offered):
    t = game([AN, GC, CC], units={"Africa": [(AN, "acolyte", 1)]}, power={AN: 4, GC: 1, CC: 1},
             ruleset={"cathedral_cost": "four"})
    new = t.play(AN, {"act": "ability", "ability": "build_cathedral", "area": "Africa"})
    assert CathedralBuilt(AN, "Africa", 4) in new


def test_only_one_cathedral_in_each_glyph_class(game):
    """Master rulebook, The Ancients, Cathedrals: one in each of the four classes (the three
    Desecration glyphs and none); Europe and Asia share the vertical slashes."""
    t = game([AN, GC, CC], units={"Europe": [(AN, "acolyte", 1)], "Africa": [(AN, "acolyte", 1)]},
             power={AN: 5, GC: 1, CC: 1}, extra=_with(["Asia"]))
    areas = {o["area"] for o in _abilities(t, AN, "build_cathedral")}
    assert areas == {"Africa"}


def test_a_cathedral_may_stand_with_a_gate_and_needs_a_cultist(game):
    """Master rulebook, The Ancients, Cathedrals: it may share an Area with a Gate; as for a Gate, a
    Cultist of yours must be there (a Yothan is not enough)."""
    t = game([AN, GC, CC], units={"Asia": [(AN, "acolyte", 1)], "Africa": [(AN, "yothan", 1)]},
             gates={"Asia": AN}, power={AN: 5, GC: 1, CC: 1})
    assert {o["area"] for o in _abilities(t, AN, "build_cathedral")} == {"Asia"}


def test_a_cathedral_is_no_unit_it_never_fights_or_moves(game):
    """Master rulebook, FAQ, The Ancients: a Cathedral is not a Unit, never fights and cannot be
    Captured; it stays where it is whatever happens to the units there."""
    t = game([AN, GC, CC], units={"Asia": [(AN, "acolyte", 1), (GC, "deep_one", 1)]}, first=GC,
             power={AN: 1, GC: 3, CC: 1}, extra=_with(["Asia"]))
    t.play(GC, {"act": "capture", "area": "Asia", "enemy": AN})
    assert units_in(t.state, "Asia", AN) == [] and list(t.state.faction_data[AN]["cathedrals"]) == ["Asia"]
    assert not [o for o in t.options(GC) if o.get("act") == "battle" and o.get("area") == "Asia"]


def test_the_four_glyph_requirements_are_met_by_cathedrals(game):
    """Master rulebook, The Ancients, Spellbook requirements 1-4: a Cathedral in an Area with each
    glyph, and one with none of them."""
    t = game([AN, GC, CC], units={"Australia": [(AN, "acolyte", 1)]}, power={AN: 5, GC: 1, CC: 1},
             extra=_with(["Asia", "North America"]))
    new = t.play(AN, {"act": "ability", "ability": "build_cathedral", "area": "Australia"})
    assert {e.slot for e in types_of(new, ev.RequirementMet)} == {1}  # 0 and 2 earned their books before


# -- Dematerialization -----------------------------------------------------------------------

def _ritual_turn(game, units, cathedrals=(), books=(), **kw):
    kw.setdefault("power", {AN: 5})
    extra = {"round": 2, **_with(cathedrals, books)}
    t = game([AN, GC, CC], units=units, phase="first_player", first=AN, extra=extra, **kw)
    t.play(AN, {"act": "direction", "direction": "clockwise"})
    assert t.waiting() == (AN, "ritual")
    return t


def test_dematerialization_moves_every_unit_of_one_area_to_any_other_once_per_doom_phase(game):
    """Master rulebook, The Ancients, Dematerialization (Doom Phase): one Area's units to one other
    Area anywhere on the map, once; it is not an Action."""
    t = _ritual_turn(game, {"Asia": [(AN, "acolyte", 2), (AN, "yothan", 1)]})
    new = t.play(AN, {"act": "ability", "ability": "dematerialization", "origin": "Asia", "to": "South Pacific"})
    assert len(types_of(new, ev.UnitPlaced)) == 3 and t.state.power[AN] == 5
    assert len(t.units_at("South Pacific", AN)) == 3
    assert not _abilities(t, AN, "dematerialization")


# -- the requirement Actions -----------------------------------------------------------------

def test_every_enemy_summons_its_cheapest_monster_for_free_at_its_own_gate(game):
    """Master rulebook, The Ancients, requirement 5: as your Action, every enemy Summons its cheapest
    Monster for free at a Gate it Controls, choosing the Gate; an enemy with no Gate gets nothing."""
    t = game([AN, GC, CC], units={"Asia": [(AN, "acolyte", 1)], "Europe": [(GC, "acolyte", 1)],
                                  "Africa": [(GC, "acolyte", 1)]},
             gates={"Europe": GC, "Africa": GC}, power={AN: 2, GC: 1, CC: 1})
    t.play(AN, {"act": "requirement", "slot": 4})
    _spellbook(t)
    assert t.waiting() == (GC, "free_summon")
    offered = {(o["unit"].split(".")[1], o["area"]) for o in t.options(GC, "answer")}
    assert offered == {("deep_one", "Europe"), ("deep_one", "Africa")}
    t.play(GC, {"act": "answer", "ability": "free_summon", "unit": "gc.deep_one.1", "area": "Africa"})
    assert "gc.deep_one.1" in t.units_at("Africa", GC) and t.state.power[GC] == 1
    assert not t.units_at("Africa", CC) and 4 in {slot for slot, _ in t.state.spellbooks[AN]}


def test_every_enemy_summons_its_most_expensive_monster_for_free(game):
    """Master rulebook, The Ancients, requirement 6: the most expensive Monster (printed cost); with
    one Gate and one such Monster there is nothing to choose."""
    t = game([AN, GC, CC], units={"Asia": [(AN, "acolyte", 1)], "Europe": [(GC, "acolyte", 1)],
                                  "Africa": [(CC, "acolyte", 1)]},
             gates={"Europe": GC, "Africa": CC}, power={AN: 2, GC: 1, CC: 1})
    t.play(AN, {"act": "requirement", "slot": 5})
    new = t.play(AN, t.options(AN, "place_spellbook")[0])
    placed = {e.unit.split(".")[1]: e.to for e in types_of(new, ev.UnitPlaced)}
    assert placed == {"starspawn": "Europe", "hunting_horror": "Africa"}
    assert t.waiting() == (GC, "turn")


OW = "opener_of_the_way"


def _free_summon_for_opener(game, units, gates, books=()):
    t = game([AN, OW, GC], units={"Asia": [(AN, "acolyte", 1)], **units}, gates=gates,
             power={AN: 2, OW: 1, GC: 1}, books={OW: list(books)})
    t.play(AN, {"act": "requirement", "slot": 4})
    _spellbook(t)
    return t


def test_opener_places_its_free_summon_through_they_break_through_when_asked_where(game):
    """Master rulebook, FAQ, The Ancients (lines 5003-5005): Opener of the Way may use They Break
    Through when the Ancients let everyone Summon: its free Mutant may go to its own Gate, an enemy's
    or an Abandoned one, and it is asked which."""
    units = {"Europe": [(OW, "acolyte", 1)], "Africa": [(GC, "acolyte", 1)], "North America": [(GC, "acolyte", 1)]}
    t = _free_summon_for_opener(game, units, {"Europe": OW, "Africa": GC, "South America": None},
                                books=["They Break Through"])
    assert t.waiting() == (OW, "free_summon")
    offered = {(o["unit"], o["area"]) for o in t.options(OW, "answer")}
    assert offered == {("ow.mutant.1", a) for a in ("Europe", "Africa", "South America")}
    t.play(OW, {"act": "answer", "ability": "free_summon", "unit": "ow.mutant.1", "area": "South America"})
    assert t.state.units["ow.mutant.1"] == "South America" and t.state.power[OW] == 1


def test_opener_without_they_break_through_summons_free_at_its_own_gate_or_at_yog_sothoth(game):
    """Without They Break Through only Opener's own Gates and Yog-Sothoth, who is a Gate for every
    purpose but The Beyond One (The Key and the Gate), take the free Monster; one place asks nothing."""
    units = {"Europe": [(OW, "acolyte", 1)], "Africa": [(GC, "acolyte", 1)]}
    t = _free_summon_for_opener(game, units, {"Europe": OW, "Africa": GC})
    assert t.state.units["ow.mutant.1"] == "Europe"
    units = {"Europe": [(OW, "acolyte", 1)], "North America": [(OW, "yog_sothoth", 1)], "Africa": [(GC, "acolyte", 1)]}
    t = _free_summon_for_opener(game, units, {"Europe": OW, "Africa": GC})
    assert {o["area"] for o in t.options(OW, "answer")} == {"Europe", "North America"}


# -- Festival, Brainless, Extinction ---------------------------------------------------------

def test_festival_un_men_cost_nothing_and_an_enemy_of_your_choice_gains_one_power(game):
    """Master rulebook, The Ancients, Festival: Un-Men cost 0; each Summon gives an enemy 1 Power."""
    t = game([AN, GC, CC], units={"Asia": [(AN, "acolyte", 1)]}, gates={"Asia": AN}, power={AN: 1, GC: 1, CC: 1},
             books={AN: ["Festival"]})
    t.play(AN, {"act": "summon", "unit_type": "un_man", "area": "Asia"})
    assert t.state.power[AN] == 1
    assert t.waiting() == (AN, "festival")
    t.play(AN, {"act": "answer", "ability": "festival_gift", "to": CC})
    assert t.state.power == {AN: 1, GC: 1, CC: 2}


def test_brainless_reanimated_cost_one_and_move_only_with_a_companion(game):
    """Master rulebook, The Ancients, Brainless; FAQ: the companion is there when the Move starts."""
    t = game([AN, GC, CC], units={"Asia": [(AN, "reanimated", 1)], "Africa": [(AN, "reanimated", 1),
                                                                              (AN, "acolyte", 1)]},
             gates={"Africa": AN}, power={AN: 3, GC: 1, CC: 1}, books={AN: ["Brainless"]})
    moves = {o["unit"] for o in t.options(AN, "move")}
    assert "an.reanimated.1" not in moves and "an.reanimated.2" in moves
    assert {"act": "summon", "unit_type": "reanimated", "area": "Africa"} in t.options(AN)
    t.play(AN, {"act": "summon", "unit_type": "reanimated", "area": "Africa"})
    assert t.state.power[AN] == 2


def test_brainless_reanimated_alone_do_not_capture_or_declare_battle(game):
    """Master rulebook, The Ancients, Brainless: Capture and Battle need a non-Reanimated unit of
    yours there; other Actions are allowed (FAQ)."""
    t = game([AN, GC, CC], units={"Asia": [(AN, "reanimated", 1), (GC, "acolyte", 1)]}, power={AN: 3, GC: 1, CC: 1},
             books={AN: ["Brainless"]})
    assert not t.options(AN, "capture") and not t.options(AN, "battle")
    t = game([AN, GC, CC], units={"Asia": [(AN, "reanimated", 1), (GC, "acolyte", 1)]}, power={AN: 3, GC: 1, CC: 1})
    assert t.options(AN, "capture")


def test_extinction_yothans_cost_three_and_a_killed_yothan_leaves_the_game(game):
    """Master rulebook, The Ancients, Extinction: Yothans cost 3; one Killed or Eliminated is out of
    the game for good."""
    t = game([AN, GC, CC], units={"Asia": [(AN, "yothan", 1), (GC, "starspawn", 3)]}, first=GC,
             power={AN: 3, GC: 3, CC: 1}, books={AN: ["Extinction"]}, dice=[6] * 30)
    t.play(GC, {"act": "battle", "area": "Asia", "enemy": AN})
    while t.state.battle is not None:
        seat = t.waiting()[0]
        t.play(seat, next(o for o in t.options(seat) if o["act"] not in ("standing_answer",)))
    assert t.state.units["an.yothan.1"] == OUT_OF_PLAY


# -- Worship Services, Consecration, Unholy Ground -------------------------------------------

def test_worship_services_gives_one_power_to_you_and_the_gates_controller(game):
    """Master rulebook, The Ancients, Worship Services: each Cathedral with an enemy-Controlled Gate;
    the Power is gathered with the rest (a source of each faction's Gather Power)."""
    t = game([AN, GC, CC], units={"Asia": [(AN, "acolyte", 1), (CC, "acolyte", 1)]}, gates={"Asia": CC},
             phase="gather_power", extra=_with(["Asia"], ["Worship Services"]))
    gathered = {e.faction: e.sources.get("worship_services", 0) for e in types_of(t.events, ev.PowerGathered)}
    assert gathered == {AN: 1, GC: 0, CC: 1}


def _worship_at_yog_sothoth(game, ruleset=None):
    units = {"Asia": [(AN, "acolyte", 1), (OW, "yog_sothoth", 1)], "Europe": [(GC, "acolyte", 1)]}
    t = game([AN, GC, OW], units=units, phase="gather_power", ruleset=ruleset,
             extra=_with(["Asia"], ["Worship Services"], others=(GC, OW)))
    return {e.faction: e.sources.get("worship_services", 0) for e in types_of(t.events, ev.PowerGathered)}


def test_worship_services_counts_yog_sothoth_as_the_gate_of_a_cathedral_with_no_other_gate(game):
    """Rulings R20 (a disputed point, reference rulings.md): Yog-Sothoth is a Gate for every purpose
    but The Beyond One (master rulebook, Opener of the Way, The Key and the Gate), so a Cathedral in
    his Area with no other Gate there gives the Ancients 1 Power and Opener of the Way 1 Power."""
    assert _worship_at_yog_sothoth(game) == {AN: 1, GC: 0, OW: 1}


def test_worship_services_pays_a_cathedral_once_with_yog_sothoth_beside_an_enemy_gate(game):
    """A Cathedral serves one enemy-Controlled Gate: with Great Cthulhu's Gate there as well, its
    controller is paid, not Opener of the Way too."""
    units = {"Asia": [(AN, "acolyte", 1), (OW, "yog_sothoth", 1), (GC, "acolyte", 1)]}
    t = game([AN, GC, OW], units=units, gates={"Asia": GC}, phase="gather_power",
             extra=_with(["Asia"], ["Worship Services"], others=(GC, OW)))
    gathered = {e.faction: e.sources.get("worship_services", 0) for e in types_of(t.events, ev.PowerGathered)}
    assert gathered == {AN: 1, GC: 1, OW: 0}


def test_the_ruleset_option_leaves_yog_sothoth_out_of_worship_services(game, offered):
    """Rulings R20, the other reading (worship_services_yog_sothoth: false): no Gate, no Power."""
    assert _worship_at_yog_sothoth(game, {"worship_services_yog_sothoth": False}) == {AN: 0, GC: 0, OW: 0}


def test_worship_services_counts_before_the_minimum_power_rule(game):
    """Master rulebook, Gather Power Phase: the Minimum Power Rule comes at the end, once all Power is
    recorded, so a faction lifted to half the highest gets no Worship Services Power on top."""
    t = game([AN, GC, CC], units={"Asia": [(AN, "acolyte", 1), (CC, "acolyte", 1)]}, gates={"Asia": CC},
             phase="gather_power", power={AN: 0, GC: 20, CC: 0}, extra=_with(["Asia"], ["Worship Services"]))
    assert t.state.power[CC] == 10 and t.state.power[AN] == 10


def test_consecration_draws_extra_elder_signs_on_a_ritual(game):
    """Master rulebook, The Ancients, Consecration: 1 extra Elder Sign with 1-3 Cathedrals, 2 with 4."""
    t = _ritual_turn(game, {"Asia": [(AN, "acolyte", 1)]}, ["Asia"], ["Consecration"], gates={"Asia": AN})
    t.play(AN, {"act": "ritual"})
    assert len(t.state.elder_signs[AN]) == 1
    t = _ritual_turn(game, {"Asia": [(AN, "acolyte", 1)]}, ["Asia", "Africa", "North America", "Antarctica"],
                     ["Consecration"], gates={"Asia": AN})
    t.play(AN, {"act": "ritual"})
    assert len(t.state.elder_signs[AN]) == 2


def test_a_ritual_earns_doom_for_controlled_gates_only_never_for_cathedrals(game):
    """Master rulebook, Doom Phase and The Ancients, Cathedrals: a Cathedral is not a Gate and is
    never Controlled, so four Cathedrals and one Gate move the Doom Track by 1 and a Ritual earns 1."""
    four = ["Asia", "Africa", "North America", "Antarctica"]
    t = _ritual_turn(game, {"Asia": [(AN, "acolyte", 1)]}, four, gates={"Asia": AN})
    assert types_of(t.events, ev.DoomTrackAdvanced)[-1].doom[AN] == 1
    t.play(AN, {"act": "ritual"})
    assert types_of(t.events, ev.RitualPerformed)[-1].doom == 1 and t.state.doom[AN] == 2


def test_with_no_great_old_one_a_ritual_draws_no_elder_sign_without_consecration(game):
    """Master rulebook, Ritual of Annihilation (an Elder Sign per Great Old One of yours) and The
    Ancients (no Great Old One): Consecration is their only Elder Sign from a Ritual."""
    four = ["Asia", "Africa", "North America", "Antarctica"]
    t = _ritual_turn(game, {"Asia": [(AN, "acolyte", 1)]}, four,
                     ["Brainless", "Extinction", "Festival", "Unholy Ground"], gates={"Asia": AN})
    t.play(AN, {"act": "ritual"})
    assert len(t.state.elder_signs[AN]) == 0


def test_unholy_ground_removes_a_cathedral_and_eliminates_the_enemy_great_old_one(game):
    """Master rulebook, The Ancients, Unholy Ground (Post-Battle), FAQ: an Elimination whatever the
    dice showed; the removed Cathedral may come from anywhere on the map."""
    t = game([AN, GC, CC], units={"Asia": [(AN, "acolyte", 1), (GC, "cthulhu", 1)]}, first=GC,
             power={AN: 1, GC: 3, CC: 1}, dice=[1] * 30, extra=_with(["Asia", "Africa"], ["Unholy Ground"]))
    t.play(GC, {"act": "battle", "area": "Asia", "enemy": AN})
    while t.state.battle is not None:
        seat = t.waiting()[0]
        used = [o for o in t.options(seat) if o.get("ability") == "unholy_ground" and o["area"] == "Africa"]
        if used:
            new = t.play(seat, used[0])
            assert CathedralRemoved(AN, "Africa", "unholy_ground") in new
            continue
        t.play(seat, next(o for o in t.options(seat) if o["act"] not in ("standing_answer", "ability")))
    assert t.state.units["gc.cthulhu.1"] == POOL
    assert list(t.state.faction_data[AN]["cathedrals"]) == ["Asia"]


# -- set-up ----------------------------------------------------------------------------------

def test_ancients_cannot_start_on_a_start_glyph_even_of_a_faction_not_in_play():
    """Master rulebook, The Ancients, Set-up: after the core factions, in any Area with no glyph or
    game symbol: no faction's start glyph, even one of a faction not in play (here Black Goat's
    Africa and Yellow Sign's Europe), nor an Area another faction already holds."""
    import rules
    seats = [{"seat": f, "faction": f} for f in (AN, GC, CC)]
    state = rules.replay(rules.new_game({"seats": seats}, b"x" * 32))
    assert rules.pending(state) == [{"seat": AN, "faction": AN, "kind": "start_area"}]
    offered = [o.choice["area"] for o in rules.legal_options(state, AN) if o.choice["act"] == "start_area"]
    printed = {a for areas in state.map.start_areas.values() for a in areas}
    assert "Africa" in printed and "Europe" in printed
    assert offered == [a for a in state.map.areas if a not in printed and not units_in(state, a)]
    assert len(offered) > 1
    new, state = rules.decide_and_apply(state, AN, {"act": "start_area", "area": offered[-1]})
    assert types_of(new, ev.FactionSetUp)[0].area == offered[-1]
    assert state.gates[offered[-1]] == "an.acolyte.1" and rules.pending(state)[0]["kind"] != "start_area"


@pytest.mark.parametrize("faction", [BG, YS])
def test_random_playouts_with_the_ancients_keep_every_invariant(faction):
    from bots.random_bot import KindBot
    from bots.simulate import game_seed, play_game
    for game_no in range(2):
        options = {"seats": [{"seat": f"s{i}", "faction": f} for i, f in enumerate((AN, faction, GC))]}
        report = play_game(options, game_seed("ancients", game_no), f"ancients:{game_no}", check="full",
                           bot_class=KindBot)
        assert not report.get("failures"), report


def test_dematerialization_may_take_only_some_of_the_units(game):
    """Master rulebook, The Ancients, Dematerialization: any or all of the units there."""
    t = _ritual_turn(game, {"Asia": [(AN, "acolyte", 2), (AN, "yothan", 1)]})
    t.play(AN, {"act": "ability", "ability": "dematerialization", "origin": "Asia", "to": "Africa", "some": True})
    assert t.waiting() == (AN, "dematerialization")
    t.play(AN, {"act": "answer", "ability": "dematerialize_units", "unit": "an.yothan.1"})
    t.play(AN, {"act": "answer", "ability": "dematerialize_units", "unit": None})
    assert t.units_at("Africa", AN) == ["an.yothan.1"] and len(t.units_at("Asia", AN)) == 2
    assert t.waiting() == (AN, "ritual")


def test_dematerialization_tells_the_acolyte_on_the_gate_from_the_one_beside_it(game):
    """Master rulebook, The Ancients, Dematerialization: any or all of the units there. An Acolyte
    that holds the Gate is a different choice from one beside it, and its option says so."""
    t = _ritual_turn(game, {"Asia": [(AN, "acolyte", 2)]}, gates={"Asia": AN})
    t.play(AN, {"act": "ability", "ability": "dematerialization", "origin": "Asia", "to": "Africa", "some": True})
    labels = [o.label for o in rules.legal_options(t.state, AN) if o.choice.get("ability") == "dematerialize_units"]
    assert labels == ["Dematerialization: take an Acolyte on the Gate to Africa",
                      "Dematerialization: take an Acolyte beside the Gate to Africa",
                      "Dematerialization: the rest stay"]


def test_options_name_the_ancients_by_their_title_without_an_article(game):
    """Master rulebook, Action Phase, Capture Cultist: the option names whose Cultist it is."""
    t = game([GC, AN, CC], units={"Asia": [(GC, "deep_one", 1), (AN, "acolyte", 1)]}, power={GC: 1, AN: 1, CC: 1})
    labels = [o.label for o in rules.legal_options(t.state, GC) if o.choice["act"] == "capture"]
    assert labels == ["Capture a Cultist of The Ancients in Asia (1 Power)"]


@pytest.fixture
def with_a_building():
    """The Ancients with a Building among their pieces, placed on the map like a unit (an
    expansion's component kept as a unit id rather than in faction data, as Cathedrals are)."""
    from rules.engine.content import UnitKind, UnitSpec

    spec = factions.get(AN)
    factions.register(replace(spec, units=spec.units + (UnitSpec("shrine", UnitKind.BUILDING, 2, 0),)))
    yield
    factions.register(spec)


def test_a_building_placed_as_a_unit_is_no_unit_of_its_area(game, with_a_building):
    """Master rulebook, The Ancients, Cathedrals: a Building is no Unit. It does not keep a
    Reanimated company (Brainless), does not go with Dematerialization, and leaves "some of the
    units" nothing to choose beside a lone Acolyte."""
    t = game([AN, GC, CC], units={"Asia": [(AN, "reanimated", 1), (AN, "shrine", 1), (GC, "acolyte", 1)]},
             power={AN: 3, GC: 1, CC: 1}, books={AN: ["Brainless"]})
    assert not t.options(AN, "capture") and not t.options(AN, "battle")
    t = _ritual_turn(game, {"Asia": [(AN, "acolyte", 1), (AN, "shrine", 1)]})
    assert not [o for o in _abilities(t, AN, "dematerialization") if o.get("some")]
    t.play(AN, {"act": "ability", "ability": "dematerialization", "origin": "Asia", "to": "Africa"})
    assert t.units_at("Africa", AN) == ["an.acolyte.1"] and t.units_at("Asia", AN) == ["an.shrine.1"]


def test_capture_monster_does_not_touch_a_yothan(game):
    """Master rulebook, Terrors: abilities that name Monsters (Sleeper's Capture Monster) do not
    touch a Yothan."""
    sl = "sleeper"
    t = game([sl, AN, GC], units={"Asia": [(sl, "tsathoggua", 1), (AN, "yothan", 1), (AN, "un_man", 1)]},
             power={sl: 3, AN: 1, GC: 1}, books={sl: ["Capture Monster"]},
             extra={"faction_data": {sl: {}, AN: {}, GC: {}}})
    t.play(sl, {"act": "ability", "ability": "capture_monster", "enemy": AN})
    assert t.state.units["an.un_man.1"] == "captured:" + sl and t.state.units["an.yothan.1"] == "Asia"


# -- the Ancients' own events ----------------------------------------------------------------

def test_the_cathedral_events_keep_their_json_and_read_as_sentences():
    """A faction's own events are found through the registry, pinned as JSON and described."""
    from rules.engine.codec import from_record, to_record
    from rules.words.describing import sentence

    built = CathedralBuilt(AN, "Asia", 1)
    assert to_record(built) == ("CathedralBuilt", 1, {"faction": AN, "area": "Asia", "cost": 1}, None)
    assert from_record(*to_record(built)) == built
    assert sentence("CathedralBuilt", to_record(built)[2]) == "The Ancients build a Cathedral in Asia (1 Power)."
    removed = CathedralRemoved(AN, "Africa", "unholy_ground")
    assert from_record(*to_record(removed)) == removed
    assert sentence("CathedralRemoved", to_record(removed)[2]) == (
        "The Ancients remove their Cathedral from Africa (Unholy Ground).")


def test_unholy_ground_with_two_great_old_ones_there_their_owner_chooses_which_goes(game):
    """Master rulebook, The Ancients, Unholy Ground: the enemy Eliminates one of its Great Old Ones in
    the Battle, its owner choosing (King in Yellow and Hastur both there)."""
    t = game([AN, YS, GC], units={"Asia": [(AN, "acolyte", 1), (YS, "king_in_yellow", 1), (YS, "hastur", 1)]},
             first=YS, power={AN: 1, YS: 3, GC: 1}, dice=[1] * 30,
             extra=_with(["Asia"], ["Unholy Ground"], others=(YS, GC)))
    t.play(YS, {"act": "battle", "area": "Asia", "enemy": AN})
    while t.waiting()[1] != "unholy_ground":
        seat = t.waiting()[0]
        used = [o for o in t.options(seat) if o.get("ability") == "unholy_ground"]
        t.play(seat, used[0] if used else next(o for o in t.options(seat)
                                                if o["act"] not in ("standing_answer", "ability")))
    assert t.waiting() == (YS, "unholy_ground")
    t.play(YS, {"act": "answer", "ability": "unholy_ground_victim", "unit": "ys.king_in_yellow.1"})
    assert t.state.units["ys.king_in_yellow.1"] == POOL and t.state.units["ys.hastur.1"] == "Asia"
    assert list(t.state.faction_data[AN]["cathedrals"]) == []


def test_a_removed_cathedral_may_be_built_again_in_its_old_class(game):
    """Master rulebook, FAQ, The Ancients: rebuilding follows the normal placement rules, so the old
    class is free again once its Cathedral is gone."""
    t = game([AN, GC, CC], units={"Europe": [(AN, "acolyte", 1)]}, power={AN: 3, GC: 1, CC: 1},
             extra=_with(["Asia"]))
    assert not _abilities(t, AN, "build_cathedral")
    t = game([AN, GC, CC], units={"Europe": [(AN, "acolyte", 1)]}, power={AN: 3, GC: 1, CC: 1},
             extra=_with([]))
    assert {o["area"] for o in _abilities(t, AN, "build_cathedral")} == {"Europe"}


def test_the_ruleset_option_counts_the_class_limit_only_among_areas_with_a_gate(game, offered):
    """expansion-factions.md, discrepancy list: the podcast reading limits Cathedrals per class only
    among Areas that hold a Gate (ruleset option cathedral_limit)."""
    t = game([AN, GC, CC], units={"Europe": [(AN, "acolyte", 1)]}, power={AN: 5, GC: 1, CC: 1},
             extra=_with(["Asia"]), ruleset={"cathedral_limit": "gate_areas"})
    assert {o["area"] for o in _abilities(t, AN, "build_cathedral")} == {"Europe"}


def test_the_ruleset_option_reads_brainless_as_a_companion_where_the_move_ends(game, offered):
    """expansion-factions.md, discrepancy list: the German FAQ's reading (ruleset option
    brainless_companion "end")."""
    t = game([AN, GC, CC], units={"Asia": [(AN, "reanimated", 1)], "Europe": [(AN, "acolyte", 1)]},
             power={AN: 3, GC: 1, CC: 1}, books={AN: ["Brainless"]}, ruleset={"brainless_companion": "end"})
    assert {o["to"] for o in t.options(AN, "move") if o["unit"] == "an.reanimated.1"} == {"Europe"}
