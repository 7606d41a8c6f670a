"""Small shared pieces: unit labels, grouping interchangeable units, Combat, two-player loss Doom."""
from __future__ import annotations

from . import events as ev
from .content import Hook, UnitKind
from .state import State, is_two_player, on_gate, opponent, spec_of

ARTICLE = {True: "an", False: "a"}


def unit_label(state: State, uid: str) -> str:
    """'Deep One' for 'gc.deep_one.2'."""
    return state.table[uid].spec.label


def a_unit(state: State, uid: str) -> str:
    label = unit_label(state, uid)
    return f"{ARTICLE[label[0] in 'AEIOU']} {label}"


def representatives(state: State, uids) -> list[str]:
    """One unit per class of interchangeable units (same type, same Area, on a Gate or not).

    Options name a representative, so a seat chooses among kinds of units, not among identical
    figures; the lowest id of a class stands for it, which keeps choices deterministic.
    """
    table, units = state.table, state.units
    seen, picked = set(), []
    for uid in sorted(uids):
        key = (table[uid].spec.name, table[uid].faction, units[uid], on_gate(state, uid))
        if key not in seen:
            seen.add(key)
            picked.append(uid)
    return picked


def strength(state: State, faction: str, enemy: str, uids) -> int:
    """Total Combat of a faction's units in a Battle (Combat Dice Calculation)."""
    table = state.table
    counts: dict = {}
    for uid in uids:
        spec = table[uid].spec
        counts[spec] = counts.get(spec, 0) + 1
    total = 0
    for spec, n in counts.items():
        total += spec.combat * n if isinstance(spec.combat, int) else spec.combat(state, faction, enemy, n)
    for ability in spec_of(faction).abilities_on(Hook.BATTLE):
        if ability.combat is not None:
            total += ability.combat(state, faction, enemy, tuple(uids))
    return total


def loss_doom(state: State, uid: str, half: bool = False) -> list[ev.Event]:
    """Two-Player Rules: the opponent gains Doom equal to a lost unit's cost (half if it avoided death)."""
    if not is_two_player(state):
        return []
    info = state.table[uid]
    value = info.spec.two_player_doom
    noted: list[ev.Event] = []
    if half:
        # Ruling: a unit that avoids death gives half its Doom at most once in a Battle, however
        # many ways it avoids it (Emissary's Pain, then a blocked Retreat).
        key = "half_doom:" + uid
        if state.battle is not None and state.options["two_player_half_doom"] == "once_per_unit_per_battle":
            if state.battle.note(key):
                return []
            noted = [ev.BattleNoted(key, True)]
        value = (value + 1) // 2
    return ([ev.DoomGained(opponent(state, info.faction), value, "two_player_loss")] if value else []) + noted


def awaken_cost(state: State, uid: str) -> int:
    """What Awakening a Great Old One costs now: its own rule (UnitSpec.awaken_cost, as Immortal
    changes Cthulhu's) or the cost printed on its faction card."""
    spec = state.table[uid].spec
    return spec.cost if spec.awaken_cost is None else spec.awaken_cost(state)


def is_kind(state: State, uid: str, kind: UnitKind) -> bool:
    return state.table[uid].spec.kind is kind
