"""Ancient Sorcery (master rulebook, Sleeper, Ancient Sorcery and its FAQ; docs/factions.md,
Sleeper): a Serpent Man goes onto an enemy's faction card, and until the end of the next Doom Phase
Sleeper uses that faction's unique ability; then he returns to any Area and Sleeper gains 1 Power.

Sleeper knows the unique abilities of the core factions (Immortal, Flight, Fertility Cult, Feast);
wording that names the enemy's Great Old One applies to Tsathoggua (FAQ, Sleeper). An enemy whose
unique ability is not listed here cannot be chosen.
"""
from __future__ import annotations

from typing import Any, Callable

from ...engine import events as ev
from ...engine.actions import summon_cost
from ...engine.hooks import ability_may_enter, action_cost
from ...engine.pieces import a_unit_said
from ...words.describing import Phrase, ability_name, area_name, faction_name
from ...engine.records import Demand, WindowContext
from ...engine.state import POOL, State, controlled_gates, on_map, units_in
from ..common import answer, data, demand, done, has_book, summoned_monsters, use
from ..tcho_tcho.actions import sycophancy_asked
from .events import card
from .ruleset import SORCERY_RETURN
from ...engine.prompts import Option

# The unique ability Sleeper borrows from each faction it knows.
BORROWED = {"great_cthulhu": "Immortal", "crawling_chaos": "Flight", "black_goat": "Fertility Cult",
            "yellow_sign": "Feast", "tcho_tcho": "Sycophancy"}


def sorcerers(state: State, faction: str) -> dict[str, str]:
    """Enemy faction -> the Serpent Man on its card."""
    return dict(data(state, faction, "sorcery", {}) or {})


def borrowing(state: State, faction: str, enemy: str) -> bool:
    return enemy in sorcerers(state, faction)


def _serpent_men(state: State, faction: str) -> dict[str, str]:
    """Area -> a Serpent Man of yours there."""
    found: dict[str, str] = {}
    for uid in sorted(on_map(state, faction)):
        if state.table[uid].type == "serpent_man":
            found.setdefault(state.units[uid], uid)
    return found


# -- sending a Serpent Man -------------------------------------------------------------------

def sorcery_options(state: State, faction: str, ctx: object) -> list[Option]:
    """Ancient Sorcery (1 Power): a Serpent Man from the map onto the card of an enemy whose unique
    ability you may borrow, one Serpent Man per enemy."""
    if not has_book(state, faction, "Ancient Sorcery") or state.power[faction] < 1:
        return []
    enemies = [f for f in state.order if f != faction and f in BORROWED and not borrowing(state, faction, f)]
    return [use("ancient_sorcery", Phrase("option-ancient-sorcery", {
                "area": area_name(area), "enemy": faction_name(enemy),
                "ability": ability_name(BORROWED[enemy], BORROWED[enemy])}), area=area, enemy=enemy)
            for area in sorted(_serpent_men(state, faction)) for enemy in enemies]


def sorcery(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    uid = _serpent_men(state, faction)[choice["area"]]
    return [ev.UnitPlaced(uid, choice["area"], card(faction), "ancient_sorcery"),
            ev.FactionDataSet(faction, "sorcery", {**sorcerers(state, faction), choice["enemy"]: uid})]


# -- the return ------------------------------------------------------------------------------

def _returns_on_ritual_turn(state: State) -> bool:
    reading: object = state.options.get(SORCERY_RETURN.name, SORCERY_RETURN.default)
    return reading == "ritual_turn"


# `use` or `answer` (rules.factions.common): an option of an ability, or an answer to a demand.
MakeOption = Callable[..., Option]


def _return_options(state: State, faction: str, ability: str, make: MakeOption) -> list[Option]:
    return [make(ability, Phrase("option-ancient-sorcery-return", {"enemy": faction_name(enemy), "area": area_name(area)}),
                 enemy=enemy, area=area)
            for enemy, uid in sorted(sorcerers(state, faction).items()) for area in state.map.areas
            if ability_may_enter(state, faction, uid, area)]  # Cosmic Terror: the Serpent Man comes back alone


def ritual_turn_return_options(state: State, faction: str, ctx: object) -> list[Option]:
    """On Sleeper's Ritual turn (the default reading), so the Power can help pay for the Ritual."""
    if not _returns_on_ritual_turn(state):
        return []
    return _return_options(state, faction, "ancient_sorcery_return", use)


def _returned(state: State, faction: str, enemy: str, area: str) -> list[ev.Event]:
    left = sorcerers(state, faction)
    uid = left.pop(enemy)
    return [ev.UnitPlaced(uid, card(faction), area, "ancient_sorcery_return"),
            ev.PowerChanged(faction, 1, "ancient_sorcery"),
            ev.FactionDataSet(faction, "sorcery", left or None)]


def return_on_ritual_turn(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    return _returned(state, faction, choice["enemy"], choice["area"])


def doom_phase_end(state: State, faction: str, choice: dict[str, Any] | None,
                   ctx: WindowContext) -> list[ev.Event]:
    """At the very end of the Doom Phase every Serpent Man still on a card comes back (the Sleeper
    chooses where): not an Action, so no Ice Age tax (FAQ, Sleeper)."""
    if not sorcerers(state, faction):
        return []
    return [demand(faction, "ancient_sorcery_back", faction, kind="ancient_sorcery")]


def back_options(state: State, faction: str, d: Demand) -> list[Option]:
    return _return_options(state, faction, "ancient_sorcery_back", answer)


def back(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    out = _returned(state, faction, choice["enemy"], choice["area"])
    return out + ([] if len(sorcerers(state, faction)) > 1 else [done(faction)])


# -- the borrowed abilities ------------------------------------------------------------------

def immortal(state: State, faction: str) -> bool:
    """Immortal (Great Cthulhu): re-Awakening costs 4, and Awakening draws 1 Elder Sign."""
    return borrowing(state, faction, "great_cthulhu")


def sleeper_reach(state: State, faction: str, uid: str) -> set[str]:
    """Where a unit of Sleeper's may Move: the adjacent Areas, or with Flight (Crawling Chaos) up to
    2 Areas away; Flight combines with Burrow (FAQ, Sleeper)."""
    adjacency = state.map.adjacency
    here = state.units[uid]
    near = set(adjacency[here])
    if not borrowing(state, faction, "crawling_chaos"):
        return near
    return (near | {b for a in near for b in adjacency[a]}) - {here}


def sycophancy(state: State, faction: str, choice: None, ctx: WindowContext) -> list[ev.Event]:
    """Sycophancy (Tcho-Tcho): it covers the whole Doom Phase, so Sleeper may borrow it (FAQ,
    Tcho-Tcho); an enemy's Ritual then asks that enemy to give Sleeper 1 Doom or gain 1 less."""
    if ctx.ritual_by is None or not borrowing(state, faction, "tcho_tcho"):
        return []
    return sycophancy_asked(state, faction, ctx.ritual_by, "borrowed_sycophancy")


def feast(state: State, faction: str) -> int:
    """Feast (Yellow Sign): 1 Power per Area with a Desecration token and a unit of Sleeper's."""
    if not borrowing(state, faction, "yellow_sign"):
        return 0
    marked = data(state, "yellow_sign", "desecrated", ()) or ()
    return sum(1 for area in marked if units_in(state, area, faction))


def _pool_monsters(state: State, faction: str) -> dict[str, str]:
    """Fertility Cult Summons Monsters: Sleeper's own and the Neutral Monsters it holds, no Terror."""
    return summoned_monsters(state, faction)


def _summon_cost(state: State, faction: str, uid: str, area: str, paid: str | None = None) -> int:
    """The Monster's Summon cost at `area`, with what COST abilities add there (Ice Age), paid once
    per Action: nothing more at `paid`, the Area the Action already paid it for (FAQ, Windwalker)."""
    base = summon_cost(state, faction, uid)
    return base if area == paid else action_cost(state, faction, "summon", area, base)


def _summons(state: State, faction: str, ability: str, make: MakeOption, suffix: str,
             paid: str | None = None) -> list[Option]:
    """One option per Monster type in the Pool and Gate you Control that you can pay for; `suffix`
    says what follows ("more": more may follow, "unlimited": as an Unlimited Action, "": nothing)."""
    opts: list[Option] = []
    for unit_type, uid in sorted(_pool_monsters(state, faction).items()):
        for area in sorted(controlled_gates(state, faction)):
            cost = _summon_cost(state, faction, uid, area, paid)
            if cost <= state.power[faction]:
                opts.append(make(ability, Phrase("option-fertility-cult-summon", {
                    "unit": a_unit_said(state, uid), "area": area_name(area), "cost": cost, "then": suffix or "none"}),
                    unit_type=unit_type, area=area))
    return opts


def _fertility_mode(state: State, faction: str) -> str | None:
    """How the table plays Fertility Cult (rulings R7), when Sleeper borrows it; None otherwise."""
    if not borrowing(state, faction, "black_goat"):
        return None
    mode: str = state.options.get("fertility_cult", "multi_summon")
    return mode


def fertility_options(state: State, faction: str, ctx: object) -> list[Option]:
    """Fertility Cult (Black Goat), usual reading (multi_summon): one Summon Action, then more."""
    if _fertility_mode(state, faction) != "multi_summon":
        return []
    return _summons(state, faction, "sorcery_fertility_cult", use, "more")


def fertility_unlimited_options(state: State, faction: str, ctx: object) -> list[Option]:
    """Fertility Cult, variant (rulings R7, unlimited_summon): Summon as an Unlimited Action."""
    if _fertility_mode(state, faction) != "unlimited_summon":
        return []
    return _summons(state, faction, "sorcery_fertility_unlimited", use, "unlimited")


def _summon(state: State, faction: str, choice: dict[str, Any], paid: str | None = None) -> list[ev.Event]:
    uid = _pool_monsters(state, faction)[choice["unit_type"]]
    cost = _summon_cost(state, faction, uid, choice["area"], paid)
    return [ev.PowerChanged(faction, -cost, "summon"), ev.UnitPlaced(uid, POOL, choice["area"], "summon")]


def _taxed(state: State, faction: str, choice: dict[str, Any]) -> bool:
    """A COST ability adds to a Summon at the chosen Area (Ice Age): the Action pays it once there."""
    uid = _pool_monsters(state, faction)[choice["unit_type"]]
    return _summon_cost(state, faction, uid, choice["area"]) > summon_cost(state, faction, uid)


def fertility(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    """The first Summon of the Action; the demand keeps the Area it paid Ice Age's +1 for."""
    paid = {"area": choice["area"]} if _taxed(state, faction, choice) else {}
    return _summon(state, faction, choice) + [demand(faction, "sorcery_fertility_more", faction, kind="summon",
                                                     **paid)]


def fertility_unlimited(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    return _summon(state, faction, choice)


def fertility_more_options(state: State, faction: str, d: Demand) -> list[Option]:
    return _summons(state, faction, "sorcery_fertility_more", answer, "", d.area) + [
        answer("sorcery_fertility_more", Phrase("option-fertility-cult-stop"), unit_type=None, area=None)]


def fertility_more(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    if choice["unit_type"] is None:
        return [done(faction)]
    out = _summon(state, faction, choice, d.area)
    if choice["area"] != d.area and _taxed(state, faction, choice):  # paid here now: not again this Action
        out.append(demand(faction, "sorcery_fertility_more", faction, kind="summon", area=choice["area"]))
    return out
