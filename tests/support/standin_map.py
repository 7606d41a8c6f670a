"""The stand-in map kept outside the rules package (`standin-map.json` next to this file), and
registering it for the length of one test."""
from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from rules.engine import maps

PATH = Path(__file__).with_name("standin-map.json")
LAYOUT = "stand_in"


def document() -> dict:
    return json.loads(PATH.read_text(encoding="utf-8"))


@contextmanager
def registered() -> Iterator[maps.MapSpec]:
    spec = maps.register_map(PATH)
    try:
        yield spec
    finally:
        maps.unregister_map(spec.name)
