"""Faction registry: each faction is one module exposing `FACTION` (a FactionSpec), found by name.

The engine asks this registry for a faction's facts and never imports a faction itself: a package
of factions (`rules.factions`, whose subpackages are the factions) makes itself known with
`register_package` when it is imported, and its modules are then imported lazily by name, so adding
a faction is adding a module. `register` lets a table (or a test) add a faction defined elsewhere,
and `register_module` names a module outside those packages that defines one, imported when the
faction or one of its events is first needed. The registry is also where the codec finds each
faction's own event types.
"""
from __future__ import annotations

import functools
import importlib
import pkgutil
import threading
from typing import TYPE_CHECKING, Any, Callable, Mapping

from .content import Ability, EffectAbility, FactionSpec, Hook, LoyaltyCard, NeutralSpellbook
from .errors import InvalidOptions

if TYPE_CHECKING:
    from .events import Event

CORE_FACTIONS = ("great_cthulhu", "crawling_chaos", "black_goat", "yellow_sign")
_registered: dict[str, FactionSpec] = {}
_modules: list[str] = []  # modules named by register_module, not imported yet
_packages: list[str] = []  # packages whose subpackages are factions (register_package)
_generation = [0]  # counts the changes of the registry: caches of faction facts key on it


def generation() -> int:
    """A number that changes whenever a faction is registered or unregistered, so that anything
    cached from the factions' specs (unit tables) is keyed on it and never outlives a change."""
    return _generation[0]


def register(spec: FactionSpec) -> None:
    """Make a faction available under `spec.name` (content, not game state)."""
    _registered[spec.name] = spec
    _generation[0] += 1


def register_module(module_name: str) -> None:
    """Make the faction that module `module_name` defines (as `FACTION`) available; the module is
    imported when the faction or one of its events is first needed, so a process that registers it
    at start decodes its events like the core ones."""
    if module_name not in _modules:
        _modules.append(module_name)


def register_package(package_name: str) -> None:
    """Make every subpackage of package `package_name` a faction under its own name, imported when
    the faction is first needed (`rules.factions` registers itself so when it is imported)."""
    if package_name not in _packages:
        _packages.append(package_name)


def unregister(name: str) -> None:
    _registered.pop(name, None)
    _generation[0] += 1


def get(name: str) -> FactionSpec:
    """The faction called `name`, importing `<package>.<name>` of a registered package on first use."""
    spec = _registered.get(name)
    if spec is None and _modules:
        _load_registered_modules()
        spec = _registered.get(name)
    if spec is not None:
        return spec
    if not name.isidentifier():
        raise InvalidOptions(f"Unknown faction {name!r}.")
    for package in _packages:
        try:
            module = importlib.import_module(f"{package}.{name}")
        except ModuleNotFoundError:
            continue
        _registered[name] = _faction_of(module, name)
        return _registered[name]
    raise InvalidOptions(f"Unknown faction {name!r}; core factions: {', '.join(CORE_FACTIONS)}.")


def texts(spec: FactionSpec) -> dict[str, Mapping[str, str]]:
    """The faction card's words, kept with the faction (`<package>/<name>/texts.py`), else the spec's."""
    for package in _packages:
        try:
            found: dict[str, Mapping[str, str]] = importlib.import_module(
                f"{package}.{spec.name}.texts").TEXTS
            return found
        except ModuleNotFoundError:
            continue
    return dict(spec.texts)


def available() -> tuple[str, ...]:
    """Every faction this process offers for new games: the core ones, the other faction modules of
    the registered packages, and those registered from elsewhere, leaving out any whose spec is not `offered`
    (not finished yet; `get` still finds it by name)."""
    return tuple(name for name in known() if get(name).offered)


def known() -> tuple[str, ...]:
    """Every faction this process knows, offered or not."""
    _load_registered_modules()
    here = [name for package in _packages for name in _subpackages(package)]
    return tuple(dict.fromkeys([*CORE_FACTIONS, *here, *_registered]))


@functools.cache
def _subpackages(package: str) -> tuple[str, ...]:
    """The faction folders of a package, read once: the code on disk does not change while the
    process runs (read on every call, it cost a directory listing per event decoded)."""
    return tuple(m.name for m in pkgutil.iter_modules(importlib.import_module(package).__path__)
                 if m.ispkg)


def event_class(type_name: str) -> type[Event] | None:
    """The event class called `type_name` that a known faction or neutral content owns (offered
    or not), or None."""
    names = known()
    key = (generation(), tuple(_packages), tuple(_content_packages), names)
    index = _event_index.get(key)
    if index is None:
        index = {}
        for name in names:
            for cls in get(name).events:
                index.setdefault(cls.TYPE, cls)
        for content in cards().values():
            for cls in content.events:
                index.setdefault(cls.TYPE, cls)
        for book in neutral_spellbooks().values():
            for cls in book.events:
                index.setdefault(cls.TYPE, cls)
        _event_index.clear()
        _event_index[key] = index
    return index.get(type_name)


_event_index: dict[tuple[object, ...], dict[str, type[Event]]] = {}


def _load_registered_modules() -> None:
    while _modules:
        name = _modules.pop(0)
        spec = _faction_of(importlib.import_module(name), name)
        _registered[spec.name] = spec


def _faction_of(module: object, name: str) -> FactionSpec:
    spec = getattr(module, "FACTION", None)
    if not isinstance(spec, FactionSpec):
        raise InvalidOptions(f"Module for faction {name!r} defines no FACTION.")
    return spec


# -- neutral content: Loyalty Cards and neutral Spellbooks ------------------------------------
# A content package (`rules.neutral`) names its modules' CARDS (LoyaltyCard) and SPELLBOOKS
# (NeutralSpellbook); they are read once, on first use, like a faction's module.

_content_packages: list[str] = []
_cards: dict[str, LoyaltyCard] = {}
_books: dict[str, NeutralSpellbook] = {}
_content_loaded: list[str] = []


def register_content_package(package_name: str) -> None:
    """Make the Loyalty Cards and neutral Spellbooks of every module of `package_name` known."""
    if package_name not in _content_packages:
        _content_packages.append(package_name)
        _generation[0] += 1


def register_card(card: LoyaltyCard) -> None:
    """Make one Loyalty Card known (a table's own card, or a test's)."""
    _load_content()
    _cards[card.name] = card
    _generation[0] += 1


def unregister_card(name: str) -> None:
    _cards.pop(name, None)
    _generation[0] += 1


def cards() -> dict[str, LoyaltyCard]:
    """Every known Loyalty Card by name, in the order the content modules list them."""
    _load_content()
    return _cards


def card(name: str) -> LoyaltyCard:
    found = cards().get(name) if isinstance(name, str) else None
    if found is None:
        raise InvalidOptions(f"Unknown Loyalty Card {name!r}.")
    return found


def neutral_spellbooks() -> dict[str, NeutralSpellbook]:
    """Every known neutral Spellbook by name."""
    _load_content()
    return _books


_content_lock = threading.RLock()
_content_done: list[str] = []  # packages read to the end


def _load_content() -> None:
    """Read the content packages not read yet. Under a lock: a thread asking while another reads
    waits for the whole of it (a web server's threads ask at once), while the reading thread, asked
    again by a module it imports, goes on with what it has read so far."""
    if len(_content_done) == len(_content_packages):
        return
    with _content_lock:
        for package in _content_packages:
            if package in _content_loaded:
                continue
            _content_loaded.append(package)
            root = importlib.import_module(package)
            for info in sorted(pkgutil.iter_modules(root.__path__), key=lambda m: m.name):
                module = importlib.import_module(f"{package}.{info.name}")
                for found in getattr(module, "CARDS", ()):
                    _cards[found.name] = found
                for book in getattr(module, "SPELLBOOKS", ()):
                    _books[book.name] = book
            _content_done.append(package)
            _generation[0] += 1


# -- a map's own rules -----------------------------------------------------------------------

_map_abilities: dict[str, tuple[Ability, ...]] = {}


def register_map_abilities(map_name: str, abilities: tuple[Ability, ...]) -> None:
    """The abilities a map's own rules add, registered by the rules module its data file names
    (docs/maps.md): mandatory effects (EffectAbility) on a window hook, run once as the hook is
    reached for a game on that map (Hook table, map effects)."""
    _map_abilities[map_name] = tuple(abilities)


def map_abilities(map_name: str, hook: Hook) -> tuple[Ability, ...]:
    """The mandatory effects map `map_name`'s rules add on `hook` (none for most maps)."""
    return tuple(a for a in _map_abilities.get(map_name, ()) if a.hook == hook and isinstance(a, EffectAbility))


def map_shared_abilities(map_name: str) -> tuple[Ability, ...]:
    """The abilities map `map_name`'s rules give every faction (Actions, demands: the Library at
    Celaeno's Silence Token Actions), in force beside each faction's own (holdings.abilities_of)."""
    return tuple(a for a in _map_abilities.get(map_name, ()) if not isinstance(a, EffectAbility))


def every_map_shared_ability() -> tuple[Ability, ...]:
    """The abilities every map's rules give the factions, for the vocabulary of choices (the maps'
    rules modules are imported as their layouts load: rules.engine.maps.load)."""
    return tuple(a for abilities in _map_abilities.values() for a in abilities if not isinstance(a, EffectAbility))


_map_looks: dict[str, dict[str, Any]] = {}


def register_map_looks(map_name: str, figures: tuple[tuple[str, str], ...] = (),
                       faction_data: tuple[Any, ...] = ()) -> None:
    """What a client shows of a map's own bookkeeping: `figures`, (map_data key, title) of the
    figures standing in the Area the key names (the Library's Custodian and Librarian), and
    `faction_data`, the PublicDatum keys of every faction's bookkeeping the map's rules keep
    (the Library's Silence Tokens)."""
    _map_looks[map_name] = {"figures": figures, "faction_data": faction_data}


def map_looks(map_name: str) -> dict[str, Any]:
    return _map_looks.get(map_name, {"figures": (), "faction_data": ()})


_map_closed_gates: dict[str, Callable[[Any], set[str]]] = {}


def register_map_closed_gates(map_name: str, closed: Callable[[Any], set[str]]) -> None:
    """A map's rule naming the Areas where no Gate may be Controlled now, `closed(state) -> Areas`
    (the Library at Celaeno: where the Custodian or the Librarian stands)."""
    _map_closed_gates[map_name] = closed


def map_closed_gates(state: Any) -> set[str]:
    rule = _map_closed_gates.get(state.map.map_name)
    return rule(state) if rule is not None else set()
