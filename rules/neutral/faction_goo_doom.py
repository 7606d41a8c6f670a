"""The faction Great Old Ones as Independents, continued (German rulebook, DE 2234-2475):
Tsathoggua's Death from Below and Lethargy, Ubbo-Sathla's Growth, Sycophancy and Infernal Banquet,
Rhan-Tegoth's Herald, Ithaqua's Hibernate and Ferox, their requirements, and the Combat of the Great
Old Ones that count the enemy factions' own Great Old Ones.

Every ability acts for the card's holder (`faction`) with the card's own figure; the factions' own
code is used where it serves any faction (Sleeper's cheapest Monsters, Windwalker's Hibernate turn
rule and poles, Opener of the Way's count of faction Great Old Ones).
"""
from __future__ import annotations

from typing import Any

from ..engine import events as ev
from ..engine.evolve import evolver
from ..engine.hooks import action_cost, may_act
from ..engine.prompts import Option
from ..engine.records import Demand, RitualTurnContext, WindowContext
from ..engine.rng import roll_dice
from ..engine.state import POOL, State, areas_with_units, controlled_gates
from ..factions.common import answer, data, demand, done, others
from ..factions.opener_of_the_way.units import enemy_faction_great_old_ones
from ..factions.sleeper.actions import cheapest_monsters
from ..factions.windwalker.actions import poles
from ..words.describing import Phrase, area_name, faction_name
from ..engine.pieces import a_unit_said
from .common import use
from .faction_goo_figures import ITHAQUA, RHAN, TSATHOGGUA, UBBO, alive, book_missing, earned


def faction_great_old_ones_combat(state: State, faction: str, enemy: str, count: int) -> int:
    """Yog-Sothoth's and Tsathoggua's Combat: the enemy factions' own Great Old Ones in play (no
    Independent counts)."""
    return count * enemy_faction_great_old_ones(state, faction)


# -- Tsathoggua: Death from Below, the gift of Power, Lethargy -----------------------------------

DEATH_FROM_BELOW = "independent_death_from_below"
DEATH_ROUND = "independent_death_from_below_round"


def death_from_below_options(state: State, faction: str, ctx: RitualTurnContext) -> list[Option]:
    """Death from Below (Doom Phase, on your Ritual turn, once): the cheapest Monster of your Pool
    into an Area with a unit of yours; with several of that cost, you pick which."""
    if not alive(state, TSATHOGGUA) or data(state, faction, DEATH_ROUND) == state.round:
        return []
    monsters = cheapest_monsters(state, faction)
    return [use(DEATH_FROM_BELOW, Phrase("option-independent-death-from-below", {"unit": a_unit_said(state, uid),
                                                                                "area": area_name(area)}),
                unit_type=unit_type, area=area)
            for unit_type, uid in sorted(monsters.items()) for area in sorted(areas_with_units(state, faction))]


def death_from_below(state: State, faction: str, choice: dict[str, Any], ctx: None) -> list[ev.Event]:
    uid = cheapest_monsters(state, faction)[choice["unit_type"]]
    return [ev.UnitPlaced(uid, POOL, choice["area"], "death_from_below"),
            ev.FactionDataSet(faction, DEATH_ROUND, state.round)]


TSATHOGGUA_GIFT = "independent_gift_of_power"
GIFT = 3


def power_gift_options(state: State, faction: str, ctx: None) -> list[Option]:
    """Tsathoggua's requirement: as your Action, spend 3 Power; an enemy of your choice gains 3."""
    cost = action_cost(state, faction, TSATHOGGUA_GIFT, None, GIFT)
    if not alive(state, TSATHOGGUA) or not book_missing(state, TSATHOGGUA) or cost > state.power[faction]:
        return []
    return [use(TSATHOGGUA_GIFT, Phrase("option-independent-tsathoggua-gift", {"cost": cost, "faction": faction_name(f),
                                                                          "gift": GIFT}), target=f)
            for f in others(state, faction)]


def power_gift(state: State, faction: str, choice: dict[str, Any], ctx: None) -> list[ev.Event]:
    return [ev.PowerChanged(choice["target"], GIFT, TSATHOGGUA)] + earned(state, faction, TSATHOGGUA)


LETHARGY = "independent_lethargy"


def lethargy_options(state: State, faction: str, ctx: None) -> list[Option]:
    """Lethargy (Action, 0 Power): with Tsathoggua in play and an enemy with more Power than you, do
    nothing as your Action; not when nobody else still acts, as the faction's own Lethargy (FAQ,
    Sleeper: it cannot keep the Action Phase going for ever)."""
    if not alive(state, TSATHOGGUA) or not any(state.power[f] > state.power[faction] for f in others(state, faction)):
        return []
    if not any(may_act(state, f) for f in others(state, faction)):
        return []
    return [use(LETHARGY, Phrase("option-independent-lethargy"))]


def lethargy(state: State, faction: str, choice: dict[str, Any], ctx: None) -> list[ev.Event]:
    return []


# -- Ubbo-Sathla: Growth, Sycophancy, the Gate requirement, Infernal Banquet ---------------------

# Ubbo-Sathla's Growth marker, on the Doom Track: kept in the holder's bookkeeping, set to 0 as he
# Awakens (German rulebook, DE 2424-2431).
GROWTH = "independent_growth"
TRACK_END = 30


def growth(state: State, faction: str) -> int:
    found: int = data(state, faction, GROWTH, 0)
    return found


def growth_at_zero(state: State, faction: str) -> list[ev.Event]:
    return [ev.FactionDataSet(faction, GROWTH, 0)]


def grown(state: State, faction: str) -> list[ev.Event]:
    """Roll a die and move the Growth marker on by it (not past the end of the Doom Track)."""
    face = roll_dice(state, 1)[0]
    return [ev.DiceRolled(faction, (face,), "growth"),
            ev.FactionDataSet(faction, GROWTH, min(growth(state, faction) + face, TRACK_END))]


def ubbo_combat(state: State, faction: str, enemy: str, count: int) -> int:
    """Ubbo-Sathla's Combat: where his Growth marker stands."""
    return count * growth(state, faction)


SYCOPHANCY = "independent_sycophancy"
SYCOPHANCY_CHOICE = "independent_sycophancy_doom"


def sycophancy(state: State, faction: str, choice: None, ctx: WindowContext) -> list[ev.Event]:
    """Sycophancy: an enemy performing a Ritual of Annihilation chooses to gain 1 Doom less or to
    give you 1 Doom (asked once the Ritual's window closes)."""
    performer = ctx.ritual_by
    if performer is None or performer == faction or not alive(state, UBBO):
        return []
    if data(state, faction, "demand") is not None:
        return []
    return [demand(faction, SYCOPHANCY_CHOICE, performer, after_window=True, kind="sycophancy")]


def sycophancy_options(state: State, faction: str, d: Demand) -> list[Option]:
    """Gaining 1 Doom less needs a Ritual that gave Doom: one by a faction Controlling a Gate (a
    Ritual gives 1 Doom per Gate Controlled); otherwise the holder gets the Doom."""
    out = [answer(SYCOPHANCY_CHOICE, Phrase("option-independent-sycophancy-give", {"faction": faction_name(faction)}),
                  pay="doom_given")]
    if controlled_gates(state, d.chooser) and state.doom[d.chooser] > 0:
        out.insert(0, answer(SYCOPHANCY_CHOICE, Phrase("option-independent-sycophancy-less"), pay="doom_less"))
    return out


def sycophancy_paid(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    if choice["pay"] == "doom_less":
        return [done(faction), ev.DoomGained(d.chooser, -1, "sycophancy")]
    return [done(faction), ev.DoomGained(faction, 1, "sycophancy")]


@ev.faction_event("GrowthGateRemoved")
class GrowthGateRemoved(ev.Event):
    """Ubbo-Sathla's requirement: `faction` removes its Gate in `area` from the map; the unit that
    Controlled it stays in the Area."""

    faction: str
    area: str


@evolver(GrowthGateRemoved)
def _gate_removed(state: State, e: GrowthGateRemoved) -> State:
    return state.derive(gates={a: u for a, u in state.gates.items() if a != e.area})


UBBO_GATE = "independent_gate_for_growth"


def gate_removal_options(state: State, faction: str, ctx: None) -> list[Option]:
    """Ubbo-Sathla's requirement: as your Action, remove a Gate you Control (its Cultist stays) and
    move the Growth marker on by a die."""
    if not alive(state, UBBO) or not book_missing(state, UBBO):
        return []
    return [use(UBBO_GATE, Phrase("option-independent-ubbo-gate", {"area": area_name(a)}), area=a)
            for a in sorted(controlled_gates(state, faction))]


def gate_removal(state: State, faction: str, choice: dict[str, Any], ctx: None) -> list[ev.Event]:
    return ([GrowthGateRemoved(faction, choice["area"])] + grown(state, faction)
            + earned(state, faction, UBBO))


def infernal_banquet(state: State, faction: str, choice: None, ctx: WindowContext) -> list[ev.Event]:
    """Infernal Banquet (Doom Phase): roll a die and move the Growth marker on by it, as the Doom
    Phase begins."""
    return grown(state, faction) if alive(state, UBBO) else []


# -- Rhan-Tegoth: Herald, the pole Gate --------------------------------------------------------

HERALD_CAP = 5


def herald(state: State, owner: str, actor: str, action: str, area: str | None, cost: int) -> int:
    """Herald: with Rhan-Tegoth in play you never pay more than 5 Power for a Ritual of Annihilation."""
    if actor != owner or action != "ritual" or not alive(state, RHAN):
        return cost
    return min(cost, HERALD_CAP)


def pole_gate(state: State, faction: str) -> bool:
    """Rhan-Tegoth's requirement: you Control a Gate in an Area with Windwalker's glyph."""
    return bool(set(poles(state)) & set(controlled_gates(state, faction)))


# -- Ithaqua: Hibernate, the two pole Gates, Ferox ---------------------------------------------

HIBERNATE = "independent_hibernate"
# Windwalker's own key (its MAY_ACT rule reads it): this round, no more Actions, Power kept.
HIBERNATE_ROUND = "hibernate_round"


def hibernate_options(state: State, faction: str, ctx: None) -> list[Option]:
    """Hibernate (Action, 0 Power): with Ithaqua in play, take no more Actions this Action Phase (as
    at 0 Power); the Power you have now is added to what you gather at the next Gather Power."""
    if not alive(state, ITHAQUA) or data(state, faction, HIBERNATE_ROUND) == state.round:
        return []
    return [use(HIBERNATE, Phrase("option-independent-hibernate", {"power": state.power[faction]}))]


def hibernate(state: State, faction: str, choice: dict[str, Any], ctx: None) -> list[ev.Event]:
    return [ev.FactionDataSet(faction, HIBERNATE_ROUND, state.round)]


def both_poles_gated(state: State, faction: str) -> bool:
    """Ithaqua's requirement: Gates are in both Areas with Windwalker's glyph."""
    found = poles(state)
    return bool(found) and all(a in state.gates for a in found)


def ferox(state: State, owner: str, captor: str, victim: str, area: str, allowed: bool) -> bool:
    """Ferox: while Ithaqua is in play, enemy Monsters and Terrors cannot Capture your Cultists; an
    enemy Great Old One in the Area still can."""
    if not allowed or victim != owner or captor == owner or not alive(state, ITHAQUA):
        return allowed
    return any(state.table[u].spec.great_old_one for u in state.by_area().get(area, ())
               if state.table[u].faction == captor)
