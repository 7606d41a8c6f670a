"""HTTP benchmark under gunicorn with Postgres and Redis: choices and cached views vs baselines.

Run: .venv/bin/python bench/bench_http.py [--runs 3] [--seconds 10] [--clients 20]

Creates a Postgres database of its own (migrated, plus a `bench_rows` table), takes an empty
Redis database number (and at the end deletes the keys this run wrote there, nothing else, in
case another process started using the same number meanwhile), and starts gunicorn (2 workers
x 8 threads, gthread) on a free loopback port, configured as the Procfile's web process
(service.gunicorn.config), with BENCH_ROUTES=1 and the rate limits off. Each client is a process
of its own with a persistent HTTP connection, as independent clients are: client threads sharing
one interpreter lock would wait for each other's JSON parsing, and that wait would count in the
latencies measured (--procs fewer puts several clients in a process). Each
client owns sandbox games (POST /v1/games with "sandbox": true gives every seat's token) and
plays them as any client would: GET /options for the pending seat, then POST /choices with
`expected_version` and one of the options; a finished game is replaced by a new one.

Measured one after the other in every run:
- choices: POST /v1/games/{id}/choices alone, in rounds. Between rounds every client reads
  GET /options of each of its games (not timed); then, after a barrier across all clients, each
  posts one choice per game, and the round's clock stops at the next barrier, once the last
  post has been answered. Only the posts are counted and timed; the phase ends after `seconds`
  of such timed rounds (a straggler holds the whole round's clock, so this errs low);
- play: the whole loop of a client, GET /options then POST /choices, for a fixed time; only the
  posts are counted and timed, the reads run alongside (reported, no target);
- view: GET /v1/games/{id}/view as a seat, of a game whose version does not change (cached);
- insert: POST /bench/insert, one Postgres INSERT (baseline);
- redis: GET /bench/redis, one Redis GET (baseline).

Each measure also reads, from /proc, the CPU time the machine's processes used during its timed
part, by group (the web server, PostgreSQL, Redis, the client processes, the rest), and gives it
per counted request: what one request of that route costs the whole machine (for `play`, a post
with its options read).

Prints one JSON line per measure (medians over runs of requests/s, p50/p99 ms and CPU ms per
request by group) and one with the ratios and the verdicts: choices >= 0.5x insert, views >=
0.7x redis, choices p99 < 50 ms.
A ratio's verdict is the median of the runs' own ratios (each run measures both sides of a ratio
within a minute; the machine's speed drifts more than that between runs).
Everything is stopped and dropped at the end, also on failure.
"""
from __future__ import annotations

import argparse
import http.client
import json
import multiprocessing as mp
import os
import random
import secrets
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

MEASURES = ("choices", "play", "view", "insert", "redis")
TARGETS = {"choices_vs_insert": 0.5, "view_vs_redis": 0.7, "choices_p99_ms": 50.0}
REDIS_KEY = "bench:baseline"  # service.routes.bench.REDIS_KEY
HTTP_TIMEOUT = 30.0
FACTIONS = ["great_cthulhu", "crawling_chaos", "black_goat"]  # fixed, so runs compare


# ---- one client: a persistent connection and the games it owns ----------------------------------

class Client:
    def __init__(self, port: int, index: int, games: int, factions: list[str]):
        self.port, self.index, self.want_games, self.factions = port, index, games, factions
        self.rng = random.Random(index)
        self.conn: http.client.HTTPConnection | None = None
        self.games: list[dict] = []
        self.created: list[str] = []  # every game id, so the end can remove its cache keys
        self.turn = 0
        self.sent = 0

    def request(self, method: str, path: str, body: Any = None,
                token: str | None = None) -> tuple[int, Any]:
        headers = {"Connection": "keep-alive"}
        data = None
        if body is not None:
            data = json.dumps(body).encode()
            headers["Content-Type"] = "application/json"
        if token is not None:
            headers["Authorization"] = f"Bearer {token}"
        for attempt in (0, 1):
            if self.conn is None:
                self.conn = http.client.HTTPConnection("127.0.0.1", self.port,
                                                       timeout=HTTP_TIMEOUT)
            try:
                self.conn.request(method, path, body=data, headers=headers)
                response = self.conn.getresponse()
                raw = response.read()
                break
            except (http.client.RemoteDisconnected, ConnectionResetError, BrokenPipeError):
                # The server closed an idle keep-alive connection: reconnect once.
                self.conn.close()
                self.conn = None
                if attempt:
                    raise
        return response.status, (json.loads(raw) if raw else None)

    def new_game(self) -> dict:
        spec = {"seats": len(self.factions), "factions": self.factions, "sandbox": True,
                "name": f"bench {self.index}"}
        status, body = self.request("POST", "/v1/games", spec)
        if status != 201:
            raise RuntimeError(f"POST /v1/games answered {status}: {body}")
        game = body["game"]
        self.created.append(game["game_id"])
        return {"id": game["game_id"], "tokens": body["seat_tokens"],
                "seat": _pending_seat(game)}

    def setup(self) -> None:
        self.games = [self.new_game() for _ in range(self.want_games)]

    # Each step makes one measured request and returns (latency seconds, ok).
    def prepare(self, index: int) -> dict:
        """Read the options of game `index` for its pending seat (a finished game is replaced);
        returns what to post: path, token and body."""
        game = self.games[index]
        base = f"/v1/games/{game['id']}"
        status, listed = self.request("GET", base + "/options", token=game["tokens"][game["seat"]])
        if status != 200:
            raise RuntimeError(f"GET /options answered {status}: {listed}")
        if not listed["options"]:
            game["seat"] = listed["pending"][0]["seat"] if listed["pending"] else None
            if game["seat"] is None:
                self.games[index] = self.new_game()
            return self.prepare(index)
        choice = self.rng.choice(listed["options"])["choice"]
        return {"index": index, "path": base + "/choices", "token": game["tokens"][game["seat"]],
                "body": {"expected_version": listed["version"], "choice": choice}}

    def post(self, move: dict) -> tuple[float, bool]:
        """The timed POST /choices of a prepared move."""
        self.sent += 1
        started = time.perf_counter()
        status, answer = self.request("POST", move["path"], move["body"], token=move["token"])
        latency = time.perf_counter() - started
        if status == 200:
            game = self.games[move["index"]]
            game["seat"] = _pending_seat(answer["view"])
            if game["seat"] is None:  # finished: play a new game from now on
                self.games[move["index"]] = self.new_game()
        return latency, status == 200

    def step_play(self) -> tuple[float, bool]:
        """GET /options for the pending seat (not timed), then the timed POST /choices."""
        index = self.turn % len(self.games)
        self.turn += 1
        return self.post(self.prepare(index))

    def view_path(self) -> tuple[str, str]:
        game = self.games[0]
        seat = sorted(game["tokens"])[self.index % len(game["tokens"])]
        return f"/v1/games/{game['id']}/view", game["tokens"][seat]

    def step_view(self) -> tuple[float, bool]:
        path, token = self.view_path()
        started = time.perf_counter()
        status, _ = self.request("GET", path, token=token)
        return time.perf_counter() - started, status == 200

    def step_insert(self) -> tuple[float, bool]:
        self.sent += 1
        started = time.perf_counter()
        status, _ = self.request("POST", "/bench/insert", {"client": self.index, "n": self.sent})
        return time.perf_counter() - started, status == 200

    def step_redis(self) -> tuple[float, bool]:
        started = time.perf_counter()
        status, _ = self.request("GET", "/bench/redis")
        return time.perf_counter() - started, status == 200

    def close(self) -> None:
        if self.conn is not None:
            self.conn.close()
            self.conn = None


def _pending_seat(view: dict) -> str | None:
    if view.get("status") == "finished" or not view.get("pending"):
        return None
    return view["pending"][0]["seat"]


# ---- client processes ------------------------------------------------------------------------------

def client_process(conn: Any, port: int, indexes: list[int], games: int,
                   factions: list[str], rounds: "Rounds") -> None:
    """Hosts some clients; runs each phase it is told to and sends back the measurements."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent decides when to stop
    clients = [Client(port, i, games, factions) for i in indexes]
    try:
        _run_threads(clients, lambda c: c.setup())
        conn.send(("ready", None))
        while True:
            command = conn.recv()
            if command[0] == "stop":
                conn.send(("games", [g for client in clients for g in client.created]))
                break
            _, measure, start_at, seconds = command
            if measure == "choices":
                conn.send(("done", _rounds_phase(clients, rounds, start_at)))
            else:
                conn.send(("done", _phase(clients, measure, start_at, seconds)))
    except Exception as exc:  # report instead of hanging the parent
        conn.send(("error", f"{type(exc).__name__}: {exc}"))
    finally:
        for client in clients:
            client.close()


def _run_threads(clients: list[Client], work: Any) -> None:
    errors: list[BaseException] = []

    def run(client: Client) -> None:
        try:
            work(client)
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=run, args=(c,)) for c in clients]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    if errors:
        raise errors[0]


def _phase(clients: list[Client], measure: str, start_at: float, seconds: float) -> dict:
    results: list[dict] = [{} for _ in clients]

    def work(client: Client) -> None:
        step = getattr(client, f"step_{measure}")
        step()  # warm: opens the connection and fills the cache for views
        latencies, failed = [], 0
        while time.monotonic() < start_at:
            time.sleep(0.001)
        end = start_at + seconds
        while time.monotonic() < end:
            latency, ok = step()
            if ok:
                latencies.append(latency)
            else:
                failed += 1
        results[clients.index(client)] = {"latencies": latencies, "failed": failed,
                                          "finished": time.monotonic()}

    _run_threads(clients, work)
    return {"latencies": [x for r in results for x in r["latencies"]],
            "failed": sum(r["failed"] for r in results),
            "finished": max(r["finished"] for r in results)}


class Rounds:
    """What the clients of every process share for the choices measure: two barriers a round
    and the clock of the timed part. The barrier actions run once all clients arrived, before
    any leaves, so every client sees the same decision to go on or stop."""

    def __init__(self, ctx: Any, parties: int, server_pid: int, bench_pid: int):
        self.pids = (server_pid, bench_pid)
        self.started = ctx.Value("d", 0.0, lock=False)
        self.timed = ctx.Value("d", 0.0, lock=False)
        self.rounds = ctx.Value("i", 0, lock=False)
        self.budget = ctx.Value("d", 0.0, lock=False)
        self.go = ctx.Value("b", 1, lock=False)
        # CPU jiffies (busy, all) of the machine in the timed parts, and at the last start
        self.cpu = ctx.Array("d", 4, lock=False)
        # CPU seconds by process group (GROUPS) in the timed parts, and at the last start
        self.groups = ctx.Array("d", 2 * len(GROUPS), lock=False)
        self.before = ctx.Barrier(parties, action=self._start, timeout=120)
        self.after = ctx.Barrier(parties, action=self._stop, timeout=120)

    def reset(self, seconds: float) -> None:
        self.timed.value, self.rounds.value, self.budget.value = 0.0, 0, seconds
        self.go.value = 1
        self.cpu[:] = [0.0, 0.0, 0.0, 0.0]
        self.groups[:] = [0.0] * len(self.groups)

    def _start(self) -> None:
        n = len(GROUPS)
        self.groups[n:] = cpu_by_group(*self.pids)  # read before the clock starts
        self.started.value = time.monotonic()
        self.cpu[2], self.cpu[3] = busy_jiffies()

    def _stop(self) -> None:
        self.timed.value += time.monotonic() - self.started.value
        n = len(GROUPS)
        for i, used in enumerate(cpu_by_group(*self.pids)):
            self.groups[i] += used - self.groups[n + i]
        busy, total = busy_jiffies()
        self.cpu[0] += busy - self.cpu[2]
        self.cpu[1] += total - self.cpu[3]
        self.rounds.value += 1
        self.go.value = int(self.timed.value < self.budget.value)


def _rounds_phase(clients: list[Client], rounds: Rounds, start_at: float) -> dict:
    """Rounds of posts, each after an untimed read of every game's options (see the top)."""
    latencies: list[float] = []
    failed = [0]
    lock = threading.Lock()

    def work(client: Client) -> None:
        while time.monotonic() < start_at:
            time.sleep(0.001)
        while True:
            moves = [client.prepare(i) for i in range(len(client.games))]
            rounds.before.wait()
            mine = [client.post(move) for move in moves]
            rounds.after.wait()
            with lock:
                latencies.extend(latency for latency, ok in mine if ok)
                failed[0] += sum(1 for _, ok in mine if not ok)
            if not rounds.go.value:
                return

    _run_threads(clients, work)
    return {"latencies": latencies, "failed": failed[0], "timed": rounds.timed.value,
            "cpu_busy_pct": 100 * rounds.cpu[0] / max(1.0, rounds.cpu[1]),
            "cpu_s": list(rounds.groups[:len(GROUPS)])}


class Clients:
    """The client processes, driven over pipes."""

    def __init__(self, port: int, clients: int, procs: int, games_each: int,
                 factions: list[str], server_pid: int):
        ctx = mp.get_context("fork")
        self.pids = (server_pid, os.getpid())
        self.rounds = Rounds(ctx, clients, *self.pids)
        self.pipes, self.procs = [], []
        for p in range(procs):
            indexes = list(range(p, clients, procs))
            if not indexes:
                continue
            parent, child = ctx.Pipe()
            proc = ctx.Process(target=client_process,
                               args=(child, port, indexes, games_each, factions, self.rounds),
                               daemon=True)
            proc.start()
            self.pipes.append(parent)
            self.procs.append(proc)
        self._gather(timeout=120)

    def _gather(self, timeout: float) -> list[Any]:
        answers = []
        deadline = time.monotonic() + timeout
        for pipe in self.pipes:
            if not pipe.poll(max(0.0, deadline - time.monotonic())):
                raise RuntimeError("a client process did not answer in time")
            kind, value = pipe.recv()
            if kind == "error":
                raise RuntimeError(f"client process failed: {value}")
            answers.append(value)
        return answers

    def phase(self, measure: str, seconds: float) -> dict:
        start_at = time.monotonic() + 1.0
        self.rounds.reset(seconds)
        for pipe in self.pipes:
            pipe.send(("phase", measure, start_at, seconds))
        busy_pct = cpu_s = None
        if measure != "choices":  # its rounds count their own timed parts
            time.sleep(max(0.0, start_at - time.monotonic()))
            before, groups = busy_jiffies(), cpu_by_group(*self.pids)
            time.sleep(seconds)
            after = busy_jiffies()
            cpu_s = [b - a for a, b in zip(groups, cpu_by_group(*self.pids))]
            busy_pct = 100 * (after[0] - before[0]) / max(1, after[1] - before[1])
        parts = self._gather(timeout=3 * seconds + 120)
        latencies = sorted(x for part in parts for x in part["latencies"])
        if not latencies:
            raise RuntimeError(f"no successful {measure} request")
        if measure == "choices":
            elapsed = parts[0]["timed"]
            busy_pct, cpu_s = parts[0]["cpu_busy_pct"], parts[0]["cpu_s"]
            counted = len(latencies)
        else:
            elapsed = max(part["finished"] for part in parts) - start_at
            counted = len(latencies) / elapsed * seconds  # those of the CPU window, at that rate
        return {"rps": len(latencies) / elapsed, "p50_ms": _pct(latencies, 50) * 1000,
                "p99_ms": _pct(latencies, 99) * 1000, "requests": len(latencies),
                "failed": sum(part["failed"] for part in parts), "cpu_busy_pct": busy_pct,
                "cpu_ms": {g: 1000 * used / max(1.0, counted)
                           for g, used in zip(GROUPS, cpu_s)}}

    def close(self) -> list[str]:
        """Stop the client processes; returns the ids of the games they created."""
        games: list[str] = []
        for pipe in self.pipes:
            try:
                pipe.send(("stop",))
                if pipe.poll(5):
                    kind, value = pipe.recv()
                    if kind == "games":
                        games += value
            except (OSError, EOFError):
                pass
        for proc in self.procs:
            proc.join(timeout=5)
            if proc.is_alive():
                proc.kill()
        return games


def _pct(ordered: list[float], pct: float) -> float:
    return ordered[min(len(ordered) - 1, int(round(pct / 100 * (len(ordered) - 1))))]


# ---- the server and its backends ---------------------------------------------------------------

def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def pick_redis_db(redis_url: str, wanted: int | None) -> tuple[Any, int]:
    """An empty Redis database: `wanted`, else the first empty one of 13 down to 8."""
    import redis

    candidates = [wanted] if wanted is not None else list(range(13, 7, -1))
    for db in candidates:
        client = redis.Redis.from_url(f"{redis_url}/{db}", socket_connect_timeout=2,
                                      socket_timeout=5)
        try:
            size = client.dbsize()
        except redis.RedisError as exc:
            sys.exit(f"bench_http: cannot reach Redis at {redis_url}: {exc}")
        if size == 0:
            return client, db
        client.close()
    sys.exit(f"bench_http: Redis database {candidates} not empty; pass --redis-db N of an"
             " empty one")


def remove_redis_keys(client: Any, game_ids: list[str]) -> None:
    """Delete the baseline key and the cache keys of this run's games (cw:<kind>:<game>:...)."""
    keys = [REDIS_KEY]
    for game_id in game_ids:
        keys += client.scan_iter(match=f"cw:*:{game_id}:*", count=1000)
    for start in range(0, len(keys), 1000):
        client.delete(*keys[start:start + 1000])


def start_server(port: int, env: dict[str, str], workers: int, threads: int,
                 log: Any) -> subprocess.Popen:
    command = [str(ROOT / ".venv" / "bin" / "gunicorn"), "service.app:create_app()",
               "--config", "python:service.gunicorn.config",
               "--bind", f"127.0.0.1:{port}", "--workers", str(workers),
               "--worker-class", "gthread", "--threads", str(threads),
               "--keep-alive", "30", "--timeout", "60", "--log-level", "warning"]
    return subprocess.Popen(command, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT,
                            start_new_session=True)


def wait_healthy(server: subprocess.Popen, port: int, log_path: str, timeout: float = 30) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise RuntimeError(f"gunicorn exited with {server.returncode}:\n{_tail(log_path)}")
        try:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=2)
            conn.request("GET", "/healthz")
            if conn.getresponse().status == 200:
                conn.close()
                return
        except OSError:
            pass
        time.sleep(0.2)
    raise RuntimeError(f"gunicorn did not answer /healthz in {timeout}s:\n{_tail(log_path)}")


def stop_server(server: subprocess.Popen) -> None:
    if server.poll() is not None:
        return
    server.send_signal(signal.SIGTERM)  # gunicorn stops its workers
    try:
        server.wait(timeout=15)
    except subprocess.TimeoutExpired:
        os.killpg(server.pid, signal.SIGKILL)
        server.wait(timeout=5)


def _tail(path: str, lines: int = 30) -> str:
    try:
        return "\n".join(Path(path).read_text(errors="replace").splitlines()[-lines:])
    except OSError:
        return ""


def check_baselines(port: int) -> None:
    """Fail early, with the server's answer, if the baseline routes do not work."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    for method, path, body in (("POST", "/bench/insert", b"{}"), ("GET", "/bench/redis", None),
                               ("GET", "/readyz", None)):
        headers = {"Content-Type": "application/json"} if body else {}
        conn.request(method, path, body=body, headers=headers)
        response = conn.getresponse()
        text = response.read().decode(errors="replace")
        if response.status != 200 or (path == "/readyz" and '"ok"' not in text):
            raise RuntimeError(f"{method} {path} answered {response.status}: {text}")
    conn.close()


def cpu_times() -> list[int] | None:
    """The machine's CPU times from /proc/stat (None where there is none)."""
    try:
        with open("/proc/stat") as stat:
            return [int(v) for v in stat.readline().split()[1:]]
    except (OSError, ValueError):
        return None


def busy_jiffies() -> tuple[float, float]:
    """(busy, all) CPU jiffies of the machine so far: busy is all but idle and iowait."""
    times = cpu_times()
    if times is None or len(times) < 5:
        return 0.0, 0.0
    total = sum(times[:8])
    return float(total - times[3] - times[4]), float(total)


GROUPS = ("web", "postgres", "redis", "clients", "other")
_TICK = os.sysconf("SC_CLK_TCK")


def cpu_by_group(server_pid: int, bench_pid: int) -> list[float]:
    """CPU seconds (user + system) the machine's processes have used so far, summed by group in
    GROUPS order: the web server (gunicorn and its workers), PostgreSQL, Redis, this benchmark's
    client processes, and everything else. A process that ended meanwhile drops out of the sum,
    so only differences between two readings with the same processes alive mean anything."""
    sums = [0.0] * len(GROUPS)
    try:
        pids = [int(p) for p in os.listdir("/proc") if p.isdigit()]
    except OSError:
        return sums
    for pid in pids:
        try:
            with open(f"/proc/{pid}/stat") as stat:
                text = stat.read()
        except OSError:
            continue  # ended while we looked
        comm, rest = text[text.index("(") + 1:text.rindex(")")], text[text.rindex(")") + 2:]
        fields = rest.split()
        ppid, used = int(fields[1]), (int(fields[11]) + int(fields[12])) / _TICK
        if pid == server_pid or ppid == server_pid:
            group = "web"
        elif comm.startswith("postgres"):
            group = "postgres"
        elif comm.startswith("redis-server"):
            group = "redis"
        elif ppid == bench_pid:
            group = "clients"
        else:
            group = "other"
        sums[GROUPS.index(group)] += used
    return sums


def stolen_percent(before: list[int] | None, after: list[int] | None) -> float | None:
    """The share of CPU time the hypervisor gave to others meanwhile (steal, the 8th field):
    on a shared virtual machine, figures taken while it is high are not comparable."""
    if before is None or after is None or len(before) < 8:
        return None
    spent = [a - b for a, b in zip(after, before)]
    return round(100 * spent[7] / max(1, sum(spent[:8])), 1)


# ---- main --------------------------------------------------------------------------------------

def _rounded(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _rounded(v) for k, v in value.items()}
    return round(value, 2) if isinstance(value, float) else value


def median_of(runs: list[dict], measure: str) -> dict:
    rows = [run[measure] for run in runs]
    cpu_ms = {g: round(statistics.median(r["cpu_ms"][g] for r in rows), 3) for g in GROUPS}
    return {"bench": "http", "measure": measure, "runs": len(rows),
            "rps": round(statistics.median(r["rps"] for r in rows), 1),
            "p50_ms": round(statistics.median(r["p50_ms"] for r in rows), 2),
            "p99_ms": round(statistics.median(r["p99_ms"] for r in rows), 2),
            "requests_per_run": [r["requests"] for r in rows],
            "cpu_busy_pct_per_run": [None if r["cpu_busy_pct"] is None
                                     else round(r["cpu_busy_pct"], 1) for r in rows],
            "failed_per_run": [r["failed"] for r in rows],
            "cpu_ms_per_request": {**cpu_ms, "total": round(sum(cpu_ms.values()), 3)},
            "rps_per_run": [round(r["rps"], 1) for r in rows]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=10.0, help="per measure and run")
    parser.add_argument("--clients", type=int, default=20)
    parser.add_argument("--games", type=int, default=200,
                        help="games in play at any time, shared out among the clients")
    parser.add_argument("--procs", type=int, default=None,
                        help="client processes (default: one per client)")
    parser.add_argument("--factions", type=lambda v: v.split(","), default=FACTIONS,
                        help="comma-separated, one per seat of every game")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--threads", type=int, default=8)
    parser.add_argument("--postgres", default="postgresql://postgres@127.0.0.1:5432",
                        help="server URL without a database name")
    parser.add_argument("--redis", default="redis://127.0.0.1:6379",
                        help="server URL without a database number")
    parser.add_argument("--redis-db", type=int, default=None,
                        help="an empty database number to use (default: an empty one of 8-13)")
    args = parser.parse_args()
    if args.clients < 1 or args.runs < 1 or args.seconds <= 0:
        parser.error("--clients, --runs and --seconds must be positive")

    import psycopg

    from events.migrate import upgrade

    try:
        admin = psycopg.connect(f"{args.postgres}/postgres", autocommit=True, connect_timeout=3)
    except psycopg.OperationalError as exc:
        sys.exit(f"bench_http: cannot reach PostgreSQL at {args.postgres}: {exc}".strip())
    redis_client, redis_db = pick_redis_db(args.redis, args.redis_db)
    name = "cw_bench_http_" + secrets.token_hex(4)
    server = clients = None
    game_ids: list[str] = []
    log = tempfile.NamedTemporaryFile("w+", prefix="bench_http_gunicorn_", suffix=".log",
                                      delete=False)
    try:
        admin.execute(f'CREATE DATABASE "{name}"')
        url = f"{args.postgres}/{name}"
        upgrade(url)
        with psycopg.connect(url, autocommit=True) as conn:
            conn.execute("CREATE TABLE bench_rows (id bigserial PRIMARY KEY,"
                         " payload jsonb NOT NULL, created_at timestamptz NOT NULL DEFAULT now())")
        redis_client.set(REDIS_KEY, "baseline")
        port = free_port()
        env = {**os.environ, "DATABASE_URL": url, "REDIS_URL": f"{args.redis}/{redis_db}",
               "BENCH_ROUTES": "1", "RATE_LIMIT_PER_TOKEN": "0", "RATE_LIMIT_PER_ADDRESS": "0",
               "LOG_LEVEL": "WARNING"}
        server = start_server(port, env, args.workers, args.threads, log)
        wait_healthy(server, port, log.name)
        check_baselines(port)
        games_each = max(1, -(-args.games // args.clients))
        clients = Clients(port, args.clients, min(args.procs or args.clients, args.clients),
                          games_each, args.factions, server.pid)
        runs = []
        cpu_before = cpu_times()
        for run in range(args.runs):
            results = {}
            for measure in MEASURES:
                results[measure] = clients.phase(measure, args.seconds)
                if server.poll() is not None:
                    raise RuntimeError(f"gunicorn died:\n{_tail(log.name)}")
            print(json.dumps({"bench": "http", "run": run + 1, **{
                m: {k: _rounded(v) for k, v in r.items()} for m, r in results.items()}}),
                file=sys.stderr, flush=True)
            runs.append(results)
        medians = {m: median_of(runs, m) for m in MEASURES}
        for measure in MEASURES:
            print(json.dumps(medians[measure]), flush=True)
        # Each run's ratio pairs two measures taken a minute apart at most; the machine's speed
        # drifts more than that between runs, so the verdict takes the median of the runs'
        # ratios (the ratio of the medians is printed too).
        choices_runs = [r["choices"]["rps"] / r["insert"]["rps"] for r in runs]
        view_runs = [r["view"]["rps"] / r["redis"]["rps"] for r in runs]
        choices_ratio = statistics.median(choices_runs)
        view_ratio = statistics.median(view_runs)
        p99 = medians["choices"]["p99_ms"]
        verdict = {
            "choices_vs_insert": {"ratio": round(choices_ratio, 3),
                                  "per_run": [round(x, 3) for x in choices_runs],
                                  "of_medians": round(medians["choices"]["rps"]
                                                      / medians["insert"]["rps"], 3),
                                  # what a request costs the machine, insert over choice: the
                                  # ratio the rates would have if both kept it equally busy
                                  "cpu_cost_ratio": round(
                                      medians["insert"]["cpu_ms_per_request"]["total"]
                                      / medians["choices"]["cpu_ms_per_request"]["total"], 3),
                                  "target": TARGETS["choices_vs_insert"],
                                  "pass": choices_ratio >= TARGETS["choices_vs_insert"]},
            "view_vs_redis": {"ratio": round(view_ratio, 3),
                              "per_run": [round(x, 3) for x in view_runs],
                              "of_medians": round(medians["view"]["rps"]
                                                  / medians["redis"]["rps"], 3),
                              "target": TARGETS["view_vs_redis"],
                              "pass": view_ratio >= TARGETS["view_vs_redis"]},
            "choices_p99_ms": {"value": p99, "target": TARGETS["choices_p99_ms"],
                               # the same clients' p99 on the plainest routes, for scale
                               "insert_p99_ms": medians["insert"]["p99_ms"],
                               "redis_p99_ms": medians["redis"]["p99_ms"],
                               "pass": p99 < TARGETS["choices_p99_ms"]},
        }
        print(json.dumps({"bench": "http", "summary": True, "clients": args.clients,
                          "seconds": args.seconds, "runs": args.runs,
                          "server": f"gunicorn {args.workers}x{args.threads} gthread",
                          "cpu_stolen_pct": stolen_percent(cpu_before, cpu_times()),
                          **verdict, "pass": all(v["pass"] for v in verdict.values())}),
              flush=True)
    finally:
        if clients is not None:
            game_ids = clients.close()
        if server is not None:
            stop_server(server)
        try:
            remove_redis_keys(redis_client, game_ids)
            redis_client.close()
        except Exception as exc:  # cleanup goes on
            print(f"bench_http: could not remove keys from Redis db {redis_db}: {exc}",
                  file=sys.stderr)
        admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        admin.close()
        log.close()
        os.unlink(log.name)


if __name__ == "__main__":
    main()
