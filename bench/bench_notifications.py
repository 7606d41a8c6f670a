"""Notification throughput per worker: signed webhook deliveries per second to a local receiver.

Run: .venv/bin/python bench/bench_notifications.py [--messages 500] [--seats 20] [--runs 5]
     [--workers 1 2] [--concurrency 1 4] [--receiver-ms 0]

Each run fills the outbox of a fresh Postgres database with `--messages` notifications spread
over `--seats` recipients (payloads the size of a real one: a seat's view of a 4-seat game), then
one worker (`deliver_pending` in a loop, one process) delivers them to an HTTP receiver on
127.0.0.1 (http.server in a thread answering 204, after `--receiver-ms` if given). The figure is deliveries per second from the
first claim to the last delivery, leases, signatures and the delivery log included. A worker
keeps up to `--concurrency` sends in flight (never two for one recipient). With `--workers N`
the same is measured for N deliverers in threads of this process sharing the outbox.

Prints one JSON line per (workers, concurrency): the median of the runs and every run.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import threading
import time
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import psycopg  # noqa: E402

from events import NewEvent, open_store  # noqa: E402
from events.migrate import upgrade  # noqa: E402
from workers.delivery import RetryPolicy, WebhookSender, deliver_pending  # noqa: E402

PG_ADMIN = os.environ.get("TEST_POSTGRES_URL", "postgresql://postgres@127.0.0.1:5432/postgres")


class Quiet(BaseHTTPRequestHandler):
    received = 0
    delay = 0.0
    lock = threading.Lock()

    def do_POST(self) -> None:  # noqa: N802
        self.rfile.read(int(self.headers["Content-Length"]))
        if Quiet.delay:
            time.sleep(Quiet.delay)  # the receiver's own latency, when asked for
        with Quiet.lock:
            Quiet.received += 1
        self.send_response(204)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def log_message(self, *args: object) -> None:
        pass


def sample_payload() -> dict:
    """A payload shaped like a real one: a seat's view of a freshly started 4-seat game."""
    from datetime import datetime, timezone

    import rules
    from play import egress
    from play.model.game import Game, Seat, Status

    options = {"seats": [{"seat": f"seat{n}", "faction": f} for n, f in enumerate(
        ["great_cthulhu", "crawling_chaos", "black_goat", "yellow_sign"], 1)], "rules": {}}
    state = rules.replay(rules.new_game(options, b"\x01" * 32))
    now = datetime.now(timezone.utc)
    game = Game("g_bench", "Bench", "public", False, options, "h", "00",
                tuple(Seat(s["seat"], s["faction"], "claimed") for s in options["seats"]),
                now, now, 10, Status.ACTIVE, state=state)
    return {"kind": "your_turn", "game_id": game.game_id, "seat": "seat1", "version": 10,
            "deadline": None, "pending": rules.pending(state),
            "view": egress.view_of(game, "seat1")}


def one_run(messages: int, seats: int, workers: int, url: str, payload: dict,
            concurrency: int) -> dict:
    name = f"cw_bench_{uuid.uuid4().hex[:10]}"
    with psycopg.connect(PG_ADMIN, autocommit=True) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')
    db = PG_ADMIN.rsplit("/", 1)[0] + f"/{name}"
    try:
        upgrade(db)
        store = open_store(db, max_size=workers + 4)
        now = store.clock()
        for n in range(seats):
            store.set_notification_channels("g_bench", f"seat{n}", {
                "webhook": (f"{url}/seat{n}", "whsec_bench")}, now)
        rows = [store.outbox_row("g_bench", 1, "webhook", f"seat{n % seats}", payload)
                for n in range(messages)]
        store.append("g_bench", 0, [NewEvent("BenchOpened", {})], rows=rows)
        senders = {"webhook": WebhookSender(allow_private=True, timeout=5)}
        policy = RetryPolicy(base_seconds=1, cap_seconds=2)
        Quiet.received = 0
        done = [0] * workers

        def work(i: int) -> None:
            while Quiet.received < messages:
                got = deliver_pending(store, senders, store.clock, limit=100, policy=policy,
                                      owner=f"bench{i}", concurrency=concurrency)
                done[i] += got
                if got == 0 and not store.fetch(
                        "SELECT 1 FROM outbox WHERE delivered_at IS NULL LIMIT 1"):
                    break

        threads = [threading.Thread(target=work, args=(i,)) for i in range(workers)]
        started = time.perf_counter()
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        elapsed = time.perf_counter() - started
        assert sum(done) == messages == Quiet.received, (done, Quiet.received)
        store.close()
        return {"seconds": round(elapsed, 3), "per_second": round(messages / elapsed, 1)}
    finally:
        with psycopg.connect(PG_ADMIN, autocommit=True) as admin:
            admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--messages", type=int, default=500)
    parser.add_argument("--seats", type=int, default=20)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--workers", type=int, nargs="*", default=[1],
                        help="deliverers sharing the outbox (threads of this process)")
    parser.add_argument("--concurrency", type=int, nargs="*", default=[1, 4],
                        help="sends in flight per deliverer")
    parser.add_argument("--receiver-ms", type=float, default=0.0,
                        help="latency the receiver adds to each answer")
    args = parser.parse_args()
    Quiet.delay = args.receiver_ms / 1000
    server = ThreadingHTTPServer(("127.0.0.1", 0), Quiet)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    port = server.server_address[1]
    payload = sample_payload()
    size = len(json.dumps(payload))
    for workers in args.workers:
        for concurrency in args.concurrency:
            _report(args, workers, concurrency, size, [
                one_run(args.messages, args.seats, workers, f"http://127.0.0.1:{port}", payload,
                        concurrency) for _ in range(args.runs)])
    server.shutdown()


def _report(args: argparse.Namespace, workers: int, concurrency: int, size: int,
            runs: list[dict]) -> None:
    rates = [r["per_second"] for r in runs]
    print(json.dumps({"bench": "notifications_webhook", "workers": workers,
                      "concurrency": concurrency, "receiver_ms": args.receiver_ms,
                      "messages": args.messages, "recipients": args.seats,
                      "payload_bytes": size, "median_per_second": statistics.median(rates),
                      "median_per_second_per_worker": round(
                          statistics.median(rates) / workers, 1),
                      "runs_per_second": rates}), flush=True)


if __name__ == "__main__":
    main()
