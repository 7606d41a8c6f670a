"""evolve(state, event) -> state: applies one fact. Never validates, rolls or reads a clock.

Each handler copies only the fields its event touches (copy-on-write); the input state is never
mutated, so the service may keep old states for time travel.
"""
from __future__ import annotations

from functools import reduce
from typing import Any, Callable, Iterable, Mapping, TypeVar, cast

from . import events as ev
from .codec import freeze
from .content import HIGH_PRIEST, INNER_BATTLE, CardKind, part
from .position import decode_fields, optional_fields
from .records import OPENING, Battle, BattleStep, Capture, Demand, DoomPhase, Turn, Window, WindowContext
from .rng import ELDER_SIGN_BAG
from .state import (CAPTURED, OUT_OF_PLAY, POOL, Phase, State, battle_of, doom_phase_of, play_order, spec_of, turn_of,
                    window_of)

Evolver = Callable[[State, Any], State]
EVOLVERS: dict[type[ev.Event], Evolver] = {}
F = TypeVar("F", bound=Evolver)
K = TypeVar("K")
V = TypeVar("V")


def evolver(cls: type[ev.Event]) -> Callable[[F], F]:
    """Register the function as the evolver of events of type `cls` (`evolve` hands it only
    those); one function may be registered for several types."""
    def wrap(fn: F) -> F:
        EVOLVERS[cls] = fn
        return fn
    return wrap


def evolve(state: State, event: ev.Event) -> State:
    """The state after `event`."""
    return EVOLVERS[type(event)](state, event)


def initial_state() -> State:
    """The empty state every game's events are folded onto."""
    return State(phase=Phase.SETUP, round=0)


def replay(events: Iterable[ev.Event], state: State | None = None) -> State:
    """fold(evolve, events, initial_state())."""
    return reduce(evolve, events, state or initial_state())


# -- small copy-on-write helpers ------------------------------------------------------------

def _with(d: Mapping[K, V], key: K, value: V) -> dict[K, V]:
    new = dict(d)
    new[key] = value
    return new


def _add(d: Mapping[K, int], key: K, amount: int) -> dict[K, int]:
    return _with(d, key, d[key] + amount)


def _place(state: State, unit: str, where: str, **changes: Any) -> State:
    """Put a unit somewhere; a Gate it stood on becomes Abandoned."""
    old = state.units[unit]
    units = _with(state.units, unit, where)
    if state.gates.get(old) == unit:
        changes["gates"] = _with(changes.get("gates", state.gates), old, None)
    return state.derive(units=units, **changes)


def _turn(state: State, **changes: Any) -> Turn:
    return turn_of(state).but(**changes)


def _main_action(state: State, faction: str, cost: int, **changes: Any) -> dict[str, Any]:
    """Changes for paying an Action's cost; marks the turn's single main Action as taken."""
    changes["power"] = _add(state.power, faction, -cost)
    if state.turn is not None and state.turn.faction == faction:
        changes["turn"] = _turn(state, main_done=True)
    return changes


# -- set up ----------------------------------------------------------------------------------

@evolver(ev.GameCreated)
def _created(state: State, e: ev.GameCreated) -> State:
    from .state import unit_table

    opts = e.options
    order = tuple(s["faction"] for s in opts["seats"])
    table = unit_table(order)
    state = State(
        options=opts["rules"], layout=opts["layout"], sandbox=opts["sandbox"],
        seats={s["seat"]: s["faction"] for s in opts["seats"]}, order=order,
        round=0, phase=Phase.SETUP, first_player=None, direction="clockwise", turn=None,
        power={f: 0 for f in order}, doom={f: 0 for f in order}, elder_signs={f: () for f in order},
        bag=ELDER_SIGN_BAG, spellbooks={f: () for f in order}, met=(), units={u: POOL for u in table},
        gates={}, ritual=0, doom_phase=None, battle=None, window=None, decay=0, result=None,
        standing={}, faction_data={f: {} for f in order}, fp=None, owners={},
        seed=bytes.fromhex(e.seed), draws=0, script=tuple(e.script),
    )
    content = neutral_content(opts, order)
    if not content:
        return state
    return state.derive(**{**content, "units": {**state.units, **content["units"]}})


def neutral_content(opts: Mapping[str, Any], order: tuple[str, ...]) -> dict[str, Any]:
    """The Loyalty Cards and neutral Spellbooks a game is created with (game options
    `loyalty_cards`, `high_priests`, `unique_high_priests`, `neutral_spellbooks`): each card in the
    supply, each faction's High Priest in its Pool, each neutral Spellbook free to take."""
    from .registry import card, cards, neutral_spellbooks

    loyalty = {name: {"owner": None, "book": False} for name in opts.get("loyalty_cards", ())}
    units: dict[str, str] = {}
    owners: dict[str, str | None] = {}
    if opts.get("high_priests"):
        priest = card(HIGH_PRIEST)
        loyalty[HIGH_PRIEST] = {"owner": None, "book": False}
        for n, faction in enumerate(order, start=1):
            if spec_of(faction).own_high_priests:
                continue  # its own units are its High Priests (the Tcho-Tcho)
            uid = f"{priest.short}.{priest.units[0].name}.{n}"
            # A faction that never has one (FactionSpec.high_priest: Bubastis) leaves it out of play.
            units[uid], owners[uid] = POOL if spec_of(faction).high_priest else OUT_OF_PLAY, faction
    if opts.get("unique_high_priests"):  # their figures come into play with their cards
        loyalty.update({c.name: {"owner": None, "book": False} for c in cards().values()
                        if c.kind is CardKind.UNIQUE_HIGH_PRIEST})
    books = {name: None for name in neutral_spellbooks()} if opts.get("neutral_spellbooks") else {}
    if not (loyalty or books):
        return {}
    return {"loyalty": loyalty, "neutral_books": books, "owners": owners, "units": units}


@evolver(ev.FactionSetUp)
def _set_up(state: State, e: ev.FactionSetUp) -> State:
    if not e.area:  # nothing on the map (StartRule.off_map): no start Area yet
        mine = {**state.faction_data[e.faction], "start_area": None}
        return state.derive(power=_with(state.power, e.faction, e.power),
                            faction_data=_with(state.faction_data, e.faction, mine))
    units = dict(state.units)
    for uid in e.units:
        units[uid] = e.area
    gates = _with(state.gates, e.area, e.gate_unit) if e.gate_unit else state.gates  # none: its own Area's Gate
    return state.derive(units=units, gates=gates, power=_with(state.power, e.faction, e.power))


@evolver(ev.StartAreaChosen)
def _start_chosen(state: State, e: ev.StartAreaChosen) -> State:
    """The chosen Area is kept in the faction's bookkeeping (`start_area`) for rules that name where
    the faction started (Windwalker's far pole)."""
    mine = {**state.faction_data[e.faction], "start_area": e.area}
    return state.derive(faction_data=_with(state.faction_data, e.faction, mine))


@evolver(ev.PositionLoaded)
def _position(state: State, e: ev.PositionLoaded) -> State:
    body = {**e.position, **e.hidden}
    return state.derive(**decode_fields(body), **optional_fields(body))


@evolver(ev.FirstPlayerChosen)
def _first_player(state: State, e: ev.FirstPlayerChosen) -> State:
    return state.derive(first_player=e.faction, fp={"direction_by": e.faction})


@evolver(ev.DirectionChosen)
def _direction(state: State, e: ev.DirectionChosen) -> State:
    return state.derive(direction=e.direction, fp={"done": True})


@evolver(ev.PhaseBegan)
def _phase(state: State, e: ev.PhaseBegan) -> State:
    changes: dict[str, Any] = {"phase": e.phase, "round": e.round, "turn": None, "fp": None, "doom_phase": None}
    if e.phase == Phase.GATHER_POWER:
        changes["decay"] = 0  # Two-Player Rules: Decay returns to 0 at the start of Gather Power
    if e.phase == Phase.DOOM:
        changes["doom_phase"] = DoomPhase(tuple(play_order(state)), cursor=0, gates_done=False, ritual_done=False)
    return state.derive(**changes)


# -- Action Phase ----------------------------------------------------------------------------

@evolver(ev.TurnBegan)
def _turn_began(state: State, e: ev.TurnBegan) -> State:
    return state.derive(turn=Turn.began(e.faction))


@evolver(ev.TurnEnded)
def _turn_ended(state: State, e: ev.TurnEnded) -> State:
    return state.derive(turn=Turn.finished(e.faction))


@evolver(ev.DecayPaid)
def _decay_paid(state: State, e: ev.DecayPaid) -> State:
    return state.derive(power=_add(state.power, e.faction, -e.amount))


@evolver(ev.DecayIncreased)
def _decay_increased(state: State, e: ev.DecayIncreased) -> State:
    return state.derive(decay=e.decay, turn=Turn.finished(e.faction))


@evolver(ev.PowerDropped)
def _dropped(state: State, e: ev.PowerDropped) -> State:
    return state.derive(power=_with(state.power, e.faction, 0))


@evolver(ev.CultistRecruited)
@evolver(ev.MonsterSummoned)
@evolver(ev.GreatOldOneAwakened)
def _placed(state: State,
            e: ev.CultistRecruited | ev.MonsterSummoned | ev.GreatOldOneAwakened) -> State:
    """A unit that waits on its holder's faction card when Summoned (UnitSpec.waits_on_card: the
    Dimensional Shambler's Walk Between Worlds) goes there instead of the Area it was Summoned at."""
    where = e.area
    if isinstance(e, ev.MonsterSummoned) and state.table[e.unit].spec.waits_on_card:
        from .loyalty import ON_FACTION_CARD

        where = ON_FACTION_CARD + e.faction
    return _place(state, e.unit, where, **_main_action(state, e.faction, e.cost))


@evolver(ev.GateCreated)
def _gate_created(state: State, e: ev.GateCreated) -> State:
    return state.derive(gates=_with(state.gates, e.area, e.unit), **_main_action(state, e.faction, e.cost))


@evolver(ev.GateControlled)
def _gate_controlled(state: State, e: ev.GateControlled) -> State:
    return state.derive(gates=_with(state.gates, e.area, e.unit))


@evolver(ev.GateAppeared)
def _gate_appeared(state: State, e: ev.GateAppeared) -> State:
    return state.derive(gates=_with(state.gates, e.area, None))


@evolver(ev.GateAbandoned)
def _gate_abandoned(state: State, e: ev.GateAbandoned) -> State:
    return state.derive(gates=_with(state.gates, e.area, None))


@evolver(ev.UnitMoved)
def _moved(state: State, e: ev.UnitMoved) -> State:
    changes = _main_action(state, e.faction, e.cost)
    turn: Turn = changes.get("turn") or turn_of(state)
    changes["turn"] = turn.but(moving=(turn.moving or ()) + (e.unit,),
                               moved=part(turn.moved, "moved") + (e.unit,))
    return _place(state, e.unit, e.to, **changes)


@evolver(ev.MoveFinished)
def _move_finished(state: State, e: ev.MoveFinished) -> State:
    return state.derive(turn=_turn(state, moving=None))


@evolver(ev.CaptureDeclared)
def _capture_declared(state: State, e: ev.CaptureDeclared) -> State:
    changes = _main_action(state, e.faction, e.cost)
    turn: Turn = changes.get("turn") or turn_of(state)
    changes["turn"] = turn.but(capture=Capture(e.area, e.enemy))
    return state.derive(**changes)


@evolver(ev.CultistCaptured)
def _captured(state: State, e: ev.CultistCaptured) -> State:
    changes = {}
    if state.turn is not None and state.turn.capture:
        changes["turn"] = _turn(state, capture=None)
    return _place(state, e.unit, CAPTURED + e.faction, **changes)


@evolver(ev.UniqueActionTaken)
def _unique_action(state: State, e: ev.UniqueActionTaken) -> State:
    return state.derive(**_main_action(state, e.faction, e.cost))


@evolver(ev.ActionFinished)
def _action_finished(state: State, e: ev.ActionFinished) -> State:
    return state


@evolver(ev.RequirementActionTaken)
def _requirement_action(state: State, e: ev.RequirementActionTaken) -> State:
    return state.derive(**_main_action(state, e.faction, e.cost))


@evolver(ev.RequirementMet)
def _requirement_met(state: State, e: ev.RequirementMet) -> State:
    return state.derive(met=state.met + ((e.faction, e.slot),))


@evolver(ev.SpellbookPlaced)
def _spellbook(state: State, e: ev.SpellbookPlaced) -> State:
    met = list(state.met)
    met.remove((e.faction, e.slot))
    books = _with(state.spellbooks, e.faction, state.spellbooks[e.faction] + ((e.slot, e.spellbook),))
    if e.spellbook in state.neutral_books:  # a neutral Spellbook: one copy, now this faction's
        return state.derive(met=tuple(met), spellbooks=books,
                            neutral_books=_with(state.neutral_books, e.spellbook, e.faction))
    return state.derive(met=tuple(met), spellbooks=books)


@evolver(ev.SpellbookReplaced)
def _spellbook_replaced(state: State, e: ev.SpellbookReplaced) -> State:
    """The slot keeps its place on the card; a neutral Spellbook taken off is free again, one put
    on is the faction's."""
    placed = tuple((slot, e.new if (slot, name) == (e.slot, e.old) else name)
                   for slot, name in state.spellbooks[e.faction])
    holders = dict(state.neutral_books)
    if e.old in holders:
        holders[e.old] = None
    if e.new in holders:
        holders[e.new] = e.faction
    return state.derive(spellbooks=_with(state.spellbooks, e.faction, placed), neutral_books=holders)


# -- Loyalty Cards ---------------------------------------------------------------------------

def _card_units(state: State, card: str) -> list[str]:
    """The ids of a card's figures (all of them, in the game or not)."""
    from .registry import card as card_of

    spec = card_of(card)
    return [f"{spec.short}.{u.name}.{n}" for u in spec.units for n in range(1, u.count + 1)]


@evolver(ev.LoyaltyCardGained)
def _card_gained(state: State, e: ev.LoyaltyCardGained) -> State:
    """The holder changes; figures already in the game stay where they are, now the holder's, and
    the others come into its Pool."""
    loyalty = _with(state.loyalty, e.card, {**state.loyalty[e.card], "owner": e.faction})
    units, owners = dict(state.units), dict(state.owners)
    for uid in _card_units(state, e.card):
        owners[uid] = e.faction
        if units.get(uid, OUT_OF_PLAY) == OUT_OF_PLAY:
            units[uid] = POOL
    return state.derive(loyalty=loyalty, units=units, owners=owners)


@evolver(ev.LoyaltyCardBought)
def _card_bought(state: State, e: ev.LoyaltyCardBought) -> State:
    """The price is paid and the buyer has had its card for this Doom Phase."""
    dp = doom_phase_of(state)
    return state.derive(doom=_add(state.doom, e.faction, -e.doom), power=_add(state.power, e.faction, -e.power),
                        doom_phase=dp.but(bought=tuple(dp.bought or ()) + (e.faction,)))


@evolver(ev.LoyaltyCardReturned)
def _card_returned(state: State, e: ev.LoyaltyCardReturned) -> State:
    """Back to the supply: the figures leave the game, still counted as the last holder's (a
    Battle that Killed its Great Old One reads whose unit died), but for its tokens on the map,
    which stay there, no faction's; the card's Spellbook falls off."""
    from .registry import card as card_of

    tokens = card_of(e.card).tokens
    loyalty = _with(state.loyalty, e.card, {"owner": None, "book": False})
    staying = []
    for uid in _card_units(state, e.card):
        if state.table[uid].type in tokens and state.units.get(uid) in state.map.areas:
            staying.append(uid)
        elif uid in state.units:
            state = _place(state, uid, OUT_OF_PLAY)
    owners = {u: (None if u in staying else f) for u, f in state.owners.items()}
    return state.derive(loyalty=loyalty, owners=owners)


@evolver(ev.CardSpellbookEarned)
def _card_book(state: State, e: ev.CardSpellbookEarned) -> State:
    return state.derive(loyalty=_with(state.loyalty, e.card, {**state.loyalty[e.card], "book": True}))


# -- Battle ----------------------------------------------------------------------------------

def _battle(state: State, **changes: Any) -> Battle:
    return battle_of(state).but(**changes)


@evolver(ev.BattleDeclared)
def _battle_declared(state: State, e: ev.BattleDeclared) -> State:
    power = _add(state.power, e.faction, -e.cost)
    turn = state.turn
    if turn is not None and turn.faction == e.faction:
        if e.unlimited:
            # Unlimited Battle: whether it was the Common Action is decided after it (flex).
            turn = turn.but(flex=turn.flex or not turn.main_done,
                            battled=part(turn.battled, "battled") + (e.area,))
        else:
            turn = turn.but(main_done=True, battled=part(turn.battled, "battled") + (e.area,))
    battle = Battle(e.area, e.faction, e.enemy, BattleStep.PRE_BATTLE, hits={}, results={}, stay=())
    return state.derive(power=power, turn=turn, battle=battle)


@evolver(ev.BattleAdvanced)
def _battle_advanced(state: State, e: ev.BattleAdvanced) -> State:
    return state.derive(battle=_battle(state, step=BattleStep(e.step)))


@evolver(ev.DiceRolled)
def _dice(state: State, e: ev.DiceRolled) -> State:
    changes: dict[str, Any] = {"draws": state.draws + len(e.faces)}
    if e.purpose == "battle" and state.battle is not None:
        hits = {"kill": sum(1 for f in e.faces if f == 6), "pain": sum(1 for f in e.faces if f in (4, 5)),
                "elimination": 0}
        faces = {**(state.battle.faces or {}), e.faction: tuple(e.faces)}  # for the battle card
        changes["battle"] = _battle(state, hits={**state.battle.hits, e.faction: hits}, faces=faces)
    return state.derive(**changes)


@evolver(ev.BattleHitsAdded)
def _hits_added(state: State, e: ev.BattleHitsAdded) -> State:
    hits = dict(battle_of(state).hits.get(e.faction, {"kill": 0, "pain": 0, "elimination": 0}))
    hits[e.result] = hits.get(e.result, 0) + e.amount
    return state.derive(battle=_battle(state, hits={**battle_of(state).hits, e.faction: hits}))


@evolver(ev.BattleControlGranted)
def _control_granted(state: State, e: ev.BattleControlGranted) -> State:
    key = {"assign": "assigners", "retreat": "retreaters"}[e.role]
    granted = {**(getattr(state.battle, key) or {}), e.side: e.faction}
    return state.derive(battle=_battle(state, **{key: granted}))


@evolver(ev.UnitsExempted)
def _exempted(state: State, e: ev.UnitsExempted) -> State:
    return state.derive(battle=_battle(state, exempt=battle_of(state).exempted() + tuple(e.units)))


@evolver(ev.ResultAssigned)
def _assigned(state: State, e: ev.ResultAssigned) -> State:
    results = battle_of(state).results
    return state.derive(battle=_battle(state, results=_with(results, e.unit, results.get(e.unit, ()) + (e.result,))))


@evolver(ev.UnitKilled)
@evolver(ev.UnitEliminated)
def _removed(state: State, e: ev.UnitKilled | ev.UnitEliminated) -> State:
    changes = {}
    if state.battle is not None and getattr(e, "cause", "") == "retreat_blocked":
        changes["battle"] = _battle(state, stay=state.battle.stay + (state.table[e.unit].faction,))
    return _place(state, e.unit, POOL, **changes)


@evolver(ev.UnitRetreated)
def _retreated(state: State, e: ev.UnitRetreated) -> State:
    return _place(state, e.unit, e.to)


@evolver(ev.BattleEnded)
def _battle_ended(state: State, e: ev.BattleEnded) -> State:
    return state.derive(battle=None, window=None)  # a window still open belonged to the Battle


@evolver(ev.BattleInterposed)
def _battle_interposed(state: State, e: ev.BattleInterposed) -> State:
    """The new Battle is fought first, its own declared and Pre-Battle windows still to open; the
    declared one waits, its request for this Battle answered."""
    waiting = battle_of(state)
    notes = {k: v for k, v in (waiting.notes or {}).items() if k != INNER_BATTLE}
    first = Battle(e.area, e.faction, e.enemy, BattleStep.PRE_BATTLE, hits={}, results={}, stay=(),
                   notes={OPENING: "declared"}, suspended=waiting.but(notes=notes or None))
    return state.derive(battle=first, window=None)


@evolver(ev.BattleResumed)
def _battle_resumed(state: State, e: ev.BattleResumed) -> State:
    return state.derive(battle=battle_of(state).suspended, window=None)  # a window still open was the inner one's


# -- Gather Power, Doom ----------------------------------------------------------------------

@evolver(ev.PowerGathered)
def _gathered(state: State, e: ev.PowerGathered) -> State:
    return state.derive(power=_add(state.power, e.faction, e.amount))


@evolver(ev.CapturedCultistReturned)
def _returned(state: State, e: ev.CapturedCultistReturned) -> State:
    return _place(state, e.unit, POOL)


@evolver(ev.MinimumPowerApplied)
def _minimum(state: State, e: ev.MinimumPowerApplied) -> State:
    return state.derive(power=_with(state.power, e.faction, e.power))


@evolver(ev.DoomGained)
def _doom(state: State, e: ev.DoomGained) -> State:
    return state.derive(doom=_add(state.doom, e.faction, e.amount))


@evolver(ev.DoomTrackAdvanced)
def _doom_track(state: State, e: ev.DoomTrackAdvanced) -> State:
    doom = {f: d + e.doom.get(f, 0) for f, d in state.doom.items()}
    return state.derive(doom=doom, doom_phase=doom_phase_of(state).but(gates_done=True))


@evolver(ev.RitualPerformed)
def _ritual(state: State, e: ev.RitualPerformed) -> State:
    return state.derive(power=_add(state.power, e.faction, -e.cost), ritual=state.ritual + 1,
                        doom=_add(state.doom, e.faction, e.doom),
                        doom_phase=doom_phase_of(state).but(ritual_done=True))


@evolver(ev.RitualTurnEnded)
def _ritual_turn_ended(state: State, e: ev.RitualTurnEnded) -> State:
    dp = doom_phase_of(state)
    return state.derive(doom_phase=dp.but(cursor=dp.cursor + 1, ritual_done=False))


@evolver(ev.ElderSignDrawn)
def _elder_sign(state: State, e: ev.ElderSignDrawn) -> State:
    bag = list(state.bag)
    bag[e.value - 1] -= 1
    signs = _with(state.elder_signs, e.faction, state.elder_signs[e.faction] + (e.value,))
    return state.derive(bag=tuple(bag), elder_signs=signs, draws=state.draws + 1)


@evolver(ev.ElderSignRevealed)
def _revealed(state: State, e: ev.ElderSignRevealed) -> State:
    held = list(state.elder_signs[e.faction])
    held.remove(e.value)
    return state.derive(elder_signs=_with(state.elder_signs, e.faction, tuple(held)),
                        doom=_add(state.doom, e.faction, e.value))


# -- faction abilities ----------------------------------------------------------------------

@evolver(ev.UnitPlaced)
def _unit_placed(state: State, e: ev.UnitPlaced) -> State:
    return _place(state, e.unit, e.to)


@evolver(ev.UnitOwnerChanged)
def _owner_changed(state: State, e: ev.UnitOwnerChanged) -> State:
    """Only owners that differ from the one the id names are kept, so positions omit the rest."""
    from .state import unit_table

    owners = {u: f for u, f in (state.owners or {}).items() if u != e.unit}
    by_id = unit_table(state.order).get(e.unit)
    if by_id is None or by_id.faction != e.owner:
        owners[e.unit] = e.owner
    if e.to is None:
        return state.derive(owners=owners)
    if e.unit not in state.units:
        return state.derive(owners=owners, units=_with(state.units, e.unit, e.to))
    return _place(state, e.unit, e.to, owners=owners)


@evolver(ev.PowerChanged)
def _power_changed(state: State, e: ev.PowerChanged) -> State:
    return state.derive(power=_add(state.power, e.faction, e.amount))


@evolver(ev.FactionDataSet)
def _faction_data(state: State, e: ev.FactionDataSet) -> State:
    mine = {k: v for k, v in state.faction_data[e.faction].items() if k != e.key}
    if e.value is not None:
        # A demand is kept typed (rules/engine/demands.py); the event holds its dict form.
        mine[e.key] = (Demand.from_dict(cast(Mapping[str, Any], e.value)) if e.key == "demand"
                       else e.value)
    return state.derive(faction_data=_with(state.faction_data, e.faction, mine))


@evolver(ev.MapDataSet)
def _map_data(state: State, e: ev.MapDataSet) -> State:
    kept = {k: v for k, v in state.map_data.items() if k != e.key}
    return state.derive(map_data=kept if e.value is None else {**kept, e.key: e.value})


@evolver(ev.BattleNoted)
def _battle_noted(state: State, e: ev.BattleNoted) -> State:
    return state.derive(battle=_battle(state, notes=_with(battle_of(state).notes or {}, e.key, e.value)))


@evolver(ev.ResultsReplaced)
def _results_replaced(state: State, e: ev.ResultsReplaced) -> State:
    results = dict(battle_of(state).results)
    if e.results:
        results[e.unit] = tuple(e.results)
    else:  # e.g. Regenerate moved its one result away: the unit is free again, as if never assigned
        results.pop(e.unit, None)
    return state.derive(battle=_battle(state, results=results))


@evolver(ev.RetreatBlocked)
def _retreat_blocked(state: State, e: ev.RetreatBlocked) -> State:
    return state.derive(battle=_battle(state, stay=battle_of(state).stay + (e.faction,)))


# -- windows, standing answers, end ----------------------------------------------------------

@evolver(ev.WindowOpened)
def _window_opened(state: State, e: ev.WindowOpened) -> State:
    return state.derive(window=Window(e.hook, e.queue, 0, WindowContext.of(e.context)))


@evolver(ev.WindowAnswered)
def _window_answered(state: State, e: ev.WindowAnswered) -> State:
    # A pass moves past this faction; a use keeps it at the head (it may have more to use).
    cursor = e.index + 1 if e.ability is None else e.index
    return state.derive(window=window_of(state).but(cursor=cursor))


@evolver(ev.WindowClosed)
def _window_closed(state: State, e: ev.WindowClosed) -> State:
    return state.derive(window=None)


@evolver(ev.StandingAnswerSet)
def _standing(state: State, e: ev.StandingAnswerSet) -> State:
    mine = _with(state.standing.get(e.seat, {}), e.hook, (e.answer, e.condition))
    return state.derive(standing=_with(state.standing, e.seat, mine))


@evolver(ev.GameEnded)
def _ended(state: State, e: ev.GameEnded) -> State:
    result = {"reason": e.reason, "result": e.result, "winners": e.winners, "seed": e.seed}
    return state.derive(phase=Phase.ENDED, result=freeze(result), doom=dict(e.doom),
                        elder_signs={f: () for f in state.order}, turn=None, battle=None, window=None)
