"""Fault runs: the soak's load and checks, with a fault injected while clients play.

    python -m proofs fault-postgres --seconds 60   # Postgres restarted in immediate mode
    python -m proofs fault-redis --seconds 60      # Redis SIGKILLed, restarted empty
    python -m proofs fault-kill --seconds 60       # gunicorn and RQ workers SIGKILLed
    python -m proofs fault-drop --seconds 60       # answers dropped after COMMIT by a proxy

Each runs on a private cluster (its own Postgres and Redis servers), prints the soak's figures
and checks plus its own, PASS or FAIL, one JSON summary line, and exits 0 or 1.
"""
from __future__ import annotations

import argparse
import random
import threading
import time
from dataclasses import dataclass
from typing import Any, Callable

from proofs import checks, soak
from proofs.client import Ack
from proofs.cluster import Cluster
from proofs.proxy import DroppingProxy

RECOVERY_BOUND_SECONDS = 10.0  # Postgres restart -> first acknowledged choice
REDIS_OUTAGE_MAX_SECONDS = 20.0
DROP_RATE = 0.2


def _at(started: float, load: soak.Load, fraction: float) -> float:
    return started + fraction * load.seconds


def _latency(acks: list[Ack]) -> dict[str, Any]:
    values = [a.done - a.sent for a in acks]
    return {"n": len(values), "p50_ms": round(checks.percentile(values, 50) * 1000, 1),
            "p99_ms": round(checks.percentile(values, 99) * 1000, 1)}


def _window(acks: list[Ack], start: float, end: float) -> list[Ack]:
    return [a for a in acks if start <= a.done < end]


# ---- a. Postgres restarted in immediate mode ----------------------------------------------------

def postgres_schedule(cluster: Cluster, load: soak.Load) -> Callable[[float], dict]:
    fractions = (0.35, 0.7) if load.seconds >= 40 else (0.4,)

    def during(started: float) -> dict:
        restarts = []
        for fraction in fractions:
            soak.sleep_until(_at(started, load, fraction))
            issued = time.time()
            took = cluster.pg.restart("immediate")
            restarts.append({"issued": issued, "back": time.time(), "restart_seconds":
                             round(took, 2)})
        return {"restarts": restarts}

    return during


def postgres_checks(cluster: Cluster, outcome: soak.Outcome) -> list[checks.Check]:
    problems, rows = [], []
    restarts = outcome.figures["restarts"]
    for n, restart in enumerate(restarts):
        issued, back = restart["issued"], restart["back"]
        until = restarts[n + 1]["issued"] if n + 1 < len(restarts) else float("inf")
        after = [a.done for a in outcome.stats.acks if a.done >= back]
        failures = [f.at for f in outcome.stats.failures if issued <= f.at < until]
        row = {"restart_seconds": restart["restart_seconds"],
               "first_choice_after_s": round(min(after) - issued, 2) if after else None,
               "failed_attempts": len(failures),
               "failures_until_s": round(max(failures) - issued, 2) if failures else 0.0}
        rows.append(row)
        if row["first_choice_after_s"] is None or \
                row["first_choice_after_s"] > RECOVERY_BOUND_SECONDS:
            problems.append({"recovery_too_slow": row})
        if row["failures_until_s"] > RECOVERY_BOUND_SECONDS + restart["restart_seconds"]:
            problems.append({"failures_went_on": row})
    outcome.figures["recovery"] = rows
    outcome.figures.pop("restarts", None)
    return [checks._check(f"service recovers from a Postgres restart within "
                          f"{RECOVERY_BOUND_SECONDS:g} s", problems, restarts=len(rows),
                          recovery=rows)]


# ---- b. Redis killed and restarted empty -------------------------------------------------------

def redis_schedule(cluster: Cluster, load: soak.Load) -> Callable[[float], dict]:
    outage = max(3.0, min(REDIS_OUTAGE_MAX_SECONDS, 0.25 * load.seconds))

    def during(started: float) -> dict:
        soak.sleep_until(_at(started, load, 0.3))
        killed = time.time()
        cluster.redis.kill()
        time.sleep(outage)
        cluster.redis.start()
        return {"redis_killed": killed, "redis_back": time.time()}

    return during


def redis_checks(cluster: Cluster, outcome: soak.Outcome) -> list[checks.Check]:
    killed = outcome.figures.pop("redis_killed")
    back = outcome.figures.pop("redis_back")
    acks = outcome.stats.acks
    during = _window(acks, killed, back)
    outcome.figures.update({
        "redis_outage_s": round(back - killed, 1),
        "choices_before": _latency(_window(acks, 0, killed)),
        "choices_during_outage": _latency(during),
        "choices_after": _latency(_window(acks, back, float("inf")))})
    problems: list = []
    if not during:
        problems.append({"no_choice_acknowledged_while_redis_was_down": True})
    log = checks.LogReader(cluster.database_url)
    try:
        worked = _work_after(log, outcome, back)
    finally:
        log.close()
    outcome.figures["after_redis_returned"] = worked
    if not worked["bot_choices"]:
        problems.append({"no_bot_choice_after_redis_returned": True})
    if outcome.ended - back >= 10 and not worked["timeouts"]:
        problems.append({"no_timeout_after_redis_returned": True})
    return [checks._check("service answers without Redis; bots and timers resume after it "
                          "returns", problems, choices_during_outage=len(during), **worked)]


def _work_after(log: checks.LogReader, outcome: soak.Outcome, since: float) -> dict[str, int]:
    found = {"bot_choices": 0, "timeouts": 0}
    for game_id in outcome.stats.games:
        for event in log.events(game_id):
            if event.recorded_at.timestamp() < since:
                continue
            if event.type == "ChoiceMade" and event.payload.get("by") == "bot":
                found["bot_choices"] += 1
            elif event.type == "DecisionTimedOut":
                found["timeouts"] += 1
    return found


# ---- c. workers SIGKILLed mid-request and mid-job ----------------------------------------------

def kill_schedule(cluster: Cluster, load: soak.Load) -> Callable[[float], dict]:
    interval = max(2.0, load.seconds / 12)

    def during(started: float) -> dict:
        kills: list[dict] = []
        at, n = _at(started, load, 0.15), 0
        while at < _at(started, load, 0.85):
            soak.sleep_until(at)
            if n % 2 == 0:
                web = (n // 2) % len(cluster.webs)
                kills.append({"web_worker": cluster.kill_web_worker(web, n), "at": time.time()})
            else:
                rq = (n // 2) % max(1, len(cluster.workers))
                kills.append({"rq_worker": cluster.kill_rq_worker(rq), "at": time.time()})
            n += 1
            at += interval
        return {"kills": kills}

    return during


def kill_checks(cluster: Cluster, outcome: soak.Outcome) -> list[checks.Check]:
    kills = outcome.figures.pop("kills")
    retried = [a for a in outcome.stats.acks if a.attempts > 1]
    outcome.figures.update({
        "web_workers_killed": sum("web_worker" in k for k in kills),
        "rq_workers_killed": sum("rq_worker" in k for k in kills),
        "acks_after_a_retry": len(retried)})
    problems = [] if outcome.stats.retried_requests else [{"no_request_was_interrupted": True}]
    return [checks._check("requests cut by a killed worker were retried", problems,
                          retried_requests=outcome.stats.retried_requests,
                          acks_after_a_retry=len(retried))]


# ---- d. answers dropped after COMMIT -----------------------------------------------------------

@dataclass(frozen=True)
class _Answered:
    attempts: int


class Dropper:
    """One dropping proxy per web port; drops DROP_RATE of the 200 answers to POST /choices."""

    def __init__(self, rate: float = DROP_RATE, seed: int = 0):
        self.rate = rate
        self.rng = random.Random(seed)
        self.lock = threading.Lock()
        self.proxies: list[DroppingProxy] = []

    def drop(self, method: str, path: str, headers: dict[str, str]) -> bool:
        if method != "POST" or not path.endswith("/choices"):
            return False
        with self.lock:
            return self.rng.random() < self.rate

    def urls(self, cluster: Cluster) -> list[str]:
        self.proxies = [DroppingProxy(port, self.drop).start() for port in cluster.ports]
        return [p.url for p in self.proxies]

    def checks(self, cluster: Cluster, outcome: soak.Outcome) -> list[checks.Check]:
        for proxy in self.proxies:
            proxy.stop()
        dropped = [d for p in self.proxies for d in p.dropped]
        acked = {a.key: a for a in outcome.stats.acks}
        # A standing answer set again writes nothing, so its retry is answered the same way.
        acked.update({n["key"]: _Answered(n["attempts"]) for n in outcome.stats.noops})
        problems: list = [] if dropped else [{"no_answer_was_dropped": True}]
        answered = 0
        for drop in dropped:
            ack = acked.get(drop["key"])
            if ack is None:
                problems.append({"dropped_request_never_acknowledged": drop["key"]})
            elif ack.attempts < 2:
                problems.append({"dropped_but_acknowledged_first_time": drop["key"]})
            else:
                answered += 1
        outcome.figures.update({"answers_dropped": len(dropped),
                                "answers_forwarded": sum(p.forwarded for p in self.proxies)})
        return [checks._check("every choice whose answer was dropped after COMMIT was answered "
                              "by its retry", problems, dropped=len(dropped),
                              answered_by_retry=answered)]


# ---- commands ----------------------------------------------------------------------------------

def _command(name: str, schedule: Any = None, extra: Any = None, allowed: tuple = (503,),
             dropper: bool = False, seconds: float = 60.0) -> Callable[[list[str]], int]:
    def main(argv: list[str]) -> int:
        parser = argparse.ArgumentParser(prog=f"python -m proofs {name}",
                                         description=__doc__.splitlines()[0])
        soak.add_arguments(parser, seconds)
        args = parser.parse_args(argv)
        load, options = soak.load_of(args), soak.cluster_options_of(args)
        if dropper:
            drops = Dropper()
            return soak.run_proof(name, load, options, None, drops.checks, allowed, drops.urls)
        return soak.run_proof(name, load, options, schedule, extra, allowed)

    return main


COMMANDS: dict[str, Callable[[list[str]], int]] = {
    "fault-postgres": _command("fault-postgres", postgres_schedule, postgres_checks),
    "fault-redis": _command("fault-redis", redis_schedule, redis_checks),
    "fault-kill": _command("fault-kill", kill_schedule, kill_checks),
    "fault-drop": _command("fault-drop", dropper=True, allowed=()),
}
