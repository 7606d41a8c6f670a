"""Set positions where the Elder Thing, the Dimensional Shambler (rules/neutral/monsters_azathoth.py)
and the Satyr (rules/neutral/monsters_campbell.py) offer their choices: each function takes the
sandbox `Table` and returns the choices offered there (tests/rules/test_choice_contract.py checks
them against the published schemas)."""
from __future__ import annotations

GC, CC, BG = "great_cthulhu", "crawling_chaos", "black_goat"
SP = "South Pacific"


def _offered(t, seat, ability, act="ability"):
    return [c for c in t.options(seat, act) if c.get("ability") == ability]


def _ritual_turn(table, card):
    return table([CC, BG, GC], cards={card: None}, first=CC, phase="doom",
                 units={SP: [(CC, "acolyte", 1)]}, gates={SP: CC},
                 power={CC: 8, BG: 8, GC: 8}, doom={CC: 4, BG: 4, GC: 4},
                 extra={"doom_phase": {"queue": [CC, BG, GC], "cursor": 0, "gates_done": True,
                                       "ritual_done": False}})


def buy_elder_thing(table) -> list[dict]:
    return _offered(_ritual_turn(table, "elder_thing"), CC, "buy_elder_thing")


def buy_dimensional_shambler(table) -> list[dict]:
    return _offered(_ritual_turn(table, "dimensional_shambler"), CC, "buy_dimensional_shambler")


def buy_satyr(table) -> list[dict]:
    return _offered(_ritual_turn(table, "satyr"), CC, "buy_satyr")


def walk_between_worlds(table) -> list[dict]:
    """Two Shamblers wait on Great Cthulhu's card; after its next Action one drops, then another."""
    import rules
    from sandbox import SEED

    t = table([GC, CC], cards={"dimensional_shambler": GC}, units={SP: [(GC, "acolyte", 1)]},
              gates={SP: GC}, power={GC: 6, CC: 4})
    doc = rules.to_position(t.state)
    for n in (1, 2):
        doc["units"][f"shambler.dimensional_shambler.{n}"] = "off_map:card:" + GC
    t.events = rules.start_from_position(doc, SEED, None)
    t.state = rules.replay(t.events)
    t.play(GC, {"act": "recruit", "unit_type": "acolyte", "area": SP})
    offered = _offered(t, GC, "walk_between_worlds")
    t.play(GC, offered[0])
    return offered + _offered(t, GC, "walk_between_worlds_more", "answer")


MONSTERS_AZATHOTH_RARE = (buy_elder_thing, buy_dimensional_shambler, buy_satyr, walk_between_worlds)
