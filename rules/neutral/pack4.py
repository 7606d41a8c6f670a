"""Great Old One Pack 4: Nyogtha and Tulzscha (master rulebook, Independent Great Old Ones, EN
3095-3125, the pack's contents EN 3185-3193, and the FAQ on Nyogtha, EN 5653-5679).

Nyogtha is one Great Old One of two figures: both Awaken together, his card returns only once both
are dead (rules.engine.loyalty.card_lost waits for every figure), and a Battle his holder declares
in one figure's Area lets him fight a free Battle in the other figure's Area, fought once the first
is resolved, before the first one ends (FAQ: "one is fully resolved before the other"; units Pained
out of the first into the second Area fight in the second).
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..engine import events as ev
from ..engine.content import (CardKind, DemandAbility, EffectAbility, Hook, LoyaltyCard, Requirement,
                              RitualTurnAbility, TurnAbility)
from ..engine.evolve import evolver
from ..engine.hooks import action_cost, battle_allowed
from ..engine.loyalty import awaken_events, awaken_price, figures_in_play, standard_awaken_areas
from ..engine.phases import draw_elder_signs
from ..engine.prompts import Option
from ..engine.records import OPENING, Battle, BattleStep, Demand, RitualTurnContext, WindowContext
from ..engine.registry import card
from ..engine.holdings import has_card_book, in_supply
from ..engine.state import POOL, State, battle_of, doom_phase_of, ritual_cost
from ..factions.common import answer, demand, done
from ..words.describing import Phrase, area_name, faction_name
from .common import figure_area, independent, use, usual_awaken
from .pack3 import enemies_in, survived, the_figure, took_part

NYOGTHA, TULZSCHA = "nyogtha", "tulzscha"
FROM_BELOW, NIGHTMARE_WEB = "from_below", "nightmare_web"
FROM_BELOW_BATTLE = "from_below_battle"
NIGHTMARE_WEB_COST = 2
UNDYING_FLAME, CEREMONY = "undying_flame", "ceremony_of_annihilation"
TULZSCHA_REQUIREMENT = "tulzscha_spellbook_requirement"
TULZSCHA_GIFT = 2

NYOGTHA_UNITS = (the_figure("nyo", "nyogtha"), "nyo.nyogtha.2")


# -- Nyogtha -----------------------------------------------------------------------------------

def nyogtha_combat(state: State, faction: str, enemy: str, count: int) -> int:
    """4 per figure in a Battle its side declared, 1 per figure otherwise (FAQ: both figures in one
    Area each add 4). With no Battle under way the question is whether `faction` may declare one."""
    declared = state.battle is None or state.battle.attacker == faction
    return count * (4 if declared else 1)


@ev.faction_event("FromBelowBattleDeclared")
class FromBelowBattleDeclared(ev.Event):
    """From Below: `faction` Battles `enemy` in `area`, the other Nyogtha's Area, for free; the
    Battle just resolved waits and ends once this one is over."""

    faction: str
    area: str
    enemy: str


@evolver(FromBelowBattleDeclared)
def _from_below_declared(state: State, e: FromBelowBattleDeclared) -> State:
    waiting = battle_of(state)
    notes = {**(waiting.notes or {}), FROM_BELOW: e.area}
    second = Battle(e.area, e.faction, e.enemy, BattleStep.PRE_BATTLE, hits={}, results={}, stay=(),
                    notes={OPENING: "declared"}, suspended=waiting.but(notes=notes))
    return state.derive(battle=second, window=None)


def _nyogtha_awaken_options(state: State, faction: str, ctx: object) -> list[Option]:
    if not in_supply(state, NYOGTHA):
        return []
    out = []
    for area in standard_awaken_areas(state, faction):
        cost = awaken_price(state, faction, card(NYOGTHA), area)
        if cost <= state.power[faction]:
            out.append(use("awaken_nyogtha", Phrase("option-awaken-nyogtha", {"area": area_name(area), "cost": cost}),
                           area=area))
    return out


def _nyogtha_awaken(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    """Both figures come to the Gate; the second is placed before the first Awakens, so the Action
    ends with both on the map (one Great Old One Awakened: FAQ, Great Cthulhu's Elder Sign)."""
    nyogtha, area = card(NYOGTHA), choice["area"]
    gained, awakened = awaken_events(state, faction, nyogtha, area, awaken_price(state, faction, nyogtha, area))
    return [gained, ev.UnitPlaced(NYOGTHA_UNITS[1], POOL, area, "awakened"), awakened]


def _fought(state: State, battle: Battle) -> list[str]:
    return [u for u in NYOGTHA_UNITS if took_part(state, battle, u)]


def _other_area(state: State, battle: Battle) -> str | None:
    """Where the Nyogtha that did not fight stands, if exactly one fought and the other is on the
    map in another Area (two figures in one Area make one Battle there: FAQ)."""
    fought = _fought(state, battle)
    if len(fought) != 1:
        return None
    other = next(u for u in NYOGTHA_UNITS if u not in fought)
    area = figure_area(state, other)
    return area if area is not None and area != battle.area else None


def _from_below_offer(state: State, owner: str, choice: None, ctx: WindowContext) -> list[ev.Event]:
    """Once a Battle its holder declared where one Nyogtha stands is resolved, before it ends, ask
    whether the other Nyogtha Battles in its own Area for free (not after a From Below Battle)."""
    b = battle_of(state)
    if b.attacker != owner or b.suspended is not None or b.note(FROM_BELOW) is not None:
        return []
    area = _other_area(state, b)
    if area is None or not _from_below_enemies(state, owner, area):
        return []
    return [demand(owner, FROM_BELOW_BATTLE, owner, area=area, kind=FROM_BELOW)]


def _from_below_enemies(state: State, owner: str, area: str) -> list[str]:
    return [e for e in enemies_in(state, area, owner) if battle_allowed(state, owner, e, area)]


def _from_below_options(state: State, faction: str, d: Demand) -> list[Option]:
    area = d.required_area()
    return [answer(FROM_BELOW_BATTLE, Phrase("option-from-below-battle", {"enemy": faction_name(e),
                                                                         "area": area_name(area)}),
                   enemy=e) for e in _from_below_enemies(state, faction, area)] + [
        answer(FROM_BELOW_BATTLE, Phrase("option-from-below-none", {"area": area_name(area)}), enemy=None)]


def _from_below_battle(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    if choice["enemy"] is None:
        return [done(faction)]
    return [done(faction), FromBelowBattleDeclared(faction, d.required_area(), choice["enemy"])]


def _enemy_goo_fought(state: State, faction: str, battle: Battle) -> bool:
    table, enemy = state.table, battle.enemy_of(faction)
    return any(table[u].spec.great_old_one and took_part(state, battle, u)
               for u in state.units if table[u].faction == enemy)


def _survived_a_great_old_one(state: State, faction: str, battle: Battle) -> bool:
    """Nyogtha survives a Battle against an enemy Great Old One: every Nyogtha that fought in it
    survived; with a From Below Battle, every Nyogtha of both Battles (FAQ: a Nyogtha Killed in
    one Battle while the other survives elsewhere does not count)."""
    fought = _fought(state, battle)
    if not fought or not _enemy_goo_fought(state, faction, battle):
        return False
    paired = battle.note(FROM_BELOW) is not None or (
        battle.suspended is not None and battle.suspended.note(FROM_BELOW) == battle.area)
    return all(survived(state, u) for u in (NYOGTHA_UNITS if paired else fought))


def _nightmare_web_options(state: State, faction: str, ctx: object) -> list[Option]:
    if not any(state.units.get(u) == POOL for u in NYOGTHA_UNITS):
        return []
    table, out = state.table, []
    areas = sorted({state.units[u] for u in state.units if table[u].faction == faction
                    and state.units[u] in state.map.areas})
    for area in areas:
        cost = action_cost(state, faction, NIGHTMARE_WEB, area, NIGHTMARE_WEB_COST)
        if cost <= state.power[faction]:
            out.append(use(NIGHTMARE_WEB, Phrase("option-nightmare-web", {"area": area_name(area), "cost": cost}),
                           area=area))
    return out


def _nightmare_web(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    """One Nyogtha from the Pool comes back: a Unique Action, not the Awakening of a Great Old One
    (FAQ, Nyogtha: Great Cthulhu draws no Elder Sign when only one of the two is Awakened)."""
    uid = next(u for u in NYOGTHA_UNITS if state.units.get(u) == POOL)
    return [ev.UnitPlaced(uid, POOL, choice["area"], NIGHTMARE_WEB)]


def _nightmare_web_area(state: State, faction: str, choice: dict[str, Any]) -> tuple[str, ...]:
    return (choice["area"],)


NYOGTHA_CARD = LoyaltyCard(
    name=NYOGTHA,
    title="Nyogtha",
    kind=CardKind.INDEPENDENT,
    short="nyo",
    units=(replace(independent("nyogtha", "Nyogtha", nyogtha_combat, count=2, cost=6), doom_value=3),),
    cost=6,
    combat="4 per figure in a Battle its side declared, else 1",
    awaken=TurnAbility("awaken_nyogtha", Hook.AWAKEN, options=_nyogtha_awaken_options, apply=_nyogtha_awaken,
                       fields={"area": "area"}),
    abilities=(
        EffectAbility(FROM_BELOW, Hook.BATTLE_RESOLVED, apply=_from_below_offer, great_old_one="nyogtha"),
        DemandAbility(FROM_BELOW_BATTLE, Hook.DEMAND, options=_from_below_options, apply=_from_below_battle,
                      fields={"enemy": "faction?"}),
    ),
    spellbook="Nightmare Web",
    requirement=Requirement("Nyogtha survives a Battle against an enemy Great Old One.",
                            on_battle=_survived_a_great_old_one),
    book_abilities=(TurnAbility(NIGHTMARE_WEB, Hook.ACTION, options=_nightmare_web_options, apply=_nightmare_web,
                                cost=NIGHTMARE_WEB_COST, acts_in=_nightmare_web_area, fields={"area": "area"}),),
    texts={
        "Awaken": "A Gate you Control in an Area with one of your Great Old Ones; pay 6 Power and "
                  "place both Nyogtha figures there. They are one Great Old One: the card returns "
                  "only once both are Killed or Eliminated.",
        "From Below": "When you declare a Battle in the Area of one Nyogtha, once it is resolved the "
                      "other Nyogtha may Battle in its own Area for free; units Pained out of the "
                      "first Battle into that Area fight in the second.",
        "Requirement": "Nyogtha survives a Battle against an enemy Great Old One: every Nyogtha in "
                       "the Areas of the Battle, or of both Battles, survives.",
        "Nightmare Web": "Awaken a Nyogtha from your Pool for 2 Power in any Area holding one of "
                         "your units.",
    },
    source="master rulebook, Independent Great Old Ones (EN 3095-3125), Great Old One Pack 4 (EN "
           "3185-3193), FAQ, Nyogtha (EN 5653-5679); the card's words from two secondary sources",
    grade="H",
    pack="Great Old One Pack 4",
    two_player="Losing a Nyogtha gives the opponent 3 Doom, 6 for both: one Great Old One of Awaken "
               "cost 6 (our reading; no source gives the Two-Player value).",
    events=(FromBelowBattleDeclared,),
)


# -- Tulzscha ----------------------------------------------------------------------------------

TULZSCHA_UNIT = the_figure("tul", "tulzscha")


def _tulzscha_in_play(state: State) -> bool:
    return bool(figures_in_play(state, card(TULZSCHA)))


def _undying_flame(state: State, owner: str, choice: None, ctx: WindowContext) -> list[ev.Event]:
    """Undying Flame: once all Power is gathered, 1 Doom if some faction has more Doom than the
    holder, 1 Elder Sign if some faction has more Elder Signs, 1 Power if some has more Power."""
    if not _tulzscha_in_play(state):
        return []
    others = [f for f in state.order if f != owner]
    out: list[ev.Event] = []
    if any(state.doom[f] > state.doom[owner] for f in others):
        out.append(ev.DoomGained(owner, 1, UNDYING_FLAME))
    if any(len(state.elder_signs[f]) > len(state.elder_signs[owner]) for f in others):
        out += draw_elder_signs(state, owner, 1)
    if any(state.power[f] > state.power[owner] for f in others):
        out.append(ev.PowerChanged(owner, 1, UNDYING_FLAME))
    return out


def _gift_options(state: State, faction: str, ctx: object) -> list[Option]:
    if has_card_book(state, TULZSCHA) or not _tulzscha_in_play(state):
        return []
    return [use(TULZSCHA_REQUIREMENT, Phrase("option-tulzscha-gift", {"power": TULZSCHA_GIFT}))]


def _gift(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    return [ev.PowerChanged(f, TULZSCHA_GIFT, TULZSCHA_REQUIREMENT) for f in state.order if f != faction] + [
        ev.CardSpellbookEarned(faction, TULZSCHA)]


def _ceremony_options(state: State, faction: str, ctx: RitualTurnContext) -> list[Option]:
    if doom_phase_of(state).ritual_done:
        return []
    gain = ritual_cost(state)
    return [use(CEREMONY, Phrase("option-ceremony-of-annihilation", {"gain": gain}))]


def _ceremony(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    """Power equal to the Ritual marker, then the marker advances as for any Ritual; neither Doom
    nor Elder Signs are gained."""
    return [ev.PowerChanged(faction, ritual_cost(state), CEREMONY), ev.RitualPerformed(faction, 0, 0)]


TULZSCHA_CARD = LoyaltyCard(
    name=TULZSCHA,
    title="Tulzscha",
    kind=CardKind.INDEPENDENT,
    short="tul",
    units=(independent("tulzscha", "Tulzscha", 1, cost=4),),
    cost=4,
    combat="1",
    awaken=usual_awaken(TULZSCHA),
    abilities=(
        EffectAbility(UNDYING_FLAME, Hook.GATHER_POWER_PHASE, apply=_undying_flame, great_old_one="tulzscha"),
        TurnAbility(TULZSCHA_REQUIREMENT, Hook.ACTION, options=_gift_options, apply=_gift, fields={}),
    ),
    spellbook="Ceremony of Annihilation",
    requirement=Requirement("As your Action, every enemy faction gains 2 Power."),
    book_abilities=(RitualTurnAbility(CEREMONY, Hook.DOOM_PHASE, options=_ceremony_options, apply=_ceremony,
                                      fields={}),),
    texts={
        "Awaken": "A Gate you Control in an Area with one of your Great Old Ones; pay 4 Power and "
                  "place Tulzscha there.",
        "Undying Flame": "Once all Power is gathered: gain 1 Doom if any faction has more Doom than "
                         "you, 1 Elder Sign if any has more Elder Signs, and 1 Power if any has more "
                         "Power.",
        "Requirement": "As your Action, every enemy faction gains 2 Power.",
        "Ceremony of Annihilation": "On your Ritual turn, instead of paying for a Ritual of "
                                    "Annihilation, gain Power equal to the Ritual marker and advance "
                                    "it; that Ritual gives no Doom and no Elder Signs.",
    },
    source="master rulebook, Independent Great Old Ones (EN 3095-3125), Great Old One Pack 4 (EN "
           "3185-3193); German rulebook (DE 2212-2232); the card's words from two secondary sources "
           "that agree",
    grade="M",
    pack="Great Old One Pack 4",
)

CARDS = (NYOGTHA_CARD, TULZSCHA_CARD)
