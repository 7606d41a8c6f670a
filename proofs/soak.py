"""The soak: many bot-played games over HTTP against a private cluster, then the checks.

Run: .venv/bin/python -m proofs soak --seconds 120   (or `make soak SECONDS=120`)

Client processes x threads each play a few games at once (plain, bot seats, time controls with a
seat left to time out, batches); every acknowledged choice is recorded. After the load the run
checks that every acknowledged choice is in the log exactly once, that every read model (loader,
Redis cache, games row, GET /view from every web process) equals a full replay of the log, that
no 5xx was answered, that no game stalled and no timer is overdue, and that replays with the
same Idempotency-Key return the original answers. It prints totals, p50/p99 per request kind, the
checks, PASS or FAIL, and one JSON summary line; the exit status is 0 on PASS, 1 on FAIL.

`run_proof` is the skeleton the fault runs share: start a cluster, run the load while a fault
schedule runs in the main thread, check, report.
"""
from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import signal
import sys
import time
from dataclasses import dataclass, field
from typing import Any, Callable

from proofs import checks
from proofs.client import GAME_KINDS, Stats, play
from proofs.cluster import Cluster, terminating_gracefully

STALL_SECONDS = 30.0  # a game waits at most a timer (3 s) plus a sweep; 30 s is a stall
TIMER_BOUND_SECONDS = 15.0


@dataclass
class Load:
    seconds: float = 120.0
    procs: int = 2
    threads: int = 6
    games: int = 2  # games in play per thread
    seats: int = 3
    kinds: tuple[str, ...] = GAME_KINDS
    give_up_after: float = 60.0


@dataclass
class Outcome:
    """What a run measured: the clients' records, the wall-clock span of the load, and the
    figures the fault schedule reported."""

    stats: Stats
    started: float
    ended: float
    figures: dict[str, Any] = field(default_factory=dict)


# ---- the load -----------------------------------------------------------------------------------

def _client_process(conn: Any, urls: list[str], first: int, threads: int, load: Load) -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent stops everything
    try:
        stats = play(urls, first, threads, load.seconds, games=load.games, kinds=load.kinds,
                     seats=load.seats, give_up_after=load.give_up_after)
        conn.send(("stats", stats.to_dict()))
    except BaseException as exc:  # report rather than leave the parent waiting
        conn.send(("error", f"{type(exc).__name__}: {exc}"))
    finally:
        conn.close()


def run_load(urls: list[str], load: Load,
             during: Callable[[float], dict] | None = None) -> Outcome:
    """Clients play for `load.seconds` while `during(started)` runs here (a fault schedule);
    returns their merged records."""
    ctx = mp.get_context("fork")
    procs, pipes = [], []
    started = time.time()
    for p in range(load.procs):
        parent, child = ctx.Pipe(duplex=False)
        proc = ctx.Process(target=_client_process, daemon=True,
                           args=(child, urls, p * load.threads, load.threads, load))
        proc.start()
        child.close()
        procs.append(proc)
        pipes.append(parent)
    figures: dict[str, Any] = {}
    try:
        if during is not None:
            figures = during(started) or {}
        merged = Stats()
        for pipe in pipes:
            if not pipe.poll(load.seconds + load.give_up_after + 120):
                raise RuntimeError("a client process did not report in time")
            kind, value = pipe.recv()
            if kind == "error":
                raise RuntimeError(f"a client process failed: {value}")
            merged.merge(Stats.from_dict(value))
    finally:
        for proc in procs:
            proc.join(timeout=5)
            if proc.is_alive():
                proc.kill()
                proc.join(timeout=5)
    return Outcome(merged, started, time.time(), figures)


def sleep_until(at: float) -> None:
    """Sleep until wall-clock time `at`."""
    while True:
        left = at - time.time()
        if left <= 0:
            return
        time.sleep(min(left, 0.5))


# ---- checks and report --------------------------------------------------------------------------

def standard_checks(cluster: Cluster, outcome: Outcome, allowed_5xx: tuple[int, ...] = (),
                    replay_sample: int = 200) -> list[checks.Check]:
    log = checks.LogReader(cluster.database_url)
    redis_client = cluster.redis_client()
    try:
        found = [
            checks.no_server_errors(outcome.stats, allowed_5xx),
            checks.acks_in_log(log, outcome.stats),
            checks.batches_all_or_nothing(log, outcome.stats),
            checks.no_stalled_game(log, outcome.stats, outcome.ended, STALL_SECONDS),
            checks.timeouts_once(log, outcome.stats,
                                 expect_timeouts=outcome.ended - outcome.started >= 20),
            checks.no_overdue_timer(log, TIMER_BOUND_SECONDS),
            checks.projections_equal_replay(log, outcome.stats, cluster.urls, redis_client),
            checks.replays_return_the_original(outcome.stats, cluster.urls, replay_sample),
        ]
        outcome.figures.setdefault("events", checks.event_count(log, outcome.stats))
        return found
    finally:
        redis_client.close()
        log.close()


def totals(outcome: Outcome, cluster: Cluster) -> dict[str, Any]:
    stats = outcome.stats
    elapsed = max(outcome.ended - outcome.started, 1e-9)
    requests = sum(len(v) for v in stats.latencies.values())
    return {"seconds": round(elapsed, 1), "games": len(stats.games),
            "games_by_kind": checks.per_game_kind(stats),
            "choices_acknowledged": len(stats.acks),
            "choices_in_acks": sum(len(a.choices) for a in stats.acks),
            "requests": requests, "requests_per_s": round(requests / elapsed, 1),
            "choices_per_s": round(len(stats.acks) / elapsed, 1),
            "retried_requests": stats.retried_requests,
            "failed_attempts": len(stats.failures),
            "web": f"{cluster.web_processes}x{cluster.web_workers}x{cluster.web_threads}",
            "rq_workers": cluster.rq_workers,
            "process_restarts": dict(cluster.restarted)}


def report(name: str, outcome: Outcome, cluster: Cluster, found: list[checks.Check],
           out: Any = sys.stdout) -> int:
    figures = {**totals(outcome, cluster), **outcome.figures}
    latencies = checks.latency_table(outcome.stats)
    passed = all(c.passed for c in found)
    print(f"== {name}", file=out)
    for key, value in figures.items():
        print(f"  {key}: {value}", file=out)
    print("  latency (ms) per request kind:", file=out)
    for kind, row in latencies.items():
        print(f"    {kind:10s} n={row['n']:6d} p50={row['p50_ms']:8.1f} p99={row['p99_ms']:8.1f}",
              file=out)
    for check in found:
        print("  " + check.line(), file=out)
        for example in check.examples:
            print(f"      e.g. {json.dumps(example, default=str)[:400]}", file=out)
    print(f"{name}: {'PASS' if passed else 'FAIL'}", file=out)
    summary = {"proof": name, "pass": passed, **figures, "latency_ms": latencies,
               "checks": [{"name": c.name, "pass": c.passed, **c.figures} for c in found]}
    print(json.dumps(summary, default=str), file=out, flush=True)
    return 0 if passed else 1


def run_proof(name: str, load: Load, cluster_options: dict[str, Any],
              schedule: Callable[[Cluster, Load], Callable[[float], dict]] | None = None,
              extra_checks: Callable[[Cluster, Outcome], list[checks.Check]] | None = None,
              allowed_5xx: tuple[int, ...] = (), urls: Callable[[Cluster], list[str]] | None
              = None) -> int:
    """Start a private cluster, run the load (and the fault schedule), check and report."""
    with terminating_gracefully(), Cluster(**cluster_options) as cluster:
        try:
            during = schedule(cluster, load) if schedule is not None else None
            targets = urls(cluster) if urls is not None else cluster.urls
            outcome = run_load(targets, load, during)
            found = standard_checks(cluster, outcome, allowed_5xx)
            if extra_checks is not None:
                found += extra_checks(cluster, outcome)
            return report(name, outcome, cluster, found)
        except BaseException:
            print(cluster.tails(lines=10), file=sys.stderr)
            raise


# ---- command line -------------------------------------------------------------------------------

def add_arguments(parser: argparse.ArgumentParser, seconds: float = 120.0) -> None:
    parser.add_argument("--seconds", type=float, default=seconds, help="length of the load")
    parser.add_argument("--procs", type=int, default=2, help="client processes")
    parser.add_argument("--threads", type=int, default=6, help="client threads per process")
    parser.add_argument("--games", type=int, default=2, help="games in play per thread")
    parser.add_argument("--web", type=int, default=1, help="gunicorn masters (own ports)")
    parser.add_argument("--web-workers", type=int, default=2, help="workers per master")
    parser.add_argument("--web-threads", type=int, default=8, help="threads per worker")
    parser.add_argument("--rq-workers", type=int, default=2)
    parser.add_argument("--keep", action="store_true", help="keep the cluster's logs")


def load_of(args: argparse.Namespace) -> Load:
    if args.seconds <= 0 or args.procs < 1 or args.threads < 1 or args.games < 1:
        raise SystemExit("--seconds, --procs, --threads and --games must be positive")
    return Load(seconds=args.seconds, procs=args.procs, threads=args.threads, games=args.games)


def cluster_options_of(args: argparse.Namespace) -> dict[str, Any]:
    return {"web_processes": args.web, "web_workers": args.web_workers,
            "web_threads": args.web_threads, "rq_workers": args.rq_workers, "keep": args.keep}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m proofs soak",
                                     description="Soak: bot-played games over HTTP, then checks.")
    add_arguments(parser)
    args = parser.parse_args(argv)
    return run_proof("soak", load_of(args), cluster_options_of(args))


if __name__ == "__main__":
    sys.exit(main())
