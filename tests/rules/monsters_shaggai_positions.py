"""Set positions where the Insects from Shaggai (rules/neutral/monsters_shaggai.py) offer their
choices: each function takes the sandbox `Table` and returns the choices offered there
(tests/rules/test_choice_contract.py checks them against the published schemas)."""
from __future__ import annotations

CC, BG, GC = "crawling_chaos", "black_goat", "great_cthulhu"


def buy_insects(table) -> list[dict]:
    t = table([CC, BG, GC], cards={"insects_from_shaggai": None}, first=CC, phase="doom",
              power={GC: 8, CC: 8, BG: 8}, doom={GC: 4, CC: 4, BG: 4},
              extra={"doom_phase": {"queue": [CC, BG, GC], "cursor": 0, "gates_done": True, "ritual_done": False}})
    return [o for o in t.options(CC) if o.get("ability") == "buy_insects_from_shaggai"][:3]


MONSTERS_SHAGGAI_RARE = (buy_insects,)
