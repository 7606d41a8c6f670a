"""Set positions where the Terrors of Beyond Time and Space and Masks of Nyarlathotep
(rules/neutral/terrors_expansions.py) offer their choices: each function takes the sandbox `Table`
and returns the choices offered there (tests/rules/test_choice_contract.py checks them against the
published schemas)."""
from __future__ import annotations

CC, BG, GC = "crawling_chaos", "black_goat", "great_cthulhu"
AS, EU, AF, SP = "Asia", "Europe", "Africa", "South Pacific"


def _ritual_turn(table, card):
    return table([CC, BG, GC], cards={card: None}, first=CC, phase="doom",
                 units={SP: [(CC, "acolyte", 1)], AS: [(BG, "acolyte", 1)]}, gates={SP: CC, AS: BG},
                 power={GC: 8, CC: 8, BG: 8}, doom={GC: 4, CC: 4, BG: 4},
                 extra={"doom_phase": {"queue": [CC, BG, GC], "cursor": 0, "gates_done": True,
                                       "ritual_done": False}})


def _offered(t, seat, ability, act="ability"):
    return [c for c in t.options(seat, act) if c.get("ability") == ability]


def buy_hound(table) -> list[dict]:
    return _offered(_ritual_turn(table, "hound_of_tindalos"), CC, "buy_hound_of_tindalos")


def buy_pharaoh(table) -> list[dict]:
    return _offered(_ritual_turn(table, "shadow_pharaoh"), CC, "buy_shadow_pharaoh")


def chronotable(table) -> list[dict]:
    t = table([BG, CC, GC], cards={"hound_of_tindalos": BG},
              figures={AS: [("hound_of_tindalos", "hound_of_tindalos", 1)]},
              units={AS: [(BG, "acolyte", 1)], EU: [(CC, "acolyte", 1)]}, gates={AS: BG, EU: CC, AF: None},
              power={BG: 4, CC: 4, GC: 4}, first=BG)
    t.play(BG, {"act": "move", "unit": "bg.acolyte.1", "to": "Indian Ocean"})
    return _offered(t, BG, "chronotable", "answer")


TERRORS_EXPANSIONS_RARE = (buy_hound, buy_pharaoh, chronotable)
