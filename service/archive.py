"""Export a game as one JSON document, import one into a new sandbox game, read positions.

Who may export: anyone, once the game has finished (everything is public then, seed included);
the host or a seat of a sandbox game at any time. A sandbox export shows its host every Elder
Sign value (the host created every seat) but not the seed, which stays secret until a game ends;
a seat's export shows only what that seat may see, since a seat's token may have changed hands.

Import replays the document's rules events, its choices and its undos into a new sandbox game.
Every random outcome is already written in the events, so the final state is the same; a finished
game's document also carries its seed, which the copy reuses, so even the seed matches. Anything
the engine cannot fold, or a choice that was not legal where it stands, refuses the whole import.
"""
from __future__ import annotations

from typing import Any, Mapping

import rules
from rules.codec import to_json
from events import Metadata, NewEvent
from projections.game import SERVICE_EVENT_TYPES, Game, Status
from service import egress
from service.errors import ApiError
from service.gameplay import Caller, Committed, Gameplay, claim_event, game_options

FORMAT = "cthulhu-wars-game"
FORMAT_VERSION = 1
# Service events that carry over into an import; the lobby's are made anew.
_CARRIED = frozenset({"ChoiceMade", "UndoApplied"})


def export(gp: Gameplay, game_id: str, caller: Caller) -> dict[str, Any]:
    game = gp.load(game_id)
    finished = game.status == Status.FINISHED
    if not finished and not (game.sandbox and (caller.host or caller.seat)):
        raise ApiError(403, "export_not_allowed",
                       "Only finished games, or your own sandbox games, can be exported.")
    events = gp.store.read(game_id, with_secrets=True)
    shown = [_exported(e, game, finished, caller) for e in events]
    meta = {"game_id": game.game_id, "name": game.name, "options": dict(game.options),
            "seats": [s.public() for s in game.seats], "seed_hash": game.seed_hash,
            "sandbox": game.sandbox, "status": game.status,
            "dice_script": list(game.dice_script) if game.dice_script is not None else None}
    if finished or caller.host:  # a start position holds every seat's Elder Signs
        meta["start_position"] = game.start_position
    if finished:
        meta["seed"] = game.seed
    return {"format": FORMAT, "version": FORMAT_VERSION, "game": meta, "events": shown}


def _exported(event: Any, game: Game, finished: bool, caller: Caller) -> dict:
    """Finished: everything. Sandbox host: every Elder Sign value, no seed. A seat: its own."""
    if finished:
        return egress.event_for(event, game, rules.AUDITOR)
    if not caller.host:
        return egress.event_for(event, game, caller.seat)
    out = egress.event_for(event, game, None)
    if event.secret and event.type not in SERVICE_EVENT_TYPES and event.type != "GameCreated":
        out["secret"] = dict(event.secret)
    return out


def import_game(gp: Gameplay, document: Mapping[str, Any], name: str | None) -> tuple[Game, dict]:
    """A new sandbox game holding the document's play; returns it with its seat tokens."""
    if document.get("format") != FORMAT or document.get("version") != FORMAT_VERSION:
        raise ApiError(422, "invalid_document",
                       f"An import is a document of format {FORMAT!r}, version {FORMAT_VERSION}.")
    meta = document["game"]
    seats = _seat_list(meta)
    spec = {"name": name or f"Import of {meta.get('name', 'a game')}", "sandbox": True,
            "factions": [s["faction"] for s in seats], "seats": len(seats),
            "rules": dict(meta.get("options", {}).get("rules") or {}),
            "layout": meta.get("options", {}).get("layout"),
            "dice_script": meta.get("dice_script"), "start_position": meta.get("start_position"),
            "seed": _seed_of(meta)}
    game, shown = gp.open_game(spec, Caller())  # validates options; sandbox: started at once
    if gp.store.read(game.game_id, after_version=game.version):
        raise ApiError(409, "conflict", "The new game changed during the import.")
    carried = _carried_events(document["events"], game)
    try:
        gp._fold(game, game.game_id, carried, Metadata(), gp.clock(), _legal_choices)
    except ApiError:
        raise
    except Exception as exc:  # the engine could not fold what the document says
        raise ApiError(422, "invalid_document",
                       f"The document's events do not replay ({type(exc).__name__}).") from None
    return gp.commit(game, game.game_id, carried, Caller()).game, shown


def _legal_choices(before: Game | None, event: Any) -> None:
    """Every imported choice must have been legal where it was made."""
    if event.type != "ChoiceMade":
        return
    seat = event.payload["seat"]
    legal = [to_json(o.choice) for o in rules.legal_options(before.state, seat)]
    first = event.payload["choices"][0]
    if to_json(first) not in legal:
        raise ApiError(422, "invalid_document",
                       f"Version {event.version}: {seat}'s choice {first} was not legal there.")


def _seed_of(meta: Mapping[str, Any]) -> bytes | None:
    """A finished game's document carries its seed; reusing it makes the copy exact."""
    seed = meta.get("seed")
    if seed is None:
        return None
    try:
        raw = bytes.fromhex(seed)
    except (TypeError, ValueError):
        raise ApiError(422, "invalid_document", "The document's seed is not hex.") from None
    if len(raw) < 16:
        raise ApiError(422, "invalid_document", "The document's seed is too short.")
    return raw


def _seat_list(meta: Any) -> list[dict]:
    seats = meta.get("seats") if isinstance(meta, Mapping) else None
    if not isinstance(seats, list) or not all(isinstance(s, Mapping) and "faction" in s
                                              for s in seats):
        raise ApiError(422, "invalid_document", "The document lists no seats with factions.")
    game_options({"factions": [s["faction"] for s in seats], "seats": len(seats)})
    return list(seats)


def _carried_events(events: list, game: Game) -> list[NewEvent]:
    """The document's play after its own set-up, with undo targets renumbered for the new log."""
    started = next((i for i, e in enumerate(events) if e.get("type") == "GameStarted"), None)
    if started is None:
        raise ApiError(422, "invalid_document", "The document's game never started.")
    setup = _setup_length(events, started)
    if setup != game.version - _lobby_length(game):
        raise ApiError(422, "invalid_document", "The document's set-up differs from its options.")
    renumber = {events[started + setup]["version"]: game.version}
    out: list[NewEvent] = []
    for event in events[started + setup + 1:]:
        if event["type"] in SERVICE_EVENT_TYPES and event["type"] not in _CARRIED:
            continue
        payload = dict(event["payload"])
        if event["type"] == "UndoApplied":
            payload["target_version"] = _mapped(renumber, payload["target_version"])
        out.append(NewEvent(event["type"], payload, event["schema_version"],
                            event.get("secret")))
        renumber[event["version"]] = game.version + len(out)
    if not out:
        raise ApiError(422, "invalid_document", "The document holds no play to import.")
    return out


def _setup_length(events: list, started: int) -> int:
    """How many engine set-up events follow GameStarted (up to the first choice)."""
    n = 0
    for event in events[started + 1:]:
        if event["type"] in SERVICE_EVENT_TYPES:
            break
        n += 1
    return n


def _lobby_length(game: Game) -> int:
    return 1 + len(game.seats) + 1  # GameOpened, a claim per seat, GameStarted


def _mapped(renumber: dict[int, int], version: int) -> int:
    known = [v for v in renumber if v <= version]
    if not known:
        raise ApiError(422, "invalid_document", "An undo in the document goes before its start.")
    return renumber[max(known)]


def position(gp: Gameplay, game_id: str, version: int | None, caller: Caller) -> dict:
    head = gp.load(game_id)
    if head.status != Status.FINISHED and not (head.sandbox and caller.host):
        raise ApiError(403, "position_not_allowed",
                       "Positions show every secret: only finished games have them, and "
                       "sandbox games for their host.")
    game = head if version is None else gp.load(game_id, version)
    if game.state is None:
        raise ApiError(409, "game_not_started", "The game had not started at that version.")
    return rules.to_position(game.state)
