"""Cthugha (Great Old One Pack 1; master rulebook, Independent Great Old Ones, EN 3127-3153;
Complex Battle Example 4; FAQ, Cthugha, EN 5605-5617 and 5371-5373; FAQ, Unique High Priests, EN
5687-5689): he Awakens in place of one of your Great Old Ones, fights with the Combat of an enemy
Great Old One, and spares Killed enemies for Power (Fire Vampires) and Elder Signs (Firestorm)."""
from __future__ import annotations

from typing import Any

from ...engine import events as ev
from ...engine.content import (CardKind, DemandAbility, EffectAbility, Hook, LoyaltyCard, Requirement,
                               TurnAbility, UnitKind)
from ...engine.holdings import card_of_unit, has_card_book, in_supply
from ...engine.loyalty import awaken_events, awaken_price
from ...engine.phases import draw_elder_signs
from ...engine.pieces import loss_doom, representatives
from ...engine.prompts import Option
from ...engine.records import Battle, Demand, WindowContext
from ...engine.registry import card
from ...engine.state import State, battle_of, controlled_gates, great_old_ones_in_play, units_in
from ...factions.common import answer, demand, done, hits_change
from ...words.describing import Phrase, area_name, unit_name
from ...engine.pieces import a_unit_said
from ..common import figure_area, independent

NAME = "cthugha"
CTHUGHA = "ctg.cthugha.1"
AWAKEN, FIRE_VAMPIRES, SPARE = "awaken_cthugha", "fire_vampires", "fire_vampires_spare"
BOOK = "Firestorm"
NOMINAL_COST = 6


# -- Combat ----------------------------------------------------------------------------------

def _unit_combat(state: State, uid: str, against: str) -> int:
    spec, owner = state.table[uid].spec, state.table[uid].faction
    if isinstance(spec.combat, int):
        return spec.combat
    return spec.combat(state, owner or "", against, 1)


def cthugha_combat(state: State, faction: str, enemy: str, count: int) -> int:
    """The Combat of one enemy Great Old One in the Battle, the best one (his holder's choice; none:
    0); no dice at all against an Elder God (FAQ EN 5611-5613)."""
    area = figure_area(state, CTHUGHA)
    if area is None:
        return 0
    exempt = state.battle.exempted() if state.battle is not None else ()
    table = state.table
    theirs = [u for u in units_in(state, area, enemy) if u not in exempt]
    if any(table[u].kind is UnitKind.ELDER_GOD for u in theirs):
        return 0
    goos = [u for u in theirs if table[u].spec.great_old_one and table[u].spec.name != "cthugha"]
    return count * max((_unit_combat(state, u, faction) for u in goos), default=0)


# -- Awakening -------------------------------------------------------------------------------

def _nominal_cost(state: State, uid: str) -> int:
    """What the replaced Great Old One costs to Awaken as printed: its card's, or its faction's
    (Hastur: 10, FAQ EN 5689)."""
    held = card_of_unit(state, uid)
    return held.cost if held is not None else state.table[uid].spec.cost


def _replaceable(state: State, faction: str) -> list[str]:
    """Your Great Old Ones on the map at a Gate you Control."""
    gates = set(controlled_gates(state, faction))
    return sorted(u for u in great_old_ones_in_play(state, faction) if state.units[u] in gates)


def _price(state: State, faction: str, uid: str) -> int:
    """6 (as COST abilities change Cthugha's own cost: Lavinia Whateley) less the nominal cost of
    the Great Old One he replaces; below 0 the holder gains the difference (FAQ EN 5687-5689)."""
    return awaken_price(state, faction, card(NAME), state.units[uid]) - _nominal_cost(state, uid)


def awaken_options(state: State, faction: str, ctx: object) -> list[Option]:
    if not in_supply(state, NAME):
        return []
    out = []
    for uid in _replaceable(state, faction):
        price, area = _price(state, faction, uid), state.units[uid]
        if price <= state.power[faction]:
            paid = (Phrase("option-cthugha-gain", {"power": -price}) if price < 0
                    else Phrase("log-neutral-power", {"amount": price}))
            out.append(Option({"act": "ability", "ability": AWAKEN, "unit": uid}, Phrase(
                "option-awaken-cthugha", {"area": area_name(area), "unit": unit_name(uid), "paid": paid})))
    return out


def awaken(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    uid = choice["unit"]
    area, price = state.units[uid], _price(state, faction, uid)
    gain: list[ev.Event] = [ev.PowerChanged(faction, -price, AWAKEN)] if price < 0 else []
    return ([ev.UnitEliminated(uid, area, AWAKEN)] + gain
            + awaken_events(state, faction, card(NAME), area, max(price, 0), CTHUGHA))


# -- Fire Vampires and Firestorm -------------------------------------------------------------

def _spareable(state: State, faction: str) -> list[str]:
    """The enemy's units in the Battle with a Kill (not an Elimination) assigned."""
    b = battle_of(state)
    table = state.table
    return [u for u, r in b.results.items() if "kill" in r and "elimination" not in r
            and table[u].faction == b.enemy_of(faction) and state.units.get(u) == b.area]


def fire_vampires(state: State, faction: str, choice: None, ctx: WindowContext) -> list[ev.Event]:
    """Post-Battle, Cthugha in the Battle, once every result is assigned: the holder is asked, after
    the window of the abilities that act on assigned results (Eternal takes precedence: FAQ EN
    5607-5609), which Killed enemy units to spare."""
    b = state.battle
    if b is None or ctx.stage != "pains" or faction not in b.sides() or state.units.get(CTHUGHA) != b.area:
        return []
    if CTHUGHA in b.exempted() or not _spareable(state, faction):
        return []
    return [demand(faction, SPARE, faction, kind=FIRE_VAMPIRES, after_window=True, area=b.area)]


def spare_options(state: State, faction: str, d: Demand) -> list[Option]:
    book = has_card_book(state, NAME)
    out = [answer(SPARE, Phrase("option-fire-vampires-spare", {"unit": a_unit_said(state, u),
                                                               "book": "yes" if book else "no"}),
                  unit=u)
           for u in representatives(state, _spareable(state, faction))]
    return out + [answer(SPARE, Phrase("option-fire-vampires-done"), unit=None)] if out else []


def spare(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    """The Kill becomes a Pain (Complex Battle Example 4: what the Kill already set off stands) and
    the holder gains 1 Power; with Firestorm, 1 Elder Sign too."""
    uid = choice["unit"]
    if uid is None:
        return [done(faction)]
    before = tuple(battle_of(state).results[uid])
    after = tuple("pain" if r == "kill" else r for r in before)
    out: list[ev.Event] = [ev.ResultsReplaced(uid, after, faction)] + hits_change(state, faction, before, after)
    out += [ev.PowerChanged(faction, 1, FIRE_VAMPIRES)] + loss_doom(state, uid, half=True)
    if has_card_book(state, NAME):
        out += draw_elder_signs(state, faction, 1)
    more = [u for u in _spareable(state, faction) if u != uid]
    return out + ([] if more else [done(faction)])


def killed_an_enemy_great_old_one(state: State, faction: str, battle: Battle) -> bool:
    """The Spellbook's requirement: an enemy Great Old One was Killed in a Battle of yours."""
    table = state.table
    return any("kill" in r and table[u].faction == battle.enemy_of(faction) and table[u].spec.great_old_one
               for u, r in battle.results.items())


CTHUGHA_CARD = LoyaltyCard(
    name=NAME,
    title="Cthugha",
    kind=CardKind.INDEPENDENT,
    short="ctg",
    units=(independent("cthugha", "Cthugha", cthugha_combat, cost=NOMINAL_COST),),
    cost=NOMINAL_COST,
    combat="that of one enemy Great Old One in the Battle (none: 0; none at all against an Elder God)",
    awaken=TurnAbility(AWAKEN, Hook.AWAKEN, awaken_options, awaken, fields={"unit": "unit"}),
    abilities=(
        EffectAbility(FIRE_VAMPIRES, Hook.POST_BATTLE, apply=fire_vampires, great_old_one="cthugha"),
        DemandAbility(SPARE, Hook.DEMAND, spare_options, spare, fields={"unit": "unit?"}),
    ),
    spellbook=BOOK,
    requirement=Requirement("Kill an enemy Great Old One in Battle.", on_battle=killed_an_enemy_great_old_one),
    texts={
        "Cthugha": "Awaken him at a Gate you Control where one of your Great Old Ones stands: pay 6 "
                   "less that Great Old One's printed Awakening cost (below 0, gain the difference "
                   "in Power), and Cthugha takes its place, which goes back to its Pool. His Combat "
                   "is that of one enemy Great Old One in the Battle, your choice, else 0; against "
                   "an Elder God he rolls no dice.",
        "Fire Vampires": "Post-Battle, Cthugha in the Battle: once the results are assigned, you may "
                         "spare enemy units that took a Kill: each Kill becomes a Pain, and you gain "
                         "1 Power for each unit spared.",
        "Spellbook requirement": "Kill an enemy Great Old One in Battle.",
        BOOK: "Each enemy unit you spare with Fire Vampires also gives you 1 Elder Sign.",
    },
    source="master rulebook, Independent Great Old Ones (EN 3097-3153); Complex Battle Example 4 "
           "(EN 1068-1086); FAQ EN 5605-5617, 5371-5373, 5687-5689; card facts from secondary sources",
    grade="H",
    pack="Great Old One Pack 1",
)
