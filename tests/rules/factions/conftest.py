"""Fixtures for faction tests: sandbox tables with named Spellbooks on chosen requirement slots."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

GC, CC, BG, YS = "great_cthulhu", "crawling_chaos", "black_goat", "yellow_sign"


@pytest.fixture
def game(table):
    """game(factions, books={faction: [names] or {slot: name}}, **Table options)."""

    def build(factions, books=None, **kw):
        extra = dict(kw.pop("extra", {}))
        if books is not None:
            extra["spellbooks"] = {f: _slots(books.get(f, ())) for f in factions}
        return table(factions, extra=extra, **kw)

    return build


def _slots(named) -> list:
    if isinstance(named, dict):
        return [[slot, name] for slot, name in sorted(named.items())]
    return [[slot, name] for slot, name in enumerate(named)]
