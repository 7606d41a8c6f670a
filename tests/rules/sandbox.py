"""Sandbox tables for rules tests: positions built from a few lines, and playing choices."""
from __future__ import annotations

import rules
from rules.engine.setup import answer_set_up
from rules.engine.registry import card as rules_card, get as rules_faction
from rules.engine.state import spec_of

SEED = b"fixed test seed, 32 bytes long.."


class Table:
    """A sandbox game built from a description; seat ids are the faction names."""

    def __init__(self, factions, *, layout=None, units=None, gates=None, power=None, doom=None, first=None,
                 dice=None, ruleset=None, spellbooks=None, elder_signs=None, phase="action", direction="clockwise", captured=None,
                 extra=None, cards=None, figures=None, high_priests=False, unique_high_priests=False,
                 neutral_books=None, priests=None):
        """`cards`: Loyalty Card -> the faction holding it (None: in the supply), or (holder, its
        Spellbook earned); `figures`: {area: [(card, unit type, count)]} for held cards' figures
        (the rest wait in the holder's Pool); `neutral_books`: True for a game with the neutral
        Spellbooks, or {book: holder} for some already taken, each on its holder's card in the slot
        after the `spellbooks` of its own. `unique_high_priests` (also implied by a Unique High
        Priest's card in `cards`): the game has them, and High Priests; a held one's figure is out
        of play unless `figures` puts it on the map, and then its holder's ordinary High Priest is
        out of play. `priests`: {area: [faction, ...]}, those factions' High Priests there (with
        `high_priests`)."""
        seats = [{"seat": f, "faction": f} for f in factions]
        options = {"seats": seats, "layout": layout, "sandbox": True, "rules": ruleset or {}}
        independents = [c for c in (cards or {})
                        if rules_card(c).kind.value in ("independent", "neutral_monster", "terror")]
        options.update({"loyalty_cards": independents} if independents else {})
        unique_high_priests = unique_high_priests or any(
            rules_card(c).kind.value == "unique_high_priest" for c in (cards or {}))
        options.update({"high_priests": True} if high_priests or unique_high_priests else {})
        options.update({"unique_high_priests": True} if unique_high_priests else {})
        options.update({"neutral_spellbooks": True} if neutral_books else {})
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
        self._hold_cards(doc, cards or {}, figures or {})
        for area, placed in (priests or {}).items():  # {area: [faction, ...]}: their High Priests there
            for faction in placed:
                doc["units"][f"hp.high_priest.{list(factions).index(faction) + 1}"] = area
        if isinstance(neutral_books, dict):
            doc["neutral_books"] = {**doc["neutral_books"], **neutral_books}
            self._hold_books(doc, neutral_books)
        doc.update(extra or {})
        self.events = rules.start_from_position(doc, SEED, dice)
        self.state = rules.replay(self.events)

    @staticmethod
    def _hold_cards(doc: dict, cards: dict, figures: dict) -> None:
        """Held cards' figures in the holder's Pool, then where `figures` puts them."""
        for name, held in cards.items():
            owner, book = held if isinstance(held, tuple) else (held, False)
            doc.setdefault("loyalty", {})[name] = {"owner": owner, "book": book}
            card = rules_card(name)
            if owner is None or card.shared:
                continue
            for unit in card.units:
                for n in range(1, unit.count + 1):
                    uid = f"{card.short}.{unit.name}.{n}"
                    doc.setdefault("owners", {})[uid] = owner
                    doc["units"][uid] = "pool"
        for area, entries in figures.items():
            for name, unit_type, count in entries:
                short = rules_card(name).short
                free = [u for u in sorted(doc["units"], key=_uid_order)
                        if u.startswith(f"{short}.{unit_type}.") and doc["units"][u] == "pool"]
                for uid in free[:count]:
                    doc["units"][uid] = area
        Table._one_priest_each(doc, cards)

    @staticmethod
    def _one_priest_each(doc: dict, cards: dict) -> None:
        """A held Unique High Priest's figure waits out of play; on the map, it stands for its
        holder's one High Priest, whose ordinary figure is then out of play."""
        order = [s["faction"] for s in doc["options"]["seats"]]
        for name, held in cards.items():
            owner = held[0] if isinstance(held, tuple) else held
            card = rules_card(name)
            if owner is None or card.kind.value != "unique_high_priest":
                continue
            uid = f"{card.short}.{card.units[0].name}.1"
            if doc["units"][uid] == "pool":
                doc["units"][uid] = "out_of_play"
            else:
                doc["units"][Table._ordinary_priest(doc, owner, order)] = "out_of_play"

    @staticmethod
    def _ordinary_priest(doc: dict, owner: str, order: list) -> str:
        """The module's High Priest of `owner`, or, for a faction whose own units are its High
        Priests (the Tcho-Tcho), the first of those in its Pool."""
        uid = f"hp.high_priest.{order.index(owner) + 1}"
        if uid in doc["units"]:
            return uid
        short = rules_faction(owner).short
        return next(u for u in sorted(doc["units"], key=_uid_order)
                    if u.startswith(f"{short}.high_priest.") and doc["units"][u] == "pool")

    @staticmethod
    def _hold_books(doc: dict, books: dict) -> None:
        """A held neutral Spellbook lies on its holder's card, in the slot after its own ones."""
        for name, owner in books.items():
            if owner is not None:
                placed = doc["spellbooks"][owner]
                placed.append([len(placed), name])

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
