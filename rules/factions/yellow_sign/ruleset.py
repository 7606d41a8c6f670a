"""Yellow Sign's ruleset options: the points of its card a table may settle otherwise."""
from __future__ import annotations

from ..common import REPLACED_ACOLYTE_DOOM

OPTIONS = (REPLACED_ACOLYTE_DOOM,)
