"""The stand-in map's own rules module, named by its data file (`"rules": "standin_map_rules"`).

The registry imports it when the map's layouts are first loaded, so whatever a map needs beyond
its data (a hook, a unit of its own) is registered from here. This one only records that it ran.
"""
from __future__ import annotations

IMPORTED = True
