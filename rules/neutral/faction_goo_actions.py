"""The faction Great Old Ones as Independents, their abilities outside Battle (German rulebook, DE
2234-2475): the King in Yellow's Desecrate and Feast, the Stars of Hastur and Cthulhu, Shub-Niggurath's
Fertile and Avatar, Nyarlathotep's Chaos, Yog-Sothoth's Beyond One, and their Spellbook requirements.

Every ability acts for the card's holder (`faction`) with the card's own figure; where the faction's
own code serves any faction, it is used (Flight's reach for Chaos, The Beyond One's GateCarried,
the Recruit options for Fertile).
"""
from __future__ import annotations

from typing import Any

from ..engine import events as ev
from ..engine.actions import recruit_options, summon_cost
from ..engine.content import EffectApply, UnitKind
from ..engine.hooks import action_cost
from ..engine.phases import draw_elder_signs
from ..engine.pieces import representatives
from ..engine.prompts import Option
from ..engine.records import Demand, WindowContext
from ..engine.rng import roll_dice
from ..engine.state import (POOL, State, areas_with_units, captured_by, controlled_gates, factions_in,
                            gate_controller, is_two_player, units_in)
from ..factions.common import answer, demand, done, of_kind, priced, take_from_pool
from ..factions.opener_of_the_way.events import GateCarried
from ..words.describing import Phrase, area_name, faction_name
from ..engine.pieces import a_unit_said
from .common import use
from .faction_goo_figures import HASTUR, KING, SHUB, YOG, alive, book_missing, earned, figure, standing

MONSTERS_AND_CULTISTS = (UnitKind.MONSTER, UnitKind.CULTIST)


# -- the King in Yellow: Desecrate and Feast ---------------------------------------------------

DESECRATE = "independent_desecrate"
DESECRATE_PLACE = "independent_desecrate_place"
# The Independent King's Desecration tokens, kept in the bookkeeping of the faction that placed
# them: they stay on the map when the card goes back to the supply (master rulebook, Independent
# Great Old Ones, Death), and whoever holds the card later counts them too.
DESECRATED = "independent_desecrated"
PLACED_COST = 2


def desecration_tokens(state: State) -> set[str]:
    """The Areas holding one of the Independent King's Desecration tokens, whoever placed it."""
    return {a for f in state.order for a in state.faction_data[f].get(DESECRATED, ())}


def desecrate_options(state: State, faction: str, ctx: None) -> list[Option]:
    """Desecrate (Action, 2 Power): the King in an Area without a Desecration token."""
    area = standing(state, KING)
    if area is None or area in desecration_tokens(state):
        return []
    cost = priced(state, faction, DESECRATE, 2, area)
    if cost > state.power[faction]:
        return []
    return [use(DESECRATE, Phrase("option-independent-desecrate", {"area": area_name(area), "cost": cost}))]


def king_area(state: State, faction: str, choice: dict[str, Any]) -> tuple[str, ...]:
    """Desecrate's `acts_in`: the King's Area."""
    return (standing(state, KING) or "",)


def desecrate(state: State, faction: str, choice: dict[str, Any], ctx: None) -> list[ev.Event]:
    """Roll a die: at most your units there (the King counted) places a token; either way a
    Monster or Cultist of yours costing 2 or less comes from your Pool into the Area (not a Summon).
    A token put where an enemy Controls a Gate earns Feast."""
    area = standing(state, KING) or ""
    face = roll_dice(state, 1)[0]
    out: list[ev.Event] = [ev.DiceRolled(faction, (face,), "desecrate")]
    if face <= len(units_in(state, area, faction)):
        mine = tuple(state.faction_data[faction].get(DESECRATED, ()))
        out.append(ev.FactionDataSet(faction, DESECRATED, mine + (area,)))
        if gate_controller(state, area) not in (None, faction):
            out += earned(state, faction, KING)
    if placeable(state, faction):
        out.append(demand(faction, DESECRATE_PLACE, faction, area=area, kind="desecrate"))
    return out


def placeable(state: State, faction: str) -> list[str]:
    """One unit of each type in the Pool Desecrate may place: a Monster or Cultist costing 2 or less."""
    table = state.table
    waiting = [u for u, w in state.units.items() if w == POOL and table[u].faction == faction
               and table[u].spec.cost <= PLACED_COST]
    return representatives(state, of_kind(state, waiting, *MONSTERS_AND_CULTISTS))


def place_options(state: State, faction: str, d: Demand) -> list[Option]:
    area = d.required_area()
    return [answer(DESECRATE_PLACE, Phrase("option-independent-desecrate-place", {
                "unit": a_unit_said(state, u), "area": area_name(area)}), unit=u) for u in placeable(state, faction)]


def place(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    return [done(faction), ev.UnitPlaced(choice["unit"], POOL, d.required_area(), "desecrate")]


def feast(state: State, faction: str) -> int:
    """Feast (Gather Power): 1 Power for each Area with one of the Independent's Desecration tokens."""
    return len(desecration_tokens(state))


# -- Hastur and Cthulhu: the Stars, their Awakening's Elder Sign, their requirements ------------

def elder_sign_on_awakening(state: State, faction: str) -> list[ev.Event]:
    """Hastur and Cthulhu: Awakening one also gives 1 Elder Sign."""
    return draw_elder_signs(state, faction, 1)


def stars(card: str, glyph: str) -> EffectApply:
    """The Stars Are Wrong (Hastur; glyph: Yellow Sign's faction glyph, not the three Desecration
    glyphs) and The Stars Are Right (Cthulhu; Great Cthulhu's glyph): 1 Elder Sign in each Doom
    Phase in which you Control a Gate in that glyph's Area (the map's start Area of that faction)."""
    def apply(state: State, faction: str, choice: None, ctx: WindowContext) -> list[ev.Event]:
        areas = set(state.map.start_areas.get(glyph, ()))
        if not alive(state, card) or not areas & set(controlled_gates(state, faction)):
            return []
        return draw_elder_signs(state, faction, 1)
    return apply


HASTUR_GIFT = "independent_gift_of_doom"


def doom_gift_options(state: State, faction: str, ctx: None) -> list[Option]:
    """Hastur's requirement: as your Action, another player gains 3 Doom."""
    if not alive(state, HASTUR) or not book_missing(state, HASTUR):
        return []
    return [use(HASTUR_GIFT, Phrase("option-independent-hastur-gift", {"faction": faction_name(f)}), target=f)
            for f in state.order if f != faction]


def doom_gift(state: State, faction: str, choice: dict[str, Any], ctx: None) -> list[ev.Event]:
    return [ev.DoomGained(choice["target"], 3, HASTUR)] + earned(state, faction, HASTUR)


def ocean_gates(state: State, faction: str) -> bool:
    """Cthulhu's requirement: you Control 3 Gates in Ocean Areas, or 4 Gates are in Ocean Areas."""
    oceans = state.map.oceans
    mine = [a for a in controlled_gates(state, faction) if a in oceans]
    return len(mine) >= 3 or len([a for a in state.gates if a in oceans]) >= 4


# -- Shub-Niggurath: Fertile, Avatar -------------------------------------------------------------

FERTILE = "independent_fertile"
FERTILE_MORE = "independent_fertile_recruit"


def fertile_options(state: State, faction: str, ctx: None) -> list[Option]:
    """Fertile: with Shub-Niggurath in play, a Recruit Action may Recruit any number of Cultists,
    into one Area or several (a Summon still brings one Monster). Offered beside the plain Recruit:
    each Cultist is placed and paid for as a Recruit would be, and more may follow."""
    if not alive(state, SHUB):
        return []
    return [use(FERTILE, Phrase("option-fertile", {"recruit": o.said}), unit_type=o.choice["unit_type"],
                area=o.choice["area"]) for o in recruit_options(state, faction)]


def _recruit(state: State, faction: str, unit_type: str, area: str) -> list[ev.Event]:
    """One more Cultist of the Fertile Recruit, at the price the Recruit options give."""
    uid = take_from_pool(state, faction, unit_type)
    cost = action_cost(state, faction, "recruit", area, state.table[uid].spec.cost)
    return [ev.UnitPlaced(uid, POOL, area, FERTILE), ev.PowerChanged(faction, -cost, "fertile")]


def fertile(state: State, faction: str, choice: dict[str, Any], ctx: None) -> list[ev.Event]:
    return _recruit(state, faction, choice["unit_type"], choice["area"]) + [
        demand(faction, FERTILE_MORE, faction, kind="fertile")]


def fertile_more_options(state: State, faction: str, d: Demand) -> list[Option]:
    more = [answer(FERTILE_MORE, Phrase("option-fertile-more", {"recruit": o.said}), unit_type=o.choice["unit_type"],
                   area=o.choice["area"])
            for o in recruit_options(state, faction)]
    return more + [answer(FERTILE_MORE, Phrase("option-fertile-done"), unit_type=None, area=None)]


def fertile_more(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    if choice["unit_type"] is None:
        return [done(faction)]
    return _recruit(state, faction, choice["unit_type"], choice["area"])


def shares_with_every_enemy(state: State, faction: str) -> bool:
    """Shub-Niggurath's requirement: for each enemy faction, an Area holds units of yours and of it."""
    mine = areas_with_units(state, faction)
    return all(mine & areas_with_units(state, f) for f in state.order if f != faction)


AVATAR = "independent_avatar"
AVATAR_SWAP = "independent_avatar_swap"


def avatar_options(state: State, faction: str, ctx: None) -> list[Option]:
    """Avatar (Action, 1 Power): choose an Area and a faction; Shub-Niggurath swaps places with a
    Monster or Cultist of that faction there, which its player picks."""
    here = standing(state, SHUB)
    if here is None:
        return []
    opts = []
    for area in sorted(state.map.areas):
        cost = priced(state, faction, AVATAR, 1, here, area)
        if cost > state.power[faction]:
            continue
        for owner in sorted(factions_in(state, area)):
            if (area, owner) != (here, faction) and of_kind(state, units_in(state, area, owner), *MONSTERS_AND_CULTISTS):
                opts.append(use(AVATAR, Phrase("option-independent-avatar", {
                    "faction": faction_name(owner), "area": area_name(area), "cost": cost}), area=area, owner=owner))
    return opts


def avatar_areas(state: State, faction: str, choice: dict[str, Any]) -> tuple[str, ...]:
    """Avatar's `acts_in`: both Areas, where a unit ends the Action in each."""
    return standing(state, SHUB) or "", choice["area"]


def avatar(state: State, faction: str, choice: dict[str, Any], ctx: None) -> list[ev.Event]:
    return [demand(faction, AVATAR_SWAP, choice["owner"], area=choice["area"], kind="avatar")]


def swap_options(state: State, faction: str, d: Demand) -> list[Option]:
    area = d.required_area()
    units = of_kind(state, units_in(state, area, d.chooser), *MONSTERS_AND_CULTISTS)
    return [answer(AVATAR_SWAP, Phrase("option-independent-avatar-swap", {"unit": a_unit_said(state, u),
                                                                         "area": area_name(area)}),
                   unit=u) for u in representatives(state, units)]


def swap(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    shub, area = figure(SHUB), d.required_area()
    origin = state.units[shub]
    return [done(faction), ev.UnitPlaced(shub, origin, area, "avatar"),
            ev.UnitPlaced(choice["unit"], area, origin, "avatar")]


# -- Nyarlathotep: the Capture requirement -------------------------------------------------------

# The Cultists the holder held Captured as it Awakened Nyarlathotep, and the round: only a Capture
# made while holding the card meets the requirement (Captured Cultists go home at Gather Power).
CAPTIVES = "independent_nyarlathotep_captives"


def captives_at_awakening(state: State, faction: str) -> list[ev.Event]:
    return [ev.FactionDataSet(faction, CAPTIVES, {"round": state.round, "units": sorted(captured_by(state, faction))})]


def captured_an_enemy_cultist(state: State, faction: str) -> bool:
    """Nyarlathotep's requirement: Capture an enemy Cultist (one taken since the Awakening)."""
    before = state.faction_data[faction].get(CAPTIVES) or {"round": state.round, "units": []}
    return any(state.table[u].spec.cultist and (before["round"] != state.round or u not in before["units"])
               for u in captured_by(state, faction))


# -- Yog-Sothoth: The Beyond One and its requirement ---------------------------------------------

BEYOND_ONE = "independent_beyond_one"


def _enemy_great_old_one_in(state: State, faction: str, area: str) -> bool:
    table = state.table
    return any(table[u].faction != faction and table[u].spec.great_old_one for u in units_in(state, area))


def beyond_one_options(state: State, faction: str, ctx: None) -> list[Option]:
    """The Beyond One (Action, 1 Power): Yog-Sothoth in an Area with a Gate and no enemy Great Old
    One Moves to any Area without a Gate, taking the Gate and the unit Controlling it along."""
    here = standing(state, YOG)
    if here is None or here not in state.gates or _enemy_great_old_one_in(state, faction, here):
        return []
    costs = {a: priced(state, faction, BEYOND_ONE, 1, a) for a in sorted(state.map.areas) if a not in state.gates}
    return [use(BEYOND_ONE, Phrase("option-independent-beyond-one", {
                "area": area_name(here), "to": area_name(a), "cost": cost}), to=a)
            for a, cost in costs.items() if cost <= state.power[faction]]


def beyond_one_destination(state: State, faction: str, choice: dict[str, Any]) -> tuple[str, ...]:
    return (choice["to"],)


def beyond_one(state: State, faction: str, choice: dict[str, Any], ctx: None) -> list[ev.Event]:
    here = state.units[figure(YOG)]
    return [GateCarried(faction, figure(YOG), here, choice["to"], state.gates.get(here))]


def key_power(state: State, faction: str) -> int:
    """The Key and the Gate, in part: at Gather Power Yog-Sothoth on the map gives 2 Power, as a Gate
    you Control does (as Opener of the Way's own, FAQ)."""
    return 2 if standing(state, YOG) is not None else 0


def key_doom(state: State, faction: str, choice: None, ctx: WindowContext) -> list[ev.Event]:
    """The Key and the Gate, in part: as the Doom Phase begins, 1 Doom for Yog-Sothoth on the map,
    as for a Gate you Control (none in the two-player game, as for Gates)."""
    if standing(state, YOG) is None or is_two_player(state):
        return []
    return [ev.DoomGained(faction, 1, "the_key_and_the_gate")]


def key_ritual(state: State, faction: str, choice: None, ctx: WindowContext) -> list[ev.Event]:
    """The Key and the Gate, in part: your Ritual of Annihilation gives 1 more Doom for Yog-Sothoth
    on the map, as for a Gate you Control."""
    if ctx.ritual_by != faction or standing(state, YOG) is None:
        return []
    return [ev.DoomGained(faction, 1, "the_key_and_the_gate")]


KEY_SUMMON = "independent_key_summon"


def key_summon_options(state: State, faction: str, ctx: None) -> list[Option]:
    """The Key and the Gate, in part: the Summon Monster Action at Yog-Sothoth, as at a Gate you
    Control (where you Control one there, the plain Summon already serves)."""
    here = standing(state, YOG)
    if here is None or here in controlled_gates(state, faction):
        return []
    table, opts = state.table, []
    waiting = sorted(u for u, w in state.units.items() if w == POOL and table[u].faction == faction
                     and table[u].spec.summoned)
    for uid in representatives(state, waiting):
        cost = action_cost(state, faction, "summon", here, summon_cost(state, faction, uid))
        if cost <= state.power[faction]:
            opts.append(use(KEY_SUMMON, Phrase("option-independent-key-summon", {
                "unit": a_unit_said(state, uid), "area": area_name(here), "cost": cost}), unit_type=table[uid].type))
    return opts


def key_summon(state: State, faction: str, choice: dict[str, Any], ctx: None) -> list[ev.Event]:
    """A Summon Monster Action, priced in its event as an Awakening is."""
    here = standing(state, YOG) or ""
    uid = take_from_pool(state, faction, choice["unit_type"])
    return [ev.MonsterSummoned(faction, uid, here, action_cost(state, faction, "summon", here,
                                                               summon_cost(state, faction, uid)))]


def beside_an_enemy_great_old_one(state: State, faction: str) -> bool:
    """Yog-Sothoth's requirement: he shares an Area with an enemy Great Old One."""
    here = standing(state, YOG)
    return here is not None and _enemy_great_old_one_in(state, faction, here)


# -- Combat -------------------------------------------------------------------------------------

def enemy_spellbooks(state: State, enemy: str) -> int:
    """Every Spellbook the enemy has: on its faction card (neutral ones among them) and those on the
    Loyalty Cards it holds."""
    on_cards = sum(1 for name, held in state.loyalty.items() if held["owner"] == enemy and held["book"])
    return len(state.spellbooks.get(enemy, ())) + on_cards


def nyarlathotep_combat(state: State, faction: str, enemy: str, count: int) -> int:
    return count * enemy_spellbooks(state, enemy)
