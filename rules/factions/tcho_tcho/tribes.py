"""The Tcho-Tcho Tribes (master rulebook, Tcho-Tcho Tribes; docs/factions.md, Tcho-Tcho): every
tribe keeps the faction card and the three universal Spellbooks (Hierophants, Soulless, Terror) and
adds three of its own. Tsang's are the original faction's (Idolatry, Martyrdom, Tablets of the
Gods); Leng's are Surprise!, Dark Rituals and Fulmination; Sarkomand's are Doomsday, Inerrant and
Otherworld Alliances. The tribe is the game's ruleset option `tcho_tcho_tribe`, known to the table,
or ("secret") picked by the Tcho-Tcho player in secret before the first Action: kept in their
secret bookkeeping (FactionSpec.secret_data), it is revealed as they take the first tribe book.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping

from ...engine import events as ev
from ...engine.content import CardKind, LoyaltyCard
from ...engine.holdings import card_of_unit, cards_in_game, in_supply
from ...engine.evolve import evolver
from ...engine.loyalty import awaken_events, figures
from ...engine.phases import draw_elder_signs
from ...engine.pieces import representatives
from ...engine.prompts import Option
from ...engine.records import Demand, UnitLostContext, WindowContext
from ...engine.state import OUT_OF_PLAY, POOL, State, controlled_gates, gate_controller, on_map, spec_of
from ..common import (REPLACED_ACOLYTE_DOOM, answer, battling, data, demand, done, eliminate, has_book, note,
                      of_type, others, pool_unit, unit_of, use)
from ...words.describing import Context, Name, Phrase, area_name, describes, describes_datum, faction_name, unit_name
from ..wording import commas, spellbook_name
from .ruleset import DARK_RITUALS_IMMUNITY, TRIBE
from .units import priests_on_map

UNIVERSAL = ("Hierophants", "Soulless", "Terror")
TRIBE_BOOKS = {
    "tsang": ("Idolatry", "Martyrdom", "Tablets of the Gods"),
    "leng": ("Surprise!", "Dark Rituals", "Fulmination"),
    "sarkomand": ("Doomsday", "Inerrant", "Otherworld Alliances"),
}
ALL_BOOKS = UNIVERSAL + tuple(b for books in TRIBE_BOOKS.values() for b in books)


SECRET = "secret"
SECRET_TRIBE = "secret_tribe"  # the secret pick, seen by the Tcho-Tcho's seat alone
TRIBE_SHOWN = "tribe"  # the tribe once revealed, public


def tribe_in(options: Mapping[str, Any], data: Mapping[str, Any]) -> str | None:
    """The game's tribe: the option's (the original faction is the Tsang tribe), else the one
    picked in secret (None: not picked yet)."""
    tribe = str(options.get(TRIBE.name, TRIBE.default))
    if tribe != SECRET:
        return "tsang" if tribe == "original" else tribe
    found = data.get(TRIBE_SHOWN) or data.get(SECRET_TRIBE)
    return str(found) if found else None


def books_for(options: Mapping[str, Any], data: Mapping[str, Any]) -> tuple[str, ...]:
    """The universal books and the tribe's three (only the universal ones before a secret pick)."""
    tribe = tribe_in(options, data)
    return tuple(sorted(UNIVERSAL + (TRIBE_BOOKS[tribe] if tribe in TRIBE_BOOKS else ())))


@ev.faction_event("TribeChosen", secret=("tribe",))
class TribeChosen(ev.Event):
    """The Tcho-Tcho player picks a tribe in secret; only their seat sees which."""

    faction: str
    tribe: str = ""


@evolver(TribeChosen)
def _chosen(state: State, e: TribeChosen) -> State:
    mine = {**state.faction_data[e.faction], SECRET_TRIBE: e.tribe}
    return state.derive(faction_data={**state.faction_data, e.faction: mine})


@describes(TribeChosen.TYPE)
def _chosen_sentence(c: Context) -> Phrase:
    tribe = c.secret.get("tribe", c["tribe"])
    faction = faction_name(c["faction"])
    if not tribe:
        return Phrase("log-tribe-chosen-hidden", {"faction": faction})
    return Phrase("log-tribe-chosen", {"faction": faction, "tribe": str(tribe).title()})


@describes_datum(TRIBE_SHOWN)
def _shown(c: Context) -> Phrase:
    return Phrase("log-datum-tribe", {"faction": faction_name(c["faction"]), "tribe": str(c["value"]).title()})


def ask_tribe(state: State, faction: str, choice: None, ctx: WindowContext) -> list[ev.Event]:
    """Before the first Action of the game, a secret tribe is picked (once nothing else is asked)."""
    if state.options.get(TRIBE.name) != SECRET or data(state, faction, SECRET_TRIBE):
        return []
    if data(state, faction, "demand") is not None:
        return []
    return [demand(faction, "tribe_chosen", faction, after_window=True, kind="tribe")]


def tribe_options(state: State, faction: str, d: Demand) -> list[Option]:
    return [answer("tribe_chosen", Phrase("option-tribe", {
                "tribe": tribe.title(), "books": commas(spellbook_name(b) for b in TRIBE_BOOKS[tribe])}),
                   tribe=tribe) for tribe in TRIBE_BOOKS]


def tribe_chosen(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    return [done(faction), TribeChosen(faction, choice["tribe"])]


def reveal(state: State, faction: str, choice: None, ctx: WindowContext) -> list[ev.Event]:
    """The tribe is revealed as the first of its own Spellbooks is taken."""
    tribe = data(state, faction, SECRET_TRIBE)
    if not tribe or data(state, faction, TRIBE_SHOWN) or not state.spellbooks[faction]:
        return []
    if state.spellbooks[faction][-1][1] not in TRIBE_BOOKS.get(tribe, ()):
        return []
    return [ev.FactionDataSet(faction, TRIBE_SHOWN, tribe)]


# -- Leng: Surprise! -------------------------------------------------------------------------

SURPRISE_COST = 2


def _acolytes(state: State, enemy: str) -> list[str]:
    return sorted(of_type(state, on_map(state, enemy), "acolyte"))


def surprise_options(state: State, faction: str, ctx: None) -> list[Option]:
    """Surprise! (Action, 2 Power): an enemy with an Acolyte on the map, while a Proto-Shoggoth waits
    in your Pool."""
    if not has_book(state, faction, "Surprise!") or pool_unit(state, faction, "proto_shoggoth") is None:
        return []
    if state.power[faction] < SURPRISE_COST:
        return []
    return [use("surprise", Phrase("option-surprise", {"enemy": faction_name(enemy)}), enemy=enemy)
            for enemy in others(state, faction) if _acolytes(state, enemy)]


def surprise(state: State, faction: str, choice: dict[str, Any], ctx: None) -> list[ev.Event]:
    return [demand(faction, "surprise_victim", choice["enemy"], kind="surprise")]


def victim_options(state: State, faction: str, d: Demand) -> list[Option]:
    """The enemy picks the Acolyte, and so where the Proto-Shoggoth lands (tip: the enemy's choice)."""
    return [answer("surprise_victim", Phrase("option-surprise-victim", {"area": area_name(state.units[u])}), unit=u)
            for u in representatives(state, _acolytes(state, d.chooser))]


def victim(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    uid = choice["unit"]
    area = state.units[uid]
    shoggoth = pool_unit(state, faction, "proto_shoggoth")
    doom = bool(state.options.get(REPLACED_ACOLYTE_DOOM.name, REPLACED_ACOLYTE_DOOM.default))
    out: list[ev.Event] = [done(faction)] + eliminate(state, uid, "surprise", doom=doom)
    return out + ([ev.UnitPlaced(shoggoth, POOL, area, "surprise")] if shoggoth is not None else [])


# -- Leng: Dark Rituals ----------------------------------------------------------------------

DARK = "dark_rituals_face_down"


def start_area_of(state: State, faction: str) -> str | None:
    """Where a faction started: chosen at set-up, else the Area of its glyph the map prints."""
    chosen: str | None = data(state, faction, "start_area")
    if chosen is not None:
        return chosen
    rule = spec_of(faction).start
    printed = state.map.start_areas.get(rule.glyph or faction, ())
    return printed[0] if printed else None


def _payers(state: State, faction: str) -> tuple[str, ...]:
    """Enemies with one of your High Priests in their start Area that can pay (option
    dark_rituals_immunity: immune with fewer than 2 of both Power and Doom, or of either)."""
    either = state.options.get(DARK_RITUALS_IMMUNITY.name) == "either"
    priests = {state.units[u] for u in priests_on_map(state, faction)}
    out = []
    for enemy in others(state, faction):
        if start_area_of(state, enemy) not in priests or start_area_of(state, enemy) not in state.map.areas:
            continue
        rich, doomed = state.power[enemy] >= 2, state.doom[enemy] >= 2
        if (rich and doomed) if either else (rich or doomed):
            out.append(enemy)
    return tuple(out)


def dark_rituals_options(state: State, faction: str, ctx: None) -> list[Option]:
    """Dark Rituals (Action, 0 Power), while the book is face-up: each enemy with a High Priest of
    yours in its start Area pays you 2 Power or 2 Doom, its choice."""
    if not has_book(state, faction, "Dark Rituals") or data(state, faction, DARK) or not _payers(state, faction):
        return []
    return [use("dark_rituals", Phrase("option-dark-rituals"))]


def dark_rituals(state: State, faction: str, choice: dict[str, Any], ctx: None) -> list[ev.Event]:
    queue = _payers(state, faction)
    return [ev.FactionDataSet(faction, DARK, True),
            demand(faction, "dark_rituals_paid", queue[0], queue=queue, kind="dark_rituals")]


def paid_options(state: State, faction: str, d: Demand) -> list[Option]:
    enemy = d.chooser
    out = []
    if state.power[enemy] >= 2:
        out.append(answer("dark_rituals_paid", Phrase("option-dark-rituals-power", {"faction": faction_name(faction)}),
                          pay="power"))
    if state.doom[enemy] >= 2:
        out.append(answer("dark_rituals_paid", Phrase("option-dark-rituals-doom", {"faction": faction_name(faction)}),
                          pay="doom"))
    return out


def paid(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    enemy = d.chooser
    if choice["pay"] == "power":
        out: list[ev.Event] = [ev.PowerChanged(enemy, -2, "dark_rituals"), ev.PowerChanged(faction, 2, "dark_rituals")]
    else:
        out = [ev.DoomGained(enemy, -2, "dark_rituals"), ev.DoomGained(faction, 2, "dark_rituals")]
    queue = tuple(d.required_queue())
    rest = queue[queue.index(enemy) + 1:]
    if not rest:
        return [done(faction)] + out
    return out + [ev.FactionDataSet(faction, "demand", d.but(chooser=rest[0]).to_dict())]


def face_up(state: State, faction: str, choice: None, ctx: WindowContext) -> list[ev.Event]:
    """Dark Rituals turns face-up again in the Doom Phase."""
    return [ev.FactionDataSet(faction, DARK, None)] if data(state, faction, DARK) else []


# -- Leng: Fulmination -----------------------------------------------------------------------

FULMINATION = "fulmination"


def _killed(state: State) -> list[str]:
    b = state.battle
    return [] if b is None else [u for u, r in b.results.items() if "kill" in r]


def fulmination_options(state: State, faction: str, ctx: WindowContext) -> list[Option]:
    """Fulmination (Post-Battle), once every result is assigned: Ubbo-Sathla has a Kill."""
    if ctx.stage != "pains" or not battling(state, faction) or not has_book(state, faction, "Fulmination"):
        return []
    if note(state, FULMINATION) or unit_of(state, faction, "ubbo_sathla") not in _killed(state):
        return []
    count = len(_killed(state))
    return [use(FULMINATION, Phrase("option-fulmination", {"count": count}))]


def fulmination(state: State, faction: str, choice: dict[str, Any], ctx: WindowContext) -> list[ev.Event]:
    """An Elder Sign per unit Killed in the Battle, both sides (Eliminations do not count: tip)."""
    return [ev.BattleNoted(FULMINATION, True)] + draw_elder_signs(state, faction, len(_killed(state)))


def fulminated(state: State, faction: str, choice: None, ctx: UnitLostContext) -> list[ev.Event]:
    """Ubbo-Sathla, Killed after Fulmination, goes out of the game instead of to the Pool."""
    e = ctx.event
    ubbo = unit_of(state, faction, "ubbo_sathla")
    if not isinstance(e, ev.UnitKilled) or e.unit != ubbo or state.units[ubbo] != POOL:
        return []
    if state.battle is None or not note(state, FULMINATION):
        return []
    return [ev.UnitPlaced(ubbo, POOL, OUT_OF_PLAY, FULMINATION)]


# -- Sarkomand: Inerrant and Otherworld Alliances ---------------------------------------------

def inerrant(state: State, faction: str) -> list[ev.Event]:
    """Inerrant: your Ritual earns an Elder Sign per enemy-Controlled Gate where a Great Old One of
    yours stands (an Independent too)."""
    if not has_book(state, faction, "Inerrant"):
        return []
    table = state.table
    areas = {state.units[u] for u in on_map(state, faction) if table[u].spec.great_old_one}
    count = sum(1 for a in areas if gate_controller(state, a) not in (None, faction))
    return draw_elder_signs(state, faction, count)


def otherworld_alliances(state: State, faction: str, enemy: str, units: tuple[str, ...]) -> int:
    """Otherworld Alliances: your Neutral Monsters and Terrors each add 1 to your Combat."""
    if not has_book(state, faction, "Otherworld Alliances"):
        return 0
    short = spec_of(faction).short + "."
    table = state.table
    return sum(1 for u in units if not u.startswith(short) and table[u].spec.summoned)


# -- Sarkomand: Doomsday ---------------------------------------------------------------------

DOOMSDAY = "doomsday_used"
DOOMSDAY_COSTS = (2, 4)


def _doomsday_cards(state: State) -> list[LoyaltyCard]:
    """Each Independent Great Old One in the supply costing exactly 2 or 4 (not 6 or 0: tip,
    Sarkomand)."""
    return [card for card in cards_in_game(state)
            if card.kind is CardKind.INDEPENDENT and card.cost in DOOMSDAY_COSTS and in_supply(state, card.name)]


def doomsday_options(state: State, faction: str, ctx: None) -> list[Option]:
    """Doomsday (Action, 0 Power, once: the book turns face-down), with a Gate you Control: an
    Independent Great Old One costing 2 or 4 appears there for free, and its Loyalty Card is yours.
    The choice names the Independent's figure."""
    if not has_book(state, faction, "Doomsday") or data(state, faction, DOOMSDAY):
        return []
    return [use("doomsday", Phrase("option-doomsday", {"card": _card_name(card), "area": area_name(gate)}),
                unit=figures(card)[0], area=gate)
            for card in _doomsday_cards(state) for gate in sorted(controlled_gates(state, faction))]


def _card_name(card: LoyaltyCard) -> Name:
    """An Independent Great Old One as its card is titled, named by its figure."""
    named = unit_name(figures(card)[0])
    return replace(named, english={**named.english, "": card.title})


def doomsday(state: State, faction: str, choice: dict[str, Any], ctx: None) -> list[ev.Event]:
    card = card_of_unit(state, choice["unit"])
    if card is None:
        raise TypeError("Doomsday names no Independent's figure")
    return [ev.FactionDataSet(faction, DOOMSDAY, True)] + awaken_events(state, faction, card, choice["area"], 0,
                                                                          choice["unit"])
