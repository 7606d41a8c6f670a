"""Pieces the core factions share: option builders, demands, Battle queries, negotiations (rulings R13).

Not a faction (it defines no FACTION); the faction modules import it.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any, Callable, Iterable, TypeVar

from ..engine import events as ev
from ..words.describing import Phrase, area_name
from ..engine.registry import generation
from ..engine.content import RulesetOption, UnitKind
from ..engine.battle import participants
from ..engine.holdings import covered_books
from ..engine.hooks import action_cost
from ..engine.pieces import a_unit, a_unit_said, loss_doom, representatives
from ..engine.prompts import Option
from ..engine.records import Demand
from ..engine.state import (OFF_MAP, OUT_OF_PLAY, POOL, State, battle_of, controlled_gates, in_pool,
                            is_two_player, on_map, play_order, spec_of, unit_table, units_in)

# -- ruleset options more than one faction reads -----------------------------------------------

# Two factions' abilities (Dreams, Zingaya) Eliminate an enemy Acolyte to put a unit of their own
# in its place.
REPLACED_ACOLYTE_DOOM = RulesetOption(
    "two_player_replaced_acolyte_doom", True, (True, False),
    "factions: an enemy Acolyte Eliminated by Dreams or Zingaya gives its "
    "opponent Doom (the text says Eliminate; 'replaced' covers own units)",
    listed_after="two_player_half_doom")


# -- options ---------------------------------------------------------------------------------


def priced(state: State, faction: str, action: str, base: int, *areas: str) -> int:
    """What Unique Action or Awakening `action` costs `faction` when it ends in or acts on `areas`:
    `base`, as COST abilities change it at the dearest of them, once for the Action (Windwalker's
    Ice Age: +1 Power per Action, not per unit; master rulebook, FAQ, Windwalker)."""
    return max((action_cost(state, faction, action, a, base) for a in areas), default=base)


def chosen_area(state: State, faction: str, choice: dict[str, Any]) -> tuple[str, ...]:
    """`TurnAbility.acts_in` of a Unique Action that names its Area in the choice's `area`."""
    return (choice["area"],)


def use(ability: str, label: "str | Phrase", **fields: Any) -> Option:
    """An option that uses one of the choosing faction's abilities."""
    return Option({"act": "ability", "ability": ability, **fields}, label)


def answer(ability: str, label: "str | Phrase", **fields: Any) -> Option:
    """An option answering a demand made by `ability`."""
    return Option({"act": "answer", "ability": ability, **fields}, label)


def demand(owner: str, ability: str, chooser: str, **data: Any) -> ev.FactionDataSet:
    """Ask `chooser` a question on behalf of `owner`'s `ability` (see rules/engine/demands.py)."""
    return ev.FactionDataSet(owner, "demand", {"ability": ability, "chooser": chooser, **data})


def done(owner: str) -> ev.FactionDataSet:
    return ev.FactionDataSet(owner, "demand", None)


# -- faction facts ---------------------------------------------------------------------------

T = TypeVar("T")


def cached(state: State, key: str, compute: Callable[[], T]) -> T:
    """A value derived from this snapshot, computed once (State keeps '_' fields as per-snapshot caches)."""
    key = "_" + key
    if key not in state.__dict__:
        state.__dict__[key] = compute()
    found: T = state.__dict__[key]
    return found


def _unit_ids(order: tuple[str, ...], faction: str) -> tuple[str, ...]:
    return _unit_ids_of(order, faction, generation())


@lru_cache(maxsize=256)
def _unit_ids_of(order: tuple[str, ...], faction: str, registry_generation: int) -> tuple[str, ...]:
    return tuple(u for u, info in unit_table(order).items() if info.faction == faction)


def areas_held(state: State, faction: str) -> set[str]:
    """Areas with units of the faction (as areas_with_units, reading only the faction's own units)."""
    def compute() -> set[str]:
        adjacency = state.map.adjacency
        return {w for w in map(state.units.__getitem__, _unit_ids(state.order, faction)) if w in adjacency}
    return cached(state, "areas:" + faction, compute)


def has_book(state: State, faction: str, name: str) -> bool:
    """The faction has the Spellbook and may use it: one a Moonbeast covers still counts as the
    faction's but is not in force (master rulebook, FAQ, Neutral Monsters, Moonbeast)."""
    if not any(book == name for _, book in state.spellbooks[faction]):
        return False
    return not state.loyalty or name not in covered_books(state, faction)


def data(state: State, faction: str, key: str, default: Any = None) -> Any:
    return state.faction_data[faction].get(key, default)


def unit_of(state: State, faction: str, unit_type: str) -> str:
    """The id of a faction's single unit of a type (its Great Old One)."""
    return f"{spec_of(faction).short}.{unit_type}.1"


def on_the_map(state: State, uid: str) -> bool:
    where = state.units[uid]
    return where not in (POOL, OUT_OF_PLAY) and not where.startswith(("captured:", OFF_MAP))


def in_play(state: State, uid: str) -> bool:
    """Glossary: on the map, or off it but still controlled (Submerged); not out of the game."""
    where = state.units[uid]
    return where not in (POOL, OUT_OF_PLAY) and not where.startswith("captured:")


# The UnitSpec fact that says a unit counts as one of these categories for an ability naming it.
COUNTS_AS = {UnitKind.CULTIST: "cultist", UnitKind.MONSTER: "monster", UnitKind.GREAT_OLD_ONE: "great_old_one"}


def of_kind(state: State, uids: Iterable[str], *kinds: UnitKind) -> list[str]:
    """The units an ability naming `kinds` ("Monster or Cultist") touches: those whose facts say
    they count as one (a Terror is no Monster: master rulebook, The Ancients, Yothans)."""
    table = state.table
    facts = [COUNTS_AS[k] for k in kinds if k in COUNTS_AS]
    others = tuple(k for k in kinds if k not in COUNTS_AS)
    if len(facts) == 1 and not others:  # the usual case: one category
        return [u for u in uids if getattr(table[u].spec, facts[0])]
    return [u for u in uids if any(getattr(table[u].spec, f) for f in facts) or table[u].kind in others]


def losses_off_map(state: State, faction: str) -> list[str]:
    """Units off the map the faction may give up by its own choice, though no enemy may pick them
    (FactionSpec.losses_off_map; master rulebook, FAQ, Sleeper: the Cursed Slumber Cultist)."""
    found = spec_of(faction).losses_off_map
    return list(found(state, faction)) if found is not None else []


def summon_areas(state: State, faction: str) -> list[str]:
    """Where the faction may Summon a Monster: its Controlled Gates and any other place its own
    rules allow (FactionSpec.summon_places; master rulebook, FAQ, The Ancients: They Break Through
    serves the free Summons the Ancients grant)."""
    found = spec_of(faction).summon_places
    extra = set(found(state, faction)) if found is not None else set()
    return sorted(set(controlled_gates(state, faction)) | extra)


def unit_gates(state: State, faction: str) -> list[str]:
    """Areas where a unit of the faction is itself a Gate the faction Controls (FactionSpec.unit_gates;
    Opener of the Way, The Key and the Gate: Yog-Sothoth is a Gate for every purpose but The Beyond One)."""
    found = spec_of(faction).unit_gates
    return sorted(found(state, faction)) if found is not None else []


def of_type(state: State, uids: Iterable[str], unit_type: str) -> list[str]:
    table = state.table
    return [u for u in uids if table[u].type == unit_type]


def pool_unit(state: State, faction: str, unit_type: str) -> str | None:
    """The faction's unit of a type waiting in its Pool (the lowest id), or None if none waits."""
    found = sorted(in_pool(state, faction, unit_type), key=_uid_key)
    return found[0] if found else None


def take_from_pool(state: State, faction: str, unit_type: str) -> str:
    """The unit an ability places from the faction's Pool (the one pool_unit names), where the
    options it offered made sure one waits there; KeyError if none does (an engine fault)."""
    uid = pool_unit(state, faction, unit_type)
    if uid is None:
        raise KeyError(f"no {unit_type} of {faction} waits in the Pool")
    return uid


def _uid_key(uid: str) -> tuple[str, str, int]:
    short, kind, n = uid.split(".")
    return short, kind, int(n)


def summoned_monsters(state: State, faction: str, terrors: bool = False) -> dict[str, str]:
    """Unit type -> the faction's unit of that type waiting in its Pool, for each Monster a Summon
    brings into play: its own types in the order of its card, then those of the Neutral Monster
    cards it holds (master rulebook, FAQ, Neutral Monsters: Black Goat Summons them with Fertility
    Cult). A Terror is no Monster (`terrors`: the Summon Monster Action, which Summons Terrors too);
    a token no Summon brings (Filth) is left out."""
    table = state.table
    own = [u.name for u in spec_of(faction).units if u.summoned and (u.monster or terrors)]
    found = {t: uid for t in own if (uid := pool_unit(state, faction, t)) is not None}
    if not state.loyalty:
        return found
    short = spec_of(faction).short + "."
    held = sorted({table[u].type for u, w in state.units.items() if w == POOL and table[u].faction == faction
                   and not u.startswith(short) and table[u].spec.summoned
                   and (table[u].spec.monster or terrors)})
    return found | {t: uid for t in held if (uid := pool_unit(state, faction, t)) is not None}


def map_units(state: State, faction: str, unit_type: str) -> list[str]:
    return of_type(state, on_map(state, faction), unit_type)


def spare_slot(state: State, faction: str, slot: int) -> bool:
    """The requirement slot is neither covered by a Spellbook nor already met."""
    covered = {s for s, _ in state.spellbooks[faction]} | {s for f, s in state.met if f == faction}
    return slot not in covered


def meet(state: State, faction: str, slot: int) -> list[ev.Event]:
    """RequirementMet for a slot met by an ability (once)."""
    return [ev.RequirementMet(faction, slot)] if spare_slot(state, faction, slot) else []


def eliminate(state: State, uid: str, cause: str, doom: bool = True) -> list[ev.Event]:
    """Eliminate a unit where it stands (Two-Player Rules: the opponent gains its Doom value)."""
    return [ev.UnitEliminated(uid, state.units[uid], cause)] + (loss_doom(state, uid) if doom else [])


def halved(state: State, amount: int) -> int:
    """Two-Player Rules, Balance Adjustments: Ghroth and Thousand Forms are halved, rounded up."""
    return (amount + 1) // 2 if is_two_player(state) else amount


def others(state: State, faction: str) -> list[str]:
    """The other factions in turn order, starting after `faction`."""
    return play_order(state, faction)[1:]


# -- Battle ----------------------------------------------------------------------------------


def battling(state: State, faction: str) -> bool:
    b = state.battle
    return b is not None and faction in (b.attacker, b.defender)


def foe(state: State, faction: str) -> str:
    return battle_of(state).enemy_of(faction)


def fighting(state: State, faction: str) -> list[str]:
    """The side's units taking part in the current Battle (not exempted): those it Controls there
    (rules.engine.control: an Acolyte under Mind Parasite fights for the Insects' holder)."""
    return participants(state, faction)


def note(state: State, key: str, default: Any = None) -> Any:
    return battle_of(state).note(key, default)


def hits_change(state: State, rolled_by: str, before: tuple[str, ...],
                after: tuple[str, ...]) -> list[ev.Event]:
    """BattleHitsAdded events keeping a side's rolled results equal to the results assigned after an
    ability changes assigned results from `before` to `after` (counts of kill and pain)."""
    out: list[ev.Event] = []
    for kind in ("kill", "pain"):
        delta = after.count(kind) - before.count(kind)
        if delta:
            out.append(ev.BattleHitsAdded(rolled_by, kind, delta))
    return out


def unassigned(state: State, side: str, kind: str) -> int:
    """Results of `kind` rolled against `side` that found no unit to take them."""
    rolled = battle_of(state).hits.get(foe(state, side), {}).get(kind, 0)
    given = sum(r.count(kind) for u, r in battle_of(state).results.items() if state.table[u].faction == side)
    return max(rolled - given, 0)


def victim_options(state: State, ability: str, uids: Iterable[str], verb: "str | Phrase") -> list[Option]:
    """One option per kind of unit the victim may give up: "<verb> a Deep One in Europe". A verb
    said as a phrase of the catalogs words the whole label per reader; English text keeps it English."""
    if isinstance(verb, Phrase):
        return [answer(ability, Phrase("option-victim", {"verb": verb, "unit": a_unit_said(state, u),
                                                         "area": area_name(state.units[u])}), unit=u)
                for u in representatives(state, uids)]
    return [answer(ability, f"{verb} {a_unit(state, u)} in {state.units[u]}", unit=u)
            for u in representatives(state, uids)]


# -- negotiations (rulings R13) --------------------------------------------------------------


def offer_options(state: State, ability: str, d: Demand, means: int, noun: "str | Phrase") -> list[Option]:
    """The chooser offers a share of the amount (0 up to what it has; offering more than the rest
    is insisting, which counts as a disagreement, FAQ). A noun said as a phrase of the catalogs (in
    the plural: "Cultists") words the label per reader; English text keeps it English."""
    amount = d.required_amount()
    top = min(means, amount)
    if isinstance(noun, Phrase):
        return [answer(ability, Phrase("option-offer", {"count": k, "noun": noun, "amount": amount}), offer=k)
                for k in range(top + 1)]
    return [answer(ability, f"Offer {k} {noun} of the {amount} demanded", offer=k) for k in range(top + 1)]


def next_offer(d: Demand, offer: int) -> tuple[Demand, bool]:
    """Record the chooser's offer: (the demand updated, passed to the next chooser if any; whether
    every affected player has now offered)."""
    offers = {**d.required_offers(), d.chooser: offer}
    queue = tuple(d.required_queue())
    i = queue.index(d.chooser) + 1
    if i < len(queue):
        return d.but(offers=offers, chooser=queue[i]), False
    return d.but(offers=offers), True


def covered(d: Demand) -> bool:
    """Rulings R13: the offers stand only if they cover the amount exactly."""
    return sum(d.required_offers().values()) == d.amount


# -- Unspeakable Oath (master rulebook, High Priests; Tcho-Tcho, High Priests) ----------------

OATH_POWER = 2


def oath_open(state: State) -> bool:
    """Whether a High Priest may be sacrificed now: at any moment but inside a Battle or a Move
    Action under way, where a unit may not leave the board between its steps (the other moments
    the rulebook names, after any player's Action, in Gather Power and the Doom Phase, are all
    between steps)."""
    return state.battle is None and not (state.turn is not None and state.turn.moving)


def oath_events(state: State, faction: str, uid: str) -> list[ev.Event]:
    """Unspeakable Oath: the High Priest goes back to its owner's Pool and the owner gains 2 Power."""
    return [ev.UnitEliminated(uid, state.units[uid], "unspeakable_oath"),
            ev.PowerChanged(faction, OATH_POWER, "unspeakable_oath")]
