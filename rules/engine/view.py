"""What a viewer may see: view(state, viewer) and redact(event, viewer).

Viewers: a seat id, None for a spectator, or AUDITOR once the game has ended. Hidden from everyone
but the owner: Elder Sign values (in the state and in ElderSignDrawn events), standing answers
(in the state, in StandingAnswerSet events and in the choices that set them) and a faction's secret
bookkeeping (FactionSpec.secret_data, set by events whose value is secret). Hidden from
everyone during play: the bag's contents, the seed and the draw counter.
"""
from __future__ import annotations

from typing import Any, Mapping, Sequence

from .codec import to_json, to_record
from .content import WINDOW_HOOKS
from .events import Event
from .holdings import ON_FACTION_CARD, ON_SPELLBOOK, abilities_of
from .spellbooks import requirement_texts
from .state import Phase, State, battle_of, spec_of

AUDITOR = "auditor"


def _owner(state: State, viewer: str | None) -> str | None:
    if viewer is None or viewer == AUDITOR:
        return None
    return state.seats.get(viewer)


def _faction_view(state: State, faction: str, sees_secrets: bool) -> dict[str, Any]:
    signs = state.elder_signs[faction]
    return {
        "seat": _seat_of(state, faction),
        "power": state.power[faction],
        "doom": state.doom[faction],
        "spellbooks": [{"slot": slot, "spellbook": name} for slot, name in state.spellbooks[faction]],
        "requirements": requirement_texts(state, faction),  # as this game's ruleset options word them
        "elder_signs": len(signs),
        **({"elder_sign_values": list(signs)} if sees_secrets else {}),
        **({"standing": _standing(state, faction)} if sees_secrets else {}),
        "data": to_json(_data_seen(state, faction, sees_secrets)),  # its bookkeeping (Desecration tokens, ...)
    }


def _data_seen(state: State, faction: str, sees_secrets: bool) -> Mapping[str, Any]:
    """The faction's bookkeeping, its secret keys (FactionSpec.secret_data) only for its own seat."""
    data = state.faction_data[faction]
    hidden = spec_of(faction).secret_data
    if sees_secrets or not hidden:
        return data
    return {k: v for k, v in data.items() if k not in hidden}


def _standing(state: State, faction: str) -> dict[str, Any]:
    """The seat's standing answer for each out-of-turn window its faction has abilities on:
    {hook: {answer, condition}}, `ask` where none is set (rules.engine.windows)."""
    mine = state.standing.get(_seat_of(state, faction), {})
    hooks = {a.hook for a in abilities_of(state, faction)} & set(WINDOW_HOOKS)
    out = {}
    for hook in sorted(h.value for h in hooks):
        answer, condition = mine.get(hook, ("ask", None))
        out[hook] = {"answer": answer, "condition": condition}
    return out


def _seat_of(state: State, faction: str) -> str:
    return next(s for s, f in state.seats.items() if f == faction)


def _map_view(state: State) -> dict[str, Any]:
    areas = {}
    for area, uids in sorted(state.by_area().items()):
        areas[area] = sorted(uids)
    return {"layout": state.layout, "units": areas,
            "gates": {a: u for a, u in sorted(state.gates.items())}}


def _card_of_place(where: str) -> str:
    """The faction on whose card an off-map unit stands: "off_map:<faction>", or a card's figure on
    a faction's Spellbook ("off_map:spellbook:<faction>:<Spellbook>") or faction card
    ("off_map:card:<faction>")."""
    if where.startswith(ON_SPELLBOOK):
        return where[len(ON_SPELLBOOK):].split(":", 1)[0]
    if where.startswith(ON_FACTION_CARD):
        return where[len(ON_FACTION_CARD):]
    return where.split(":", 1)[1]


def view(state: State, viewer: str | None) -> dict[str, Any]:
    """The state as `viewer` may see it (JSON-able)."""
    from .engine import pending

    auditor = viewer == AUDITOR and state.phase == Phase.ENDED
    me = _owner(state, viewer)
    out = {
        "phase": state.phase, "round": state.round, "first_player": state.first_player,
        "direction": state.direction, "ritual": {"index": state.ritual, "track": list(state.options["ritual_track"])},
        "factions": {f: _faction_view(state, f, auditor or f == me) for f in state.order},
        "map": _map_view(state),
        "pools": _pools(state),
        "captured": {u: w.split(":", 1)[1] for u, w in sorted(state.units.items()) if w.startswith("captured:")},
        "off_map": {u: _card_of_place(w) for u, w in sorted(state.units.items()) if w.startswith("off_map:")},
        "elder_signs_in_bag": sum(state.bag),
        "decay": state.decay,
        "turn": to_json(state.turn), "battle": _battle_view(state), "window": to_json(state.window),
        "pending": pending(state), "result": to_json(state.result),
    }
    if state.owners:  # units whose owner is not the faction their id names (a card's figures)
        out["owners"] = dict(sorted(state.owners.items()))
    on_books = {u: w.rsplit(":", 1)[1] for u, w in sorted(state.units.items()) if w.startswith(ON_SPELLBOOK)}
    if on_books:  # figures on a faction's Spellbook (a Moonbeast): which Spellbook
        out["on_spellbooks"] = on_books
    if state.loyalty:  # the Loyalty Cards: who holds each (null: the supply), its Spellbook earned
        out["loyalty"] = to_json(state.loyalty)
    if state.neutral_books:  # the neutral Spellbooks: who holds each (null: free to take)
        out["neutral_books"] = dict(state.neutral_books)
    if state.map_data:  # the map's own bookkeeping (the Library's Custodian and Librarian: their Areas)
        out["map_data"] = to_json(state.map_data)
    if auditor:
        out["bag"] = list(state.bag)
        out["seed"] = state.seed.hex()
        out["draws"] = state.draws
    return out


def _battle_view(state: State) -> dict[str, Any] | None:
    """The Battle as the battle card shows it: each side's units, Combat, last roll and what it
    still has to assign (master rulebook, Battle: dice = Combat; 6 a Kill, 4-5 a Pain)."""
    if state.battle is None:
        return None
    out = to_json(state.battle)
    attacker, defender = state.battle.attacker, state.battle.defender
    out["sides"] = {attacker: _battle_side(state, attacker, defender),
                    defender: _battle_side(state, defender, attacker)}
    return out


def _battle_side(state: State, faction: str, enemy: str) -> dict[str, Any]:
    from .battle import participants
    from .pieces import strength

    b = battle_of(state)
    units = participants(state, faction)
    taken = {"kill": 0, "pain": 0, "elimination": 0}
    for unit, results in b.results.items():
        if state.table[unit].faction == faction:  # Killed units keep the results they took
            for result in results:
                taken[result] = taken.get(result, 0) + 1
    inflicted = b.hits.get(enemy, {})
    return {
        "units": sorted(units),
        "combat": strength(state, faction, enemy, units),
        "faces": list((b.faces or {}).get(faction, ())),
        "rolled": dict(b.hits.get(faction, {})),
        "to_assign": _to_assign(inflicted, taken, [u for u in units if u not in b.results]),
    }


def _to_assign(inflicted: Mapping[str, int], taken: Mapping[str, int],
               untouched: list[str]) -> dict[str, int]:
    """What the side's units still have to take: each unit takes one result, Eliminations and Kills
    before Pains, and results beyond the units left to take them are lost (master rulebook, Battle,
    Applying Battle Results), so they are never shown as still to assign."""
    room, out = len(untouched), {}
    for kind in ("elimination", "kill", "pain"):
        out[kind] = min(max(0, inflicted.get(kind, 0) - taken.get(kind, 0)), room)
        room -= out[kind]
    return out


def _pools(state: State) -> dict[str, list[str]]:
    pools: dict[str, list[str]] = {f: [] for f in state.order}
    table = state.table
    for uid, where in state.units.items():
        faction = table[uid].faction
        if where == "pool" and faction in pools:  # a unit no seated faction owns has no Pool
            pools[faction].append(uid)
    return {f: sorted(units) for f, units in pools.items()}


StoredRecord = tuple[str, int, dict[str, Any], dict[str, Any] | None]  # to_record's: type, version, payload, secret


def redact(event: Event | Sequence[Any], viewer: str | None, state: State | None = None) -> StoredRecord:
    """An event's record as `viewer` may see it: secrets only for their owner (or the auditor).

    `event` is an Event or a stored record (type, version, payload, secret). The owner of an
    ElderSignDrawn is named in its payload; `state` maps the viewer's seat to its faction. What a
    StandingAnswerSet sets is its seat's alone, as the view keeps it (see `setting_as_seen`).
    """
    record = to_record(event) if isinstance(event, Event) else tuple(event)
    type_name, version, payload, secret = record
    if type_name == "StandingAnswerSet":
        payload = setting_as_seen(payload, payload.get("seat"), viewer, state)
    elif type_name == "PositionLoaded" and "standing" in payload.get("position", {}) \
            and not _audits(viewer, state):
        # Recorded before a position kept its standing answers with its secrets (rules.engine.setup).
        payload = {**payload, "position": {k: v for k, v in payload["position"].items()
                                           if k != "standing"}}
    if not secret:
        return type_name, version, payload, None
    if _audits(viewer, state):
        return type_name, version, payload, secret
    faction = payload.get("faction")
    mine = state.seats.get(viewer) if (state is not None and viewer is not None) else viewer
    if faction is not None and mine == faction and type_name != "GameCreated":
        return type_name, version, payload, secret
    return type_name, version, payload, None


def _audits(viewer: str | None, state: State | None) -> bool:
    return viewer == AUDITOR and (state is None or state.phase == Phase.ENDED)


# The members of a standing answer (a StandingAnswerSet, a standing_answer choice) that say what
# it answers. Only its seat reads them until the game ends: another seat knowing that a faction
# always passes on a window could plan around it, so the view shows `standing` on the seat's own
# board only. That a seat changed its answer on a hook is public, as every version is.
_SETTING_MEMBERS = ("answer", "condition")


def setting_as_seen(setting: dict[str, Any], seat: str | None, viewer: str | None,
                    state: State | None = None) -> dict[str, Any]:
    """A standing answer's record or choice `setting` of `seat`, as `viewer` may see it: whole for
    the seat itself and the auditor, without what it answers for anyone else."""
    if (seat is not None and viewer == seat) or _audits(viewer, state):
        return setting
    return {k: v for k, v in setting.items() if k not in _SETTING_MEMBERS}


def choices_as_seen(choices: list[dict[str, Any]], seat: str | None, viewer: str | None,
                    state: State | None = None) -> list[dict[str, Any]]:
    """A seat's choices as it sent them (a ChoiceMade's), as `viewer` may see them: a
    standing_answer choice is a setting (`setting_as_seen`); every other choice is public."""
    return [setting_as_seen(c, seat, viewer, state)
            if isinstance(c, dict) and c.get("act") == "standing_answer" else c for c in choices]
