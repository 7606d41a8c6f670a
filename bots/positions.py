"""Varied sandbox starts for random play: units spread over the map, some Spellbooks already earned,
Great Old Ones sometimes in play, more Power. Random games from the set-up rarely reach late-game
abilities; games from these positions do, while leaving Spellbook requirements open to be met."""
from __future__ import annotations

import json
import random

import rules
from rules.engine.content import UnitKind
from rules.engine.setup import answer_set_up
from rules.engine.state import spec_of


def varied_start(seats: list[dict], seed: bytes, rng: random.Random, ruleset: dict | None = None) -> list:
    """The first events of a sandbox game from a random mid-game position (under `ruleset`)."""
    base = rules.replay(answer_set_up(rules.new_game({"seats": seats, "sandbox": True, "rules": ruleset or {}}, seed)))
    doc = json.loads(json.dumps(rules.to_position(base)))
    areas = list(base.map.areas)
    units = {}
    for uid, info in sorted(base.table.items()):
        if info.kind is UnitKind.CULTIST:  # Cultists stay in play, so every seat keeps gathering Power
            units[uid] = rng.choice(areas) if rng.random() < 0.5 else base.units[uid]
            continue
        chance = 0.6 if info.kind is UnitKind.GREAT_OLD_ONE else 0.5
        units[uid] = rng.choice(areas) if rng.random() < chance else "pool"
    doc["units"], doc["gates"] = units, _gates(base, units, rng)
    _great_old_ones_at_gates(base, units, doc["gates"], rng)
    for s in seats:
        faction = s["faction"]
        doc["spellbooks"][faction] = _books(faction, rng)
        doc["power"][faction] = rng.randint(4, 20)
        doc["doom"][faction] = rng.randint(0, 18)
    doc["round"] = 2
    doc["met"] = []  # the set-up's met requirements belong to the Spellbooks just replaced
    return rules.start_from_position(doc, seed)


def _gates(state, units: dict, rng: random.Random) -> dict:
    """A Gate under some Cultists (Controlled) and a few Abandoned ones."""
    gates = {}
    for uid, where in sorted(units.items()):
        info = state.table[uid]
        if where != "pool" and where not in gates and info.kind is UnitKind.CULTIST and rng.random() < 0.3:
            gates[where] = uid
    for area in rng.sample(list(state.map.areas), 2):
        gates.setdefault(area, None)
    return gates


def _great_old_ones_at_gates(state, units: dict, gates: dict, rng: random.Random) -> None:
    """Half the Great Old Ones on the map stand at a Gate of their faction (where others Awaken)."""
    for uid, info in sorted(state.table.items()):
        if info.kind is UnitKind.GREAT_OLD_ONE and units[uid] != "pool" and rng.random() < 0.5:
            own = sorted(a for a, g in gates.items() if g is not None and state.table[g].faction == info.faction)
            if own:
                units[uid] = rng.choice(own)


def _books(faction: str, rng: random.Random) -> list:
    """Two to five Spellbooks on random requirement slots; the other slots stay open."""
    spec = spec_of(faction)
    count = rng.randint(2, 5)
    slots = rng.sample(range(len(spec.requirements)), count)
    books = rng.sample(list(spec.books_in_game({})), count)  # the default ruleset's set
    return [[slot, book] for slot, book in zip(slots, books)]
