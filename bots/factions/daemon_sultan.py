"""Daemon Sultan: an Acolyte on the map early (Psychosis is free), then a Gate or Chaos Gate for the
Larvae, one of each type, which the three Avatars replace in turn (master rulebook, Playing as
Daemon Sultan)."""
from __future__ import annotations

from rules.engine import events as ev
from rules.engine.state import State, on_map

from . import Hints


def progress(state: State, faction: str) -> float:
    """Each Avatar Awakened once opens the next (three requirements); a Larva of each type on the
    map is a requirement and the Avatars' way in; Chaos Gates are Gates only it holds."""
    types = {state.table[u].type for u in on_map(state, faction)}
    mine = state.faction_data.get(faction, {})
    larvae = sum(1 for t in ("larva_thesis", "larva_antithesis", "larva_synthesis") if t in types)
    awakened = sum(1 for a in ("avatar_thesis", "avatar_antithesis") if mine.get(f"{a}_awakened"))
    return 6.0 * awakened + 2.0 * larvae + 2.0 * len(mine.get("chaos_gates", ()) or ())


def _spotted(before: State, e: ev.Event) -> list[str]:
    """The Azathoth die rolled as a Battle is declared is Avatar Synthesis fighting."""
    if isinstance(e, ev.DiceRolled) and e.purpose == "azathoth_die" and before.battle is not None:
        return ["Avatar Synthesis' Combat"]
    return []


HINTS = Hints(
    progress=progress,
    abilities=("Psychosis", "Awaken Avatar Thesis", "Awaken Avatar Antithesis", "Chaos Gate"),
    ability_names={"psychosis": "Psychosis", "chaos_gate": "Chaos Gate", "animate_matter": "Animate Matter",
                   "traitors": "Traitors!", "undirected_energy": "Undirected Energy",
                   "fiendish_growth": "Fiendish Growth", "consummation": "Consummation",
                   "cosmic_ruler": "Cosmic Ruler", "call_on_enemies": "Daemon Sultan's third requirement",
                   "awaken_thesis": "Awaken Avatar Thesis", "awaken_antithesis": "Awaken Avatar Antithesis",
                   "awaken_synthesis": "Awaken Avatar Synthesis"},
    awakened={"avatar_thesis": "Awaken Avatar Thesis", "avatar_antithesis": "Awaken Avatar Antithesis",
              "avatar_synthesis": "Awaken Avatar Synthesis"},
    spotted=_spotted,
)
