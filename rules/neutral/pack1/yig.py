"""Yig (Great Old One Pack 1; master rulebook, Independent Great Old Ones, EN 3127-3153; Complex
Battle Examples 5 and 9; FAQ EN 5309): Snakebite makes your Cultists poisonous, the Spellbook is
earned by removing one of your Gates, and Messenger of Yig taxes every enemy in the Doom Phase."""
from __future__ import annotations

from typing import Any

from ...engine import events as ev
from ...engine.content import CardKind, DemandAbility, EffectAbility, Hook, LoyaltyCard, Requirement, TurnAbility
from ...engine.holdings import has_card_book
from ...engine.loyalty import figures_in_play
from ...engine.prompts import Option
from ...engine.records import Demand, WindowContext
from ...engine.registry import card
from ...engine.state import State, controlled_gates
from ...factions.common import answer, battling, chosen_area, demand, done, note, others
from ...words.describing import Phrase, area_name, faction_name
from ..common import independent, use, usual_awaken
from ..unique_powers import GateRemoved  # the same fact as Unique High Priests' removals

NAME = "yig"
SNAKEBITE, REMOVE_GATE, MESSENGER = "snakebite", "yig_remove_gate", "messenger_of_yig"
MESSENGER_ANSWER = "messenger_of_yig_answer"
BOOK = "Messenger of Yig"


def _awake(state: State) -> bool:
    return bool(figures_in_play(state, card(NAME)))


# -- Snakebite -------------------------------------------------------------------------------

def snakebite(state: State, faction: str, choice: None, ctx: WindowContext) -> list[ev.Event]:
    """Once the Kills are assigned: if one or more of your Cultists in the Battle took a Kill, the
    enemy takes exactly one more Kill, which he assigns (Complex Battle Example 5). It stands even if
    a later ability turns your Cultist's Kill into something else (Complex Battle Example 9)."""
    b = state.battle
    if b is None or ctx.stage != "kills" or not battling(state, faction) or note(state, SNAKEBITE):
        return []
    table = state.table
    bitten = [u for u, r in b.results.items() if "kill" in r and table[u].faction == faction and table[u].spec.cultist]
    if not bitten or not _awake(state):
        return []
    return [ev.BattleNoted(SNAKEBITE, True), ev.BattleHitsAdded(faction, "kill", 1)]


# -- the Spellbook: requirement and Messenger of Yig -----------------------------------------

def remove_gate_options(state: State, faction: str, ctx: object) -> list[Option]:
    """The Spellbook's requirement: as your Action, remove one of your Controlled Gates (a removal
    of its own, never counted for another Spellbook's: FAQ EN 5309-5311)."""
    if has_card_book(state, NAME):
        return []
    return [use(REMOVE_GATE, Phrase("option-yig-requirement", {"area": area_name(a)}), area=a)
            for a in sorted(controlled_gates(state, faction))]


def remove_gate(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    return [GateRemoved(faction, choice["area"], REMOVE_GATE), ev.CardSpellbookEarned(faction, NAME)]


def messenger(state: State, faction: str, choice: None, ctx: WindowContext) -> list[ev.Event]:
    """As the Doom Phase begins, each enemy in turn order decides whether to give you 1 Power; you
    gain 1 Doom for each who does not."""
    queue = tuple(others(state, faction))
    if not queue or not _awake(state):
        return []
    return [demand(faction, MESSENGER_ANSWER, queue[0], kind=MESSENGER, queue=queue)]


def messenger_options(state: State, faction: str, d: Demand) -> list[Option]:
    title = faction_name(faction)
    out = [answer(MESSENGER_ANSWER, Phrase("option-messenger-of-yig-refuse", {"faction": title}), give=False)]
    if state.power[d.chooser] >= 1:
        out.insert(0, answer(MESSENGER_ANSWER, Phrase("option-messenger-of-yig-give", {"faction": title}), give=True))
    return out


def messenger_answer(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    if choice["give"]:
        out: list[ev.Event] = [ev.PowerChanged(d.chooser, -1, MESSENGER), ev.PowerChanged(faction, 1, MESSENGER)]
    else:
        out = [ev.DoomGained(faction, 1, MESSENGER)]
    queue = d.required_queue()
    rest = queue[queue.index(d.chooser) + 1:]
    if not rest:
        return [done(faction)] + out
    return [ev.FactionDataSet(faction, "demand", d.but(chooser=rest[0]).to_dict())] + out


YIG = LoyaltyCard(
    name=NAME,
    title="Yig",
    kind=CardKind.INDEPENDENT,
    short="yig",
    units=(independent("yig", "Yig", 2, cost=4),),
    cost=4,
    combat="2",
    awaken=usual_awaken(NAME),
    abilities=(
        EffectAbility(SNAKEBITE, Hook.POST_BATTLE, apply=snakebite, great_old_one="yig"),
        TurnAbility(REMOVE_GATE, Hook.ACTION, remove_gate_options, remove_gate, cost=0, acts_in=chosen_area,
                    fields={"area": "area"}),
    ),
    spellbook=BOOK,
    requirement=Requirement("As your Action, remove one of your Controlled Gates from the map."),
    book_abilities=(
        EffectAbility(MESSENGER, Hook.DOOM_PHASE_START, apply=messenger),
        DemandAbility(MESSENGER_ANSWER, Hook.DEMAND, messenger_options, messenger_answer, fields={"give": "bool"}),
    ),
    texts={
        "Yig": "Awaken him at a Gate you Control where one of your Great Old Ones stands, for 4 Power. "
               "Combat 2.",
        "Snakebite": "Post-Battle: your Cultists are poisonous. If one or more of them take a Kill in "
                     "a Battle, the enemy takes one more Kill, however many were bitten.",
        "Spellbook requirement": "As your Action, remove one of your Controlled Gates from the map; "
                                 "the unit that held it stays.",
        BOOK: "As the Doom Phase begins, each enemy chooses whether to give you 1 Power; for each "
              "who does not, you gain 1 Doom.",
    },
    source="master rulebook, Independent Great Old Ones (EN 3097-3153); Complex Battle Examples 5 "
           "and 9 (EN 1090-1198); FAQ EN 5309-5311; card facts from secondary sources",
    grade="M",
    pack="Great Old One Pack 1",
)
