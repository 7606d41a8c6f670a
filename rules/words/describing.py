"""The registry of event describers and the helpers that name factions, units and seats.

rules.words.sentences is the entry point: it also loads the core game's describers. `sentence(type,
payload, secret, seats)` describes an event from what its viewer receives: the
payload, and the secret part only when the viewer may see it (the caller redacts first), so a
sentence can never say more than the event it describes. Describers are registered per event type;
a faction module or another package registers describers for its own events with `describes`.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

from ..engine import registry
from ..engine.content import FactionSpec, UnitSpec



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


# A describer returns a Phrase; one still returning a str (English) is read as it is, in every
# language, until it is converted (tests/rules/test_log_catalog.py lists those).
Describer = Callable[["Context"], "str | Phrase"]
_DESCRIBERS: dict[str, Describer] = {}
# Describers of one kind of bookkeeping, by the key's stem (the part before any ":"): a Battle note
# (BattleNoted) or a faction's own data (FactionDataSet). A faction declares those of its own keys.
_NOTES: dict[str, Describer] = {}
_DATA: dict[str, Describer] = {}


class Context:
    """An event as its viewer sees it, with helpers that name factions, units and seats."""

    __slots__ = ("type", "payload", "secret", "seats")

    def __init__(self, type_name: str, payload: Mapping[str, Any], secret: Mapping[str, Any] | None,
                 seats: Mapping[str, str] | None):
        self.type, self.payload, self.secret, self.seats = type_name, payload, secret or {}, seats or {}

    def __getitem__(self, key: str) -> Any:
        return self.payload.get(key)

    @property
    def tail(self) -> str:
        """What follows the ":" of a bookkeeping key ("favored:sl" -> "sl"); empty when nothing does."""
        return str(self.payload.get("key")).partition(":")[2]

    def faction(self, key: str = "faction") -> str:
        return faction_title(self.payload.get(key))

    def does(self, verb: str, key: str = "faction") -> str:
        """The faction at `key` doing `verb` (written for one: "gathers"), the verb agreeing in number."""
        name = self.payload.get(key)
        return f"{faction_title(name)} {agree(verb, plural_title(name))}"

    def possessive(self, key: str = "faction") -> str:
        """The faction at `key` owning something: "Windwalker's", "The Ancients'"."""
        return faction_possessive(self.payload.get(key))

    def its(self, key: str = "faction") -> str:
        """The pronoun owning something of the faction at `key`: "its", or "their" for a plural title."""
        return "their" if plural_title(self.payload.get(key)) else "its"

    def unit(self, key: str = "unit") -> str:
        return unit_title(self.payload.get(key))

    def seat(self, key: str = "seat") -> str:
        seat: Any = self.payload.get(key)  # as the event holds it
        faction = self.seats.get(seat)
        return f"{faction_title(faction)} ({seat})" if faction else str(seat).capitalize()


def describes(*type_names: str) -> Callable[[Describer], Describer]:
    """Register the decorated function as the describer of `type_names`."""
    def register(describer: Describer) -> Describer:
        for name in type_names:
            _DESCRIBERS[name] = describer
        return describer
    return register


def describes_note(*stems: str) -> Callable[[Describer], Describer]:
    """Register the decorated function as the describer of the Battle notes keyed `stems`."""
    return _register_in(_NOTES, stems)


def describes_datum(*stems: str) -> Callable[[Describer], Describer]:
    """Register the decorated function as the describer of a faction's data keyed `stems`."""
    return _register_in(_DATA, stems)


def _register_in(table: dict[str, Describer], stems: tuple[str, ...]) -> Callable[[Describer], Describer]:
    def register(describer: Describer) -> Describer:
        for stem in stems:
            table[stem] = describer
        return describer
    return register


def note_describer(key: object) -> Describer | None:
    return _NOTES.get(str(key).partition(":")[0])


def datum_describer(key: object) -> Describer | None:
    return _DATA.get(str(key).partition(":")[0])


def described_types() -> frozenset[str]:
    return frozenset(_DESCRIBERS)


def describe(type_name: str, payload: Mapping[str, Any], secret: Mapping[str, Any] | None = None,
             seats: Mapping[str, str] | None = None) -> str | Phrase:
    """What the sentence for one event says: its describer's Phrase (or the English text of a
    describer not yet converted); a plain fallback for a type nobody describes."""
    describer = _DESCRIBERS.get(type_name)
    if describer is None:
        return _words(type_name) + "."
    return describer(Context(type_name, payload, secret, seats))


def sentence(type_name: str, payload: Mapping[str, Any], secret: Mapping[str, Any] | None = None,
             seats: Mapping[str, str] | None = None, lang: str = "en") -> str:
    """The sentence for one event in `lang` ("en" or "de")."""
    return render(describe(type_name, payload, secret, seats), lang)


def render(said: str | Phrase, lang: str = "en") -> str:
    """A phrase as text in `lang`: English where `lang`'s catalog lacks the message or cannot fill
    it, the message id only if English lacks it too (a bug tests/rules/test_log_catalog.py
    catches). A str (a describer not yet converted) is its own English."""
    if isinstance(said, str):
        return said
    from . import catalog  # the catalogs are read only when a sentence is rendered
    for language in dict.fromkeys((lang if lang in catalog.LANGUAGES else "en", "en")):
        text = catalog.try_format(language, said.id, expand(said.args, language))
        if text is not None:
            return text
    return said.id


def expand(args: Mapping[str, Any], lang: str) -> dict[str, Any]:
    """A phrase's arguments as the catalog takes them: each Name as its forms in `lang`."""
    out: dict[str, Any] = {}
    for key, value in args.items():
        if isinstance(value, Name):
            out.update(_name_forms(key, value, lang))
        elif isinstance(value, (Phrase, Listing)):  # a phrase inside a phrase: its text in `lang`
            out[key] = _said(value, lang)
        else:
            out[key] = value
    return out


def _said(value: Any, lang: str) -> str:
    """An argument as text in `lang`: a phrase rendered, a name as its name, a listing joined by
    the catalog's `list-and` ("{ $first } and { $second }"), anything else as it is."""
    if isinstance(value, Phrase):
        return render(value, lang)
    if isinstance(value, Name):
        return str(_name_forms("x", value, lang)["x"])
    if isinstance(value, Listing):
        items = [_said(item, lang) for item in value.items]
        if value.style == "words":
            return " ".join(items)
        if len(items) < 2:
            return "".join(items)
        head = " and ".join(items[:-1]) if value.style == "and" else ", ".join(items[:-1])
        if value.style == "and" and len(items) > 2:
            head = _said(Listing(tuple(value.items[:-1]), "and"), lang)
        return render(Phrase("list-and", {"first": head, "second": items[-1]}), lang)
    return str(value)


# The forms a German sentence may ask of a name (content.ftl's attributes).
_CASES = ("nom", "acc", "dat", "gen", "in", "into", "plural", "gender")


def _name_forms(argument: str, name: Name, lang: str) -> dict[str, Any]:
    from . import catalog
    english = {argument + (f"_{k}" if k else ""): v for k, v in name.english.items()}
    forms: dict[str, Any] = {**catalog.forms("en", name.message, argument), **english}
    if lang != "en":
        own: dict[str, Any] = {}
        for message in (name.message, *name.others):
            own = catalog.forms(lang, message, argument)
            if own:
                break
        if argument in own:
            forms = own
        else:  # a name the catalog lacks reads as its English, in every case a sentence asks for
            forms.update({f"{argument}_{case}": forms[argument] for case in _CASES
                          if f"{argument}_{case}" not in forms})
    forms.update({f"{argument}_{k}": v for k, v in name.traits.items()})
    for part, inner in name.parts.items():
        forms.update(_name_forms(f"{argument}_{part}", inner, lang))
    return forms


def slug(text: str) -> str:
    """An English name as content.ftl keys it: lower case, other characters as "-"."""
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def faction_name(key: object) -> Name:
    """A faction (by key) as a phrase names it; anything else ("Nobody", a word) reads as text."""
    return Name(f"faction-{key}", {"": faction_title(key), "possessive": faction_possessive(key),
                                   "number": "plural" if plural_title(key) else "singular"})


def ability_name(name: str, english: str) -> Name:
    """An ability, Spellbook or rule by its English words ("Death from Below"), as a card prints it."""
    key = slug(english)
    return Name(f"ability-{key}", {"": english}, others=(f"spellbook-{key}", f"neutral-spellbook-{key}",
                                                                f"log-ability-{key}"))


def area_name(area: object) -> Name:
    return Name(f"area-{slug(str(area))}", {"": str(area), "in": f"in {area}", "into": f"to {area}"})


def unit_name(unit_id: object) -> Name:
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


_IRREGULAR = {"is": "are", "has": "have", "does": "do", "goes": "go", "was": "were"}


def agree(verb: str, plural: bool) -> str:
    """A verb written for one subject ("gathers"), as it reads for many when `plural` ("gather")."""
    if not plural:
        return verb
    lower = verb.lower()
    if lower in _IRREGULAR:
        many = _IRREGULAR[lower]
    elif lower.endswith("ies"):
        many = lower[:-3] + "y"
    elif lower.endswith(("sses", "shes", "ches", "xes", "zzes")):
        many = lower[:-2]
    elif lower.endswith("s"):
        many = lower[:-1]
    else:
        return verb
    return many.capitalize() if verb[0].isupper() else many


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


def power(amount: object) -> str:
    return f"{amount} Power"


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"

