"""Ghatanothoa, an Independent Great Old One of GOO Pack 2 (master rulebook, Great Old One Pack 2,
EN 3155-3173; FAQ EN 5849-5851 on Mummify; the card's words from the strategy wiki).

Awakened as usual for 4 Power; his Combat is the number of Cultists his Battle opponent has on the
map. Mummify (Action, 1 Power): every enemy Acolyte in his Area is laid down. A laid-down Acolyte
may not Move, takes no part in a Battle and gives no Power in the next Gather Power; it still
Controls its Gate and may be Captured; all stand up in the Doom Phase. Spellbook requirement: in
a Doom Phase your Gates and Cultists number fewer than 6, or, as your Action, pay 4 Power.
Execration of Mu: Mummify is no longer an Action; every enemy Acolyte sharing his Area is laid
down at once.

The laid-down Acolytes are the holder's bookkeeping (`faction_data[holder]["mummified"]`, unit ids);
the card's abilities on the engine's hooks honour it while the card is held: MAY_MOVE (no Move),
BATTLE_DECLARED and DECLARE_BATTLE (no part in a Battle), GATHER_POWER (no Power).
"""
from __future__ import annotations

from typing import Any

from ..engine import events as ev
from ..engine.content import UnitKind
from ..engine.holdings import has_card_book
from ..engine.mind_control import mind_controlled
from ..engine.pieces import strength
from ..engine.prompts import Option
from ..engine.records import UnitLostContext, WindowContext
from ..engine.state import Phase, State, controlled_gates, cultists_in_play, on_map, units_in
from ..factions.common import data, of_kind, of_type, priced
from ..words.describing import Phrase, area_name
from .common import figure_area, use

NAME = "ghatanothoa"
SHORT = "gh"
FIGURE = f"{SHORT}.ghatanothoa.1"
MUMMIFY = "mummify"
MUMMIFIED = "mummified"  # the holder's bookkeeping: the laid-down Acolytes
REQUIREMENT_ACTION = "ghatanothoa_requirement"
REQUIREMENT_COST = 4
FEWER_THAN = 6


def combat(state: State, faction: str, enemy: str, count: int) -> int:
    """As many dice as the enemy in the Battle has Cultists on the map (High Priests count)."""
    return count * len(of_kind(state, on_map(state, enemy), UnitKind.CULTIST))


# -- who is laid down ------------------------------------------------------------------------

def laid_down(state: State, holder: str) -> list[str]:
    """The Acolytes the holder's Ghatanothoa has laid down, as long as they stay on the map."""
    return [u for u in data(state, holder, MUMMIFIED, ()) if state.units.get(u) in state.map.areas]


def _in_his_area(state: State, holder: str) -> list[str]:
    """The enemy Acolytes sharing Ghatanothoa's Area (FAQ: Mummify names Acolyte Cultists only)."""
    area = figure_area(state, FIGURE)
    if area is None:
        return []
    table = state.table
    return of_type(state, [u for u in units_in(state, area) if table[u].faction not in (holder, None)], "acolyte")


def _execration(state: State, holder: str) -> list[str]:
    """Execration of Mu lays down the enemy Acolytes in his Area, unless an enemy Elder Thing there
    keeps him from Mummifying at all (FAQ EN 5495)."""
    if not has_card_book(state, NAME) or mind_controlled(state, FIGURE):
        return []
    return _in_his_area(state, holder)


def _record(holder: str, before: list[str], after: list[str]) -> list[ev.Event]:
    """The bookkeeping changed to `after` (nothing when it is unchanged; None once empty)."""
    if sorted(before) == sorted(after):
        return []
    return [ev.FactionDataSet(holder, MUMMIFIED, tuple(sorted(after)) or None)]


# -- Mummify ---------------------------------------------------------------------------------

def mummify_area(state: State, faction: str, choice: dict[str, Any]) -> tuple[str, ...]:
    area = figure_area(state, FIGURE)
    return (area,) if area is not None else ()


def mummify_options(state: State, faction: str, ctx: object) -> list[Option]:
    """The Action, while some enemy Acolyte in his Area still stands (with Execration of Mu it is
    no Action any more: it happens by itself)."""
    if has_card_book(state, NAME):
        return []
    standing = [u for u in _in_his_area(state, faction) if u not in laid_down(state, faction)]
    area = figure_area(state, FIGURE)
    if not standing or area is None or priced(state, faction, MUMMIFY, 1, area) > state.power[faction]:
        return []
    return [use(MUMMIFY, Phrase("option-mummify", {"area": area_name(area),
                                              "cost": priced(state, faction, MUMMIFY, 1, area)}))]


def mummify(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    before = laid_down(state, faction)
    return _record(faction, before, sorted(set(before) | set(_in_his_area(state, faction))))


def upkeep(state: State, faction: str, choice: None, ctx: WindowContext) -> list[ev.Event]:
    """After any player's Action: an Acolyte that left the map is no longer laid down (back on
    the map later, it stands); with Execration of Mu, enemy Acolytes now sharing his Area lie down."""
    before = list(data(state, faction, MUMMIFIED, ()))
    after = sorted(set(laid_down(state, faction)) | set(_execration(state, faction)))
    return _record(faction, before, after)


def stand_up(state: State, faction: str, choice: None, ctx: WindowContext) -> list[ev.Event]:
    """As the Doom Phase begins every laid-down Acolyte stands up; with Execration of Mu, those
    sharing his Area lie down again at once."""
    return _record(faction, list(data(state, faction, MUMMIFIED, ())), _execration(state, faction))


def ghatanothoa_lost(state: State, faction: str, choice: None, ctx: UnitLostContext) -> list[ev.Event]:
    """Ghatanothoa dies: his card goes back to the supply and nothing of it stays in force, so his
    laid-down Acolytes stand up (our reading: the card says only that they stand up in the Doom
    Phase)."""
    if ctx.event.unit != FIGURE:
        return []
    return _record(faction, list(data(state, faction, MUMMIFIED, ())), [])


# -- what a laid-down Acolyte may not do -------------------------------------------------------

def may_move(state: State, owner: str, faction: str, uid: str) -> bool:
    """A laid-down Acolyte may not Move."""
    return uid not in laid_down(state, owner)


def out_of_battle(state: State, faction: str, choice: None, ctx: WindowContext) -> list[ev.Event]:
    """A Battle declared where laid-down Acolytes stand: they take no part in it."""
    here = [u for u in laid_down(state, faction) if state.units[u] == ctx.area]
    return [ev.UnitsExempted(tuple(here))] if here else []


def battle_rule(state: State, owner: str, attacker: str, defender: str, area: str, allowed: bool) -> bool:
    """No Battle against a side whose only units there lie down, nor by a side whose standing
    units there have no Combat."""
    laid = set(laid_down(state, owner))
    if not allowed or not laid:
        return allowed
    mine = [u for u in units_in(state, area, attacker) if u not in laid]
    theirs = [u for u in units_in(state, area, defender) if u not in laid]
    return bool(theirs) and strength(state, attacker, defender, mine) >= 1


def no_power(state: State, owner: str, faction: str) -> int:
    """Gather Power: a laid-down Acolyte gives its owner no Power."""
    table = state.table
    return -sum(table[u].spec.power or 0 for u in laid_down(state, owner) if table[u].faction == faction)


# -- the Spellbook requirement ---------------------------------------------------------------

def few_gates_and_cultists(state: State, faction: str) -> bool:
    """In a Doom Phase, the holder's Controlled Gates and Cultists number fewer than 6."""
    if state.phase != Phase.DOOM:
        return False
    return len(controlled_gates(state, faction)) + len(cultists_in_play(state, faction)) < FEWER_THAN


def requirement_options(state: State, faction: str, ctx: object) -> list[Option]:
    """Or, as the holder's Action, pay 4 Power."""
    if has_card_book(state, NAME) or figure_area(state, FIGURE) is None or \
            state.power[faction] < REQUIREMENT_COST:
        return []
    return [use(REQUIREMENT_ACTION, Phrase("option-execration-of-mu", {"cost": REQUIREMENT_COST}))]


def requirement_action(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    return [ev.CardSpellbookEarned(faction, NAME)]
