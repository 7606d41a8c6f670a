"""The Library at Celaeno's own rules (master rulebook, Library at Celaeno Map; docs/maps.md).

The data file (`rules/engine/data/library-map.json`) holds the floors: Stairwells in the printed
adjacency (every purpose), Archways as Move-only links (no Pain, no Retreat), the four Tome Areas
tagged `tome` and `no_chosen_start` (Opener of the Way and the Ancients never set up there;
rules/engine/start.py). This module adds what the data cannot say:

- Spontaneous Gate Creation: as the first Doom Phase begins, each Tome Area without a Gate gets an
  Abandoned Gate; never again (EN: "This Gate Creation happens only once").
- Silence Tokens: as each Doom Phase begins every faction takes one (never holding more than one;
  Bubastis takes two and may hold two), kept in its bookkeeping (`silence_tokens`); all are
  discarded as the Gather Power Phase comes (here: once Power is gathered, before any could be
  spent again).
- The Custodian: an Action of 0 Power for a Silence Token: put the Custodian in any Area (or leave
  it where it stands), roll the Agony die (faces 1, 2, 2, 3, 3, 4: rulings L7), +1 if it did not
  move; that many units in its Area go to the Oubliette, the activating faction choosing one at a
  time from which faction each comes (its own included) and that faction which of its units; all of
  them when there are no more than the roll. Where it stands, no Abandoned Gate may be Controlled
  and a Gate Created stays Abandoned (a Controlled Gate stays Controlled). It is no unit: it cannot
  be Battled and nothing else touches it. Its Area is kept in `map_data["custodian"]`.
"""
from __future__ import annotations

from typing import Any

from ..engine import events as ev
from ..engine.content import (DeclareBattleAbility, DemandAbility, EffectAbility, Hook, PublicDatum, TurnAbility,
                              UnitKind)
from ..engine.evolve import evolve
from ..engine.maps import map_of
from ..engine.phases import draw_elder_signs
from ..engine.pieces import a_unit_said, representatives
from ..engine.prompts import Option
from ..engine.records import Demand, WindowContext
from ..engine.registry import register_map_abilities, register_map_closed_gates, register_map_looks
from ..engine.rng import roll_dice
from ..engine.state import POOL, State, captured_by, controlled_gates, gate_controller, units_in
from ..words.describing import Context, Phrase, area_name, describes, describes_datum, faction_name

MAP = "library_at_celaeno"
TOME = "tome"  # the Areas' tag: a Special Collection room with its Tome slot
SPONTANEOUS_GATE = "spontaneous_gate_creation"
SILENCE = "silence_tokens"  # a faction's bookkeeping: the Silence Tokens it holds
SILENCE_TAKEN, SILENCE_DISCARDED = "silence_tokens_taken", "silence_tokens_discarded"
# "A player controlling the Bubastis Faction takes 2 Silence Tokens ... and may have up to 2."
SILENCE_HELD = {"bubastis": 2}
CUSTODIAN = "custodian"  # map_data key: the Area the Custodian stands in (absent: off the map)
ACTIVATE_CUSTODIAN = "activate_custodian"
CUSTODIAN_VICTIM, CUSTODIAN_UNIT = "custodian_victim", "custodian_unit"
OUBLIETTE = "Oubliette (Sea)"
AGONY_FACES = (1, 2, 2, 3, 3, 4)  # rulings L7


def tome_areas(state: State) -> tuple[str, ...]:
    """The four Tome Areas (all on the Upper Floor, on both of its sides), in map order."""
    return tuple(a for a in state.map.areas if state.map.has_tag(a, TOME))


def spontaneous_gates(state: State, owner: str, choice: object, ctx: WindowContext) -> list[ev.Event]:
    """At the start of the first Doom Phase, a Gate in each Tome Area that has none; in later Doom
    Phases nothing happens, even where one is missing."""
    if state.round != 1:
        return []
    return [ev.GateAppeared(area, SPONTANEOUS_GATE) for area in tome_areas(state) if area not in state.gates]


# -- Silence Tokens --------------------------------------------------------------------------

def silence_tokens(state: State, faction: str) -> int:
    held: int = state.faction_data[faction].get(SILENCE, 0)
    return held


def take_silence(state: State, owner: str, choice: object, ctx: WindowContext) -> list[ev.Event]:
    """As each Doom Phase begins: one token each (two for Bubastis), never past what one may hold."""
    return [ev.FactionDataSet(f, SILENCE, most) for f in state.order
            if silence_tokens(state, f) < (most := SILENCE_HELD.get(f, 1))]


def discard_silence(state: State, owner: str, choice: object, ctx: WindowContext) -> list[ev.Event]:
    """As the Gather Power Phase comes, every token is discarded."""
    return [ev.FactionDataSet(f, SILENCE, None) for f in state.order if silence_tokens(state, f)]


def spend_silence(state: State, faction: str) -> ev.Event:
    left = silence_tokens(state, faction) - 1
    return ev.FactionDataSet(faction, SILENCE, left or None)


# -- The Custodian ---------------------------------------------------------------------------

def custodian_area(state: State) -> str | None:
    where: str | None = state.map_data.get(CUSTODIAN)
    return where


def custodian_options(state: State, faction: str, ctx: object) -> list[Option]:
    if silence_tokens(state, faction) < 1:
        return []
    now = custodian_area(state)
    return [Option({"act": "ability", "ability": ACTIVATE_CUSTODIAN, "area": area},
                   Phrase("option-custodian-activate", {"area": area_name(area), "stays": "yes" if area == now else "no"}))
            for area in state.map.areas]


def _activate(state: State, faction: str, figure: str, area: str) -> tuple[int, list[ev.Event]]:
    """A figure activated for a Silence Token: it goes to (or stays in) `area` and rolls its Agony
    die, +1 when it stayed. Returns the Agony and the events so far."""
    stayed = state.map_data.get(figure) == area
    face = AGONY_FACES[roll_dice(state, 1)[0] - 1]
    return face + (1 if stayed else 0), [spend_silence(state, faction), ev.MapDataSet(faction, figure, area),
                                         ev.DiceRolled(faction, (face,), "agony")]


def activate_custodian(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    area = choice["area"]
    agony, out = _activate(state, faction, CUSTODIAN, area)
    if area == OUBLIETTE:
        return out  # its units are in the Oubliette already
    present = sorted(units_in(state, area))
    if len(present) <= agony:
        return out + [ev.UnitPlaced(u, area, OUBLIETTE, CUSTODIAN) for u in present]
    return out + _next_victim(state, faction, area, agony, ())


def _factions_in(state: State, area: str, gone: tuple[str, ...]) -> list[str]:
    table = state.table
    return [f for f in state.order if any(table[u].faction == f for u in units_in(state, area) if u not in gone)]


def _next_victim(state: State, faction: str, area: str, left: int, gone: tuple[str, ...]) -> list[ev.Event]:
    """Ask the activating faction whose unit goes next; with one faction left there, ask it which."""
    factions = _factions_in(state, area, gone)
    if left <= 0 or not factions:
        return [ev.FactionDataSet(faction, "demand", None)]
    if len(factions) == 1:
        return _ask_unit(state, faction, factions[0], area, left, gone)
    return [ev.FactionDataSet(faction, "demand", {"ability": CUSTODIAN_VICTIM, "chooser": faction, "area": area,
                                                  "left": left, "owing": list(gone), "kind": CUSTODIAN_VICTIM})]


def _ask_unit(state: State, faction: str, victim: str, area: str, left: int, gone: tuple[str, ...]) -> list[ev.Event]:
    """The victim chooses which of its units goes; with all of them alike, it goes at once."""
    mine = [u for u in sorted(units_in(state, area, victim)) if u not in gone]
    kinds = representatives(state, mine)
    if len(kinds) == 1:
        return _sent(state, faction, area, left, gone, kinds[0])
    return [ev.FactionDataSet(faction, "demand", {"ability": CUSTODIAN_UNIT, "chooser": victim, "area": area,
                                                  "left": left, "owing": list(gone), "kind": CUSTODIAN_UNIT})]


def _sent(state: State, faction: str, area: str, left: int, gone: tuple[str, ...], unit: str) -> list[ev.Event]:
    moved = ev.UnitPlaced(unit, area, OUBLIETTE, CUSTODIAN)
    return [moved] + _next_victim(state, faction, area, left - 1, (*gone, unit))


def victim_options(state: State, faction: str, d: Demand) -> list[Option]:
    area, gone = d.required_area(), tuple(d.owing or ())
    return [Option({"act": "answer", "ability": CUSTODIAN_VICTIM, "faction": f},
                   Phrase("option-custodian-victim", {"mine": "yes" if f == faction else "no", "faction": faction_name(f),
                                                      "area": area_name(area), "left": d.required_left()}))
            for f in _factions_in(state, area, gone)]


def victim_chosen(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    return _ask_unit(state, faction, choice["faction"], d.required_area(), d.required_left(), tuple(d.owing or ()))


def unit_options(state: State, faction: str, d: Demand) -> list[Option]:
    area, gone = d.required_area(), tuple(d.owing or ())
    mine = [u for u in sorted(units_in(state, area, d.chooser)) if u not in gone]
    return [Option({"act": "answer", "ability": CUSTODIAN_UNIT, "unit": u},
                   Phrase("option-custodian-unit", {"unit": a_unit_said(state, u), "area": area_name(area)}))
            for u in representatives(state, mine)]


def unit_chosen(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    return _sent(state, faction, d.required_area(), d.required_left(), tuple(d.owing or ()), choice["unit"])


def closed_gates(state: State) -> set[str]:
    """No Abandoned Gate may be Controlled where the Custodian or the Librarian stands."""
    return {where for key in (CUSTODIAN, LIBRARIAN) if (where := state.map_data.get(key)) is not None}



# -- The Library Tomes -----------------------------------------------------------------------
# map_data["tomes"]: Tome (its Area's name) -> {"holder": faction or None, "overdue": bool,
# "down": bool}; a Tome absent from it still lies in its slot.

TOMES = "tomes"
TOMES_KEPT = "library_tomes_kept"
TOMES_UP = "library_tomes_face_up"
LARVAE, YR, GUARDIAN, BARRIER = ("Larvae of the Outer Gods", "Yr and the Nhhngr", "Guardian Under the Lake",
                                 "Barrier of Naach-Tith")
TOME_POWER = 1  # each face-down Tome's Action costs 1 Power


def tomes(state: State) -> dict[str, dict[str, Any]]:
    kept: dict[str, Any] = state.map_data.get(TOMES) or {}
    return {area: dict(kept.get(area) or {"holder": None, "overdue": False, "down": False}) for area in tome_areas(state)}


def tomes_held(state: State, faction: str, overdue: bool | None = None) -> list[str]:
    return [t for t, held in tomes(state).items()
            if held["holder"] == faction and (overdue is None or held["overdue"] == overdue)]


def _tomes_set(faction: str, table: dict[str, dict[str, Any]]) -> ev.Event:
    return ev.MapDataSet(faction, TOMES, table)


def keep_tomes(state: State, owner: str, choice: object, ctx: WindowContext) -> list[ev.Event]:
    """After any Action (and as each Doom Phase begins): a faction Controlling the Gate of a Tome
    still in its slot takes it; a holder that no longer Controls its Tome's Gate has it Overdue."""
    table = tomes(state)
    changed = False
    for area, held in table.items():
        controller = gate_controller(state, area)
        if held["holder"] is None and controller is not None:
            table[area] = {"holder": controller, "overdue": False, "down": False}
            changed = True
        elif held["holder"] is not None and not held["overdue"] and controller != held["holder"]:
            table[area] = {**held, "overdue": True}
            changed = True
    return [_tomes_set(owner, table)] if changed else []


def tomes_face_up(state: State, owner: str, choice: object, ctx: WindowContext) -> list[ev.Event]:
    """A Tome turned face down turns face up again in the next Doom Phase."""
    table = tomes(state)
    if not any(held["down"] for held in table.values()):
        return []
    return [_tomes_set(owner, {area: {**held, "down": False} for area, held in table.items()})]


def _ready(state: State, faction: str, tome: str) -> bool:
    held = tomes(state)[tome] if tome in tome_areas(state) else None
    return held is not None and held["holder"] == faction and not held["down"] and state.power[faction] >= TOME_POWER


def _used(state: State, faction: str, tome: str) -> list[ev.Event]:
    table = tomes(state)
    table[tome] = {**table[tome], "down": True}
    return [_tomes_set(faction, table)]


def _others(state: State, faction: str) -> list[str]:
    return [f for f in state.order if f != faction]


def larvae_options(state: State, faction: str, ctx: object) -> list[Option]:
    if not _ready(state, faction, LARVAE) or not any(state.power[f] > state.power[faction] for f in _others(state, faction)):
        return []
    return [Option({"act": "ability", "ability": "tome_larvae"},
                   Phrase("option-tome-larvae", {"tome": area_name(LARVAE)}))]


def larvae(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    return _used(state, faction, LARVAE) + draw_elder_signs(state, faction, 1)


def yr_options(state: State, faction: str, ctx: object) -> list[Option]:
    if not _ready(state, faction, YR) or not any(state.doom[f] > state.doom[faction] for f in _others(state, faction)):
        return []
    out = [Option({"act": "ability", "ability": "tome_yr", "take": "power"},
                  Phrase("option-tome-yr-power", {"tome": area_name(YR)}))]
    table = state.table
    kinds: dict[str, str] = {}
    for uid, where in sorted(state.units.items()):
        if where == POOL and table[uid].faction == faction and table[uid].spec.kind is UnitKind.MONSTER:
            kinds.setdefault(table[uid].spec.name, uid)
    for unit_type, uid in sorted(kinds.items()):
        for gate in sorted(controlled_gates(state, faction)):
            out.append(Option({"act": "ability", "ability": "tome_yr", "take": "monster", "unit_type": unit_type,
                               "area": gate},
                              Phrase("option-tome-yr-monster", {"tome": area_name(YR), "unit": a_unit_said(state, uid),
                                                                "area": area_name(gate)})))
    return out


def yr(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    out = _used(state, faction, YR)
    if choice["take"] == "power":
        return out + [ev.PowerChanged(faction, 2, "yr_and_the_nhhngr")]
    table = state.table
    uid = next(u for u, w in sorted(state.units.items()) if w == POOL and table[u].faction == faction
               and table[u].spec.name == choice["unit_type"])
    return out + [ev.UnitPlaced(uid, POOL, choice["area"], "yr_and_the_nhhngr")]


def archways(state: State) -> list[str]:
    listed: list[str] = map_of(state.layout).document["layouts"][state.layout].get("archways", [])
    return sorted(listed)


def guardian_options(state: State, faction: str, ctx: object) -> list[Option]:
    if not _ready(state, faction, GUARDIAN):
        return []
    arches, out = archways(state), []
    for area in arches:
        enemies = [f for f in state.order if f != faction and units_in(state, area, f)]
        for enemy in enemies:
            for to in arches:
                if to != area:
                    out.append(Option({"act": "ability", "ability": "tome_guardian", "area": area, "enemy": enemy,
                                       "to": to},
                                      Phrase("option-tome-guardian", {"tome": area_name(GUARDIAN),
                                                                      "enemy": faction_name(enemy),
                                                                      "area": area_name(area), "to": area_name(to)})))
    return out


def guardian(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    area, to = choice["area"], choice["to"]
    return _used(state, faction, GUARDIAN) + [ev.UnitPlaced(u, area, to, "guardian_under_the_lake")
                                               for u in sorted(units_in(state, area, choice["enemy"]))]


# Barrier of Naach-Tith (never face down): whoever would declare a Battle against its holder first
# pays the toll, an Unlimited Action: a Silence Token, or a Captured Cultist released to its owner.
TOLL = "barrier_toll"  # a faction's bookkeeping: it has paid the toll for the Action under way


def barrier_holder(state: State) -> str | None:
    holder: str | None = tomes(state)[BARRIER]["holder"] if BARRIER in tome_areas(state) else None
    return holder


def toll_options(state: State, faction: str, ctx: object) -> list[Option]:
    holder = barrier_holder(state)
    if holder is None or holder == faction or state.faction_data[faction].get(TOLL):
        return []
    out = []
    if silence_tokens(state, faction):
        out.append(Option({"act": "ability", "ability": TOLL, "pay": "silence"},
                          Phrase("option-barrier-silence", {"barrier": area_name(BARRIER),
                                                            "enemy": faction_name(holder)})))
    for unit in representatives(state, sorted(captured_by(state, faction))):
        out.append(Option({"act": "ability", "ability": TOLL, "pay": "captive", "unit": unit},
                          Phrase("option-barrier-captive", {"barrier": area_name(BARRIER), "unit": a_unit_said(state, unit),
                                                            "enemy": faction_name(holder)})))
    return out


def toll(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    paid = spend_silence(state, faction) if choice["pay"] == "silence" else ev.CapturedCultistReturned(choice["unit"], faction)
    return [paid, ev.FactionDataSet(faction, TOLL, True), ev.ActionFinished(faction, TOLL)]


def barrier_rule(state: State, owner: str, attacker: str, defender: str, area: str, allowed: bool) -> bool:
    """No Battle against the holder of Barrier of Naach-Tith unless the toll is paid."""
    return allowed and (defender != barrier_holder(state) or bool(state.faction_data[attacker].get(TOLL)))


def toll_spent(state: State, owner: str, choice: object, ctx: WindowContext) -> list[ev.Event]:
    """A toll lasts for the Action it was paid for: it is gone once a main Action is over."""
    if state.turn is not None and not state.turn.main_done:
        return []
    return [ev.FactionDataSet(f, TOLL, None) for f in state.order if state.faction_data[f].get(TOLL)]


# -- The Librarian ---------------------------------------------------------------------------

LIBRARIAN = "librarian"  # map_data key: the Area the Librarian stands in (absent: off the map)
ACTIVATE_LIBRARIAN = "activate_librarian"
LIBRARIAN_VICTIM, LIBRARIAN_PAY = "librarian_victim", "librarian_pay"


def _overdue_enemies(state: State, faction: str) -> list[str]:
    return [f for f in _others(state, faction) if tomes_held(state, f, overdue=True)]


def librarian_options(state: State, faction: str, ctx: object) -> list[Option]:
    if silence_tokens(state, faction) < 1:
        return []
    enemies = _overdue_enemies(state, faction)
    table = state.table
    now = state.map_data.get(LIBRARIAN)
    areas = sorted({where for u, where in state.units.items() if where in state.map.areas
                    and table[u].faction in enemies})
    return [Option({"act": "ability", "ability": ACTIVATE_LIBRARIAN, "area": area},
                   Phrase("option-librarian-activate", {"area": area_name(area), "stays": "yes" if area == now else "no"}))
            for area in areas]


def activate_librarian(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    area = choice["area"]
    agony, out = _activate(state, faction, LIBRARIAN, area)
    victims = [f for f in _overdue_enemies(state, faction) if units_in(state, area, f)]
    return out + _divide(state, faction, area, agony, {f: 0 for f in victims})


def _divide(state: State, faction: str, area: str, left: int, owed: dict[str, int]) -> list[ev.Event]:
    """The activating faction divides the Agony among the victims one at a time; with one victim, all
    of it is that one's; then each victim satisfies its share."""
    if left > 0 and len(owed) == 1:
        owed = {f: n + left for f, n in owed.items()}
        left = 0
    if left > 0:
        return [ev.FactionDataSet(faction, "demand", {"ability": LIBRARIAN_VICTIM, "chooser": faction, "area": area,
                                                      "left": left, "offers": owed, "kind": LIBRARIAN_VICTIM})]
    return _next_payment(state, faction, area, owed)


def _can_pay(state: State, victim: str, area: str) -> bool:
    return bool(units_in(state, area, victim)) or state.doom[victim] > 0 or bool(tomes_held(state, victim, True))


def _next_payment(state: State, faction: str, area: str, owed: dict[str, int]) -> list[ev.Event]:
    """The first victim in seating order still owing Agony it can satisfy is asked; Agony no victim
    can satisfy is ignored."""
    for victim in state.order:
        if owed.get(victim, 0) > 0 and _can_pay(state, victim, area):
            return [ev.FactionDataSet(faction, "demand", {"ability": LIBRARIAN_PAY, "chooser": victim, "area": area,
                                                          "offers": owed, "kind": LIBRARIAN_PAY})]
    return [ev.FactionDataSet(faction, "demand", None)]


def victim_share_options(state: State, faction: str, d: Demand) -> list[Option]:
    return [Option({"act": "answer", "ability": LIBRARIAN_VICTIM, "faction": f},
                   Phrase("option-librarian-share", {"faction": faction_name(f), "left": d.required_left()}))
            for f in state.order if f in (d.offers or {})]


def victim_share(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    owed = dict(d.offers or {})
    owed[choice["faction"]] += 1
    return _divide(state, faction, d.required_area(), d.required_left() - 1, owed)


def pay_options(state: State, faction: str, d: Demand) -> list[Option]:
    area, victim = d.required_area(), d.chooser
    owing = (d.offers or {}).get(victim, 0)
    out = [Option({"act": "answer", "ability": LIBRARIAN_PAY, "pay": "unit", "unit": u},
                  Phrase("option-agony-unit", {"owing": owing, "unit": a_unit_said(state, u), "area": area_name(area)}))
           for u in representatives(state, sorted(units_in(state, area, victim)))]
    if state.doom[victim] > 0:
        out.append(Option({"act": "answer", "ability": LIBRARIAN_PAY, "pay": "doom"},
                          Phrase("option-agony-doom", {"owing": owing})))
    out += [Option({"act": "answer", "ability": LIBRARIAN_PAY, "pay": "tome", "area": tome},
                   Phrase("option-agony-tome", {"owing": owing, "tome": area_name(tome)}))
            for tome in tomes_held(state, victim, overdue=True)]
    return out


def pay(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    victim, area = d.chooser, d.required_area()
    owed = dict(d.offers or {})
    owed[victim] -= 1
    if choice["pay"] == "unit":
        out: list[ev.Event] = [ev.UnitEliminated(choice["unit"], area, "librarian")]
    elif choice["pay"] == "doom":
        out = [ev.DoomGained(victim, -1, "librarian")]
    else:  # the Tome back to its slot, or at once to whoever Controls its Gate
        table = tomes(state)
        controller = gate_controller(state, choice["area"])
        table[choice["area"]] = {"holder": controller, "overdue": False, "down": False}
        out = [_tomes_set(faction, table)]
    after = state
    for e in out:  # the next step is asked on the state the answer leaves
        after = evolve(after, e)
    return out + _next_payment(after, faction, area, owed)

ABILITIES = (
    EffectAbility(SPONTANEOUS_GATE, Hook.DOOM_PHASE_START, apply=spontaneous_gates),
    EffectAbility(SILENCE_TAKEN, Hook.DOOM_PHASE_START, apply=take_silence),
    EffectAbility(SILENCE_DISCARDED, Hook.GATHER_POWER_PHASE, apply=discard_silence),
    TurnAbility(ACTIVATE_CUSTODIAN, Hook.ACTION, custodian_options, activate_custodian, cost=0,
                fields={"area": "area"}),
    DemandAbility(CUSTODIAN_VICTIM, Hook.DEMAND, victim_options, victim_chosen, fields={"faction": "faction"}),
    DemandAbility(CUSTODIAN_UNIT, Hook.DEMAND, unit_options, unit_chosen, fields={"unit": "unit"}),
    EffectAbility(TOMES_KEPT, Hook.AFTER_ANY_ACTION, apply=keep_tomes),
    EffectAbility(TOMES_UP, Hook.DOOM_PHASE_START, apply=tomes_face_up),
    TurnAbility("tome_larvae", Hook.ACTION, larvae_options, larvae, cost=TOME_POWER, fields={}),
    TurnAbility("tome_yr", Hook.ACTION, yr_options, yr, cost=TOME_POWER,
                fields={"take": ("power", "monster"), "unit_type": "unit_type", "area": "area"},
                optional_fields=("unit_type", "area")),
    TurnAbility("tome_guardian", Hook.ACTION, guardian_options, guardian, cost=TOME_POWER,
                fields={"area": "area", "enemy": "faction", "to": "area"}),
    TurnAbility(TOLL, Hook.UNLIMITED, toll_options, toll, fields={"pay": ("silence", "captive"), "unit": "unit"},
                optional_fields=("unit",)),
    DeclareBattleAbility("barrier_of_naach_tith", Hook.DECLARE_BATTLE, battle_rule=barrier_rule),
    EffectAbility("barrier_toll_spent", Hook.AFTER_ANY_ACTION, apply=toll_spent),
    TurnAbility(ACTIVATE_LIBRARIAN, Hook.ACTION, librarian_options, activate_librarian, cost=0,
                fields={"area": "area"}),
    DemandAbility(LIBRARIAN_VICTIM, Hook.DEMAND, victim_share_options, victim_share, fields={"faction": "faction"}),
    DemandAbility(LIBRARIAN_PAY, Hook.DEMAND, pay_options, pay,
                  fields={"pay": ("unit", "doom", "tome"), "unit": "unit", "area": "area"},
                  optional_fields=("unit", "area")),
)

register_map_abilities(MAP, ABILITIES)
register_map_closed_gates(MAP, closed_gates)
register_map_looks(MAP, figures=((CUSTODIAN, "Custodian"), (LIBRARIAN, "Librarian")),
                   faction_data=(PublicDatum(SILENCE, "count", "the Silence Tokens it holds (the Library at "
                                                               "Celaeno)", "Silence Token"),))


# -- sentences -------------------------------------------------------------------------------

@describes_datum(SILENCE)
def _silence(e: Context) -> Phrase:
    return Phrase("log-silence-tokens", {"faction": faction_name(e["faction"]), "count": e["value"] or 0})


@describes("MapDataSet")
def _map_data(e: Context) -> Phrase:
    if e["key"] in (CUSTODIAN, LIBRARIAN):
        return Phrase(f"log-{e['key']}-placed", {"faction": faction_name(e["faction"]), "area": area_name(e["value"])})
    if e["key"] == TOMES:
        held = [t for t in (e["value"] or {}).values() if t.get("holder")]
        return Phrase("log-tomes", {"held": len(held), "overdue": sum(1 for t in held if t.get("overdue")),
                                    "down": sum(1 for t in held if t.get("down"))})
    return Phrase("log-map-data", {"key": str(e["key"]), "value": str(e["value"])})
