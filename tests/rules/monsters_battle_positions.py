"""Set positions where the Neutral Monsters that change Battles (rules/neutral/monsters_battle.py)
offer their choices: each function takes the sandbox `Table` and returns the choices offered there
(tests/rules/test_choice_contract.py checks them against the published schemas)."""
from __future__ import annotations

GC, CC, BG = "great_cthulhu", "crawling_chaos", "black_goat"


def _offered(t, seat, ability):
    return [c for c in t.options(seat, "ability") if c.get("ability") == ability]


def bloodthirst(table) -> list[dict]:
    t = table([GC, CC, BG], cards={"leng_spider": GC}, figures={"Europe": [("leng_spider", "leng_spider", 2)]},
              units={"Europe": [(BG, "acolyte", 2)], "Asia": [(CC, "acolyte", 1)]},
              power={GC: 5, CC: 5, BG: 5}, dice=[4, 4])
    t.play(GC, {"act": "battle", "area": "Europe", "enemy": BG})
    return _offered(t, GC, "bloodthirst")


def _ritual_turn(table, card):
    return table([CC, BG, GC], cards={card: None}, first=CC, phase="doom",
                 units={"South Pacific": [(CC, "acolyte", 1)], "Asia": [(BG, "acolyte", 1)]},
                 gates={"South Pacific": CC, "Asia": BG}, power={GC: 8, CC: 8, BG: 8}, doom={GC: 4, CC: 4, BG: 4},
                 extra={"doom_phase": {"queue": [CC, BG, GC], "cursor": 0, "gates_done": True,
                                       "ritual_done": False}})


def buy_cards(table) -> list[dict]:
    """Each card's purchase on a Ritual turn (the Servitor's names the enemy it is handed to)."""
    return [c for card in ("leng_spider", "star_vampire", "voonith", "servitor_of_the_outer_gods")
            for c in _offered(_ritual_turn(table, card), CC, f"buy_{card}")]


MONSTERS_BATTLE_RARE = (bloodthirst, buy_cards)
