"""Black Goat: Units in ever more Areas, and Areas shared with every enemy."""
from __future__ import annotations

from rules.engine import events as ev
from rules.factions.common import battling, fighting, has_book
from rules.engine.state import State, areas_with_units

from . import Hints

BG = "black_goat"


def progress(state, faction: str) -> float:
    mine = areas_with_units(state, faction)
    shared = sum(1 for f in state.order if f != faction and areas_with_units(state, f) & mine)
    return 3.0 * min(len(mine), 8) + 3.0 * shared


def _spotted(before: State, e: ev.Event) -> list[str]:
    """Abilities seen in their effects: Blood Sacrifice, the Unlimited Fertility Cult, The Red Sign
    (a Dark Young holding a Gate), The Thousand Young (a cheaper Summon), Frenzy (dice rolled with
    it and a Cultist in the Battle)."""
    if isinstance(e, ev.UnitEliminated) and e.cause == "blood_sacrifice":
        return ["Blood Sacrifice"]
    if isinstance(e, ev.ActionFinished) and e.action == "fertility_cult_unlimited":
        return ["Fertility Cult"]
    if isinstance(e, (ev.GateCreated, ev.GateControlled)) and e.unit and ".dark_young." in e.unit:
        return ["The Red Sign"]
    if isinstance(e, ev.MonsterSummoned) and e.unit in before.table and e.cost < before.table[e.unit].spec.cost:
        return ["The Thousand Young"]
    if isinstance(e, ev.DiceRolled) and e.faction == BG and e.purpose == "battle":
        return ["Frenzy"] if _frenzied(before) else []
    return []


def _frenzied(state: State) -> bool:
    """Black Goat rolls with Frenzy and at least one Cultist in the Battle."""
    if not battling(state, BG) or not has_book(state, BG, "Frenzy"):
        return False
    return any(state.table[u].type == "acolyte" for u in fighting(state, BG))


HINTS = Hints(
    progress=progress,
    abilities=("Fertility Cult", "Awaken Shub-Niggurath", "Avatar", "Blood Sacrifice", "Frenzy", "Ghroth",
               "Necrophagy", "The Red Sign", "The Thousand Young"),
    ability_names={"fertility_cult": "Fertility Cult", "fertility_cult_unlimited": "Fertility Cult",
                   "avatar": "Avatar", "ghroth": "Ghroth", "necrophagy": "Necrophagy"},
    awakened={"shub_niggurath": "Awaken Shub-Niggurath"},
    gathered={"the_red_sign": "The Red Sign"},
    spotted=_spotted,
)
