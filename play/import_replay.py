"""An imported document is believed only as far as the engine reproduces it.

The document's choices and undos are replayed through the engine into the new game, and the
engine's own rules events must equal the document's, event for event: anything else (a phase
that does not exist, Doom the rules never gave, a NaN of Power, an Elder Sign without a value)
is refused with the first version of the document that differs. Random outcomes are not taken
on trust either: the faces and Elder Sign values the document records, in the order they were
drawn, become the new game's dice script, so the engine draws them itself; a face outside 1..6
or a value the bag no longer held comes out differently and is refused like any other change.
Nothing is written until the whole document has replayed.
"""
from __future__ import annotations

import json
from datetime import datetime
from typing import Any, Mapping, Sequence

import rules
from events import NewEvent, StoredEvent, UnknownEventType
from play import errors
from play.facts import ChoiceMade, UndoApplied, checked, from_record, new_event
from play.gameplay import rules_event
from play.model import game as model
from play.model.game import SERVICE_EVENT_TYPES, Game

# Of the service events, only choices and undos carry over (see Replay.play); the lobby's, the
# clock's and the undo requests' are made anew or have no part in a sandbox copy.

# Only the new game's own: its seed (fresh), its script (the recorded draws) and its being a
# sandbox differ from the original by design.
_COPY_OWN = {"GameCreated": ("seed_hash",), "GameEnded": ("seed",)}
_NEVER_COMPARED_SECRET = frozenset({"GameCreated"})


def refused(version: Any, why: str) -> errors.InvalidDocument:
    return errors.InvalidDocument(f"Version {version}: {why}", version=version)


def recorded_draws(events: Sequence[Mapping[str, Any]]) -> list[int]:
    """Every die face and Elder Sign value the document records, in the order drawn.

    The engine numbers its draws and never rewinds the count (an undo keeps it), so the log's
    order is the draws' order. Anything that is not a possible face stands as 1: the engine then
    draws a 1, which differs from the document and refuses it there.
    """
    out: list[int] = []
    for event in events:
        if event.get("type") == "DiceRolled":
            faces = event.get("payload", {}).get("faces")
            out += [_face(f) for f in faces] if isinstance(faces, list) else []
        elif event.get("type") == "ElderSignDrawn":
            found = event.get("secret")
            secret: Mapping[str, Any] = found if isinstance(found, Mapping) else {}
            out.append(_face(secret.get("value", event.get("payload", {}).get("value"))))
    return out


def _started(state: rules.State | None) -> rules.State:
    """The rules state a choice is decided on; AttributeError before the game started, refused
    as the engine's own failure on it was."""
    if state is None:
        raise AttributeError("the game has not started")
    return state


def _face(value: Any) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= 6 \
        else 1


def check_readable(events: Sequence[Mapping[str, Any]]) -> None:
    """Refuse the first event the service or the engine could not read back from its log: each
    payload is decoded through its type's schema, a service event's fields checked against their
    declared types (play.facts.checked), an engine event's read by the engine's codec."""
    for event in events:
        # As the document holds them: the decoding below refuses what does not fit.
        kind: Any = event.get("type")
        payload: Any = event.get("payload")
        secret: Any = event.get("secret")
        schema: Any = event.get("schema_version")
        if not isinstance(schema, int):
            raise refused(event.get("version"), f"the document's {kind} names no schema_version.")
        try:
            if kind in SERVICE_EVENT_TYPES:
                checked(from_record(kind, schema, payload, secret))
            else:
                rules.from_record(kind, schema, dict(payload), secret)
        except (TypeError, ValueError, KeyError, AttributeError, UnknownEventType) as exc:
            raise refused(event.get("version"), f"the document's {kind} cannot be read back "
                                                f"({exc}).") from None


def setup_events(events: Sequence[Mapping[str, Any]]) -> tuple[int, list[Mapping[str, Any]]]:
    """The index of the document's GameStarted, and the engine set-up events after it."""
    started = next((i for i, e in enumerate(events) if e.get("type") == "GameStarted"), None)
    if started is None:
        raise errors.InvalidDocument("The document's game never started.")
    setup = []
    for event in events[started + 1:]:
        if event.get("type") in SERVICE_EVENT_TYPES:
            break
        setup.append(event)
    return started, setup


class Replay:
    """The new game folded in memory, version by version, as the document's play is replayed."""

    def __init__(self, game_id: str, opening: Sequence[NewEvent], now: datetime):
        self.game_id, self.now = game_id, now
        self.events: list[NewEvent] = []
        self.folded: dict[int, Game] = {}
        self.game: Game | None = None
        self.append(opening)

    @property
    def head(self) -> Game:
        """The game as replayed so far (the opening is folded when the Replay is made)."""
        if self.game is None:
            raise AttributeError("nothing is replayed yet")
        return self.game

    def append(self, new: Sequence[NewEvent]) -> None:
        for event in new:
            version = self.game.version + 1 if self.game is not None else 1
            stored = StoredEvent("", self.game_id, version, 0, event.type, event.schema_version,
                                 dict(event.payload), {}, self.now,
                                 dict(event.secret) if event.secret else None)
            self.game = model.apply(self.game, stored, self.folded.__getitem__)
            self.folded[version] = self.game
            self.events.append(event)

    def check_setup(self, theirs: Sequence[Mapping[str, Any]], started_version: Any) -> None:
        """The engine's set-up (after GameStarted) must be the document's."""
        begun = max(i for i, e in enumerate(self.events) if e.type == "GameStarted")
        compare(self.events[begun + 1:], theirs, after=started_version)

    def play(self, document_events: Sequence[Mapping[str, Any]], setup_version: int) -> int:
        """Replay the document's events after its set-up (which ends at `setup_version`);
        refuse at the first that differs. Returns how many events were carried over."""
        renumber: dict[int, int] = {setup_version: self.head.version}
        carried = len(self.events)
        i = 0
        while i < len(document_events):
            event = document_events[i]
            kind = event.get("type")
            base = self.head.version
            if kind == "ChoiceMade":
                run = [event, *_rules_run(document_events, i + 1)]
                self._choice(event, run[1:])
            elif kind == "UndoApplied":
                run = [event]
                self._undo(event, renumber)
            elif kind in SERVICE_EVENT_TYPES:
                run, base = [event], self.head.version - 1  # changes no state: maps to the head
            else:
                raise refused(event.get("version"),
                              f"the engine makes no {kind} here (no choice led to it).")
            for k, theirs in enumerate(run, start=1):
                renumber[theirs["version"]] = base + k
            i += len(run)
        return len(self.events) - carried

    def _choice(self, event: Mapping[str, Any], theirs: list[Mapping[str, Any]]) -> None:
        payload = event.get("payload") or {}
        seat, choices = payload.get("seat"), payload.get("choices")
        version = event.get("version")
        if not isinstance(seat, str) or not isinstance(choices, list) or not choices \
                or not all(isinstance(c, Mapping) for c in choices):
            raise refused(version, "a choice names its seat and a list of choices.")
        state = self.head.state
        facts: list[rules.Event] = []
        for choice in choices:
            try:
                made, state = rules.decide_and_apply(_started(state), seat, dict(choice))
            except rules.RulesError as exc:
                raise refused(version, f"{seat}'s choice {choice} was not legal there "
                                       f"({exc.code}).") from None
            except (TypeError, ValueError, KeyError, AttributeError):
                # A shape the engine's own checks did not foresee is still not a legal choice.
                raise refused(version, f"{seat}'s choice {choice} is not one the engine takes.") \
                    from None
            facts += made
        ours = [rules_event(f) for f in facts]
        compare(ours, theirs, after=version)
        by = payload["by"] if payload.get("by") in ("timeout", "bot") else None
        self.append([new_event(ChoiceMade(seat, [dict(c) for c in choices], by)), *ours])

    def _undo(self, event: Mapping[str, Any], renumber: dict[int, int]) -> None:
        payload = event.get("payload") or {}
        target: Any = payload.get("target_version")
        here: Any = event.get("version")
        valid = isinstance(target, int) and not isinstance(target, bool) and target < here
        known = [v for v in renumber if valid and v <= target]
        if not known:
            raise refused(here, "an undo needs an earlier version after the start to return to.")
        seat = payload.get("seat")
        if seat is not None and self.head.seat(seat) is None:
            raise refused(here, f"an undo by {seat}, which is not a seat of the game.")
        mapped = renumber[max(known)]
        self.append([new_event(UndoApplied(mapped, seat, free=bool(payload.get("free"))))])


def _rules_run(events: Sequence[Mapping[str, Any]], start: int) -> list[Mapping[str, Any]]:
    """The rules events from `start` up to the next service event."""
    run = []
    for event in events[start:]:
        if event.get("type") in SERVICE_EVENT_TYPES:
            break
        run.append(event)
    return run


def compare(ours: Sequence[NewEvent], theirs: Sequence[Mapping[str, Any]],
            after: Any = None) -> None:
    """Refuse at the first of the document's events the engine did not make the same."""
    for mine, event in zip(ours, theirs):
        if _normal(mine) != _their_normal(event, mine.type):
            raise refused(event.get("version"),
                          f"the document's {event.get('type')} is not the engine's "
                          f"{mine.type} there.")
    if len(ours) != len(theirs):
        where = theirs[len(ours)].get("version") if len(theirs) > len(ours) else after
        raise refused(where, f"the engine made {len(ours)} events where the document has "
                             f"{len(theirs)}.")


def _own_removed(type_name: str, payload: Any) -> Any:
    if not isinstance(payload, Mapping):
        return payload
    kept = {k: v for k, v in payload.items() if k not in _COPY_OWN.get(type_name, ())}
    if type_name == "GameCreated" and isinstance(kept.get("options"), Mapping):
        kept["options"] = {k: v for k, v in kept["options"].items() if k != "sandbox"}
    return kept


def _normal(event: NewEvent) -> tuple[Any, ...]:
    payload = _json(_own_removed(event.type, dict(event.payload)))
    secret = None if event.type in _NEVER_COMPARED_SECRET else _json(event.secret or None)
    return event.type, event.schema_version, payload, secret


def _their_normal(event: Mapping[str, Any], type_name: str) -> tuple[Any, ...]:
    payload = _own_removed(type_name, event.get("payload"))
    secret = None if type_name in _NEVER_COMPARED_SECRET else (event.get("secret") or None)
    return event.get("type"), event.get("schema_version"), _json(payload), _json(secret)


def _json(value: Any) -> Any:
    """The JSON form, so tuples and lists (and key order) compare equal; NaN never equals."""
    try:
        return json.loads(json.dumps(value, allow_nan=False, sort_keys=True))
    except (TypeError, ValueError):
        return ("not json", repr(value))
