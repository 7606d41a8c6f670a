"""Black Goat's Battle and remote Spellbooks: Frenzy, Necrophagy, Ghroth, The Red Sign, and
Shub-Niggurath's Combat (master rulebook, Black Goat faction card and FAQ; rulings R13)."""
from __future__ import annotations

from itertools import combinations
from typing import Any

from ...engine import events as ev
from ...engine.content import UnitKind
from ...engine.hooks import unit_may_enter
from ...engine.pieces import a_unit_said, representatives, unit_class
from ...words.describing import Name, Phrase, area_name, faction_name
from ...engine.rng import roll_dice
from ...engine.state import State, battle_of, controlled_gates, cultists_in_play, on_map, owner_of
from ...engine.records import Demand, WindowContext
from ..common import (answer, covered, demand, done, eliminate, halved, has_book, losses_off_map, next_offer, note,
                      of_kind, of_type, offer_options, others, use)
from ...engine.prompts import Option

BG = "black_goat"


def shub_niggurath_combat(state: State, faction: str, enemy: str, count: int) -> int:
    """Cultists in play + Gates you Control (+1 per Dark Young in play with The Red Sign), counted when
    the dice are rolled, after Pre-Battle (first-edition FAQ)."""
    total = len(cultists_in_play(state, faction)) + len(controlled_gates(state, faction))
    if has_book(state, faction, "The Red Sign"):
        total += len(of_type(state, on_map(state, faction), "dark_young"))
    return count * total


def frenzy(state: State, faction: str, enemy: str, units: tuple[str, ...]) -> int:
    """Frenzy: your Cultists have Combat 1."""
    if not has_book(state, faction, "Frenzy"):
        return 0
    return len(of_kind(state, units, UnitKind.CULTIST))


# -- The Red Sign ----------------------------------------------------------------------------

def gate_units(state: State, faction: str) -> tuple[str, ...]:
    """The Red Sign: Dark Young may Create and Control Gates."""
    return ("dark_young",) if has_book(state, faction, "The Red Sign") else ()


def red_sign_power(state: State, faction: str) -> int:
    """The Red Sign: each Dark Young gives 1 Power in Gather Power."""
    return len(of_type(state, on_map(state, faction), "dark_young")) if has_book(state, faction, "The Red Sign") else 0


# -- Necrophagy ------------------------------------------------------------------------------

def _idle_ghouls(state: State, faction: str) -> list[str]:
    """Ghouls not involved in the Battle: elsewhere on the map, Invisible in its Area, or in its
    Area when Black Goat is not one of its sides (master rulebook, Battle, Post-Battle Abilities and
    Assigning Battle Results; FAQ, an Invisible Ghoul and Necrophagy)."""
    b = battle_of(state)
    exempt = b.exempted()
    bystander = faction not in (b.attacker, b.defender)
    return [u for u in of_type(state, on_map(state, faction), "ghoul")
            if bystander or state.units[u] != b.area or u in exempt]


def necrophagy_options(state: State, faction: str, ctx: WindowContext) -> list[Option]:
    """Necrophagy (Post-Battle, any Battle): Ghouls join; each adds a Pain to both sides. Offered
    once per Battle at two moments (rulings R18): once the Kills are assigned, so its Pains are
    assigned with the rolled ones (master rulebook, Complex Battle Examples 1 and 2), and, if not
    used then, once the Pains are assigned (Complex Battle Example 6)."""
    if state.battle is None or not has_book(state, faction, "Necrophagy") or ctx.stage not in ("kills", "assigned"):
        return []
    if note(state, "necrophagy"):
        return []
    area = battle_of(state).area
    idle = sorted(u for u in _idle_ghouls(state, faction)
                  if state.units[u] == area or unit_may_enter(state, faction, u, area, "ability"))
    # Ghouls of one class are the same choice: one group (the first found) per mix of classes.
    groups: dict[tuple[Any, ...], tuple[str, ...]] = {}
    for n in range(1, len(idle) + 1):
        for group in combinations(idle, n):
            groups.setdefault(tuple(sorted(unit_class(state, u) for u in group)), group)
    return [use("necrophagy", Phrase("option-necrophagy", {
        "count": len(group), "areas": _commas([area_name(state.units[u]) for u in group])}), units=group)
            for group in groups.values()]


def necrophagy(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    """The arriving Ghouls cannot take the Pains they add (FAQ): they stay out of the Battle."""
    b = battle_of(state)
    n = len(choice["units"])
    moves = [ev.UnitPlaced(u, state.units[u], b.area, "necrophagy") for u in choice["units"]
             if state.units[u] != b.area]
    fresh = tuple(u for u in choice["units"] if u not in b.exempted())
    return moves + ([ev.UnitsExempted(fresh)] if fresh else []) + [
        ev.BattleNoted("necrophagy", True), ev.BattleHitsAdded(b.attacker, "pain", n),
        ev.BattleHitsAdded(b.defender, "pain", n)]


# -- Ghroth ----------------------------------------------------------------------------------

def fungi_areas(state: State, faction: str) -> int:
    return len({state.units[u] for u in of_type(state, on_map(state, faction), "fungi")})


def _cultists(state: State, faction: str) -> list[str]:
    """The faction's Cultists on the map: those Black Goat may pick."""
    return of_kind(state, on_map(state, faction), UnitKind.CULTIST)


def _givable(state: State, faction: str) -> list[str]:
    """The Cultists the faction may give up by its own choice: those on the map and any off it that
    no enemy may pick (master rulebook, FAQ, Sleeper: the Cultist on a Cursed Slumber Gate)."""
    return _cultists(state, faction) + of_kind(state, losses_off_map(state, faction), UnitKind.CULTIST)


def _commas(names: list[Name]) -> Name | Phrase:
    """Names side by side, a comma between each two ("Africa, Africa")."""
    said: Name | Phrase = names[0]
    for name in names[1:]:
        said = Phrase("option-comma", {"first": said, "second": name})
    return said


def ghroth_options(state: State, faction: str, ctx: object) -> list[Option]:
    if not has_book(state, faction, "Ghroth") or state.power[faction] < 2:
        return []
    return [use("ghroth", Phrase("option-ghroth"))]


def ghroth(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    """Roll at most the Areas with Fungi: the others Eliminate that many Cultists between them
    (rulings R13); higher: you must place an Acolyte from any Pool in any Area (FAQ)."""
    face = roll_dice(state, 1)[0]
    out: list[ev.Event] = [ev.DiceRolled(faction, (face,), "ghroth")]
    if face > fungi_areas(state, faction):
        return out + [demand(faction, "ghroth_place", faction, kind="ghroth")]
    amount = halved(state, face)
    victims = tuple(f for f in others(state, faction) if _givable(state, f))
    if not victims:
        return out
    total = sum(len(_givable(state, f)) for f in victims)
    return out + [demand(faction, "ghroth_offer", victims[0], amount=min(amount, total), queue=victims, offers={},
                         kind="negotiation")]


def offer_choices(state: State, faction: str, d: Demand) -> list[Option]:
    return offer_options(state, "ghroth_offer", d, len(_givable(state, d.chooser)), "Cultists")


def offer(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    """Offers covering the amount exactly stand; otherwise Black Goat decides who loses Cultists,
    as many as the map holds (a Cultist only its owner may give up is not Black Goat's to pick)."""
    nxt, finished = next_offer(d, choice["offer"])
    if not finished:
        return [ev.FactionDataSet(faction, "demand", nxt.to_dict())]
    if covered(nxt):
        owing = tuple((f, k) for f, k in nxt.required_offers().items() if k)
        return [demand(faction, "ghroth_victim", owing[0][0], owing=owing, kind="ghroth")]
    left = min(nxt.required_amount(), len(_enemy_cultists(state, faction)))
    if not left:
        return [done(faction)]
    return [demand(faction, "ghroth_victim", faction, left=left, kind="ghroth")]


def _enemy_cultists(state: State, faction: str) -> list[str]:
    return [u for f in others(state, faction) for u in _cultists(state, f)]


def victim_choices(state: State, faction: str, d: Demand) -> list[Option]:
    """Each agreed player Eliminates his share, from all the Cultists he may give up; or Black Goat
    picks enemy Cultists on the map one by one."""
    if d.chooser == faction:
        units = _enemy_cultists(state, faction)
    else:
        units = _givable(state, d.chooser)
    return [answer("ghroth_victim", _victim_label(state, u), unit=u) for u in representatives(state, units)]


def _victim_label(state: State, uid: str) -> Phrase:
    """The Cultist, its owner and where it stands: an Area, or its faction card."""
    where = state.units[uid]
    args = {"unit": a_unit_said(state, uid), "owner": faction_name(owner_of(state, uid))}
    if where in state.map.adjacency:
        return Phrase("option-ghroth-victim", {**args, "area": area_name(where)})
    return Phrase("option-ghroth-victim-card", args)


def victim(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    return [_next_victim(faction, d)] + eliminate(state, choice["unit"], "ghroth")


def _next_victim(faction: str, d: Demand) -> ev.Event:
    if d.left is not None:
        return done(faction) if d.left <= 1 else ev.FactionDataSet(faction, "demand", d.but(left=d.left - 1).to_dict())
    (who, k), *rest = d.required_owing()
    owing = (((who, k - 1),) if k > 1 else ()) + tuple(rest)
    if not owing:
        return done(faction)
    return ev.FactionDataSet(faction, "demand", d.but(owing=owing, chooser=owing[0][0]).to_dict())


def place_choices(state: State, faction: str, d: Demand) -> list[Option]:
    """A failed Ghroth's Acolyte is not optional while any Pool holds one (FAQ)."""
    opts = []
    for owner in state.order:
        uid = next((u for u in sorted(state.units) if state.units[u] == "pool" and state.table[u].faction == owner
                    and state.table[u].type == "acolyte"), None)
        if uid is not None:
            opts += [answer("ghroth_place", Phrase("option-ghroth-place", {"owner": faction_name(owner), "area": area_name(a)}),
                            unit=uid, area=a)
                     for a in state.map.areas]
    return opts


def place(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    return [done(faction), ev.UnitPlaced(choice["unit"], "pool", choice["area"], "ghroth")]
