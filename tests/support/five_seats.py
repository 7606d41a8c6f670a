"""A five-seat sandbox on the 5-player Earth map with the four expansion factions and Great Cthulhu,
every unit of every faction on the map but one Yothan removed from play, Gates, and two of the
Ancients' Cathedrals: a position for tests of the browser client's 5-player board.

Call inside `offered_factions.all_factions_offered()` while those factions are not offered."""
from __future__ import annotations

import json

import rules

FACTIONS = ["great_cthulhu", "sleeper", "opener_of_the_way", "windwalker", "ancients"]
OUT_OF_PLAY = "an.yothan.3"
CATHEDRALS = ["Arabia", "Europe"]


def base_position() -> dict:
    """The set-up of a five-seat sandbox as a position document."""
    seats = [{"seat": f"seat{i + 1}", "faction": f} for i, f in enumerate(FACTIONS)]
    start = rules.replay(rules.new_game({"seats": seats, "sandbox": True}, b"0" * 32))
    return json.loads(json.dumps(rules.to_position(start)))


def every_unit_on_the_map() -> dict:
    """Round 1's Action Phase, the Sleeper to act first: each unit dealt in turn to the 21 Areas,
    each faction's first Acolyte controlling a Gate where it stands."""
    doc = base_position()
    areas = rules.engine.maps.load("5p").areas
    units = {}
    for i, uid in enumerate(sorted(u for u in doc["units"] if u != OUT_OF_PLAY)):
        units[uid] = areas[i % len(areas)]
    units[OUT_OF_PLAY] = "out_of_play"
    doc["units"] = units
    doc["gates"] = {units[f"{short}.acolyte.1"]: f"{short}.acolyte.1" for short in ("gc", "sl", "ow", "ww", "an")}
    doc["power"] = {f: 6 for f in FACTIONS}
    doc["doom"] = {f: 2 * i for i, f in enumerate(FACTIONS)}
    doc["spellbooks"] = {f: [] for f in FACTIONS}
    doc["faction_data"] = {**{f: {} for f in FACTIONS}, "ancients": {"cathedrals": CATHEDRALS},
                           "sleeper": {"tsathoggua_awakened": True}}
    doc["met"] = []
    doc.update(phase="action", round=1, turn=None, fp=None, first_player="sleeper",
               direction="clockwise", battle=None, window=None, doom_phase=None)
    return doc


def on_the_map(doc: dict) -> dict[str, int]:
    """How many units of each faction stand on the map in the position, by the ids' short names."""
    counts: dict[str, int] = {}
    for uid, where in doc["units"].items():
        if where not in ("pool", "out_of_play"):
            short = uid.split(".")[0]
            counts[short] = counts.get(short, 0) + 1
    return counts
