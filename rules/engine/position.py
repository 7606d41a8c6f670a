"""Position documents: any state as JSON (rules/contract/schemas/position.schema.json), and back.

A position holds everything but the secrets of randomness (seed, draw counter, dice script): a game
started from it gets a fresh seed. Elder Sign values are in it, so only an auditor or a sandbox
owner should be handed one.
"""
from __future__ import annotations

from typing import Any

from .codec import freeze, to_json
from .errors import InvalidPosition
from .holdings import ON_SPELLBOOK
from .records import decode_field
from .state import CAPTURED, FIELDS, OPTIONAL_FIELDS, OUT_OF_PLAY, POOL, SECRET_FIELDS, State, owned_table

FORMAT = "cthulhu-wars-position"
VERSION = 1
_OPTION_FIELDS = ("options", "layout", "seats", "order", "sandbox")
# Every count of a position fits a signed 32-bit integer, as the clients of the position schema
# and the stores of a game's round hold it; no game comes near it.
MAX_COUNT = 2**31 - 1
BODY_FIELDS = tuple(f for f in FIELDS if f not in SECRET_FIELDS and f not in _OPTION_FIELDS)


def to_position(state: State) -> dict[str, Any]:
    """The position document of a state."""
    doc = {"format": FORMAT, "version": VERSION, "options": {
        "seats": [{"seat": s, "faction": f} for s, f in state.seats.items()],
        "layout": state.layout, "rules": to_json(state.options), "sandbox": state.sandbox}}
    for name in BODY_FIELDS:
        doc[name] = to_json(getattr(state, name))
    for name in OPTIONAL_FIELDS:
        if getattr(state, name):
            doc[name] = to_json(getattr(state, name))
    return doc


def optional_fields(body: dict[str, Any]) -> dict[str, Any]:
    """The fields a position body may leave out, with their empty values if it does."""
    return {name: dict(freeze(body.get(name) or {})) for name in OPTIONAL_FIELDS}


def decode_fields(body: dict[str, Any]) -> dict[str, Any]:
    """State fields from a position body (the in-memory form: tuples for arrays, typed records)."""
    return {name: decode_field(name, freeze(body[name])) for name in BODY_FIELDS}


def check_position(doc: object) -> None:
    """Raise InvalidPosition unless `doc` is a well-formed position of a legal state."""
    try:
        _check(doc)
    except (KeyError, TypeError, AttributeError, ValueError) as exc:
        raise InvalidPosition(f"The position document is malformed ({type(exc).__name__}: {exc}).") from None


def _check(doc: object) -> None:
    if not isinstance(doc, dict) or doc.get("format") != FORMAT or doc.get("version") != VERSION:
        raise InvalidPosition(f"A position document has format {FORMAT!r} and version {VERSION}.")
    missing = [name for name in BODY_FIELDS + ("options",) if name not in doc]
    if missing:
        raise InvalidPosition(f"The position lacks: {', '.join(missing)}.")
    seats = doc["options"].get("seats") or []
    order: tuple[Any, ...] = tuple(s.get("faction") for s in seats if isinstance(s, dict))
    try:
        table = owned_table(order, tuple(sorted((doc.get("owners") or {}).items())))
    except Exception as exc:  # an unknown faction name or unit
        raise InvalidPosition(str(exc)) from None
    _check_units(doc, table, order)
    _check_numbers(doc, order)
    _check_spellbooks(doc, order)
    _check_neutral(doc, order)


def _check_neutral(doc: dict[str, Any], order: tuple[str, ...]) -> None:
    """Loyalty Cards and neutral Spellbooks are known ones, held by seated factions or by none."""
    from .registry import cards, neutral_spellbooks

    for name, held in (doc.get("loyalty") or {}).items():
        if name not in cards() or not isinstance(held, dict) or set(held) != {"owner", "book"}:
            raise InvalidPosition(f"Unknown Loyalty Card or malformed holding: {name!r}.")
        if held["owner"] is not None and held["owner"] not in order or not isinstance(held["book"], bool):
            raise InvalidPosition(f"The Loyalty Card {name!r} is held by a faction with no seat.")
    for name, holder in (doc.get("neutral_books") or {}).items():
        if name not in neutral_spellbooks() or (holder is not None and holder not in order):
            raise InvalidPosition(f"Unknown neutral Spellbook or holder: {name!r}.")


def _waits_on_a_card(where: object, order: tuple[str, ...]) -> bool:
    """A card's figure waiting off the map on a seated faction's Spellbook or faction card
    (loyalty.ON_SPELLBOOK "<faction>:<Spellbook>", loyalty.ON_FACTION_CARD "<faction>")."""
    from .loyalty import ON_FACTION_CARD, ON_SPELLBOOK

    text = str(where)
    if text.startswith(ON_SPELLBOOK):
        faction, _, book = text[len(ON_SPELLBOOK):].partition(":")
        return faction in order and bool(book)
    return text.startswith(ON_FACTION_CARD) and text[len(ON_FACTION_CARD):] in order


def _check_units(doc: dict[str, Any], table: dict[str, Any], order: tuple[str, ...]) -> None:
    from .maps import load
    from .state import brought_areas

    # The map's Areas and those the seated factions bring (FactionSpec.own_area: Bubastis' Moon).
    areas = set(load(doc["options"].get("layout") or "3p").areas) | {name for name, _ in brought_areas(order)}
    units = doc["units"]
    if set(units) != set(table):
        raise InvalidPosition("The position must place every unit of the seated factions exactly once.")
    allowed = areas | {POOL, OUT_OF_PLAY} | {CAPTURED + f for f in order} | {"off_map:" + f for f in order}
    bad = sorted(u for u, where in units.items() if where not in allowed and not _waits_on_a_card(where, order))
    if bad:
        raise InvalidPosition(f"Units in unknown places: {', '.join(bad[:5])}.")
    for area, uid in doc["gates"].items():
        if area not in areas or (uid is not None and units.get(uid) != area):
            raise InvalidPosition(f"The Gate in {area} is not on the map or its controller is not there.")


def _check_spellbooks(doc: dict[str, Any], order: tuple[str, ...]) -> None:
    """Each requirement slot holds one Spellbook at most, each Spellbook lies on one slot at most, and
    a slot waiting for a Spellbook (`met`) is not covered already (master rulebook, Earning
    Spellbooks: each met requirement is covered by one Spellbook)."""
    from .state import spec_of

    for faction, placed in doc["spellbooks"].items():
        if faction not in order:
            raise InvalidPosition(f"Spellbooks for {faction}, which has no seat.")
        spec = spec_of(faction)
        slots, names = [slot for slot, _ in placed], [name for _, name in placed]
        if len(set(slots)) != len(slots) or len(set(names)) != len(names):
            raise InvalidPosition(f"{spec.title} has a requirement slot or a Spellbook twice.")
        neutral = {b for b, holder in (doc.get("neutral_books") or {}).items() if holder == faction}
        if not set(names) <= set(spec.spellbooks) | neutral or not all(0 <= s < len(spec.requirements) for s in slots):
            raise InvalidPosition(f"{spec.title} has a Spellbook or a slot its faction card does not have.")
    if len({tuple(met) for met in doc["met"]}) != len(doc["met"]):
        raise InvalidPosition("A requirement slot is met twice.")
    for faction, slot in doc["met"]:
        if [slot, faction] in ([s, f] for f, placed in doc["spellbooks"].items() for s, _ in placed):
            raise InvalidPosition(f"Requirement slot {slot} of {faction} is both met and covered.")


def _check_numbers(doc: dict[str, Any], order: tuple[str, ...]) -> None:
    for key in ("power", "doom"):
        if set(doc[key]) != set(order) or not all(_count(v) for v in doc[key].values()):
            raise InvalidPosition(f"{key} must give every faction a whole number from 0 to {MAX_COUNT}.")
    if len(doc["bag"]) != 3 or not all(_count(v) for v in doc["bag"]):
        raise InvalidPosition("The Elder Sign bag holds counts of 1s, 2s and 3s.")
    for key in ("round", "ritual", "decay"):
        if not _count(doc[key]):
            raise InvalidPosition(f"{key} must be a whole number from 0 to {MAX_COUNT}.")


def _count(value: object) -> bool:
    """A whole number from 0 to MAX_COUNT (a bool is not one, though Python counts it an int)."""
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MAX_COUNT
