"""Fairness under hostile load: are deadlines on time, /readyz quick and choices answered while
slow clients, slow webhook receivers and search bots all press on the service at once?

Run: .venv/bin/python bench/bench_fairness.py [--mode embedded|procfile|both] [--seconds 60]

Starts the service as `make run` does (`embedded`: `cthulhu-wars serve`, SQLite, the sweeper a
thread of the web process) or as the Procfile does (`procfile`: its release, web, worker and
sweeper lines as written, on a private Postgres database and an empty Redis database number,
dropped or emptied at the end), `both` (the default) one after the other. Then, all on
127.0.0.1, holds for `--seconds`:

- 20 live streams opened by a percent-encoded path (`GET /v1/games/{id}/%73tream?timeout=600`),
- 50 slowloris connections (a byte a second; reopened whenever the server closes them),
- 20 webhook receivers that answer `200 OK` and then drip a header byte a second
  (proofs.slow_receivers): every seat of the timed games below notifies one of them,
- 10 games of three search bots each (each game's seats handed from a loopback address of its
  own, 127.0.2.N, as SEARCH_BOTS_PER_ADDRESS allows),

beside 20 sandbox games with a 3-second clock on every decision (each timeout sets the next
deadline, so about 6 deadlines fall due every second). A separate process (so that this one's
threads do not slow its clock) measures GET /readyz every 50 ms on a new connection, and makes
choices in a game of its own with no clock (GET options, then POST choices, timing the POST).

Prints one JSON line per measure and mode: readyz (p50/p99, target p99 < 100 ms), deadlines (the
lateness of every deadline that fell due in the window, from its due time to its timeout's
record, and of any still unfired at the end; target p99 < 1 s), choices (p50/p99), load (what
was held: streams answered, slowloris connections open, receivers' connections, bot decisions
made, and the machine's load average, which says whether the processors were short), then a
verdict line per mode. The exit status is 0. Bounded in time; the service is
stopped at the end, also on failure.
"""
from __future__ import annotations

import argparse
import http.client
import json
import multiprocessing
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from datetime import datetime, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from proofs.slow_clients import HeldStreams, SlowClients  # noqa: E402
from proofs.slow_receivers import DripReceiver  # noqa: E402
from private_stores import PrivateStores  # noqa: E402  (beside this script)

BIN = ROOT / ".venv" / "bin"
TIMED_GAMES, RECEIVERS, STREAMS, SLOWLORIS, BOT_GAMES = 20, 20, 20, 50, 10
CLOCK = "PT3S"


def percentile(values: list[float], q: float) -> float | None:
    if not values:
        return None
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def rounded(value: float | None, digits: int = 1) -> float | None:
    return None if value is None else round(value, digits)


def free_port() -> int:
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def call(port: int, method: str, path: str, body: dict | None = None, token: str | None = None,
         source: str | None = None) -> tuple[int, dict]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30,
                                      source_address=(source, 0) if source else None)
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    try:
        conn.request(method, path, None if body is None else json.dumps(body), headers)
        answer = conn.getresponse()
        data = answer.read()
    finally:
        conn.close()
    return answer.status, (json.loads(data) if data else {})


def expect(port: int, method: str, path: str, body: dict | None = None, token: str | None = None,
           source: str | None = None, status: int = 200) -> dict:
    got, answer = call(port, method, path, body, token, source)
    if got != status:
        raise RuntimeError(f"{method} {path}: {got} {answer}")
    return answer


# ---- the service ----------------------------------------------------------------------------------

class Service:
    """The embedded server, or the Procfile's processes on a private Postgres and Redis."""

    def __init__(self, mode: str, workdir: str) -> None:
        self.mode, self.workdir, self.port = mode, workdir, free_port()
        self.env = {**os.environ, "PORT": str(self.port), "LOG_LEVEL": "WARNING",
                    "RATE_LIMIT_PER_TOKEN": "0", "RATE_LIMIT_PER_ADDRESS": "0",
                    "ALLOW_PRIVATE_WEBHOOKS": "true",
                    "PATH": f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}"}
        for name in ("DATABASE_URL", "REDIS_URL", "SEARCH_BOTS_PER_ADDRESS", "WEB_CONCURRENCY"):
            self.env.pop(name, None)
        self.stores = PrivateStores("bench_fairness")
        self.procs: list[subprocess.Popen] = []

    def __enter__(self) -> "Service":
        if self.mode == "procfile":
            self.env.update(self.stores.open())
            lines = procfile()
            self._run(lines["release"], wait=True)
            for name in ("web", "worker", "sweeper"):
                self._run(lines[name])
        else:
            self._run("cthulhu-wars db upgrade", wait=True)
            self._run("cthulhu-wars serve")
        ends = time.monotonic() + 60
        while time.monotonic() < ends:
            try:
                if call(self.port, "GET", "/readyz")[0] == 200:
                    return self
            except OSError:
                pass
            time.sleep(0.1)
        raise RuntimeError(f"the service did not start; see {self.workdir}")

    def _run(self, command: str, wait: bool = False) -> None:
        log = open(Path(self.workdir) / f"{command.split()[0]}-{len(self.procs)}.log", "wb")
        proc = subprocess.Popen(["bash", "-c", f"exec {command}"], env=self.env, cwd=self.workdir,
                                stdout=log, stderr=log, start_new_session=True)
        if wait:
            if proc.wait(timeout=120) != 0:
                raise RuntimeError(f"{command} failed; see {self.workdir}")
        else:
            self.procs.append(proc)

    def __exit__(self, *exc: object) -> None:
        for proc in self.procs:
            os.killpg(proc.pid, signal.SIGTERM)
        for proc in self.procs:
            try:
                proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
        self.stores.drop()



def procfile() -> dict[str, str]:
    """The Procfile's commands by process type."""
    lines = (ROOT / "Procfile").read_text().splitlines()
    return dict(line.split(": ", 1) for line in lines if ": " in line)


# ---- the load -------------------------------------------------------------------------------------

def timed_games(port: int, receivers: list[DripReceiver]) -> list[tuple[str, str]]:
    """20 sandbox games with a 3-second clock, every seat's webhook a dripping receiver; (game id,
    a seat token) of each."""
    games = []
    for n in range(TIMED_GAMES):
        made = expect(port, "POST", "/v1/games", {
            "seats": 3, "sandbox": True, "name": f"timed {n}",
            "time_control": {"kind": "per_decision", "per_decision": CLOCK}}, status=201)
        game_id = made["game"]["game_id"]
        for seat, token in made["seat_tokens"].items():
            expect(port, "PUT", f"/v1/games/{game_id}/seats/{seat}/notifications",
                   {"webhook": {"url": receivers[n % len(receivers)].url()}}, token)
        games.append((game_id, next(iter(made["seat_tokens"].values()))))
    return games


def bot_games(port: int) -> list[str]:
    """10 games whose three seats are handed to search bots, each from an address of its own."""
    games = []
    for n in range(BOT_GAMES):
        source = f"127.0.2.{n + 1}"
        made = expect(port, "POST", "/v1/games", {"seats": 3, "name": f"bots {n}"},
                      source=source, status=201)
        game_id = made["game"]["game_id"]
        for seat in ("seat1", "seat2", "seat3"):
            expect(port, "POST", f"/v1/games/{game_id}/seats/{seat}/bot", {"bot": "search"},
                   made["host_token"], source)
        games.append(game_id)
    return games


class Slowloris:
    """50 slowloris connections, opened again whenever the server has closed them all."""

    def __init__(self, port: int) -> None:
        self.port, self.rounds, self.open = port, 0, []
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._hold, daemon=True)

    def __enter__(self) -> "Slowloris":
        self._thread.start()
        return self

    def _hold(self) -> None:
        while not self._stop.is_set():
            with SlowClients(self.port, SLOWLORIS, every=1.0) as clients:
                self.rounds += 1
                while clients.open and not self._stop.wait(0.5):
                    self.open.append(clients.open)

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join(timeout=10)


def probe(port: int, seconds: float) -> dict:
    """In a process of its own: /readyz every 50 ms, and choices in a game with no clock."""
    readyz: list[float] = []
    stop = threading.Event()

    def readyz_loop() -> None:
        while not stop.is_set():
            started = time.monotonic()
            try:
                ok = call(port, "GET", "/readyz")[0] == 200
            except OSError:
                ok = False
            readyz.append((time.monotonic() - started) * 1000 if ok else float("inf"))
            stop.wait(max(0.0, 0.05 - (time.monotonic() - started)))

    thread = threading.Thread(target=readyz_loop)
    thread.start()
    choice_ms = choices_for(port, seconds)
    stop.set()
    thread.join()
    return {"readyz": readyz, "choices": choice_ms}


def choices_for(port: int, seconds: float) -> list[float]:
    made = expect(port, "POST", "/v1/games", {"seats": 3, "sandbox": True, "name": "choices"},
                  status=201)
    game_id, tokens = made["game"]["game_id"], made["seat_tokens"]
    took, ends = [], time.monotonic() + seconds
    while time.monotonic() < ends:
        seat = expect(port, "GET", f"/v1/games/{game_id}")["pending"][0]["seat"]
        listed = expect(port, "GET", f"/v1/games/{game_id}/options", token=tokens[seat])
        choice = next(o["choice"] for o in listed["options"]
                      if o["choice"].get("act") != "standing_answer")
        started = time.monotonic()
        expect(port, "POST", f"/v1/games/{game_id}/choices",
               {"expected_version": listed["version"], "choice": choice}, tokens[seat])
        took.append((time.monotonic() - started) * 1000)
        time.sleep(0.2)  # a player's pace, compressed
    return took


# ---- what happened --------------------------------------------------------------------------------

def lateness(port: int, games: list[tuple[str, str]], since: datetime, until: datetime) -> dict:
    """Seconds from each deadline due in [since, until] to its timeout's record; a deadline
    still unfired at the end counts as late as it is by then."""
    late, unfired = [], 0
    for game_id, token in games:
        for event in events_of(port, game_id, token):
            if event["type"] == "DecisionTimedOut":
                due = datetime.fromisoformat(event["payload"]["due_at"])
                if since <= due <= until:
                    late.append((datetime.fromisoformat(event["recorded_at"]) - due)
                                .total_seconds())
        now = datetime.now(timezone.utc)
        for seat in expect(port, "GET", f"/v1/games/{game_id}", token=token)["seats"]:
            due = datetime.fromisoformat(seat["deadline"]) if seat.get("deadline") else None
            if due is not None and since <= due <= until:
                late.append((now - due).total_seconds())
                unfired += 1
    return {"n": len(late), "p50_s": rounded(percentile(late, 0.5), 2),
            "p99_s": rounded(percentile(late, 0.99), 2), "max_s": rounded(max(late, default=None), 2),
            "unfired": unfired}


def events_of(port: int, game_id: str, token: str) -> list[dict]:
    found, after = [], 0
    while after is not None:
        page = expect(port, "GET", f"/v1/games/{game_id}/events?after={after}&limit=500",
                      token=token)
        found += page["events"]
        after = page["next_after"] if page["events"] else None
    return found


def bot_decisions(port: int, games: list[str]) -> int:
    return sum(expect(port, "GET", f"/v1/games/{g}")["version"] for g in games)


def run(mode: str, seconds: float) -> list[dict]:
    with tempfile.TemporaryDirectory() as workdir, Service(mode, workdir) as service, \
            _receivers() as receivers:
        port = service.port
        timed = timed_games(port, receivers)
        stream_game = expect(port, "POST", "/v1/games", {"seats": 3, "sandbox": True},
                             status=201)["game"]["game_id"]
        with HeldStreams(port, stream_game, STREAMS, spellings=("/v1/games/{game}/%73tream",),
                         timeout=600) as streams, Slowloris(port) as slowloris:
            bots = bot_games(port)
            bots_before = bot_decisions(port, bots)
            since = datetime.now(timezone.utc)
            with multiprocessing.get_context("spawn").Pool(1) as pool:
                measured = pool.apply(probe, (port, seconds))
            until = datetime.now(timezone.utc)
            held = {"streams_answered": streams.wait_for_heads(5).count(200),
                    "slowloris_rounds": slowloris.rounds,
                    "slowloris_open_median": rounded(statistics.median(slowloris.open or [0])),
                    "receiver_connections": sum(r.counts()[0] for r in receivers),
                    "bot_versions_gained": bot_decisions(port, bots) - bots_before,
                    "load_average_1m": round(os.getloadavg()[0], 1)}
            deadlines = lateness(port, timed, since, until)
    readyz, choices = measured["readyz"], measured["choices"]
    return [
        {"measure": "readyz", "mode": mode, "n": len(readyz),
         "p50_ms": rounded(percentile(readyz, 0.5)), "p99_ms": rounded(percentile(readyz, 0.99)),
         "failed": sum(v == float("inf") for v in readyz)},
        {"measure": "deadlines", "mode": mode, **deadlines},
        {"measure": "choices", "mode": mode, "n": len(choices),
         "p50_ms": rounded(percentile(choices, 0.5)), "p99_ms": rounded(percentile(choices, 0.99))},
        {"measure": "load", "mode": mode, **held},
    ]


class _receivers:
    def __enter__(self) -> list[DripReceiver]:
        self.made = [DripReceiver(every=1.0, bound=600).start() for _ in range(RECEIVERS)]
        return self.made

    def __exit__(self, *exc: object) -> None:
        for receiver in self.made:
            receiver.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mode", choices=["embedded", "procfile", "both"], default="both")
    parser.add_argument("--seconds", type=float, default=60.0)
    args = parser.parse_args()
    for mode in (["embedded", "procfile"] if args.mode == "both" else [args.mode]):
        lines = run(mode, args.seconds)
        for line in lines:
            print(json.dumps(line), flush=True)
        readyz, deadlines = lines[0], lines[1]
        print(json.dumps({"measure": "verdict", "mode": mode,
                          "readyz_p99_under_100ms": under(readyz["p99_ms"], 100),
                          "deadline_p99_under_1s": under(deadlines["p99_s"], 1.0)}),
              flush=True)


def under(value: float | None, target: float) -> bool:
    return value is not None and value < target


if __name__ == "__main__":
    main()
