"""The registry of event describers and the helpers that name factions, units and seats.

rules.words.sentences is the entry point: it also loads the core game's describers. `sentence(type,
payload, secret, seats)` describes an event from what its viewer receives: the
payload, and the secret part only when the viewer may see it (the caller redacts first), so a
sentence can never say more than the event it describes. Describers are registered per event type;
a faction module or another package registers describers for its own events with `describes`.
"""
from __future__ import annotations

from typing import Any, Callable, Mapping

from ..engine import phrases
# The phrase data and the names in it live in the engine's layer; re-exported for describers.
from ..engine.phrases import (
    Listing as Listing, Name as Name, Phrase as Phrase, _is_great_old_one as _is_great_old_one,
    _spec as _spec, _spec_by_short as _spec_by_short, _unit_spec as _unit_spec, _words as
    _words, ability_name as ability_name, area_name as area_name, faction_name as faction_name,
    faction_possessive as faction_possessive, faction_title as faction_title, is_faction as
    is_faction, plural_title as plural_title, slug as slug, unit_label as unit_label, unit_name
    as unit_name, unit_title as unit_title, unit_with_article as unit_with_article)



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


def power(amount: object) -> str:
    return f"{amount} Power"


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


phrases.set_renderer(render)  # the engine words its options through this layer
