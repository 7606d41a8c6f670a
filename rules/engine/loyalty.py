"""Loyalty Cards in play (master rulebook, Independent Great Old Ones; expansions D0): Awakening an
Independent from the supply, its death returning the card, the card's own Spellbook, and the
neutral Spellbooks a faction may take instead of its own (Azathoth expansion, E1).

The cards themselves are content (rules/neutral/): each brings its abilities, its requirement and
its Awaken rule; this module is what every card shares.
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

from .phrases import Name, Phrase, area_name
from . import events as ev
from .content import BUY_PRICE, CARD_BOOK_DUE, CardKind, Hook, LoyaltyCard, RitualTurnAbility, TurnAbility
from .holdings import ON_FACTION_CARD as ON_FACTION_CARD, ON_SPELLBOOK as ON_SPELLBOOK  # defined beside covered_books
from .holdings import card_of_unit, cards_held, cards_in_game, has_card_book, in_supply
from .hooks import action_cost
from .mind_control import mind_controlled_in
from .prompts import Option
from .records import Battle
from .registry import map_closed_gates
from .state import CAPTURED, OUT_OF_PLAY, POOL, State, controlled_gates, great_old_ones_in_play


def figures(card: LoyaltyCard) -> list[str]:
    """The ids of a card's figures."""
    return [f"{card.short}.{u.name}.{n}" for u in card.units for n in range(1, u.count + 1)]


def figures_in_play(state: State, card: LoyaltyCard) -> list[str]:
    return [uid for uid in figures(card)
            if state.units.get(uid, OUT_OF_PLAY) not in (POOL, OUT_OF_PLAY)
            and not state.units[uid].startswith(CAPTURED)]


# -- Awakening an Independent ----------------------------------------------------------------

def standard_awaken_areas(state: State, faction: str) -> list[str]:
    """Master rulebook, Independent Great Old Ones: the usual requirement is a Gate you Control in
    an Area with one of your Great Old Ones (any: an Independent may help Awaken another)."""
    goo_areas = {state.units[u] for u in great_old_ones_in_play(state, faction)}
    return sorted(a for a in controlled_gates(state, faction) if a in goo_areas)


def awaken_price(state: State, faction: str, card: LoyaltyCard, area: str) -> int:
    """The card's cost, as the COST hook prices an Awakening in `area`."""
    return action_cost(state, faction, "awaken", area, card.cost)


def standard_awaken(card_name: str, label: str | None = None) -> TurnAbility:
    """The Awaken ability of a card with the usual requirement: offered to every seated faction while
    the card is in the supply; the holder pays the cost and places the figure at that Gate."""
    name = f"awaken_{card_name}"

    def options(state: State, faction: str, ctx: object) -> list[Option]:
        from .registry import card as card_of

        if not in_supply(state, card_name):
            return []
        card = card_of(card_name)
        out = []
        for area in standard_awaken_areas(state, faction):
            cost = awaken_price(state, faction, card, area)
            if cost <= state.power[faction]:
                named = _figure_name(label) if label else _card_said(card_name, card.title)
                out.append(Option({"act": "ability", "ability": name, "area": area},
                                  Phrase("option-awaken-card", {"card": named, "area": area_name(area),
                                                                "cost": cost})))
        return out

    def apply(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
        from .registry import card as card_of

        card = card_of(card_name)
        area = choice["area"]
        return awaken_events(state, faction, card, area, awaken_price(state, faction, card, area))

    return TurnAbility(name, Hook.AWAKEN, options=options, apply=apply, fields={"area": "area"})


def awaken_events(state: State, faction: str, card: LoyaltyCard, area: str, cost: int,
                  unit: str | None = None) -> list[ev.Event]:
    """The card comes to `faction` and its (first) figure Awakens in `area` for `cost`."""
    uid = unit or figures(card)[0]
    return [ev.LoyaltyCardGained(faction, card.name, "awakened"),
            ev.GreatOldOneAwakened(faction, uid, area, cost)]


# -- Buying a Neutral Monster or Terror -------------------------------------------------------
# Master rulebook, Neutral Monsters and Terrors: on your Ritual turn you may lower your Doom by 2
# (a Terror: and pay 2 Power) and take one card from the supply, its figures into your Pool, often
# one placed at once for free; one card per Doom Phase; you may still perform your Ritual.

# Where a bought card's first figure may go: (the choice's fields, the words that say it: English
# text, or a phrase of the catalogs).
Placements = Callable[[State, str], Sequence[tuple[dict[str, Any], "str | Phrase"]]]
# The events after the price is paid: who holds the card, where its figures go.
Placing = Callable[[State, str, dict[str, Any]], list[ev.Event]]
# What the card costs `faction` now: (Doom, Power).
Price = Callable[[State, str], tuple[int, int]]


def bought_this_phase(state: State, faction: str) -> bool:
    dp = state.doom_phase
    return dp is not None and faction in (dp.bought or ())


def gate_placements(state: State, faction: str) -> list[tuple[dict[str, Any], str | Phrase]]:
    """The usual place of a bought card's first figure: one of your Controlled Gates."""
    return [({"area": a}, Phrase("option-first-figure-at-gate", {"area": area_name(a)}))
            for a in controlled_gates(state, faction)]


def _card_said(key: str, title: str) -> Name:
    """A Loyalty Card by its key, as an option names it (content.ftl's `loyalty-<key>`)."""
    return Name(f"loyalty-{key}", {"": title})


def _figure_name(title: str) -> Name:
    """A card's figure by its English name ("Father Dagon"; content.ftl's `unit-<type>`)."""
    return Name(f"unit-{title.lower().replace(' ', '_').replace('-', '_')}", {"": title})


def pool_figure(state: State, faction: str, card: LoyaltyCard, unit_type: str | None = None) -> str | None:
    """The first of the card's figures (of `unit_type`) that will wait in `faction`'s Pool once it
    holds the card: those already in its Pool, or not yet in the game."""
    for uid in figures(card):
        if unit_type is not None and uid.split(".")[1] != unit_type:
            continue
        if state.units.get(uid, OUT_OF_PLAY) in (POOL, OUT_OF_PLAY):
            return uid
    return None


def place_first(card_name: str) -> Placing:
    """The buyer holds the card; its first figure goes to the chosen Area (if one was chosen)."""
    def placing(state: State, faction: str, choice: dict[str, Any]) -> list[ev.Event]:
        from .registry import card as card_of

        out: list[ev.Event] = [ev.LoyaltyCardGained(faction, card_name, "bought")]
        uid = pool_figure(state, faction, card_of(card_name))
        if choice.get("area") is not None and uid is not None:
            out.append(ev.UnitPlaced(uid, POOL, choice["area"], "bought"))
        return out
    return placing


def buy_price(state: State, faction: str, card: LoyaltyCard) -> tuple[int, int]:
    return BUY_PRICE[card.kind]


def standard_buy(card_name: str, *, placements: Placements = gate_placements, placing: Placing | None = None,
                 fields: dict[str, Any] | None = None, price: Price | None = None) -> RitualTurnAbility:
    """The card's purchase: offered on every seated faction's Ritual turn while the card is in the
    supply and the faction has bought none this Doom Phase and can pay; one option per place of
    the first figure (`placements`; none possible: the figures all wait in the Pool, and each of the
    choice's `fields`, declared nullable with "?", is null)."""
    name = f"buy_{card_name}"
    place = placing or place_first(card_name)
    declared = fields if fields is not None else {"area": "area?"}
    empty = {f: None for f, kind in declared.items() if isinstance(kind, str) and kind.endswith("?")}

    def options(state: State, faction: str, ctx: object) -> list[Option]:
        from .registry import card as card_of

        if not in_supply(state, card_name) or bought_this_phase(state, faction):
            return []
        card = card_of(card_name)
        doom, power = price(state, faction) if price else buy_price(state, faction, card)
        if state.doom[faction] < doom or state.power[faction] < power:
            return []
        paid = f"{doom} Doom" + (f" and {power} Power" if power else "")
        named = {"card": _card_said(card_name, card.title), "doom": doom, "power": power}
        where = list(placements(state, faction))
        if not where:  # its nullable fields null: the choice names every field it declares
            return [Option({"act": "ability", "ability": name, **empty}, Phrase("option-buy-card-to-pool", named))]
        # A place said in English text only (a card's own placements) keeps the label English.
        return [Option({"act": "ability", "ability": name, **extra},
                       Phrase("option-buy-card", {**named, "place": words}) if isinstance(words, Phrase)
                       else f"Buy {card.title} ({paid}): {words}")
                for extra, words in where]

    def apply(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
        from .registry import card as card_of

        card = card_of(card_name)
        doom, power = price(state, faction) if price else buy_price(state, faction, card)
        return [ev.LoyaltyCardBought(faction, card_name, doom, power), *place(state, faction, choice)]

    return RitualTurnAbility(name, Hook.DOOM_PHASE, options=options, apply=apply, fields=declared)


# -- Death and the card's Spellbook ------------------------------------------------------------

def card_lost(state: State, e: ev.UnitKilled | ev.UnitEliminated | ev.CultistCaptured) -> list[ev.Event]:
    """An Independent's death returns its card to the supply, once none of its figures is in play
    (Nyogtha: both), unless the card says its holder keeps it (LoyaltyCard.keeps_card); its tokens
    on the map (LoyaltyCard.tokens) never keep it. A Unique High Priest's card stays with its holder
    for the game (master rulebook, Unique High Priests)."""
    card = card_of_unit(state, e.unit)
    if card is None or card.shared or state.loyalty[card.name]["owner"] is None:
        return []
    if card.kind in (CardKind.UNIQUE_HIGH_PRIEST, CardKind.NEUTRAL_MONSTER, CardKind.TERROR):
        return []
    if any(state.table[uid].type not in card.tokens for uid in figures_in_play(state, card)):
        return []
    holder = state.loyalty[card.name]["owner"]
    if card.keeps_card is not None and card.keeps_card(state, holder) \
            and not mind_controlled_in(state, e.unit, e.area):  # FAQ EN 5493: Bokrug under Mind Control
        return []
    return [ev.LoyaltyCardReturned(holder, card.name)]


def card_requirements_met(state: State) -> list[ev.Event]:
    """Cards whose Spellbook requirement (state-based, `holds`) now holds for their holder."""
    out: list[ev.Event] = []
    for card in cards_in_game(state):
        owner = state.loyalty[card.name]["owner"]
        req = card.requirement
        if owner is None or req is None or req.holds is None or has_card_book(state, card.name):
            continue
        if req.holds(state, owner):
            out.append(ev.CardSpellbookEarned(owner, card.name))
    return out


def card_rules_kept(state: State) -> list[ev.Event]:
    """The events restoring the cards' rules that hold at every moment (LoyaltyCard.standing_rule),
    checked between steps, in a Battle too."""
    out: list[ev.Event] = []
    for card in cards_in_game(state):
        if card.standing_rule is not None:
            out += card.standing_rule(state, state.loyalty[card.name]["owner"])
    return out


def closed_gate_areas(state: State) -> set[str]:
    """The Areas where no Gate may be Controlled now (LoyaltyCard.closed_gates, a map's rule:
    registry.map_closed_gates; none in most games)."""
    closed = map_closed_gates(state)  # a map's rule (the Library at Celaeno's Custodian and Librarian)
    if not state.loyalty:
        return closed
    return closed | {area for card in cards_in_game(state) if card.closed_gates is not None
                     for area in card.closed_gates(state)}


def battle_card_requirements_met(state: State, battle: Battle) -> list[ev.Event]:
    """Cards whose Spellbook requirement was met by the Battle that is ending, and those a card's
    ability met during it (CARD_BOOK_DUE), for a holder that still holds the card."""
    out: list[ev.Event] = []
    for faction in battle.sides():
        for card in cards_held(state, faction):
            req = card.requirement
            if card.shared or req is None or req.on_battle is None or has_card_book(state, card.name):
                continue
            if req.on_battle(state, faction, battle):
                out.append(ev.CardSpellbookEarned(faction, card.name))
    earned = {(e.faction, e.card) for e in out if isinstance(e, ev.CardSpellbookEarned)}
    for key, faction in sorted((battle.notes or {}).items()):
        name = key[len(CARD_BOOK_DUE):]
        if key.startswith(CARD_BOOK_DUE) and name in state.loyalty and (faction, name) not in earned \
                and state.loyalty[name]["owner"] == faction and not has_card_book(state, name):
            out.append(ev.CardSpellbookEarned(faction, name))
    return out


# -- neutral Spellbooks ------------------------------------------------------------------------

def free_neutral_books(state: State) -> list[str]:
    """The neutral Spellbooks no faction holds yet, in the order they are listed."""
    return [name for name, holder in state.neutral_books.items() if holder is None]
