"""Each hook takes its own class of ability (rules.engine.content.Ability and its kinds): a faction's
ability holds what the engine calls on its hook, and an ability of one kind cannot be registered on
a hook of another."""
from __future__ import annotations

import pytest
import standin_faction

from rules import factions
from rules.engine.content import (ABILITY_KINDS, Ability, EffectAbility, GatherPowerAbility, Hook, TurnAbility,
                                  WindowAbility, kinds_on)


def _nothing(*args: object) -> list[object]:
    return []


@pytest.mark.parametrize("faction", factions.known())
def test_every_ability_of_a_faction_is_of_the_class_its_hook_takes(faction):
    abilities = factions.get(faction).abilities
    assert abilities
    assert [a.name for a in abilities if not isinstance(a, kinds_on(a.hook))] == []


def test_the_stand_in_faction_registers_its_abilities_by_their_kinds_too():
    assert all(isinstance(a, kinds_on(a.hook)) for a in standin_faction.FACTION.abilities)


def test_every_hook_has_a_class_of_ability_and_only_a_window_hook_has_two():
    counts = {hook: len(kinds_on(hook)) for hook in Hook}
    assert {hook for hook, count in counts.items() if count == 0} == set()
    assert {hook for hook, count in counts.items() if count == 2} == set(WindowAbility.hooks)
    assert all(count <= 2 for count in counts.values())
    assert all(issubclass(kind, Ability) for kind in ABILITY_KINDS)


@pytest.mark.parametrize("kind", ABILITY_KINDS, ids=lambda kind: kind.__name__)
def test_an_ability_class_refuses_every_hook_of_another_kind(kind):
    for hook in set(Hook) - kind.hooks:
        with pytest.raises(ValueError, match=f"cannot be registered on '{hook.value}'"):
            kind("misplaced", hook, *([_nothing] * _callables(kind)))


def test_a_window_ability_cannot_be_registered_as_a_gather_power_one():
    with pytest.raises(ValueError, match="WindowAbility 'lurk' cannot be registered on 'gather_power'"):
        WindowAbility("lurk", Hook.GATHER_POWER, _nothing, _nothing)
    with pytest.raises(ValueError, match="GatherPowerAbility 'tithe' cannot be registered on 'pre_battle'"):
        GatherPowerAbility("tithe", Hook.PRE_BATTLE, power=lambda state, faction: 1)


def test_a_gather_power_ability_needs_exactly_one_way_to_pay():
    with pytest.raises(ValueError, match="needs one of power and power_to"):
        GatherPowerAbility("tithe", Hook.GATHER_POWER)
    assert GatherPowerAbility("tithe", Hook.GATHER_POWER, power=lambda state, faction: 1).power_to is None


def test_an_ability_of_the_right_kind_is_accepted_on_each_of_its_hooks():
    assert [TurnAbility("act", hook, _nothing, _nothing).hook for hook in (Hook.ACTION, Hook.UNLIMITED, Hook.AWAKEN)] \
        == [Hook.ACTION, Hook.UNLIMITED, Hook.AWAKEN]
    assert EffectAbility("refund", Hook.AFTER_ANY_ACTION, _nothing).apply is _nothing


def _callables(kind: type[Ability]) -> int:
    """How many positional callables the class requires after name and hook."""
    required = [f for f in kind.__dataclass_fields__.values()
                if f.init and not f.kw_only and f.name not in ("name", "hook")
                and f.default is f.default_factory]  # both MISSING: no default
    return len(required)
