"""Masks of Nyarlathotep: The Haunter of the Dark and The Bloated Woman, two of Nyarlathotep's
Thousand Forms as Independent Great Old Ones (master rulebook, Masks of Nyarlathotep, EN 3380-3469;
German rulebook, Masken des Nyarlathotep, DE 2627-2686; FAQ, Bloated Woman, EN 5585-5593).

Either may be Awakened the usual way by anyone; Crawling Chaos may instead Awaken it more cheaply
at any Gate it Controls, with no Great Old One there, and every other faction then gains an Elder
Sign. Each card's AWAKEN ability offers both ways (`rule`: "standard" or "crawling_chaos").
"""
from __future__ import annotations

from typing import Any

from ..engine import events as ev
from ..engine.actions import summon_cost
from ..engine.content import (CardKind, EffectAbility, GatherPowerAbility, Hook, LoyaltyCard, Requirement,
                              RulesetOption, TurnAbility, UnitKind, WindowAbility)
from ..engine.holdings import cards_held, has_card_book, holder
from ..engine.hooks import action_cost
from ..engine.loyalty import awaken_events, figures, standard_awaken_areas
from ..engine.phases import draw_elder_signs, elder_signs_each
from ..engine.pieces import representatives
from ..engine.prompts import Option
from ..engine.records import WindowContext
from ..engine.registry import card as card_of
from ..engine.state import (OUT_OF_PLAY, POOL, State, areas_with_units, battle_of, controlled_gates, owner_of,
                            spellbook_count)
from ..factions.common import battling, fighting, foe, of_kind, summon_areas
from ..words.describing import Phrase, area_name
from ..words.neutral import loyalty_name
from ..engine.pieces import a_unit_said
from .common import card_option, independent, use

CC = "crawling_chaos"
HAUNTER, BLOATED = "haunter_of_the_dark", "bloated_woman"
STANDARD, CRAWLING_CHAOS = "standard", "crawling_chaos"


# -- Awakening, either way ---------------------------------------------------------------------

def _ways(state: State, faction: str, card: LoyaltyCard, chaos_cost: int) -> list[tuple[str, str, int]]:
    """(rule, Area, base cost) of each Awakening `faction` may use: the usual one at a Gate it
    Controls with its Great Old One; Crawling Chaos's at any Gate it Controls."""
    ways = [(STANDARD, a, card.cost) for a in standard_awaken_areas(state, faction)]
    if faction == CC:
        ways += [(CRAWLING_CHAOS, a, chaos_cost) for a in sorted(controlled_gates(state, faction))]
    return ways


def _signs_each(state: State, signs: RulesetOption | None) -> int:
    return card_option(state, signs) if signs is not None else 1


def _awaken_label(card: LoyaltyCard, area: str, cost: int, signs: int | None) -> Phrase:
    extra = "" if signs is None else Phrase("option-neutral-awaken-signs-each", {"signs": signs})
    return Phrase("option-neutral-awaken", {"card": loyalty_name(card.name, card.title), "area": area_name(area),
                                            "cost": cost, "note": extra})


def masks_awaken(card_name: str, chaos_cost: int, signs: RulesetOption | None = None) -> TurnAbility:
    """Master rulebook, Masks of Nyarlathotep: the usual Awakening (a Gate you Control with your
    Great Old One, the card's cost), and for Crawling Chaos also `chaos_cost` at any Gate it
    Controls, no Great Old One needed, after which each other faction gains 1 Elder Sign (or as
    many as the ruleset option `signs` says)."""
    name = f"awaken_{card_name}"

    def options(state: State, faction: str, ctx: object) -> list[Option]:
        if holder(state, card_name) is not None:
            return []
        card, out = card_of(card_name), []
        for rule, area, base in _ways(state, faction, card, chaos_cost):
            cost = action_cost(state, faction, "awaken", area, base)
            each = _signs_each(state, signs) if rule == CRAWLING_CHAOS else None
            if cost <= state.power[faction]:
                out.append(use(name, _awaken_label(card, area, cost, each), area=area, rule=rule))
        return out

    def apply(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
        card, area, rule = card_of(card_name), choice["area"], choice["rule"]
        base = chaos_cost if rule == CRAWLING_CHAOS else card.cost
        gained, awakened = awaken_events(state, faction, card, area, action_cost(state, faction, "awaken", area, base))
        if rule != CRAWLING_CHAOS:
            return [gained, awakened]
        # the others' Elder Signs come before the Awakening, whose own rewards (Immortal) draw after
        others = [f for f in state.order if f != faction for _ in range(_signs_each(state, signs))]
        return [gained, *elder_signs_each(state, others), awakened]

    return TurnAbility(name, Hook.AWAKEN, options=options, apply=apply,
                       fields={"area": "area", "rule": (STANDARD, CRAWLING_CHAOS)})


def _figure(card_name: str) -> str:
    return figures(card_of(card_name))[0]


# -- The Haunter of the Dark -------------------------------------------------------------------

def books_earned(state: State, faction: str) -> int:
    """Every Spellbook `faction` has earned: those on its faction card and those on the Loyalty
    Cards it holds (master rulebook, Masks of Nyarlathotep, the Haunter's Combat)."""
    cards = sum(1 for c in cards_held(state, faction) if not c.shared and has_card_book(state, c.name))
    return spellbook_count(state, faction) + cards


def haunter_combat(state: State, faction: str, enemy: str, count: int) -> int:
    return count * books_earned(state, enemy)


def _fly_the_light(state: State, faction: str, choice: None, ctx: WindowContext) -> list[ev.Event]:
    """Fly the Light: once the Kills are assigned, an enemy that rolled exactly one Kill has it on
    the Haunter, whoever the Kill was given to (two or more Kills are assigned as usual)."""
    if ctx.stage != "kills" or not battling(state, faction):
        return []
    haunter, b = _figure(HAUNTER), battle_of(state)
    if haunter not in fighting(state, faction) or b.hits.get(foe(state, faction), {}).get("kill") != 1:
        return []
    taken = [u for u, r in sorted(b.results.items()) if "kill" in r and state.table[u].faction == faction]
    if not taken or haunter in taken:
        return []
    rest = list(b.results[taken[0]])
    rest.remove("kill")
    return [ev.ResultsReplaced(taken[0], tuple(rest), faction),
            ev.ResultsReplaced(haunter, tuple(b.results.get(haunter, ())) + ("kill",), faction)]


HAUNTER_CARD = LoyaltyCard(
    name=HAUNTER,
    title="The Haunter of the Dark",
    kind=CardKind.INDEPENDENT,
    short="hod",
    units=(independent(HAUNTER, "Haunter of the Dark", haunter_combat, cost=6),),
    cost=6,
    combat="the number of Spellbooks the enemy has earned, its Independents' included",
    awaken=masks_awaken(HAUNTER, 5),
    abilities=(EffectAbility("fly_the_light", Hook.POST_BATTLE, apply=_fly_the_light,
                             great_old_one="haunter_of_the_dark"),),
    requirement=None,  # its requirement and Spellbook are not known well enough (one weak source)
    texts={
        "Awaken": "A Gate you Control in an Area with your Great Old One: pay 6 and place the Haunter "
                  "there. Crawling Chaos may instead pay 5 at any Gate it Controls, with no Great Old "
                  "One there; each other faction then gains 1 Elder Sign.",
        "Combat": "As many dice as the Spellbooks the enemy has earned, those on Loyalty Cards included.",
        "Fly the Light": "If the enemy rolls exactly one Kill, the Haunter takes it; with two or more "
                         "Kills, you assign them as usual.",
    },
    source="master rulebook, Masks of Nyarlathotep (EN 3380-3385, 3429-3447); German rulebook "
           "(DE 2627-2632: components only); the Spellbook requirement and the Spellbook are left out "
           "(known from one weak source only)",
    grade="M",
    pack="Masks of Nyarlathotep",
)


# -- The Bloated Woman -------------------------------------------------------------------------

VELVET_FAN = "velvet_fan"  # the owner's faction data: its units on her card

CHAOS_SIGNS = RulesetOption(
    "bloated_woman_chaos_elder_signs", 1, (1, 2),
    "The Bloated Woman Awakened by Crawling Chaos: each other faction gains 1 Elder Sign (German "
    "rulebook DE 2653, as for the Haunter); the master rulebook's scan reads 2 (EN 3455)")


def on_her_card(state: State, faction: str) -> tuple[str, ...]:
    """`faction`'s units on The Bloated Woman's card (out of play, not in its Pool)."""
    return tuple(state.faction_data[faction].get(VELVET_FAN, ()))


def _took_part(state: State, uid: str) -> bool:
    b = battle_of(state)
    return state.units.get(uid) == b.area or uid in b.results


def _fallen_enemies(state: State, faction: str) -> list[str]:
    """The enemy Monsters and Cultists Killed or Eliminated in the Battle, now in their Pool."""
    b = battle_of(state)
    enemy = foe(state, faction)
    fallen = [u for u, r in b.results.items() if {"kill", "elimination"} & set(r)
              and state.table[u].faction == enemy and state.units.get(u) == POOL]
    return of_kind(state, sorted(fallen), UnitKind.MONSTER, UnitKind.CULTIST)


def velvet_fan_options(state: State, faction: str, ctx: WindowContext) -> list[Option]:
    """The Velvet Fan (Post-Battle): after a Battle she took part in, put one Killed or Eliminated
    enemy Monster or Cultist on her card (German rulebook, Der Samtene Fächer)."""
    if not battling(state, faction) or battle_of(state).note(VELVET_FAN):
        return []
    if not _took_part(state, _figure(BLOATED)):
        return []
    return [use(VELVET_FAN, Phrase("option-velvet-fan", {"unit": a_unit_said(state, u)}), unit=u)
            for u in representatives(state, _fallen_enemies(state, faction))]


def velvet_fan(state: State, faction: str, choice: dict[str, Any], ctx: WindowContext) -> list[ev.Event]:
    uid = choice["unit"]
    owner = owner_of(state, uid)
    return [ev.BattleNoted(VELVET_FAN, uid), ev.UnitPlaced(uid, POOL, OUT_OF_PLAY, VELVET_FAN),
            ev.FactionDataSet(owner, VELVET_FAN, on_her_card(state, owner) + (uid,))]


RETURN = "velvet_fan_return"


def _return_places(state: State, faction: str, uid: str) -> list[tuple[str, str, int]]:
    """(act, Area, cost) where `faction` may bring its unit back from her card: a Cultist as a
    Recruit (an Area with its units, anywhere if none), a Monster as a Summon (its Gates)."""
    spec = state.table[uid].spec
    if spec.recruited:
        areas = sorted(areas_with_units(state, faction)) or list(state.map.areas)
        return [("recruit", a, action_cost(state, faction, "recruit", a, spec.cost)) for a in areas]
    return [("summon", a, action_cost(state, faction, "summon", a, summon_cost(state, faction, uid)))
            for a in summon_areas(state, faction)]


def return_options(state: State, faction: str, ctx: object) -> list[Option]:
    """Its owner Recruits or Summons a unit from her card as its Action, paying the cost to her
    holder (German rulebook, Der Samtene Fächer; FAQ EN 5591-5593: only from her card)."""
    out = []
    for uid in representatives(state, on_her_card(state, faction)):
        for act, area, cost in _return_places(state, faction, uid):
            if cost <= state.power[faction]:
                out.append(use(RETURN, Phrase(f"option-velvet-fan-return-{act}", {
                    "unit": a_unit_said(state, uid), "area": area_name(area), "cost": cost}), unit=uid, area=area))
    return out


def return_unit(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    """The Power goes to her holder; with the card in the supply nobody is paid (German rulebook)."""
    uid, area = choice["unit"], choice["area"]
    cost = next(c for _, a, c in _return_places(state, faction, uid) if a == area)
    placed: ev.Event = (ev.CultistRecruited(faction, uid, area, cost) if state.table[uid].spec.recruited
                        else ev.MonsterSummoned(faction, uid, area, cost))
    left = tuple(u for u in on_her_card(state, faction) if u != uid)
    out: list[ev.Event] = [ev.FactionDataSet(faction, VELVET_FAN, left or None), placed]
    paid = holder(state, BLOATED)
    if paid is not None and paid != faction and cost:
        out.append(ev.PowerChanged(paid, cost, VELVET_FAN))
    return out


def _gates(state: State, faction: str) -> int:
    return len(controlled_gates(state, faction))


def disaster_looms_power(state: State, faction: str) -> int:
    """Disaster Looms: the 2 Power each Controlled Gate gives is not gathered."""
    return -2 * _gates(state, faction)


def disaster_looms_signs(state: State, faction: str, choice: None, ctx: WindowContext) -> list[ev.Event]:
    """Disaster Looms: instead, 1 Elder Sign for each Controlled Gate, once all Power is gathered
    (mandatory: master rulebook, FAQ, Bloated Woman)."""
    return draw_elder_signs(state, faction, _gates(state, faction))


def all_six_books(state: State, faction: str) -> bool:
    """Own all 6 faction Spellbooks (German rulebook, Aufgeblähte Vettel)."""
    return spellbook_count(state, faction) >= 6


BLOATED_CARD = LoyaltyCard(
    name=BLOATED,
    title="The Bloated Woman",
    kind=CardKind.INDEPENDENT,
    short="bw",
    units=(independent(BLOATED, "Bloated Woman", 1, cost=4),),
    cost=4,
    combat="1",
    awaken=masks_awaken(BLOATED, 3, CHAOS_SIGNS),
    abilities=(WindowAbility(VELVET_FAN, Hook.BATTLE_RESOLVED, velvet_fan_options, velvet_fan,
                             fields={"unit": "unit"}, great_old_one="bloated_woman"),),
    everyone=(TurnAbility(RETURN, Hook.AWAKEN, return_options, return_unit,
                          fields={"unit": "unit", "area": "area"}),),
    spellbook="Disaster Looms",
    requirement=Requirement("Own all 6 of your faction's Spellbooks.", holds=all_six_books),
    book_abilities=(
        GatherPowerAbility("disaster_looms", Hook.GATHER_POWER, power=disaster_looms_power),
        EffectAbility("disaster_looms_signs", Hook.GATHER_POWER_PHASE, apply=disaster_looms_signs),
    ),
    texts={
        "Awaken": "A Gate you Control in an Area with your Great Old One: pay 4 and place her there. "
                  "Crawling Chaos may instead pay 3 at any Gate it Controls, with no Great Old One "
                  "there; each other faction then gains 1 Elder Sign.",
        "Combat": "1.",
        "The Velvet Fan": "After a Battle she took part in, take one enemy Monster or Cultist Killed or "
                          "Eliminated in it and put it on her card, out of play. Its owner may Recruit or "
                          "Summon it from there later, paying the cost to her holder (to nobody while she "
                          "is in the supply). Any number of units may wait on her card; they stay there "
                          "when she dies.",
        "Requirement": "Own all 6 of your faction's Spellbooks.",
        "Disaster Looms": "In Gather Power your Controlled Gates give you 1 Elder Sign each instead of "
                          "2 Power. Not optional.",
    },
    source="German rulebook, Aufgeblähte Vettel (DE 2641-2666); master rulebook, Masks of Nyarlathotep "
           "(EN 3449-3469, whose '2 Elder Signs' for the other factions is read as the German 1); FAQ, "
           "Bloated Woman (EN 5585-5593); Disaster Looms as one secondary source words it",
    grade="H",
    pack="Masks of Nyarlathotep",
    options=(CHAOS_SIGNS,),
)

CARDS = (HAUNTER_CARD, BLOATED_CARD)
