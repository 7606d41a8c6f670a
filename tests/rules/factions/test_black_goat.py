"""Black Goat: Fertility Cult, Shub-Niggurath and Avatar, the six Spellbooks and requirements (master
master rulebook, Black Goat faction card and FAQ; core-factions.md; rulings R5-R7,
R13)."""
from __future__ import annotations

from conftest import BG, CC, GC, YS
from sandbox import types_of

import rules
from rules.engine import events as ev

SHUB = "bg.shub_niggurath.1"


def pass_windows(t):
    while t.waiting() and t.waiting()[1] == "window":
        seat, w = t.waiting()[0], t.state.window
        t.play(seat, {"act": "window_pass", "hook": w.hook, "index": w.queue.index(seat, w.cursor)})


# -- Fertility Cult and The Thousand Young ---------------------------------------------------

def test_fertility_cult_summons_several_monsters_in_one_action(game):
    """Rulings R7: one Summon Action may Summon several Monsters, each paid for."""
    t = game([BG, GC, CC], units={"Africa": [(BG, "acolyte", 1)]}, gates={"Africa": BG}, power={BG: 5})
    t.play(BG, {"act": "ability", "ability": "fertility_cult", "unit_type": "fungi", "area": "Africa"})
    t.play(BG, {"act": "answer", "ability": "fertility_cult_more", "unit_type": "ghoul", "area": "Africa"})
    t.play(BG, {"act": "answer", "ability": "fertility_cult_more", "unit_type": "ghoul", "area": "Africa"})
    assert t.units_at("Africa", BG) == ["bg.acolyte.1", "bg.fungi.1", "bg.ghoul.1", "bg.ghoul.2"]
    assert t.state.power[BG] == 1


def test_fertility_cult_needs_a_controlled_gate(game):
    t = game([BG, GC, CC], units={"Africa": [(BG, "acolyte", 1)]}, power={BG: 5})
    assert not [c for c in t.options(BG, "ability") if c["ability"] == "fertility_cult"]


def test_fertility_cult_as_an_unlimited_action_in_the_variant(game):
    t = game([BG, GC, CC], units={"Africa": [(BG, "acolyte", 2)]}, gates={"Africa": BG}, power={BG: 5},
             ruleset={"fertility_cult": "unlimited_summon"})
    assert not [c for c in t.options(BG, "ability") if c["ability"] == "fertility_cult"]
    t.play(BG, {"act": "ability", "ability": "fertility_cult_unlimited", "unit_type": "ghoul", "area": "Africa"})
    t.play(BG, {"act": "ability", "ability": "fertility_cult_unlimited", "unit_type": "fungi", "area": "Africa"})
    assert t.state.turn.main_done is False  # Unlimited: the turn's one Action is still to come
    t.play(BG, {"act": "recruit", "unit_type": "acolyte", "area": "Africa"})
    t.play(BG, {"act": "ability", "ability": "fertility_cult_unlimited", "unit_type": "ghoul", "area": "Africa"})
    assert t.state.units["bg.ghoul.2"] == "Africa" and t.state.power[BG] == 0


def test_thousand_young_summons_cost_one_less_with_shub_niggurath_in_play(game):
    t = game([BG, GC, CC], units={"Africa": [(BG, "acolyte", 1), (BG, "shub_niggurath", 1)]}, gates={"Africa": BG},
             power={BG: 2}, books={BG: ["The Thousand Young"]})
    new = t.play(BG, {"act": "summon", "unit_type": "dark_young", "area": "Africa"})
    assert ev.MonsterSummoned(BG, "bg.dark_young.1", "Africa", 2) in new


def test_thousand_young_gives_no_discount_without_shub_niggurath(game):
    t = game([BG, GC, CC], units={"Africa": [(BG, "acolyte", 1)]}, gates={"Africa": BG}, power={BG: 2},
             books={BG: ["The Thousand Young"]})
    assert not [c for c in t.options(BG, "summon") if c["unit_type"] == "dark_young"]


# -- Shub-Niggurath --------------------------------------------------------------------------

def test_shub_niggurath_awakens_at_a_controlled_gate_for_eight_power_and_two_cultists(game):
    t = game([BG, GC, CC], units={"Africa": [(BG, "acolyte", 2)], "Europe": [(BG, "acolyte", 1)]},
             gates={"Africa": BG}, power={BG: 8})
    t.play(BG, {"act": "ability", "ability": "awaken_shub_niggurath", "area": "Africa"})
    t.play(BG, {"act": "place_spellbook", "slot": 5, "spellbook": "Frenzy"})
    t.play(BG, {"act": "answer", "ability": "awaken_sacrifice", "unit": "bg.acolyte.3"})
    # the second Cultist is the only one left that is not holding her Gate: taken without asking
    assert t.state.units[SHUB] == "Africa" and t.state.power[BG] == 0
    assert [u for u in t.state.units if u.startswith("bg.acolyte.") and t.state.units[u] != "pool"] == ["bg.acolyte.1"]
    assert (5, "Frenzy") in t.state.spellbooks[BG]


def test_shub_niggurath_awakens_only_where_two_cultists_besides_the_gates_own_can_go(game):
    """Master rulebook, Black Goat faction card: remove the two Cultists, then place her at a Gate
    you still Control. With only the Gate's own Acolyte and one other, Awakening there would leave
    her on an Abandoned Gate."""
    t = game([BG, GC, CC], units={"Africa": [(BG, "acolyte", 1)], "Europe": [(BG, "acolyte", 1)]},
             gates={"Africa": BG}, power={BG: 8})
    assert not [c for c in t.options(BG, "ability") if c["ability"] == "awaken_shub_niggurath"]


def test_shub_niggurath_never_takes_the_acolyte_holding_her_gate(game):
    t = game([BG, GC, CC], units={"Africa": [(BG, "acolyte", 1)], "Europe": [(BG, "acolyte", 2)]},
             gates={"Africa": BG}, power={BG: 8})
    t.play(BG, {"act": "ability", "ability": "awaken_shub_niggurath", "area": "Africa"})
    t.play(BG, {"act": "place_spellbook", "slot": 5, "spellbook": "Frenzy"})
    while t.waiting() == (BG, "sacrifice"):
        offered = [c["unit"] for c in t.options(BG, "answer")]
        assert "bg.acolyte.1" not in offered
        t.play(BG, t.options(BG, "answer")[0])
    assert t.state.gates["Africa"] == "bg.acolyte.1" and t.state.units[SHUB] == "Africa"


def test_shub_niggurath_cannot_awaken_with_one_cultist_on_the_map(game):
    t = game([BG, GC, CC], units={"Africa": [(BG, "acolyte", 1)]}, gates={"Africa": BG}, power={BG: 9})
    assert not [c for c in t.options(BG, "ability") if c["ability"] == "awaken_shub_niggurath"]


def test_shub_niggurath_combat_counts_cultists_gates_and_dark_young_with_the_red_sign(game):
    """First-edition FAQ: counted when the dice are rolled (after Pre-Battle)."""
    units = {"Africa": [(BG, "shub_niggurath", 1), (BG, "acolyte", 2), (BG, "dark_young", 1), (GC, "deep_one", 1)]}
    t = game([BG, GC, CC], units=units, gates={"Africa": BG}, power={BG: 2}, books={BG: ["The Red Sign"]},
             dice=[1] * 20)
    t.play(BG, {"act": "battle", "area": "Africa", "enemy": GC})
    pass_windows(t)
    rolled = next(e for e in types_of(t.events, ev.DiceRolled) if e.faction == BG)
    assert len(rolled.faces) == (2 + 1 + 1) + 2  # Shub: 2 Cultists, 1 Gate, 1 Dark Young; the Dark Young 2


def test_avatar_swaps_shub_niggurath_with_a_unit_its_owner_picks(game):
    units = {"Africa": [(BG, "shub_niggurath", 1)], "Asia": [(CC, "acolyte", 1), (CC, "nightgaunt", 1)]}
    t = game([BG, GC, CC], units=units, power={BG: 2})
    t.play(BG, {"act": "ability", "ability": "avatar", "area": "Asia", "owner": CC})
    assert t.waiting() == (CC, "avatar")
    t.play(CC, {"act": "answer", "ability": "avatar_swap", "unit": "cc.nightgaunt.1"})
    assert t.state.units[SHUB] == "Asia" and t.state.units["cc.nightgaunt.1"] == "Africa"
    assert t.state.power[BG] == 1


def test_avatar_is_refused_where_the_faction_has_only_a_great_old_one(game):
    units = {"Africa": [(BG, "shub_niggurath", 1)], "Asia": [(CC, "nyarlathotep", 1)]}
    t = game([BG, GC, CC], units=units, power={BG: 2})
    assert not [c for c in t.options(BG, "ability") if c["ability"] == "avatar" and c["area"] == "Asia"]


# -- Frenzy, Necrophagy ----------------------------------------------------------------------

def test_frenzy_gives_cultists_combat_one(game):
    t = game([BG, GC, CC], units={"Africa": [(BG, "acolyte", 2), (GC, "deep_one", 1)]}, power={BG: 2},
             books={BG: ["Frenzy"]}, dice=[1] * 5)
    t.play(BG, {"act": "battle", "area": "Africa", "enemy": GC})
    pass_windows(t)
    assert len(next(e for e in types_of(t.events, ev.DiceRolled) if e.faction == BG).faces) == 2


def test_without_frenzy_cultists_cannot_declare_a_battle(game):
    t = game([BG, GC, CC], units={"Africa": [(BG, "acolyte", 2), (GC, "deep_one", 1)]}, power={BG: 2})
    assert not t.options(BG, "battle")


def test_necrophagy_ghouls_join_any_battle_adding_a_pain_to_each_side(game):
    """Master rulebook, Battle, Post-Battle Abilities and Assigning Battle Results; Battle Examples,
    Complex Battle Example 1: usable when Black Goat is not in the Battle; FAQ, the Ghoul sent by
    Necrophagy: the Ghoul cannot take the Pain it adds."""
    units = {"Europe": [(GC, "deep_one", 2), (YS, "undead", 2)], "Africa": [(BG, "ghoul", 1)]}
    t = game([GC, YS, BG], units=units, power={GC: 2}, books={BG: ["Necrophagy"]}, dice=[1, 1, 1])
    t.play(GC, {"act": "battle", "area": "Europe", "enemy": YS})
    pass_windows(t) if t.waiting()[0] != BG else None
    t.play(BG, {"act": "ability", "ability": "necrophagy", "units": ("bg.ghoul.1",)})
    assert t.state.units["bg.ghoul.1"] == "Europe"
    assert t.state.battle.hits[GC]["pain"] == 1 and t.state.battle.hits[YS]["pain"] == 1
    assert "bg.ghoul.1" in t.state.battle.exempt


def test_necrophagy_is_offered_to_a_bystanders_ghoul_standing_in_the_battles_area(game):
    """Master rulebook, Battle, Post-Battle Abilities and Assigning Battle Results; FAQ, an
    Invisible Ghoul and Necrophagy: Black Goat is not in the Battle, so its Ghoul in the Area is not
    involved and may use Necrophagy."""
    units = {"Europe": [(GC, "deep_one", 2), (YS, "undead", 2), (BG, "ghoul", 1)]}
    # Slot 3 (Share Areas with all enemies) is already earned, so the sandbox opens on GC's action.
    books = {BG: {0: "Necrophagy", 3: "Frenzy"}}
    t = game([GC, YS, BG], units=units, power={GC: 2}, books=books, dice=[1, 1, 1])
    t.play(GC, {"act": "battle", "area": "Europe", "enemy": YS})
    pass_windows(t) if t.waiting()[0] != BG else None
    assert t.waiting()[0] == BG
    t.play(BG, {"act": "ability", "ability": "necrophagy", "units": ("bg.ghoul.1",)})
    assert t.state.battle.hits[GC]["pain"] == 1 and t.state.battle.hits[YS]["pain"] == 1
    assert "bg.ghoul.1" in t.state.battle.exempt


def _necrophagy_battle(game):
    """Great Cthulhu's 2 Deep Ones roll a Kill and a Pain against 2 Undead, who roll a miss; Black
    Goat's 2 Ghouls wait in Africa."""
    units = {"Europe": [(GC, "deep_one", 2), (YS, "undead", 2)], "Africa": [(BG, "ghoul", 2)]}
    t = game([GC, YS, BG], units=units, power={GC: 2}, books={BG: ["Necrophagy"]}, dice=[6, 4, 1])
    t.play(GC, {"act": "battle", "area": "Europe", "enemy": YS})
    return t


def _necrophagy_offered(t) -> bool:
    return any(o["ability"] == "necrophagy" for o in t.options(BG, "ability"))


def _finish_battle(t) -> list[str]:
    """Play the Battle out, passing every window; the stages at which Necrophagy was offered."""
    offered = []
    while t.state.battle is not None:
        seat, kind = t.waiting()
        if kind == "window":
            offered += [t.state.window.context.stage] if seat == BG and _necrophagy_offered(t) else []
            w = t.state.window
            t.play(seat, {"act": "window_pass", "hook": w.hook, "index": w.queue.index(seat, w.cursor)})
        else:
            t.play(seat, t.options(seat)[0])
    return offered


def test_necrophagy_once_the_kills_are_assigned_adds_pains_assigned_with_the_rolled_ones(game):
    """Rulings R18; master rulebook, Battle Examples, Complex Battle Examples 1 and 2 (lines 1017,
    1043): once the Kills are assigned and before any Pain is, Black Goat may send Ghouls, and the
    Pains they add are assigned with the rolled ones; it is used once per Battle."""
    t = _necrophagy_battle(game)
    assert t.waiting() == (BG, "window") and t.state.window.context.stage == "kills"
    assert t.state.battle.results == {"ys.undead.1": ("kill",)}
    t.play(BG, {"act": "ability", "ability": "necrophagy", "units": ("bg.ghoul.1",)})
    assert t.state.battle.hits[GC]["pain"] == 2  # the rolled Pain and the Ghoul's, before either is assigned
    assert _finish_battle(t) == []  # not offered again after the Pains
    assert t.units_at("Europe", YS) == [] and len(t.units_at("Europe", GC)) == 1  # a Pain to each side


def test_necrophagy_not_used_once_the_kills_are_assigned_is_offered_after_the_pains(game):
    """Rulings R18; master rulebook, Battle Examples, Complex Battle Example 6 (line 1126): Black Goat
    who let the first moment pass may send Ghouls once the Pains are assigned."""
    t = _necrophagy_battle(game)
    t.play(BG, {"act": "window_pass", "hook": "post_battle", "index": 2})
    assert t.waiting() == (BG, "window") and t.state.window.context.stage == "assigned"
    assert t.state.battle.results == {"ys.undead.1": ("kill",), "ys.undead.2": ("pain",)}
    t.play(BG, {"act": "ability", "ability": "necrophagy", "units": ("bg.ghoul.1", "bg.ghoul.2")})
    assert t.state.battle.hits[GC]["pain"] == 3 and t.state.battle.hits[YS]["pain"] == 2


def test_necrophagy_is_refused_with_no_ghoul_outside_the_battle(game):
    units = {"Europe": [(GC, "deep_one", 2), (YS, "undead", 2)], "Africa": [(BG, "acolyte", 1)]}
    t = game([GC, YS, BG], units=units, power={GC: 2}, books={BG: ["Necrophagy"]}, dice=[1, 1, 1])
    t.play(GC, {"act": "battle", "area": "Europe", "enemy": YS})
    assert t.state.battle is None


def test_an_invisible_ghoul_in_the_area_may_use_necrophagy(game):
    """Master rulebook, FAQ, part of a Thousand Forms or Ghroth loss."""
    units = {"Africa": [(CC, "flying_polyp", 1), (BG, "ghoul", 1), (BG, "acolyte", 1)]}
    t = game([CC, BG, GC], units=units, power={CC: 2}, books={CC: ["Invisibility"], BG: ["Necrophagy"]},
             dice=[1, 1])
    t.play(CC, {"act": "battle", "area": "Africa", "enemy": BG})
    t.play(CC, {"act": "ability", "ability": "invisibility", "unit": "bg.ghoul.1"})
    assert {"act": "ability", "ability": "necrophagy", "units": ("bg.ghoul.1",)} in t.options(BG)


# -- Ghroth (rulings R13) --------------------------------------------------------------------

def _ghroth(game, face, units=None, players=(BG, GC, CC)):
    base = {"Africa": [(BG, "fungi", 1)], "Europe": [(BG, "fungi", 1)], "Asia": [(CC, "acolyte", 2)],
            "South Pacific": [(GC, "acolyte", 2)]}
    t = game(list(players), units=units or base, power={BG: 3}, books={BG: ["Ghroth"]}, dice=[face])
    t.play(BG, {"act": "ability", "ability": "ghroth"})
    return t


def test_ghroth_agreed_shares_eliminate_that_many_cultists(game):
    t = _ghroth(game, 2)
    t.play(GC, {"act": "answer", "ability": "ghroth_offer", "offer": 1})
    t.play(CC, {"act": "answer", "ability": "ghroth_offer", "offer": 1})
    assert len([u for u in t.state.units if u.startswith(("gc.acolyte", "cc.acolyte")) and t.state.units[u] != "pool"]) == 2


def test_ghroth_without_agreement_black_goat_picks_the_cultists(game):
    t = _ghroth(game, 2)
    t.play(GC, {"act": "answer", "ability": "ghroth_offer", "offer": 0})
    t.play(CC, {"act": "answer", "ability": "ghroth_offer", "offer": 0})
    assert t.waiting() == (BG, "ghroth")
    t.play(BG, {"act": "answer", "ability": "ghroth_victim", "unit": "cc.acolyte.1"})
    t.play(BG, {"act": "answer", "ability": "ghroth_victim", "unit": "cc.acolyte.2"})
    assert t.units_at("Asia") == []


def test_a_failed_ghroth_must_place_an_acolyte_from_any_pool(game):
    """Master rulebook, FAQ, Ghroth's free Acolyte: the free Acolyte is not optional."""
    t = _ghroth(game, 5)
    opts = t.options(BG, "answer")
    assert opts and all(o["ability"] == "ghroth_place" for o in opts)
    t.play(BG, {"act": "answer", "ability": "ghroth_place", "unit": "cc.acolyte.3", "area": "Africa"})
    assert t.state.units["cc.acolyte.3"] == "Africa"


def test_a_failed_ghroth_with_no_acolyte_in_any_pool_does_nothing(game):
    """Master rulebook, FAQ, Ghroth with no Acolytes left."""
    units = {"Africa": [(BG, "fungi", 1), (BG, "acolyte", 6)], "Asia": [(CC, "acolyte", 6)],
             "South Pacific": [(GC, "acolyte", 6)]}
    t = _ghroth(game, 6, units=units)
    assert t.state.power[BG] == 1 and t.waiting()[1] != "ghroth"


def test_ghroth_is_halved_in_a_two_player_game(game):
    """Master rulebook, Two-Player Rules, Balance Adjustments, example 2: a 3 or 4 Eliminates 2 Cultists."""
    units = {a: [(BG, "fungi", 1)] for a in ("Africa", "Europe", "Asia", "Arctic Ocean")}
    units["South Pacific"] = [(GC, "acolyte", 4)]
    t = _ghroth(game, 4, units=units, players=(BG, GC))
    assert t.state.faction_data[BG]["demand"].amount == 2


def test_ghroth_is_refused_without_two_power(game):
    t = game([BG, GC, CC], units={"Africa": [(BG, "fungi", 1)]}, power={BG: 1}, books={BG: ["Ghroth"]})
    assert not [c for c in t.options(BG, "ability") if c["ability"] == "ghroth"]


# -- The Red Sign, Blood Sacrifice -----------------------------------------------------------

def test_red_sign_dark_young_create_and_control_gates_and_give_power(game):
    t = game([BG, GC, CC], units={"Europe": [(BG, "dark_young", 1)]}, power={BG: 3}, books={BG: ["The Red Sign"]})
    t.play(BG, {"act": "create_gate", "area": "Europe", "control": True})
    assert t.state.gates["Europe"] == "bg.dark_young.1"


def test_control_gate_names_its_unit_so_a_summoned_dark_young_can_take_the_gate(game):
    """Master rulebook, Action Phase, Control or Abandon Gate: with The Red Sign, Summon a Dark
    Young, Abandon the Gate, then Control it with the Dark Young, all in one turn; the Acolyte stays
    in the Area."""
    t = game([BG, GC, CC], units={"Europe": [(BG, "acolyte", 1)]}, gates={"Europe": BG}, power={BG: 3},
             books={BG: ["The Red Sign"]})
    t.play(BG, {"act": "summon", "unit_type": "dark_young", "area": "Europe"})
    t.play(BG, {"act": "abandon_gate", "area": "Europe"})
    offered = {c["unit"] for c in t.options(BG, "control_gate")}
    assert offered == {"bg.acolyte.1", "bg.dark_young.1"}
    t.play(BG, {"act": "control_gate", "area": "Europe", "unit": "bg.dark_young.1"})
    assert t.state.gates["Europe"] == "bg.dark_young.1" and t.state.units["bg.acolyte.1"] == "Europe"


def test_without_the_red_sign_dark_young_cannot_create_gates(game):
    t = game([BG, GC, CC], units={"Europe": [(BG, "dark_young", 1)]}, power={BG: 3})
    assert not t.options(BG, "create_gate")


def test_red_sign_dark_young_give_power_in_gather_power(game):
    t = game([BG, GC, CC], units={"Europe": [(BG, "dark_young", 2)]}, books={BG: ["The Red Sign"]},
             phase="gather_power")
    gathered = {e.faction: e for e in types_of(t.events, ev.PowerGathered)}
    assert gathered[BG].sources["the_red_sign"] == 2


def test_blood_sacrifice_trades_a_cultist_for_an_elder_sign_in_the_doom_phase(game):
    t = game([BG, GC, CC], units={"Africa": [(BG, "shub_niggurath", 1), (BG, "acolyte", 2)]},
             power={BG: 1}, books={BG: {0: "Blood Sacrifice"}}, phase="first_player", extra={"round": 2}, first=BG)
    t.play(BG, {"act": "direction", "direction": "clockwise"})
    assert t.waiting() == (BG, "ritual")
    t.play(BG, {"act": "ability", "ability": "blood_sacrifice", "unit": "bg.acolyte.1"})
    assert len(t.state.elder_signs[BG]) == 1
    assert not [c for c in t.options(BG, "ability")]  # once per Doom Phase


def test_blood_sacrifice_is_refused_without_shub_niggurath_in_play(game):
    t = game([BG, GC, CC], units={"Africa": [(BG, "acolyte", 2)]}, power={BG: 1}, books={BG: {0: "Blood Sacrifice"}},
             phase="first_player", extra={"round": 2}, first=BG)
    t.play(BG, {"act": "direction", "direction": "clockwise"})
    # Nothing to choose on the Ritual turn: it ended by itself, with no Blood Sacrifice.
    assert ev.RitualTurnEnded(BG) in t.events and not types_of(t.events, ev.ElderSignDrawn)


# -- Spellbook requirements ------------------------------------------------------------------

def test_units_in_four_six_and_eight_areas(game):
    """Rulings R5: 4, 6 and 8 Areas (a table may choose 5 for the middle one)."""
    areas = ["Africa", "Europe", "Asia", "Arctic Ocean", "North Atlantic", "South Atlantic"]
    t = game([BG, GC, CC], units={a: [(BG, "acolyte", 1)] for a in areas[:5]}, power={BG: 1})
    assert (BG, 0) in t.state.met and (BG, 1) not in t.state.met
    t = game([BG, GC, CC], units={a: [(BG, "acolyte", 1)] for a in areas[:5]}, power={BG: 1},
             ruleset={"black_goat_area_counts": [4, 5, 8]})
    assert (BG, 1) in t.state.met


def test_the_area_requirements_read_as_the_ruleset_option_in_force(game):
    """Rulings R5: with black_goat_area_counts 4, 5, 8 the board reads 5 Areas for the middle one."""
    t = game([BG, GC, CC], ruleset={"black_goat_area_counts": [4, 5, 8]})
    assert rules.view(t.state, None)["factions"][BG]["requirements"][:3] == [
        "Have Units in 4 Areas.", "Have Units in 5 Areas.", "Have Units in 8 Areas."]


def test_share_areas_with_all_enemies_in_different_areas_on_an_enemys_turn(game):
    """Master rulebook, FAQ, Share Areas with all enemies: different Areas may serve; it can be met
    on an enemy's turn."""
    units = {"Africa": [(BG, "acolyte", 1)], "Europe": [(BG, "acolyte", 1), (CC, "acolyte", 1)],
             "Asia": [(GC, "deep_one", 1)]}
    t = game([GC, BG, CC], units=units, power={GC: 2, BG: 1})
    assert (BG, 3) not in t.state.met
    t.play(GC, {"act": "move", "unit": "gc.deep_one.1", "to": "Africa"})
    assert (BG, 3) in t.state.met


def test_share_areas_bonus_variant_gives_a_power_per_enemy(game):
    """Rulings R6 variant."""
    units = {"Europe": [(BG, "acolyte", 1), (CC, "acolyte", 1), (GC, "acolyte", 1)]}
    t = game([GC, BG, CC], units=units, power={GC: 2, BG: 1}, ruleset={"share_areas_power_bonus": True})
    assert t.state.power[BG] == 3


def test_eliminate_two_cultists_requirement_action(game):
    """Master rulebook, Two-Player Rules, General Rules, example 1: the enemy gains 2 Doom."""
    t = game([BG, GC], units={"Africa": [(BG, "acolyte", 2)], "Europe": [(BG, "acolyte", 1)]}, power={BG: 1, GC: 1})
    choice = {"act": "ability", "ability": "eliminate_two_cultists", "units": ("bg.acolyte.1", "bg.acolyte.2")}
    assert choice in t.options(BG)
    new = t.play(BG, choice)
    assert ev.RequirementMet(BG, 4) in new and t.state.doom[GC] == 2


def test_eliminate_two_cultists_is_refused_with_one_cultist(game):
    t = game([BG, GC], units={"Africa": [(BG, "acolyte", 1)]}, power={BG: 1, GC: 1})
    assert not [c for c in t.options(BG, "ability") if c["ability"] == "eliminate_two_cultists"]


def test_shub_niggurath_awakening_sacrifices_give_two_player_doom_unless_the_variant(game):
    """Ruleset option two_player_awaken_sacrifice_doom (default on, as Two-Player Rules example 1)."""
    for setting, doom in ((True, 2), (False, 0)):
        t = game([BG, GC], units={"Africa": [(BG, "acolyte", 3)]}, gates={"Africa": BG}, power={BG: 8, GC: 1},
                 ruleset={"two_player_awaken_sacrifice_doom": setting})
        t.play(BG, {"act": "ability", "ability": "awaken_shub_niggurath", "area": "Africa"})
        t.play(BG, {"act": "place_spellbook", "slot": 5, "spellbook": "Frenzy"})
        while t.waiting() == (BG, "sacrifice"):
            t.play(BG, t.options(BG, "answer")[0])
        assert t.state.doom[GC] == doom
