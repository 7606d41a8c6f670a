"""Abhoth (Great Old One Pack 1; master rulebook, Independent Great Old Ones, EN 3127-3153, and the
component lists, EN 3143 and 4026; German rulebook, Großer Alter Set 1; FAQ, Abhoth, EN 5555-5557,
and EN 5169-5171, 5495): Filth tokens are Monsters of Combat 0 that never Move, and Abhoth's
Combat is the number of them on the map.

Filth tokens are the card's figures (`abh.filth.<n>`): in the holder's Pool until placed, on the
map Killed, Pained and targeted like Monsters, and left on the map, no faction's, when Abhoth dies
(LoyaltyCard.tokens), until he Awakens again (FAQ EN 5171)."""
from __future__ import annotations

from typing import Any

from ...engine import events as ev
from ...engine.content import (CardKind, DoomGatesAbility, Hook, LoyaltyCard, Requirement, RulesetOption,
                               TurnAbility, UnitKind, UnitSpec)
from ...engine.loyalty import figures_in_play
from ...engine.prompts import Option
from ...engine.registry import card
from ...engine.state import POOL, State, in_play, in_pool
from ...factions.common import chosen_area, priced
from ...words.describing import Phrase, area_name
from ..common import independent, use, usual_awaken

NAME = "abhoth"
FILTH = "filth"
BOOK, BOOK_ABILITY = "The Brood", "the_brood"
MONSTER_TYPES, MONSTERS = 4, 8

# The German rulebook and the English component list of a later printing (EN 4026) count 12 Filth
# tokens, as does the card's Combat range (0-12); the English Pack 1 list (EN 3143) says 6.
FILTH_TOKENS = RulesetOption(
    "abhoth_filth_tokens", 12, (12, 6),
    "Great Old One Pack 1: Abhoth comes with 12 Filth tokens (German rulebook, English component list "
    "EN 4026, his Combat of 0-12); the English Pack 1 list (EN 3143) names 6")

FILTH_SPEC = UnitSpec(FILTH, UnitKind.MONSTER, 12, 0, 0, title="Filth", summoned=False, moves=False)


def _filth_on_map(state: State) -> list[str]:
    return [u for u in state.units if u.startswith("abh.filth.") and state.units[u] in state.map.areas]


def abhoth_combat(state: State, faction: str, enemy: str, count: int) -> int:
    """The number of Filth tokens on the map (0 to 12)."""
    return count * len(_filth_on_map(state))


def _number(uid: str) -> int:
    return int(uid.rsplit(".", 1)[1])


def _free_filth(state: State, faction: str) -> list[str]:
    """The Filth tokens of the holder's Pool the game plays with (the ruleset's count)."""
    count: int = state.options.get(FILTH_TOKENS.name, FILTH_TOKENS.default)
    return sorted((u for u in in_pool(state, faction, FILTH) if _number(u) <= count), key=_number)


def filth_options(state: State, faction: str, ctx: object) -> list[Option]:
    """Filth (Action, 1 Power): put a Filth token in any Area, Abhoth in play."""
    if not figures_in_play(state, card(NAME)) or state.power[faction] < 1 or not _free_filth(state, faction):
        return []
    priced_at = {a: priced(state, faction, FILTH, 1, a) for a in sorted(state.map.areas)}
    return [use(FILTH, Phrase("option-filth", {"area": area_name(a), "cost": cost}), area=a)
            for a, cost in priced_at.items() if cost <= state.power[faction]]


def filth(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    return [ev.UnitPlaced(_free_filth(state, faction)[0], POOL, choice["area"], FILTH)]


def the_brood(state: State, owner: str, faction: str, areas: tuple[str, ...]) -> tuple[str, ...]:
    """The Brood: a Gate in an Area with Filth gives no Doom in the Doom Phase, but to Abhoth's
    holder."""
    if faction == owner:
        return areas
    fouled = {state.units[u] for u in _filth_on_map(state)}
    return tuple(a for a in areas if a not in fouled)


def brood_of_monsters(state: State, faction: str) -> bool:
    """The Spellbook's requirement: 4 or more types of Monster in play, or 8 or more Monsters
    (Filth counts for both)."""
    table = state.table
    monsters = [u for u in in_play(state, faction) if table[u].spec.monster]
    return len({table[u].type for u in monsters}) >= MONSTER_TYPES or len(monsters) >= MONSTERS


ABHOTH = LoyaltyCard(
    name=NAME,
    title="Abhoth",
    kind=CardKind.INDEPENDENT,
    short="abh",
    units=(independent("abhoth", "Abhoth", abhoth_combat, cost=4), FILTH_SPEC),
    tokens=(FILTH,),
    cost=4,
    combat="the number of Filth tokens on the map",
    awaken=usual_awaken(NAME),
    abilities=(
        TurnAbility(FILTH, Hook.ACTION, filth_options, filth, cost=1, acts_in=chosen_area, fields={"area": "area"},
                    great_old_one="abhoth"),
    ),
    spellbook=BOOK,
    requirement=Requirement("Have 4 or more types of Monster in play, or 8 or more Monsters (Filth "
                            "counts).", holds=brood_of_monsters),
    book_abilities=(DoomGatesAbility(BOOK_ABILITY, Hook.DOOM_GATES, doom_gates=the_brood),),
    texts={
        "Abhoth": "Awaken him at a Gate you Control where one of your Great Old Ones stands, for 4 "
                  "Power. His Combat is the number of Filth tokens on the map.",
        "Filth": "Action, 1 Power: put a Filth token in any Area. A Filth token is one of your "
                 "Monsters with Combat 0 that never Moves nor acts; it is Killed, Pained and "
                 "targeted like any Monster. When Abhoth dies the tokens on the map stay there, no "
                 "one's, until he Awakens again.",
        "Spellbook requirement": "Have 4 or more types of Monster in play, or 8 or more Monsters; "
                                 "Filth counts for both.",
        BOOK: "Gates in Areas with Filth give no Doom in the Doom Phase (neither as the Doom Track "
              "advances nor in a Ritual), except to you.",
    },
    source="master rulebook, Independent Great Old Ones (EN 3097-3153), component lists EN 3143 "
           "and 4026; German rulebook, Großer Alter Set 1; FAQ EN 5555-5557, 5169-5171, 5495; card "
           "facts from secondary sources",
    grade="H",
    pack="Great Old One Pack 1",
    options=(FILTH_TOKENS,),
)
