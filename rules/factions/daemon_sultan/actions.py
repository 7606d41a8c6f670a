"""Daemon Sultan's Actions: Psychosis, the three Avatars' Awakenings with their side effects, the
once-per-round Spellbooks and the requirements (master rulebook, Daemon Sultan; docs/factions.md,
Daemon Sultan)."""
from __future__ import annotations

from typing import Any

from ...engine import events as ev
from ...engine.content import RulesetOption
from ...engine.hooks import action_cost
from ...engine.phases import elder_signs_each
from ...engine.prompts import Option
from ...engine.records import Demand, WindowContext
from ...engine.rng import roll_dice
from ...engine.state import (
    POOL,
    State,
    areas_with_units,
    units_in,
)
from ..common import (
    answer,
    data,
    demand,
    done,
    in_play,
    meet,
    next_offer,
    others,
    pool_unit,
    unit_of,
    use,
)
from ...words.describing import Phrase, area_name, faction_name
from .ruleset import ANTITHESIS_EFFECT, THESIS_EFFECT

LARVAE, GATHER_ABANDONED, CALL_ON, AWAKEN_THESIS, AWAKEN_ANTITHESIS, AWAKEN_SYNTHESIS = range(6)  # card order
THESIS, ANTITHESIS, SYNTHESIS = "avatar_thesis", "avatar_antithesis", "avatar_synthesis"
LARVA = {THESIS: "larva_thesis", ANTITHESIS: "larva_antithesis", SYNTHESIS: "larva_synthesis"}
TITLE = {THESIS: "Avatar Thesis", ANTITHESIS: "Avatar Antithesis", SYNTHESIS: "Avatar Synthesis"}
SYNTHESIS_COST = 8
MARKER_TOP = 8  # the Azathoth marker goes from 0 to 8
AZATHOTH_LOWEST = 3  # the Azathoth die: a die plus 2


def option(state: State, opt: RulesetOption) -> object:
    return state.options.get(opt.name, opt.default)


def marker(state: State, faction: str) -> int:
    """Where the Azathoth marker stands on the Doom track (0 until Avatar Thesis first sets it)."""
    found: int = data(state, faction, "azathoth_marker", 0) or 0
    return found


def is_unit(state: State, uid: str) -> bool:
    """A Unit, not a Building (master rulebook, FAQ, Daemon Sultan: Gates, Chaos Gates and
    Cathedrals are Buildings)."""
    return bool(state.table[uid].spec.unit)


def empty_areas(state: State) -> list[str]:
    """The Areas holding no Unit of any faction."""
    return [a for a in state.map.areas if not any(is_unit(state, u) for u in units_in(state, a))]


def start_area(state: State, faction: str) -> str | None:
    """Daemon Sultan's start Area: none until its first Cultist is placed (Psychosis or a Recruit)."""
    found: str | None = data(state, faction, "start_area")
    return found


def start_fixed(state: State, faction: str, area: str) -> list[ev.Event]:
    """The first Area where it places a Cultist becomes its start Area (master rulebook, FAQ,
    Daemon Sultan: another faction's start Area then counts for both)."""
    return [] if start_area(state, faction) else [ev.FactionDataSet(faction, "start_area", area)]


# -- Psychosis --------------------------------------------------------------------------------

def psychosis_options(state: State, faction: str, ctx: object) -> list[Option]:
    """Action (0 Power): an Acolyte from your Pool into any Area with no Units."""
    if pool_unit(state, faction, "acolyte") is None:
        return []
    return [use("psychosis", Phrase("option-psychosis", {"area": area_name(a)}), area=a)
            for a in sorted(empty_areas(state))]


def psychosis(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    area, uid = choice["area"], pool_unit(state, faction, "acolyte")
    if uid is None:
        return []
    return [ev.UnitPlaced(uid, POOL, area, "psychosis")] + start_fixed(state, faction, area)


def first_recruit(state: State, faction: str, choice: None, ctx: WindowContext) -> list[ev.Event]:
    """After its own Action: a Recruit that put its first Cultist on the map fixes its start Area."""
    if ctx.actor != faction or start_area(state, faction):
        return []
    areas = sorted(areas_with_units(state, faction))
    return [ev.FactionDataSet(faction, "start_area", areas[0])] if areas else []


# -- the Avatars -----------------------------------------------------------------------------

def awakened_before(state: State, faction: str, avatar: str) -> bool:
    return bool(data(state, faction, f"{avatar}_awakened"))


def _larva_areas(state: State, faction: str, avatar: str) -> list[str]:
    if state.units[unit_of(state, faction, avatar)] != POOL:
        return []
    larva = LARVA[avatar]
    return sorted({state.units[u] for u in units_in_play(state, faction, larva)})


def units_in_play(state: State, faction: str, unit_type: str) -> list[str]:
    table = state.table
    return [u for u, w in state.units.items() if table[u].faction == faction and table[u].type == unit_type
            and w in state.map.adjacency]


def _replace_larva(state: State, faction: str, avatar: str, area: str, cost: int) -> list[ev.Event]:
    """The Larva is replaced by its Avatar: no Doom to anyone, even with two players."""
    larva = next(u for u in sorted(units_in(state, area, faction)) if state.table[u].type == LARVA[avatar])
    out: list[ev.Event] = [ev.UnitEliminated(larva, area, "replaced_by_avatar"),
                           ev.GreatOldOneAwakened(faction, unit_of(state, faction, avatar), area, cost)]
    if not awakened_before(state, faction, avatar):
        out.append(ev.FactionDataSet(faction, f"{avatar}_awakened", True))
    return out


def awaken_thesis_options(state: State, faction: str, ctx: object) -> list[Option]:
    """Set the Azathoth marker to any value 0-8 and pay that much Power."""
    opts = []
    for area in _larva_areas(state, faction, THESIS):
        for value in range(MARKER_TOP + 1):
            cost = action_cost(state, faction, "awaken", area, value)
            if cost <= state.power[faction]:
                opts.append(use("awaken_thesis", Phrase("option-awaken-avatar-thesis", {
                    "area": area_name(area), "marker": value, "cost": cost}), area=area, marker=value))
    return opts


def awaken_thesis(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    area, value = choice["area"], choice["marker"]
    out: list[ev.Event] = [ev.FactionDataSet(faction, "azathoth_marker", value)]
    out += _replace_larva(state, faction, THESIS, area, action_cost(state, faction, "awaken", area, value))
    return out + thesis_effect(state, faction) + meet(state, faction, AWAKEN_THESIS)


def awaken_antithesis_options(state: State, faction: str, ctx: object) -> list[Option]:
    """Avatar Thesis has Awakened at some time; pay 8 minus the marker."""
    if not awakened_before(state, faction, THESIS):
        return []
    opts = []
    for area in _larva_areas(state, faction, ANTITHESIS):
        cost = action_cost(state, faction, "awaken", area, MARKER_TOP - marker(state, faction))
        if cost <= state.power[faction]:
            opts.append(use("awaken_antithesis", Phrase("option-awaken-avatar-antithesis", {"area": area_name(area), "cost": cost}),
                            area=area))
    return opts


def awaken_antithesis(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    area = choice["area"]
    cost = action_cost(state, faction, "awaken", area, MARKER_TOP - marker(state, faction))
    return (_replace_larva(state, faction, ANTITHESIS, area, cost) + antithesis_effect(state, faction)
            + meet(state, faction, AWAKEN_ANTITHESIS))


def awaken_synthesis_options(state: State, faction: str, ctx: object) -> list[Option]:
    """Avatars Thesis and Antithesis have both Awakened at some time; pay 8."""
    if not (awakened_before(state, faction, THESIS) and awakened_before(state, faction, ANTITHESIS)):
        return []
    opts = []
    for area in _larva_areas(state, faction, SYNTHESIS):
        cost = action_cost(state, faction, "awaken", area, SYNTHESIS_COST)
        if cost <= state.power[faction]:
            opts.append(use("awaken_synthesis", Phrase("option-awaken-avatar-synthesis", {
                "area": area_name(area), "cost": cost}), area=area))
    return opts


def azathoth_die(state: State, offset: int = 0) -> int:
    """The Azathoth die: a six-sided die plus 2 (faces 3 to 8)."""
    return roll_dice(state, 1, offset)[0] + 2


def awaken_synthesis(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    """The enemies must lose the Azathoth die's roll (halved, rounded up, with 2 or 3 players) in
    Power and Doom between them. Each in turn order offers a share until it is covered; if they
    cannot cover it together, Daemon Sultan wins the game."""
    area = choice["area"]
    out = _replace_larva(state, faction, SYNTHESIS, area, action_cost(state, faction, "awaken", area, SYNTHESIS_COST))
    face = azathoth_die(state)
    amount = (face + 1) // 2 if len(state.order) <= 3 else face
    out += [ev.DiceRolled(faction, (face - 2,), "azathoth_die")] + meet(state, faction, AWAKEN_SYNTHESIS)
    payers = tuple(f for f in others(state, faction) if means(state, f) > 0)
    if amount > sum(means(state, f) for f in payers):
        return out + [ev.FactionDataSet(faction, "synthesis_won", True)]
    return out + [demand(faction, "synthesis_offer", payers[0], amount=amount, queue=payers, offers={},
                         kind="negotiation")]


def means(state: State, faction: str) -> int:
    return state.power[faction] + state.doom[faction]


def synthesis_offer_options(state: State, faction: str, d: Demand) -> list[Option]:
    """The chooser offers a share of what is still uncovered (paid in Power first, then Doom)."""
    left = d.required_amount() - sum(d.required_offers().values())
    top = min(means(state, d.chooser), left)
    return [answer("synthesis_offer", Phrase("option-synthesis-offer", {"offer": k, "left": left}), offer=k)
            for k in range(top + 1)]


def synthesis_offer(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    nxt, finished = next_offer(d, choice["offer"])
    offers = nxt.required_offers()
    if sum(offers.values()) >= d.required_amount():
        out: list[ev.Event] = [done(faction)]
        for payer, k in offers.items():
            power = min(k, state.power[payer])
            if power:
                out.append(ev.PowerChanged(payer, -power, "avatar_synthesis"))
            if k - power:
                out.append(ev.DoomGained(payer, -(k - power), "avatar_synthesis"))
        return out
    if finished:
        return [done(faction), ev.FactionDataSet(faction, "synthesis_won", True)]
    return [ev.FactionDataSet(faction, "demand", nxt.to_dict())]


def synthesis_won(state: State, owner: str) -> bool:
    """The enemies could not cover the Awakening roll of Avatar Synthesis."""
    return bool(data(state, owner, "synthesis_won"))


# -- the side effects of Thesis and Antithesis ------------------------------------------------

def thesis_effect(state: State, faction: str) -> list[ev.Event]:
    if option(state, THESIS_EFFECT) == "rulebook":
        return [demand(faction, "thesis_share", faction, left=len(state.order), offers={})]
    return [demand(faction, "thesis_gift", faction)]


def thesis_gift_options(state: State, faction: str, d: Demand) -> list[Option]:
    return [answer("thesis_gift", Phrase("option-thesis-gift-all"), to=None)] + [
        answer("thesis_gift", Phrase("option-thesis-gift", {"faction": faction_name(f)}), to=f)
        for f in others(state, faction)]


def thesis_gift(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    to = choice["to"]
    if to is None:
        return [done(faction)] + [ev.PowerChanged(f, 1, "avatar_thesis") for f in others(state, faction)]
    return [done(faction), ev.PowerChanged(to, 2, "avatar_thesis")]


def thesis_share_options(state: State, faction: str, d: Demand) -> list[Option]:
    return [answer("thesis_share", Phrase("option-thesis-share", {"faction": faction_name(f), "left": d.required_left()}),
                   to=f)
            for f in others(state, faction)]


def thesis_share(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    """Rulebook reading: give the Power out one at a time; an enemy given none gains 1 Doom."""
    to = choice["to"]
    given = {**d.required_offers(), to: d.required_offers().get(to, 0) + 1}
    out: list[ev.Event] = [ev.PowerChanged(to, 1, "avatar_thesis")]
    if d.required_left() > 1:
        return out + [ev.FactionDataSet(faction, "demand", d.but(left=d.required_left() - 1, offers=given).to_dict())]
    return [done(faction)] + out + [ev.DoomGained(f, 1, "avatar_thesis") for f in others(state, faction)
                                    if f not in given]


def antithesis_effect(state: State, faction: str) -> list[ev.Event]:
    if option(state, ANTITHESIS_EFFECT) == "rulebook":
        victims = tuple(f for f in others(state, faction) if _cultists_on_map(state, f))
        if not victims:
            return []
        return [demand(faction, "antithesis_sacrifice", victims[0], queue=victims)]
    return [demand(faction, "antithesis_curse", faction)]


def antithesis_curse_options(state: State, faction: str, d: Demand) -> list[Option]:
    return [answer("antithesis_curse", Phrase("option-antithesis-curse-all"), to=None)] + [
        answer("antithesis_curse", Phrase("option-antithesis-curse", {"faction": faction_name(f)}), to=f)
        for f in others(state, faction)]


def antithesis_curse(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    to = choice["to"]
    if to is None:
        return [done(faction)] + [ev.DoomGained(f, 1, "avatar_antithesis") for f in others(state, faction)]
    return [done(faction)] + elder_signs_each(state, [to])


def _cultists_on_map(state: State, faction: str) -> list[str]:
    table = state.table
    return sorted(u for u, w in state.units.items() if table[u].faction == faction and table[u].spec.cultist
                  and w in state.map.adjacency)


def antithesis_sacrifice_options(state: State, faction: str, d: Demand) -> list[Option]:
    from ...engine.pieces import a_unit_said, representatives
    return [answer("antithesis_sacrifice", Phrase("option-antithesis-sacrifice", {
                "unit": a_unit_said(state, u), "area": area_name(state.units[u])}), unit=u)
            for u in representatives(state, _cultists_on_map(state, d.chooser))]


def antithesis_sacrifice(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    """Rulebook reading: every other player Eliminates one of his Cultists, in turn order."""
    uid = choice["unit"]
    out: list[ev.Event] = [ev.UnitEliminated(uid, state.units[uid], "avatar_antithesis")]
    queue = d.required_queue()
    rest = queue[queue.index(d.chooser) + 1:]
    if rest:
        return out + [ev.FactionDataSet(faction, "demand", d.but(chooser=rest[0]).to_dict())]
    return [done(faction)] + out


# -- the Avatars' Combat ------------------------------------------------------------------------

def larva_combat(avatar: str) -> Any:
    """A Larva fights with 2 while its Avatar is in play, else 0."""
    def combat(state: State, faction: str, enemy: str, count: int) -> int:
        return 2 * count if in_play(state, unit_of(state, faction, avatar)) else 0
    return combat


def thesis_combat(state: State, faction: str, enemy: str, count: int) -> int:
    return count * marker(state, faction)


def antithesis_combat(state: State, faction: str, enemy: str, count: int) -> int:
    return count * (MARKER_TOP - marker(state, faction))


SYNTHESIS_DIE = "azathoth_die"  # the Battle note: the Azathoth die rolled for Synthesis' Combat


def synthesis_combat(state: State, faction: str, enemy: str, count: int) -> int:
    """The Azathoth die rolled as his Battle was declared; before any roll (declaring a Battle,
    the view), its lowest face, 3."""
    b = state.battle
    rolled: int = b.note(SYNTHESIS_DIE, 0) if b is not None else 0
    return count * (rolled or AZATHOTH_LOWEST)


def synthesis_die(state: State, faction: str, choice: None, ctx: WindowContext) -> list[ev.Event]:
    """As a Battle is declared with Avatar Synthesis in it: roll the Azathoth die for his Combat."""
    b = state.battle
    if b is None or faction not in (b.attacker, b.defender):
        return []
    synthesis = unit_of(state, faction, SYNTHESIS)
    if state.units[synthesis] != b.area:
        return []
    face = azathoth_die(state)
    return [ev.DiceRolled(faction, (face - 2,), "azathoth_die"), ev.BattleNoted(SYNTHESIS_DIE, face)]
