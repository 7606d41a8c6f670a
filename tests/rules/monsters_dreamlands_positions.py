"""Set positions where the Dreamlands Neutral Monsters (rules/neutral/monsters_dreamlands.py) offer
the choices random games seldom reach: each function takes the sandbox `Table` and returns the
choices offered there (tests/rules/test_choice_contract.py checks them against the published schemas)."""
from __future__ import annotations

from rules.engine.holdings import ON_SPELLBOOK

GC, CC, BG = "great_cthulhu", "crawling_chaos", "black_goat"
ON_SUBMERGE = ON_SPELLBOOK + GC + ":Submerge"


def _offered(t, seat, ability, act="ability"):
    return [c for c in t.options(seat, act) if c.get("ability") == ability]


def _ritual_turn(table, card, **kw):
    kw.setdefault("spellbooks", {GC: 3})
    kw.setdefault("gates", {"South Pacific": CC})
    return table([CC, BG, GC], cards={card: None}, first=CC, phase="doom",
                 units={"South Pacific": [(CC, "acolyte", 1)], "Asia": [(BG, "acolyte", 1)]},
                 power={GC: 8, CC: 8, BG: 8}, doom={GC: 4, CC: 4, BG: 4},
                 extra={"doom_phase": {"queue": [CC, BG, GC], "cursor": 0, "gates_done": True,
                                       "ritual_done": False}}, **kw)


def buy_each_dreamlands_card(table) -> list[dict]:
    offered = []
    for card in ("moonbeast", "gnorri", "shantak", "ghast"):
        offered += _offered(_ritual_turn(table, card), CC, f"buy_{card}")
    t = _ritual_turn(table, "moonbeast", spellbooks={})
    t.play(CC, {"act": "end_ritual_turn"})
    offered += _offered(t, BG, "buy_moonbeast")
    return offered + _offered(_ritual_turn(table, "ghast", gates={}), CC, "buy_ghast")


def _covering(table, **kw):
    kw.setdefault("gates", {"Asia": CC, "Europe": CC})
    kw.setdefault("units", {"Asia": [(CC, "acolyte", 1)], "Europe": [(CC, "acolyte", 1)]})
    return table([GC, CC, BG], cards={"moonbeast": CC}, figures={ON_SUBMERGE: [("moonbeast", "moonbeast", 1)]},
                 spellbooks={GC: 6}, doom={GC: 2, CC: 2, BG: 2}, **kw)


def summon_and_evict_moonbeast(table) -> list[dict]:
    t = _covering(table, first=CC, power={GC: 4, CC: 4, BG: 4})
    offered = _offered(t, CC, "summon_moonbeast") + _offered(t, GC, "evict_moonbeast")
    t.play(GC, {"act": "ability", "ability": "evict_moonbeast", "spellbook": "Submerge"})
    return offered + _offered(t, CC, "moonbeast_lands", "answer")


def horror_steed_carry(table) -> list[dict]:
    t = table([BG, GC, CC], first=BG, cards={"shantak": BG}, figures={"Asia": [("shantak", "shantak", 1)]},
              units={"Asia": [(BG, "acolyte", 1)]}, power={BG: 4, GC: 4, CC: 4})
    t.play(BG, {"act": "move", "unit": "shantak.shantak.1", "to": "South Pacific"})
    return _offered(t, BG, "horror_steed_carry", "answer")


MONSTERS_DREAMLANDS_RARE = (buy_each_dreamlands_card, summon_and_evict_moonbeast, horror_steed_carry)
