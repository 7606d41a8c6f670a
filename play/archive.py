"""Export a game as one JSON document, import one into a new sandbox game, read positions.

Who may export: anyone, once the game has finished (everything is public then, seed included);
the host or a seat of a sandbox game at any time. A sandbox export shows its host every Elder
Sign value (the host created every seat) but not the seed, which stays secret until a game ends;
a seat's export shows only what that seat may see, since a seat's token may have changed hands.

Import replays the document's choices and undos through the engine into a new sandbox game, with
a fresh seed: the draws the document records become the copy's dice script, so the engine deals
the same dice and Elder Signs itself. The engine's events must equal the document's, or the import
is refused at the first version that differs, and nothing is written (see import_replay). Should
the store fail between two of an accepted import's appends, the copy ends where it was written:
a sandbox game whose tokens nobody received.
"""
from __future__ import annotations

from typing import Any, Mapping

import rules
from play import egress, errors, import_replay, names
from play.gameplay import Caller, Gameplay, game_options
from play.model.game import Game, Status

FORMAT = "cthulhu-wars-game"
FORMAT_VERSION = 1
IMPORT_PART = 200  # events an import appends in one transaction


def export(gp: Gameplay, game_id: str, caller: Caller, lang: str = "en") -> dict[str, Any]:
    """The game as one document, its events' sentences (`text`) in `lang`."""
    game = gp.load(game_id)
    finished = game.status == Status.FINISHED
    if not finished and not (game.sandbox and (caller.host or caller.seat)):
        raise errors.ExportNotAllowed()
    events = gp.store.read(game_id, with_secrets=True)
    shown = [_exported(e, game, finished, caller, lang) for e in events]
    meta = {"game_id": game.game_id, "name": game.name, "options": dict(game.options),
            "seats": [s.public() for s in game.seats], "seed_hash": game.seed_hash,
            "sandbox": game.sandbox, "status": game.status}
    if finished or caller.host:  # a start position holds every seat's Elder Signs
        meta["start_position"] = game.start_position
        # the dice still to come: a seat that saw them could plan on future rolls
        meta["dice_script"] = list(game.dice_script) if game.dice_script is not None else None
    if finished:
        meta["seed"] = game.seed
    return {"format": FORMAT, "version": FORMAT_VERSION, "game": meta, "events": shown}


def _exported(event: Any, game: Game, finished: bool, caller: Caller, lang: str) -> dict[str, Any]:
    """Finished: everything. Sandbox host: every Elder Sign value and standing answer, no seed
    (an import replays every seat's choices). A seat: its own."""
    if finished:
        return egress.event_for(event, game, rules.AUDITOR, lang)
    if not caller.host:
        return egress.event_for(event, game, caller.seat, lang)
    return egress.event_for_host(event, game, lang)


def import_spec(document: Mapping[str, Any], name: str | None) -> dict[str, Any]:
    """The new game's specification, as `POST /v1/games` would take it: the caller holds it to
    the same limits before `import_game` (a name of 200,000 characters is no more welcome in the
    public list by import than by creation)."""
    if document.get("format") != FORMAT or document.get("version") != FORMAT_VERSION:
        raise errors.InvalidDocument(
            f"An import is a document of format {FORMAT!r}, version {FORMAT_VERSION}.")
    meta = document["game"]
    seats = _seat_list(meta)
    options = _options_of(meta)
    spec = {"name": name or _default_name(meta), "sandbox": True,
            "factions": [s["faction"] for s in seats], "seats": len(seats),
            "rules": dict(options.get("rules") or {}), "layout": options.get("layout"),
            "start_position": meta.get("start_position"),
            "dice_script": _script(import_replay.recorded_draws(document["events"]),
                                   meta.get("dice_script"))}
    return {key: value for key, value in spec.items() if value is not None}


def import_game(gp: Gameplay, document: Mapping[str, Any], spec: Mapping[str, Any]
                ) -> tuple[Game, dict[str, Any]]:
    """A new sandbox game of `spec` (see import_spec) holding the document's play; returns it
    with its seat tokens."""
    game_id, replay, shown = _replayed(gp, document, {**spec, "seed": None})
    # Written only once the whole document has replayed, so a refused import writes nothing;
    # then in appends of IMPORT_PART events, each a short transaction of its own, so that a long
    # game's copy never holds the log's append lock for long while other games wait on it.
    game: Game | None = None
    for start in range(0, len(replay.events), IMPORT_PART):
        game = gp.commit(game, game_id, replay.events[start:start + IMPORT_PART], Caller()).game
    if game is None:  # _replayed refuses a document without play
        raise errors.InvalidDocument("The document holds no play to import.")
    return game, shown


def check_play(document: Mapping[str, Any]) -> int:
    """Replay a finished game's export from its own start (its revealed seed and dice script)
    through the engine, as an import does, and return how many events the document holds.

    Raises InvalidDocument with the `version` of the first event the engine does not make the
    same (a winner edited, a choice deleted, a die changed) or of its last event when its choices
    do not end the game, and without one when the document cannot be replayed at all."""
    meta: Any = document.get("game")  # as the document holds it: checked here
    seed_text: Any = meta.get("seed") if isinstance(meta, Mapping) else None
    try:
        seed = bytes.fromhex(seed_text)
    except (TypeError, ValueError):
        raise errors.InvalidDocument("The document reveals no seed to replay it with.") from None
    spec = {key: value for key, value in import_spec(document, "check").items()
            if key != "dice_script"}
    if meta.get("dice_script") is not None:
        spec["dice_script"] = meta["dice_script"]
    # Opening a game reads and writes nothing, so the replay needs no store.
    no_store: Any = None
    _, replay, _ = _replayed(Gameplay(store=no_store, loader=no_store), document,
                             {**spec, "seed": seed})
    if replay.game is None or replay.game.status != Status.FINISHED:
        last = document["events"][-1].get("version")
        raise errors.InvalidDocument(f"Version {last}: the document ends there, but its choices "
                                     "do not end the game.", version=last)
    return len(document["events"])


def _replayed(gp: Gameplay, document: Mapping[str, Any], spec: Mapping[str, Any]
              ) -> tuple[str, import_replay.Replay, dict[str, Any]]:
    """The new game's id, the document's play replayed in memory onto `spec`'s opening, and the
    opening's secrets to show once; InvalidDocument at the first event the engine does not make
    the same, or when there is no play at all."""
    events = document["events"]
    import_replay.check_readable(events)
    started, setup = import_replay.setup_events(events)
    game_id, opening, shown = gp.opening(spec)
    replay = import_replay.Replay(game_id, opening, gp.clock())
    replay.check_setup(setup, events[started]["version"])
    first = setup[-1]["version"] if setup else events[started]["version"]
    if not replay.play(events[started + len(setup) + 1:], first):
        raise errors.InvalidDocument("The document holds no play to import.")
    return game_id, replay, shown


def _default_name(meta: Mapping[str, Any]) -> str:
    """"Import of <the original's name>", cut to a game name's length; the original's name is
    held to the rules of names (play.names) like any other."""
    original = meta.get("name", "a game")
    problem = names.name_problem(original)
    if problem is not None:
        raise errors.InvalidDocument(f"The document's game.name is refused: {problem}")
    most = names.GAME_NAME_LENGTH[1]
    text = f"Import of {original}"
    return text if len(text) <= most else text[:most - 1] + "\u2026"


def _script(recorded: list[int], scripted: Any) -> list[int] | Any:
    """The draws the document shows, then the original's scripted dice still to come."""
    if scripted is None:
        return recorded or None
    if not isinstance(scripted, list):
        return scripted  # the engine refuses it
    return recorded + scripted[len(recorded):]


def _options_of(meta: Mapping[str, Any]) -> Mapping[str, Any]:
    options = meta.get("options", {})
    if not isinstance(options, Mapping) or not isinstance(options.get("rules") or {}, Mapping):
        raise errors.InvalidDocument(
            "The document's game.options and game.options.rules are JSON objects.")
    return options


def _seat_list(meta: Any) -> list[dict[str, Any]]:
    seats = meta.get("seats") if isinstance(meta, Mapping) else None
    # Every seat names its faction: an import replays a game as it was dealt, never deals anew.
    if not isinstance(seats, list) or not all(isinstance(s, Mapping) and s.get("faction")
                                              and isinstance(s["faction"], str) for s in seats):
        raise errors.InvalidDocument("The document lists no seats with factions.")
    game_options({"factions": [s["faction"] for s in seats], "seats": len(seats)})
    return list(seats)


def position(gp: Gameplay, game_id: str, version: int | None, caller: Caller) -> dict[str, Any]:
    head = gp.load(game_id)
    if head.status != Status.FINISHED and not (head.sandbox and caller.host):
        raise errors.PositionNotAllowed()
    game = head if version is None else gp.load(game_id, version)
    if game.state is None:
        raise errors.GameNotStarted("The game had not started at that version.")
    return rules.to_position(game.state)
