"""Windwalker's Actions and standing rules: Awaken Rhan Tegoth and Ithaqua, Hibernate, Ferox, Ice
Age, the state-based requirements, the 6-Spellbook requirement taken at any time, and the two-player
sacrifice of Ithaqua (master rulebook, Windwalker; docs/factions.md, Windwalker)."""
from __future__ import annotations

from typing import Any, Iterable

from ...engine import events as ev
from ...engine.hooks import action_cost
from ...engine.phases import draw_elder_signs, ending
from ...engine.pieces import loss_doom
from ...engine.state import POOL, State, great_old_ones_in_play, is_two_player, units_in
from ..common import data, has_book, in_play, meet, others, spare_slot, unit_gates, unit_of, use
from .events import GateReplaced
from .ruleset import ITHAQUA_SACRIFICE, ITHAQUA_YOG_SOTHOTH, START_POLE
from ...engine.prompts import Option
from ...engine.content import RulesetOption
from ...words.describing import Phrase, area_name

WW = "windwalker"
POLES = ("Arctic Ocean", "Antarctica")
AWAKEN_RHAN, FIRST_PLAYER, FAR_POLE_GATE, SIX_BOOKS, ANY_TIME, AWAKEN_ITHAQUA = range(6)  # card order
AWAKEN_COST = 6


def option(state: State, opt: RulesetOption) -> object:
    return state.options.get(opt.name, opt.default)


def poles(state: State) -> tuple[str, ...]:
    """The Windwalker-glyph Areas of the layout (both poles on Earth)."""
    return tuple(state.map.start_areas.get(WW, ()))


# -- Set-up ----------------------------------------------------------------------------------

def start_pole(state: State, faction: str) -> tuple[str, ...]:
    """Windwalker starts in one pole, the player's choice: both poles, so set-up asks which; or the
    one the table fixed when the game was created (ruleset option windwalker_start_area)."""
    found = poles(state)
    chosen = option(state, START_POLE)
    if chosen in found:
        return (chosen,)
    # A pole another faction started in (the Tcho-Tcho may: master rulebook, Tcho-Tcho, Set-up)
    # leaves Windwalker the other; read from the start Areas recorded, so it holds all game long.
    taken = {data(state, f, "start_area") for f in state.order if f != faction}
    free = tuple(a for a in found if a not in taken)
    return free or found


def start_area(state: State, faction: str) -> str | None:
    """Where Windwalker set up: kept in its bookkeeping when chosen at set-up (or by a position
    document), else the pole the option fixed (the first pole when neither says)."""
    return data(state, faction, "start_area") or (start_pole(state, faction) or (None,))[0]


# -- Awaken Rhan Tegoth and Ithaqua ----------------------------------------------------------

def _awaken_in(state: State, faction: str, unit_type: str, ability: str, areas: Iterable[str],
               how: str) -> list[Option]:
    """`how` names the Awakening: "rhan" (Rhan Tegoth), "gate" (Ithaqua replacing a Gate), "yog"
    (Ithaqua replacing Yog-Sothoth, the only Gate in the Area)."""
    if state.units[unit_of(state, faction, unit_type)] != POOL:
        return []
    opts = []
    for area in areas:
        cost = action_cost(state, faction, "awaken", area, AWAKEN_COST)
        if cost <= state.power[faction]:
            opts.append(use(ability, Phrase("option-awaken-windwalker", {"how": how, "area": area_name(area), "cost": cost}),
                            area=area))
    return opts


def awaken_rhan_options(state: State, faction: str, ctx: object) -> list[Option]:
    """Rhan Tegoth: 6 Power, in either Windwalker-glyph Area; no Gate or unit needed there."""
    return _awaken_in(state, faction, "rhan_tegoth", "awaken_rhan_tegoth", poles(state), "rhan")


def awaken_rhan(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    area = choice["area"]
    out: list[ev.Event] = [ev.GreatOldOneAwakened(faction, unit_of(state, faction, "rhan_tegoth"), area,
                                  action_cost(state, faction, "awaken", area, AWAKEN_COST))]
    if not data(state, faction, "rhan_tegoth_awakened"):
        out.append(ev.FactionDataSet(faction, "rhan_tegoth_awakened", True))
    return out + meet(state, faction, AWAKEN_RHAN)


def gate_unit(state: State, area: str) -> str | None:
    """The unit that is itself a Gate in `area` (FactionSpec.unit_gates: Opener of the Way's
    Yog-Sothoth, a Great Old One), or None."""
    for owner in state.order:
        if area in unit_gates(state, owner):
            return next((u for u in units_in(state, area, owner) if state.table[u].spec.great_old_one), None)
    return None


def awaken_ithaqua_options(state: State, faction: str, ctx: object) -> list[Option]:
    """Ithaqua: Rhan Tegoth has Awakened at some time, a Gate (anyone's, or Abandoned) stands in a
    Windwalker-glyph Area, and 6 Power; Ithaqua replaces that Gate. Yog-Sothoth, a Gate, is the one
    replaced only where he is the only Gate (master rulebook, FAQ, Windwalker)."""
    if not data(state, faction, "rhan_tegoth_awakened"):
        return []
    gated = [a for a in poles(state) if a in state.gates]
    opts = _awaken_in(state, faction, "ithaqua", "awaken_ithaqua", gated, "gate")
    only_yog = [a for a in poles(state) if a not in state.gates and gate_unit(state, a) is not None]
    return opts + _awaken_in(state, faction, "ithaqua", "awaken_ithaqua", only_yog, "yog")


def awaken_ithaqua(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    area = choice["area"]
    cost = action_cost(state, faction, "awaken", area, AWAKEN_COST)
    return _replaced(state, faction, area) + [
        ev.GreatOldOneAwakened(faction, unit_of(state, faction, "ithaqua"), area, cost)] + meet(
        state, faction, AWAKEN_ITHAQUA)


def _replaced(state: State, faction: str, area: str) -> list[ev.Event]:
    """The Gate Ithaqua replaces: a Gate of the Area, destroyed; else Yog-Sothoth, the only Gate
    there, Eliminated to his owner's Pool as by an enemy (ruleset option ithaqua_replaces_yog_sothoth:
    or he stays where he is)."""
    if area in state.gates:
        return [GateReplaced(faction, area)]
    unit = gate_unit(state, area)
    if unit is None or option(state, ITHAQUA_YOG_SOTHOTH) == "stays":
        return []
    return [ev.UnitEliminated(unit, area, "replaced_by_ithaqua")] + loss_doom(state, unit)


# -- Hibernate -------------------------------------------------------------------------------

def enemy_great_old_ones(state: State, faction: str) -> int:
    return sum(len(great_old_ones_in_play(state, f)) for f in others(state, faction))


def hibernating(state: State, faction: str) -> bool:
    hibernated: int | None = data(state, faction, "hibernate_round")
    return hibernated == state.round


def hibernate_options(state: State, faction: str, ctx: object) -> list[Option]:
    gain = min(enemy_great_old_ones(state, faction), state.power[faction])
    return [use("hibernate", Phrase("option-hibernate", {"gain": gain}))]


def hibernate(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    """+1 Power per enemy Great Old One in play, at most doubling your Power; no more Actions this
    Action Phase, and the Power is kept for the next Gather Power."""
    gain = min(enemy_great_old_ones(state, faction), state.power[faction])
    out: list[ev.Event] = [ev.FactionDataSet(faction, "hibernate_round", state.round)]
    return out + ([ev.PowerChanged(faction, gain, "hibernate")] if gain else [])


def may_act(state: State, owner: str, faction: str) -> bool:
    return faction != owner or not hibernating(state, owner)


# -- Ferox -----------------------------------------------------------------------------------

def ferox(state: State, owner: str, captor: str, victim: str, area: str, allowed: bool) -> bool:
    """While Ithaqua is in play, enemy Monsters and Terrors cannot Capture your Cultists; an enemy
    Great Old One in the Area still can."""
    if not allowed or victim != owner or captor == owner or not in_play(state, unit_of(state, owner, "ithaqua")):
        return allowed
    return any(state.table[u].spec.great_old_one for u in units_in(state, area, captor))


# -- Ice Age ---------------------------------------------------------------------------------

def ice_age_options(state: State, faction: str, ctx: object) -> list[Option]:
    if not has_book(state, faction, "Ice Age"):
        return []
    here = data(state, faction, "ice_age")
    return [use("ice_age", Phrase("option-ice-age", {"area": area_name(a)}), area=a)
            for a in sorted(state.map.areas) if a != here]


def ice_age(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    return [ev.FactionDataSet(faction, "ice_age", choice["area"])]


def ice_age_cost(state: State, owner: str, actor: str, action: str, area: str | None, cost: int) -> int:
    """Enemies pay 1 more Power for an Action that ends in, or acts on, the Ice Age Area."""
    if actor == owner or area is None or area != data(state, owner, "ice_age") or not has_book(state, owner, "Ice Age"):
        return cost
    return cost + 1


# -- Herald of the Outer Gods ---------------------------------------------------------------

HERALD_RITUAL = 5


def herald_cost(state: State, owner: str, actor: str, action: str, area: str | None, cost: int) -> int:
    """Your Ritual of Annihilation always costs 5, whatever the track shows; the marker still
    advances (FAQ, Windwalker)."""
    if actor != owner or action != "ritual" or not has_book(state, owner, "Herald of the Outer Gods"):
        return cost
    return HERALD_RITUAL


# -- requirements ----------------------------------------------------------------------------

def is_first_player(state: State, faction: str) -> bool:
    return state.first_player == faction


def far_pole_gate(state: State, faction: str) -> bool:
    """A Gate exists in the Windwalker-glyph Area where you did not start."""
    start = start_area(state, faction)
    return any(a in state.gates for a in poles(state) if a != start)


def six_books_elsewhere(state: State) -> list[str]:
    return [f for f in state.order if f != WW and len(state.spellbooks[f]) >= 6]


def another_has_six(state: State, faction: str) -> bool:
    return any(f != faction and len(state.spellbooks[f]) >= 6 for f in state.order)


def claim_options(state: State, faction: str, ctx: object,
                  name: str = "take_any_time_spellbook") -> list[Option]:
    """Fifth requirement: take it whenever you like (FAQ, Windwalker: even as the game ends): on your
    own turn, before or after its Action, out of turn once the last Ritual turn of each Doom Phase
    is over, and in the window before the game ends. Each place offers it under its own ability's
    name, so the engine runs that one (an Unlimited Action on the turn, a window answer out of
    turn)."""
    if not spare_slot(state, faction, ANY_TIME):
        return []
    signs = min(3, sum(1 for f in state.order if f != faction and len(state.spellbooks[f]) >= 6))
    return [use(name, Phrase("option-take-spellbook-now", {"signs": signs}))]


def claim_at_doom_end_options(state: State, faction: str, ctx: object) -> list[Option]:
    """The fifth requirement offered in the window after the last Ritual turn of the Doom Phase,
    unless the game ends then: the window before the game ends offers it instead (once is enough)."""
    if ending(state):
        return []
    return claim_options(state, faction, ctx, "take_any_time_spellbook_at_doom_end")


def claim_at_game_end_options(state: State, faction: str, ctx: object) -> list[Option]:
    """The fifth requirement offered in the window before the game ends (FAQ, Windwalker, lines
    5423-5425: as every player may reveal Elder Signs then; the Elder Signs it gives count too)."""
    return claim_options(state, faction, ctx, "take_any_time_spellbook_at_game_end")


def claim(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    signs = min(3, sum(1 for f in state.order if f != faction and len(state.spellbooks[f]) >= 6))
    return meet(state, faction, ANY_TIME) + (draw_elder_signs(state, faction, signs) if signs else [])


def sacrifice_options(state: State, faction: str, ctx: object) -> list[Option]:
    """Two-player game: the 6-Spellbooks requirement may be met by sacrificing Ithaqua (an Action,
    0 Power, while he is in play and the slot is open)."""
    ithaqua = unit_of(state, faction, "ithaqua")
    if not is_two_player(state) or not in_play(state, ithaqua) or not spare_slot(state, faction, SIX_BOOKS):
        return []
    return [use("sacrifice_ithaqua", Phrase("option-sacrifice-ithaqua"))]


def sacrifice(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    ithaqua = unit_of(state, faction, "ithaqua")
    out: list[ev.Event] = [ev.UnitEliminated(ithaqua, state.units[ithaqua], "sacrifice")]
    if option(state, ITHAQUA_SACRIFICE) == "opponent_gains_doom":
        out += loss_doom(state, ithaqua)
    return out + meet(state, faction, SIX_BOOKS)
