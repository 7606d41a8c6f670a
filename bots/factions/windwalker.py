"""Windwalker: Rhan Tegoth first (he opens the way to Ithaqua), a Gate at the far pole, then Ithaqua
in place of a polar Gate (master rulebook, Playing as Windwalker)."""
from __future__ import annotations

from rules.engine import events as ev
from rules.engine.state import State, on_map

from . import Hints

WW = "windwalker"


def progress(state: State, faction: str) -> float:
    """Rhan Tegoth Awakened leads to Ithaqua (two requirements); a Gate at either pole is where
    Ithaqua will stand; Gnoph-Keh and Wendigos on the map make Berserkergang, Howl and Cannibalism
    bite."""
    types = [state.table[u].type for u in on_map(state, faction)]
    polar = sum(1 for a in state.map.start_areas.get(WW, ()) if a in state.gates)
    return (6.0 if state.faction_data.get(faction, {}).get("rhan_tegoth_awakened") else 0.0) + 2.0 * polar + (
        1.0 * min(types.count("gnoph_keh") + types.count("wendigo"), 4))


def _spotted(before: State, e: ev.Event) -> list[str]:
    """Berserkergang is a mandatory effect, seen only in the Eliminations it causes; Arctic Wind is
    part of Ithaqua's Move Action, seen as it asks which units he carries along."""
    if isinstance(e, ev.UnitEliminated) and e.cause == "berserkergang":
        return ["Berserkergang"]
    if isinstance(e, ev.FactionDataSet) and e.key == "demand" and isinstance(e.value, dict) \
            and e.value.get("ability") == "arctic_wind_carry":
        return ["Arctic Wind"]
    return []


HINTS = Hints(
    progress=progress,
    abilities=("Hibernate", "Awaken Rhan Tegoth", "Awaken Ithaqua", "Eternal", "Cannibalism", "Howl",
               "Berserkergang", "Arctic Wind", "Ice Age"),
    ability_names={"hibernate": "Hibernate", "eternal": "Eternal", "cannibalism": "Cannibalism", "howl": "Howl",
                   "ice_age": "Ice Age", "sacrifice_ithaqua": "Sacrifice Ithaqua",
                   "take_any_time_spellbook": "Windwalker's fifth requirement",
                   "take_any_time_spellbook_at_doom_end": "Windwalker's fifth requirement",
                   "take_any_time_spellbook_at_game_end": "Windwalker's fifth requirement"},
    awakened={"rhan_tegoth": "Awaken Rhan Tegoth", "ithaqua": "Awaken Ithaqua"},
    spotted=_spotted,
)
