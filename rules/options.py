"""Game options: seats and factions, map layout, First Player rule, and the named ruleset options.

Every default of `docs/rulings.md` (R1-R17) that a table could switch is a named option here,
and so is every point this engine had to settle itself (listed in RULESET with a short reason).
"""
from __future__ import annotations

from . import factions, maps
from .errors import InvalidOptions


def __getattr__(name: str) -> object:
    """RITUAL_TRACKS: the default map's Ritual of Annihilation tracks per seat count (rulings R2),
    kept with the map's data (`rules/data/earth-map.json`)."""
    if name == "RITUAL_TRACKS":
        return maps.get(maps.DEFAULT_MAP).ritual_tracks
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


# name -> (default, allowed values, where the point comes from)
RULESET: dict[str, tuple[object, tuple, str]] = {
    "first_round": ("action_phase", ("action_phase", "first_edition"),
                    "R3: the game starts with an Action Phase; first edition starts with Gather Power "
                    "and Determine First Player and skips that cycle's Doom Phase"),
    "cthulhu_last_spellbook_others": (5, (5, 3), "R4"),
    "black_goat_area_counts": ((4, 6, 8), ((4, 6, 8), (4, 5, 8)), "R5"),
    "share_areas_power_bonus": (False, (False, True), "R6"),
    "fertility_cult": ("multi_summon", ("multi_summon", "unlimited_summon"), "R7"),
    "dreams_cost": (2, (2, 3), "R8"),
    "harbinger_rounding": ("up", ("up", "down"), "R12"),
    "negotiation": ("offers_in_turn_order", ("offers_in_turn_order",), "R13"),
    "first_player_rule": ("alphabetical", ("alphabetical", "seat_order"),
                          "Set Up, The First Player: without Great Cthulhu, alphabetical by faction name"),
    "two_player_stuck": ("drop_to_zero", ("drop_to_zero",),
                         "engine: a two-player seat with Power but no legal Action drops to 0 Power"),
    "two_player_capture_doom": (True, (True, False),
                                "engine: a Captured Cultist is Eliminated, so the opponent gains 1 Doom"),
    "post_battle_order": ("attacker_defender_others", ("attacker_defender_others",),
                          "first edition: attacker, then defender, then factions not in the Battle"),
    "move_gate_cultist": ("abandon_implied", ("abandon_implied",),
                          "engine: moving a Gate's Cultist performs the Abandon Gate Unlimited Action first"),
    "two_player_awaken_sacrifice_doom": (True, (True, False),
                                         "factions: the 2 Cultists Shub-Niggurath's Awakening Eliminates give the "
                                         "opponent Doom, like the requirement's (Two-Player Rules example 1); "
                                         "the Duel rules give none"),
    "two_player_half_doom": ("once_per_unit_per_battle", ("once_per_unit_per_battle", "each_avoided_death"),
                             "engine: a unit that avoids death gives half its Doom at most once per Battle "
                             "(master rulebook, Two-Player Rules, General Rules: units that avoid death; "
                             "Emissary's Pain then a blocked Retreat gives it once); each_avoided_death "
                             "gives it every time"),
    "two_player_replaced_acolyte_doom": (True, (True, False),
                                         "factions: an enemy Acolyte Eliminated by Dreams or Zingaya gives its "
                                         "opponent Doom (the text says Eliminate; 'replaced' covers own units)"),
}


def ruleset(given: dict | None) -> dict:
    """The full ruleset: defaults overlaid with `given`, each value checked."""
    given = dict(given or {})
    result = {}
    for name, (default, allowed, _source) in RULESET.items():
        value = given.pop(name, default)
        if isinstance(value, list):
            value = tuple(value)
        if value not in allowed:
            raise InvalidOptions(f"Ruleset option {name} must be one of {list(allowed)}, not {value!r}.")
        result[name] = value
    track = given.pop("ritual_track", None)
    if given:
        raise InvalidOptions(f"Unknown ruleset options: {', '.join(sorted(given))}.")
    result["ritual_track"] = track
    return result


def _seats(raw: object) -> list[tuple[str, str]]:
    if not isinstance(raw, list) or not raw:
        raise InvalidOptions("options.seats must be a non-empty list of {seat, faction} in seating order.")
    seats = []
    for item in raw:
        if not isinstance(item, dict) or not isinstance(item.get("seat"), str) or not isinstance(
                item.get("faction"), str):
            raise InvalidOptions("Each seat is an object with string fields seat and faction.")
        seats.append((item["seat"], item["faction"]))
    names = [s for s, _ in seats]
    chosen = [f for _, f in seats]
    if len(set(names)) != len(names):
        raise InvalidOptions("Seat ids must be unique.")
    if len(set(chosen)) != len(chosen):
        raise InvalidOptions("Each faction may be played by one seat only (Set Up Factions).")
    for name in chosen:
        factions.get(name)
    return seats


def _track(players: int, layout: str, given: object) -> tuple[int, ...]:
    if given is None:
        return maps.ritual_track(layout, players)
    if (not isinstance(given, (list, tuple)) or not given
            or not all(isinstance(v, int) and 0 < v <= 10 for v in given)):
        raise InvalidOptions("ritual_track must be a non-empty list of costs from 1 to 10 (rulings R2).")
    return tuple(given)


def validate(options: object) -> dict:
    """Checked, complete game options (raises InvalidOptions with the reason)."""
    if not isinstance(options, dict):
        raise InvalidOptions("Game options must be a JSON object.")
    known = {"seats", "layout", "rules", "sandbox"}
    unknown = set(options) - known
    if unknown:
        raise InvalidOptions(f"Unknown game options: {', '.join(sorted(unknown))}.")
    seats = _seats(options.get("seats"))
    layout = maps.layout_for(len(seats), options.get("layout"))
    rules = ruleset(options.get("rules"))
    rules["ritual_track"] = _track(len(seats), layout, rules["ritual_track"])
    sandbox = options.get("sandbox", False)
    if not isinstance(sandbox, bool):
        raise InvalidOptions("options.sandbox must be true or false.")
    return {"seats": [{"seat": s, "faction": f} for s, f in seats], "layout": layout,
            "rules": rules, "sandbox": sandbox}
