"""Proof: two web processes and two RQ workers on one Postgres and one Redis act as one service.

Run: .venv/bin/python -m proofs.scaleout [--seconds 120] [--games 8] [--clients 4]
(or `make scaleout SECONDS=120`)

Starts a private cluster (`proofs.cluster`): its own Postgres and Redis, two gunicorn masters on
two ports (A and B), two RQ workers and the sweeper. Client threads (`proofs.client.Player`)
play sandbox games to the end, the way any client does (read /options, post one offered choice
with `expected_version` and an Idempotency-Key), but every request goes to the other port than
the one before: a choice is read on one process and made on the other. Half the games leave one
seat to the server's random bot, which the RQ workers play. Each game is watched from its start
by two Server-Sent Event streams (GET /v1/games/{id}/stream), one on each port.

PASS when every game finished; both streams of every game delivered exactly the log (every
version once, in order, with its type); every choice acknowledged by one port appeared on the
other port's stream, within `LIVE_BOUND` seconds at the 99th percentile (a stream sleeps until a
Redis message wakes it, so without the fan-out between processes it would wait for its
15-second keep-alive); both ports acknowledged choices; both RQ workers ran jobs; and no answer
was a 5xx. Prints one JSON line of figures and PASS or FAIL; the exit status is 0 on PASS.
"""
from __future__ import annotations

import argparse
import http.client
import json
import sys
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

from proofs.checks import percentile
from proofs.client import Ack, Http, Player, Stats
from proofs.cluster import Cluster, terminating_gracefully

LIVE_BOUND = 5.0  # seconds, p99 from a choice's answer on one port to its event on the other
CATCH_UP = 20.0  # seconds a stream may take to deliver a finished game's last events
KINDS = ("plain", "bots")


class Alternating:
    """`proofs.client.Http`'s interface over several ports: each request goes to the next port,
    each port over its own keep-alive connection. `last` is the port that served the last one."""

    def __init__(self, urls: list[str], start: int = 0):
        self.https = [Http([url]) for url in urls]
        self.turn = start
        self.last = 0
        self.requests: Counter = Counter()

    def once(self, method: str, path: str, body: Any = None, token: str | None = None,
             headers: dict | None = None) -> tuple[int, Any]:
        self.last = self.turn % len(self.https)
        self.turn += 1
        self.requests[self.last] += 1
        return self.https[self.last].once(method, path, body, token, headers)

    def close(self) -> None:
        for http in self.https:
            http.close()


@dataclass
class Frame:
    version: int
    type: str
    at: float  # wall-clock time it arrived


class Watcher:
    """One Server-Sent Events stream of a game, read in a thread of its own."""

    def __init__(self, url: str, game: str, token: str, seconds: int):
        self.url, self.game, self.token, self.seconds = url, game, token, seconds
        self.frames: list[Frame] = []
        self.error = ""
        self.conn: http.client.HTTPConnection | None = None
        self.opened = threading.Event()
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()
        self.opened.wait(30)

    def _run(self) -> None:
        parts = urlsplit(self.url)
        try:
            self.conn = http.client.HTTPConnection(parts.hostname, parts.port, timeout=60)
            self.conn.request("GET", f"/v1/games/{self.game}/stream?timeout={self.seconds}",
                              headers={"Authorization": f"Bearer {self.token}"})
            response = self.conn.getresponse()
            self.opened.set()
            if response.status != 200:
                self.error = f"status {response.status}"
                return
            self._read(response)
        except (OSError, http.client.HTTPException, ValueError) as exc:
            self.error = self.error or f"{type(exc).__name__}: {exc}"
        finally:
            self.opened.set()

    def _read(self, response: Any) -> None:
        fields: dict[str, str] = {}
        while True:
            line = response.readline()
            if not line:
                return
            line = line.decode().rstrip("\r\n")
            if line:
                name, _, value = line.partition(":")
                fields[name] = value.lstrip(" ")
                continue
            if "id" in fields:
                self.frames.append(Frame(int(fields["id"]), fields.get("event", ""), time.time()))
            fields = {}

    def version(self) -> int:
        return self.frames[-1].version if self.frames else 0

    def close(self) -> None:
        if self.conn is not None and self.conn.sock is not None:
            try:
                self.conn.sock.shutdown(2)
            except OSError:
                pass
        self.thread.join(5)


@dataclass
class Played:
    """One game as played: its acknowledged choices with the port that answered each."""

    game: str
    kind: str
    finished: bool
    acks: list[tuple[Ack, int]] = field(default_factory=list)
    watchers: list[Watcher] = field(default_factory=list)


# ---- playing ------------------------------------------------------------------------------------

def play(urls: list[str], index: int, want: int, deadline: float, stats: Stats,
         games: list[Played], requests: Counter, lock: threading.Lock) -> None:
    """One client thread: `want` games one after the other, each to its end, until the
    monotonic `deadline`; its records go to `stats`, `games` and `requests` (per port)."""
    player = Player(urls, index, stats, games=1, kinds=KINDS, seed=index)
    alternating = Alternating(urls, start=index)
    player.http = player.caller.http = alternating
    acks: list[tuple[Ack, int]] = []
    player.on_ack = lambda ack: acks.append((ack, alternating.last))
    try:
        for _ in range(want):
            if time.monotonic() >= deadline:
                return
            game = player.new_game()
            token = game.tokens[sorted(game.tokens)[0]]
            stream_seconds = int(deadline - time.monotonic() + CATCH_UP) + 30
            watchers = [Watcher(url, game.id, token, stream_seconds) for url in urls]
            acks.clear()
            while not game.finished and time.monotonic() < deadline:
                if not player.step(game):
                    time.sleep(0.05)
            with lock:
                games.append(Played(game.id, game.kind, game.finished, list(acks), watchers))
    except Exception as exc:  # reported, and the proof fails
        stats.unexpected.append({"kind": "client_crashed", "game": None, "status": 0,
                                 "body": f"client {index}: {type(exc).__name__}: {exc}"})
    finally:
        alternating.close()
        with lock:
            requests.update(alternating.requests)


def log_of(cluster: Cluster, game: str) -> list[tuple[int, str]]:
    with cluster.db() as conn:
        return [tuple(row) for row in conn.execute(
            "SELECT version, type FROM events WHERE game_id = %s ORDER BY version", [game])]


def settle(cluster: Cluster, played: list[Played]) -> dict[str, list[tuple[int, str]]]:
    """Wait for every stream to reach its game's last version; then close them all."""
    logs = {p.game: log_of(cluster, p.game) for p in played}
    deadline = time.monotonic() + CATCH_UP
    for p in played:
        head = logs[p.game][-1][0] if logs[p.game] else 0
        for watcher in p.watchers:
            while watcher.version() < head and time.monotonic() < deadline and \
                    watcher.thread.is_alive():
                time.sleep(0.05)
    for p in played:
        for watcher in p.watchers:
            watcher.close()
    return logs


# ---- checking -----------------------------------------------------------------------------------

def compare(played: list[Played], logs: dict[str, list[tuple[int, str]]]) -> dict[str, Any]:
    """Streams against the log, and each acknowledged choice against the other port's stream."""
    problems: list[dict] = []
    delays: list[float] = []
    matched = Counter()
    acks_by_port = Counter()
    for p in played:
        log = logs[p.game]
        for port, watcher in enumerate(p.watchers):
            got = [(f.version, f.type) for f in watcher.frames]
            if got != log:
                problems.append({"game": p.game, "port": port, "stream_error": watcher.error,
                                 "frames": len(got), "log": len(log),
                                 "first_difference": _first_difference(got, log)})
            matched[port] += sum(1 for a, b in zip(got, log) if a == b)
        for ack, port in p.acks:
            acks_by_port[port] += 1
            other = p.watchers[1 - port]
            seen = {f.version: f.at for f in other.frames}
            missing = [v for v in range(ack.expected + 1, ack.version + 1) if v not in seen]
            if missing:
                problems.append({"game": p.game, "ack_port": port, "missing_on_other": missing})
            else:
                delays.append(max(0.0, seen[ack.version] - ack.done))
    return {"problems": problems, "delays": delays, "matched": matched,
            "acks_by_port": acks_by_port}


def _first_difference(got: list, log: list) -> dict:
    for n, (a, b) in enumerate(zip(got, log)):
        if a != b:
            return {"index": n, "stream": a, "log": b}
    return {"index": min(len(got), len(log)), "stream_ends": len(got) < len(log)}


def rq_jobs(cluster: Cluster) -> dict[str, int]:
    """Jobs each RQ worker of the cluster finished, from the workers' records in Redis."""
    from rq import Worker

    client = cluster.redis_client()
    try:
        return {w.name: w.successful_job_count for w in Worker.all(connection=client)}
    finally:
        client.close()


# ---- main ---------------------------------------------------------------------------------------

def prove(seconds: float, games: int, clients: int, keep: bool = False) -> dict[str, Any]:
    started = time.monotonic()
    with Cluster(web_processes=2, web_workers=2, rq_workers=2, sweeper=True,
                 keep=keep) as cluster:
        deadline = started + seconds
        parts = [Stats() for _ in range(min(clients, games))]
        played: list[Played] = []
        requests: Counter = Counter()
        lock = threading.Lock()
        threads = [threading.Thread(target=play, args=(
            cluster.urls, n, games // len(parts) + (n < games % len(parts)), deadline,
            parts[n], played, requests, lock), daemon=True) for n in range(len(parts))]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(seconds + 120)
        logs = settle(cluster, played)
        jobs = rq_jobs(cluster)
        restarts = dict(cluster.restarted)
    stats = Stats()
    for part in parts:
        stats.merge(part)
    result = compare(played, logs)
    return _figures(seconds, games, started, stats, played, logs, result, jobs, restarts,
                    requests)


def _figures(seconds: float, games: int, started: float, stats: Stats, played: list[Played],
             logs: dict, result: dict, jobs: dict, restarts: dict, requests: Counter
             ) -> dict[str, Any]:
    finished = [p for p in played if p.finished]
    delays = sorted(result["delays"])
    server_errors = {k: v for k, v in stats.statuses.items() if k.split()[-1].startswith("5")}
    reasons = []
    if len(finished) < games:
        reasons.append(f"{len(finished)} of {games} games finished in {seconds:g} s")
    if result["problems"]:
        reasons.append(f"{len(result['problems'])} stream or choice mismatches")
    if min(result["acks_by_port"].get(0, 0), result["acks_by_port"].get(1, 0)) == 0:
        reasons.append("one port acknowledged no choice")
    if delays and percentile(delays, 99) > LIVE_BOUND:
        reasons.append(f"choices reached the other port's stream after "
                       f"{percentile(delays, 99):.2f} s at p99 (bound {LIVE_BOUND:g} s)")
    if len(jobs) < 2 or min(jobs.values()) == 0:
        reasons.append(f"not every RQ worker ran jobs: {jobs}")
    if restarts:
        reasons.append(f"processes died and were restarted: {restarts}")
    if server_errors or stats.unexpected or stats.gave_up:
        reasons.append(f"bad answers: 5xx {server_errors}, unexpected {len(stats.unexpected)},"
                       f" gave up {len(stats.gave_up)}")
    return {
        "proof": "scaleout", "games_played": len(played), "games_finished": len(finished),
        "by_kind": dict(Counter(p.kind for p in finished)),
        "choices_acknowledged": sum(result["acks_by_port"].values()),
        "choices_by_port": {f"port{k}": v for k, v in sorted(result["acks_by_port"].items())},
        "bot_choices": sum(1 for log in logs.values() for _, t in log if t == "ChoiceMade")
        - sum(result["acks_by_port"].values()),
        "log_events": sum(len(log) for log in logs.values()),
        "sse_events_matched": {f"port{k}": v for k, v in sorted(result["matched"].items())},
        "requests_by_port": {f"port{k}": v for k, v in sorted(requests.items())},
        "other_port_delay_ms": {"p50": _ms(percentile(delays, 50)),
                                "p99": _ms(percentile(delays, 99)),
                                "max": _ms(delays[-1] if delays else 0.0)},
        "stale_version_answers": sum(v for k, v in stats.statuses.items() if k.endswith(" 409")),
        "rq_jobs_by_worker": jobs, "restarts": restarts,
        "problems": result["problems"][:10], "unexpected": stats.unexpected[:5],
        "seconds": round(time.monotonic() - started, 1), "pass": not reasons, "reasons": reasons,
    }


def _ms(seconds: float) -> float:
    return round(seconds * 1000, 1)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=120.0, help="time bound of the play")
    parser.add_argument("--games", type=int, default=8, help="games to play to the end")
    parser.add_argument("--clients", type=int, default=4, help="client threads")
    parser.add_argument("--keep", action="store_true", help="keep the cluster's logs")
    args = parser.parse_args(argv)
    if args.seconds <= 0 or args.games < 1 or args.clients < 1:
        parser.error("--seconds, --games and --clients must be positive")
    with terminating_gracefully():
        figures = prove(args.seconds, args.games, args.clients, args.keep)
    print(json.dumps(figures), flush=True)
    print("PASS" if figures["pass"] else "FAIL: " + "; ".join(figures["reasons"]), flush=True)
    return 0 if figures["pass"] else 1


if __name__ == "__main__":
    sys.exit(main())
