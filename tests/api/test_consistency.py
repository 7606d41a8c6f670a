"""Consistency under concurrency, cache races and a Redis outage."""
from __future__ import annotations

import random
import shutil
import socket
import subprocess
import threading
import time

import pytest

import rules
from api_table import Table, open_table
from events.migrate import upgrade
from service.app import create_app
from play.config import Config
from service.dependencies import dependencies
from service.wiring import gameplay


def servers_app(pg_url: str, redis_url: str):
    env = {"DATABASE_URL": pg_url, "REDIS_URL": redis_url, "LOG_JSON": "false",
           "LOG_LEVEL": "WARNING", "RATE_LIMIT_PER_TOKEN": "0", "RATE_LIMIT_PER_ADDRESS": "0"}
    return create_app(Config.from_env(env))


def test_many_clients_racing_on_one_game_decide_each_version_once(app, client):
    table = open_table(client, seats=3)
    outcomes: list[tuple[int, int]] = []
    guard = threading.Lock()
    stop = threading.Event()

    def racer(n: int) -> None:
        rng = random.Random(n)
        racing = Table(app.test_client(), table.game_id, table.host, table.seats)
        while not stop.is_set():
            seat = racing.pending_seat()
            if seat is None:
                return
            listed = racing.get("/options", seat).get_json()
            if not listed["options"]:
                continue
            answer = racing.post("/choices", {"expected_version": listed["version"],
                                              "choice": rng.choice(listed["options"])["choice"]},
                                 seat)
            with guard:
                outcomes.append((answer.status_code, listed["version"]))
                if sum(code == 200 for code, _ in outcomes) >= 40:
                    stop.set()

    threads = [threading.Thread(target=racer, args=(n,)) for n in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(120)
    won = [version for code, version in outcomes if code == 200]
    assert len(won) >= 20 and len(won) == len(set(won))  # each version decided once
    assert {code for code, _ in outcomes} <= {200, 409, 403, 422}
    assert any(code == 409 for code, _ in outcomes)  # the race really happened
    gp = gameplay_of(app)
    log = gp.store.read(table.game_id)
    assert [e.version for e in log] == list(range(1, len(log) + 1))
    chosen = [e.version - 1 for e in log if e.type == "ChoiceMade"]
    assert sorted(chosen) == sorted(won)
    live, replayed = gp.load(table.game_id), gp.loader.replay(table.game_id)
    assert live.state == replayed.state and live.version == replayed.version


def gameplay_of(app):
    with app.app_context():
        return gameplay()


@pytest.mark.postgres
@pytest.mark.redis
def test_a_reader_never_sees_an_older_version_after_the_writers_200(pg_url, redis_url):
    upgrade(pg_url)
    writer_app, reader_app = servers_app(pg_url, redis_url), servers_app(pg_url, redis_url)
    table = open_table(writer_app.test_client(), seats=3)
    reader = Table(reader_app.test_client(), table.game_id, table.host, table.seats)
    stop = threading.Event()

    def hammer() -> None:  # keeps the reader's cache full of every version it sees
        while not stop.is_set():
            reader.get("/view")

    background = threading.Thread(target=hammer)
    background.start()
    rng = random.Random(1)
    try:
        for _ in range(40):
            seat = table.pending_seat()
            if seat is None:
                break
            listed = table.get("/options", seat).get_json()
            answer = table.post("/choices", {"expected_version": listed["version"],
                                             "choice": rng.choice(listed["options"])["choice"]},
                                seat)
            acknowledged = answer.get_json()["version"]
            assert reader.get("/view", seat).get_json()["version"] >= acknowledged
            assert reader.get("").get_json()["version"] >= acknowledged
    finally:
        stop.set()
        background.join()


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _start_redis(port: int) -> subprocess.Popen:
    proc = subprocess.Popen([shutil.which("redis-server"), "--port", str(port), "--bind",
                             "127.0.0.1", "--save", "", "--appendonly", "no"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for _ in range(50):
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            return proc
        except OSError:
            time.sleep(0.1)
    raise AssertionError("redis-server did not start")


def _step(table: Table, rng: random.Random) -> int:
    seat = table.pending_seat()
    listed = table.get("/options", seat).get_json()
    answer = table.post("/choices", {"expected_version": listed["version"],
                                     "choice": rng.choice(listed["options"])["choice"]}, seat)
    assert answer.status_code == 200, answer.get_json()
    return answer.get_json()["version"]


@pytest.mark.postgres
@pytest.mark.redis
def test_with_redis_stopped_every_endpoint_still_answers_correctly(pg_url):
    upgrade(pg_url)
    port = _free_port()
    redis_proc = _start_redis(port)
    app = servers_app(pg_url, f"redis://127.0.0.1:{port}/0")
    client = app.test_client()
    table = open_table(client, seats=3)
    rng = random.Random(3)
    for _ in range(5):
        _step(table, rng)
    redis_proc.kill()
    redis_proc.wait()
    try:
        assert client.get("/readyz").get_json()["status"] == "degraded"
        for _ in range(5):
            version = _step(table, rng)
        seat = table.pending_seat()
        assert table.get("/view", seat).get_json()["version"] == version
        assert table.get("/events", seat).status_code == 200
        assert table.get("/options", seat).get_json()["version"] == version
        assert client.get("/v1/games").status_code == 200
        streamed = table.get("/stream", seat, query_string={"timeout": 1}).get_data(as_text=True)
        assert f"id: {version}\n" in streamed
        redis_proc = _start_redis(port)  # back, and empty
        version = _step(table, rng)
        assert table.get("/view", seat).get_json()["version"] == version
        gp = gameplay_of(app)
        assert gp.load(table.game_id).state == gp.loader.replay(table.game_id).state
    finally:
        redis_proc.kill()
        dependencies(app).close()
