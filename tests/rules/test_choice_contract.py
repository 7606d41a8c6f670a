"""The published shapes of choices, views and the ruleset (rules.contract.contract) hold for what the engine
really gives, and the vocabulary of choices (rules.contract.vocabulary) is the one rules/CHOICES.md describes.

Random games (from the set-up and from varied mid-game positions, some with the ruleset's variants)
list thousands of distinct options: each must match the schema its act (and ability) names, and
exactly one branch of the `Choice` union. Every declared kind of choice must turn up, in those games,
in random games with each expansion faction seated, or in the set positions made for the rarest.

Every faction declares the fields of its abilities' choices; the published contract holds the
offered factions' ones (a faction not offered has its choices known to the engine, not published).
"""
from __future__ import annotations

import dataclasses
import json
import random
import re
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator
from offered_factions import all_factions_offered
from daemon_sultan_positions import DAEMON_SULTAN_RARE
from faction_goo_positions import FACTION_GOO_RARE
from monsters_dreamlands_positions import MONSTERS_DREAMLANDS_RARE
from terrors_expansions_positions import TERRORS_EXPANSIONS_RARE
from monsters_azathoth_positions import MONSTERS_AZATHOTH_RARE
from monsters_battle_positions import MONSTERS_BATTLE_RARE
from terrors_positions import TERRORS_RARE
from monsters_shaggai_positions import MONSTERS_SHAGGAI_RARE
from seated_start import seated_start

import rules
from bots.positions import varied_start
from bots.random_bot import ContentBot, KindBot
from bots.simulate import game_seed, loyalty_options, seats_for
from rules.engine.options import never_paired
from rules.contract import contract, vocabulary
from rules import factions
from rules.engine.codec import to_json
from rules.engine.content import WINDOW_HOOKS, EffectAbility, Hook
from rules.factions import CORE_FACTIONS
from rules.engine.options import ruleset
from rules.engine.state import spec_of


def _map_shared():
    from rules.engine import maps, registry
    for layout in maps.LAYOUTS:
        maps.load(layout)
    return registry.every_map_shared_ability()

GAMES = 80
VARIANT = {"fertility_cult": "unlimited_summon"}  # the only way to offer fertility_cult_unlimited
CHOICES_MD = Path(rules.__file__).parent / "CHOICES.md"
# Hooks whose abilities list choices (act `ability`); DEMAND abilities list answers (act `answer`).
CHOICE_HOOKS = {Hook.ACTION, Hook.AWAKEN, Hook.UNLIMITED, Hook.DOOM_PHASE, *WINDOW_HOOKS}

DEFS = contract.schemas("#/$defs/")
_validators: dict[tuple[int, str], Draft202012Validator] = {}


def validator(name: str, defs: dict) -> Draft202012Validator:
    if (id(defs), name) not in _validators:
        _validators[id(defs), name] = Draft202012Validator({"$defs": defs, "$ref": "#/$defs/" + name})
    return _validators[id(defs), name]


def errors(name: str, instance: object, defs: dict = DEFS) -> list[str]:
    return [f"{list(e.absolute_path)}: {e.message[:300]}" for e in validator(name, defs).iter_errors(instance)]


def _as_json(value: object) -> object:
    return json.loads(json.dumps(to_json(value)))


@pytest.fixture(scope="module")
def played() -> dict:
    """Distinct options (as JSON text), the abilities offered in windows, and a sample of views and
    pending lists from random games of the core factions."""
    options: set[str] = set()
    views: list[object] = []
    in_windows: set[tuple[str, str, str]] = set()
    for game in range(GAMES):
        seats = seats_for((2, 3, 4)[game % 3], game // 3, CORE_FACTIONS)  # expansion_played seats the others
        variant = VARIANT if game % 4 == 3 else {}
        seed = game_seed("choice-contract", game)
        start = varied_start(seats, seed, random.Random(game), variant) if game % 2 else \
            rules.new_game({"seats": seats, "rules": variant}, seed)
        state, bot, steps = rules.replay(start), KindBot(game), 0
        while state.phase != "ended" and steps < 3000:
            seat = rules.pending(state)[0]["seat"]
            for each in state.seats:
                options.update(json.dumps(_as_json(o.choice), sort_keys=True)
                               for o in rules.legal_options(state, each))
            in_windows |= _window_uses(state)
            if steps % 40 == 0:
                views += [_as_json(rules.view(state, seat)), _as_json(rules.view(state, None))]
            _, state = rules.decide_and_apply(state, seat, bot.choose(state, seat))
            steps += 1
        views.append(_as_json(rules.view(state, rules.AUDITOR)))
    return {"options": sorted(options), "views": views, "in_windows": in_windows}


def _window_uses(state) -> set[tuple[str, str, str]]:
    """(faction, window hook, ability) for each ability the faction an open window asks is offered."""
    asked = rules.pending(state)
    if state.window is None or not asked or asked[0]["kind"] != "window":
        return set()
    return {(asked[0]["faction"], state.window.hook, o.choice["ability"])
            for o in rules.legal_options(state, asked[0]["seat"]) if o.choice["act"] == "ability"}


def test_every_option_of_random_games_matches_the_schema_its_act_names(played):
    assert len(played["options"]) > 1000
    wrong = {}
    for text in played["options"]:
        choice = json.loads(text)
        name = contract.choice_name(choice)
        found = errors(name, choice) if name in DEFS else [f"no schema {name}"]
        if found:
            wrong[text] = found
    assert wrong == {}


def test_each_kind_of_option_matches_exactly_one_branch_of_the_choice_union(played):
    first_of_kind = {}
    for text in played["options"]:
        first_of_kind.setdefault(contract.choice_name(json.loads(text)), json.loads(text))
    assert {name: errors("Choice", c) for name, c in first_of_kind.items() if errors("Choice", c)} == {}


def test_a_choice_with_a_field_of_the_wrong_type_or_an_unknown_field_is_outside_the_union():
    assert errors("Choice", {"act": "move", "unit": "gc.deep_one.1", "to": "Asia"}) == []
    assert errors("Choice", {"act": "move", "unit": "gc.deep_one.1", "to": "Atlantis"})
    assert errors("Choice", {"act": "move", "unit": "gc.deep_one.1", "to": "Asia", "power": 1})
    assert errors("Choice", {"act": "ability", "ability": "dreams", "area": "Asia"})
    assert errors("Choice", {"act": "shout"})


def _harbinger_options(table) -> list[dict]:
    """Nyarlathotep Kills Cthulhu in Battle: the post-Battle window offers The Harbinger (as in
    tests/rules/factions/test_crawling_chaos.py)."""
    cc, gc, ys = "crawling_chaos", "great_cthulhu", "yellow_sign"
    t = table([cc, gc, ys], units={"Asia": [(cc, "nyarlathotep", 1), (gc, "cthulhu", 1)]}, power={cc: 2},
              spellbooks={cc: 2}, dice=[6, 1, 1] + [1] * 6)
    t.play(cc, {"act": "battle", "area": "Asia", "enemy": gc})
    return [_as_json(c) for c in t.options(cc, "ability")]


def _start_area_options() -> list[dict]:
    """The Ancients (not dealt in random games yet) choose their start Area at set-up."""
    seats = [{"seat": f, "faction": f} for f in ("ancients", "great_cthulhu", "crawling_chaos")]
    state = rules.replay(rules.new_game({"seats": seats}, game_seed("choice-contract", 0)))
    return [_as_json(o.choice) for o in rules.legal_options(state, "ancients") if o.choice["act"] == "start_area"]


NEUTRAL_GAMES = 24


# The factions the neutral games cycle over: the line-ups that reach every neutral choice (a faction
# offered later joins the expansion games and set positions, not these).
NEUTRAL_LINE_UPS = ("great_cthulhu", "crawling_chaos", "black_goat", "yellow_sign", "ancients",
                    "opener_of_the_way", "sleeper", "windwalker")


@pytest.fixture(scope="module")
def neutral_played() -> set[str]:
    """Distinct options (as JSON text) of random games with every Loyalty Card in the supply, the
    High Priests (Unique ones too) and the neutral Spellbooks (`simulate --loyalty all`)."""
    options: set[str] = set()
    content = loyalty_options("all")
    for game in range(NEUTRAL_GAMES):
        seats = seats_for(3 + game % 3, game, NEUTRAL_LINE_UPS)
        state = rules.replay(rules.new_game({"seats": seats, **content}, game_seed("neutral-contract", game)))
        bot, steps = ContentBot(game), 0  # takes the cards when offered, as `simulate --loyalty` does
        while state.phase != "ended" and steps < 3000:
            seat = rules.pending(state)[0]["seat"]
            for each in state.seats:
                options.update(json.dumps(_as_json(o.choice), sort_keys=True)
                               for o in rules.legal_options(state, each))
            _, state = rules.decide_and_apply(state, seat, bot.choose(state, seat))
            steps += 1
    return options


def test_every_option_of_random_games_with_neutral_content_matches_the_schema_its_act_names(neutral_played):
    wrong = {}
    for text in neutral_played:
        choice = json.loads(text)
        name = contract.choice_name(choice)
        found = errors(name, choice) if name in DEFS else [f"no schema {name}"]
        if found:
            wrong[text] = found
    assert len(neutral_played) > 1000 and wrong == {}


def _god_of_forgetfulness(table) -> list[dict]:
    """Byatis with his Spellbook, enemy Cultists in an adjacent Area (tests/rules/neutral)."""
    t = table([GC_, CC_, BG_], cards={"byatis": (GC_, True)}, figures={"Europe": [("byatis", "byatis", 1)]},
              units={"Asia": [(CC_, "acolyte", 2)], "Africa": [(GC_, "acolyte", 1)]}, power={GC_: 5, CC_: 5, BG_: 5})
    return [c for c in t.options(GC_, "ability") if c["ability"] == "god_of_forgetfulness"]


def _nightmare_web(table) -> list[dict]:
    """A Nyogtha in the Pool of a holder with Nightmare Web and units on the map."""
    t = table([GC_, CC_, BG_], cards={"nyogtha": (GC_, True)}, figures={"Europe": [("nyogtha", "nyogtha", 1)]},
              units={"Asia": [(GC_, "acolyte", 1)], "Africa": [(BG_, "acolyte", 1)]}, power={GC_: 5, CC_: 5, BG_: 5})
    return [c for c in t.options(GC_, "ability") if c["ability"] == "nightmare_web"]


def _from_below(table) -> list[dict]:
    """A Battle declared in one Nyogtha's Area, resolved: the free Battle in the other's is asked."""
    t = table([GC_, CC_, BG_], cards={"nyogtha": (GC_, False)},
              figures={"Europe": [("nyogtha", "nyogtha", 1)], "Asia": [("nyogtha", "nyogtha", 1)]},
              units={"Europe": [(BG_, "acolyte", 1)], "Asia": [(BG_, "acolyte", 1)], "Africa": [(CC_, "acolyte", 1)]},
              power={GC_: 5, CC_: 5, BG_: 5}, dice=[6, 1, 1, 1, 6, 1, 1, 1])
    t.play(GC_, {"act": "battle", "area": "Europe", "enemy": BG_})
    return [c for c in t.options(GC_, "answer") if c["ability"] == "from_below_battle"]


def _pit_of_despair(table) -> list[dict]:
    """Pitpipo elsewhere while a Kill is assigned to a unit of his side."""
    t = table([GC_, CC_, BG_], power={GC_: 8, CC_: 8}, first=CC_, dice=[6, 1, 1, 1],
              units={"Asia": [(GC_, "acolyte", 1), (GC_, "deep_one", 1), (CC_, "hunting_horror", 1)]},
              cards={"pitpipo": GC_}, figures={"Europe": [("pitpipo", "pitpipo", 1)]})
    t.play(CC_, {"act": "battle", "area": "Asia", "enemy": GC_})
    t.play(GC_, {"act": "assign", "unit": "gc.deep_one.1", "result": "kill"})
    return [c for c in t.options(GC_, "ability") if c["ability"] == "pit_of_despair"]


def _settled(t, *kinds):
    """Past the pending decisions of `kinds` and any Spellbook the position earns (first options;
    a Ritual turn is ended)."""
    while t.waiting() and t.waiting()[1] in kinds + ("spellbook",):
        seat, kind = t.waiting()
        t.play(seat, {"act": "end_ritual_turn"} if kind == "ritual" else t.options(seat)[0])
    return t


def _gobogeg_awakening(table) -> list[dict]:
    """Gobogeg in the supply once a faction has its six Spellbooks (tests/rules/neutral/test_pack3.py)."""
    t = _settled(table([GC_, CC_, BG_], cards={"gobogeg": None}, spellbooks={CC_: 6}, gates={"Europe": GC_},
                       units={"Europe": [(GC_, "cthulhu", 1), (GC_, "acolyte", 1)], "Asia": [(CC_, "acolyte", 1)]},
                       power={GC_: 3, CC_: 3, BG_: 3}))
    return [c for c in t.options(GC_, "ability") if c["ability"] == "awaken_gobogeg"]


def _tulzscha(table, book: bool, **kw):
    return table([GC_, CC_, BG_], cards={"tulzscha": (GC_, book)}, figures={"Europe": [("tulzscha", "tulzscha", 1)]},
                 units={"Europe": [(GC_, "acolyte", 1)], "Asia": [(CC_, "acolyte", 1)], "Africa": [(BG_, "acolyte", 1)]},
                 **kw)


def _tulzscha_requirement(table) -> list[dict]:
    t = _settled(_tulzscha(table, False, power={GC_: 3, CC_: 3, BG_: 3}))
    return [c for c in t.options(GC_, "ability") if c["ability"] == "tulzscha_spellbook_requirement"]


def _ceremony_of_annihilation(table) -> list[dict]:
    t = _tulzscha(table, True, gates={"Europe": GC_}, power={GC_: 1}, phase="first_player", first=GC_,
                  extra={"round": 2})
    _settled(t, "direction", "first_player")
    return [c for c in t.options(GC_, "ability") if c["ability"] == "ceremony_of_annihilation"]


def _spinnerets(table) -> list[dict]:
    """Atlach-Nacha on the map, no Web there yet (tests/rules/neutral/test_pack2.py)."""
    t = _settled(table([GC_, CC_, BG_], cards={"atlach_nacha": GC_}, power={GC_: 3, CC_: 3, BG_: 3},
                       figures={"Europe": [("atlach_nacha", "atlach_nacha", 1)]}))
    return [c for c in t.options(GC_, "ability") if c["ability"] == "spinnerets"]


def _tsunami_move(table) -> list[dict]:
    """Father Dagon's Tsunami struck Europe: each owner sends its Cultists into the oceans."""
    t = _settled(table([GC_, CC_, BG_], cards={"father_dagon": GC_}, power={GC_: 3, CC_: 3, BG_: 3},
                       figures={"Asia": [("father_dagon", "father_dagon", 1)]},
                       units={"Europe": [(GC_, "acolyte", 1), (CC_, "acolyte", 1)]}))
    offered = [c for c in t.options(GC_, "ability") if c["ability"] == "tsunami"]  # seldom in random games now
    t.play(GC_, {"act": "ability", "ability": "tsunami", "area": "Europe"})
    return offered + [c for c in t.options(GC_, "answer") if c["ability"] == "tsunami_move"]


def _bokrug_at_doom_end(table, **kw):
    """Every Ritual turn of the Doom Phase ended with Bokrug's card held."""
    t = table([GC_, CC_, BG_], phase="first_player", units={"Asia": [(CC_, "acolyte", 1)]}, **kw)
    return _settled(t, "direction", "first_player", "ritual")


def _ghosts_of_ib(table) -> list[dict]:
    """A dead Bokrug, his card still held, comes back at the end of the Doom Phase."""
    t = _bokrug_at_doom_end(table, cards={"bokrug": GC_}, power={GC_: 1})
    return [c for c in t.options(GC_, "answer") if c["ability"] == "ghosts_of_ib"]


def _sarnath_elder_sign(table) -> list[dict]:
    """The Doom that Came to Sarnath: an enemy picks one of the holder's Elder Signs, unseen."""
    t = _bokrug_at_doom_end(table, cards={"bokrug": (CC_, True)}, figures={"Europe": [("bokrug", "bokrug", 1)]},
                            elder_signs={CC_: (1, 2)}, power={CC_: 1})
    t.play(CC_, {"act": "answer", "ability": "the_doom_that_came_to_sarnath", "enemy": GC_, "fate": "elder_sign"})
    return [c for c in t.options(GC_, "answer") if c["ability"] == "sarnath_elder_sign"]


def _mummify(table) -> list[dict]:
    """Ghatanothoa with enemy Acolytes in his Area (tests/rules/neutral/test_pack2.py)."""
    t = _settled(table([GC_, CC_, BG_], cards={"ghatanothoa": GC_}, power={GC_: 6, CC_: 6, BG_: 6},
                       figures={"Asia": [("ghatanothoa", "ghatanothoa", 1)]}, units={"Asia": [(CC_, "acolyte", 2)]}))
    return [c for c in t.options(GC_, "ability") if c["ability"] == "mummify"]


def _innsmouth_look(table) -> list[dict]:
    """Father Dagon with his Spellbook as the Doom Phase begins (tests/rules/neutral/test_pack2.py)."""
    t = table([GC_, CC_, BG_], cards={"father_dagon": (GC_, True)},
              figures={"Asia": [("father_dagon", "father_dagon", 1)]}, gates={"Europe": GC_},
              units={"Europe": [(GC_, "acolyte", 1)], "Africa": [(GC_, "acolyte", 1)]}, phase="first_player",
              power={GC_: 4})
    _settled(t, "direction", "first_player")
    return [c for c in t.options(GC_, "answer") if c["ability"] == "the_innsmouth_look_acolyte"]


def _ghatanothoa_requirement(table) -> list[dict]:
    """Ghatanothoa's holder with six Cultists, paying for his Spellbook (tests/rules/neutral/test_pack2.py)."""
    t = _settled(table([GC_, CC_, BG_], cards={"ghatanothoa": GC_}, power={GC_: 6, CC_: 6, BG_: 6},
                       figures={"Asia": [("ghatanothoa", "ghatanothoa", 1)]}, units={"Asia": [(GC_, "acolyte", 6)]}))
    return [c for c in t.options(GC_, "ability") if c["ability"] == "ghatanothoa_requirement"]


def _independents_awakened(table) -> list[dict]:
    """The Masks, Ramsey Campbell Horrors 2 and Dire Cthulhu in the supply, Crawling Chaos with
    Nyarlathotep at its Gate (tests/rules/neutral/test_masks.py, test_campbell.py, test_dire.py)."""
    names = ("haunter_of_the_dark", "bloated_woman", "y_golonac", "daoloth", "dire_cthulhu")
    t = table([CC_, GC_, BG_], cards=dict.fromkeys(names), power={CC_: 10}, gates={"Asia": CC_},
              units={"Asia": [(CC_, "acolyte", 1), (CC_, "nyarlathotep", 1)]})
    return [c for c in t.options(CC_, "ability") if c["ability"].startswith("awaken_")]


def _orifices(table) -> list[dict]:
    """Complex Battle Example 8: Y'Golonac Killed, a Spawn of Yog-Sothoth of the enemy's survives."""
    ow = "opener_of_the_way"
    t = table([ow, GC_, CC_], cards={"y_golonac": GC_}, figures={"Europe": [("y_golonac", "y_golonac", 1)]},
              units={"Europe": [(ow, "mutant", 1), (ow, "spawn_of_yog_sothoth", 1)]}, power={ow: 3},
              dice=[6, 1, 1, 1] + [6])
    t.play(ow, {"act": "battle", "area": "Europe", "enemy": GC_})
    t.play(ow, {"act": "assign", "unit": "ow.mutant.1", "result": "kill"})
    return [c for c in t.options(GC_, "ability") if c["ability"] == "orifices"]


def _cosmic_unity(table) -> list[dict]:
    t = table([BG_, GC_, CC_], cards={"daoloth": BG_}, figures={"Europe": [("daoloth", "daoloth", 1)]},
              units={"Europe": [(BG_, "dark_young", 1), (GC_, "cthulhu", 1)]}, power={BG_: 3}, dice=[1] * 10)
    t.play(BG_, {"act": "battle", "area": "Europe", "enemy": GC_})
    return [c for c in t.options(BG_, "ability") if c["ability"] == "cosmic_unity"]


def _non_euclidean(table, answer: bool = False) -> list[dict]:
    """Dire Cthulhu with his Spellbook rolls Kills; a third faction has units in the Area."""
    t = table([GC_, BG_, CC_], cards={"dire_cthulhu": (GC_, True)},
              figures={"Europe": [("dire_cthulhu", "dire_cthulhu", 1)]},
              units={"Europe": [(BG_, "acolyte", 2), (CC_, "acolyte", 1), (CC_, "nightgaunt", 1)]},
              power={GC_: 3}, dice=[6, 6, 1])
    t.play(GC_, {"act": "battle", "area": "Europe", "enemy": BG_})
    if not answer:
        return [c for c in t.options(GC_, "ability") if c["ability"] == "non_euclidean"]
    t.play(GC_, {"act": "ability", "ability": "non_euclidean", "faction": CC_})
    return [c for c in t.options(CC_, "answer") if c["ability"] == "non_euclidean_victim"]


def _non_euclidean_victim(table) -> list[dict]:
    return _non_euclidean(table, answer=True)


def _velvet_fan(table, back: bool = False) -> list[dict]:
    """The Bloated Woman's Battle kills two enemy Acolytes; one goes on her card, then comes back."""
    t = table([BG_, GC_, CC_], cards={"bloated_woman": BG_},
              figures={"Europe": [("bloated_woman", "bloated_woman", 1)]},
              units={"Europe": [(BG_, "dark_young", 2), (GC_, "acolyte", 2)]}, power={BG_: 3, GC_: 2},
              dice=[6, 6, 1, 1, 1])
    t.play(BG_, {"act": "battle", "area": "Europe", "enemy": GC_})
    fan = [c for c in t.options(BG_, "ability") if c["ability"] == "velvet_fan"]
    if not back:
        return fan
    t.play(BG_, fan[0])
    while t.state.battle is not None or t.waiting() != (GC_, "turn"):
        seat, _ = t.waiting()
        t.play(seat, t.options(seat)[0])
    return [c for c in t.options(GC_, "ability") if c["ability"] == "velvet_fan_return"]


def _velvet_fan_return(table) -> list[dict]:
    return _velvet_fan(table, back=True)


def _oath_once_gathered(table) -> list[dict]:
    """A High Priest on the map once all Power is gathered (tests/rules/neutral/test_high_priests.py)."""
    t = table([GC_, CC_, BG_], high_priests=True, phase="gather_power", priests={"Asia": [CC_]},
              units={"South Pacific": [(GC_, "acolyte", 1)], "Asia": [(CC_, "acolyte", 1)],
                     "Africa": [(BG_, "acolyte", 1)]})
    while t.waiting()[0] != CC_:
        seat = t.waiting()[0]
        t.play(seat, next(o for o in t.options(seat) if o["act"] == "window_pass"))
    return [c for c in t.options(CC_, "ability") if c["ability"] == "unspeakable_oath_gathered"]


def _yig_remove_gate(table) -> list[dict]:
    """Yig's holder with a Controlled Gate and the Spellbook still to earn."""
    t = table([GC_, CC_, BG_], cards={"yig": GC_}, figures={"Asia": [("yig", "yig", 1)]}, gates={"Europe": GC_},
              units={"Europe": [(GC_, "acolyte", 1)]}, power={GC_: 5, CC_: 5, BG_: 5})
    return [c for c in t.options(GC_, "ability") if c["ability"] == "yig_remove_gate"]


def _messenger_of_yig(table) -> list[dict]:
    """Messenger of Yig as the Doom Phase begins: the first enemy asked gives 1 Power or refuses."""
    t = table([GC_, CC_, BG_], cards={"yig": (CC_, True)}, figures={"Asia": [("yig", "yig", 1)]},
              power={GC_: 1, CC_: 0, BG_: 2}, units={"Europe": [(GC_, "acolyte", 1)]})
    t.play(GC_, {"act": "recruit", "unit_type": "acolyte", "area": "Europe"})
    while t.waiting()[1] != "messenger_of_yig":
        seat = t.waiting()[0]
        opts = [o for o in t.options(seat) if o["act"] != "standing_answer"]
        t.play(seat, next((o for o in opts if o["act"] in ("end_turn", "window_pass")), opts[0]))
    return t.options(t.waiting()[0], "answer")


def _zygote(table):
    """Mother Hydra with The Zygote, Acolytes in the Pool and units in two Areas."""
    return table([GC_, CC_, BG_], cards={"mother_hydra": (GC_, True)}, power={GC_: 3, CC_: 3, BG_: 3},
                 figures={"Europe": [("mother_hydra", "mother_hydra", 1)]},
                 units={"Africa": [(CC_, "acolyte", 1)], "Asia": [(GC_, "deep_one", 1)]})


def _zygote_use(table) -> list[dict]:
    return [c for c in _zygote(table).options(GC_, "ability") if c["ability"] == "zygote"]


def _zygote_place(table) -> list[dict]:
    """The Zygote used: an Acolyte of the Pool to put where the holder has a unit or a Gate."""
    t = _zygote(table)
    t.play(GC_, {"act": "ability", "ability": "zygote"})
    return t.options(GC_, "answer")


def _agony_sting_move(table) -> list[dict]:
    """The Agony Sting used on an Ocean Area: the enemy moves its Cultist to a land Area."""
    t = table([GC_, CC_, BG_], cards={"mother_hydra": GC_}, power={GC_: 3, CC_: 3, BG_: 3},
              figures={"Asia": [("mother_hydra", "mother_hydra", 1)]},
              units={"North Atlantic": [(CC_, "acolyte", 1)], "Africa": [(BG_, "acolyte", 1)]})
    offered = [c for c in t.options(GC_, "ability") if c["ability"] == "agony_sting"]  # seldom in random games now
    t.play(GC_, {"act": "ability", "ability": "agony_sting", "area": "North Atlantic"})
    return offered + t.options(CC_, "answer")


def _fire_vampires(table) -> list[dict]:
    """Cthugha's holder with a Kill on an enemy unit: spare it, or spare no more."""
    t = table([GC_, "windwalker", BG_], cards={"cthugha": GC_}, figures={"Europe": [("cthugha", "cthugha", 1)]},
              units={"Europe": [("windwalker", "rhan_tegoth", 1)], "Asia": [(BG_, "acolyte", 1)]},
              first=GC_, dice=[6, 1, 1, 1, 1, 1], power={GC_: 3, "windwalker": 0, BG_: 3})
    t.play(GC_, {"act": "battle", "area": "Europe", "enemy": "windwalker"})
    while t.waiting() and t.waiting()[1] == "window":
        seat = t.waiting()[0]
        t.play(seat, next(o for o in t.options(seat) if o["act"] == "window_pass"))
    return [c for c in t.options(GC_, "answer") if c["ability"] == "fire_vampires_spare"]


def _chaugnar_faugn_discard(table) -> list[dict]:
    """Chaugnar Faugn's holder with two Elder Signs to give up for his Spellbook."""
    t = table([GC_, CC_, BG_], cards={"chaugnar_faugn": GC_}, power={GC_: 3, CC_: 3, BG_: 3},
              elder_signs={GC_: (3, 1, 2)}, figures={"Asia": [("chaugnar_faugn", "chaugnar_faugn", 1)]},
              units={"Europe": [(CC_, "acolyte", 1)]})
    return [c for c in t.options(GC_, "ability") if c["ability"] == "chaugnar_faugn_discard"]


GC_, CC_, BG_ = "great_cthulhu", "crawling_chaos", "black_goat"


def _filth(table) -> list[dict]:
    """Abhoth on the map: Filth for 1 Power (random games with every card in the supply seldom buy it)."""
    t = table([GC_, CC_, BG_], cards={"abhoth": GC_}, figures={"Asia": [("abhoth", "abhoth", 1)]},
              power={GC_: 3, CC_: 3, BG_: 3})
    return [c for c in t.options(GC_, "ability") if c["ability"] == "filth"][:1]


def _sycophancy(table) -> list[dict]:
    """Great Cthulhu performs a Ritual while Crawling Chaos holds the Independent Ubbo-Sathla."""
    doom_phase = {"doom_phase": {"queue": [GC_, CC_, BG_], "cursor": 0, "gates_done": True, "ritual_done": False},
                  "round": 2}
    t = table([CC_, GC_, BG_], cards={"independent_ubbo_sathla": (CC_, False)},
              figures={"Asia": [("independent_ubbo_sathla", "independent_ubbo_sathla", 1)]},
              units={"Europe": [(GC_, "acolyte", 1)]}, gates={"Europe": GC_}, phase="doom", first=GC_,
              power={CC_: 10, GC_: 10, BG_: 10}, extra=doom_phase)
    t.play(GC_, {"act": "ritual"})
    return [c for c in t.options(GC_, "answer") if c["ability"] == "independent_sycophancy_doom"]


# Choices of the neutral content random games seldom reach, in set positions.
NEUTRAL_RARE = (_god_of_forgetfulness, _nightmare_web, _from_below, _pit_of_despair, _gobogeg_awakening,
                _tulzscha_requirement, _ceremony_of_annihilation, _spinnerets, _tsunami_move, _ghosts_of_ib,
                _sarnath_elder_sign, _oath_once_gathered, _yig_remove_gate, _messenger_of_yig, _zygote_use,
                _zygote_place, _agony_sting_move, _fire_vampires, _independents_awakened, _orifices,
                _cosmic_unity, _non_euclidean, _non_euclidean_victim, _velvet_fan, _velvet_fan_return, _mummify,
                _innsmouth_look, _ghatanothoa_requirement, _filth, _chaugnar_faugn_discard,
                _sycophancy) + FACTION_GOO_RARE + TERRORS_EXPANSIONS_RARE + MONSTERS_AZATHOTH_RARE \
    + MONSTERS_BATTLE_RARE + TERRORS_RARE + MONSTERS_SHAGGAI_RARE + MONSTERS_DREAMLANDS_RARE


def test_rare_choices_of_the_neutral_content_match_their_declared_fields(table):
    for position in NEUTRAL_RARE:
        found = position(table)
        assert found, position.__name__
        assert all(errors(contract.choice_name(_as_json(c)), _as_json(c)) == [] for c in found)


def test_every_declared_kind_of_choice_is_offered_by_the_engine(played, expansion_played, neutral_played,
                                                               table):
    offered = {contract.choice_name(json.loads(text)) for text in set(played["options"]) | neutral_played}
    offered |= {contract.choice_name(json.loads(text)) for texts in expansion_played["options"].values()
                for text in texts}
    offered |= {contract.choice_name(_as_json(c)) for position in RARE + NEUTRAL_RARE for c in position(table)}
    offered |= {contract.choice_name(_as_json(c)) for position in WINDOWED for _, opts in position(table)
                for c in opts}
    harbinger = [c for c in _harbinger_options(table) if c["ability"] == "harbinger"]
    assert harbinger and all(errors("AbilityHarbingerChoice", c) == [] for c in harbinger)
    offered.add("AbilityHarbingerChoice")
    start = _start_area_options()
    assert len(start) > 1 and all(errors("StartAreaChoice", c) == [] for c in start)
    offered.add("StartAreaChoice")
    declared = {name for name, schema in DEFS.items() if name.endswith("Choice") and "oneOf" not in schema}
    assert declared - offered == set()


def test_sampled_views_of_seats_spectators_and_the_auditor_match_the_view_schema(played):
    assert len(played["views"]) > 100
    wrong = [found for view in played["views"] if (found := errors("ViewState", view))]
    assert wrong == []
    assert any("elder_sign_values" in f for v in played["views"] for f in v["factions"].values())
    assert any("seed" in v for v in played["views"])


def test_the_view_schema_refuses_a_view_with_an_undeclared_member(played):
    view = dict(played["views"][0], extra=1)
    assert errors("ViewState", view)


def test_the_full_ruleset_and_its_defaults_match_the_ruleset_schema():
    assert errors("Ruleset", _as_json(ruleset(None))) == []
    schema = DEFS["Ruleset"]["properties"]
    for name, (default, allowed, _source) in rules.engine.options.RULESET.items():
        assert schema[name]["default"] == _as_json(default)
        for value in allowed:
            assert errors("Ruleset", {name: _as_json(value)}) == []
    assert errors("Ruleset", {"dreams_cost": 4})
    assert errors("Ruleset", {"no_such_option": True})


def _choices_md_table() -> dict[str, set[str]]:
    rows = {}
    for line in CHOICES_MD.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) >= 3 and re.fullmatch(r"`\w+`", cells[0]):
            rows[cells[0].strip("`")] = set(re.findall(r"`(\w+)`", cells[1]))
    return rows


def test_choices_md_describes_exactly_the_declared_acts_and_their_fields():
    declared = {act: set(spec.fields) for act, spec in vocabulary.ACTS.items()}
    assert _choices_md_table() == declared


def _choice_kinds(faction: str) -> tuple[set[str], set[str]]:
    """The faction's abilities that list choices of their own (with options, on a choice hook: not a
    mandatory effect), and those that ask for answers (DEMAND)."""
    spec = factions.get(faction)
    offering = {a.name for a in spec.abilities if a.hook in CHOICE_HOOKS | {Hook.ANY_TIME}
                and not isinstance(a, EffectAbility)}
    return offering, {a.name for a in spec.abilities if a.hook is Hook.DEMAND}


# Neutral content and a map's rules give abilities to any faction of a game that holds them.
NEUTRAL = {a.name for a in vocabulary.neutral_abilities()} | {a.name for a in _map_shared()}


@pytest.mark.parametrize("faction", factions.known())
def test_every_ability_that_offers_choices_or_asks_for_answers_declares_its_fields(faction):
    offering, asking = _choice_kinds(faction)
    declared = set(vocabulary.abilities([faction])) - NEUTRAL  # any game may hold neutral content
    silent = set(vocabulary.no_choice([faction])) - NEUTRAL
    assert set(vocabulary.answers([faction])) - NEUTRAL == asking
    assert declared | silent == offering
    assert not declared & silent


def test_every_neutral_ability_that_offers_choices_or_asks_for_answers_declares_its_fields():
    abilities = vocabulary.neutral_abilities()
    offering = {a.name for a in abilities if a.hook in CHOICE_HOOKS | {Hook.ANY_TIME}
                and not isinstance(a, EffectAbility)}
    asking = {a.name for a in abilities if a.hook is Hook.DEMAND}
    declared = {a.name for a in abilities if a.fields is not None and a.hook is not Hook.DEMAND}
    silent = {a.name for a in abilities if a.no_choice}
    assert offering and {a.name for a in abilities if a.fields is not None and a.hook is Hook.DEMAND} == asking
    assert declared | silent == offering
    assert not NEUTRAL & {a.name for name in factions.known() for a in factions.get(name).abilities}


@pytest.mark.parametrize("faction", factions.known())
def test_a_faction_declares_fields_only_for_abilities_that_offer_choices(faction):
    offering, asking = _choice_kinds(faction)
    assert {a.name for a in factions.get(faction).abilities if a.fields is not None} <= offering | asking
    assert all(set(a.optional_fields) <= set(a.fields or {}) for a in factions.get(faction).abilities)


def test_every_field_type_of_the_vocabulary_has_a_description_or_lists_its_words():
    declared = [*vocabulary.abilities().values(), *vocabulary.answers().values()]
    kinds = [kind for a in declared for kind in a.fields.values()]
    words = [kind for kind in kinds if isinstance(kind, tuple)]
    named = {kind.rstrip("?") for kind in kinds if isinstance(kind, str)} | {
        kind.rstrip("?") for a in vocabulary.ACTS.values() for kind in a.fields.values()}
    assert named - {"ability"} <= set(vocabulary.FIELD_TYPES)
    assert words and all(w and all(isinstance(x, str) for x in w) for w in words)


def _ability_choice_schemas(defs: dict) -> set[str]:
    return {name for name, schema in defs.items()
            if name.startswith(("Ability", "Answer")) and name.endswith("Choice") and "oneOf" not in schema}


def _names_of(choices: dict, act: str) -> set[str]:
    return {contract.choice_name({"act": act, "ability": name}) for name in choices}


def test_the_published_contract_holds_the_choices_of_the_offered_factions_only():
    offered = factions.available()
    assert _ability_choice_schemas(DEFS) == (_names_of(vocabulary.abilities(offered), "ability")
                                             | _names_of(vocabulary.answers(offered), "answer"))
    with all_factions_offered():
        grown = contract.schemas("#/$defs/")
    assert _ability_choice_schemas(grown) == (_names_of(vocabulary.abilities(), "ability")
                                              | _names_of(vocabulary.answers(), "answer"))


def test_a_faction_not_offered_has_its_choices_known_to_the_engine_but_not_published():
    spec = factions.get("sleeper")
    drafts = tuple(dataclasses.replace(a, name=a.name + "_draft") for a in spec.abilities)
    factions.register(dataclasses.replace(spec, name="sleeper_draft", abilities=drafts, offered=False))
    try:
        published = contract.schemas("#/$defs/")
        for ability in drafts:
            if ability.fields is not None:
                act = "answer" if ability.hook is Hook.DEMAND else "ability"
                assert vocabulary.fields_of({"act": act, "ability": ability.name}) == ability.fields
                assert contract.choice_name({"act": act, "ability": ability.name}) not in published
        assert any(a.fields for a in drafts)
    finally:
        factions.unregister("sleeper_draft")
    assert vocabulary.fields_of({"act": "move", "unit": "gc.deep_one.1", "to": "Asia"}) == {"unit": "unit", "to": "area"}
    with pytest.raises(KeyError):
        vocabulary.fields_of({"act": "ability", "ability": "no_such_ability"})


def test_two_factions_may_share_an_ability_name_only_with_the_same_fields():
    spec = factions.get("great_cthulhu")
    changed = tuple(dataclasses.replace(a, fields={"area": "unit"}) if a.name == "dreams" else a
                    for a in spec.abilities)
    factions.register(dataclasses.replace(spec, name="dreams_copy", abilities=changed, offered=False))
    try:
        with pytest.raises(ValueError, match="dreams"):
            vocabulary.abilities()
    finally:
        factions.unregister("dreams_copy")
    assert vocabulary.abilities()["dreams"].fields == {"area": "area", "enemy": "faction"}


# -- the expansion factions, in random games of their own ---------------------------------------

EXPANSION_GAMES = 6  # per faction: 2 to 5 seats, the others drawn from every known faction


def _expansion_start(faction: str, game: int) -> list:
    """A game with `faction` in seat 1 and 1 to 4 others; every other game with its Spellbooks on the
    card and its non-Cultist units beside its first Acolyte, so its abilities come into play."""
    rng = random.Random(f"{faction}:{game}")
    count = 1 + (game + 1) % 4
    others = tuple(rng.sample([f for f in factions.known() if f != faction
                               and (count > 1 or never_paired((faction, f)) is None)], count))
    armed = tuple(f"{spec_of(faction).short}.{u.name}.1" for u in spec_of(faction).units if u.unit and not u.cultist)
    return seated_start(faction, others, game, armed if game % 2 else ())[1]


@pytest.fixture(scope="module")
def expansion_played() -> dict:
    """The contract with every known faction offered, and the distinct options of random games with
    each expansion faction seated, by seated faction."""
    hidden = [name for name in factions.known() if name not in CORE_FACTIONS]
    with all_factions_offered():
        defs = contract.schemas("#/$defs/")
        options: dict[str, set[str]] = {name: set() for name in hidden}
        in_windows: set[tuple[str, str, str]] = set()
        for faction, game in ((f, g) for f in hidden for g in range(EXPANSION_GAMES)):
            state, bot, steps = rules.replay(_expansion_start(faction, game)), KindBot(game), 0
            while state.phase != "ended" and steps < 2000:
                seat = rules.pending(state)[0]["seat"]
                for each in state.seats:
                    options[faction].update(json.dumps(_as_json(o.choice), sort_keys=True)
                                            for o in rules.legal_options(state, each))
                in_windows |= _window_uses(state)
                _, state = rules.decide_and_apply(state, seat, bot.choose(state, seat))
                steps += 1
    return {"defs": defs, "options": options, "in_windows": in_windows}


def test_every_option_of_random_games_with_an_expansion_faction_seated_matches_its_declared_fields(
        expansion_played):
    defs, wrong = expansion_played["defs"], {}
    assert len(expansion_played["options"]) >= 4
    for faction, texts in expansion_played["options"].items():
        own = {a.name for a in factions.get(faction).abilities}
        chosen = [json.loads(text) for text in sorted(texts)]
        assert any(c["act"] in ("ability", "answer") and c["ability"] in own for c in chosen), faction
        for choice in chosen:
            name = contract.choice_name(choice)
            found = errors(name, choice, defs) if name in defs else [f"no schema {name}"]
            if found:
                wrong[json.dumps(choice, sort_keys=True)] = found
    assert wrong == {}


def test_each_kind_of_option_of_an_expansion_faction_matches_one_branch_of_the_choice_union(
        expansion_played):
    defs, first_of_kind = expansion_played["defs"], {}
    for texts in expansion_played["options"].values():
        for text in sorted(texts):
            first_of_kind.setdefault(contract.choice_name(json.loads(text)), json.loads(text))
    assert {name: errors("Choice", c, defs) for name, c in first_of_kind.items() if errors("Choice", c, defs)} == {}


def _all_offered_defs() -> dict:
    with all_factions_offered():
        return contract.schemas("#/$defs/")


def _until(t, kind: str, use: str | None = None) -> list[dict]:
    """Play on (using ability `use` when offered, else passing windows or taking the first other
    option) until a decision of `kind` is pending; the uses of `use` offered on the way."""
    offered = []
    while t.waiting()[1] != kind:
        seat = t.waiting()[0]
        opts = [o for o in t.options(seat) if o["act"] != "standing_answer"]
        offered += [o for o in opts if o.get("ability") == use]
        t.play(seat, next((o for o in opts if o.get("ability") == use), None)
               or next((o for o in opts if o["act"] == "window_pass"), None)
               or next(o for o in opts if o["act"] != "ability"))
    return offered


def _captured_monster_victims(table) -> list[dict]:
    """Master rulebook, Sleeper, Capture Monster: Tsathoggua takes a Monster of an enemy with two
    kinds there, and its owner picks which."""
    sl, gc = "sleeper", "great_cthulhu"
    t = table([sl, gc], units={"Asia": [(sl, "tsathoggua", 1), (gc, "deep_one", 1), (gc, "shoggoth", 1)]},
              power={sl: 2, gc: 1}, extra={"spellbooks": {sl: [[0, "Capture Monster"]], gc: []}})
    used = [o for o in t.options(sl, "ability") if o["ability"] == "capture_monster"]
    t.play(sl, {"act": "ability", "ability": "capture_monster", "enemy": gc})
    return used + t.options(gc, "answer")


def _arctic_wind_carry(table) -> list[dict]:
    """Windwalker, Arctic Wind: Ithaqua Moves and asks which units of his Area come along."""
    ww, gc = "windwalker", "great_cthulhu"
    t = table([ww, gc], units={"Arctic Ocean": [(ww, "ithaqua", 1), (ww, "acolyte", 1), (ww, "wendigo", 1)]},
              power={ww: 2, gc: 1}, extra={"spellbooks": {ww: [[1, "Arctic Wind"]], gc: []}})
    t.play(ww, {"act": "move", "unit": "ww.ithaqua.1", "to": "North Atlantic"})
    return t.options(ww, "answer")


def _borrowed_fertility_cult(table) -> list[dict]:
    """Sleeper, Ancient Sorcery on the Black Goat: Fertility Cult as one Summon and then more, and in
    the Unlimited Action variant (rulings R7)."""
    sl, bg = "sleeper", "black_goat"

    def borrowing(ruleset=None):
        return table([sl, bg], units={"Asia": [(sl, "acolyte", 1)], "off_map:" + sl: [(sl, "serpent_man", 1)]},
                     gates={"Asia": sl}, power={sl: 6, bg: 1}, ruleset=ruleset,
                     extra={"spellbooks": {sl: [[0, "Ancient Sorcery"]], bg: []},
                            "faction_data": {sl: {"sorcery": {bg: "sl.serpent_man.1"}}, bg: {}}})
    t = borrowing()
    summons = [o for o in t.options(sl, "ability") if o["ability"] == "sorcery_fertility_cult"]
    t.play(sl, summons[0])
    unlimited = borrowing({"fertility_cult": "unlimited_summon"}).options(sl, "ability")
    return summons + t.options(sl, "answer") + unlimited


def _berserkergang_victims(table) -> list[dict]:
    """Master rulebook, Windwalker, Berserkergang: a Killed Gnoph-Keh costs the enemy a unit he picks."""
    ww, gc, cc = "windwalker", "great_cthulhu", "crawling_chaos"
    t = table([ww, gc, cc], units={"Asia": [(ww, "gnoph_keh", 1), (gc, "deep_one", 1), (gc, "acolyte", 1)]},
              first=gc, power={ww: 2, gc: 2, cc: 1}, dice=[6, 1, 1, 1],
              extra={"spellbooks": {ww: [[1, "Howl"], [2, "Berserkergang"]], gc: [], cc: []}})
    t.play(gc, {"act": "battle", "area": "Asia", "enemy": ww})
    _until(t, "berserkergang")
    return t.options(gc, "answer")


def _unholy_ground_victims(table) -> list[dict]:
    """Master rulebook, The Ancients, Unholy Ground: the enemy with two Great Old Ones in the Battle
    picks which is Eliminated."""
    an, ys, gc = "ancients", "yellow_sign", "great_cthulhu"
    books = [[0, "Unholy Ground"], [1, "Brainless"], [2, "Consecration"], [3, "Extinction"]]
    t = table([an, ys, gc], units={"Asia": [(an, "acolyte", 1), (ys, "king_in_yellow", 1), (ys, "hastur", 1)]},
              first=ys, power={an: 1, ys: 3, gc: 1}, dice=[1] * 30,
              extra={"faction_data": {an: {"cathedrals": ["Asia"]}, ys: {}, gc: {}},
                     "spellbooks": {an: books, ys: [], gc: []}})
    t.play(ys, {"act": "battle", "area": "Asia", "enemy": an})
    used = _until(t, "unholy_ground", use="unholy_ground")
    return used + t.options(ys, "answer")


def _ithaqua_sacrifice(table) -> list[dict]:
    """Two-Player Rules, Windwalker: Ithaqua may be sacrificed for the 6-Spellbooks requirement."""
    ww, gc = "windwalker", "great_cthulhu"
    t = table([ww, gc], units={"Arctic Ocean": [(ww, "ithaqua", 1)]}, power={ww: 1, gc: 1},
              extra={"spellbooks": {ww: [[1, "Howl"]], gc: []}})
    return t.options(ww, "ability")


def _energy_nexus_move_on(table) -> list[dict]:
    """Sleeper, Energy Nexus: a Move out of the Battle's Area, then the next unit to Move or done."""
    sl, gc, cc = "sleeper", "great_cthulhu", "crawling_chaos"
    t = table([sl, gc, cc], units={"Asia": [(sl, "wizard", 1), (sl, "acolyte", 1), (gc, "starspawn", 1)]},
              power={sl: 2, gc: 1, cc: 1}, first=gc, extra={"spellbooks": {sl: [[0, "Energy Nexus"]], gc: [], cc: []}})
    t.play(gc, {"act": "battle", "area": "Asia", "enemy": sl})
    t.play(sl, next(o for o in t.options(sl, "ability") if o["ability"] == "energy_nexus" and o["kind"] == "move"
                    and o["unit"] == "sl.wizard.1"))
    return t.options(sl, "answer")


def _dread_curse_split(table) -> list[dict]:
    """Opener of the Way, Dread Curse of Azathoth: Opener gives each result to a faction."""
    ow, gc, cc = "opener_of_the_way", "great_cthulhu", "crawling_chaos"
    t = table([ow, gc, cc], units={"North America": [(ow, "abomination", 3)], "Asia": [(gc, "acolyte", 2),
              (cc, "acolyte", 1)], "Europe": [(ow, "acolyte", 1)]}, power={ow: 3, gc: 3, cc: 3}, first=ow,
              dice=[6, 4, 5], extra={"spellbooks": {ow: [[0, "Dread Curse of Azathoth"]], gc: [], cc: []}})
    t.play(ow, {"act": "ability", "ability": "dread_curse", "area": "Asia"})
    return t.options(ow, "answer")


def _terror_mode(table) -> list[dict]:
    """Tcho-Tcho, Terror: the mode chosen in Pre-Battle, with Proto-Shoggoths in the Battle."""
    tt, gc, cc = "tcho_tcho", "great_cthulhu", "crawling_chaos"
    t = table([tt, gc, cc], units={"Europe": [(tt, "proto_shoggoth", 2), (gc, "cthulhu", 1)]},
              power={tt: 3, gc: 3, cc: 1}, first=tt, extra={"spellbooks": {tt: [[0, "Terror"]], gc: [], cc: []}})
    t.play(tt, {"act": "battle", "area": "Europe", "enemy": gc})
    return [c for c in t.options(tt, "ability") if c["ability"] == "terror_mode"]


def _borrowed_sycophancy(table) -> list[dict]:
    """Sleeper borrowing the Tcho-Tcho's Sycophancy: an enemy's Ritual asks it about Sleeper's Doom."""
    sl, gc, cc = "sleeper", "great_cthulhu", "crawling_chaos"
    doom_phase = {"doom_phase": {"queue": [gc, sl, cc], "cursor": 0, "gates_done": True, "ritual_done": False},
                  "round": 2, "faction_data": {gc: {}, cc: {}, sl: {"sorcery": {"tcho_tcho": "sl.serpent_man.1"}}}}
    t = table([gc, sl, cc], units={"Europe": [(gc, "acolyte", 1)], "off_map:sleeper": [(sl, "serpent_man", 1)]},
              gates={"Europe": gc}, phase="doom", first=gc, power={gc: 10}, extra=doom_phase)
    t.play(gc, {"act": "ritual"})
    return [c for c in t.options(gc, "answer") if c["ability"] == "borrowed_sycophancy"]


def _awaken_ubbo_sathla(table) -> list[dict]:
    """Tcho-Tcho: Awaken Ubbo-Sathla in the Action Phase (a Controlled Gate, a High Priest, 6 Power)."""
    tt, gc, cc = "tcho_tcho", "great_cthulhu", "crawling_chaos"
    t = table([tt, gc, cc], units={"Asia": [(tt, "acolyte", 1)], "Africa": [(tt, "high_priest", 1)]},
              gates={"Asia": tt}, power={tt: 6, gc: 1})
    return [c for c in t.options(tt, "ability") if c["ability"] == "awaken_ubbo_sathla"]


def _tribe_books(table) -> list[dict]:
    """The Tcho-Tcho: Hierophants' gift with the High Priests module; the Tribes' secret pick, and
    Leng's and Sarkomand's Spellbooks in use."""
    tt, gc, cc = "tcho_tcho", "great_cthulhu", "crawling_chaos"

    def books(*names):
        return {"spellbooks": {tt: [[i, b] for i, b in enumerate(names)], gc: [], cc: []}}

    out = []
    t = table([tt, gc, cc], units={"Asia": [(tt, "acolyte", 1)], "Europe": [(cc, "acolyte", 1)],
                                   "Africa": [(cc, "acolyte", 1)]}, gates={"Asia": tt, "Europe": cc, "Africa": cc},
              power={tt: 2, gc: 1}, elder_signs={tt: [1]}, high_priests=True)
    t.play(tt, {"act": "place_spellbook", "slot": 1, "spellbook": "Hierophants"})
    out += t.options(cc, "answer")  # the High Priests module: Hierophants' gift
    t = table([tt, gc, cc], units={"Europe": [(tt, "acolyte", 1)], "North Atlantic": [(tt, "proto_shoggoth", 1)]},
              power={tt: 2, gc: 1}, extra=books("Idolatry"))
    t.play(tt, {"act": "ability", "ability": "idolatry", "area": "Arctic Ocean", "some": True})
    out += t.options(tt, "answer")  # Idolatry, unit by unit
    t = table([tt, gc, cc], units={"Asia": [(tt, "acolyte", 1)]}, power={tt: 1, gc: 1},
              ruleset={"tcho_tcho_tribe": "secret"})
    out += [c for c in t.options(tt, "answer") if c["ability"] == "tribe_chosen"]
    t = table([tt, gc, cc], units={"Asia": [(tt, "acolyte", 1)], "Europe": [(gc, "acolyte", 2)],
                                   "South Pacific": [(gc, "acolyte", 1), (tt, "high_priest", 1)]},
              power={tt: 3, gc: 5}, doom={gc: 3}, ruleset={"tcho_tcho_tribe": "leng"},
              extra=books("Surprise!", "Dark Rituals"))
    out += [c for c in t.options(tt, "ability") if c["ability"] in ("surprise", "dark_rituals")]
    t.play(tt, {"act": "ability", "ability": "surprise", "enemy": gc})
    out += t.options(gc, "answer")
    t = table([tt, gc, cc], units={"South Pacific": [(gc, "acolyte", 1), (tt, "high_priest", 1)]},
              power={tt: 3, gc: 5}, doom={gc: 3}, ruleset={"tcho_tcho_tribe": "leng"}, extra=books("Dark Rituals"))
    t.play(tt, {"act": "ability", "ability": "dark_rituals"})
    out += t.options(gc, "answer")
    t = table([tt, gc, cc], units={"Asia": [(tt, "acolyte", 1)]}, gates={"Asia": tt}, power={tt: 1, gc: 1},
              ruleset={"tcho_tcho_tribe": "sarkomand"}, cards={"y_golonac": None}, extra=books("Doomsday"))
    out += [c for c in t.options(tt, "ability") if c["ability"] == "doomsday"]
    t = table([tt, gc, cc], power={tt: 8, gc: 8}, first=tt, dice=[1, 6, 6, 1, 1, 1, 1],
              ruleset={"tcho_tcho_tribe": "leng"}, extra=books("Fulmination"),
              units={"Europe": [(tt, "ubbo_sathla", 1), (tt, "proto_shoggoth", 1), (gc, "cthulhu", 1)]})
    t.play(tt, {"act": "battle", "area": "Europe", "enemy": gc})
    for _ in range(20):
        seat = t.waiting()[0]
        found = [c for c in t.options(seat, "ability") if c.get("ability") == "fulmination"]
        if found:
            return out + found
        t.play(seat, next(o for o in t.options(seat) if o["act"] in ("window_pass", "assign", "retreat")))
    return out


def _bubastis_table(table, units, **kw):
    """Bubastis, Great Cthulhu and Yellow Sign, with an Earth Cat on the Moon (so the requirement
    "no Earth Cats on the Moon" asks nothing)."""
    bb, gc, ys = "bubastis", "great_cthulhu", "yellow_sign"
    return table([bb, gc, ys], units={**units, "The Moon": [(bb, "earth_cat", 1)]}, **kw)


def _requires_attention(table) -> list[dict]:
    """Bubastis, Requires Attention: Bastet beside an enemy Cultist, on Bubastis' Ritual turn."""
    bb, ys = "bubastis", "yellow_sign"
    t = _bubastis_table(table, {"Europe": [(bb, "bastet", 1), (ys, "acolyte", 1)]}, power={bb: 10},
                        phase="first_player", first=bb)
    _until(t, "ritual")
    return t.options(bb, "ability")


def _savagery(table) -> list[dict]:
    """Bubastis, Savagery: Pre-Battle, with a Cat from Saturn in the Battle."""
    bb, gc, ys = "bubastis", "great_cthulhu", "yellow_sign"
    t = _bubastis_table(table, {"Europe": [(bb, "cat_from_saturn", 1), (gc, "acolyte", 1)]},
                        power={bb: 3, gc: 1, ys: 1}, extra={"spellbooks": {bb: [[0, "Savagery"]], gc: [], ys: []}})
    t.play(bb, {"act": "battle", "area": "Europe", "enemy": gc})
    return t.options(bb, "ability")


def _predator_victim(table) -> list[dict]:
    """Bubastis, Predator: the enemy lost an Acolyte to a Battle with a Cat from Uranus, and
    Eliminates another of his choice."""
    bb, gc, ys = "bubastis", "great_cthulhu", "yellow_sign"
    t = _bubastis_table(table, {"Europe": [(bb, "cat_from_uranus", 1), (gc, "acolyte", 1)],
                                "Asia": [(gc, "acolyte", 1)], "Africa": [(gc, "acolyte", 1)]},
                        power={bb: 3, gc: 1, ys: 1}, dice=[6, 6, 6],
                        extra={"spellbooks": {bb: [[0, "Predator"]], gc: [], ys: []}})
    t.play(bb, {"act": "battle", "area": "Europe", "enemy": gc})
    used = _until(t, "predator", use="predator")
    return used + t.options(gc, "answer")


def _custodian(table) -> list[dict]:
    """The Library at Celaeno: a Silence Token spent on the Custodian, the activating faction choosing
    whose unit goes, the victim which of its units."""
    gc, cc, ys = "great_cthulhu", "crawling_chaos", "yellow_sign"
    t = table([gc, cc, ys], layout="library_3p", power={gc: 2, cc: 2, ys: 2}, first=ys, dice=[1],
              units={"Black Hall": [(gc, "acolyte", 1), (gc, "deep_one", 1), (cc, "acolyte", 1)]},
              extra={"faction_data": {gc: {}, cc: {}, ys: {"silence_tokens": 1}}})
    out = [o for o in t.options(ys, "ability") if o["ability"] == "activate_custodian"]
    t.play(ys, {"act": "ability", "ability": "activate_custodian", "area": "Black Hall"})
    out += t.options(ys, "answer")
    t.play(ys, {"act": "answer", "ability": "custodian_victim", "faction": gc})
    return out + t.options(gc, "answer")


def _library_tomes(table) -> list[dict]:
    """The Library's Tomes in their holders' hands, and the Librarian against an Overdue one."""
    gc, cc, sl = "great_cthulhu", "crawling_chaos", "sleeper"
    held = {"Larvae of the Outer Gods": {"holder": gc, "overdue": True, "down": False},
            "Yr and the Nhhngr": {"holder": gc, "overdue": False, "down": False},
            "Guardian Under the Lake": {"holder": gc, "overdue": False, "down": False},
            "Barrier of Naach-Tith": {"holder": cc, "overdue": True, "down": False}}
    def library(first):
        return table([gc, cc, sl], layout="library_3p", power={gc: 2, cc: 5, sl: 2}, doom={cc: 3}, first=first,
                     dice=[6], units={"Blue Hall": [(gc, "acolyte", 1)],
                                      "Black Hall": [(cc, "acolyte", 1), (cc, "nightgaunt", 1), (sl, "acolyte", 1),
                                                     (gc, "deep_one", 1)]},
                     gates={"Blue Hall": gc},
                     extra={"faction_data": {gc: {"silence_tokens": 1}, cc: {}, sl: {"silence_tokens": 1}},
                            "map_data": {"tomes": held}})

    out = [o for o in library(gc).options(gc, "ability") if o["ability"].startswith("tome_") or o["ability"] == "barrier_toll"]
    t = library(sl)
    out += [o for o in t.options(sl, "ability") if o["ability"] == "activate_librarian"]
    t.play(sl, {"act": "ability", "ability": "activate_librarian", "area": "Black Hall"})
    out += t.options(sl, "answer")  # two victims: the Agony divided one at a time
    for _ in range(4):
        t.play(sl, {"act": "answer", "ability": "librarian_victim", "faction": cc})
    return out + t.options(cc, "answer")


def test_a_maps_abilities_declare_their_fields_and_match_them_in_play(table):
    """The abilities a map's rules give every faction (registry.map_shared_abilities) declare their
    fields as a faction's do, and the choices a set position offers match them."""
    shared = _map_shared()
    assert {a.name for a in shared} >= {"activate_custodian", "custodian_victim", "custodian_unit",
                                        "activate_librarian", "librarian_victim", "librarian_pay"}
    assert all(a.fields is not None for a in shared if a.hook in CHOICE_HOOKS | {Hook.DEMAND})
    defs = _all_offered_defs()
    chosen = [_as_json(c) for c in _custodian(table) + _library_tomes(table)]
    assert {c["ability"] for c in chosen} == {"activate_custodian", "custodian_victim", "custodian_unit", "tome_larvae",
                                              "tome_yr", "tome_guardian", "activate_librarian", "librarian_victim",
                                              "librarian_pay", "barrier_toll"}
    assert {json.dumps(c): errors(contract.choice_name(c), c, defs) for c in chosen
            if errors(contract.choice_name(c), c, defs)} == {}


RARE = (_custodian, _library_tomes, _tribe_books, _awaken_ubbo_sathla, _captured_monster_victims, _borrowed_fertility_cult,
        _berserkergang_victims, _unholy_ground_victims, _ithaqua_sacrifice, _energy_nexus_move_on, _dread_curse_split, _arctic_wind_carry, _terror_mode,
        _borrowed_sycophancy, _requires_attention, _savagery, _predator_victim) + DAEMON_SULTAN_RARE


def test_rare_choices_of_the_expansion_factions_match_their_declared_fields(table):
    """Choices random games seldom reach, in set positions."""
    defs = _all_offered_defs()
    chosen = [_as_json(c) for position in RARE for c in position(table)]
    assert {c["ability"] for c in chosen} >= {
        "capture_monster_victim", "sorcery_fertility_cult", "sorcery_fertility_more", "sorcery_fertility_unlimited",
        "berserkergang_victim", "unholy_ground", "unholy_ground_victim", "sacrifice_ithaqua", "energy_nexus_move",
        "dread_curse_split", "awaken_thesis", "thesis_gift", "thesis_share", "awaken_antithesis",
        "antithesis_curse", "antithesis_sacrifice", "awaken_synthesis", "synthesis_offer", "animate_matter",
        "chaos_gate", "consummation", "undirected_energy", "fiendish_growth", "fiendish_growth_place", "traitors",
        "call_on_enemies", "pick_power_or_doom", "capture_monster", "arctic_wind_carry", "cosmic_ruler",
        "terror_mode", "borrowed_sycophancy", "tribe_chosen", "surprise", "surprise_victim",
        "dark_rituals", "dark_rituals_paid", "doomsday", "fulmination", "hierophants_gift", "idolatry_unit",
        "requires_attention", "savagery", "predator", "predator_victim",
        "awaken_ubbo_sathla"}
    assert {json.dumps(c): errors(contract.choice_name(c), c, defs) for c in chosen
            if errors(contract.choice_name(c), c, defs)} == {}


# -- windows random games seldom reach, in set positions ----------------------------------------

def _offered(t, ability: str) -> tuple[str | None, list[dict]]:
    """Play on (passing windows, else the first option using no ability) until `ability` is offered;
    the hook of the window it is offered in (None on a turn or a Ritual turn) and its options."""
    for _ in range(100):
        seat = t.waiting()[0]
        opts = [o for o in t.options(seat) if o["act"] != "standing_answer"]
        found = [o for o in opts if o.get("ability") == ability]
        if found:
            return (t.state.window.hook if t.state.window else None), found
        t.play(seat, next((o for o in opts if o["act"] == "window_pass"), None)
               or next(o for o in opts if o["act"] != "ability"))
    raise AssertionError(f"{ability} was never offered")


def _eternal(table) -> list[tuple[str | None, list[dict]]]:
    """Master rulebook, Windwalker, Eternal: Rhan Tegoth hit by a Kill may ignore it for 1 Power."""
    ww, gc, cc = "windwalker", "great_cthulhu", "crawling_chaos"
    t = table([ww, gc, cc], units={"Asia": [(ww, "rhan_tegoth", 1), (gc, "starspawn", 1)]}, first=gc,
              power={ww: 2, gc: 2, cc: 1}, dice=[6] * 10, extra={"spellbooks": {ww: [[1, "Howl"]], gc: [], cc: []}})
    t.play(gc, {"act": "battle", "area": "Asia", "enemy": ww})
    return [_offered(t, "eternal")]


def _spellbook_at_doom_end(table) -> list[tuple[str | None, list[dict]]]:
    """Master rulebook, FAQ, Windwalker: the any-time Spellbook taken after the last Ritual turn."""
    ww, gc, cc = "windwalker", "great_cthulhu", "crawling_chaos"
    books = [[i, b] for i, b in enumerate(factions.get(gc).spellbooks)]
    t = table([ww, gc, cc], units={"Arctic Ocean": [(ww, "acolyte", 1)]}, phase="first_player", first=gc,
              extra={"spellbooks": {ww: [[1, "Howl"]], gc: books, cc: []}})
    return [_offered(t, "take_any_time_spellbook_at_doom_end")]


def _spellbook_at_game_end(table) -> list[tuple[str | None, list[dict]]]:
    """Master rulebook, FAQ, Windwalker: the any-time Spellbook taken as Doom 30 ends the game in the
    Action Phase, in the window before the game ends."""
    ww, gc, cc = "windwalker", "great_cthulhu", "crawling_chaos"
    t = table([ww, gc, cc], units={"Arctic Ocean": [(ww, "acolyte", 1)]}, first=gc, power={ww: 1, gc: 1, cc: 1},
              doom={gc: 30}, extra={"spellbooks": {ww: [[1, "Howl"]], gc: [], cc: []}})
    t.play(gc, {"act": "drop_power"})
    return [_offered(t, "take_any_time_spellbook_at_game_end")]


def _dragon_ascending(table) -> list[tuple[str | None, list[dict]]]:
    """Master rulebook, Opener of the Way, Dragon Ascending ("at any time"): before a turn's Action,
    on the turn, once Power is gathered, as a Battle is declared, as the Doom Phase begins and on
    Opener's Ritual turn."""
    ow, gc, cc = "opener_of_the_way", "great_cthulhu", "crawling_chaos"
    books = {"spellbooks": {ow: [[0, "Dragon Ascending"]], gc: [], cc: []}}
    t = table([ow, gc, cc], units={"Asia": [(ow, "acolyte", 1)]}, power={ow: 1, gc: 9, cc: 4}, extra=books)
    found = [_offered(t, "dragon_ascending_before_action"), _offered(t, "dragon_ascending")]
    t = table([ow, gc, cc], units={"Asia": [(ow, "acolyte", 1)], "Europe": [(gc, "acolyte", 3)]},
              gates={"Europe": gc}, first=gc, extra=books)  # nobody has Power: Gather Power comes next
    found.append(_offered(t, "dragon_ascending_after_gathering"))
    t = table([ow, gc, cc], units={"Asia": [(gc, "deep_one", 1), (cc, "acolyte", 1)], "Europe": [(ow, "acolyte", 1)]},
              first=gc, power={ow: 1, gc: 9, cc: 4}, dice=[1] * 4, extra=books)
    _offered(t, "dragon_ascending_before_action")
    t.play(ow, next(o for o in t.options(ow) if o["act"] == "window_pass"))  # on Great Cthulhu's turn
    t.play(gc, {"act": "battle", "area": "Asia", "enemy": cc})
    found.append(_offered(t, "dragon_ascending_in_battle"))
    t = table([ow, gc, cc], units={"Asia": [(ow, "acolyte", 1)]}, phase="first_player", first=gc,
              power={ow: 1, gc: 9, cc: 4}, extra={**books, "round": 2})
    found += [_offered(t, "dragon_ascending_doom_phase"), _offered(t, "dragon_ascending_ritual_turn")]
    return found


WINDOWED = (_eternal, _spellbook_at_doom_end, _spellbook_at_game_end, _dragon_ascending)


def test_rare_window_choices_match_their_declared_fields(table):
    """Eternal, Windwalker's Spellbook taken as the Doom Phase ends and each of Dragon Ascending's
    places, in set positions: their options match the fields their abilities declare."""
    defs = _all_offered_defs()
    chosen = [_as_json(c) for position in WINDOWED for _, opts in position(table) for c in opts]
    assert {c["ability"] for c in chosen} == {
        "eternal", "take_any_time_spellbook_at_doom_end", "take_any_time_spellbook_at_game_end",
        "dragon_ascending", "dragon_ascending_before_action",
        "dragon_ascending_after_gathering", "dragon_ascending_in_battle", "dragon_ascending_doom_phase",
        "dragon_ascending_ritual_turn"}
    assert {json.dumps(c): errors(contract.choice_name(c), c, defs) for c in chosen
            if errors(contract.choice_name(c), c, defs)} == {}


def _hook_of(choice: dict) -> str:
    """The hook of the ability a choice names."""
    return next(a.hook.value for f in factions.known() for a in factions.get(f).abilities
                if a.name == choice["ability"])


def test_every_window_of_random_games_offers_only_abilities_registered_on_its_hook(played, expansion_played):
    """A window's option names an ability of the asked faction registered on that window's hook (see
    the set positions below for the windows random games seldom reach)."""
    uses = played["in_windows"] | expansion_played["in_windows"]
    assert {hook for _, hook, _ in uses} >= {"pre_battle", "post_battle"}
    hooks = {(f, a.name): a.hook.value for f in factions.known() for a in factions.get(f).abilities}
    assert [use for use in uses if hooks.get(use[::2]) != use[1]] == []


def test_an_option_offered_in_a_window_names_an_ability_of_that_window(table):
    """Using a window's option answers that window (rules.engine.windows.do_ability runs the ability the
    option names): so a window lists abilities registered on its own hook, and a turn or Ritual turn
    none of a window's (Dragon Ascending in each place; Windwalker's Spellbook taken as the Doom Phase
    ends, not its Unlimited Action of the turn)."""
    places = [(window, _hook_of(c)) for position in WINDOWED for window, opts in position(table) for c in opts]
    assert {window for window, _ in places} == {"post_battle", "doom_phase_end", "game_end", "action_start",
                                                "gather_power_phase", "battle_declared", "doom_phase_start", None}
    assert [(window, hook) for window, hook in places if window is not None and hook != window] == []
    windows = {hook.value for hook in WINDOW_HOOKS}
    assert [(window, hook) for window, hook in places if window is None and hook in windows] == []
