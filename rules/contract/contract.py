"""JSON Schemas of what the engine gives and takes: choices, the ruleset, pending decisions, the view.

Everything here is made from the rules package itself (rules.contract.vocabulary's choices, with the fields
the offered factions declare for their abilities, the ruleset options, the factions, the map), so a
published contract built from it cannot drift from the engine. `schemas(prefix)` gives named schemas
whose references start with `prefix` ("#/components/schemas/" in an OpenAPI document, "#/$defs/" in a
plain JSON Schema).
"""
from __future__ import annotations

import json
import re
from importlib import resources
from typing import Any, Callable, Mapping

from ..engine import maps, options, registry
from ..engine.content import WINDOW_HOOKS, Ability, FieldType, WindowAbility, of_kind
from ..engine.phases import DIRECTIONS
from ..engine.state import Phase
from . import vocabulary
from .vocabulary import ACTS, FIELD_TYPES

Schema = dict[str, Any]
RESULTS = ("elimination", "kill", "pain")
STANDING_ANSWERS = ("ask", "always_pass", "pass_unless")
OPEN_ENDED = ("Engine bookkeeping: the members listed are the ones a client may read; others may "
              "appear and are to be ignored.")


def schemas(prefix: str) -> dict[str, Schema]:
    """Every named schema, references made with `prefix`."""
    ref = _refs(prefix)
    out = {**_vocabulary(), **_choices(ref), **_view(ref)}
    out["Ruleset"] = ruleset_schema()
    out["PendingDecision"] = _pending(ref)
    out.update(position_schemas(prefix))
    return out


def position_schemas(prefix: str) -> dict[str, Schema]:
    """rules/contract/schemas/position.schema.json as named schemas: `Position`, and one `Position<Name>` for
    each of its `$defs`, its references rewritten to `prefix`."""
    document = json.loads(resources.files(__package__).joinpath("schemas/position.schema.json").read_text())
    defs = document.pop("$defs")
    for key in ("$schema", "$id", "title"):  # a title would name a generated client's class
        document.pop(key)
    text = json.dumps({"Position": document, **{_position_name(k): v for k, v in defs.items()}})
    schemas: dict[str, Schema] = json.loads(
        re.sub(r'"#/\$defs/(\w+)"', lambda m: json.dumps(prefix + _position_name(m[1])), text))
    return schemas


def _position_name(definition: str) -> str:
    return "Position" + definition[0].upper() + definition[1:]


def choice_name(choice: dict[str, Any]) -> str:
    """The name of the schema a choice belongs to (e.g. `MoveChoice`, `AbilityDreamsChoice`)."""
    if choice["act"] in ("ability", "answer"):
        return _camel(choice["act"]) + _camel(choice["ability"]) + "Choice"
    return _camel(choice["act"]) + "Choice"


def _refs(prefix: str) -> Callable[[str], Schema]:
    return lambda name: {"$ref": prefix + name}


def _camel(name: str) -> str:
    return "".join(part.capitalize() for part in name.split("_"))


# -- shared vocabulary -----------------------------------------------------------------------

def _vocabulary() -> dict[str, Schema]:
    specs = [registry.get(name) for name in registry.available()]
    cards = list(registry.cards().values())  # Loyalty Cards' figures are units of a game too
    areas = sorted({a for layout in maps.LAYOUTS for a in maps.load(layout).areas}
                   | {s.own_area.name for s in specs if s.own_area is not None})  # Areas factions bring
    shorts = "|".join(sorted({s.short for s in specs} | {c.short for c in cards}))
    types = sorted({u.name for s in specs for u in s.units} | {u.name for c in cards for u in c.units})
    return {
        "Faction": {"type": "string", "enum": list(registry.available()), "description": FIELD_TYPES["faction"]},
        "AreaName": {"type": "string", "enum": areas, "description": "An Area of the map (every layout's, and those factions bring)."},
        "UnitId": {"type": "string", "pattern": f"^({shorts})\\.({'|'.join(types)})\\.[1-9][0-9]*$",
                   "description": FIELD_TYPES["unit"]},
        "UnitType": {"type": "string", "enum": types, "description": FIELD_TYPES["unit_type"]},
        "SpellbookName": {"type": "string", "enum": sorted({b for s in specs for b in s.spellbooks}
                                                           | set(registry.neutral_spellbooks())),
                          "description": FIELD_TYPES["spellbook"]},
        "WindowHook": {"type": "string", "enum": [h.value for h in WINDOW_HOOKS],
                       "description": "An out-of-turn window where abilities may be used."},
        "Layout": {"type": "string", "enum": list(maps.LAYOUTS), "description": "A map layout."},
        "Phase": {"type": "string", "enum": [p.value for p in Phase], "description": "The phase of play."},
    }


def _conditions() -> list[str]:
    """The conditions of every window ability a standing answer may wait for: the factions', and
    the Loyalty Cards' and neutral Spellbooks' (a seat answers for what its faction holds too)."""
    abilities = [a for name in registry.available() for a in registry.get(name).abilities]
    abilities += [a for c in registry.cards().values() for a in (*c.abilities, *c.book_abilities, *c.everyone)]
    abilities += [a for b in registry.neutral_spellbooks().values() for a in b.abilities]
    return sorted({c for a in of_kind(abilities, WindowAbility) for c in a.conditions})


def _field(kind: FieldType, ref: Callable[[str], Schema]) -> Schema:
    if isinstance(kind, tuple):  # the words an ability's field may be
        return {"type": "string", "enum": list(kind)}
    nullable = kind.endswith("?")
    kind = kind.rstrip("?")
    makers: dict[str, Callable[[], Schema]] = {
        "unit": lambda: ref("UnitId"), "area": lambda: ref("AreaName"), "faction": lambda: ref("Faction"),
        "unit_type": lambda: ref("UnitType"), "spellbook": lambda: ref("SpellbookName"),
        "hook": lambda: ref("WindowHook"), "choice": lambda: ref("Choice"),
        "units": lambda: {"type": "array", "items": ref("UnitId"), "minItems": 1},
        "slot": lambda: {"type": "integer", "minimum": 0, "maximum": 5},
        "direction": lambda: {"type": "string", "enum": list(DIRECTIONS)},
        "result": lambda: {"type": "string", "enum": list(RESULTS)},
        "battle_result": lambda: {"type": "string", "enum": ["kill", "pain"]},
        "standing": lambda: {"type": "string", "enum": list(STANDING_ANSWERS)},
        "condition": lambda: {"type": "string", "enum": _conditions()},
        "bool": lambda: {"type": "boolean"},
        "count": lambda: {"type": "integer", "minimum": 0},
        "index": lambda: {"type": "integer", "minimum": 0},
        "elder_sign": lambda: {"type": "integer", "minimum": 1, "maximum": 3},
        "reward": lambda: {"type": "string", "enum": ["power", "elder_signs"]},
    }
    schema = makers[kind]()
    if nullable:
        return {"anyOf": [schema, {"type": "null"}], "description": FIELD_TYPES[kind] + " Or null."}
    return schema if "$ref" in schema else {**schema, "description": FIELD_TYPES[kind]}


# -- choices ---------------------------------------------------------------------------------

def _choice_object(fixed: dict[str, str], fields: Mapping[str, FieldType], optional: tuple[str, ...],
                   description: str, ref: Callable[[str], Schema]) -> Schema:
    props: Schema = {name: {"type": "string", "const": value} for name, value in fixed.items()}
    props.update({name: _field(kind, ref) for name, kind in fields.items()})
    return {"type": "object", "description": description, "properties": props,
            "required": [*fixed, *(f for f in fields if f not in optional)], "additionalProperties": False}


def _choices(ref: Callable[[str], Schema]) -> dict[str, Schema]:
    out: dict[str, Schema] = {}
    mapping: dict[str, str] = {}
    for act, spec in ACTS.items():
        name = _camel(act) + "Choice"
        mapping[act] = ref(name)["$ref"]
        if act in ("ability", "answer"):
            declared = vocabulary.abilities if act == "ability" else vocabulary.answers
            out.update(_by_ability(act, declared(registry.available()), spec.when, ref))
            continue
        out[name] = _choice_object({"act": act}, spec.fields, spec.optional, f"`{act}`: offered in {spec.when}.",
                                   ref)
    out["Choice"] = {
        "description": "A choice: send back one `choice` listed in the options, verbatim. `act` names its "
                       "kind; each kind has its own fields.",
        "oneOf": [{"$ref": target} for target in mapping.values()],
        "discriminator": {"propertyName": "act", "mapping": mapping},
    }
    return out


def _by_ability(act: str, table: dict[str, Ability], when: str, ref: Callable[[str], Schema]) -> dict[str, Schema]:
    """One schema per ability of the offered factions (their declared fields), and their union."""
    out: dict[str, Schema] = {}
    mapping = {}
    for ability, spec in table.items():
        name = choice_name({"act": act, "ability": ability})
        mapping[ability] = ref(name)["$ref"]
        out[name] = _choice_object({"act": act, "ability": ability}, spec.fields or {},
                                   spec.optional_fields,
                                   f"`{act}` with `{ability}`: offered in {when}.", ref)
    out[_camel(act) + "Choice"] = {
        "description": f"`{act}`: offered in {when}. `ability` names the ability; each has its own fields.",
        "oneOf": [{"$ref": target} for target in mapping.values()],
        "discriminator": {"propertyName": "ability", "mapping": mapping},
    }
    return out


# -- ruleset and pending ---------------------------------------------------------------------

def ruleset_schema() -> Schema:
    """The ruleset options with their allowed values and defaults (rules.engine.options.RULESET: the general
    ones and the registered factions')."""
    props: Schema = {}
    for name, (default, allowed, source) in options.RULESET.items():
        typed = _allowed([_plain(v) for v in allowed])
        props[name] = {**typed, "default": _plain(default),
                       "description": ". ".join(filter(None, (source.rstrip("."), typed.get("description"))))}
    props["ritual_track"] = {
        "anyOf": [{"type": "array", "items": {"type": "integer", "minimum": 1, "maximum": 10}, "minItems": 1},
                  {"type": "null"}],
        "description": "rulings R2: the Ritual of Annihilation costs, in order (default: the track for the "
                       "number of seats)."}
    return {"type": "object", "properties": props, "additionalProperties": False,
            "description": "Ruleset options: each may be left out for its default."}


def _allowed(values: list[Any]) -> Schema:
    """A typed enum: code generators need each option's JSON type besides its values."""
    if all(isinstance(v, bool) for v in values):
        return {"type": "boolean"} if set(values) == {True, False} else {"type": "boolean", "enum": values}
    if all(isinstance(v, list) for v in values):  # no generator reads an enum of arrays
        sizes = {len(v) for v in values}
        return {"type": "array", "items": {"type": "integer"}, "minItems": min(sizes), "maxItems": max(sizes),
                "description": "One of " + ", ".join(json.dumps(v) for v in values) + "."}
    kind = "integer" if all(isinstance(v, int) for v in values) else "string"
    return {"type": kind, "enum": values}


def _plain(value: object) -> object:
    return list(value) if isinstance(value, tuple) else value


def _pending(ref: Callable[[str], Schema]) -> Schema:
    return {"type": "object", "additionalProperties": False, "required": ["seat", "faction", "kind"],
            "description": "A decision the game waits for.",
            "properties": {
                "seat": {"type": "string", "description": "The seat that decides."},
                "faction": ref("Faction"),
                "kind": {"type": "string", "description": "What kind of decision, e.g. `turn`, `move`, "
                         "`window`, `assign_kill`, `retreat`, `spellbook`, `ritual`, or a demand's kind; "
                         "rules/CHOICES.md lists which acts answer which kind."}}}


# -- the view ----------------------------------------------------------------------------------

def _map_of(key: Schema, value: Schema, description: str) -> Schema:
    return {"type": "object", "propertyNames": key, "additionalProperties": value, "description": description}


def _units(ref: Callable[[str], Schema]) -> Schema:
    return {"type": "array", "items": ref("UnitId")}


def _nullable(schema: Schema) -> Schema:
    return {"anyOf": [schema, {"type": "null"}]}


def _view(ref: Callable[[str], Schema]) -> dict[str, Schema]:
    return {"ViewState": _view_state(ref), "FactionView": _faction_view(ref),
            "MapView": _map_view(ref), "FactionData": _faction_data(ref), "TurnView": _turn_view(ref), "BattleView": _battle_view(ref),
            "BattleSide": _battle_side(ref), "WindowView": _window_view(ref), "GameResult": _result(ref),
            "ResultCounts": _counts()}


def _view_state(ref: Callable[[str], Schema]) -> Schema:
    props = {
        "phase": ref("Phase"),
        "round": {"type": "integer", "minimum": 0},
        "first_player": {**_nullable(ref("Faction")), "description": "null before it is chosen"},
        "direction": {"anyOf": [{"type": "string", "enum": list(DIRECTIONS)}, {"type": "null"}]},
        "ritual": {"type": "object", "additionalProperties": False, "required": ["index", "track"],
                   "description": "The Ritual of Annihilation track and the marker's place on it.",
                   "properties": {"index": {"type": "integer", "minimum": 0},
                                  "track": {"type": "array", "items": {"type": "integer"}}}},
        "factions": _map_of(ref("Faction"), ref("FactionView"), "Each faction in play, in seating order."),
        "map": ref("MapView"),
        "pools": _map_of(ref("Faction"), _units(ref), "Each faction's units in its Pool."),
        "captured": _map_of(ref("UnitId"), ref("Faction"), "Captured Cultists and who holds them."),
        "off_map": _map_of(ref("UnitId"), ref("Faction"),
                           "Units in play but not on the map (e.g. Submerged), on their faction's card."),
        "on_spellbooks": _map_of(ref("UnitId"), {"type": "string"},
                                 "Only when some Loyalty Card's figure stands on a faction's Spellbook (a "
                                 "Moonbeast, its faction in `off_map`): the Spellbook it covers."),
        "elder_signs_in_bag": {"type": "integer", "minimum": 0},
        "decay": {"type": "integer", "minimum": 0, "description": "Power lost to decay this Action Phase."},
        "turn": {**_nullable(ref("TurnView")), "description": "The turn in progress (Action Phase)."},
        "battle": {**_nullable(ref("BattleView")), "description": "The Battle in progress."},
        "window": {**_nullable(ref("WindowView")), "description": "The open out-of-turn window."},
        "pending": {"type": "array", "items": ref("PendingDecision")},
        "result": {**_nullable(ref("GameResult")), "description": "Set once the game has ended."},
        "owners": _map_of(ref("UnitId"), _nullable(ref("Faction")),
                          "Only when some unit's owner is not the faction its id names (a Loyalty "
                          "Card's figures, a unit that changed hands): that unit's owner, null for none."),
        "loyalty": _map_of({"type": "string"}, {
            "type": "object", "additionalProperties": False, "required": ["owner", "book"],
            "properties": {"owner": _nullable(ref("Faction")), "book": {"type": "boolean"}}},
            "Only in a game with Loyalty Cards: each card (content document `loyalty_cards`), the "
            "faction holding it (null: in the supply) and whether its own Spellbook is on it."),
        "neutral_books": _map_of({"type": "string"}, _nullable(ref("Faction")),
                                 "Only in a game with the neutral Spellbooks: each one's holder (null: "
                                 "free to take)."),
        "map_data": {"type": "object", "description": "Only on a map that keeps bookkeeping of its own "
                     "(the Library at Celaeno: `custodian` and `librarian`, the Area each stands in; absent "
                     "while off the map): key -> value."},
        "bag": {"type": "array", "items": {"type": "integer"}, "description": "Auditor only: the bag's Elder Signs."},
        "seed": {"type": "string", "description": "Auditor only: the seed, in hex."},
        "draws": {"type": "integer", "description": "Auditor only: random draws made so far."},
    }
    required = [k for k in props if k not in ("bag", "seed", "draws", "owners", "loyalty", "neutral_books",
                                              "on_spellbooks", "map_data")]
    return {"type": "object", "properties": props, "required": required, "additionalProperties": False,
            "description": "The board as the caller may see it. Elder Sign values, standing answers and, once "
                           "the game has ended, the bag, seed and draws appear only for whoever may see them."}


def _faction_view(ref: Callable[[str], Schema]) -> Schema:
    standing = {"type": "object", "additionalProperties": False, "required": ["answer", "condition"],
                "properties": {"answer": {"type": "string", "enum": list(STANDING_ANSWERS)},
                               "condition": _nullable({"type": "string"})}}
    props = {
        "seat": {"type": "string"},
        "power": {"type": "integer", "minimum": 0},
        "doom": {"type": "integer", "minimum": 0},
        "spellbooks": {"type": "array", "items": {
            "type": "object", "additionalProperties": False, "required": ["slot", "spellbook"],
            "properties": {"slot": {"type": "integer", "minimum": 0, "maximum": 5}, "spellbook": ref("SpellbookName")}}},
        "requirements": {"type": "array", "minItems": 6, "maxItems": 6, "items": {"type": "string"},
                         "description": "Its Spellbook requirements by slot, worded for this game's ruleset "
                                        "options (the content document words them for the default ruleset)."},
        "elder_signs": {"type": "integer", "minimum": 0, "description": "How many Elder Signs it holds."},
        "elder_sign_values": {"type": "array", "items": {"type": "integer", "minimum": 1, "maximum": 3},
                              "description": "Only for the faction's own seat (and the auditor)."},
        "standing": {**_map_of(ref("WindowHook"), standing, "Only for the faction's own seat: its standing "
                                                            "answer for each window its abilities use.")},
        "data": ref("FactionData"),
    }
    return {"type": "object", "properties": props, "additionalProperties": False,
            "required": ["seat", "power", "doom", "spellbooks", "requirements", "elder_signs", "data"]}


def _faction_data(ref: Callable[[str], Schema]) -> Schema:
    demand = {"type": "object", "additionalProperties": True, "required": ["ability", "chooser"],
              "description": "A question an ability asks a seat; its answer is an `answer` choice. " + OPEN_ENDED,
              "properties": {"ability": {"type": "string", "enum": list(vocabulary.answers(registry.available())),
                                         "description": "The `ability` of the answer choices."},
                             "chooser": ref("Faction"),
                             "kind": {"type": "string", "description": "The pending decision's kind."},
                             "area": ref("AreaName")}}
    return {"type": "object", "additionalProperties": True, "description": "Public faction bookkeeping. "
            + OPEN_ENDED, "properties": {
                "demand": {**_nullable(demand), "description": "The open demand, if any."},
                **_public_data(ref)}}


def _public_data(ref: Callable[[str], Schema]) -> dict[str, Schema]:
    """The bookkeeping keys each registered faction declares public (FactionSpec.public_data)."""
    kinds: dict[str, Schema] = {"areas": {"type": "array", "items": ref("AreaName")}, "flag": {"type": "boolean"},
             "round": {"type": "integer", "minimum": 0}, "number": {"type": "integer", "minimum": 0},
             "names": {"type": "array", "items": {"type": "string"}}, "count": {"type": "integer", "minimum": 0},
             "word": {"type": "string"}}
    out = {datum.key: {**kinds[datum.kind], "description": f"{spec.title}: {datum.description}"}
           for spec in map(registry.get, registry.available()) for datum in spec.public_data}
    for layout in maps.LAYOUTS:  # a map's rules keep some for every faction (the Library's Silence Tokens)
        for datum in registry.map_looks(maps.load(layout).map_name)["faction_data"]:
            out[datum.key] = {**kinds[datum.kind], "description": f"Every faction: {datum.description}"}
    return out


def _map_view(ref: Callable[[str], Schema]) -> Schema:
    return {"type": "object", "additionalProperties": False, "required": ["layout", "units", "gates"], "properties": {
        "layout": ref("Layout"),
        "units": _map_of(ref("AreaName"), _units(ref), "The units in each Area that has any."),
        "gates": _map_of(ref("AreaName"), _nullable(ref("UnitId")),
                         "Each Gate: the unit Controlling it, or null when it is Abandoned."),
    }}


def _turn_view(ref: Callable[[str], Schema]) -> Schema:
    return {"type": "object", "additionalProperties": True, "required": ["faction"],
            "description": OPEN_ENDED, "properties": {
                "faction": ref("Faction"),
                "main_done": {"type": "boolean", "description": "The turn's one Action is taken."},
                "flex": {"type": "boolean"},
                "battled": {"type": "array", "items": ref("AreaName")},
                "moving": _nullable(_units(ref)),
                "moved": _units(ref),
                "capture": _nullable({"type": "object"}),
                "ended": {"type": "boolean"}}}


def _counts() -> Schema:
    return {"type": "object", "propertyNames": {"enum": list(RESULTS)},
            "additionalProperties": {"type": "integer", "minimum": 0}, "description": "Results by kind."}


def _battle_view(ref: Callable[[str], Schema]) -> Schema:
    return {"type": "object", "additionalProperties": True, "required": ["area", "attacker", "defender", "sides"],
            "description": "The Battle as its card shows it. " + OPEN_ENDED, "properties": {
                "area": ref("AreaName"), "attacker": ref("Faction"), "defender": ref("Faction"),
                "step": {"type": "string", "description": "The Battle's step, e.g. `pre_battle`."},
                "hits": _map_of(ref("Faction"), ref("ResultCounts"), "The results each side rolled."),
                "results": _map_of(ref("UnitId"), {"type": "array", "items": {"enum": list(RESULTS)}},
                                   "The results assigned to each unit."),
                "sides": _map_of(ref("Faction"), ref("BattleSide"), "Attacker and defender.")}}


def _battle_side(ref: Callable[[str], Schema]) -> Schema:
    return {"type": "object", "additionalProperties": False,
            "required": ["units", "combat", "faces", "rolled", "to_assign"], "properties": {
                "units": _units(ref), "combat": {"type": "integer", "minimum": 0},
                "faces": {"type": "array", "items": {"type": "integer", "minimum": 1, "maximum": 6}},
                "rolled": ref("ResultCounts"), "to_assign": ref("ResultCounts")}}


def _window_view(ref: Callable[[str], Schema]) -> Schema:
    return {"type": "object", "additionalProperties": True, "required": ["hook", "queue", "cursor"],
            "description": OPEN_ENDED, "properties": {
                "hook": ref("WindowHook"),
                "queue": {"type": "array", "items": ref("Faction"), "description": "Who is asked, in order."},
                "cursor": {"type": "integer", "minimum": 0},
                "context": {"type": "object", "additionalProperties": True,
                            "description": "What opened the window (e.g. `actor`, `area`)."}}}


def _result(ref: Callable[[str], Schema]) -> Schema:
    return {"type": "object", "additionalProperties": True, "required": ["reason", "result", "winners"],
            "description": OPEN_ENDED, "properties": {
                "reason": {"type": "string", "description": "Why the game ended."},
                "result": {"type": "string"},
                "winners": {"type": "array", "items": ref("Faction")},
                "seed": {"type": "string", "description": "The seed, revealed at the end."}}}
