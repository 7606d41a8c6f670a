"""Fixtures for rules tests (the helpers live in sandbox.py next to this file)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from sandbox import Table  # noqa: E402


@pytest.fixture
def table():
    return Table


# Core-rule tests (issue 3) play the four factions' units without their abilities, so that a worked
# example of the shared rules is not changed by a faction ability; tests/rules/factions/ tests those.
PLAIN_FACTION_MODULES = {"test_battle", "test_doom_and_victory", "test_engine_contract", "test_rulebook_examples",
                         "test_two_player"}


def plain(spec):
    """The faction's units and requirement texts, without abilities or requirement checks."""
    from dataclasses import replace

    from rules.engine.content import Requirement

    reqs = tuple(Requirement(r.text, action_cost=r.action_cost) for r in spec.requirements)
    units = tuple(replace(u, awaken_cost=None) for u in spec.units)
    return replace(spec, abilities=(), requirements=reqs, units=units, move_reach=None, gate_units=None,
                   spared_when_surrounded=None)


@pytest.fixture(autouse=True)
def _plain_factions(request):
    if request.module.__name__.rsplit(".", 1)[-1] not in PLAIN_FACTION_MODULES:
        yield
        return
    from rules import factions

    full = {name: factions.get(name) for name in factions.CORE_FACTIONS}
    for spec in full.values():
        factions.register(plain(spec))
    yield
    for spec in full.values():
        factions.register(spec)
