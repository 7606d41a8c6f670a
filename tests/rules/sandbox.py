"""Sandbox tables for rules tests: positions built from a few lines, and playing choices."""
from __future__ import annotations

import rules
from rules.engine.setup import answer_set_up
from rules.engine.state import spec_of

SEED = b"fixed test seed, 32 bytes long.."


class Table:
    """A sandbox game built from a description; seat ids are the faction names."""

    def __init__(self, factions, *, layout=None, units=None, gates=None, power=None, doom=None, first=None,
                 dice=None, ruleset=None, spellbooks=None, elder_signs=None, phase="action", direction="clockwise", captured=None,
                 extra=None):
        seats = [{"seat": f, "faction": f} for f in factions]
        options = {"seats": seats, "layout": layout, "sandbox": True, "rules": ruleset or {}}
        base = rules.replay(answer_set_up(rules.new_game(options, SEED)))
        doc = rules.to_position(base)
        if units is not None:
            pooled = {u: "pool" for u in doc["units"]}
            doc["units"], doc["gates"] = self._place(pooled, units), {}
        for captor, entries in (captured or {}).items():
            doc["units"] = self._place(doc["units"], {"captured:" + captor: entries})
        for area, owner in (gates or {}).items():
            doc["gates"][area] = None if owner is None else self._controller(doc["units"], owner, area)
        doc["power"] = {f: (power or {}).get(f, 0) for f in factions}
        doc["doom"] = {f: (doom or {}).get(f, 0) for f in factions}
        doc["spellbooks"] = {f: [[i, b] for i, b in enumerate(spec_of(f).spellbooks[:(spellbooks or {}).get(f, 0)])]
                             for f in factions}
        if elder_signs:
            doc["elder_signs"] = {f: list(elder_signs.get(f, ())) for f in factions}
        doc.update(phase=phase, round=1, turn=None, fp=None, first_player=first or factions[0], direction=direction)
        doc.update(extra or {})
        self.events = rules.start_from_position(doc, SEED, dice)
        self.state = rules.replay(self.events)

    @staticmethod
    def _place(all_units: dict, units: dict) -> dict:
        placed = dict(all_units)
        for area, entries in units.items():
            for faction, unit_type, count in entries:
                short = spec_of(faction).short
                free = [u for u in sorted(placed, key=_uid_order) if u.startswith(f"{short}.{unit_type}.")
                        and placed[u] == "pool"]
                for uid in free[:count]:
                    placed[uid] = area
        return placed

    @staticmethod
    def _controller(units: dict, owner: str, area: str) -> str:
        short = spec_of(owner).short
        return min((u for u, w in units.items() if w == area and u.startswith(f"{short}.acolyte.")), key=_uid_order)

    def options(self, seat, act=None):
        return [o.choice for o in rules.legal_options(self.state, seat) if act is None or o.choice["act"] == act]

    def play(self, seat, choice):
        new, self.state = rules.decide_and_apply(self.state, seat, choice)
        self.events += new
        return new

    def units_at(self, area, faction=None):
        return sorted(rules.engine.state.units_in(self.state, area, faction))

    def waiting(self):
        found = rules.pending(self.state)
        return (found[0]["seat"], found[0]["kind"]) if found else None


def _uid_order(uid: str):
    short, kind, n = uid.split(".")
    return short, kind, int(n)


def types_of(events, cls):
    return [e for e in events if isinstance(e, cls)]
