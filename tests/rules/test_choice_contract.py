"""The published shapes of choices, views and the ruleset (rules.contract) hold for what the engine
really gives, and the vocabulary of choices (rules.vocabulary) is the one rules/CHOICES.md describes.

Random games (from the set-up and from varied mid-game positions, some with the ruleset's variants)
list thousands of distinct options: each must match the schema its act (and ability) names, and
exactly one branch of the `Choice` union. Every declared kind of choice must turn up, in those games
or in the one set position made for the rarest (The Harbinger).
"""
from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

import rules
from bots.positions import varied_start
from bots.random_bot import KindBot
from bots.simulate import game_seed, seats_for
from rules import contract, factions, vocabulary
from rules.codec import to_json
from rules.content import Hook
from rules.options import ruleset

GAMES = 80
VARIANT = {"fertility_cult": "unlimited_summon"}  # the only way to offer fertility_cult_unlimited
CHOICES_MD = Path(rules.__file__).parent / "CHOICES.md"
CHOICE_HOOKS = {Hook.ACTION, Hook.AWAKEN, Hook.UNLIMITED, Hook.PRE_BATTLE, Hook.POST_BATTLE,
                Hook.AFTER_ANY_ACTION, Hook.DOOM_PHASE}

DEFS = contract.schemas("#/$defs/")
_validators: dict[str, Draft202012Validator] = {}


def validator(name: str) -> Draft202012Validator:
    if name not in _validators:
        _validators[name] = Draft202012Validator({"$defs": DEFS, "$ref": "#/$defs/" + name})
    return _validators[name]


def errors(name: str, instance: object) -> list[str]:
    return [f"{list(e.absolute_path)}: {e.message[:300]}" for e in validator(name).iter_errors(instance)]


def _as_json(value: object) -> object:
    return json.loads(json.dumps(to_json(value)))


@pytest.fixture(scope="module")
def played() -> dict:
    """Distinct options (as JSON text) and a sample of views and pending lists from random games."""
    options: set[str] = set()
    views: list[object] = []
    for game in range(GAMES):
        seats = seats_for((2, 3, 4)[game % 3], game // 3)
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
            if steps % 40 == 0:
                views += [_as_json(rules.view(state, seat)), _as_json(rules.view(state, None))]
            _, state = rules.decide_and_apply(state, seat, bot.choose(state, seat))
            steps += 1
        views.append(_as_json(rules.view(state, rules.AUDITOR)))
    return {"options": sorted(options), "views": views}


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


def test_every_declared_kind_of_choice_is_offered_by_the_engine(played, table):
    offered = {contract.choice_name(json.loads(text)) for text in played["options"]}
    harbinger = [c for c in _harbinger_options(table) if c["ability"] == "harbinger"]
    assert harbinger and all(errors("AbilityHarbingerChoice", c) == [] for c in harbinger)
    offered.add("AbilityHarbingerChoice")
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
    for name, (default, allowed, _source) in rules.options.RULESET.items():
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


def test_every_ability_that_offers_choices_or_asks_for_answers_is_declared():
    specs = [factions.get(name) for name in factions.CORE_FACTIONS]
    asking = {a.name for s in specs for a in s.abilities if a.hook is Hook.DEMAND}
    offering = {a.name for s in specs for a in s.abilities if a.hook in CHOICE_HOOKS}
    assert set(vocabulary.ANSWERS) == asking
    assert set(vocabulary.ABILITIES) | set(vocabulary.NO_CHOICE) == offering
    assert not set(vocabulary.ABILITIES) & set(vocabulary.NO_CHOICE)


def test_every_field_type_of_the_vocabulary_has_a_description():
    kinds = {kind.rstrip("?") for table in (vocabulary.ABILITIES, vocabulary.ANSWERS) for f in table.values()
             for kind in f.values()} | {kind.rstrip("?") for a in vocabulary.ACTS.values()
                                        for kind in a.fields.values()}
    assert kinds - {"ability"} <= set(vocabulary.FIELD_TYPES)
