"""What a faction holds besides its own card: Loyalty Cards and neutral Spellbooks, and so the
abilities in force for it in a game.

A faction's abilities are those of its faction card (FactionSpec.abilities), then those of each
Loyalty Card it holds (with the card's Spellbook's once earned), those of each neutral Spellbook it
holds, and the AWAKEN abilities of the cards still in the supply, which anyone may Awaken (master
rulebook, Independent Great Old Ones), and the abilities a card in the game gives every faction
(`LoyaltyCard.everyone`). The engine asks `abilities_on` wherever it calls a hook, so
content that is no faction's plugs into the same hooks as a faction's abilities.
"""
from __future__ import annotations

from .content import Ability, Hook, LoyaltyCard
from .mind_control import in_force
from .registry import card, map_shared_abilities, neutral_spellbooks
from .state import OFF_MAP, State, spec_of

# Where a card's figure waits off the map (still in play, no faction's Area): on an enemy's Spellbook
# (the Moonbeast: ON_SPELLBOOK + "<faction>:<Spellbook>") or on its holder's faction card (the
# Dimensional Shambler: ON_FACTION_CARD + "<faction>").
ON_SPELLBOOK = OFF_MAP + "spellbook:"
ON_FACTION_CARD = OFF_MAP + "card:"


def cards_in_game(state: State) -> list[LoyaltyCard]:
    """The game's Loyalty Cards (kept on the state, which never changes)."""
    found: list[LoyaltyCard] | None = state.__dict__.get("_cards")
    if found is None:
        found = [card(name) for name in state.loyalty]
        state.__dict__["_cards"] = found
    return found


def holder(state: State, name: str) -> str | None:
    """The faction holding the card `name`, or None (in the supply, or a shared card)."""
    found: str | None = state.loyalty[name]["owner"]
    return found


def cards_held(state: State, faction: str) -> list[LoyaltyCard]:
    """The Loyalty Cards `faction` holds, shared ones (High Priests) included."""
    return [c for c in cards_in_game(state) if c.shared or state.loyalty[c.name]["owner"] == faction]


def has_card_book(state: State, name: str) -> bool:
    """The card's own Spellbook is on it."""
    return name in state.loyalty and bool(state.loyalty[name]["book"])


def in_supply(state: State, name: str) -> bool:
    return name in state.loyalty and state.loyalty[name]["owner"] is None


def card_of_unit(state: State, uid: str) -> LoyaltyCard | None:
    """The card whose figure `uid` is, or None for a faction's own unit."""
    short = uid.split(".", 1)[0]
    for found in cards_in_game(state):
        if found.short == short:
            return found
    return None


def covered_books(state: State, faction: str) -> frozenset[str]:
    """The Spellbooks on `faction`'s card a figure covers (a Moonbeast's ON_SPELLBOOK place): they
    still count as the faction's but cannot be used (master rulebook, FAQ, Neutral Monsters,
    Moonbeast). Computed once per state, and only in a game with Loyalty Cards."""
    if not state.loyalty:
        return frozenset()
    found: dict[str, frozenset[str]] | None = state.__dict__.get("_covered_books")
    if found is None:
        covered: dict[str, set[str]] = {}
        for where in state.units.values():
            if where.startswith(ON_SPELLBOOK):
                victim, _, book = where[len(ON_SPELLBOOK):].partition(":")
                covered.setdefault(victim, set()).add(book)
        found = {f: frozenset(books) for f, books in covered.items()}
        state.__dict__["_covered_books"] = found
    return found.get(faction, frozenset())


def abilities_of(state: State, faction: str) -> tuple[Ability, ...]:
    """Every ability in force for `faction` in this game (kept on the state, which never changes)."""
    shared = map_shared_abilities(state.map.map_name)
    if not state.loyalty and not state.neutral_books and not shared:  # the usual game: the faction card's alone
        return spec_of(faction).abilities
    key = "_abilities:" + faction
    found: tuple[Ability, ...] | None = state.__dict__.get(key)
    if found is None:
        found = spec_of(faction).abilities + _held(state, faction) + shared
        state.__dict__[key] = found
    return found


def abilities_on(state: State, faction: str, hook: Hook) -> tuple[Ability, ...]:
    """The abilities in force for `faction` on `hook`, its faction card's first; a Great Old One's
    own ability is not while it is under Mind Control (rules.engine.mind_control)."""
    if not state.loyalty and not state.neutral_books and not map_shared_abilities(state.map.map_name):
        return spec_of(faction).abilities_on(hook)
    key = "_on:" + faction
    by_hook: dict[Hook, tuple[Ability, ...]] | None = state.__dict__.get(key)
    if by_hook is None:
        by_hook = {}
        for ability in abilities_of(state, faction):
            if ability.great_old_one and not in_force(state, faction, ability):
                continue  # Mind Control: the Great Old One shares an Area with an enemy Elder Thing
            by_hook[ability.hook] = by_hook.get(ability.hook, ()) + (ability,)
        state.__dict__[key] = by_hook
    return by_hook.get(hook, ())


def _held(state: State, faction: str) -> tuple[Ability, ...]:
    out: list[Ability] = []
    for held in cards_held(state, faction):
        out += held.abilities
        if has_card_book(state, held.name):
            out += held.book_abilities
    books = neutral_spellbooks()
    for name, owner in state.neutral_books.items():
        if owner == faction and name in books:
            out += books[name].abilities
    out += [c.awaken for c in cards_in_game(state) if c.awaken is not None and in_supply(state, c.name)]
    out += [a for c in cards_in_game(state) for a in c.everyone]
    return tuple(out)
