"""Set positions where the Terrors (rules/neutral/terrors.py) offer their choices: each function
takes the sandbox `Table` and returns the choices offered there (tests/rules/test_choice_contract.py
checks them against the published schemas)."""
from __future__ import annotations

GC, CC, BG = "great_cthulhu", "crawling_chaos", "black_goat"
TERRORS = ("great_race_of_yith", "quachil_uttaus", "dhole", "cacodemon")


def _answers(t, seat, ability):
    return [c for c in t.options(seat, "answer") if c.get("ability") == ability]


def buying(table) -> list[dict]:
    """Each Terror offered on a Ritual turn, with a Controlled Gate and without one."""
    offered = []
    for gates in ({"South Pacific": CC}, {}):
        t = table([CC, BG, GC], cards={name: None for name in TERRORS}, first=CC, phase="doom",
                  units={"South Pacific": [(CC, "acolyte", 1)]}, gates=gates, power={GC: 8, CC: 8, BG: 8},
                  doom={GC: 4, CC: 4, BG: 4},
                  extra={"doom_phase": {"queue": [CC, BG, GC], "cursor": 0, "gates_done": True,
                                        "ritual_done": False}})
        offered += [c for c in t.options(CC, "ability") if c["ability"].startswith("buy_")]
    return offered


def dust_to_dust(table) -> list[dict]:
    """Quachil Uttaus' side Kills both enemy Acolytes: the enemy answers Dust to Dust."""
    t = table([GC, CC, BG], cards={"quachil_uttaus": GC}, figures={"Europe": [("quachil_uttaus", "quachil_uttaus", 1)]},
              units={"Europe": [(GC, "shoggoth", 1), (CC, "acolyte", 2)]}, power={GC: 4, CC: 4, BG: 4},
              dice=[6, 6, 1])
    t.play(GC, {"act": "battle", "area": "Europe", "enemy": CC})
    return _answers(t, CC, "dust_to_dust")


def planetary_destruction(table) -> list[dict]:
    """The Dhole is Killed: its holder chooses what the enemy gains."""
    t = table([CC, GC, BG], cards={"dhole": GC}, figures={"Europe": [("dhole", "dhole", 1)]},
              units={"Europe": [(CC, "hunting_horror", 2)]}, power={GC: 4, CC: 4, BG: 4},
              dice=[6, 1, 1, 1] + [1, 1, 1, 1, 1])
    t.play(CC, {"act": "battle", "area": "Europe", "enemy": GC})
    return _answers(t, GC, "planetary_destruction")


TERRORS_RARE = (buying, dust_to_dust, planetary_destruction)
