"""Sleeper's ruleset options: the points of its card a table may settle otherwise."""
from __future__ import annotations

OPTIONS = ()
