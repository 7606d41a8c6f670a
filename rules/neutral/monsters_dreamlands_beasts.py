"""The abilities of three Dreamlands Neutral Monsters (master rulebook, Neutral Monsters, EN
2979-3017; FAQ EN 4665, 5283, 5469, 5529-5535, 5729): the Moonbeast on an enemy's Spellbook, the
Gnorri's Grottos, the Shantak's Horror Steed. The cards are listed in `monsters_dreamlands`.
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..engine import events as ev
from ..engine.actions import summon_cost
from ..engine.holdings import ON_SPELLBOOK, covered_books, holder
from ..engine.pieces import representatives
from ..engine.prompts import Option
from ..engine.records import Demand, UnitMovedContext, WindowContext
from ..engine.state import OUT_OF_PLAY, POOL, State, controlled_gates, on_gate, spec_of, units_in
from ..factions.common import answer, demand, done, in_play
from ..words.describing import Phrase, area_name, faction_name, ability_name
from ..engine.pieces import a_unit_said
from .common import use

MOONBEAST, GNORRI, SHANTAK = "moonbeast", "gnorri", "shantak"
SUMMON_MOONBEAST = "summon_moonbeast"
MOONBEASTS_LEAVE = "moonbeasts_leave"      # as the Doom Phase begins
MOONBEAST_UNSEATED = "moonbeast_unseated"  # its Spellbook left the card (Recriminations)
MOONBEAST_LANDS = "moonbeast_lands"        # the holder picks the Gate a leaving Moonbeast goes to
EVICT = "evict_moonbeast"
GROTTOS = "grottos"
HORROR_STEED, HORROR_STEED_CARRY = "horror_steed", "horror_steed_carry"


def _figures(kind: str, count: int) -> tuple[str, ...]:
    return tuple(f"{kind}.{kind}.{n}" for n in range(1, count + 1))


MOONBEASTS, GNORRIS = _figures(MOONBEAST, 4), _figures(GNORRI, 3)


# -- Moonbeast: onto an enemy's Spellbook ----------------------------------------------------------

def on_book(enemy: str, book: str) -> str:
    """Where a Moonbeast waits on `enemy`'s Spellbook `book` (in play, on no Area)."""
    return f"{ON_SPELLBOOK}{enemy}:{book}"


def coverable(state: State, faction: str) -> list[tuple[str, str]]:
    """(enemy, Spellbook): the enemies' own faction Spellbooks on their cards that no Moonbeast
    covers yet (a neutral Spellbook is no faction Spellbook; one Moonbeast per Spellbook)."""
    return [(enemy, book) for enemy in state.order if enemy != faction
            for _, book in state.spellbooks[enemy]
            if book in spec_of(enemy).spellbooks and book not in covered_books(state, enemy)]


def book_placements(state: State, faction: str) -> list[tuple[dict[str, Any], str | Phrase]]:
    """Buying: the first Moonbeast goes onto an enemy's Spellbook (none to cover: all wait in the Pool)."""
    return [({"enemy": e, "spellbook": b}, Phrase("option-first-moonbeast-on", {"enemy": faction_name(e),
                                                                                 "book": ability_name(b, b)}))
            for e, b in coverable(state, faction)]


def _in_pool(state: State) -> str | None:
    return next((u for u in MOONBEASTS if state.units.get(u) == POOL), None)


def moonbeast_bought(state: State, faction: str, choice: dict[str, Any]) -> list[ev.Event]:
    out: list[ev.Event] = [ev.LoyaltyCardGained(faction, MOONBEAST, "bought")]
    if choice.get("enemy") is not None:
        # the card's figures come into the holder's Pool with LoyaltyCardGained
        uid = next(u for u in MOONBEASTS if state.units.get(u, OUT_OF_PLAY) in (POOL, OUT_OF_PLAY))
        out.append(ev.UnitPlaced(uid, POOL, on_book(choice["enemy"], choice["spellbook"]), "bought"))
    return out


def summon_price(state: State, faction: str) -> int:
    uid = _in_pool(state)
    return summon_cost(state, faction, uid) if uid is not None else 2


def summon_options(state: State, faction: str, ctx: None) -> list[Option]:
    """Summoning a Moonbeast (its Summon cost; a Summon needs a Gate you Control) puts it onto an
    enemy's Spellbook instead of the map."""
    if _in_pool(state) is None or not controlled_gates(state, faction):
        return []
    cost = summon_price(state, faction)
    if cost > state.power[faction]:
        return []
    return [use(SUMMON_MOONBEAST, Phrase("option-moonbeast-summon", {
                "enemy": faction_name(e), "book": ability_name(b, b), "cost": cost}), enemy=e, spellbook=b)
            for e, b in coverable(state, faction)]


def summon(state: State, faction: str, choice: dict[str, Any], ctx: None) -> list[ev.Event]:
    uid = _in_pool(state)
    assert uid is not None  # offered only with a Moonbeast in the Pool
    return [ev.UnitPlaced(uid, POOL, on_book(choice["enemy"], choice["spellbook"]), SUMMON_MOONBEAST)]


def _on_books(state: State) -> list[str]:
    return [u for u in MOONBEASTS if state.units.get(u, "").startswith(ON_SPELLBOOK)]


def _book_of(state: State, uid: str) -> tuple[str, str]:
    enemy, _, book = state.units[uid][len(ON_SPELLBOOK):].partition(":")
    return enemy, book


def leave(state: State, faction: str, uids: Iterable[str], reason: str) -> list[ev.Event]:
    """Leaving Moonbeasts go to Areas where their holder Controls a Gate: one Gate, all there;
    several, the holder picks one for each (a demand); none, to the Pool. While the holder answers
    another demand, they go to its first Gate in alphabetical order."""
    uids = [u for u in uids if state.units.get(u, "").startswith(ON_SPELLBOOK)]
    gates = sorted(controlled_gates(state, faction))
    if not uids:
        return []
    if len(gates) > 1:
        pending = state.faction_data[faction].get("demand")
        if pending is None:
            return [demand(faction, MOONBEAST_LANDS, faction, kind=MOONBEAST_LANDS, queue=tuple(uids))]
        if pending.get("ability") == MOONBEAST_LANDS:
            queue = tuple(pending.get("queue") or ()) + tuple(u for u in uids if u not in (pending.get("queue") or ()))
            return [demand(faction, MOONBEAST_LANDS, faction, kind=MOONBEAST_LANDS, queue=queue)]
    to = gates[0] if gates else POOL
    return [ev.UnitPlaced(u, state.units[u], to, reason) for u in uids]


def leave_in_doom_phase(state: State, faction: str, choice: None, ctx: WindowContext) -> list[ev.Event]:
    """As the next Doom Phase begins, every Moonbeast leaves its Spellbook."""
    return leave(state, faction, _on_books(state), MOONBEASTS_LEAVE)


def leave_lost_books(state: State, faction: str, choice: None, ctx: WindowContext) -> list[ev.Event]:
    """A Moonbeast whose Spellbook left its faction's card (Recriminations) goes with it and comes
    back as a leaving Moonbeast does (FAQ EN 5469)."""
    gone = [u for u in _on_books(state)
            if _book_of(state, u)[1] not in {b for _, b in state.spellbooks[_book_of(state, u)[0]]}]
    return leave(state, faction, gone, MOONBEAST_UNSEATED)


def _queued(state: State, d: Demand) -> list[str]:
    return [u for u in d.required_queue() if state.units.get(u, "").startswith(ON_SPELLBOOK)]


def landing_options(state: State, faction: str, d: Demand) -> list[Option]:
    queued = _queued(state, d)
    if not queued:
        return []
    enemy, book = _book_of(state, queued[0])
    gates = sorted(controlled_gates(state, faction))
    if not gates:
        return [answer(MOONBEAST_LANDS, Phrase("option-moonbeast-lands-pool", {"enemy": faction_name(enemy),
                                                                        "book": ability_name(book, book)}),
                       area=None)]
    return [answer(MOONBEAST_LANDS, Phrase("option-moonbeast-lands-gate", {
        "enemy": faction_name(enemy), "book": ability_name(book, book), "area": area_name(a)}),
                   area=a) for a in gates]


def land(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    queued = _queued(state, d)
    uid, rest = queued[0], tuple(queued[1:])
    placed = ev.UnitPlaced(uid, state.units[uid], choice["area"] or POOL, MOONBEAST_LANDS)
    follow = demand(faction, MOONBEAST_LANDS, faction, kind=MOONBEAST_LANDS, queue=rest) if rest else done(faction)
    return [placed, follow]


def evict_options(state: State, faction: str, ctx: None) -> list[Option]:
    """The faction whose Spellbook a Moonbeast covers may send it away at any time for 1 Doom."""
    if state.doom[faction] < 1 or holder(state, MOONBEAST) is None:
        return []
    books = [_book_of(state, u)[1] for u in _on_books(state) if _book_of(state, u)[0] == faction]
    return [use(EVICT, Phrase("option-moonbeast-evict", {"book": ability_name(book, book)}), spellbook=book)
            for book in books]


def evict(state: State, faction: str, choice: dict[str, Any], ctx: None) -> list[ev.Event]:
    uid = next(u for u in _on_books(state) if _book_of(state, u) == (faction, choice["spellbook"]))
    owner = holder(state, MOONBEAST)
    assert owner is not None  # offered only while the card is held
    return [ev.DoomGained(faction, -1, EVICT), *leave(state, owner, [uid], EVICT)]


# -- Gnorri: Grottos -----------------------------------------------------------------------------

def grottos(state: State, faction: str, choice: None, ctx: WindowContext) -> list[ev.Event]:
    """Grottos: as the Doom Phase begins, 2 Gnorri in play give 1 Doom, all 3 give 2."""
    extra = {2: 1, 3: 2}.get(sum(1 for u in GNORRIS if u in state.units and in_play(state, u)), 0)
    return [ev.DoomGained(faction, extra, GROTTOS)] if extra else []


# -- Shantak: Horror Steed -----------------------------------------------------------------------

def anywhere(state: State, faction: str, uid: str) -> list[str]:
    """Horror Steed: a Shantak's Move may end in any Area of the map."""
    here = state.units[uid]
    return [a for a in state.map.areas if a != here]


def _riders(state: State, faction: str, origin: str) -> list[str]:
    """Your Cultists left in `origin` that have not Moved this turn."""
    moved = set(state.turn.moved or ()) if state.turn is not None else set()
    return [u for u in units_in(state, origin, faction) if state.table[u].spec.cultist and u not in moved]


def horror_steed(state: State, faction: str, choice: None, ctx: UnitMovedContext) -> list[ev.Event]:
    """A Shantak that Moved may carry one of your Cultists from the Area it left, for no Power."""
    e = ctx.event
    if state.table[e.unit].spec.name != SHANTAK or not _riders(state, faction, e.origin):
        return []
    return [demand(faction, HORROR_STEED_CARRY, faction, kind=HORROR_STEED, origin=e.origin, area=e.to)]


def carry_options(state: State, faction: str, d: Demand) -> list[Option]:
    riders, to = _riders(state, faction, d.required_origin()), d.required_area()
    return [answer(HORROR_STEED_CARRY, Phrase("option-horror-steed", {"unit": a_unit_said(state, u),
                                                                      "to": area_name(to)}), unit=u)
            for u in representatives(state, riders)] + [
        answer(HORROR_STEED_CARRY, Phrase("option-horror-steed-none"), unit=None)]


def carry(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    uid = choice["unit"]
    if uid is None:
        return [done(faction)]
    origin, to = d.required_origin(), d.required_area()
    out: list[ev.Event] = [ev.GateAbandoned(faction, origin, uid, implied=True)] if on_gate(state, uid) else []
    if state.turn is not None and state.turn.moving is not None:
        out.append(ev.UnitMoved(faction, uid, origin, to, 0))
    else:
        out.append(ev.UnitPlaced(uid, origin, to, HORROR_STEED))
    return out + [done(faction)]
