"""Choices and undo: the play commands of a seat.

Undo policy (docs/architecture.md section 5). A seat may take back its own latest choices at once
when, since the version it goes back to, no other seat acted and nothing random or hidden came out
(no draw of the generator, no Elder Sign revealed). Otherwise it asks: every other human seat
must accept before the deadline. Bots accept taking back choices, but never consent to taking
back dice rolled or an Elder Sign drawn or shown: one person may hold several human seats, so
human consents alone cannot stop a seat fishing for dice. Such an undo in a game with a bot seat
is refused outright (a sandbox excepted). A choice made while a request waits closes the
request (playing on is declining). A seat whose request closed without being applied waits a
while (the operator's `UNDO_REQUEST_COOLDOWN_SECONDS`) before asking again. Undo appends events
and never deletes any; the draw counter never goes back.
"""
from __future__ import annotations

import math
import secrets
from datetime import datetime, timedelta
from typing import Any, Callable, Sequence

import rules
from rules.engine.engine import any_time_options
from events import NewEvent, StoredEvent
from events.errors import VersionConflict
from play import egress, errors
from play.facts import (ChoiceMade, UndoAnswered, UndoApplied, UndoClosed, UndoRequested,
                        new_event)
from play.gameplay import Caller, Committed, Gameplay, rules_event
from play.model.game import Game, SeatStatus, Status

UNDO_WINDOW = timedelta(hours=24)
# A choice is judged past at most this many events of standing answers made since its version.
MAX_SETTINGS_PASSED = 20
# Events that show something hidden without drawing from the generator.
_REVEALING = frozenset({"ElderSignRevealed"})
# What follows a choice without being what the choice did: the game's own steps and bookkeeping
# (as the page's log fades or leaves them out), and the service's clocks.
_STEPS = frozenset({"WindowOpened", "WindowClosed", "BattleAdvanced", "BattleNoted", "FactionDataSet",
                    "TurnBegan", "TurnEnded", "MoveFinished", "RitualTurnEnded", "DeadlineSet",
                    "DeadlineCleared", "ClockCharged", "ClockRestored", "DecisionTimedOut",
                    "UndoClosed"})


def submit(gp: Gameplay, game_id: str, caller: Caller, expected_version: int,
           choices: Sequence[dict[str, Any]], idempotency: tuple[str, str] | None,
           seen: Game | None = None) -> Committed:
    """Apply `choices` (all or nothing) for the caller's seat at `expected_version`.

    `seen` is the game at `expected_version` (`Gameplay.load_as_seen`; None: load it here,
    once): the choices are decided
    on it, and the append that records them is the one check that the game is still there;
    nothing loads the game again on the way. A retry with the Idempotency-Key of an applied
    request returns its original answer: the append finds the record when it would write
    again, and a retry refused before reaching the append looks the record up then, so a first
    request pays no lookup. A choice made from a version followed only by standing answers is
    judged against the latest version instead of refused as stale (see `past_settings_only`).
    """
    if seen is None:
        seen = gp.load_as_seen(game_id, expected_version)
    try:
        done = _submit(gp, game_id, caller, expected_version, choices, idempotency, seen)
    except (errors.PlayError, VersionConflict) as refused:
        replay = replayed(gp, caller, idempotency)
        if replay is not None:
            return replay
        if not isinstance(refused, VersionConflict):
            raise
        head = past_settings_only(gp, game_id, caller, seen, refused.current)
        if head is None:
            raise
        done = _submit(gp, game_id, caller, head.version, choices, idempotency, head)
    if done.replayed:  # found by the append: the token may have been revoked since
        _still_valid(done.game, caller)
    return done


def _submit(gp: Gameplay, game_id: str, caller: Caller, expected_version: int,
            choices: Sequence[dict[str, Any]], idempotency: tuple[str, str] | None,
            game: Game) -> Committed:
    try:
        seat = _playing_seat(game, caller)
        if game.version != expected_version:  # a version past the latest: never seen
            raise stale(game_id, game.version, expected_version)
        facts, decided = _decide_all(game, seat, choices)
    except errors.SeatRequired:
        raise
    except errors.PlayError:
        # A refusal of a choice made on a board that has moved on since (a lobby that has
        # started, a decision already taken) is that it is stale: staleness comes first.
        head = gp.store.current_version(game_id)
        if head != expected_version:
            raise stale(game_id, head, expected_version) from None
        raise
    if not facts and all(map(_is_setting_choice, choices)):
        # Settings that change nothing (a standing answer set again) are not written: no event
        # for anyone to read, no version that would make another seat's choice stale. The answer
        # is the game as the seat saw it: the setting stands whatever happened since, so a retry
        # after the game moved on is answered as the first try was.
        return Committed(game, [], _response_for(seat)(game, []))
    new = _close_pending_undo(game, "superseded by a choice")
    new.append(new_event(ChoiceMade(seat, [dict(c) for c in choices])))
    new += [rules_event(f) for f in facts]
    return gp.commit(game, game_id, new, caller, _response_for(seat), idempotency,
                     decided=decided)


def past_settings_only(gp: Gameplay, game_id: str, caller: Caller, before: Game,
                       head_version: int) -> Game | None:
    """The latest game, if every event since `before` is a standing answer being set and the
    caller's pending decision is the same at both versions; else None (the choice is stale).

    Standing answers stay in the log, as every other choice: they decide how later windows are
    answered, so replaying the log must meet them, and each takes a version. What changes is
    the version check: the point of `expected_version` is that a choice is made on the board
    the seat saw, and a standing answer (any seat's, set at any time) changes neither the board
    nor anyone's options; if setting it answered a window and moved the game on, the decision
    differs and the choice stays stale. So the seat whose turn it is never gets a 409 because
    another seat changed a setting while it was thinking, and needs no second round trip.
    """
    if caller.seat is None or before.version < 1 or head_version <= before.version:
        return None
    since = gp.store.read(game_id, after_version=before.version, limit=MAX_SETTINGS_PASSED + 1)
    if not since or len(since) > MAX_SETTINGS_PASSED or not all(map(_is_setting, since)):
        return None
    head = gp.load(game_id, since[-1].version)
    if head.state is None or before.state is None:
        return None
    if split_options(head.state, caller.seat)[0] != split_options(before.state, caller.seat)[0]:
        return None
    return head


def _is_setting(event: StoredEvent) -> bool:
    if event.type == "StandingAnswerSet":
        return True
    return event.type == "ChoiceMade" and all(map(_is_setting_choice, event.payload["choices"]))


def _is_setting_choice(choice: Any) -> bool:
    return isinstance(choice, dict) and choice.get("act") == "standing_answer"


def split_options(state: rules.State, seat: str,
                  lang: str = "en") -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The seat's legal options as (its pending decision's, those it may take at any time), their
    labels in `lang`."""
    options = rules.legal_options(state, seat)
    extra = len(any_time_options(state, seat))  # legal_options ends with them
    cut = len(options) - extra
    return [o.to_dict(lang) for o in options[:cut]], [o.to_dict(lang) for o in options[cut:]]


def _decide_all(game: Game, seat: str,
                choices: Sequence[dict[str, Any]]) -> tuple[list[rules.Event], rules.State]:
    """Decide a batch all or nothing; nothing may follow a choice that drew from the generator.

    Otherwise a client could read a draw ahead: a batch refused after a draw writes nothing,
    so the same draw would come up again, and the refusal would hint at what it was.
    """
    state = game.rules_state
    facts: list[rules.Event] = []
    for n, choice in enumerate(choices):
        try:
            made, after = rules.decide_and_apply(state, seat, dict(choice))
        except rules.RulesError as exc:
            raise _refusal(game, seat, exc) from None
        if after.draws != state.draws and n < len(choices) - 1:
            raise errors.BatchContinuesAfterDraw(n + 1)
        facts += made
        state = after
    return facts, state


def replayed(gp: Gameplay, caller: Caller, idempotency: tuple[str, str] | None
             ) -> Committed | None:
    """The original answer of an applied request with this Idempotency-Key, if there is one."""
    if idempotency is None or caller.token_hash is None:
        return None
    record = gp.store.get_idempotency(caller.token_hash, idempotency[0])
    if record is None:
        return None
    if record.fingerprint != idempotency[1]:
        raise errors.IdempotencyKeyReused()
    head = gp.load(record.game_id)
    _still_valid(head, caller)
    return Committed(head, [], dict(record.response), True)


def _still_valid(head: Game, caller: Caller) -> None:
    """A replay answers only a token the latest version still accepts."""
    seat = head.seat(caller.seat) if caller.seat else None
    if seat is None or seat.token_hash != caller.token_hash:  # revoked since: no replay
        raise errors.InvalidToken()


def _playing_seat(game: Game, caller: Caller) -> str:
    if caller.seat is None:
        raise errors.SeatRequired("Only a seat of this game may make choices.")
    if game.status == Status.OPEN or game.state is None:  # a version before the set-up's
        raise errors.GameNotStarted()
    if game.status == Status.FINISHED:
        raise errors.GameFinished()
    return caller.seat


def _check_version(game: Game, expected: int) -> None:
    if expected != game.version:
        raise stale(game.game_id, game.version, expected)


def stale(game_id: str, current: int, expected: int) -> VersionConflict:
    """The one refusal of a stale `expected_version`, wherever it is found: the log's own."""
    return VersionConflict(game_id, expected, current)


def _refusal(game: Game, seat: str, exc: rules.RulesError) -> errors.PlayError:
    options = [o.to_dict() for o in rules.legal_options(game.rules_state, seat)]
    if isinstance(exc, rules.NotYourTurn) or not options:
        return errors.NotYourTurn(exc.message, options)
    return errors.InvalidChoice(exc.message, exc.code, options)


def _response_for(seat: str) -> Callable[[Game, list[StoredEvent]], dict[str, Any]]:
    def respond(after: Game, stored: list[StoredEvent]) -> dict[str, Any]:
        viewer = egress.viewer_of(after, seat)
        return {"version": after.version,
                "events": [egress.event_for(e, after, viewer) for e in stored],
                "view": egress.view_of(after, viewer, seat)}

    return respond


def _close_pending_undo(game: Game, reason: str) -> list[NewEvent]:
    if game.undo is None:
        return []
    return [new_event(UndoClosed(game.undo.request_id, reason))]


# ---- undo -------------------------------------------------------------------------------------

def request_undo(gp: Gameplay, game_id: str, caller: Caller, expected_version: int,
                 target_version: int | None) -> Committed:
    """Undo the caller's choices back to `target_version` (default: before its latest choice)."""
    game = gp.load(game_id)
    seat = _playing_seat(game, caller)
    _check_version(game, expected_version)
    if game.undo is not None:
        raise errors.UndoPending()
    tail = gp.store.read(game_id, after_version=_search_from(game, target_version))
    target = _undo_target(tail, seat, target_version)
    since = [e for e in tail if e.version > target]
    if _free(gp, game, seat, target, since):
        event = new_event(UndoApplied(target, seat, free=True))
        return gp.commit(game, game_id, [event], caller, _response_for(seat))
    if not game.sandbox and _has_bot(game) and _reveals(gp, game, target, since):
        # Bots never consent to taking back what was seen: whoever holds the human seats could
        # otherwise consent to their own request and fish for dice.
        raise errors.UndoNeedsConsent()
    if _humans_besides(game, seat):
        _check_cooldown(gp, game, seat)
    return gp.commit(game, game_id, _ask(gp, game, seat, target, since), caller,
                     _response_for(seat))


def _check_cooldown(gp: Gameplay, game: Game, seat: str) -> None:
    """A seat whose last request closed unapplied waits `gp.undo_cooldown` to ask again.

    Every request notifies the seats it asks; without the wait, asking and withdrawing (by
    playing on) in a loop would send them hundreds of messages a minute."""
    closed = game.undo_closed.get(seat)
    if closed is None:
        return
    wait = datetime.fromisoformat(closed) + gp.undo_cooldown - gp.clock()
    if wait > timedelta(0):
        raise errors.UndoRequestTooSoon(math.ceil(wait.total_seconds()))


def _search_from(game: Game, target: int | None) -> int:
    if target is not None:
        return max(0, target - 1)
    return max(0, game.version - 2000)  # a seat's latest choice is never far back in practice


def _undo_target(tail: list[StoredEvent], seat: str, target: int | None) -> int:
    mine: list[int] = []
    for e in tail:  # the seat's choices still standing: an applied undo took back those after it
        if e.type == "ChoiceMade" and e.payload["seat"] == seat:
            mine.append(e.version - 1)
        elif e.type == "UndoApplied":
            mine = [v for v in mine if v < e.payload["target_version"]]
    if not mine:
        raise errors.NothingToUndo()
    if target is None:
        return mine[-1]
    if target not in mine:
        raise errors.InvalidUndoTarget(mine[-20:])
    return target


def _free(gp: Gameplay, game: Game, seat: str, target: int, since: list[StoredEvent]) -> bool:
    if any(e.seat != seat or e.type in _REVEALING for e in since):
        return False
    if any(e.type == "ChoiceMade" and e.payload.get("by") for e in since):
        return False  # the clock's (or a bot's) choice for the seat is not the seat's own
    return not _reveals(gp, game, target, since)


def _reveals(gp: Gameplay, game: Game, target: int, since: list[StoredEvent]) -> bool:
    """Whether going back to `target` would take back dice rolled or Elder Signs drawn or shown."""
    if any(e.type in _REVEALING for e in since):
        return True
    before = gp.load(game.game_id, target).state
    return before is None or before.draws != game.rules_state.draws


def _has_bot(game: Game) -> bool:
    return any(s.status == SeatStatus.BOT for s in game.seats)


def _humans_besides(game: Game, seat: str) -> list[str]:
    return [s.seat for s in game.seats if s.seat != seat and s.status == SeatStatus.CLAIMED]


def _ask(gp: Gameplay, game: Game, seat: str, target: int,
         since: list[StoredEvent]) -> list[NewEvent]:
    waiting = _humans_besides(game, seat)
    if not waiting:  # every other seat is a bot, and bots accept what reveals nothing
        return [new_event(UndoApplied(target, seat, free=False))]
    deadline = (gp.clock() + UNDO_WINDOW).isoformat()
    return [new_event(UndoRequested("u_" + secrets.token_urlsafe(8), seat, target,
                                    requested_at_version=game.version, deadline=deadline,
                                    waiting_for=waiting, **_move_taken_back(game, since)))]


def _move_taken_back(game: Game, since: list[StoredEvent]) -> dict[str, Any]:
    """The first move an undo takes back, as a spectator's log tells it: the first thing the
    first choice since did (bookkeeping and the game's own steps passed over), else the choice
    itself; as the request's `move` (its English sentence) and `move_event` (its type and payload,
    worded again for each reader); nothing when no choice is taken back.

    A spectator's view, since the request is read by every seat, and later by clients that
    have only the request's own sentence to say what is at stake."""
    start = next((n for n, e in enumerate(since) if e.type == "ChoiceMade"), None)
    if start is None:
        return {}
    done = since[start]
    for event in since[start + 1:]:
        if event.type == "ChoiceMade":
            break
        if event.type not in _STEPS:
            done = event
            break
    shown = egress.event_for(done, game, None)
    return {"move": shown["text"], "move_event": {"type": shown["type"], "payload": shown["payload"]}}


def answer_undo(gp: Gameplay, game_id: str, caller: Caller, request_id: str,
                accept: bool) -> Committed:
    """Accept or decline a waiting undo request; the last acceptance applies it."""
    game = gp.load(game_id)
    seat = _playing_seat(game, caller)
    undo = game.undo
    if undo is None or undo.request_id != request_id:
        raise errors.UndoRequestNotFound()
    if seat not in undo.waiting_for:
        raise errors.NotAsked()
    if gp.clock().isoformat() > undo.deadline:
        gp.commit(game, game_id, _close_pending_undo(game, "expired"), caller)
        raise errors.UndoExpired()
    if not accept:
        event = new_event(UndoClosed(request_id, f"declined by {seat}"))
        return gp.commit(game, game_id, [event], caller, _response_for(seat))
    new = [new_event(UndoAnswered(request_id, seat))]
    if undo.waiting_for == (seat,):
        new.append(new_event(UndoApplied(undo.target_version, undo.seat, free=False,
                                         request_id=request_id)))
    return gp.commit(game, game_id, new, caller, _response_for(seat))
