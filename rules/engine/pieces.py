"""Small shared pieces: unit labels, grouping interchangeable units, Combat, two-player loss Doom."""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Callable, Iterable

from .phrases import Listing, Phrase, unit_name
from . import events as ev
from .content import NO_DICE, BattleCombatAbility, Hook, UnitKind, UnitSpec, of_kind
from .holdings import abilities_on
from .state import State, is_two_player, on_gate, opponent, spec_of

ARTICLE = {True: "an", False: "a"}


def unit_label(state: State, uid: str) -> str:
    """'Deep One' for 'gc.deep_one.2'."""
    return state.table[uid].spec.label


def _battle_results(state: State, uid: str) -> tuple[str, ...]:
    """The results the Battle under way has assigned to `uid` (none outside a Battle)."""
    return tuple(state.battle.results.get(uid, ())) if state.battle is not None else ()


def _gate_words(state: State, uid: str, held: bool) -> str:
    return "on the Gate" if held else "beside the Gate" if state.units[uid] in state.gates else ""


def _result_words(state: State, uid: str, results: tuple[str, ...]) -> str:
    return "with " + " and ".join(f"{ARTICLE[r[0] in 'aeiou']} {r.title()}" for r in results) if results else ""


# The facts besides type, faction and place that tell two units apart: its name, how to read it
# off a unit, and how a description says it. A description says a fact only where a look-alike
# differs in it (see a_unit), so a unit without look-alikes reads as its type alone.
Fact = tuple[str, Callable[[State, str], Any], Callable[[State, str, Any], str]]
FACTS: tuple[Fact, ...] = (("gate", on_gate, _gate_words),
                           ("results", _battle_results, _result_words))


def unit_class(state: State, uid: str) -> tuple[Any, ...]:
    """What makes two units interchangeable: the same type of the same faction in the same place,
    and the same facts (holding the Gate there or not, the results taken in the Battle). Units of
    one class are the same choice; units of two classes never are."""
    info = state.table[uid]
    return (info.spec.name, info.faction, state.units[uid]) + tuple(fact(state, uid) for _, fact, _ in FACTS)


def a_unit(state: State, uid: str, say: tuple[str, ...] = (), unsaid: tuple[str, ...] = ()) -> str:
    """'a Deep One'; and, where another unit of its type and faction in the same place differs from
    it (so that two choices would otherwise read alike), what differs: 'an Acolyte on the Gate' and
    'an Acolyte beside the Gate', 'a Dark Young with a Pain'. Facts named in `say` are said when
    they hold even without a look-alike ('on the Gate'); those in `unsaid` never (the label says
    them itself)."""
    label = unit_label(state, uid)
    return f"{ARTICLE[label[0] in 'AEIOU']} {_described(state, uid, say, unsaid)}"


def the_unit(state: State, uid: str, say: tuple[str, ...] = (), unsaid: tuple[str, ...] = ()) -> str:
    """'the Starspawn', told apart from its look-alikes as a_unit tells them."""
    return f"the {_described(state, uid, say, unsaid)}"


def a_unit_said(state: State, uid: str, say: tuple[str, ...] = (), unsaid: tuple[str, ...] = ()) -> Phrase:
    """a_unit as a phrase of the catalogs (`piece-a`): the same English, worded per reader."""
    label = unit_label(state, uid)
    facts = _facts_said(state, uid, say, unsaid)
    named = unit_name(uid)  # with the English article as a_unit says it (`$unit_article`)
    named = replace(named, english={**named.english, "article": ARTICLE[label[0] in "AEIOU"]})
    return Phrase("piece-a-with" if facts else "piece-a", {"unit": named, "facts": Listing(facts, "words")})


def the_unit_said(state: State, uid: str, say: tuple[str, ...] = (), unsaid: tuple[str, ...] = ()) -> Phrase:
    """the_unit as a phrase of the catalogs (`piece-the`)."""
    facts = _facts_said(state, uid, say, unsaid)
    return Phrase("piece-the-with" if facts else "piece-the", {"unit": unit_name(uid), "facts": Listing(facts, "words")})


def _facts_said(state: State, uid: str, say: tuple[str, ...], unsaid: tuple[str, ...]) -> tuple[Phrase, ...]:
    said: list[Phrase] = []
    alike = _look_alikes(state, uid)
    if alike or say:
        mine, classes = unit_class(state, uid), [unit_class(state, other) for other in alike]
        for i, (name, _, _) in enumerate(FACTS, start=3):
            if name not in unsaid and ((name in say and mine[i])
                                       or any(other[i] != mine[i] for other in classes)):
                said += _fact_said(state, uid, name, mine[i])
    return tuple(said)


def _fact_said(state: State, uid: str, name: str, value: Any) -> list[Phrase]:
    if name == "gate":
        return [Phrase("piece-on-gate")] if value else [Phrase("piece-beside-gate")] if state.units[uid] in state.gates else []
    return [Phrase("piece-with-results", {"results": Listing(tuple(Phrase("piece-result", {"result": r}) for r in value),
                                                              "and")})] if value else []


def _described(state: State, uid: str, say: tuple[str, ...], unsaid: tuple[str, ...]) -> str:
    words = [unit_label(state, uid)]
    alike = _look_alikes(state, uid)
    if alike or say:
        mine, classes = unit_class(state, uid), [unit_class(state, other) for other in alike]
        for i, (name, _, say_it) in enumerate(FACTS, start=3):
            if name not in unsaid and ((name in say and mine[i])
                                       or any(other[i] != mine[i] for other in classes)):
                words.append(say_it(state, uid, mine[i]))
    return " ".join(w for w in words if w)


def _look_alikes(state: State, uid: str) -> list[str]:
    """The other units of `uid`'s type and faction in the same place; none off the map (in the Pool,
    on a faction card), where no fact of FACTS can tell units apart: Gates and Battles are on the map."""
    table, where, me = state.table, state.units[uid], state.table[uid]
    if where not in state.map.adjacency:
        return []
    return [u for u, w in state.units.items()
            if w == where and u != uid and table[u].faction == me.faction and table[u].spec.name == me.spec.name]


def representatives(state: State, uids: Iterable[str]) -> list[str]:
    """One unit per class of interchangeable units (rules.engine.pieces.unit_class).

    Options name a representative, so a seat chooses among kinds of units, not among identical
    figures; the lowest id of a class stands for it, which keeps choices deterministic.
    """
    seen: set[tuple[Any, ...]] = set()
    picked: list[str] = []
    for uid in sorted(uids):
        key = unit_class(state, uid)
        if key not in seen:
            seen.add(key)
            picked.append(uid)
    return picked


def strength(state: State, faction: str, enemy: str, uids: Iterable[str]) -> int:
    """Total Combat of a faction's units in a Battle (Combat Dice Calculation), at least 0."""
    table = state.table
    counts: dict[UnitSpec, int] = {}
    silent = state.battle.note(NO_DICE, ()) if state.battle is not None else ()
    for uid in uids:
        if uid in silent:  # its own Combat rolls no dice in this Battle (content.NO_DICE)
            continue
        spec = table[uid].spec
        counts[spec] = counts.get(spec, 0) + 1
    total = 0
    for spec, n in counts.items():
        total += spec.combat * n if isinstance(spec.combat, int) else spec.combat(state, faction, enemy, n)
    # A unit of another faction's that the side Controls (Mind Parasite) gets no Spellbook's help.
    own = tuple(u for u in uids if table[u].faction == faction)
    for ability in of_kind(abilities_on(state, faction, Hook.BATTLE), BattleCombatAbility):
        if not ability.against:
            total += ability.combat(state, faction, enemy, own)
    if enemy in state.power:  # an enemy's ability that lowers this side's Combat
        for ability in of_kind(abilities_on(state, enemy, Hook.BATTLE), BattleCombatAbility):
            if ability.against:
                total -= ability.combat(state, enemy, faction, ())
    # units of negative Combat (Servitors of the Outer Gods) never take it below 0 (FAQ EN 5509-5511)
    return max(total, 0)


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
