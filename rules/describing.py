"""The registry of event describers and the helpers that name factions, units and seats.

rules.sentences is the entry point: it also loads the core game's describers. `sentence(type,
payload, secret, seats)` describes an event from what its viewer receives: the
payload, and the secret part only when the viewer may see it (the caller redacts first), so a
sentence can never say more than the event it describes. Describers are registered per event type;
a faction module or another package registers describers for its own events with `describes`.
"""
from __future__ import annotations

from typing import Any, Callable, Mapping

from . import factions
from .content import FactionSpec

Describer = Callable[["Context"], str]
_DESCRIBERS: dict[str, Describer] = {}


class Context:
    """An event as its viewer sees it, with helpers that name factions, units and seats."""

    __slots__ = ("type", "payload", "secret", "seats")

    def __init__(self, type_name: str, payload: Mapping[str, Any], secret: Mapping[str, Any] | None,
                 seats: Mapping[str, str] | None):
        self.type, self.payload, self.secret, self.seats = type_name, payload, secret or {}, seats or {}

    def __getitem__(self, key: str) -> Any:
        return self.payload.get(key)

    def faction(self, key: str = "faction") -> str:
        return faction_title(self.payload.get(key))

    def unit(self, key: str = "unit") -> str:
        return unit_title(self.payload.get(key))

    def seat(self, key: str = "seat") -> str:
        seat = self.payload.get(key)
        faction = self.seats.get(seat)
        return f"{faction_title(faction)} ({seat})" if faction else str(seat).capitalize()


def describes(*type_names: str) -> Callable[[Describer], Describer]:
    """Register the decorated function as the describer of `type_names`."""
    def register(describer: Describer) -> Describer:
        for name in type_names:
            _DESCRIBERS[name] = describer
        return describer
    return register


def described_types() -> frozenset[str]:
    return frozenset(_DESCRIBERS)


def sentence(type_name: str, payload: Mapping[str, Any], secret: Mapping[str, Any] | None = None,
             seats: Mapping[str, str] | None = None) -> str:
    """The sentence for one event; a plain fallback for a type nobody describes."""
    describer = _DESCRIBERS.get(type_name)
    if describer is None:
        return _words(type_name) + "."
    return describer(Context(type_name, payload, secret, seats))


def _spec_by_short(short: str) -> FactionSpec | None:
    # The core factions first: listing every registered faction reads the package's modules.
    for names in (factions.CORE_FACTIONS, factions.known()):
        for spec in map(factions.get, names):
            if spec.short == short:
                return spec
    return None


def faction_title(name: object) -> str:
    if not isinstance(name, str):
        return "Nobody"
    try:
        return factions.get(name).title
    except Exception:  # an unknown name still reads as words
        return _words(name)


def unit_title(unit_id: object) -> str:
    """`<short>.<unit type>.<n>` -> "<faction title>'s <unit title>" (a unit of a known faction)."""
    if not isinstance(unit_id, str) or unit_id.count(".") != 2:
        return str(unit_id)
    short, kind, _ = unit_id.split(".")
    spec = _spec_by_short(short)
    if spec is None:
        return _words(kind)
    try:
        label = spec.unit(kind).label
    except KeyError:
        label = _words(kind)
    return f"{spec.title}'s {label}"


def _words(name: str) -> str:
    spaced = "".join(" " + c if c.isupper() and i else c for i, c in enumerate(name))
    return spaced.replace("_", " ").strip().capitalize()


def power(amount: object) -> str:
    return f"{amount} Power"


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"

