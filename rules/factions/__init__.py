"""The factions: each subpackage is one faction exposing `FACTION` (a FactionSpec), with its own
events, actions, Battle abilities, ruleset options and card texts.

Importing this package registers it with the engine's faction registry (`rules.engine.registry`),
which imports a faction's module by name when it is first needed; the engine itself never imports
a faction. The registry's functions are named here too, so `rules.factions.get(name)` and the rest
read as before.
"""
from __future__ import annotations

from ..engine.registry import (CORE_FACTIONS, available, event_class, generation, get, known, register,
                               register_module, register_package, unregister)

register_package(__name__)

__all__ = ["CORE_FACTIONS", "available", "event_class", "generation", "get", "known", "register",
           "register_module", "register_package", "unregister"]
