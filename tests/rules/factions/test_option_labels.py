"""Option labels: within one decision no two options read alike. Where two units of a type differ
(one on the Gate and one beside it, one with a Pain), the labels say what differs; units that are
the same choice are offered once (rules.engine.pieces: unit_class, a_unit, representatives)."""
from __future__ import annotations

import random
import re
from collections import defaultdict

from conftest import BG, CC, GC

import rules
from bots.positions import varied_start
from bots.random_bot import KindBot
from bots.simulate import game_seed, play_game, seats_for
from rules import factions

SP = "South Pacific"
CODE_NAME = re.compile(r"\b[a-z]+_[a-z_]+\b")  # great_cthulhu: a name for programs, not people
GAMES_PER_START = 8  # per seat count, from the set-up and from a mid-game position: all eight factions play


def _clashes(state, seat: str) -> list[tuple[str, list[dict]]]:
    """The labels `seat` is offered more than once now, or that show a code name, each with the
    choices behind it."""
    by_label: dict[str, list[dict]] = defaultdict(list)
    for option in rules.legal_options(state, seat):
        by_label[option.label].append(option.choice)
    return [(label, choices) for label, choices in by_label.items()
            if len(choices) > 1 or CODE_NAME.search(label)]


def _noting_bot(found: list):
    """A KindBot that, before each choice, notes every label offered twice in that decision."""

    class Noting(KindBot):
        def choose(self, state, seat):
            found.extend(_clashes(state, seat))
            return super().choose(state, seat)

    return Noting


def test_random_games_of_every_faction_never_offer_two_options_reading_alike_or_a_code_name():
    found, played = [], defaultdict(set)
    for players in (2, 3, 4, 5):
        for game in range(GAMES_PER_START):
            seats = seats_for(players, game)
            played[players] |= {s["faction"] for s in seats}
            bot = _noting_bot(found)
            play_game({"seats": seats}, game_seed("labels", game), f"labels:{players}:{game}", bot_class=bot)
            start = varied_start(seats, game_seed("labels-varied", game), random.Random(game))
            play_game({"seats": seats}, b"", f"labels-varied:{players}:{game}", start=start, bot_class=bot)
            assert found == [], (players, game, found[:3])
    assert all(seated == set(factions.available()) for seated in played.values()), played


# -- the positions where two buttons read alike ------------------------------------------------

def _gate_and_beside(game, first=BG, **kw):
    """Great Cthulhu's two Acolytes in the South Pacific, gc.acolyte.1 on the Gate there."""
    units = {SP: [(GC, "acolyte", 2)], "Africa": [(BG, "shub_niggurath", 1)], "Asia": [(CC, "acolyte", 1)]}
    return game([BG, GC, CC], units=units, gates={SP: GC}, first=first, **kw)


def _labels(t, seat) -> dict[str, str]:
    options = rules.legal_options(t.state, seat)
    return {o.label: o.choice.get("unit") for o in options if o.choice.get("unit")}


def test_avatar_names_the_acolyte_on_the_gate_apart_from_the_one_beside_it(game):
    t = _gate_and_beside(game, power={BG: 2})
    t.play(BG, {"act": "ability", "ability": "avatar", "area": SP, "owner": GC})
    assert _labels(t, GC) == {
        "Avatar: an Acolyte on the Gate in South Pacific swaps with Shub-Niggurath": "gc.acolyte.1",
        "Avatar: an Acolyte beside the Gate in South Pacific swaps with Shub-Niggurath": "gc.acolyte.2"}


def test_assigning_a_pain_names_the_acolyte_on_the_gate_apart_from_the_one_beside_it(game):
    units = {SP: [(GC, "acolyte", 2), (CC, "hunting_horror", 1)]}
    t = game([CC, GC], units=units, gates={SP: GC}, power={CC: 1}, dice=[4, 1] + [1] * 5)
    t.play(CC, {"act": "battle", "area": SP, "enemy": GC})
    assert t.waiting() == (GC, "assign_pain")
    assert _labels(t, GC) == {"Assign a Pain to an Acolyte on the Gate": "gc.acolyte.1",
                              "Assign a Pain to an Acolyte beside the Gate": "gc.acolyte.2"}


def test_a_unit_with_a_result_reads_apart_from_its_look_alike_without_one(game):
    """A Kill and a Pain on three Deep Ones: the Killed one is removed, the Pained one Retreats."""
    units = {SP: [(GC, "deep_one", 3), (CC, "hunting_horror", 2)]}
    t = game([CC, GC], units=units, power={CC: 1}, dice=[6, 4, 1, 1] + [1] * 3)
    t.play(CC, {"act": "battle", "area": SP, "enemy": GC})
    assert t.waiting() == (GC, "retreat") and t.state.battle.results["gc.deep_one.2"] == ("pain",)
    assert rules.engine.pieces.a_unit(t.state, "gc.deep_one.2") == "a Deep One with a Pain"
    assert rules.engine.pieces.a_unit(t.state, "gc.deep_one.3") == "a Deep One"
    assert rules.engine.pieces.representatives(t.state, ["gc.deep_one.2", "gc.deep_one.3"]) == ["gc.deep_one.2",
                                                                                         "gc.deep_one.3"]
    assert "Retreat a Deep One with a Pain to Australia" in _labels(t, GC)


def test_devolve_names_the_acolyte_on_the_gate_apart_from_the_one_beside_it(game):
    t = _gate_and_beside(game, first=CC, power={CC: 2}, books={GC: ["Devolve"]})
    t.play(CC, {"act": "recruit", "unit_type": "acolyte", "area": "Asia"})
    assert t.waiting() == (GC, "window")
    assert {label: unit for label, unit in _labels(t, GC).items() if label.startswith("Devolve")} == {
        "Devolve an Acolyte on the Gate in South Pacific into a Deep One": "gc.acolyte.1",
        "Devolve an Acolyte beside the Gate in South Pacific into a Deep One": "gc.acolyte.2"}


def test_devolve_offers_two_acolytes_that_are_the_same_choice_once(game):
    units = {SP: [(GC, "acolyte", 2)], "Asia": [(CC, "acolyte", 1)]}
    t = game([CC, GC], units=units, power={CC: 2}, books={GC: ["Devolve"]})
    t.play(CC, {"act": "recruit", "unit_type": "acolyte", "area": "Asia"})
    assert [label for label in _labels(t, GC) if label.startswith("Devolve")] == [
        "Devolve an Acolyte in South Pacific into a Deep One"]


def test_regenerate_offers_two_starspawns_with_a_kill_each_once(game):
    """Either Starspawn may survive its Kill or take the other's: one choice each, not two."""
    units = {"Asia": [(GC, "starspawn", 2), (GC, "acolyte", 1), (CC, "hunting_horror", 2)]}
    t = game([GC, CC, BG], units=units, power={GC: 2, CC: 2}, first=CC, books={GC: ["Regenerate"]},
             dice=[6, 6, 1, 1] + [1] * 7)
    t.play(CC, {"act": "battle", "area": "Asia", "enemy": GC})
    t.play(GC, {"act": "assign", "unit": "gc.starspawn.1", "result": "kill"})
    t.play(GC, {"act": "assign", "unit": "gc.starspawn.2", "result": "kill"})
    assert t.waiting() == (GC, "window")
    assert {o.label: (o.choice["unit"], o.choice["donor"]) for o in rules.legal_options(t.state, GC)
            if o.choice.get("ability") == "regenerate"} == {
        "Regenerate: the Starspawn in the Battle survives its single Kill": ("gc.starspawn.1", None),
        "Regenerate: the Starspawn also takes the Kill on a Starspawn": ("gc.starspawn.1", "gc.starspawn.2")}


def test_necrophagy_offers_each_mix_of_ghouls_once(game):
    """Two Ghouls in one Area are the same choice: send one of them, or both."""
    units = {"Asia": [(GC, "deep_one", 1), (CC, "hunting_horror", 1)], "Africa": [(BG, "ghoul", 2)]}
    t = game([CC, GC, BG], units=units, power={CC: 2}, books={BG: ["Necrophagy"]}, dice=[4, 1] + [1] * 3)
    t.play(CC, {"act": "battle", "area": "Asia", "enemy": GC})
    assert t.waiting() == (BG, "window")
    assert [o.label for o in rules.legal_options(t.state, BG) if o.choice.get("ability") == "necrophagy"] == [
        "Necrophagy: send 1 Ghoul (Africa) into the Battle", "Necrophagy: send 2 Ghouls (Africa, Africa) into the Battle"]


def test_a_unit_described_as_a_phrase_reads_in_english_as_the_label_always_did():
    """pieces.a_unit_said / the_unit_said (the catalogs' `piece-*` messages) word a unit as a_unit and
    the_unit do, byte for byte in English, at every decision of random games; German says it too."""
    from rules.engine.pieces import a_unit, a_unit_said, the_unit, the_unit_said
    from rules.words.describing import render
    checked: list[str] = []

    class Checking(KindBot):
        def choose(self, state, seat):
            for uid in list(state.units)[::7]:
                for say in ((), ("gate",), ("gate", "results")):
                    assert render(a_unit_said(state, uid, say)) == a_unit(state, uid, say)
                    assert render(the_unit_said(state, uid, say)) == the_unit(state, uid, say)
                    german = render(a_unit_said(state, uid, say), "de")
                    assert german and not german.startswith(("a ", "an ")), german
                checked.append(uid)
            return super().choose(state, seat)

    for game in range(2):
        seats = seats_for(4, game)
        start = varied_start(seats, game_seed("said", game), random.Random(game))
        play_game({"seats": seats}, b"", f"said:{game}", start=start, bot_class=Checking)
    assert len(checked) > 500
