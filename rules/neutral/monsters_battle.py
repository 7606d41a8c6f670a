"""Neutral Monsters that change Battles: the Leng Spider (Giant Blind Albino Penguins pack), the
Star Vampire and the Servitor of the Outer Gods (Azathoth expansion) and the Voonith (Beyond Time
and Space). Master rulebook, Neutral Monsters (EN 2979-3033), Azathoth (EN 3295-3379), Beyond Time
and Space (EN 3470-3503), Complex Battle Examples 2 and 7 (EN 1021-1051, 1114-1144) and the FAQ on
Neutral Monsters (EN 5473-5536). Each is bought for 2 Doom on one's Ritual turn and kept for the
game (rules.engine.loyalty.standard_buy); the Servitor's buyer hands it to an enemy.
"""
from __future__ import annotations

from typing import Any

from ..engine import events as ev
from ..engine.battle import participants
from ..engine.content import (NO_DICE, CardKind, EffectAbility, Hook, LoyaltyCard, MaySummonAbility,
                              RulesetOption, UnitKind, UnitSpec, WindowAbility)
from ..engine.evolve import evolver
from ..engine.loyalty import pool_figure, standard_buy
from ..engine.pieces import strength
from ..engine.prompts import Option
from ..engine.records import WindowContext
from ..engine.registry import card as card_of
from ..engine.rng import roll_dice
from ..engine.state import POOL, State, battle_of, controlled_gates
from ..words.describing import Phrase, area_name, faction_name
from .common import card_option, use

LENG_SPIDER, STAR_VAMPIRE, VOONITH, SERVITOR = "leng_spider", "star_vampire", "voonith", "servitor_of_the_outer_gods"
BLOODTHIRST, VAMPIRISM, VICIOUS, ADULATION = "bloodthirst", "vampirism", "vicious", "adulation"
POST_BATTLE_STAGES = ("kills", "assigned", "pains")


def _fighting(state: State, holder: str, unit_type: str) -> list[str]:
    """The holder's figures of `unit_type` taking part in the Battle under way (none if it is no side)."""
    b = state.battle
    if b is None or holder not in b.sides():
        return []
    table = state.table
    return [u for u in participants(state, holder) if table[u].type == unit_type]


# -- Leng Spider: Bloodthirst ------------------------------------------------------------------
# Used in the Post-Battle windows, on the Pains as they stand then: after Threnody's Pains (Complex
# Battle Example 7) and Necrophagy's (Example 2), also on Pains beyond the units left to take them
# (Example 2: four Pains on two units make two Kills). The side's Pains are then assigned afresh.

BLOODTHIRST_USES = "bloodthirst_uses"
# Sleeper's Battle note (rules.factions.sleeper.battle): the enemy's Kills on that side count as Pains.
KILLS_AS_PAINS = "kills_as_pains:"


def pains_on(state: State, side: str) -> int:
    """The Pains `side`'s units have to take: those rolled or added against it, or, where an ability
    gave Pains without rolling them (Threnody), those its units were given."""
    b = battle_of(state)
    rolled = int(b.hits.get(b.enemy_of(side), {}).get("pain", 0))
    return max(rolled, len(_pained_only(state, side)))


def _pained_only(state: State, side: str) -> list[str]:
    table = state.table
    return sorted(u for u, res in battle_of(state).results.items() if table[u].faction == side and res == ("pain",))


def _bloodthirst_left(state: State, holder: str) -> int:
    return len(_fighting(state, holder, "leng_spider")) - int(battle_of(state).note(BLOODTHIRST_USES, 0))


def bloodthirst_options(state: State, holder: str, ctx: WindowContext) -> list[Option]:
    """Bloodthirst: once per Leng Spider of the holder in the Battle, two Pains on either side's
    units become one Kill."""
    if ctx.stage not in POST_BATTLE_STAGES or _bloodthirst_left(state, holder) < 1:
        return []
    return [use(BLOODTHIRST, Phrase("option-bloodthirst", {"faction": faction_name(side)}), side=side)
            for side in battle_of(state).sides() if pains_on(state, side) >= 2]


def bloodthirst(state: State, holder: str, choice: dict[str, Any], ctx: WindowContext) -> list[ev.Event]:
    """The side's Pains are taken off its units and its results counted again, two Pains fewer and
    one Kill more; under Demand Sacrifice on that side the Kill counts as a Pain (FAQ EN 5475-5477)."""
    b, side = battle_of(state), choice["side"]
    enemy, total = b.enemy_of(side), pains_on(state, side)
    spared = bool(b.note(KILLS_AS_PAINS + side))
    pains_after = total - 2 + (1 if spared else 0)
    rolled = int(b.hits.get(enemy, {}).get("pain", 0))
    out: list[ev.Event] = [ev.BattleNoted(BLOODTHIRST_USES, int(b.note(BLOODTHIRST_USES, 0)) + 1)]
    out += [ev.ResultsReplaced(u, (), holder) for u in _pained_only(state, side)]
    if pains_after != rolled:
        out.append(ev.BattleHitsAdded(enemy, "pain", pains_after - rolled))
    return out + ([] if spared else [ev.BattleHitsAdded(enemy, "kill", 1)])


def _enemy_has_two_pains(state: State, holder: str, ctx: WindowContext) -> bool:
    """A standing answer's condition: the enemy's units have two Pains Bloodthirst could turn."""
    b = state.battle
    if b is None or holder not in b.sides() or _bloodthirst_left(state, holder) < 1:
        return False
    return ctx.stage in POST_BATTLE_STAGES and pains_on(state, b.enemy_of(holder)) >= 2


LENG_SPIDER_CARD = LoyaltyCard(
    LENG_SPIDER, "Leng Spider", CardKind.NEUTRAL_MONSTER, "leng",
    (UnitSpec("leng_spider", UnitKind.MONSTER, 3, 2, 1, title="Leng Spider"),),
    cost=2, combat="1",
    awaken=standard_buy(LENG_SPIDER),
    abilities=(WindowAbility(BLOODTHIRST, Hook.POST_BATTLE, bloodthirst_options, bloodthirst,
                             fields={"side": "faction"},
                             conditions={"enemy_has_two_pains": _enemy_has_two_pains}),),
    texts={"Bloodthirst": "In a Battle with your Leng Spiders, before the Pains are settled, you may turn two "
                          "Pain results into one Kill, once for each Spider there; each time on the Pains "
                          "against either side. Zagazig's swap comes first; against Sleeper's Demand "
                          "Sacrifice the Kill counts as one Pain."},
    source="master rulebook EN 3019-3033 (pack), Complex Battle Examples 2 and 7 (EN 1021-1051, "
           "1114-1144), FAQ EN 5473-5481; DE 1985-2043 puts it in Dreamlands Underworld; numbers "
           "from one secondary source",
    grade="H", pack="Giant Blind Albino Penguins")


# -- Star Vampire: Vampirism -------------------------------------------------------------------

@ev.faction_event("VampirismDrained")
class VampirismDrained(ev.Event):
    """Vampirism: the Star Vampires' Kills moved `doom` Doom, their Pains `power` Power, from
    `enemy` to `faction`."""

    faction: str
    enemy: str
    doom: int
    power: int


@evolver(VampirismDrained)
def _drained(state: State, e: VampirismDrained) -> State:
    doom = {**state.doom, e.enemy: state.doom[e.enemy] - e.doom, e.faction: state.doom[e.faction] + e.doom}
    power = {**state.power, e.enemy: state.power[e.enemy] - e.power, e.faction: state.power[e.faction] + e.power}
    return state.derive(doom=doom, power=power)


def _battle_dice(state: State) -> dict[str, int]:
    """How many Combat dice each side rolls (rules.engine.battle, as it rolls them)."""
    b = battle_of(state)
    att, dfn = b.sides()
    return {att: strength(state, att, dfn, participants(state, att)),
            dfn: strength(state, dfn, att, participants(state, dfn))}


def vampirism(state: State, holder: str, choice: None, ctx: WindowContext) -> list[ev.Event]:
    """Vampirism, as the dice are rolled: the Star Vampires' dice are the first of the side's, or,
    where Servitors left the side fewer dice than its Star Vampires have, the side's dice and as
    many more rolled for them (FAQ EN 5505-5515). Each Kill among them takes 1 Doom, each Pain 1
    Power from the enemy, as far as it has any (FAQ EN 5517-5523); the results count as usual."""
    silent = battle_of(state).note(NO_DICE, ())
    vampires = len([u for u in _fighting(state, holder, "star_vampire") if u not in silent])
    if not vampires:
        return []
    b, counts = battle_of(state), _battle_dice(state)
    offset = 0 if holder == b.attacker else counts[b.attacker]
    faces = roll_dice(state, min(counts[holder], vampires), offset=offset)
    out: list[ev.Event] = []
    if vampires > counts[holder]:
        extra = roll_dice(state, vampires - counts[holder], offset=sum(counts.values()))
        out.append(ev.DiceRolled(holder, extra, VAMPIRISM))
        out += [ev.BattleHitsAdded(holder, r, n) for r, n in _scored(extra).items() if n]
        faces += extra
    enemy, scored = b.enemy_of(holder), _scored(faces)
    doom, power = min(scored["kill"], state.doom[enemy]), min(scored["pain"], state.power[enemy])
    return out + ([VampirismDrained(holder, enemy, doom, power)] if doom or power else [])


def _scored(faces: tuple[int, ...]) -> dict[str, int]:
    return {"kill": sum(1 for f in faces if f == 6), "pain": sum(1 for f in faces if f in (4, 5))}


STAR_VAMPIRE_CARD = LoyaltyCard(
    STAR_VAMPIRE, "Star Vampire", CardKind.NEUTRAL_MONSTER, "stvamp",
    (UnitSpec("star_vampire", UnitKind.MONSTER, 3, 2, 1, title="Star Vampire"),),
    cost=2, combat="1",
    awaken=standard_buy(STAR_VAMPIRE),
    abilities=(EffectAbility(VAMPIRISM, Hook.DICE_ROLLED, apply=vampirism),),
    events=(VampirismDrained,),
    texts={"Vampirism": "Your Star Vampires' dice are rolled apart from your others. Each Kill they roll takes "
                        "1 Doom from the enemy and gives it to you, each Pain 1 Power; the results still "
                        "count in the Battle, and the drain stands even if a result is lost, cancelled or "
                        "lessened. An enemy without Doom or Power loses none."},
    source="master rulebook EN 3295-3379 (Azathoth), FAQ EN 5505-5523; numbers from two secondary sources",
    grade="H", pack="Azathoth")


# -- Voonith: Vicious --------------------------------------------------------------------------

VICIOUS_DONE = "vicious_done"


def vicious(state: State, holder: str, choice: None, ctx: WindowContext) -> list[ev.Event]:
    """Vicious (Post-Battle): once the rolled Kills are assigned, the holder's side has at least as
    many Kills as it has Vooniths in the Battle; each one short is added, for the enemy to assign."""
    b = state.battle
    if b is None or ctx.stage not in ("kills", "assigned") or b.note(VICIOUS_DONE):
        return []
    vooniths = len(_fighting(state, holder, "voonith"))
    if not vooniths:
        return []
    short = vooniths - int(b.hits.get(holder, {}).get("kill", 0))
    return [ev.BattleNoted(VICIOUS_DONE, True)] + ([ev.BattleHitsAdded(holder, "kill", short)] if short > 0 else [])


VOONITH_CARD = LoyaltyCard(
    VOONITH, "Voonith", CardKind.NEUTRAL_MONSTER, "voon",
    (UnitSpec("voonith", UnitKind.MONSTER, 2, 3, 1, title="Voonith"),),
    cost=3, combat="1",
    awaken=standard_buy(VOONITH),
    abilities=(EffectAbility(VICIOUS, Hook.POST_BATTLE, apply=vicious),),
    texts={"Vicious": "Post-Battle: your side scores at least as many Kills as you have Vooniths in the "
                      "Battle; add a Kill for each one you fell short."},
    source="master rulebook EN 3470-3503 (Beyond Time and Space), DE 2687-2718; the card's words and "
           "numbers from two secondary sources",
    grade="M", pack="Beyond Time and Space")


# -- Servitor of the Outer Gods: handed to an enemy; Adulation -----------------------------------

SERVITOR_FIRST_FIGURE = RulesetOption(
    "servitor_first_figure", "recipient_gate", ("recipient_gate", "pool"),
    "Servitor of the Outer Gods: the sources do not say where the first figure goes when the card is "
    "handed over; by default the buyer places it at one of the recipient's Controlled Gates, as a bought "
    "card's free figure; 'pool': every Servitor waits in the recipient's Pool")


def servitor_placements(state: State, buyer: str) -> list[tuple[dict[str, Any], str | Phrase]]:
    """One way per enemy, and per Controlled Gate of it where the first Servitor may go."""
    out: list[tuple[dict[str, Any], str | Phrase]] = []
    at_gates = card_option(state, SERVITOR_FIRST_FIGURE) == "recipient_gate"
    for enemy in (f for f in state.order if f != buyer):
        gates = controlled_gates(state, enemy) if at_gates else []
        out += [({"enemy": enemy, "area": a}, Phrase("option-servitor-to-gate", {"enemy": faction_name(enemy),
                                                                                "area": area_name(a)}))
                for a in gates]
        if not gates:
            out.append(({"enemy": enemy, "area": None}, Phrase("option-servitor-to-pool", {"enemy": faction_name(enemy)})))
    return out


def servitor_placing(state: State, buyer: str, choice: dict[str, Any]) -> list[ev.Event]:
    """The chosen enemy holds the card, given by the buyer; the first figure goes to its Gate."""
    enemy, area = choice["enemy"], choice.get("area")
    out: list[ev.Event] = [ev.LoyaltyCardGained(enemy, SERVITOR, "given", giver=buyer)]
    uid = pool_figure(state, enemy, card_of(SERVITOR))
    if area is not None and uid is not None:
        out.append(ev.UnitPlaced(uid, POOL, area, "bought"))
    return out


def adulation(state: State, holder: str, faction: str, unit_type: str) -> bool:
    """Adulation: while a Servitor waits in the holder's Pool, it Summons no other kind of Monster
    (FAQ EN 5497-5503: other ways of placing Monsters still work)."""
    if faction != holder or unit_type == "servitor":
        return True
    table = state.table
    return not any(where == POOL and table[u].type == "servitor" and table[u].faction == holder
                   for u, where in state.units.items())


SERVITOR_CARD = LoyaltyCard(
    SERVITOR, "Servitor of the Outer Gods", CardKind.NEUTRAL_MONSTER, "servitor",
    (UnitSpec("servitor", UnitKind.MONSTER, 3, 1, -1, title="Servitor of the Outer Gods"),),
    cost=1, combat="-1 (a side's total below 0 counts as 0)",
    awaken=standard_buy(SERVITOR, placements=servitor_placements, placing=servitor_placing,
                        fields={"enemy": "faction", "area": "area?"}),
    abilities=(MaySummonAbility(ADULATION, Hook.MAY_SUMMON, may_summon=adulation),),
    options=(SERVITOR_FIRST_FIGURE,),
    texts={"Buying": "Pay 2 Doom and hand this card and its figures to an enemy of your choice, who can never "
                     "get rid of it; its first figure goes to one of that enemy's Controlled Gates.",
           "Adulation": "While a Servitor waits in your Pool you cannot Summon any other kind of Monster; "
                        "other ways of placing Monsters still work. Each Servitor lowers your side's Combat "
                        "by 1, a total below 0 counting as 0, and a side at 0 cannot declare a Battle."},
    source="master rulebook EN 3295-3379 (Azathoth), FAQ EN 5497-5523; numbers from two secondary sources",
    grade="H", pack="Azathoth")

CARDS = (LENG_SPIDER_CARD, STAR_VAMPIRE_CARD, VOONITH_CARD, SERVITOR_CARD)
