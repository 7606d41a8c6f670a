"""What a sentence or an option label says, as data: a `Phrase` (a message id of the catalogs and
its named arguments), the `Name`s of factions, units, Areas and cards in it, and `Listing`s of
several. The engine builds them (option labels, rules.engine.prompts.Option); the words layer
(rules.words) renders them in a reader's language from the catalogs and installs its renderer here
(`set_renderer`), so the engine never reads a catalog itself.
"""
from __future__ import annotations

import re
from functools import lru_cache
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

from . import registry
from .content import FactionSpec, UnitSpec


@dataclass(frozen=True)
class Name:
    """A faction, unit, Area or card named in a phrase: the catalog message that names it
    (content.ftl's `faction-<key>`, `unit-<type>`, `area-<slug>`) and its English forms as the
    rules package writes them (key "" is the name itself: "Great Cthulhu"; others such as
    "possessive" or "a" are extra forms). Other languages take the catalog's forms; a name the
    catalog lacks reads as its English."""

    message: str
    english: Mapping[str, str]
    # Names that belong with this one, expanded as `<argument>_<key>` (a unit's owner).
    parts: Mapping[str, "Name"] = field(default_factory=dict)
    # Facts about the name the same in every language (`<argument>_<key>`: "great": "yes").
    traits: Mapping[str, str] = field(default_factory=dict)
    # Other messages that may name it, tried in order after `message` (an ability that is also a
    # Spellbook: `ability-<slug>`, then `spellbook-<slug>`).
    others: tuple[str, ...] = ()


@dataclass(frozen=True)
class Phrase:
    """What a sentence says: a message of the log catalog (locales/<lang>/log.ftl) and its named
    arguments: numbers, plain text (ids, as the payload has them) and `Name`s."""

    id: str
    args: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Listing:
    """Several names or phrases said as one argument: "a and b" (`style` "and": every item joined
    by the language's "and"), "a, b and c" (`style` "comma": commas, "and" before the last), or
    "a b" (`style` "words": side by side)."""

    items: tuple[Any, ...]
    style: str = "comma"


Renderer = Callable[["str | Phrase", str], str]
_renderer: list[Renderer] = []


def set_renderer(render: Renderer) -> None:
    """Install the words layer's renderer (rules.words.describing.render)."""
    _renderer[:] = [render]


def render(said: "str | Phrase", lang: str = "en") -> str:
    """`said` as text in `lang`, through the installed renderer; a str is its own English."""
    if isinstance(said, str):
        return said
    if not _renderer:
        raise RuntimeError("no renderer: import rules (or rules.words) before wording a phrase")
    return _renderer[0](said, lang)


def slug(text: str) -> str:
    """An English name as content.ftl keys it: lower case, other characters as "-"."""
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def faction_name(key: object) -> Name:
    return _faction_name(key, registry.generation()) if isinstance(key, str) else _named_faction(key)


@lru_cache(maxsize=512)
def _faction_name(key: str, _generation: int) -> Name:
    return _named_faction(key)


def _named_faction(key: object) -> Name:
    """A faction (by key) as a phrase names it; anything else ("Nobody", a word) reads as text."""
    return Name(f"faction-{key}", {"": faction_title(key), "possessive": faction_possessive(key),
                                   "number": "plural" if plural_title(key) else "singular"})


def ability_name(name: str, english: str) -> Name:
    """An ability, Spellbook or rule by its English words ("Death from Below"), as a card prints it."""
    key = slug(english)
    return Name(f"ability-{key}", {"": english}, others=(f"spellbook-{key}", f"neutral-spellbook-{key}",
                                                                f"log-ability-{key}"))


def area_name(area: object) -> Name:
    return _area_name(area) if isinstance(area, str) else _named_area(area)


@lru_cache(maxsize=1024)
def _area_name(area: str) -> Name:
    return _named_area(area)


def _named_area(area: object) -> Name:
    return Name(f"area-{slug(str(area))}", {"": str(area), "in": f"in {area}", "into": f"to {area}"})


def unit_name(unit_id: object) -> Name:
    """A unit by id (see _named_unit); the same id names the same unit while the registry stands."""
    return _unit_name(unit_id, registry.generation()) if isinstance(unit_id, str) else _named_unit(unit_id)


@lru_cache(maxsize=4096)
def _unit_name(unit_id: str, _generation: int) -> Name:
    return _named_unit(unit_id)


def _named_unit(unit_id: object) -> Name:
    """A unit by id: `$unit` its type's title ("Deep One"), `$unit_a` with its article ("a Deep
    One"; a Great Old One by name alone), `$unit_title` its owner's and its ("Great Cthulhu's Deep
    One"), `$unit_owner...` the owner's forms, `$unit_great` "yes" for a Great Old One."""
    text = str(unit_id)
    kind = text.split(".")[1] if text.count(".") == 2 else text
    parts: dict[str, Name] = {}
    spec = _spec_by_short(text.split(".")[0]) if text.count(".") == 2 else None
    if spec is not None:
        parts["owner"] = faction_name(spec.name)
    english = {"": unit_label(unit_id), "a": unit_with_article(unit_id), "title": unit_title(unit_id)}
    return Name(f"unit-{kind}", english, parts, {"great": "yes" if _is_great_old_one(unit_id) else "no"})


def _spec_by_short(short: str) -> FactionSpec | None:
    return _spec_by_short_in(short, registry.generation())


@lru_cache(maxsize=256)
def _spec_by_short_in(short: str, _generation: int) -> FactionSpec | None:
    # The core factions first: listing every registered faction reads the package's modules.
    for names in (registry.CORE_FACTIONS, registry.known()):
        for spec in map(registry.get, names):
            if spec.short == short:
                return spec
    return None


def _spec(name: object) -> FactionSpec | None:
    """The faction called `name`, or None for anything that names no faction."""
    if not isinstance(name, str):
        return None
    try:
        return registry.get(name)
    except Exception:  # an unknown name still reads as words
        return None


def faction_title(name: object) -> str:
    spec = _spec(name)
    if spec is not None:
        return spec.title
    return _words(name) if isinstance(name, str) else "Nobody"


def is_faction(name: object) -> bool:
    return _spec(name) is not None


def plural_title(name: object) -> bool:
    """Whether the faction's title names many ("The Ancients"); False for an unknown name."""
    spec = _spec(name)
    return spec is not None and spec.plural_title


def faction_possessive(name: object) -> str:
    """The faction's title owning something: "Great Cthulhu's", "The Ancients'"."""
    spec = _spec(name)
    return spec.possessive if spec is not None else f"{faction_title(name)}'s"


def unit_label(unit_id: object) -> str:
    """`<short>.<unit type>.<n>` -> the unit's title alone ("Acolyte"), without its faction."""
    if not isinstance(unit_id, str) or unit_id.count(".") != 2:
        return str(unit_id)
    short, kind, _ = unit_id.split(".")
    found = _unit_spec(short, kind)
    return found.label if found is not None else _words(kind)


def _unit_spec(short: str, kind: str) -> UnitSpec | None:
    """The unit type a unit id names: a faction's, else a Loyalty Card's (High Priest, an
    Independent Great Old One)."""
    spec = _spec_by_short(short)
    owner = spec if spec is not None else next(
        (c for c in registry.cards().values() if c.short == short), None)
    try:
        return owner.unit(kind) if owner is not None else None
    except KeyError:
        return None


def unit_with_article(unit_id: object) -> str:
    """A unit as a sentence names it: "an Acolyte", "a Deep One", but a Great Old One by its name
    alone ("Cthulhu"), since there is only one of it."""
    label = unit_label(unit_id)
    if _is_great_old_one(unit_id):
        return label
    return ("an " if label[:1].lower() in "aeiou" else "a ") + label


def _is_great_old_one(unit_id: object) -> bool:
    if not isinstance(unit_id, str) or unit_id.count(".") != 2:
        return False
    short, kind, _ = unit_id.split(".")
    found = _unit_spec(short, kind)
    try:
        return bool(found is not None and found.great_old_one)
    except KeyError:
        return False


def unit_title(unit_id: object) -> str:
    """`<short>.<unit type>.<n>` -> "<faction title>'s <unit title>" (a unit of a known faction)."""
    if not isinstance(unit_id, str) or unit_id.count(".") != 2:
        return str(unit_id)
    spec = _spec_by_short(unit_id.split(".")[0])
    label = unit_label(unit_id)
    return f"{spec.possessive} {label}" if spec is not None else label


def _words(name: str) -> str:
    spaced = "".join(" " + c if c.isupper() and i else c for i, c in enumerate(name))
    return spaced.replace("_", " ").strip().capitalize()
