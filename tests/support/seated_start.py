"""The start of a random playout with one faction seated first, for the faction modules' fuzz tests."""
from __future__ import annotations

import rules
from bots.simulate import game_seed
from rules.engine.setup import answer_set_up
from rules.engine.state import spec_of


def seated_start(faction: str, others: tuple, game: int, armed: tuple[str, ...] = ()) -> tuple[dict, list]:
    """Options and opening events of a game with `faction` in seat 1 and `others` after it (without
    `armed`, up to its first decision: the bots answer set-up questions as they play). With `armed`
    unit ids, the faction starts with its six Spellbooks on the card and those units at its first
    Acolyte's (or other set-up unit's) Area (each set-up question answered with the first candidate), so random play reaches
    every ability."""
    options = {"seats": [{"seat": f"seat{i + 1}", "faction": f} for i, f in enumerate((faction, *others))]}
    seed = game_seed(faction, game)
    if not armed:
        return options, rules.new_game(options, seed)
    spec = spec_of(faction)
    state = rules.replay(answer_set_up(rules.new_game(options, seed)))
    doc = rules.to_position(state)
    books = spec.books_in_game(state.options, state.faction_data[faction])  # a variant's set: this game's
    doc["spellbooks"][faction] = [[i, b] for i, b in enumerate(books)]
    doc["met"] = [[f, slot] for f, slot in doc["met"] if f != faction]  # every slot is covered now
    for uid in armed:
        doc["units"][uid] = doc["units"][f"{spec.short}.{spec.start.unit}.1"]
    return options, rules.start_from_position(doc, seed, None)
