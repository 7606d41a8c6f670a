"""Everything a caller sees of a game passes through here, and through `rules.view`.

Viewers are a seat id, None (a spectator) or `rules.AUDITOR` (everyone, once the game is over).
Service events are redacted by the same rule as the engine's: a secret part is shown only to the
seat it belongs to, or to everyone once the game has finished. Token and invite hashes are never
shown to anyone.
"""
from __future__ import annotations

import copy
from typing import Any

import rules
from events import StoredEvent
from events.jsontext import compact
from play import content_words, timecontrol
from play import sentences as _service_sentences  # noqa: F401  (registers describers)
from play.model.game import SERVICE_EVENT_TYPES, Game, Status
from rules.engine.codec import to_json
from rules.words.sentences import sentence

# Secret members no viewer ever receives, even after the game.
_NEVER_SHOWN = frozenset({"token_hash", "host_token_hash", "invite_hash"})


def viewer_of(game: Game, seat: str | None) -> str | None:
    """The viewer a caller counts as: once a game has finished, everyone audits it."""
    return rules.AUDITOR if game.status == Status.FINISHED else seat


def event_for(event: StoredEvent, game: Game, viewer: str | None, lang: str = "en") -> dict[str, Any]:
    """One stored event as `viewer` may see it, its sentence (`text`) in `lang`."""
    return _shown(event, game, _visible_payload(event, game, viewer),
                  _visible_secret(event, game, viewer), lang)


def event_for_host(event: StoredEvent, game: Game, lang: str = "en") -> dict[str, Any]:
    """One stored event as a sandbox game's host may see it: every seat's secrets and settings
    (the host was given every seat's token), but not the seed (GameCreated's) nor any hash."""
    hidden = event.secret
    engine_secret = hidden and event.type not in SERVICE_EVENT_TYPES \
        and event.type != "GameCreated"
    secret = {k: v for k, v in hidden.items() if k not in _NEVER_SHOWN} \
        if hidden and engine_secret else None
    return _shown(event, game, dict(event.payload), secret or None, lang)


def _shown(event: StoredEvent, game: Game, payload: dict[str, Any],
           secret: dict[str, Any] | None, lang: str = "en") -> dict[str, Any]:
    out = {"version": event.version, "type": event.type, "schema_version": event.schema_version,
           "payload": payload, "seat": event.seat,
           "recorded_at": event.recorded_at.isoformat(),
           "text": sentence(event.type, payload, secret, _seat_factions(game), lang)}
    if secret:
        out["secret"] = secret
    return out


def worded(answer: dict[str, Any] | None, game: Game, lang: str) -> dict[str, Any] | None:
    """An answer holding shown events (a choice's, an undo's), their sentences in `lang`: each
    from the very payload and secret the answer shows, so no more is said than before. The
    answer as it was stored (a retry's) stays as it is; English needs no second wording. Its
    view's requirement texts are worded too (content_words.worded_view)."""
    if answer is None or lang == "en" or not isinstance(answer.get("events"), list):
        return answer
    seats = _seat_factions(game)
    events = [{**e, "text": sentence(e["type"], e["payload"], e.get("secret"), seats, lang)}
              for e in answer["events"]]
    view = answer.get("view")
    if isinstance(view, dict):
        view = content_words.worded_view(copy.deepcopy(view), lang)
    return {**answer, "events": events, **({"view": view} if "view" in answer else {})}


def _visible_payload(event: StoredEvent, game: Game, viewer: str | None) -> dict[str, Any]:
    """The public payload, less what only one seat may read of it (a standing answer's setting,
    in the engine's StandingAnswerSet and in the ChoiceMade that sent it)."""
    payload = dict(event.payload)
    if event.type == "ChoiceMade" and isinstance(payload.get("choices"), list):
        payload["choices"] = rules.choices_as_seen(payload["choices"], payload.get("seat"), viewer,
                                                   game.state)
    elif event.type not in SERVICE_EVENT_TYPES:
        record = (event.type, event.schema_version, payload, None)
        payload = rules.redact(record, viewer, game.state)[2]
    return payload


def _seat_factions(game: Game) -> dict[str, str]:
    return {s.seat: s.faction for s in game.seats}


def _visible_secret(event: StoredEvent, game: Game, viewer: str | None) -> dict[str, Any] | None:
    if not event.secret:
        return None
    if event.type in SERVICE_EVENT_TYPES:
        shown = viewer == rules.AUDITOR
    else:
        record = (event.type, event.schema_version, dict(event.payload), dict(event.secret))
        shown = rules.redact(record, viewer, game.state)[3] is not None
    if not shown:
        return None
    visible = {k: v for k, v in event.secret.items() if k not in _NEVER_SHOWN}
    return visible or None


def view_of(game: Game, viewer: str | None, seat: str | None = None) -> dict[str, Any]:
    """The game as `viewer` may see it: lobby facts plus `rules.view` once it has started.

    `you` is the caller's `seat`: a player auditing a finished game still plays their seat (the
    game-over screen is theirs), though what they see no longer depends on it."""
    out = summary(game)
    out["you"] = seat if seat is not None else viewer if viewer not in (None, rules.AUDITOR) else None
    out["state"] = rules.view(game.state, viewer) if game.state is not None else None
    if viewer == rules.AUDITOR:
        out["seed"] = game.seed
    return out


def summary(game: Game) -> dict[str, Any]:
    """The public summary of a game (no secrets at all)."""
    pending = rules.pending(game.state) if game.state is not None else []
    return {
        "game_id": game.game_id, "name": game.name, "status": game.status,
        "visibility": game.visibility, "sandbox": game.sandbox, "version": game.version,
        "layout": game.layout, "rules": game.options.get("rules", {}),
        "seats": _seats(game), "open_seats": game.open_seats,
        "seed_hash": game.seed_hash, "time_control": dict(game.time_control),
        "phase": game.state.phase if game.state is not None else None,
        "round": game.state.round if game.state is not None else None,
        "pending": pending, "undo": game.undo.public() if game.undo else None,
        "result": to_json(game.rules_state.result) if game.status == Status.FINISHED else None,
        "rated": bool(game.options.get("rated")),
        "rematch": game.rematch.public(game) if game.rematch is not None else None,
        "created_at": game.created_at.isoformat(), "updated_at": game.updated_at.isoformat(),
    }


def _seats(game: Game) -> list[dict[str, Any]]:
    control = timecontrol.parse(game.time_control)
    return [_seat(game, s, control) for s in game.seats]


def seats_with_clocks(game: Any) -> list[dict[str, Any]]:
    """The seats as `summary` shows them, for anything holding a game's `time_control`, `seats`,
    `deadlines`, `banks` and `vacations` (a game, or the clocks a `games` row keeps)."""
    return _seats(game)


def _seat(game: Game, seat: Any, control: timecontrol.TimeControl) -> dict[str, Any]:
    """A seat's public facts with its clock: deadline, bank, vacation."""
    deadline = game.deadlines.get(seat.seat)
    vacation = game.vacations.get(seat.seat)
    bank = game.banks.get(seat.seat, control.initial_seconds()) if control.kind == "bank" else None
    return {**seat.public(), "deadline": deadline["due_at"] if deadline else None,
            "bank_seconds": bank,
            "vacation_until": vacation["until"] if vacation else None,
            "vacation_days_left": control.vacation_days - (vacation or {}).get("days_used", 0)}


def cached_view_json(cache: Any, game: Game, viewer: str | None, seat: str | None = None) -> str:
    """`view_of` as JSON text, kept in the cache under the game's version, the viewer and, for
    an auditor, the seat that asks (the one member its view names)."""
    key = viewer or "spectator"
    if viewer == rules.AUDITOR and seat is not None:
        key = f"{key}:{seat}"
    found: str | None = cache.get_view(game.game_id, game.version, key)
    if found is None:
        found = compact(view_of(game, viewer, seat)).decode()
        cache.put_view(game.game_id, game.version, key, found)
    return found
