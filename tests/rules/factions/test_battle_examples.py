"""The master rulebook's Battle Examples (master rulebook, Battle Examples) as golden tests with
scripted dice.

The Simple Example and Complex Examples 1 and 6 use only core factions and are played in full.
Examples 2 and 5 mix core abilities with expansion ones (Leng Spiders' Bloodthirst, Yig's Snakebite):
the core part is played here (Vengeance with Necrophagy; Regenerate in test_great_cthulhu.py).
Examples 3, 4, 7, 8 and 9 rest on expansion factions (Windwalker, Cthugha, Tcho-Tcho, Opener of the
Way, Sleeper) that this engine does not have yet.
"""
from __future__ import annotations

from conftest import BG, CC, GC, YS
from sandbox import types_of

from rules.engine import events as ev

EAST5 = "4p_east5_west3"
EA = "East Africa"


def pass_windows(t):
    while t.waiting() and t.waiting()[1] == "window":
        seat, w = t.waiting()[0], t.state.window
        t.play(seat, {"act": "window_pass", "hook": w.hook, "index": w.queue.index(seat, w.cursor)})


def dice_of(t, faction):
    return next(e for e in types_of(t.events, ev.DiceRolled) if e.faction == faction).faces


def test_simple_battle_example_byakhee_and_frenzy(game):
    """Master rulebook, Battle Examples, Simple Battle Example: Angela (Yellow Sign: 2 Byakhee, 2
    Acolytes, the King) attacks Frank (Black Goat: 2 Acolytes with Frenzy) in East Africa. She rolls
    3 dice, he rolls 2. She rolls 2 Pains, he rolls a Kill: she Kills a Byakhee, and Frank must
    Retreat both Cultists."""
    units = {EA: [(YS, "byakhee", 2), (YS, "acolyte", 2), (YS, "king_in_yellow", 1), (BG, "acolyte", 2)]}
    t = game([YS, BG, GC, CC], layout=EAST5, units=units, power={YS: 1}, books={BG: ["Frenzy"]},
             dice=[4, 5, 1] + [6, 1])
    t.play(YS, {"act": "battle", "area": EA, "enemy": BG})
    pass_windows(t)
    assert len(dice_of(t, YS)) == 3 and len(dice_of(t, BG)) == 2
    t.play(YS, {"act": "assign", "unit": "ys.byakhee.1", "result": "kill"})
    assert t.waiting() == (BG, "retreat")
    t.play(BG, {"act": "retreat", "unit": "bg.acolyte.1", "to": "West Africa"})
    t.play(BG, {"act": "retreat", "unit": "bg.acolyte.2", "to": "Arabia"})
    assert ev.UnitKilled("ys.byakhee.1", EA) in t.events
    assert t.units_at(EA, BG) == [] and t.state.battle is None


def test_complex_battle_example_1_absorb_devour_necrophagy_madness(game):
    """Master rulebook, Battle Examples, Complex Battle Example 1. Rich (Great Cthulhu) attacks
    Angela (Yellow Sign) in East Africa. The Shoggoth Absorbs a Deep One, Cthulhu Devours (Angela
    gives up an Undead: the King cannot be chosen). Rich rolls 12 dice (6 + 2 + 3 + 1), Angela 3 (4
    Undead). Rich: 1 Kill, 5 Pains; Angela: 1 Kill, 2 Pains. Once the Kills are assigned, Black
    Goat's Necrophagy sends 2 Ghouls: 2 more Pains for Rich, added to those already rolled against
    him (Angela's units are all Pained already; rulings R18). Rich assigns the 4 Pains together, to
    everything but the Cultist on his Gate; Crawling Chaos's Madness sends Cthulhu to Arabia, a Cultist to West Africa,
    the Deep One to the Indian Ocean and the Shoggoth to the South Atlantic; East Africa is
    surrounded, so Angela Eliminates an Undead and the King and two Undead stay with Rich's Cultist.

    The book gives Rich "two Cultists", yet one takes the Kill, one Retreats and one stays on the Gate:
    the outcome needs three, so the position has three (one on the Gate)."""
    units = {EA: [(GC, "cthulhu", 1), (GC, "shoggoth", 1), (GC, "deep_one", 2), (GC, "acolyte", 3),
                  (YS, "king_in_yellow", 1), (YS, "undead", 5)],
             "South Asia": [(BG, "ghoul", 2)], "Antarctica": [(CC, "acolyte", 1)]}
    rich = [6, 4, 4, 4, 4, 4, 1, 1, 1, 1, 1, 1]
    t = game([GC, YS, BG, CC], layout=EAST5, units=units, gates={EA: GC}, power={GC: 1},
             books={GC: {3: "Absorb"}, BG: ["Necrophagy"], CC: ["Madness"]}, dice=rich + [6, 4, 4])
    t.play(GC, {"act": "battle", "area": EA, "enemy": YS})
    t.play(GC, {"act": "ability", "ability": "absorb", "shoggoth": "gc.shoggoth.1", "unit": "gc.deep_one.1"})
    new = t.play(GC, {"act": "ability", "ability": "devour"})  # all Undead alike: Angela's choice is forced
    assert [e.unit for e in types_of(new, ev.UnitEliminated)] == ["ys.undead.1"]
    pass_windows(t)
    assert (len(dice_of(t, GC)), len(dice_of(t, YS))) == (12, 3)
    t.play(GC, {"act": "assign", "unit": "gc.acolyte.2", "result": "kill"})
    t.play(YS, {"act": "assign", "unit": "ys.undead.2", "result": "kill"})
    assert t.waiting() == (BG, "window") and not [r for r in t.state.battle.results.values() if "pain" in r]
    t.play(BG, {"act": "ability", "ability": "necrophagy", "units": ("bg.ghoul.1", "bg.ghoul.2")})
    assert t.state.battle.hits[YS]["pain"] == 4  # Angela's 2 Pains and the Ghouls' 2, assigned together
    for unit in ("gc.cthulhu.1", "gc.shoggoth.1", "gc.deep_one.2", "gc.acolyte.3"):
        t.play(GC, {"act": "assign", "unit": unit, "result": "pain"})
    assert t.state.battle.results.get("gc.acolyte.1") is None  # the Cultist on the Gate
    pass_windows(t) if t.waiting()[0] != CC else None
    t.play(CC, {"act": "ability", "ability": "madness", "defender_first": False})
    for unit, to in (("gc.cthulhu.1", "Arabia"), ("gc.acolyte.3", "West Africa"), ("gc.deep_one.2", "Indian Ocean"),
                     ("gc.shoggoth.1", "South Atlantic")):
        t.play(CC, {"act": "retreat", "unit": unit, "to": to})
    assert t.waiting() == (YS, "retreat_blocked")
    t.play(YS, {"act": "retreat_eliminate", "unit": "ys.undead.3"})
    assert t.units_at(EA) == ["bg.ghoul.1", "bg.ghoul.2", "gc.acolyte.1", "ys.king_in_yellow.1", "ys.undead.4",
                              "ys.undead.5"]


def test_complex_battle_example_6_harbinger_and_madness_after_necrophagy(game):
    """Master rulebook, Battle Examples, Complex Battle Example 6. Bruce's lone Nyarlathotep attacks
    Bill's Undead and King in Yellow. Bill has no Combat; Bruce rolls a single Pain. Black Goat lets
    the moment after the Kills pass; Bill puts the Pain on his Undead, and only then does Black
    Goat's Necrophagy come (master rulebook, Battle Examples, Complex Battle Example 6: the order
    matters, Bill decides unaware of the Ghoul, and Black Goat decides knowing where the Pain went;
    rulings R18: Necrophagy's second moment). Necrophagy sends a Ghoul: a Pain for each side.
    Nyarlathotep is Pained, and so is the King, so the Harbinger takes effect: Bruce takes 2 Elder
    Signs, then with Madness chooses where the King, the Undead and Nyarlathotep Retreat."""
    units = {"Europe": [(CC, "nyarlathotep", 1), (YS, "undead", 1), (YS, "king_in_yellow", 1)],
             "Africa": [(BG, "ghoul", 1)]}
    t = game([CC, YS, BG], units=units, power={CC: 1}, books={CC: ["Madness"], BG: ["Necrophagy"]}, dice=[4])
    t.play(CC, {"act": "battle", "area": "Europe", "enemy": YS})
    assert dice_of(t, CC) == (4,) and dice_of(t, YS) == ()
    assert t.waiting() == (BG, "window") and t.state.window.context.stage == "kills"
    t.play(BG, {"act": "window_pass", "hook": "post_battle", "index": 2})
    assert t.waiting() == (YS, "assign_pain")  # Bill's Pain is assigned before Necrophagy's second moment
    t.play(YS, {"act": "assign", "unit": "ys.undead.1", "result": "pain"})
    assert t.waiting()[0] == BG
    t.play(BG, {"act": "ability", "ability": "necrophagy", "units": ("bg.ghoul.1",)})
    assert t.state.battle.results == {"cc.nyarlathotep.1": ("pain",), "ys.king_in_yellow.1": ("pain",),
                                         "ys.undead.1": ("pain",)}
    t.play(CC, {"act": "ability", "ability": "harbinger", "unit": "ys.king_in_yellow.1", "reward": "elder_signs"})
    assert len(t.state.elder_signs[CC]) == 2
    t.play(CC, {"act": "ability", "ability": "madness", "defender_first": False})
    t.play(CC, {"act": "retreat", "unit": "cc.nyarlathotep.1", "to": "Asia"})
    t.play(CC, {"act": "retreat", "unit": "ys.king_in_yellow.1", "to": "North Atlantic"})
    t.play(CC, {"act": "retreat", "unit": "ys.undead.1", "to": "Arctic Ocean"})
    assert t.state.units["ys.king_in_yellow.1"] == "North Atlantic" and t.state.units["cc.nyarlathotep.1"] == "Asia"


def test_complex_battle_example_2_core_part_vengeance_and_necrophagy(game):
    """Master rulebook, Battle Examples, Complex Battle Example 2, the core abilities only:
    Spencer's Hastur rolls a Kill and, by Vengeance, puts it on the unit he chooses (a Monster
    rather than the Acolyte); Black Goat's Necrophagy then adds Pains to both sides, and Grant's
    Pained units leave the Area. (Grant's Leng Spiders and their Bloodthirst are an expansion: two
    Hunting Horrors stand in for them, so Bloodthirst's last step is not played.)"""
    units = {"Asia": [(CC, "hunting_horror", 2), (CC, "acolyte", 1), (YS, "hastur", 1), (YS, "acolyte", 1)],
             "Africa": [(BG, "ghoul", 2)]}
    t = game([CC, YS, BG], units=units, power={CC: 1}, books={BG: ["Necrophagy"]},
             dice=[4, 4, 1, 1] + [6, 1, 1, 1, 1])
    t.play(CC, {"act": "battle", "area": "Asia", "enemy": YS})
    pass_windows(t) if t.waiting()[0] != YS else None
    t.play(YS, {"act": "ability", "ability": "vengeance"})
    t.play(YS, {"act": "assign", "unit": "cc.hunting_horror.1", "result": "kill"})
    t.play(BG, {"act": "ability", "ability": "necrophagy", "units": ("bg.ghoul.1", "bg.ghoul.2")})
    assert t.state.battle.hits[CC]["pain"] == 4 and t.state.battle.hits[YS]["pain"] == 2
    while t.state.battle is not None:
        seat, kind = t.waiting()
        t.play(seat, t.options(seat)[0]) if kind != "window" else pass_windows(t)
    assert ev.UnitKilled("cc.hunting_horror.1", "Asia") in t.events
    assert t.units_at("Asia", CC) == []  # the other Hunting Horror and the Acolyte were Pained away
