"""The content document: every faction, unit, Spellbook and layout, as data for any client.

Built from the faction registry, the unit tables and the map data, so the rules are written once:
a client shows these texts and numbers, never its own copy of them.
"""
from __future__ import annotations

from typing import Any, Iterable, Mapping

from ..engine import maps, options, registry
from ..engine.content import (BUY_PRICE, WINDOW_HOOKS, WINDOW_TITLES, FactionSpec, FieldType, LoyaltyCard, UnitSpec,
                              WindowAbility, of_kind)
from . import looks, vocabulary

FORMAT = "cthulhu-wars-content/1"


def content() -> dict[str, Any]:
    """The whole document (plain JSON values)."""
    return {
        "format": FORMAT,
        "factions": [faction(registry.get(name)) for name in registry.available()],
        "layouts": [layout(maps.load(name)) for name in maps.LAYOUTS],
        "seat_counts": sorted(maps.ALLOWED_LAYOUTS),
        "layouts_by_seats": {str(n): list(names) for n, names in maps.ALLOWED_LAYOUTS.items()},
        "default_layout": {str(n): name for n, name in maps.DEFAULT_LAYOUT.items()},
        "ritual_tracks": {str(n): list(track) for n, track in options.RITUAL_TRACKS.items()},
        "ruleset": [ruleset_option(name, spec) for name, spec in options.RULESET.items()],
        "choices": choices(registry.available()),
        "loyalty_cards": [loyalty_card(c) for c in registry.cards().values()],
        "neutral_spellbooks": [{"name": b.name, "text": b.text, "source": b.source, "grade": b.grade}
                               for b in registry.neutral_spellbooks().values()],
    }


def loyalty_card(card: LoyaltyCard) -> dict[str, Any]:
    """A Loyalty Card as a client shows it: its kind, printed cost and Combat, figures, words,
    Spellbook and requirement, what buying it costs (`price`, a Neutral Monster's or Terror's; null
    for a card that is not bought), and where its facts come from (`source`, `grade` H or M)."""
    return {
        "name": card.name,
        "short": card.short,
        "title": card.title,
        "kind": card.kind.value,
        "pack": card.pack,
        "cost": card.cost,
        "combat": card.combat,
        "units": [{**unit(u, None), "glyph": looks.card_glyph(card, u)} for u in card.units],
        "texts": [{"name": name, "text": text} for name, text in card.texts.items()],
        "spellbook": card.spellbook or None,
        "requirement": card.requirement.text if card.requirement is not None else None,
        "two_player": card.two_player or None,
        "price": price(card),
        "source": card.source,
        "grade": card.grade,
    }


def price(card: LoyaltyCard) -> dict[str, int] | None:
    """What buying the card costs on one's Ritual turn (content.BUY_PRICE); None: it is not bought."""
    if card.kind not in BUY_PRICE:
        return None
    doom, power = BUY_PRICE[card.kind]
    return {"doom": doom, "power": power}


def choices(names: Iterable[str]) -> dict[str, dict[str, Any]]:
    """The vocabulary of choices (rules/CHOICES.md) for the factions `names`: each act's fields, and
    each ability's and each demand's answer fields, by name. A field's type is a name from
    vocabulary.FIELD_TYPES or the list of words it may be, so a client reads which fields of an
    option name a unit or an Area here instead of keeping its own copy of the table."""
    def typed(fields: Mapping[str, FieldType] | None) -> dict[str, Any]:
        return {key: list(kind) if isinstance(kind, tuple) else kind
                for key, kind in (fields or {}).items()}  # listed: declared
    return {
        "acts": {act: typed(spec.fields) for act, spec in vocabulary.ACTS.items()},
        "titles": dict(vocabulary.ACT_TITLES),
        "abilities": {name: typed(a.fields) for name, a in vocabulary.abilities(names).items()},
        "answers": {name: typed(a.fields) for name, a in vocabulary.answers(names).items()},
    }


def texts_of(spec: FactionSpec) -> dict[str, Mapping[str, str]]:
    """The faction card's words, kept with the faction (`rules/factions/<name>/texts.py`)."""
    return registry.texts(spec)


def faction(spec: FactionSpec) -> dict[str, Any]:
    texts = texts_of(spec)
    glyphs = looks.unit_glyphs(spec)
    return {
        "name": spec.name,
        "short": spec.short,
        "title": spec.title,
        **looks.faction_look(spec),
        "start_power": spec.start_power,
        "units": [{**unit(u, texts.get("units", {}).get(u.name)), "glyph": glyphs[u.name]} for u in spec.units],
        "spellbooks": [{"name": book, "text": texts.get("spellbooks", {}).get(book)}
                       for book in spec.spellbooks],
        "requirements": [{"slot": n, "text": r.text, "action_cost": r.action_cost}
                         for n, r in enumerate(spec.requirements)],
        "abilities": [{"name": name, "text": text}
                      for name, text in texts.get("abilities", {}).items()],
        "reactions": reactions(spec, texts),
        "public_data": [{"key": d.key, "kind": d.kind, "description": d.description,
                         "title": d.title or None}
                        for d in spec.public_data],
        "own_area": own_area(spec),
    }


def own_area(spec: FactionSpec) -> dict[str, Any] | None:
    """The Area the faction brings onto any map (FactionSpec.own_area; Bubastis' Moon), which no
    layout draws: adjacent to every Area; `gate`: it holds a Gate its owner always Controls."""
    area = spec.own_area
    if area is None:
        return None
    return {"name": area.name, "ocean": "ocean" in area.tags, "gate": area.gate}


def reactions(spec: FactionSpec, texts: Mapping[str, Mapping[str, str]]) -> list[dict[str, Any]]:
    """The out-of-turn windows the faction has abilities on, with those abilities: the hooks a
    seat may set a standing answer for (rules.engine.windows.standing_options), in window order."""
    names = [*spec.spellbooks, *texts.get("abilities", {})]
    out = []
    for hook in WINDOW_HOOKS:
        abilities = of_kind(spec.abilities_on(hook), WindowAbility)  # mandatory effects ask nothing
        if abilities:
            out.append({"hook": hook.value, "title": WINDOW_TITLES[hook.value],
                        "abilities": [{"name": a.name, "title": _title(a.name, names)}
                                      for a in abilities]})
    return out


def _title(name: str, names: list[str]) -> str:
    """An ability's name as its Spellbook or faction card prints it ("seek_and_destroy" is
    "Seek and Destroy", "harbinger" "The Harbinger")."""
    key = _letters(name)
    return next((n for n in names if key in _letters(n)), name.replace("_", " ").title())


def _letters(text: str) -> str:
    return "".join(c for c in text.lower() if c.isalpha())


def unit(spec: UnitSpec, text: str | None) -> dict[str, Any]:
    variable = callable(spec.combat)
    return {
        "name": spec.name,
        "title": spec.label,
        "kind": str(spec.kind),
        "count": spec.count,
        "cost": spec.cost,
        "combat": None if variable else spec.combat,
        "combat_text": text if variable else None,
    }


def layout(spec: maps.MapLayout) -> dict[str, Any]:
    looks = registry.map_looks(spec.map_name)
    return {
        "name": spec.name,
        "figures": [{"key": key, "title": title} for key, title in looks["figures"]],
        "faction_data": [{"key": d.key, "kind": d.kind, "description": d.description, "title": d.title or None}
                         for d in looks["faction_data"]],
        "areas": [{"name": area, "ocean": spec.is_ocean(area), "glyph": spec.glyph_of(area),
                   "adjacent": sorted(spec.adjacency[area])} for area in spec.areas],
        "start_areas": {f: list(a) for f, a in spec.start_areas.items()},
    }


def ruleset_option(name: str, spec: tuple[object, tuple[Any, ...], str]) -> dict[str, Any]:
    default, allowed, source = spec
    return {"name": name, "default": _plain(default), "allowed": [_plain(v) for v in allowed],
            "source": source}


def _plain(value: object) -> object:
    return list(value) if isinstance(value, tuple) else value
