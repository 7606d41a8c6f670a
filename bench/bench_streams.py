"""1,000 live streams on one game beside the rest of the API (`cthulhu-wars serve`).

Run: .venv/bin/python bench/bench_streams.py [--streams 1000] [--choices 30] [--mode embedded]

Starts the server as `make run` does (`--mode embedded`: SQLite, no Redis, one web process) or as
the Procfile's web line with Postgres and Redis (`--mode servers`: two web processes, a private
database and an empty Redis database number, both dropped or emptied at the end). Opens
`--streams` anonymous streams on one sandbox game, each on its own loopback connection from one
of 20 loopback source addresses (127.0.1.1-20, so the per-address limit holds), resuming from the
game's version as a page that has just loaded the game does. With every stream open, a separate
process (so that reading a thousand streams here does not slow its clock) measures GET /readyz
every 10 ms, first with the streams idle, then while it plays `--choices` choices one after the
other (GET /options, POST /choices). Every stream must then hold every event after its start
version, in order; the delay of a choice's first event on a stream is counted from the client's
receipt of that choice's 200 (negative when the event arrived first).

Prints one JSON line per measure: streams (opened, refused, the server's resident memory per
open stream), readyz (p50/p99 idle and beside the choices), choices (p50/p99), delivery (p50,
p99 and max delay over every stream and choice; whether every stream got every event), and a
verdict line (readyz p99 < 100 ms, every stream got every event). Everything is bounded in time
(`--seconds`) and count, loopback only; the server is stopped at the end, also on failure.
"""
from __future__ import annotations

import argparse
import asyncio
import http.client
import json
import os
import resource
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from private_stores import PrivateStores

ROOT = Path(__file__).resolve().parent.parent
BIN = ROOT / ".venv" / "bin"
ADDRESSES = 20


def percentile(values: list[float], q: float) -> float | None:
    if not values:
        return None
    ordered = sorted(values)
    return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))], 1)


def median(values: list[float]) -> float | None:
    return round(statistics.median(values), 1) if values else None


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def raise_open_files(wanted: int) -> None:
    """Each stream is a socket here too: raise this process's soft limit on open files."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    target = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
    if soft < target:
        resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))


def rss_kb(pid: int) -> int:
    """Resident memory of the server: its master and every process under it."""
    total = 0
    for child in [pid, *[int(p) for p in os.popen(f"pgrep -P {pid}").read().split()]]:
        try:
            with open(f"/proc/{child}/status") as status:
                total += next(int(line.split()[1]) for line in status if line.startswith("VmRSS"))
        except OSError:
            pass
    return total


def request(base: str, method: str, path: str, body: dict | None = None,
            token: str | None = None, conn: http.client.HTTPConnection | None = None) -> tuple[int, dict]:
    own = conn is None
    conn = conn or http.client.HTTPConnection(base.split("//")[1], timeout=30)
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    conn.request(method, path, None if body is None else json.dumps(body), headers)
    answer = conn.getresponse()
    data = answer.read()
    if own:
        conn.close()
    return answer.status, (json.loads(data) if data else {})


class Server:
    """`cthulhu-wars serve` in a directory of its own, with a private Postgres database and an
    empty Redis database number in the `servers` mode."""

    def __init__(self, mode: str, workdir: str):
        self.mode, self.workdir, self.port = mode, workdir, free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.env = {**os.environ, "PORT": str(self.port), "LOG_LEVEL": "WARNING",
                    "RATE_LIMIT_PER_TOKEN": "0", "RATE_LIMIT_PER_ADDRESS": "0"}
        self.env.pop("DATABASE_URL", None)
        self.env.pop("REDIS_URL", None)
        self.stores = PrivateStores("bench_streams")
        self.proc: subprocess.Popen | None = None

    def __enter__(self) -> "Server":
        if self.mode == "servers":
            self.env.update(self.stores.open())
        subprocess.run([str(BIN / "cthulhu-wars"), "db", "upgrade"], env=self.env, check=True,
                       cwd=self.workdir, stdout=subprocess.DEVNULL)
        self.proc = subprocess.Popen([str(BIN / "cthulhu-wars"), "serve"], env=self.env,
                                     cwd=self.workdir, stdout=subprocess.DEVNULL,
                                     stderr=open(Path(self.workdir) / "server.log", "wb"))
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            try:
                if request(self.base, "GET", "/readyz")[0] == 200:
                    return self
            except OSError:
                time.sleep(0.1)
        raise RuntimeError("the server did not start")

    def __exit__(self, *exc: object) -> None:
        if self.proc is not None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.proc.kill()
        self.stores.drop()



class Streams:
    """The open streams of this client: when each event id arrived on each of them."""

    def __init__(self, port: int, game_id: str, after: int, seconds: int):
        self.port, self.game_id, self.after, self.seconds = port, game_id, after, seconds
        self.arrivals: list[dict[int, float]] = []
        self.refused: list[int] = []
        self.writers: list[asyncio.StreamWriter] = []

    async def open(self, count: int) -> None:
        gate = asyncio.Semaphore(100)  # connections being opened at once

        async def one(n: int) -> None:
            async with gate:
                await self._open(n)

        await asyncio.gather(*(one(n) for n in range(count)))

    async def _open(self, n: int) -> None:
        reader, writer = await asyncio.open_connection(
            "127.0.0.1", self.port, local_addr=(f"127.0.1.{1 + n % ADDRESSES}", 0))
        writer.write((f"GET /v1/games/{self.game_id}/stream?timeout={self.seconds} HTTP/1.1\r\n"
                      f"Host: 127.0.0.1\r\nAccept: text/event-stream\r\n"
                      f"Last-Event-ID: {self.after}\r\n\r\n").encode())
        head = await reader.readuntil(b"\r\n\r\n")
        status = int(head.split()[1])
        if status != 200:
            self.refused.append(status)
            writer.close()
            return
        seen: dict[int, float] = {}
        self.arrivals.append(seen)
        self.writers.append(writer)
        asyncio.get_running_loop().create_task(self._read(reader, seen))

    @staticmethod
    async def _read(reader: asyncio.StreamReader, seen: dict[int, float]) -> None:
        rest = b""
        while True:
            try:
                data = await reader.read(65536)
            except (ConnectionError, OSError):
                return
            if not data:
                return
            now = time.monotonic()
            lines = (rest + data).split(b"\n")
            rest = lines.pop()
            for line in lines:
                if line.startswith(b"id: "):
                    seen[int(line[4:])] = now

    def complete(self, last: int) -> bool:
        wanted = set(range(self.after + 1, last + 1))
        return all(wanted <= seen.keys() for seen in self.arrivals)

    def close(self) -> None:
        for writer in self.writers:
            writer.close()


def probe(base: str, game: dict, choices: int) -> dict:
    """In a process of its own: /readyz every 10 ms, idle and then beside `choices` choices."""
    readyz_idle, readyz_busy, choice_ms, answered = [], [], [], {}
    playing = threading.Event()
    stop = threading.Event()

    def readyz() -> None:
        conn = http.client.HTTPConnection(base.split("//")[1], timeout=30)
        while not stop.is_set():
            started = time.monotonic()
            request(base, "GET", "/readyz", conn=conn)
            (readyz_busy if playing.is_set() else readyz_idle).append(
                (time.monotonic() - started) * 1000)
            time.sleep(max(0.0, 0.01 - (time.monotonic() - started)))

    game_id, tokens = game["game"]["game_id"], game["seat_tokens"]
    thread = threading.Thread(target=readyz)
    thread.start()
    time.sleep(2.0)  # the idle sample: about 200 probes
    playing.set()
    conn = http.client.HTTPConnection(base.split("//")[1], timeout=30)
    for _ in range(choices):
        view = request(base, "GET", f"/v1/games/{game_id}", conn=conn)[1]
        seat = view["pending"][0]["seat"]
        options = request(base, "GET", f"/v1/games/{game_id}/options", token=tokens[seat],
                          conn=conn)[1]
        choice = next(o["choice"] for o in options["options"]
                      if o["choice"].get("act") != "standing_answer")
        started = time.monotonic()
        status, body = request(base, "POST", f"/v1/games/{game_id}/choices",
                               {"expected_version": options["version"], "choice": choice},
                               tokens[seat], conn=conn)
        done = time.monotonic()
        if status != 200:
            raise RuntimeError(f"choice refused: {status} {body}")
        choice_ms.append((done - started) * 1000)
        answered[options["version"] + 1] = done
        time.sleep(0.1)  # a player's pace, compressed
    stop.set()
    thread.join()
    return {"readyz_idle": readyz_idle, "readyz_busy": readyz_busy, "choice_ms": choice_ms,
            "answered": answered}


async def run(args: argparse.Namespace, server: Server) -> list[dict]:
    made = request(server.base, "POST", "/v1/games", {"seats": 3, "sandbox": True})[1]
    game_id, start = made["game"]["game_id"], made["game"]["version"]
    before = rss_kb(server.proc.pid)
    streams = Streams(server.port, game_id, start, args.seconds)
    opened_at = time.monotonic()
    await asyncio.wait_for(streams.open(args.streams), args.seconds / 3)
    open_seconds = time.monotonic() - opened_at
    await asyncio.sleep(1.0)  # the server settles (its feed's first read) before memory is read
    held = rss_kb(server.proc.pid)
    prober = await asyncio.create_subprocess_exec(
        sys.executable, __file__, "--probe", server.base, "--choices", str(args.choices),
        stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE)
    out, _ = await asyncio.wait_for(prober.communicate(json.dumps(made).encode()),
                                    args.seconds / 2)
    measured = json.loads(out)
    last = max(int(v) for v in measured["answered"])
    last = request(server.base, "GET", f"/v1/games/{game_id}")[1]["version"]
    deadline = time.monotonic() + 30
    while not streams.complete(last) and time.monotonic() < deadline:
        await asyncio.sleep(0.1)
    complete = streams.complete(last)
    delays = [(seen[int(v)] - at) * 1000 for v, at in measured["answered"].items()
              for seen in streams.arrivals if int(v) in seen]
    streams.close()
    opened = len(streams.arrivals)
    readyz = measured["readyz_idle"] + measured["readyz_busy"]
    return [
        {"measure": "streams", "mode": args.mode, "opened": opened,
         "refused": len(streams.refused), "open_seconds": round(open_seconds, 2),
         "server_kb_per_stream": round((held - before) / max(1, opened), 1),
         "server_rss_mb_before": round(before / 1024, 1), "server_rss_mb_open": round(held / 1024, 1)},
        {"measure": "readyz", "mode": args.mode, "probes": len(readyz),
         "p50_ms": median(readyz), "p99_ms": percentile(readyz, 0.99),
         "idle_p99_ms": percentile(measured["readyz_idle"], 0.99),
         "beside_choices_p99_ms": percentile(measured["readyz_busy"], 0.99)},
        {"measure": "choices", "mode": args.mode, "count": len(measured["choice_ms"]),
         "p50_ms": median(measured["choice_ms"]), "p99_ms": percentile(measured["choice_ms"], 0.99)},
        {"measure": "delivery", "mode": args.mode, "events_per_stream": last - start,
         "delays": len(delays), "p50_ms": median(delays), "p99_ms": percentile(delays, 0.99),
         "max_ms": round(max(delays), 1) if delays else None,
         "every_stream_got_every_event": complete and opened == args.streams},
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--streams", type=int, default=1000)
    parser.add_argument("--choices", type=int, default=30)
    parser.add_argument("--mode", choices=["embedded", "servers"], default="embedded")
    parser.add_argument("--seconds", type=int, default=180, help="bound on the whole run")
    parser.add_argument("--probe", metavar="BASE", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.probe:
        print(json.dumps(probe(args.probe, json.load(sys.stdin), args.choices)))
        return
    raise_open_files(args.streams * 2 + 256)
    with tempfile.TemporaryDirectory() as workdir, Server(args.mode, workdir) as server:
        lines = asyncio.run(run(args, server))
    for line in lines:
        print(json.dumps(line), flush=True)
    readyz, delivery = lines[1], lines[3]
    print(json.dumps({"measure": "verdict", "mode": args.mode,
                      "readyz_p99_under_100ms": readyz["p99_ms"] is not None and readyz["p99_ms"] < 100,
                      "every_stream_got_every_event": delivery["every_stream_got_every_event"]}),
          flush=True)


if __name__ == "__main__":
    main()
