"""Faction registry: each faction is one module in this package exposing `FACTION` (a FactionSpec).

Modules are imported lazily by name with importlib, so adding a faction is adding a module.
`register` lets a table (or a test) add a faction defined elsewhere.
"""
from __future__ import annotations

import importlib

from ..content import FactionSpec
from ..errors import InvalidOptions

CORE_FACTIONS = ("great_cthulhu", "crawling_chaos", "black_goat", "yellow_sign")
_registered: dict[str, FactionSpec] = {}


def register(spec: FactionSpec) -> None:
    """Make a faction available under `spec.name` (content, not game state)."""
    _registered[spec.name] = spec


def unregister(name: str) -> None:
    _registered.pop(name, None)


def get(name: str) -> FactionSpec:
    """The faction called `name`, importing `rules.factions.<name>` on first use."""
    spec = _registered.get(name)
    if spec is not None:
        return spec
    if not name.isidentifier():
        raise InvalidOptions(f"Unknown faction {name!r}.")
    try:
        module = importlib.import_module(f"{__name__}.{name}")
    except ModuleNotFoundError:
        raise InvalidOptions(f"Unknown faction {name!r}; core factions: {', '.join(CORE_FACTIONS)}.") from None
    spec = getattr(module, "FACTION", None)
    if not isinstance(spec, FactionSpec):
        raise InvalidOptions(f"Module for faction {name!r} defines no FACTION.")
    _registered[name] = spec
    return spec
