"""Game options: seats and factions, map layout, First Player rule, and the named ruleset options.

Every default of `docs/rulings.md` (R1-R17) that a table could switch is a named option here,
and so is every point this engine had to settle itself, each with a short reason: the general ones
here (GENERAL), a faction's in its own module (FactionSpec.options), a Loyalty Card's on the card
(LoyaltyCard.options).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import maps, registry
from .content import CardKind, FactionSpec, RulesetOption
from .errors import InvalidOptions


if TYPE_CHECKING:  # worked out on each read (`__getattr__`), so later factions count
    RITUAL_TRACKS: dict[int, tuple[int, ...]]
    RULESET: dict[str, tuple[object, tuple[Any, ...], str]]


def __getattr__(name: str) -> object:
    """RITUAL_TRACKS: the default map's Ritual of Annihilation tracks per seat count (rulings R2),
    kept with the map's data (`rules/engine/data/earth-map.json`). RULESET: name -> (default, allowed
    values, source) of every ruleset option, the general ones and those of every registered faction."""
    if name == "RITUAL_TRACKS":
        return maps.get(maps.DEFAULT_MAP).ritual_tracks
    if name == "RULESET":
        return {o.name: (o.default, o.allowed, o.source) for o in ruleset_options()}
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


# The options of the rules every faction plays by; each faction declares its own (FactionSpec.options).
GENERAL: tuple[RulesetOption | None, ...] = (
    RulesetOption("first_round", "action_phase", ("action_phase", "first_edition"),
                  "R3: the game starts with an Action Phase; first edition starts with Gather Power "
                  "and Determine First Player and skips that cycle's Doom Phase"),
    RulesetOption("negotiation", "offers_in_turn_order", ("offers_in_turn_order",),
                  "ruling R13: each affected player in turn order may offer a share; offers that "
                  "cover the amount stand, otherwise the ability's fallback applies"),
    None,  # first_player_rule, whose source names the factions that start first (see _first_player_rule)
    RulesetOption("two_player_stuck", "drop_to_zero", ("drop_to_zero",),
                  "engine: a two-player seat with Power but no legal Action drops to 0 Power"),
    RulesetOption("two_player_capture_doom", True, (True, False),
                  "engine: a Captured Cultist is Eliminated, so the opponent gains 1 Doom"),
    RulesetOption("post_battle_order", "attacker_defender_others", ("attacker_defender_others",),
                  "first edition: attacker, then defender, then factions not in the Battle"),
    RulesetOption("move_gate_cultist", "abandon_implied", ("abandon_implied",),
                  "engine: moving a Gate's Cultist performs the Abandon Gate Unlimited Action first"),
    RulesetOption("two_player_half_doom", "once_per_unit_per_battle",
                  ("once_per_unit_per_battle", "each_avoided_death"),
                  "engine: a unit that avoids death gives half its Doom at most once per Battle "
                  "(master rulebook, Two-Player Rules, General Rules: units that avoid death; "
                  "Emissary's Pain then a blocked Retreat gives it once); the other reading gives it "
                  "every time"),
    RulesetOption("earth_6p_south_pacific", "new_zealand", ("new_zealand", "australia"),
                  "R22: on the 6-player Earth map the South Pacific touches New Zealand (as on the 5-player "
                  "side); the other reading has it touch Australia instead (the two digital sources "
                  "of the board disagree)"),
)


def ruleset_options() -> tuple[RulesetOption, ...]:
    """Every ruleset option in listing order: the general ones, each faction's placed after the
    option it names (`listed_after`), the rest at the end in registry order."""
    specs = [registry.get(name) for name in registry.available()]  # listing them reads the package
    listed = [option or _first_player_rule(specs) for option in GENERAL]
    waiting = _declared(specs)
    while waiting:
        names = [o.name for o in listed]
        placed = [o for o in waiting if o.listed_after in names]
        for option in placed:
            listed.insert([o.name for o in listed].index(option.listed_after or "") + 1, option)
        waiting = [o for o in waiting if o not in placed]
        if not placed:
            return (*listed, *waiting)
    return tuple(listed)


def _declared(specs: list[FactionSpec]) -> list[RulesetOption]:
    """The Loyalty Cards' options, then the factions', each once (factions may share one, as the
    same object)."""
    found: dict[str, RulesetOption] = {}
    declared = [card.options for card in registry.cards().values()] + [spec.options for spec in specs]
    for held in declared:
        for option in held:
            if found.setdefault(option.name, option) != option:
                raise InvalidOptions(f"Ruleset option {option.name} is declared twice, differently.")
    return list(found.values())


def _first_player_rule(specs: list[FactionSpec]) -> RulesetOption:
    """Master rulebook, Set Up, The First Player: a faction that starts first (FactionSpec.starts_first)
    does; without one, the rulebook recommends alphabetical order."""
    first = [spec.title for spec in specs if spec.starts_first]
    without = f"without {' or '.join(first)}, " if first else ""
    return RulesetOption("first_player_rule", "alphabetical", ("alphabetical", "seat_order"),
                         f"Set Up, The First Player: {without}alphabetical by faction name")


def ruleset(given: dict[str, Any] | None) -> dict[str, Any]:
    """The full ruleset: defaults overlaid with `given`, each value checked."""
    given = dict(given or {})
    result = {}
    for option in ruleset_options():
        value = given.pop(option.name, option.default)
        if isinstance(value, list):
            value = tuple(value)
        if value not in option.allowed:
            raise InvalidOptions(f"Ruleset option {option.name} must be one of {list(option.allowed)}, "
                                 f"not {value!r}.")
        result[option.name] = value
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
        registry.get(name)
    pair = never_paired(chosen)
    if pair is not None:
        one, other = (registry.get(f).title for f in pair)
        raise InvalidOptions(f"{one} is never played against {other} in a two-player game.")
    return seats


def never_paired(factions: list[str] | tuple[str, ...]) -> tuple[str, str] | None:
    """Two factions of a two-player game that one of them is never seated against
    (FactionSpec.not_against: Bubastis and Crawling Chaos), or None."""
    if len(factions) != 2:
        return None
    one, other = factions
    if other in registry.get(one).not_against:
        return one, other
    if one in registry.get(other).not_against:
        return other, one
    return None


def _track(players: int, layout: str, given: object) -> tuple[int, ...]:
    if given is None:
        return maps.ritual_track(layout, players)
    if (not isinstance(given, (list, tuple)) or not given
            or not all(isinstance(v, int) and 0 < v <= 10 for v in given)):
        raise InvalidOptions("ritual_track must be a non-empty list of costs from 1 to 10 (rulings R2).")
    return tuple(given)


def validate(options: object) -> dict[str, Any]:
    """Checked, complete game options (raises InvalidOptions with the reason)."""
    if not isinstance(options, dict):
        raise InvalidOptions("Game options must be a JSON object.")
    known = {"seats", "layout", "rules", "sandbox", "rated", *CONTENT_OPTIONS}
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
    # Whether the game counts for ratings: no rule reads it; kept only when true, so a game
    # without it keeps the options it always had.
    rated = options.get("rated", False)
    if not isinstance(rated, bool):
        raise InvalidOptions("options.rated must be true or false.")
    return {"seats": [{"seat": s, "faction": f} for s, f in seats], "layout": layout,
            "rules": rules, "sandbox": sandbox, **({"rated": True} if rated else {}),
            **content(options)}


# The game options that bring neutral content into a game; each is left out of a game's options
# when not used, so a game without them keeps the options it always had.
# The kinds of card `loyalty_cards` puts in the supply (the Unique High Priests come with their option).
SUPPLY_KINDS = (CardKind.INDEPENDENT, CardKind.NEUTRAL_MONSTER, CardKind.TERROR)
CONTENT_OPTIONS = ("loyalty_cards", "high_priests", "unique_high_priests", "neutral_spellbooks")


def content(options: dict[str, Any]) -> dict[str, Any]:
    """`loyalty_cards`: names of the Loyalty Cards in the supply (each once): Independent Great Old
    Ones, Neutral Monsters and Terrors;
    `high_priests`: every faction has its High Priest; `unique_high_priests` (with `high_priests`):
    the Unique High Priests' cards are in the supply, each faction may Recruit its High Priest as
    one of them; `neutral_spellbooks`: the neutral Spellbooks may be taken instead of a faction's own."""
    out: dict[str, Any] = {}
    names = options.get("loyalty_cards", [])
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        raise InvalidOptions("options.loyalty_cards must be a list of Loyalty Card names.")
    if len(set(names)) != len(names):
        raise InvalidOptions("Each Loyalty Card is in the supply once.")
    for name in names:
        if registry.card(name).kind not in SUPPLY_KINDS:
            raise InvalidOptions(f"{name!r} is not the Loyalty Card of an Independent Great Old One, a Neutral "
                                 "Monster or a Terror.")
    if names:
        out["loyalty_cards"] = list(names)
    for flag in ("high_priests", "unique_high_priests", "neutral_spellbooks"):
        value = options.get(flag, False)
        if not isinstance(value, bool):
            raise InvalidOptions(f"options.{flag} must be true or false.")
        if value:
            out[flag] = True
    if "unique_high_priests" in out and "high_priests" not in out:
        raise InvalidOptions("options.unique_high_priests needs options.high_priests.")
    return out
