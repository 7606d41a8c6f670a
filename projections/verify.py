"""Check every roll of an exported finished game against its revealed seed (docs/dice.md).

The seed is checked against the `seed_hash` the log published when the game was opened. Then the
document's rules events are folded through the engine, and before each `DiceRolled` and
`ElderSignDrawn` the engine's own generator (`rules.engine.rng`) says what that draw must have been, from
the state the log had reached: the draw counter and the Elder Sign bag. An undo restores an
earlier rules state but keeps the counter, as the service does (projections.game), so a draw is
never dealt twice. A sandbox game's dice script is part of its log: draws numbered below the
script's length come from the script, the others from the seed, and the audit counts both.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Sequence

import rules
from rules.engine import events as ev
from rules.engine import rng

FORMAT = "cthulhu-wars-game"  # play.archive writes it; this module stays free of the service
_DRAWING = ("DiceRolled", "ElderSignDrawn")


class NotVerifiable(ValueError):
    """The document cannot be checked: not an export, or no seed revealed in it."""


@dataclass(frozen=True)
class Mismatch:
    version: Any
    what: str

    def __str__(self) -> str:
        return f"version {self.version}: {self.what}"


@dataclass(frozen=True)
class Audit:
    """What was checked; `mismatch` is the first dishonest draw (None: the log is honest)."""

    game_id: str
    events: int = 0  # DiceRolled and ElderSignDrawn events
    dice: int = 0
    elder_signs: int = 0
    scripted: int = 0  # draws a sandbox's dice script gave
    folded: int = 0  # rules events replayed, a faction's own included
    mismatch: Mismatch | None = None

    @property
    def honest(self) -> bool:
        return self.mismatch is None

    @property
    def draws(self) -> int:
        return self.dice + self.elder_signs

    def summary(self) -> str:
        if not self.honest:
            return f"game {self.game_id}: DISHONEST at {self.mismatch}"
        scripted = f", {self.scripted} of them from the sandbox dice script" if self.scripted else ""
        return (f"game {self.game_id}: honest: {_count(self.draws, 'draw')} in "
                f"{_count(self.events, 'event')} ({_count(self.dice, 'die', 'dice')}, "
                f"{_count(self.elder_signs, 'Elder Sign')}{scripted}) match the seed")


def _count(n: int, one: str, many: str | None = None) -> str:
    return f"{n} {one if n == 1 else many or one + 's'}"


def verify(document: Any) -> Audit:
    """Re-derive every draw of an exported finished game; raises NotVerifiable if it cannot."""
    meta, events = _parts(document)
    seed = _revealed_seed(meta)
    audit = Audit(str(meta.get("game_id")))
    published = _published_hash(meta, events)
    if rng.seed_hash(seed) != published:
        return _with(audit, mismatch=Mismatch(
            _opened_version(events), f"the revealed seed hashes to {rng.seed_hash(seed)}, "
                                     f"not to the seed_hash {published} published at creation"))
    return _replay(audit, seed, events)


def _parts(document: Any) -> tuple[Mapping[str, Any], list[Mapping[str, Any]]]:
    if not isinstance(document, Mapping) or document.get("format") != FORMAT:
        raise NotVerifiable(f"not a game export: the document's format is not {FORMAT!r}")
    meta, events = document.get("game"), document.get("events")
    if not isinstance(meta, Mapping) or not isinstance(events, list) \
            or not all(isinstance(e, Mapping) for e in events):
        raise NotVerifiable("not a game export: it needs a 'game' object and an 'events' list")
    return meta, events


def _revealed_seed(meta: Mapping[str, Any]) -> bytes:
    seed = meta.get("seed")
    if not seed:
        raise NotVerifiable(f"the export has no seed: the game is {meta.get('status', 'unknown')}, "
                            "and a seed is revealed only once its game has finished")
    try:
        return bytes.fromhex(seed)
    except (TypeError, ValueError):
        raise NotVerifiable(f"the export's seed is not hexadecimal: {seed!r}") from None


def _published_hash(meta: Mapping[str, Any], events: Sequence[Mapping[str, Any]]) -> str:
    """The hash the log published when the game was opened (the document's own as a fallback)."""
    opened = next((e for e in events if e.get("type") == "GameOpened"), None)
    payload = opened.get("payload") if opened else None
    if isinstance(payload, Mapping) and payload.get("seed_hash"):
        return str(payload["seed_hash"])
    return str(meta.get("seed_hash"))


def _opened_version(events: Sequence[Mapping[str, Any]]) -> Any:
    return next((e.get("version") for e in events if e.get("type") == "GameOpened"), 1)


def _with(audit: Audit, **changes: Any) -> Audit:
    return Audit(**{**vars(audit), **changes})


def _replay(audit: Audit, seed: bytes, events: Sequence[Mapping[str, Any]]) -> Audit:
    targets = {e["payload"].get("target_version") for e in events
               if e.get("type") == "UndoApplied" and isinstance(e.get("payload"), Mapping)}
    kept: dict[Any, rules.State] = {}
    state = rules.initial_state()
    for event in events:
        kind, version = event.get("type"), event.get("version")
        if kind == "UndoApplied":
            state = _undone(state, kept, event)
        elif isinstance(kind, str) and rules.is_event_type(kind):
            fact = _fact(event)
            if kind in _DRAWING:
                audit = _check(audit, state, fact, version)
                if not audit.honest:
                    return audit
            state = _evolved(state, fact, version)
            audit = _with(audit, folded=audit.folded + 1)
            if kind == "GameCreated":
                state = state.derive(seed=seed)  # the revealed seed, whatever the event holds
        if version in targets:
            kept[version] = state
    return audit


def _fact(event: Mapping[str, Any]) -> rules.Event:
    try:
        return rules.from_record(event["type"], event.get("schema_version", 1),
                                 dict(event.get("payload") or {}), event.get("secret"))
    except (KeyError, TypeError, ValueError) as exc:
        raise NotVerifiable(f"version {event.get('version')}: an unreadable "
                            f"{event.get('type')} event ({exc})") from None


def _evolved(state: rules.State, fact: rules.Event, version: Any) -> rules.State:
    try:
        return rules.evolve(state, fact)
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
        raise NotVerifiable(f"version {version}: the engine cannot fold this "
                            f"{type(fact).__name__} event ({exc!r})") from None


def _undone(state: rules.State, kept: Mapping[Any, rules.State],
            event: Mapping[str, Any]) -> rules.State:
    payload = event.get("payload")
    target = payload.get("target_version") if isinstance(payload, Mapping) else None
    if target not in kept:
        raise NotVerifiable(f"version {event.get('version')}: an undo to version {target}, "
                            "which the document does not hold")
    return kept[target].derive(draws=state.draws)  # the counter never rewinds


def _check(audit: Audit, state: rules.State, fact: Any, version: Any) -> Audit:
    first = state.draws
    if isinstance(fact, ev.DiceRolled):
        shown = tuple(fact.faces)
        expected = rng.roll_dice(state, len(shown))
        counts = {"dice": audit.dice + len(shown)}
        what = f"{fact.faction}'s {fact.purpose} dice"
    else:
        shown = (fact.value,)
        expected = (rng.elder_sign_value(state, tuple(state.bag)),) if sum(state.bag) else ()
        counts = {"elder_signs": audit.elder_signs + 1}
        what = f"{fact.faction}'s Elder Sign"
    scripted = max(0, min(len(state.script or ()), first + len(shown)) - first)
    audit = _with(audit, events=audit.events + 1, scripted=audit.scripted + scripted, **counts)
    if shown == expected:
        return audit
    numbers = f"draw {first}" if len(shown) == 1 else f"draws {first}-{first + len(shown) - 1}"
    return _with(audit, mismatch=Mismatch(
        version, f"{what} ({numbers}): the log shows {list(shown)}, the seed gives {list(expected)}"))
