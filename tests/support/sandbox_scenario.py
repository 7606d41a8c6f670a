"""A short sandbox game for the browser tests: a Move, a Battle with scripted dice, a Doom Phase
with a Ritual, and the end of the game, built as a position through the public API."""
from __future__ import annotations

FACTIONS = ["great_cthulhu", "crawling_chaos", "yellow_sign"]
# Crawling Chaos's Hunting Horror rolls 6 and 5 (a Kill and a Pain); Great Cthulhu's Deep One 4 (a Pain).
DICE = [6, 5, 4]


def position(base: dict, great_cthulhu_books: tuple[str, ...] = ()) -> dict:
    """Round 1's Action Phase: Great Cthulhu (28 Doom, Cthulhu Awakened) and Crawling Chaos share the
    North Pacific; one Power each, so the round ends after a Move and a Battle. With Devolve among
    `great_cthulhu_books`, Great Cthulhu is asked after every other faction's Action."""
    doc = dict(base)
    units = {u: "pool" for u in doc["units"]}
    place = {
        "South Pacific": ["gc.acolyte.1", "gc.acolyte.2", "gc.acolyte.4", "gc.acolyte.5", "gc.cthulhu.1"],
        "North Pacific": ["gc.deep_one.1", "gc.acolyte.3", "cc.hunting_horror.1"],
        "Asia": ["cc.acolyte.1", "cc.acolyte.2"],
        "Europe": ["ys.acolyte.1", "ys.acolyte.2"],
    }
    for area, ids in place.items():
        for uid in ids:
            units[uid] = area
    doc["units"] = units
    doc["gates"] = {"South Pacific": "gc.acolyte.1", "Asia": "cc.acolyte.1", "Europe": "ys.acolyte.1"}
    doc["power"] = {"great_cthulhu": 1, "crawling_chaos": 1, "yellow_sign": 0}
    doc["doom"] = {"great_cthulhu": 28, "crawling_chaos": 3, "yellow_sign": 2}
    doc["spellbooks"] = {"great_cthulhu": [[i, b] for i, b in enumerate(great_cthulhu_books)],
                         "crawling_chaos": [], "yellow_sign": []}
    doc["met"] = []
    doc.update(phase="action", round=1, turn=None, fp=None, first_player="great_cthulhu",
               direction="clockwise", battle=None, window=None, doom_phase=None)
    return doc
