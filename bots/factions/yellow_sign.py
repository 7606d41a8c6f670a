"""Yellow Sign: the King in Yellow on the map, standing in Areas with a glyph not yet Desecrated."""
from __future__ import annotations

from rules.state import great_old_ones_in_play


def progress(state, faction: str) -> float:
    kings = [u for u in great_old_ones_in_play(state, faction) if ".king_in_yellow." in u]
    if not kings:
        return 0.0
    where = state.units[kings[0]]
    desecrated = state.faction_data[faction].get("desecrated", ())
    glyph = state.map.glyph_of(where) if where in state.map.adjacency else None
    return 6.0 + (4.0 if glyph is not None and where not in desecrated else 0.0)
