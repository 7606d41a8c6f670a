"""Which faction abilities and Spellbook requirements fired in played games.

The tally reads the events of each decision (and the state before it, for abilities that only
change numbers, such as Frenzy). Names are those of the faction cards.
"""
from __future__ import annotations

from collections import Counter

from rules import events as ev
from rules.state import State, spec_of

# faction -> abilities the tally expects to see (the unique ability, Great Old Ones, Spellbooks)
ABILITIES = {
    "great_cthulhu": ("Immortal", "Awaken Cthulhu", "Devour", "Absorb", "Devolve", "Dreams", "Regenerate",
                      "Submerge", "Y'ha Nthlei"),
    "crawling_chaos": ("Flight", "Awaken Nyarlathotep", "The Harbinger", "Abduct", "Emissary of the Outer Gods",
                       "Invisibility", "Madness", "Seek and Destroy", "Thousand Forms"),
    "black_goat": ("Fertility Cult", "Awaken Shub-Niggurath", "Avatar", "Blood Sacrifice", "Frenzy", "Ghroth",
                   "Necrophagy", "The Red Sign", "The Thousand Young"),
    "yellow_sign": ("Feast", "Awaken the King in Yellow", "Desecrate", "Awaken Hastur", "Vengeance",
                    "He Who is Not to be Named", "Passion", "Shriek of the Byakhee", "The Screaming Dead",
                    "Third Eye", "Zingaya"),
}

# event-level names (Unique Actions, window abilities) -> card names
NAMES = {
    "dreams": "Dreams", "submerge": "Submerge", "emerge": "Submerge", "devolve": "Devolve", "devour": "Devour",
    "absorb": "Absorb", "regenerate": "Regenerate", "thousand_forms": "Thousand Forms", "abduct": "Abduct",
    "invisibility": "Invisibility", "seek_and_destroy": "Seek and Destroy", "emissary": "Emissary of the Outer Gods",
    "harbinger": "The Harbinger", "madness": "Madness", "fertility_cult": "Fertility Cult",
    "fertility_cult_unlimited": "Fertility Cult", "avatar": "Avatar", "ghroth": "Ghroth",
    "necrophagy": "Necrophagy", "desecrate": "Desecrate", "zingaya": "Zingaya",
    "shriek_of_the_byakhee": "Shriek of the Byakhee", "the_screaming_dead": "The Screaming Dead",
    "he_who_is_not_to_be_named": "He Who is Not to be Named", "vengeance": "Vengeance",
}
AWAKENED = {"cthulhu": "Awaken Cthulhu", "nyarlathotep": "Awaken Nyarlathotep",
            "shub_niggurath": "Awaken Shub-Niggurath", "king_in_yellow": "Awaken the King in Yellow",
            "hastur": "Awaken Hastur"}
GATHERED = {"y'ha_nthlei": "Y'ha Nthlei", "the_red_sign": "The Red Sign", "feast": "Feast"}


class Tally:
    """Counts of abilities (faction, name) and requirements (faction, slot) seen so far."""

    def __init__(self) -> None:
        self.abilities: Counter = Counter()
        self.requirements: Counter = Counter()

    def observe(self, before: State, events: list) -> None:
        for e in events:
            for name in self._names(before, e):
                faction = getattr(e, "faction", None) or before.table[e.unit].faction
                self.abilities[(faction, name)] += 1
            if isinstance(e, ev.RequirementMet):
                self.requirements[(e.faction, e.slot)] += 1

    def _names(self, before: State, e) -> list[str]:
        if isinstance(e, (ev.UniqueActionTaken, ev.WindowAnswered)) and getattr(e, "ability", None) in NAMES:
            return [NAMES[e.ability]] + (["Third Eye"] if e.ability == "desecrate" and e.cost == 1 else [])
        if isinstance(e, ev.GreatOldOneAwakened):
            return [AWAKENED[before.table[e.unit].type]] + (["Immortal"] if e.faction == "great_cthulhu" else [])
        if isinstance(e, ev.PowerGathered):
            return [GATHERED[k] for k, v in e.sources.items() if k in GATHERED and v > 0]
        return self._side_effects(before, e)

    @staticmethod
    def _side_effects(before: State, e) -> list[str]:
        if isinstance(e, ev.UnitMoved) and e.to not in before.map.adjacency[e.origin]:
            return ["Flight"]
        if isinstance(e, ev.UnitEliminated) and e.cause == "blood_sacrifice":
            return ["Blood Sacrifice"]
        if isinstance(e, ev.PowerChanged) and e.reason == "passion":
            return ["Passion"]
        if isinstance(e, ev.ActionFinished) and e.action == "fertility_cult_unlimited":
            return ["Fertility Cult"]
        if isinstance(e, ev.RetreatBlocked):
            return ["Emissary of the Outer Gods"]
        if isinstance(e, (ev.GateCreated, ev.GateControlled)) and e.unit and ".dark_young." in e.unit:
            return ["The Red Sign"]
        if isinstance(e, ev.MonsterSummoned) and e.cost < before.table[e.unit].spec.cost:
            return ["The Thousand Young"]
        if isinstance(e, ev.DiceRolled) and e.faction == "black_goat" and e.purpose == "battle":
            return ["Frenzy"] if _frenzied(before) else []
        return []

    def missing(self, factions) -> dict[str, list]:
        """Abilities and requirement slots of `factions` never seen."""
        gone = {}
        for faction in factions:
            names = [n for n in ABILITIES[faction] if not self.abilities[(faction, n)]]
            slots = [s for s in range(len(spec_of(faction).requirements)) if not self.requirements[(faction, s)]]
            if names or slots:
                gone[faction] = names + [f"requirement {s + 1}" for s in slots]
        return gone

    def report(self) -> dict:
        return {"abilities": {f"{f}: {n}": c for (f, n), c in sorted(self.abilities.items())},
                "requirements": {f"{f}: {spec_of(f).requirements[s].text}": c
                                 for (f, s), c in sorted(self.requirements.items())}}


def _frenzied(state: State) -> bool:
    """Black Goat rolls with Frenzy and at least one Cultist in the Battle."""
    b = state.battle
    if b is None or "black_goat" not in (b["attacker"], b["defender"]):
        return False
    books = {name for _, name in state.spellbooks["black_goat"]}
    cultists = [u for u in state.by_area().get(b["area"], ()) if u.startswith("bg.acolyte.")]
    return "Frenzy" in books and bool(cultists)
