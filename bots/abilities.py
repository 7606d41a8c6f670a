"""Which faction abilities and Spellbook requirements fired in played games.

The tally reads the events of each decision (and the state before it, for abilities that only
change numbers, such as Frenzy). Names are those of the faction cards; what each faction's
abilities look like in events is in its bot hints (bots.factions), so a faction without hints is
played and its requirements counted, but no ability of it is named.
"""
from __future__ import annotations

from collections import Counter

from rules.engine import events as ev
from rules.engine import registry
from rules.engine.state import State, spec_of

from .factions import Hints, hints_of


def _seated(state: State) -> list[Hints]:
    return [hints_of(f) for f in state.order]


class Tally:
    """Counts of abilities (faction, name) and requirements (faction, slot) seen so far."""

    def __init__(self) -> None:
        self.abilities: Counter = Counter()
        self.requirements: Counter = Counter()
        self.awakened: Counter = Counter()  # Independent -> times Awakened
        self.bought: Counter = Counter()  # Neutral Monster or Terror card -> times bought
        self.paid: Counter = Counter()  # Loyalty Card -> figures Recruited or Summoned by paying for them
        self.neutral_books: Counter = Counter()  # neutral Spellbook -> times taken
        self.card_books: Counter = Counter()  # Loyalty Card -> its Spellbook earned

    def observe(self, before: State, events: list) -> None:
        for e in events:
            self._neutral(before, e)
            for name in self._names(before, e):
                faction = getattr(e, "faction", None) or before.table[e.unit].faction  # a unit already in play
                self.abilities[(faction, name)] += 1
            if isinstance(e, ev.RequirementMet):
                self.requirements[(e.faction, e.slot)] += 1

    @staticmethod
    def _names(before: State, e) -> list[str]:
        seated = _seated(before)
        names = [n for hints in seated for n in hints.spotted(before, e)]
        if isinstance(e, (ev.UniqueActionTaken, ev.WindowAnswered)):
            names += [h.ability_names[e.ability] for h in seated if e.ability in h.ability_names]
        elif isinstance(e, ev.GreatOldOneAwakened):
            kind = e.unit.split(".")[1]  # the unit type its id names (a card's figure is new to the table)
            names += [h.awakened[kind] for h in seated if kind in h.awakened]
        elif isinstance(e, ev.PowerGathered):
            names += [h.gathered[k] for h in seated for k, v in e.sources.items() if k in h.gathered and v > 0]
        return names

    def _neutral(self, before: State, e: object) -> None:
        """Loyalty Cards Awakened or bought, their Spellbooks, and neutral Spellbooks taken."""
        if isinstance(e, ev.LoyaltyCardGained) and e.reason == "awakened":
            self.awakened[e.card] += 1
        elif isinstance(e, ev.LoyaltyCardBought):
            self.bought[e.card] += 1
        elif isinstance(e, ev.CultistRecruited | ev.MonsterSummoned) and "." in e.unit:
            card = next((c for c in registry.cards().values() if c.short == e.unit.split(".")[0]), None)
            if card is not None:
                self.paid[card.name] += 1
        elif isinstance(e, ev.SpellbookPlaced) and e.spellbook in before.neutral_books:
            self.neutral_books[e.spellbook] += 1
        elif isinstance(e, ev.CardSpellbookEarned):
            self.card_books[e.card] += 1

    def neutral_report(self) -> dict:
        return {"awakened": dict(sorted(self.awakened.items())),
                "bought": dict(sorted(self.bought.items())),
                "figures_paid_for": dict(sorted(self.paid.items())),
                "neutral_spellbooks": dict(sorted(self.neutral_books.items())),
                "card_spellbooks": dict(sorted(self.card_books.items()))}

    def missing(self, factions) -> dict[str, list]:
        """Abilities (those its hints name) and requirement slots of `factions` never seen."""
        gone = {}
        for faction in factions:
            names = [n for n in hints_of(faction).abilities if not self.abilities[(faction, n)]]
            slots = [s for s in range(len(spec_of(faction).requirements)) if not self.requirements[(faction, s)]]
            if names or slots:
                gone[faction] = names + [f"requirement {s + 1}" for s in slots]
        return gone

    def report(self) -> dict:
        return {"abilities": {f"{f}: {n}": c for (f, n), c in sorted(self.abilities.items())},
                "requirements": {f"{f}: {spec_of(f).requirements[s].text}": c
                                 for (f, s), c in sorted(self.requirements.items())}}
