"""Each act's choice is one class (rules/engine/choices.py) and the vocabulary is built from them:
the fields a client may send, the handler that reads them and the published schema agree by
construction, and these tests hold the seams between them."""
from __future__ import annotations

import inspect
from typing import Any, get_type_hints

import rules  # noqa: F401  (registers every handler)
from rules.contract import vocabulary
from rules.engine import choices
from rules.engine.prompts import HANDLERS

# The acts whose choices carry an ability's own declared fields: their handlers pass the choice
# on to the ability, whose fields the vocabulary declares per ability (Ability.fields).
CARRY_ABILITY_FIELDS = {"ability", "answer"}


def test_every_act_a_handler_takes_has_one_class_and_every_class_a_handler() -> None:
    assert set(choices.BY_ACT) == set(HANDLERS)
    assert len(choices.BY_ACT) == len(choices.CLASSES)


def test_the_vocabulary_lists_each_act_with_the_fields_its_class_declares() -> None:
    assert list(vocabulary.ACTS) == [choices.act_of(cls) for cls in choices.CLASSES]
    for act, cls in choices.BY_ACT.items():
        fields, optional = choices.fields_of(cls)
        assert vocabulary.ACTS[act].fields == fields
        assert vocabulary.ACTS[act].optional == optional


def test_a_field_kind_names_a_known_kind_and_its_python_type_matches() -> None:
    for cls in choices.CLASSES:
        plain = get_type_hints(cls)
        for name, kind in choices.fields_of(cls)[0].items():
            assert kind in choices.KIND_TYPES, (cls.__name__, name, kind)
            assert kind in vocabulary.FIELD_TYPES or kind == "ability", (cls.__name__, kind)
            assert plain[name] is choices.KIND_TYPES[kind], (cls.__name__, name)


def test_each_core_handler_is_typed_by_its_act_s_class() -> None:
    for act, fn in HANDLERS.items():
        hint: Any = get_type_hints(inspect.unwrap(fn))["choice"]
        expected = dict[str, Any] if act in CARRY_ABILITY_FIELDS else choices.BY_ACT[act]
        assert hint == expected, (act, hint)


def test_standing_answer_s_condition_is_the_one_optional_field() -> None:
    optional = {act: choices.fields_of(cls)[1] for act, cls in choices.BY_ACT.items()}
    assert {act: names for act, names in optional.items() if names} == {
        "standing_answer": ("condition",)}
