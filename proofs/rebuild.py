"""Proof: every projection rebuilt from position 0 of the log equals the live one.

Run: .venv/bin/python -m proofs.rebuild [--seconds 120] [--games 200] [--workers 2]

Creates a Postgres database of its own and seeds it through the service's command path
(`Gameplay`, so every append writes its read-model rows as in production) with games of many
shapes, played in a few processes:

- bot games played to the end by random or heuristic bot seats;
- sandbox games played by a client choosing at random, with Idempotency-Keys, free undos and
  undos asked of and accepted or declined by the other seats;
- games whose seats are claimed one by one, with a time control (deadlines, clock charges),
  left in mid-game;
- lobby games (public and private) with seats claimed and left, never started;
- sandbox games whose seats rotate their tokens and then hand themselves to bots.

Then a fresh process loads each game half way (as a restarted web process would, writing a
snapshot there), so the live state at the head comes from a snapshot plus the events after it.
Seeding stops at its share of `--seconds` even if fewer games were played.

The check is `projections.rebuild.check`, the code of `cthulhu-wars projections rebuild`: it folds
every event of the global log from position 0 into fresh structures, computes the games, seats
and hosts rows with the function the append uses, and compares them, and each game's state,
with the live rows and the loader's state at the same version. Prints one JSON line of figures
and PASS or FAIL; the exit status is 0 on PASS. The database is dropped at the end, also on
failure.
"""
from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import random
import secrets
import sys
import time
from contextlib import contextmanager
from typing import Any, Iterator

ADMIN_URL = "postgresql://postgres@127.0.0.1:5432/postgres"
SEED_SHARE = 0.6  # of --seconds, for seeding; the rest is for the check
FACTIONS = ("great_cthulhu", "crawling_chaos", "black_goat", "yellow_sign")
# Game number n has shape SHAPES[n % 10]: the first ten games have every shape.
SHAPES = ("lobby", "bots", "timed_claims", "sandbox_undo", "rotate_then_bots", "bots",
          "heuristic_bots", "bots", "bots", "bots")


@contextmanager
def private_database(admin_url: str = ADMIN_URL, prefix: str = "cw_proof_rebuild_"
                     ) -> Iterator[str]:
    """A new, migrated Postgres database; dropped on exit."""
    import psycopg

    from events.migrate import upgrade

    name = prefix + secrets.token_hex(4)
    with psycopg.connect(admin_url, autocommit=True, connect_timeout=5) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')
    url = admin_url.rsplit("/", 1)[0] + f"/{name}"
    try:
        upgrade(url)
        yield url
    finally:
        with psycopg.connect(admin_url, autocommit=True, connect_timeout=5) as admin:
            admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


# ---- seeding ----------------------------------------------------------------------------------

def seed(url: str, games: int, deadline: float, workers: int = 2) -> dict[str, int]:
    """Play up to `games` games into `url` in `workers` processes, until the monotonic
    `deadline`; returns the games played by shape, then writes the half-way snapshots."""
    ctx = mp.get_context("spawn")  # children open their own connections
    jobs = [(url, list(range(w, games, workers)), _wall_deadline(deadline))
            for w in range(workers)]
    with ctx.Pool(workers) as pool:
        parts = pool.starmap(_seed_games, jobs)
    shapes: dict[str, int] = {}
    for part in parts:
        for shape, count in part.items():
            shapes[shape] = shapes.get(shape, 0) + count
    _half_way_snapshots(url)
    return shapes


def _wall_deadline(monotonic_deadline: float) -> float:
    # Child processes get a wall-clock deadline: monotonic clocks are per boot, but say it once.
    return time.time() + (monotonic_deadline - time.monotonic())


def _seed_games(url: str, indexes: list[int], wall_deadline: float) -> dict[str, int]:
    from events import open_store
    from play.model.cache import GameCache
    from play.model.loader import GameLoader
    from play.gameplay import Gameplay

    store = open_store(url)
    gp = Gameplay(store, GameLoader(store, GameCache(None)))
    played: dict[str, int] = {}
    try:
        for index in indexes:
            if time.time() >= wall_deadline:
                break
            shape = SHAPES[index % len(SHAPES)]
            SEEDERS[shape](gp, index, random.Random(index))
            played[shape] = played.get(shape, 0) + 1
    finally:
        store.close()
    return played


def _factions(rng: random.Random, count: int) -> list[str]:
    return rng.sample(FACTIONS, count)


def _bot_game(gp: Any, index: int, rng: random.Random, bot: str = "random") -> None:
    from play.gameplay import Caller
    from play.timeouts import bot_turn

    count = rng.choice((3, 4))
    game, _ = gp.open_game({"seats": count, "factions": _factions(rng, count),
                            "name": f"proof {index}"}, Caller())
    for seat in game.seats:
        gp.hand_to_bot(game.game_id, seat.seat, bot, Caller(host=True))
    while bot_turn(gp, game.game_id):
        pass


def _heuristic_game(gp: Any, index: int, rng: random.Random) -> None:
    _bot_game(gp, index, rng, "heuristic")


def _sandbox_undo_game(gp: Any, index: int, rng: random.Random) -> None:
    """A client plays every seat at random; now and then it takes a choice back."""
    from play import choices

    game, callers = _sandbox_game(gp, rng)
    for turn in range(300):
        game = gp.load(game.game_id)
        seat = _pending(game)
        if seat is None:
            return
        if turn % 60 == 59:
            _undo(gp, game, callers, rng)
            continue
        choice = rng.choice(_options(game, seat)).choice
        key = (f"k{turn}", secrets.token_hex(8)) if turn % 3 == 0 else None
        choices.submit(gp, game.game_id, callers[seat], game.version, [choice], key, game)


def _undo(gp: Any, game: Any, callers: dict, rng: random.Random) -> None:
    """The seat that chose last asks to take it back; the others accept, or one declines."""
    from play import choices
    from play.errors import PlayError

    last = gp.store.read(game.game_id, after_version=max(0, game.version - 50))
    made = [e for e in last if e.type == "ChoiceMade"]
    if not made:
        return
    seat = made[-1].payload["seat"]
    # Every other undo goes back past another seat's choice, so the other seats are asked.
    others = [e.version for e in made if e.payload["seat"] != seat]
    older = [e.version - 1 for e in made
             if e.payload["seat"] == seat and others and e.version < others[-1]]
    target = older[-1] if older and rng.random() < 0.5 else None
    try:
        done = choices.request_undo(gp, game.game_id, callers[seat], game.version, target)
    except PlayError:
        return
    asked = done.game.undo
    if asked is None:
        return  # applied at once (free)
    for seat in asked.waiting_for:
        accept = rng.random() < 0.8
        choices.answer_undo(gp, game.game_id, callers[seat], asked.request_id, accept)
        if not accept:
            return


def _timed_claims_game(gp: Any, index: int, rng: random.Random) -> None:
    """Seats claimed one by one under a bank time control; left in mid-game."""
    from play import choices

    control = {"kind": "bank", "initial": "P3D", "increment": "PT12H", "cap": "P5D",
               "reminder_before": "PT6H", "vacation_days": 5}
    game, _ = gp.open_game({"seats": 3, "factions": _factions(rng, 3), "time_control": control,
                            "name": f"timed {index}"}, _anon())
    callers = {}
    for seat in game.seats:
        _, token = gp.claim_seat(game.game_id, seat.seat, f"player {seat.seat}", None, _anon())
        callers[seat.seat] = _seat_caller(seat.seat, token)
    gp.start_vacation(game.game_id, callers["seat2"], 1)
    for _ in range(rng.randint(40, 160)):
        game = gp.load(game.game_id)
        seat = _pending(game)
        if seat is None:
            return
        choice = rng.choice(_options(game, seat)).choice
        choices.submit(gp, game.game_id, callers[seat], game.version, [choice], None, game)


def _lobby_game(gp: Any, index: int, rng: random.Random) -> None:
    """Never started: seats claimed, one left again; every other lobby game is private."""
    private = index % 20 == 5
    spec = {"seats": 4, "name": f"lobby {index}",
            "visibility": "private" if private else "public"}
    game, shown = gp.open_game(spec, _anon())
    invite = shown.get("invite_code")
    _, token = gp.claim_seat(game.game_id, "seat1", "first", invite, _anon())
    gp.claim_seat(game.game_id, "seat3", None, invite, _anon())
    gp.leave_seat(game.game_id, _seat_caller("seat1", token))
    gp.hand_to_bot(game.game_id, "seat2", "random", _host(shown["host_token"]))


def _rotate_then_bots(gp: Any, index: int, rng: random.Random) -> None:
    """A sandbox game: some choices, every seat rotates its token, then hands itself to a bot."""
    from play import choices
    from play.timeouts import bot_turn

    game, callers = _sandbox_game(gp, rng)
    for _ in range(30):
        game = gp.load(game.game_id)
        seat = _pending(game)
        choice = rng.choice(_options(game, seat)).choice
        choices.submit(gp, game.game_id, callers[seat], game.version, [choice], None, game)
    for seat in list(callers):
        _, token = gp.rotate_token(game.game_id, callers[seat])
        callers[seat] = _seat_caller(seat, token)
        gp.hand_to_bot(game.game_id, seat, "random", callers[seat])
    while bot_turn(gp, game.game_id):
        pass


SEEDERS = {"bots": _bot_game, "heuristic_bots": _heuristic_game,
           "sandbox_undo": _sandbox_undo_game, "timed_claims": _timed_claims_game,
           "lobby": _lobby_game, "rotate_then_bots": _rotate_then_bots}


def _sandbox_game(gp: Any, rng: random.Random) -> tuple[Any, dict[str, Any]]:
    """A new 3-seat sandbox game and a caller for each of its seats."""
    game, shown = gp.open_game({"seats": 3, "factions": _factions(rng, 3), "sandbox": True},
                               _anon())
    return game, {seat: _seat_caller(seat, token) for seat, token in shown["seat_tokens"].items()}


def _anon() -> Any:
    from play.gameplay import Caller

    return Caller()


def _host(token: str) -> Any:
    from play import tokens
    from play.gameplay import Caller

    return Caller(host=True, token_hash=tokens.token_hash(token))


def _seat_caller(seat: str, token: str) -> Any:
    from play import tokens
    from play.gameplay import Caller

    return Caller(seat=seat, token_hash=tokens.token_hash(token))


def _pending(game: Any) -> str | None:
    import rules

    if game.status != "active":
        return None
    waiting = rules.pending(game.state)
    return waiting[0]["seat"] if waiting else None


def _options(game: Any, seat: str) -> list:
    import rules

    return rules.legal_options(game.state, seat)


def _half_way_snapshots(url: str) -> None:
    """A restarted process loads each game at half its version: snapshots in mid-game."""
    from events import open_store
    from play.model.cache import GameCache
    from play.model.loader import GameLoader

    store = open_store(url)
    try:
        loader = GameLoader(store, GameCache(None, local_size=1))
        for game_id, version in store.fetch("SELECT game_id, version FROM games"):
            if version // 2 > loader.snapshot_every:
                loader.load(game_id, version // 2)
    finally:
        store.close()


# ---- the check --------------------------------------------------------------------------------

def run_check(url: str) -> Any:
    """`projections.rebuild.check` on `url` with a fresh loader (no cache but its own)."""
    from events import open_store
    from play.model.cache import GameCache
    from play.model.loader import GameLoader
    from projections.rebuild import check

    store = open_store(url)
    try:
        return check(store, GameLoader(store, GameCache(None, local_size=1)))
    finally:
        store.close()


def verdict(report: Any, seeded_games: int) -> list[str]:
    """Reasons to FAIL (none: PASS)."""
    reasons = []
    if not report.equal:
        reasons.append(f"{len(report.differences)} projections differ from their rebuild")
    if report.games != seeded_games:
        reasons.append(f"the log holds {report.games} games, {seeded_games} were seeded")
    if seeded_games == 0 or report.events == 0:
        reasons.append("nothing was seeded")
    return reasons


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=120.0,
                        help="time bound; seeding stops at 60%% of it")
    parser.add_argument("--games", type=int, default=200, help="games to seed at most")
    parser.add_argument("--workers", type=int, default=2, help="seeding processes")
    parser.add_argument("--postgres", default=ADMIN_URL,
                        help="URL of the server's postgres database (for CREATE DATABASE)")
    args = parser.parse_args(argv)
    if args.seconds <= 0 or args.games < 1 or args.workers < 1:
        parser.error("--seconds, --games and --workers must be positive")
    started = time.monotonic()
    with private_database(args.postgres) as url:
        shapes = seed(url, args.games, started + args.seconds * SEED_SHARE, args.workers)
        seeded = sum(shapes.values())
        seed_seconds = time.monotonic() - started
        report = run_check(url)
    reasons = verdict(report, seeded)
    figures = {"proof": "rebuild", "seeded_games": seeded, "shapes": shapes,
               "seed_seconds": round(seed_seconds, 1), **report.as_dict(),
               "total_seconds": round(time.monotonic() - started, 1), "pass": not reasons,
               "reasons": reasons}
    print(json.dumps(figures), flush=True)
    print("PASS" if not reasons else "FAIL: " + "; ".join(reasons), flush=True)
    return 0 if not reasons else 1


if __name__ == "__main__":
    sys.exit(main())
