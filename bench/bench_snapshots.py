"""Snapshot benchmark: the latency of one command at version ~50 and at version ~5,000.

Run: .venv/bin/python bench/bench_snapshots.py [--samples 40] [--versions 5000]

In process, no HTTP: a Gameplay on a fresh Postgres database with the Redis cache off, so every
command loads its game from the latest snapshot plus the events after it. One 3-seat sandbox
game (fixed factions); the command is `choices.submit` of the first legal option of the pending seat. After each
command a free undo (`choices.request_undo`) puts the game back where it was, so the log grows
while the position stays the same and the same command is measured again later. The early
samples come from a few games at versions 50-95 (before their first snapshot), the late ones from
one game from version 5,000 on; early and late samples alternate, so both see the same machine
load. Target: the median at version ~5,000 within 1.25x of the median at version ~50.

The loader measured is play.model.loader.GameLoader as shipped (one load resolves undo
targets from the versions it folded). Growth stops early (FAIL) when one command takes longer
than --cap-seconds, with the series of timings and nested folds.

Prints one JSON line per loader (medians in ms). Needs PostgreSQL at --postgres; creates a
database of its own and drops it at the end.
"""
from __future__ import annotations

import argparse
import json
import secrets
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import psycopg  # noqa: E402

import rules  # noqa: E402
from events import open_store  # noqa: E402
from events.migrate import upgrade  # noqa: E402
from play.model import game as model  # noqa: E402
from play.model.cache import GameCache  # noqa: E402
from play.model.loader import GameLoader  # noqa: E402
from play import choices, tokens  # noqa: E402
from play.gameplay import Caller, Gameplay  # noqa: E402

TARGET_RATIO = 1.25
FACTIONS = ["great_cthulhu", "crawling_chaos", "black_goat"]  # fixed, so runs compare
CYCLE_VERSIONS = 5  # a command (ChoiceMade and the engine's events) and its undo


class CountingLoader(GameLoader):
    """The loader as shipped, counting the folds (snapshot + tail) it performs."""

    folds = 0

    def _fold(self, game_id: str, target: int) -> model.Game:
        self.folds += 1
        return super()._fold(game_id, target)


LOADERS = {"current": CountingLoader}


class Bench:
    """One sandbox game on `store`, replayed through `loader_class` with no cache."""

    def __init__(self, store: Any, loader_class: type, snapshot_every: int,
                 factions: list[str]):
        self.store = store
        self.loader = loader_class(store, GameCache(None, local_size=0), snapshot_every)
        self.gp = Gameplay(store, self.loader)
        game, shown = self.gp.open_game({"seats": len(factions), "factions": factions,
                                          "sandbox": True}, Caller())
        self.game_id = game.game_id
        self.callers = {seat: Caller(seat=seat, token_hash=tokens.token_hash(token))
                        for seat, token in shown["seat_tokens"].items()}
        self.choice: dict | None = None

    def version(self) -> int:
        return self.store.current_version(self.game_id)

    def cycle(self) -> dict[str, float]:
        """One timed command and its untimed free undo; returns the sample."""
        game = self.gp.load(self.game_id)
        seat = rules.pending(game.state)[0]["seat"]
        choice = rules.legal_options(game.state, seat)[0].to_dict()["choice"]
        if self.choice is None:
            self.choice = choice
        elif choice != self.choice:
            raise RuntimeError(f"the position changed: first option {choice}, "
                               f"expected {self.choice}")
        snapshot = self.store.load_snapshot(self.game_id)
        tail = game.version - (snapshot.version if snapshot else 0)
        self.loader.folds = 0
        started = time.perf_counter()
        done = choices.submit(self.gp, self.game_id, self.callers[seat], game.version,
                              [choice], None)
        seconds = time.perf_counter() - started
        folds = self.loader.folds
        undone = choices.request_undo(self.gp, self.game_id, self.callers[seat],
                                      done.game.version, None)
        if not undone.events or not undone.events[-1].payload.get("free"):
            raise RuntimeError("the undo was not free; the benchmark needs a free undo")
        return {"version": game.version, "ms": seconds * 1000, "folds": folds, "tail": tail}


def summary(samples: list[dict]) -> dict[str, Any]:
    return {"samples": len(samples),
            "versions": [min(s["version"] for s in samples), max(s["version"] for s in samples)],
            "median_ms": round(statistics.median(s["ms"] for s in samples), 2),
            "p90_ms": round(sorted(s["ms"] for s in samples)[int(0.9 * (len(samples) - 1))], 2),
            "median_tail_events": statistics.median(s["tail"] for s in samples),
            "median_folds": statistics.median(s["folds"] for s in samples)}


def measure(store: Any, loader: str, args: argparse.Namespace) -> dict[str, Any]:
    """Samples at versions [low, low + 50) on a few games and from `versions` on one game.

    Early and late samples alternate, so both see the same load on a shared machine.
    """
    deadline = time.monotonic() + args.budget_seconds
    per_game = max(1, 50 // CYCLE_VERSIONS)
    lows = [Bench(store, LOADERS[loader], args.snapshot_every, args.factions)
            for _ in range(-(-args.samples // per_game))]
    high = Bench(store, LOADERS[loader], args.snapshot_every, args.factions)
    series: list[dict] = []  # the latest cycles, for the record when growth has to stop

    def run_cycle(bench: Bench) -> dict | None:
        if time.monotonic() > deadline:
            return None
        sample = bench.cycle()
        series.append(sample)
        del series[:-12]
        return sample if sample["ms"] <= args.cap_seconds * 1000 else None

    def stopped(bench: Bench, reason: str) -> dict[str, Any]:
        return {"bench": "snapshots", "loader": loader, "pass": False,
                "reached_version": bench.version(), "stopped": reason,
                "series": [{k: round(v, 1) if isinstance(v, float) else v for k, v in s.items()}
                           for s in series]}

    too_slow = (f"a command took over {args.cap_seconds}s"
                f" (or the {args.budget_seconds}s budget ran out)")
    for bench in lows:
        while bench.version() < args.low:
            if run_cycle(bench) is None:
                return stopped(bench, f"{too_slow} before version {args.low}")
    last_report = high.version()
    while high.version() < args.versions:
        if run_cycle(high) is None:
            return stopped(high, f"{too_slow} while growing the log to {args.versions}")
        if high.version() - last_report >= 1000:
            last_report = high.version()
            print(f"  {loader}: version {last_report}", file=sys.stderr, flush=True)
    low_samples, high_samples = [], []
    for n in range(args.samples):
        pair = [(lows[n // per_game], low_samples), (high, high_samples)]
        for bench, samples in (pair if n % 2 == 0 else pair[::-1]):
            sample = run_cycle(bench)
            if sample is None:
                return stopped(bench, f"{too_slow} while sampling")
            samples.append(sample)
    at_low, at_high = summary(low_samples), summary(high_samples)
    ratio = at_high["median_ms"] / at_low["median_ms"]
    return {"bench": "snapshots", "loader": loader, "snapshot_every": args.snapshot_every,
            "command": {"act": "submit", "choice": high.choice},
            "at_low": at_low, "at_high": at_high, "ratio": round(ratio, 3),
            "target": TARGET_RATIO, "pass": ratio <= TARGET_RATIO}


def admin_connect(base: str) -> psycopg.Connection:
    try:
        return psycopg.connect(f"{base}/postgres", autocommit=True, connect_timeout=3)
    except psycopg.OperationalError as exc:
        sys.exit(f"bench_snapshots: cannot reach PostgreSQL at {base}: {exc}".strip())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--samples", type=int, default=40,
                        help="commands measured at each end (each adds ~5 versions)")
    parser.add_argument("--low", type=int, default=50, help="the early version")
    parser.add_argument("--versions", type=int, default=5000, help="the late version")
    parser.add_argument("--snapshot-every", type=int, default=100)
    parser.add_argument("--factions", type=lambda v: v.split(","), default=FACTIONS,
                        help="comma-separated, one per seat")
    parser.add_argument("--loader", choices=["both", *LOADERS], default="both")
    parser.add_argument("--cap-seconds", type=float, default=2.0,
                        help="stop a loader once one command takes longer than this")
    parser.add_argument("--budget-seconds", type=float, default=240.0,
                        help="stop a loader after this long in all")
    parser.add_argument("--postgres", default="postgresql://postgres@127.0.0.1:5432",
                        help="server URL without a database name")
    args = parser.parse_args()
    loaders = list(LOADERS) if args.loader == "both" else [args.loader]
    admin = admin_connect(args.postgres)
    name = "cw_bench_snapshots_" + secrets.token_hex(4)
    admin.execute(f'CREATE DATABASE "{name}"')
    store = None
    try:
        url = f"{args.postgres}/{name}"
        upgrade(url)
        store = open_store(url)
        for loader in loaders:
            print(json.dumps(measure(store, loader, args)), flush=True)
    finally:
        if store is not None:
            store.close()
        admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        admin.close()


if __name__ == "__main__":
    main()
